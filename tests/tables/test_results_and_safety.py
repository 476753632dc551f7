"""Rules 8 (results) and 9 (keeping the table safe)."""

from __future__ import annotations

import pytest

from bot.games.bridge.records import to_pbn
from bot.games.bridge.robot.players import BasicRobot
from bot.games.bridge.state import Action, Board
from bot.games.bridge.views import SeatView
from bot.games.errors import IllegalCall, IllegalCard, NotYourTurn
from bot.games.game import Game, Robot
from bot.games.seats import Seat
from bot.store.leaderboard import Period, leaderboard, player_stats
from bot.store.ratings import START, display
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.errors import NoSuchTable, NotSeated, StaleVersion
from bot.tables.notices import DealFinished, GameFinished, HandChanged, Notice, TableChanged
from bot.tables.options import Mode, RobotLevel, TableOptions
from bot.tables.service import TableService
from tests.tables.helpers import ANN, BOB, CAT, CHANNEL, GUILD, human_step, play_out, seeded

GAME = "bridge"

RANKED = TableOptions()


async def _ranked_pair_game(service: TableService, options: TableOptions = RANKED) -> int:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await play_out(service, tid)
    return tid


async def test_r8_1_partners_score_alike_by_the_games_winner(
    service: TableService, store: SqliteStore, notices: list[Notice]
) -> None:
    tid = await _ranked_pair_game(service)
    t = service.reader.snapshot(tid)
    assert t.match is not None
    winner = t.match.winner()
    expected = 0 if winner is None else (1 if winner.value == "NS" else -1)
    rows = await store.results(tid)
    assert {(r.user_id, r.points) for r in rows} == {(ANN, expected), (BOB, expected)}
    finished = [n for n in notices if isinstance(n, GameFinished)]
    assert [f.points for f in finished] == [{ANN: expected, BOB: expected}]


async def test_r8_2_casual_games_are_not_recorded(
    service: TableService, store: SqliteStore
) -> None:
    tid = await _ranked_pair_game(service, TableOptions(mode=Mode.CASUAL))
    assert await store.results(tid) == []
    assert len(await store.deals(tid)) >= 4


async def test_r2_4_r8_2_results_are_kept_apart_by_robot_level(
    service: TableService, store: SqliteStore, clock: ManualClock
) -> None:
    await _ranked_pair_game(service, TableOptions(level=RobotLevel.EXPERT))
    now = clock.now()
    expert = await leaderboard(store, GUILD, GAME, "expert", Period.ALL_TIME, now)
    basic = await leaderboard(store, GUILD, GAME, "basic", Period.ALL_TIME, now)
    assert {s.user_id for s in expert} == {ANN, BOB}
    assert basic == []
    assert await leaderboard(store, GUILD + 1, GAME, "expert", Period.ALL_TIME, now) == []


async def test_r8_3_stats_count_games_and_the_rating_moves(
    service: TableService, store: SqliteStore, clock: ManualClock
) -> None:
    await _ranked_pair_game(service)
    stats = await player_stats(store, GUILD, GAME, "basic", ANN, Period.ALL_TIME, clock.now())
    assert stats is not None and stats.name == "Ann"
    assert stats.games == 1 and stats.wins + stats.draws + stats.losses == 1
    if stats.draws == 0:
        assert stats.rating != display(START)


async def test_r9_1_listeners_hear_only_of_committed_changes(
    service: TableService, store: SqliteStore
) -> None:
    seen: list[tuple[int, int]] = []

    async def check(notice: Notice) -> None:
        if isinstance(notice, TableChanged):
            seen.append((notice.version, len(await store.events(notice.table_id))))

    service.subscribe(check)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    assert seen and all(version <= logged for version, logged in seen)


