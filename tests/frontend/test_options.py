"""Every option of every command is checked by the bot itself, as if Discord checked nothing: a
value out of its range, too long, not one of its choices, of the wrong kind, or missing gets a
private answer that names the option, and the command does not run. Unknown commands and
failed checks are answered privately too, and logged at INFO without a traceback."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import pytest
from discord import AppCommandOptionType, app_commands

from bot.cogs.option_types import LARGEST_WHOLE, LONGEST_TEXT
from tests.fake_discord import payloads
from tests.fake_discord.harness import Harness

ANN, BOB = 1001, 1002

Kind = AppCommandOptionType


def every_command(h: Harness) -> Iterator[app_commands.Command[Any, ..., Any]]:
    stack: list[Any] = list(h.bot.tree.get_commands())
    while stack:
        command = stack.pop()
        if isinstance(command, app_commands.Group):
            stack.extend(command.commands)
        elif isinstance(command, app_commands.Command):
            yield command


def fitting(h: Harness, parameter: app_commands.Parameter) -> Any:
    """A value the option takes."""
    if parameter.choices:
        return parameter.choices[0].value
    kind = parameter.type
    if kind is Kind.integer:
        return parameter.min_value if parameter.min_value is not None else 1
    if kind is Kind.boolean:
        return False
    if kind is Kind.string:
        return "x" * int(parameter.min_value or 1)
    if kind is Kind.user:
        return h.fake.users[BOB]
    if kind is Kind.role:
        return payloads.role(h.fake.snowflake(), "Hosts")
    raise AssertionError(f"no fitting value for {kind}")


def misfits(parameter: app_commands.Parameter) -> list[Any]:
    """Values the option does not take, of its own kind where it has bounds or choices."""
    kind = parameter.type
    out: list[Any] = []
    if kind is Kind.integer:
        least = LARGEST_WHOLE if parameter.min_value is None else parameter.min_value
        most = LARGEST_WHOLE if parameter.max_value is None else parameter.max_value
        out += [-least - 1 if parameter.min_value is None else least - 1, most + 1, 10**20]
        out += [-(10**20), 2.5, "7"]
    elif kind is Kind.string:
        most = LONGEST_TEXT if parameter.max_value is None else int(parameter.max_value)
        out += ["x" * (most + 1), 7]
        if parameter.min_value:
            out.append("")
    elif kind is Kind.boolean:
        out += ["yes", 1]
    else:
        out.append(str(payloads.BOT_USER_ID))  # an id as text, naming nothing resolved
    if parameter.choices:
        out.append(10**6 if kind is Kind.integer else "no-such-choice")
    return out


def errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def test_every_option_of_every_command_is_checked_by_the_bot(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    ann, _ = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    tried = 0
    for command in every_command(harness):
        name = command.qualified_name
        parameters = command.parameters
        needed = {p.display_name: fitting(harness, p) for p in parameters if p.required}
        for parameter in parameters:
            for value in misfits(parameter):
                options = {**needed, parameter.display_name: value}
                reply = await harness.command(ann, name, options)
                assert reply.private, (name, parameter.display_name, value)
                assert f"`{parameter.display_name}`" in reply.text, (name, value, reply.text)
                tried += 1
        for parameter in parameters:
            if parameter.required:
                options = {k: v for k, v in needed.items() if k != parameter.display_name}
                reply = await harness.command(ann, name, options)
                assert reply.private and "is needed" in reply.text, (name, reply.text)
                tried += 1
    assert tried > 150  # every command's options were tried
    await harness.settle()
    assert harness.channel_messages() == [] and harness.fake.threads == {}
    assert harness.bot.service.reader.listing(harness.guild_id) == []
    assert errors(caplog) == []


async def test_the_tables_list_has_no_page_zero_nor_below(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    ann = harness.user(ANN, "Ann")
    for page in (0, -3):
        reply = await harness.slash(ann, "tables", page=page)
        assert reply.private
        said = "The option `page` takes a whole number from 1 to 1000, so nothing was done."
        assert reply.text == said
    assert errors(caplog) == []


async def test_a_number_too_large_for_the_database_is_refused_privately(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    ann = harness.user(ANN, "Ann")
    for name, option in (("tournament standings", "tournament"), ("tournament watch", "table")):
        reply = await harness.slash(ann, name, **{option: 10**20})
        assert reply.private and f"`{option}` takes a whole number from 1 to" in reply.text
    assert errors(caplog) == []


async def test_an_unknown_command_is_answered_and_logged_at_info_without_a_traceback(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    ann = harness.user(ANN, "Ann")
    reply = await harness.slash(ann, "poker new")
    assert reply.private and "I do not know that command" in reply.text
    refused = await harness.slash(ann, "tables", page=0)
    assert refused.private
    said = [r for r in caplog.records if r.name.startswith("bot.")]
    assert [r.levelno for r in said] == [logging.INFO, logging.INFO]
    assert "unknown command 'poker'" in said[0].getMessage()
    assert "refused /tables" in said[1].getMessage()
    assert all(r.exc_info is None for r in said)
