# Le défi du jour et les tournois : les réponses de leurs commandes et leurs refus.

## Comment un score contre le champ s’écrit, et comment il se compare.
share-matchpoints = { $value } %
share-cross-imps = { $value } IMP
share-points = { $value } points
scoring-matchpoints = match-points
scoring-cross-imps = IMP croisés
scoring-average = points contre la moyenne
someone = un joueur
robots = Robots

## Le défi du jour.
daily-in-a-server = Le défi du jour se joue dans un serveur.
daily-from-a-channel = Lancez le défi du jour depuis un salon textuel : il y ouvre un fil privé.
daily-needs-threads = Il me faut les permissions { $needs } ici pour vous donner une table à vous ; demandez à un modérateur, ou essayez un autre salon.
daily-thread-name = Défi { $game } { $day } · { $player }
daily-yours = Le défi { $game } du jour vous attend dans { $thread } : jouez chaque donne avec des robots experts ; votre main arrive en message privé. `/défi résultats` montre comment vous avez joué une fois toutes les donnes jouées.
daily-choose-day = Choisissez aujourd’hui ou hier.
daily-choose-period = Choisissez aujourd’hui ou ce mois-ci.
daily-not-running = Le défi du jour n’est pas disponible pour l’instant ; réessayez dans un moment.
daily-no-such-game = Ce jeu n’a pas de défi du jour.
daily-playing-already = Vous jouez déjà le défi du jour, dans { $channel }.
daily-opening-already = Votre table pour le défi du jour est en train de s’ouvrir : elle est à vous dans un instant.
daily-played-already = Vous avez joué le défi du jour ; chaque donne se joue une fois. `/défi résultats` montre comment vous avez joué.
daily-play-first = Jouez d’abord le défi du jour (`/défi`) : les résultats s’affichent une fois toutes les donnes jouées.
daily-finish-first = Terminez d’abord vos donnes : les résultats s’affichent une fois toutes jouées.
daily-left-early = Vous avez quitté votre table avant votre dernière donne : les résultats du jour s’affichent à sa clôture, à minuit UTC.
daily-leaderboard-title = **Défi { $game } · { $span }** · en { $scoring }
daily-span = du { $first } au { $last }
daily-standing = { $place }. { $name } : { $share } ({ $count })
daily-boards = { $count ->
        [one] { $count } donne
       *[other] { $count } donnes
    }
