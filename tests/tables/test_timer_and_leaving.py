"""Rules 4 (the move timer) and 5 (leaving a ranked game)."""

from __future__ import annotations

import random

import pytest

from bot.games.bridge.formats import DealResult
from bot.games.bridge.scoring import DealScore, Item, ScoreItem, Vulnerability
from bot.games.bridge.state import Board
from bot.games.seats import Seat, Side
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.errors import NotAllowed
from bot.tables.events import Dealt, Left, Opened, Sat, Started
from bot.tables.notices import Notice, PlayerLeft, SeatTimedOut, TimerWarning
from bot.tables.options import TableOptions
from bot.tables.outbox import Points
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.tables.table import Table
from tests.tables.helpers import ANN, BOB, CAT, CHANNEL, GUILD, human_step, seeded


async def _ann_to_act(service: TableService) -> int:
    """A ranked table, Ann alone with robots, at her first call (she deals first)."""
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    t = service.reader.snapshot(tid)
    assert t.user_controlling(t.acting_seat or Seat.NORTH) == ANN
    return tid


async def test_r4_2_a_warning_comes_30_seconds_before_time_runs_out(
    service: TableService, clock: ManualClock, notices: list[Notice]
) -> None:
    await _ann_to_act(service)
    clock.advance(149)
    assert await service.run_due_timers() == 0
    clock.advance(1)
    assert await service.run_due_timers() == 1
    warnings = [n for n in notices if isinstance(n, TimerWarning)]
    assert [(w.user_id, w.seat, w.seconds_left) for w in warnings] == [(ANN, Seat.SOUTH, 30)]
    clock.advance(10)
    assert await service.run_due_timers() == 0


async def test_r4_8_a_turn_not_shown_holds_the_clock_until_it_is(
    service: TableService, clock: ManualClock, notices: list[Notice]
) -> None:
    tid = await _ann_to_act(service)
    service.timers.turn_not_shown(tid, ANN)
    clock.advance(500)
    assert await service.run_due_timers() == 0
    assert not service.reader.snapshot(tid).autoplay
    service.timers.turn_shown(tid, ANN)  # the turn reaches Ann now: she has the whole move time
    clock.advance(179)
    assert await service.run_due_timers() == 0
    assert not any(isinstance(n, SeatTimedOut) for n in notices)
    clock.advance(2)
    await service.run_due_timers()
    assert [n.user_id for n in notices if isinstance(n, SeatTimedOut)] == [ANN]


async def test_r4_8_a_held_clock_is_forgotten_once_the_player_has_acted(
    service: TableService, clock: ManualClock, notices: list[Notice]
) -> None:
    tid = await _ann_to_act(service)
    service.timers.turn_not_shown(tid, ANN)
    await human_step(service, tid)
    await service.wait_idle()
    clock.advance(181)  # Ann's next turn is timed as usual
    await service.run_due_timers()
    assert [n.user_id for n in notices if isinstance(n, SeatTimedOut)] == [ANN]


async def test_r4_3_acting_starts_the_clock_afresh(
    service: TableService, clock: ManualClock, notices: list[Notice]
) -> None:
    tid = await _ann_to_act(service)
    v0 = service.reader.summary(tid).version
    clock.advance(170)
    await human_step(service, tid)
    await service.wait_idle()
    clock.advance(170)
    await service.run_due_timers()
    assert not any(isinstance(n, SeatTimedOut) for n in notices)
    assert service.reader.summary(tid).version > v0


async def test_r4_4_a_robot_plays_for_a_timed_out_seat_until_its_player_returns(
    service: TableService, clock: ManualClock, notices: list[Notice]
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.EAST)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    clock.advance(180)
    await service.run_due_timers()
    assert SeatTimedOut(tid, ANN, Seat.SOUTH) in notices
    await service.wait_idle()
    t = service.reader.snapshot(tid)
    assert t.is_robot(Seat.SOUTH) and t.seat_of(ANN) is Seat.SOUTH
    assert t.deal is not None and t.deal.actions[0].seat is Seat.SOUTH
    assert t.acting_seat is Seat.EAST
    with pytest.raises(NotAllowed):
        await service.act(tid, ANN, t.version, "P")
    await service.come_back(tid, ANN, t.version)
    assert not service.reader.snapshot(tid).is_robot(Seat.SOUTH)


