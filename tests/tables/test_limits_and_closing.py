"""Rules 1.8 (how many tables at once), 2.7 (options checked) and 3.6 (moderators close)."""

from __future__ import annotations

import pytest

from bot.games.bridge.formats import FormatKind
from bot.games.seats import Seat
from bot.store.sqlite import SqliteStore
from bot.tables.errors import NotHost, TooManyTables
from bot.tables.events import Closed, Closer, from_json, read_log, to_json
from bot.tables.limits import TABLES_PER_CHANNEL, TABLES_PER_HOST, TABLES_PER_SERVER
from bot.tables.notices import Notice, TableClosed
from bot.tables.options import Mode, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, BOB, CAT, CHANNEL, GUILD, bridge_table, human_step

MOD = 99


async def test_r1_8_the_eleventh_table_of_one_host_is_refused(
    service: TableService, store: SqliteStore
) -> None:
    assert TABLES_PER_HOST == 10
    tables = [await service.open_table(GUILD, CHANNEL + n, ANN, "Ann") for n in range(10)]
    with pytest.raises(TooManyTables, match="error-too-many-hosted"):
        await service.open_table(GUILD, CHANNEL + 10, ANN, "Ann")
    # Nothing of the refused table was kept, and others may still open tables.
    assert await store.active_tables() == tables
    assert service.reader.table_in(CHANNEL + 10) is None
    assert await service.open_table(GUILD, CHANNEL + 10, BOB, "Bob")
    # Closing one makes room.
    await service.close(tables[0], ANN, 1)
    assert await service.open_table(GUILD, CHANNEL + 11, ANN, "Ann")


async def test_r1_8_a_channel_with_its_threads_holds_at_most_25_tables(
    service: TableService,
) -> None:
    for n in range(TABLES_PER_CHANNEL):
        await service.open_table(GUILD, CHANNEL + 1 + n, 1000 + n, "Host", parent_id=CHANNEL)
    with pytest.raises(TooManyTables, match="error-too-many-in-channel"):
        await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    with pytest.raises(TooManyTables):
        await service.open_table(GUILD, CHANNEL + 500, ANN, "Ann", parent_id=CHANNEL)
    assert await service.open_table(GUILD, CHANNEL + 501, ANN, "Ann")


async def test_r1_8_a_server_holds_at_most_200_tables(service: TableService) -> None:
    for n in range(TABLES_PER_SERVER):
        await service.open_table(GUILD, CHANNEL + n, 1000 + n, "Host")
    with pytest.raises(TooManyTables, match="error-too-many-in-server"):
        await service.open_table(GUILD, CHANNEL + 1000, ANN, "Ann")
    assert await service.open_table(GUILD + 1, CHANNEL + 1000, ANN, "Ann")


async def test_r2_7_options_of_the_wrong_type_are_refused() -> None:
    from bot.tables.errors import BadOption

    for wrong in ({"private": "yes"}, {"mode": "ranked"}, {"level": 1}, {"move_time": 45.5}):
        with pytest.raises(BadOption):
            TableOptions(**wrong)  # type: ignore[arg-type]


async def _live_pair(service: TableService) -> int:
    """Ann hosts a ranked Chicago with Bob opposite her, in its first deal."""
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await service.wait_idle()
    return tid


async def test_r3_6_a_moderator_closes_another_hosts_live_game(
    service: TableService, store: SqliteStore, notices: list[Notice]
) -> None:
    tid = await _live_pair(service)
    with pytest.raises(NotHost):
        await service.close(tid, MOD, service.reader.summary(tid).version)
    await service.close(tid, MOD, service.reader.summary(tid).version, moderator=True)
    assert service.reader.table_in(CHANNEL) is None
    assert await store.table_status(tid) == "closed"
    assert await store.timers(tid) == []
    # The log says who closed it, and in what right; nobody scores a game cut short.
    last = (await store.events(tid))[-1]
    assert (last.kind, last.user_id, last.payload["by"]) == ("Closed", MOD, "moderator")
    assert await store.results(tid) == []
    assert TableClosed(tid, MOD) in notices


async def test_r3_6_a_seated_moderator_who_closes_a_live_game_has_left_it(
    service: TableService, store: SqliteStore
) -> None:
    tid = await _live_pair(service)
    await service.close(tid, ANN, service.reader.summary(tid).version, moderator=True)
    assert await store.table_status(tid) == "closed"
    assert [(r.user_id, r.points) for r in await store.results(tid)] == [(ANN, -1)]


async def test_r3_6_a_host_who_moderates_closes_an_open_table_as_its_host(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    assert service.reader.closer(tid, ANN, moderator=True) is Closer.HOST
    assert service.reader.closer(tid, BOB, moderator=True) is Closer.MODERATOR
    await service.close(tid, ANN, 1, moderator=True)
    assert (await store.events(tid))[-1].payload["by"] == "host"


async def test_r3_6_a_moderator_closes_a_finished_or_open_table(service: TableService) -> None:
    casual = bridge_table(mode=Mode.CASUAL, format=FormatKind.SINGLE)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", casual)
    await service.start(tid, ANN, 1)
    while await human_step(service, tid):
        pass
    assert service.reader.summary(tid).status is Status.FINISHED
    await service.close(tid, MOD, service.reader.summary(tid).version, moderator=True)
    other = await service.open_table(GUILD, CHANNEL + 1, CAT, "Cat")
    await service.close(other, MOD, 1, moderator=True)
    assert service.reader.listing(GUILD) == []


def test_r3_6_a_closing_logged_before_moderators_reads_as_the_hosts() -> None:
    from bot.games.game import find_game

    bridge = find_game("bridge")
    assert from_json("Closed", {"user_id": ANN}, bridge) == Closed(ANN, Closer.HOST)
    by_mod = Closed(MOD, Closer.MODERATOR)
    assert from_json("Closed", to_json(by_mod, bridge), bridge) == by_mod
    opened = read_log([("Opened", {"guild_id": 1, "channel_id": 2, "host": ANN, "name": "Ann",
                                   "options": TableOptions().to_json()}, 0.0)])  # fmt: skip
    assert opened[0][0].parent_id is None  # type: ignore[union-attr]
