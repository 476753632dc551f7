"""Two bot processes, one shard each, on one PostgreSQL database and one (fake) Discord.

Discord gives each shard its own guilds' events and every DM to shard 0; the harness's guild is
on shard 1. So a table opened in the channel is opened, held and shown by shard 1's process,
while its players' clicks in their DMs reach shard 0's.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.config import Settings
from bot.tables.errors import NoSuchTable
from bot.tables.table import Table
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Shards
from tests.fake_discord.server import FakeDiscord, Recorded
from tests.frontend.conftest import audited, make_bot
from tests.frontend.table_driver import controls, live_hand, start_game, take_turn
from tests.pg_server import PostgresServer

ANN = 1001
#: Which process is which: shard 0 gets the DMs, shard 1 the guild of the table.
DMS, GUILD = 0, 1

Json = Any


class Furthest:
    """The tables as the audit sees them: each as the process furthest along in it has it (a
    process learns of another's commits a moment later)."""

    def __init__(self, h: Shards) -> None:
        self.h = h

    @property
    def service(self) -> Furthest:
        return self

    @property
    def reader(self) -> Furthest:
        return self

    def _services(self) -> list[Any]:
        return [b.service for n, b in enumerate(self.h.bots) if n not in self.h.stopped
                and getattr(b, "service", None) is not None]  # fmt: skip

    def table_in(self, room: int) -> int | None:
        return next(
            (t for s in self._services() if (t := s.reader.table_in(room)) is not None), None
        )

    def snapshot(self, table_id: int) -> Table:
        copies = []
        for service in self._services():
            try:
                copies.append(service.reader.snapshot(table_id))
            except NoSuchTable:
                continue
        if not copies:
            raise NoSuchTable()
        return max(copies, key=lambda t: t.version)


@pytest.fixture
async def shards(
    fake: FakeDiscord, postgres_server: PostgresServer, tmp_path: Path
) -> AsyncIterator[Shards]:
    url = await postgres_server.new_database()

    def process(shard: int) -> Callable[[], Any]:
        settings = Settings(
            token=Shards.token(shard),
            database_path=tmp_path / "unused.sqlite3",
            database_url=url,
            dev_guild_id=4242,
            log_level="INFO",
            shard_id=shard,
            shard_count=2,
        )
        return lambda: make_bot(settings)

    h = Shards(fake, [process(0), process(1)], home_shard=GUILD)
    async with audited(h, lambda: Furthest(h)):
        yield h


def table_messages(h: Shards) -> list[int]:
    """The messages in the channel (and its threads) that show a live table: its controls."""
    return [int(m["id"]) for m in h.channel_messages()
            if any(c.action is Act.HAND for c in controls(m))]  # fmt: skip


def edits_of(h: Shards, message_id: int, since: int = 0) -> list[Recorded]:
    return [
        r for r in h.fake.requests[since:]
        if r.method == "PATCH" and r.path.endswith(f"/messages/{message_id}") and r.status < 400
    ]  # fmt: skip


def shown_version(h: Shards, message_id: int) -> int:
    """The table version a table message's picture shows (its file is named after it)."""
    name = h.fake.messages[message_id]["attachments"][0]["filename"]
    return int(name.removesuffix(".png").rsplit("-", 1)[1])


async def a_live_table(h: Shards) -> tuple[int, int, Json]:
    """Ann opens a bridge table in the channel and starts it; returns the table, its table
    message and Ann's hand message, once it waits for her."""
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", format="single")
    await start_game(h, ann)
    hand = live_hand(h, ANN)
    assert hand is not None
    tid = int(controls(hand)[0].table)
    [shown] = table_messages(h)
    return tid, shown, hand


async def test_a_table_opened_in_a_guild_is_held_and_shown_by_that_guilds_shard(
    shards: Shards,
) -> None:
    h = shards
    tid, _, _ = await a_live_table(h)
    assert (
        tid in h.bots[GUILD].service.following.leased
        and tid not in h.bots[DMS].service.following.leased
    )
    posted = [r for r in h.fake.requests if r.method == "POST" and r.path.endswith("/messages")]
    assert posted and {h.sent_by(r) for r in posted} == {GUILD}


async def test_a_dm_click_reaching_shard_0_is_applied_once_and_the_guilds_shard_redraws(
    shards: Shards,
) -> None:
    h = shards
    tid, shown, hand = await a_live_table(h)
    ann = h.fake.users[ANN]
    holder = h.bots[GUILD].service
    before = holder.reader.version(tid)
    acted = [e for e in await h.bots[GUILD].store.events(tid) if e.user_id == ANN]
    mark = len(h.fake.requests)

    await take_turn(h, ann, hand)
    assert h.deliveries[-1] == DMS
    after = h.bots[DMS].service.reader.version(tid)
    assert after > before
    # The guild's process hears of the commit and redraws the table message in the channel.
    await h.fake.wait_until(lambda: shown_version(h, shown) >= after, within=10)
    await h.settle()

    moves = [e for e in await h.bots[GUILD].store.events(tid) if e.user_id == ANN]
    assert len(moves) == len(acted) + 1, "the move was applied once"
    assert holder.reader.version(tid) >= after
    redrawn = edits_of(h, shown, mark)
    assert redrawn and {h.sent_by(r) for r in redrawn} == {GUILD}
    assert table_messages(h) == [shown]


async def test_a_process_that_takes_a_table_over_edits_the_messages_the_other_one_posted(
    shards: Shards,
) -> None:
    h = shards
    tid, shown, hand = await a_live_table(h)
    dms = [int(m["id"]) for m in h.dm_messages(ANN)]
    # The table's process stops; the other started before the table existed, so it knows of
    # its messages only what the store says now.
    await h.stop(GUILD)
    taker = h.bots[DMS].service
    mark = len(h.fake.requests)
    await h.fake.wait_until(lambda: tid in taker.following.leased, within=10)
    await h.settle()

    assert table_messages(h) == [shown], "a second table message was posted"
    assert [int(m["id"]) for m in h.dm_messages(ANN)] == dms, "a second hand was sent"
    assert {h.sent_by(r) for r in edits_of(h, shown, mark)} == {DMS}
    # And play goes on there: Ann's move (a DM, shard 0) redraws the same table message.
    ann = h.fake.users[ANN]
    hand = live_hand(h, ANN)
    assert hand is not None
    await take_turn(h, ann, hand)
    await h.settle()
    assert table_messages(h) == [shown]
    assert shown_version(h, shown) == taker.reader.version(tid)
