"""Server-wide commands: the tables here, the leaderboard and one player's statistics."""

from __future__ import annotations

import time
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import parts
from bot.games.game import find_game, game_names
from bot.language import Words
from bot.store.leaderboard import Kind, Period, kinds, leaderboard, player_stats
from bot.tables.options import DEFAULT_GAME, RobotLevel
from bot.tables.status import Status
from bot.ui.frontend import FrontEnd
from bot.ui.pictures import leaderboard_picture
from bot.ui.safety import Refusal, reader
from bot.ui.table_message import describe
from bot.ui.words import signed

GAMES = [app_commands.Choice(name=find_game(g).title, value=g) for g in game_names()]
PERIODS = [
    app_commands.Choice(name="All time", value=Period.ALL_TIME.value),
    app_commands.Choice(name="This month", value=Period.MONTH.value),
    app_commands.Choice(name="This week", value=Period.WEEK.value),
]


#: Discord refuses a message whose text is longer.
MESSAGE_LIMIT = 2000
#: Kept free on each page of a long list for the line that says which page it is.
FOOTER_ROOM = 80


def pages(lines: Sequence[str], limit: int) -> list[str]:
    """The lines in order on as few pages as fit, each page at most `limit` characters (a line
    longer than a page is cut)."""
    book: list[list[str]] = [[]]
    size = 0
    for line in lines:
        line = line[:limit]
        if book[-1] and size + 1 + len(line) > limit:
            book.append([])
        if not book[-1]:
            size = len(line)
        else:
            size += 1 + len(line)
        book[-1].append(line)
    return ["\n".join(page) for page in book]


