"""Rules 10.12-10.28 of seeds/tables.md: tournaments through the table service."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from fractions import Fraction

import pytest

from bot.games.field import Comparison, matchpoints
from bot.games.seats import Seat, Side
from bot.store import event_rows
from bot.store.event_rows import TournamentRow
from bot.store.sqlite import SqliteStore
from bot.tables import checks
from bot.tables.clock import ManualClock
from bot.tables.errors import NotAllowed, NotHost, TooManyTables, WrongState
from bot.tables.field_robots import ROBOTS
from bot.tables.limits import CASUAL_IDLE
from bot.tables.service import TableService
from bot.tables.start_time import start_time
from bot.tables.status import Status
from bot.tables.tournament import NoSuchTournament, Tournaments, Viewer, pairings, round_event
from bot.tables.tournament.rounds import RETRY
from bot.tables.tournament.terms import MAX_PLAYERS
from tests.tables.helpers import (
    ANN,
    BOB,
    CAT,
    CHANNEL,
    DAN,
    GUILD,
    play_deals,
    play_out,
)

HOST = 50
STAFF = Viewer(99, staff=True)


def plain(game):
    """The robots' own result on each board comes from the plainest robots: quick."""
    return game.simple_robot()


class Rooms:
    """Gives each table a room of its own, as the front end makes a thread per table."""

    #: Every room has a number of its own, in whichever process (a restarted one too).
    numbers = itertools.count(10_001)

    def __init__(self) -> None:
        self.made: list[tuple[int, int, tuple[int, ...]]] = []
        self.rooms: list[int] = []
        self.dropped: list[int] = []

    async def __call__(self, t: TournamentRow, round_no: int, users) -> int:
        self.made.append((t.id, round_no, tuple(users)))
        self.rooms.append(next(self.numbers))
        return self.rooms[-1]

    async def drop(self, room: int, users) -> None:
        self.dropped.append(room)


@pytest.fixture
async def events(
    store: SqliteStore, clock: ManualClock
) -> AsyncIterator[tuple[Tournaments, TableService]]:
    service = TableService(store, clock=clock)
    rooms = Rooms()
    tournaments = Tournaments(store, service, rooms, clock=clock, robots=plain,
                              drop_room=rooms.drop)  # fmt: skip
    tournaments.rooms = rooms  # type: ignore[attr-defined]
    yield tournaments, service
    await tournaments.rounds.shutdown()
    await service.shutdown()


async def finish(tm: Tournaments, service: TableService, table: int) -> None:
    """Play a table to its end, and let the tournament move on."""
    await play_out(service, table)
    await tm.rounds.settled()


async def players_tables(
    store: SqliteStore, tournament_id: int, round_no: int, users
) -> dict[int, int]:
    out = {}
    for u in users:
        entry = await event_rows.entry(store, round_event(tournament_id, round_no), u)
        if entry is not None:
            out[u] = entry.table_id
    return out


async def register_all(tm: Tournaments, tid: int, users) -> None:
    for u in users:
        await tm.signup.register(GUILD, tid, Viewer(u))


async def test_r10_12_every_table_of_a_round_is_dealt_the_same_boards(events, store):
    tm, service = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Club night", "bridge", rounds=1)
    await register_all(tm, tid, (ANN, BOB, CAT))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB, CAT))
    assert len(set(tables.values())) == 3
    for user, table in tables.items():
        assert service.reader.summary(table).status is Status.LIVE
        assert service.reader.seat_of(table, user) is not None
        await finish(tm, service, table)
    boards = [
        [d.record.hands for d in await service.history.finished_deals(t)] for t in tables.values()
    ]
    assert boards[0] == boards[1] == boards[2] and len(boards[0]) == 8


async def test_r10_12_only_the_games_ways_and_a_sane_number_of_rounds(events):
    tm, _ = events
    with pytest.raises(NotAllowed, match="tourney-rounds-range"):
        await tm.signup.create(GUILD, CHANNEL, HOST, "x", "bridge", rounds=0)
    with pytest.raises(NotAllowed, match="tourney-scored-by"):
        await tm.signup.create(
            GUILD, CHANNEL, HOST, "x", "bridge", scoring="points against the average"
        )
    with pytest.raises(NotAllowed, match="server-unknown-game"):
        await tm.signup.create(GUILD, CHANNEL, HOST, "x", "chess")
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "  a " + "long " * 40, "kaiser")
    t = await tm.signup.find(GUILD, tid, Viewer(HOST))
    assert len(t.name) <= 60 and t.scoring == Comparison.AVERAGE.value


