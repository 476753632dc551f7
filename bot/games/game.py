"""The seam every game implements, and the registry in which the shared layers find games.

The table service, the store, the front end and the pictures know a game only through this
module: they look it up by name (`find_game("bridge")`) and ask it for everything particular to
it. A game names itself; reads its table options; makes a match (a Chicago, a rubber, a Kaiser
game to 52) that says what the next deal is and scores each finished one; deals with the
injected RNG and writes a deal as text for the log; starts a deal state from that text; reads
and writes its actions (JSON for the log, a short move text for buttons); says who decides for
a seat and which hands a player sees; builds the public and the seat views; turns a finished
deal into its record; and hands out its robots.

A deal state keeps the engines' contract: `apply` is its only mutator, and `check` (and so
`apply`) raises a `RuleError` and changes nothing when an action is refused.

Games register themselves when their module is imported; `find_game` imports the module on
first use, so callers need only a name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date as Date
from enum import Enum
from typing import Any, Never, Protocol, Self, TypeAlias, TypeVar, runtime_checkable

from bot.games.cards import Shuffler
from bot.games.field import FieldScoring
from bot.games.hints import Hint, Hinted
from bot.games.registry import Registry, placed
from bot.games.seats import Seat, Side


class RobotLevel(Enum):
    """How strongly a table's robots play; results are kept apart by level."""

    BASIC = "basic"
    EXPERT = "expert"


class Leaving(Enum):
    """What leaving a ranked game costs (rule 5 of seeds/tables.md)."""

    #: Bridge: −1 in the first deal; later the completed deals decide the leaver's and the
    #: partner's points (rules 5.2, 5.3).
    SCORE_DECIDES = "score decides"
    #: Kaiser: before any card is shown the game ends as a remake and nothing counts; after,
    #: the leaver alone loses, and everyone who stays has a result that cannot lose (5.6, 5.7).
    LEAVER_ALONE = "leaver alone"


@runtime_checkable
class Action(Protocol):
    """A decision made at the table (a call, a card, a claim...): every action names its seat."""

    @property
    def seat(self) -> Seat: ...


@dataclass(frozen=True, slots=True)
class Remark:
    """Something that has just become true at the table, in the words players use for it.

    The text names players by position, `{0}`, `{1}`…, standing for whoever sits at `seats`;
    the game knows the seats, the table knows the names.
    """

    text: str
    seats: tuple[Seat, ...] = ()
    #: The same remark by its catalogue name and values, for the front end to say it in the
    #: table's language (the rules speak none).
    key: str | None = None
    values: tuple[tuple[str, int], ...] = ()

    def said(self, names: Mapping[Seat, str]) -> str:
        """The remark with the players' names put in."""
        return self.text.format(*(names[s] for s in self.seats))


ActionT = TypeVar("ActionT", bound=Action)
ActionT_co = TypeVar("ActionT_co", bound=Action, covariant=True)
ActionT_contra = TypeVar("ActionT_contra", bound=Action, contravariant=True)


class DealState(Protocol[ActionT_contra]):
    """One deal in progress, of a game whose actions are `ActionT_contra`. Change it only
    through `apply`."""

    @property
    def actions(self) -> Sequence[Action]:
        """Every action applied so far, in order."""
        ...

    @property
    def is_finished(self) -> bool: ...

    @property
    def to_act(self) -> Seat | None:
        """The seat whose turn it is, as its player acts for it (bridge: declarer for dummy);
        None while the deal waits for answers instead (to a claim) or is over."""
        ...

    @property
    def owing(self) -> tuple[Seat, ...]:
        """The seats whose decision the deal waits for now, by the rules alone (a claim's
        answerers, or the seat to act; declarer's for dummy's card)."""
        ...

    def check(self, action: ActionT_contra) -> None:
        """Raise a `RuleError` if `action` is not legal now; never changes anything."""
        ...

    def apply(self, action: ActionT_contra) -> None:
        """Apply `action`, or raise a `RuleError` having changed nothing."""
        ...

    def copy(self) -> Self: ...

    def rewound(self, keep: int) -> Self:
        """The deal as it stood after its first `keep` actions (for an undo)."""
        ...

    def can_take_back(self, action: ActionT_contra) -> bool:
        """Whether an undo may take back `action` (a bridge claim, say, cannot be)."""
        ...


