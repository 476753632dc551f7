"""Rules 10.6-10.11 of seeds/tables.md: the daily challenge through the table service, with
two players who play the day's boards hours apart."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import date, timedelta
from fractions import Fraction

import pytest

from bot.games.bridge.calls import PASS
from bot.games.bridge.formats import FormatKind, GameScore
from bot.games.bridge.scoring import Vulnerability, imps
from bot.games.bridge.state import Board, CallAction, DealState
from bot.games.field import Comparison, cross_imps, matchpoints
from bot.games.game import find_game
from bot.games.kaiser.game import HandDue
from bot.games.seats import Seat, Side
from bot.store import event_rows
from bot.store.event_rows import AlreadyEntered, EntryRow
from bot.store.sqlite import SqliteStore
from bot.tables.boards import stored_boards
from bot.tables.clock import ManualClock
from bot.tables.daily import DailyChallenge, Room, event_key
from bot.tables.errors import NoSuchTable, NotAllowed, NotInvited, WrongState
from bot.tables.events import Dealt
from bot.tables.field_robots import ROBOTS
from bot.tables.history import logged
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, BOB, CAT, CHANNEL, GUILD, human_step, play_deals, play_out

HOURS = 3600.0


@pytest.fixture
async def daily(store: SqliteStore, clock: ManualClock) -> AsyncIterator[DailyChallenge]:
    service = TableService(store, clock=clock)
    challenge = DailyChallenge(store, service, clock=clock, robots=lambda game: game.simple_robot())
    challenge.service = service  # type: ignore[attr-defined]
    yield challenge
    await challenge.shutdown()
    await service.shutdown()


def tables(daily: DailyChallenge) -> TableService:
    return daily.service  # type: ignore[attr-defined, no-any-return]


async def play_the_day(daily: DailyChallenge, user: int, channel: int) -> int:
    table = await daily.play(GUILD, channel, user, f"player {user}", "bridge")
    await play_out(tables(daily), table)
    await daily.robots_done()
    return table


async def deals_played(service: TableService, table: int) -> list[tuple[int, str]]:
    done = await service.history.finished_deals(table)
    return [(d.board_no, _hands(d.record)) for d in done]


def _hands(record: object) -> str:
    hands = record.hands  # type: ignore[attr-defined]
    return " ".join("".join(sorted(str(c) for c in hands[s])) for s in Seat)


async def test_r10_6_two_players_hours_apart_get_the_same_eight_boards(daily, clock):
    ann = await play_the_day(daily, ANN, CHANNEL)
    clock.advance(5 * HOURS)
    bob = await play_the_day(daily, BOB, CHANNEL + 1)
    service = tables(daily)
    ann_boards = await deals_played(service, ann)
    assert [n for n, _ in ann_boards] == list(range(1, 9))
    assert ann_boards == await deals_played(service, bob)
    assert len({h for _, h in ann_boards}) == 8


async def test_r10_6_a_board_is_dealt_only_when_a_table_reaches_it(daily, store, clock):
    event = event_key(GUILD, "bridge", daily.today())
    assert await event_rows.board_numbers(store, event) == []
    table = await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge")
    await tables(daily).wait_idle()
    assert await event_rows.board_numbers(store, event) == [1]
    assert tables(daily).reader.summary(table).status is Status.LIVE


def test_r10_6_the_daily_boards_carry_their_own_dealer_and_vulnerability():
    score = GameScore(FormatKind.BOARDS_8)
    for number in range(1, 9):
        due = score.next_deal()
        assert due is not None
        assert (due.number, due.dealer, due.vulnerability) == (
            number,
            Board.dealer_for(number),
            Vulnerability.from_board(number),
        )
        # Every board passed out: each still counts, and scores nothing.
        state = DealState(Board.numbered(number))
        seat = due.dealer
        for _ in range(4):
            state.apply(CallAction(seat, PASS))
            seat = seat.next
        assert score.record(state).score.net(seat.side) == 0
    assert score.is_over and score.counted_deals == 8


async def test_r10_7_a_player_plays_the_day_once(daily):
    table = await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge")
    with pytest.raises(NotAllowed, match="daily-playing-already"):
        await daily.play(GUILD, CHANNEL + 5, ANN, "Ann", "bridge")
    await play_out(tables(daily), table)
    with pytest.raises(NotAllowed, match="daily-played-already"):
        await daily.play(GUILD, CHANNEL + 5, ANN, "Ann", "bridge")


async def test_r10_7_nobody_else_sits_and_nothing_is_played_again(daily):
    service = tables(daily)
    table = await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge")
    await service.wait_idle()
    version = service.reader.summary(table).version
    with pytest.raises(NotAllowed):
        await service.invite(table, ANN, version, BOB)
    await human_step(service, table)
    await service.wait_idle()
    with pytest.raises(NotAllowed, match="error-event-no-undo"):
        await service.ask_undo(table, ANN, service.reader.summary(table).version)
    await play_out(service, table)
    with pytest.raises(NotAllowed, match="error-event-no-rematch"):
        await service.rematch(table, ANN, service.reader.summary(table).version)
    with pytest.raises(NotInvited):
        await service.sit(table, BOB, "Bob", service.reader.summary(table).version, Seat.NORTH)
    assert service.reader.summary(table).status is Status.FINISHED


async def test_r10_8_the_robots_result_on_every_board_is_in_the_field(daily, store):
    await play_the_day(daily, ANN, CHANNEL)
    report = await daily.report(GUILD, "bridge", ANN, daily.today())
    assert [b.results for b in report.boards] == [2] * 8
    scores = await event_rows.scores(store, report.event)
    assert {r.number for r in scores if r.user_id == ROBOTS} == set(range(1, 9))
    assert {s.user_id for s in report.standings} == {ANN, ROBOTS}


async def test_r10_9_the_day_closes_at_midnight_utc(daily, clock):
    day = daily.today()  # 15 January, 08:00 UTC
    clock.advance(15 * HOURS + 59 * 60)
    assert daily.today() == day and not daily.closed(day)
    clock.advance(60)
    assert daily.today() == day + timedelta(days=1) and daily.closed(day)


async def test_r10_10_results_stay_hidden_until_the_player_has_finished(daily, clock):
    service = tables(daily)
    day = daily.today()
    with pytest.raises(NotAllowed, match="daily-play-first"):
        await daily.report(GUILD, "bridge", BOB, day)
    await play_the_day(daily, ANN, CHANNEL)
    clock.advance(2 * HOURS)
    bob = await daily.play(GUILD, CHANNEL + 1, BOB, "Bob", "bridge")
    for _ in range(30):
        await human_step(service, bob)
    # The robots may finish a board after Bob's last move: let them, and its result be kept,
    # before comparing the report with the log.
    await service.wait_idle()
    await daily.robots_done()
    assert service.reader.summary(bob).status is Status.LIVE
    with pytest.raises(NotAllowed, match="daily-finish-first"):
        await daily.report(GUILD, "bridge", BOB, day)
    with pytest.raises(NotAllowed):
        await daily.leaderboard(GUILD, "bridge", BOB, month=False)
    # Ann, who has finished, sees only the boards Bob has finished, never his board in play.
    seen = await daily.report(GUILD, "bridge", ANN, day)
    bob_boards = {b.number for b in seen.boards if b.results == 3}
    assert bob_boards == {n for n, _ in await deals_played(service, bob)}
    # Once the day has closed, someone who never played may look.
    clock.advance(24 * HOURS)
    closed = await daily.report(GUILD, "bridge", CAT, day)
    assert closed.boards and all(b.result is None for b in closed.boards)


async def test_r10_10_both_players_see_the_same_consistent_matchpoints(daily, clock, store):
    await play_the_day(daily, ANN, CHANNEL)
    clock.advance(4 * HOURS)
    await play_the_day(daily, BOB, CHANNEL + 1)
    day = daily.today()
    ann = await daily.report(GUILD, "bridge", ANN, day)
    bob = await daily.report(GUILD, "bridge", BOB, day)
    assert ann.standings == bob.standings
    rows = await event_rows.scores(store, ann.event)
    for a, b in zip(ann.boards, bob.boards, strict=True):
        field = {r.user_id: r.score for r in rows if r.number == a.number}
        assert set(field) == {ANN, BOB, ROBOTS}
        assert a.shares[Comparison.MATCHPOINTS] == matchpoints(field)[ANN]
        assert b.shares[Comparison.MATCHPOINTS] == matchpoints(field)[BOB]
        assert a.shares[Comparison.CROSS_IMPS] == cross_imps(field, imps)[ANN]
        assert a.field == b.field and sum(n for *_, n in a.field) == 3
        assert a.record is not None and b.record is not None
    by_hand = sum(matchpoints({r.user_id: r.score for r in rows if r.number == n})[ANN]
                  for n in range(1, 9)) / 8  # fmt: skip
    assert ann.totals[Comparison.MATCHPOINTS] == by_hand
    assert sum(s.total for s in ann.standings) == Fraction(3, 2)


async def test_r10_11_the_month_averages_the_closed_days(daily, clock):
    await play_the_day(daily, ANN, CHANNEL)
    await play_the_day(daily, BOB, CHANNEL + 1)
    first = await daily.report(GUILD, "bridge", ANN, daily.today())
    _, month = await daily.leaderboard(GUILD, "bridge", ANN, month=True)
    assert month == ()  # today has not closed
    clock.advance(24 * HOURS)
    await play_the_day(daily, ANN, CHANNEL)
    second = await daily.report(GUILD, "bridge", ANN, daily.today())
    clock.advance(24 * HOURS)
    (start, end), month = await daily.leaderboard(GUILD, "bridge", BOB, month=True)
    assert start.day == 1 and end == daily.today() - timedelta(days=1)
    got = {s.user_id: (s.total, s.boards) for s in month}
    ann_days = [s.total for r in (first, second) for s in r.standings if s.user_id == ANN]
    bob_day = next(s.total for s in first.standings if s.user_id == BOB)
    assert got == {ANN: (sum(ann_days) / 2, 2), BOB: (bob_day, 1)}


async def test_r10_11_a_board_left_unplayed_scores_nothing(daily, clock):
    service = tables(daily)
    table = await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge")
    await play_deals(service, table, 2)
    await service.leave(table, ANN, service.reader.summary(table).version)
    day = daily.today()
    clock.advance(24 * HOURS)  # having left early, she sees the results once the day closes
    report = await daily.report(GUILD, "bridge", ANN, day)
    mine = next(s for s in report.standings if s.user_id == ANN)
    shares = [b.shares[Comparison.MATCHPOINTS] for b in report.boards if b.result is not None]
    assert mine.boards == len(shares) == 2
    # The third board was dealt when Ann reached it, and the robots have played it since.
    assert len(report.boards) == 3
    assert mine.total == sum(shares) / 3


async def test_r10_6_r10_8_a_kaiser_day_is_a_game_of_fixed_hands_against_the_robots(daily, clock):
    service = tables(daily)
    ann = await daily.play(GUILD, CHANNEL, ANN, "Ann", "kaiser")
    await play_out(service, ann)
    await daily.robots_done()
    clock.advance(HOURS)
    bob = await daily.play(GUILD, CHANNEL + 1, BOB, "Bob", "kaiser")
    await play_out(service, bob)
    await daily.robots_done()
    hands = [await deals_played(service, t) for t in (ann, bob)]
    shared = min(len(h) for h in hands)
    assert shared > 1 and hands[0][:shared] == hands[1][:shared]
    report = await daily.report(GUILD, "kaiser", ANN, daily.today())
    assert report.comparisons == (Comparison.AVERAGE,)
    played = [b for b in report.boards if b.result is not None]
    assert played and all(b.results >= 2 for b in played)
    assert sum(s.total for s in report.standings) == 0


async def test_r10_20_a_daily_player_may_go_away_and_come_back_that_day(daily, clock):
    service = tables(daily)
    table = await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge")
    await play_deals(service, table, 2)
    midnight = (clock.now() // 86_400 + 1) * 86_400
    clock.advance(3 * HOURS)  # far longer than a casual table waits for an idle player
    assert await service.run_due_timers() == 0
    assert service.reader.snapshot(table).autoplay == {}
    await human_step(service, table)  # back at the table, Ann plays on
    await service.wait_idle()
    assert service.reader.snapshot(table).autoplay == {}
    clock.advance(midnight - clock.now() - 20)
    assert await service.run_due_timers() == 0  # no warning: she never times out
    assert service.reader.snapshot(table).autoplay == {}
    clock.advance(21)
    assert await service.run_due_timers() == 1
    # Rule 10.9: the day is over, and her table closes with the boards she played.
    with pytest.raises(NoSuchTable):
        service.reader.summary(table)


class Rooms:
    """Threads as the front end makes them for daily tables: counted, and taken away."""

    def __init__(self) -> None:
        self.made: list[int] = []
        self.dropped: list[int] = []

    def room(self) -> Room:
        rooms = self

        class One:
            async def make(self) -> int:
                rooms.made.append(CHANNEL + 1000 + len(rooms.made))
                return rooms.made[-1]

            async def drop(self, room: int) -> None:
                rooms.dropped.append(room)

        return One()


async def table_rows(store: SqliteStore) -> int:
    return len(await store.fetch("SELECT id FROM tables", ()))


async def test_r10_7_a_refused_entry_leaves_no_room_no_table_and_no_entry(daily, store):
    rooms = Rooms()
    await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge", room=rooms.room())
    assert len(rooms.made) == 1 and await table_rows(store) == 1
    with pytest.raises(NotAllowed, match="daily-playing-already"):
        await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge", room=rooms.room())
    assert len(rooms.made) == 1 and await table_rows(store) == 1  # refused before any room
    # Two tries at once (a double click): the second is refused while the first opens.
    both = await asyncio.gather(
        daily.play(GUILD, CHANNEL, BOB, "Bob", "bridge", room=rooms.room()),
        daily.play(GUILD, CHANNEL, BOB, "Bob", "bridge", room=rooms.room()),
        return_exceptions=True,
    )
    refused = [r for r in both if isinstance(r, NotAllowed)]
    assert len(refused) == 1 and refused[0].key == "daily-opening-already"
    assert len(rooms.made) == 2 and await table_rows(store) == 2 and rooms.dropped == []


async def test_r10_7_an_entry_refused_after_its_room_was_made_takes_the_room_away(daily, store):
    """The entry is kept with the table or not at all: one made meanwhile by another
    process refuses the table, and the room made for it goes."""
    rooms = Rooms()
    event = event_key(GUILD, "bridge", daily.today())
    real = event_rows.enter_in
    elsewhere = await tables(daily).open_table(GUILD, CHANNEL + 7, ANN, "Ann")

    async def entered_elsewhere_meanwhile(tx, row):
        other = EntryRow(row.event, row.user_id, row.guild_id, row.game, row.day, elsewhere,
                         row.at)  # fmt: skip
        await real(tx, other)
        await real(tx, row)

    event_rows.enter_in = entered_elsewhere_meanwhile
    try:
        with pytest.raises(AlreadyEntered):
            await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge", room=rooms.room())
    finally:
        event_rows.enter_in = real
    assert rooms.dropped == rooms.made and len(rooms.made) == 1
    assert await table_rows(store) == 1  # the other table only
    assert await event_rows.entry(store, event, ANN) is None
    assert tables(daily).in_memory()["tables"] == 1


async def test_r10_6_a_kept_board_is_the_deal_alone_and_each_table_adds_its_own_score(store, clock):
    """Two Kaiser tables reach hand 2 at different game scores: each gets the same cards at
    its own score, and what is kept of the hand is its number, dealer and cards."""
    kaiser = find_game("kaiser")
    boards = stored_boards(store, clock)
    event = event_key(GUILD, "kaiser", date(2026, 1, 15))
    rules = kaiser.event_rules()
    ann = await boards(event, kaiser, HandDue(2, Seat.EAST, rules, {Side.NS: 31, Side.EW: 47}))
    bob = await boards(event, kaiser, HandDue(2, Seat.EAST, rules, {Side.NS: -8, Side.EW: 0}))
    kept = await event_rows.board(store, event, 2)
    assert kept is not None and kept.splitlines() == [kept] and "scores" not in kept
    ann_hand, bob_hand = kaiser.start(ann), kaiser.start(bob)
    assert ann_hand.deal == bob_hand.deal and ann_hand.deal.number == 2
    assert ann_hand.scores == {Side.NS: 31, Side.EW: 47}
    assert bob_hand.scores == {Side.NS: -8, Side.EW: 0}
    alone = kaiser.start(kaiser.deal_board(kept, None))
    assert alone.deal == ann_hand.deal and alone.scores == {Side.NS: 0, Side.EW: 0}


async def pass_when_allowed(service: TableService, table_id: int) -> bool:
    """Ann's way at the Kaiser table: the first move offered (a pass whenever she may)."""
    await service.wait_idle()
    t = service.reader.snapshot(table_id)
    if t.status is not Status.LIVE or t.deal is None or not t.owing:
        return False
    seat = t.owing[0]
    view = next(v for v in service.reader.seat_views(table_id, ANN) if v.seat is seat)
    await service.act(table_id, ANN, t.version, t.game.move_text(view.legal_actions[0]))
    return True


