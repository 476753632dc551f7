"""Kaiser's words as its pictures write them, in the reader's language: bids and the contract."""

from __future__ import annotations

from bot.games.kaiser.bids import Bid
from bot.games.kaiser.play import Contract
from bot.language import Words


def bid_text(words: Words, bid: Bid) -> str:
    """ "8", "8 NT", "8 SA"."""
    return words("picture-kaiser-no-trump", number=bid.number) if bid.no_trump else str(bid.number)


def contract_bid(words: Words, contract: Contract) -> str:
    """The bid with its trump once named: "8♥", or the bid at no trump."""
    if contract.trump is None:
        return bid_text(words, contract.bid)
    return f"{contract.bid.number}{contract.trump.symbol}"
