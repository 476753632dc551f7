"""When Discord fails requests (rate limits, server errors), every message still ends up right:
a failed send or edit is made again until it lands, every click gets a true answer, and a click
that races a redraw is answered too."""

from __future__ import annotations

import copy

from bot.tables.status import Status
from bot.ui.custom_ids import Act, ControlId
from tests.fake_discord.harness import Harness, Json
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    controls,
    live_hand,
    start_game,
    table_message,
    take_turn,
)

ANN, BOB, CAT, DAN = 1001, 1002, 1003, 1004


async def play_to_the_end(h: Harness, users: dict[int, Json], table_id: int, limit: int) -> int:
    """Each player acts whenever their hand offers something; returns the turns taken. Fails
    if the table waits on someone whose hand offers nothing (a turn never shown)."""
    service = h.bot.service
    turns = 0
    while service.reader.summary(table_id).status is not Status.FINISHED:
        await h.settle()
        waiting = [(uid, m) for uid in users if (m := live_hand(h, uid)) is not None]
        table = service.reader.snapshot(table_id)
        owed = {table.user_controlling(s) for s in table.owing} - {None}
        assert owed <= {uid for uid, _ in waiting}, f"{owed} must act but see no controls"
        if not waiting:
            continue
        uid, hand = waiting[0]
        await take_turn(h, users[uid], hand, bid="P")
        turns += 1
        assert turns < limit, "the game did not end"
    return turns


async def test_with_a_third_of_requests_failing_one_player_finishes_a_chicago(
    harness: Harness, fast_backoff: list[float]
):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", mode="casual")
    await start_game(harness, ann)
    table_id = int(controls(table_message(harness))[0].table)
    harness.fake.flaky(0.3, seed=7)
    await play_to_the_end(harness, {ANN: ann}, table_id, limit=200)
    harness.fake.flaky(0.0)
    await harness.settle()
    failed = [r for r in harness.fake.requests if r.status in (429, 500, 502)]
    assert len(failed) > 30  # the run really met Discord's bad day
    finished = [m for m in harness.channel_messages() if "finished:" in texts(m)]
    assert len(finished) == 4


async def test_with_a_third_of_requests_failing_four_players_finish_a_deal(
    harness: Harness, fast_backoff: list[float]
):
    users = {uid: harness.user(uid, name) for uid, name in
             ((ANN, "Ann"), (BOB, "Bob"), (CAT, "Cat"), (DAN, "Dan"))}  # fmt: skip
    await harness.slash(users[ANN], "bridge new", format="single", mode="casual")
    for uid, seat in ((BOB, "W"), (CAT, "N"), (DAN, "E")):
        await harness.slash(users[uid], "bridge join", seat=seat)
    await start_game(harness, users[ANN])
    table_id = int(controls(table_message(harness))[0].table)
    harness.fake.flaky(0.3, seed=11)
    await play_to_the_end(harness, users, table_id, limit=120)
    harness.fake.flaky(0.0)
    await harness.settle()
    assert any("finished:" in texts(m) for m in harness.channel_messages())


async def test_a_click_whose_redraw_fails_is_told_it_counted(harness: Harness, fast_backoff):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", mode="casual")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    table_id = int(controls(hand)[0].table)
    before = len(harness.bot.service.reader.snapshot(table_id).deal.actions)
    pass_id = control(hand, Act.MOVE, "P")
    assert pass_id is not None
    # The answer that redraws the hand fails (discord.py tries it five times), then Discord
    # is well again.
    harness.fake.fail("POST", r"/interactions/\d+/[^/]+/callback", 500, times=5)
    reply = await harness.click(ann, hand, pass_id)
    await harness.settle()
    assert len(harness.bot.service.reader.snapshot(table_id).deal.actions) > before
    assert reply.private and "counted" in reply.text
    assert "did not go through" not in reply.text
    # The hand caught up by itself.
    now = harness.fake.messages[int(hand["id"])]
    assert "Pass" not in str(texts(now)).split("Auction:")[0]
    assert live_hand(harness, ANN) is not None or "South: Pass" in str(texts(now))


async def test_a_click_on_a_control_no_longer_on_its_message_is_answered(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", mode="casual")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    held = copy.deepcopy(hand)  # what Ann's screen shows
    level = control(hand, Act.STEP, "1")
    assert level is not None
    await harness.click(ann, hand, level)  # the message is redrawn: the strains of level 1
    await harness.settle()
    pass_id = control(held, Act.MOVE, "P")
    assert pass_id is not None
    assert pass_id not in [c.encode() for c in controls(harness.fake.messages[int(hand["id"])])]
    reply = await harness.click(ann, held, pass_id)  # Ann clicks Pass on what she still sees
    await harness.settle()
    assert reply.requests, "the click went unanswered"
    assert reply.private


async def test_show_my_hand_keeps_its_id_across_redraws(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", mode="casual")
    await start_game(harness, ann)
    first = control(table_message(harness), Act.HAND)
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand)
    await harness.settle()
    assert control(table_message(harness), Act.HAND) == first
    # A Show my hand drawn by an earlier version (it carried the table's version) still works.
    table_id = int(controls(hand)[0].table)
    old = ControlId(str(table_id), 5, Act.HAND).encode()
    reply = await harness.click(ann, table_message(harness), old)
    await harness.settle()
    assert reply.private and any(r.files for r in reply.requests)
