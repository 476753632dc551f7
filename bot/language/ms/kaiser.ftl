team-ns = Utara–Selatan
team-ew = Timur–Barat
kaiser-take-it = Ambil pada { $bid }
kaiser-no-trump = { $number } NT
kaiser-button-pass = Lulus
kaiser-trump-spades = ♠ Spade
kaiser-trump-hearts = ♥ Hati
kaiser-trump-diamonds = ♦ Berlian
kaiser-trump-clubs = ♣ Kelab
kaiser-move-bid = Bida { $bid }
kaiser-move-trump = Pilih { $suit } sebagai truf
kaiser-not-a-move = { $text } bukan bida, truf atau kad.
kaiser-score = Mata permainan: { $ns } · { $ew } (yang pertama mencapai { $target })
kaiser-score-frozen = Mata permainan: { $ns } · { $ew } (yang pertama mencapai { $target }). Pada { $freeze } atau lebih, { $frozen } hanya mendapat mata apabila memegang bida
kaiser-and = { $first } dan { $second }
kaiser-pass = lulus
kaiser-bids = Bida: { $calls }
kaiser-bids-none = Bida: belum ada
kaiser-whats-the-bid = Apakah bidanya? { $bid } oleh { $seat }.
kaiser-whats-the-bid-none = Apakah bidanya? Belum ada yang membida.
kaiser-hand-deals = Tangan { $number } · { $seat } membahagi.
kaiser-who-got-bid = Siapa memegang bida? { $seat } — { $bid }.
kaiser-points-so-far = Mata tangan setakat ini: { $points } ({ $bid } untuk dicapai).
kaiser-must-bid = **Semua lulus kepada anda: anda mesti membida.**
kaiser-your-bid-dealer = **Giliran anda membida. Sebagai pembahagi, anda boleh mengambil bida dengan menyamainya.**
kaiser-your-bid = **Giliran anda membida.**
kaiser-name-trump = **Anda memegang bida: pilih truf.**
kaiser-hand-over = Tangan ini telah tamat.
kaiser-rules-clash = Peraturan rumah itu tidak sepadan: { $why }.
talk-bid = Siapa memegang bida? { $first } — { $bid }{ $trump ->
        [1] { " " }spade
        [2] { " " }hati
        [3] { " " }berlian
        [4] { " " }kelab
       *[0] { " " }NT
    }.
talk-took-five = { $first } mengambil lima.
talk-stole-five = { $first } mencuri lima.
talk-stuck-with-three = { $first } terpaksa menerima tiga.
talk-stuck-them = { $first } menyerahkan tiga kepada mereka.
talk-ran-table = { $first } dan { $second } menyapu meja: { $bid }{ $nt ->
        [1] { " " }NT
       *[0] { "" }
    }, berjaya!
talk-made = { $first } dan { $second } berjaya: { $taken } dengan bida { $bid }{ $nt ->
        [1] { " " }NT
       *[0] { "" }
    }.
talk-went-down = { $first } dan { $second } gagal: { $taken } dengan bida { $bid }{ $nt ->
        [1] { " " }NT
       *[0] { "" }
    }.
review-points = { $cards ->
    [0] tiada kad yang merugikan mata
   *[other] { $cards } kad merugikan mata
} berbanding permainan terbaik; kad buka { $card } { $lead ->
    [0] tidak merugikan apa-apa
   *[other] merugikan { $lead } mata
}
picture-costly-points-note = Tanda merah pada kad: mata yang hilang kerananya berbanding permainan terbaik, semua tangan dilihat.
picture-lead-cost-points = { $cost ->
    [0] Kad buka { $card }: tiada mata hilang.
   *[other] Kad buka { $card }: { $cost } mata hilang.
}

lesson-points = { $count ->
    [0] Kad pasukan anda tidak merugikan sebarang mata berbanding permainan terbaik.
   *[other] Di mana pasukan anda kehilangan mata berbanding permainan terbaik: { $cards }.
}
lesson-points-card = { $card } dari { $seat } pada helah { $trick } ({ $cost } mata)
