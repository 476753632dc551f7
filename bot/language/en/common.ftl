# Words every part of the bot shares. English is the source: every other language has each
# of these keys, with the same placeables.

language-name = English

seat-north = North
seat-east = East
seat-south = South
seat-west = West
# The seats' one-letter names (hand diagrams, the auction's columns).
seat-letter-north = N
seat-letter-east = E
seat-letter-south = S
seat-letter-west = W
side-ns = North-South
side-ew = East-West

# Rank letters as the language's card players write them; the suits stay symbols.
rank-ace = A
rank-king = K
rank-queen = Q
rank-jack = J

on = on
off = off
