"""The daily challenge's commands: `/daily play` opens the player's own table for the day's
boards in a private thread, `/daily results` shows how the day went, `/daily leaderboard` the
day's or the month's standings. Every answer is private: the results are the player's own
business until they have finished (see `bot.tables.daily`)."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from fractions import Fraction

import discord
from discord import app_commands

from bot.cogs.common import display_name, private_thread
from bot.cogs.server import MESSAGE_LIMIT, pages
from bot.games.field import Comparison
from bot.games.game import find_game, game_names
from bot.store import event_rows
from bot.tables.daily import ROBOTS, DailyChallenge, DailyReport, Standing
from bot.ui.frontend import FrontEnd
from bot.ui.games import adapter_for
from bot.ui.safety import Refusal
from bot.ui.words import plural

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
        daily = _daily(bot)
        title = _title(game)
        guild_id, channel = interaction.guild_id, interaction.channel
        if guild_id is None or channel is None:
            raise Refusal("The daily challenge is played in a server.")
        if isinstance(channel, discord.Thread):
            raise Refusal(
                "Start the daily challenge from a text channel: it opens a private thread there."
            )
        can = interaction.app_permissions
        if not (can.create_private_threads and can.send_messages_in_threads):
            raise Refusal(
                "I need the Create Private Threads and Send Messages in Threads permissions "
                "here to give you a table of your own; ask a moderator, or try another channel."
            )
        user = interaction.user
        await daily.may_play(guild_id, game, user.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        day = daily.today()
        name = f"Daily {title} {day.isoformat()} · {display_name(user)}"
        thread_id = await private_thread(bot, channel.id, name, user.id)
        await daily.play(guild_id, thread_id, user.id, display_name(user), game,
                         parent_id=channel.id)  # fmt: skip
        await interaction.followup.send(
            f"Today's {title} challenge is yours in <#{thread_id}>: play each board with "
            "expert robots; your hand comes by direct message. `/daily results` shows how "
            "you did once you have played them all.",
            ephemeral=True,
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
        daily = _daily(bot)
        title = _title(game)
        if interaction.guild_id is None:
            raise Refusal("The daily challenge is played in a server.")
        if day not in ("today", "yesterday"):
            raise Refusal("Choose today or yesterday.")
        when = daily.today() - timedelta(days=1 if day == "yesterday" else 0)
        # The robots may still be playing a board for the field: that can take longer than
        # Discord waits for an answer.
        await interaction.response.defer(ephemeral=True, thinking=True)
        report = await daily.report(interaction.guild_id, game, interaction.user.id, when)
        pars = await asyncio.to_thread(_pars, report)
        names = await _names(bot, report.standings)
        lines = _report_lines(report, title, interaction.user.id, pars, names)
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
        daily = _daily(bot)
        title = _title(game)
        if interaction.guild_id is None:
            raise Refusal("The daily challenge is played in a server.")
        if period not in ("day", "month"):
            raise Refusal("Choose today or this month.")
        how = find_game(game).field_scoring.comparisons[0]
        await interaction.response.defer(ephemeral=True, thinking=True)
        (first, last), standings = await daily.leaderboard(
            interaction.guild_id, game, interaction.user.id, month=period == "month"
        )
        names = await _names(bot, standings)
        span = first.isoformat() if first == last else f"{first.isoformat()} to {last.isoformat()}"
        lines = [f"**Daily {title} · {span}** · by {how.value}"]
        for s in standings:
            lines.append(f"{s.place}. {names.get(s.user_id, 'a player')}: "
                         f"{_share(how, s.total)} ({_boards_or_days(period, s)})")  # fmt: skip
        if not standings:
            lines.append("Nobody has results here for that period yet.")
        for page in pages(lines, MESSAGE_LIMIT):
            await interaction.followup.send(page, ephemeral=True)

    return group


def _daily(bot: FrontEnd) -> DailyChallenge:
    if bot.daily is None:
        raise Refusal("The daily challenge is not running right now; try again in a moment.")
    return bot.daily


def _title(game: str) -> str:
    if game not in DAILY_GAMES:
        raise Refusal("That game has no daily challenge.")
    return find_game(game).title


def _share(how: Comparison, value: Fraction) -> str:
    """A score against the field as players read it: 62.5%, +2.3 IMPs, +1.5 points."""
    if how is Comparison.MATCHPOINTS:
        return f"{float(value) * 100:.1f}%"
    unit = "IMPs" if how is Comparison.CROSS_IMPS else "points"
    return f"{float(value):+.1f} {unit}"


def _boards_or_days(period: str, s: Standing) -> str:
    return plural(s.boards, "day" if period == "month" else "board")


def _pars(report: DailyReport) -> dict[int, str]:
    """Each board's par, from the player's own record of it (runs in a worker: it solves)."""
    front = adapter_for(report.game)
    out: dict[int, str] = {}
    for board in report.boards:
        if board.record is not None:
            par = front.par_text(board.record)
            if par is not None:
                out[board.number] = par
    return out


async def _names(bot: FrontEnd, standings: tuple[Standing, ...]) -> dict[int, str]:
    ids = [s.user_id for s in standings]
    known = await event_rows.player_names(bot.store, ids) if bot.store else {}
    return known | {ROBOTS: "Robots"}


def _report_lines(
    report: DailyReport, title: str, user_id: int, pars: dict[int, str], names: dict[int, str]
) -> list[str]:
    mine = next((s for s in report.standings if s.user_id == user_id), None)
    head = f"**Daily {title} · {report.day.isoformat()}**"
    if mine is not None:
        scores = " · ".join(_share(how, report.totals[how]) for how in report.comparisons)
        head += f" · you: {scores} · {_place(mine.place)} of {len(report.standings)}"
    lines = [head]
    for b in report.boards:
        line = f"Board {b.number}"
        if b.result is not None and b.score is not None:
            shares = " · ".join(_share(how, b.shares[how]) for how in report.comparisons)
            line += f" · you {b.result} ({b.score:+d}): {shares}"
            if b.place is not None:
                line += f" · {_place(b.place)} of {b.results}"
        if b.number in pars:
            line += f" · {pars[b.number]}"
        lines.append(line)
        seen = " · ".join(f"{text} ({score:+d}) ×{n}" for text, score, n in b.field)
        lines.append(f"-# {seen}")
    lines.append("Standings: " + ", ".join(
        f"{s.place}. {names.get(s.user_id, 'a player')} {_share(report.comparisons[0], s.total)}"
        for s in report.standings
    ))  # fmt: skip
    return lines


def _place(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
