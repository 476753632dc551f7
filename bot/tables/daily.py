"""The daily challenge: each day, each server and game has one set of boards, dealt once and
kept; every player plays them once, with robots at the expert level in the other seats, and is
scored against everyone who played them, the robots' own result on each board included.

A player's results and everyone else's stay hidden until the player has finished (or the day
has closed, at midnight UTC); then each board shows how often each result was reached, the
player's share and place, and the standings of the day and of the month. A board's deal is
dealt only when the first table reaches it, so nobody can see a board before playing it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from fractions import Fraction
from typing import Any, Protocol

from bot.games.field import Comparison, frequencies, rank
from bot.games.game import AnyGame, RobotLevel, find_game
from bot.games.seats import Seat
from bot.language import DEFAULT
from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import AlreadyEntered, EntryRow, EventScoreRow
from bot.store.writes import Writes
from bot.tables.boards import stored_boards
from bot.tables.clock import Clock
from bot.tables.errors import NoSuchTable, NotAllowed
from bot.tables.field_robots import ROBOTS, FieldRobots, RobotResults, expert_robots
from bot.tables.notices import DealFinished, Notice
from bot.tables.options import Mode, Opening, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status


class Room(Protocol):
    """Where a daily table opens: a thread of the channel, made for it with its player in it,
    and taken away again if the table is refused after all."""

    async def make(self) -> int: ...

    async def drop(self, room: int) -> None: ...


#: The seat the player takes; the robots play the other three.
PLAYER_SEAT = Seat.SOUTH

#: What the names of the daily challenges begin with.
DAILY = "daily/"


def event_key(guild_id: int, game: str, day: date) -> str:
    """The daily challenge's name in the store: one a server, game and day."""
    return f"{DAILY}{guild_id}/{game}/{day.isoformat()}"


async def keep_result(
    store: TableStore, tables: TableService, clock: Clock, notice: Notice, prefix: str
) -> tuple[str, AnyGame, int] | None:
    """Keep the result of a finished deal at an event's table whose event's name begins
    with `prefix` (a day's challenge, a tournament's round), as the entrant's side scored it;
    returns the event, the game and the board, or None when the notice is no such thing."""
    if not isinstance(notice, DealFinished):
        return None
    try:
        event = tables.reader.summary(notice.table_id).options.event
    except NoSuchTable:
        return None
    if event is None or not event.startswith(prefix):
        return None
    entry = await event_rows.entry_at_table(store, notice.table_id)
    if entry is None:
        return None
    game = find_game(entry.game)
    score = game.board_score(notice.record, PLAYER_SEAT.side)
    row = EventScoreRow(event, notice.board_no, entry.user_id, score, notice.result, clock.now())
    async with store.transaction() as tx:
        await event_rows.keep_scores(tx, [row])
    return event, game, notice.board_no


@dataclass(frozen=True, slots=True)
class BoardReport:
    """One board of the day as a player who has finished may see it."""

    number: int
    #: Each result reached, how it reads and scores, and how many reached it: most first.
    field: tuple[tuple[str, int, int], ...]
    #: The player's result, its score, and how it compares by each of the game's ways.
    result: str | None
    score: int | None
    shares: Mapping[Comparison, Fraction]
    #: The player's place on the board and the number of results it had.
    place: int | None
    results: int
    #: The record of the player's deal (its pictures and par come from it), once played.
    record: Any = None


@dataclass(frozen=True, slots=True)
class Standing:
    user_id: int
    place: int
    #: The total by the game's first way of comparing (matchpoint share, IMPs, points).
    total: Fraction
    boards: int


@dataclass(frozen=True, slots=True)
class DailyReport:
    event: str
    day: date
    game: str
    comparisons: tuple[Comparison, ...]
    boards: tuple[BoardReport, ...]
    #: The player's totals by each way, over the day's boards.
    totals: Mapping[Comparison, Fraction]
    standings: tuple[Standing, ...]


