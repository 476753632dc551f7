"""A restart in the middle of a hand, and Discord's 429s and 500s: nothing is lost."""

from __future__ import annotations

import copy

from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    controls,
    live_hand,
    start_game,
    take_turn,
)

ANN = 1001


async def open_and_start(h: Harness, **options: object) -> None:
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", **options)
    await start_game(h, ann)


async def play_until_over(h: Harness, limit: int = 60) -> None:
    ann = h.fake.users[ANN]
    for _ in range(limit):
        if "is over" in " ".join(texts(m) for m in h.channel_messages()):
            return
        hand = live_hand(h, ANN)
        if hand is None:
            # A hand edit coalesced behind a slow machine may land after one settle; a game
            # that has truly stalled still offers nothing after a second.
            await h.settle()
            hand = live_hand(h, ANN)
        assert hand is not None, "the game stalled"
        await take_turn(h, ann, hand)
        await h.settle()
    raise AssertionError("the game did not end")


async def test_after_a_restart_the_hand_goes_on_and_old_buttons_still_work(harness: Harness):
    await open_and_start(harness, format="single")
    ann = harness.fake.users[ANN]
    for _ in range(6):  # into the play
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    hand = live_hand(harness, ANN)
    assert hand is not None
    before = copy.deepcopy(hand)
    table_id = int(controls(before)[0].table)
    actions_before = len(harness.bot.service.reader.snapshot(table_id).deal.actions)

    await harness.restart()
    await harness.settle()

    assert len(harness.bot.service.reader.snapshot(table_id).deal.actions) == actions_before
    reply = await take_turn(harness, ann, before)  # the button on the message sent before
    await harness.settle()
    assert reply.kind == 6  # acknowledged at once; the hand is redrawn once the move is in
    assert len(harness.bot.service.reader.snapshot(table_id).deal.actions) > actions_before
    await play_until_over(harness)


async def test_rate_limits_and_server_errors_are_survived(harness: Harness, fast_backoff):
    fake = harness.fake
    fake.fail("PATCH", r"/channels/\d+/messages/\d+", 429, times=3, retry_after=0.02)
    fake.fail("POST", r"/channels/\d+/messages", 500, times=2)
    fake.fail("POST", r"/interactions/\d+/[^/]+/callback", 429, times=2, retry_after=0.02)
    fake.fail("POST", r"/interactions/\d+/[^/]+/callback", 500, times=1)
    await open_and_start(harness, format="single")
    await play_until_over(harness)
    statuses = [r.status for r in fake.requests]
    assert statuses.count(429) == 5 and statuses.count(500) == 3
    assert all(f.times == 0 for f in fake.faults)
    assert any("finished" in texts(m) for m in harness.channel_messages())
