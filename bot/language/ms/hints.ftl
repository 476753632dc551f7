# Petunjuk dalam permainan santai (peraturan 7.4): langkah robot bagi pihak pemain, dan sebabnya.
button-hint = Petunjuk
hint-advice = Petunjuk: { $move }.
hint-call-shows = Dalam sistem bidaan anda ia menunjukkan: { $meaning }
hint-pass-nothing-fits = Tiada bidaan dalam sistem bidaan anda yang sesuai dengan tangan anda di sini, jadi lulus.
hint-card-best = Ia sama baik dengan mana-mana kad dalam { $best } daripada { $layouts } susunan tangan tersembunyi yang sepadan dengan bidaan dan permainan setakat ini (diselesaikan secara dua dummy), dan memenangi helah terbanyak dalam { $tops } daripadanya.
hint-card-average = Dalam { $layouts } susunan tangan tersembunyi yang sepadan dengan bidaan dan permainan setakat ini, tiada kad yang jelas lebih baik secara purata; ia sama baik dengan mana-mana kad dalam { $best } daripadanya.
hint-card-only = Itulah satu-satunya kad yang boleh anda mainkan.
hint-card-equal = Kad yang boleh anda mainkan semuanya sama nilainya di sini.
hint-card-rules = Peraturan permainan kad robot memilihnya (tiada masa untuk menyemak susunan tangan tersembunyi).
hint-kaiser-bid = Berdasarkan tangan anda dan bidaan setakat ini, pasukan anda boleh menjangka kira-kira { $points } mata dengan { $trump } sebagai truf, { $notrump } tanpa truf.
hint-kaiser-trump = Dengan truf itu, tangan anda bernilai kira-kira { $points } mata untuk pasukan anda.
hint-kaiser-card = Ia memperoleh mata sebanyak mana-mana kad dalam { $best } daripada { $layouts } susunan tangan tersembunyi yang sepadan dengan permainan setakat ini, kira-kira { $points } mata untuk pasukan anda secara purata.
review-hints = { $count } petunjuk digunakan