class DailyChallenge:
    """The daily challenge over the table service: entering, scoring and reporting."""

    def __init__(
        self,
        store: TableStore,
        tables: TableService,
        *,
        clock: Clock | None = None,
        robots: FieldRobots = expert_robots,
    ) -> None:
        self._store = store
        self._tables = tables
        self._clock = clock or tables.clock
        self._field = RobotResults(store, self._clock, robots)
        #: The entries being opened in this process, so that a second try meanwhile is refused
        #: before it makes a room (a server's requests all come to one process).
        self._entering: set[tuple[str, int]] = set()
        tables.serve_events(stored_boards(store, self._clock))
        tables.subscribe(self._on_notice)

    # -- the day ---------------------------------------------------------------------------

    def today(self) -> date:
        return datetime.fromtimestamp(self._clock.now(), UTC).date()

    def closed(self, day: date) -> bool:
        """Rule 10.9: a day's challenge closes at midnight UTC."""
        return day < self.today()

    # -- playing ---------------------------------------------------------------------------

    async def play(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        game_name: str,
        *,
        room: Room | None = None,
        language: str = DEFAULT.code,
    ) -> int:
        """Open and start the player's table for today's challenge; returns its id. The
        table opens in `room` (a thread of `channel_id` made for it), or else in the channel;
        the thread is the player's own, so it speaks their `language`.

        Rule 10.7: each player plays the day's boards once; a second entry is refused, and
        says where the first is being played. A refused entry leaves nothing behind: every
        check comes before the room is made, the table and the entry are kept together or
        not at all, and a room made for a table refused after all is taken away again."""
        game = find_game(game_name)
        day = self.today()
        event = event_key(guild_id, game.name, day)
        entering = (event, user_id)
        if entering in self._entering:
            # The same player's first try is being opened (two clicks at once).
            raise NotAllowed(key="daily-opening-already")
        self._entering.add(entering)
        try:
            table_id = await self._enter(guild_id, channel_id, user_id, name, game, day, room,
                                         language)  # fmt: skip
        finally:
            self._entering.discard(entering)
        version = self._tables.reader.summary(table_id).version
        await self._tables.start(table_id, user_id, version)
        return table_id

    async def _enter(
        self, guild_id: int, channel_id: int, user_id: int, name: str, game: AnyGame, day: date,
        room: Room | None, language: str,
    ) -> int:  # fmt: skip
        event = event_key(guild_id, game.name, day)
        await self.may_play(guild_id, game.name, user_id)
        # Rule 10.20: the player may leave their boards and come back to them until the day
        # closes, when the table closes with the boards played (rule 10.9).
        closes = datetime.combine(day + timedelta(days=1), time(), UTC).timestamp()
        options = TableOptions(
            game=game.name, rules=game.event_rules(), mode=Mode.CASUAL, private=True,
            level=RobotLevel.EXPERT, event=event, away_until=closes, language=language,
        )  # fmt: skip
        self._tables.openings.check([Opening(guild_id, channel_id, user_id, name, options)])
        where, parent = (channel_id, None) if room is None else (await room.make(), channel_id)

        async def entered(tx: Writes, tables: Sequence[int]) -> None:
            row = EntryRow(event, user_id, guild_id, game.name, day.isoformat(), tables[0],
                           self._clock.now())  # fmt: skip
            await event_rows.enter_in(tx, row)

        try:
            return await self._tables.open_table(
                guild_id, where, user_id, name, options, parent_id=parent, keep=entered
            )
        except BaseException as refused:
            if room is not None:
                await room.drop(where)
            if isinstance(refused, AlreadyEntered):
                # Another process entered them meanwhile.
                await self.may_play(guild_id, game.name, user_id)
            raise

    async def may_play(self, guild_id: int, game_name: str, user_id: int) -> None:
        """Refuse, saying why, a player who has entered today's challenge already."""
        event = event_key(guild_id, game_name, self.today())
        entry = await event_rows.entry(self._store, event, user_id)
        if entry is not None:
            raise self._played_already(entry)

    def _played_already(self, entry: EntryRow) -> NotAllowed:
        if self._live(entry.table_id):
            channel = f"<#{self._tables.reader.summary(entry.table_id).channel_id}>"
            return NotAllowed(
                key="daily-playing-already", channel=channel,
            )  # fmt: skip
        return NotAllowed(
            key="daily-played-already",
        )

    def _live(self, table_id: int) -> bool:
        try:
            return self._tables.reader.summary(table_id).status is Status.LIVE
        except NoSuchTable:
            return False

    async def _on_notice(self, notice: Notice) -> None:
        """Keep each result of a daily table as its board finishes, and have the robots play
        the board for the field."""
        kept = await keep_result(self._store, self._tables, self._clock, notice, DAILY)
        if kept is not None:
            event, game, number = kept
            self._field.kick(game, number, [(event, PLAYER_SEAT.side)])

    async def shutdown(self) -> None:
        """Stop the robots' work in progress; a board whose robots' result is not kept is
        played again when someone next asks for the day's results."""
        await self._field.shutdown()

    async def robots_done(self) -> None:
        """Wait for the robots' results under way (tests, benchmarks)."""
        await self._field.done()

    # -- results ---------------------------------------------------------------------------

    async def report(self, guild_id: int, game_name: str, user_id: int, day: date) -> DailyReport:
        """The day's challenge as `user_id` may see it. Rule 10.10: refused, showing nothing
        of anyone's results, until they have played every board or the day has closed; a
        player who left before their last board waits for the close like everyone else who
        has not finished, so that leaving at once shows nobody the field."""
        game = find_game(game_name)
        event = event_key(guild_id, game.name, day)
        entry = await event_rows.entry(self._store, event, user_id)
        if not self.closed(day):
            if entry is None:
                raise NotAllowed(key="daily-play-first")
            if self._live(entry.table_id):
                raise NotAllowed(key="daily-finish-first")
            if not await self._tables.history.played_out(entry.table_id):
                raise NotAllowed(key="daily-left-early")
        await self._field.ensure(game, [(event, PLAYER_SEAT.side)])
        records = await self._records(entry)
        if entry is not None:
            # A result the process did not keep as its board finished (it stopped just then)
            # is in the table's log: keeping it again changes nothing that was kept.
            mine = [
                EventScoreRow(event, n, user_id, game.board_score(r, PLAYER_SEAT.side),
                              r.result_text, self._clock.now())
                for n, r in records.items()
            ]  # fmt: skip
            async with self._store.transaction() as tx:
                await event_rows.keep_scores(tx, mine)
        scores = await event_rows.scores(self._store, event)
        return _report(game, event, day, user_id, scores, records)

    async def _records(self, entry: EntryRow | None) -> dict[int, Any]:
        if entry is None:
            return {}
        try:
            done = await self._tables.history.finished_deals(entry.table_id)
        except NoSuchTable:
            return {}
        return {d.board_no: d.record for d in done}

    async def leaderboard(
        self, guild_id: int, game_name: str, user_id: int, *, month: bool
    ) -> tuple[tuple[date, date], tuple[Standing, ...]]:
        """Rule 10.11: the day's standings (shown as the day's results are), or the month's:
        every closed day of this month, each player's daily totals averaged (matchpoints) or
        summed (IMPs, points)."""
        game = find_game(game_name)
        today = self.today()
        if not month:
            report = await self.report(guild_id, game.name, user_id, today)
            return (today, today), report.standings
        first = today.replace(day=1)
        last = today - timedelta(days=1)
        if last < first:
            return (first, today), ()
        entries = await event_rows.entries(
            self._store, guild_id, game.name, first.isoformat(), last.isoformat()
        )
        how = game.field_scoring.comparisons[0]
        summed: dict[int, Fraction] = {}
        days: dict[int, int] = {}
        for event in sorted({e.event for e in entries}):
            scores = await event_rows.scores(self._store, event)
            for s in _standings(game, how, scores):
                if s.user_id == ROBOTS:
                    continue
                summed[s.user_id] = summed.get(s.user_id, Fraction(0)) + s.total
                days[s.user_id] = days.get(s.user_id, 0) + 1
        totals = summed if how.adds_up else {u: v / days[u] for u, v in summed.items()}
        places = rank(totals)
        standings = sorted(
            (Standing(u, places[u], totals[u], days[u]) for u in totals),
            key=lambda s: (s.place, s.user_id),
        )
        return (first, last), tuple(standings)


