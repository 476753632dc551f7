# Jawapan /bridge rules dan /kaiser rules: setiap permainan secara ringkas (bawah 2,000 aksara).

rules-bridge = **Bridge kontrak secara ringkas**
    1. Empat pemain, dua pasangan: Utara dengan Selatan, Timur dengan Barat. Setiap pemain mendapat 13 kad.
    2. **Bidaan.** Bermula dengan pembahagi dan mengikut arah jam, setiap pemain lulus, membida, membuat gandaan ke atas bidaan terakhir lawan atau gandaan semula ke atas gandaan. Bidaan menyebut bilangan helah melebihi enam (1 hingga 7) dan sut truf atau tanpa truf; setiap bidaan mesti mengatasi bidaan sebelumnya (♣ < ♦ < ♥ < ♠ < NT).
    3. Tiga lulus selepas satu bidaan menamatkan bidaan. Bidaan terakhir ialah kontrak; dalam pihak yang memenanginya, pemain yang mula-mula menyebut sutnya ialah **deklarer**. Empat lulus: papan itu dibatalkan.
    4. **Permainan.** Pemain di sebelah kiri deklarer membuat pendahuluan; kemudian kad dummy dibuka dan deklarer memainkannya juga. Ikut sut jika boleh; jika tidak, mainkan apa-apa kad. Truf tertinggi memenangi helah, atau kad tertinggi dalam sut yang didahulukan. Pemenang mendahului helah seterusnya.
    5. **Mata.** Capai kontrak dan anda mendapat mata (lebih jika digandakan atau rentan, dengan bonus untuk geim dan slam); gagal dan pihak pertahanan mendapat mata bagi setiap helah yang kurang.
    6. Di sini: tangan anda dihantar melalui DM (atau butang **Tunjuk tangan saya**) dengan butang untuk bidaan dan kad yang sah sahaja. `/bridge claim` menuntut baki helah; pihak lawan bersetuju atau tidak.
    7. **Pasangan robot bermain mengikut buku.** Mereka mendahului dengan kad teratas sesuatu urutan, atau kad keempat terbaik daripada sut berkehormat. Kad pertama mereka dalam sesuatu sut ialah isyarat: pada pendahuluan anda, kad tinggi meminta anda meneruskan (mereka memegang A, K atau Q di situ); pada pendahuluan lawan, ia menunjukkan bilangan kad yang genap.

rules-kaiser = **Kaiser secara ringkas**
    1. 32 kad: 8 hingga A dalam setiap sut, 7♣ dan 7♦, dan dua kad yang paling penting: **5♥** (bernilai +5) dan **3♠** (bernilai −3). Pasangan duduk bertentangan; setiap pemain mendapat 8 kad.
    2. **Bidaan.** Bermula dari kiri pembahagi, setiap pemain membida sekali, 7 hingga 12, atau lulus. Bidaan tanpa truf mengatasi nombor yang sama dalam sut. Pembahagi membida terakhir dan boleh **mengambilnya** dengan menyamai bidaan tertinggi; jika tiga pemain lain lulus, pembahagi mesti membida.
    3. Pemenang bidaan memilih truf (kecuali tanpa truf) dan mendahului. Ikut sut jika boleh; jika tidak, mainkan apa-apa kad. Truf tertinggi memenangi helah, atau kad tertinggi dalam sut yang didahulukan.
    4. **Kiraan.** Setiap helah bernilai 1 mata, helah yang mengandungi 5♥ menambah 5 dan yang mengandungi 3♠ menolak 3: 10 mata setiap tangan. Bidaan tercapai? Catat apa yang anda ambil. Tidak cukup? Anda kehilangan nilai bidaan. Tanpa truf menggandakan kedua-duanya. Pasukan lawan menyimpan apa yang diambilnya.
    5. **Tamat.** Pasukan pertama mencapai 52 menang (pembida dikira dahulu); pada −52 sesebuah pasukan kalah. Pasukan yang mempunyai 47 atau lebih hanya mendapat mata semasa memegang bidaan.
    6. Di sini: tangan anda dihantar melalui DM (atau butang **Tunjuk tangan saya**) dengan butang untuk bidaan dan kad yang sah sahaja. Meja memberitahu siapa memenangi bidaan, siapa mengambil atau mencuri lima, siapa tersangkut dengan tiga, dan sama ada bidaan tercapai.