async def test_r10_6_r10_8_each_kaiser_table_plays_every_hand_from_its_own_score(
    daily, clock, store
):
    service = tables(daily)
    ann = await daily.play(GUILD, CHANNEL, ANN, "Ann", "kaiser")
    for _ in range(2000):
        if not await pass_when_allowed(service, ann):
            break
    clock.advance(HOURS)
    bob = await daily.play(GUILD, CHANNEL + 1, BOB, "Bob", "kaiser")
    await play_out(service, bob)
    await daily.robots_done()
    played = {t: await service.history.finished_deals(t) for t in (ann, bob)}
    for table, deals in played.items():
        dealt = [e.deal for e, _ in await logged(store, table) if isinstance(e, Dealt)]
        score = {Side.NS: 0, Side.EW: 0}
        for d, text in zip(deals, dealt, strict=False):
            # Each hand was dealt at this table's own score (its picture, its freeze and its
            # robots read it), whatever the other table's was.
            assert d.record.score.before == score == find_game("kaiser").start(text).scores
            score = dict(d.record.score.after)
    own = [[d.record.score.before for d in deals] for deals in played.values()]
    assert own[0] != own[1]  # the two tables' games went differently
    shared = min(len(d) for d in played.values())
    assert [d.record.hands for d in played[ann][:shared]] == [
        d.record.hands for d in played[bob][:shared]
    ]
    # Rule 10.8: the robots' own result on every hand either table reached.
    event = event_key(GUILD, "kaiser", daily.today())
    numbers = await event_rows.board_numbers(store, event)
    assert numbers == list(range(1, max(len(d) for d in played.values()) + 1))
    robots = {r.number for r in await event_rows.scores(store, event) if r.user_id == ROBOTS}
    assert robots == set(numbers)
    report = await daily.report(GUILD, "kaiser", ANN, daily.today())
    assert ROBOTS in {s.user_id for s in report.standings}
    assert all(b.results >= 2 for b in report.boards if b.result is not None)


