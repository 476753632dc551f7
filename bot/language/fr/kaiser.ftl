team-ns = Nord–Sud
team-ew = Est–Ouest
kaiser-take-it = Prendre à { $bid }
kaiser-no-trump = { $number } SA
kaiser-button-pass = Passe
kaiser-trump-spades = ♠ Pique
kaiser-trump-hearts = ♥ Cœur
kaiser-trump-diamonds = ♦ Carreau
kaiser-trump-clubs = ♣ Trèfle
kaiser-move-bid = Enchérir { $bid }
kaiser-move-trump = Atout { $suit }
kaiser-not-a-move = { $text } n’est ni une enchère, ni un atout, ni une carte.
kaiser-score = Score de la partie : { $ns } · { $ew } (en { $target })
kaiser-score-frozen = Score de la partie : { $ns } · { $ew } (en { $target }). À { $freeze } ou plus, { $frozen } ne marquent qu’en tenant l’enchère
kaiser-and = { $first } et { $second }
kaiser-pass = passe
kaiser-bids = Enchères : { $calls }
kaiser-bids-none = Enchères : aucune pour l’instant
kaiser-whats-the-bid = Quelle est l’enchère ? { $bid } par { $seat }.
kaiser-whats-the-bid-none = Quelle est l’enchère ? Personne n’a encore enchéri.
kaiser-hand-deals = Main { $number } · { $seat } donne.
kaiser-who-got-bid = Qui tient l’enchère ? { $seat } — { $bid }.
kaiser-points-so-far = Points de la main : { $points } ({ $bid } à faire).
kaiser-must-bid = **Tout le monde a passé : vous devez enchérir.**
kaiser-your-bid = **À vous d’enchérir.**
kaiser-your-bid-dealer = **À vous d’enchérir. Donneur, vous pouvez prendre l’enchère en l’égalant.**
kaiser-name-trump = **Vous tenez l’enchère : choisissez l’atout.**
kaiser-hand-over = La main est terminée.
kaiser-rules-clash = Ces règles maison ne vont pas ensemble : { $why }.
talk-bid = Qui tient l’enchère ? { $first } — { $bid }{ $trump ->
        [1] { " " }à pique
        [2] { " " }à cœur
        [3] { " " }à carreau
        [4] { " " }à trèfle
       *[0] { " " }SA
    }.
talk-took-five = { $first } a pris le cinq.
talk-stole-five = { $first } a volé le cinq.
talk-stuck-with-three = { $first } a écopé du trois.
talk-stuck-them = { $first } leur a refilé le trois.
talk-ran-table = { $first } et { $second } ont tout raflé : { $bid }{ $nt ->
        [1] { " " }SA
       *[0] { "" }
    }, réussi !
talk-made = { $first } et { $second } ont réussi : { $taken } sur une enchère de { $bid }{ $nt ->
        [1] { " " }SA
       *[0] { "" }
    }.
talk-went-down = { $first } et { $second } ont chuté : { $taken } sur une enchère de { $bid }{ $nt ->
        [1] { " " }SA
       *[0] { "" }
    }.
review-points = { $cards ->
    [0] aucune carte n’a coûté de point
    [one] une carte a coûté des points
   *[other] { $cards } cartes ont coûté des points
} face au meilleur jeu ; l’entame { $card } { $lead ->
    [0] n’a rien coûté
    [one] a coûté un point
   *[other] a coûté { $lead } points
}
picture-costly-points-note = Une marque rouge sur une carte : les points qu’elle a coûtés face au meilleur jeu, toutes les mains vues.
picture-lead-cost-points = { $cost ->
    [0] Entame { $card } : elle n’a rien coûté.
    [one] Entame { $card } : elle a coûté un point.
   *[other] Entame { $card } : elle a coûté { $cost } points.
}

lesson-points = { $count ->
    [0] Les cartes de votre équipe n’ont coûté aucun point face au meilleur jeu.
   *[other] Où votre équipe a perdu des points face au meilleur jeu : { $cards }.
}
lesson-points-card = { $card } de { $seat } à la levée { $trick } ({ $cost ->
    [one] un point
   *[other] { $cost } points
})
