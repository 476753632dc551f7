topper-rules = **Topper secara ringkas**: dua belas kad, tiga seorang; ikut sut; kad tertinggi sut yang dimainkan dahulu memenangi muslihat; satu mata bagi setiap muslihat dalam empat urusan.
topper-describe = Topper, 4 urusan
topper-your-turn = Giliran anda.
topper-waiting = Menunggu { $seat }.
topper-play = Main { $card }
topper-result = U-S { $ns } · T-B { $ew }
topper-all-played = Semua kad urusan ini telah dimainkan.
deal-topper = urusan
