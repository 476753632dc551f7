"""Rules 1.5 (a table's stages) and 2.1–2.2 (format and bidding system)."""

from __future__ import annotations

from bot.games.bridge.formats import FormatKind
from bot.games.bridge.robot import Robot
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.robot.players import BasicRobot
from bot.games.bridge.scoring import Vulnerability
from bot.games.game import Game
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.options import Mode, RobotLevel, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, CHANNEL, GUILD, bridge_table, play_out, seeded


async def test_r1_5_a_table_goes_open_live_finished_closed(
    service: TableService, store: SqliteStore
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    stages = [service.reader.summary(tid).status]
    await service.start(tid, ANN, 1)
    stages.append(service.reader.summary(tid).status)
    await play_out(service, tid)
    stages.append(service.reader.summary(tid).status)
    await service.close(tid, ANN, service.reader.summary(tid).version)
    assert stages == [Status.OPEN, Status.LIVE, Status.FINISHED]
    assert await store.table_status(tid) == "closed"


async def test_r2_1_a_single_deal_is_played_at_the_chosen_vulnerability(
    service: TableService, store: SqliteStore
) -> None:
    options = bridge_table(format=FormatKind.SINGLE, vulnerability=Vulnerability.EW)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    t = service.reader.snapshot(tid)
    assert t.status is Status.FINISHED
    assert t.match is not None and t.match.counted_deals == 1
    assert t.deal is not None and t.deal.board.vulnerability is Vulnerability.EW
    assert '[Vulnerable "EW"]' in (await store.deals(tid))[-1].export


async def test_r2_1_chicago_of_eight_deals(service: TableService) -> None:
    options = bridge_table(format=FormatKind.CHICAGO_8, mode=Mode.CASUAL)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    t = service.reader.snapshot(tid)
    assert t.match is not None and t.match.counted_deals == 8


async def test_r2_2_robots_come_for_the_tables_system_and_level(store: SqliteStore) -> None:
    asked: list[tuple[RobotLevel, BiddingSystem]] = []

    def factory(game: Game, options: TableOptions) -> Robot:
        asked.append((options.level, options.rules.system))
        return BasicRobot()

    service = TableService(store, clock=ManualClock(), robots=factory, shuffler=seeded)
    options = bridge_table(level=RobotLevel.EXPERT, system=BiddingSystem.CONVENTIONS)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    assert set(asked) == {(RobotLevel.EXPERT, BiddingSystem.CONVENTIONS)}
    assert len(asked) == 3
    await service.shutdown()


async def _four_humans_bid(
    service: TableService, system: BiddingSystem, calls: list[str], channel: int = CHANNEL
):
    from bot.games.seats import Seat
    from tests.tables.helpers import BOB, CAT, DAN

    options = bridge_table(system=system, mode=Mode.CASUAL)
    tid = await service.open_table(GUILD, channel, ANN, "Ann", options)
    for uid, name, seat in (
        (BOB, "Bob", Seat.WEST),
        (CAT, "Cat", Seat.NORTH),
        (DAN, "Dan", Seat.EAST),
    ):
        await service.sit(tid, uid, name, service.reader.summary(tid).version, seat)
    await service.start(tid, ANN, service.reader.summary(tid).version)
    # South deals the first deal of a Chicago: Ann, then Bob, Cat and Dan in turn.
    order = [ANN, BOB, CAT, DAN]
    for i, call in enumerate(calls):
        await service.act(tid, order[i % 4], service.reader.summary(tid).version, str(call))
    view = service.reader.public_view(tid)
    assert view is not None
    seat_view = service.reader.seat_views(tid, BOB)[0]
    return view, seat_view


async def test_r2_2_calls_are_explained_in_the_tables_bidding_system(
    service: TableService,
) -> None:
    view, bobs = await _four_humans_bid(service, BiddingSystem.CONVENTIONS, ["1NT", "P", "2C"])
    stayman = view.auction[2].explanation
    assert stayman is not None and stayman.alert and "Stayman" in stayman.text
    assert bobs.public.auction[2].explanation == stayman
    view, _ = await _four_humans_bid(
        service, BiddingSystem.NATURAL, ["1NT", "P", "2C"], CHANNEL + 1
    )
    natural = view.auction[2].explanation
    assert natural is None or not natural.alert
