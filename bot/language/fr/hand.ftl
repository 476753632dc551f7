hand-heading = **Table { $table }** dans { $channel } · { $deal } { $number } de la partie { $game } · vous êtes { $seat }
deal-bridge = donne
deal-kaiser = main
hand-time-runs-out = ⏱ Votre temps s’écoule { $when }.
hand-confirm-or-back = Confirmez votre choix, ou revenez en arrière.
hand-yours = Votre main ({ $seat }) : { $cards }
hand-you-also-play = Vous jouez aussi { $seat } : { $cards }
hand-dummy = Mort ({ $seat }) : { $cards }
hand-contract = Contrat : { $contract }
hand-your-call = **À vous d’annoncer.**
hand-pick-level = Choisissez un palier, puis la couleur.
hand-play-from = **Jouez une carte de la main de { $seat }.**
hand-your-card = **À vous de jouer.**
hand-waiting-for = On attend { $seat }.
hand-auction = Enchères : { $calls }
hand-dealer = Donneur { $seat } · { $vulnerable }
vulnerable-none = Personne vulnérable
vulnerable-ns = N-S vulnérables
vulnerable-ew = E-O vulnérables
vulnerable-both = Tous vulnérables
hand-you-vulnerable = vous êtes vulnérable
hand-you-not-vulnerable = vous n’êtes pas vulnérable
contract-by = { $contract } par { $seat }
call-pass = Passe
call-double = Contre
call-redouble = Surcontre
strain-notrump = SA
button-pass = Passe
button-double = Contre
button-redouble = Surcontre
button-back = Retour
button-confirm = Confirmer
button-show-my-hand = Voir ma main
button-accept-claim = Accepter la revendication
button-play-on = Continuer à jouer
move-play = Jouer { $card }
move-call = Annoncer { $call }
hand-claim = **{ $seat } revendique { $tricks } des { $left ->
        [one] { $left } levée restante
       *[other] { $left } levées restantes
    }**, cartes sur table :
hand-claim-cards = Cartes de { $seat } : { $cards }
hand-claim-accepted = { $seat } a accepté
hand-claim-waiting = { $seat } n’a pas encore répondu
hand-deal-over = **Table { $table }** dans { $channel } · **{ $deal } { $number } de la partie { $game } terminée :** { $result }. Score : { $score }.
hand-game-over = **La partie { $game } est terminée.** { $result }
hand-your-result = Votre résultat : { $signed } { $points ->
        [one] point
       *[other] points
    }.
result-passed-out = Donne passée
kaiser-result-made = { $bid } { $seat } réussi, { $points } points
kaiser-result-down = { $bid } { $seat } chuté, { $points } points
hand-game-ended-early = **Table { $table }** dans { $channel } · **la partie { $game } s’est terminée avant la fin de cette main.** Voir le salon.
hand-moved-below = **Table { $table }** : votre main est dans un message plus récent, plus bas.
hand-you-left = **Table { $table }** : vous avez quitté la table. Ses mains ne vous sont plus montrées.
channel-show-hand-again = { $player }, c’est à vous à la **table { $table }**. Discord ne me laisse plus mettre à jour la main que je vous ai montrée, en voici une nouvelle : appuyez sur **{ $button }**.
channel-dms-closed = { $player }, je ne peux pas vous envoyer de messages privés, donc votre main n’y est pas. Appuyez sur **{ $button }** sur le message de la table (vous seul la verrez), ou autorisez les messages privés des membres de ce serveur.
# Revenir en arrière depuis le message de la main, à tout moment (réponse au seul joueur).
button-review-auction = Enchères
button-review-trick = Dernière levée
button-review-marks = Repères
button-claim = Revendiquer
hand-claim-how-many = **Revendication :** combien des { $left ->
        [one] { $left } levée
       *[other] { $left } levées
    } restant à jouer votre camp fait-il ?
review-no-auction = Aucune enchère n’a encore été faite.
review-last-trick = **Levée { $number }**, entamée par { $leader } : { $cards }. { $winner } l’a remportée.
review-no-trick = Aucune levée n’est encore terminée.
review-marks = **Ce que signifient les repères des images**
    • Un point à côté d’une carte au milieu de la table : c’est l’entame de la levée.
    • Un emplacement cerné au milieu : la place dont la table attend la carte.
    • Une carte sur fond clair : elle remporte la levée.
    • Quand c’est à vous de jouer, les cartes jouables sont levées, soulignées d’une barre ; les autres sont grisées.

review-tricks = { $cards ->
    [0] aucune carte n’a coûté de levée
    [one] une carte a coûté une levée
   *[other] { $cards } cartes ont coûté une levée
}, cartes sur table ; l’entame { $card } { $lead ->
    [0] n’a rien coûté
    [one] a coûté une levée
   *[other] a coûté { $lead } levées
}
review-with-claim = { $review } ; la revendication a coûté { $tricks ->
    [one] une levée
   *[other] { $tricks } levées
} à { $side }

lesson-tricks = { $count ->
    [0] Les cartes de votre camp n’ont coûté aucune levée, cartes sur table.
   *[other] Où votre camp a perdu des levées, cartes sur table : { $cards }.
}
lesson-tricks-card = { $card } de { $seat } à la levée { $trick } ({ $cost ->
    [one] une levée
   *[other] { $cost } levées
})
lesson-claim = La revendication acceptée a coûté à votre camp { $tricks ->
    [one] une levée
   *[other] { $tricks } levées
} face au meilleur jeu.
