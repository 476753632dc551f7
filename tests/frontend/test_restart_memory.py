"""After a restart the bot still knows its messages: the table's thread, the table picture, each
player's DM hand, and who asked to confirm their calls and cards."""

from __future__ import annotations

import copy

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, Json
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import control, controls, live_hand, start_game, table_message

ANN, BOB = 1001, 1002


async def ann_confirms_and_bob_is_to_act(h: Harness) -> tuple[Json, Json, int]:
    """Ann (South, host, confirming each call) and Bob (East) at a single deal; Ann, the
    dealer, passes and the robots at West and North call, so it is Bob's turn."""
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    await h.slash(ann, "bridge new", format="single", confirm=True)
    await h.slash(bob, "bridge join", seat="E")
    await start_game(h, ann)
    hand = live_hand(h, ANN)
    assert hand is not None
    ask = control(hand, Act.CONFIRM, "P")
    assert ask is not None
    await h.click(ann, hand, ask)
    asked = h.fake.messages[int(hand["id"])]
    confirm = control(asked, Act.MOVE, "P")
    assert confirm is not None
    await h.click(ann, asked, confirm)
    await h.settle()
    assert live_hand(h, BOB) is not None and live_hand(h, ANN) is None
    return ann, bob, int(controls(table_message(h))[0].table)


async def bid_lowest(h: Harness, user: Json, message: Json) -> None:
    """Make the lowest bid offered (a bid, so the auction goes on to the next seat)."""
    levels = sorted(int(c.arg) for c in controls(message) if c.action is Act.STEP)
    assert levels
    level = control(message, Act.STEP, str(levels[0]))
    assert level is not None
    await h.click(user, message, level)
    fresh = h.fake.messages[int(message["id"])]
    bid = next(c for c in controls(fresh) if c.action is Act.MOVE)
    await h.click(user, fresh, bid.encode())


async def test_a_restart_keeps_the_table_picture_in_its_thread(harness: Harness):
    _, bob, table_id = await ann_confirms_and_bob_is_to_act(harness)
    fake = harness.fake
    (thread,) = harness.thread_ids()
    picture = copy.deepcopy(table_message(harness))
    assert picture["channel_id"] == str(thread)
    bob_hand = live_hand(harness, BOB)
    assert bob_hand is not None

    await harness.restart()
    await harness.settle()
    since = len(fake.requests)
    await bid_lowest(harness, bob, bob_hand)  # on the message sent before the restart
    await harness.settle()

    # The picture is edited in place: the same message, now showing Bob's bid; no new one.
    version = harness.bot.service.reader.summary(table_id).version
    assert version > picture_version(picture)
    assert table_message(harness)["id"] == picture["id"]
    assert picture_version(table_message(harness)) == version
    assert fake.find("PATCH", rf"/channels/{thread}/messages/{picture['id']}", since)
    assert not fake.find("POST", r"/channels/\d+/messages", since)
    # Messages about the table still go to its thread, not to the channel.
    left = await harness.slash(bob, "bridge leave", in_channel=thread)
    await harness.settle()
    assert left.private
    (notice,) = [m for m in harness.channel_messages() if "left the East seat" in texts(m)]
    assert notice["channel_id"] == str(thread)
    assert len(harness.thread_ids()) == 1


async def test_a_restart_keeps_the_dm_hand_and_the_confirm_step(harness: Harness):
    _, bob, _ = await ann_confirms_and_bob_is_to_act(harness)
    fake = harness.fake
    (ann_hand,) = harness.dm_messages(ANN)
    bob_hand = live_hand(harness, BOB)
    assert bob_hand is not None

    await harness.restart()
    await harness.settle()
    since = len(fake.requests)
    await bid_lowest(harness, bob, bob_hand)
    await harness.settle()

    # Ann's turn came without her clicking: her DM hand is edited, not sent again.
    assert [m["id"] for m in harness.dm_messages(ANN)] == [ann_hand["id"]]
    assert fake.find("PATCH", rf"/channels/{ann_hand['channel_id']}/messages/{ann_hand['id']}",
                     since)  # fmt: skip
    hand = live_hand(harness, ANN)
    assert hand is not None and hand["id"] == ann_hand["id"]
    # She still asked to confirm: Pass only asks, no button acts at once.
    assert control(hand, Act.CONFIRM, "P") is not None
    assert control(hand, Act.MOVE) is None


def picture_version(message: Json) -> int:
    """The table version a table message shows, as its picture is named: table-<id>-<v>.png."""
    (picture,) = [a["filename"] for a in message["attachments"]]
    return int(picture.removesuffix(".png").rsplit("-", 1)[1])


async def rows_of(h: Harness, table_id: int) -> dict[str, int]:
    counts = {}
    for name in ("table_rooms", "table_messages", "hand_messages"):
        sql = f"SELECT COUNT(*) FROM {name} WHERE table_id = ?"
        rows = await h.bot.store.fetch(sql, [table_id])
        counts[name] = rows[0][0]
    return counts


async def test_a_closed_table_is_forgotten(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single", confirm=True)
    await start_game(harness, ann)
    picture = table_message(harness)
    table_id = int(controls(picture)[0].table)
    (thread,) = harness.thread_ids()
    assert await rows_of(harness, table_id) == {
        "table_rooms": 1, "table_messages": 1, "hand_messages": 1,
    }  # fmt: skip

    closed = await harness.slash(ann, "bridge close", in_channel=thread)
    await harness.settle()
    assert closed.private
    assert "closed" in texts(harness.fake.messages[int(picture["id"])])
    assert await rows_of(harness, table_id) == {
        "table_rooms": 0, "table_messages": 0, "hand_messages": 0,
    }  # fmt: skip
    # The player's own choice outlasts the table.
    await harness.restart()
    assert ANN in harness.bot.presenter.memory.confirm_users
