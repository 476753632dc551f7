# Ce que répondent /bridge rules et /kaiser rules : chaque jeu en bref (moins de 2 000 caractères).

rules-bridge = **Le bridge en bref**
    1. Quatre joueurs en deux camps : Nord avec Sud, Est avec Ouest. Chacun reçoit 13 cartes.
    2. **Les enchères.** À partir du donneur et dans le sens des aiguilles d’une montre, chacun passe, fait une enchère, contre la dernière enchère adverse ou surcontre un contre. Une enchère annonce un nombre de levées au-delà de six (de 1 à 7) et une couleur d’atout ou sans-atout ; chaque enchère doit dépasser la précédente (♣ < ♦ < ♥ < ♠ < SA).
    3. Trois passes après une enchère mettent fin aux enchères. La dernière enchère est le contrat ; dans le camp qui l’a remporté, le joueur qui a nommé le premier sa dénomination est le **déclarant**. Quatre passes : la donne est annulée.
    4. **Le jeu de la carte.** Le joueur à gauche du déclarant entame ; puis les cartes du mort sont étalées et le déclarant les joue aussi. Fournissez si vous le pouvez, sinon jouez n’importe quelle carte. Le plus gros atout remporte la levée, sinon la plus forte carte de la couleur entamée. Le gagnant joue le premier à la levée suivante.
    5. **La marque.** Réussissez le contrat et vous marquez (davantage s’il est contré ou vulnérable, avec des primes de manche et de chelem) ; chutez et la défense marque pour chaque levée de chute.
    6. Ici : votre main arrive en message privé (ou par le bouton **Voir ma main**) avec des boutons pour vos seules enchères et cartes permises. `/bridge claim` revendique le reste des levées ; les adversaires acceptent ou non.
    7. **Les robots partenaires jouent selon les règles de l’art.** Ils entament en tête de séquence, sinon la quatrième meilleure d’un honneur. Leur première carte dans une couleur est un signal : sur votre entame, une grosse carte vous encourage à continuer (ils y tiennent l’as, le roi ou la dame) ; sur l’entame adverse, elle montre un nombre pair de cartes.

rules-kaiser = **Le Kaiser en bref**
    1. 32 cartes : du 8 à l’as dans chaque couleur, le 7♣ et le 7♦, et les deux qui comptent le plus : le **5♥** (qui vaut +5) et le **3♠** (qui vaut −3). Les partenaires sont face à face ; chacun reçoit 8 cartes.
    2. **L’enchère.** À partir de la gauche du donneur, chacun annonce une fois, de 7 à 12, ou passe. Une enchère à sans-atout bat le même nombre à la couleur. Le donneur parle le dernier et peut **prendre** en égalant la plus haute enchère ; si les trois autres passent, il doit annoncer.
    3. Le preneur choisit l’atout (sauf à sans-atout) et entame. Fournissez si vous le pouvez, sinon jouez ce que vous voulez. Le plus gros atout remporte la levée, sinon la plus forte carte de la couleur entamée.
    4. **Le compte.** Chaque levée vaut 1 point, celle du 5♥ en ajoute 5 et celle du 3♠ en retire 3 : 10 points par main. Contrat rempli ? Vous marquez ce que vous avez pris. Il en manque ? Vous perdez la valeur de l’enchère. Le sans-atout double l’un et l’autre. L’autre équipe garde ce qu’elle a pris.
    5. **La fin.** La première équipe à 52 gagne (les preneurs comptent en premier) ; à −52, une équipe perd. Une équipe à 47 ou plus ne marque que lorsqu’elle tient l’enchère.
    6. Ici : votre main arrive en message privé (ou par le bouton **Voir ma main**) avec des boutons pour vos seules enchères et cartes permises. La table dit qui a pris, qui a gagné ou volé le cinq, qui a écopé du trois, et si le contrat est rempli.
