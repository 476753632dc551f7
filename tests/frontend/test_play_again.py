"""A finished deal played again (issue 48, item 3): from `/bridge again` (as `/bridge history`
numbers the deal) or from the button on the posted record, a casual table of exactly the
recorded deal, dealer and vulnerability, in a private thread, with the player in the seat they
chose and robots elsewhere; and the refusals, each private, each changing nothing."""

from __future__ import annotations

import re

import pytest

from bot.games.bridge.robot.costly import record_costs
from bot.games.bridge.robot.solver import shared_solver
from bot.games.bridge.scoring import Vulnerability
from bot.games.seats import Seat
from bot.tables.errors import BadOption
from bot.tables.options import Mode, TableOptions
from bot.tables.status import Status
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, Json
from tests.frontend.table_driver import control, live_hand, start_game, take_turn

ANN, BOB = 1001, 1002


async def a_finished_deal(h: Harness, **options: object) -> tuple[Json, int]:
    """Ann plays a single casual deal, East-West vulnerable, to its end; its table's id."""
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", format="single", vulnerability="EW", mode="casual",
                  **options)  # fmt: skip
    await start_game(h, ann)
    table_id = h.bot.service.reader.table_in(h.channel_id)
    assert table_id is not None
    for _ in range(80):
        if h.bot.service.reader.summary(table_id).status is not Status.LIVE:
            break
        hand = live_hand(h, ANN)
        if hand is not None:
            await take_turn(h, ann, hand)
        await h.settle()
    assert await h.bot.service.history.finished_deals(table_id)
    return ann, table_id


def new_tables(h: Harness, before: set[int]) -> list[int]:
    return [t for t in h.bot.service._copies.ids if t not in before]


async def recorded(h: Harness, table_id: int):
    (done,) = await h.bot.service.history.finished_deals(table_id)
    return done.record


def assert_same_deal(h: Harness, new_id: int, record) -> None:
    deal = h.bot.service.reader.snapshot(new_id).deal
    assert deal is not None
    board = deal.board
    assert board.dealer is record.dealer
    assert board.vulnerability is record.vulnerability is Vulnerability.EW
    assert board.number == record.board_number
    assert {s: frozenset(board.hands[s]) for s in Seat} == {
        s: frozenset(record.hands[s]) for s in Seat
    }


async def test_r_again_from_the_command_starts_the_recorded_deal_in_the_chosen_seat(
    harness: Harness,
) -> None:
    ann, table_id = await a_finished_deal(harness)
    record = await recorded(harness, table_id)
    before = set(harness.bot.service._copies.ids)
    reply = await harness.slash(ann, "bridge again", table=table_id, game=1, deal=1, seat="W")
    await harness.settle()
    assert reply.private and "you sit West" in reply.text
    (new_id,) = new_tables(harness, before)
    summary = harness.bot.service.reader.summary(new_id)
    assert summary.status is Status.LIVE and summary.options.mode is Mode.CASUAL
    assert summary.options.private and summary.options.board is not None
    assert harness.bot.service.reader.seat_of(new_id, ANN) is Seat.WEST
    assert harness.bot.service.reader.humans(new_id) == [ANN]
    assert summary.channel_id in harness.thread_ids()
    assert_same_deal(harness, new_id, record)


async def test_r_again_from_the_posted_record_asks_the_seat_then_opens(harness: Harness) -> None:
    ann, table_id = await a_finished_deal(harness)
    record = await recorded(harness, table_id)
    post = next(m for m in harness.channel_messages() if control(m, Act.REPLAY) is not None)
    before = set(harness.bot.service._copies.ids)
    asked = await harness.click(ann, post, control(post, Act.REPLAY))
    assert asked.private and "Where will you sit?" in asked.text
    chooser = harness.ephemeral_messages(ANN)[-1]
    north = control(chooser, Act.REPLAY, "1d1N")
    assert north is not None
    opened = await harness.click(ann, chooser, north)
    await harness.settle()
    assert opened.private and "you sit North" in opened.text
    (new_id,) = new_tables(harness, before)
    assert harness.bot.service.reader.seat_of(new_id, ANN) is Seat.NORTH
    assert_same_deal(harness, new_id, record)


async def test_r_again_refuses_what_is_not_this_servers_or_not_yours(harness: Harness) -> None:
    ann, table_id = await a_finished_deal(harness, private=True)
    bob = harness.user(BOB, "Bob")
    before = set(harness.bot.service._copies.ids)
    no_deal = await harness.slash(ann, "bridge again", table=table_id, game=1, deal=7)
    assert no_deal.private and "no finished deal 7 of game 1" in no_deal.text
    no_table = await harness.slash(ann, "bridge again", table=999, game=1, deal=1)
    assert no_table.private and "no finished deal 1 of game 1 at table 999" in no_table.text
    not_his = await harness.slash(bob, "bridge again", table=table_id, game=1, deal=1)
    assert not_his.private and "private table you did not sit at" in not_his.text
    forged = await harness.slash(ann, "bridge again", table=table_id, game=1, deal=1, seat="Q")
    assert forged.private
    barred = await harness.slash(ann, "bridge again", table=table_id, game=1, deal=1,
                                 app_permissions="0")  # fmt: skip
    assert barred.private and "Create Private Threads" in barred.text
    await harness.settle()
    assert new_tables(harness, before) == []


def test_r_a_deal_played_again_is_casual_only() -> None:
    with pytest.raises(BadOption):
        TableOptions(mode=Mode.RANKED, board="1 N None N:" + " ".join(["-"] * 4))


async def test_r_again_from_the_history(harness: Harness) -> None:
    ann, table_id = await a_finished_deal(harness)
    record = await recorded(harness, table_id)
    history = await harness.slash(ann, "bridge history")
    await harness.settle()
    # The history's PBN notes every card that cost a trick (rule 7.5), as the solver finds.
    costs = record_costs(record, shared_solver())
    pbn = next(f for f in history.files if b'[Deal "' in f).decode()
    play = pbn[pbn.index('[Play "') :]
    assert play.count('[Note "') == len(costs)
    # (numbered as the Play section's columns run, not in the order the cards were played)
    assert all(re.search(rf"\b{c.card} =\d+=", play) for c in costs)
    shown = harness.ephemeral_messages(ANN)[-1]
    offered = control(shown, Act.REPLAY, "1d1")
    assert offered is not None
    before = set(harness.bot.service._copies.ids)
    await harness.click(ann, shown, offered)
    chooser = harness.ephemeral_messages(ANN)[-1]
    east = control(chooser, Act.REPLAY, "1d1E")
    assert east is not None
    opened = await harness.click(ann, chooser, east)
    await harness.settle()
    assert opened.private and "you sit East" in opened.text
    (new_id,) = new_tables(harness, before)
    assert harness.bot.service.reader.seat_of(new_id, ANN) is Seat.EAST
    assert_same_deal(harness, new_id, record)
