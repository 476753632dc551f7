"""The pictures the bot attaches, drawn off the event loop.

Pillow work runs in a thread so the gateway heartbeat and other tables never wait for it. Only
public views reach the table picture; hand records are drawn only for finished deals.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Mapping, Sequence

import discord

from bot.games.bridge.views import PublicView, SeatView
from bot.games.seats import Seat


async def table_picture(
    view: PublicView, players: Mapping[Seat, tuple[str, bool]], filename: str
) -> discord.File:
    from renderers.seating import Player
    from renderers.table import render_table

    seated = {seat: Player(name, robot) for seat, (name, robot) in players.items()}
    png = await asyncio.to_thread(render_table, view, seated)
    return discord.File(io.BytesIO(png), filename=filename)


async def hand_picture(
    view: SeatView, players: Mapping[Seat, tuple[str, bool]], filename: str
) -> discord.File:
    from renderers.hand import render_hand
    from renderers.seating import Player

    seated = {seat: Player(name, robot) for seat, (name, robot) in players.items()}
    png = await asyncio.to_thread(render_hand, view, seated)
    return discord.File(io.BytesIO(png), filename=filename)


async def leaderboard_picture(
    rows: Sequence[tuple[str, int, int, int, int, int, float | None]], title: str
) -> discord.File:
    from renderers.leaderboard import LeaderboardRow, render_leaderboard

    board = [LeaderboardRow(*row) for row in rows]
    png = await asyncio.to_thread(render_leaderboard, board, title)
    return discord.File(io.BytesIO(png), filename="leaderboard.png")


def text_file(text: str, filename: str) -> discord.File:
    return discord.File(io.BytesIO(text.encode()), filename=filename)
