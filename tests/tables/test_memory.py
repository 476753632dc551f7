"""Rule 9.5: a closed table leaves the service's memory, however it closed."""

from __future__ import annotations

from bot.games.bridge.formats import FormatKind
from bot.games.seats import Seat
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.limits import OPEN_TABLE_WAIT, REMATCH_WAIT
from bot.tables.options import Mode
from bot.tables.service import TableService
from tests.tables.helpers import ANN, BOB, CHANNEL, GUILD, bridge_table, human_step

MOD = 99
SINGLE = bridge_table(format=FormatKind.SINGLE)


async def test_r9_5_closed_tables_leave_the_services_maps(
    service: TableService, clock: ManualClock, store: SqliteStore
) -> None:
    empty = service.in_memory()
    assert set(empty.values()) == {0}
    for n in range(5):
        # Played to the end and closed by its host.
        done = await service.open_table(GUILD, CHANNEL + 10 * n, ANN, "Ann", SINGLE)
        await service.start(done, ANN, 1)
        while await human_step(service, done):
            pass
        await service.close(done, ANN, service.reader.summary(done).version)
        # Closed by a moderator in the middle of a deal, robots at work.
        live = await service.open_table(GUILD, CHANNEL + 10 * n + 1, ANN, "Ann")
        v = await service.sit(live, BOB, "Bob", 1, Seat.NORTH)
        await service.start(live, ANN, v)
        await human_step(service, live)
        await service.close(live, MOD, service.reader.summary(live).version, moderator=True)
        # Left by its only player; a casual one played out and left to close itself; one that
        # nobody starts.
        left = await service.open_table(GUILD, CHANNEL + 10 * n + 2, BOB, "Bob")
        await service.leave(left, BOB, 1)
        casual = bridge_table(format=FormatKind.SINGLE, mode=Mode.CASUAL)
        played = await service.open_table(GUILD, CHANNEL + 10 * n + 3, BOB, "Bob", casual)
        await service.start(played, BOB, 1)
        while await human_step(service, played):
            pass
        await service.open_table(GUILD, CHANNEL + 10 * n + 4, BOB, "Bob")
    await service.wait_idle()
    assert service.in_memory()["tables"] == 10
    clock.advance(max(OPEN_TABLE_WAIT, REMATCH_WAIT))
    await service.run_due_timers()
    await service.wait_idle()
    assert service.in_memory() == empty
    assert await store.active_tables() == []
