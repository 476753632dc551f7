"""Tournament commands: `/tournament create`, `admit`, `register`, `withdraw`, `start`, `list`,
`standings`, `watch`, and `hosts` (which role may host). A private tournament answers an
outsider exactly as a tournament that does not exist would (see `bot.tables.tournament`).

Each player's table is a private thread of the tournament's channel with that player in it;
watching a table adds the watcher to its thread, where the table is shown and never a hand
(hands go by direct message or a private reply)."""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord import app_commands

from bot.cogs.common import display_name, private_thread, role_ids, take_away_thread
from bot.cogs.option_types import IdNumber
from bot.cogs.server import MESSAGE_LIMIT, pages
from bot.cogs.tables import LANGUAGES
from bot.games.field import Comparison
from bot.games.game import find_game, game_names
from bot.language import Language, Words, choose
from bot.store import event_rows
from bot.store.event_rows import TournamentRow
from bot.tables.daily import Standing
from bot.tables.tournament import (
    Announce,
    News,
    RoomDropper,
    RoomLeaver,
    RoomMaker,
    Tournaments,
    Viewer,
)
from bot.tables.tournament.terms import MAX_PLAYERS, MAX_ROUNDS
from bot.ui import access
from bot.ui.frontend import FrontEnd
from bot.ui.safety import Refusal, reader
from bot.ui.words import scoring_name, share_text

GAMES = [app_commands.Choice(name=find_game(g).title, value=g) for g in game_names()]
SCORING = [app_commands.Choice(name=c.value, value=c.value) for c in Comparison]


def thread_rooms(bot: FrontEnd) -> RoomMaker:
    """Each tournament table's room: a private thread of the tournament's channel, with its
    player added."""

    async def room(t: TournamentRow, round_no: int, users: Sequence[int]) -> int:
        first, *others = users
        name = _words(t)("tourney-round-name", name=t.name, round=round_no)
        thread = await private_thread(bot, t.channel_id, name, first)
        try:
            for user_id in others:
                await bot.http.add_user_to_thread(thread, user_id)
        except discord.HTTPException:
            await take_away_thread(bot, thread, users)
            raise
        return thread

    return room


def thread_dropper(bot: FrontEnd) -> RoomDropper:
    """Takes away the thread made for a tournament table that did not open after all."""

    async def drop(room: int, users: Sequence[int]) -> None:
        await take_away_thread(bot, room, users)

    return drop


def thread_leaver(bot: FrontEnd) -> RoomLeaver:
    """Takes a player who left a tournament table out of its thread."""

    async def leave(room: int, user_id: int) -> None:
        await bot.http.remove_user_from_thread(room, user_id)

    return leave


def is_staff(interaction: discord.Interaction) -> bool:
    """The server's staff for tournaments: Manage Server (or Administrator)."""
    can = interaction.permissions
    return interaction.guild_id is not None and (can.administrator or can.manage_guild)