async def test_r10_13_register_and_withdraw_until_the_start(events):
    tm, _ = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Open pairs", "bridge")
    await tm.signup.register(GUILD, tid, Viewer(ANN))
    with pytest.raises(NotAllowed, match="tourney-registered-already"):
        await tm.signup.register(GUILD, tid, Viewer(ANN))
    await tm.signup.withdraw(GUILD, tid, Viewer(ANN))
    with pytest.raises(NotAllowed, match="tourney-not-registered"):
        await tm.signup.withdraw(GUILD, tid, Viewer(ANN))
    with pytest.raises(WrongState, match="tourney-nobody-registered"):
        await tm.rounds.start(GUILD, tid, Viewer(HOST))
    await register_all(tm, tid, (ANN, BOB))
    with pytest.raises(NotHost):
        await tm.rounds.start(GUILD, tid, Viewer(ANN))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    with pytest.raises(WrongState, match="tourney-registration-closed"):
        await tm.signup.register(GUILD, tid, Viewer(CAT))
    with pytest.raises(WrongState, match="tourney-leave-your-table"):
        await tm.signup.withdraw(GUILD, tid, Viewer(BOB))


async def test_r10_14_a_private_tournament_is_invisible_to_outsiders(events, store):
    tm, service = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Invitational", "bridge", private=True)
    public = await tm.signup.create(GUILD, CHANNEL, HOST, "Open", "bridge")
    await tm.signup.admit(GUILD, tid, Viewer(HOST), ANN)
    outsider = Viewer(BOB)
    assert [t.id for t in await tm.signup.listing(GUILD, outsider)] == [public]
    assert {t.id for t in await tm.signup.listing(GUILD, Viewer(ANN))} == {tid, public}
    assert {t.id for t in await tm.signup.listing(GUILD, STAFF)} == {tid, public}
    for attempt in (
        tm.signup.register(GUILD, tid, outsider), tm.signup.withdraw(GUILD, tid, outsider),
        tm.standings.show(GUILD, tid, outsider), tm.rounds.start(GUILD, tid, outsider),
        tm.signup.admit(GUILD, tid, outsider, BOB), tm.signup.find(GUILD + 1, tid, Viewer(HOST)),
    ):  # fmt: skip
        with pytest.raises(NoSuchTournament):
            await attempt
    await tm.signup.register(GUILD, tid, Viewer(ANN))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    table = (await players_tables(store, tid, 1, (ANN,)))[ANN]
    with pytest.raises(NoSuchTournament):
        await tm.watching.may_watch(GUILD, table, outsider)
    room = service.reader.summary(table).channel_id
    assert await tm.watching.may_watch(GUILD, table, STAFF) == room
    assert table not in {s.id for s in service.reader.listing(GUILD)}


async def test_r10_8_r10_15_r10_17_standings_each_round_and_the_final_results(events, store):
    tm, service = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Two rounds", "bridge", rounds=2)
    users = (ANN, BOB, CAT)
    await register_all(tm, tid, users)
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    first = await players_tables(store, tid, 1, users)
    for table in list(first.values())[:2]:
        await finish(tm, service, table)
    _, before = await tm.standings.show(GUILD, tid, Viewer(ANN))
    assert before == []  # a table of round 1 is still playing
    await finish(tm, service, first[CAT])
    _, after_one = await tm.standings.show(GUILD, tid, Viewer(ANN))
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
    t, final = await tm.standings.show(GUILD, tid, Viewer(ANN))
    assert t.status == "finished" and {s.boards for s in final} == {16}
    results = {r.user_id: r for r in await store.results()}
    assert set(results) == set(users)
    fields = []
    for round_no in (1, 2):
        boards = {}
        for r in await event_rows.scores(store, round_event(tid, round_no)):
            boards.setdefault(r.number, {})[r.user_id] = r.score
        fields += boards.values()
    # Rule 10.8: the robots' own result is in the field on every board, ranked with nobody.
    assert len(fields) == 16 and all(set(b) == {*users, ROBOTS} for b in fields)
    robots = sum(matchpoints(b)[ROBOTS] for b in fields) / 16
    for s in final:
        assert results[s.user_id].points == (1 if s.place < 2 else -1 if s.place > 2 else 0)
    ratings = await store.fetch("SELECT user_id FROM ratings WHERE guild_id = ?", (GUILD,))
    assert {r[0] for r in ratings} == set(users)
    assert sum(s.total for s in final) + robots == 2  # four results share each board


