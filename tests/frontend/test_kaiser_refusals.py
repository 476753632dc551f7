"""Clicks on a Kaiser hand that must not count: another user's, a stale one, a forged bid or
card, a double click. Each gets a private answer and changes nothing."""

from __future__ import annotations

import asyncio
import copy

from bot.games.kaiser.state import BidAction, PassAction
from bot.games.seats import Seat
from tests.fake_discord.harness import Harness, Json
from tests.frontend.table_driver import controls, version, waiting_for_ann

ANN, BOB = 1001, 1002


async def ann_to_bid(h: Harness) -> tuple[Json, int]:
    return await waiting_for_ann(h, "kaiser", ANN)


def a_bid(hand: Json) -> str:
    return next(c.encode() for c in controls(hand) if c.arg.startswith("bid"))


async def test_another_users_click_on_a_kaiser_hand_is_refused(harness: Harness):
    hand, table_id = await ann_to_bid(harness)
    before = version(harness, table_id)
    reply = await harness.click(harness.user(BOB, "Bob"), hand, a_bid(hand))
    await harness.settle()
    assert reply.private and "not seated" in reply.text
    assert version(harness, table_id) == before


async def test_a_stale_kaiser_bid_is_refused(harness: Harness):
    hand, table_id = await ann_to_bid(harness)
    old, bid = copy.deepcopy(hand), a_bid(hand)
    await harness.click(harness.fake.users[ANN], hand, bid)
    await harness.settle()
    now = version(harness, table_id)
    harness.fake.messages[int(old["id"])] = old
    reply = await harness.click(harness.fake.users[ANN], old, bid)
    await harness.settle()
    assert reply.private and "moved on" in reply.text
    assert version(harness, table_id) == now


async def test_a_forged_kaiser_move_is_refused(harness: Harness):
    hand, table_id = await ann_to_bid(harness)
    before = version(harness, table_id)
    # A bid below the lowest, a card during the auction, a trump before anyone has the bid.
    for move in ("bid6", "SA", "trumpH", "bid13"):
        forged = f"ct:{table_id}:{before}:move:{move}"  # as a client could send it
        row = [{"type": 2, "style": 2, "label": "x", "custom_id": forged}]
        message = harness.fake.plant_message(
            int(hand["channel_id"]), [{"type": 1, "components": row}]
        )
        reply = await harness.click(harness.fake.users[ANN], message, forged)
        await harness.settle()
        assert reply.private and reply.text, move
        assert version(harness, table_id) == before, move


async def test_a_double_click_on_a_kaiser_bid_counts_once(harness: Harness):
    hand, table_id = await ann_to_bid(harness)
    bid = a_bid(hand)
    ann = harness.fake.users[ANN]
    first, second = await asyncio.gather(
        harness.click(ann, hand, bid), harness.click(ann, hand, bid)
    )
    await harness.settle()
    refused = [r for r in (first, second) if "moved on" in r.text]
    assert len(refused) == 1 and refused[0].private
    deal = harness.bot.service.reader.snapshot(table_id).deal
    mine = [a for a in deal.actions if isinstance(a, BidAction | PassAction)
            and a.seat is Seat.SOUTH]  # fmt: skip
    assert len(mine) == 1
