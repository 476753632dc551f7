server-tables-in-servers = Les tables sont sur les serveurs.
server-no-tables = Aucune table n’est ouverte ici. Ouvrez-en une avec { $commands }.
server-or = { $first } ou { $second }
server-gathering = réunit des joueurs
server-game-live = partie { $game } en cours
server-table-line = **Table { $table }** dans { $channel } · { $title } · { $state } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } · { $options }
server-one-page = La liste des tables tient sur une page : omettez `page`.
server-pages = La liste des tables a { $pages } pages ; demandez de 1 à { $pages }.
server-page = Page { $page } sur { $pages }
server-next-page = `/tables page:{ $next }` pour la suivante.
server-no-leaderboard = Le classement n’est pas disponible pour l’instant.
server-bad-period = Je ne connais pas cette période.
period-all_time = depuis toujours
period-month = ce mois-ci
period-week = cette semaine
server-leaderboard-title = { $game } · { $level } · { $period }
server-leaderboard-line = { $rank }. { $name } : { $points } ({ $wins }-{ $draws }-{ $losses }), cote { $rating }
server-no-ranked-games = Aucune partie classée n’a encore été jouée ici.
server-no-stats = Les statistiques ne sont pas disponibles pour l’instant.
server-no-results = { $player } n’a pas encore de résultat classé ici.
server-stats = **{ $player }** · { $game } contre { $level } : { $signed } { $points ->
        [one] point
       *[other] points
    } en { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ({ $wins } gagnées, { $draws } nulles, { $losses } perdues), cote { $rating }.
server-rating-explained = -# La cote est une estimation prudente du niveau tirée des parties classées : elle part de 0, monte quand votre camp gagne (davantage contre plus fort) et baisse quand il perd, et bouge moins à mesure que vos parties montrent votre niveau.
server-stats-tournaments = { $count ->
        [one] L’une d’elles est une place finale de tournoi.
       *[other] { $count } d’entre elles sont des places finales de tournois.
    }
server-kind = { $game } · { $level }
server-leaderboard-others = Aussi tenus ici : { $kinds }.
server-unknown-game = Je ne connais pas ce jeu.
