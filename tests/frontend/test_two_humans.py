"""Answers between people: a claim the defender accepts, an undo the opponent allows."""

from __future__ import annotations

from bot.games.bridge.state import CallAction, Phase
from bot.games.seats import Seat
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, Json
from tests.fake_discord.mentions import texts
from tests.frontend.audit import parse_hand_line
from tests.frontend.table_driver import (
    control,
    controls,
    live_hand,
    start_game,
    table_message,
    take_turn,
)

ANN, BOB = 1001, 1002


async def ann_and_bob(h: Harness, **options: object) -> tuple[Json, Json, int]:
    """Ann (South, host) and Bob (East) at a single deal; robots at North and West."""
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    await h.slash(ann, "bridge new", format="single", **options)
    await h.slash(bob, "bridge join", seat="E")
    await start_game(h, ann)
    return ann, bob, int(controls(table_message(h))[0].table)


async def act_until(h: Harness, users: dict[int, Json], done, limit: int = 30) -> None:
    for _ in range(limit):
        if done():
            return
        waiting = [(uid, m) for uid in users if (m := live_hand(h, uid)) is not None]
        assert waiting, "nobody is asked to act"
        uid, hand = waiting[0]
        await take_turn(h, users[uid], hand, bid="1NT" if uid == ANN else "P")
        await h.settle()
    raise AssertionError("never got there")


async def test_both_players_get_their_hand_when_the_deal_starts(harness: Harness):
    await ann_and_bob(harness)
    for uid in (ANN, BOB):
        assert harness.dm_messages(uid), f"user {uid} has no hand"
        assert harness.dm_messages(uid)[-1]["attachments"], "the hand picture is missing"


async def test_a_human_defender_accepts_a_claim_from_the_hand_message(harness: Harness):
    ann, bob, table_id = await ann_and_bob(harness)
    service = harness.bot.service
    users = {ANN: ann, BOB: bob}
    await act_until(
        harness, users, lambda: service.reader.public_view(table_id).phase is Phase.PLAY
    )
    claim = await harness.slash(ann, "bridge claim", tricks=0)
    await harness.settle()
    assert claim.private
    hand = harness.dm_messages(BOB)[-1]
    assert "South claims 0 of 13 tricks still to play" in texts(hand)
    # Rule 3.10: Bob judges the claim with South's cards faced, and sees West's answer.
    faced = next(ln for ln in texts(hand).splitlines() if ln.startswith("South's cards: "))
    south = service.reader.snapshot(table_id).deal.hand(Seat.SOUTH)
    assert parse_hand_line(faced.removeprefix("South's cards: ")) == set(south)
    assert "West has accepted." in texts(hand)
    assert "East has not answered yet" in texts(harness.dm_messages(ANN)[-1])
    accept = control(hand, Act.MOVE, "accept")
    assert accept is not None
    await harness.click(bob, hand, accept)
    await harness.settle()
    assert "finished" in " ".join(texts(m) for m in harness.channel_messages())


async def test_an_undo_waits_for_the_opponent_and_happens_when_allowed(harness: Harness):
    ann, bob, table_id = await ann_and_bob(harness, mode="casual")
    service = harness.bot.service
    users = {ANN: ann, BOB: bob}

    def ann_has_bid() -> bool:
        deal = service.reader.snapshot(table_id).deal
        return any(isinstance(a, CallAction) and a.seat is Seat.SOUTH for a in deal.actions)

    await act_until(harness, users, ann_has_bid)
    asked = await harness.slash(ann, "bridge undo")
    await harness.settle()
    assert asked.private
    (question,) = [m for m in harness.channel_messages() if "asks to take back" in texts(m)]
    assert f"<@{BOB}>" in texts(question)
    allow = control(question, Act.UNDO_ALLOW)
    assert allow is not None
    stranger = await harness.click(ann, question, allow)
    assert stranger.private and ann_has_bid()  # the asker cannot allow their own undo
    await harness.click(bob, question, allow)
    await harness.settle()
    assert not ann_has_bid()
