"""A table's whole life as a pure state machine: seats, host, match, deals, timers, leaving.

`Table.apply(event, at)` is the only way a table changes; it raises a `RuleError` (the game's
or a `TableError`) and changes nothing when the event is not allowed now. The service applies
events to a copy, commits them, then keeps the copy, so a refused event never leaves a trace.
What a change means for the outside world (results to record, a finished deal) is left in
`outbox` for the service to write in the same transaction.

The table knows its game only through the `Game` seam: the game scores the match, deals, says
who decides for a seat and turns a finished deal into its record.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import Enum
from typing import Any

from bot.games.errors import NotYourTurn
from bot.games.game import Action, DealState, Game, Leaving, Match, Record, Remark
from bot.games.seats import SEATS, Seat, Side
from bot.store.rows import FORFEIT_WIN, PROTECTED
from bot.tables.errors import (
    NotAllowed,
    NotHost,
    NotInvited,
    NotSeated,
    SeatTaken,
    WrongState,
)
from bot.tables.events import (
    Acted,
    CameBack,
    Closed,
    Closer,
    Dealt,
    Event,
    Invited,
    Left,
    Opened,
    RematchAgreed,
    Sat,
    Started,
    TimedOut,
    UndoAnswered,
    UndoAsked,
)
from bot.tables.limits import CASUAL_IDLE, OPEN_TABLE_WAIT, REMATCH_WAIT
from bot.tables.options import RECONNECT_WINDOW, WARNING_BEFORE, TableOptions


class Status(Enum):
    OPEN = "open"
    LIVE = "live"
    FINISHED = "finished"
    CLOSED = "closed"


class SeatKind(Enum):
    """Who holds a seat. A robot is known by its seat's kind, never by a name."""

    HUMAN = "human"
    #: A robot plays the seat (it is empty in a live game).
    ROBOT = "robot"
    #: The seat's player ran out of time; a robot plays for them until they come back.
    AWAY = "away"


@dataclass(frozen=True, slots=True)
class Player:
    user_id: int
    name: str
    #: The version at which they sat: the earliest seated human inherits the host.
    since: int


