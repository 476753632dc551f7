"""A change's snapshots and the robots' views share the version's one public view, and it is
always the deal as it stands at that version, never an earlier one's."""

from __future__ import annotations

import random

import pytest

from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.events import Acted, Dealt, Opened, Started
from bot.tables.notices import HandChanged, Notice, TableChanged
from bot.tables.options import RobotLevel, TableOptions
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from bot.tables.table import replay
from bot.tables.views import public_view, seat_view
from tests.tables.helpers import (
    ANN,
    CHANNEL,
    GUILD,
    bridge_table,
    kaiser_table,
    play_deals,
    seeded,
)


@pytest.mark.parametrize("options", [bridge_table(), kaiser_table()], ids=["bridge", "kaiser"])
async def test_every_notice_shows_the_deal_as_it_stands(
    store: SqliteStore, options: TableOptions
) -> None:
    service = TableService(
        store, clock=ManualClock(), robots=product_robots, judge=game_judge, shuffler=seeded
    )
    checked = {"table": 0, "hand": 0}

    async def check(notice: Notice) -> None:
        if not isinstance(notice, TableChanged | HandChanged):
            return
        t = service.reader.snapshot(notice.table_id)
        if t.version != notice.version or t.deal is None:
            return
        game = t.game
        if isinstance(notice, TableChanged):
            assert notice.shown.public == game.public_view(t.deal, t.rules)
            checked["table"] += 1
        else:
            assert notice.hand.table.public == game.public_view(t.deal, t.rules)
            for view in notice.hand.views:
                assert view == game.seat_view(t.deal, view.seat, t.rules)
                # Built on the snapshot's own public view, not a second one.
                assert view.public is notice.hand.table.public
            checked["hand"] += 1

    service.subscribe(check)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    await service.start(tid, ANN, 1)
    await play_deals(service, tid, 1)
    await service.shutdown()
    # The deal's calls and cards were checked, not a handful (a Kaiser deal has 32 cards).
    assert checked["table"] >= 32 and checked["hand"] >= 32


def test_a_table_works_its_public_view_out_again_once_it_changes() -> None:
    t = replay(1, [(Opened(GUILD, CHANNEL, ANN, "Ann", kaiser_table()), 0.0), (Started(), 1.0)])
    assert public_view(t) is None
    game = t.game
    assert t.match is not None
    due = t.match.next_deal()
    assert due is not None
    t.apply(Dealt(game.deal(due, random.Random(3))), 2.0)
    before = public_view(t)
    assert before is public_view(t)
    assert t.deal is not None
    view = seat_view(t, t.deal.owing[0])
    assert view.public is before
    new = t.copy()
    new.apply(Acted(game.robot(RobotLevel.BASIC, t.rules).decide(view), None), 3.0)
    after = public_view(new)
    assert new.deal is not None
    assert after != before and after == game.public_view(new.deal, new.rules)
    # The table before the change still shows the deal as it was.
    assert public_view(t) is before


@pytest.mark.parametrize("options", [bridge_table(), kaiser_table()], ids=["bridge", "kaiser"])
async def test_a_hand_notice_read_late_shows_the_hands_of_its_own_version(
    store: SqliteStore, options: TableOptions
) -> None:
    """A player's views are made when first read; read after the table has moved on, they are
    still the ones of the notice's version (the front end draws a hand message late)."""
    service = TableService(
        store, clock=ManualClock(), robots=product_robots, judge=game_judge, shuffler=seeded
    )
    told: list[tuple[HandChanged, object]] = []

    async def keep(notice: Notice) -> None:
        if isinstance(notice, HandChanged):
            t = service.reader.snapshot(notice.table_id)
            assert t.deal is not None
            told.append((notice, t.game.seat_view(t.deal, notice.hand.seat, t.rules)))

    service.subscribe(keep)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    await service.start(tid, ANN, 1)
    await play_deals(service, tid, 1)
    await service.shutdown()
    assert len(told) >= 32
    cards_held = set()
    for notice, then in told:
        own = notice.hand.own
        assert own == then and own.seat is notice.hand.seat
        assert notice.hand.seats[0] is notice.hand.seat
        assert [v.seat for v in notice.hand.views] == list(notice.hand.seats)
        cards_held.add(len(own.hand))
    # Read after the whole deal was played: the early notices still hold full hands.
    assert max(cards_held) > min(cards_held)
