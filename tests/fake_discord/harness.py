"""Drives the real bot against the fake: inject slash commands and clicks, read the answers."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from tests.fake_discord import payloads
from tests.fake_discord.mentions import texts
from tests.fake_discord.rules import EPHEMERAL
from tests.fake_discord.server import FakeDiscord, InteractionContext, Recorded

#: How long a test waits for the bot to answer an interaction. This is the test's patience with
#: a loaded machine (a shared CI runner stalls for seconds at times), not a Discord rule: the bot
#: answers in milliseconds on a quiet machine, and bench/ measures how fast.
ANSWER_WAIT = 15.0

Json = Any


@dataclass
class Reply:
    """Everything the bot sent in answer to one injected interaction."""

    fake: FakeDiscord
    token: str
    user_id: int

    @property
    def requests(self) -> list[Recorded]:
        return [r for r in self.fake.requests if f"/{self.token}" in r.path and r.status < 400]

    @property
    def callback(self) -> Recorded:
        return next(r for r in self.requests if r.path.endswith("/callback"))

    @property
    def kind(self) -> int:
        return int(self.callback.json["type"])

    @property
    def bodies(self) -> list[Json]:
        """The message bodies sent: the callback's data, then follow-ups and edits."""
        out: list[Json] = []
        for r in self.requests:
            body = r.json.get("data") if r.path.endswith("/callback") else r.json
            if body:
                out.append(body)
        return out

    @property
    def text(self) -> str:
        return "\n".join(t for t in (texts(b) for b in self.bodies) if t)

    @property
    def private(self) -> bool:
        """True when every message of the answer went to the user alone (a deferred update
        shows nothing to anyone)."""
        return all(
            r.audience == f"user:{self.user_id}" or _deferred_update(r) for r in self.requests
        )

    @property
    def custom_ids(self) -> list[str]:
        ids: list[str] = []
        for body in self.bodies:
            ids.extend(custom_ids_of(body.get("components") or []))
        return ids

    @property
    def files(self) -> list[bytes]:
        return [f.data for r in self.requests for f in r.files]


def _deferred_update(r: Recorded) -> bool:
    """An acknowledgement that leaves the clicked message as it is, for now."""
    return r.path.endswith("/callback") and r.json.get("type") == 6


def unfit_requests(fake: FakeDiscord) -> list[str]:
    """Bodies Discord would have refused for its limits, and messages that pinged a whole server
    or a role (the bot never means to)."""
    out = [f"{r.method} {r.path}: {r.refused}" for r in fake.requests if r.refused]
    out += [
        f"{r.method} {r.path} pinged {r.mentions}"
        for r in fake.requests
        if r.mentions.everyone or r.mentions.roles
    ]
    return out


def custom_ids_of(components: list[Json]) -> list[str]:
    """Every custom_id on a message, in order: in action rows, and with Components V2 in
    containers and as a section's accessory too."""
    ids: list[str] = []
    for c in components:
        if "custom_id" in c:
            ids.append(c["custom_id"])
        accessory = c.get("accessory")
        ids.extend(custom_ids_of([accessory] if accessory else []))
        ids.extend(custom_ids_of(c.get("components") or []))
    return ids


