"""Direct messages to players, and what to do when a player's DMs are closed.

Discord answers 403 with code 50007 when a user does not accept DMs from the bot. That is a
state of the user, not a passing failure: the user is remembered and not tried again (each
refused request counts towards Discord's invalid-request limit), the caller is told once so it
can say so in the table's channel, and the player uses "Show my hand" instead.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum
from typing import Any

import discord

log = logging.getLogger(__name__)

DMS_CLOSED = 50007


class Outcome(Enum):
    SENT = "sent"
    #: This attempt found the DMs closed: say so in the channel, once.
    CLOSED_NOW = "closed now"
    #: Known to be closed already; nothing was sent.
    CLOSED = "closed"


@dataclass(frozen=True, slots=True)
class Delivered:
    outcome: Outcome
    channel_id: int | None = None
    message_id: int | None = None


class DmDelivery:
    """Sends and edits DMs, remembering DM channels and users whose DMs are closed."""

    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._channels: dict[int, int] = {}
        self._closed: set[int] = set()

    def is_closed(self, user_id: int) -> bool:
        return user_id in self._closed

    def reopen(self, user_id: int) -> None:
        """Try DMs again for this user (they said they opened them)."""
        self._closed.discard(user_id)

    async def _channel(self, user_id: int) -> discord.PartialMessageable:
        channel_id = self._channels.get(user_id)
        if channel_id is None:
            data = await self._client.http.start_private_message(user_id)
            channel_id = int(data["id"])
            self._channels[user_id] = channel_id
        return self._client.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def send(self, user_id: int, **message: Any) -> Delivered:
        if user_id in self._closed:
            return Delivered(Outcome.CLOSED)
        try:
            channel = await self._channel(user_id)
            sent = await channel.send(**message)
        except discord.Forbidden as exc:
            if exc.code != DMS_CLOSED:
                raise
            log.info("user %s does not accept DMs; using the Show my hand button", user_id)
            self._closed.add(user_id)
            return Delivered(Outcome.CLOSED_NOW)
        return Delivered(Outcome.SENT, channel.id, sent.id)

    async def edit(self, user_id: int, channel_id: int, message_id: int, **message: Any) -> bool:
        """Edit a DM sent before; False when that message is gone or the DMs closed since."""
        channel = self._client.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(message_id).edit(**message)
        except discord.NotFound:
            return False
        except discord.Forbidden as exc:
            if exc.code != DMS_CLOSED:
                raise
            self._closed.add(user_id)
            return False
        return True
