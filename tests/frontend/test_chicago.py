"""A whole Chicago through the fake Discord: one person and three robots, to the leaderboard."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import control, live_hand, table_message, take_turn

ANN = 1001


async def test_one_human_plays_a_chicago_against_robots_and_reaches_the_leaderboard(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    opened = await harness.slash(ann, "bridge new")
    assert not opened.private  # the table message is for the whole channel
    table = table_message(harness)
    start = control(table, Act.START)
    assert start is not None
    await harness.click(ann, table, start)
    await harness.settle()
    turns = 0
    while "game 1 is over" not in " ".join(m["content"] for m in harness.channel_messages()):
        hand = live_hand(harness, ANN)
        assert hand is not None, "the game stalled without asking Ann for anything"
        reply = await take_turn(harness, ann, hand)
        assert reply.private
        await harness.settle()
        turns += 1
        assert turns < 200
    board = await harness.slash(ann, "leaderboard")
    await harness.settle()
    assert "Ann" in board.text
    assert board.files and board.files[0].startswith(b"\x89PNG")
