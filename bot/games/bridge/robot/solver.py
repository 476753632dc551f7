"""The one door to the double-dummy solver (DDS, bundled with endplay).

DDS keeps global state and is not safe to call from two threads at once, so a single worker
thread owns it and every request goes through that worker's queue. A request may carry a
deadline: a request still waiting when its deadline passes is dropped with `SolverTimeout`
rather than run late. endplay is imported inside the worker, on its first request, because the
import alone costs about half a second.

Positions use the project's own types (`Position`, `Card`, `Seat`), so the rest of the robot
never sees an endplay object and DDS could be replaced behind this module.

Encodings DDS expects: suits spades 0, hearts 1, diamonds 2, clubs 3 (no trump 4); seats
north 0 … west 3, the same order as `Seat.index`; a rank r is the bit 1 << r.
"""

from __future__ import annotations

import ctypes
import queue
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, TypeVar

from bot.games.bridge.calls import Strain
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import DealState
from bot.games.cards import Card, Rank, Suit
from bot.games.errors import IllegalCard
from bot.games.seats import SEATS, Seat
from bot.games.thinking import may_wait
from bot.games.tricks import Trick, check_follow

#: DDS refuses more boards than this in one batch call.
MAX_BATCH = 200

#: Positions with at least this many cards are slow, with long tails: under a deadline they
#: are solved at most DEADLINE_CHUNK at a time, fewer as the deadline nears (each call costs
#: a few milliseconds to start).
SLOW_CARDS = 40
DEADLINE_CHUNK = 8

#: How long past its deadline a caller waits for a call already under way.
OVERRUN_S = 1.2

T = TypeVar("T")


class SolverTimeout(Exception):
    """The request's deadline passed before the solver could take it up."""


class SolverClosed(Exception):
    """The solver has been shut down."""


@dataclass(frozen=True, slots=True)
class Position:
    """A position to solve: the cards each seat still holds, the trump suit, and the trick
    in progress (its leader and the cards already played to it, which are not in `hands`)."""

    hands: Mapping[Seat, frozenset[Card]]
    trump: Suit | None
    leader: Seat
    trick: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        if len(self.trick) > 3:
            raise ValueError("a trick in progress holds at most three cards")
        played = len(self.trick)
        order = self.leader.clockwise_from()
        if len({len(self.hands[s]) + (1 if i < played else 0) for i, s in enumerate(order)}) != 1:
            raise ValueError("the hands do not fit the trick in progress")

    @property
    def to_move(self) -> Seat:
        return self.leader.clockwise_from()[len(self.trick)]

    @property
    def tricks_left(self) -> int:
        """Tricks still to be played, counting the one in progress."""
        return len(self.hands[self.leader]) + (1 if self.trick else 0)

    @classmethod
    def from_state(cls, state: DealState) -> Position:
        """The position of a deal in play. The full deal: for referees, never for players."""
        play = state.play
        if play is None or play.current_trick is None:
            raise ValueError("the deal is not in the play")
        trick = play.current_trick
        return cls({s: play.hand(s) for s in SEATS}, play.trump, trick.leader, trick.cards)


@dataclass(frozen=True, slots=True)
class ParResult:
    """The par outcome: North-South's score and the contracts (with tricks) that reach it."""

    ns_score: int
    contracts: tuple[tuple[Contract, int], ...]


#: Double-dummy tricks for each (strain, declarer).
DDTable = Mapping[tuple[Strain, Seat], int]


def _dds_suit(suit: Suit) -> int:
    return 3 - int(suit)


def _dds_trump(trump: Suit | None) -> int:
    return 4 if trump is None else _dds_suit(trump)


def _our_suit(dds_suit: int) -> Suit:
    return Suit(3 - dds_suit)


def _fill_deal(dl: Any, pos: Position) -> None:
    dl.trump = _dds_trump(pos.trump)
    dl.first = pos.leader.index
    for i in range(3):
        if i < len(pos.trick):
            dl.currentTrickSuit[i] = _dds_suit(pos.trick[i].suit)
            dl.currentTrickRank[i] = int(pos.trick[i].rank)
        else:
            dl.currentTrickSuit[i] = 0
            dl.currentTrickRank[i] = 0
    for seat in SEATS:
        row = dl.remainCards[seat.index]
        masks = [0, 0, 0, 0]
        for c in pos.hands[seat]:
            masks[3 - c.suit] |= 1 << c.rank
        for s in range(4):
            row[s] = masks[s]


