"""Shared test helpers: a scripted human who plays like the basic robot, through the service."""

from __future__ import annotations

import random

from bot.games.bridge.state import Phase
from bot.games.cards import Shuffler
from bot.tables.robots import BasicRobot
from bot.tables.service import TableService
from bot.tables.table import Status

GUILD = 100
CHANNEL = 200
ANN, BOB, CAT, DAN = 1, 2, 3, 4


def seeded(table_id: int, game_no: int, deal_no: int) -> Shuffler:
    return random.Random(table_id * 10_000 + game_no * 100 + deal_no)


async def human_step(service: TableService, table_id: int) -> bool:
    """Make the next move owed by a human (a call, a card or a claim answer); False if none."""
    await service.wait_idle()
    t = service.snapshot(table_id)
    if t.status is not Status.LIVE or t.deal is None:
        return False
    acting = t.acting_seat
    if acting is not None:
        uid = t.user_controlling(acting)
        if uid is not None:
            view = next(v for v in service.seat_views(table_id, uid) if v.seat is acting)
            if t.deal.phase is Phase.AUCTION:
                await service.call(table_id, uid, t.version, BasicRobot().choose_call(view))
            else:
                await service.play(table_id, uid, t.version, BasicRobot().choose_card(view))
            return True
    for seat in t.claim_responders():
        uid = t.user_controlling(seat)
        if uid is not None:
            await service.answer_claim(table_id, uid, t.version, True)
            return True
    return False


async def play_out(service: TableService, table_id: int, max_steps: int = 5000) -> None:
    """Let the humans play their moves until nobody human owes one (game over, or stuck)."""
    for _ in range(max_steps):
        if not await human_step(service, table_id):
            await service.wait_idle()
            return
    raise AssertionError("the game did not end")
