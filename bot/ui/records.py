"""A finished deal as the players get it: its picture, its files and what the game adds (a
replay link), all drawn from the record object the table made. Nothing is scored again here."""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass
from typing import Any

import discord

from bot.games.game import find_game
from bot.language import Words
from bot.ui.games import adapter_for
from bot.ui.pictures import record_picture
from renderers.common.look import DEFAULT_LOOK, Look
from renderers.common.vocabulary import ENGLISH


@dataclass(frozen=True, slots=True)
class RecordMessage:
    #: Where the deal can be replayed (bridge: BridgeBase's handviewer), if anywhere.
    link: str | None
    #: The picture first, then the game's file formats.
    files: list[discord.File]
    #: The record with its analysis (bridge: the double-dummy table), as drawn.
    record: Any
    #: The game's file formats by extension, as attached.
    exports: dict[str, str]


async def record_message(
    game: str,
    record: Any,
    stem: str,
    look: Look = DEFAULT_LOOK,
    words: Words = ENGLISH,
    *,
    analyse: bool = True,
) -> RecordMessage:
    """The record, analysed unless told (off the loop: the solver takes up to seconds), drawn
    with its words in `words` (the table's language where it is posted), and written in the
    game's formats."""
    adapter = adapter_for(game)
    analysed = await asyncio.to_thread(adapter.analysed, record) if analyse else record
    exports = find_game(game).exports(analysed)
    post = adapter.record_post(analysed, exports)
    picture = await record_picture(game, analysed, None, f"{stem}.png", look, words)
    files = [picture] + [
        discord.File(io.BytesIO(text.encode()), filename=f"{stem}.{ext}")
        for ext, text in post.files
    ]
    return RecordMessage(post.link, files, analysed, exports)
