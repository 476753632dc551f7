# Un conseil en partie amicale (règle 7.4) : le coup du robot à la place du joueur, et pourquoi.
button-hint = Conseil
hint-advice = Conseil : { $move }.
hint-call-shows = Dans votre système, elle montre : { $meaning }
hint-pass-nothing-fits = Aucune enchère de votre système ne convient à votre main ici : passez.
hint-card-best = Elle fait aussi bien que toute autre carte dans { $best } { $layouts ->
    [one] sur la seule donne
   *[other] des { $layouts } donnes
} des mains cachées compatibles avec les enchères et le jeu (résolues à cartes ouvertes), et fait le plus de levées dans { $tops } d’entre elles.
hint-card-average = Sur { $layouts ->
    [one] la seule donne
   *[other] { $layouts } donnes
} des mains cachées compatibles avec les enchères et le jeu, aucune carte ne fait nettement mieux en moyenne ; elle fait aussi bien que toute autre dans { $best } d’entre elles.
hint-card-only = C’est la seule carte que vous pouvez jouer.
hint-card-equal = Les cartes que vous pouvez jouer se valent toutes ici.
hint-card-rules = Les règles de jeu des robots la choisissent (pas le temps de vérifier des donnes des mains cachées).
hint-kaiser-bid = D’après votre main et les enchères, votre équipe peut espérer environ { $points } points avec { $trump } atout, { $notrump } à sans-atout.
hint-kaiser-trump = Avec cet atout, votre main vaut environ { $points } points pour votre équipe.
hint-kaiser-card = Elle rapporte autant de points que toute autre carte dans { $best } { $layouts ->
    [one] sur la seule donne
   *[other] des { $layouts } donnes
} des mains cachées compatibles avec le jeu, environ { $points } points pour votre équipe en moyenne.
review-hints = { $count ->
    [one] un conseil demandé
   *[other] { $count } conseils demandés
}
