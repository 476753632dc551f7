language-name = Bahasa Melayu

seat-north = Utara
seat-east = Timur
seat-south = Selatan
seat-west = Barat
seat-letter-north = U
seat-letter-east = T
seat-letter-south = S
seat-letter-west = B
side-ns = Utara-Selatan
side-ew = Timur-Barat

# Pemain bridge Malaysia menulis huruf pangkat kad dalam bahasa Inggeris.
rank-ace = A
rank-king = K
rank-queen = Q
rank-jack = J

on = hidup
off = mati