def _read_scores(ft: Any) -> dict[Card, int]:
    """Every legal card with its score, expanding DDS's "equal lower cards" bit masks."""
    out: dict[Card, int] = {}
    for i in range(ft.cards):
        suit = _our_suit(ft.suit[i])
        score = int(ft.score[i])
        out[Card(suit, Rank(ft.rank[i]))] = score
        eq = int(ft.equals[i])
        for r in range(2, 15):
            if eq & (1 << r):
                out[Card(suit, Rank(r))] = score
    return out


class _Engine:
    """The DDS state owned by the worker thread. Built lazily inside that thread."""

    def __init__(self, threads: int, memory_mb: int) -> None:
        # Imported here so that only the worker thread pays the slow import, on first use.
        import endplay._dds as dds

        self.dds = dds
        self.threads = threads
        dds.SetMaxThreads(threads)
        dds._dll.SetResources(ctypes.c_int(memory_mb), ctypes.c_int(threads))
        self.boards = dds.boards()
        self.solved = dds.solvedBoards()

    def _run(
        self,
        positions: Sequence[Position],
        deadline: float | None,
        solutions: int,
        read: Callable[[Any], T],
        group: int = 1,
        target: int = -1,
    ) -> list[T]:
        """Solve `positions` in calls of at most MAX_BATCH boards. With a deadline, big
        positions go in small calls sized to the time left, and those the threads could not
        finish by the deadline are left out, so one slow call cannot overrun it by much.
        Positions go in whole groups of `group` (a caller that needs them together)."""
        out: list[T] = []
        slow = deadline is not None and bool(positions) and _cards(positions[0]) >= SLOW_CARDS

        def whole(n: int) -> int:
            return max(group, n - n % group)

        # Slow positions start with one board a thread, to learn how long one takes here.
        step = whole(self.threads + group - 1) if slow else whole(MAX_BATCH)
        spent = 0.0
        rounds = 0
        start = 0
        while start < len(positions):
            if start and deadline is not None:
                room = deadline - time.monotonic()
                if room <= 0:
                    break
                if slow:
                    # A call cannot be cut short: start only as many boards as the threads
                    # should finish in the time left, and none if not even one each.
                    fit = int(room * rounds / spent) if spent else DEADLINE_CHUNK
                    if fit < 1:
                        break
                    step = whole(self.threads * min(fit, DEADLINE_CHUNK // self.threads))
            chunk = positions[start : start + step]
            began = time.monotonic()
            bop = self.boards
            bop.noOfBoards = len(chunk)
            for i, pos in enumerate(chunk):
                _fill_deal(bop.deals[i], pos)
                bop.target[i] = target
                bop.solutions[i] = solutions
                bop.mode[i] = 1
            self.dds.SolveAllBoardsBin(bop, self.solved)
            # Read each answer now: the next call overwrites DDS's result structures.
            out.extend(read(self.solved.solvedBoard[i]) for i in range(len(chunk)))
            spent += time.monotonic() - began
            rounds += -(-len(chunk) // self.threads)
            start += len(chunk)
        return out

    def solve(self, positions: Sequence[Position], deadline: float | None) -> list[dict[Card, int]]:
        return self._run(positions, deadline, 3, _read_scores)

    def best_scores(
        self, positions: Sequence[Position], deadline: float | None, group: int = 1
    ) -> list[int]:
        """For each position, the most tricks the side to move can take (DDS's cheapest
        question: one optimal score, not every card's)."""
        return self._run(positions, deadline, 1, lambda ft: int(ft.score[0]), group)

    def cards_reaching(
        self, positions: Sequence[Position], target: int, deadline: float | None
    ) -> list[frozenset[Card]]:
        """For each position, the cards after which the side to move can take at least
        `target` tricks: one search at that target, not the search for the exact score."""

        def read(ft: Any) -> frozenset[Card]:
            return frozenset(c for c, v in _read_scores(ft).items() if v >= target)

        return self._run(positions, deadline, 2, read, 1, target)

    def _table_results(self, hands: Mapping[Seat, frozenset[Card]]) -> Any:
        dds = self.dds
        table_deal = dds.ddTableDeal()
        for seat in SEATS:
            for c in hands[seat]:
                table_deal.cards[seat.index][3 - c.suit] |= 1 << c.rank
        res = dds.ddTableResults()
        dds.CalcDDtable(table_deal, res)
        return res

    @staticmethod
    def _table(res: Any) -> dict[tuple[Strain, Seat], int]:
        table: dict[tuple[Strain, Seat], int] = {}
        for strain in Strain:
            row = 4 if strain is Strain.NOTRUMP else 3 - int(strain)
            for seat in SEATS:
                table[(strain, seat)] = int(res.resTable[row][seat.index])
        return table

    def dd_table(self, hands: Mapping[Seat, frozenset[Card]]) -> dict[tuple[Strain, Seat], int]:
        return self._table(self._table_results(hands))

    def par(
        self, hands: Mapping[Seat, frozenset[Card]], vulnerability: Vulnerability, dealer: Seat
    ) -> ParResult:
        dds = self.dds
        res = self._table_results(hands)
        table = self._table(res)
        master = dds.parResultsMaster()
        dds.DealerParBin(res, master, dealer.index, vulnerability.dds)
        contracts: list[tuple[Contract, int]] = []
        # Read each contract exactly once and copy its fields: iterating DDS's result twice,
        # or keeping references into it, gives wrong seats.
        for i in range(master.number):
            ct = master.contracts[i]
            level, denom, seats_code = int(ct.level), int(ct.denom), int(ct.seats)
            under = int(ct.underTricks)
            strain = Strain.NOTRUMP if denom == 0 else Strain(4 - denom)
            seats = {4: (0, 2), 5: (1, 3)}.get(seats_code, (seats_code,))
            for s in seats:
                declarer = SEATS[s]
                doubling = Doubling.DOUBLED if under > 0 else Doubling.UNDOUBLED
                contracts.append(
                    (Contract(level, strain, doubling, declarer), table[(strain, declarer)])
                )
        return ParResult(int(master.score), tuple(contracts))

    def analyse_play(self, start: Position, cards: Sequence[Card]) -> list[int]:
        dds = self.dds
        dl = dds.deal()
        _fill_deal(dl, start)
        trace = dds.playTraceBin()
        trace.number = len(cards)
        for i, c in enumerate(cards):
            trace.suit[i] = _dds_suit(c.suit)
            trace.rank[i] = int(c.rank)
        solved = dds.solvedPlay()
        dds.AnalysePlayBin(dl, trace, solved, 0)
        return [int(solved.tricks[i]) for i in range(int(solved.number))]


def _cards(pos: Position) -> int:
    return sum(len(h) for h in pos.hands.values()) + len(pos.trick)


def _check_legal(start: Position, cards: Sequence[Card]) -> None:
    hands = {s: set(start.hands[s]) for s in SEATS}
    leader, trick = start.leader, list(start.trick)
    for card in cards:
        seat = leader.clockwise_from()[len(trick)]
        held = hands[seat]
        if card not in held:
            raise ValueError(f"{seat.title} does not hold {card}")
        try:
            check_follow(card, held, trick[0].suit if trick else None)
        except IllegalCard as exc:
            raise ValueError(f"{seat.title} must follow suit, not play {card}") from exc
        held.discard(card)
        trick.append(card)
        if len(trick) == 4:
            leader = Trick(leader, tuple(trick)).winner(start.trump)
            trick = []


class Solver:
    """A queue in front of one worker thread that owns DDS.

    Every method blocks until its answer is ready; call them from an executor, not from the
    event loop. `deadline` values are `time.monotonic()` instants.
    """

    def __init__(self, *, threads: int = 2, memory_mb: int = 160) -> None:
        self._threads = threads
        self._memory_mb = memory_mb
        self._queue: queue.Queue[tuple[Callable[[_Engine], Any], float | None, Future[Any]] | None]
        self._queue = queue.Queue()
        self._closed = False
        self._worker = threading.Thread(target=self._run, name="dds-solver", daemon=True)
        self._worker.start()

    def _run(self) -> None:
        engine: _Engine | None = None
        while True:
            item = self._queue.get()
            if item is None:
                return
            job, deadline, future = item
            if not future.set_running_or_notify_cancel():
                continue
            if deadline is not None and time.monotonic() > deadline:
                future.set_exception(SolverTimeout("the request waited past its deadline"))
                continue
            try:
                if engine is None:
                    engine = _Engine(self._threads, self._memory_mb)
                future.set_result(job(engine))
            except BaseException as exc:  # the caller gets every failure, the worker lives on
                future.set_exception(exc)

    def _call(self, job: Callable[[_Engine], T], deadline: float | None = None) -> T:
        if self._closed:
            raise SolverClosed("the solver has been shut down")
        may_wait()
        future: Future[T] = Future()
        self._queue.put((job, deadline, future))
        if deadline is None:
            return future.result()
        # A few positions are pathological for DDS (seconds each, and a call cannot be cut
        # short): past its deadline the caller stops waiting. The worker finishes the call in
        # the background, and requests queued behind it that outlive their deadlines are
        # refused at once.
        try:
            return future.result(timeout=max(0.0, deadline - time.monotonic()) + OVERRUN_S)
        except TimeoutError:
            raise SolverTimeout("the solver overran the deadline") from None

    def warm_up(self) -> None:
        """Load DDS now rather than on the first real request."""
        self._call(lambda engine: None)

    def solve(
        self, positions: Sequence[Position], deadline: float | None = None
    ) -> list[dict[Card, int]]:
        """For each position, every legal card of the seat to move with the tricks its side
        then takes of the tricks left (the trick in progress included).

        With a deadline, positions not begun by then are left out: the answer may be shorter
        than the request (a request still queued at the deadline raises SolverTimeout)."""
        items = list(positions)
        if not items:
            return []
        return self._call(lambda engine: engine.solve(items, deadline), deadline)

    def score_leads(
        self,
        positions: Sequence[Position],
        candidates: Sequence[Card],
        deadline: float | None = None,
    ) -> list[dict[Card, int]]:
        """Like `solve` for positions where a trick is to be led, but only for `candidates`
        (cards the leader holds): each lead is played and the reply solved for its best score
        alone. For a few candidates at the opening lead this is markedly cheaper than
        scoring every card. Under a deadline the answer may be shorter, as with `solve`."""
        items = list(positions)
        leads = list(candidates)
        if not items or not leads:
            return [{} for _ in items]
        after: list[Position] = []
        for pos in items:
            if pos.trick:
                raise ValueError("score_leads takes positions with no card led yet")
            for card in leads:
                hands = dict(pos.hands)
                hands[pos.leader] = pos.hands[pos.leader] - {card}
                after.append(Position(hands, pos.trump, pos.leader, (card,)))
        replies = self._call(
            lambda engine: engine.best_scores(after, deadline, len(leads)), deadline
        )
        out: list[dict[Card, int]] = []
        for i, pos in enumerate(items[: len(replies) // len(leads)]):
            left = pos.tricks_left
            row = replies[i * len(leads) : (i + 1) * len(leads)]
            out.append({card: left - r for card, r in zip(leads, row, strict=True)})
        return out

    def cards_reaching(
        self, positions: Sequence[Position], target: int, deadline: float | None = None
    ) -> list[frozenset[Card]]:
        """For each position, the legal cards of the seat to move after which its side can
        still take `target` of the tricks left (none, when no card can). DDS answers this
        with a single search at the target rather than the several that find a card's exact
        score: at the opening lead, about four times cheaper than `score_leads`' four leads.
        Under a deadline the answer may be shorter, as with `solve`."""
        items = list(positions)
        if not items:
            return []
        if not 1 <= target <= items[0].tricks_left:
            raise ValueError(f"a target is from 1 to the tricks left, not {target}")
        return self._call(lambda engine: engine.cards_reaching(items, target, deadline), deadline)

    def best_scores(
        self, positions: Sequence[Position], deadline: float | None = None
    ) -> list[int]:
        """For each position, the most tricks the side to move takes of the tricks left: the
        cheapest question DDS answers. Under a deadline the answer may be shorter, as with
        `solve`."""
        items = list(positions)
        if not items:
            return []
        return self._call(lambda engine: engine.best_scores(items, deadline), deadline)

    def score_cards(self, position: Position, deadline: float | None = None) -> dict[Card, int]:
        return self.solve([position], deadline)[0]

    def dd_table(self, hands: Mapping[Seat, frozenset[Card]]) -> DDTable:
        """Tricks each seat takes as declarer in each strain, all four hands of 13 cards."""
        full = {s: frozenset(hands[s]) for s in SEATS}
        return self._call(lambda engine: engine.dd_table(full))

    def par(
        self, hands: Mapping[Seat, frozenset[Card]], vulnerability: Vulnerability, dealer: Seat
    ) -> ParResult:
        full = {s: frozenset(hands[s]) for s in SEATS}
        return self._call(lambda engine: engine.par(full, vulnerability, dealer))

    def analyse_play(self, start: Position, cards: Sequence[Card]) -> list[int]:
        """Double-dummy tricks of the side NOT on lead at `start`, counted over the tricks left
        at `start`: before any card (index 0) and after each card of `cards`.

        Raises ValueError on a card that is not legal: DDS itself would accept a revoke.
        """
        played = list(cards)
        _check_legal(start, played)
        return self._call(lambda engine: engine.analyse_play(start, played))

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._queue.put(None)
            self._worker.join(timeout=5)

    def __enter__(self) -> Solver:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


_shared: Solver | None = None
_shared_lock = threading.Lock()


def shared_solver() -> Solver:
    """The process's one solver, started on first use."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = Solver()
        return _shared
