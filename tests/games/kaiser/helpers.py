"""Deals and hands for the Kaiser tests, written the way players read them."""

from __future__ import annotations

import random

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.rules import DEFAULT_RULES, RuleConfig
from bot.games.kaiser.state import (
    Action,
    BidAction,
    CardAction,
    Deal,
    DealState,
    PassAction,
    Phase,
    TrumpAction,
)
from bot.games.seats import Seat

#: North deals. North: the top spades and hearts; East: the low spades with the 3♠;
#: South: the low hearts with the 5♥ and middle diamonds; West: the clubs.
#: Clockwise from the dealer: North, East, South, West.
SAMPLE = "1 N:AKQJ.AKQJ.. T983..AK.AK .T985.QJT9. ..87.QJT987"


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def deal_of(text: str = SAMPLE) -> Deal:
    return Deal.from_text(text)


def calls(state: DealState, *texts: str) -> None:
    """Apply the auction's calls in turn: "p" passes, "8" or "8nt" bids."""
    for text in texts:
        seat = state.turn
        assert seat is not None
        state.apply(PassAction(seat) if text == "p" else BidAction(seat, Bid.parse(text)))


def state_with_bid(
    text: str = SAMPLE,
    auction: tuple[str, ...] = ("p", "p", "p", "7"),
    trump: Suit | None = Suit.SPADES,
    rules: RuleConfig = DEFAULT_RULES,
) -> DealState:
    """A hand whose auction is `auction` (from the dealer's left) and whose trump is named."""
    state = DealState(deal_of(text), rules)
    calls(state, *auction)
    if state.phase is Phase.TRUMP:
        assert trump is not None and state.turn is not None
        state.apply(TrumpAction(state.turn, trump))
    return state


def play_cards(state: DealState, *texts: str) -> None:
    for text in texts:
        seat = state.turn
        assert seat is not None
        state.apply(CardAction(seat, Card.parse(text)))


def random_hand(
    seed: int, rules: RuleConfig = DEFAULT_RULES, pass_bias: float = 0.6
) -> tuple[DealState, list[Action]]:
    """A whole hand with random legal actions; returns the state and every action taken."""
    rng = random.Random(seed)
    dealer = rng.choice(list(Seat))
    state = DealState(Deal.deal(1, dealer, rules, rng), rules)
    while not state.is_finished:
        legal = state.legal_actions()
        passes = [a for a in legal if isinstance(a, PassAction)]
        action = passes[0] if passes and rng.random() < pass_bias else rng.choice(legal)
        state.apply(action)
    return state, list(state.actions)
