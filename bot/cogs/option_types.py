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

from bot.language import Words

#: Discord's option types that hold a subcommand or a group of them, not a value.
_NESTING = (AppCommandOptionType.subcommand.value, AppCommandOptionType.subcommand_group.value)

_WHAT = {
    AppCommandOptionType.integer: "option-integer",
    AppCommandOptionType.number: "option-number",
    AppCommandOptionType.boolean: "option-boolean",
    AppCommandOptionType.string: "option-string",
    AppCommandOptionType.user: "option-user",
    AppCommandOptionType.channel: "option-channel",
    AppCommandOptionType.role: "option-role",
    AppCommandOptionType.mentionable: "option-mentionable",
    AppCommandOptionType.attachment: "option-attachment",
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


def misfit_option(interaction: discord.Interaction, words: Words | None = None) -> str | None:
    """Why an option of this command does not fit the type the command declares, or None."""
    words = words or Words()
    command = interaction.command
    data: Any = interaction.data or {}
    if not isinstance(command, app_commands.Command) or not isinstance(data, dict):
        return None
    declared = {p.display_name: p.type for p in command.parameters}
    for option in _leaves(data.get("options") or []):
        name = str(option.get("name"))[:32]
        kind = declared.get(name)
        if kind is None:
            return words("error-no-option", option=name)
        if option.get("type") != kind.value or not _fits(kind, option.get("value")):
            what = words(_WHAT.get(kind, "option-other"))
            return words("error-option-type", option=name, what=what)
    return None
