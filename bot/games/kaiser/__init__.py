"""Kaiser: the 32-card partnership game of bids 7 to 12, the 5♥, the 3♠ and the game to 52."""
