"""A fake of Discord's REST API on 127.0.0.1, for driving the real discord.py client offline.

It answers the routes the bot uses, keeps small in-memory stores (messages, DM channels,
threads, interaction responses), records every request with who could see what it sent, and
can be told to fail: 429 with a retry-after, 5xx, or 403 code 50007 for DMs.

It refuses what Discord refuses, by Discord's documentation: message bodies and components
(rules.py, components.py), answers that do not fit their interaction or come late (answers.py),
command lists (commands.py), and what the bot may not do in a channel (permissions.py).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import re
import socket
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web
from discord import Permissions

from tests.fake_discord import permissions as may
from tests.fake_discord.answers import ANSWER_WITHIN, unfitting
from tests.fake_discord.commands import invalid_commands
from tests.fake_discord.mentions import Mentions, mentions_of, texts
from tests.fake_discord.rules import (
    EPHEMERAL,
    IS_COMPONENTS_V2,
    SUPPRESS_EMBEDS,
    Refusal,
    Where,
    invalid_body,
    invalid_choices,
    invalid_message,
    invalid_modal,
    invalid_thread,
)

DISCORD_EPOCH_MS = 1420070400000
APP_ID = 900000000000000001
BOT_USER_ID = 900000000000000002
PRIVATE_THREAD = 12
#: What the bot may do in a channel nobody restricted: everything, but as permissions granted
#: one by one (an administrator's would pass every check, whatever a test denies).
EVERYTHING = Permissions(Permissions.all().value & ~Permissions(administrator=True).value)

Json = Any
Handler = Callable[[web.Request, "Incoming"], Awaitable[web.Response]]


def json_response(
    obj: Json, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    # discord.py compares the content type literally, so aiohttp's "; charset=utf-8" would break it.
    hdrs = {"Content-Type": "application/json", **(headers or {})}
    return web.Response(body=json.dumps(obj).encode(), status=status, headers=hdrs)


@dataclass(frozen=True)
class RecordedFile:
    field: str
    filename: str
    content_type: str
    data: bytes


@dataclass
class Recorded:
    """One request the client made, what it carried and who could see the result."""

    seq: int
    at: float
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    json: Json
    files: list[RecordedFile]
    status: int = 0
    #: "channel:<id>" when a channel could see it, "user:<id>" when only that user could.
    audience: str | None = None
    #: Whatever the test's snapshot hook returned when the request arrived.
    context: Any = None
    #: Why the fake refused the request as Discord would (a body it does not take: 400, code
    #: 50035 or 50006; an answer that does not fit, or comes late), if it did. A 403 for a
    #: permission the bot lacks in the channel is not a fault of the body and is not named here.
    refused: str | None = None

    def strings(self) -> Iterator[str]:
        """Every string inside the body, custom_ids and labels included."""
        yield from _strings(self.json)

    @property
    def message(self) -> Json:
        """The message body it carried: an interaction answer's data, else the body itself."""
        if self.path.endswith("/callback") and isinstance(self.json, dict):
            return self.json.get("data")
        return self.json

    @property
    def allowed_mentions(self) -> Json:
        body = self.message
        return body.get("allowed_mentions") if isinstance(body, dict) else None

    @property
    def mentions(self) -> Mentions:
        """Whom the message it sent or edited pings, by Discord's rules (none if refused)."""
        if self.status >= 400 or self.method not in ("POST", "PATCH"):
            return Mentions()
        return mentions_of(self.message)


def _strings(obj: Json) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)


@dataclass
class Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    times: int
    retry_after: float
    code: int
    via: bool
    is_global: bool
    #: Only requests whose message content matches this (None: any).
    content: re.Pattern[str] | None = None


@dataclass
class InteractionContext:
    """What the fake must remember about an interaction the test injected."""

    id: int
    token: str
    user_id: int
    channel_id: int
    is_dm: bool
    message_id: int | None
    #: Its type: 2 a slash command, 3 a component, 4 an autocomplete, 5 a modal's submission.
    kind: int = 2
    #: When Discord sent it: its answer is due within three seconds.
    created: float = field(default_factory=time.monotonic)


