"""Clicks that must not count: each gets a private answer and changes nothing."""

from __future__ import annotations

import asyncio
import copy

from bot.games.bridge.state import CallAction
from bot.games.seats import Seat
from bot.ui.components import NOT_MINE
from bot.ui.custom_ids import Act, ControlId
from tests.fake_discord.harness import Harness, Json
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    controls,
    version,
    waiting_for_ann,
)

ANN, BOB = 1001, 1002


async def started(h: Harness) -> tuple[Json, int]:
    return await waiting_for_ann(h, "bridge", ANN)


async def passed_since(h: Harness) -> tuple[Json, str, int, int]:
    """Ann's hand as it was before she passed, her Pass button on it, the table and its
    version now that the pass has counted."""
    hand, table_id = await started(h)
    old = copy.deepcopy(hand)
    pass_id = control(hand, Act.MOVE, "P")
    assert pass_id is not None
    await h.click(h.fake.users[ANN], hand, pass_id)
    await h.settle()
    return old, pass_id, table_id, version(h, table_id)


async def test_another_users_click_on_my_hand_is_refused(harness: Harness):
    hand, table_id = await started(harness)
    bob = harness.user(BOB, "Bob")
    before = version(harness, table_id)
    cid = control(hand, Act.MOVE, "P")
    assert cid is not None
    reply = await harness.click(bob, hand, cid)
    await harness.settle()
    assert reply.private
    assert "not seated" in reply.text
    assert version(harness, table_id) == before


async def test_a_stale_button_is_refused(harness: Harness):
    old, pass_id, table_id, now = await passed_since(harness)
    ann = harness.fake.users[ANN]
    # The message still shows the old buttons (as when an edit was lost on the way).
    harness.fake.messages[int(old["id"])] = old
    reply = await harness.click(ann, old, pass_id)
    await harness.settle()
    assert reply.private
    assert "moved on" in reply.text
    assert version(harness, table_id) == now
    # It is redrawn as the table stands now: no dead buttons are left to click.
    shown = harness.fake.messages[int(old["id"])]
    moves = [c for c in controls(shown) if c.action is not Act.REVIEW]
    assert moves and {c.version for c in moves} == {now}


async def test_a_forged_card_is_refused(harness: Harness):
    hand, table_id = await started(harness)
    ann = harness.fake.users[ANN]
    before = version(harness, table_id)
    forged = ControlId(str(table_id), before, Act.MOVE, "SA").encode()
    message = harness.fake.plant_message(
        int(hand["channel_id"]),
        [{"type": 1, "components": [{"type": 2, "style": 2, "label": "A", "custom_id": forged}]}],
    )
    reply = await harness.click(ann, message, forged)
    await harness.settle()
    assert reply.private and reply.text
    assert version(harness, table_id) == before


async def test_a_button_for_a_table_that_does_not_exist_is_refused(harness: Harness):
    hand, _ = await started(harness)
    ann = harness.fake.users[ANN]
    forged = ControlId("999", 1, Act.MOVE, "P").encode()
    message = harness.fake.plant_message(
        int(hand["channel_id"]),
        [{"type": 1, "components": [{"type": 2, "style": 2, "label": "P", "custom_id": forged}]}],
    )
    reply = await harness.click(ann, message, forged)
    assert reply.private
    assert "no longer exists" in reply.text


async def test_a_malformed_id_on_a_real_hand_is_refused(harness: Harness):
    hand, table_id = await started(harness)
    ann = harness.fake.users[ANN]
    bad = f"ct:{table_id}:1:call:9NT"
    message = harness.fake.plant_message(
        int(hand["channel_id"]),
        [{"type": 1, "components": [{"type": 2, "style": 2, "label": "9", "custom_id": bad}]}],
    )
    reply = await harness.click(ann, message, bad)
    assert reply.private and reply.text == NOT_MINE


async def test_a_double_click_counts_once(harness: Harness):
    hand, table_id = await started(harness)
    ann = harness.fake.users[ANN]
    level = control(hand, Act.STEP, "1")
    assert level is not None
    await harness.click(ann, hand, level)
    hand = harness.fake.messages[int(hand["id"])]
    bid = control(hand, Act.MOVE, "1NT")
    assert bid is not None
    first, second = await asyncio.gather(
        harness.click(ann, hand, bid), harness.click(ann, hand, bid)
    )
    await harness.settle()
    # Both are acknowledged at once; the second click is also told, privately, that it
    # counted for nothing.
    assert first.kind == second.kind == 6
    refused = [r for r in (first, second) if "moved on" in r.text]
    assert len(refused) == 1 and refused[0].private
    deal = harness.bot.service.reader.snapshot(table_id).deal
    mine = [a for a in deal.actions if isinstance(a, CallAction) and a.seat is Seat.SOUTH]
    assert [str(a.call) for a in mine] == ["1NT"]


async def test_a_stale_click_by_someone_not_seated_redraws_nothing(harness: Harness):
    old, pass_id, table_id, now = await passed_since(harness)
    message = harness.fake.plant_message(
        int(old["channel_id"]), old["components"], flags=old["flags"]
    )
    bob = harness.user(BOB, "Bob")
    reply = await harness.click(bob, message, pass_id)
    await harness.settle()
    assert reply.private and "not seated" in reply.text
    assert version(harness, table_id) == now
    # Nobody's hand was drawn for Bob: the planted message keeps its old buttons.
    assert harness.fake.messages[int(message["id"])]["components"] == old["components"]
    assert not any("Your hand" in texts(body) for body in reply.bodies)


async def test_r2_7_a_forged_table_option_is_refused_privately_and_opens_nothing(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    for command, forged in (
        ("bridge new", {"format": "chicago-99"}),
        ("bridge new", {"vulnerability": "everyone"}),
        ("kaiser new", {"freeze": "forty"}),
    ):
        refused = await harness.slash(ann, command, **forged)
        assert refused.private, forged
        ((option, value),) = forged.items()
        assert f"'{value}' is not one of the choices of `{option}`" in refused.text, forged
        assert harness.channel_messages() == []