@dataclass(frozen=True, slots=True)
class DealDone:
    game_no: int
    #: Deals dealt in this match so far (a passed-out bridge deal is dealt again).
    deal_no: int
    #: The number players know the deal by (bridge: its board number).
    deal_number: int
    result: str
    #: The finished deal in full (every hand is public once the deal is over).
    record: Record
    #: Who sat where as it finished: an event scores a deal for its entrants only if they
    #: were still at the table (a robot finished it for one who had left).
    players: Mapping[Seat, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Points:
    """Points the rules give `user_id` for this match, and the lineup to rate them against."""

    user_id: int
    points: int
    reason: str
    #: The user's partner (None for a robot) and the opponents (None for robots).
    partner: int | None
    opponents: tuple[int | None, int | None]


@dataclass(frozen=True, slots=True)
class GameDone:
    game_no: int
    totals: dict[Side, int]
    winner: Side | None
    #: The game ended as a remake: someone left before any card was shown, nothing counts.
    remake: bool = False


@dataclass(frozen=True, slots=True)
class Talk:
    """What the last action made true at the table, in the players' words (the game's
    remarks)."""

    game_no: int
    deal_no: int
    remarks: tuple[Remark, ...]


Output = DealDone | Points | GameDone | Talk


@dataclass(frozen=True, slots=True)
class Deadline:
    #: "move" (act before it) or "reconnect" (come back before it).
    kind: str
    seat: Seat
    user_id: int
    at: float
    warn_at: float | None


@dataclass
class Table:
    id: int
    guild_id: int
    channel_id: int
    options: TableOptions
    host: int | None
    status: Status = Status.OPEN
    version: int = 0
    players: dict[Seat, Player] = field(default_factory=dict)
    invited: set[int] = field(default_factory=set)
    #: Matches started at this table (a rematch starts the next).
    game_no: int = 0
    deals_dealt: int = 0
    match: Match | None = None
    deal: DealState | None = None
    #: Who made each action of the current deal: a user, or None for a robot.
    deciders: list[int | None] = field(default_factory=list)
    #: Seats whose player ran out of time, with when; a robot acts for them meanwhile.
    autoplay: dict[Seat, float] = field(default_factory=dict)
    #: When the current wait for a player began (the latest event).
    since: float = 0.0
    #: Users whose result in the current match the leaving rule has already fixed.
    fixed: dict[int, int] = field(default_factory=dict)
    rematch: set[int] = field(default_factory=set)
    #: A pending undo request: the asker and the opponents who still must agree.
    undo_asker: int | None = None
    undo_waiting: set[int] = field(default_factory=set)
    #: The channel whose thread the table was opened in, if it was opened in a thread.
    parent_id: int | None = None
    outbox: list[Output] = field(default_factory=list)

    # -- building ------------------------------------------------------------------------

    @classmethod
    def opened(cls, table_id: int, event: Opened, at: float) -> Table:
        table = cls(table_id, event.guild_id, event.channel_id, event.options, event.host)
        table.version = 1
        table.since = at
        table.players[Seat.SOUTH] = Player(event.host, event.name, 1)
        table.parent_id = event.parent_id
        return table

    def copy(self) -> Table:
        new = copy.copy(self)
        new.players = dict(self.players)
        new.invited = set(self.invited)
        new.match = self.match.copy() if self.match is not None else None
        new.deal = self.deal.copy() if self.deal is not None else None
        new.deciders = list(self.deciders)
        new.autoplay = dict(self.autoplay)
        new.fixed = dict(self.fixed)
        new.rematch = set(self.rematch)
        new.undo_waiting = set(self.undo_waiting)
        new.outbox = []
        return new

    # -- reading -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.options.of_game

    @property
    def rules(self) -> Any:
        return self.options.rules

    @property
    def name(self) -> str:
        return f"Table {self.id}"

    @property
    def home_channel(self) -> int:
        """The channel the table belongs to: the one it was opened in, or whose thread."""
        return self.parent_id if self.parent_id is not None else self.channel_id

    @property
    def active(self) -> bool:
        """Gathering players or playing (not finished, not closed)."""
        return self.status in (Status.OPEN, Status.LIVE)

    def seat_of(self, user_id: int) -> Seat | None:
        for seat, p in self.players.items():
            if p.user_id == user_id:
                return seat
        return None

    def user_at(self, seat: Seat) -> int | None:
        p = self.players.get(seat)
        return p.user_id if p is not None else None

    @property
    def humans(self) -> list[int]:
        return [p.user_id for p in self.players.values()]

    def kind(self, seat: Seat) -> SeatKind:
        if seat not in self.players:
            return SeatKind.ROBOT
        return SeatKind.AWAY if seat in self.autoplay else SeatKind.HUMAN

    def is_robot(self, seat: Seat) -> bool:
        """A robot decides for `seat` itself: nobody sits there, or its player timed out."""
        return self.kind(seat) is not SeatKind.HUMAN

    def spoken_names(self) -> dict[Seat, str]:
        """How the table talk names the people at the table, by seat. A seat nobody holds is
        a robot's, which the front end names by its seat in each reader's language."""
        return {s: p.name for s in SEATS if (p := self.players.get(s)) is not None}

    @property
    def robot_seats(self) -> frozenset[Seat]:
        return frozenset(s for s in SEATS if self.is_robot(s))

    def controller(self, seat: Seat) -> Seat:
        """The seat whose occupant decides for `seat` now (the game's rule: bridge's
        declarer plays dummy, and may hand both hands to a human partner)."""
        if self.deal is None:
            return seat
        return self.game.controller(self.deal, seat, self.rules, self.robot_seats)

    def user_controlling(self, seat: Seat) -> int | None:
        """The human deciding for `seat` now, or None when a robot decides."""
        who = self.controller(seat)
        if self.is_robot(who):
            return None
        return self.user_at(who)

    def seats_controlled_by(self, user_id: int) -> list[Seat]:
        """Seats whose hands `user_id` may see and play now; never a seat they do not control.

        Besides their own seat, a player plays another hand the game hands them (bridge:
        dummy's, or a robot declarer's for the human partner) only once the game opens it to
        them: nobody sees a partner's cards before the opening lead.
        """
        own = [s for s in SEATS if self.user_at(s) == user_id]
        opened = self.deal is not None and self.game.partner_hands_open(self.deal)
        others = [
            s for s in SEATS if s not in own and opened and self.user_controlling(s) == user_id
        ]
        return own + others

    @property
    def owing(self) -> tuple[Seat, ...]:
        """The seats whose decision the table waits for (none while an undo is asked)."""
        if self.status is not Status.LIVE or self.deal is None or self.undo_asker is not None:
            return ()
        return self.deal.owing

    @property
    def acting_seat(self) -> Seat | None:
        """The seat whose turn it is (bridge: declarer for dummy's card), None while the table
        waits for answers instead (a claim's) or for nothing."""
        if self.status is not Status.LIVE or self.deal is None or self.undo_asker is not None:
            return None
        return self.deal.to_act

    @property
    def needs_deal(self) -> bool:
        if self.status is not Status.LIVE or self.match is None:
            return False
        return (self.deal is None or self.deal.is_finished) and not self.match.is_over

    def deadlines(self) -> list[Deadline]:
        """The move timer and reconnect windows running now. A casual game has no move timer,
        but a player it waits for times out when idle for long (see `CASUAL_IDLE`)."""
        if self.status is not Status.LIVE:
            return []
        limit = self.options.move_time if self.options.ranked else CASUAL_IDLE
        end = self.since + limit
        if self.options.away_until is not None:
            # Rule 10.20: the day's challenge waits for its player until the day closes.
            end = max(end, self.options.away_until)
        waiting = [self.user_controlling(seat) for seat in self.owing]
        waiting += sorted(u for u in self.undo_waiting if self.seat_of(u) not in self.autoplay)
        out: list[Deadline] = []
        for uid in waiting:
            if uid is not None:
                own = self.seat_of(uid)
                assert own is not None
                out.append(Deadline("move", own, uid, end, end - WARNING_BEFORE))
        for seat, at in sorted(self.autoplay.items(), key=lambda kv: kv[0].index):
            uid = self.user_at(seat)
            if uid is not None:
                out.append(Deadline("reconnect", seat, uid, at + RECONNECT_WINDOW, None))
        return out

    def closes_at(self) -> float | None:
        """When the table closes itself if nothing changes first: a table still gathering
        players, or a finished one that nobody plays again."""
        if self.status is Status.OPEN:
            return self.since + OPEN_TABLE_WAIT
        if self.status is Status.FINISHED:
            return self.since + REMATCH_WAIT
        return None

    def completed_deals(self) -> int:
        return self.match.counted_deals if self.match is not None else 0

    def totals(self) -> dict[Side, int]:
        return self.match.totals() if self.match is not None else {Side.NS: 0, Side.EW: 0}

    # -- changing ------------------------------------------------------------------------

    def apply(self, event: Event, at: float) -> None:
        """Apply `event` or raise having changed nothing. Use on a `copy()`."""
        if self.status is Status.CLOSED:
            raise WrongState("This table is closed.", key="error-table-closed")
        match event:
            case Invited(user_id):
                self._not_at_an_event(
                    "An event's table seats its own player only.", "error-event-own-player"
                )
                self.invited.add(user_id)
            case Sat(user_id, name, seat):
                self._sit(user_id, name, seat)
            case Left(user_id, reason):
                self._leave(user_id, reason)
            case Started():
                self._start()
            case Dealt(deal):
                if not self.needs_deal:
                    raise WrongState("No deal is due.", key="error-no-deal-due")
                self.deal = self.game.start(deal)
                self.deciders = []
                self.deals_dealt += 1
            case Acted(action, by):
                self._act(action, by, at)
            case TimedOut(user_id):
                seat = self._seated(user_id)
                if self.status is not Status.LIVE or seat in self.autoplay:
                    raise WrongState(
                        "Nothing is waiting on that player.", key="error-nothing-waiting"
                    )
                self.autoplay[seat] = at
                if user_id in self.undo_waiting:
                    # An undo not answered in time is refused.
                    self.undo_asker = None
                    self.undo_waiting.clear()
            case CameBack(user_id):
                seat = self._seated(user_id)
                if seat not in self.autoplay:
                    raise NotAllowed("You already have your seat.", key="error-have-seat")
                del self.autoplay[seat]
            case UndoAsked(user_id):
                self._ask_undo(user_id)
            case UndoAnswered(user_id, accept):
                self._answer_undo(user_id, accept)
            case RematchAgreed(user_id):
                self._agree_rematch(user_id)
            case Closed(user_id, by):
                self._close(user_id, by)
            case Opened():
                raise WrongState("This table is already open.", key="error-already-open")
        self.version += 1
        self.since = at

    def _seated(self, user_id: int) -> Seat:
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        return seat

    def _sit(self, user_id: int, name: str, seat: Seat) -> None:
        if self.status not in (Status.OPEN, Status.FINISHED):
            raise WrongState(
                "The game is under way; you can take a seat when it ends.",
                key="error-game-under-way",
            )
        seated_by_event = self.options.event is not None and user_id in self.options.players
        if self.options.private and user_id != self.host and not (
            user_id in self.invited or seated_by_event
        ):
            raise NotInvited()
        if self.options.event is not None and user_id != self.host and not seated_by_event:
            raise NotInvited()
        holder = self.players.get(seat)
        if holder is not None:
            if holder.user_id == user_id:
                raise SeatTaken("You are already in that seat.", key="error-already-in-seat")
            raise SeatTaken(
                f"{seat.title} is taken by {holder.name}.",
                key="error-seat-taken",
                seat=seat.value,
                player=holder.name,
            )
        old = self.seat_of(user_id)
        since = self.version + 1
        if old is not None:
            since = self.players.pop(old).since
        self.players[seat] = Player(user_id, name, since)
        self.rematch.clear()

    def _leave(self, user_id: int, reason: str) -> None:
        seat = self._seated(user_id)
        if self.status is Status.LIVE and self.options.ranked:
            self._leaving_rule(seat, user_id, reason)
        del self.players[seat]
        self.autoplay.pop(seat, None)
        self.rematch.clear()
        self.undo_asker = None
        self.undo_waiting.clear()
        if self.host == user_id:
            remaining = sorted(self.players.values(), key=lambda p: p.since)
            self.host = remaining[0].user_id if remaining else None
        if not self.players and not (self.options.plays_on and self.status is Status.LIVE):
            self.status = Status.CLOSED

    def _leaving_rule(self, seat: Seat, user_id: int, reason: str) -> None:
        if user_id in self.fixed:
            return
        assert self.match is not None
        if self.game.leaving is Leaving.LEAVER_ALONE:
            self._leaver_alone(seat, user_id, reason)
            return
        partner = self.user_at(seat.partner)
        if self.match.single_deal or self.completed_deals() == 0:
            self._fix(user_id, -1, f"{reason} in the first deal", seat)
            return
        standing = self.match.standing()
        margin = standing[seat.side] - standing[seat.side.other]
        if margin > 0:
            mine, theirs = 0, 1
        elif margin == 0:
            mine, theirs = -1, 0
        else:
            mine, theirs = -1, -1
        self._fix(user_id, mine, reason, seat)
        if partner is not None and partner not in self.fixed:
            self._fix(partner, theirs, "partner left", seat.partner)

    def _leaver_alone(self, seat: Seat, user_id: int, reason: str) -> None:
        """Rules 5.6 and 5.7: a remake before any card is shown; after, −1 for the leaver
        alone, and a result that cannot lose (and moves no rating) for each who stays."""
        assert self.match is not None
        if self.completed_deals() == 0 and (self.deal is None or not self.game.revealed(self.deal)):
            self.outbox.append(GameDone(self.game_no, self.match.totals(), None, remake=True))
            self.status = Status.FINISHED
            self.autoplay.clear()
            return
        self._fix(user_id, -1, reason, seat)
        for other, p in sorted(self.players.items(), key=lambda kv: kv[0].index):
            if other is not seat and p.user_id not in self.fixed:
                stayed = PROTECTED if other.side is seat.side else FORFEIT_WIN
                self._fix(p.user_id, 0, stayed, other)

    def _fix(self, user_id: int, points: int, reason: str, seat: Seat) -> None:
        self.fixed[user_id] = points
        self.outbox.append(
            Points(
                user_id, points, reason, self.user_at(seat.partner),
                (self.user_at(seat.next), self.user_at(seat.previous)),
            )
        )  # fmt: skip

    def _start(self) -> None:
        if self.status is not Status.OPEN:
            raise WrongState("The game has already started.", key="error-already-started")
        self._new_match()

    def _new_match(self) -> None:
        self.status = Status.LIVE
        self.game_no += 1
        self.deals_dealt = 0
        self.match = self.game.new_match(self.rules)
        self.deal = None
        self.deciders = []
        self.fixed.clear()
        self.rematch.clear()
        self.autoplay.clear()

    def _act(self, action: Action, by: int | None, at: float) -> None:
        if self.status is not Status.LIVE or self.deal is None:
            raise WrongState("No deal is being played at this table.", key="error-no-deal")
        if self.undo_asker is not None:
            raise WrongState("An undo request is waiting for an answer.", key="error-undo-waiting")
        if self.user_controlling(action.seat) != by:
            if by is None:
                raise NotYourTurn(
                    "That seat is not played by a robot.", key="error-not-a-robot-seat"
                )
            raise NotYourTurn("It is not your turn.", key="error-not-your-turn-plain")
        said = len(self.game.remarks(self.deal))
        self.deal.apply(action)
        self.deciders.append(by)
        remarks = self.game.remarks(self.deal)[said:]
        if remarks:
            self.outbox.append(Talk(self.game_no, self.deals_dealt, remarks))
        if self.deal.is_finished:
            self._finish_deal(at)

    def _finish_deal(self, at: float) -> None:
        assert self.match is not None and self.deal is not None
        result = self.match.record(self.deal)
        names = {s: p.name if (p := self.players.get(s)) else "Robot" for s in SEATS}
        day = datetime.fromtimestamp(at, UTC).date()
        record = self.game.record(self.deal, result, names, self.rules, day)
        number = self.game.deal_number(self.deal)
        self.outbox.append(
            DealDone(
                self.game_no, self.deals_dealt, number, result.result_text, record,
                {seat: p.user_id for seat, p in self.players.items()},
            )
        )
        if self.match.is_over:
            self._finish_match()

    def _finish_match(self) -> None:
        assert self.match is not None
        winner = self.match.winner()
        self.outbox.append(GameDone(self.game_no, self.match.totals(), winner))
        if self.options.ranked:
            for seat, p in sorted(self.players.items(), key=lambda kv: kv[0].index):
                if p.user_id in self.fixed:
                    continue
                points = 0 if winner is None else (1 if seat.side is winner else -1)
                self._fix(p.user_id, points, "game", seat)
        self.status = Status.FINISHED
        self.autoplay.clear()

    def _undo_point(self, user_id: int) -> int:
        """How many of the deal's actions remain after taking back `user_id`'s last one.

        Robots' actions after it go too; another human's action since then forbids the undo.
        """
        assert self.deal is not None
        actions = self.deal.actions
        for i in range(len(actions) - 1, -1, -1):
            if not self.deal.can_take_back(actions[i]):
                raise NotAllowed("A claim cannot be taken back.", key="error-claim-final")
            who = self.deciders[i]
            if who == user_id:
                return i
            if who is not None:
                raise NotAllowed(
                    "Another player has acted since your last call or card.",
                    key="error-acted-since",
                )
        raise NotAllowed("You have nothing to take back in this deal.", key="error-nothing-to-undo")

    def _ask_undo(self, user_id: int) -> None:
        seat = self._seated(user_id)
        if self.options.ranked:
            raise NotAllowed("Undo is for casual games only.", key="error-undo-casual-only")
        self._not_at_an_event(
            "Every board of an event is played once: no undo.", "error-event-no-undo"
        )
        if self.status is not Status.LIVE or self.deal is None or self.deal.is_finished:
            raise WrongState("There is nothing to undo now.", key="error-nothing-to-undo-now")
        if self.undo_asker is not None:
            raise WrongState(
                "An undo request is already waiting.", key="error-undo-already-waiting"
            )
        self._undo_point(user_id)
        opponents = {self.user_at(s) for s in seat.side.other.seats} - {None}
        waiting = {uid for uid in opponents if uid is not None}
        if waiting:
            self.undo_asker = user_id
            self.undo_waiting = waiting
        else:
            self._do_undo(user_id)

    def _answer_undo(self, user_id: int, accept: bool) -> None:
        if self.undo_asker is None or user_id not in self.undo_waiting:
            raise NotAllowed(
                "No undo request is waiting for your answer.", key="error-no-undo-to-answer"
            )
        if not accept:
            self.undo_asker = None
            self.undo_waiting.clear()
            return
        self.undo_waiting.discard(user_id)
        if not self.undo_waiting:
            asker = self.undo_asker
            self.undo_asker = None
            self._do_undo(asker)

    def _do_undo(self, user_id: int) -> None:
        assert self.deal is not None
        keep = self._undo_point(user_id)
        self.deal = self.deal.rewound(keep)
        self.deciders = self.deciders[:keep]

    def _agree_rematch(self, user_id: int) -> None:
        self._seated(user_id)
        self._not_at_an_event(
            "Every board of an event is played once: no rematch.", "error-event-no-rematch"
        )
        if self.status is not Status.FINISHED:
            raise WrongState(
                "A rematch can be agreed once the game is over.", key="error-rematch-after-game"
            )
        self.rematch.add(user_id)
        if set(self.humans) <= self.rematch:
            self._new_match()

    def _not_at_an_event(self, why: str, key: str) -> None:
        """Rule 10.7: what would let an event's boards be played again, or by someone else,
        is refused at its tables."""
        if self.options.event is not None:
            raise NotAllowed(why, key=key)

    def _close(self, user_id: int | None, by: Closer) -> None:
        if by is Closer.MODERATOR:
            self._close_as_moderator(user_id)
            return
        if by is Closer.TIME:
            if self.status is Status.LIVE:
                raise WrongState(
                    "A game under way ends by its players leaving, not by time.",
                    key="error-game-ends-by-leaving",
                )
            self.status = Status.CLOSED
            return
        if user_id != self.host:
            raise NotHost("Only the host can close the table.", key="error-host-closes")
        if self.status is Status.LIVE:
            others = [uid for uid in self.humans if uid != user_id]
            if others:
                raise NotAllowed(
                    "A game with other players seated cannot be closed by the host.",
                    key="error-others-seated",
                )
            if user_id is not None:
                self._leave(user_id, "closed the table")
        self.status = Status.CLOSED

    def _close_as_moderator(self, user_id: int | None) -> None:
        """A moderator closes the table whatever its stage. A game cut short so scores nobody
        (results the leaving rule fixed stand), except a moderator seated at it: for them,
        closing counts as leaving, so that no one escapes a loss by closing."""
        if user_id is None:
            raise NotAllowed(
                "A moderator closes a table in their own name.", key="error-moderator-own-name"
            )
        if self.status is Status.LIVE and self.seat_of(user_id) is not None:
            self._leave(user_id, "closed the table")
        self.status = Status.CLOSED


def replay(table_id: int, events: list[tuple[Event, float]], keep_outbox: bool = False) -> Table:
    """Rebuild a table from its log. The outbox is dropped (it was written when first applied)
    unless `keep_outbox` asks for everything the log brought about, finished deals included."""
    first, at = events[0]
    if not isinstance(first, Opened):
        raise ValueError("a table's log starts with Opened")
    table = Table.opened(table_id, first, at)
    outputs: list[Output] = []
    for event, when in events[1:]:
        table.apply(event, when)
        outputs += table.outbox
        table.outbox = []
    table.outbox = outputs if keep_outbox else []
    return table
