"""A player whose DMs are closed plays a whole game through "Show my hand"."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    controls,
    live_hand,
    private_hand,
    start_game,
    table_message,
    take_turn,
)

ANN, BOB = 1001, 1002


async def test_closed_dms_are_said_once_and_the_game_is_played_through_show_my_hand(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    harness.fake.closed_dms.add(ANN)
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    notices = [
        m for m in harness.channel_messages() if "cannot send you direct messages" in texts(m)
    ]
    assert len(notices) == 1 and f"<@{ANN}>" in texts(notices[0])
    table = table_message(harness)
    show = control(table, Act.HAND)
    assert show is not None
    reply = await harness.click(ann, table, show)
    await harness.settle()
    assert reply.kind == 5  # deferred first: the hand is built after the answer is on its way
    assert reply.private
    turns = 0

    def over() -> bool:
        return "is over" in " ".join(texts(m) for m in harness.channel_messages())

    while not over():
        hand = await private_hand(harness, ANN, over)
        if hand is None:
            break
        await take_turn(harness, ann, hand)
        await harness.settle()
        turns += 1
        assert turns < 60
    refused = [r for r in harness.fake.requests if r.status == 403]
    assert len(refused) == 1  # one try, then never again
    notices = [
        m for m in harness.channel_messages() if "cannot send you direct messages" in texts(m)
    ]
    assert len(notices) == 1
    # The private hand ends as a DM does: the board's result and the game's, the record with
    # every hand, and no controls left.
    last = harness.ephemeral_messages(ANN)[-1]
    assert "board 1 of game 1 is over" in texts(last) and "Game 1 is over" in texts(last)
    assert last["attachments"] and not controls(last)


async def test_a_player_whose_dms_were_closed_is_tried_by_dm_again_at_the_next_deal(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    harness.fake.closed_dms.add(ANN)
    await harness.slash(ann, "bridge new", mode="casual")
    await start_game(harness, ann)
    assert harness.dm_messages(ANN) == []
    table = table_message(harness)
    show = control(table, Act.HAND)
    assert show is not None
    await harness.click(ann, table, show)
    await harness.settle()
    # Ann opens her DMs during the first deal; the bot does not know until it tries.
    harness.fake.closed_dms.discard(ANN)

    def first_done() -> bool:
        return "deal 1 finished" in " ".join(texts(m) for m in harness.channel_messages())

    for _ in range(60):
        hand = await private_hand(harness, ANN, first_done)
        if hand is None:
            break
        await take_turn(harness, ann, hand)
        await harness.settle()
    await harness.settle()
    dms = harness.dm_messages(ANN)
    assert dms, "the second deal's hand did not come by DM"
    assert "board 2 of game 1" in texts(dms[-1])


async def test_a_private_hand_past_discords_15_minutes_is_offered_afresh_on_the_next_turn(
    harness: Harness,
):
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    harness.fake.closed_dms.add(ANN)
    await harness.slash(ann, "bridge new", format="single")
    await harness.slash(bob, "bridge join", seat="E")
    await start_game(harness, ann)
    table = table_message(harness)
    await harness.click(ann, table, control(table, Act.HAND))
    await harness.settle()
    for _ in range(4):  # Ann plays from her private hand until Bob's turn
        if live_hand(harness, BOB) is not None:
            break
        hand = live_hand(harness, ANN, ephemeral=True)
        assert hand is not None
        await take_turn(harness, ann, hand, bid="P")
        await harness.settle()
    (shown,) = harness.ephemeral_messages(ANN)
    # Bob (East) calls just before Ann (South); meanwhile a quarter of an hour goes by.
    bob_hand = live_hand(harness, BOB)
    assert bob_hand is not None
    harness.fake.expire_interactions(ANN)
    await take_turn(harness, bob, bob_hand, bid="P")
    await harness.settle()
    offers = [m for m in harness.channel_messages() if "here is a fresh one" in texts(m)]
    assert len(offers) == 1 and f"<@{ANN}>" in texts(offers[0])
    show = control(offers[0], Act.HAND)
    assert show is not None
    await harness.click(ann, offers[0], show)
    await harness.settle()
    fresh = live_hand(harness, ANN, ephemeral=True)
    assert fresh is not None and fresh["id"] != shown["id"]
