"""Shared test helpers: a scripted human who plays like the basic robot, through the service."""

from __future__ import annotations

import random
from typing import Any

from bot.games.bridge.game import BRIDGE
from bot.games.bridge.options import BridgeRules
from bot.games.bridge.robot.players import BasicRobot
from bot.games.cards import Shuffler
from bot.games.game import AnyRobot
from bot.games.kaiser.rules import RuleConfig
from bot.tables.options import RobotLevel, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status

GUILD = 100
CHANNEL = 200
ANN, BOB, CAT, DAN = 1, 2, 3, 4


def seeded(table_id: int, match_no: int, deal_no: int) -> Shuffler:
    return random.Random(table_id * 10_000 + match_no * 100 + deal_no)


async def human_step(service: TableService, table_id: int, *, idle: bool = True) -> bool:
    """Make the next move owed by a human (a call, a card or a claim answer); False if none.
    It waits until the robots are idle first, unless `idle` is False."""
    if idle:
        await service.wait_idle()
    t = service.reader.snapshot(table_id)
    if t.status is not Status.LIVE or t.deal is None:
        return False
    for seat in t.owing:
        uid = t.user_controlling(seat)
        if uid is not None:
            if seat is not t.acting_seat:
                await service.act(table_id, uid, t.version, "accept")
                return True
            view = next(v for v in service.reader.seat_views(table_id, uid) if v.seat is seat)
            game = t.game
            robot: AnyRobot = (
                BasicRobot() if game is BRIDGE else game.robot(RobotLevel.BASIC, t.rules)
            )
            await service.act(table_id, uid, t.version, game.move_text(robot.decide(view)))
            return True
    return False


async def play_deals(service: TableService, table_id: int, count: int) -> None:
    """Let the humans play until `count` deals of the table are finished, and no further.

    The count is taken only once the robots are idle: taken straight after a human's last
    card, a deal may still be finishing, and the human would play on into the next one."""
    await service.wait_idle()
    while len(await service.history.finished_deals(table_id)) < count:
        if not await human_step(service, table_id):
            raise AssertionError("no human move is owed, and the deals are not finished")
        await service.wait_idle()


async def play_out(service: TableService, table_id: int, max_steps: int = 5000) -> None:
    """Let the humans play their moves until nobody human owes one (game over, or stuck)."""
    for _ in range(max_steps):
        if not await human_step(service, table_id):
            await service.wait_idle()
            return
    raise AssertionError("the game did not end")


def bridge_table(**options: Any) -> TableOptions:
    """Options for a bridge table: bridge's own (format, vulnerability, system, declaring)
    and the table's (mode, private, level, move time) given together."""
    keys = ("format", "vulnerability", "system", "declaring")
    own = {k: options.pop(k) for k in keys if k in options}
    return TableOptions(game="bridge", rules=BridgeRules(**own), **options)


def kaiser_table(**options: Any) -> TableOptions:
    """Options for a Kaiser table: its house rules (`RuleConfig`'s fields) and the table's
    (mode, private, level, move time) given together."""
    keys = RuleConfig.__dataclass_fields__
    own = {k: options.pop(k) for k in list(options) if k in keys}
    return TableOptions(game="kaiser", rules=RuleConfig(**own), **options)
