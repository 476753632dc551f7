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

from bot.cogs.common import display_name, private_thread, role_ids
from bot.cogs.server import MESSAGE_LIMIT, pages
from bot.games.field import Comparison
from bot.games.game import find_game, game_names
from bot.store import event_rows
from bot.store.event_rows import TournamentRow
from bot.tables.tournament import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    RoomLeaver,
    RoomMaker,
    Tournaments,
    Viewer,
)
from bot.ui.frontend import FrontEnd
from bot.ui.safety import Refusal

GAMES = [app_commands.Choice(name=find_game(g).title, value=g) for g in game_names()]
SCORING = [app_commands.Choice(name=c.value, value=c.value) for c in Comparison]


def thread_rooms(bot: FrontEnd) -> RoomMaker:
    """Each tournament table's room: a private thread of the tournament's channel, with its
    player added."""

    async def room(t: TournamentRow, round_no: int, users: Sequence[int]) -> int:
        first, *others = users
        thread = await private_thread(bot, t.channel_id, f"{t.name} · round {round_no}", first)
        for user_id in others:
            await bot.http.add_user_to_thread(thread, user_id)
        return thread

    return room


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
            raise Refusal("Tournaments are played in a server.")
        return interaction.guild_id

    @group.command(name="create")
    @app_commands.choices(game=GAMES, scoring=SCORING)
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
        """
        tournaments = _tournaments(bot)
        guild_id = guild(interaction)
        channel = interaction.channel
        if channel is None or isinstance(channel, discord.Thread):
            raise Refusal("Create a tournament in a text channel: its tables are threads there.")
        if not await _may_host(bot, interaction):
            raise Refusal(
                "Hosting a tournament takes the Manage Server permission, or the role this "
                "server names for hosts (`/tournament hosts`)."
            )
        can = interaction.app_permissions
        if not (can.create_private_threads and can.send_messages_in_threads):
            raise Refusal(
                "I need the Create Private Threads and Send Messages in Threads permissions "
                "in this channel to give each player a table."
            )
        starts_at = tournaments.start_at(start) if start is not None else None
        tid = await tournaments.create(
            guild_id, channel.id, interaction.user.id, title, game, private=private,
            scoring=scoring, rounds=rounds, pairs=pairs, starts_at=starts_at,
            when_full=when_full or 0, boards=boards,
        )  # fmt: skip
        t = await tournaments.find(guild_id, tid, viewer(interaction))
        kind = ("private" if private else "public") + (" pairs" if pairs else "")
        await interaction.response.send_message(
            f"**Tournament {tid}**, {t.name}: {kind}, {find_game(t.game).title}, "
            f"{t.rounds} round(s){_boards(t)}, by {t.scoring}. Players: `/tournament register "
            f"tournament:{tid}`; {_when(t)}.",
            ephemeral=private,
        )

    @group.command(name="admit")
    async def admit(
        interaction: discord.Interaction, tournament: int, player: discord.User
    ) -> None:
        """Admit a player to your private tournament.

        Args:
            tournament: The tournament's number.
            player: Whom to admit.
        """
        await _tournaments(bot).admit(guild(interaction), tournament, viewer(interaction),
                                      player.id)  # fmt: skip
        await interaction.response.send_message(
            f"{player.mention} may now see and register for tournament {tournament}.",
            ephemeral=True,
        )

    @group.command(name="register")
    async def register(
        interaction: discord.Interaction, tournament: int, partner: discord.User | None = None
    ) -> None:
        """Register for a tournament before it starts (a pairs tournament: with your partner).

        Args:
            tournament: The tournament's number.
            partner: Your partner, who registers naming you in turn (pairs tournaments).
        """
        tournaments = _tournaments(bot)
        if bot.store is not None:
            async with bot.store.transaction() as tx:
                await tx.set_player_names({interaction.user.id: display_name(interaction.user)})
        paired = await tournaments.register(
            guild(interaction), tournament, viewer(interaction),
            partner.id if partner is not None else None,
        )  # fmt: skip
        said = f"You are registered for tournament {tournament}"
        if partner is not None and paired is not None:
            said += f" with {partner.mention} as your partner"
        elif partner is not None:
            said += (
                f". {partner.mention} makes you a pair by registering with you as partner "
                f"(`/tournament register tournament:{tournament} partner:` you); until then "
                "you play with a robot partner"
            )
        await interaction.response.send_message(
            said + "; your table opens when it starts.", ephemeral=True
        )

    @group.command(name="withdraw")
    async def withdraw(interaction: discord.Interaction, tournament: int) -> None:
        """Withdraw from a tournament that has not started.

        Args:
            tournament: The tournament's number.
        """
        await _tournaments(bot).withdraw(guild(interaction), tournament, viewer(interaction))
        await interaction.response.send_message(
            f"You have withdrawn from tournament {tournament}.", ephemeral=True
        )

    @group.command(name="start")
    async def start(interaction: discord.Interaction, tournament: int) -> None:
        """Start your tournament: every registered player gets a table.

        Args:
            tournament: The tournament's number.
        """
        tournaments = _tournaments(bot)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tournaments.start(guild(interaction), tournament, viewer(interaction))
        await interaction.followup.send(
            f"Tournament {tournament} has started: each player has a table in a thread here.",
            ephemeral=True,
        )

    @group.command(name="list")
    async def listing(interaction: discord.Interaction) -> None:
        """The tournaments here that you may see."""
        rows = await _tournaments(bot).listing(guild(interaction), viewer(interaction))
        lines = [
            f"**Tournament {t.id}** · {t.name} · {find_game(t.game).title} · "
            + ("private · " if t.private else "")
            + (f"round {t.round} of {t.rounds}" if t.round else f"{t.rounds} round(s), open")
            for t in rows
        ] or ["No tournaments are running here."]
        await interaction.response.send_message(pages(lines, MESSAGE_LIMIT)[0], ephemeral=True)

    @group.command(name="standings")
    async def standings(interaction: discord.Interaction, tournament: int) -> None:
        """The standings over the rounds every table has finished, and the tables to watch.

        Args:
            tournament: The tournament's number.
        """
        tournaments = _tournaments(bot)
        t, rows = await tournaments.standings(guild(interaction), tournament, viewer(interaction))
        members = {unit[0]: unit for unit in await tournaments.units(t)}
        ids = [u for s in rows for u in members.get(s.user_id, (s.user_id,))]
        names = await event_rows.player_names(bot.store, ids) if bot.store else {}
        how = Comparison(t.scoring)
        lines = [f"**{t.name}** · round {t.round} of {t.rounds} · {t.status}"]
        for s in rows:
            value = (f"{float(s.total) * 100:.1f}%" if how is Comparison.MATCHPOINTS
                     else f"{float(s.total):+.1f}")  # fmt: skip
            who = " & ".join(names.get(u, "a player") for u in members.get(s.user_id, (s.user_id,)))
            lines.append(f"{s.place}. {who}: {value}")
        if not rows:
            lines.append("No round is over yet.")
        live = await tournaments.live_tables(t)
        if live:
            lines.append("Live tables (`/tournament watch`): " + ", ".join(map(str, live)))
        await interaction.response.send_message(pages(lines, MESSAGE_LIMIT)[0], ephemeral=True)

    @group.command(name="watch")
    async def watch(interaction: discord.Interaction, table: int) -> None:
        """Watch a live table of a tournament: you see the table, never a hand.

        Args:
            table: The table's number (`/tournament standings` lists them).
        """
        room = await _tournaments(bot).may_watch(guild(interaction), table, viewer(interaction))
        await bot.http.add_user_to_thread(room, interaction.user.id)
        await interaction.response.send_message(
            f"You are watching table {table} in <#{room}>.", ephemeral=True
        )

    @group.command(name="hosts")
    async def hosts(interaction: discord.Interaction, role: discord.Role) -> None:
        """Name the role whose members may host tournaments here (Manage Server only).

        Args:
            role: The hosts' role.
        """
        if not is_staff(interaction) or bot.store is None:
            raise Refusal("Naming the hosts' role takes the Manage Server permission.")
        await event_rows.set_host_role(bot.store, guild(interaction), role.id)
        await interaction.response.send_message(
            f"Members with {role.mention} may now host tournaments here.", ephemeral=True
        )

    return group


def _boards(t: TournamentRow) -> str:
    return f" of {t.boards} board(s)" if t.boards else ""


def _when(t: TournamentRow) -> str:
    """How the tournament will start, as its announcement says it."""
    if t.starts_at is not None:
        return f"it starts by itself at <t:{int(t.starts_at)}:t> (or when the host starts it)"
    if t.start_when_full:
        return (
            f"it starts by itself when {t.start_when_full} players have registered "
            "(or when the host starts it)"
        )
    return "the host starts it with `/tournament start`"


def _tournaments(bot: FrontEnd) -> Tournaments:
    if bot.tournaments is None:
        raise Refusal("Tournaments are not running right now; try again in a moment.")
    return bot.tournaments


async def _may_host(bot: FrontEnd, interaction: discord.Interaction) -> bool:
    if is_staff(interaction):
        return True
    if bot.store is None or interaction.guild_id is None:
        return False
    role = await event_rows.host_role(bot.store, interaction.guild_id)
    return role is not None and role in role_ids(interaction.user)
