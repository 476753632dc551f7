"""What the front end needs of the running bot, as a protocol: the cogs and the presenter depend
on this, not on the client class, so the imports point one way (client → cogs → ui → tables).
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import discord

if TYPE_CHECKING:
    from bot.store.base import TableStore
    from bot.tables.daily import DailyChallenge
    from bot.tables.service import TableService
    from bot.tables.tournament import Tournaments
    from bot.ui.components import ControlRouter
    from bot.ui.delivery import DmDelivery
    from bot.ui.presenter import Presenter
    from bot.ui.updater import MessageUpdater


@runtime_checkable
class FrontEnd(Protocol):
    """The bot as the front end sees it."""

    service: TableService | None
    store: TableStore | None
    presenter: Presenter | None
    #: The daily challenge over the tables (None while they are not running).
    daily: DailyChallenge | None
    tournaments: Tournaments | None
    delivery: DmDelivery
    updater: MessageUpdater
    controls: ControlRouter
    #: How long a click's answer may wait for robots to bring the player's next turn.
    turn_wait: float
    http: discord.http.HTTPClient

    def spawn(self, work: Coroutine[Any, Any, None], name: str) -> asyncio.Task[None]:
        """Run `work` in the background; failures are logged."""
        ...

    def handling(self) -> None:
        """The running task handles an interaction (its work may outlast its answer)."""
        ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...


def front_end(interaction: discord.Interaction) -> FrontEnd:
    """The bot an interaction reached."""
    client = interaction.client
    if not isinstance(client, FrontEnd):
        raise TypeError("the client is not the card-table bot")
    return client


def parts(bot: FrontEnd) -> tuple[TableService, Presenter]:
    """The table service and the presenter, or a refusal while they are not running."""
    from bot.ui.safety import Refusal

    if bot.service is None or bot.presenter is None:
        raise Refusal(key="error-not-running")
    return bot.service, bot.presenter
