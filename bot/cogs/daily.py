"""The daily challenge's commands: `/daily play` opens the player's own table for the day's
boards in a private thread, `/daily results` shows how the day went, `/daily leaderboard` the
day's or the month's standings. Every answer is private: the results are the player's own
business until they have finished (see `bot.tables.daily`)."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import timedelta
from fractions import Fraction

import discord
from discord import app_commands

from bot.cogs.common import ThreadRoom, display_name, parts
from bot.cogs.server import MESSAGE_LIMIT, pages
from bot.games.field import Comparison
from bot.games.game import find_game, game_names
from bot.language import Words
from bot.store import event_rows
from bot.tables.daily import DailyChallenge, DailyReport, Standing
from bot.tables.field_robots import ROBOTS
from bot.ui import access
from bot.ui.frontend import FrontEnd
from bot.ui.games import adapter_for
from bot.ui.safety import Refusal, reader
from bot.ui.words import scoring_name, share_text, signed

#: The games whose daily challenge is offered: every game.
DAILY_GAMES = game_names()
GAMES = [app_commands.Choice(name=find_game(g).title, value=g) for g in DAILY_GAMES]
WHEN = [
    app_commands.Choice(name="Today", value="today"),
    app_commands.Choice(name="Yesterday", value="yesterday"),
]
PERIODS = [
    app_commands.Choice(name="Today", value="day"),
    app_commands.Choice(name="This month", value="month"),
]


def commands(bot: FrontEnd) -> app_commands.Group:
    group = app_commands.Group(
        name="daily", description="The daily challenge: the same boards for everyone",
        guild_only=True,
    )  # fmt: skip

    @group.command(name="play")
    @app_commands.choices(game=GAMES)
    async def play(interaction: discord.Interaction, game: str = DAILY_GAMES[0]) -> None:
        """Play today's boards, once, with expert robots; you are scored against everyone.

        Args:
            game: Which game's challenge.
        """
        words = reader(interaction)
        daily = _daily(bot, words)
        title = _title(game, words)
        guild_id, channel = interaction.guild_id, interaction.channel
        if guild_id is None or channel is None:
            raise Refusal("daily-in-a-server")
        if isinstance(channel, discord.Thread):
            raise Refusal("daily-from-a-channel")
        lacking = access.for_private_tables(interaction.app_permissions)
        if lacking:
            raise Refusal("daily-needs-threads", needs=access.listed(words, lacking))
        user = interaction.user
        await daily.may_play(guild_id, game, user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        name = words("daily-thread-name", game=title, day=daily.today().isoformat(),
                     player=display_name(user))  # fmt: skip
        table = await daily.play(
            guild_id, channel.id, user.id, display_name(user), game,
            room=ThreadRoom(bot, channel.id, name, user.id), language=words.language.code,
        )  # fmt: skip
        thread_id = parts(bot)[0].reader.summary(table).channel_id
        await interaction.followup.send(
            words("daily-yours", game=title, thread=f"<#{thread_id}>"), ephemeral=True
        )

    @group.command(name="results")
    @app_commands.choices(game=GAMES, day=WHEN)
    async def results(
        interaction: discord.Interaction, game: str = DAILY_GAMES[0], day: str = "today"
    ) -> None:
        """How the day's challenge went: every board's results, your score and place.

        Args:
            game: Which game's challenge.
            day: Today's (once you have finished it) or yesterday's.
        """
        words = reader(interaction)
        daily = _daily(bot, words)
        title = _title(game, words)
        if interaction.guild_id is None:
            raise Refusal("daily-in-a-server")
        if day not in ("today", "yesterday"):
            raise Refusal("daily-choose-day")
        when = daily.today() - timedelta(days=1 if day == "yesterday" else 0)
        # The robots may still be playing a board for the field: that can take longer than
        # Discord waits for an answer.
        await interaction.response.defer(ephemeral=True, thinking=True)
        report = await daily.report(interaction.guild_id, game, interaction.user.id, when)
        pars = await asyncio.to_thread(_pars, report, words)
        names = await _names(bot, report.standings, words)
        lines = _report_lines(report, title, interaction.user.id, pars, names, words)
        for page in pages(lines, MESSAGE_LIMIT):
            await interaction.followup.send(page, ephemeral=True)

    @group.command(name="leaderboard")
    @app_commands.choices(game=GAMES, period=PERIODS)
    async def leaderboard(
        interaction: discord.Interaction, game: str = DAILY_GAMES[0], period: str = "day"
    ) -> None:
        """The day's standings (once you have finished) or the month's.

        Args:
            game: Which game's challenge.
            period: Today, or this month's closed days.
        """
        words = reader(interaction)
        daily = _daily(bot, words)
        title = _title(game, words)
        if interaction.guild_id is None:
            raise Refusal("daily-in-a-server")
        if period not in ("day", "month"):
            raise Refusal("daily-choose-period")
        how = find_game(game).field_scoring.comparisons[0]
        await interaction.response.defer(ephemeral=True, thinking=True)
        (first, last), standings = await daily.leaderboard(
            interaction.guild_id, game, interaction.user.id, month=period == "month"
        )
        names = await _names(bot, standings, words)
        span = first.isoformat()
        if first != last:
            span = words("daily-span", first=first.isoformat(), last=last.isoformat())
        lines = [words("daily-leaderboard-title", game=title, span=span,
                       scoring=scoring_name(how, words))]  # fmt: skip
        counted = "daily-days" if period == "month" else "daily-boards"
        for s in standings:
            lines.append(words(
                "daily-standing", place=s.place, name=names.get(s.user_id, words("someone")),
                share=share_text(how, s.total, words), count=words(counted, count=s.boards),
            ))  # fmt: skip
        if not standings:
            lines.append(words("daily-nobody"))
        for page in pages(lines, MESSAGE_LIMIT):
            await interaction.followup.send(page, ephemeral=True)

    return group


def _daily(bot: FrontEnd, words: Words) -> DailyChallenge:
    if bot.daily is None:
        raise Refusal("daily-not-running")
    return bot.daily


def _title(game: str, words: Words) -> str:
    if game not in DAILY_GAMES:
        raise Refusal("daily-no-such-game")
    return find_game(game).title


def _pars(report: DailyReport, words: Words) -> dict[int, str]:
    """Each board's par, from the player's own record of it (runs in a worker: it solves)."""
    front = adapter_for(report.game)
    out: dict[int, str] = {}
    for board in report.boards:
        if board.record is not None:
            par = front.par_text(board.record, words)
            if par is not None:
                out[board.number] = par
    return out


async def _names(bot: FrontEnd, standings: tuple[Standing, ...], words: Words) -> dict[int, str]:
    ids = [s.user_id for s in standings]
    known = await event_rows.player_names(bot.store, ids) if bot.store else {}
    return known | {ROBOTS: words("robots")}


def _report_lines(
    report: DailyReport,
    title: str,
    user_id: int,
    pars: dict[int, str],
    names: dict[int, str],
    words: Words,
) -> list[str]:
    front = adapter_for(report.game)
    day = report.day.isoformat()

    def shares(values: Mapping[Comparison, Fraction]) -> str:
        return " · ".join(share_text(how, values[how], words) for how in report.comparisons)

    mine = next((s for s in report.standings if s.user_id == user_id), None)
    if mine is None:
        lines = [words("daily-report-title", game=title, day=day)]
    else:
        lines = [words("daily-report-yours", game=title, day=day, scores=shares(report.totals),
                       place=words.ordinal(mine.place), players=len(report.standings))]  # fmt: skip
    for b in report.boards:
        said = [words("daily-board", board=b.number)]
        if b.result is not None and b.score is not None:
            said.append(words("daily-board-yours", result=front.said_result(b.result, words),
                              score=signed(b.score), shares=shares(b.shares)))  # fmt: skip
            if b.place is not None:
                said.append(words("daily-board-place", place=words.ordinal(b.place),
                                   results=b.results))  # fmt: skip
        if b.number in pars:
            said.append(pars[b.number])
        lines.append(" · ".join(said))
        seen = " · ".join(
            f"{front.said_result(text, words)} ({signed(score)}) ×{n}" for text, score, n in b.field
        )
        lines.append(f"-# {seen}")
    standings = ", ".join(
        words("daily-standings-entry", place=s.place, name=names.get(s.user_id, words("someone")),
              share=share_text(report.comparisons[0], s.total, words))
        for s in report.standings
    )  # fmt: skip
    lines.append(words("daily-standings", standings=standings))
    return lines
