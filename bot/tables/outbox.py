"""What a change to a table means for the world outside it, left in the table's outbox for the
service to write in the same transaction and to tell: a finished deal, points a player is given,
a finished match, and what was said at the table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.games.game import Record, Remark
from bot.games.seats import Seat, Side
from bot.store.rows import Reason


@dataclass(frozen=True, slots=True)
class DealDone:
    match_no: int
    #: Deals dealt in this match so far (a passed-out bridge deal is dealt again).
    deal_no: int
    #: The number players know the deal by (bridge: its board number).
    board_no: int
    result: str
    #: The finished deal in full (every hand is public once the deal is over).
    record: Record
    #: Who sat where and played as it finished: an event scores a deal for its entrants only
    #: if they were still at the table and playing (a robot finished it for one who had left,
    #: or had timed out and not come back).
    players: Mapping[Seat, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Points:
    """Points the rules give `user_id` for this match, and the lineup to rate them against."""

    user_id: int
    points: int
    reason: Reason
    #: The user's partner (None for a robot) and the opponents (None for robots).
    partner: int | None
    opponents: tuple[int | None, int | None]


@dataclass(frozen=True, slots=True)
class GameDone:
    match_no: int
    totals: dict[Side, int]
    winner: Side | None
    #: The game ended as a remake: someone left before any card was shown, nothing counts.
    remake: bool = False


@dataclass(frozen=True, slots=True)
class Talk:
    """What the last action made true at the table, in the players' words (the game's
    remarks)."""

    match_no: int
    deal_no: int
    remarks: tuple[Remark, ...]


Output = DealDone | Points | GameDone | Talk