def _by_board(scores: Sequence[EventScoreRow]) -> dict[int, dict[int, EventScoreRow]]:
    boards: dict[int, dict[int, EventScoreRow]] = {}
    for row in scores:
        boards.setdefault(row.number, {})[row.user_id] = row
    return boards


def _standings(game: AnyGame, how: Comparison, scores: Sequence[EventScoreRow]) -> list[Standing]:
    """Everyone's place on the day by `how`."""
    boards = _by_board(scores)
    return standings_of(game, how, [{u: r.score for u, r in rows.items()}
                                    for rows in boards.values()])  # fmt: skip


def standings_of(
    game: AnyGame,
    how: Comparison,
    per_board: Sequence[Mapping[int, int]],
    *,
    boards: int | None = None,
    entrants: Collection[int] | None = None,
) -> list[Standing]:
    """Everyone's place over an event's boards (each board's scores by entrant) by `how`.
    Rule 10.5 with one addition (10.11): a matchpoint share is averaged over every board of
    the event, so a board an entrant left unplayed scores nothing for them. A tournament
    passes each board's two directions as two fields (`boards` says how many boards there
    are), and ranks only its `entrants`, though every result counts in the field."""
    field = game.field_scoring
    summed = field.totals(per_board, how)
    if entrants is not None:
        summed = {u: v for u, v in summed.items() if u in entrants}
    played = {u: sum(1 for b in per_board if u in b) for u in summed}
    if not how.adds_up:
        count = boards if boards is not None else len(per_board)
        summed = {u: v * played[u] / count for u, v in summed.items()}
    places = rank(summed)
    return sorted(
        (Standing(u, places[u], summed[u], played[u]) for u in summed),
        key=lambda s: (s.place, s.user_id),
    )


