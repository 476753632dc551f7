hand-heading = **Meja { $table }** di { $channel } · { $deal } { $number } permainan { $game } · anda duduk di { $seat }
deal-bridge = papan
deal-kaiser = tangan
hand-time-runs-out = ⏱ Masa anda tamat { $when }.
hand-confirm-or-back = Sahkan pilihan anda, atau kembali.
hand-yours = Tangan anda ({ $seat }): { $cards }
hand-you-also-play = Anda juga bermain untuk { $seat }: { $cards }
hand-dummy = Dummy ({ $seat }): { $cards }
hand-contract = Kontrak: { $contract }
hand-your-call = **Giliran anda membida.**
hand-pick-level = Pilih tahap, kemudian sut atau NT.
hand-play-from = **Mainkan kad dari tangan { $seat }.**
hand-your-card = **Giliran anda bermain kad.**
hand-waiting-for = Menunggu { $seat }.
hand-auction = Lelongan: { $calls }
hand-dealer = Pembahagi { $seat } · { $vulnerable }
vulnerable-none = Tiada pihak rentan
vulnerable-ns = U-S rentan
vulnerable-ew = T-B rentan
vulnerable-both = Kedua-dua pihak rentan
hand-you-vulnerable = anda rentan
hand-you-not-vulnerable = anda tidak rentan
contract-by = { $contract } oleh { $seat }
call-pass = Lulus
call-double = Gandaan
call-redouble = Gandaan semula
strain-notrump = NT
button-pass = Lulus
button-double = Gandaan
button-redouble = Gandaan semula
button-back = Kembali
button-confirm = Sahkan
button-show-my-hand = Tunjuk tangan saya
button-accept-claim = Terima tuntutan
button-play-on = Teruskan bermain
move-play = Mainkan { $card }
move-call = Bida { $call }
hand-claim = **{ $seat } menuntut { $tricks } daripada { $left } helah yang belum dimainkan**, dengan kadnya terbuka:
hand-claim-cards = Kad { $seat }: { $cards }
hand-claim-accepted = { $seat } telah menerima
hand-claim-waiting = { $seat } belum menjawab
hand-deal-over = **Meja { $table }** di { $channel } · **{ $deal } { $number } permainan { $game } telah tamat:** { $result }. Mata: { $score }.
hand-game-over = **Permainan { $game } telah tamat.** { $result }
hand-your-result = Keputusan anda: { $signed } { $points ->
       *[other] mata
    }.
result-passed-out = Semua lulus
kaiser-result-made = { $bid } { $seat } berjaya, { $points } mata
kaiser-result-down = { $bid } { $seat } gagal, dapat { $points }
hand-game-ended-early = **Meja { $table }** di { $channel } · **permainan { $game } tamat sebelum tangan ini habis dimainkan.** Lihat saluran.
hand-moved-below = **Meja { $table }**: tangan anda dalam mesej yang lebih baharu di bawah.
hand-you-left = **Meja { $table }**: anda telah meninggalkan meja. Tangannya tidak lagi ditunjukkan kepada anda.
channel-show-hand-again = { $player }, giliran anda di **Meja { $table }**. Discord tidak lagi membenarkan saya mengemas kini tangan yang saya tunjukkan, jadi ini yang baharu: tekan **{ $button }**.
channel-dms-closed = { $player }, saya tidak dapat menghantar mesej terus kepada anda, jadi tangan anda tiada dalam DM anda. Tekan **{ $button }** pada mesej meja (hanya anda yang melihatnya), atau benarkan DM daripada ahli pelayan ini.
# Melihat kembali dari mesej tangan, pada bila-bila masa (dijawab kepada pemain itu sahaja).
button-review-auction = Bidaan
button-review-trick = Helah terakhir
button-review-marks = Tanda
button-claim = Tuntut
hand-claim-how-many = **Tuntutan:** berapa daripada { $left } helah yang belum dimainkan diambil oleh pihak anda?
review-no-auction = Belum ada bidaan dibuat.
review-last-trick = **Helah { $number }**, dimulakan oleh { $leader }: { $cards }. { $winner } memenanginya.
review-no-trick = Belum ada helah yang selesai.
review-marks = **Maksud tanda pada gambar**
    • Titik di sebelah kad di tengah meja: kad itu dimainkan dahulu dalam helah.
    • Ruang bergaris di tengah: tempat yang kadnya sedang ditunggu oleh meja.
    • Kad berlatar terang: kad itu memenangi helah.
    • Apabila giliran anda bermain, kad yang boleh dimainkan terangkat dengan palang di bawahnya; yang lain dikelabukan.

review-tricks = { $cards ->
    [0] tiada kad yang merugikan helah
   *[other] { $cards } kad merugikan helah
}, kad terbuka; kad buka { $card } { $lead ->
    [0] tidak merugikan apa-apa
   *[other] merugikan { $lead } helah
}
review-with-claim = { $review }; tuntutan itu merugikan { $side } { $tricks } helah

lesson-tricks = { $count ->
    [0] Kad pihak anda tidak merugikan sebarang helah, kad terbuka.
   *[other] Di mana pihak anda kehilangan helah, kad terbuka: { $cards }.
}
lesson-tricks-card = { $card } dari { $seat } pada helah { $trick } ({ $cost } helah)
lesson-claim = Tuntutan yang dipersetujui merugikan pihak anda { $tricks } helah berbanding permainan terbaik.
