"""Whom a message pings, by Discord's documented rules for `allowed_mentions`.

With no `allowed_mentions`, every @everyone, @here, user and role mention in the content pings;
with one, only the kinds in its `parse` list and the ids it lists. An edit that changes the
content has its mentions worked out again the same way, from the edit's own `allowed_mentions`
(or none).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

Json = Any

MENTION_IDS = 100
PARSE_KINDS = frozenset({"everyone", "users", "roles"})

USER_MENTION = re.compile(r"<@!?(\d{1,20})>")
ROLE_MENTION = re.compile(r"<@&(\d{1,20})>")
EVERYONE_MENTION = re.compile(r"@(?:everyone|here)")


@dataclass(frozen=True)
class Mentions:
    """Whom one message pings."""

    everyone: bool = False
    users: frozenset[int] = frozenset()
    roles: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return self.everyone or bool(self.users) or bool(self.roles)


NONE = Mentions()


def invalid_allowed_mentions(allowed: Json) -> str | None:
    if allowed is None:
        return None
    parse = allowed.get("parse") or []
    if not set(parse) <= PARSE_KINDS:
        return f"allowed_mentions parses an unknown kind: {parse}"
    for kind in ("users", "roles"):
        ids = allowed.get(kind) or []
        if ids and kind in parse:
            return f"allowed_mentions has both parse {kind} and a list of {kind}"
        if len(ids) > MENTION_IDS:
            return f"allowed_mentions lists more than {MENTION_IDS} {kind}"
    return None


def texts(body: Json) -> str:
    """The text a message shows: its content, and with Components V2 its text displays (which
    ping as content does)."""
    parts = [str(body.get("content") or "")]
    stack = list(body.get("components") or [])
    while stack:
        item = stack.pop()
        if not isinstance(item, dict):
            continue
        if item.get("type") == 10:
            parts.append(str(item.get("content") or ""))
        stack.extend(item.get("components") or [])
    return "\n".join(p for p in parts if p)


def mentions_of(body: Json) -> Mentions:
    """Whom a message body pings; a body that leaves the text alone pings no one."""
    if not isinstance(body, dict):
        return NONE
    content = texts(body)
    if not content:
        return NONE
    allowed = body.get("allowed_mentions")
    if allowed is None:
        parse, users, roles = set(PARSE_KINDS), set(), set()
    else:
        parse = set(allowed.get("parse") or [])
        users = {int(u) for u in allowed.get("users") or []}
        roles = {int(r) for r in allowed.get("roles") or []}
    named_users = {int(u) for u in USER_MENTION.findall(content)}
    named_roles = {int(r) for r in ROLE_MENTION.findall(content)}
    return Mentions(
        everyone="everyone" in parse and EVERYONE_MENTION.search(content) is not None,
        users=frozenset(u for u in named_users if "users" in parse or u in users),
        roles=frozenset(r for r in named_roles if "roles" in parse or r in roles),
    )
