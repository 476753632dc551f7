"""Layouts of the hidden cards that agree with what a seat has seen.

Each layout gives every other seat as many of the unseen cards as it holds, and none of a
suit it has shown out of. The auction speaks too: a bidder who named trump rarely holds few
trumps, so during the first trick layouts that give the bidder fewer than two are mostly
redrawn; and before the play (`deal_for_calls`) a layout in which a seat would not have
made the call it made, by the basic robot's bidding, is mostly dealt again: a seat that
passed would have passed, a seat that bid would have bid at least as much.
"""

from __future__ import annotations

import random

from bot.games.cards import Card
from bot.games.kaiser.auction import Auction, Call
from bot.games.kaiser.robot.bidding import Turn, choose_for
from bot.games.kaiser.robot.evaluate import runs_at_no_trump
from bot.games.kaiser.robot.knowledge import Knowledge
from bot.games.seats import Seat

#: How often a layout giving the bidder fewer than two trumps is kept anyway.
SHORT_TRUMP_KEEP = 0.2
MAX_TRIES = 200
#: How often a layout is kept in which a seat would not have made the call it made, for
#: each such call (a player may bid otherwise than the basic robot does).
KEEP_MISMATCH = 0.05


def deal_layout(
    know: Knowledge, rng: random.Random, bidder: Seat | None = None
) -> dict[Seat, frozenset[Card]] | None:
    """One layout of the unseen cards, or None if none was found in reasonable time."""
    others = [s for s in know.seat.clockwise_from()[1:]]
    cards = sorted(know.unseen, key=lambda c: (c.suit, c.rank))
    for _ in range(MAX_TRIES):
        rng.shuffle(cards)
        # Cards that fewer seats may hold go first, so a dead end is met early.
        cards.sort(key=lambda c: sum(c.suit not in know.voids[s] for s in others))
        room = {s: know.cards_left[s] for s in others}
        hands: dict[Seat, set[Card]] = {s: set() for s in others}
        ok = True
        for card in cards:
            seats = [s for s in others if room[s] > 0 and card.suit not in know.voids[s]]
            if not seats:
                ok = False
                break
            total = sum(room[s] for s in seats)
            pick = rng.randrange(total)
            for s in seats:
                pick -= room[s]
                if pick < 0:
                    break
            hands[s].add(card)
            room[s] -= 1
        if not ok:
            continue
        trump = know.trump
        if (
            bidder is not None and bidder in hands and trump is not None
            and len(know.played) < 4
            and sum(c.suit is trump for c in hands[bidder]) < 2
            and sum(c.suit is trump for c in know.unseen) >= 2
            and rng.random() > SHORT_TRUMP_KEEP
        ):  # fmt: skip
            continue
        layout = {s: frozenset(h) for s, h in hands.items()}
        layout[know.seat] = know.hand
        return layout
    return None


def deal_for_calls(turn: Turn, rng: random.Random) -> dict[Seat, frozenset[Card]]:
    """Before a card is played: the other three hands dealt from the unseen cards, mostly so
    that each other seat that has called would have made its call by the basic robot's
    bidding."""
    others = turn.seat.clockwise_from()[1:]
    unseen = sorted(set(turn.rules.deck) - turn.hand)
    history = turn.auction.history()
    hands: dict[Seat, frozenset[Card]] = {}
    for _ in range(MAX_TRIES):
        rng.shuffle(unseen)
        hands = {s: frozenset(unseen[8 * i : 8 * i + 8]) for i, s in enumerate(others)}
        hands[turn.seat] = turn.hand
        if all(
            seat is turn.seat or _would_call(turn, hands[seat], history[:i], call)
            or rng.random() < KEEP_MISMATCH
            for i, (seat, call) in enumerate(history)
        ):  # fmt: skip
            break
    return hands


def _would_call(
    turn: Turn, hand: frozenset[Card], before: list[tuple[Seat, Call]], call: Call
) -> bool:
    """Whether `hand` agrees with `call` after the calls `before`, by the basic robot's
    bidding: a pass if it would pass; a bid if it would bid at least as many points (at no
    trump only with a hand that runs there). A bid is read as a floor, not as the value:
    many players bid the lowest bid their hand is worth."""
    seat = turn.auction.seat_of(len(before))
    auction = Auction(turn.auction.dealer, turn.rules, [c for _, c in before])
    mine = choose_for(Turn(seat, hand, auction, turn.scores, turn.rules))
    if call is None or mine is None:
        return mine is call
    return mine.number >= call.number and (not call.no_trump or runs_at_no_trump(hand))