class Harness:
    """One guild with one text channel, users that act in it, and the bot under test."""

    def __init__(self, fake: FakeDiscord, make_bot: Callable[[], discord.Client]) -> None:
        self.fake = fake
        # Discord forgets an interaction not answered in three seconds, and the fake's own tests
        # hold it to that. The bot under test shares one process and one event loop with the
        # fake on a machine other jobs load, which stalls for seconds at times, so here an
        # answer may take the test's patience. How fast the bot answers is measured by
        # bench.discord_requests (the answer times' p50, p95 and maximum).
        fake.answer_within = ANSWER_WAIT
        self.make_bot = make_bot
        self.bot: discord.Client = make_bot()
        self.guild_id = fake.snowflake()
        self.channel_id = fake.snowflake()
        fake.guild_id = self.guild_id
        #: Channels outside the harness's own guild, and the guild each is in.
        self.guild_of: dict[int, int] = {}
        #: Members with more than an everyday member's permissions (see `moderator`).
        self.permissions: dict[int, str] = {}
        #: The server roles each member has, by id, as the interaction's member says.
        self.roles: dict[int, list[int]] = {}
        #: Each user's Discord client locale (Discord sends it with every interaction), and the
        #: server's preferred locale.
        self.locales: dict[int, str] = {}
        self.guild_locale = "en-US"
        self._ids = itertools.count(1)

    async def start(self) -> None:
        await self.bot.login("test-token")

    async def restart(self) -> None:
        """Close the bot as a crash would leave it and start a fresh one on the same database."""
        await self.bot.close()
        self.bot = self.make_bot()
        await self.bot.login("test-token")

    async def close(self) -> None:
        await self.bot.close()

    def channel_elsewhere(self, guild_id: int | None = None) -> int:
        """A text channel of its own: in the given guild, or else in a new guild."""
        channel_id = self.fake.snowflake()
        self.guild_of[channel_id] = guild_id if guild_id is not None else self.fake.snowflake()
        return channel_id

    def thread(self, name: str = "side table") -> int:
        """A public thread that a member started in the harness's channel."""
        tid = self.fake.snowflake()
        self.fake._thread(self.channel_id, tid, {"name": name}, 11)
        return tid

    def user(self, user_id: int, name: str) -> Json:
        return self.fake.add_user(user_id, name)

    def moderator(self, user_id: int, name: str, **permissions: bool) -> Json:
        """A member who also has the given permissions (say `manage_messages=True`)."""
        can = discord.Permissions(int(payloads.MEMBER_PERMISSIONS))
        can.update(**permissions)
        self.permissions[user_id] = str(can.value)
        return self.user(user_id, name)

    def give_roles(self, user_id: int, *role_ids: int) -> None:
        """The member has these server roles: their interactions name them, as Discord's do."""
        self.roles[user_id] = [*self.roles.get(user_id, []), *role_ids]

    def _inject(
        self,
        user: Json,
        kind: int,
        data: Json,
        *,
        message: Json = None,
        channel_id: int | None = None,
        app_permissions: str | None = None,
    ) -> Reply:
        ident = self.fake.snowflake()
        token = f"tok{next(self._ids)}x{ident}"
        cid = channel_id if channel_id is not None else self.channel_id
        dm_user = self.fake.dm_channels.get(cid)
        is_dm = dm_user is not None
        if is_dm:
            channel = payloads.dm_channel(cid, user)
            guild_id = None
        elif cid in self.fake.threads:
            channel = self.fake.threads[cid]
            guild_id = self.guild_id
        else:
            guild_id = self.guild_of.get(cid, self.guild_id)
            channel = payloads.guild_channel(cid, guild_id)
        if app_permissions is None:
            # What the bot may do here, as Discord tells it with the interaction.
            can = payloads.ALL_PERMISSIONS if is_dm else str(self.fake.permissions_in(cid).value)
            app_permissions = can
        self.fake.interactions[token] = InteractionContext(
            ident, token, int(user["id"]), cid, is_dm, int(message["id"]) if message else None,
            kind=kind,
        )  # fmt: skip
        payload = payloads.interaction(
            ident=ident,
            token=token,
            kind=kind,
            data=data,
            user=user,
            channel=channel,
            guild_id=guild_id,
            message=message,
            app_permissions=app_permissions,
            member_permissions=self.permissions.get(int(user["id"]), payloads.MEMBER_PERMISSIONS),
            member_roles=self.roles.get(int(user["id"]), []),
            locale=self.locales.get(int(user["id"]), "en-US"),
            guild_locale=self.guild_locale,
        )
        # The gateway's own entry point for events, of the process that receives this one.
        state: Any = self.receiver(guild_id)._connection
        state.parsers["INTERACTION_CREATE"](payload)
        return Reply(self.fake, token, int(user["id"]))

    def receiver(self, guild_id: int | None) -> discord.Client:
        """The bot process Discord gives an event of `guild_id` (None: a DM) to."""
        return self.bot

    async def _answered(self, reply: Reply, within: float) -> Reply:
        """Wait for the answer; after a "thinking" answer, for the message that replaces it."""
        await self.fake.wait_for(
            "POST", rf"/interactions/\d+/{reply.token}/callback", within=within
        )
        if reply.kind == 5:
            await self.fake.wait_until(
                lambda: any(r.path.startswith("/webhooks/") for r in reply.requests), within
            )
        # The bot answers first and then does what was asked: wait for that too, as a person
        # would see it done before acting again.
        for bot in self.running():
            handled = getattr(bot, "handled", None)
            if handled is not None:
                # On a loaded machine the work may outlast the test's patience: the answer is
                # in, and settling waits for the rest.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(handled(), within)
        return reply

    def running(self) -> list[discord.Client]:
        """The bot processes that are up."""
        return [self.bot]

    async def slash(
        self,
        user: Json,
        name: str,
        within: float = ANSWER_WAIT,
        in_channel: int | None = None,
        app_permissions: str | None = None,
        **options: Any,
    ) -> Reply:
        """Run a slash command as `user`; the bot's own permissions come as Discord sends them
        (by default, what the fake lets it do in the channel)."""
        return await self.command(user, name, options, within, in_channel, app_permissions)

    async def command(
        self,
        user: Json,
        name: str,
        options: dict[str, Any],
        within: float = ANSWER_WAIT,
        in_channel: int | None = None,
        app_permissions: str | None = None,
    ) -> Reply:
        """`slash` with the options as a mapping (an option may be called `user` or `name`)."""
        data = payloads.slash_data(name, options)
        reply = self._inject(user, 2, data, channel_id=in_channel, app_permissions=app_permissions)
        return await self._answered(reply, within)

    async def autocomplete(self, user: Json, name: str, option: str, typed: str) -> list[Json]:
        """The choices the bot suggests while `user` types `typed` into `option`."""
        data = payloads.slash_data(name, {option: typed})
        leaf = data["options"][0]["options"] if " " in name else data["options"]
        next(o for o in leaf if o["name"] == option)["focused"] = True
        reply = self._inject(user, 4, data)
        await self.fake.wait_for(
            "POST", rf"/interactions/\d+/{reply.token}/callback", within=ANSWER_WAIT
        )
        assert reply.kind == 8
        return list(reply.callback.json["data"]["choices"])

    async def click(
        self,
        user: Json,
        message: Json,
        custom_id: str,
        *,
        values: list[str] | None = None,
        within: float = ANSWER_WAIT,
    ) -> Reply:
        """Click `custom_id`, as seen on `message` (a copy the player may hold from before it
        was redrawn). Discord sends the click with the message as it is at that moment, so the
        bot gets the fake's current copy, whose components may no longer hold the id."""
        ctype = 3 if values is not None else 2
        data = payloads.component_data(custom_id, ctype, values)
        now: Json = self.fake.messages.get(int(message["id"]), message)
        reply = self._inject(user, 3, data, message=now, channel_id=int(now["channel_id"]))
        return await self._answered(reply, within)

    async def settle(self, period: float = 0.02) -> None:
        """Let background work (robots, coalesced edits) finish and the client fall quiet."""
        settle = getattr(self.bot, "settle", None)
        if settle is not None:
            await settle()
        await self.fake.quiet(period)
        if settle is not None:
            await settle()

    # -- reading what the bot sent ---------------------------------------------------------

    def channel_messages(self, channel_id: int | None = None) -> list[Json]:
        """Public messages in the channel and in the threads started from it, oldest first."""
        cid = str(channel_id or self.channel_id)
        rooms = {cid} | {str(t) for t, th in self.fake.threads.items() if th["parent_id"] == cid}
        return [
            m
            for m in self.fake.messages.values()
            if m["channel_id"] in rooms and not m["flags"] & EPHEMERAL
        ]

    def thread_ids(self) -> list[int]:
        cid = str(self.channel_id)
        return [t for t, th in self.fake.threads.items() if th["parent_id"] == cid]

    def ephemeral_messages(self, user_id: int) -> list[Json]:
        return [self.fake.messages[m] for m, u in self.fake.ephemeral_to.items() if u == user_id
                and m in self.fake.messages]  # fmt: skip

    def dm_messages(self, user_id: int) -> list[Json]:
        channels = {str(c) for c, u in self.fake.dm_channels.items() if u == user_id}
        return [m for m in self.fake.messages.values() if m["channel_id"] in channels]


