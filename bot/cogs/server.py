"""Server-wide commands: the tables here, the leaderboard and one player's statistics."""

from __future__ import annotations

import time
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import parts
from bot.games.game import find_game, game_names
from bot.store.leaderboard import Period, leaderboard, player_stats
from bot.tables.options import DEFAULT_GAME, RobotLevel
from bot.tables.table import Status
from bot.ui.frontend import FrontEnd
from bot.ui.pictures import leaderboard_picture
from bot.ui.safety import Refusal
from bot.ui.table_message import describe
from bot.ui.words import plural

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
        if interaction.guild_id is None:
            raise Refusal("Tables live in servers.")
        listing = service.listing(interaction.guild_id)
        if not listing:
            await interaction.response.send_message(
                "No tables are open here. Start one with "
                + " or ".join(f"`/{g} new`" for g in game_names())
                + ".",
                ephemeral=True,
            )
            return
        lines = []
        for t in listing:
            state = "gathering players" if t.status is Status.OPEN else f"game {t.game_no} live"
            title = find_game(t.options.game).title
            lines.append(
                f"**Table {t.id}** in <#{t.channel_id}> · {title} · {state} · "
                f"{t.human_count} players · {describe(t)}"
            )
        book = pages(lines, MESSAGE_LIMIT - FOOTER_ROOM)
        if page > len(book):
            if len(book) == 1:
                raise Refusal("The list of tables fits on one page: leave `page` out.")
            raise Refusal(f"The list of tables has {len(book)} pages; ask for 1 to {len(book)}.")
        text = book[page - 1]
        if len(book) > 1:
            text += f"\nPage {page} of {len(book)}"
            if page < len(book):
                text += f" · `/tables page:{page + 1}` for the next."
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="leaderboard")
    @app_commands.guild_only()
    @app_commands.choices(game=GAMES, period=PERIODS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str = DEFAULT_GAME,
        level: RobotLevel = RobotLevel.BASIC,
        period: str = Period.ALL_TIME.value,
    ) -> None:
        """The best players in this server.

        Args:
            game: Which game.
            level: Results against basic or expert robots are kept apart.
            period: All time, this month or this week.
        """
        store = self.bot.store
        if store is None or interaction.guild_id is None:
            raise Refusal("The leaderboard is not available right now.")
        try:
            chosen = Period(period)
        except ValueError as exc:
            raise Refusal("That is not a period I know.") from exc
        title_of = _game_title(game)
        await interaction.response.defer(thinking=True)
        rows = await leaderboard(
            store, interaction.guild_id, game, level.value, chosen, time.time()
        )
        title = f"{title_of} · {level.value} robots · {chosen.name.replace('_', ' ').lower()}"
        lines = [f"**{title}**"]
        for rank, r in enumerate(rows, 1):
            lines.append(
                f"{rank}. {r.name}: {r.points:+d} ({r.wins}-{r.draws}-{r.losses}), "
                f"rating {r.rating:.1f}"
            )
        if not rows:
            lines.append("No ranked games have been played here yet.")
        else:
            lines.append(RATING_EXPLAINED)
        picture = await leaderboard_picture(
            [(r.name, r.points, r.games, r.wins, r.draws, r.losses, r.rating) for r in rows], title
        )
        await interaction.followup.send("\n".join(lines), file=picture)

    @app_commands.command(name="stats")
    @app_commands.guild_only()
    @app_commands.choices(game=GAMES)
    async def stats(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        level: RobotLevel = RobotLevel.BASIC,
        game: str = DEFAULT_GAME,
    ) -> None:
        """A player's results in this server.

        Args:
            user: Whose statistics; yours if you leave it out.
            level: Results against basic or expert robots are kept apart.
            game: Which game.
        """
        title = _game_title(game)
        store = self.bot.store
        if store is None or interaction.guild_id is None:
            raise Refusal("Statistics are not available right now.")
        who = user or interaction.user
        mine = await player_stats(
            store, interaction.guild_id, game, level.value, who.id, Period.ALL_TIME,
            time.time(),
        )  # fmt: skip
        if mine is None:
            text = f"{who.display_name} has no ranked results here yet."
        else:
            text = (
                f"**{mine.name}** · {title} against {level.value} robots: "
                f"{plural(mine.points, 'point', signed=True)} in {plural(mine.games, 'game')} "
                f"({mine.wins} won, {mine.draws} drawn, {mine.losses} lost), rating "
                f"{mine.rating:.1f}.\n{RATING_EXPLAINED}"
            )
        await interaction.response.send_message(text, ephemeral=True)


#: What the rating is, said wherever it is shown.
RATING_EXPLAINED = (
    "-# The rating is a cautious estimate of skill from ranked games: it starts at 0, rises "
    "when your side wins (more against a stronger side) and falls when it loses, and it moves "
    "less as your games show who you are."
)


def _game_title(game: str) -> str:
    """The game's name as players write it; a refusal for a name typed that is none of ours."""
    if game not in game_names():
        raise Refusal("That is not a game I know.")
    return find_game(game).title