async def test_r10_16_a_leaver_scores_nothing_more_and_plays_no_later_round(events, store):
    tm, service = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Leavers", "bridge", rounds=2)
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB))
    await play_deals(service, tables[BOB], 2)
    await service.leave(tables[BOB], BOB, service.reader.summary(tables[BOB]).version)
    await tm.rounds.settled()
    await finish(tm, service, tables[ANN])
    assert set(await players_tables(store, tid, 2, (ANN, BOB))) == {ANN}
    _, standings = await tm.standings.show(GUILD, tid, Viewer(BOB))
    bob = next(s for s in standings if s.user_id == BOB)
    assert bob.boards == 2


async def test_r10_18_r10_19_watching_a_public_tournaments_tables(events, store):
    tm, service = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Watched", "bridge")
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB))
    room = service.reader.summary(tables[ANN]).channel_id
    assert await tm.watching.may_watch(GUILD, tables[ANN], Viewer(DAN)) == room
    with pytest.raises(NotAllowed, match="tourney-watch-later"):
        await tm.watching.may_watch(GUILD, tables[ANN], Viewer(BOB))
    with pytest.raises(NotAllowed, match="tourney-own-table"):
        await tm.watching.may_watch(GUILD, tables[ANN], Viewer(ANN))
    await finish(tm, service, tables[BOB])
    assert await tm.watching.may_watch(GUILD, tables[ANN], Viewer(BOB)) == room


async def test_r10_12_a_kaiser_tournament_deals_every_hand_alike_and_scores_points(events, store):
    tm, service = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Kaiser night", "kaiser")
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB))
    for table in tables.values():
        await finish(tm, service, table)
    hands = [
        [d.record.hands for d in await service.history.finished_deals(t)] for t in tables.values()
    ]
    shared = min(len(h) for h in hands)
    assert shared > 1 and hands[0][:shared] == hands[1][:shared]
    t, standings = await tm.standings.show(GUILD, tid, Viewer(ANN))
    assert t.status == "finished" and {s.user_id for s in standings} == {ANN, BOB}
    # Rule 10.8: the robots' own result is in the field on every hand either table reached;
    # each result scores its points less the others' average, so with theirs all cancel out.
    rows = await event_rows.scores(store, round_event(tid, 1))
    field = {}
    for r in rows:
        field.setdefault(r.number, {})[r.user_id] = r.score
    assert sorted(field) == list(range(1, max(len(h) for h in hands) + 1))
    assert all(ROBOTS in scores for scores in field.values())
    robots = sum(
        Fraction(s[ROBOTS]) - Fraction(sum(v for u, v in s.items() if u != ROBOTS), len(s) - 1)
        for s in field.values()
    )
    assert sum(s.total for s in standings) + robots == 0


async def test_r10_13_a_tournament_takes_at_most_its_number_of_players(events):
    tm, _ = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Full house", "bridge")
    await register_all(tm, tid, range(1000, 1000 + MAX_PLAYERS))
    with pytest.raises(NotAllowed, match="tourney-full"):
        await tm.signup.register(GUILD, tid, Viewer(2000))


EVE, FAY = 5, 6


async def pairs_event(tm: Tournaments, rounds: int = 1, **more) -> int:
    """A pairs tournament: Ann & Bob and Cat & Dan as pairs, each naming the other."""
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Pairs night", "bridge", pairs=True,
                          rounds=rounds, **more)  # fmt: skip
    for me, partner in ((ANN, BOB), (BOB, ANN), (CAT, DAN), (DAN, CAT)):
        await tm.signup.register(GUILD, tid, Viewer(me), partner)
    return tid


async def test_r10_21_a_pair_is_two_players_naming_each_other(events):
    tm, _ = events
    alone = await tm.signup.create(GUILD, CHANNEL, HOST, "Individuals", "bridge")
    with pytest.raises(NotAllowed, match="tourney-solo"):
        await tm.signup.register(GUILD, alone, Viewer(ANN), BOB)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Pairs", "bridge", pairs=True)
    with pytest.raises(NotAllowed, match="tourney-partner-is-another"):
        await tm.signup.register(GUILD, tid, Viewer(ANN), ANN)
    assert await tm.signup.register(GUILD, tid, Viewer(ANN), BOB) is None  # Bob has not named Ann
    t = await tm.signup.find(GUILD, tid, Viewer(HOST))
    assert await tm.signup.units(t) == [(ANN,)]
    assert await tm.signup.register(GUILD, tid, Viewer(BOB), ANN) == ANN
    await tm.signup.register(GUILD, tid, Viewer(CAT), ANN)  # Ann is taken: Cat plays alone
    assert await tm.signup.units(t) == [(ANN, BOB), (CAT,)]
    await tm.signup.withdraw(GUILD, tid, Viewer(BOB))
    assert await tm.signup.units(t) == [(ANN,), (CAT,)]


