"""The short rule book that `/bridge rules` shows."""

from __future__ import annotations

BRIDGE_RULES = """\
**Contract bridge in brief**
1. Four players, two partnerships: North with South, East with West. Each gets 13 cards.
2. **Auction.** Starting with the dealer and going clockwise, each player passes, bids, doubles \
an opponent's last bid or redoubles a double. A bid names a number of tricks above six (1 to 7) \
and a trump suit or no-trump; each bid must outrank the one before (♣ < ♦ < ♥ < ♠ < NT).
3. Three passes after a bid end the auction. The last bid is the contract; the partner of the \
side's first player to name its strain is the **declarer**. Four passes: the deal is thrown in.
4. **Play.** The player on declarer's left leads; then dummy's cards go face up and declarer \
plays them too. Follow suit if you can; otherwise play any card. The highest trump wins the \
trick, or else the highest card of the suit led. The winner leads next.
5. **Score.** Make the contract and you score for it (more when doubled or vulnerable, bonuses \
for game and slam); fail and the defenders score for each trick short.
6. Here: your hand comes by DM (or the **Show my hand** button) with buttons for your legal \
calls and cards only. `/bridge claim` offers the rest of the tricks; the opponents agree or not.
7. **Robot partners card by the book.** They lead the top of a sequence, else fourth best \
from an honour. Their first card in a suit is a signal: on your lead a high spot card asks \
you to go on (they hold the ace, king or queen there); on the opponents' lead it shows an \
even number of cards.
"""
