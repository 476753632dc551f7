"""The slash commands around a table, each answered privately where it concerns one person."""

from __future__ import annotations

import itertools
import re

from hypothesis import given
from hypothesis import strategies as st

from bot.cogs.server import pages
from bot.games.bridge.state import CallAction
from bot.games.seats import Seat
from bot.tables.options import TableOptions
from bot.tables.status import Status
from tests.fake_discord.harness import Harness, Json, custom_ids_of
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    controls,
    live_hand,
    start_game,
    table_message,
    take_turn,
)

ANN, BOB = 1001, 1002


async def opened(h: Harness, **options: object) -> Json:
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", **options)
    return ann


async def started(h: Harness, **options: object) -> tuple[Json, int]:
    ann = await opened(h, **options)
    await start_game(h, ann)
    hand = live_hand(h, ANN)
    assert hand is not None
    return ann, int(controls(hand)[0].table)


def channel_text(h: Harness) -> str:
    return " ".join(texts(m) for m in h.channel_messages())


async def test_a_command_where_there_is_no_table_says_so_privately(harness: Harness):
    reply = await harness.slash(harness.user(ANN, "Ann"), "bridge start")
    assert reply.private and "no table in this channel" in reply.text


async def test_one_table_per_channel(harness: Harness):
    await opened(harness)
    reply = await harness.slash(harness.user(BOB, "Bob"), "bridge new")
    assert reply.private and "already has a table" in reply.text


async def test_tables_lists_the_open_table(harness: Harness):
    await opened(harness)
    reply = await harness.slash(harness.fake.users[ANN], "tables")
    assert reply.private and "Table 1" in reply.text and "gathering" in reply.text


async def test_only_the_host_starts_and_a_stranger_is_told_privately(harness: Harness):
    await opened(harness)
    reply = await harness.slash(harness.user(BOB, "Bob"), "bridge start")
    assert reply.private and "host" in reply.text


async def test_hand_before_the_deal_is_refused_and_after_it_comes_by_dm(harness: Harness):
    ann = await opened(harness)
    early = await harness.slash(ann, "bridge hand")
    await harness.settle()
    assert early.private and "No deal" in early.text
    await start_game(harness, ann)
    before = len(harness.dm_messages(ANN))
    reply = await harness.slash(ann, "bridge hand")
    await harness.settle()
    assert reply.kind == 5 and reply.private and "DMs" in reply.text
    assert len(harness.dm_messages(ANN)) == before + 1
    assert harness.dm_messages(ANN)[-1]["attachments"][0]["filename"].startswith("hand-")
    # Only the newest hand message keeps controls: the one before says where the hand went.
    *older, newest = harness.dm_messages(ANN)
    assert custom_ids_of(newest["components"])
    assert not any(custom_ids_of(m["components"]) for m in older)
    assert "your hand is in a newer message below" in texts(older[-1])


async def test_conceding_the_rest_ends_the_deal(harness: Harness):
    ann, _ = await started(harness, format="single")
    for _ in range(3):  # bid 1NT, then the opening lead and into the play
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    reply = await harness.slash(ann, "bridge claim", tricks=0)
    await harness.settle()
    assert reply.private and "claim 0" in reply.text
    (record,) = [m for m in harness.channel_messages() if "finished" in texts(m)]
    # The claimed ending is replayed into a full record: picture, PBN and LIN.
    assert sorted(a["filename"][-3:] for a in record["attachments"]) == ["lin", "pbn", "png"]


async def test_undo_in_a_casual_game_takes_back_my_call(harness: Harness):
    ann, table_id = await started(harness, format="single", mode="casual")
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand, bid="1NT")
    await harness.settle()
    reply = await harness.slash(ann, "bridge undo")
    await harness.settle()
    assert reply.private
    deal = harness.bot.service.reader.snapshot(table_id).deal
    assert not [a for a in deal.actions if isinstance(a, CallAction) and a.seat is Seat.SOUTH]
    assert live_hand(harness, ANN) is not None  # asked to call again


async def test_undo_is_refused_in_a_ranked_game(harness: Harness):
    ann, _ = await started(harness, format="single")
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand)
    await harness.settle()
    reply = await harness.slash(ann, "bridge undo")
    assert reply.private and "casual" in reply.text


async def test_after_a_game_stats_history_and_rematch(harness: Harness):
    ann, table_id = await started(harness, format="single")
    for _ in range(40):
        if "is over" in channel_text(harness):
            break
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    stats = await harness.slash(ann, "stats")
    assert stats.private and " in 1 game (" in stats.text
    assert "The rating is a cautious estimate" in stats.text
    history = await harness.slash(ann, "bridge history")
    await harness.settle()
    assert history.private and "Table 1, game 1, deal 1" in history.text
    # What the play gave away, double dummy, on the deal's line (rule 7.5).
    assert re.search(r"deal 1: .* · (no card|one card|\d+ cards) cost a trick, double dummy; "
                     r"the opening lead \S+ cost", history.text)  # fmt: skip
    assert "bridgebase.com/tools/handviewer" in history.text
    assert history.files[0].startswith(b"\x89PNG")
    assert any(b'[Deal "' in f for f in history.files)
    rematch = await harness.slash(ann, "bridge rematch")
    await harness.settle()
    assert rematch.private
    summary = harness.bot.service.reader.summary(table_id)
    assert summary.status is Status.LIVE and summary.match_no == 2


