"""Text and JSON for Kaiser's actions, and a text for a whole hand; each reads back exactly.

An action's text is short enough for a button's id: "N pass", "E bid 8NT", "S trump H",
"W play SA". A hand's text is its deal (`Deal.to_text`) on the first line and then its
actions' texts, one a line. Every reader refuses what it cannot read with a `ValueError`:
these texts arrive from outside and are not trusted.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.games.cards import Card, Suit
from bot.games.hints import Moment
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.state import Action, BidAction, CardAction, Deal, PassAction, TrumpAction
from bot.games.seats import Seat


def action_to_text(action: Action) -> str:
    match action:
        case PassAction(seat):
            return f"{seat} pass"
        case BidAction(seat, bid):
            return f"{seat} bid {bid}"
        case TrumpAction(seat, suit):
            return f"{seat} trump {suit}"
        case CardAction(seat, card):
            return f"{seat} play {card}"
    raise TypeError(f"not a Kaiser action: {action!r}")


def moment_of(action: Action) -> Moment:
    """Which decision of the hand an action is (what a hint for it advised): a bid or pass,
    trump, or a card."""
    if isinstance(action, TrumpAction):
        return Moment.TRUMP
    return Moment.CARD if isinstance(action, CardAction) else Moment.CALL


def _seat(text: str) -> Seat:
    if len(text) != 1:
        raise ValueError(f"not a seat: {text!r}")
    return Seat.parse(text)


def action_from_text(text: str) -> Action:
    parts = text.split(" ")
    if len(parts) == 2 and parts[1] == "pass":
        return PassAction(_seat(parts[0]))
    if len(parts) == 3:
        seat, verb, what = parts
        if verb == "bid":
            return BidAction(_seat(seat), Bid.parse(what))
        if verb == "trump" and len(what) == 1:
            return TrumpAction(_seat(seat), Suit.parse(what))
        if verb == "play" and len(what) == 2:
            return CardAction(_seat(seat), Card.parse(what))
    raise ValueError(f"not a Kaiser action: {text!r}")


def action_to_json(action: Action) -> dict[str, object]:
    match action:
        case PassAction(seat):
            return {"type": "pass", "seat": str(seat)}
        case BidAction(seat, bid):
            return {"type": "bid", "seat": str(seat), "number": bid.number,
                    "no_trump": bid.no_trump}  # fmt: skip
        case TrumpAction(seat, suit):
            return {"type": "trump", "seat": str(seat), "suit": str(suit)}
        case CardAction(seat, card):
            return {"type": "card", "seat": str(seat), "card": str(card)}
    raise TypeError(f"not a Kaiser action: {action!r}")


def action_from_json(data: Mapping[str, object]) -> Action:
    kind, seat_text = data.get("type"), data.get("seat")
    if not isinstance(seat_text, str):
        raise ValueError("an action names its seat")
    seat = _seat(seat_text)
    match kind:
        case "pass":
            return PassAction(seat)
        case "bid":
            number, no_trump = data.get("number"), data.get("no_trump")
            if type(number) is not int or not isinstance(no_trump, bool):
                raise ValueError("a bid has a number and a no-trump flag")
            return BidAction(seat, Bid(number, no_trump))
        case "trump":
            suit = data.get("suit")
            if not isinstance(suit, str) or len(suit) != 1:
                raise ValueError("a trump action names a suit")
            return TrumpAction(seat, Suit.parse(suit))
        case "card":
            card = data.get("card")
            if not isinstance(card, str) or len(card) != 2:
                raise ValueError("a card action names a card")
            return CardAction(seat, Card.parse(card))
    raise ValueError(f"not a Kaiser action type: {kind!r}")


def write_hand(deal: Deal, actions: Iterable[Action]) -> str:
    """A hand as text: the deal, then each action on a line of its own."""
    return "\n".join([deal.to_text(), *(action_to_text(a) for a in actions)])


def read_hand(text: str) -> tuple[Deal, list[Action]]:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not lines:
        raise ValueError("a hand's text starts with its deal")
    return Deal.from_text(lines[0]), [action_from_text(line) for line in lines[1:]]
