server-tables-in-servers = Meja berada dalam pelayan.
server-no-tables = Tiada meja dibuka di sini. Mulakan satu dengan { $commands }.
server-or = { $first } atau { $second }
server-gathering = mengumpul pemain
server-game-live = permainan { $game } sedang berlangsung
server-table-line = **Meja { $table }** di { $channel } · { $title } · { $state } · { $players } pemain · { $options }
server-one-page = Senarai meja muat dalam satu halaman: tinggalkan `page`.
server-pages = Senarai meja mempunyai { $pages } halaman; minta 1 hingga { $pages }.
server-page = Halaman { $page } daripada { $pages }
server-next-page = `/tables page:{ $next }` untuk seterusnya.
server-no-leaderboard = Papan pendahulu tidak tersedia sekarang.
server-bad-period = Itu bukan tempoh yang saya kenali.
period-all_time = sepanjang masa
period-month = bulan ini
period-week = minggu ini
server-leaderboard-title = { $game } · { $level } · { $period }
server-leaderboard-line = { $rank }. { $name }: { $points } ({ $wins }-{ $draws }-{ $losses }), penarafan { $rating }
server-no-ranked-games = Belum ada permainan berperingkat dimainkan di sini.
server-no-stats = Statistik tidak tersedia sekarang.
server-no-results = { $player } belum mempunyai keputusan berperingkat di sini.
server-stats = **{ $player }** · { $game } menentang { $level }: { $signed } { $points ->
       *[other] mata
    } dalam { $games } permainan ({ $wins } menang, { $draws } seri, { $losses } kalah), penarafan { $rating }.
server-rating-explained = -# Penarafan ialah anggaran kemahiran yang berhati-hati daripada permainan berperingkat: ia bermula pada 0, naik apabila pihak anda menang (lebih banyak menentang pihak yang lebih kuat) dan turun apabila kalah, dan ia bergerak kurang apabila permainan anda menunjukkan tahap anda.
server-stats-tournaments = { $count ->
        [one] Satu daripadanya ialah tempat akhir kejohanan.
       *[other] { $count } daripadanya ialah tempat akhir kejohanan.
    }
server-kind = { $game } · { $level }
server-leaderboard-others = Turut disimpan di sini: { $kinds }.
server-unknown-game = Itu bukan permainan yang saya kenali.
