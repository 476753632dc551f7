"""DMs that remember closed inboxes, and the coalescing per-table message updater."""

from __future__ import annotations

import asyncio
import itertools

from bot.ui.delivery import DmDelivery, Outcome
from bot.ui.updater import MessageUpdater
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts


async def test_a_dm_is_sent_and_its_channel_reused(harness: Harness):
    harness.user(21, "bea")
    delivery = DmDelivery(harness.bot)
    first = await delivery.send(21, content="one")
    second = await delivery.send(21, content="two")
    assert first.outcome is second.outcome is Outcome.SENT
    assert len(harness.fake.find("POST", r"/users/@me/channels")) == 1
    assert [texts(m) for m in harness.dm_messages(21)] == ["one", "two"]


async def test_closed_dms_are_reported_once_and_never_tried_again(harness: Harness):
    harness.user(21, "bea")
    harness.fake.closed_dms.add(21)
    delivery = DmDelivery(harness.bot)
    first = await delivery.send(21, content="hand")
    second = await delivery.send(21, content="hand again")
    assert first.outcome is Outcome.CLOSED_NOW
    assert second.outcome is Outcome.CLOSED
    assert delivery.is_closed(21)
    refused = [r for r in harness.fake.requests if r.status == 403]
    assert len(refused) == 1


async def test_a_dm_is_edited_in_place(harness: Harness):
    harness.user(21, "bea")
    delivery = DmDelivery(harness.bot)
    sent = await delivery.send(21, content="before")
    assert sent.channel_id is not None and sent.message_id is not None
    assert await delivery.edit(21, sent.channel_id, sent.message_id, content="after")
    assert [texts(m) for m in harness.dm_messages(21)] == ["after"]


async def test_a_burst_of_updates_becomes_at_most_two_with_the_latest_state():
    updater = MessageUpdater(interval=0.05)
    shown: list[int] = []
    state = {"version": 0}

    async def redraw() -> None:
        shown.append(state["version"])

    for version in range(1, 21):
        state["version"] = version
        updater.request("table-1", redraw)
        await asyncio.sleep(0)
    await updater.flush()
    assert len(shown) <= 2
    assert shown[-1] == 20


async def test_updates_of_one_table_are_spaced_by_the_interval():
    updater = MessageUpdater(interval=0.05)
    times: list[float] = []
    loop = asyncio.get_running_loop()

    async def redraw() -> None:
        times.append(loop.time())

    for _ in range(3):
        updater.request("t", redraw)
        await updater.flush()
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert len(times) == 3
    assert all(gap >= 0.045 for gap in gaps)


async def test_tables_do_not_wait_for_each_other():
    updater = MessageUpdater(interval=10.0)
    ran: list[str] = []

    async def redraw_a() -> None:
        ran.append("a")

    async def redraw_b() -> None:
        ran.append("b")

    updater.request("a", redraw_a)
    updater.request("b", redraw_b)
    await asyncio.wait_for(updater.flush(), 1.0)
    assert sorted(ran) == ["a", "b"]


async def test_a_failing_update_does_not_stop_later_ones():
    updater = MessageUpdater(interval=0.0)
    ran: list[int] = []

    async def broken() -> None:
        raise RuntimeError("render failed")

    async def fine() -> None:
        ran.append(1)

    updater.request("t", broken)
    await updater.flush()
    updater.request("t", fine)
    await updater.flush()
    assert ran == [1]
