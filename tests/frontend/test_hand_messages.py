"""One hand message per player per deal: when a deal ends its message says so and keeps no
controls, and the next deal's hand comes as a message of its own."""

from __future__ import annotations

from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import controls, live_hand, start_game, take_turn

ANN = 1001


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

