"""What the channel may see (`PublicView`) and what one seat may see (`SeatView`).

These are the only things robots and renderers receive. They are frozen values copied out of a
`DealState`, so there is no path from a view back to a hidden hand. Dummy's cards join the
public view after the opening lead; the whole deal is public only in the record of a finished
deal (`HandRecord`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date as Date
from typing import TYPE_CHECKING

from bot.games.bridge.calls import Call, Strain
from bot.games.bridge.contract import Contract, result_text
from bot.games.bridge.play import TRICKS
from bot.games.bridge.scoring import DealScore, Vulnerability
from bot.games.bridge.state import DealState, Phase
from bot.games.cards import Card, sort_hand
from bot.games.costly import CardCost, ClaimCost
from bot.games.hints import HintNote
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import TrickView as TrickView  # re-exported: renderers import it from here
from bot.games.tricks import cards_played, trick_in_progress

if TYPE_CHECKING:
    # Only named here: the robot package reads these views, so it cannot be imported first.
    from bot.games.bridge.robot.hand_eval import Need


@dataclass(frozen=True, slots=True)
class Explanation:
    """What a call shows, from the bidding system; `alert` marks a conventional call.

    `text` is the system's English; `titles` (the ids of the rule titles it is made of) and
    `need` (the promise, in parts) let the front end say the same in the reader's language.
    """

    text: str
    alert: bool = False
    titles: tuple[str, ...] = ()
    need: Need | None = None


@dataclass(frozen=True, slots=True)
class CallView:
    seat: Seat
    call: Call
    explanation: Explanation | None = None


@dataclass(frozen=True, slots=True)
class PublicView:
    board_number: int
    dealer: Seat
    vulnerability: Vulnerability
    phase: Phase
    auction: tuple[CallView, ...]
    contract: Contract | None
    #: The seat whose call or card comes next, and the seat whose player must act for it.
    turn: Seat | None
    to_act: Seat | None
    #: Every trick so far, in order; the last may be incomplete.
    tricks: tuple[TrickView, ...]
    tricks_won: Mapping[Side, int]
    #: Dummy's remaining cards, once the opening lead has been made.
    dummy: Seat | None
    dummy_cards: tuple[Card, ...] | None
    cards_left: Mapping[Seat, int]
    claim: tuple[Seat, int] | None
    passed_out: bool
    declarer_tricks: int | None
    #: While a claim waits: the claimer's remaining cards, faced for all to judge it (rule
    #: 3.10), and the opponents who have accepted it so far.
    claim_cards: tuple[Card, ...] = ()
    claim_accepted: tuple[Seat, ...] = ()
    #: Rubber only: the part-scores below the line as the deal began (North-South, then
    #: East-West), written on the score sheet for all to see.
    part_scores: tuple[int, int] | None = None
    #: Each claim the opponents turned down so far: the claimer, and the tricks its side would
    #: have taken in all.
    claims_turned_down: tuple[tuple[Seat, int], ...] = ()

    @property
    def current_trick(self) -> TrickView | None:
        return trick_in_progress(self.tricks)

    @property
    def last_completed_trick(self) -> TrickView | None:
        done = [t for t in self.tricks if t.winner is not None]
        return done[-1] if done else None

    def played_cards(self) -> list[tuple[Seat, Card]]:
        return cards_played(self.tricks)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's view: the public view plus its own hand and, on its turn, its legal actions."""

    seat: Seat
    public: PublicView
    hand: tuple[Card, ...]
    legal_calls: tuple[Call, ...]
    #: The legal cards of the hand this seat plays now (dummy's, for declarer on dummy's turn).
    legal_cards: tuple[Card, ...]
    #: The seat whose card this seat is to play now: itself, or dummy for declarer.
    plays_for: Seat | None
    #: Whether this seat must answer the claim pending (the claimer's opponents; not dummy).
    answers_claim: bool = False

    @property
    def is_my_turn(self) -> bool:
        return self.public.to_act is self.seat


def tricks_won(state: DealState) -> dict[Side, int]:
    """Each side's tricks: as played, or once a claim has settled the deal, as it settled them
    (the tricks not played go where the claim put them)."""
    contract, settled = state.contract, state.declarer_tricks
    if state.claimed and contract is not None and settled is not None:
        side = contract.declarer.side
        return {side: settled, side.other: TRICKS - settled}
    return {side: state.tricks_won(side) for side in Side}


def auction_views(
    history: Sequence[tuple[Seat, Call]], explanations: Sequence[Explanation | None] = ()
) -> tuple[CallView, ...]:
    """The auction's calls as the table shows them; `explanations` run parallel to them."""
    return tuple(
        CallView(seat, call, explanations[i] if i < len(explanations) else None)
        for i, (seat, call) in enumerate(history)
    )


