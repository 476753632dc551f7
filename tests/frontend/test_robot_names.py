"""A robot is known by its seat's kind, never by a name: players who call themselves "Robot" or
"Robot Ann" are people in every respect (seats, listings, pictures, results, leaderboard)."""

from __future__ import annotations

from bot.games.seats import Seat
from bot.tables.status import SeatKind, Status
from bot.ui.table_message import players
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import controls, live_hand, start_game, table_message, take_turn

ANN, BOB = 1001, 1002


async def test_players_named_robot_are_people_everywhere(harness: Harness):
    ann, bob = harness.user(ANN, "Robot Ann"), harness.user(BOB, "Robot")
    await harness.slash(ann, "bridge new", format="single")
    await harness.slash(bob, "bridge join", seat="N")
    table_id = int(controls(table_message(harness))[0].table)
    service = harness.bot.service
    listing = await harness.slash(ann, "tables")
    assert "2 players" in listing.text
    await start_game(harness, ann)
    summary = service.reader.summary(table_id)
    assert summary.kinds[Seat.SOUTH] is SeatKind.HUMAN
    assert summary.kinds[Seat.NORTH] is SeatKind.HUMAN
    assert summary.kinds[Seat.EAST] is SeatKind.ROBOT
    drawn = players(summary)
    assert drawn[Seat.NORTH] == ("Robot", False) and drawn[Seat.SOUTH] == ("Robot Ann", False)
    assert drawn[Seat.EAST] == ("Robot", True)
    users = {ANN: ann, BOB: bob}
    for _ in range(60):
        if service.reader.summary(table_id).status is Status.FINISHED:
            break
        waiting = [(uid, m) for uid in users if (m := live_hand(harness, uid)) is not None]
        assert waiting, "nobody is asked to act"
        uid, hand = waiting[0]
        await take_turn(harness, users[uid], hand, bid="P")
        await harness.settle()
    assert service.reader.summary(table_id).status is Status.FINISHED
    results = await harness.bot.store.results(table_id)
    assert sorted(r.user_id for r in results) == [ANN, BOB]
    board = await harness.slash(ann, "leaderboard")
    await harness.settle()
    assert "Robot Ann" in board.text and "\n1. " in board.text and "\n2. " in board.text
