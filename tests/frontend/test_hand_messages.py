"""One hand message per player per deal: when a deal ends its message says so and keeps no
controls, and the next deal's hand comes as a message of its own."""

from __future__ import annotations

import asyncio

import pytest

from bot.tables.status import Status
from bot.ui.hands import HandMessage
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import controls, live_hand, start_game, take_turn

ANN, BOB = 1001, 1002


async def test_each_deal_has_one_hand_message_which_closes_when_the_deal_ends(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new")
    await start_game(harness, ann)
    for _ in range(200):
        if "game 1 is over" in " ".join(texts(m) for m in harness.channel_messages()):
            break
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    await harness.settle()
    dms = harness.dm_messages(ANN)
    service = harness.bot.service
    dealt = service.reader.snapshot(service.reader.table_in(harness.channel_id) or 1).deals_dealt
    assert len(dms) == dealt  # no second copy of any deal's hand
    for number, dm in enumerate(dms, start=1):
        assert controls(dm) == [], f"deal {number}'s message still holds controls"
        assert "is over" in texts(dm) and dm["attachments"]
    last = texts(dms[-1])
    assert "Game 1 is over" in last and "Your result: " in last


async def test_the_hand_message_names_the_dealer_and_who_is_vulnerable(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single", vulnerability="EW")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    service = harness.bot.service
    pub = service.reader.public_view(service.reader.table_in(harness.channel_id))
    facts = texts(hand).splitlines()[1]
    assert facts == f"Dealer {pub.dealer.title} · E-W vulnerable (you are not vulnerable)"


async def test_a_player_who_leaves_is_sent_no_hand_after_leaving(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
):
    """A hand being drawn when its player leaves is not sent: the seat is a robot's now, and
    the hands it will hold are not the leaver's to see. The leaver's message says they left
    and loses its controls."""
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    await harness.slash(ann, "bridge new", mode="casual")
    await harness.slash(bob, "bridge join", seat="E")
    await start_game(harness, ann)
    for _ in range(8):
        hand = live_hand(harness, ANN)
        if hand is not None:
            break
        bobs = live_hand(harness, BOB)
        assert bobs is not None
        await take_turn(harness, bob, bobs, bid="P")
        await harness.settle()
    assert hand is not None
    await take_turn(harness, ann, hand)
    await harness.settle()
    bobs = live_hand(harness, BOB)
    assert bobs is not None
    # Ann's next picture takes a second to draw: she leaves meanwhile.
    slow = HandMessage.as_edit

    async def slow_edit(self: HandMessage) -> dict[str, object]:
        await asyncio.sleep(1.0)
        return await slow(self)

    monkeypatch.setattr(HandMessage, "as_edit", slow_edit)
    await take_turn(harness, bob, bobs, bid="P")  # the table moves on: her hand is redrawn
    dm = harness.dm_messages(ANN)[-1]["channel_id"]
    since = len(harness.fake.requests)
    left = await harness.slash(ann, "bridge leave")
    assert left.private
    await asyncio.sleep(1.5)
    await harness.settle()
    service = harness.bot.service
    table = service.reader.table_in(harness.channel_id)
    assert table is not None and service.reader.summary(table).status is Status.LIVE
    sent = [r for r in harness.fake.requests[since:] if f"/channels/{dm}/" in r.path]
    assert [texts(r.json) for r in sent if "Your hand" in texts(r.json)] == []
    last = harness.dm_messages(ANN)[-1]
    assert controls(last) == [] and "you left the table" in texts(last)
