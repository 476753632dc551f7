"""Topper as the table platform sees it: the `Game` the registry finds as "topper", with its
views, its record of a finished deal and its robot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date as Date

from bot.games.cards import Card, Shuffler
from bot.games.errors import IllegalCard, NotYourTurn
from bot.games.field import Comparison, FieldScoring
from bot.games.game import Game, Leaving, Remark, RobotLevel, register
from bot.games.hints import Hint, Hinted
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import TrickView
from tests.third_game.rules import CardAction, Deal, Due, Match, Result, Rules, State


@dataclass(frozen=True, slots=True)
class PublicView:
    """What everyone sees: the deal's number and dealer, whose turn it is, the tricks."""

    number: int
    dealer: Seat
    turn: Seat | None
    tricks: tuple[TrickView, ...]
    won: Mapping[Side, int]


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat sees besides: its own cards and the ones it may play."""

    public: PublicView
    seat: Seat
    hand: tuple[Card, ...]
    legal: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Record:
    """A finished deal: every hand is public now."""

    number: int
    dealer: Seat
    hands: Mapping[Seat, frozenset[Card]]
    tricks: tuple[TrickView, ...]
    result: Result
    names: Mapping[Seat, str]
    day: Date

    @property
    def result_text(self) -> str:
        return self.result.result_text


class Lowest:
    """The robot: its lowest legal card."""

    def decide(self, view: SeatView) -> CardAction:
        return CardAction(view.seat, min(view.legal, key=lambda c: (c.rank, c.suit)))


def _public(state: State) -> PublicView:
    won = {side: state.play.tricks_won(side) for side in Side}
    return PublicView(
        state.deal.number, state.deal.dealer, state.play.turn, state.play.trick_views(), won
    )


class Topper(Game[State, CardAction, Rules, Due, Result, PublicView, SeatView, Record]):
    name = "topper"
    title = "Topper"
    seats = SEATS
    leaving = Leaving.SCORE_DECIDES
    move_grammar = r"[CDHS][AKQ]"
    event_boards = None
    field_scoring = FieldScoring((Comparison.AVERAGE,))

    def default_rules(self) -> Rules:
        return Rules()

    def rules_from_json(self, data: Mapping[str, object]) -> Rules:
        return Rules()

    def new_match(self, rules: Rules) -> Match:
        return Match()

    def deal(self, due: Due, rng: Shuffler) -> str:
        return Deal.dealt(due, rng).to_text()

    def start(self, deal_text: str) -> State:
        return State(Deal.from_text(deal_text))

    def board_no(self, state: State) -> int:
        return state.deal.number

    def action_to_json(self, action: CardAction) -> dict[str, object]:
        return {"seat": action.seat.value, "card": str(action.card)}

    def action_from_json(self, data: Mapping[str, object]) -> CardAction:
        return CardAction(Seat(str(data["seat"])), Card.parse(str(data["card"])))

    def move_text(self, action: CardAction) -> str:
        return str(action.card)

    def read_move(self, state: State, text: str, seats: Sequence[Seat]) -> CardAction:
        turn = state.to_act
        if turn is None or turn not in seats:
            raise NotYourTurn("error-not-your-turn-plain")
        try:
            card = Card.parse(text)
        except ValueError:
            raise IllegalCard("refuse-not-playable", text=repr(text[:20])) from None
        return CardAction(turn, card)

    def event_rules(self, boards: int | None = None) -> Rules:
        return Rules()

    def board_of(self, deal_text: str) -> str:
        """A Topper deal is its cards alone: no table's state goes with it."""
        return deal_text

    def deal_board(self, board: str, due: Due | None) -> str:
        return board

    def score_alone(self, state: State, rules: Rules) -> Result:
        return Match().record(state)

    def board_score(self, record: Record, side: Side) -> int:
        return record.result.tricks[side] - record.result.tricks[side.other]

    def controller(self, state: State, seat: Seat, rules: Rules, robots: frozenset[Seat]) -> Seat:
        return seat

    def revealed(self, state: State) -> bool:
        return state.play.cards_played > 0

    def partner_hands_open(self, state: State) -> bool:
        return False

    def public_view(self, state: State, rules: Rules) -> PublicView:
        return _public(state)

    def seat_view(
        self, state: State, seat: Seat, rules: Rules, public: PublicView | None = None
    ) -> SeatView:
        hand = tuple(sorted(state.play.hand(seat), key=lambda c: (c.suit, c.rank)))
        shown = public if public is not None else _public(state)
        return SeatView(shown, seat, hand, tuple(state.play.legal_cards(seat)))

    def record(
        self,
        state: State,
        result: Result,
        names: Mapping[Seat, str],
        rules: Rules,
        day: Date,
        hints: Sequence[Hinted] = (),
    ) -> Record:
        deal = state.deal
        return Record(
            deal.number, deal.dealer, deal.hands, state.play.trick_views(), result, names, day
        )

    def exports(self, record: Record) -> dict[str, str]:
        plays = " ".join(f"{s}{c}" for t in record.tricks for s, c in t.plays)
        return {"txt": f"Deal {record.number}: {plays} ({record.result_text})"}

    def robot(self, level: RobotLevel, rules: Rules) -> Lowest:
        return Lowest()

    def hint(self, view: SeatView, level: RobotLevel, rules: Rules) -> Hint:
        return Hint(Lowest().decide(view), None)

    def simple_robot(self) -> Lowest:
        return Lowest()

    def warm_up(self) -> None:
        return None

    def remarks(self, state: State) -> tuple[Remark, ...]:
        return ()

    def judge(self, state: State, seat: Seat) -> CardAction | None:
        return None


TOPPER = Topper()
register(TOPPER)
