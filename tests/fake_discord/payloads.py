"""Gateway payloads as Discord would send them: slash commands, component clicks, a guild."""

from __future__ import annotations

from typing import Any

import discord

from tests.fake_discord.server import APP_ID, BOT_USER_ID

Json = Any
ALL_PERMISSIONS = str((1 << 50) - 1)
#: What an everyday member of a server may do in its channels: no moderating.
MEMBER_PERMISSIONS = str(
    discord.Permissions(
        view_channel=True, send_messages=True, send_messages_in_threads=True,
        create_public_threads=True, embed_links=True, attach_files=True,
        read_message_history=True, add_reactions=True, use_application_commands=True,
    ).value
)  # fmt: skip
OPTION_TYPES = {str: 3, int: 4, bool: 5, float: 10}


def member(
    user: Json, permissions: str = MEMBER_PERMISSIONS, roles: list[int] | None = None
) -> Json:
    """A member as an interaction carries it: their roles as ids, which the receiver looks up
    in the server it knows (or not)."""
    return {
        "user": user,
        "roles": [str(r) for r in roles or []],
        "joined_at": "2025-01-01T00:00:00+00:00",
        "deaf": False,
        "mute": False,
        "flags": 0,
        "permissions": permissions,
    }


def guild_channel(channel_id: int, guild_id: int, name: str = "bridge") -> Json:
    return {
        "id": str(channel_id),
        "type": 0,
        "guild_id": str(guild_id),
        "name": name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
    }


def dm_channel(channel_id: int, user: Json) -> Json:
    return {"id": str(channel_id), "type": 1, "recipients": [user]}


def interaction(
    *,
    ident: int,
    token: str,
    kind: int,
    data: Json,
    user: Json,
    channel: Json,
    guild_id: int | None,
    message: Json = None,
    app_permissions: str = ALL_PERMISSIONS,
    member_permissions: str = MEMBER_PERMISSIONS,
    member_roles: list[int] | None = None,
    locale: str = "en-US",
    guild_locale: str = "en-US",
) -> Json:
    payload: Json = {
        "id": str(ident),
        "application_id": str(APP_ID),
        "type": kind,
        "token": token,
        "version": 1,
        "attachment_size_limit": 10 * 1024 * 1024,
        "data": data,
        "channel": channel,
        "locale": locale,
        "app_permissions": app_permissions,
        "entitlements": [],
        "authorizing_integration_owners": {},
        "context": 0 if guild_id is not None else 1,
    }
    if guild_id is not None:
        payload["guild_id"] = str(guild_id)
        payload["guild_locale"] = guild_locale
        payload["member"] = member(user, member_permissions, member_roles)
    else:
        payload["user"] = user
    if message is not None:
        payload["message"] = message
    return payload


def role(role_id: int, name: str) -> Json:
    """A server role as Discord describes one (an option may name it)."""
    return {
        "id": str(role_id), "name": name, "color": 0, "hoist": False, "position": 1,
        "permissions": "0", "managed": False, "mentionable": True, "flags": 0,
    }  # fmt: skip


def _is_role(value: Any) -> bool:
    return isinstance(value, dict) and "username" not in value


def options(values: dict[str, Any]) -> list[Json]:
    """The options as Discord sends them; a user's or a role's JSON (a dict) is a user or role
    option, sent as its id (see `resolved`)."""
    return [
        {"name": name, "type": 8 if _is_role(value) else 6, "value": value["id"]}
        if isinstance(value, dict)
        else {"name": name, "type": OPTION_TYPES.get(type(value), 3), "value": value}
        for name, value in values.items()
    ]


def resolved(values: dict[str, Any]) -> Json:
    """The users and roles the options name, as Discord resolves them beside the data."""
    users = {v["id"]: v for v in values.values() if isinstance(v, dict) and not _is_role(v)}
    roles = {v["id"]: v for v in values.values() if _is_role(v)}
    return ({"users": users} if users else {}) | ({"roles": roles} if roles else {})


def slash_data(name: str, values: dict[str, Any], guild_id: int | None = None) -> Json:
    """`name` may be "bridge new": the first word is the command, the rest a subcommand.

    Discord names `guild_id` in the data only for commands registered in one guild.
    """
    head, *rest = name.split()
    opts = options(values)
    if rest:
        opts = [{"name": rest[0], "type": 1, "options": opts}]
    data: Json = {"id": "1", "name": head, "type": 1, "options": opts}
    if resolved(values):
        data["resolved"] = resolved(values)
    if guild_id is not None:
        data["guild_id"] = str(guild_id)
    return data


def component_data(custom_id: str, component_type: int, values: list[str] | None) -> Json:
    data: Json = {"custom_id": custom_id, "component_type": component_type}
    if values is not None:
        data["values"] = values
    return data


def bot_user() -> Json:
    return {"id": str(BOT_USER_ID), "username": "Table Bot", "discriminator": "0", "avatar": None}
