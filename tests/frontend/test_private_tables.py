"""Rule 1.10 of seeds/tables.md: a private table lives in a private thread of its own, seen only
by its host, the players invited and the bot; nothing of it reaches the channel."""

from __future__ import annotations

import discord

from bot.ui.custom_ids import Act
from tests.fake_discord import payloads
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    controls,
    live_hand,
    start_game,
    table_message,
    take_turn,
)

ANN, BOB, KIM = 1001, 1002, 1003


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
    assert [texts(m) for m in in_channel_itself(harness)] == []


async def test_r1_10_where_no_private_thread_can_be_made_a_private_table_is_refused(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    without = (
        int(payloads.ALL_PERMISSIONS) & ~discord.Permissions(create_private_threads=True).value
    )
    refused = await harness.slash(ann, "bridge new", private=True, app_permissions=str(without))
    assert refused.private and "I need the Create Private Threads permissions" in refused.text
    assert harness.fake.threads == {} and harness.channel_messages() == []
    assert harness.bot.service.reader.table_in(harness.channel_id) is None
    # The same player may still open a table everyone can see.
    opened = await harness.slash(ann, "bridge new", app_permissions=str(without))
    assert not opened.private


def buttons(*custom_ids: str) -> list[dict]:
    row = [{"type": 2, "style": 2, "label": "x", "custom_id": c} for c in custom_ids]
    return [{"type": 1, "components": row}]


def sent_to_channel(h: Harness) -> list[str]:
    """The messages the bot sent or edited in the channel itself (answers to clicks aside)."""
    where = f"/channels/{h.channel_id}/messages"
    return [f"{r.method} {r.path}" for r in h.fake.requests if r.path.startswith(where)]


async def test_r1_10_a_forged_sit_from_the_channel_draws_the_private_table_nowhere_there(
    harness: Harness,
) -> None:
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    await harness.slash(ann, "bridge new", private=True, format="single")
    gathering = table_message(harness)
    table_id = int(controls(gathering)[0].table)
    sit = control(gathering, Act.SIT, "N")
    assert sit is not None
    # Any message of the bot in the channel everyone sees, clicked as if it held the sit.
    for components in ([], buttons(sit)):
        other = harness.fake.plant_message(harness.channel_id, components, "Welcome!")
        reply = await harness.click(bob, other, sit)
        await harness.settle()
        assert reply.private and "belongs to a table in another channel" in reply.text
        assert harness.fake.messages[int(other["id"])]["content"] == "Welcome!"
    assert harness.bot.service.reader.seat_of(table_id, BOB) is None
    ((thread_id, _),) = harness.fake.threads.items()
    start = control(harness.fake.messages[int(gathering["id"])], Act.START)
    assert start is not None
    await harness.click(ann, gathering, start)
    await harness.settle()
    live = harness.bot.presenter.memory.public[table_id]
    assert live.channel_id == thread_id
    assert control(harness.fake.messages[live.message_id], Act.HAND) is not None
    assert sent_to_channel(harness) == []


async def test_r1_10_a_private_tables_calls_are_explained_only_in_its_thread(
    harness: Harness,
) -> None:
    ann, kim = harness.user(ANN, "Ann"), harness.user(KIM, "Kim")
    await harness.slash(ann, "bridge new", private=True, format="single")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand, bid="1NT")
    await harness.settle()
    table = table_message(harness)
    ask, show = control(table, Act.EXPLAIN), control(table, Act.HAND)
    assert ask is not None and show is not None
    for custom_id in (ask, show):
        forged = harness.fake.plant_message(harness.channel_id, buttons(custom_id))
        reply = await harness.click(kim, forged, custom_id)
        assert reply.private and "belongs to a table in another channel" in reply.text
        assert "1NT" not in reply.text and reply.files == []
    # In the thread, the players who see it are answered.
    answer = await harness.click(ann, table, ask)
    assert answer.private and "South: 1NT" in answer.text


async def test_r1_10_hand_buttons_of_a_private_table_count_only_in_its_thread_or_dms(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", private=True, format="single")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    table_id = int(controls(hand)[0].table)
    version = harness.bot.service.reader.summary(table_id).version
    pass_id = control(hand, Act.MOVE, "P")
    assert pass_id is not None
    # A private reply seen by Ann alone, but in the channel, not the table's thread.
    forged = harness.fake.plant_message(harness.channel_id, buttons(pass_id))
    forged["flags"] = 64
    reply = await harness.click(ann, forged, pass_id)
    assert reply.private and "your DMs" in reply.text
    assert harness.bot.service.reader.summary(table_id).version == version


async def test_r1_10_a_private_table_whose_thread_is_not_known_is_shown_nowhere(
    harness: Harness,
) -> None:
    """Were the bot to lose where a private table's thread is, the table goes on (hands by DM)
    but its picture goes nowhere: never to the channel everyone sees."""
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", private=True, format="single")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    table_id = int(controls(hand)[0].table)
    memory = harness.bot.presenter.memory
    del memory.rooms[table_id], memory.public[table_id]
    version = harness.bot.service.reader.summary(table_id).version
    await take_turn(harness, ann, hand, bid="1NT")
    await harness.settle()
    assert harness.bot.service.reader.summary(table_id).version > version  # the game goes on
    assert sent_to_channel(harness) == []
