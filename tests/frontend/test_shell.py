"""The bot shell: start-up, command sync, the control scheme and the error boundary."""

from __future__ import annotations

import logging

import pytest

from bot.client import CardTableBot, sync_now
from bot.language import DEFAULT, say
from bot.store.errors import StoreInDoubt, StoreUnreachable
from bot.ui.components import NOT_MINE, ButtonControl
from bot.ui.custom_ids import Act, ControlId
from bot.ui.safety import SORRY, Refusal
from tests.fake_discord.harness import Harness
from tests.fake_discord.server import FakeDiscord


def button_row(*custom_ids: str) -> list[dict]:
    return [
        {
            "type": 1,
            "components": [
                {"type": 2, "style": 2, "label": "x", "custom_id": c} for c in custom_ids
            ],
        }
    ]


async def test_sync_registers_the_commands_in_the_dev_server(fake: FakeDiscord, settings, capsys):
    assert await sync_now(settings, dev=True) == 0
    (put,) = fake.find("PUT", r"/applications/\d+/guilds/4242/commands")
    names = {c["name"] for c in put.json}
    assert "bridge" in names
    assert "registered" in capsys.readouterr().out


async def test_sync_without_dev_registers_globally(fake: FakeDiscord, settings):
    assert await sync_now(settings, dev=False) == 0
    assert fake.find("PUT", r"/applications/\d+/commands")


async def test_setup_hook_registers_the_persistent_controls(harness: Harness):
    bot = harness.bot
    assert isinstance(bot, CardTableBot)
    registered = set(bot._connection._view_store._dynamic_items.values())
    assert ButtonControl in registered


async def test_rules_are_answered_privately(harness: Harness):
    reply = await harness.slash(harness.user(11, "ann"), "bridge rules")
    assert reply.private
    assert "Auction" in reply.text


@pytest.mark.parametrize(
    "custom_id",
    [
        "ct:12:3:card:S1",  # no such rank
        "ct:12:3:fly",  # no such action
        "ct:12:03:start",  # a version is never written with a leading zero
        "ct:12:3:start:N",  # start takes no argument
        "hello",  # not ours at all
        "ct:" + "9" * 120,  # longer than any id Discord allows
    ],
)
async def test_a_malformed_custom_id_is_refused_privately(harness: Harness, custom_id: str):
    message = harness.fake.plant_message(harness.channel_id, button_row(custom_id))
    reply = await harness.click(harness.user(11, "ann"), message, custom_id)
    assert reply.private
    assert reply.text == NOT_MINE


async def test_an_error_inside_a_callback_still_answers_the_user(harness: Harness):
    async def broken(*args: object) -> None:
        raise ZeroDivisionError

    harness.bot.controls.register(Act.START, broken)
    cid = ControlId("12", 3, Act.START).encode()
    message = harness.fake.plant_message(harness.channel_id, button_row(cid))
    reply = await harness.click(harness.user(11, "ann"), message, cid)
    assert reply.private and reply.text == SORRY


@pytest.mark.parametrize(
    ("failure", "key"),
    [(StoreUnreachable, "error-database-away"), (StoreInDoubt, "error-database-in-doubt")],
)
async def test_a_database_that_does_not_answer_is_said_for_what_it_is(
    harness: Harness, caplog: pytest.LogCaptureFixture, failure: type[Exception], key: str
):
    # Not "something went wrong": that nothing was done, or that it cannot be told yet.
    async def away(*args: object) -> None:
        raise failure()

    harness.bot.controls.register(Act.START, away)
    cid = ControlId("12", 3, Act.START).encode()
    message = harness.fake.plant_message(harness.channel_id, button_row(cid))
    with caplog.at_level(logging.INFO):
        reply = await harness.click(harness.user(11, "ann"), message, cid)
    assert reply.private and reply.text == say(DEFAULT, key) != SORRY
    said = [r for r in caplog.records if failure.__name__ in r.getMessage()]
    assert said and all(r.levelno == logging.WARNING and not r.exc_info for r in said)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_an_error_after_deferring_answers_with_a_followup(harness: Harness):
    async def defers_then_refuses(interaction, *args: object) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        raise Refusal("error-table-closed")

    harness.bot.controls.register(Act.START, defers_then_refuses)
    cid = ControlId("12", 3, Act.START).encode()
    message = harness.fake.plant_message(harness.channel_id, button_row(cid))
    reply = await harness.click(harness.user(11, "ann"), message, cid)
    await harness.settle()
    assert reply.kind == 5
    assert reply.private and "This table is closed." in reply.text


async def test_a_forged_select_is_refused_privately(harness: Harness):
    forged = "cs:1:1:call"
    row = [{"type": 1, "components": [{"type": 3, "custom_id": forged, "options": [
        {"label": "1NT", "value": "1NT"}]}]}]  # fmt: skip
    message = harness.fake.plant_message(harness.channel_id, row)
    reply = await harness.click(harness.user(11, "ann"), message, forged, values=["1NT"])
    assert reply.private and reply.text == NOT_MINE
