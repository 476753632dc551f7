"""What the bot may do in a table's channel: `/<game> new` names what is missing, and a channel
that refuses the table's messages later tells the host once while play goes on by DM."""

from __future__ import annotations

import pytest

from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import live_hand, start_game, take_turn, waiting_for_ann

ANN = 1001


def opened(h: Harness) -> bool:
    return h.bot.service.reader.table_in(h.channel_id) is not None


@pytest.mark.parametrize("game", ["bridge", "kaiser"])
async def test_new_names_every_permission_the_channel_lacks(harness: Harness, game: str):
    ann = harness.user(ANN, "Ann")
    harness.fake.deny(harness.channel_id, "send_messages", "attach_files")
    reply = await harness.slash(ann, f"{game} new")
    assert reply.private
    assert "I need the Send Messages, Attach Files permissions in this channel" in reply.text
    assert not opened(harness)
    assert not harness.channel_messages()


async def test_without_view_channel_it_says_so_first(harness: Harness):
    ann = harness.user(ANN, "Ann")
    harness.fake.deny(harness.channel_id, "view_channel")
    reply = await harness.slash(ann, "bridge new")
    assert reply.private and "I need the View Channel permissions" in reply.text
    assert not opened(harness)


async def test_a_table_in_a_thread_needs_send_messages_in_threads(harness: Harness):
    ann = harness.user(ANN, "Ann")
    harness.fake.deny(harness.channel_id, "send_messages_in_threads")
    thread = harness.fake.snowflake()
    harness.fake._thread(harness.channel_id, thread, {"name": "bridge club"}, 11)
    reply = await harness.slash(ann, "bridge new", in_channel=thread)
    assert reply.private and "I need the Send Messages in Threads permissions" in reply.text
    # Send Messages is not what a thread asks for: the channel itself still takes a table.
    reply = await harness.slash(ann, "bridge new")
    assert not reply.private and opened(harness)


async def test_a_private_table_names_the_thread_permissions(harness: Harness):
    ann = harness.user(ANN, "Ann")
    harness.fake.deny(harness.channel_id, "create_private_threads")
    reply = await harness.slash(ann, "bridge new", private=True)
    assert reply.private and "I need the Create Private Threads permissions" in reply.text
    assert harness.fake.threads == {}


async def test_without_thread_permissions_the_host_is_told_the_table_stays(harness: Harness):
    ann = harness.user(ANN, "Ann")
    harness.fake.deny(harness.channel_id, "create_public_threads")
    reply = await harness.slash(ann, "kaiser new")
    await harness.settle()
    gathering, note = reply.bodies
    assert "Table" in texts(gathering)
    assert note["flags"] & 64
    assert note["content"] == (
        "This table plays in this channel: to give it a thread of its own I need the "
        "Create Public Threads permissions here."
    )
    await start_game(harness, ann)
    assert harness.thread_ids() == []


async def test_with_every_permission_nothing_more_is_said(harness: Harness):
    ann = harness.user(ANN, "Ann")
    reply = await harness.slash(ann, "bridge new")
    await harness.settle()
    assert len(reply.bodies) == 1


async def test_the_daily_and_a_tournament_name_what_private_tables_need(harness: Harness):
    ann = harness.user(ANN, "Ann")
    harness.fake.deny(harness.channel_id, "attach_files", "create_private_threads")
    daily = await harness.slash(ann, "daily play")
    assert daily.private and (
        "I need the Attach Files, Create Private Threads permissions here" in daily.text
    )
    host = harness.moderator(1009, "Host", manage_guild=True)
    tourney = await harness.slash(host, "tournament create", title="Spring")
    assert tourney.private and (
        "I need the Attach Files, Create Private Threads permissions in this channel"
        in tourney.text
    )
    assert harness.fake.threads == {}


def host_notes(h: Harness) -> list[str]:
    return [m["content"] for m in h.dm_messages(ANN) if "the table's messages stop" in m["content"]]


@pytest.mark.parametrize(
    ("denied", "said"),
    [
        ("view_channel", "I can no longer see"),  # 50001 Missing Access
        ("attach_files", "Discord refused my message in"),  # 50013 Missing Permissions
    ],
)
async def test_a_room_that_refuses_the_table_tells_the_host_once_and_play_goes_on(
    harness: Harness, denied: str, said: str
):
    hand, table_id = await waiting_for_ann(harness, "bridge")
    (thread,) = harness.thread_ids()
    harness.fake.deny(harness.channel_id, denied)
    ann = harness.fake.users[ANN]
    for _ in range(6):
        hand = live_hand(harness, ANN)
        if hand is None:
            break
        await take_turn(harness, ann, hand, bid="7NT")
        await harness.settle()
    refusals = [r for r in harness.fake.requests if r.status == 403]
    assert refusals and all(str(thread) in r.path for r in refusals)
    (note,) = host_notes(harness)
    assert said in note and f"<#{thread}>" in note and "`/bridge hand`" in note
    # Play went on: Ann's hand kept coming by DM after the room refused the table.
    first_refusal = refusals[0].seq
    later_dms = [
        r for r in harness.fake.requests[first_refusal:]
        if r.audience == f"user:{ANN}" and r.status < 400
    ]  # fmt: skip
    assert len(later_dms) >= 2
    assert harness.bot.service.reader.summary(table_id).version > 0
    # The room is left alone for the rest of the deal once it refused: no request of the bot's
    # is refused after the host was told (an edit refused for missing access is followed by
    # one fresh message, also refused, before that).
    told = next(r.seq for r in harness.fake.requests if said in str(r.json))
    assert len(refusals) <= 2 and all(r.seq < told for r in refusals)
    assert len(later_dms) > len(refusals)
