"""The robots' own result on an event's board (rule 10.8 of seeds/tables.md): four robots,
each seeing only its own seat, play the kept board at a table of their own, and their result
joins the field, so that every board any table reached has a result besides the players'.

The robots play each board on its own (`Game.deal_board` with no table: a Kaiser hand from a
level score), never after the hands before it, so their result exists for every board of an
event, the daily challenge's and a tournament round's alike. They play in a worker thread; a
board whose result was not kept (the process stopped) is played again when next asked for.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from bot.games.errors import RuleError
from bot.games.game import AnyGame, AnyRobot, Record, RobotLevel
from bot.games.seats import Side
from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import EventScoreRow
from bot.tables.clock import Clock

log = logging.getLogger(__name__)

#: The entrant the robots' own results are kept under: no Discord user has id 0.
ROBOTS = 0

#: Gives the robot that plays every seat of the robots' own table on a board.
FieldRobots = Callable[[AnyGame], AnyRobot]

#: Where a board's robots' result is kept: under an event's name, scored for a side (a
#: tournament keeps North–South's and East–West's apart).
Keeping = Sequence[tuple[str, Side]]


def expert_robots(game: AnyGame) -> AnyRobot:
    """The robots' own result is the product's expert robots'."""
    return game.robot(RobotLevel.EXPERT, game.event_rules())


class RobotResults:
    def __init__(self, store: TableStore, clock: Clock, robots: FieldRobots = expert_robots):
        self._store = store
        self._clock = clock
        self._robots = robots
        self._work: dict[tuple[str, int], asyncio.Task[None]] = {}

    def kick(self, game: AnyGame, number: int, keeping: Keeping) -> None:
        """Have the robots play board `number` of the event kept under `keeping`'s first name,
        unless they are at it already or their result is kept."""
        key = (keeping[0][0], number)
        if key not in self._work:
            task = asyncio.create_task(self._result(game, number, keeping))
            self._work[key] = task
            task.add_done_callback(lambda _t: self._work.pop(key, None))

    async def ensure(self, game: AnyGame, keeping: Keeping) -> None:
        """The robots' result on every board of the event dealt so far, waited for."""
        for number in await event_rows.board_numbers(self._store, keeping[0][0]):
            self.kick(game, number, keeping)
        await self.done()

    async def done(self) -> None:
        """Wait for the robots' results under way (tests, benchmarks, reports)."""
        while pending := list(self._work.values()):
            await asyncio.gather(*pending)

    async def shutdown(self) -> None:
        """Stop the robots' work in progress (what is not kept is played again when asked)."""
        work = list(self._work.values())
        for task in work:
            task.cancel()
        await asyncio.gather(*work, return_exceptions=True)
        self._work.clear()

    def in_memory(self) -> int:
        return len(self._work)

    async def _result(self, game: AnyGame, number: int, keeping: Keeping) -> None:
        event = keeping[0][0]
        if any(r.user_id == ROBOTS and r.number == number
               for r in await event_rows.scores(self._store, event)):  # fmt: skip
            return
        board = await event_rows.board(self._store, event, number)
        if board is None:
            return
        loop = asyncio.get_running_loop()
        try:
            record = await loop.run_in_executor(None, self._play, game, board)
        except Exception:
            log.exception("the robots could not play board %s of %s", number, event)
            return
        at = self._clock.now()
        rows = [
            EventScoreRow(name, number, ROBOTS, game.board_score(record, side),
                          record.result_text, at)
            for name, side in keeping
        ]  # fmt: skip
        async with self._store.transaction() as tx:
            await event_rows.keep_scores(tx, rows)

    def _play(self, game: AnyGame, board: str) -> Record:
        rules = game.event_rules()
        state = game.start(game.deal_board(board, None))
        robots = {seat: self._robots(game) for seat in game.seats}
        while not state.is_finished:
            seat = state.owing[0]
            answer = game.judge(state, seat)
            if answer is None:
                answer = robots[seat].decide(game.seat_view(state, seat, rules))
            try:
                state.apply(answer)
            except RuleError:
                state.apply(game.simple_robot().decide(game.seat_view(state, seat, rules)))
        day = datetime.fromtimestamp(self._clock.now(), UTC).date()
        names = {s: "Robot" for s in game.seats}
        record: Record = game.record(state, game.score_alone(state, rules), names, rules, day)
        return record
