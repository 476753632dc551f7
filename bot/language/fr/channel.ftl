channel-options = { $mark } { $game } · { $mode } · { $level } · { $seconds } s par coup
channel-options-untimed = { $mark } { $game } · { $mode } · { $level } · sans limite par coup
channel-private = privée
mode-ranked = classée
mode-casual = amicale
mode-silver = argent (protégée)
level-basic = robots débutants
level-expert = robots experts
format-chicago4 = Chicago, 4 donnes
format-chicago8 = Chicago, 8 donnes
format-rubber = Robre
format-single = Une seule donne
format-boards8 = 8 donnes, marque en duplicate
format-boards = { $boards ->
    [one] { $boards } donne
   *[other] { $boards } donnes
}, marque en duplicate
system-natural = enchères naturelles
system-conventions = enchères avec conventions
kaiser-options = Kaiser en { $target }
kaiser-option-min-bid = enchères dès { $bid }
kaiser-option-no-freeze = pas de gel
kaiser-option-freeze = gel à { $freeze }
kaiser-option-minus-card = le { $card } vaut −3
kaiser-option-nt-not-doubled = sans-atout non doublé
kaiser-option-dealer-higher = le donneur doit enchérir plus haut
channel-gathering = **Table { $table }** · { $options }
channel-seat = { $seat } : { $name }
channel-seat-empty = — libre (un robot jouera)
channel-take-a-seat = Prenez place avec les boutons ou `/{ $game } rejoindre` ; l’hôte lance la partie.
button-sit = S’asseoir en { $seat }
button-start = Commencer
button-leave = Quitter
channel-heading = { $mark } **Table { $table }** · partie { $game } · { $totals }
channel-time-runs-out = ⏱ Le temps de { $seat } s’écoule { $when }
button-what-calls-mean = Sens des enchères
channel-game-over = La partie est terminée. Rejouer avec les mêmes places ?
channel-event-game-over = La partie est terminée : chaque donne d’un événement se joue une fois.
button-rematch = Revanche
channel-closed = Cette table est fermée.
channel-moved = **Table { $table }** : la partie se joue dans { $thread }.
channel-retired = **Table { $table }** : la suite est dans le message de table le plus récent, ci-dessous.
channel-thread-name = Table { $table }
channel-undo-asked = { $player } : { $seat } demande à reprendre sa dernière enchère ou carte.
button-allow-undo = Accepter l’annulation
button-refuse-undo = Refuser
channel-deal-finished = **Table { $table }** · partie { $game }, donne { $deal } terminée : { $result }.
channel-replay = [La rejouer](<{ $link }>)
channel-match-over = **Table { $table }** · la partie { $game } est terminée. { $result }
channel-points = { $player } : { $signed } { $points ->
        [one] point
       *[other] points
    }
channel-see-leaderboard = Voir `/classement`.
result-remake = Donne annulée : un joueur est parti avant qu’une carte soit montrée, donc rien ne compte.
result-win = { $side } gagnent.
result-draw = Égalité.
result-forfeit-win = une victoire par forfait (pas de points, pas de changement de classement)
result-protected = un résultat protégé (pas de défaite)
channel-left-seat = { $player } a quitté la place { $seat }.
channel-player-result = { $player } : { $result }
channel-timer-warning = { $player } ({ $seat }) : plus que { $seconds } secondes pour jouer.
button-mute-warnings = Couper mes alertes
channel-timed-out = { $player } n’a plus de temps ; un robot joue { $seat } jusqu’à son retour avec `/{ $game } rejoindre`.
channel-closed-by-moderator = **Table { $table }** a été fermée par un modérateur, { $moderator }.
# Ce que dit une table de bridge : une revendication et sa réponse (règle 3.10).
talk-claim = { $first } revendique { $tricks ->
        [one] { $tricks } levée
       *[other] { $tricks } levées
    } parmi celles qui restent à jouer.
talk-claim-rejected = { $first } a refusé la revendication de { $second } ; le jeu continue.
talk-claim-accepted = La revendication de { $first } est acceptée ; la donne est réglée.
