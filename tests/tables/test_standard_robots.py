"""The product's robots at a table (rules 2.2, 2.4 and 7.3 of the table rules)."""

from __future__ import annotations

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.robot.players import StandardRobot, judge_claim
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import (
    Action,
    Board,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimReply,
    DealState,
    Phase,
)
from bot.games.bridge.views import seat_view
from bot.games.game import Game
from bot.games.seats import Seat
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.options import Mode, RobotLevel, TableOptions
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, CHANNEL, GUILD, bridge_table, play_out, seeded

# North holds every spade, East every heart, South every diamond, West every club.
SUITED = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
STRONG_NT = "N:AK72.K43.KJ5.Q32 863.752.T873.A76 Q54.AQ6.Q92.KJ54 JT9.JT98.A64.T98"


def _bid(state: DealState, calls: str) -> None:
    for text in calls.split():
        assert state.turn is not None
        state.apply(CallAction(state.turn, Call.parse(text)))


def test_r2_2_the_standard_robot_bids_from_the_rule_table_in_the_tables_system() -> None:
    state = DealState(Board.from_pbn_deal(STRONG_NT, 1, Seat.NORTH, Vulnerability.NONE))
    north = seat_view(state, Seat.NORTH)  # 17 points, balanced: a 1NT opening
    for system in BiddingSystem:
        robot = StandardRobot(RobotLevel.BASIC, system)
        assert str(robot.choose_call(north)) == "1NT"
    _bid(state, "1NT P")
    south = seat_view(state, Seat.SOUTH)  # 11 points, no four-card major: 3NT either way
    assert str(StandardRobot(RobotLevel.BASIC, BiddingSystem.NATURAL).choose_call(south)) in (
        "2NT",
        "3NT",
    )


def test_r7_3_the_judge_accepts_a_claim_that_holds_and_rejects_one_that_does_not() -> None:
    state = DealState(Board.from_pbn_deal(SUITED, 1, Seat.NORTH, Vulnerability.NONE))
    _bid(state, "7S P P P")  # North declares with all thirteen trumps
    state.apply(CardAction(Seat.EAST, state.legal_cards()[0]))
    good = state.copy()
    good.apply(ClaimAction(Seat.NORTH, 13))
    assert judge_claim(good)
    # East claims a trick against thirteen trumps: it does not hold.
    bad = state.copy()
    bad.apply(ClaimAction(Seat.EAST, 1))
    assert not judge_claim(bad)


def test_r7_3_a_robot_declarer_claims_what_is_certain_and_only_once_per_position() -> None:
    state = DealState(Board.from_pbn_deal(SUITED, 1, Seat.NORTH, Vulnerability.NONE))
    _bid(state, "7S P P P")
    robot = StandardRobot(RobotLevel.BASIC, BiddingSystem.NATURAL)
    while state.play is not None and state.play.tricks_left > 4:
        assert state.turn is not None
        state.apply(CardAction(state.turn, state.legal_cards()[0]))
    while state.to_act is not Seat.NORTH:
        assert state.turn is not None
        state.apply(CardAction(state.turn, state.legal_cards()[0]))
    view = seat_view(state, Seat.NORTH)
    assert state.play is not None
    assert robot.claim_now(view) == state.play.tricks_left
    assert robot.claim_now(view) is None  # not again at the same point


async def test_r7_3_robots_answer_a_claim_through_the_tables_judge(store: SqliteStore) -> None:
    judged: list[DealState] = []

    def judge(game: Game, state: DealState, seat: Seat) -> Action | None:
        if state.pending_claim is None:
            return None
        judged.append(state)
        return ClaimReply(seat, False)

    service = TableService(store, clock=ManualClock(), judge=judge, shuffler=seeded)
    options = TableOptions(mode=Mode.CASUAL)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    await service.act(tid, ANN, service.reader.summary(tid).version, "1NT")
    await service.wait_idle()
    await service.act(tid, ANN, service.reader.summary(tid).version, "claim0")
    await service.wait_idle()
    assert len(judged) == 1 and judged[0].pending_claim is not None
    t = service.reader.snapshot(tid)
    assert t.deal is not None and t.deal.phase is Phase.PLAY and t.deal.pending_claim is None
    await service.shutdown()


async def test_r2_4_a_game_with_the_standard_robots_runs_to_its_end(store: SqliteStore) -> None:
    service = TableService(
        store, clock=ManualClock(), robots=product_robots, judge=game_judge,
        shuffler=seeded,
    )  # fmt: skip
    options = bridge_table(system=BiddingSystem.CONVENTIONS, level=RobotLevel.BASIC)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    t = service.reader.snapshot(tid)
    assert t.status is Status.FINISHED
    assert t.match is not None and t.match.counted_deals == 4
    # The robots bid for real: at least one deal was declared by a robot.
    assert any(
        r.contract is not None and r.contract.declarer is not Seat.SOUTH for r in t.match.results
    )
    await service.shutdown()
