"""A whole Chicago through the fake Discord: one person and three robots, to the leaderboard."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
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


async def test_one_human_plays_a_chicago_against_robots_and_reaches_the_leaderboard(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    opened = await harness.slash(ann, "bridge new")
    assert not opened.private  # the table message is for the whole channel
    await start_game(harness, ann)
    turns = 0
    while "game 1 is over" not in " ".join(texts(m) for m in harness.channel_messages()):
        hand = live_hand(harness, ANN)
        assert hand is not None, "the game stalled without asking Ann for anything"
        reply = await take_turn(harness, ann, hand)
        assert reply.private
        await harness.settle()
        turns += 1
        assert turns < 200
    await harness.settle()
    channel = harness.channel_messages()
    records = [m for m in channel if "finished:" in texts(m)]
    assert len(records) == 4
    assert [int(texts(m).split("deal ")[1].split()[0]) for m in records] == [1, 2, 3, 4]
    for record in records:
        assert "bridgebase.com/tools/handviewer" in texts(record)
        names = [a["filename"] for a in record["attachments"]]
        assert sorted(n[-3:] for n in names) == ["lin", "pbn", "png", "png"]
        assert names[1].endswith("-score.png")  # the score sheet after the deal's picture
    # One table message is left, the last word in the channel, and it alone has the table's
    # buttons (each record offers its deal played again).
    live = table_controls(channel)
    assert live == [channel[-1]]
    assert "game is over" in texts(channel[-1])
    assert channel.index(records[-1]) < channel.index(channel[-1])
    # Each deal's table message became its record in place: none was deleted or left behind.
    assert all(m["edited_timestamp"] is not None for m in records)
    assert not [r for r in harness.fake.requests if r.method == "DELETE"]
    board = await harness.slash(ann, "leaderboard")
    await harness.settle()
    assert "Ann" in board.text
    assert board.files and board.files[0].startswith(b"\x89PNG")


async def test_four_humans_play_a_chicago_and_all_reach_the_leaderboard(harness: Harness):
    people = {1001: "Ann", 1002: "Bob", 1003: "Cid", 1004: "Dee"}
    users = {uid: harness.user(uid, name) for uid, name in people.items()}
    await harness.slash(users[1001], "bridge new")
    table = table_message(harness)
    north = control(table, Act.SIT, "N")
    assert north is not None
    await harness.click(users[1002], table, north)
    joined = await harness.slash(users[1003], "bridge join", seat="E")
    assert joined.private and "East" in joined.text
    await harness.slash(users[1004], "bridge join")
    await harness.settle()
    table = table_message(harness)
    assert control(table, Act.SIT) is None  # every seat is taken
    start = control(table, Act.START)
    assert start is not None
    refused = await harness.click(users[1002], table, start)
    assert refused.private and "host" in refused.text
    await harness.click(users[1001], table, start)
    await harness.settle()
    turns = 0
    while "game 1 is over" not in " ".join(texts(m) for m in harness.channel_messages()):
        waiting = [(uid, hand) for uid in people if (hand := live_hand(harness, uid)) is not None]
        assert len(waiting) == 1, "exactly one player is asked to act at a time"
        uid, hand = waiting[0]
        await take_turn(harness, users[uid], hand, bid="1NT" if uid == 1001 else "P")
        await harness.settle()
        turns += 1
        assert turns < 400
    board = await harness.slash(users[1003], "leaderboard")
    await harness.settle()
    for name in people.values():
        assert name in board.text
