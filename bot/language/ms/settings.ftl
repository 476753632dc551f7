settings-saved = Tetapan anda telah disimpan.
settings-yours = Tetapan anda:
settings-theme = Tema: { $theme }
settings-look = Kontras { $contrast }% · bijian { $grain }% · suhu warna { $warmth }% (50% ialah gambar seperti dilukis)
settings-confirm = Sahkan setiap langkah sebelum dikira: { $on }
settings-warnings = Beri amaran apabila masa langkah saya hampir tamat: { $on }
settings-language = Bahasa: { $language }
settings-language-unchosen = Bahasa: { $language } (bahasa aplikasi Discord anda, atau bahasa Inggeris; pilih satu untuk mengekalkannya)
settings-bad-look = Pilih salah satu daripada empat tema, dan peratusan dari 0 hingga 100.
settings-bad-language = Pilih salah satu bahasa yang ditawarkan: English, Bahasa Melayu atau Français.

theme-classic = Baize klasik
theme-dark = Gelap
theme-high-contrast = Kontras tinggi
theme-four-colour = Daun empat warna
