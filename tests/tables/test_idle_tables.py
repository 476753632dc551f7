"""Rules 3.7 (tables that wait too long close themselves) and 4.7 (an idle casual game ends)."""

from __future__ import annotations

from bot.games.bridge.formats import FormatKind
from bot.games.seats import Seat
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.limits import CASUAL_IDLE, OPEN_TABLE_WAIT, REMATCH_WAIT
from bot.tables.notices import Notice, SeatTimedOut, TableClosed
from bot.tables.options import RECONNECT_WINDOW, Mode
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, BOB, CHANNEL, GUILD, bridge_table, human_step, seeded

CASUAL = bridge_table(mode=Mode.CASUAL)


async def closed_by_time(store: SqliteStore, table_id: int) -> bool:
    last = (await store.events(table_id))[-1]
    closed = (last.kind, last.user_id, last.payload.get("by")) == ("Closed", None, "time")
    return closed and await store.table_status(table_id) == "closed"


async def test_r3_7_a_table_still_gathering_closes_itself_after_30_minutes(
    service: TableService, clock: ManualClock, store: SqliteStore, notices: list[Notice]
) -> None:
    assert OPEN_TABLE_WAIT == 30 * 60
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    clock.advance(20 * 60)
    await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)  # a change: the wait starts again
    clock.advance(OPEN_TABLE_WAIT - 1)
    assert await service.run_due_timers() == 0
    assert service.reader.summary(tid).status is Status.OPEN
    clock.advance(1)
    assert await service.run_due_timers() == 1
    assert service.reader.table_in(CHANNEL) is None
    assert await closed_by_time(store, tid)
    assert TableClosed(tid) in notices
    # The channel is free again.
    assert await service.open_table(GUILD, CHANNEL, BOB, "Bob")


async def test_r3_7_a_finished_table_closes_itself_when_nobody_plays_again(
    service: TableService, clock: ManualClock, store: SqliteStore
) -> None:
    single = bridge_table(format=FormatKind.SINGLE)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", single)
    await service.start(tid, ANN, 1)
    while await human_step(service, tid):
        pass
    assert service.reader.summary(tid).status is Status.FINISHED
    results = await store.results(tid)
    assert results
    clock.advance(REMATCH_WAIT - 1)
    assert await service.run_due_timers() == 0
    clock.advance(1)
    assert await service.run_due_timers() == 1
    assert await closed_by_time(store, tid)
    assert await store.results(tid) == results and await store.deals(tid)


async def test_r3_7_the_wait_is_kept_across_a_restart(
    service: TableService, clock: ManualClock, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    clock.advance(OPEN_TABLE_WAIT - 60)
    await service.shutdown()
    reborn = TableService(store, clock=clock, shuffler=seeded)
    assert await reborn.recover() == 1
    assert await reborn.run_due_timers() == 0
    clock.advance(60)
    assert await reborn.run_due_timers() == 1
    assert await closed_by_time(store, tid)
    await reborn.shutdown()


async def test_r4_7_an_idle_casual_game_is_played_out_and_its_table_closes(
    service: TableService, clock: ManualClock, store: SqliteStore, notices: list[Notice]
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", CASUAL)
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    assert service.reader.snapshot(tid).user_controlling(Seat.SOUTH) == ANN  # Ann deals and calls
    clock.advance(CASUAL_IDLE - 1)
    assert await service.run_due_timers() == 1  # the warning, 30 seconds before
    assert service.reader.summary(tid).status is Status.LIVE
    clock.advance(1)
    await service.run_due_timers()
    assert SeatTimedOut(tid, ANN, Seat.SOUTH) in notices
    # A robot plays for her, to the end of the match; then nobody asks for a rematch.
    await service.wait_idle()
    assert service.reader.summary(tid).status is Status.FINISHED
    clock.advance(REMATCH_WAIT)
    await service.run_due_timers()
    assert await closed_by_time(store, tid)
    assert await store.results(tid) == [] and await store.timers(tid) == []


async def _ann_passed_before_bob(service: TableService) -> int:
    """A casual table, Ann South and Bob West; Ann, the dealer, has passed."""
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", CASUAL)
    v = await service.sit(tid, BOB, "Bob", 1, Seat.WEST)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    await service.act(tid, ANN, service.reader.summary(tid).version, "P")
    return tid


async def test_r4_7_r5_5_an_idle_player_who_does_not_come_back_has_left(
    service: TableService, clock: ManualClock, store: SqliteStore
) -> None:
    tid = await _ann_passed_before_bob(service)
    await service.wait_idle()
    assert service.reader.snapshot(tid).user_controlling(Seat.WEST) == BOB
    clock.advance(CASUAL_IDLE)
    await service.run_due_timers()  # Bob times out; his robot passes; Ann is to act again
    await service.wait_idle()
    clock.advance(RECONNECT_WINDOW)
    await service.run_due_timers()
    t = service.reader.snapshot(tid)
    assert t.seat_of(BOB) is None and t.status is Status.LIVE
    assert [e.kind for e in await store.events(tid)].count("Left") == 1


async def test_r4_7_an_undo_nobody_answers_is_refused_in_time(
    service: TableService, clock: ManualClock
) -> None:
    tid = await _ann_passed_before_bob(service)
    await service.ask_undo(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.snapshot(tid).undo_waiting == {BOB}
    clock.advance(CASUAL_IDLE)
    await service.run_due_timers()
    await service.wait_idle()
    t = service.reader.snapshot(tid)
    assert t.undo_asker is None and t.kind(Seat.WEST).value == "away"
    assert t.deal is not None and len(t.deal.actions) > 1  # the pass stands; play went on
