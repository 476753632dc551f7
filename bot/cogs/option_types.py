"""Every option of a slash command is checked against what its command declares, before the
command runs: its type, its range or length, its choices, and that a needed one is there.

Discord checks an option against the command as it was last registered; a registration that
lags behind the code, or a payload nobody checked, can bring a number with a fraction where a
whole number is meant, text where a yes or no is, page 0 of a list, or a number too large for
the database to hold. Each such option is refused here, in one place for every command, with a
private answer that names it, as if Discord checked nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import discord
from discord import AppCommandOptionType, app_commands

from bot.language import Words

#: The largest whole number Discord carries in an option (the smallest is its negative): an
#: option without bounds of its own stays within it, so none overflows the database's integers.
LARGEST_WHOLE = 2**53 - 1
#: The longest text Discord carries in an option.
LONGEST_TEXT = 6000

#: How many of an option's choices a refusal names (Discord allows 25).
SHOWN_CHOICES = 8

#: A number that names something the bot keeps (a table, a tournament): from 1 up.
IdNumber = app_commands.Range[int, 1, LARGEST_WHOLE]

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

#: Where Discord puts what an option of each kind names, beside the data.
_RESOLVED = {
    AppCommandOptionType.user: ("users",),
    AppCommandOptionType.channel: ("channels",),
    AppCommandOptionType.role: ("roles",),
    AppCommandOptionType.mentionable: ("users", "roles"),
    AppCommandOptionType.attachment: ("attachments",),
}


def _leaves(options: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for option in options:
        if option.get("type") in _NESTING:
            yield from _leaves(option.get("options") or [])
        else:
            yield option


def _fits(kind: AppCommandOptionType, value: Any, resolved: dict[str, Any]) -> bool:
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
    if isinstance(value, bool) or not isinstance(value, str | int) or not str(value).isdigit():
        return False
    return any(str(value) in (resolved.get(where) or {}) for where in _RESOLVED.get(kind, ()))


def _out_of_bounds(parameter: app_commands.Parameter, value: Any, words: Words) -> str | None:
    """Why a value of the right type is still not one the option takes, or None."""
    name = parameter.display_name
    choices = parameter.choices
    if choices and value not in [c.value for c in choices]:
        offered = ", ".join(str(c.name) for c in choices[:SHOWN_CHOICES])
        if len(choices) > SHOWN_CHOICES:
            offered += ", …"
        return words(
            "error-option-choice", option=name, value=repr(str(value)[:50]), choices=offered
        )
    kind = parameter.type
    least, most = parameter.min_value, parameter.max_value
    if kind in (AppCommandOptionType.integer, AppCommandOptionType.number):
        least = -LARGEST_WHOLE if least is None else least
        most = LARGEST_WHOLE if most is None else most
        if not least <= value <= most:
            what = words(_WHAT[kind])
            return words(
                "error-option-range", option=name, what=what, least=_said(least),
                most=_said(most),
            )  # fmt: skip
    if kind is AppCommandOptionType.string:
        least = 0 if least is None else least
        most = LONGEST_TEXT if most is None else most
        if not least <= len(value) <= most:
            return words("error-option-length", option=name, least=_said(least), most=_said(most))
    return None


def _said(bound: float) -> int | str:
    """A bound as the catalogue says a number: whole numbers as numbers (in the reader's own
    digits), others as written."""
    return int(bound) if float(bound).is_integer() else str(bound)


def misfit_option(interaction: discord.Interaction, words: Words | None = None) -> str | None:
    """Why an option of this command is not one the command takes, or None."""
    words = words or Words()
    command = interaction.command
    data: Any = interaction.data or {}
    if not isinstance(command, app_commands.Command) or not isinstance(data, dict):
        return None
    declared = {p.display_name: p for p in command.parameters}
    resolved = data.get("resolved") or {}
    given: set[str] = set()
    for option in _leaves(data.get("options") or []):
        name = str(option.get("name"))[:32]
        parameter = declared.get(name)
        if parameter is None:
            return words("error-no-option", option=name)
        given.add(name)
        kind, value = parameter.type, option.get("value")
        if option.get("type") != kind.value or not _fits(kind, value, resolved):
            what = words(_WHAT.get(kind, "option-other"))
            return words("error-option-type", option=name, what=what)
        problem = _out_of_bounds(parameter, value, words)
        if problem is not None:
            return problem
    for name, parameter in declared.items():
        if parameter.required and name not in given:
            return words("error-option-missing", option=name)
    return None
