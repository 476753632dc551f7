## Commun à tous les jeux

# Comme l’étiquette que Discord met à ses bots.
picture-robot-tag = BOT
# Sur le disque au coin de la plaque du donneur.
picture-dealer-letter = D
picture-no-cards-left = Plus aucune carte
picture-your-hand = Votre main
picture-you = vous
picture-seat-and-name = { $seat } · { $name }
picture-trick-cards = Levée { $number } : { $cards }
picture-the-deal = La donne
picture-tricks = Levées
picture-score = Marque
picture-total = Total
picture-trick-number = n°
picture-passed-out = Donne passée
picture-by = par { $seat }
picture-side-need = { $side } : { $tricks } à faire

## Le classement

picture-board-title = Classement
picture-board-player = Joueur
picture-board-points = Pts
picture-board-games = Parties
picture-board-record = G-N-P
picture-board-rating = Cote
picture-board-empty = Aucune partie jouée pour l’instant

## Bridge : enchères et contrats

picture-notrump = SA
picture-call-pass = Passe
# Contre et surcontre s’écrivent X et XX dans les enchères, comme dans les contrats.
picture-call-double = X
picture-call-redouble = XX
picture-made = réussi
picture-made-over = réussi +{ $over }
picture-down = chute de { $under }

## Bridge : la table

picture-board = Donne { $number }
picture-dealer = Donneur { $seat }
picture-vul-none = Personne vuln.
picture-vul-ns = N-S vuln.
picture-vul-ew = E-O vuln.
picture-vul-both = Tous vuln.
picture-contract = Contrat
picture-status-passed-out = Donne passée. Personne ne marque.
picture-status-over = { $contract } { $outcome }. Donne terminée.
picture-status-claims = { $seat } revendique { $tricks ->
    [one] { $tricks } levée de plus
   *[other] { $tricks } levées de plus
}
picture-status-to-call = À { $seat } de parler
picture-status-dummy-to-play = À { $seat } (le mort) de jouer
picture-status-to-play = À { $seat } de jouer
picture-dummy = mort
picture-auction-dealer = { $seat } (D)
picture-earlier-rounds = { $rounds ->
    [one] … { $rounds } tour précédent
   *[other] … { $rounds } tours précédents
}

## Bridge : la main d’un joueur

picture-hand-points = Votre main · { $points } H
picture-declaring-for = { $seat } · vous jouez pour { $name }
picture-your-own-hand = votre main
picture-dummy-of = Mort · { $seat } ({ $name })
picture-faced-claim = { $seat } revendique { $tricks } · ses cartes, étalées
picture-claim-cards = Cartes de { $seat }, étalées
picture-deal-over = La donne est terminée.
picture-hand-claims = { $seat } revendique { $tricks ->
    [one] { $tricks } levée de plus.
   *[other] { $tricks } levées de plus.
}
picture-your-call = À vous de parler.
picture-your-play-dummy = À vous : jouez du mort.
picture-your-play = À vous de jouer.
picture-waiting-call = { $seat } doit parler.
picture-waiting-play = { $seat } doit jouer.
picture-contract-by = { $contract } par { $seat }

## Bridge : le compte rendu d’une donne

picture-result = { $contract } par { $seat }, { $outcome } ({ $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
})
picture-result-claimed = { $contract } par { $seat }, { $outcome } ({ $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
}), sur revendication
picture-no-score = Aucune marque
picture-board-dealer = Donne { $number } · Donneur { $seat }
picture-vulnerable-none = Personne vulnérable
picture-vulnerable-ns = N-S vulnérables
picture-vulnerable-ew = E-O vulnérables
picture-vulnerable-both = Tous vulnérables
picture-auction = Enchères
picture-call-note = { $call } ({ $seat }) : { $meaning }
picture-alert-note = { $call } : { $meaning }
picture-lead = Entame
picture-won = Gain
picture-no-cards-played = Aucune carte n’a été jouée.
picture-claim-settled = La fin a été réglée sur revendication : le déclarant a fait { $tricks } levées en tout.
picture-nothing-scored = Rien n’est marqué
picture-double-dummy = Cartes sur table : levées du déclarant
picture-par = Par { $side } +{ $points }
picture-par-zero = Par 0
picture-par-contracts = { $par } : { $contracts }

## Bridge : les éléments de la marque

picture-item-contract = Points de levées
picture-item-overtricks = Levées de mieux
picture-item-game = Prime de manche
picture-item-part-score = Prime de partielle
picture-item-small-slam = Prime de petit chelem
picture-item-grand-slam = Prime de grand chelem
picture-item-insult = Prime de contre réussi
picture-item-undertricks = Levées de chute
picture-item-honours = Honneurs
picture-item-rubber = Prime de robre
picture-item-unfinished-game = Manche d’un robre inachevé
picture-item-unfinished-part-score = Partielle d’un robre inachevé
picture-item-detail = { $item } ({ $detail })
picture-detail-down = { $under }
picture-detail-doubled = contré
picture-detail-redoubled = surcontré
picture-detail-four-aces = quatre as, { $seat }
picture-detail-five-honours = cinq honneurs, { $seat }
picture-detail-four-honours = quatre honneurs, { $seat }

## Bridge : les feuilles de marque