class ServerCog(commands.Cog):
    def __init__(self, bot: FrontEnd) -> None:
        self.bot = bot

    @app_commands.command(name="tables")
    @app_commands.guild_only()
    async def tables(
        self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1
    ) -> None:
        """The open and live tables in this server.

        Args:
            page: Which page of the list, when it is long.
        """
        service, _ = parts(self.bot)
        words = reader(interaction)
        if interaction.guild_id is None:
            raise Refusal("server-tables-in-servers")
        listing = service.reader.listing(interaction.guild_id)
        if not listing:
            commands = [f"`/{g} new`" for g in game_names()]
            either = commands[0]
            for more in commands[1:]:
                either = words("server-or", first=either, second=more)
            await interaction.response.send_message(
                words("server-no-tables", commands=either), ephemeral=True
            )
            return
        lines = []
        for t in listing:
            state = (
                words("server-gathering")
                if t.status is Status.OPEN
                else words("server-game-live", game=t.match_no)
            )
            lines.append(
                words(
                    "server-table-line",
                    table=t.id,
                    channel=f"<#{t.channel_id}>",
                    title=find_game(t.options.game).title,
                    state=state,
                    players=t.human_count,
                    options=describe(t, words),
                )
            )
        book = pages(lines, MESSAGE_LIMIT - FOOTER_ROOM)
        if page > len(book):
            if len(book) == 1:
                raise Refusal("server-one-page")
            raise Refusal("server-pages", pages=len(book))
        text = book[page - 1]
        if len(book) > 1:
            text += "\n" + words("server-page", page=page, pages=len(book))
            if page < len(book):
                text += " · " + words("server-next-page", next=page + 1)
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="leaderboard")
    @app_commands.guild_only()
    @app_commands.choices(game=GAMES, period=PERIODS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        level: RobotLevel | None = None,
        period: str = Period.ALL_TIME.value,
    ) -> None:
        """The best players in this server.

        Args:
            game: Which game; the one with the most results here if you leave it out.
            level: Results against basic or expert robots (tournaments: expert) are kept
                apart; the one with the most results if you leave it out.
            period: All time, this month or this week.
        """
        store = self.bot.store
        words = reader(interaction)
        if store is None or interaction.guild_id is None:
            raise Refusal("server-no-leaderboard")
        try:
            chosen = Period(period)
        except ValueError as exc:
            raise Refusal("server-bad-period") from exc
        if game is not None:
            _game_title(game, words)
        await interaction.response.defer(thinking=True)
        offered = await kinds(store, interaction.guild_id)
        kind = _pick(offered, game, level)
        rows = await leaderboard(
            store, interaction.guild_id, kind.game, kind.level, chosen, time.time()
        )
        title = words(
            "server-leaderboard-title",
            game=find_game(kind.game).title,
            level=words(f"level-{kind.level}"),
            period=words(f"period-{chosen.name.lower()}"),
        )
        lines = [f"**{title}**"]
        for rank, r in enumerate(rows, 1):
            lines.append(
                words(
                    "server-leaderboard-line",
                    rank=rank,
                    name=r.name,
                    points=signed(r.points),
                    wins=r.wins,
                    draws=r.draws,
                    losses=r.losses,
                    rating=words.decimal(r.rating),
                )
            )
        if not rows:
            lines.append(words("server-no-ranked-games"))
        else:
            lines.append(words("server-rating-explained"))
        others = [_kind_name(k, words) for k in offered if k != kind]
        if others:
            lines.append(words("server-leaderboard-others", kinds=", ".join(others)))
        picture = await leaderboard_picture(
            [(r.name, r.points, r.games, r.wins, r.draws, r.losses, r.rating) for r in rows],
            title,
            words,
        )
        await interaction.followup.send("\n".join(lines), file=picture)

    @app_commands.command(name="stats")
    @app_commands.guild_only()
    @app_commands.choices(game=GAMES)
    async def stats(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        level: RobotLevel | None = None,
        game: str | None = None,
    ) -> None:
        """A player's results in this server: every game and level they have results in.

        Args:
            user: Whose statistics; yours if you leave it out.
            level: Only the results against basic or expert robots (tournaments: expert).
            game: Only this game's.
        """
        words = reader(interaction)
        if game is not None:
            _game_title(game, words)
        store = self.bot.store
        if store is None or interaction.guild_id is None:
            raise Refusal("server-no-stats")
        who = user or interaction.user
        shown = [
            k for k in await kinds(store, interaction.guild_id, who.id)
            if (game is None or k.game == game) and (level is None or k.level == level.value)
        ]  # fmt: skip
        blocks = []
        for kind in shown:
            mine = await player_stats(
                store, interaction.guild_id, kind.game, kind.level, who.id, Period.ALL_TIME,
                time.time(),
            )  # fmt: skip
            if mine is None:
                continue
            text = words(
                "server-stats",
                player=mine.name,
                game=find_game(kind.game).title,
                level=words(f"level-{kind.level}"),
                signed=signed(mine.points),
                points=mine.points,
                games=mine.games,
                wins=mine.wins,
                draws=mine.draws,
                losses=mine.losses,
                rating=words.decimal(mine.rating),
            )
            if mine.tournaments:
                text += " " + words("server-stats-tournaments", count=mine.tournaments)
            blocks.append(text)
        if not blocks:
            text = words("server-no-results", player=who.display_name)
        else:
            text = "\n".join([*blocks, words("server-rating-explained")])
        await interaction.response.send_message(pages([text], MESSAGE_LIMIT)[0], ephemeral=True)


def _pick(offered: Sequence[Kind], game: str | None, level: RobotLevel | None) -> Kind:
    """The game and level a leaderboard shows: of those asked for, the one with the most
    results here; the default game and basic robots where there are none."""
    for kind in offered:
        if (game is None or kind.game == game) and (level is None or kind.level == level.value):
            return kind
    return Kind(game or DEFAULT_GAME, (level or RobotLevel.BASIC).value, 0)


def _kind_name(kind: Kind, words: Words) -> str:
    return words("server-kind", game=find_game(kind.game).title, level=words(f"level-{kind.level}"))


def _game_title(game: str, words: Words) -> str:
    """The game's name as players write it; a refusal for a name typed that is none of ours."""
    if game not in game_names():
        raise Refusal("server-unknown-game")
    return find_game(game).title
