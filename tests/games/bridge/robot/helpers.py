"""Shorthand for bidding tests: a call from text, and the explanation of an auction's last call."""

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding import System, auction_ranges, choose_call, explain_auction
from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.views import Explanation
from bot.games.seats import Seat


def bid(
    hand: str, auction: str = "", dealer: str = "N", system: str = "natural", vul: str = "none"
) -> str:
    """The robot's call for `hand` after `auction` (calls from the dealer, space-separated)."""
    return choose_call(hand, auction.split(), dealer=dealer, vulnerable=vul, system=system)


def explain(auction: str, dealer: str = "N", system: str = "natural") -> Explanation | None:
    """What the last call of `auction` shows."""
    calls = [Call.parse(c) for c in auction.split()]
    return explain_auction(calls, Seat.parse(dealer), Vulnerability.NONE, System(system))[-1]


def ranges(auction: str, dealer: str = "N", system: str = "natural") -> dict[Seat, HandRange]:
    calls = [Call.parse(c) for c in auction.split()]
    return auction_ranges(calls, Seat.parse(dealer), Vulnerability.NONE, System(system))