async def test_r10_21_two_pairs_to_a_table_and_robots_in_every_other_seat(events, store):
    tm, service = events
    tid = await pairs_event(tm)
    await tm.signup.register(GUILD, tid, Viewer(EVE), FAY)  # Fay never names Eve: Eve plays alone
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB, CAT, DAN, EVE))
    assert tables[ANN] == tables[BOB] == tables[CAT] == tables[DAN] != tables[EVE]
    four = service.reader.snapshot(tables[ANN])
    seats = {u: four.seat_of(u) for u in (ANN, BOB, CAT, DAN)}
    assert seats[ANN].partner is seats[BOB] and seats[CAT].partner is seats[DAN]
    assert seats[ANN].side is not seats[CAT].side and four.robot_seats == frozenset()
    assert service.reader.humans(tables[EVE]) == [EVE]
    for table in {tables[ANN], tables[EVE]}:
        await finish(tm, service, table)
    boards = [[d.record.hands for d in await service.history.finished_deals(t)]
              for t in (tables[ANN], tables[EVE])]  # fmt: skip
    assert boards[0] == boards[1] and len(boards[0]) == 8
    t, standings = await tm.standings.show(GUILD, tid, Viewer(ANN))
    assert t.status == "finished"
    # A pair is ranked once, under whichever of its two sits South or East.
    captains = {s.user_id for s in standings}
    south_or_east = {u for u, seat in seats.items() if seat in (Seat.SOUTH, Seat.EAST)}
    assert captains == south_or_east | {EVE}
    results = {r.user_id for r in await store.results()}
    assert results == {ANN, BOB, CAT, DAN, EVE}  # both of a pair have the pair's place


async def test_r10_21_results_are_compared_within_each_direction(events, store):
    tm, service = events
    tid = await pairs_event(tm)
    await tm.signup.register(GUILD, tid, Viewer(EVE))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, CAT, EVE))
    for table in {tables[ANN], tables[EVE]}:
        await finish(tm, service, table)
    four = service.reader.snapshot(tables[ANN])
    ns = next(u for u in (ANN, BOB, CAT, DAN) if four.seat_of(u) is Seat.SOUTH)
    ew = next(u for u in (ANN, BOB, CAT, DAN) if four.seat_of(u) is Seat.EAST)
    # An independent count, from the two tables' records: North–South's net score on each
    # board at each table; East–West's is its negative, at Eve's table the robots'.
    net = {}
    for table in (tables[ANN], tables[EVE]):
        for d in await service.history.finished_deals(table):
            net.setdefault(d.board_no, {})[table] = d.record.score.net(Side.NS)

    def share(mine, other):
        return Fraction(2 if mine > other else 1 if mine == other else 0, 2)

    ns_total = sum(share(b[tables[ANN]], b[tables[EVE]]) for b in net.values()) / 8
    eve_total = sum(share(b[tables[EVE]], b[tables[ANN]]) for b in net.values()) / 8
    ew_total = sum(share(-b[tables[ANN]], -b[tables[EVE]]) for b in net.values()) / 8
    _, standings = await tm.standings.show(GUILD, tid, Viewer(ANN))
    got = {s.user_id: s.total for s in standings}
    assert got == {ns: ns_total, EVE: eve_total, ew: ew_total}
    assert got[ns] + got[EVE] == 1  # North–South's field: the two North–South results


def test_r10_21_each_pair_meets_a_new_pair_each_round():
    four = [(1, 2), (3, 4), (5, 6), (7, 8)]
    met = set()
    for round_no in (1, 2, 3):
        tables = pairings(four, round_no)
        assert sorted(u for t in tables for u in t) == sorted(four)
        met |= {frozenset(t) for t in tables}
    assert len(met) == 6  # every pair has met every other once
    three = [(1, 2), (3, 4), (5, 6)]
    against_robots = set()
    for round_no in (1, 2, 3):
        tables = pairings(three, round_no)
        assert sum(1 for _, ew in tables if ew is None) == 1
        against_robots |= {ns for ns, ew in tables if ew is None}
    assert against_robots == set(three)  # the robots' turn goes round


