"""Whole Kaiser games through the fake Discord: one person with three robots and four people,
each to 52 (or −52), then the leaderboard shows it under Kaiser."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import (
    control,
    kaiser_game_over,
    live_hand,
    start_game,
    table_message,
    take_kaiser_turn,
)

ANN = 1001


async def test_one_human_plays_a_kaiser_game_to_52_and_reaches_the_kaiser_leaderboard(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    opened = await harness.slash(ann, "kaiser new")
    assert not opened.private and "Kaiser to 52" in opened.text
    await start_game(harness, ann)
    turns = 0
    while not kaiser_game_over(harness):
        hand = live_hand(harness, ANN)
        assert hand is not None, "the game stalled without asking Ann for anything"
        assert "hand " in hand["content"] and "Game score:" in hand["content"]
        reply = await take_kaiser_turn(harness, ann, hand)
        assert reply.private
        await harness.settle()
        turns += 1
        assert turns < 400
    messages = [m["content"] for m in harness.channel_messages()]
    records = [m for m in harness.channel_messages() if "finished:" in m["content"]]
    assert records
    for record in records:
        assert sorted(a["filename"][-3:] for a in record["attachments"]) == ["png", "txt"]
    talk = "\n".join(messages)
    assert "> Who got the bid?" in talk
    assert "made it" in talk or "went down" in talk
    over = next(m for m in messages if "game 1 is over" in m)
    assert "+1 point" in over or "−1 point" in over
    board = await harness.slash(ann, "leaderboard", game="kaiser")
    await harness.settle()
    assert "Kaiser" in board.text and "Ann" in board.text
    bridge = await harness.slash(ann, "leaderboard", game="bridge")
    await harness.settle()
    assert "Ann" not in bridge.text  # results are kept apart per game


async def test_four_humans_play_a_kaiser_game_and_all_reach_the_leaderboard(harness: Harness):
    people = {1001: "Ann", 1002: "Bob", 1003: "Cid", 1004: "Dee"}
    users = {uid: harness.user(uid, name) for uid, name in people.items()}
    await harness.slash(users[1001], "kaiser new", mode="ranked")
    table = table_message(harness)
    north = control(table, Act.SIT, "N")
    assert north is not None
    await harness.click(users[1002], table, north)
    joined = await harness.slash(users[1003], "kaiser join", seat="E")
    assert joined.private and "East" in joined.text
    await harness.slash(users[1004], "kaiser join")
    await harness.settle()
    table = table_message(harness)
    start = control(table, Act.START)
    assert start is not None
    await harness.click(users[1001], table, start)
    await harness.settle()
    turns = 0
    while not kaiser_game_over(harness):
        waiting = [(uid, hand) for uid in people if (hand := live_hand(harness, uid)) is not None]
        assert len(waiting) == 1, "exactly one player is asked to act at a time"
        uid, hand = waiting[0]
        # North–South bid whenever they may, East–West only when they must: a quick game.
        await take_kaiser_turn(harness, users[uid], hand, bid=uid in (1001, 1002))
        await harness.settle()
        turns += 1
        assert turns < 1200
    board = await harness.slash(users[1003], "leaderboard", game="kaiser")
    await harness.settle()
    for name in people.values():
        assert name in board.text



async def test_r2_8_kaiser_house_rules_are_chosen_when_the_table_opens(harness: Harness):
    ann = harness.user(ANN, "Ann")
    # A freeze at or above the target is no game the rule book allows: refused, nothing opens.
    refused = await harness.slash(ann, "kaiser new", target=40)
    assert refused.private and "house rules" in refused.text
    assert harness.bot.service.listing(harness.guild_id) == []
    opened = await harness.slash(
        ann, "kaiser new", target=30, freeze="none", min_bid=6, minus_card="C3",
        no_trump_doubles=False, dealer_may_equal=False,
    )  # fmt: skip
    assert not opened.private
    for words in ("Kaiser to 30", "bids from 6", "no freeze", "3♣ counts −3",
                  "no trump not doubled", "dealer must bid higher"):  # fmt: skip
        assert words in opened.text
    rules = harness.bot.service.snapshot(1).rules
    assert (rules.target, rules.freeze, rules.min_bid, str(rules.minus_card)) == (30, None, 6, "C3")
