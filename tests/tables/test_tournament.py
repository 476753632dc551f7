"""Rules 10.12-10.19 of seeds/tables.md: tournaments through the table service."""

from __future__ import annotations

from collections.abc import AsyncIterator
from fractions import Fraction

import pytest

from bot.games.field import Comparison, matchpoints
from bot.store import event_rows
from bot.store.db import Store
from bot.store.event_rows import TournamentRow
from bot.tables.clock import ManualClock
from bot.tables.errors import NotAllowed, NotHost, WrongState
from bot.tables.limits import TABLES_PER_CHANNEL
from bot.tables.service import TableService
from bot.tables.table import Status
from bot.tables.tournament import NoSuchTournament, Tournaments, Viewer, round_event
from tests.tables.helpers import ANN, BOB, CAT, CHANNEL, DAN, GUILD, human_step, play_out

HOST = 50
STAFF = Viewer(99, staff=True)


class Rooms:
    """Gives each table a room of its own, as the front end makes a thread per table."""

    def __init__(self) -> None:
        self.made: list[tuple[int, int, int]] = []

    async def __call__(self, t: TournamentRow, round_no: int, user_id: int) -> int:
        self.made.append((t.id, round_no, user_id))
        return 10_000 + len(self.made)


@pytest.fixture
async def events(
    store: Store, clock: ManualClock
) -> AsyncIterator[tuple[Tournaments, TableService]]:
    service = TableService(store, clock=clock)
    tournaments = Tournaments(store, service, Rooms(), clock=clock)
    yield tournaments, service
    await tournaments.shutdown()
    await service.shutdown()


async def finish(tm: Tournaments, service: TableService, table: int) -> None:
    """Play a table to its end, and let the tournament move on."""
    await play_out(service, table)
    await tm.settled()


async def players_tables(store: Store, tournament_id: int, round_no: int, users) -> dict[int, int]:
    out = {}
    for u in users:
        entry = await event_rows.entry(store, round_event(tournament_id, round_no), u)
        if entry is not None:
            out[u] = entry.table_id
    return out


async def register_all(tm: Tournaments, tid: int, users) -> None:
    for u in users:
        await tm.register(GUILD, tid, Viewer(u))


async def test_r10_12_every_table_of_a_round_is_dealt_the_same_boards(events, store):
    tm, service = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Club night", "bridge", rounds=1)
    await register_all(tm, tid, (ANN, BOB, CAT))
    await tm.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB, CAT))
    assert len(set(tables.values())) == 3
    for user, table in tables.items():
        assert service.summary(table).status is Status.LIVE
        assert service.seat_of(table, user) is not None
        await finish(tm, service, table)
    boards = [[d.record.hands for d in await service.finished_deals(t)] for t in tables.values()]
    assert boards[0] == boards[1] == boards[2] and len(boards[0]) == 8


async def test_r10_12_only_the_games_ways_and_a_sane_number_of_rounds(events):
    tm, _ = events
    with pytest.raises(NotAllowed, match="rounds"):
        await tm.create(GUILD, CHANNEL, HOST, "x", "bridge", rounds=0)
    with pytest.raises(NotAllowed, match="scored by"):
        await tm.create(GUILD, CHANNEL, HOST, "x", "bridge", scoring="points against the average")
    with pytest.raises(NotAllowed, match="not a game"):
        await tm.create(GUILD, CHANNEL, HOST, "x", "chess")
    tid = await tm.create(GUILD, CHANNEL, HOST, "  a " + "long " * 40, "kaiser")
    t = await tm.find(GUILD, tid, Viewer(HOST))
    assert len(t.name) <= 60 and t.scoring == Comparison.AVERAGE.value


async def test_r10_13_register_and_withdraw_until_the_start(events):
    tm, _ = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Open pairs", "bridge")
    await tm.register(GUILD, tid, Viewer(ANN))
    with pytest.raises(NotAllowed, match="already"):
        await tm.register(GUILD, tid, Viewer(ANN))
    await tm.withdraw(GUILD, tid, Viewer(ANN))
    with pytest.raises(NotAllowed, match="not registered"):
        await tm.withdraw(GUILD, tid, Viewer(ANN))
    with pytest.raises(WrongState, match="Nobody"):
        await tm.start(GUILD, tid, Viewer(HOST))
    await register_all(tm, tid, (ANN, BOB))
    with pytest.raises(NotHost):
        await tm.start(GUILD, tid, Viewer(ANN))
    await tm.start(GUILD, tid, Viewer(HOST))
    with pytest.raises(WrongState, match="closed"):
        await tm.register(GUILD, tid, Viewer(CAT))
    with pytest.raises(WrongState, match="leave your table"):
        await tm.withdraw(GUILD, tid, Viewer(BOB))


