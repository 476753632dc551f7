"""What every game's pictures share: card art, suit shapes, themes, text fitting, seat labels,
the leaderboard."""