async def test_r10_16_a_leaver_is_replaced_by_a_robot_and_the_table_is_scored(events, store):
    tm, service = events
    tid = await pairs_event(tm, rounds=2)
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    table = (await players_tables(store, tid, 1, (ANN,)))[ANN]
    leaver = next(u for u in (ANN, BOB, CAT, DAN) if service.reader.seat_of(table, u) is Seat.EAST)
    stays = next(u for u in (ANN, BOB, CAT, DAN) if service.reader.seat_of(table, u) is Seat.SOUTH)
    await play_deals(service, table, 2)
    await service.leave(table, leaver, service.reader.summary(table).version)
    assert service.reader.summary(table).status is Status.LIVE
    assert Seat.EAST in service.reader.snapshot(table).robot_seats
    await finish(tm, service, table)
    assert len(await service.history.finished_deals(table)) == 8  # the table went on to the end
    event = round_event(tid, 1)
    ns = {r.number: r.user_id for r in await event_rows.scores(store, event) if r.user_id}
    ew = {r.number: r.user_id for r in await event_rows.scores(store, event + "/EW") if r.user_id}
    assert set(ns.values()) == {stays} and len(ns) == 8
    assert [ew[n] for n in sorted(ew)][2:] == [-table] * 6  # the robot played on for them
    # The leaver's pair scores the two boards it played, and plays no later round.
    second = await players_tables(store, tid, 2, (ANN, BOB, CAT, DAN))
    partner = {ANN: BOB, BOB: ANN, CAT: DAN, DAN: CAT}
    assert set(second) == {stays, partner[stays]}
    assert set(service.reader.humans(second[stays])) == {stays, partner[stays]}
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).round == 2


async def restarted(store_path, clock: ManualClock, rooms=None):
    """A new process over the same database: its store, its service (tables recovered) and its
    tournaments."""
    store = await SqliteStore.open(store_path)
    service = TableService(store, clock=clock)
    await service.recover()
    rooms = rooms or Rooms()
    tm = Tournaments(store, service, rooms, clock=clock, robots=plain, drop_room=rooms.drop)
    return store, service, tm


async def stopped(*parts) -> None:
    tm, service, store = parts
    await tm.rounds.shutdown()
    await service.shutdown()
    await store.close()


def test_r10_22_a_start_is_a_utc_time_a_date_or_minutes_from_now():
    now = datetime(2026, 12, 1, 18, 0, tzinfo=UTC).timestamp()
    assert start_time("19:30", now) == now + 90 * 60
    assert start_time("17:00 UTC", now) == now + 23 * 3600  # the next 17:00 is tomorrow's
    assert start_time("+45", now) == start_time("in 45", now) == start_time("45m", now)
    assert start_time("45", now) == now + 45 * 60
    assert start_time("2026-12-10 19:30", now) == datetime(2026, 12, 10, 19, 30,
                                                            tzinfo=UTC).timestamp()  # fmt: skip
    for said, why in (("25:00", "tourney-start-said"), ("soon", "tourney-start-said"),
                      ("2026-11-30 10:00", "tourney-time-passed"), ("+0", "tourney-time-passed"),
                      ("2027-06-01 10:00", "tourney-start-within"),
                      ("2026-02-30 10:00", "tourney-start-said")):  # fmt: skip
        with pytest.raises(NotAllowed, match=why):
            start_time(said, now)


async def test_r10_22_a_tournament_starts_at_its_time_even_after_a_restart(db_path, clock):
    store, service, tm = await restarted(db_path, clock)
    with pytest.raises(NotAllowed, match="tourney-time-or-full"):
        await tm.signup.create(GUILD, CHANNEL, HOST, "x", "bridge", starts_at=clock.now() + 60,
                        when_full=4)  # fmt: skip
    with pytest.raises(NotAllowed, match="tourney-time-passed"):
        await tm.signup.create(GUILD, CHANNEL, HOST, "x", "bridge", starts_at=clock.now())
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "At eight", "bridge",
                          starts_at=clock.now() + 600)  # fmt: skip
    await register_all(tm, tid, (ANN, BOB))
    assert await tm.rounds.run_due() == 0
    await stopped(tm, service, store)
    clock.advance(600)
    store, service, tm = await restarted(db_path, clock)
    assert await tm.rounds.run_due() == 1
    t = await tm.signup.find(GUILD, tid, Viewer(HOST))
    assert (t.status, t.round) == ("playing", 1)
    tables = await players_tables(store, tid, 1, (ANN, BOB))
    assert all(service.reader.summary(table).status is Status.LIVE for table in tables.values())
    late = await tm.signup.create(GUILD, CHANNEL, HOST, "Nobody came", "bridge",
                           starts_at=clock.now() + 60)  # fmt: skip
    clock.advance(60)
    await tm.rounds.run_due()
    assert (await tm.signup.find(GUILD, late, Viewer(HOST))).status == "finished"  # called off
    await stopped(tm, service, store)