async def test_r10_14_a_private_tournament_is_invisible_to_outsiders(events, store):
    tm, service = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Invitational", "bridge", private=True)
    public = await tm.create(GUILD, CHANNEL, HOST, "Open", "bridge")
    await tm.admit(GUILD, tid, Viewer(HOST), ANN)
    outsider = Viewer(BOB)
    assert [t.id for t in await tm.listing(GUILD, outsider)] == [public]
    assert {t.id for t in await tm.listing(GUILD, Viewer(ANN))} == {tid, public}
    assert {t.id for t in await tm.listing(GUILD, STAFF)} == {tid, public}
    for attempt in (
        tm.register(GUILD, tid, outsider), tm.withdraw(GUILD, tid, outsider),
        tm.standings(GUILD, tid, outsider), tm.start(GUILD, tid, outsider),
        tm.admit(GUILD, tid, outsider, BOB), tm.find(GUILD + 1, tid, Viewer(HOST)),
    ):  # fmt: skip
        with pytest.raises(NoSuchTournament):
            await attempt
    await tm.register(GUILD, tid, Viewer(ANN))
    await tm.start(GUILD, tid, Viewer(HOST))
    table = (await players_tables(store, tid, 1, (ANN,)))[ANN]
    with pytest.raises(NoSuchTournament):
        await tm.may_watch(GUILD, table, outsider)
    assert await tm.may_watch(GUILD, table, STAFF) == service.summary(table).channel_id
    assert table not in {s.id for s in service.listing(GUILD)}


async def test_r10_15_r10_17_standings_each_round_and_the_final_results(events, store):
    tm, service = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Two rounds", "bridge", rounds=2)
    users = (ANN, BOB, CAT)
    await register_all(tm, tid, users)
    await tm.start(GUILD, tid, Viewer(HOST))
    first = await players_tables(store, tid, 1, users)
    for table in list(first.values())[:2]:
        await finish(tm, service, table)
    _, before = await tm.standings(GUILD, tid, Viewer(ANN))
    assert before == []  # a table of round 1 is still playing
    await finish(tm, service, first[CAT])
    _, after_one = await tm.standings(GUILD, tid, Viewer(ANN))
    rows = await event_rows.scores(store, round_event(tid, 1))
    by_board = {}
    for r in rows:
        by_board.setdefault(r.number, {})[r.user_id] = r.score
    expected = {u: sum(matchpoints(b)[u] for b in by_board.values()) / 8 for u in users}
    assert {s.user_id: s.total for s in after_one} == expected
    second = await players_tables(store, tid, 2, users)
    assert set(second) == set(users) and not set(second.values()) & set(first.values())
    for table in second.values():
        await finish(tm, service, table)
    t, final = await tm.standings(GUILD, tid, Viewer(ANN))
    assert t.status == "finished" and {s.boards for s in final} == {16}
    results = {r.user_id: r for r in await store.results()}
    assert set(results) == set(users)
    for s in final:
        assert results[s.user_id].points == (1 if s.place < 2 else -1 if s.place > 2 else 0)
    ratings = await store.fetch("SELECT user_id FROM ratings WHERE guild_id = ?", (GUILD,))
    assert {r[0] for r in ratings} == set(users)
    assert sum(s.total for s in final) == Fraction(3, 2)


async def test_r10_16_a_leaver_scores_nothing_more_and_plays_no_later_round(events, store):
    tm, service = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Leavers", "bridge", rounds=2)
    await register_all(tm, tid, (ANN, BOB))
    await tm.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB))
    while len(await service.finished_deals(tables[BOB])) < 2:
        await human_step(service, tables[BOB])
    await service.wait_idle()
    await service.leave(tables[BOB], BOB, service.summary(tables[BOB]).version)
    await tm.settled()
    await finish(tm, service, tables[ANN])
    assert set(await players_tables(store, tid, 2, (ANN, BOB))) == {ANN}
    _, standings = await tm.standings(GUILD, tid, Viewer(BOB))
    bob = next(s for s in standings if s.user_id == BOB)
    assert bob.boards == 2


async def test_r10_18_r10_19_watching_a_public_tournaments_tables(events, store):
    tm, service = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Watched", "bridge")
    await register_all(tm, tid, (ANN, BOB))
    await tm.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB))
    room = service.summary(tables[ANN]).channel_id
    assert await tm.may_watch(GUILD, tables[ANN], Viewer(DAN)) == room
    with pytest.raises(NotAllowed, match="boards you are playing"):
        await tm.may_watch(GUILD, tables[ANN], Viewer(BOB))
    with pytest.raises(NotAllowed, match="your own"):
        await tm.may_watch(GUILD, tables[ANN], Viewer(ANN))
    await finish(tm, service, tables[BOB])
    assert await tm.may_watch(GUILD, tables[ANN], Viewer(BOB)) == room


async def test_r10_12_a_kaiser_tournament_deals_every_hand_alike_and_scores_points(events, store):
    tm, service = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Kaiser night", "kaiser")
    await register_all(tm, tid, (ANN, BOB))
    await tm.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB))
    for table in tables.values():
        await finish(tm, service, table)
    hands = [[d.record.hands for d in await service.finished_deals(t)] for t in tables.values()]
    shared = min(len(h) for h in hands)
    assert shared > 1 and hands[0][:shared] == hands[1][:shared]
    t, standings = await tm.standings(GUILD, tid, Viewer(ANN))
    assert t.status == "finished" and {s.user_id for s in standings} == {ANN, BOB}
    assert sum(s.total for s in standings) == 0  # points against the average cancel out


async def test_r10_13_a_tournament_takes_as_many_players_as_its_channel_holds_tables(events):
    tm, _ = events
    tid = await tm.create(GUILD, CHANNEL, HOST, "Full house", "bridge")
    await register_all(tm, tid, range(1000, 1000 + TABLES_PER_CHANNEL))
    with pytest.raises(NotAllowed, match="full"):
        await tm.register(GUILD, tid, Viewer(2000))
