"""The Discord client: one commands.Bot whose setup_hook is the one place that starts things.

`run_bot` connects and serves tables; `sync_commands` only logs in, registers the slash commands
and leaves, because syncing on every start would spend Discord's daily command budget.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.ui.components import ButtonControl, ControlRouter, SelectControl
from bot.ui.delivery import DmDelivery
from bot.ui.safety import SORRY, USER_ERRORS, answer_privately
from bot.ui.updater import MessageUpdater

log = logging.getLogger(__name__)


class CardTableTree(app_commands.CommandTree["CardTableBot"]):
    """Turns every failed command into a private answer."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        cause: BaseException = error
        if isinstance(error, app_commands.CommandInvokeError):
            cause = error.original
        if isinstance(cause, tuple(USER_ERRORS)):
            text = str(cause)
        elif isinstance(cause, app_commands.NoPrivateMessage):
            text = "That command works in a server channel, not in DMs."
        elif isinstance(cause, app_commands.CheckFailure):
            text = str(cause) or "You may not use that command here."
        else:
            log.error("command %s failed", interaction.command, exc_info=cause)
            text = SORRY
        try:
            await answer_privately(interaction, text)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id, exc_info=True)


class CardTableBot(commands.Bot):
    def __init__(
        self, settings: Settings, *, serve: bool = True, update_interval: float = 1.0
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=CardTableTree,
            max_ratelimit_timeout=30.0,
            chunk_guilds_at_startup=False,
        )
        self.settings = settings
        #: False when the process only syncs commands: no database, no tables.
        self.serve = serve
        self.controls = ControlRouter()
        self.delivery = DmDelivery(self)
        self.updater = MessageUpdater(update_interval)

    async def setup_hook(self) -> None:
        # Components first: a click that arrives while the rest starts must find its handler.
        self.add_dynamic_items(ButtonControl, SelectControl)
        from bot.cogs import load_cogs

        await load_cogs(self)

    async def close(self) -> None:
        await self.updater.close()
        await super().close()

    async def on_ready(self) -> None:
        # on_ready comes again after every failed resume, so it only reports.
        log.info("connected as %s to %d servers", self.user, len(self.guilds))


async def _run(settings: Settings) -> None:
    async with CardTableBot(settings) as bot:
        await bot.start(settings.token)


def run_bot(settings: Settings) -> int:
    discord.utils.setup_logging(level=getattr(logging, settings.log_level), root=True)
    logging.getLogger("discord.gateway").setLevel(logging.WARNING)
    try:
        asyncio.run(_run(settings))
    except discord.LoginFailure:
        log.error("Discord refused the token in DISCORD_TOKEN; check it in the developer portal.")
        return 1
    except discord.PrivilegedIntentsRequired:
        log.error("the bot asked for an intent that is not enabled for it")
        return 1
    return 0


async def sync_now(settings: Settings, *, dev: bool) -> int:
    """Register the commands: globally, or only in the development server (instant)."""
    async with CardTableBot(settings, serve=False) as bot:
        await bot.login(settings.token)
        if dev:
            if settings.dev_guild_id is None:
                log.error("--dev needs DEV_GUILD_ID in .env")
                return 2
            guild = discord.Object(settings.dev_guild_id)
            bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
            where = f"server {settings.dev_guild_id}"
        else:
            synced = await bot.tree.sync()
            where = "every server (Discord may take a while to show them)"
        names = ", ".join(sorted(f"/{c.name}" for c in synced))
        print(f"registered {len(synced)} commands in {where}: {names}")
        return 0


def sync_commands(settings: Settings, dev: bool) -> int:
    discord.utils.setup_logging(level=getattr(logging, settings.log_level), root=True)
    try:
        return asyncio.run(sync_now(settings, dev=dev))
    except discord.LoginFailure:
        log.error("Discord refused the token in DISCORD_TOKEN; check it in the developer portal.")
        return 1
