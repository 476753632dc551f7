"""The table rules at a Kaiser table: a remake before any card is shown, the leaver alone
losing afterwards (rules 5.6, 5.7), the reconnect window, playing again and the host."""

from __future__ import annotations

import pytest

from bot.games.kaiser.records import read_record
from bot.games.kaiser.state import CardAction
from bot.games.seats import Seat
from bot.store.leaderboard import Period, Standing, player_stats
from bot.store.rows import Reason
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.errors import NoSuchTable, NotAllowed
from bot.tables.notices import DealFinished, GameFinished, Notice, PlayerLeft, SeatTimedOut
from bot.tables.options import Mode
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import (
    ANN,
    BOB,
    CAT,
    CHANNEL,
    DAN,
    GUILD,
    human_step,
    kaiser_table,
    play_out,
)

KAISER = kaiser_table()


async def player_standing(store: SqliteStore, user_id: int) -> Standing | None:
    return await player_stats(store, GUILD, "kaiser", "basic", user_id, Period.ALL_TIME, 1e12)


SHORT = kaiser_table(target=20, freeze=None)


async def four_at_the_table(service: TableService) -> int:
    """Ann South, Bob North, Cat East, Dan West, started."""
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", KAISER)
    v = 1
    for uid, name, seat in ((BOB, "Bob", Seat.NORTH), (CAT, "Cat", Seat.EAST),
                            (DAN, "Dan", Seat.WEST)):  # fmt: skip
        v = await service.sit(tid, uid, name, v, seat)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    return tid


async def until_a_card_is_played(service: TableService, tid: int) -> None:
    for _ in range(20):
        await service.wait_idle()
        deal = service.reader.snapshot(tid).deal
        assert deal is not None
        if any(isinstance(a, CardAction) for a in deal.actions):
            return
        assert await human_step(service, tid)
    raise AssertionError("no card was played")


async def test_r5_6_leaving_before_any_card_is_shown_ends_the_game_as_a_remake(
    service: TableService, store: SqliteStore, notices: list[Notice]
) -> None:
    tid = await four_at_the_table(service)
    assert await human_step(service, tid)  # a bid or a pass: no card is shown by it
    await service.leave(tid, CAT, service.reader.summary(tid).version)
    await service.wait_idle()
    assert await store.results(tid) == []
    assert "Left" in [e.kind for e in await store.events(tid)]
    over = [n for n in notices if isinstance(n, GameFinished)]
    assert len(over) == 1 and over[0].remake and over[0].points == {}
    s = service.reader.summary(tid)
    assert s.status is Status.FINISHED and Seat.EAST not in {
        seat for seat, name in s.seats.items() if name == "Cat"
    }
    # Nothing is owed any more: the remade hand is not played on.
    assert service.reader.snapshot(tid).owing == ()
    for uid in (ANN, BOB, DAN):
        assert await player_standing(store, uid) is None


async def test_r5_7_after_a_card_is_shown_the_leaver_alone_loses(
    service: TableService, store: SqliteStore, notices: list[Notice]
) -> None:
    tid = await four_at_the_table(service)
    await until_a_card_is_played(service, tid)
    await service.leave(tid, CAT, service.reader.summary(tid).version)
    await service.wait_idle()
    rows = {r.user_id: (r.points, r.reason) for r in await store.results(tid)}
    assert rows[CAT][0] == -1
    assert rows[DAN] == (0, Reason.PROTECTED)
    assert rows[ANN] == rows[BOB] == (0, Reason.FORFEIT_WIN)
    left = next(n for n in notices if isinstance(n, PlayerLeft))
    assert left.reasons[DAN] == Reason.PROTECTED and left.points[CAT] == -1
    # The game goes on with a robot in East, and its end adds nothing for anyone.
    t = service.reader.snapshot(tid)
    assert t.status is Status.LIVE and t.is_robot(Seat.EAST)
    await play_out(service, tid)
    assert len(await store.results(tid)) == 4
    # Only the leaver's rating moved; a forfeit win counts as a win and a protected result as
    # no loss.
    cat = await player_standing(store, CAT)
    ann = await player_standing(store, ANN)
    dan = await player_standing(store, DAN)
    assert cat is not None and ann is not None and dan is not None
    assert (ann.wins, ann.losses, ann.points) == (1, 0, 0)
    assert (dan.draws, dan.losses, dan.points) == (1, 0, 0)
    assert ann.rating == dan.rating > cat.rating


