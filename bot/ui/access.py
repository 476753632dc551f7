"""What the bot must be allowed to do in a table's channel, and what it does when Discord says no.

The answer to `/bridge new` (the gathering message) reaches the channel whatever the bot may do
there, but every later table message, record and notice is the bot's own message, so the
command first checks what Discord says the bot may do in the channel and names what is missing.
A thread of the table's own needs more; without it the table plays in the channel.

When Discord later refuses a table message with 403 (50001 Missing Access: the bot no longer
sees the channel; 50013 Missing Permissions), a moderator has changed the channel. The host is
told once, privately, the table stops writing there until its next deal (each refusal counts
against Discord's limit of invalid requests), and play goes on in the players' DMs.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

import discord

from bot.language import Words

MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013


class Need(Enum):
    """A permission the tables need, by discord.py's name for it."""

    VIEW_CHANNEL = "view_channel"
    SEND_MESSAGES = "send_messages"
    SEND_IN_THREADS = "send_messages_in_threads"
    ATTACH_FILES = "attach_files"
    CREATE_PUBLIC_THREADS = "create_public_threads"
    CREATE_PRIVATE_THREADS = "create_private_threads"

    def said(self, words: Words) -> str:
        """The permission as the server's settings name it, in the reader's language."""
        return words(f"permission-{self.value.replace('_', '-')}")


def to_play(*, in_thread: bool) -> tuple[Need, ...]:
    """What a table needs where it plays: to see the room, write in it, and show pictures (a
    thread takes Send Messages in Threads; Send Messages counts for nothing there)."""
    send = Need.SEND_IN_THREADS if in_thread else Need.SEND_MESSAGES
    return (Need.VIEW_CHANNEL, send, Need.ATTACH_FILES)


#: What a table's own thread needs besides: made on its message, and written in.
FOR_A_THREAD = (Need.CREATE_PUBLIC_THREADS, Need.SEND_IN_THREADS)
#: What a private table's thread needs: made private, and written in.
FOR_A_PRIVATE_THREAD = (Need.CREATE_PRIVATE_THREADS, Need.SEND_IN_THREADS)


def for_private_tables(can: discord.Permissions) -> list[Need]:
    """What the bot lacks to give players private tables of their own in a text channel."""
    return missing(can, to_play(in_thread=True) + FOR_A_PRIVATE_THREAD)


def missing(can: discord.Permissions, needs: Iterable[Need]) -> list[Need]:
    """The needs Discord's permissions for the bot do not grant, each once, in order (Discord
    sends them worked out: an administrator's hold every permission)."""
    out: list[Need] = []
    for need in needs:
        if not getattr(can, need.value) and need not in out:
            out.append(need)
    return out


def listed(words: Words, needs: Iterable[Need]) -> str:
    """The permissions named one after another: "View Channel, Attach Files"."""
    return ", ".join(need.said(words) for need in needs)


def out_of_reach(exc: BaseException) -> bool:
    """Whether Discord refused because of what the bot may do in the channel."""
    return isinstance(exc, discord.Forbidden) and exc.code in (MISSING_ACCESS, MISSING_PERMISSIONS)
