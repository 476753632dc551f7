"""The /topper commands: the shared table commands and a `new` without options of its own."""

from __future__ import annotations

import discord

from bot.cogs.tables import GameTables, open_table, table_options
from bot.tables.options import Mode, RobotLevel
from bot.ui.frontend import FrontEnd
from tests.third_game.game import TOPPER
from tests.third_game.rules import Rules


def commands(bot: FrontEnd) -> GameTables:
    group = GameTables(bot, TOPPER.name, TOPPER.title)

    @group.command(name="new")
    async def new(interaction: discord.Interaction, mode: Mode = Mode.CASUAL) -> None:
        """Open a Topper table in this channel; you sit South and host it."""
        options = table_options(TOPPER.name, Rules, mode, False, RobotLevel.BASIC, 60)
        await open_table(bot, interaction, options, None)

    return group
