topper-rules = **Le Topper en bref** : douze cartes, trois chacun ; on fournit à la couleur ; la plus haute carte de la couleur jouée remporte le pli ; un point par pli sur quatre donnes.
topper-describe = Topper, 4 donnes
topper-your-turn = À vous de jouer.
topper-waiting = On attend { $seat }.
topper-play = Jouer { $card }
topper-result = N-S { $ns } · E-O { $ew }
topper-all-played = Toutes les cartes de la donne ont été jouées.
deal-topper = donne
