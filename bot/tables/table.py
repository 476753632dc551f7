"""A table's whole life as a pure state machine: seats, host, game, deals, timers, leaving.

`Table.apply(event, at)` is the only way a table changes; it raises a `RuleError` (the engine's
or a `TableError`) and changes nothing when the event is not allowed now. The service applies
events to a copy, commits them, then keeps the copy, so a refused event never leaves a trace.
What a change means for the outside world (results to record, a finished deal) is left in
`outbox` for the service to write in the same transaction.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import Enum

from bot.games.bridge.formats import FormatKind, GameScore, NextDeal
from bot.games.bridge.records import to_pbn
from bot.games.bridge.state import (
    Action,
    Board,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimReply,
    DealState,
)
from bot.games.bridge.views import hand_record
from bot.games.errors import NotYourTurn
from bot.games.seats import SEATS, Seat, Side
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
from bot.tables.options import RECONNECT_WINDOW, WARNING_BEFORE, Declaring, TableOptions


class Status(Enum):
    OPEN = "open"
    LIVE = "live"
    FINISHED = "finished"
    CLOSED = "closed"


@dataclass(frozen=True, slots=True)
class Player:
    user_id: int
    name: str
    #: The version at which they sat: the earliest seated human inherits the host.
    since: int


@dataclass(frozen=True, slots=True)
class DealDone:
    game_no: int
    deal_no: int
    result: str
    #: The finished deal's full record in PBN (every hand is public once the deal is over).
    pbn: str


@dataclass(frozen=True, slots=True)
class Points:
    """Points the rules give `user_id` for this game, and the lineup to rate them against."""

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


Output = DealDone | Points | GameDone


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
    game_no: int = 0
    deals_dealt: int = 0
    score: GameScore | None = None
    deal: DealState | None = None
    #: Seats whose player ran out of time, with when; a robot acts for them meanwhile.
    autoplay: dict[Seat, float] = field(default_factory=dict)
    #: When the current wait for a player began (the latest event).
    since: float = 0.0
    #: Users whose result in the current game the leaving rule has already fixed.
    fixed: dict[int, int] = field(default_factory=dict)
    rematch: set[int] = field(default_factory=set)
    #: A pending undo request: the asker and the opponents who still must agree.
    undo_asker: int | None = None
    undo_waiting: set[int] = field(default_factory=set)
    outbox: list[Output] = field(default_factory=list)

    # -- building ------------------------------------------------------------------------

    @classmethod
    def opened(cls, table_id: int, event: Opened, at: float) -> Table:
        table = cls(table_id, event.guild_id, event.channel_id, event.options, event.host)
        table.version = 1
        table.since = at
        table.players[Seat.SOUTH] = Player(event.host, event.name, 1)
        return table

    def copy(self) -> Table:
        new = copy.copy(self)
        new.players = dict(self.players)
        new.invited = set(self.invited)
        new.score = _copy_score(self.score) if self.score is not None else None
        new.deal = self.deal.copy() if self.deal is not None else None
        new.autoplay = dict(self.autoplay)
        new.fixed = dict(self.fixed)
        new.rematch = set(self.rematch)
        new.undo_waiting = set(self.undo_waiting)
        new.outbox = []
        return new

    # -- reading -------------------------------------------------------------------------

    @property
    def name(self) -> str:
        return f"Table {self.id}"

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

    def is_robot(self, seat: Seat) -> bool:
        """A robot decides for `seat` itself: nobody sits there, or its player timed out."""
        return seat not in self.players or seat in self.autoplay

    def controller(self, seat: Seat) -> Seat:
        """The seat whose occupant decides for `seat` now.

        During the play, declarer decides for dummy; and when a robot declares opposite a
        human, the table's option may hand both hands to the human partner instead.
        """
        if self.deal is None or self.deal.contract is None:
            return seat
        c = self.deal.contract
        if seat not in (c.declarer, c.dummy):
            return seat
        if (
            self.options.declaring is Declaring.HUMAN_PARTNER
            and c.declarer not in self.players
            and c.dummy in self.players
        ):
            return c.dummy
        return c.declarer

    def user_controlling(self, seat: Seat) -> int | None:
        """The human deciding for `seat` now, or None when a robot decides."""
        who = self.controller(seat)
        if self.is_robot(who):
            return None
        return self.user_at(who)

    def seats_controlled_by(self, user_id: int) -> list[Seat]:
        """Seats whose hands `user_id` may see and play now; never a seat they do not control.

        Besides their own seat, a player plays their partner's hand (dummy's, or a robot
        declarer's when the human partner declares) only once the opening lead has been made:
        nobody sees a partner's cards before that.
        """
        own = [s for s in SEATS if self.user_at(s) == user_id]
        exposed = self.deal is not None and self.deal.dummy_exposed
        others = [
            s for s in SEATS if s not in own and exposed and self.user_controlling(s) == user_id
        ]
        return own + others

    @property
    def acting_seat(self) -> Seat | None:
        """The seat whose view holds the next call or card (declarer for dummy's turn)."""
        if self.status is not Status.LIVE or self.deal is None or self.undo_asker is not None:
            return None
        return self.deal.to_act

    def claim_responders(self) -> tuple[Seat, ...]:
        if self.status is not Status.LIVE or self.deal is None:
            return ()
        return self.deal.claim_responders()

    @property
    def needs_deal(self) -> bool:
        if self.status is not Status.LIVE or self.score is None:
            return False
        return (self.deal is None or self.deal.is_finished) and not self.score.is_over

    def next_deal(self) -> NextDeal | None:
        return self.score.next_deal() if self.needs_deal and self.score is not None else None

    def deadlines(self) -> list[Deadline]:
        """The move timer and reconnect windows running now (ranked games only)."""
        if self.status is not Status.LIVE or not self.options.ranked:
            return []
        out: list[Deadline] = []
        waiting = [s for s in (self.acting_seat,) if s is not None] + list(self.claim_responders())
        for seat in waiting:
            uid = self.user_controlling(seat)
            if uid is not None:
                own = self.seat_of(uid)
                assert own is not None
                end = self.since + self.options.move_time
                out.append(Deadline("move", own, uid, end, end - WARNING_BEFORE))
        for seat, at in sorted(self.autoplay.items(), key=lambda kv: kv[0].index):
            uid = self.user_at(seat)
            if uid is not None:
                out.append(Deadline("reconnect", seat, uid, at + RECONNECT_WINDOW, None))
        return out

    def completed_deals(self) -> int:
        return self.score.counted_deals if self.score is not None else 0

    # -- changing ------------------------------------------------------------------------

    def apply(self, event: Event, at: float) -> None:
        """Apply `event` or raise having changed nothing. Use on a `copy()`."""
        if self.status is Status.CLOSED:
            raise WrongState("This table is closed.")
        match event:
            case Invited(user_id):
                self.invited.add(user_id)
            case Sat(user_id, name, seat):
                self._sit(user_id, name, seat)
            case Left(user_id, reason):
                self._leave(user_id, reason)
            case Started():
                self._start()
            case Dealt(number, dealer, vul, deal):
                if not self.needs_deal:
                    raise WrongState("No deal is due.")
                self.deal = DealState(Board.from_pbn_deal(deal, number, dealer, vul))
                self.deals_dealt += 1
            case Acted(action, by):
                self._act(action, by, at)
            case TimedOut(user_id):
                seat = self._seated(user_id)
                if self.status is not Status.LIVE or seat in self.autoplay:
                    raise WrongState("Nothing is waiting on that player.")
                self.autoplay[seat] = at
            case CameBack(user_id):
                seat = self._seated(user_id)
                if seat not in self.autoplay:
                    raise NotAllowed("You already have your seat.")
                del self.autoplay[seat]
            case UndoAsked(user_id):
                self._ask_undo(user_id)
            case UndoAnswered(user_id, accept):
                self._answer_undo(user_id, accept)
            case RematchAgreed(user_id):
                self._agree_rematch(user_id)
            case Closed(user_id):
                self._close(user_id)
            case Opened():
                raise WrongState("This table is already open.")
        self.version += 1
        self.since = at

    def _seated(self, user_id: int) -> Seat:
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        return seat

    def _sit(self, user_id: int, name: str, seat: Seat) -> None:
        if self.status not in (Status.OPEN, Status.FINISHED):
            raise WrongState("The game is under way; you can take a seat when it ends.")
        if self.options.private and user_id != self.host and user_id not in self.invited:
            raise NotInvited()
        holder = self.players.get(seat)
        if holder is not None:
            if holder.user_id == user_id:
                raise SeatTaken("You are already in that seat.")
            raise SeatTaken(f"{seat.title} is taken by {holder.name}.")
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
        if not self.players:
            self.status = Status.CLOSED

    def _leaving_rule(self, seat: Seat, user_id: int, reason: str) -> None:
        if user_id in self.fixed:
            return
        assert self.score is not None
        partner = self.user_at(seat.partner)
        if self.options.format is FormatKind.SINGLE or self.completed_deals() == 0:
            self._fix(user_id, -1, f"{reason} in the first deal", seat)
            return
        standing = self.score.standing()
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
            raise WrongState("The game has already started.")
        self._new_game()

    def _new_game(self) -> None:
        self.status = Status.LIVE
        self.game_no += 1
        self.deals_dealt = 0
        self.score = GameScore(self.options.format, self.options.vulnerability)
        self.deal = None
        self.fixed.clear()
        self.rematch.clear()
        self.autoplay.clear()

    def _act(self, action: Action, by: int | None, at: float) -> None:
        if self.status is not Status.LIVE or self.deal is None:
            raise WrongState("No deal is being played at this table.")
        if self.undo_asker is not None:
            raise WrongState("An undo request is waiting for an answer.")
        self._check_actor(action, by)
        self.deal.apply(action)
        if self.deal.is_finished:
            self._finish_deal(at)

    def _check_actor(self, action: Action, by: int | None) -> None:
        """`by` must be whoever decides for the seat the action is made for."""
        match action:
            case CallAction(seat) | ClaimAction(seat) | ClaimReply(seat):
                acting = seat
            case CardAction():
                assert self.deal is not None
                acting = self.deal.to_act or action.seat
        if self.user_controlling(acting) != by:
            if by is None:
                raise NotYourTurn("That seat is not played by a robot.")
            raise NotYourTurn("It is not your turn.")

    def _finish_deal(self, at: float) -> None:
        assert self.score is not None and self.deal is not None
        result = self.score.record(self.deal)
        names = {s: p.name if (p := self.players.get(s)) else "Robot" for s in SEATS}
        record = hand_record(self.deal, result.score, names)
        pbn = to_pbn(
            record,
            day=datetime.fromtimestamp(at, UTC).date(),
            scoring="Rubber" if self.options.format is FormatKind.RUBBER else "Chicago",
        )
        self.outbox.append(DealDone(self.game_no, self.deals_dealt, result.result_text, pbn))
        if self.score.is_over:
            self._finish_game()

    def _finish_game(self) -> None:
        assert self.score is not None
        winner = self.score.winner()
        self.outbox.append(GameDone(self.game_no, self.score.totals(), winner))
        if self.options.ranked:
            for seat, p in sorted(self.players.items(), key=lambda kv: kv[0].index):
                if p.user_id in self.fixed:
                    continue
                points = 0 if winner is None else (1 if seat.side is winner else -1)
                self._fix(p.user_id, points, "game", seat)
        self.status = Status.FINISHED
        self.autoplay.clear()

    def _decider(self, action: Action) -> int | None:
        """The human who made a call or card in the current deal, None for a robot."""
        seat = action.seat if isinstance(action, CallAction) else self.controller(action.seat)
        return None if self.is_robot(seat) else self.user_at(seat)

    def _undo_point(self, user_id: int) -> int:
        """How many of the deal's actions remain after taking back `user_id`'s last one.

        Robots' actions after it go too; another human's action since then forbids the undo.
        """
        assert self.deal is not None
        for i in range(len(self.deal.actions) - 1, -1, -1):
            action = self.deal.actions[i]
            if not isinstance(action, CallAction | CardAction):
                raise NotAllowed("A claim cannot be taken back.")
            who = self._decider(action)
            if who == user_id:
                return i
            if who is not None:
                raise NotAllowed("Another player has acted since your last call or card.")
        raise NotAllowed("You have nothing to take back in this deal.")

    def _ask_undo(self, user_id: int) -> None:
        seat = self._seated(user_id)
        if self.options.ranked:
            raise NotAllowed("Undo is for casual games only.")
        if self.status is not Status.LIVE or self.deal is None or self.deal.is_finished:
            raise WrongState("There is nothing to undo now.")
        if self.undo_asker is not None:
            raise WrongState("An undo request is already waiting.")
        if self.deal.pending_claim is not None:
            raise WrongState("A claim is waiting for an answer.")
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
            raise NotAllowed("No undo request is waiting for your answer.")
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
        self.deal = DealState.replay(self.deal.board, self.deal.actions[:keep])

    def _agree_rematch(self, user_id: int) -> None:
        self._seated(user_id)
        if self.status is not Status.FINISHED:
            raise WrongState("A rematch can be agreed once the game is over.")
        self.rematch.add(user_id)
        if set(self.humans) <= self.rematch:
            self._new_game()

    def _close(self, user_id: int | None) -> None:
        if user_id != self.host:
            raise NotHost("Only the host can close the table.")
        if self.status is Status.LIVE:
            others = [uid for uid in self.humans if uid != user_id]
            if others:
                raise NotAllowed("A game with other players seated cannot be closed by the host.")
            if user_id is not None:
                self._leave(user_id, "closed the table")
        self.status = Status.CLOSED


def _copy_score(score: GameScore) -> GameScore:
    """A copy deep enough for `GameScore.record` to change without touching the original."""
    return dataclasses.replace(
        score,
        results=list(score.results),
        games=dict(score.games),
        below=dict(score.below),
        closing=list(score.closing),
    )


def replay(table_id: int, events: list[tuple[Event, float]]) -> Table:
    """Rebuild a table from its log; the outbox is dropped (it was written when first applied)."""
    first, at = events[0]
    if not isinstance(first, Opened):
        raise ValueError("a table's log starts with Opened")
    table = Table.opened(table_id, first, at)
    for event, when in events[1:]:
        table.apply(event, when)
    table.outbox.clear()
    return table