async def test_r10_22_a_tournament_starts_itself_when_full(events, store):
    tm, _ = events
    with pytest.raises(NotAllowed, match="tourney-full-range"):
        await tm.signup.create(GUILD, CHANNEL, HOST, "x", "bridge", when_full=1)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Three of us", "bridge", when_full=3)
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.settled()
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).status == "registering"
    await tm.signup.register(GUILD, tid, Viewer(CAT))
    await tm.rounds.settled()
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).status == "playing"
    assert set(await players_tables(store, tid, 1, (ANN, BOB, CAT))) == {ANN, BOB, CAT}


async def test_r10_23_a_round_a_stopped_process_left_unopened_opens_at_start_up(db_path, clock):
    """The round's last boards and its end were logged, then the process stopped."""
    store, service, tm = await restarted(db_path, clock)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Stalled", "bridge", rounds=2)
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))

    async def dies_first(tournament_id: int, round_no: int) -> None:
        """The process stops after the round's last board, before it opens the next."""

    first = await players_tables(store, tid, 1, (ANN, BOB))
    keep = tm.rounds._keep

    async def bobs_boards_untold(notice) -> None:
        """Bob's boards finish as the process stops: their ends are logged, never told."""
        if notice.table_id != first[BOB]:
            await keep(notice)

    tm.rounds._advance = dies_first  # type: ignore[method-assign]
    tm.rounds._keep = bobs_boards_untold  # type: ignore[method-assign]
    for table in first.values():
        await finish(tm, service, table)
    t = await tm.signup.find(GUILD, tid, Viewer(HOST))
    assert (t.status, t.round) == ("playing", 1)
    assert await players_tables(store, tid, 2, (ANN, BOB)) == {}
    kept = await event_rows.scores(store, round_event(tid, 1))
    assert {r.user_id for r in kept} == {ANN, ROBOTS}
    await stopped(tm, service, store)
    store, service, tm = await restarted(db_path, clock)
    assert await tm.rounds.run_due() == 1
    await tm.rounds.settled()
    kept = await event_rows.scores(store, round_event(tid, 1))
    assert sorted(r.number for r in kept if r.user_id == BOB) == list(range(1, 9))
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).round == 2
    second = await players_tables(store, tid, 2, (ANN, BOB))
    assert set(second) == {ANN, BOB}
    assert all(service.reader.summary(table).status is Status.LIVE for table in second.values())
    assert await tm.rounds.run_due() == 0  # looked over once: nothing opens twice
    await stopped(tm, service, store)


async def test_r10_23_a_round_whose_opening_stopped_halfway_opens_the_rest(db_path, clock):
    """The round's tables opened, and the process stopped before it had started them all."""
    store, service, tm = await restarted(db_path, clock)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Halfway", "bridge")
    await register_all(tm, tid, (ANN, BOB, CAT))
    start_one = tm.rounds._seat_and_start
    calls = []

    async def stops_after_the_first(*args) -> None:
        calls.append(args)
        if len(calls) > 1:
            raise OSError("the process stops")
        await start_one(*args)

    tm.rounds._seat_and_start = stops_after_the_first  # type: ignore[method-assign]
    with pytest.raises(OSError):
        await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB, CAT))
    assert [service.reader.summary(t).status for t in tables.values()].count(Status.LIVE) == 1
    await stopped(tm, service, store)
    store, service, tm = await restarted(db_path, clock)
    assert await tm.rounds.run_due() == 1
    tables = await players_tables(store, tid, 1, (ANN, BOB, CAT))
    assert set(tables) == {ANN, BOB, CAT} and len(set(tables.values())) == 3
    assert all(service.reader.summary(t).status is Status.LIVE for t in tables.values())
    await stopped(tm, service, store)


class FailingRooms(Rooms):
    """Discord refuses the second thread of a round, once."""

    async def __call__(self, t: TournamentRow, round_no: int, users) -> int:
        if len(self.made) == 1:
            self.made.append((t.id, round_no, ()))
            raise OSError("Discord is down")
        return await super().__call__(t, round_no, users)


async def entries_of(store: SqliteStore, tid: int) -> list:
    return await store.fetch("SELECT user_id FROM event_entries WHERE event LIKE ?",
                             (f"tournament/{tid}/%",))  # fmt: skip


async def table_count(store: SqliteStore) -> int:
    return len(await store.fetch("SELECT id FROM tables", ()))