class Shards(Harness):
    """Several bot processes, each one shard of the bot, on one fake Discord. Discord gives each
    shard the events of its own guilds (shard = (guild id >> 22) % shard count) and every DM,
    and every click in a DM, to shard 0. Each process logs in with a token of its own, so each
    request says which process sent it (`sent_by`). The harness's guild is on `home_shard`."""

    def __init__(
        self,
        fake: FakeDiscord,
        make_bots: Sequence[Callable[[], discord.Client]],
        home_shard: int = 0,
    ) -> None:
        super().__init__(fake, make_bots[0])
        self.bots = [self.bot, *(make() for make in make_bots[1:])]
        while self.shard_of(self.guild_id) != home_shard:
            self.guild_id = fake.snowflake()
        fake.guild_id = self.guild_id
        self.stopped: set[int] = set()
        #: The shard each injected event went to, in order.
        self.deliveries: list[int] = []

    def shard_of(self, guild_id: int | None) -> int:
        return 0 if guild_id is None else (guild_id >> 22) % len(self.bots)

    def receiver(self, guild_id: int | None) -> discord.Client:
        shard = self.shard_of(guild_id)
        assert shard not in self.stopped, f"shard {shard} is down: Discord would hold its events"
        self.deliveries.append(shard)
        return self.bots[shard]

    @staticmethod
    def token(shard: int) -> str:
        return f"test-token-{shard}"

    def sent_by(self, record: Recorded) -> int | None:
        """The shard whose process made a request (None for an interaction's answer, which
        Discord takes without the bot's token)."""
        auth = record.headers.get("Authorization", "")
        for shard in range(len(self.bots)):
            if auth == f"Bot {self.token(shard)}":
                return shard
        return None

    async def start(self) -> None:
        for shard, bot in enumerate(self.bots):
            await bot.login(self.token(shard))

    def running(self) -> list[discord.Client]:
        return [bot for shard, bot in enumerate(self.bots) if shard not in self.stopped]

    async def stop(self, shard: int) -> None:
        """One process stops (its connections to the database go with it)."""
        self.stopped.add(shard)
        await self.bots[shard].close()

    async def close(self) -> None:
        for shard, bot in enumerate(self.bots):
            if shard not in self.stopped:
                await bot.close()

    async def settle(self, period: float = 0.02) -> None:
        for _ in range(2):
            for shard, bot in enumerate(self.bots):
                settle = getattr(bot, "settle", None)
                if settle is not None and shard not in self.stopped:
                    await settle()
            await self.fake.quiet(period)
