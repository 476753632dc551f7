# /settings: each player's own choices.

settings-saved = Your settings are saved.
settings-yours = Your settings:
settings-theme = Theme: { $theme }
settings-look = Contrast { $contrast }% · grain { $grain }% · colour temperature { $warmth }% (50% is the picture as drawn)
settings-confirm = Confirm each move before it counts: { $on }
settings-warnings = Ping me when my move timer is about to run out: { $on }
settings-language = Language: { $language }
settings-language-unchosen = Language: { $language } (your Discord client's, or English; choose one to keep it)
settings-bad-look = Choose one of the four themes, and percentages from 0 to 100.
settings-bad-language = Choose one of the languages offered: English, Bahasa Melayu or Français.

theme-classic = Classic felt
theme-dark = Dark
theme-high-contrast = High contrast
theme-four-colour = Four-colour deck
