"""The Discord client: one commands.Bot whose setup_hook is the one place that starts things.

`run_bot` connects and serves tables; `sync_commands` only logs in, registers the slash commands
and leaves, because syncing on every start would spend Discord's daily command budget.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.tables import collector
from bot.ui.components import ButtonControl, ControlRouter, SelectControl
from bot.ui.delivery import DmDelivery
from bot.ui.safety import USER_ERRORS, answer_privately, outage_text, reader, refusal_text
from bot.ui.updater import MessageUpdater

if TYPE_CHECKING:
    from bot.store.base import TableStore
    from bot.tables.daily import DailyChallenge
    from bot.tables.field_robots import FieldRobots
    from bot.tables.service import TableService
    from bot.tables.tournament import Tournaments
    from bot.ui.presenter import Presenter

log = logging.getLogger(__name__)


class CardTableTree(app_commands.CommandTree["CardTableBot"]):
    """Checks every command's options, and turns every failed command into a private answer."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        from bot.cogs.option_types import misfit_option

        self.client.handling()
        if self.client.presenter is not None:
            self.client.presenter.memory.heard(interaction)

        if interaction.type is discord.InteractionType.application_command:
            problem = misfit_option(interaction, reader(interaction))
            if problem is not None:
                raise app_commands.CheckFailure(problem)
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        cause: BaseException = error
        if isinstance(error, app_commands.CommandInvokeError):
            cause = error.original
        words = reader(interaction)
        if isinstance(cause, tuple(USER_ERRORS)):
            text = refusal_text(cause, words)
        elif isinstance(cause, UNKNOWN_COMMAND):
            # A command Discord still shows but this version does not have (or has otherwise):
            # the user's mistake to answer, not the bot's to report.
            log.info("unknown command %r from user %s", _typed(interaction), interaction.user.id)
            text = words("error-unknown-command")
        elif isinstance(cause, app_commands.TransformerError):
            log.info("refused /%s from user %s: no such choice", _typed(interaction),
                     interaction.user.id)  # fmt: skip
            text = words("error-not-a-choice", value=repr(str(cause.value)[:50]))
        elif isinstance(cause, app_commands.CheckFailure):
            log.info("refused /%s from user %s: %s", _typed(interaction), interaction.user.id,
                     type(cause).__name__)  # fmt: skip
            if isinstance(cause, app_commands.NoPrivateMessage):
                text = words("error-not-in-dms")
            else:
                text = str(cause) or words("error-not-here")
        elif (said := outage_text(cause, words)) is not None:
            text = said
        else:
            log.error("command %s failed", interaction.command, exc_info=cause)
            text = words("error-sorry")
        try:
            await answer_privately(interaction, text)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id, exc_info=True)


#: A command Discord sent that this version does not have, or not with those options.
UNKNOWN_COMMAND = (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)


def _typed(interaction: discord.Interaction) -> str:
    """The command as the user typed it ("bridge new"), as far as the bot can tell: its
    qualified name, else the name the interaction gave (cut short: it may be anything)."""
    if interaction.command is not None:
        return interaction.command.qualified_name
    data: Any = interaction.data or {}
    return str(data.get("name", ""))[:32] if isinstance(data, dict) else ""


#: Builds the table service on the opened store; tests pass one with seeded deals.
ServiceFactory = Callable[["TableStore"], "TableService"]


def _product_service(store: TableStore) -> TableService:
    """The table service as the product runs it: each game's own robots at the table's level,
    and the answers the rules let a robot give knowing the whole deal (bridge: claims)."""
    from bot.tables.robots import game_judge, product_robots
    from bot.tables.service import TableService

    return TableService(store, robots=product_robots, judge=game_judge)


