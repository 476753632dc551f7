## Dikongsi oleh setiap permainan

picture-robot-tag = BOT
# Pada cakera di penjuru papan nama pembahagi.
picture-dealer-letter = P
picture-no-cards-left = Tiada kad lagi
picture-your-hand = Tangan anda
picture-you = anda
picture-seat-and-name = { $seat } · { $name }
picture-trick-cards = Helah { $number }: { $cards }
picture-the-deal = Agihan
picture-tricks = Helah
picture-score = Mata
picture-total = Jumlah
picture-trick-number = #
picture-passed-out = Semua lulus
picture-by = oleh { $seat }
picture-side-need = { $side } perlu { $tricks }

## Papan pendahulu

picture-board-title = Papan pendahulu
picture-board-player = Pemain
picture-board-points = Mata
picture-board-games = Main
picture-board-record = M-S-K
picture-board-rating = Penarafan
picture-board-empty = Belum ada permainan dimainkan

## Bridge: bidaan dan kontrak

picture-notrump = NT
picture-call-pass = Lulus
# Gandaan dan gandaan semula ditulis X dan XX dalam bidaan, seperti dalam kontrak.
picture-call-double = X
picture-call-redouble = XX
picture-made = berjaya
picture-made-over = berjaya +{ $over }
picture-down = kurang { $under }

## Bridge: meja

picture-board = Papan { $number }
picture-dealer = Pembahagi { $seat }
picture-vul-none = Tiada rentan
picture-vul-ns = U-S rentan
picture-vul-ew = T-B rentan
picture-vul-both = Semua rentan
picture-contract = Kontrak
picture-status-passed-out = Semua lulus. Tiada mata.
picture-status-over = { $contract } { $outcome }. Agihan tamat.
picture-status-claims = { $seat } menuntut { $tricks } helah lagi
picture-status-to-call = Giliran { $seat } membida
picture-status-dummy-to-play = Giliran { $seat } (dummy) bermain
picture-status-to-play = Giliran { $seat } bermain
picture-dummy = dummy
picture-auction-dealer = { $seat } (P)
picture-earlier-rounds = … { $rounds } pusingan sebelumnya

## Bridge: tangan seorang pemain

picture-hand-points = Tangan anda · { $points } HCP
picture-declaring-for = { $seat } · anda deklarer bagi { $name }
picture-your-own-hand = tangan anda
picture-dummy-of = Dummy · { $seat } ({ $name })
picture-faced-claim = { $seat } menuntut { $tricks } · kadnya didedahkan
picture-claim-cards = Kad { $seat }, didedahkan
picture-deal-over = Agihan sudah tamat.
picture-hand-claims = { $seat } menuntut { $tricks } helah lagi.
picture-your-call = Giliran anda membida.
picture-your-play-dummy = Giliran anda: main dari dummy.
picture-your-play = Giliran anda bermain.
picture-waiting-call = Menunggu { $seat } membida.
picture-waiting-play = Menunggu { $seat } bermain.
picture-contract-by = { $contract } oleh { $seat }

## Bridge: rekod agihan

picture-result = { $contract } oleh { $seat }, { $outcome } ({ $tricks } helah)
picture-result-claimed = { $contract } oleh { $seat }, { $outcome } ({ $tricks } helah), melalui tuntutan
picture-no-score = Tiada mata
picture-board-dealer = Papan { $number } · Pembahagi { $seat }
picture-vulnerable-none = Tiada pihak rentan
picture-vulnerable-ns = U-S rentan
picture-vulnerable-ew = T-B rentan
picture-vulnerable-both = Kedua-dua pihak rentan
picture-auction = Bidaan
picture-call-note = { $call } ({ $seat }): { $meaning }
picture-alert-note = { $call }: { $meaning }
picture-lead = Buka
picture-won = Menang
picture-no-cards-played = Tiada kad dimainkan.
picture-claim-settled = Selebihnya diputuskan melalui tuntutan: deklarer mendapat { $tricks } helah kesemuanya.
picture-nothing-scored = Tiada mata dikira
picture-double-dummy = Kad terbuka: helah oleh deklarer
picture-par = Par { $side } +{ $points }
picture-par-zero = Par 0
picture-par-contracts = { $par }: { $contracts }

## Bridge: butiran mata

picture-item-contract = Mata kontrak
picture-item-overtricks = Helah lebihan
picture-item-game = Bonus game
picture-item-part-score = Bonus skor separa
picture-item-small-slam = Bonus slam kecil
picture-item-grand-slam = Bonus slam besar
picture-item-insult = Kontrak bergandaan dibuat
picture-item-undertricks = Helah kurang
picture-item-honours = Kad kehormat
picture-item-rubber = Bonus rubber
picture-item-unfinished-game = Game dalam rubber tidak selesai
picture-item-unfinished-part-score = Skor separa dalam rubber tidak selesai
picture-item-detail = { $item } ({ $detail })
picture-detail-down = { $under }
picture-detail-doubled = digandakan
picture-detail-redoubled = digandakan semula
picture-detail-four-aces = empat sat, { $seat }
picture-detail-five-honours = lima kehormat, { $seat }
picture-detail-four-honours = empat kehormat, { $seat }

## Bridge: helaian mata

