"""What a tournament tells its channel as it goes (rule 10.29): that it has started, the
standings after each round, the final places, and a round that waits for room to open.

The rules say what happened; the front end says it, in the tournament's language, and only
where everyone may hear it (a private tournament tells no channel).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import Enum

from bot.games.errors import RuleError
from bot.store.event_rows import TournamentRow
from bot.tables.daily import Standing


class Stage(Enum):
    STARTED = "started"
    ROUND_OVER = "round-over"
    FINISHED = "finished"
    #: A round that could not open (rule 10.25) and is tried again.
    WAITING = "waiting"


@dataclass(frozen=True, slots=True)
class News:
    tournament: TournamentRow
    stage: Stage
    round_no: int
    #: The standings so far (after a round), or the final places.
    standings: tuple[Standing, ...] = ()
    #: Why a round waits.
    why: RuleError | None = None


#: Tells the tournament's channel; a failure to tell changes nothing of the tournament.
Announce = Callable[[News], Awaitable[None]]
