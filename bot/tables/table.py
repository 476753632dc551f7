"""A table's whole life as a pure state machine: seats, host, match, deals, timers, leaving.

`Table.apply(event, at)` is the only way a table changes; it raises a `RuleError` (the game's
or a `TableError`) and changes nothing when the event is not allowed now. The service applies
events to a copy, commits them, then keeps the copy, so a refused event never leaves a trace.
What a change means for the outside world (results to record, a finished deal) is left in
`outbox` for the service to write in the same transaction.

The table knows its game only through the `Game` seam: the game scores the match, deals, says
who decides for a seat and turns a finished deal into its record. `apply` hands each event to
the rule it is about: `playing` (a match and its deals), `leaving`, `undo`, `hinting`,
`closing`;
`deadlines` reads the timers the table runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.games.game import AnyDeal, AnyGame, AnyMatch, Rules
from bot.games.hints import Hinted
from bot.games.seats import SEATS, Seat, Side
from bot.tables import closing, hinting, leaving, playing, seating, undo
from bot.tables.deadlines import Deadline
from bot.tables.errors import NotAllowed, NotSeated, WrongState
from bot.tables.events import (
    Acted,
    CameBack,
    Closed,
    Dealt,
    Event,
    HintGiven,
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
from bot.tables.options import TableOptions
from bot.tables.outbox import Output
from bot.tables.status import Player, SeatKind, Status


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
    match_no: int = 0
    deals_dealt: int = 0
    match: AnyMatch | None = None
    deal: AnyDeal | None = None
    #: Who made each action of the current deal: a user, or None for a robot.
    deciders: list[int | None] = field(default_factory=list)
    #: The hints players took during the current deal (rule 7.4), for its record.
    hints: list[Hinted] = field(default_factory=list)
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
    #: How many of the deal's remarks (`Game.remarks`) the table has said, None when it must
    #: count them again (a new deal, a take-back): each card then works out the remarks once.
    remarks_said: int | None = field(default=None, repr=False, compare=False)
    #: The deadlines of one version, worked out once (see `bot.tables.deadlines`).
    deadlines_of: tuple[int, tuple[Deadline, ...]] | None = field(
        default=None, repr=False, compare=False
    )
    #: The game's public view of the deal at one version, worked out once (see
    #: `bot.tables.views`).
    public_of: tuple[int, object] | None = field(default=None, repr=False, compare=False)
    #: Who decides for each seat at one version, worked out once (see `user_controlling`).
    controlling_of: tuple[int, dict[Seat, int | None]] | None = field(
        default=None, repr=False, compare=False
    )

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
        """A copy to apply a change to. The match is shared until a deal is recorded into it
        (`playing` copies it then): most changes are a call or a card, which leave it alone."""
        new = object.__new__(Table)
        new.__dict__.update(self.__dict__)
        new.players = dict(self.players)
        new.invited = set(self.invited)
        new.deal = self.deal.copy() if self.deal is not None else None
        new.deciders = list(self.deciders)
        new.hints = list(self.hints)
        new.autoplay = dict(self.autoplay)
        new.fixed = dict(self.fixed)
        new.rematch = set(self.rematch)
        new.undo_waiting = set(self.undo_waiting)
        new.outbox = []
        return new

    # -- reading -------------------------------------------------------------------------

    @property
    def game(self) -> AnyGame:
        return self.options.of_game

    @property
    def rules(self) -> Rules:
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
        # `is_robot` seat by seat, written out: every move asks this of every seat.
        return frozenset(s for s in SEATS if s not in self.players or s in self.autoplay)

    def controller(self, seat: Seat) -> Seat:
        """The seat whose occupant decides for `seat` now (the game's rule: bridge's
        declarer plays dummy, and may hand both hands to a human partner)."""
        if self.deal is None:
            return seat
        return self.game.controller(self.deal, seat, self.rules, self.robot_seats)

    def user_controlling(self, seat: Seat) -> int | None:
        """The human deciding for `seat` now, or None when a robot decides.

        Every change asks this of every seat several times over (the turn, the deadlines,
        each player's hands, the robots), so it is worked out once a version, for all four.
        `apply` starts each event afresh, and asks it only before changing the table."""
        known = self.controlling_of
        if known is None or known[0] != self.version:
            robots, deal, game, rules = self.robot_seats, self.deal, self.game, self.rules
            controlling: dict[Seat, int | None] = {}
            for s in SEATS:
                who = game.controller(deal, s, rules, robots) if deal is not None else s
                controlling[s] = None if who in robots else self.user_at(who)
            known = (self.version, controlling)
            self.controlling_of = known
        return known[1][seat]

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

    def completed_deals(self) -> int:
        return self.match.counted_deals if self.match is not None else 0

    def totals(self) -> dict[Side, int]:
        return self.match.totals() if self.match is not None else {Side.NS: 0, Side.EW: 0}

    # -- changing ------------------------------------------------------------------------

    def apply(self, event: Event, at: float) -> None:
        """Apply `event` or raise having changed nothing. Use on a `copy()`."""
        if self.status is Status.CLOSED:
            raise WrongState(key="error-table-closed")
        self.controlling_of = None
        match event:
            case Invited(user_id):
                self.not_at_an_event("error-event-own-player")
                self.invited.add(user_id)
            case Sat(user_id, name, seat):
                seating.sit(self, user_id, name, seat)
            case Left(user_id, how):
                leaving.leave(self, user_id, how)
            case Started():
                playing.start(self)
            case Dealt(deal):
                if not self.needs_deal:
                    raise WrongState(key="error-no-deal-due")
                self.deal = self.game.start(deal)
                self.deciders = []
                self.hints = []
                self.remarks_said = None
                self.deals_dealt += 1
            case Acted(action, by):
                playing.act(self, action, by, at)
            case TimedOut(user_id):
                seat = self.seated(user_id)
                if self.status is not Status.LIVE or seat in self.autoplay:
                    raise WrongState(key="error-nothing-waiting")
                self.autoplay[seat] = at
                if user_id in self.undo_waiting:
                    # An undo not answered in time is refused.
                    self.undo_asker = None
                    self.undo_waiting.clear()
            case CameBack(user_id):
                seat = self.seated(user_id)
                if seat not in self.autoplay:
                    raise NotAllowed(key="error-have-seat")
                del self.autoplay[seat]
            case UndoAsked(user_id):
                undo.ask(self, user_id)
            case UndoAnswered(user_id, accept):
                undo.answer(self, user_id, accept)
            case RematchAgreed(user_id):
                playing.agree_rematch(self, user_id)
            case HintGiven(user_id, move):
                hinting.give(self, user_id, move)
            case Closed(user_id, by):
                closing.close(self, user_id, by)
            case Opened():
                raise WrongState(key="error-already-open")
        self.version += 1
        self.since = at

    def seated(self, user_id: int) -> Seat:
        """The seat `user_id` holds; `NotSeated` if none."""
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        return seat

    def not_at_an_event(self, key: str) -> None:
        """Rule 10.7: what would let an event's boards be played again, or by someone else,
        is refused at its tables."""
        if self.options.event is not None:
            raise NotAllowed(key=key)


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