#: A game's deal state. A deal state only takes actions, so it is contravariant in them: every
#: game's state is a `DealState[Never]`, a deal whose actions are not known here.
StateT = TypeVar("StateT", bound=DealState[Never])
StateT_contra = TypeVar("StateT_contra", bound=DealState[Never], contravariant=True)


class DealDue(Protocol):
    """What the match says the next deal is (bridge: the board's number, dealer and
    vulnerability); the game deals from it."""

    @property
    def number(self) -> int: ...


class DealResult(Protocol):
    """A finished deal as its match scored it."""

    @property
    def result_text(self) -> str:
        """The result in a few characters, for lists: "4♠ S +1", "Passed out"."""
        ...


DueT = TypeVar("DueT", bound=DealDue)
DueT_co = TypeVar("DueT_co", bound=DealDue, covariant=True)
ResultT = TypeVar("ResultT", bound=DealResult)
ResultT_co = TypeVar("ResultT_co", bound=DealResult, covariant=True)


class Match(Protocol[StateT_contra, DueT_co, ResultT_co]):
    """A whole match (a Chicago, a rubber, a Kaiser game): its deals, scores and winner. It
    scores the game's finished deal states, says which deal is due next, and gives each
    finished deal's result.

    A match is rebuilt by recording the same finished deals again, so the table's event log is
    its only storage.
    """

    @property
    def is_over(self) -> bool: ...

    @property
    def counted_deals(self) -> int:
        """Finished deals that count (a passed-out bridge deal is dealt again)."""
        ...

    @property
    def single_deal(self) -> bool:
        """Whether the match is one deal only (the leaving rule treats it as the first)."""
        ...

    def next_deal(self) -> DueT_co | None:
        """The deal due next, or None when the match is over."""
        ...

    def record(self, state: StateT_contra) -> ResultT_co:
        """Score a finished deal and add it to the match."""
        ...

    def totals(self) -> dict[Side, int]:
        """Each side's points so far."""
        ...

    def standing(self) -> dict[Side, int]:
        """Each side's points as they would stand if the match ended now (who is ahead)."""
        ...

    def winner(self) -> Side | None:
        """The side that won the match, or None for a draw."""
        ...

    def copy(self) -> Self: ...


class Record(Protocol):
    """A finished deal in full, as an object: the shared layers carry it to the pictures and
    the game's export formats, and never re-read an export to show it."""

    @property
    def result_text(self) -> str: ...


class SeatView(Protocol):
    """What one seat may see of a deal: the game's public view, that seat's own hand and its
    legal actions. The shared layers read only whose view it is."""

    @property
    def seat(self) -> Seat: ...


RecordT = TypeVar("RecordT", bound=Record)
SeatViewT = TypeVar("SeatViewT", bound=SeatView)
SeatViewT_contra = TypeVar("SeatViewT_contra", contravariant=True)
PublicViewT = TypeVar("PublicViewT")


class Robot(Protocol[SeatViewT_contra, ActionT_co]):
    """A computer player. It receives only its seat's view and answers with a legal action."""

    def decide(self, view: SeatViewT_contra) -> ActionT_co: ...


class Rules(Protocol):
    """A game's own table options (bridge: the format, the bidding system...), written as JSON
    in the log and read back by the game."""

    def to_json(self) -> dict[str, object]: ...


RulesT = TypeVar("RulesT", bound=Rules)


