"""Topper, a small trick-taking game that lives here, in the tests, to show that a game plugs
into the table platform through a package of its own and one call (`bot.plugins.install`).

The rules, numbered as the product's rule books number theirs:

- 1.1 Twelve cards, the ace, king and queen of each suit, three to each of four players in two
  partnerships (North-South, East-West).
- 1.2 A match is four deals; the deal passes clockwise, North dealing first.
- 2.1 The player on the dealer's left leads to the first trick; the winner of a trick leads
  the next.
- 2.2 A player follows the suit led if able, and may otherwise play any card. There are no
  trumps: the highest card of the suit led wins.
- 3.1 Each trick scores one point to the side that won it; after four deals the side with more
  points wins the match, and equal points are a draw.

The robot at every level plays its lowest legal card.
"""
