"""Rule 1.10 of seeds/tables.md: a private table lives in a private thread of its own, seen only
by its host, the players invited and the bot; nothing of it reaches the channel."""

from __future__ import annotations

import discord

from bot.ui.custom_ids import Act
from tests.fake_discord import payloads
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import control, start_game, table_message

ANN, BOB = 1001, 1002


def in_channel_itself(h: Harness) -> list[dict]:
    """Messages everyone in the channel sees: not in its threads, not private answers."""
    return [
        m
        for m in h.fake.messages.values()
        if m["channel_id"] == str(h.channel_id) and not m.get("flags", 0) & 64
    ]


async def test_r1_10_a_private_table_lives_in_a_private_thread(harness: Harness) -> None:
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    opened = await harness.slash(ann, "bridge new", private=True, format="single")
    assert opened.private
    ((thread_id, thread),) = harness.fake.threads.items()
    assert thread["type"] == 12 and thread["parent_id"] == str(harness.channel_id)
    assert f"<#{thread_id}>" in opened.text
    assert harness.fake.thread_members[thread_id] == {ANN}
    gathering = table_message(harness)
    assert gathering["channel_id"] == str(thread_id)
    invited = await harness.slash(ann, "bridge invite", in_channel=thread_id, player=bob)
    assert invited.private, invited.text
    assert harness.fake.thread_members[thread_id] == {ANN, BOB}
    sit = control(table_message(harness), Act.SIT, "N")
    assert sit is not None
    await harness.click(bob, table_message(harness), sit)
    await start_game(harness, ann)
    await harness.settle()
    live = table_message(harness)
    assert live["channel_id"] == str(thread_id) and control(live, Act.HAND) is not None
    assert [m["content"] for m in in_channel_itself(harness)] == []


async def test_r1_10_where_no_private_thread_can_be_made_a_private_table_is_refused(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    without = (
        int(payloads.ALL_PERMISSIONS) & ~discord.Permissions(create_private_threads=True).value
    )
    refused = await harness.slash(ann, "bridge new", private=True, app_permissions=str(without))
    assert refused.private and "private thread" in refused.text
    assert harness.fake.threads == {} and harness.channel_messages() == []
    assert harness.bot.service.table_in(harness.channel_id) is None
    # The same player may still open a table everyone can see.
    opened = await harness.slash(ann, "bridge new", app_permissions=str(without))
    assert not opened.private
