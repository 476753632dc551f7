"""Rules 10.7 and 10.10 of seeds/tables.md through the fake Discord: the daily challenge in a
private thread of the player's own, played by two people one after the other; neither learns
anything of the other's boards before finishing their own, and both then read the same
standings. The hidden-card audit (see conftest) checks every request."""

from __future__ import annotations

import asyncio
import re

import discord

from bot.tables.limits import TABLES_PER_CHANNEL, TABLES_PER_SERVER
from bot.tables.status import Status
from tests.fake_discord import payloads
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import live_hand, take_turn

ANN, BOB = 1, 2


def daily_table(h: Harness, user_id: int) -> int | None:
    for thread, members in h.fake.thread_members.items():
        if members == {user_id}:
            return h.bot.service.reader.table_in(thread)
    return None


async def play_boards(h: Harness, user, boards: int = 8, bid: str = "P") -> None:
    """Play the user's daily table by its buttons until `boards` boards are over: passing
    (a board the robots pass too is over at once), or bidding `bid` where it is legal."""
    uid = int(user["id"])
    table = daily_table(h, uid)
    assert table is not None
    service = h.bot.service
    for _ in range(3000):
        await h.settle()
        if len(await service.history.finished_deals(table)) >= boards:
            return
        hand = live_hand(h, uid)
        assert hand is not None, "the player's turn never came"
        await take_turn(h, user, hand, bid)
    raise AssertionError("the boards did not end")


async def test_r10_7_the_daily_table_is_a_private_thread_of_the_players_own(harness):
    h = harness
    ann = h.user(ANN, "Ann")
    reply = await h.slash(ann, "daily play")
    assert reply.private and "challenge is yours" in reply.text
    await h.settle()
    private = [t for t, th in h.fake.threads.items() if th["type"] == 12]
    assert len(private) == 1 and h.fake.thread_members[private[0]] == {ANN}
    table = daily_table(h, ANN)
    assert table is not None and h.bot.service.reader.summary(table).status is Status.LIVE
    posted = [r for r in h.fake.requests if r.path == f"/channels/{private[0]}/messages"]
    assert posted and all(r.audience == f"user:{ANN}" for r in posted)
    again = await h.slash(ann, "daily play")
    assert again.private and "playing today's challenge already" in again.text
    assert len([t for t, th in h.fake.threads.items() if th["type"] == 12]) == 1


async def test_r10_7_the_daily_is_refused_in_a_thread_and_without_private_threads(harness):
    h = harness
    ann = h.user(ANN, "Ann")
    in_thread = await h.slash(ann, "daily play", in_channel=h.thread())
    assert in_thread.private and "from a text channel" in in_thread.text
    can = discord.Permissions(int(payloads.ALL_PERMISSIONS))
    can.create_private_threads = False
    denied = await h.slash(ann, "daily play", app_permissions=str(can.value))
    assert denied.private and "Create Private Threads" in denied.text
    assert daily_table(h, ANN) is None and not h.fake.thread_members


async def leave_daily(h: Harness, user) -> None:
    """Leave the daily table from its thread: the boards not played score nothing."""
    uid = int(user["id"])
    thread = next(t for t, members in h.fake.thread_members.items() if members == {uid})
    reply = await h.slash(user, "bridge leave", in_channel=thread)
    assert reply.private
    await h.settle()


async def test_r10_10_two_players_one_after_the_other_see_nothing_early(harness):
    h = harness
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    early = await h.slash(ann, "daily results")
    assert early.private and "Play today's challenge first" in early.text
    await h.slash(ann, "daily play")
    await play_boards(h, ann, 1, bid="1NT")
    unfinished = await h.slash(ann, "daily results")
    assert unfinished.private and "Finish your boards first" in unfinished.text
    await play_boards(h, ann, 8)
    await h.slash(bob, "daily play")
    await play_boards(h, bob, 1)
    bob_early = await h.slash(bob, "daily results")
    day_board = await h.slash(bob, "daily leaderboard")
    assert "Finish your boards first" in bob_early.text and bob_early.private
    assert "Finish your boards first" in day_board.text and day_board.private
    # Ann, who has finished, reads her boards; of Bob's only the one he has finished.
    ann_view = await h.slash(ann, "daily results", within=60)
    assert ann_view.private and "Par" in ann_view.text and "×" in ann_view.text
    field = [line for line in ann_view.text.splitlines() if line.startswith("-# ")]
    assert (
        len(field) == 8
        and sum(int(n) for line in field for n in re.findall(r"×(\d+)", line)) == 8 + 8 + 1
    )  # Ann's and the robots' eight, and Bob's first board
    # Bob leaves before his last board: he sees the field only once the day has closed.
    await leave_daily(h, bob)
    for command in ("daily results", "daily leaderboard"):
        left = await h.slash(bob, command)
        assert left.private and "once the day closes" in left.text
    # Nothing Bob has been sent names Ann or her results.
    to_bob = [r for r in h.fake.requests if r.audience == f"user:{BOB}" and r.json]
    assert to_bob and not any("Ann" in str(r.json) for r in to_bob)
    ann_after = await h.slash(ann, "daily results", within=60)
    standings = [line for line in ann_after.text.splitlines() if line.startswith("Standings")]
    assert "Ann" in standings[0] and "Bob" in standings[0] and "Robots" in standings[0]
    board_line = await h.slash(ann, "daily leaderboard")
    assert board_line.private and "Ann" in board_line.text and "Bob" in board_line.text


