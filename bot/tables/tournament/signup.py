"""A tournament before it starts: the host creates it and admits players to a private one;
players register (naming a partner in a tournament for pairs) and withdraw; and who may see it
at all (rule 10.14: a private one only its host, its admitted players and the staff).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.game import find_game, game_names
from bot.language import DEFAULT, Language
from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import TournamentPlayerRow, TournamentRow
from bot.tables.clock import Clock
from bot.tables.errors import NotAllowed, NotHost, WrongState
from bot.tables.start_time import start_time
from bot.tables.tournament.terms import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    NAME_LIMIT,
    REGISTERING,
    NoSuchTournament,
    Unit,
    Viewer,
    units,
)


class SignUp:
    def __init__(self, store: TableStore, clock: Clock, on_full: Callable[[int], None]) -> None:
        self._store = store
        self._clock = clock
        #: Told of a tournament that starts by itself once full and now is.
        self._on_full = on_full

    # -- seeing ----------------------------------------------------------------------------

    async def players(self, tournament_id: int) -> list[TournamentPlayerRow]:
        return await event_rows.players(self._store, tournament_id)

    async def units(self, t: TournamentRow) -> list[Unit]:
        """The registered entrants in the order they registered (see `terms.units`)."""
        return units(await self.players(t.id), t.pairs)

    async def visible(self, t: TournamentRow, who: Viewer) -> bool:
        """Rule 10.14: a private tournament is seen only by its host, the players admitted to
        it and the staff."""
        if not t.private or who.staff or who.user_id == t.host:
            return True
        return any(p.user_id == who.user_id and p.admitted for p in await self.players(t.id))

    async def find(self, guild_id: int, tournament_id: int, who: Viewer) -> TournamentRow:
        t = await event_rows.tournament(self._store, tournament_id)
        if t is None or t.guild_id != guild_id or not await self.visible(t, who):
            raise NoSuchTournament()
        return t

    async def listing(self, guild_id: int, who: Viewer) -> list[TournamentRow]:
        """The server's tournaments not finished that `who` may see."""
        running = await event_rows.tournaments(self._store, guild_id)
        return [t for t in running if await self.visible(t, who)]

    # -- the host's requests ---------------------------------------------------------------

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        host: int,
        name: str,
        game_name: str,
        *,
        private: bool = False,
        scoring: str | None = None,
        rounds: int = 1,
        pairs: bool = False,
        starts_at: float | None = None,
        when_full: int = 0,
        boards: int | None = None,
        language: str = DEFAULT.code,
    ) -> int:
        """Rule 10.12: a tournament of `rounds` rounds of the game's event boards. The caller
        has checked that `host` may host (Manage Server, or the role the server names).
        Rule 10.22: it may start by itself, at `starts_at` or once `when_full` players have
        registered. Rule 10.24: bridge's host may choose the boards a round has (1 to 12).
        """
        if game_name not in game_names():
            raise NotAllowed(key="server-unknown-game")
        game = find_game(game_name)
        if boards is not None:
            allowed = game.event_boards
            if allowed is None:
                raise NotAllowed(
                    key="tourney-whole-game", game=game.title,
                )  # fmt: skip
            _, fewest, most = allowed
            if not isinstance(boards, int) or not fewest <= boards <= most:
                raise NotAllowed(
                    key="tourney-boards-range", fewest=fewest, most=most,
                )  # fmt: skip
        ways = {c.value: c for c in game.field_scoring.comparisons}
        how = ways.get(scoring or game.field_scoring.comparisons[0].value)
        if how is None:
            named = " / ".join(ways)
            raise NotAllowed(
                key="tourney-scored-by", game=game.title, ways=named,
            )  # fmt: skip
        if not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
            raise NotAllowed(
                key="tourney-rounds-range", most=MAX_ROUNDS,
            )  # fmt: skip
        if starts_at is not None and when_full:
            raise NotAllowed(key="tourney-time-or-full")
        if starts_at is not None and starts_at <= self._clock.now():
            raise NotAllowed(key="tourney-time-passed")
        if when_full and not (isinstance(when_full, int) and 2 <= when_full <= MAX_PLAYERS):
            raise NotAllowed(
                key="tourney-full-range", most=MAX_PLAYERS,
            )  # fmt: skip
        name = " ".join(name.split())[:NAME_LIMIT] or "Tournament"
        row = TournamentRow(
            0, guild_id, channel_id, host, name, game.name, private, how.value, rounds, 0,
            REGISTERING, self._clock.now(), pairs=bool(pairs), boards=boards or 0,
            starts_at=starts_at, start_when_full=when_full,
            language=(Language.parse(language) or DEFAULT).code,
        )  # fmt: skip
        return await event_rows.create_tournament(self._store, row)

    def start_at(self, text: str) -> float:
        """The start time a host gave (rule 10.22), read against this clock."""
        return start_time(text, self._clock.now())

    async def admit(self, guild_id: int, tournament_id: int, by: Viewer, user_id: int) -> None:
        """The host (or staff) admits a player to a private tournament."""
        t = await self.find(guild_id, tournament_id, by)
        if by.user_id != t.host and not by.staff:
            raise NotHost(key="tourney-host-admits")
        mine = await self._entry(t.id, user_id)
        await self._put(t.id, user_id, admitted=True, registered=bool(mine and mine.registered),
                        partner=mine.partner if mine else None)  # fmt: skip

    # -- the players' requests -------------------------------------------------------------

    async def register(
        self, guild_id: int, tournament_id: int, who: Viewer, partner: int | None = None
    ) -> int | None:
        """Rule 10.13: register before the start (a private tournament: once admitted).
        Rule 10.21: in a pairs tournament a player may name a partner; the two are a pair
        once each has named the other. Returns the partner when the pair is made."""
        t = await self.find(guild_id, tournament_id, who)
        if t.status != REGISTERING:
            raise WrongState(
                key="tourney-registration-closed",
            )
        if partner is not None and not t.pairs:
            raise NotAllowed(
                key="tourney-solo",
            )
        if partner == who.user_id:
            raise NotAllowed(key="tourney-partner-is-another")
        players = await self.players(t.id)
        mine = next((p for p in players if p.user_id == who.user_id), None)
        if mine is not None and mine.registered and (partner is None or partner == mine.partner):
            raise NotAllowed(key="tourney-registered-already")
        if (mine is None or not mine.registered) and sum(
            1 for p in players if p.registered
        ) >= MAX_PLAYERS:
            raise NotAllowed(
                key="tourney-full", most=MAX_PLAYERS,
            )  # fmt: skip
        await self._put(t.id, who.user_id, admitted=True, registered=True, partner=partner)
        registered = sum(1 for p in players if p.registered and p.user_id != who.user_id) + 1
        if t.start_when_full and registered >= t.start_when_full:
            # The player who fills it is answered at once; the tables open apart.
            self._on_full(t.id)
        theirs = next((p for p in players if p.user_id == partner), None)
        paired = theirs is not None and theirs.registered and theirs.partner == who.user_id
        return partner if paired else None

    async def withdraw(self, guild_id: int, tournament_id: int, who: Viewer) -> None:
        """Rule 10.13: withdraw before the start; once it has started, leaving your table is
        how you leave."""
        t = await self.find(guild_id, tournament_id, who)
        mine = await self._entry(t.id, who.user_id)
        if mine is None or not mine.registered:
            raise NotAllowed(key="tourney-not-registered")
        if t.status != REGISTERING:
            raise WrongState(
                key="tourney-leave-your-table",
            )
        await self._put(t.id, who.user_id, admitted=mine.admitted, registered=False,
                        partner=None)  # fmt: skip

    async def _entry(self, tournament_id: int, user_id: int) -> TournamentPlayerRow | None:
        return next((p for p in await self.players(tournament_id) if p.user_id == user_id), None)

    async def _put(self, tournament_id: int, user_id: int, *, admitted: bool,
                   registered: bool, partner: int | None) -> None:  # fmt: skip
        row = TournamentPlayerRow(
            tournament_id, user_id, admitted, registered, self._clock.now(), partner
        )
        await event_rows.put_player(self._store, row)