async def test_the_host_closes_an_open_table(harness: Harness):
    ann = await opened(harness)
    reply = await harness.slash(ann, "bridge close")
    await harness.settle()
    assert reply.private
    listing = await harness.slash(ann, "tables")
    assert "No tables" in listing.text
    assert "closed" in table_message_text(harness)


async def test_a_table_closed_mid_deal_keeps_its_picture_under_the_words(harness: Harness) -> None:
    ann = await opened(harness)
    await start_game(harness, ann)
    board = table_message(harness)
    pictured = [dict(a) for a in board["attachments"]]
    assert pictured
    sent_before = len(harness.fake.requests)
    reply = await harness.slash(ann, "bridge close")
    await harness.settle()
    assert reply.private
    (now,) = [m for m in harness.channel_messages() if m["id"] == board["id"]]
    assert "closed" in texts(now) and not custom_ids_of(now.get("components") or [])
    # The table as it stood stays: the edit names no attachment and uploads no file.
    assert now["attachments"] == pictured
    path = f"/channels/{now['channel_id']}/messages/{now['id']}"
    edits = [r for r in harness.fake.requests[sent_before:] if r.path == path]
    assert edits and not any(r.files for r in edits)


def table_message_text(h: Harness) -> str:
    return texts(h.channel_messages()[0])


async def test_join_suggests_only_free_seats_and_checks_what_was_typed(harness: Harness):
    await opened(harness)
    bob = harness.user(BOB, "Bob")
    suggested = await harness.autocomplete(bob, "bridge join", "seat", "")
    assert [c["value"] for c in suggested] == ["N", "E", "W"]  # Ann already sits South
    assert [c["value"] for c in await harness.autocomplete(bob, "bridge join", "seat", "we")] == [
        "W"
    ]
    typed = await harness.slash(bob, "bridge join", seat="somewhere")
    assert typed.private and "North, East, South or West" in typed.text
    taken = await harness.slash(bob, "bridge join", seat="S")
    assert taken.private and "taken by Ann" in taken.text


async def test_options_from_outside_the_choices_are_refused_clearly(harness: Harness):
    ann = harness.user(ANN, "Ann")
    odd = await harness.slash(ann, "bridge new", system="telepathy")
    assert odd.private and "'telepathy' is not one of the choices" in odd.text
    fmt = await harness.slash(ann, "bridge new", format="marathon")
    assert fmt.private and "'marathon' is not one of the choices of `format`" in fmt.text
    quick = await harness.slash(ann, "bridge new", move_time=5)
    assert quick.private and "`move_time` takes a whole number from 30 to 600" in quick.text
    assert harness.bot.service.reader.table_in(harness.channel_id) is None


async def test_tables_pages_a_long_list_within_discords_limit(harness: Harness):
    service = harness.bot.service
    opened_ids = set()
    for n in range(100):
        opened_ids.add(await service.open_table(
            harness.guild_id, harness.fake.snowflake(), 5000 + n, f"Host {n}",
            TableOptions(private=n % 10 == 9),
        ))  # fmt: skip
    public = {t for t in opened_ids if not service.reader.summary(t).options.private}
    first = await harness.slash(harness.user(ANN, "Ann"), "tables")
    assert first.private and len(first.text) <= 2000
    pages = int(re.search(r"Page 1 of (\d+)", first.text)[1])
    assert pages > 1 and "`/tables page:2`" in first.text
    listed = []
    for page in range(1, pages + 1):
        reply = await harness.slash(harness.fake.users[ANN], "tables", page=page)
        assert reply.private and len(reply.text) <= 2000
        listed += [int(t) for t in re.findall(r"\*\*Table (\d+)\*\*", reply.text)]
    assert sorted(listed) == sorted(public)  # every public table once, in order of pages
    beyond = await harness.slash(harness.fake.users[ANN], "tables", page=pages + 1)
    assert beyond.private and f"{pages} pages" in beyond.text


LINES = st.lists(st.text(st.characters(blacklist_characters="\n"), max_size=300), max_size=60)


@given(LINES, st.integers(50, 2000))
def test_pages_keep_every_line_in_order_within_the_limit(lines: list[str], limit: int):
    book = pages(lines, limit)
    assert all(len(page) <= limit for page in book)
    assert [line for page in book for line in page.split("\n")] == [
        line[:limit] for line in lines
    ] or (lines == [] and book == [""])
    # A page ends only where the next line would not have fitted on it.
    for page, after in itertools.pairwise(book):
        assert len(page) + 1 + len(after.split("\n")[0]) > limit