class Game(Protocol[StateT, ActionT, RulesT, DueT, ResultT, PublicViewT, SeatViewT, RecordT]):
    """Everything the shared layers ask of a game, in the game's own types: its deal state,
    its actions, its table options, the deal its match says is due, a deal's result as its
    match scored it, the public view, a seat's view, and a finished deal's record. A game
    declares them (`class Bridge(Game[DealState, Action, BridgeRules, ...])`); the shared
    layers, which hold games of every kind, see them erased (`AnyGame`)."""

    @property
    def name(self) -> str:
        """The registry's key, also written in the log and the results: "bridge", "kaiser"."""
        ...

    @property
    def title(self) -> str:
        """How players write the game's name: "Bridge"."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats at its table, clockwise from North."""
        ...

    @property
    def leaving(self) -> Leaving:
        """What leaving a ranked game of it costs."""
        ...

    # -- options and matches ---------------------------------------------------------------

    def default_rules(self) -> RulesT: ...

    def rules_from_json(self, data: Mapping[str, object]) -> RulesT: ...

    def new_match(self, rules: RulesT) -> Match[StateT, DueT, ResultT]: ...

    # -- deals -----------------------------------------------------------------------------

    def deal(self, due: DueT, rng: Shuffler) -> str:
        """Deal the cards of `due` with `rng`, as the game's deal text (logged as dealt)."""
        ...

    def start(self, deal_text: str) -> StateT:
        """The deal state at the start of the deal the text describes."""
        ...

    def board_no(self, state: StateT) -> int:
        """The number players know the deal by (bridge: its board number)."""
        ...

    # -- actions ---------------------------------------------------------------------------

    def action_to_json(self, action: ActionT) -> dict[str, object]: ...

    def action_from_json(self, data: Mapping[str, object]) -> ActionT: ...

    @property
    def move_grammar(self) -> str:
        """A regular expression that every move text of the game matches in full, and
        nothing else: a button's move is refused unread when it does not fit."""
        ...

    def move_text(self, action: ActionT) -> str:
        """An action as the short text a button carries (without its seat)."""
        ...

    def read_move(self, state: StateT, text: str, seats: Sequence[Seat]) -> ActionT:
        """The action a player who decides for `seats` (their own first) means by `text`.

        Raises a `RuleError` whose message says why when the text names nothing they may do.
        """
        ...

    # -- duplicate events ------------------------------------------------------------------

    def event_rules(self, boards: int | None = None) -> RulesT:
        """The options a duplicate event's tables play by (bridge: 8 boards scored as
        duplicate, or `boards` of them; Kaiser: a game to the target)."""
        ...

    @property
    def event_boards(self) -> tuple[int, int, int] | None:
        """How many boards an event's round has by default, and the fewest and most a host may
        choose; None when a round is one whole game, however many deals it takes."""
        ...

    @property
    def field_scoring(self) -> FieldScoring:
        """How an event compares a deal's results with the field's, and the first way is the
        one its standings rank by."""
        ...

    def board_score(self, record: RecordT, side: Side) -> int:
        """A finished deal's record in the points an event compares: `side`'s score less the
        other side's."""
        ...

    def board_of(self, deal_text: str) -> str:
        """What an event keeps of a deal for every table that plays it: the cards and what
        goes with them everywhere (bridge: the board; Kaiser: the hand's number, dealer and
        cards), never a table's own state (Kaiser's game score, a rubber's part-scores)."""
        ...

    def deal_board(self, board: str, due: DueT | None) -> str:
        """A kept board as the deal text of a table whose match says `due` is next: the
        board's cards with the table's own state (Kaiser: its score and house rules). With no
        `due`, the board on its own (Kaiser: from a level score)."""
        ...

    def again(self, record: RecordT, rules: RulesT) -> tuple[str, RulesT] | None:
        """A finished deal to play again: its board (as `board_of` keeps one: bridge's number,
        dealer, vulnerability and cards) and the rules of a table that plays that deal alone,
        made from the `rules` it was played under; None where the game does not offer it."""
        ...

    def score_alone(self, state: StateT, rules: RulesT) -> ResultT:
        """A finished deal scored on its own, outside any table's match (the robots' own
        result on an event's board): bridge as duplicate, Kaiser from the score it was dealt
        at."""
        ...

    # -- who decides and who sees ----------------------------------------------------------

    def controller(self, state: StateT, seat: Seat, rules: RulesT, robots: frozenset[Seat]) -> Seat:
        """The seat whose occupant decides for `seat` now (bridge: declarer for dummy).

        `robots` are the seats a robot plays (empty, or their player away).
        """
        ...

    def revealed(self, state: StateT) -> bool:
        """Whether any card of the deal has been shown to the table (the leaving rule's line
        between a remake and a loss)."""
        ...

    def partner_hands_open(self, state: StateT) -> bool:
        """Whether a player who decides for another seat may now see and play its hand
        (bridge: only once the opening lead has been made)."""
        ...

    # -- views, records, robots ------------------------------------------------------------

    def public_view(self, state: StateT, rules: RulesT) -> PublicViewT:
        """What everyone may see of the deal."""
        ...

    def seat_view(
        self, state: StateT, seat: Seat, rules: RulesT, public: PublicViewT | None = None
    ) -> SeatViewT:
        """What `seat` may see: the public view, its own hand, its legal actions.

        `public` is `public_view(state, rules)` when the caller holds it already: a change's
        snapshots and the robots' views share one instead of each working it out again.
        """
        ...

    def record(
        self,
        state: StateT,
        result: ResultT,
        names: Mapping[Seat, str],
        rules: RulesT,
        day: Date,
        hints: Sequence[Hinted] = (),
    ) -> RecordT:
        """The record of a finished deal, with what the game can explain of it and the hints
        its players took (`hints`, as the table logged them)."""
        ...

    def exports(self, record: RecordT) -> dict[str, str]:
        """The record in the game's file formats, by file extension ("pbn", "lin")."""
        ...

    def robot(self, level: RobotLevel, rules: RulesT) -> Robot[SeatViewT, ActionT]:
        """The product's robot for a seat at a table of `level`. A basic robot answers within a
        few milliseconds (the table service asks it on its event loop); an expert one may
        search for seconds (asked in a worker thread)."""
        ...

    def hint(self, view: SeatViewT, level: RobotLevel, rules: RulesT) -> Hint:
        """What a robot of `level` would do for `view`'s seat, whose turn it is, and why: from
        that view alone, as a robot sees the deal (rule 7.4). Runs in a worker thread."""
        ...

    def simple_robot(self) -> Robot[SeatViewT, ActionT]:
        """The plainest legal robot: keeps a table moving in tests, and stands in for a robot
        that failed."""
        ...

    def warm_up(self) -> None:
        """Load what the game's robots need before the first move (bridge: the solver)."""
        ...

    def remarks(self, state: StateT) -> tuple[Remark, ...]:
        """What has been said at the table about the deal so far, in the order it became true
        (Kaiser: "Who got the bid?", "stole the five"…); the table announces each new one as
        the action that makes it true is made. A game with nothing to say gives none."""
        ...

    def judge(self, state: StateT, seat: Seat) -> ActionT | None:
        """A robot's answer that the rules let it give knowing the whole deal, or None.

        Bridge: a claim puts the claimer's cards face up, so a robot defender answers it by
        checking the claim against every defence. The answer never reaches a robot's play.
        """
        ...


