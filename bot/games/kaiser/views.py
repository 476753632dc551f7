"""What the channel may see (`PublicView`) and what one seat may see (`SeatView`).

These are the only things robots and renderers receive. They are frozen values copied out of a
`DealState`, so there is no path from a view back to a hidden hand. Cards become public as
they are played; the whole deal is public only in the record of a finished hand
(`HandRecord`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from bot.games.cards import Card, Suit, sort_hand
from bot.games.costly import CardCost
from bot.games.game import Remark
from bot.games.hints import HintNote
from bot.games.kaiser.auction import Call
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.notation import write_hand
from bot.games.kaiser.play import Contract
from bot.games.kaiser.rules import RuleConfig
from bot.games.kaiser.scoring import HandScore, settle
from bot.games.kaiser.state import Action, BidAction, CardAction, DealState, PassAction, Phase
from bot.games.kaiser.talk import Said, remarks, said
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import TrickView, cards_played, trick_in_progress


@dataclass(frozen=True, slots=True)
class PublicView:
    number: int
    dealer: Seat
    rules: RuleConfig
    phase: Phase
    #: Each call in order from the dealer's left: a bid, or None for a pass.
    auction: tuple[tuple[Seat, Call], ...]
    #: The high bid and its bidder (after the auction: who got the bid).
    high: tuple[Seat, Bid] | None
    #: Set once trump is named (or at once for a no-trump bid).
    contract: Contract | None
    turn: Seat | None
    #: Every trick so far, in order; the last may be incomplete.
    tricks: tuple[TrickView, ...]
    tricks_won: Mapping[Side, int]
    #: Hand points taken so far in completed tricks.
    points: Mapping[Side, int]
    cards_left: Mapping[Seat, int]
    #: The game score at the start of this hand.
    scores: Mapping[Side, int]
    #: What has been said at the table about this hand so far, each remark with the number
    #: of tricks completed when it became true (`talk.said`).
    talk: tuple[Said, ...] = ()
    #: Once the hand is over: how it changes the game score (`scoring.settle`).
    score: HandScore | None = None

    @property
    def to_act(self) -> Seat | None:
        return self.turn

    @property
    def current_trick(self) -> TrickView | None:
        return trick_in_progress(self.tricks)

    @property
    def completed_tricks(self) -> tuple[TrickView, ...]:
        return tuple(t for t in self.tricks if t.winner is not None)

    def played_cards(self) -> list[tuple[Seat, Card]]:
        return cards_played(self.tricks)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's view: the public view plus its own hand and, on its turn, its legal actions."""

    seat: Seat
    public: PublicView
    hand: tuple[Card, ...]
    legal_actions: tuple[Action, ...]

    @property
    def is_my_turn(self) -> bool:
        return self.public.turn is self.seat

    @property
    def may_pass(self) -> bool:
        return any(isinstance(a, PassAction) for a in self.legal_actions)

    @property
    def legal_bids(self) -> tuple[Bid, ...]:
        return tuple(a.bid for a in self.legal_actions if isinstance(a, BidAction))

    @property
    def legal_cards(self) -> tuple[Card, ...]:
        return tuple(a.card for a in self.legal_actions if isinstance(a, CardAction))


def settled(state: DealState, scores: Mapping[Side, int] | None = None) -> HandScore | None:
    """A finished hand scored into the game that stood at `scores` (the state's own by
    default); None while it is being played."""
    contract = state.contract
    if not state.is_finished or contract is None:
        return None
    before = scores if scores is not None else state.scores
    return settle(contract.bid, contract.side, state.points(contract.side), before, state.rules)


def public_view(state: DealState, scores: Mapping[Side, int] | None = None) -> PublicView:
    """The channel's view of `state`; `scores` is the game score as the hand began (the
    state's own by default)."""
    play = state.play
    return PublicView(
        number=state.deal.number,
        dealer=state.deal.dealer,
        rules=state.rules,
        phase=state.phase,
        auction=tuple(state.auction.history()),
        high=state.high,
        contract=state.contract,
        turn=state.turn,
        tricks=play.trick_views() if play is not None else (),
        tricks_won={side: play.tricks_won(side) if play else 0 for side in Side},
        points={side: state.points(side) for side in Side},
        cards_left={s: len(state.hand(s)) for s in SEATS},
        scores=dict(scores) if scores is not None else dict(state.scores),
        talk=said(state),
        score=settled(state, scores),
    )