async def _start_a_board(service: TableService, table: int) -> int:
    """Make human moves until one is made in a deal that goes on after it; the deals finished.

    One move is not always enough: a human's pass can be the fourth, and the board passed out
    is then a board played."""
    while True:
        before = len(await service.history.finished_deals(table))
        assert await human_step(service, table)
        await service.wait_idle()
        if len(await service.history.finished_deals(table)) == before:
            return before


async def test_r10_9_a_table_still_playing_at_midnight_closes_with_the_boards_played(
    daily, clock, store
):
    service = tables(daily)
    clock.advance(15 * HOURS + 50 * 60)  # 23:50 UTC
    day = daily.today()
    table = await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge")
    await play_deals(service, table, 2)
    played = await _start_a_board(service, table)
    clock.advance(10 * 60)  # midnight: the day's challenge has closed
    assert daily.today() == day + timedelta(days=1)
    with pytest.raises(WrongState, match="error-event-day-over"):
        await human_step(service, table)  # before the timer closes it, no move counts
    assert await service.run_due_timers() == 1
    with pytest.raises(NoSuchTable):
        service.reader.summary(table)
    report = await daily.report(GUILD, "bridge", ANN, day)
    assert [b.number for b in report.boards if b.result is not None] == list(range(1, played + 1))
    mine = next(s for s in report.standings if s.user_id == ANN)
    assert mine.boards == played
    # Its day is the day it opened: the new day is a new challenge, open to her.
    again = await daily.play(GUILD, CHANNEL + 1, ANN, "Ann", "bridge")
    entry = await event_rows.entry(store, event_key(GUILD, "bridge", day + timedelta(days=1)), ANN)
    assert entry is not None and entry.table_id == again != table


async def test_r10_10_a_player_who_leaves_early_sees_the_field_only_once_the_day_closes(
    daily, clock
):
    await play_the_day(daily, BOB, CHANNEL + 1)
    service = tables(daily)
    table = await daily.play(GUILD, CHANNEL, ANN, "Ann", "bridge")
    await service.leave(table, ANN, service.reader.summary(table).version)
    day = daily.today()
    for look in (daily.report(GUILD, "bridge", ANN, day),
                 daily.leaderboard(GUILD, "bridge", ANN, month=False)):  # fmt: skip
        with pytest.raises(NotAllowed, match="daily-left-early"):
            await look
    assert (await daily.report(GUILD, "bridge", BOB, day)).boards  # Bob played them all
    clock.advance(24 * HOURS)
    closed = await daily.report(GUILD, "bridge", ANN, day)
    assert len(closed.boards) == 8 and all(b.result is None for b in closed.boards)