def public_view(
    state: DealState,
    explanations: Sequence[Explanation | None] = (),
    *,
    auction: tuple[CallView, ...] | None = None,
) -> PublicView:
    """The channel's view of `state`. `explanations` run parallel to the auction's calls; or
    `auction` is the auction as shown already (`auction_views`)."""
    if auction is None:
        auction = auction_views(state.auction.history(), explanations)
    play = state.play
    dummy = state.dummy
    dummy_cards = None
    if dummy is not None and state.dummy_exposed:
        dummy_cards = tuple(sort_hand(state.hand(dummy)))
    claim = state.pending_claim
    return PublicView(
        board_number=state.board.number,
        dealer=state.board.dealer,
        vulnerability=state.board.vulnerability,
        phase=state.phase,
        auction=auction,
        contract=state.contract,
        turn=state.turn,
        to_act=state.to_act,
        tricks=play.trick_views() if play is not None else (),
        tricks_won=tricks_won(state),
        dummy=dummy,
        dummy_cards=dummy_cards,
        cards_left={s: len(state.hand(s)) if play is not None else TRICKS for s in SEATS},
        claim=(claim.seat, claim.tricks) if claim is not None else None,
        passed_out=state.is_passed_out,
        declarer_tricks=state.declarer_tricks,
        claim_cards=tuple(sort_hand(state.hand(claim.seat))) if claim is not None else (),
        claim_accepted=tuple(s for s in SEATS if claim is not None and s in claim.accepted_by),
        part_scores=state.part_scores,
        claims_turned_down=state.claims_turned_down,
    )


def seat_view(
    state: DealState,
    seat: Seat,
    explanations: Sequence[Explanation | None] = (),
    public: PublicView | None = None,
) -> SeatView:
    """What `seat` may see: the public view (`public`, when the caller holds `state`'s
    already), its own remaining cards and its legal actions."""
    pub = public if public is not None else public_view(state, explanations)
    mine = pub.to_act is seat
    legal_calls = tuple(state.legal_calls()) if mine else ()
    legal_cards = tuple(state.legal_cards()) if mine and state.phase is Phase.PLAY else ()
    plays_for = state.turn if mine and state.phase is Phase.PLAY else None
    return SeatView(
        seat=seat,
        public=pub,
        hand=tuple(sort_hand(state.hand(seat))),
        legal_calls=legal_calls,
        legal_cards=legal_cards,
        plays_for=plays_for,
        answers_claim=seat in state.claim_responders(),
    )


@dataclass(frozen=True, slots=True)
class DoubleDummy:
    """What the solver found: tricks each seat takes as declarer in each strain, and par."""

    tricks: Mapping[Seat, Mapping[Strain, int]]
    #: The par score from North-South's point of view, and the contracts that reach it.
    par_score: int | None = None
    par_contracts: tuple[Contract, ...] = ()

    @property
    def par_text(self) -> str | None:
        """The par as players say it: "Par North–South +420: 4♠ by South", or None unsolved."""
        if self.par_score is None:
            return None
        if self.par_score == 0:
            score = "Par 0"
        else:
            side = Side.NS if self.par_score > 0 else Side.EW
            score = f"Par {side.label} +{abs(self.par_score)}"
        contracts = ", ".join(f"{c.pretty} by {c.declarer.title}" for c in self.par_contracts)
        return f"{score}: {contracts}" if contracts else score


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A finished deal in full: every hand as dealt, the auction with what each call showed,
    the tricks, the score its format gave it and, once solved, the double-dummy analysis and
    the cards that cost a trick."""

    board_number: int
    dealer: Seat
    vulnerability: Vulnerability
    hands: Mapping[Seat, tuple[Card, ...]]
    names: Mapping[Seat, str]
    auction: tuple[CallView, ...]
    tricks: tuple[TrickView, ...]
    contract: Contract | None
    declarer_tricks: int | None
    claimed: bool
    score: DealScore
    #: The scoring the deal was played under, as PBN's Scoring tag names it.
    scoring: str = "Chicago"
    day: Date | None = None
    double_dummy: DoubleDummy | None = None
    #: The cards of the play that cost their side a trick double dummy, once the solver has
    #: judged the play (None before).
    costly: tuple[CardCost, ...] | None = None
    #: What an agreed claim gave away against best play from there, judged with `costly`
    #: (None when nothing, or not judged yet).
    claim_cost: ClaimCost | None = None
    #: The hints its players took (rule 7.4 of seeds/tables.md), in the order taken.
    hints: tuple[HintNote, ...] = ()

    @property
    def result_text(self) -> str:
        return result_text(self.contract, self.declarer_tricks)


def hand_record(
    state: DealState,
    score: DealScore,
    names: Mapping[Seat, str] | None = None,
    explanations: Sequence[Explanation | None] = (),
    *,
    scoring: str = "Chicago",
    day: Date | None = None,
    hints: tuple[HintNote, ...] = (),
) -> HandRecord:
    """The full record of a finished deal, with the hints taken during it; refuses a deal
    still in progress."""
    if not state.is_finished:
        raise ValueError("the full deal is shown only once the deal is finished")
    pub = public_view(state, explanations)
    return HandRecord(
        board_number=state.board.number,
        dealer=state.board.dealer,
        vulnerability=state.board.vulnerability,
        hands={s: tuple(sort_hand(state.board.hands[s])) for s in SEATS},
        names=dict(names) if names else {s: s.title for s in SEATS},
        auction=pub.auction,
        tricks=pub.tricks,
        contract=state.contract,
        declarer_tricks=state.declarer_tricks,
        claimed=state.claimed,
        score=score,
        scoring=scoring,
        day=day,
        hints=hints,
    )
