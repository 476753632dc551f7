"""Kaiser as the table platform sees it: the `Game` that the registry finds as "kaiser".

Everything here is Kaiser's answer to a question the shared layers ask; the rules live in the
modules this one imports. A deal's text carries what its hand needs besides the cards: the
house rules when they are not the defaults, and the game score as the hand began (the freeze
and the robots read it), so a logged deal starts the same hand again.

Kaiser registers itself here and is offered beside bridge (`bot.games.game.GAMES`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date as Date

from bot.games.cards import SUITS_HIGH_FIRST, Card, Rank, Shuffler, Suit
from bot.games.errors import NotYourTurn, RuleError
from bot.games.field import Comparison, FieldScoring
from bot.games.game import Game, Leaving, Remark, RobotLevel, register
from bot.games.hints import Hint, Hinted, hint_notes
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.match import HandResult, KaiserMatch
from bot.games.kaiser.notation import action_from_json, action_to_json, moment_of
from bot.games.kaiser.records import write_record
from bot.games.kaiser.robot.hints import kaiser_hint
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.rules import DEFAULT_RULES, RuleConfig
from bot.games.kaiser.state import (
    Action,
    BidAction,
    CardAction,
    Deal,
    DealState,
    PassAction,
    TrumpAction,
)
from bot.games.kaiser.talk import remarks
from bot.games.kaiser.views import (
    HandRecord,
    PublicView,
    SeatView,
    hand_record,
    public_view,
    result_text,
    seat_view,
    settled,
)
from bot.games.seats import SEATS, Seat, Side

_SCORES = "scores"
_RULES = "rules"

PASS = "pass"
BID = "bid"
TRUMP = "trump"
MOVE_GRAMMAR = rf"{PASS}|{BID}(?:[6-9]|1[0-2])(?:NT)?|{TRUMP}[CDHS]|[CDHS][2-9TJQKA]"
_MOVES = re.compile(MOVE_GRAMMAR)


@dataclass(frozen=True, slots=True)
class HandDue:
    """The next hand of a game: its number, dealer, house rules and the score before it. The
    first hand's dealer is None: it is drawn with that hand's cards, so a logged game replays
    with the same dealers."""

    number: int
    dealer: Seat | None
    rules: RuleConfig
    scores: Mapping[Side, int]


@dataclass(frozen=True, slots=True)
class HandDone:
    """A finished hand as the game scored it."""

    result: HandResult
    text: str

    @property
    def result_text(self) -> str:
        return self.text


class KaiserGame:
    """A game to the target, in the shape the table platform asks of a match."""

    def __init__(self, match: KaiserMatch) -> None:
        self.match = match

    @property
    def is_over(self) -> bool:
        return self.match.is_over

    @property
    def counted_deals(self) -> int:
        return len(self.match.results)

    @property
    def single_deal(self) -> bool:
        return False

    def next_deal(self) -> HandDue | None:
        m = self.match
        if m.is_over:
            return None
        dealer = m.next_dealer if m.results else None
        return HandDue(m.next_number, dealer, m.rules, dict(m.standing))

    def record(self, state: DealState) -> HandDone:
        if not self.match.results:
            self.match.first_dealer = state.deal.dealer
        result = self.match.record(state)
        contract = state.contract
        assert contract is not None
        return HandDone(result, result_text(contract, result.score))

    def totals(self) -> dict[Side, int]:
        return dict(self.match.standing)

    def standing(self) -> dict[Side, int]:
        return dict(self.match.standing)

    def winner(self) -> Side | None:
        return self.match.winner

    def copy(self) -> KaiserGame:
        m = self.match
        return KaiserGame(KaiserMatch(m.first_dealer, m.rules, list(m.results)))


def draw_first_dealer(rng: Shuffler) -> Seat:
    """A seat drawn with the deal's own shuffler (which shuffles cards only): one card stands
    for each seat, and the seat whose card comes out on top deals."""
    stand_ins = [Card(suit, Rank.ACE) for suit in SUITS_HIGH_FIRST]
    drawn = list(stand_ins)
    rng.shuffle(drawn)
    return SEATS[stand_ins.index(drawn[0])]


def deal_text(deal: Deal, rules: RuleConfig, scores: Mapping[Side, int]) -> str:
    """The deal, then the score before the hand, then the house rules if not the defaults."""
    lines = [deal.to_text(), f"{_SCORES} {scores[Side.NS]} {scores[Side.EW]}"]
    if rules != DEFAULT_RULES:
        lines.append(f"{_RULES} {json.dumps(rules.to_json(), separators=(',', ':'))}")
    return "\n".join(lines)


def read_deal_text(text: str) -> tuple[Deal, RuleConfig, dict[Side, int]]:
    lines = text.strip().splitlines()
    if not lines:
        raise ValueError("a deal text starts with its deal")
    deal = Deal.from_text(lines[0])
    rules, scores = DEFAULT_RULES, dict.fromkeys(Side, 0)
    for line in lines[1:]:
        word, _, rest = line.partition(" ")
        if word == _SCORES:
            ns, ew = (int(x) for x in rest.split())
            scores = {Side.NS: ns, Side.EW: ew}
        elif word == _RULES:
            rules = RuleConfig.from_json(json.loads(rest))
        else:
            raise ValueError(f"not part of a deal text: {line!r}")
    return deal, rules, scores


class SimpleRobot:
    """The plainest legal robot: the first legal action (a pass when it may, the lowest bid
    when it must bid, clubs for trump, its first legal card)."""

    def decide(self, view: SeatView) -> Action:
        return view.legal_actions[0]


class Kaiser(
    Game[DealState, Action, RuleConfig, HandDue, HandDone, PublicView, SeatView, HandRecord]
):
    name = "kaiser"
    title = "Kaiser"
    seats = SEATS
    #: Short enough, and plain enough, for a button's id: "pass", "bid8NT", "trumpH", "SA".
    move_grammar = MOVE_GRAMMAR
    leaving = Leaving.LEAVER_ALONE

    def default_rules(self) -> RuleConfig:
        return DEFAULT_RULES

    def rules_from_json(self, data: Mapping[str, object]) -> RuleConfig:
        return RuleConfig.from_json(data)

    def new_match(self, rules: RuleConfig) -> KaiserGame:
        return KaiserGame(KaiserMatch.new(rules))

    def deal(self, due: HandDue, rng: Shuffler) -> str:
        dealer = due.dealer if due.dealer is not None else draw_first_dealer(rng)
        return deal_text(Deal.deal(due.number, dealer, due.rules, rng), due.rules, due.scores)

    def start(self, deal_text: str) -> DealState:
        deal, rules, scores = read_deal_text(deal_text)
        return DealState(deal, rules, scores)

    def board_no(self, state: DealState) -> int:
        return state.deal.number

    def action_to_json(self, action: Action) -> dict[str, object]:
        return action_to_json(action)

    def action_from_json(self, data: Mapping[str, object]) -> Action:
        return action_from_json(data)

    def move_text(self, action: Action) -> str:
        """The action without its seat: "pass", "bid8NT", "trumpH", or the card, "SA"."""
        match action:
            case PassAction():
                return PASS
            case BidAction(_, bid):
                return f"{BID}{bid}"
            case TrumpAction(_, suit):
                return f"{TRUMP}{suit}"
            case CardAction(_, card):
                return str(card)
        raise TypeError(f"not a Kaiser action: {action!r}")

    def read_move(self, state: DealState, text: str, seats: Sequence[Seat]) -> Action:
        turn = state.turn
        if turn is None:
            raise NotYourTurn(key="refuse-nobody-bids-or-plays")
        if turn not in seats:
            raise NotYourTurn(key="error-not-your-turn", seat=turn.value)
        if not _MOVES.fullmatch(text):
            raise RuleError(
                key="refuse-not-playable", text=repr(text[:20]),
            )  # fmt: skip
        if text == PASS:
            return PassAction(turn)
        if text.startswith(BID):
            return BidAction(turn, Bid.parse(text.removeprefix(BID)))
        if text.startswith(TRUMP):
            return TrumpAction(turn, Suit.parse(text.removeprefix(TRUMP)))
        return CardAction(turn, Card.parse(text))

    def controller(
        self, state: DealState, seat: Seat, rules: RuleConfig, robots: frozenset[Seat]
    ) -> Seat:
        return seat

    def revealed(self, state: DealState) -> bool:
        """A card is shown once it is played."""
        return any(isinstance(a, CardAction) for a in state.actions)

    def partner_hands_open(self, state: DealState) -> bool:
        """Nobody ever sees a partner's hand in Kaiser."""
        return False

    def public_view(self, state: DealState, rules: RuleConfig) -> PublicView:
        return public_view(state)

    def seat_view(
        self, state: DealState, seat: Seat, rules: RuleConfig, public: PublicView | None = None
    ) -> SeatView:
        return seat_view(state, seat, public=public)

    def record(
        self,
        state: DealState,
        result: HandDone,
        names: Mapping[Seat, str],
        rules: RuleConfig,
        day: Date,
        hints: Sequence[Hinted] = (),
    ) -> HandRecord:
        """The finished hand with the score its game gave it: nothing is scored again."""
        notes = hint_notes(hints, state.actions, moment_of, self.move_text)
        return replace(hand_record(state, result.result.score, names), hints=notes)

    def exports(self, record: HandRecord) -> dict[str, str]:
        """Kaiser has no PBN: its record is a plain text that reads back (`records`)."""
        return {"txt": write_record(record)}

    def robot(self, level: RobotLevel, rules: RuleConfig) -> KaiserRobot:
        return KaiserRobot(Level(level.value))

    def hint(self, view: SeatView, level: RobotLevel, rules: RuleConfig) -> Hint:
        return kaiser_hint(view, level)

    def simple_robot(self) -> SimpleRobot:
        return SimpleRobot()

    def warm_up(self) -> None:
        """The robots need nothing loaded ahead."""

    def remarks(self, state: DealState) -> tuple[Remark, ...]:
        return remarks(state)

    def event_rules(self, boards: int | None = None) -> RuleConfig:
        return DEFAULT_RULES

    @property
    def event_boards(self) -> tuple[int, int, int] | None:
        """A Kaiser event plays one game to the target a round, however many hands it takes."""
        return None

    @property
    def field_scoring(self) -> FieldScoring:
        return FieldScoring((Comparison.AVERAGE,))

    def board_score(self, record: HandRecord, side: Side) -> int:
        return record.score.change[side] - record.score.change[side.other]

    def board_of(self, text: str) -> str:
        """The hand's number, dealer and cards: the game score it was dealt at, and the house
        rules, belong to the table that dealt it."""
        deal, _, _ = read_deal_text(text)
        return deal.to_text()

    def deal_board(self, board: str, due: HandDue | None) -> str:
        """The kept hand at the table's own score and house rules; on its own, at 0 to 0."""
        deal, rules, _ = read_deal_text(board)
        if due is None:
            return deal_text(deal, rules, dict.fromkeys(Side, 0))
        return deal_text(deal, due.rules, due.scores)

    def again(self, record: HandRecord, rules: RuleConfig) -> None:
        """A Kaiser hand is played at a game score, within a game to 52: not offered alone."""
        return None

    def score_alone(self, state: DealState, rules: RuleConfig) -> HandDone:
        score = settled(state)
        contract = state.contract
        assert score is not None and contract is not None
        result = HandResult(state.deal.number, state.deal.dealer, contract.bidder, score)
        return HandDone(result, result_text(contract, score))

    def judge(self, state: DealState, seat: Seat) -> Action | None:
        """Kaiser has no claims: nothing is answered knowing the whole deal."""
        return None


KAISER = Kaiser()
register(KAISER)