def commands(bot: FrontEnd) -> app_commands.Group:
    group = app_commands.Group(
        name="tournament", description="Tournaments: the same boards at every table",
        guild_only=True,
    )  # fmt: skip

    def viewer(interaction: discord.Interaction) -> Viewer:
        return Viewer(interaction.user.id, is_staff(interaction))

    def guild(interaction: discord.Interaction) -> int:
        if interaction.guild_id is None:
            raise Refusal("tourney-in-a-server")
        return interaction.guild_id

    @group.command(name="create")
    @app_commands.choices(game=GAMES, scoring=SCORING, language=LANGUAGES)
    async def create(
        interaction: discord.Interaction,
        title: app_commands.Range[str, 1, 60],
        game: str = game_names()[0],
        private: bool = False,
        scoring: str | None = None,
        rounds: app_commands.Range[int, 1, MAX_ROUNDS] = 1,
        pairs: bool = False,
        start: app_commands.Range[str, 1, 40] | None = None,
        when_full: app_commands.Range[int, 2, MAX_PLAYERS] | None = None,
        boards: int | None = None,
        language: str | None = None,
    ) -> None:
        """Create a tournament in this channel (Manage Server, or the server's host role).

        Args:
            title: What the tournament is called.
            game: Which game.
            private: Only players you admit (and staff) can see it.
            scoring: How boards are compared (bridge: matchpoints or cross-IMPs).
            rounds: How many rounds of boards.
            pairs: Players may come as pairs (each names the other when registering).
            start: When it starts by itself: a UTC time (19:30) or minutes from now (+45).
            when_full: Or: it starts by itself once this many players have registered.
            boards: Boards a round (bridge: 1 to 12; 8 unless you say).
            language: The language of its announcements and its tables' threads (each
                player's own messages follow their own language); the server's by default.
        """
        words = reader(interaction)
        tournaments = _tournaments(bot, words)
        guild_id = guild(interaction)
        channel = interaction.channel
        if channel is None or isinstance(channel, discord.Thread):
            raise Refusal("tourney-in-a-channel")
        if language is not None and Language.parse(language) is None:
            # Discord offers only the listed languages, but a request may say anything.
            raise Refusal("settings-bad-language")
        if not await _may_host(bot, interaction):
            raise Refusal("tourney-may-not-host")
        lacking = access.for_private_tables(interaction.app_permissions)
        if lacking:
            raise Refusal("tourney-needs-threads", needs=access.listed(words, lacking))
        starts_at = tournaments.signup.start_at(start) if start is not None else None
        speaks = Language.parse(language) or choose(None, interaction.guild_locale)
        tid = await tournaments.signup.create(
            guild_id, channel.id, interaction.user.id, title, game, private=private,
            scoring=scoring, rounds=rounds, pairs=pairs, starts_at=starts_at,
            when_full=when_full or 0, boards=boards, language=speaks.code,
        )  # fmt: skip
        t = await tournaments.signup.find(guild_id, tid, viewer(interaction))
        # A public tournament is announced to the channel, in the tournament's language.
        said = words if private else _words(t)
        await interaction.response.send_message(_announcement(t, said), ephemeral=private)

    @group.command(name="admit")
    async def admit(
        interaction: discord.Interaction, tournament: IdNumber, player: discord.User
    ) -> None:
        """Admit a player to your private tournament.

        Args:
            tournament: The tournament's number.
            player: Whom to admit.
        """
        words = reader(interaction)
        await _tournaments(bot, words).signup.admit(guild(interaction), tournament,
                                             viewer(interaction), player.id)  # fmt: skip
        await interaction.response.send_message(
            words("tourney-admitted", player=player.mention, tournament=tournament),
            ephemeral=True,
        )

    @group.command(name="register")
    async def register(
        interaction: discord.Interaction, tournament: IdNumber, partner: discord.User | None = None
    ) -> None:
        """Register for a tournament before it starts (a pairs tournament: with your partner).

        Args:
            tournament: The tournament's number.
            partner: Your partner, who registers naming you in turn (pairs tournaments).
        """
        words = reader(interaction)
        tournaments = _tournaments(bot, words)
        if bot.store is not None:
            async with bot.store.transaction() as tx:
                await tx.set_player_names({interaction.user.id: display_name(interaction.user)})
        paired = await tournaments.signup.register(
            guild(interaction), tournament, viewer(interaction),
            partner.id if partner is not None else None,
        )  # fmt: skip
        if partner is None:
            said = words("tourney-registered", tournament=tournament)
        else:
            key = "tourney-registered-pair" if paired is not None else "tourney-registered-waiting"
            said = words(key, tournament=tournament, partner=partner.mention)
        await interaction.response.send_message(said, ephemeral=True)

    @group.command(name="withdraw")
    async def withdraw(interaction: discord.Interaction, tournament: IdNumber) -> None:
        """Withdraw from a tournament that has not started.

        Args:
            tournament: The tournament's number.
        """
        words = reader(interaction)
        await _tournaments(bot, words).signup.withdraw(guild(interaction), tournament,
                                                viewer(interaction))  # fmt: skip
        await interaction.response.send_message(
            words("tourney-withdrawn", tournament=tournament), ephemeral=True
        )

    @group.command(name="start")
    async def start(interaction: discord.Interaction, tournament: IdNumber) -> None:
        """Start your tournament: every registered player gets a table.

        Args:
            tournament: The tournament's number.
        """
        words = reader(interaction)
        tournaments = _tournaments(bot, words)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tournaments.rounds.start(guild(interaction), tournament, viewer(interaction))
        await interaction.followup.send(
            words("tourney-started", tournament=tournament), ephemeral=True
        )

    @group.command(name="list")
    async def listing(interaction: discord.Interaction) -> None:
        """The tournaments here that you may see."""
        words = reader(interaction)
        signup = _tournaments(bot, words).signup
        rows = await signup.listing(guild(interaction), viewer(interaction))
        lines = []
        for t in rows:
            state = (words("tourney-round-of", round=t.round, rounds=t.rounds) if t.round
                     else words("tourney-open", rounds=t.rounds))  # fmt: skip
            if t.private:
                state = words("tourney-list-private", state=state)
            lines.append(words("tourney-list-line", tournament=t.id, name=t.name,
                               game=find_game(t.game).title, state=state))  # fmt: skip
        lines = lines or [words("tourney-none")]
        await interaction.response.send_message(pages(lines, MESSAGE_LIMIT)[0], ephemeral=True)

    @group.command(name="standings")
    async def standings(interaction: discord.Interaction, tournament: IdNumber) -> None:
        """The standings over the rounds every table has finished, and the tables to watch.

        Args:
            tournament: The tournament's number.
        """
        words = reader(interaction)
        tournaments = _tournaments(bot, words)
        asker = viewer(interaction)
        t, rows = await tournaments.standings.show(guild(interaction), tournament, asker)
        lines = [words("tourney-standings-title", name=t.name, round=t.round, rounds=t.rounds,
                       status=words(f"tourney-{t.status}"))]  # fmt: skip
        lines += await _standing_lines(bot, tournaments, t, rows, words)
        if not rows:
            lines.append(words("tourney-no-round-over"))
        live = await tournaments.live_tables(t)
        if live:
            lines.append(words("tourney-live-tables", tables=", ".join(map(str, live))))
        await interaction.response.send_message(pages(lines, MESSAGE_LIMIT)[0], ephemeral=True)

    @group.command(name="watch")
    async def watch(interaction: discord.Interaction, table: IdNumber) -> None:
        """Watch a live table of a tournament: you see the table, never a hand.

        Args:
            table: The table's number (`/tournament standings` lists them).
        """
        words = reader(interaction)
        room = await _tournaments(bot, words).watching.may_watch(guild(interaction), table,
                                                        viewer(interaction))  # fmt: skip
        await bot.http.add_user_to_thread(room, interaction.user.id)
        await interaction.response.send_message(
            words("tourney-watching", table=table, room=f"<#{room}>"), ephemeral=True
        )

    @group.command(name="hosts")
    async def hosts(interaction: discord.Interaction, role: discord.Role) -> None:
        """Name the role whose members may host tournaments here (Manage Server only).

        Args:
            role: The hosts' role.
        """
        words = reader(interaction)
        if not is_staff(interaction) or bot.store is None:
            raise Refusal("tourney-hosts-staff-only")
        await event_rows.set_host_role(bot.store, guild(interaction), role.id)
        await interaction.response.send_message(
            words("tourney-hosts-named", role=role.mention), ephemeral=True
        )

    return group


