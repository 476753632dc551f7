"""Discord's rules for a message body, as the fake applies them: the documented size limits
(a body past them is refused with 400, code 50035) and whom the message mentions.

Mentions follow Discord's documented rules: with no `allowed_mentions`, every @everyone, @here,
user and role mention in the content pings; with one, only the kinds in its `parse` list and
the ids it lists. An edit that changes the content has its mentions worked out again the same
way, from the edit's own `allowed_mentions` (or none).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

Json = Any

CONTENT = 2000
ROWS = 5
PER_ROW = 5
CUSTOM_ID = 100
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150
EMBEDS = 10
EMBED_TOTAL = 6000
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
FILES = 10
CHOICES = 25
CHOICE_TEXT = 100
THREAD_NAME = 100
MENTION_IDS = 100
PARSE_KINDS = {"everyone", "users", "roles"}

USER_MENTION = re.compile(r"<@!?(\d{1,20})>")
ROLE_MENTION = re.compile(r"<@&(\d{1,20})>")
EVERYONE_MENTION = re.compile(r"@(?:everyone|here)")


def invalid_message(body: Json, files: int = 0) -> str | None:
    """What Discord would reject in a message body (an interaction's answer included)."""
    if not isinstance(body, dict):
        return None
    if len(str(body.get("content") or "")) > CONTENT:
        return f"content is longer than {CONTENT} characters"
    if files > FILES or len(body.get("attachments") or []) > FILES:
        return f"more than {FILES} files"
    for problem in (
        _invalid_components(body.get("components") or []),
        _invalid_embeds(body.get("embeds") or []),
        _invalid_allowed_mentions(body.get("allowed_mentions")),
        _invalid_choices(body.get("choices")),
    ):
        if problem is not None:
            return problem
    return None


def invalid_thread(body: Json) -> str | None:
    name = str((body or {}).get("name") or "")
    if not 1 <= len(name) <= THREAD_NAME:
        return f"a thread name is not 1 to {THREAD_NAME} characters"
    return None


def _invalid_components(rows: list[Json]) -> str | None:
    if len(rows) > ROWS:
        return f"more than {ROWS} action rows"
    seen: set[str] = set()
    for row in rows:
        items = row.get("components", [])
        if len(items) > PER_ROW:
            return f"more than {PER_ROW} components in a row"
        for item in items:
            custom_id = item.get("custom_id")
            if custom_id is not None:
                if not 1 <= len(custom_id) <= CUSTOM_ID:
                    return f"a custom_id is not 1 to {CUSTOM_ID} characters"
                if custom_id in seen:
                    return "two components share a custom_id"
                seen.add(custom_id)
            if len(str(item.get("label") or "")) > BUTTON_LABEL:
                return f"a button label is longer than {BUTTON_LABEL} characters"
            if len(str(item.get("placeholder") or "")) > PLACEHOLDER:
                return f"a placeholder is longer than {PLACEHOLDER} characters"
            options = item.get("options", [])
            if len(options) > SELECT_OPTIONS:
                return f"a select has more than {SELECT_OPTIONS} options"
            for option in options:
                for key in ("label", "value", "description"):
                    if len(str(option.get(key) or "")) > OPTION_TEXT:
                        return f"a select option's {key} is longer than {OPTION_TEXT} characters"
    return None


def _invalid_embeds(embeds: list[Json]) -> str | None:
    if len(embeds) > EMBEDS:
        return f"more than {EMBEDS} embeds"
    total = 0
    for embed in embeds:
        parts = {
            "title": (str(embed.get("title") or ""), EMBED_TITLE),
            "description": (str(embed.get("description") or ""), EMBED_DESCRIPTION),
            "footer": (str((embed.get("footer") or {}).get("text") or ""), FOOTER),
            "author": (str((embed.get("author") or {}).get("name") or ""), EMBED_TITLE),
        }
        fields = embed.get("fields") or []
        if len(fields) > EMBED_FIELDS:
            return f"an embed has more than {EMBED_FIELDS} fields"
        for f in fields:
            parts[f"field {f.get('name')!r}"] = (str(f.get("name") or ""), FIELD_NAME)
            parts[f"value of {f.get('name')!r}"] = (str(f.get("value") or ""), FIELD_VALUE)
        for what, (text, limit) in parts.items():
            if len(text) > limit:
                return f"an embed's {what} is longer than {limit} characters"
            total += len(text)
    if total > EMBED_TOTAL:
        return f"the embeds hold more than {EMBED_TOTAL} characters"
    return None


def _invalid_allowed_mentions(allowed: Json) -> str | None:
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


def _invalid_choices(choices: Json) -> str | None:
    if choices is None:
        return None
    if len(choices) > CHOICES:
        return f"more than {CHOICES} autocomplete choices"
    for choice in choices:
        if not 1 <= len(str(choice.get("name") or "")) <= CHOICE_TEXT:
            return f"a choice's name is not 1 to {CHOICE_TEXT} characters"
        if len(str(choice.get("value"))) > CHOICE_TEXT:
            return f"a choice's value is longer than {CHOICE_TEXT} characters"
    return None


@dataclass(frozen=True)
class Mentions:
    """Whom one message pings."""

    everyone: bool = False
    users: frozenset[int] = frozenset()
    roles: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return self.everyone or bool(self.users) or bool(self.roles)


NONE = Mentions()


def mentions_of(body: Json) -> Mentions:
    """Whom a message body pings; a body that leaves the content alone pings no one."""
    if not isinstance(body, dict) or not body.get("content"):
        return NONE
    content = str(body["content"])
    allowed = body.get("allowed_mentions")
    if allowed is None:
        parse, users, roles = PARSE_KINDS, set(), set()
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
