language-name = Français

seat-north = Nord
seat-east = Est
seat-south = Sud
seat-west = Ouest
seat-letter-north = N
seat-letter-east = E
seat-letter-south = S
seat-letter-west = O
side-ns = Nord-Sud
side-ew = Est-Ouest

# As, Roi, Dame, Valet.
rank-ace = A
rank-king = R
rank-queen = D
rank-jack = V

on = oui
off = non
