"""Benchmark: does the bot give back what a table took once the table has closed?

The real bot runs against the fake Discord in tests/fake_discord. One person opens a table of a
single deal, starts it (three basic robots take the other seats), passes at every call and, if
the deal is played, concedes the rest at their first card; the game over, they close the table.
That is done again and again, one table after another. The fake forgets each closed table's
messages and requests, so that only the bot's memory is counted.

Prints, at the start, after the first tables (the warm-up: caches fill, the double-dummy
solver takes its tables on its first robot play) and at the end: the memory blocks Python has
allocated, the objects the garbage collector tracks, the resident set size, and the size of
every map the table service and the front end keep; every `--every` tables, the objects and the
resident set size per table since the last line; and at the end, per table after the warm-up.

    python -m bench.memory [--tables 500] [--warm 150] [--every 50]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import sys
import time
from typing import Any

from bench.fake_bot import bot_on_fake
from bench.tables import rss_bytes
from bot.client import CardTableBot
from bot.games.cards import seeded_rng
from bot.store.base import TableStore
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.fake_discord.server import FakeDiscord
from tests.frontend.table_driver import card_control, control, live_hand, start_game

ANN = 1001


def _service(store: TableStore) -> TableService:
    return TableService(store, shuffler=lambda table, game, deal: seeded_rng(table * 100 + deal))


def measure(bot: CardTableBot) -> dict[str, Any]:
    gc.collect()
    assert bot.service is not None and bot.presenter is not None
    return {
        "blocks": sys.getallocatedblocks(),
        "objects": len(gc.get_objects()),
        "rss": rss_bytes(),
        "maps": {**bot.service.in_memory(), **bot.presenter.in_memory()},
    }


async def one_table(h: Harness, peak: dict[str, int]) -> int:
    """Open, play and close one single-deal table; returns how many moves the person made.
    `peak` keeps the most each map held while the table was in play."""
    ann = h.fake.users[ANN]
    await h.slash(ann, "bridge new", format="single")
    await start_game(h, ann)
    bot = h.bot
    assert isinstance(bot, CardTableBot) and bot.service is not None and bot.presenter is not None
    service, presenter = bot.service, bot.presenter
    table_id = service.reader.table_in(h.channel_id)
    assert table_id is not None
    place = presenter.tables.room(table_id)
    moves = 0
    while service.reader.summary(table_id).status is Status.LIVE:
        hand = live_hand(h, ANN)
        assert hand is not None, "the person is never asked to act"
        if card_control(hand) is not None:
            await h.slash(ann, "bridge claim", tricks=0, in_channel=place)
        else:
            answer = control(hand, Act.MOVE, "accept") or control(hand, Act.MOVE, "P")
            assert answer is not None
            await h.click(ann, hand, answer)
        moves += 1
        await h.settle()
        for key, size in {**service.in_memory(), **presenter.in_memory()}.items():
            peak[key] = max(peak.get(key, 0), size)
    await h.slash(ann, "bridge close", in_channel=place)
    await h.settle()
    return moves


def forget_closed(fake: FakeDiscord) -> None:
    """The fake drops what it kept of the closed tables: their messages, threads and requests."""
    fake.requests.clear()
    fake.messages.clear()
    fake.interactions.clear()
    fake.threads.clear()
    fake.ephemeral_to.clear()


def show(label: str, m: dict[str, Any], base: dict[str, Any] | None) -> None:
    def delta(key: str, scale: float = 1.0, unit: str = "") -> str:
        if base is None:
            return ""
        return f" ({(m[key] - base[key]) / scale:+,.{1 if unit else 0}f}{unit})"

    print(
        f"{label}: {m['blocks']:,} blocks{delta('blocks')}, {m['objects']:,} objects"
        f"{delta('objects')}, RSS {m['rss'] / 2**20:.1f} MiB{delta('rss', 2**20, ' MiB')}"
    )
    busy = {k: v for k, v in m["maps"].items() if v}
    print(f"  maps: {busy or 'all empty'}")


def per_table(now: dict[str, Any], then: dict[str, Any], tables: int) -> str:
    """Objects, blocks and resident set size gained per table between two measures."""
    n = max(1, tables)
    return (
        f"{(now['objects'] - then['objects']) / n:+.1f} objects, "
        f"{(now['blocks'] - then['blocks']) / n:+.1f} blocks, "
        f"RSS {(now['rss'] - then['rss']) / n / 2**10:+.1f} KiB per table"
    )


async def run(tables: int, warm: int, every: int) -> int:
    bot = {"update_interval": 0.02, "update_delay": 0.01, "turn_wait": 0.1}
    async with bot_on_fake(_service, **bot) as h:
        fake = h.fake
        assert isinstance(h.bot, CardTableBot)
        h.user(ANN, "Ann")
        await h.settle()
        start = measure(h.bot)
        show("before the first table", start, None)
        began = time.perf_counter()
        moves = 0
        warmed: dict[str, Any] | None = None
        last, last_n = start, 0
        peak: dict[str, int] = {}
        for n in range(1, tables + 1):
            moves += await one_table(h, peak)
            forget_closed(fake)
            await asyncio.sleep(0.05)  # past the spacing of the message updates
            if n == warm:
                warmed = measure(h.bot)
                show(f"after {n} tables (the warm-up)", warmed, start)
                last, last_n = warmed, n
            elif n % every == 0:
                m = measure(h.bot)
                print(
                    f"  {n} tables, {time.perf_counter() - began:.0f} s: {m['objects']:,} objects,"
                    f" RSS {m['rss'] / 2**20:.1f} MiB; since {last_n}:"
                    f" {per_table(m, last, n - last_n)}", flush=True,
                )  # fmt: skip
                last, last_n = m, n
        end = measure(h.bot)
        show(f"after {tables} tables", end, start)
        if warmed is not None:
            rest = tables - warm
            print(f"after the warm-up ({rest} tables): {per_table(end, warmed, rest)}")
        print(f"{tables} tables, {moves} moves by the person, {time.perf_counter() - began:.0f} s")
        print(f"the most each map held during play: { {k: v for k, v in peak.items() if v} }")
    return 0 if end["maps"] == start["maps"] else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--warm", type=int, default=150)
    parser.add_argument("--every", type=int, default=50)
    args = parser.parse_args()
    return asyncio.run(run(args.tables, args.warm, args.every))


if __name__ == "__main__":
    raise SystemExit(main())