async def _standing_lines(
    bot: FrontEnd, tournaments: Tournaments, t: TournamentRow, rows: Sequence[Standing],
    words: Words,
) -> list[str]:  # fmt: skip
    """A line for each entrant's place: its players' names and its score."""
    members = {unit[0]: unit for unit in await tournaments.signup.units(t)}
    ids = [u for s in rows for u in members.get(s.user_id, (s.user_id,))]
    names = await event_rows.player_names(bot.store, ids) if bot.store else {}
    how = Comparison(t.scoring)
    lines = []
    for s in rows:
        who = [names.get(u, words("someone")) for u in members.get(s.user_id, (s.user_id,))]
        players = who[0] if len(who) == 1 else words("tourney-pair", first=who[0],
                                                     second=who[1])  # fmt: skip
        lines.append(words("tourney-standing", place=s.place, players=players,
                           share=share_text(how, s.total, words)))  # fmt: skip
    return lines


def thread_news(bot: FrontEnd) -> Announce:
    """Tells a public tournament's channel, in the tournament's language, that it has
    started, each round's standings, its final places, and a round that waits (rule 10.29).
    A private tournament tells no channel: its players follow it by `/tournament standings`."""

    async def tell(news: News) -> None:
        t = news.tournament
        if t.private or bot.tournaments is None:
            return
        words = _words(t)
        key = f"tourney-news-{news.stage.value}"
        why = words(news.why.key, **news.why.values) if news.why is not None else ""
        lines = [words(key, tournament=t.id, name=t.name, round=news.round_no,
                       rounds=t.rounds, why=why)]  # fmt: skip
        lines += await _standing_lines(bot, bot.tournaments, t, news.standings, words)
        for page in pages(lines, MESSAGE_LIMIT):
            await bot.get_partial_messageable(t.channel_id).send(
                content=page, allowed_mentions=discord.AllowedMentions.none()
            )

    return tell


def _words(t: TournamentRow) -> Words:
    """The tournament's own language, for what its channel and threads show."""
    return Words(choose(t.language))


def _announcement(t: TournamentRow, words: Words) -> str:
    """What a new tournament is, and how players come and it starts."""
    kind = ("private" if t.private else "public") + ("-pairs" if t.pairs else "")
    if t.boards:
        form = words("tourney-rounds-of-boards", rounds=t.rounds, boards=t.boards)
    else:
        form = words("tourney-rounds", rounds=t.rounds)
    return words(
        "tourney-created", tournament=t.id, name=t.name, kind=words(f"tourney-{kind}"),
        game=find_game(t.game).title, format=form,
        scoring=scoring_name(Comparison(t.scoring), words), start=_when(t, words),
    )  # fmt: skip


def _when(t: TournamentRow, words: Words) -> str:
    """How the tournament will start, as its announcement says it."""
    if t.starts_at is not None:
        return words("tourney-starts-at", time=f"<t:{int(t.starts_at)}:t>")
    if t.start_when_full:
        return words("tourney-starts-when-full", players=t.start_when_full)
    return words("tourney-host-starts-it")


def _tournaments(bot: FrontEnd, words: Words) -> Tournaments:
    if bot.tournaments is None:
        raise Refusal("tourney-not-running")
    return bot.tournaments


async def _may_host(bot: FrontEnd, interaction: discord.Interaction) -> bool:
    if is_staff(interaction):
        return True
    if bot.store is None or interaction.guild_id is None:
        return False
    role = await event_rows.host_role(bot.store, interaction.guild_id)
    return role is not None and role in role_ids(interaction.user)