class CardTableBot(commands.Bot):
    def __init__(
        self,
        settings: Settings,
        *,
        serve: bool = True,
        update_interval: float = 1.0,
        update_delay: float = 0.3,
        make_service: ServiceFactory | None = None,
        timer_poll: float = 1.0,
        turn_wait: float = 0.25,
        field_robots: FieldRobots | None = None,
    ) -> None:
        shards: dict[str, Any] = {}
        if settings.shard_count is not None:
            shards = {"shard_id": settings.shard_id, "shard_count": settings.shard_count}
        super().__init__(
            **shards,
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=CardTableTree,
            max_ratelimit_timeout=30.0,
            chunk_guilds_at_startup=False,
            # Names and text from players go into public messages; nothing pings unless a
            # message names the one player it asks to act (see `ping` in the presenter).
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        #: False when the process only syncs commands: no database, no tables.
        self.serve = serve
        self.controls = ControlRouter()
        self.delivery = DmDelivery(self)
        self.updater = MessageUpdater(update_interval, update_delay)
        self._make_service = make_service
        #: The robots whose own result joins each daily board's field (tests: plain ones).
        self._field_robots = field_robots
        self._timer_poll = timer_poll
        #: How long a click's answer may wait for robots to bring the player's next turn.
        self.turn_wait = turn_wait
        self._tasks: set[asyncio.Task[None]] = set()
        #: The interactions being handled now (each in the task discord.py runs it in).
        self._handling: set[asyncio.Task[Any]] = set()
        self.store: TableStore | None = None
        self.service: TableService | None = None
        self.presenter: Presenter | None = None
        self.daily: DailyChallenge | None = None
        self.tournaments: Tournaments | None = None

    async def setup_hook(self) -> None:
        # Components first: a click that arrives while the rest starts must find its handler.
        self.add_dynamic_items(ButtonControl, SelectControl)
        self.add_listener(self.controls.answer_unmatched, "on_interaction")
        if self.serve:
            await self._start_tables()
        from bot.cogs import commands_for
        from bot.cogs.translator import CatalogueTranslator

        await self.tree.set_translator(CatalogueTranslator())
        groups, cogs = commands_for(self)
        for group in groups:
            self.tree.add_command(group)
        for cog in cogs:
            await self.add_cog(cog)

    async def _start_tables(self) -> None:
        from bot.cogs.tournament import thread_dropper, thread_leaver, thread_news, thread_rooms
        from bot.store.opening import open_store
        from bot.tables.daily import DailyChallenge
        from bot.tables.errors import TableError
        from bot.tables.field_robots import expert_robots
        from bot.tables.tournament import Tournaments
        from bot.ui.presenter import Presenter

        USER_ERRORS.append(TableError)
        if self.settings.database_url is None:
            self.settings.database_path.parent.mkdir(parents=True, exist_ok=True)
        self.store = await open_store(self.settings.database)
        self.service = (self._make_service or _product_service)(self.store)
        if self._make_service is None:
            # What the robots load (bridge: DDS, about a second) is paid now, not on the
            # first robot's move.
            from bot.games.game import find_game, game_names

            for name in game_names():
                self.spawn(asyncio.to_thread(find_game(name).warm_up), f"{name} warm-up")
        self.presenter = Presenter(self, self.service, self.store)
        field_robots = self._field_robots or expert_robots
        self.daily = DailyChallenge(self.store, self.service, robots=field_robots)
        self.tournaments = Tournaments(
            self.store, self.service, thread_rooms(self), leave_room=thread_leaver(self),
            drop_room=thread_dropper(self), announce=thread_news(self), robots=field_robots,
        )  # fmt: skip
        # Where the tables' messages are, before recovering tables redraws any of them.
        await self.presenter.load()
        self.service.subscribe(self.presenter.on_notice)
        recovered = await self.service.recover()
        log.info("recovered %d tables from %s", recovered, self.settings.database_name)
        collector.settle()
        self.spawn(self.service.run_timers(self._timer_poll), TIMERS[0])
        # A tournament's start time, or a round a stopped process left unopened, is in the
        # store: the first round of this loop, at once, picks it up.
        self.spawn(self.tournaments.rounds.run_timers(self._timer_poll), TIMERS[1])

    def spawn(self, work: Coroutine[Any, Any, None], name: str) -> asyncio.Task[None]:
        """Run `work` in the background; failures are logged, and `settle` waits for it."""

        async def logged() -> None:
            try:
                await work
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("background work failed: %s", name)

        task = asyncio.create_task(logged(), name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def handling(self) -> None:
        """The running task handles an interaction: `settle` waits for it too (its answer goes
        first, and the work the interaction asked for follows in the same task)."""
        task = asyncio.current_task()
        if task is not None and task not in self._handling:
            self._handling.add(task)
            task.add_done_callback(self._handling.discard)

    async def handled(self) -> None:
        """Wait until the interactions being handled now are done: answered, and the work they
        asked for done too (what it set going in the background aside)."""
        while self._handling:
            # asyncio.wait, not gather: a waiter that gives up must not cancel the work.
            await asyncio.wait(set(self._handling))

    async def settle(self) -> None:
        """Wait until interactions, robots, posts and message updates have all finished (tests,
        benchmarks)."""
        for _ in range(50):
            if self._handling:
                await asyncio.wait(set(self._handling))
            if self.service is not None:
                await self.service.wait_idle()
            if self.tournaments is not None:
                await self.tournaments.rounds.settled()
            if self.daily is not None:
                await self.daily.robots_done()
            pending = [t for t in self._tasks if t.get_name() not in TIMERS]
            await asyncio.gather(*pending, return_exceptions=True)
            await self.updater.flush()
            if self.presenter is not None:
                await self.presenter.flush()
            busy = [t for t in self._tasks if t.get_name() not in TIMERS and not t.done()]
            if not busy and not self._handling:
                return
        raise TimeoutError("the bot did not settle")

    async def close(self) -> None:
        await self.updater.close()
        if self.presenter is not None:
            await self.presenter.close()
        if self.daily is not None:
            await self.daily.shutdown()
        if self.tournaments is not None:
            await self.tournaments.rounds.shutdown()
        if self.service is not None:
            await self.service.shutdown()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.store is not None:
            await self.store.close()
        await super().close()

    async def on_ready(self) -> None:
        # on_ready comes again after every failed resume, so it only reports.
        log.info("connected as %s to %d servers", self.user, len(self.guilds))


async def _run(settings: Settings) -> None:
    async with CardTableBot(settings) as bot:
        await bot.start(settings.token)


#: The background loops that run for the bot's whole life (settling waits for none of them).
TIMERS = ("table timers", "tournament timers")

#: The product's own loggers: only they write below INFO. Libraries write whatever they hold at
#: DEBUG (aiosqlite every statement with its parameters, a dealt hand among them; discord.py
#: whole request bodies, DM hands among them, and gateway events), so a library's DEBUG line
#: never reaches the log, whichever level its own logger was given.
OWN_LOGGERS = ("bot", "renderers")

#: discord.py's loggers that write whole request bodies (DM hands among them) and URLs with
#: interaction tokens at DEBUG, and gateway events (clicked hands included) below WARNING.
HTTP_LOGGERS = ("discord.http", "discord.webhook.async_")
GATEWAY_LOGGER = "discord.gateway"

#: The token in an interaction's URL (it lets anyone answer the interaction for 15 minutes).
_URL_TOKEN = re.compile(r"(/(?:interactions|webhooks)/\d+/)[^/?\s'\"]+")


class HidingTokens(logging.Formatter):
    """Formats as `inner` does, then hides the bot's token and interactions' tokens, tracebacks
    included."""

    def __init__(self, inner: logging.Formatter, token: str) -> None:
        super().__init__()
        self._inner = inner
        self._token = token

    def format(self, record: logging.LogRecord) -> str:
        text = _URL_TOKEN.sub(r"\1<token>", self._inner.format(record))
        return text.replace(self._token, "<token>") if self._token else text


def own_debug_only(record: logging.LogRecord) -> bool:
    """Below INFO, only the product's own lines pass (see `OWN_LOGGERS`)."""
    return record.levelno >= logging.INFO or record.name.partition(".")[0] in OWN_LOGGERS


def setup_logging(settings: Settings, handler: logging.Handler | None = None) -> logging.Handler:
    """Log at the LOG_LEVEL setting, to stderr or to `handler`; returns the handler.

    Even at DEBUG no hand and no token is written: DEBUG is the product's own (libraries log
    at INFO and above, and the handler drops any library line below INFO), discord.py's
    gateway logger stays at WARNING, and the formatter hides tokens in whatever is logged."""
    handler = handler or logging.StreamHandler()
    level = getattr(logging, settings.log_level)
    discord.utils.setup_logging(handler=handler, level=max(level, logging.INFO), root=True)
    handler.setFormatter(HidingTokens(handler.formatter or logging.Formatter(), settings.token))
    handler.addFilter(own_debug_only)
    for name in OWN_LOGGERS:
        logging.getLogger(name).setLevel(level)
    for name in HTTP_LOGGERS:
        logging.getLogger(name).setLevel(max(level, logging.INFO))
    logging.getLogger(GATEWAY_LOGGER).setLevel(max(level, logging.WARNING))
    return handler


def run_bot(settings: Settings) -> int:
    setup_logging(settings)
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
    setup_logging(settings)
    try:
        return asyncio.run(sync_now(settings, dev=dev))
    except discord.LoginFailure:
        log.error("Discord refused the token in DISCORD_TOKEN; check it in the developer portal.")
        return 1
