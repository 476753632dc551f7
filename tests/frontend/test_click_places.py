"""A click counts only where its table is: table controls in the table's channel or thread, hand
controls in the player's DM or their own private reply. Anywhere else, a private refusal and no
change."""

from __future__ import annotations

import copy

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, Json
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import control, controls, live_hand, start_game, table_message

ANN, BOB = 1001, 1002


def buttons(*custom_ids: str) -> list[Json]:
    row = [{"type": 2, "style": 2, "label": "x", "custom_id": c} for c in custom_ids]
    return [{"type": 1, "components": row}]


async def opened(h: Harness) -> tuple[Json, Json, int]:
    """Ann's open table, its message and its id."""
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", format="single")
    table = table_message(h)
    return ann, table, int(controls(table)[0].table)


async def test_a_sit_from_another_server_seats_no_one(harness: Harness):
    _, table, table_id = await opened(harness)
    bob = harness.user(BOB, "Bob")
    before = harness.bot.service.reader.summary(table_id)
    sit = control(table, Act.SIT, "N")
    assert sit is not None
    forged = harness.fake.plant_message(harness.channel_elsewhere(), buttons(sit))
    reply = await harness.click(bob, forged, sit)
    await harness.settle()
    assert reply.private and "belongs to a table in another channel" in reply.text
    assert harness.bot.service.reader.summary(table_id) == before
    assert harness.fake.messages[int(forged["id"])]["components"] == forged["components"]


async def test_a_click_from_another_channel_does_not_move_the_table(harness: Harness):
    ann, table, table_id = await opened(harness)
    bob = harness.user(BOB, "Bob")
    elsewhere = harness.channel_elsewhere(harness.guild_id)
    sit = control(table, Act.SIT, "N")
    assert sit is not None
    reply = await harness.click(bob, harness.fake.plant_message(elsewhere, buttons(sit)), sit)
    await harness.settle()
    assert reply.private and "belongs to a table in another channel" in reply.text
    assert harness.bot.service.reader.seat_of(table_id, BOB) is None
    assert harness.bot.presenter.tables.room(table_id) != elsewhere
    await start_game(harness, ann)
    assert harness.bot.presenter.tables.room(table_id) != elsewhere
    later = [r for r in harness.fake.requests if r.audience == f"channel:{elsewhere}"]
    assert [r.path for r in later if "/callback" not in r.path] == []


async def test_a_table_control_clicked_in_a_dm_is_refused(harness: Harness):
    ann, _, table_id = await opened(harness)
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    version = harness.bot.service.reader.summary(table_id).version
    show = control(table_message(harness), Act.HAND)
    assert show is not None
    forged = harness.fake.plant_message(int(hand["channel_id"]), buttons(show))
    reply = await harness.click(ann, forged, show)
    await harness.settle()
    assert reply.private and "belongs to a table in another channel" in reply.text
    assert "Your hand" not in reply.text
    assert harness.bot.service.reader.summary(table_id).version == version


async def test_hand_buttons_on_a_public_message_are_refused(harness: Harness):
    ann, _, table_id = await opened(harness)
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    version = harness.bot.service.reader.summary(table_id).version
    pass_id, level = control(hand, Act.MOVE, "P"), control(hand, Act.STEP, "1")
    assert pass_id is not None and level is not None
    for custom_id in (pass_id, level):
        forged = harness.fake.plant_message(harness.channel_id, buttons(custom_id))
        reply = await harness.click(ann, forged, custom_id)
        await harness.settle()
        assert reply.private and "your DMs" in reply.text
        assert reply.kind == 4  # a private answer, not an edit of the public message
        assert harness.fake.messages[int(forged["id"])]["components"] == forged["components"]
        assert harness.bot.service.reader.summary(table_id).version == version


async def test_show_my_hand_in_the_tables_thread_and_its_private_hand_both_count(
    harness: Harness,
):
    ann, _, table_id = await opened(harness)
    await start_game(harness, ann)
    table = table_message(harness)
    assert int(table["channel_id"]) in harness.thread_ids()
    show = control(table, Act.HAND)
    assert show is not None
    reply = await harness.click(ann, table, show)
    await harness.settle()
    assert reply.private and "Your hand" in reply.text
    hand = live_hand(harness, ANN, ephemeral=True)
    assert hand is not None
    version = harness.bot.service.reader.summary(table_id).version
    pass_id = control(hand, Act.MOVE, "P")
    assert pass_id is not None
    await harness.click(ann, hand, pass_id)
    await harness.settle()
    assert harness.bot.service.reader.summary(table_id).version > version


async def test_a_sit_on_another_bot_message_in_the_tables_channel_seats_no_one(harness: Harness):
    _, table, table_id = await opened(harness)
    bob = harness.user(BOB, "Bob")
    sit = control(table, Act.SIT, "N")
    assert sit is not None
    shown = harness.bot.presenter.memory.public[table_id]
    # A message the bot sent in the table's own channel, but not the table's: the click says
    # it is a sit, the message carries no control of the table.
    other = harness.fake.plant_message(harness.channel_id, [], content="Good game, all")
    reply = await harness.click(bob, other, sit)
    await harness.settle()
    assert reply.private and "not one I recognise" in reply.text
    assert harness.bot.service.reader.seat_of(table_id, BOB) is None
    assert harness.bot.presenter.memory.public[table_id] == shown
    assert harness.fake.messages[int(other["id"])]["content"] == "Good game, all"


async def test_a_click_on_an_older_table_message_leaves_it_and_redraws_the_table(
    harness: Harness,
):
    """An older message of the table that kept its seats (the bot could neither delete nor
    strip it) is not taken for the table: the table stays where it is."""
    _, table, table_id = await opened(harness)
    bob = harness.user(BOB, "Bob")
    sit = control(table, Act.SIT, "N")
    assert sit is not None
    drawn = copy.deepcopy(table["components"])
    older = harness.fake.plant_message(harness.channel_id, drawn, flags=table["flags"])
    shown = harness.bot.presenter.memory.public[table_id]
    reply = await harness.click(bob, older, sit)
    await harness.settle()
    assert reply.kind == 6  # acknowledged, nothing shown on the older message
    assert harness.bot.service.reader.seat_of(table_id, BOB) is not None
    assert harness.bot.presenter.memory.public[table_id].message_id == shown.message_id
    assert harness.fake.messages[int(older["id"])]["components"] == drawn
    # The table message itself shows Bob seated.
    assert "Bob" in texts(harness.fake.messages[shown.message_id])