picture-format-chicago4 = Chicago, 4 donnes
picture-format-chicago8 = Chicago, 8 donnes
picture-format-rubber = Robre
picture-format-single = Donne unique
picture-format-boards8 = 8 donnes, marque de tournoi
picture-side-named = { $side } : { $names }
picture-after-deals-of = { $played ->
    [one] Après { $played } donne sur { $deals }
   *[other] Après { $played } donnes sur { $deals }
}
picture-after-deals = { $played ->
    [one] Après { $played } donne
   *[other] Après { $played } donnes
}
picture-draw = Égalité
picture-side-wins-by = { $side } gagnent de { $points }
picture-sheet-deal = Donne
picture-sheet-dealer = Donn.
picture-sheet-vul = Vuln.
picture-sheet-contract = Contrat
picture-sheet-result = Résultat
picture-sheet-total = Total { $side }
picture-sheet-vul-none = Pers.
picture-sheet-vul-both = Tous
picture-no-deals-yet = Aucune donne jouée pour l’instant
picture-rubber-games = Manches { $ns }–{ $ew }
picture-rubber-subtitle = { $games }  ·  { $ns } et { $ew } au-dessus et au-dessous de la ligne
picture-entry-deal = donne { $number }
picture-entry-rubber = robre

## Kaiser : la table

picture-hand-number = Main { $number }
picture-deals = { $seat } donne
picture-to-target = En { $target }
picture-to-target-freeze = En { $target } · gel à { $freeze }
picture-whats-the-bid = L’enchère ?
picture-who-got-the-bid = Qui a l’enchère ?
picture-kaiser-no-trump = { $number } SA
picture-game-score = Score de la partie
picture-game-score-now = Score, main finie
picture-both-frozen = Les deux gelées
picture-side-frozen = { $side } gelés
picture-this-hand = Cette main
picture-has-the-bid = a l’enchère
picture-names-trump = nomme l’atout
picture-takes-it = la prend
picture-robot-seat = { $seat } (robot)
picture-talk-trick = Levée { $number } : { $remark }
picture-waits-bid = À { $name } d’enchérir
picture-waits-trump = À { $name } de nommer l’atout
picture-waits-play = À { $name } de jouer
picture-hand-over = La main est terminée.

## Kaiser : la main d’un joueur

picture-team-has-bid = Votre main · votre équipe a l’enchère
picture-must-bid = Tous ont passé : vous devez enchérir.
picture-may-take = À vous : prenez-la à { $bid }, montez ou passez.
picture-your-bid = À vous d’enchérir.
picture-name-trump = Vous avez l’enchère : nommez l’atout.
picture-waiting-bid = { $seat } doit enchérir.
picture-waiting-trump = { $seat } doit nommer l’atout.
picture-call-by = { $seat } { $call }
picture-kaiser-pass = passe
picture-game-line-hand = Partie { $scores } · cette main { $hand }
picture-game-line = Partie { $scores } (en { $target })
picture-bid-so-far = L’enchère ? { $bid } par { $seat }

## Kaiser : le compte rendu d’une main

picture-kaiser-made = réussie
picture-kaiser-down = chutée
picture-kaiser-ran = toutes les levées
picture-kaiser-outcome = { $bid } par { $seat } : { $outcome }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
picture-hand-dealt-by = Main { $number } · { $seat } donne
picture-taking-it = { $call }, et la prend
picture-bids-heading = Enchères, depuis la gauche du donneur
picture-won-by = Gagnée par
picture-worth = Valeur
picture-settle-bidders = { $side } ont demandé { $bid } et fait { $points } : { $outcome }, { $change }
picture-settle-bidders-doubled = { $side } ont demandé { $bid } et fait { $points } : { $outcome }, { $change } (doublé à sans-atout)
picture-settle-others = { $side } ont fait { $points } : { $change }
picture-settle-others-frozen = { $side } ont fait { $points }, gelés à { $freeze } ou plus : { $change }
picture-settle-game = Partie : { $game }
picture-side-wins-game = { $side } gagnent la partie.
picture-card-went = { $card } : joué par { $seat }, pris par { $side }
picture-at-the-table = À la table
picture-seat-named = { $name } ({ $seat })

## Kaiser : la feuille de marque

picture-kaiser-title = Kaiser · en { $target } points
picture-kaiser-title-freeze = Kaiser · en { $target } points · gel à { $freeze }
picture-teams = { $ns } contre { $ew }
picture-team-named = { $side } ({ $names })
picture-sheet-hand = Cette main
picture-sheet-game = Partie
picture-sheet-deals = Donneur
picture-sheet-bid = Enchère
picture-kaiser-result-made = { $points } pris, réussie
picture-kaiser-result-down = { $points } pris, chute
picture-no-hands-yet = Aucune main jouée pour l’instant.
picture-sides-frozen = { $sides } à { $freeze } ou plus : ils ne marquent qu’avec l’enchère.
picture-frozen-note = * gelée : cette équipe ne pouvait rien gagner sur la main.
picture-game-goes-on = La partie continue.
picture-and = { $first } et { $second }
picture-costly-note = Une marque rouge sur une carte : les levées qu’elle a coûtées, cartes sur table.
picture-lead-cost = { $cost ->
    [0] Entame { $card } : elle n’a rien coûté.
    [one] Entame { $card } : elle a coûté une levée.
   *[other] Entame { $card } : elle a coûté { $cost } levées.
}
picture-claim-cost = { $tricks ->
    [one] La revendication a coûté une levée à { $side }, cartes sur table.
   *[other] La revendication a coûté { $tricks } levées à { $side }, cartes sur table.
}
picture-hint-call = Conseil pour l’enchère { $number } de { $seat } : { $advice }
picture-hint-trump = Conseil pour l’atout de { $seat } : { $advice }
picture-hint-card = Conseil pour la carte de { $seat } à la levée { $number } : { $advice }
picture-hint-followed = (suivi)
picture-hint-instead = (non suivi : { $made })