def seat_view(
    state: DealState,
    seat: Seat,
    scores: Mapping[Side, int] | None = None,
    public: PublicView | None = None,
) -> SeatView:
    """What `seat` may see: the public view (`public`, when the caller holds `state`'s
    already), its own remaining cards and its legal actions."""
    pub = public if public is not None else public_view(state, scores)
    legal = tuple(state.legal_actions()) if pub.turn is seat else ()
    return SeatView(seat, pub, tuple(sort_hand(state.hand(seat))), legal)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A finished hand in full: every hand as dealt, the auction, the tricks and the score."""

    number: int
    dealer: Seat
    rules: RuleConfig
    hands: Mapping[Seat, tuple[Card, ...]]
    names: Mapping[Seat, str]
    auction: tuple[tuple[Seat, Call], ...]
    contract: Contract
    tricks: tuple[TrickView, ...]
    score: HandScore
    #: The 5♥ and the −3 card: who played each, and the team whose trick took it.
    five: tuple[Seat, Side]
    minus: tuple[Seat, Side]
    #: The hand as text (`notation.write_hand`): its deal and every action.
    text: str
    #: What was said at the table during the hand, in order (`talk.remarks`).
    talk: tuple[Remark, ...] = ()
    #: The cards that cost their team points against best play, once the exact search has
    #: judged the hand (None before).
    costly: tuple[CardCost, ...] | None = None
    #: The hints its players took (rule 7.4 of seeds/tables.md), in the order taken.
    hints: tuple[HintNote, ...] = ()

    @property
    def result_text(self) -> str:
        """ "8♥ N made 9", "8NT E down, took 6": the contract, its bidder and what it took."""
        return result_text(self.contract, self.score)

    @property
    def made(self) -> bool:
        return self.score.made

    @property
    def ran_the_table(self) -> bool:
        """A bid of 12 made: seven tricks and the 5♥, with the −3 card given away."""
        return self.made and self.contract.bid.number == 12


def _fate(tricks: tuple[TrickView, ...], card: Card) -> tuple[Seat, Side]:
    for t in tricks:
        seat = next((s for s, c in t.plays if c == card), None)
        if seat is not None:
            assert t.winner is not None
            return seat, t.winner.side
    raise ValueError(f"{card} was never played")


def hand_record(
    state: DealState, score: HandScore, names: Mapping[Seat, str] | None = None
) -> HandRecord:
    """The full record of a finished hand; refuses a hand still in progress."""
    if not state.is_finished:
        raise ValueError("the full deal is shown only once the hand is finished")
    contract = state.contract
    assert contract is not None
    tricks = state.play.trick_views() if state.play is not None else ()
    five = next(c for c in state.rules.deck if state.rules.card_points(c) > 0)
    return HandRecord(
        number=state.deal.number,
        dealer=state.deal.dealer,
        rules=state.rules,
        hands={s: tuple(sort_hand(state.deal.hands[s])) for s in SEATS},
        names=dict(names) if names else {s: s.title for s in SEATS},
        auction=tuple(state.auction.history()),
        contract=contract,
        tricks=tricks,
        score=score,
        five=_fate(tricks, five),
        minus=_fate(tricks, state.rules.minus_card),
        text=write_hand(state.deal, state.actions),
        talk=remarks(state),
    )


def result_text(contract: Contract, score: HandScore) -> str:
    """A hand's result in a few characters: the bid, the bidder, made or down, the points it
    took: "8♥ N made 9", "8NT E down, took 6"."""
    trump = contract.trump
    bid = str(contract.bid) if trump is None else f"{contract.bid.number}{trump.symbol}"
    taken = score.points[contract.side]
    return f"{bid} {contract.bidder} {f'made {taken}' if score.made else f'down, took {taken}'}"


_RESULT = re.compile(r"(\d+)(♣|♦|♥|♠|NT) ([NESW]) (made|down, took) (-?\d+)")


def read_result(text: str) -> tuple[Contract, bool, int]:
    """A result `result_text` wrote: the contract, whether it was made, and the points its
    bidders took. Raises `ValueError` for any other text."""
    found = _RESULT.fullmatch(text)
    if found is None:
        raise ValueError(f"not a Kaiser result: {text!r}")
    number, strain, seat, how, points = found.groups()
    trumps = {s.symbol: s for s in Suit}
    bid = Bid(int(number), no_trump=strain == "NT")
    contract = Contract(Seat(seat), bid, trumps.get(strain))
    return contract, how == "made", int(points)