async def test_r5_7_r5_5_missing_the_reconnect_window_at_kaiser_is_leaving_alone(
    service: TableService, clock: ManualClock, notices: list[Notice], store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", KAISER)
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    await until_a_card_is_played(service, tid)
    # Whoever of the two is to act now runs out of time; a robot covers the seat, which
    # stays theirs for the window.
    t = service.reader.snapshot(tid)
    seat = next(s for s in t.owing if t.user_controlling(s) is not None)
    late = t.user_controlling(seat)
    assert late is not None
    clock.advance(180)
    await service.run_due_timers()
    await service.wait_idle()
    assert SeatTimedOut(tid, late, seat) in notices
    t = service.reader.snapshot(tid)
    assert t.is_robot(seat) and t.seat_of(late) is seat
    with pytest.raises(NotAllowed):
        await service.act(tid, late, t.version, "pass")
    clock.advance(180)
    await service.run_due_timers()
    await service.wait_idle()
    rows = {r.user_id: (r.points, r.reason) for r in await store.results(tid)}
    stayed = BOB if late == ANN else ANN
    assert rows[late][0] == -1 and rows[stayed] == (0, Reason.PROTECTED)
    assert service.reader.snapshot(tid).seat_of(late) is None


async def test_r4_4_a_kaiser_player_who_comes_back_in_the_window_keeps_the_seat(
    service: TableService, clock: ManualClock, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", KAISER)
    v = await service.sit(tid, BOB, "Bob", 1, Seat.EAST)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    while (t := service.reader.snapshot(tid)).user_controlling(t.owing[0]) != ANN:
        assert await human_step(service, tid)  # Bob, until it is Ann's turn
    clock.advance(180)
    await service.run_due_timers()
    await service.wait_idle()
    t = service.reader.snapshot(tid)  # the robot has played for Ann; it is Bob's turn
    assert t.is_robot(Seat.SOUTH) and t.seat_of(ANN) is Seat.SOUTH
    assert t.user_controlling(t.owing[0]) == BOB
    await service.come_back(tid, ANN, t.version)
    assert not service.reader.snapshot(tid).is_robot(Seat.SOUTH)
    assert await store.results(tid) == []


async def finished_pair(service: TableService) -> int:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", SHORT)
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await play_out(service, tid)
    assert service.reader.summary(tid).status is Status.FINISHED
    return tid


async def test_r6_1_r6_3_a_kaiser_rematch_needs_every_human_and_a_seat_change_resets_it(
    service: TableService,
) -> None:
    tid = await finished_pair(service)
    v = await service.rematch(tid, ANN, service.reader.summary(tid).version)
    v = await service.sit(tid, BOB, "Bob", v, Seat.EAST)
    v = await service.rematch(tid, BOB, v)
    assert service.reader.summary(tid).status is Status.FINISHED  # Ann's approval was reset
    await service.rematch(tid, ANN, v)
    s = service.reader.summary(tid)
    assert s.status is Status.LIVE and s.match_no == 2 and s.seats[Seat.EAST] == "Bob"


async def test_r6_2_alone_with_robots_a_kaiser_player_starts_again_at_once(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", kaiser_table(
        target=20, freeze=None, mode=Mode.CASUAL))  # fmt: skip
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    await service.rematch(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.summary(tid).match_no == 2


async def test_r3_1_r3_2_a_kaiser_host_passes_to_the_earliest_seated_human(
    service: TableService,
) -> None:
    tid = await four_at_the_table(service)
    await until_a_card_is_played(service, tid)
    v = await service.leave(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.summary(tid).host == BOB  # seated before Cat and Dan; robots never host
    v = await service.leave(tid, BOB, v)
    assert service.reader.summary(tid).host == CAT
    v = await service.leave(tid, CAT, v)
    assert service.reader.summary(tid).host == DAN
    await service.leave(tid, DAN, v)
    with pytest.raises(NoSuchTable):  # the humans have all gone: it closed
        service.reader.summary(tid)


async def test_r9_4_each_finished_kaiser_hand_is_kept_as_a_text_that_reads_back(
    service: TableService, store: SqliteStore, notices: list[Notice]
) -> None:
    tid = await finished_pair(service)
    rows = await store.deals(tid)
    posted = [n.record for n in notices if isinstance(n, DealFinished)]
    assert len(rows) == len(posted) > 1
    for row, record in zip(rows, posted, strict=True):
        assert read_record(row.export) == record
        assert row.result == record.result_text