daily-days = { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
daily-nobody = Personne n’a encore de résultat ici pour cette période.
daily-report-title = **Défi { $game } · { $day }**
daily-report-yours = **Défi { $game } · { $day }** · vous : { $scores } · { $place } sur { $players }
daily-board = Donne { $board }
daily-board-yours = vous { $result } ({ $score }) : { $shares }
daily-board-place = { $place } sur { $results }
daily-standings = Classement : { $standings }
daily-standings-entry = { $place }. { $name } { $share }

## Les tournois.
tourney-in-a-server = Les tournois se jouent dans un serveur.
tourney-in-a-channel = Créez un tournoi dans un salon textuel : ses tables y sont des fils.
tourney-may-not-host = Organiser un tournoi demande la permission Gérer le serveur, ou le rôle que ce serveur désigne pour les organisateurs (`/tournoi organisateurs`).
tourney-needs-threads = Il me faut les permissions { $needs } dans ce salon pour donner une table à chaque joueur.
tourney-not-running = Les tournois ne sont pas disponibles pour l’instant ; réessayez dans un moment.
tourney-created = **Tournoi { $tournament }**, { $name } : { $kind }, { $game }, { $format }, en { $scoring }. Joueurs : `/tournoi inscrire tournoi:{ $tournament }` ; { $start }.
tourney-public = public
tourney-private = privé
tourney-public-pairs = public, par paires
tourney-private-pairs = privé, par paires
tourney-rounds = { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    }
tourney-rounds-of-boards = { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    } de { $boards ->
        [one] { $boards } donne
       *[other] { $boards } donnes
    }
tourney-starts-at = il commence seul à { $time } (ou quand l’organisateur le lance)
tourney-starts-when-full = il commence seul quand { $players } joueurs se sont inscrits (ou quand l’organisateur le lance)
tourney-host-starts-it = l’organisateur le lance avec `/tournoi commencer`
tourney-round-name = { $name } · tour { $round }
tourney-admitted = { $player } peut désormais voir le tournoi { $tournament } et s’y inscrire.
tourney-registered = Vous êtes inscrit au tournoi { $tournament } ; votre table s’ouvre quand il commence.
tourney-registered-pair = Vous êtes inscrit au tournoi { $tournament } avec { $partner } pour partenaire ; votre table s’ouvre quand il commence.
tourney-registered-waiting = Vous êtes inscrit au tournoi { $tournament }. { $partner } forme la paire en s’inscrivant avec vous pour partenaire (`/tournoi inscrire tournoi:{ $tournament } partenaire:` vous) ; d’ici là vous jouez avec un robot pour partenaire ; votre table s’ouvre quand il commence.
tourney-withdrawn = Vous vous êtes retiré du tournoi { $tournament }.
tourney-started = Le tournoi { $tournament } a commencé : chaque joueur a une table dans un fil ici.
tourney-list-line = **Tournoi { $tournament }** · { $name } · { $game } · { $state }
tourney-list-private = privé · { $state }
tourney-round-of = tour { $round } sur { $rounds }
tourney-open = { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    }, inscriptions ouvertes
tourney-none = Aucun tournoi en cours ici.
tourney-standings-title = **{ $name }** · tour { $round } sur { $rounds } · { $status }
tourney-registering = inscriptions
tourney-playing = en cours
tourney-finished = terminé
tourney-standing = { $place }. { $players } : { $share }
tourney-pair = { $first } et { $second }
tourney-news-started = **{ $name }** (tournoi { $tournament }) a commencé : le tour 1 sur { $rounds } est en cours. `/tournoi classement tournoi:{ $tournament }` permet de le suivre.
tourney-news-round-over = **{ $name }** · le tour { $round } sur { $rounds } est terminé ; le suivant s’ouvre. Classement :
tourney-news-finished = **{ $name }** est terminé. Classement final :
tourney-news-waiting = **{ $name }** · le tour { $round } sur { $rounds } ne peut pas encore s’ouvrir : { $why } Il est relancé chaque minute.
tourney-no-round-over = Aucun tour n’est encore terminé.
tourney-live-tables = Tables en cours (`/tournoi regarder`) : { $tables }
tourney-watching = Vous regardez la table { $table } dans { $room }.
tourney-hosts-staff-only = Désigner le rôle des organisateurs demande la permission Gérer le serveur.
tourney-hosts-named = Les membres ayant { $role } peuvent désormais organiser des tournois ici.
tourney-no-such = Il n’y a pas de tel tournoi ici.
tourney-whole-game = Un tournoi de { $game } joue une partie entière par tour.
tourney-boards-range = Un tour compte de { $fewest } à { $most } donnes.
tourney-scored-by = Les tournois de { $game } se marquent en { $ways }.
tourney-rounds-range = Un tournoi compte de 1 à { $most } tours.
tourney-time-or-full = Un tournoi commence à une heure donnée ou quand il est complet, pas les deux.
tourney-time-passed = Cette heure est passée : donnez-en une encore à venir.
tourney-full-range = Un tournoi commence quand 2 à { $most } joueurs sont venus.
tourney-start-said = Donnez le début en heure UTC (`19:30`), en date et heure UTC (`2026-12-24 19:30`) ou en minutes à partir de maintenant (`+45`).
tourney-start-within = Un tournoi commence dans les { $days } jours.
tourney-host-admits = Seul l’organisateur du tournoi admet des joueurs.
tourney-registration-closed = Ce tournoi a commencé : les inscriptions sont closes.
tourney-solo = Ce tournoi est pour des joueurs seuls, chacun avec un robot pour partenaire : inscrivez-vous sans partenaire.
tourney-partner-is-another = Votre partenaire est quelqu’un d’autre.
tourney-registered-already = Vous êtes déjà inscrit.
tourney-full = Ce tournoi est complet ({ $most } joueurs).
tourney-not-registered = Vous n’êtes pas inscrit à ce tournoi.
tourney-leave-your-table = Le tournoi a commencé : quittez votre table pour le quitter (les donnes que vous n’avez pas jouées ne marquent rien).
tourney-host-starts = Seul l’organisateur du tournoi le lance.
tourney-started-already = Ce tournoi a déjà commencé.
tourney-nobody-registered = Personne ne s’est encore inscrit.
tourney-rooms-failed = Discord n’a pas créé le fil d’une des tables du tour, aussi aucune n’a été ouverte. Rien du tour ne reste ; il peut être relancé dans un instant.
tourney-table-finished = Cette table a terminé.
tourney-own-table = C’est votre propre table.
tourney-watch-later = Cette table joue les donnes que vous jouez : vous pourrez la regarder quand votre propre table les aura terminées.
