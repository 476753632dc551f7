"""The table's one live message: the latest word in its channel, replaced when Discord will no
longer let it be edited, and never left behind with live buttons."""

from __future__ import annotations

import asyncio

import pytest

from bot.tables.notices import DealFinished
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, custom_ids_of
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    live_hand,
    start_game,
    table_controls,
    table_message,
    take_turn,
)

ANN = 1001


def with_buttons(harness: Harness) -> list[dict]:
    return table_controls(harness.channel_messages())


@pytest.mark.parametrize(
    ("status", "code"),
    [(400, 30046), (404, 10008), (403, 50001)],
    ids=["too-many-edits-of-an-old-message", "unknown-message", "missing-access"],
)
async def test_a_table_message_discord_will_not_edit_is_replaced_by_a_fresh_one(
    harness: Harness, status: int, code: int
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new")
    await start_game(harness, ann)
    old = table_message(harness)
    harness.fake.fail("PATCH", rf"/channels/\d+/messages/{old['id']}", status, code=code, times=50)
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand)
    await harness.settle()
    new = table_message(harness)
    assert new["id"] != old["id"]
    assert control(new, Act.HAND) is not None
    assert with_buttons(harness) == [new]
    # The game goes on, drawn on the new message.
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand)
    await harness.settle()
    assert table_message(harness)["id"] == new["id"]
    assert harness.fake.messages[int(new["id"])]["edited_timestamp"] is not None


async def test_an_old_table_message_that_cannot_be_deleted_loses_its_buttons_and_points_on(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new")
    await start_game(harness, ann)
    old = table_message(harness)
    harness.fake.fail("PATCH", rf"/channels/\d+/messages/{old['id']}", 400, code=30046)
    harness.fake.fail("DELETE", rf"/channels/\d+/messages/{old['id']}", 403, code=50013)
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand)
    await harness.settle()
    kept = harness.fake.messages[int(old["id"])]
    assert not custom_ids_of(kept.get("components") or [])
    assert "newest table message below" in texts(kept)
    assert not kept["attachments"]
    assert with_buttons(harness) == [table_message(harness)]


async def test_a_deal_record_is_posted_when_its_table_message_will_not_become_it(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    # Discord refuses to turn the deal's message into its record (too many edits of an old
    # message): the record is posted below it instead, and the old message goes.
    harness.fake.fail("PATCH", r"/channels/\d+/messages/\d+", 400, code=30046, content="finished:")
    turns = 0
    while "finished:" not in " ".join(texts(m) for m in harness.channel_messages()):
        hand = live_hand(harness, ANN)
        assert hand is not None
        old = table_message(harness)
        await take_turn(harness, ann, hand)
        await harness.settle()
        turns += 1
        assert turns < 60
    await harness.settle()
    channel = harness.channel_messages()
    records = [m for m in channel if "finished:" in texts(m)]
    # A message of its own (edited since only to add the solver's analysis).
    assert len(records) == 1 and records[0]["id"] != old["id"]
    assert int(old["id"]) not in harness.fake.messages
    assert channel.index(records[0]) < channel.index(table_message(harness))
    assert with_buttons(harness) == [table_message(harness)]


async def test_each_deal_becomes_its_record_in_order_while_another_listener_takes_its_time(
    harness: Harness,
) -> None:
    """The table's listeners each hear a change's notices together: a listener that waits on
    the database for a finished deal (the daily's, a tournament's) does not let the next deal's
    table message be drawn before the front end has heard that deal's record is coming. Each
    deal's message becomes its record in place, and the records read in deal order."""
    slow_done: list[int] = []

    async def slow(notice: object) -> None:
        if isinstance(notice, DealFinished):
            await asyncio.sleep(0.2)
            slow_done.append(notice.board_no)

    service = harness.bot.service
    service._listeners._listeners.insert(0, slow)  # heard before the front end, as events are
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="chicago4", mode="casual")
    await start_game(harness, ann)
    since = len(harness.fake.requests)
    for _ in range(300):
        if len(slow_done) == 2:
            break
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    await harness.settle()
    channel = harness.channel_messages()
    records = [m for m in channel if "finished:" in texts(m)]
    assert [int(texts(m).split("deal ")[1].split()[0]) for m in records] == [1, 2]
    # No record was posted as a message of its own: each table message became its deal's.
    posted = [r for r in harness.fake.requests[since:] if r.method == "POST"]
    assert not [r for r in posted if "finished:" in texts(r.json or {})]