async def test_r9_3_a_stale_or_doubled_request_is_refused_and_changes_nothing(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    with pytest.raises(StaleVersion):
        await service.sit(tid, BOB, "Bob", 1, Seat.EAST)
    with pytest.raises(StaleVersion):
        await service.start(tid, ANN, 1)
    assert service.reader.summary(tid).version == v
    assert len(await store.events(tid)) == v


async def test_r9_3_out_of_turn_and_unseated_requests_are_refused(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    v = service.reader.summary(tid).version
    with pytest.raises(NotYourTurn):
        await service.act(tid, BOB, v, "1C")
    with pytest.raises(NotSeated):
        await service.act(tid, CAT, v, "1C")
    with pytest.raises(NotSeated):
        service.reader.seat_views(tid, CAT)
    with pytest.raises(NoSuchTable):
        await service.act(tid + 1, ANN, v, "1C")
    assert service.reader.summary(tid).version == v
    assert len(await store.events(tid)) == v


async def test_r9_3_text_that_is_no_call_or_card_is_refused_politely(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    v = service.reader.summary(tid).version
    with pytest.raises(IllegalCall, match="refuse-not-playable"):
        await service.act(tid, ANN, v, "8NT")
    with pytest.raises(IllegalCard):
        await service.act(tid, ANN, v, "Z9")
    assert len(await store.events(tid)) == v


async def test_r9_3_your_turn_names_the_version_to_act_on(
    service: TableService, notices: list[Notice]
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    turn = [n for n in notices if isinstance(n, HandChanged) and n.hand.owes][-1]
    assert (turn.user_id, turn.hand.owing) == (ANN, (Seat.SOUTH,))
    await service.act(tid, ANN, turn.version, "P")


async def test_r9_4_each_finished_deal_is_kept_in_pbn(
    service: TableService, store: SqliteStore, notices: list[Notice]
) -> None:
    tid = await _ranked_pair_game(service, TableOptions(mode=Mode.CASUAL))
    rows = await store.deals(tid)
    snapshot = service.reader.snapshot(tid)
    assert snapshot.deal is not None
    last = rows[-1].export
    deal_tag = next(line for line in last.splitlines() if line.startswith("[Deal "))
    board = Board.from_pbn_deal(deal_tag.split('"')[1])
    assert board.hands == snapshot.deal.board.hands
    posted = [to_pbn(n.record) for n in notices if isinstance(n, DealFinished)]
    assert posted == [r.export for r in rows]


class Spy:
    """A robot that remembers every view it was given."""

    def __init__(self, seen: list[SeatView]) -> None:
        self._inner = BasicRobot()
        self._seen = seen

    def decide(self, view: SeatView) -> Action:
        self._seen.append(view)
        return self._inner.decide(view)


async def test_r2_6_robots_see_only_the_seats_they_play(store: SqliteStore) -> None:
    seen: list[SeatView] = []

    def spies(game: Game, options: TableOptions) -> Robot:
        return Spy(seen)

    service = TableService(store, clock=ManualClock(), robots=spies, shuffler=seeded)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.EAST)
    await service.start(tid, ANN, v)
    await play_out(service, tid)
    assert seen
    assert {view.seat for view in seen} <= {Seat.NORTH, Seat.WEST}
    await service.shutdown()


async def test_a_table_whose_robots_fail_unexpectedly_is_tried_again_and_plays_on(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import asyncio

    from bot.tables import robots as driver

    monkeypatch.setattr(driver, "TRY_AGAIN_AFTER", 0.01, raising=False)
    made: list[Robot] = []

    def flaky(game: Game, options: TableOptions) -> Robot:
        # The first robot cannot be made: a failure outside the robot's own thinking.
        if not made:
            made.append(BasicRobot())
            raise RuntimeError("no robot today")
        made.append(BasicRobot())
        return made[-1]

    service = TableService(store, clock=ManualClock(), robots=flaky, shuffler=seeded)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, service.reader.snapshot(tid).version)

    def ann_owes() -> bool:
        t = service.reader.snapshot(tid)
        return any(t.user_controlling(seat) == ANN for seat in t.owing)

    await human_step(service, tid)  # Ann deals: her call, then the robots'
    await service.wait_idle()
    assert not made[1:] and not ann_owes()  # the first robot failed: the table waits
    assert "robots at table" in caplog.text  # said at once, not when the task is collected
    for _ in range(200):  # tried again, the robots play up to Ann's turn
        if ann_owes():
            break
        await asyncio.sleep(0.01)
        await service.wait_idle()
    assert ann_owes()
    await play_out(service, tid)
    summary = service.reader.summary(tid)
    assert summary.match_no == 1 and len(made) > 1
    await service.shutdown()
