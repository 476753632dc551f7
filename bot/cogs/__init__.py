"""Slash commands: read the options, ask the table service, present the answer.

`commands_for` gives the client everything to register: one command group per game (the shared
table commands with the game's own added, from the game's module here, named after it), the
server-wide commands, and the control handlers.
"""

from __future__ import annotations

import importlib

from discord import app_commands
from discord.ext import commands

from bot.cogs import again, daily, table_controls, tournament
from bot.cogs.server import ServerCog
from bot.cogs.settings import SettingsCog
from bot.games.game import game_names
from bot.games.registry import Registry
from bot.ui.frontend import FrontEnd

#: Where each game's commands are: a module with `commands(bot)`, the game's command group.
_COMMANDS: Registry[object] = Registry("commands", "bot.cogs.{}", "commands")


def commands_for(bot: FrontEnd) -> tuple[list[app_commands.Group], list[commands.Cog]]:
    """The command groups and cogs of the bot; registers the control handlers on the way."""
    table_controls.register(bot)
    again.register(bot)
    groups = [importlib.import_module(_COMMANDS.module(g)).commands(bot) for g in game_names()]
    return [*groups, daily.commands(bot), tournament.commands(bot)], [
        ServerCog(bot),
        SettingsCog(bot),
    ]