def _report(
    game: AnyGame,
    event: str,
    day: date,
    user_id: int,
    scores: Sequence[EventScoreRow],
    records: Mapping[int, Any],
) -> DailyReport:
    field = game.field_scoring
    boards: list[BoardReport] = []
    totals: dict[Comparison, Fraction] = {how: Fraction(0) for how in field.comparisons}
    by_board = _by_board(scores)
    for number, rows in sorted(by_board.items()):
        points = {u: r.score for u, r in rows.items()}
        counted = frequencies((r.result, r.score) for r in rows.values())
        seen = tuple((text, score, n) for (text, score), n in counted)
        mine = rows.get(user_id)
        shares: dict[Comparison, Fraction] = {}
        place = None
        if mine is not None:
            for how in field.comparisons:
                shares[how] = field.compare(points, how)[user_id]
            place = rank({u: Fraction(s) for u, s in points.items()})[user_id]
        boards.append(
            BoardReport(
                number, seen, mine.result if mine else None, mine.score if mine else None,
                shares, place, len(rows), records.get(number),
            )
        )  # fmt: skip
    for how in field.comparisons:
        mine_total = next((s.total for s in _standings(game, how, scores) if s.user_id == user_id),
                          Fraction(0))  # fmt: skip
        totals[how] = mine_total
    standings = tuple(_standings(game, field.comparisons[0], scores))
    return DailyReport(event, day, game.name, field.comparisons, tuple(boards), totals, standings)
