"""Whole Kaiser games through the fake Discord: one person with three robots and four people,
each to 52 (or −52), then the leaderboard shows it under Kaiser."""

from __future__ import annotations

from typing import Any

from bot.cogs.tables import HISTORY_DEALS
from bot.games.kaiser.records import read_records
from bot.games.kaiser.state import CardAction
from bot.games.seats import Seat
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    kaiser_game_over,
    live_hand,
    start_game,
    table_message,
    take_kaiser_turn,
)

ANN, BOB = 1001, 1002


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
        assert "hand " in texts(hand) and "Game score:" in texts(hand)
        reply = await take_kaiser_turn(harness, ann, hand)
        assert reply.private
        await harness.settle()
        turns += 1
        assert turns < 400
    messages = [texts(m) for m in harness.channel_messages()]
    records = [m for m in harness.channel_messages() if "finished:" in texts(m)]
    assert records
    for record in records:
        # The hand's record picture, the game's score sheet so far, and the hand as text.
        names = [a["filename"] for a in record["attachments"]]
        assert [n[-3:] for n in names] == ["png", "png", "txt"] and "score" in names[1]
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
    stats = await harness.slash(ann, "stats", game="kaiser")
    assert stats.private and "Kaiser against basic robots" in stats.text and "1 game" in stats.text
    assert "no ranked results" in (await harness.slash(ann, "stats", game="bridge")).text
    # /kaiser history: the newest hand's record picture and every hand as text that reads back.
    history = await harness.slash(ann, "kaiser history")
    await harness.settle()
    last = len(records)
    assert history.private and f"Table 1, game 1, deal {last}: " in history.text
    assert "against best play; the opening lead" in history.text
    assert history.files[0].startswith(b"\x89PNG")
    kept = read_records(history.files[-1].decode().replace("\r\n", "\n"))
    assert len(kept) == min(last, HISTORY_DEALS) and all(r.names[Seat.SOUTH] == "Ann" for r in kept)
    assert "Ann" not in (await harness.slash(ann, "bridge history")).text


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
        # North–South bid as high as they may, East–West only when they must: a short game
        # (twelve at no trump made or gone down moves 24 points).
        ns = uid in (1001, 1002)
        await take_kaiser_turn(harness, users[uid], hand, bid=ns, highest=ns)
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
    assert harness.bot.service.reader.listing(harness.guild_id) == []
    opened = await harness.slash(
        ann, "kaiser new", target=30, freeze="none", min_bid=6, minus_card="C3",
        no_trump_doubles=False, dealer_may_equal=False,
    )  # fmt: skip
    assert not opened.private
    for words in ("Kaiser to 30", "bids from 6", "no freeze", "3♣ counts −3",
                  "no trump not doubled", "dealer must bid higher"):  # fmt: skip
        assert words in opened.text
    rules = harness.bot.service.reader.snapshot(1).rules
    assert (rules.target, rules.freeze, rules.min_bid, str(rules.minus_card)) == (30, None, 6, "C3")


async def kaiser_pair(harness: Harness) -> tuple[Any, Any]:
    """Ann (South) and Bob (North) at a ranked Kaiser table, started."""
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    await harness.slash(ann, "kaiser new")
    await harness.slash(bob, "kaiser join", seat="N")
    await start_game(harness, ann)
    return ann, bob


async def test_r5_6_a_kaiser_player_leaving_before_a_card_is_played_makes_a_remake(
    harness: Harness,
):
    ann, bob = await kaiser_pair(harness)
    left = await harness.slash(bob, "kaiser leave")
    await harness.settle()
    assert left.private
    said = "\n".join(texts(m) for m in harness.channel_messages())
    assert "A remake" in said and "nothing counts" in said
    assert live_hand(harness, ANN) is None  # nothing is asked of Ann any more
    board = await harness.slash(ann, "leaderboard", game="kaiser")
    assert "Ann" not in board.text and "Bob" not in board.text


async def test_r5_7_a_kaiser_player_leaving_later_alone_loses_and_the_channel_says_so(
    harness: Harness,
):
    ann, bob = await kaiser_pair(harness)
    for _ in range(12):  # until a card has been played
        deal = harness.bot.service.reader.snapshot(1).deal
        if any(isinstance(a, CardAction) for a in deal.actions):
            break
        for uid, user in ((ANN, ann), (BOB, bob)):
            hand = live_hand(harness, uid)
            if hand is not None:
                await take_kaiser_turn(harness, user, hand)
                await harness.settle()
                break
    await harness.slash(bob, "kaiser leave")
    await harness.settle()
    said = "\n".join(texts(m) for m in harness.channel_messages())
    assert f"<@{BOB}>: −1 point" in said
    assert f"<@{ANN}>: a protected result (no loss)" in said


async def test_tables_lists_kaiser_tables_beside_bridge_ones(harness: Harness):
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    await harness.slash(ann, "kaiser new", target=60)
    elsewhere = harness.channel_elsewhere(harness.guild_id)
    await harness.slash(bob, "bridge new", in_channel=elsewhere)
    listing = await harness.slash(ann, "tables")
    lines = listing.text.splitlines()
    kaiser = next(line for line in lines if "· Kaiser ·" in line)
    bridge = next(line for line in lines if "· Bridge ·" in line)
    assert "Kaiser to 60" in kaiser and f"<#{elsewhere}>" in bridge