async def test_r10_25_a_round_whose_thread_cannot_be_made_opens_nothing(db_path, clock):
    rooms = FailingRooms()
    store, service, tm = await restarted(db_path, clock, rooms)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Discord hiccup", "bridge")
    await register_all(tm, tid, (ANN, BOB, CAT))
    with pytest.raises(NotAllowed, match="tourney-rooms-failed"):
        await tm.rounds.start(GUILD, tid, Viewer(HOST))
    assert rooms.dropped == rooms.rooms and len(rooms.rooms) == 1  # the thread made goes
    assert await table_count(store) == 0 and await entries_of(store, tid) == []
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).status == "registering"
    await tm.rounds.start(GUILD, tid, Viewer(HOST))  # Discord is back
    tables = await players_tables(store, tid, 1, (ANN, BOB, CAT))
    assert len(set(tables.values())) == 3 and await table_count(store) == 3
    await stopped(tm, service, store)


async def casual_tables(
    service: TableService, count: int, parent: int | None = None, first: int = 0
) -> list[int]:
    """Casual tables of hosts 900, 901, ...: in threads of `parent`, or channels of their own."""
    return [await service.open_table(GUILD, 9000 + n + (parent or 0), 900 + n, f"Host {n}",
                                     parent_id=parent)
            for n in range(first, first + count)]  # fmt: skip


async def test_r1_8_r10_25_a_round_opens_every_table_or_none_and_says_why(
    events, store, monkeypatch
):
    tm, service = events
    monkeypatch.setattr(checks, "TABLES_PER_SERVER", 4)
    monkeypatch.setattr(checks, "TABLES_PER_CHANNEL", 2)
    # The tournament's channel is full of casual tables: that keeps no event out.
    casual = await casual_tables(service, 2, parent=CHANNEL)
    with pytest.raises(TooManyTables, match="error-too-many-in-channel"):
        await casual_tables(service, 1, parent=CHANNEL, first=2)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Crowded", "bridge")
    await register_all(tm, tid, (ANN, BOB, CAT))
    with pytest.raises(TooManyTables) as refused:
        await tm.rounds.start(GUILD, tid, Viewer(HOST))
    assert refused.value.key == "error-no-room-for-tables"
    assert refused.value.values == {"count": 4, "needed": 3, "free": 2}
    # Nothing was made: no thread, no table, no entry, and the tournament waits for its host.
    assert tm.rooms.made == [] and await table_count(store) == 2
    assert await entries_of(store, tid) == []
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).status == "registering"
    await service.close(casual[0], 900, service.reader.summary(casual[0]).version)
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    tables = await players_tables(store, tid, 1, (ANN, BOB, CAT))
    assert len(set(tables.values())) == 3
    assert all(service.reader.summary(t).status is Status.LIVE for t in tables.values())


async def test_r10_25_a_next_round_without_room_waits_and_opens_once_there_is(
    events, store, clock, monkeypatch
):
    tm, service = events
    monkeypatch.setattr(checks, "TABLES_PER_SERVER", 4)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Busy night", "bridge", rounds=2)
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    first = await players_tables(store, tid, 1, (ANN, BOB))
    await finish(tm, service, first[ANN])
    casual = await casual_tables(service, 3)  # the server is full
    await finish(tm, service, first[BOB])
    t = await tm.signup.find(GUILD, tid, Viewer(HOST))
    assert (t.status, t.round) == ("playing", 1)  # round 2 waits, nothing of it made
    assert await players_tables(store, tid, 2, (ANN, BOB)) == {}
    assert len(tm.rooms.made) == 2
    for table in casual[:2]:
        await service.close(table, service.reader.summary(table).host,
                            service.reader.summary(table).version)  # fmt: skip
    assert await tm.rounds.run_due() == 1  # looked over at start-up: there is room now
    await tm.rounds.settled()
    second = await players_tables(store, tid, 2, (ANN, BOB))
    assert set(second) == {ANN, BOB}
    assert all(service.reader.summary(t).status is Status.LIVE for t in second.values())


async def test_r10_25_a_held_round_is_tried_again_each_minute(events, store, clock, monkeypatch):
    tm, service = events
    monkeypatch.setattr(checks, "TABLES_PER_SERVER", 2)
    casual = await casual_tables(service, 1)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Timed", "bridge",
                                 starts_at=clock.now() + 5 * 60)  # fmt: skip
    await register_all(tm, tid, (ANN, BOB))
    clock.advance(5 * 60)
    assert await tm.rounds.run_due() == 1  # due: tried, and held for want of room
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).status == "registering"
    await service.close(casual[0], 900, service.reader.summary(casual[0]).version)
    assert await tm.rounds.run_due() == 0  # it waits its minute
    clock.advance(RETRY)
    assert await tm.rounds.run_due() == 1
    assert (await tm.signup.find(GUILD, tid, Viewer(HOST))).status == "playing"
    assert len(await players_tables(store, tid, 1, (ANN, BOB))) == 2


