"""Rules 1 (tables and seats), 2 (options) and 3 (the host)."""

from __future__ import annotations

import pytest

from bot.games.bridge.options import Declaring
from bot.games.seats import Seat
from bot.store.sqlite import SqliteStore
from bot.tables.errors import (
    BadOption,
    ChannelHasTable,
    NotAllowed,
    NotHost,
    NotInvited,
    SeatTaken,
    WrongState,
)
from bot.tables.options import Mode, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, BOB, CAT, CHANNEL, DAN, GUILD, bridge_table, play_out


async def test_r1_1_one_open_or_live_table_per_channel(service: TableService) -> None:
    await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    with pytest.raises(ChannelHasTable):
        await service.open_table(GUILD, CHANNEL, BOB, "Bob")
    assert await service.open_table(GUILD, CHANNEL + 1, BOB, "Bob")


async def test_r1_2_the_creator_sits_south_and_hosts(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    s = service.reader.summary(tid)
    assert s.host == ANN
    assert s.seats[Seat.SOUTH] == "Ann"
    assert s.status is Status.OPEN


async def test_r1_3_a_player_holds_at_most_one_seat(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    with pytest.raises(SeatTaken):
        await service.sit(tid, CAT, "Cat", v, Seat.NORTH)
    v = await service.sit(tid, BOB, "Bob", v, Seat.EAST)
    seats = service.reader.summary(tid).seats
    assert seats[Seat.EAST] == "Bob"
    assert seats[Seat.NORTH] is None


async def test_r1_4_robots_fill_the_empty_seats_at_the_start(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    with pytest.raises(NotHost):
        await service.start(tid, BOB, v)
    await service.start(tid, ANN, v)
    t = service.reader.snapshot(tid)
    assert t.status is Status.LIVE
    assert t.is_robot(Seat.EAST) and t.is_robot(Seat.WEST)
    assert not t.is_robot(Seat.NORTH) and not t.is_robot(Seat.SOUTH)
    assert t.deal is not None


async def test_r1_4_r1_11_nobody_sits_down_during_a_live_ranked_game(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.start(tid, ANN, 1)
    await service.wait_idle()
    with pytest.raises(WrongState):
        await service.sit(tid, BOB, "Bob", service.reader.summary(tid).version, Seat.NORTH)
    assert v <= service.reader.summary(tid).version


async def test_r1_6_the_listing_hides_private_and_finished_tables(
    service: TableService,
) -> None:
    public = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.open_table(GUILD, CHANNEL + 1, BOB, "Bob", TableOptions(private=True))
    done = await service.open_table(GUILD, CHANNEL + 2, CAT, "Cat", TableOptions(mode=Mode.CASUAL))
    await service.open_table(GUILD + 1, CHANNEL + 3, DAN, "Dan")
    await service.start(done, CAT, 1)
    await play_out(service, done)
    assert [s.id for s in service.reader.listing(GUILD)] == [public]


async def test_r1_7_only_invited_players_sit_at_a_private_table(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", TableOptions(private=True))
    with pytest.raises(NotInvited):
        await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    with pytest.raises(NotHost):
        await service.invite(tid, BOB, 1, BOB)
    v = await service.invite(tid, ANN, 1, BOB)
    await service.sit(tid, BOB, "Bob", v, Seat.NORTH)
    assert service.reader.summary(tid).seats[Seat.NORTH] == "Bob"


def test_r4_1_the_move_time_is_30_to_600_seconds() -> None:
    assert TableOptions().move_time == 180
    for bad in (29, 601):
        with pytest.raises(BadOption):
            TableOptions(move_time=bad)
    assert TableOptions(move_time=30).move_time == 30


async def _robot_declares_opposite_human(
    service: TableService, declaring: Declaring
) -> tuple[int, int]:
    """Deal until a robot North declares opposite Ann; return (table id, version)."""
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", bridge_table(declaring=declaring))
    await service.start(tid, ANN, 1)
    for _ in range(400):
        await service.wait_idle()
        t = service.reader.snapshot(tid)
        assert t.deal is not None
        c = t.deal.contract
        if c is not None and c.declarer is Seat.NORTH:
            return tid, t.version
        if t.status is Status.FINISHED:
            await service.rematch(tid, ANN, t.version)
            continue
        acting = t.acting_seat
        assert acting is not None
        if t.deal.contract is None and acting is Seat.SOUTH:
            await service.act(tid, ANN, t.version, "P")
        else:
            uid = t.user_controlling(acting)
            assert uid == ANN
            view = next(v for v in service.reader.seat_views(tid, ANN) if v.seat is acting)
            await service.act(tid, ANN, t.version, str(view.legal_cards[-1]))
    raise AssertionError("no deal where North declared")


async def test_r2_5_by_default_the_human_plays_both_hands(service: TableService) -> None:
    tid, _ = await _robot_declares_opposite_human(service, Declaring.HUMAN_PARTNER)
    t = service.reader.snapshot(tid)
    assert t.controller(Seat.NORTH) is Seat.SOUTH
    assert {v.seat for v in service.reader.seat_views(tid, ANN)} == {Seat.NORTH, Seat.SOUTH}


async def test_r2_5_the_robot_may_declare_and_play_the_humans_cards(
    service: TableService,
) -> None:
    tid, _ = await _robot_declares_opposite_human(service, Declaring.ROBOT)
    t = service.reader.snapshot(tid)
    assert t.controller(Seat.SOUTH) is Seat.NORTH
    assert t.user_controlling(Seat.SOUTH) is None
    assert [v.seat for v in service.reader.seat_views(tid, ANN)] == [Seat.SOUTH]


async def test_r2_6_a_player_sees_only_the_seats_they_decide_for(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.WEST)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    assert [v.seat for v in service.reader.seat_views(tid, BOB)] == [Seat.WEST]
    assert [v.seat for v in service.reader.seat_views(tid, ANN)] == [Seat.SOUTH]


async def test_r3_1_the_earliest_seated_human_inherits_the_host(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, CAT, "Cat", 1, Seat.WEST)
    v = await service.sit(tid, BOB, "Bob", v, Seat.NORTH)
    v = await service.sit(tid, CAT, "Cat", v, Seat.EAST)
    v = await service.leave(tid, ANN, v)
    assert service.reader.summary(tid).host == CAT


async def test_r3_2_a_table_whose_humans_all_left_closes(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    await service.leave(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.table_in(CHANNEL) is None
    assert service.reader.listing(GUILD) == []


async def test_r3_3_the_host_closes_a_table_that_has_not_started(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    with pytest.raises(NotHost):
        await service.close(tid, BOB, v)
    await service.close(tid, ANN, v)
    assert await store.table_status(tid) == "closed"
    assert service.reader.table_in(CHANNEL) is None


async def test_r3_4_the_host_cannot_close_a_live_game_on_others(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    with pytest.raises(NotAllowed):
        await service.close(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.summary(tid).status is Status.LIVE


async def test_r3_5_closing_keeps_results_and_deal_records(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    before = await store.results(tid)
    assert len(before) == 1
    await service.close(tid, ANN, service.reader.summary(tid).version)
    assert await store.results(tid) == before
    assert len(await store.deals(tid)) >= 4


async def test_r2_6_declarer_sees_dummy_only_from_the_opening_lead(
    service: TableService,
) -> None:
    options = TableOptions(mode=Mode.CASUAL)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    for uid, name, seat in (
        (BOB, "Bob", Seat.WEST),
        (CAT, "Cat", Seat.NORTH),
        (DAN, "Dan", Seat.EAST),
    ):
        await service.sit(tid, uid, name, service.reader.summary(tid).version, seat)
    await service.start(tid, ANN, service.reader.summary(tid).version)
    # South (Ann) deals and opens 1NT; everyone passes: Ann declares, Cat (North) is dummy.
    for uid, call in ((ANN, "1NT"), (BOB, "P"), (CAT, "P"), (DAN, "P")):
        await service.act(tid, uid, service.reader.summary(tid).version, str(call))
    assert [v.seat for v in service.reader.seat_views(tid, ANN)] == [Seat.SOUTH]
    lead = service.reader.seat_views(tid, BOB)[0].legal_cards[0]
    await service.act(tid, BOB, service.reader.summary(tid).version, str(lead))
    assert [v.seat for v in service.reader.seat_views(tid, ANN)] == [Seat.SOUTH, Seat.NORTH]
    assert [v.seat for v in service.reader.seat_views(tid, CAT)] == [Seat.NORTH]


async def test_r1_3_the_service_says_who_sits_where_without_a_full_copy(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.WEST)
    assert service.reader.seat_of(tid, ANN) is Seat.SOUTH
    assert service.reader.seat_of(tid, BOB) is Seat.WEST
    assert service.reader.seat_of(tid, CAT) is None
    assert sorted(service.reader.humans(tid)) == [ANN, BOB]
    assert not service.reader.robot_to_act(tid)  # nothing to act on before the start
    await service.start(tid, ANN, v)
    await service.wait_idle()
    # South deals: Ann acts first, so no robot is to act.
    assert not service.reader.robot_to_act(tid)
