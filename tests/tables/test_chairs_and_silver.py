"""Rules 1.11 (a newcomer takes a free chair of a casual game under way) and 2.10 (the silver
table, a protected beta table) of seeds/tables.md, through the table service."""

from __future__ import annotations

import pytest

from bot.games.bridge.formats import FormatKind
from bot.games.game import find_game
from bot.games.seats import Seat
from bot.store.ratings import START, display
from bot.store.rows import Reason
from bot.store.sqlite import SqliteStore
from bot.tables.boards import stored_boards
from bot.tables.clock import ManualClock
from bot.tables.errors import SeatTaken, WrongState
from bot.tables.options import Mode, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.ui.kinds import Kind, kind_of
from tests.tables.helpers import ANN, BOB, CAT, CHANNEL, DAN, GUILD, bridge_table, play_out


async def live(
    service: TableService, options: TableOptions, channel: int = CHANNEL, host: int = ANN
) -> int:
    table = await service.open_table(GUILD, channel, host, f"Host {host}", options)
    await service.start(table, host, service.reader.summary(table).version)
    await service.wait_idle()
    return table


async def test_r1_11_a_newcomer_takes_a_free_chair_of_a_casual_game_under_way(
    service: TableService,
) -> None:
    table = await live(service, bridge_table(mode=Mode.CASUAL))
    version = service.reader.summary(table).version
    with pytest.raises(SeatTaken):
        await service.sit(table, BOB, "Bob", version, Seat.SOUTH)  # Ann's chair
    await service.sit(table, BOB, "Bob", version, Seat.NORTH)
    t = service.reader.snapshot(table)
    assert t.status is Status.LIVE and t.seat_of(BOB) is Seat.NORTH
    assert not t.is_robot(Seat.NORTH) and t.is_robot(Seat.EAST)
    # Seated players keep their chairs while the game goes on.
    for who, seat in ((ANN, Seat.EAST), (BOB, Seat.WEST)):
        with pytest.raises(WrongState, match="error-seated-under-way"):
            await service.sit(table, who, "x", service.reader.summary(table).version, seat)
    await play_out(service, table)
    finished = await service.history.finished_deals(table)
    assert finished and finished[-1].players[Seat.NORTH] == BOB
    assert service.reader.summary(table).status is Status.FINISHED


async def test_r1_11_a_ranked_or_event_game_under_way_keeps_its_chairs(
    service: TableService, store: SqliteStore, clock: ManualClock
) -> None:
    service.serve_events(stored_boards(store, clock))
    ranked = await live(service, bridge_table(mode=Mode.RANKED))
    silver = await live(service, bridge_table(mode=Mode.SILVER), CHANNEL + 1, BOB)
    rules = find_game("bridge").event_rules()
    practice = TableOptions(rules=rules, mode=Mode.CASUAL, event="practice/1")
    event = await live(service, practice, CHANNEL + 2, DAN)
    for table in (ranked, silver, event):
        with pytest.raises(WrongState, match="error-game-under-way"):
            await service.sit(table, CAT, "Cat", service.reader.summary(table).version,
                              Seat.NORTH)  # fmt: skip
        assert service.reader.seat_of(table, CAT) is None


def test_r2_9_r2_10_a_silver_table_shows_silver() -> None:
    assert kind_of(bridge_table(mode=Mode.SILVER)) is Kind.SILVER
    assert kind_of(bridge_table(mode=Mode.SILVER, private=True)) is Kind.PRIVATE
    assert bridge_table(mode=Mode.SILVER).ranked  # timed and recorded
    assert TableOptions.from_json(bridge_table(mode=Mode.SILVER).to_json()).mode is Mode.SILVER


async def ann_rating(store: SqliteStore) -> float:
    rows = await store.fetch("SELECT mu, sigma FROM ratings WHERE user_id = ?", (ANN,))
    return display((rows[0][0], rows[0][1]) if rows else START)


async def test_r2_10_a_silver_games_loss_is_protected_and_no_rating_falls(
    service: TableService, store: SqliteStore
) -> None:
    """Single deals against the robots until Ann has both won and lost one."""
    seen: dict[int, Reason] = {}
    for n in range(20):
        before = await ann_rating(store)
        options = bridge_table(mode=Mode.SILVER, format=FormatKind.SINGLE)
        table = await live(service, options, CHANNEL + n)
        await play_out(service, table)
        (result,) = [r for r in await store.results(table) if r.user_id == ANN]
        after = await ann_rating(store)
        assert result.points >= 0 and after >= before
        if result.points == 0:
            assert result.reason is Reason.PROTECTED and after == before
        seen[result.points] = result.reason
        await service.close(table, ANN, service.reader.summary(table).version)
        if {0, 1} <= set(seen):
            break
    assert seen == {1: Reason.GAME, 0: Reason.PROTECTED}
