"""REST requests per deal and per card for a one-human table, and the bot's time per interaction.

The real bot plays a Chicago against the fake Discord in tests/fake_discord: one person (who
bids 1NT when they can, so most deals are played, and plays the first legal card) and three
basic robots. The person waits for the table to fall quiet before each move, so every move
gets its own table-picture edit: the worst case for coalescing.

    python -m bench.discord_requests [--format chicago4|single] [--interval 1.0] [--delay 0.3]

The defaults are the bot's own (about three minutes for a Chicago); a shorter interval gives
the same counts sooner, since the person always waits for the table to fall quiet.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Awaitable

from bench.fake_bot import bot_on_fake
from bot.client import CardTableBot
from bot.games.cards import seeded_rng
from bot.store.base import TableStore
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Reply
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import control, live_hand, table_message, take_turn

ANN = 1001
BOT_TURN_WAIT = 0.25


def _service(store: TableStore) -> TableService:
    """The product's robots (rule-table bidding, basic card play, judged claims)."""
    return TableService(
        store,
        robots=product_robots,
        judge=game_judge,
        shuffler=lambda table, game, deal: seeded_rng(1000 + deal),
    )


async def run(fmt: str, interval: float, delay: float) -> int:
    async with bot_on_fake(_service, update_interval=interval, update_delay=delay) as h:
        fake = h.fake
        ann = h.user(ANN, "Ann")
        first = len(fake.requests)
        latencies: list[float] = []
        cpu: list[float] = []

        async def timed(work: Awaitable[Reply]) -> Reply:
            started, used = time.monotonic(), time.process_time()
            reply = await work
            await h.settle()
            latencies.append(reply.callback.at - started)
            cpu.append(time.process_time() - used)
            return reply

        await timed(h.slash(ann, "bridge new", format=fmt))
        table = table_message(h)
        start = control(table, Act.START)
        assert start is not None
        await timed(h.click(ann, table, start))
        while "is over" not in " ".join(texts(m) for m in h.channel_messages()):
            hand = live_hand(h, ANN)
            if hand is None:
                print("the game stalled", file=sys.stderr)
                return 1
            await timed(take_turn(h, ann, hand))
        game = fake.requests[first:]
        assert isinstance(h.bot, CardTableBot) and h.bot.store is not None
        rows = await h.bot.store.fetch("SELECT export FROM deals")
        deals = len(rows)
        cards = sum(len(re.findall(r"\b[SHDC][2-9TJQKA]\b", pbn.split("[Play", 1)[1]))
                    for (pbn,) in rows if "[Play" in pbn)  # fmt: skip
    kinds = Counter(_kind(r.method, r.path) for r in game)
    ms = sorted(x * 1000 for x in latencies)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    print(f"format {fmt}, table updates at most every {interval}s after a {delay}s wait")
    print(f"deals {deals}, cards played {cards}, REST requests {len(game)}")
    print(f"requests per deal {len(game) / deals:.1f}, per card {len(game) / max(cards, 1):.2f}")
    # Each move the person makes costs at least its answer and the table picture's edit, so
    # the figure per card follows how many of the cards and calls were theirs.
    print(
        f"requests per move of the person {len(game) / max(len(latencies), 1):.2f} "
        f"({len(latencies)} moves; at least 2 each: the answer and the table's edit)"
    )
    for kind, n in kinds.most_common():
        print(f"  {n:5d}  {kind}")
    print(
        f"interactions {len(ms)}: answered in p50 {statistics.median(ms):.1f} ms, "
        f"p95 {p95:.1f} ms, max {ms[-1]:.1f} ms (injection to the answer reaching Discord;"
        f" it may wait up to {BOT_TURN_WAIT}s for robots to bring the next turn)"
    )
    used = sorted(x * 1000 for x in cpu)
    print(f"CPU per move, everything it causes (bot, robots, pictures, the fake): "
          f"p50 {statistics.median(used):.1f} ms, "
          f"p95 {used[min(len(used) - 1, int(len(used) * 0.95))]:.1f} ms")  # fmt: skip
    return 0


def _kind(method: str, path: str) -> str:
    if "/callback" in path:
        return "interaction answers"
    if path.startswith("/webhooks"):
        return "follow-ups and answer edits"
    if path == "/users/@me/channels":
        return "DM channels opened"
    generic = re.sub(r"/\d+", "/…", path)
    return f"{method} {generic}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--format", default="chicago4", choices=["chicago4", "single"])
    parser.add_argument("--interval", type=float, default=1.0)
    parser.add_argument("--delay", type=float, default=0.3)
    args = parser.parse_args()
    return asyncio.run(run(args.format, args.interval, args.delay))


if __name__ == "__main__":
    sys.exit(main())