# -- a game of any kind ----------------------------------------------------------------------
# The shared layers hold games of every kind side by side. They never look inside a game's
# states, actions, options, views or records: they hand each back to the game that made it.
# So they see a game with its own types erased, and this is the one place they are; what
# every game's types have in common (an action names its seat, a match says a deal's number
# and result) stays.

#: A game of any kind, as `find_game` gives it.
AnyGame: TypeAlias = Game[Any, Any, Any, Any, Any, Any, Any, Any]
#: A deal in progress of any game: it takes that game's actions.
AnyDeal: TypeAlias = DealState[Any]
#: A match of any game: it records that game's deal states.
AnyMatch: TypeAlias = Match[Any, DealDue, DealResult]
#: A robot of any game: it reads that game's seat views.
AnyRobot: TypeAlias = Robot[Any, Action]


#: The games the product offers, in the order they came.
GAMES: tuple[str, ...] = ("bridge", "kaiser")
_GAMES: Registry[AnyGame] = Registry("game", "bot.games.{}.game", "game")


def register(game: AnyGame) -> None:
    """Make `game` findable by its name (each game's module calls this once)."""
    _GAMES.register(game.name, game)


def find_game(name: str) -> AnyGame:
    """The game called `name`; raises `LookupError` for a name the product does not know."""
    if name not in GAMES and name not in placed():
        raise LookupError(f"no game is called {name!r}")
    return _GAMES.find(name)


def game_names() -> tuple[str, ...]:
    """Every game the product offers, in the order they came: its own, then any placed in a
    package of its own (see `bot.games.registry`)."""
    return GAMES + placed()
