settings-saved = Vos réglages sont enregistrés.
settings-yours = Vos réglages :
settings-theme = Thème : { $theme }
settings-look = Contraste { $contrast } % · grain { $grain } % · température de couleur { $warmth } % (50 % : l’image telle que dessinée)
settings-confirm = Confirmer chaque coup avant qu’il compte : { $on }
settings-warnings = Me prévenir quand mon temps de jeu va s’écouler : { $on }
settings-language = Langue : { $language }
settings-language-unchosen = Langue : { $language } (celle de votre application Discord, ou l’anglais ; choisissez-en une pour la garder)
settings-bad-look = Choisissez l’un des quatre thèmes, et des pourcentages de 0 à 100.
settings-bad-language = Choisissez l’une des langues proposées : English, Bahasa Melayu ou Français.

theme-classic = Tapis classique
theme-dark = Sombre
theme-high-contrast = Contraste élevé
theme-four-colour = Jeu à quatre couleurs