async def test_r4_5_r5_5_missing_the_reconnect_window_is_leaving(
    service: TableService, clock: ManualClock, notices: list[Notice], store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    clock.advance(180)
    await service.run_due_timers()
    await service.wait_idle()
    clock.advance(179)
    assert await human_step(service, tid)
    await service.wait_idle()
    clock.advance(1)
    await service.run_due_timers()
    await service.wait_idle()
    left = [n for n in notices if isinstance(n, PlayerLeft)]
    assert [n.user_id for n in left] == [ANN]
    rows = await store.results(tid)
    assert [r.user_id for r in rows if r.reason.value.startswith("timeout")] == [ANN]
    assert {r.user_id: r.points for r in rows} == left[0].points
    t = service.reader.snapshot(tid)
    assert t.is_robot(Seat.SOUTH) and t.seat_of(ANN) is None
    assert t.host == BOB


async def test_r4_6_deadlines_survive_a_restart(
    service: TableService, clock: ManualClock, store: SqliteStore
) -> None:
    tid = await _ann_to_act(service)
    await service.shutdown()
    reborn = TableService(store, clock=clock, shuffler=seeded)
    heard: list[Notice] = []

    async def listen(n: Notice) -> None:
        heard.append(n)

    reborn.subscribe(listen)
    assert await reborn.recover() == 1
    clock.advance(180)
    await reborn.run_due_timers()
    assert SeatTimedOut(tid, ANN, Seat.SOUTH) in heard
    await reborn.shutdown()


async def test_r2_3_casual_games_have_no_timer(
    service: TableService, clock: ManualClock, store: SqliteStore
) -> None:
    from bot.tables.limits import CASUAL_IDLE
    from bot.tables.options import WARNING_BEFORE, Mode

    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", TableOptions(mode=Mode.CASUAL))
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    # Only the long wait of rule 4.7 runs, never the move time.
    (idle,) = await store.timers(tid)
    assert idle.deadline == clock.now() + CASUAL_IDLE
    clock.advance(CASUAL_IDLE - WARNING_BEFORE - 1)
    assert await service.run_due_timers() == 0


async def test_r5_1_leaving_before_the_deal_records_only_the_departure(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.leave(tid, BOB, v)
    assert await store.results(tid) == []
    assert [e.kind for e in await store.events(tid)] == ["Opened", "Sat", "Left"]


async def test_r5_2_leaving_during_the_first_deal_is_a_loss(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    await service.leave(tid, BOB, service.reader.summary(tid).version)
    assert [(r.user_id, r.points) for r in await store.results(tid)] == [(BOB, -1)]


def _table_after_one_deal(margin: int) -> Table:
    """Ann South, Bob North (partners), Cat East; one completed deal NS ahead by `margin`."""
    t = Table.opened(1, Opened(GUILD, CHANNEL, ANN, "Ann", TableOptions()), 0.0)
    for event in (Sat(BOB, "Bob", Seat.NORTH), Sat(CAT, "Cat", Seat.EAST), Started()):
        t.apply(event, 0.0)
    board = Board.deal(1, Seat.SOUTH, Vulnerability.NONE, random.Random(1))
    t.apply(Dealt(board.to_text()), 0.0)
    side = Side.NS if margin >= 0 else Side.EW
    items = (ScoreItem(Item.CONTRACT, side, abs(margin)),) if margin else ()
    assert t.match is not None
    t.match.results.append(
        DealResult(1, Seat.SOUTH, Vulnerability.NONE, None, None, DealScore(items), counted=True)
    )
    return t


@pytest.mark.parametrize(
    ("margin", "bob", "ann"),
    [(50, 0, 1), (0, -1, 0), (-50, -1, -1)],
    ids=["ahead", "level", "behind"],
)
def test_r5_3_later_the_score_on_completed_deals_decides(margin: int, bob: int, ann: int) -> None:
    t = _table_after_one_deal(margin)
    t.apply(Left(BOB), 1.0)
    got = {p.user_id: p.points for p in t.outbox if isinstance(p, Points)}
    assert got == {BOB: bob, ANN: ann}
    assert t.is_robot(Seat.NORTH)
    assert t.status is Status.LIVE


def test_r5_4_a_result_fixed_by_leaving_is_final() -> None:
    t = _table_after_one_deal(50)
    t.apply(Left(BOB), 1.0)
    t.outbox.clear()
    t.apply(Left(ANN), 2.0)
    assert [p for p in t.outbox if isinstance(p, Points)] == []
    assert t.fixed == {BOB: 0, ANN: 1}
