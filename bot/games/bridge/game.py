"""Contract bridge as the table platform sees it: the `Game` that the registry finds as "bridge".

Everything here is bridge's answer to a question the shared layers ask; the rules themselves
live in the modules this one imports. The log's JSON for actions is the one bridge tables have
always written, so every table ever opened still replays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import date as Date
from functools import lru_cache
from typing import Any, TypeVar

from bot.games.bridge import talk
from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Call
from bot.games.bridge.formats import DealResult, FormatKind, GameScore, NextDeal
from bot.games.bridge.options import BridgeRules, Declaring
from bot.games.bridge.records import to_lin, to_pbn
from bot.games.bridge.robot.bidding import explain_auction
from bot.games.bridge.robot.bidding_context import Standing, System
from bot.games.bridge.robot.claims import accept_claim
from bot.games.bridge.robot.hints import bridge_hint
from bot.games.bridge.robot.players import BasicRobot, StandardRobot
from bot.games.bridge.robot.solver import shared_solver
from bot.games.bridge.scoring import Vulnerability, imps
from bot.games.bridge.state import (
    Action,
    Board,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimReply,
    DealState,
    Phase,
    deal_text,
    start_deal,
)
from bot.games.bridge.views import (
    CallView,
    Explanation,
    HandRecord,
    PublicView,
    SeatView,
    auction_views,
    hand_record,
    public_view,
    seat_view,
)
from bot.games.cards import Card, Shuffler
from bot.games.errors import IllegalCall, IllegalCard, IllegalClaim, NotYourTurn, RuleError
from bot.games.field import Comparison, FieldScoring
from bot.games.game import Game, Leaving, Remark, RobotLevel, register
from bot.games.hints import Hint, Hinted, Moment, hint_notes
from bot.games.seats import SEATS, Seat, Side

#: Move texts of the claim and its answers; calls ("1NT", "P") and cards ("SA") are the rest.
CLAIM = "claim"
ACCEPT = "accept"
REJECT = "reject"

#: An event's boards a round: 8 unless its host chooses from 1 to 12.
EVENT_BOARDS = (8, 1, 12)

T = TypeVar("T")

_OTHER_CALLS = frozenset({"P", "PASS", "X", "D", "DBL", "DOUBLE", "XX", "R", "RDBL", "REDOUBLE"})


def explanations(state: DealState, rules: BridgeRules) -> list[Explanation | None]:
    """What each call of the deal's auction shows in the table's bidding system."""
    board = state.board
    standing = Standing.below_the_line(state.part_scores)
    return explain_auction(
        state.auction.calls, board.dealer, board.vulnerability, rules.system, standing
    )


def told_auction(state: DealState, rules: BridgeRules) -> tuple[CallView, ...]:
    """The deal's auction as the table shows it, each call with what it shows in the table's
    system. Every card of the play shows the same auction again, so it is worked out once for
    each auction (and score below the line, which the meanings read) and kept."""
    board = state.board
    standing = Standing.below_the_line(state.part_scores)
    return _told(state.auction.calls, board.dealer, board.vulnerability, rules.system, standing)


@lru_cache(maxsize=4096)
def _told(
    calls: tuple[Call, ...],
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    standing: Standing,
) -> tuple[CallView, ...]:
    said = explain_auction(calls, dealer, vulnerability, system, standing)
    return auction_views(Auction(dealer, calls).history(), said)


def _moment(action: Action) -> Moment | None:
    """Which decision a hint may be for an action is: a call or a card (a claim is none)."""
    if isinstance(action, CallAction):
        return Moment.CALL
    return Moment.CARD if isinstance(action, CardAction) else None


class Bridge(
    Game[DealState, Action, BridgeRules, NextDeal, DealResult, PublicView, SeatView, HandRecord]
):
    name = "bridge"
    title = "Bridge"
    seats = SEATS
    leaving = Leaving.SCORE_DECIDES
    move_grammar = (
        rf"P|X|XX|[1-7](?:C|D|H|S|NT)|[SHDC][2-9TJQKA]|{CLAIM}(?:1[0-3]|[0-9])|{ACCEPT}|{REJECT}"
    )

    # -- options and matches ---------------------------------------------------------------

    def default_rules(self) -> BridgeRules:
        return BridgeRules()

    def rules_from_json(self, data: Mapping[str, Any]) -> BridgeRules:
        return BridgeRules.from_json(data)

    def new_match(self, rules: BridgeRules) -> GameScore:
        return GameScore(rules.format, rules.vulnerability, boards=rules.boards)

    # -- deals -----------------------------------------------------------------------------

    def deal(self, due: NextDeal, rng: Shuffler) -> str:
        board = Board.deal(due.number, due.dealer, due.vulnerability, rng)
        return deal_text(board, due.part_scores)

    def start(self, text: str) -> DealState:
        return start_deal(text)

    def board_no(self, state: DealState) -> int:
        return state.board.number

    # -- actions ---------------------------------------------------------------------------

    def action_to_json(self, action: Action) -> dict[str, object]:
        match action:
            case CallAction(seat, call):
                return {"type": "call", "seat": seat.value, "call": str(call)}
            case CardAction(seat, card):
                return {"type": "card", "seat": seat.value, "card": str(card)}
            case ClaimAction(seat, tricks):
                return {"type": "claim", "seat": seat.value, "tricks": tricks}
            case ClaimReply(seat, accept):
                return {"type": "reply", "seat": seat.value, "accept": accept}
        raise TypeError(action)

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        seat = Seat(data["seat"])
        match data["type"]:
            case "call":
                return CallAction(seat, Call.parse(data["call"]))
            case "card":
                return CardAction(seat, Card.parse(data["card"]))
            case "claim":
                return ClaimAction(seat, int(data["tricks"]))
            case "reply":
                return ClaimReply(seat, bool(data["accept"]))
        raise ValueError(f"unknown action {data!r}")

    def move_text(self, action: Action) -> str:
        match action:
            case CallAction(_, call):
                return str(call)
            case CardAction(_, card):
                return str(card)
            case ClaimAction(_, tricks):
                return f"{CLAIM}{tricks}"
            case ClaimReply(_, accept):
                return ACCEPT if accept else REJECT
        raise TypeError(action)

    def read_move(self, state: DealState, text: str, seats: Sequence[Seat]) -> Action:
        if not seats:
            raise NotYourTurn(key="refuse-no-hand")
        if text in (ACCEPT, REJECT):
            return ClaimReply(seats[0], text == ACCEPT)
        if text.startswith(CLAIM) and text[len(CLAIM) :].isdigit():
            claimers = [s for s in seats if s is not state.dummy]
            if not claimers or state.phase is not Phase.PLAY:
                raise IllegalClaim(
                    key="refuse-who-claims",
                )
            return ClaimAction(claimers[0], int(text[len(CLAIM) :]))
        turn, to_act = state.turn, state.to_act
        if turn is None or to_act is None:
            raise NotYourTurn(key="refuse-nobody-calls-or-plays")
        if to_act not in seats:
            raise NotYourTurn(key="error-not-your-turn", seat=to_act.value)
        # A call starts with its level or is a pass, double or redouble; anything else is
        # read as a card, and the deal refuses a card during the auction (and a call after).
        if text[:1].isdigit() or text.upper() in _OTHER_CALLS:
            return CallAction(to_act, _parsed(Call.parse, text, IllegalCall))
        return CardAction(turn, _parsed(Card.parse, text, IllegalCard))

    # -- who decides and who sees ----------------------------------------------------------

    def controller(
        self, state: DealState, seat: Seat, rules: BridgeRules, robots: frozenset[Seat]
    ) -> Seat:
        """Declarer decides for dummy; and when a robot declares opposite a human, the table's
        option may hand both hands to the human partner instead."""
        c = state.contract
        if (
            c is not None
            and seat in (c.declarer, c.dummy)
            and rules.declaring is Declaring.HUMAN_PARTNER
            and c.declarer in robots
            and c.dummy not in robots
        ):
            return c.dummy
        return state.controller(seat)

    def revealed(self, state: DealState) -> bool:
        """The opening lead is the first card shown."""
        return state.dummy_exposed

    def partner_hands_open(self, state: DealState) -> bool:
        """Nobody sees a partner's cards before the opening lead."""
        return state.dummy_exposed

    # -- views, records, robots ------------------------------------------------------------

    def public_view(self, state: DealState, rules: BridgeRules) -> PublicView:
        return public_view(state, auction=told_auction(state, rules))

    def seat_view(
        self, state: DealState, seat: Seat, rules: BridgeRules, public: PublicView | None = None
    ) -> SeatView:
        if public is None:
            public = self.public_view(state, rules)
        return seat_view(state, seat, public=public)

    def record(
        self,
        state: DealState,
        result: DealResult,
        names: Mapping[Seat, str],
        rules: BridgeRules,
        day: Date,
        hints: Sequence[Hinted] = (),
    ) -> HandRecord:
        """The finished deal with the score its format gave it: nothing is scored again."""
        scoring = "Rubber" if rules.format is FormatKind.RUBBER else "Chicago"
        return hand_record(
            state, result.score, names, explanations(state, rules), scoring=scoring, day=day,
            hints=hint_notes(hints, state.actions, _moment, self.move_text),
        )  # fmt: skip

    def exports(self, record: HandRecord) -> dict[str, str]:
        return {"pbn": to_pbn(record), "lin": to_lin(record)}

    def robot(self, level: RobotLevel, rules: BridgeRules) -> StandardRobot:
        return StandardRobot(level, rules.system)

    def hint(self, view: SeatView, level: RobotLevel, rules: BridgeRules) -> Hint:
        return bridge_hint(view, level, rules)

    def simple_robot(self) -> BasicRobot:
        return BasicRobot()

    def warm_up(self) -> None:
        shared_solver().warm_up()

    def remarks(self, state: DealState) -> tuple[Remark, ...]:
        """A bridge table says what its pictures and records do not: its claims and their
        answers."""
        return talk.remarks(state)

    def event_rules(self, boards: int | None = None) -> BridgeRules:
        return BridgeRules(format=FormatKind.BOARDS_8, boards=boards or EVENT_BOARDS[0])

    @property
    def event_boards(self) -> tuple[int, int, int] | None:
        return EVENT_BOARDS

    @property
    def field_scoring(self) -> FieldScoring:
        return FieldScoring((Comparison.MATCHPOINTS, Comparison.CROSS_IMPS), imps)

    def board_score(self, record: HandRecord, side: Side) -> int:
        return record.score.net(side)

    def board_of(self, text: str) -> str:
        """The board alone: a rubber's part-scores below the line are the table's own."""
        return start_deal(text).board.to_text()

    def deal_board(self, board: str, due: NextDeal | None) -> str:
        return deal_text(Board.from_text(board), due.part_scores if due is not None else None)

    def again(self, record: HandRecord, rules: BridgeRules) -> tuple[str, BridgeRules]:
        """The board as it was dealt, at a table of one deal at its vulnerability, bidding
        the system it was played in."""
        hands = {s: frozenset(record.hands[s]) for s in SEATS}
        board = Board(record.board_number, record.dealer, record.vulnerability, hands)
        single = replace(rules, format=FormatKind.SINGLE, vulnerability=record.vulnerability)
        return board.to_text(), single

    def score_alone(self, state: DealState, rules: BridgeRules) -> DealResult:
        """Duplicate scoring, whatever the board's number: an event's format counts any."""
        return GameScore(FormatKind.BOARDS_8).record(state)

    def judge(self, state: DealState, seat: Seat) -> Action | None:
        if state.pending_claim is None or seat not in state.claim_responders():
            return None
        return ClaimReply(seat, accept_claim(state, shared_solver()))


def _parsed(parse: Callable[[str], T], text: str, error: type[RuleError]) -> T:
    """Typed text from a user, or a refusal that says what was wrong with it."""
    try:
        return parse(text)
    except ValueError as exc:
        raise error(
            key="refuse-not-playable",
            text=repr(text[:20]),
        ) from exc


BRIDGE = Bridge()
register(BRIDGE)
