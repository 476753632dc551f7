"""The pictures the bot attaches, drawn off the event loop by each game's renderers.

Pillow work runs in a thread so the gateway heartbeat and other tables never wait for it. Only
public views reach the table picture, a seat's own view its hand picture; records are drawn
only for finished deals.

A player's own pictures (their hand, the deal their hand message shows once it is over, the
`/settings` preview) speak the language of their look. The pictures posted in a table's channel
take the table's words as an argument (the table's language, chosen when it opens).
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.games.seats import Seat
from bot.language import Words
from renderers.common.leaderboard import LeaderboardRow, render_leaderboard
from renderers.common.look import DEFAULT_LOOK, Look, adjust
from renderers.common.seating import Player, Players
from renderers.common.theme import CLASSIC, RGB, Theme
from renderers.common.vocabulary import ENGLISH
from renderers.registry import AnyPictures, pictures_for

Seated = Mapping[Seat, tuple[str, bool]]


async def _draw(
    picture: Callable[[AnyPictures], Callable[[Any, Players | None, Theme, Words], bytes]],
    game: str,
    subject: Any,
    players: Seated | None,
    filename: str,
    look: Look,
    words: Words,
    rim: RGB | None = None,
) -> discord.File:
    draw = picture(pictures_for(game))
    seated = None if players is None else {s: Player(n, r) for s, (n, r) in players.items()}
    palette = look.palette if rim is None else replace(look.palette, rim=rim)

    def drawn() -> bytes:
        return adjust(draw(subject, seated, palette, words), look)

    png = await asyncio.to_thread(drawn)
    return discord.File(io.BytesIO(png), filename=filename)


async def table_picture(
    game: str,
    view: Any,
    players: Seated,
    filename: str,
    look: Look = DEFAULT_LOOK,
    rim: RGB | None = None,
    words: Words = ENGLISH,
) -> discord.File:
    """The public table, in the look of the table's host, rimmed in its kind's colour, its
    words in the table's language (`words`), not the host's."""
    return await _draw(lambda p: p.table, game, view, players, filename, look, words, rim)


async def hand_picture(
    game: str, view: Any, players: Seated, filename: str, look: Look = DEFAULT_LOOK
) -> discord.File:
    """A seat's own view, in the look and language of the player it is drawn for."""
    return await _draw(lambda p: p.hand, game, view, players, filename, look, look.words)


async def record_picture(
    game: str,
    record: Any,
    players: Seated | None,
    filename: str,
    look: Look = DEFAULT_LOOK,
    words: Words = ENGLISH,
) -> discord.File:
    """A finished deal posted where a table plays, its words in the table's language."""
    return await _draw(lambda p: p.record, game, record, players, filename, look, words)


async def record_png(game: str, record: Any, look: Look = DEFAULT_LOOK) -> bytes:
    """A finished deal's record picture for a player's own messages, as bytes to attach to as
    many of them as need it, in the look and language of the player."""

    def drawn() -> bytes:
        return adjust(pictures_for(game).record(record, None, look.palette, look.words), look)

    return await asyncio.to_thread(drawn)


async def sheet_picture(
    game: str,
    match: Any,
    names: Mapping[Any, str] | None,
    filename: str,
    look: Look = DEFAULT_LOOK,
    words: Words = ENGLISH,
) -> discord.File:
    """A match's score sheet as it stands, the sides named by who sits there, its words in the
    table's language."""

    def drawn() -> bytes:
        return adjust(pictures_for(game).sheet(match, names, look.palette, words), look)

    png = await asyncio.to_thread(drawn)
    return discord.File(io.BytesIO(png), filename=filename)


async def example_picture(game: str, stem: str, look: Look) -> discord.File:
    """One of the game's example pictures in `look`: the preview `/settings` shows."""

    def drawn() -> bytes:
        return adjust(pictures_for(game).gallery()[stem](look.palette, look.words), look)

    png = await asyncio.to_thread(drawn)
    return discord.File(io.BytesIO(png), filename=f"preview-{stem}.png")


async def leaderboard_picture(
    rows: Sequence[tuple[str, int, int, int, int, int, float | None]],
    title: str,
    words: Words = ENGLISH,
) -> discord.File:
    """The leaderboard, its column heads in the asker's language (`words`), as the reply is."""
    board = [LeaderboardRow(*row) for row in rows]
    png = await asyncio.to_thread(render_leaderboard, board, title, CLASSIC, words)
    return discord.File(io.BytesIO(png), filename="leaderboard.png")


def text_file(text: str, filename: str) -> discord.File:
    return discord.File(io.BytesIO(text.encode()), filename=filename)