async def test_r10_26_a_tournament_of_one_finishes_records_and_moves_no_rating(events, store):
    tm, service = events
    for pairs in (False, True):
        tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Alone", "bridge", pairs=pairs)
        await register_all(tm, tid, (ANN,))
        await tm.rounds.start(GUILD, tid, Viewer(HOST))
        table = (await players_tables(store, tid, 1, (ANN,)))[ANN]
        await finish(tm, service, table)
        t, final = await tm.standings.show(GUILD, tid, Viewer(ANN))
        assert t.status == "finished" and [(s.user_id, s.place) for s in final] == [(ANN, 1)]
        kept = [r for r in await store.results() if r.table_id == table]
        assert [(r.user_id, r.points) for r in kept] == [(ANN, 0)]
    assert await store.fetch("SELECT user_id FROM ratings", ()) == []


async def test_r10_27_a_player_who_never_shows_scores_nothing_and_plays_no_later_round(
    events, store, clock
):
    tm, service = events
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "No-show", "bridge", rounds=2)
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    first = await players_tables(store, tid, 1, (ANN, BOB))
    await finish(tm, service, first[ANN])
    clock.advance(CASUAL_IDLE)
    await service.run_due_timers()  # Bob times out; a robot plays his boards
    await service.wait_idle()
    await tm.rounds.settled()
    # The robot finished his boards within his reconnect window: he is still seated.
    assert service.reader.summary(first[BOB]).status is Status.FINISHED
    assert service.reader.seat_of(first[BOB], BOB) is Seat.SOUTH
    kept = await event_rows.scores(store, round_event(tid, 1))
    assert not [r for r in kept if r.user_id == BOB]
    assert len([r for r in kept if r.user_id == -first[BOB]]) == 8  # the field has them
    assert set(await players_tables(store, tid, 2, (ANN, BOB))) == {ANN}


async def test_r10_28_a_tournament_runs_without_its_host(events, store):
    tm, service = events
    tid = await pairs_event(tm, rounds=2)
    with pytest.raises(NotHost):
        await tm.rounds.start(GUILD, tid, Viewer(ANN))
    await tm.rounds.start(GUILD, tid, STAFF)  # the host is away: staff start it
    table = (await players_tables(store, tid, 1, (ANN,)))[ANN]
    host = service.reader.summary(table).host
    assert host is not None and service.reader.seat_of(table, host) is Seat.SOUTH
    await play_deals(service, table, 1)
    await service.leave(table, host, service.reader.summary(table).version)
    summary = service.reader.summary(table)
    assert summary.status is Status.LIVE and summary.host not in (None, host)
    await finish(tm, service, table)
    assert len(await service.history.finished_deals(table)) == 8
    second = await players_tables(store, tid, 2, (ANN, BOB, CAT, DAN))
    assert host not in second and len(second) == 2


async def test_r10_24_the_host_chooses_the_boards_a_round_has(events, store):
    tm, service = events
    for boards in (0, 13, -1):
        with pytest.raises(NotAllowed, match="tourney-boards-range"):
            await tm.signup.create(GUILD, CHANNEL, HOST, "x", "bridge", boards=boards)
    with pytest.raises(NotAllowed, match="tourney-whole-game"):
        await tm.signup.create(GUILD, CHANNEL, HOST, "x", "kaiser", boards=4)
    tid = await tm.signup.create(GUILD, CHANNEL, HOST, "Short", "bridge", boards=3, rounds=2)
    await register_all(tm, tid, (ANN, BOB))
    await tm.rounds.start(GUILD, tid, Viewer(HOST))
    for round_no in (1, 2):
        tables = await players_tables(store, tid, round_no, (ANN, BOB))
        for table in tables.values():
            await finish(tm, service, table)
        played = [[d.board_no for d in await service.history.finished_deals(t)]
                  for t in tables.values()]  # fmt: skip
        assert played == [[1, 2, 3], [1, 2, 3]]
    t, standings = await tm.standings.show(GUILD, tid, Viewer(ANN))
    assert t.status == "finished" and {s.boards for s in standings} == {6}
    assert sum(s.total for s in standings) == 1  # two entrants share each board's matchpoints
