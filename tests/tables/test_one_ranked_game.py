"""Rule 1.9: one ranked game of a game at a time for each player."""

from __future__ import annotations

import pytest

from bot.games.seats import Seat
from bot.tables.errors import PlayingElsewhere
from bot.tables.options import Mode
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, BOB, CHANNEL, GUILD, bridge_table


async def ann_playing(service: TableService) -> int:
    table = await service.open_table(GUILD, CHANNEL, ANN, "Ann", bridge_table())
    await service.start(table, ANN, service.reader.summary(table).version)
    assert service.reader.summary(table).status is Status.LIVE
    return table


async def test_r1_9_a_player_in_a_live_ranked_game_cannot_open_another(
    service: TableService,
) -> None:
    first = await ann_playing(service)
    with pytest.raises(PlayingElsewhere, match="error-playing-elsewhere") as refused:
        await service.open_table(GUILD, CHANNEL + 1, ANN, "Ann", bridge_table())
    assert refused.value.values["table"] == first and refused.value.values["game"] == "bridge"
    assert service.reader.table_in(CHANNEL + 1) is None
    # A casual game is no second ranked game.
    assert await service.open_table(GUILD, CHANNEL + 1, ANN, "Ann", bridge_table(mode=Mode.CASUAL))


async def test_r1_9_nor_sit_at_another_ranked_table_until_they_leave_the_first(
    service: TableService,
) -> None:
    first = await ann_playing(service)
    other = await service.open_table(GUILD, CHANNEL + 1, BOB, "Bob", bridge_table())
    version = service.reader.summary(other).version
    with pytest.raises(PlayingElsewhere):
        await service.sit(other, ANN, "Ann", version, Seat.NORTH)
    assert service.reader.summary(other).seats[Seat.NORTH] is None
    assert service.reader.summary(other).version == version
    await service.leave(first, ANN, service.reader.summary(first).version)
    await service.sit(other, ANN, "Ann", version, Seat.NORTH)
    assert service.reader.summary(other).seats[Seat.NORTH] == "Ann"


async def test_r1_9_a_ranked_game_does_not_start_while_a_player_is_in_another(
    service: TableService,
) -> None:
    waiting = await service.open_table(GUILD, CHANNEL + 1, BOB, "Bob", bridge_table())
    await service.sit(waiting, ANN, "Ann", service.reader.summary(waiting).version, Seat.NORTH)
    await ann_playing(service)  # Ann starts her own table meanwhile
    with pytest.raises(PlayingElsewhere, match="error-player-elsewhere") as refused:
        await service.start(waiting, BOB, service.reader.summary(waiting).version)
    assert refused.value.values["player"] == f"<@{ANN}>"
    assert service.reader.summary(waiting).status is Status.OPEN
