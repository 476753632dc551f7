"""The table message's buttons carry the version they were drawn at: a click on a message the
table has moved past is refused privately, changes nothing, and shows the table as it stands."""

from __future__ import annotations

import copy

from bot.tables.status import Status
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, Json, Reply
from tests.fake_discord.mentions import texts
from tests.fake_discord.server import EPHEMERAL
from tests.frontend.table_driver import control, controls, live_hand, table_message, take_turn

ANN, BOB, CAT = 1001, 1002, 1003
MOVED_ON = "moved on since you looked"


async def gathering(h: Harness) -> tuple[Json, int, Json]:
    """Ann's table gathering players, its message as drawn, and then Cat takes East, so the
    drawn message is one version behind."""
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", format="single", mode="casual")
    await h.settle()
    drawn = copy.deepcopy(table_message(h))
    await h.slash(h.user(CAT, "Cat"), "bridge join", seat="E")
    await h.settle()
    return drawn, int(controls(drawn)[0].table), ann


def told_privately(reply: Reply) -> bool:
    """The refusal went to the clicker alone (the redrawn table message is everyone's)."""
    return any(
        MOVED_ON in str(body.get("content")) and body.get("flags", 0) & EPHEMERAL
        for body in reply.bodies
    )


def refused_and_redrawn(h: Harness, reply: Reply, table_id: int, before: int) -> None:
    assert told_privately(reply)
    assert h.bot.service.reader.summary(table_id).version == before
    # The clicked message now shows the table as it stands: Cat in East, no Sit East button.
    assert "East: Cat" in texts(table_message(h))
    assert control(table_message(h), Act.SIT, "E") is None


async def test_a_stale_sit_is_refused(harness: Harness):
    drawn, table_id, _ = await gathering(harness)
    before = harness.bot.service.reader.summary(table_id).version
    sit = control(drawn, Act.SIT, "N")
    assert sit is not None
    reply = await harness.click(harness.user(BOB, "Bob"), drawn, sit)
    await harness.settle()
    assert harness.bot.service.reader.seat_of(table_id, BOB) is None
    refused_and_redrawn(harness, reply, table_id, before)


async def test_a_stale_start_is_refused(harness: Harness):
    drawn, table_id, ann = await gathering(harness)
    before = harness.bot.service.reader.summary(table_id).version
    start = control(drawn, Act.START)
    assert start is not None
    reply = await harness.click(ann, drawn, start)
    await harness.settle()
    assert harness.bot.service.reader.summary(table_id).status is Status.OPEN
    refused_and_redrawn(harness, reply, table_id, before)


async def test_a_stale_leave_is_refused(harness: Harness):
    drawn, table_id, ann = await gathering(harness)
    before = harness.bot.service.reader.summary(table_id).version
    leave = control(drawn, Act.LEAVE)
    assert leave is not None
    reply = await harness.click(ann, drawn, leave)
    await harness.settle()
    assert harness.bot.service.reader.seat_of(table_id, ANN) is not None
    refused_and_redrawn(harness, reply, table_id, before)


async def finished_single_deal(harness: Harness) -> int:
    """Ann's casual single-deal table, played to its end with robots; its id."""
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single", mode="casual")
    table = table_message(harness)
    table_id = int(controls(table)[0].table)
    start = control(table, Act.START)
    assert start is not None
    await harness.click(ann, table, start)
    await harness.settle()
    service = harness.bot.service
    for _ in range(40):
        if service.reader.summary(table_id).status is Status.FINISHED:
            break
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    assert service.reader.summary(table_id).status is Status.FINISHED
    return table_id


async def test_a_second_rematch_click_is_told_the_game_is_on(harness: Harness, caplog):
    table_id = await finished_single_deal(harness)
    ann = harness.fake.users[ANN]
    drawn = copy.deepcopy(table_message(harness))
    rematch = control(drawn, Act.REMATCH)
    assert rematch is not None
    first = await harness.click(ann, drawn, rematch)
    await harness.settle()
    service = harness.bot.service
    assert service.reader.summary(table_id).status is Status.LIVE
    assert int(drawn["id"]) not in harness.fake.messages  # the new game's message replaced it
    version = service.reader.summary(table_id).version
    second = await harness.click(ann, drawn, rematch)
    await harness.settle()
    assert second.private and all(body["flags"] & EPHEMERAL for body in second.bodies)
    assert second.text == first.text
    assert "a new game has started" in second.text
    assert service.reader.summary(table_id).version == version
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


async def test_a_stale_rematch_is_refused(harness: Harness):
    table_id = await finished_single_deal(harness)
    ann = harness.fake.users[ANN]
    service = harness.bot.service
    drawn = copy.deepcopy(table_message(harness))
    rematch = control(drawn, Act.REMATCH)
    assert rematch is not None
    await harness.slash(harness.user(CAT, "Cat"), "bridge join", seat="E")
    await harness.settle()
    before = service.reader.summary(table_id).version
    reply = await harness.click(ann, drawn, rematch)
    await harness.settle()
    assert told_privately(reply)
    assert service.reader.summary(table_id).version == before
    assert service.reader.snapshot(table_id).rematch == set()
