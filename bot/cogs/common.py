"""What the commands and the control handlers share: finding the table, naming the user."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import discord

from bot.tables.errors import TableError
from bot.ui.frontend import FrontEnd, parts
from bot.ui.safety import Refusal

log = logging.getLogger(__name__)

__all__ = [
    "PRIVATE_THREAD",
    "ThreadRoom",
    "display_name",
    "is_moderator",
    "parse_table",
    "parts",
    "private_thread",
    "table_here",
    "take_away_thread",
]


async def table_here(bot: FrontEnd, interaction: discord.Interaction, game: str) -> int:
    """The table of `game` in the channel where the command was typed (one whose match just
    ended counts, for a rematch), or a refusal saying there is none."""
    service, _ = parts(bot)
    channel_id = interaction.channel_id
    table_id = service.reader.table_in(channel_id) if channel_id is not None else None
    if table_id is None and isinstance(interaction.channel, discord.Thread):
        # Commands typed in a table's thread belong to the table of its channel (unless a
        # table was opened in the thread itself).
        channel_id = interaction.channel.parent_id
        table_id = service.reader.table_in(channel_id) if channel_id is not None else None
    if table_id is None and channel_id is not None and bot.store is not None:
        rows = await bot.store.fetch(
            "SELECT id FROM tables WHERE channel_id = ? AND status = 'finished'"
            " ORDER BY id DESC LIMIT 1",
            (channel_id,),
        )
        if rows:
            table_id = int(rows[0][0])
            try:
                service.reader.summary(table_id)
            except TableError:
                table_id = None
    if table_id is not None and service.reader.summary(table_id).options.game != game:
        playing = service.reader.summary(table_id).options.game
        raise Refusal("table-plays-other-game", game=playing)
    if table_id is None:
        raise Refusal("table-none-here", game=game)
    return table_id


def is_moderator(interaction: discord.Interaction) -> bool:
    """Whether the user moderates this server's tables: Manage Messages or Manage Server, as
    Discord computed the member's permissions in the channel the interaction came from."""
    if interaction.guild_id is None:
        return False
    can = interaction.permissions
    return can.administrator or can.manage_messages or can.manage_guild


def display_name(user: discord.abc.User) -> str:
    return user.display_name[:32]


def parse_table(text: str) -> int:
    """The table id of a custom_id; the codec already allows only [0-9a-z]."""
    if not text.isdigit():
        raise Refusal(key="table-unknown-control")
    return int(text)


#: A private thread's type, as Discord numbers channel types.
PRIVATE_THREAD: Literal[12] = 12


async def private_thread(bot: FrontEnd, channel_id: int, name: str, user_id: int) -> int:
    """A new private thread of the channel, with `user_id` in it (others join when added):
    where private tables, tournament tables and the daily challenge are played."""
    thread = await bot.http.start_thread_without_message(
        channel_id, name=name, auto_archive_duration=1440, type=PRIVATE_THREAD,
        invitable=False,
    )  # fmt: skip
    thread_id = int(thread["id"])
    await bot.http.add_user_to_thread(thread_id, user_id)
    return thread_id


def role_ids(user: discord.abc.User) -> frozenset[int]:
    """The server roles a member has, by id. An interaction names them by id; discord.py turns
    them into roles only through its copy of the server, which it may not have (a server whose
    data has not arrived), so the ids are also read as the interaction gave them."""
    named = {r.id for r in getattr(user, "roles", ())}
    given = {int(r) for r in getattr(user, "_roles", ())}
    return frozenset(named | given)


async def take_away_thread(bot: FrontEnd, thread_id: int, members: Sequence[int]) -> None:
    """Take away a thread made for a table that was refused after all: delete it where the bot
    may (Manage Threads), else take its members out of it, which the bot may do in a private
    thread it made, so that they are left with nothing."""
    try:
        await bot.http.delete_channel(thread_id)
        return
    except discord.HTTPException:
        log.info("could not delete thread %s; taking its members out instead", thread_id)
    for user_id in members:
        try:
            await bot.http.remove_user_from_thread(thread_id, user_id)
        except discord.HTTPException:
            log.warning("could not take user %s out of thread %s", user_id, thread_id)


@dataclass(frozen=True, slots=True)
class ThreadRoom:
    """A private thread of `channel_id` for one player's table (the daily challenge's)."""

    bot: FrontEnd
    channel_id: int
    name: str
    user_id: int

    async def make(self) -> int:
        return await private_thread(self.bot, self.channel_id, self.name, self.user_id)

    async def drop(self, room: int) -> None:
        await take_away_thread(self.bot, room, [self.user_id])
