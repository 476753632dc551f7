"""Each table plays in its own thread when the bot may make one, else in the channel."""

from __future__ import annotations

import discord

from tests.fake_discord.harness import Harness, custom_ids_of
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import start_game, table_message

ANN = 1001


async def open_and_start(h: Harness, permissions: discord.Permissions | None = None) -> None:
    ann = h.user(ANN, "Ann")
    if permissions is None:
        await h.slash(ann, "bridge new")
    else:
        await h.slash(ann, "bridge new", app_permissions=str(permissions.value))
    await start_game(h, ann)


async def test_the_game_moves_into_a_thread_started_on_the_table_message(harness: Harness):
    await open_and_start(harness)
    (thread,) = harness.thread_ids()
    lobby = harness.fake.messages[thread]  # a thread on a message shares the message's id
    assert lobby["channel_id"] == str(harness.channel_id)
    assert f"<#{thread}>" in texts(lobby) and custom_ids_of(lobby["components"]) == []
    live = table_message(harness)
    assert live["channel_id"] == str(thread)
    assert live["attachments"][0]["filename"].endswith(".png")
    reply = await harness.slash(harness.fake.users[ANN], "bridge hand", in_channel=thread)
    await harness.settle()
    assert reply.private and "DMs" in reply.text


async def test_without_thread_permission_the_game_stays_in_the_channel(harness: Harness):
    allowed = discord.Permissions.text()  # the server settings' text permissions, and the view
    allowed.view_channel = True
    allowed.create_public_threads = False
    await open_and_start(harness, allowed)
    assert harness.thread_ids() == []
    assert not harness.fake.find("POST", r"/channels/\d+/messages/\d+/threads")
    live = table_message(harness)
    assert live["channel_id"] == str(harness.channel_id)
    assert live["attachments"][0]["filename"].endswith(".png")