picture-format-chicago4 = Chicago, 4 agihan
picture-format-chicago8 = Chicago, 8 agihan
picture-format-rubber = Rubber
picture-format-single = Satu agihan
picture-format-boards8 = 8 papan, skor pendua
picture-side-named = { $side }: { $names }
picture-after-deals-of = Selepas { $played } daripada { $deals } agihan
picture-after-deals = Selepas { $played } agihan
picture-draw = Seri
picture-side-wins-by = { $side } menang dengan { $points }
picture-sheet-deal = Agihan
picture-sheet-dealer = Bahagi
picture-sheet-vul = Rentan
picture-sheet-contract = Kontrak
picture-sheet-result = Hasil
picture-sheet-total = Jumlah { $side }
picture-sheet-vul-none = Tiada
picture-sheet-vul-both = Semua
picture-no-deals-yet = Belum ada agihan dimainkan
picture-rubber-games = Game { $ns }–{ $ew }
picture-rubber-subtitle = { $games }  ·  mata { $ns } dan { $ew } di atas dan di bawah garisan
picture-entry-deal = agihan { $number }
picture-entry-rubber = rubber

## Kaiser: meja

picture-hand-number = Pusingan { $number }
picture-deals = { $seat } membahagi
picture-to-target = Sasaran { $target }
picture-to-target-freeze = Sasaran { $target } · beku { $freeze }
picture-whats-the-bid = Apa bidanya?
picture-who-got-the-bid = Siapa dapat bida?
picture-kaiser-no-trump = { $number } NT
picture-game-score = Mata permainan
picture-game-score-now = Mata kini
picture-both-frozen = Kedua-dua beku
picture-side-frozen = { $side } beku
picture-this-hand = Pusingan ini
picture-has-the-bid = pegang bida
picture-names-trump = memilih truf
picture-takes-it = mengambilnya
picture-robot-seat = { $seat } (robot)
picture-talk-trick = Helah { $number }: { $remark }
picture-waits-bid = Giliran { $name } membida
picture-waits-trump = Giliran { $name } memilih truf
picture-waits-play = Giliran { $name } bermain
picture-hand-over = Pusingan sudah tamat.

## Kaiser: tangan seorang pemain

picture-team-has-bid = Tangan anda · pasukan anda pegang bida
picture-must-bid = Semua lulus: anda mesti membida.
picture-may-take = Bida anda: ambil pada { $bid }, bida lebih tinggi atau lulus.
picture-your-bid = Giliran anda membida.
picture-name-trump = Anda dapat bida: pilih truf.
picture-waiting-bid = Menunggu { $seat } membida.
picture-waiting-trump = Menunggu { $seat } memilih truf.
picture-call-by = { $seat } { $call }
picture-kaiser-pass = lulus
picture-game-line-hand = Permainan { $scores } · pusingan ini { $hand }
picture-game-line = Permainan { $scores } (sasaran { $target })
picture-bid-so-far = Apa bidanya? { $bid } oleh { $seat }

## Kaiser: rekod pusingan

picture-kaiser-made = berjaya
picture-kaiser-down = gagal
picture-kaiser-ran = menyapu semua helah
picture-kaiser-outcome = { $bid } oleh { $seat }: { $outcome }, { $points } mata
picture-hand-dealt-by = Pusingan { $number } · { $seat } membahagi
picture-taking-it = { $call }, mengambilnya
picture-bids-heading = Bida, dari kiri pembahagi
picture-won-by = Dimenangi
picture-worth = Nilai
picture-settle-bidders = { $side } membida { $bid } dan mendapat { $points }: { $outcome }, { $change }
picture-settle-bidders-doubled = { $side } membida { $bid } dan mendapat { $points }: { $outcome }, { $change } (berganda pada tanpa truf)
picture-settle-others = { $side } mendapat { $points }: { $change }
picture-settle-others-frozen = { $side } mendapat { $points }, beku pada { $freeze } atau lebih: { $change }
picture-settle-game = Permainan: { $game }
picture-side-wins-game = { $side } memenangi permainan.
picture-card-went = { $card }: dimainkan oleh { $seat }, diambil oleh { $side }
picture-at-the-table = Di meja
picture-seat-named = { $name } ({ $seat })

## Kaiser: helaian mata

picture-kaiser-title = Kaiser · sasaran { $target }
picture-kaiser-title-freeze = Kaiser · sasaran { $target } · beku pada { $freeze }
picture-teams = { $ns } lwn { $ew }
picture-team-named = { $side } ({ $names })
picture-sheet-hand = Pusingan ini
picture-sheet-game = Permainan
picture-sheet-deals = Pembahagi
picture-sheet-bid = Bida
picture-kaiser-result-made = ambil { $points }, berjaya
picture-kaiser-result-down = ambil { $points }, gagal
picture-no-hands-yet = Belum ada pusingan dimainkan.
picture-sides-frozen = { $sides } pada { $freeze } atau lebih: mata hanya dengan bida.
picture-frozen-note = * beku: pasukan itu tidak boleh menambah mata pada pusingan ini.
picture-game-goes-on = Permainan diteruskan.
picture-and = { $first } dan { $second }
picture-costly-note = Tanda merah pada kad: helah yang hilang kerananya, kad terbuka.
picture-lead-cost = { $cost ->
    [0] Kad buka { $card }: tiada helah hilang.
   *[other] Kad buka { $card }: { $cost } helah hilang.
}
picture-claim-cost = Tuntutan itu merugikan { $side } { $tricks } helah, kad terbuka.
picture-hint-call = Petunjuk untuk bidaan ke-{ $number } { $seat }: { $advice }
picture-hint-trump = Petunjuk untuk truf { $seat }: { $advice }
picture-hint-card = Petunjuk untuk kad { $seat } pada helah { $number }: { $advice }
picture-hint-followed = (diikuti)
picture-hint-instead = (tidak diikuti: { $made })
