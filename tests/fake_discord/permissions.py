"""What the bot may do in a server's channel, and Discord's 403 when it may not.

Without View Channel nothing in the channel is reachable (50001, Missing Access). Otherwise each
route needs its own permissions (50013, Missing Permissions): a new message Send Messages, or
in a thread Send Messages in Threads (Send Messages counts for nothing there); its files Attach
Files, its embeds Embed Links, a reply Read Message History. Editing or deleting its own
message needs only the view. Reading a message needs Read Message History. A thread started
on a message, or a public one, needs Create Public Threads; a private one Create Private
Threads; adding a member to a thread the ability to talk in it; removing one Manage Threads
unless the bot made the private thread. A thread takes its parent channel's permissions.

DMs have no permissions: there Discord answers by whether the user takes DMs (50007).
Interaction answers are not checked either: Discord takes them whatever the bot may do in the
channel.
"""

from __future__ import annotations

from dataclasses import dataclass

from discord import Permissions

MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013


@dataclass(frozen=True)
class Forbidden:
    """Discord's 403: which code, and which permission was missing."""

    code: int
    missing: str

    def body(self) -> dict[str, object]:
        text = "Missing Access" if self.code == MISSING_ACCESS else "Missing Permissions"
        return {"message": text, "code": self.code}


def _lacks(have: Permissions, *names: str) -> str | None:
    if have.administrator:
        return None
    return next((n for n in names if not getattr(have, n)), None)


def access(have: Permissions, *, history: bool = False) -> Forbidden | None:
    """Whether the bot reaches the channel at all (and, with `history`, reads its messages)."""
    missing = _lacks(have, "view_channel", *(("read_message_history",) if history else ()))
    return Forbidden(MISSING_ACCESS, missing) if missing else None


def _needs(have: Permissions, *names: str) -> Forbidden | None:
    refused = access(have)
    if refused is not None:
        return refused
    missing = _lacks(have, *names)
    return Forbidden(MISSING_PERMISSIONS, missing) if missing else None


def to_send(
    have: Permissions,
    *,
    in_thread: bool,
    files: bool = False,
    embeds: bool = False,
    reply: bool = False,
) -> Forbidden | None:
    """A new message in the channel (or thread)."""
    needed = ["send_messages_in_threads" if in_thread else "send_messages"]
    needed += ["attach_files"] * files + ["embed_links"] * embeds
    needed += ["read_message_history"] * reply
    return _needs(have, *needed)


def to_edit(have: Permissions, *, files: bool = False) -> Forbidden | None:
    """An edit of the bot's own message; new files need Attach Files."""
    return _needs(have, *(["attach_files"] if files else []))


def to_open_thread(have: Permissions, *, private: bool) -> Forbidden | None:
    return _needs(have, "create_private_threads" if private else "create_public_threads")


def to_add_member(have: Permissions) -> Forbidden | None:
    return _needs(have, "send_messages_in_threads")


def to_remove_member(have: Permissions, *, own_private_thread: bool) -> Forbidden | None:
    return _needs(have, *([] if own_private_thread else ["manage_threads"]))