async def test_r10_6_a_kaiser_daily_opens_beside_the_bridge_one(harness):
    h = harness
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "daily play")
    kaiser = await h.slash(ann, "daily play", game="kaiser")
    assert kaiser.private and "Kaiser challenge is yours" in kaiser.text
    await h.settle()
    games = sorted(
        h.bot.service.reader.summary(t).options.game
        for thread in h.fake.thread_members
        if (t := h.bot.service.reader.table_in(thread)) is not None
    )
    assert games == ["bridge", "kaiser"]
    early = await h.slash(ann, "daily results", game="kaiser")
    assert early.private and "Finish your boards first" in early.text


async def test_r10_20_a_daily_player_away_for_hours_comes_back_to_their_boards(timed):
    h, clock = timed
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "daily play")
    await h.settle()
    table = daily_table(h, ANN)
    assert table is not None
    hand = live_hand(h, ANN)
    assert hand is not None
    await take_turn(h, ann, hand, "P")
    await h.settle()
    service = h.bot.service
    clock.advance(2 * 3600)  # lunch, and a long one: a casual table gives up after 30 minutes
    await service.run_due_timers()
    await h.settle()
    room = service.reader.summary(table).channel_id
    said = " ".join(texts(m) for m in h.channel_messages(room))
    assert "ran out of time" not in said and "seconds left" not in said
    assert service.reader.snapshot(table).autoplay == {}
    back = live_hand(h, ANN)
    assert back is not None
    before = service.reader.summary(table).version
    await take_turn(h, ann, back, "P")  # her call is taken, as if she had never gone
    await h.settle()
    assert service.reader.summary(table).version > before
    assert service.reader.summary(table).status is Status.LIVE
    assert service.reader.seat_of(table, ANN)


def private_threads(h: Harness) -> list[int]:
    return [t for t, th in h.fake.threads.items() if th["type"] == 12]


async def test_r10_7_two_tries_at_once_open_one_table_in_one_thread(harness):
    h = harness
    ann = h.user(ANN, "Ann")
    first, second = await asyncio.gather(h.slash(ann, "daily play"), h.slash(ann, "daily play"))
    said = sorted([first.text, second.text])
    assert first.private and second.private
    assert any("challenge is yours" in t for t in said)
    assert any("being opened" in t or "playing today's challenge already" in t for t in said)
    await h.settle()
    assert len(private_threads(h)) == 1
    rows = await h.bot.store.fetch("SELECT id FROM tables", ())
    assert len(rows) == 1


async def test_r1_8_r10_7_the_daily_at_the_caps(harness):
    """A channel full of casual tables still gives a daily table (an event's table counts
    against the server's limit only); a full server refuses it, and nothing is made."""
    h = harness
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    service = h.bot.service
    for n in range(TABLES_PER_CHANNEL):
        await service.open_table(h.guild_id, h.fake.snowflake(), 500 + n, f"Host {n}",
                                 parent_id=h.channel_id)  # fmt: skip
    ours = await h.slash(ann, "daily play")
    assert ours.private and "challenge is yours" in ours.text
    await h.settle()
    assert len(private_threads(h)) == 1
    for n in range(TABLES_PER_SERVER - TABLES_PER_CHANNEL - 1):
        await service.open_table(h.guild_id, h.fake.snowflake(), 1000 + n, f"Host {n}")
    before = len(h.fake.requests)
    refused = await h.slash(bob, "daily play")
    assert refused.private and f"already has {TABLES_PER_SERVER} tables" in refused.text
    assert len(private_threads(h)) == 1
    assert not [r for r in h.fake.requests[before:] if r.path.endswith("/threads")]
    rows = await h.bot.store.fetch("SELECT event FROM event_entries WHERE user_id = ?", (BOB,))
    assert rows == []
