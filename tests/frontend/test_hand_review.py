"""The living messages in Components V2, and what the hand message offers whatever its turn:
looking back at the auction and the last trick, what the marks mean, and a claim (issue 46)."""

from __future__ import annotations

from typing import Any

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, Json, custom_ids_of
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    controls,
    live_hand,
    start_game,
    table_message,
    take_turn,
)

ANN = 1001
IS_COMPONENTS_V2 = 1 << 15


def kinds(components: list[Json]) -> list[int]:
    """The component types of a message, depth first."""
    out: list[int] = []
    for c in components:
        out.append(int(c["type"]))
        out += kinds(c.get("components") or [])
    return out


def gallery(message: Json) -> list[str]:
    urls: list[str] = []
    stack: list[Any] = list(message["components"])
    while stack:
        c = stack.pop()
        urls += [item["media"]["url"] for item in c.get("items") or []]
        stack += c.get("components") or []
    return urls


async def test_the_table_and_hand_messages_are_components_v2_with_their_picture_in_a_gallery(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    lobby = table_message(harness)
    assert lobby["flags"] & IS_COMPONENTS_V2 and lobby["content"] == ""
    await start_game(harness, ann)
    for message in (table_message(harness), live_hand(harness, ANN)):
        assert message is not None
        assert message["flags"] & IS_COMPONENTS_V2 and message["content"] == ""
        # One container: the words, the picture, a divider, then the controls' rows.
        assert kinds(message["components"])[:4] == [17, 10, 12, 14]
        (picture,) = message["attachments"]
        assert gallery(message) == [f"attachment://{picture['filename']}"]
        assert len(kinds(message["components"])) <= 40


async def test_the_hand_message_looks_back_at_the_auction_and_the_last_trick_privately(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    marks = control(hand, Act.REVIEW, "marks")
    trick = control(hand, Act.REVIEW, "trick")
    auction = control(hand, Act.REVIEW, "auction")
    assert marks and trick and auction
    said = await harness.click(ann, hand, marks)
    assert said.private and said.kind == 4 and "was led to the trick" in said.text
    said = await harness.click(ann, hand, trick)
    assert said.private and "No trick has been completed yet." in said.text
    await take_turn(harness, ann, hand)
    await harness.settle()
    hand = live_hand(harness, ANN) or harness.dm_messages(ANN)[-1]
    said = await harness.click(ann, hand, auction)
    assert said.private and "South" in said.text and "1NT" in said.text
    # Looking back changes nothing: the hand message is as it was.
    assert harness.fake.messages[int(hand["id"])]["components"] == hand["components"]


async def test_a_player_claims_from_the_hand_message_and_the_table_says_how_it_ended(
    harness: Harness,
):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    claim = None
    for _ in range(60):
        hand = live_hand(harness, ANN)
        assert hand is not None, "the deal ended before Ann could claim"
        claim = control(hand, Act.STEP, "claim")
        if claim is not None:
            break
        await take_turn(harness, ann, hand)
        await harness.settle()
    assert claim is not None and hand is not None
    opened = await harness.click(ann, hand, claim)
    asked = harness.fake.messages[int(hand["id"])]
    assert "**Claim:** how many of the" in texts(asked)
    counts = [c for c in controls(asked) if c.action is Act.MOVE and c.arg.startswith("claim")]
    assert opened.kind == 7 and counts and counts[0].arg == "claim0"
    # A concession of every trick left: the robots accept it and the deal ends.
    await harness.click(ann, asked, counts[0].encode())
    await harness.settle()
    channel = " ".join(texts(m) for m in harness.channel_messages())
    assert "claims 0 tricks of those still to play." in channel
    assert "claim is accepted; the deal is settled." in channel
    assert custom_ids_of(harness.dm_messages(ANN)[-1]["components"]) == []