class Answered(Exception):
    """A request the fake answers before serving it, as Discord does when it refuses one."""

    def __init__(self, response: web.Response, refused: str | None = None) -> None:
        super().__init__(refused)
        self.response = response
        self.refused = refused

    @classmethod
    def refusal(cls, refusal: Refusal) -> Answered:
        return cls(json_response(refusal.body(), refusal.status), refusal.reason)

    @classmethod
    def forbidden(cls, forbidden: may.Forbidden) -> Answered:
        return cls(json_response(forbidden.body(), 403))


@dataclass
class Incoming:
    json: Json
    files: list[RecordedFile]
    record: Recorded


@dataclass
class FakeDiscord:
    users: dict[int, Json] = field(default_factory=dict)
    requests: list[Recorded] = field(default_factory=list)
    messages: dict[int, Json] = field(default_factory=dict)
    dm_channels: dict[int, int] = field(default_factory=dict)  # channel id -> user id
    threads: dict[int, Json] = field(default_factory=dict)
    #: The members added to each private thread: only they (and the bot) see inside it.
    thread_members: dict[int, set[int]] = field(default_factory=dict)
    interactions: dict[str, InteractionContext] = field(default_factory=dict)
    originals: dict[str, int] = field(default_factory=dict)  # token -> message id
    #: Ephemeral messages and the one user who sees each.
    ephemeral_to: dict[int, int] = field(default_factory=dict)
    #: Tokens whose original response is still "thinking": the first follow-up replaces it.
    loading: set[str] = field(default_factory=set)
    commands: dict[str, list[Json]] = field(default_factory=dict)
    faults: list[Fault] = field(default_factory=list)
    #: Users whose DMs are closed: creating the channel works, sending answers 403 50007.
    closed_dms: set[int] = field(default_factory=set)
    #: Interaction tokens past Discord's 15 minutes: their responses can no longer be edited.
    expired_tokens: set[str] = field(default_factory=set)
    #: Fail this share of all requests at random (see `flaky`), with the RNG that decides.
    flaky_rate: float = 0.0
    flaky_rng: random.Random = field(default_factory=random.Random)
    #: The guild the threads it creates belong to.
    guild_id: int = 0
    #: Whether the bot has Manage Threads in the guild: deleting a thread takes it.
    manage_threads: bool = False
    #: Called as each request arrives; its value lands in `Recorded.context`.
    snapshot: Callable[[], Any] | None = None
    #: The bot's permissions in each server channel it was told of (see `deny`); a thread has
    #: its parent's; any other server channel lets it do everything.
    bot_permissions: dict[int, Permissions] = field(default_factory=dict)
    #: The private threads the bot made (it may remove their members).
    own_threads: set[int] = field(default_factory=set)
    #: Seconds an interaction may wait for its answer before Discord forgets it (None: forever).
    answer_within: float | None = ANSWER_WITHIN

    def __post_init__(self) -> None:
        self._counter = itertools.count(1)
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []
        self._add_routes()
        self.users[BOT_USER_ID] = self.user_object(BOT_USER_ID, "Table Bot", bot=True)

    # -- life ----------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._dispatch)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        await web.SockSite(self._runner, sock).start()

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    # -- test controls -------------------------------------------------------------------

    def snowflake(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._counter) & 0x3FFFFF)

    def user_object(self, user_id: int, name: str, *, bot: bool = False) -> Json:
        return {
            "id": str(user_id),
            "username": name,
            "global_name": name,
            "discriminator": "0",
            "avatar": None,
            "bot": bot,
        }

    def add_user(self, user_id: int, name: str) -> Json:
        self.users[user_id] = self.user_object(user_id, name)
        return self.users[user_id]

    def fail(
        self,
        method: str,
        path_regex: str,
        status: int,
        *,
        times: int = 1,
        retry_after: float = 0.0,
        code: int = 0,
        via: bool = True,
        is_global: bool = False,
        content: str | None = None,
    ) -> None:
        """Answer the next `times` matching requests with `status` instead of serving them;
        with `content`, only those whose message content contains a match of that pattern."""
        wanted = None if content is None else re.compile(content)
        self.faults.append(
            Fault(
                method, re.compile(path_regex), status, times, retry_after, code, via, is_global,
                wanted,
            )
        )  # fmt: skip

    def deny(self, channel_id: int, *names: str) -> None:
        """Take permissions (discord.py's names: "send_messages", "view_channel"...) from the
        bot in a server channel, and so in its threads."""
        have = Permissions(self.permissions_in(channel_id).value)
        have.update(**dict.fromkeys(names, False))
        self.bot_permissions[channel_id] = have

    def permissions_in(self, channel_id: int) -> Permissions:
        """What the bot may do in a server channel (a thread: in its parent)."""
        thread = self.threads.get(channel_id)
        if thread is not None:
            channel_id = int(thread["parent_id"])
        return self.bot_permissions.get(channel_id, EVERYTHING)

    def _server_channel(self, channel_id: int) -> bool:
        return channel_id not in self.dm_channels

    def expire_interactions(self, user_id: int) -> None:
        """Let 15 minutes pass for `user_id`'s interactions: Discord refuses any further edit or
        follow-up of their responses (an ephemeral reply cannot be updated any more)."""
        self.expired_tokens |= {t for t, ctx in self.interactions.items() if ctx.user_id == user_id}

    def flaky(self, rate: float, seed: int = 0) -> None:
        """From now on fail `rate` of all requests at random, as Discord does on a bad day: a
        third each 429 (rate limited, retry shortly), 500 and 502."""
        self.flaky_rate = rate
        self.flaky_rng = random.Random(seed)

    def find(self, method: str, path_regex: str, since: int = 0) -> list[Recorded]:
        pattern = re.compile(path_regex)
        return [
            r
            for r in self.requests[since:]
            if r.method == method and pattern.fullmatch(r.path) and r.status < 400
        ]

    async def wait_for(
        self, method: str, path_regex: str, *, count: int = 1, since: int = 0, within: float = 5.0
    ) -> list[Recorded]:
        """Wait until `count` matching requests (answered with success) arrived after `since`."""

        await self.wait_until(lambda: len(self.find(method, path_regex, since)) >= count, within)
        return self.find(method, path_regex, since)

    async def wait_until(self, condition: Callable[[], bool], within: float = 5.0) -> None:
        """Wait until `condition` holds; it is checked again after every request."""
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(condition), within)

    async def quiet(self, period: float = 0.1, within: float = 10.0) -> None:
        """Wait until no request has arrived for `period` seconds."""
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            seen = len(self.requests)
            await asyncio.sleep(period)
            if len(self.requests) == seen:
                return
        raise TimeoutError("the client kept talking")

    def plant_message(
        self, channel_id: int, components: list[Json], content: str = "", flags: int = 0
    ) -> Json:
        """A message as if the bot had sent it: a tampered client can click whatever it carries
        (`flags`: Components V2 for a copy of such a message)."""
        body = {"content": content, "components": components, "flags": flags}
        return self._new_message(channel_id, body, [])

    def audience_of_channel(self, channel_id: int) -> str:
        """Who sees what is sent to a channel: a DM's user, a private thread's one member,
        or the channel (a private thread of several members, as one audience)."""
        user = self.dm_channels.get(channel_id)
        if user is None and self.threads.get(channel_id, {}).get("type") == 12:
            members = self.thread_members.get(channel_id, set())
            user = next(iter(members)) if len(members) == 1 else None
        return f"user:{user}" if user is not None else f"channel:{channel_id}"

    # -- request handling ----------------------------------------------------------------

    async def _dispatch(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body, files = await self._read_body(request)
        rec = Recorded(
            seq=len(self.requests),
            at=time.monotonic(),
            method=request.method,
            path=path,
            query=dict(request.query),
            headers=dict(request.headers),
            json=body,
            files=files,
            context=self.snapshot() if self.snapshot is not None else None,
        )
        self.requests.append(rec)
        response = self._injected_fault(rec)
        if response is None:
            response = await self._serve(request, rec, Incoming(body, files, rec))
        rec.status = response.status
        async with self._changed:
            self._changed.notify_all()
        return response

    async def _read_body(self, request: web.Request) -> tuple[Json, list[RecordedFile]]:
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            body: Json = None
            files: list[RecordedFile] = []
            async for part in reader:
                # Discord's uploads are flat: each part a file or the payload, none nested.
                assert isinstance(part, BodyPartReader)
                name = part.name or ""
                data = await part.read()
                if name == "payload_json":
                    body = json.loads(data)
                else:
                    ctype = part.headers.get("Content-Type", "")
                    files.append(RecordedFile(name, part.filename or "", ctype, bytes(data)))
            return body, files
        raw = await request.read()
        return (json.loads(raw) if raw else None), []

    def _injected_fault(self, rec: Recorded) -> web.Response | None:
        if self.flaky_rate and self.flaky_rng.random() < self.flaky_rate:
            status = self.flaky_rng.choice((429, 500, 502))
            if status == 429:
                body = {"message": "You are being rate limited.", "retry_after": 0.05,
                        "global": False}  # fmt: skip
                return json_response(body, 429, {"Via": "1.1 google"})
            return json_response({"message": "flaky", "code": 0}, status)
        for fault in self.faults:
            if fault.times > 0 and fault.method == rec.method and fault.pattern.fullmatch(rec.path):
                text = texts(rec.json) if isinstance(rec.json, dict) else ""
                if fault.content is not None and not fault.content.search(text):
                    continue
                fault.times -= 1
                if fault.status == 429:
                    headers = {"Via": "1.1 google"} if fault.via else {}
                    body = {
                        "message": "You are being rate limited.",
                        "retry_after": fault.retry_after,
                        "global": fault.is_global,
                    }
                    return json_response(body, 429, headers)
                return json_response(
                    {"message": "injected failure", "code": fault.code}, fault.status
                )
        return None

    async def _serve(self, request: web.Request, rec: Recorded, inc: Incoming) -> web.Response:
        for method, pattern, handler in self._routes:
            if method != rec.method:
                continue
            match = pattern.fullmatch(rec.path)
            if match:
                try:
                    return await handler(request, inc)
                except Answered as early:
                    rec.refused = early.refused
                    return early.response
        return json_response({"message": f"404: no route {rec.method} {rec.path}", "code": 0}, 404)

    def _route(self, method: str, regex: str) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            self._routes.append((method, re.compile(regex), handler))
            return handler

        return register

    # -- message store -------------------------------------------------------------------

    def _resolve_attachments(
        self, body: Json, files: list[RecordedFile], old: list[Json]
    ) -> list[Json]:
        wanted = body.get("attachments") if isinstance(body, dict) else None
        if wanted is None:
            # No attachment list: keep the old ones and add any new uploads.
            return old + [self._attachment(f) for f in files]
        result: list[Json] = []
        by_field = {f.field: f for f in files}
        for item in wanted:
            ident = item.get("id")
            if isinstance(ident, int) or (
                isinstance(ident, str) and ident.isdigit() and len(ident) < 6
            ):
                upload = by_field.get(f"files[{int(ident)}]")
                if upload is not None:
                    result.append(self._attachment(upload))
            else:
                result.extend(a for a in old if a["id"] == str(ident))
        return result

    def _attachment(self, f: RecordedFile) -> Json:
        ident = self.snowflake()
        url = f"http://127.0.0.1:{self.port}/attachments/{ident}/{f.filename}"
        return {
            "id": str(ident),
            "filename": f.filename,
            "size": len(f.data),
            "url": url,
            "proxy_url": url,
            "content_type": "image/png" if f.filename.endswith(".png") else f.content_type,
        }

    def _draft(
        self, channel_id: int, body: Json, files: list[RecordedFile], *, webhook: bool = False
    ) -> Json:
        """The message a send would make, not yet kept."""
        body = body or {}
        msg: Json = {
            "id": str(self.snowflake()),
            "type": 0,
            "channel_id": str(channel_id),
            "author": self.users[BOT_USER_ID],
            "content": body.get("content") or "",
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "attachments": self._resolve_attachments(body, files, []),
            "pinned": False,
            "tts": False,
            "flags": body.get("flags") or 0,
            "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": None,
        }
        self._mention(msg, body)
        if webhook:
            msg["webhook_id"] = str(APP_ID)
            msg["application_id"] = str(APP_ID)
        return msg

    def _new_message(
        self, channel_id: int, body: Json, files: list[RecordedFile], *, webhook: bool = False
    ) -> Json:
        msg = self._draft(channel_id, body, files, webhook=webhook)
        self.messages[int(msg["id"])] = msg
        return msg

    def _create(
        self,
        channel_id: int,
        body: Json,
        files: list[RecordedFile],
        where: Where,
        *,
        webhook: bool = False,
    ) -> Json:
        """Send a message as Discord would: refused (raising `Answered`) if Discord would
        refuse the body or the message it makes."""
        refusal = invalid_body(body, where, len(files))
        if refusal is not None:
            raise Answered.refusal(refusal)
        msg = self._draft(channel_id, body, files, webhook=webhook)
        refusal = invalid_message(msg)
        if refusal is not None:
            raise Answered.refusal(refusal)
        self.messages[int(msg["id"])] = msg
        return msg

    def _mention(self, msg: Json, body: Json) -> None:
        """Fill in whom the message mentions, as Discord does on a send or a content edit."""
        who = mentions_of(body)
        msg["mentions"] = [
            self.users.get(u) or self.user_object(u, f"user{u}") for u in sorted(who.users)
        ]
        msg["mention_roles"] = [str(r) for r in sorted(who.roles)]
        msg["mention_everyone"] = who.everyone

    def _edit_message(
        self, msg: Json, body: Json, files: list[RecordedFile], where: Where = Where.EDIT
    ) -> Json:
        """Edit a kept message as Discord would, in place; refused (raising `Answered`), and
        the message left as it was, if Discord would refuse the body or the message it leaves."""
        body = body or {}
        old_flags = msg.get("flags") or 0
        refusal = invalid_body(body, where, len(files), v2=bool(old_flags & IS_COMPONENTS_V2))
        if refusal is not None:
            raise Answered.refusal(refusal)
        after = dict(msg)
        for key, empty in (("content", ""), ("embeds", []), ("components", [])):
            if key in body:
                after[key] = body[key] if body[key] is not None else empty
        if body.get("flags") is not None:
            # An edit sets or clears SUPPRESS_EMBEDS and may set IS_COMPONENTS_V2; the rest of
            # the flags (ephemeral, V2 once set) stay as they were.
            changes = SUPPRESS_EMBEDS | IS_COMPONENTS_V2
            after["flags"] = (old_flags & ~SUPPRESS_EMBEDS) | (body["flags"] & changes)
        after["attachments"] = self._resolve_attachments(body, files, msg["attachments"])
        refusal = invalid_message(after)
        if refusal is not None:
            raise Answered.refusal(refusal)
        if "content" in body or ("components" in body and after["flags"] & IS_COMPONENTS_V2):
            # Worked out again from what the message now shows, by the edit's own rules.
            shown = {"content": after["content"], "allowed_mentions": body.get("allowed_mentions")}
            if after["flags"] & IS_COMPONENTS_V2:
                shown["components"] = after["components"]
            self._mention(after, shown)
        after["edited_timestamp"] = "2026-01-01T00:00:01+00:00"
        msg.clear()
        msg.update(after)
        return msg

    # -- routes --------------------------------------------------------------------------

    def _add_routes(self) -> None:
        route = self._route

        @route("GET", r"/users/@me")
        async def me(request: web.Request, inc: Incoming) -> web.Response:
            return json_response(self.users[BOT_USER_ID])

        @route("GET", r"/oauth2/applications/@me")
        async def application(request: web.Request, inc: Incoming) -> web.Response:
            owner = self.user_object(1, "owner")
            return json_response(
                {
                    "id": str(APP_ID),
                    "name": "Table Bot",
                    "description": "",
                    "icon": None,
                    "bot_public": True,
                    "bot_require_code_grant": False,
                    "verify_key": "0" * 64,
                    "owner": owner,
                    "flags": 0,
                }
            )

        @route("GET", r"/users/(\d+)")
        async def get_user(request: web.Request, inc: Incoming) -> web.Response:
            uid = int(inc.record.path.rsplit("/", 1)[1])
            if uid not in self.users:
                return json_response({"message": "Unknown User", "code": 10013}, 404)
            return json_response(self.users[uid])

        @route("POST", r"/users/@me/channels")
        async def open_dm(request: web.Request, inc: Incoming) -> web.Response:
            uid = int(inc.json["recipient_id"])
            existing = [c for c, u in self.dm_channels.items() if u == uid]
            cid = existing[0] if existing else self.snowflake()
            self.dm_channels[cid] = uid
            inc.record.audience = f"user:{uid}"
            user = self.users.get(uid) or self.user_object(uid, f"user{uid}")
            return json_response(
                {"id": str(cid), "type": 1, "recipients": [user], "last_message_id": None}
            )

        @route("POST", r"/channels/(\d+)/messages")
        async def send(request: web.Request, inc: Incoming) -> web.Response:
            cid = int(inc.record.path.split("/")[2])
            inc.record.audience = self.audience_of_channel(cid)
            if self.dm_channels.get(cid) in self.closed_dms:
                return json_response(
                    {"message": "Cannot send messages to this user", "code": 50007}, 403
                )
            body = inc.json or {}
            self._may(
                cid,
                lambda have: may.to_send(
                    have,
                    in_thread=cid in self.threads,
                    files=bool(inc.files),
                    embeds=bool(body.get("embeds")),
                    reply=bool(body.get("message_reference")),
                ),
            )
            return json_response(self._create(cid, inc.json, inc.files, Where.CHANNEL))

        @route("PATCH", r"/channels/(\d+)/messages/(\d+)")
        async def edit(request: web.Request, inc: Incoming) -> web.Response:
            parts = inc.record.path.split("/")
            cid, mid = int(parts[2]), int(parts[4])
            inc.record.audience = self.audience_of_channel(cid)
            self._may(cid, lambda have: may.to_edit(have, files=bool(inc.files)))
            msg = self.messages.get(mid)
            if msg is None or int(msg["channel_id"]) != cid:
                return json_response({"message": "Unknown Message", "code": 10008}, 404)
            return json_response(self._edit_message(msg, inc.json, inc.files))

        @route("GET", r"/channels/(\d+)/messages/(\d+)")
        async def get_message(request: web.Request, inc: Incoming) -> web.Response:
            parts = inc.record.path.split("/")
            cid, mid = int(parts[2]), int(parts[4])
            self._may(cid, lambda have: may.access(have, history=True))
            if mid not in self.messages:
                return json_response({"message": "Unknown Message", "code": 10008}, 404)
            return json_response(self.messages[mid])

        @route("DELETE", r"/channels/(\d+)/messages/(\d+)")
        async def delete_message(request: web.Request, inc: Incoming) -> web.Response:
            parts = inc.record.path.split("/")
            cid, mid = int(parts[2]), int(parts[4])
            # Every message the fake keeps is the bot's own: deleting it needs only the view.
            self._may(cid, may.access)
            if mid not in self.messages:
                return json_response({"message": "Unknown Message", "code": 10008}, 404)
            del self.messages[mid]
            return web.Response(status=204)

        @route("POST", r"/channels/(\d+)/messages/(\d+)/threads")
        async def thread_on_message(request: web.Request, inc: Incoming) -> web.Response:
            parts = inc.record.path.split("/")
            parent, mid = int(parts[2]), int(parts[4])
            self._may(parent, lambda have: may.to_open_thread(have, private=False))
            if mid not in self.messages or int(self.messages[mid]["channel_id"]) != parent:
                return json_response({"message": "Unknown Message", "code": 10008}, 404)
            self._thread_body(inc.json)
            inc.record.audience = f"channel:{parent}"
            # Discord gives a thread started on a message the message's id.
            return json_response(self._thread(parent, mid, inc.json, 11))

        @route("POST", r"/channels/(\d+)/threads")
        async def create_thread(request: web.Request, inc: Incoming) -> web.Response:
            parent = int(inc.record.path.split("/")[2])
            # Discord makes a private thread when the request names no type.
            kind = (inc.json or {}).get("type") or PRIVATE_THREAD
            self._may(parent, lambda have: may.to_open_thread(have, private=kind == PRIVATE_THREAD))
            self._thread_body(inc.json)
            inc.record.audience = f"channel:{parent}"
            tid = self.snowflake()
            if kind == PRIVATE_THREAD:
                self.own_threads.add(tid)
            return json_response(self._thread(parent, tid, inc.json, kind))

        def thread_member(inc: Incoming, joins: bool) -> web.Response:
            parts = inc.record.path.split("/")
            tid, uid = int(parts[2]), int(parts[4])
            if tid not in self.threads:
                return json_response({"message": "Unknown Channel", "code": 10003}, 404)
            if joins:
                self._may(tid, may.to_add_member)
            else:
                own = tid in self.own_threads
                self._may(tid, lambda have: may.to_remove_member(have, own_private_thread=own))
            members = self.thread_members.setdefault(tid, set())
            if joins:
                members.add(uid)
            else:
                members.discard(uid)
            return web.Response(status=204)

        @route("DELETE", r"/channels/(\d+)")
        async def delete_channel(request: web.Request, inc: Incoming) -> web.Response:
            tid = int(inc.record.path.split("/")[2])
            if tid not in self.threads:
                return json_response({"message": "Unknown Channel", "code": 10003}, 404)
            if not self.manage_threads:
                return json_response({"message": "Missing Permissions", "code": 50013}, 403)
            thread = self.threads.pop(tid)
            self.thread_members.pop(tid, None)
            for mid in [m for m, msg in self.messages.items() if msg["channel_id"] == str(tid)]:
                del self.messages[mid]
            return json_response(thread)

        @route("PUT", r"/channels/(\d+)/thread-members/(\d+)")
        async def add_thread_member(request: web.Request, inc: Incoming) -> web.Response:
            return thread_member(inc, True)

        @route("DELETE", r"/channels/(\d+)/thread-members/(\d+)")
        async def remove_thread_member(request: web.Request, inc: Incoming) -> web.Response:
            return thread_member(inc, False)

        @route("POST", r"/interactions/(\d+)/([^/]+)/callback")
        async def callback(request: web.Request, inc: Incoming) -> web.Response:
            parts = inc.record.path.split("/")
            iid, token = parts[2], parts[3]
            ctx = self.interactions.get(token)
            unknown = json_response({"message": "Unknown interaction", "code": 10062}, 404)
            if ctx is None or str(ctx.id) != iid:
                return unknown
            if token in self.originals:
                return json_response(
                    {"message": "Interaction has already been acknowledged.", "code": 40060}, 400
                )
            late = time.monotonic() - ctx.created
            if self.answer_within is not None and late > self.answer_within:
                # Discord forgets an interaction that was not answered in time.
                raise Answered(unknown, f"answered {late:.2f} s after the interaction")
            body = inc.json if isinstance(inc.json, dict) else {}
            kind = body.get("type")
            refusal = unfitting(ctx.kind, kind, on_message=ctx.message_id is not None)
            if refusal is not None:
                raise Answered.refusal(refusal)
            data = body.get("data") or {}
            flags = data.get("flags") or 0
            private = bool(flags & EPHEMERAL) or ctx.is_dm
            answer: Json = {"interaction": {"id": iid, "type": kind}}
            message: Json = None
            if kind in (4, 5):
                inc.record.audience = (
                    f"user:{ctx.user_id}" if private else f"channel:{ctx.channel_id}"
                )
                if kind == 4:
                    message = self._create(
                        ctx.channel_id, data, inc.files, Where.ANSWER, webhook=True
                    )
                else:
                    refusal = invalid_body(data, Where.DEFERRED)
                    if refusal is not None:
                        raise Answered.refusal(refusal)
                    message = self._new_message(
                        ctx.channel_id, {"flags": flags, "content": ""}, [], webhook=True
                    )
                if flags & EPHEMERAL:
                    self.ephemeral_to[int(message["id"])] = ctx.user_id
                self.originals[token] = int(message["id"])
                if kind == 5:
                    self.loading.add(token)
                answer["interaction"].update(
                    response_message_id=message["id"],
                    response_message_loading=kind == 5,
                    response_message_ephemeral=bool(flags & EPHEMERAL),
                )
            elif kind in (6, 7):
                if ctx.message_id is None or ctx.message_id not in self.messages:
                    return json_response({"message": "Unknown Message", "code": 10008}, 404)
                original = self.messages[ctx.message_id]
                inc.record.audience = self._audience_of_message(original, ctx)
                if kind == 7:
                    message = self._edit_message(original, data, inc.files, Where.ANSWER)
                self.originals[token] = ctx.message_id
                answer["interaction"]["response_message_id"] = str(ctx.message_id)
            else:
                refusal = invalid_choices(data) if kind == 8 else invalid_modal(data)
                if refusal is not None:
                    raise Answered.refusal(refusal)
                inc.record.audience = f"user:{ctx.user_id}"
                self.originals[token] = 0
            if message is not None:
                answer["resource"] = {"type": kind, "message": message}
            return json_response(answer)

        @route("POST", r"/webhooks/(\d+)/([^/]+)")
        async def followup(request: web.Request, inc: Incoming) -> web.Response:
            token = inc.record.path.split("/")[3]
            if token in self.expired_tokens:
                return json_response({"message": "Invalid Webhook Token", "code": 50027}, 401)
            ctx = self.interactions.get(token)
            if ctx is None or token not in self.originals:
                return json_response({"message": "Unknown Webhook", "code": 10015}, 404)
            if token in self.loading:
                # Discord turns the "thinking" message into the first follow-up.
                msg = self.messages[self.originals[token]]
                inc.record.audience = self._audience_of_message(msg, ctx)
                edited = self._edit_message(msg, inc.json, inc.files, Where.ANSWER)
                self.loading.discard(token)
                return json_response(edited)
            flags = (inc.json or {}).get("flags") or 0
            private = bool(flags & EPHEMERAL) or ctx.is_dm
            inc.record.audience = f"user:{ctx.user_id}" if private else f"channel:{ctx.channel_id}"
            message = self._create(ctx.channel_id, inc.json, inc.files, Where.ANSWER, webhook=True)
            if flags & EPHEMERAL:
                self.ephemeral_to[int(message["id"])] = ctx.user_id
            return json_response(message)

        @route("PATCH", r"/webhooks/(\d+)/([^/]+)/messages/([^/]+)")
        async def edit_followup(request: web.Request, inc: Incoming) -> web.Response:
            parts = inc.record.path.split("/")
            token, which = parts[3], parts[5]
            if token in self.expired_tokens:
                return json_response({"message": "Invalid Webhook Token", "code": 50027}, 401)
            ctx = self.interactions.get(token)
            mid = self.originals.get(token) if which == "@original" else int(which)
            if ctx is None or mid is None or mid not in self.messages:
                return json_response({"message": "Unknown Message", "code": 10008}, 404)
            msg = self.messages[mid]
            inc.record.audience = self._audience_of_message(msg, ctx)
            edited = self._edit_message(msg, inc.json, inc.files)
            if which == "@original":
                self.loading.discard(token)
            return json_response(edited)

        @route("GET", r"/webhooks/(\d+)/([^/]+)/messages/([^/]+)")
        async def get_followup(request: web.Request, inc: Incoming) -> web.Response:
            parts = inc.record.path.split("/")
            token, which = parts[3], parts[5]
            mid = self.originals.get(token) if which == "@original" else int(which)
            if mid is None or mid not in self.messages:
                return json_response({"message": "Unknown Message", "code": 10008}, 404)
            return json_response(self.messages[mid])

        @route("PUT", r"/applications/(\d+)(/guilds/\d+)?/commands")
        async def sync(request: web.Request, inc: Incoming) -> web.Response:
            problem = invalid_commands(inc.json)
            if problem is not None:
                raise Answered.refusal(Refusal(problem))
            scope = inc.record.path
            echoed = []
            for cmd in inc.json:
                echoed.append(
                    {
                        **cmd,
                        "id": str(self.snowflake()),
                        "application_id": str(APP_ID),
                        "version": "1",
                        "type": cmd.get("type", 1),
                        "description": cmd.get("description", ""),
                    }
                )
            self.commands[scope] = echoed
            return json_response(echoed)

    def _may(self, channel_id: int, rule: Callable[[Permissions], may.Forbidden | None]) -> None:
        """Answer 403 as Discord does when the bot may not do this in a server channel."""
        if not self._server_channel(channel_id):
            return
        forbidden = rule(self.permissions_in(channel_id))
        if forbidden is not None:
            raise Answered.forbidden(forbidden)

    def _thread_body(self, body: Json) -> None:
        refusal = invalid_thread(body)
        if refusal is not None:
            raise Answered.refusal(refusal)

    def _thread(self, parent: int, tid: int, body: Json, kind: int) -> Json:
        thread = {
            "id": str(tid),
            "type": kind,
            "guild_id": str(self.guild_id),
            "parent_id": str(parent),
            "name": body.get("name", ""),
            "owner_id": str(BOT_USER_ID),
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": body.get("auto_archive_duration", 1440),
                "archive_timestamp": "2026-01-01T00:00:00+00:00",
                "locked": False,
            },
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        self.threads[tid] = thread
        return thread

    def _audience_of_message(self, msg: Json, ctx: InteractionContext) -> str:
        if msg.get("flags", 0) & EPHEMERAL:
            return f"user:{ctx.user_id}"
        return self.audience_of_channel(int(msg["channel_id"]))
