"""Every option of a slash command is checked against the type its command declares, before
the command runs.

Discord checks an option against the command as it was last registered; a registration that
lags behind the code, or a payload nobody checked, can bring a number with a fraction where a
whole number is meant, or text where a yes or no is. Each such option is refused here, in one
place for every command, with a private answer that names it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import discord
from discord import AppCommandOptionType, app_commands

#: Discord's option types that hold a subcommand or a group of them, not a value.
_NESTING = (AppCommandOptionType.subcommand.value, AppCommandOptionType.subcommand_group.value)

_WHAT = {
    AppCommandOptionType.integer: "a whole number",
    AppCommandOptionType.number: "a number",
    AppCommandOptionType.boolean: "True or False",
    AppCommandOptionType.string: "text",
    AppCommandOptionType.user: "a member",
    AppCommandOptionType.channel: "a channel",
    AppCommandOptionType.role: "a role",
    AppCommandOptionType.mentionable: "a member or a role",
    AppCommandOptionType.attachment: "a file",
}


def _leaves(options: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for option in options:
        if option.get("type") in _NESTING:
            yield from _leaves(option.get("options") or [])
        else:
            yield option


def _fits(kind: AppCommandOptionType, value: Any) -> bool:
    if kind is AppCommandOptionType.integer:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is AppCommandOptionType.number:
        number = isinstance(value, int | float) and not isinstance(value, bool)
        return number and math.isfinite(value)
    if kind is AppCommandOptionType.boolean:
        return isinstance(value, bool)
    if kind is AppCommandOptionType.string:
        return isinstance(value, str)
    # Members, channels, roles and files come as snowflakes that name a resolved object.
    return isinstance(value, str | int) and not isinstance(value, bool) and str(value).isdigit()


def misfit_option(interaction: discord.Interaction) -> str | None:
    """Why an option of this command does not fit the type the command declares, or None."""
    command = interaction.command
    data: Any = interaction.data or {}
    if not isinstance(command, app_commands.Command) or not isinstance(data, dict):
        return None
    declared = {p.display_name: p.type for p in command.parameters}
    for option in _leaves(data.get("options") or []):
        name = str(option.get("name"))[:32]
        kind = declared.get(name)
        if kind is None:
            return f"This command has no option `{name}`, so nothing was done."
        if option.get("type") != kind.value or not _fits(kind, option.get("value")):
            what = _WHAT.get(kind, "another kind of value")
            return f"The option `{name}` takes {what}, so nothing was done."
    return None
