"""Discord's rules for a message, as the fake applies them: what a request may carry (sizes,
flags, components; refused with 400, code 50035) and what the message must be once the request
is applied (not empty, code 50006; with Components V2 no content or embeds, and every
`attachment://` naming one of its files).

Where a message is sent decides which flags it may set: a channel message never EPHEMERAL (only
an interaction's answer or follow-up is seen by one user alone), a deferred answer nothing but
EPHEMERAL, an edit only SUPPRESS_EMBEDS and IS_COMPONENTS_V2 (others it may not change are
ignored, as Discord ignores them). IS_COMPONENTS_V2, once set, stays.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from tests.fake_discord.components import Invalid, check_components
from tests.fake_discord.mentions import invalid_allowed_mentions

Json = Any

CONTENT = 2000
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
MODAL_TITLE = 45
MODAL_COMPONENTS = 5
ARCHIVE_MINUTES = frozenset({60, 1440, 4320, 10080})

SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_VOICE_MESSAGE = 1 << 13
IS_COMPONENTS_V2 = 1 << 15

EMPTY_MESSAGE = 50006
INVALID_FORM = 50035


class Where(Enum):
    """Where a message body is sent, and the flags it may set there."""

    CHANNEL = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2
    ANSWER = CHANNEL | EPHEMERAL  # an interaction's answer (4) and its follow-ups
    DEFERRED = EPHEMERAL  # a "thinking" answer (5): the message comes later
    EDIT = SUPPRESS_EMBEDS | IS_COMPONENTS_V2  # the only flags an edit changes

    @property
    def flags(self) -> int:
        return int(self.value)


@dataclass(frozen=True)
class Refusal:
    """Discord's answer to a body it refuses."""

    reason: str
    code: int = INVALID_FORM
    status: int = 400

    def body(self) -> Json:
        if self.code == EMPTY_MESSAGE:
            return {"message": "Cannot send an empty message", "code": self.code}
        return {"message": f"Invalid Form Body: {self.reason}", "code": self.code}


def invalid_body(body: Json, where: Where, files: int = 0, *, v2: bool = False) -> Refusal | None:
    """What Discord refuses in a message body itself. `v2`: the message it edits already has
    IS_COMPONENTS_V2."""
    if body is None:
        return None
    if not isinstance(body, dict):
        return Refusal("the body is not an object")
    flags = body.get("flags") or 0
    if where is not Where.EDIT and flags & ~where.flags:
        return Refusal(f"flags {flags} may not be set on {where.name.lower()} messages")
    if len(str(body.get("content") or "")) > CONTENT:
        return Refusal(f"content is longer than {CONTENT} characters")
    if files > FILES or len(body.get("attachments") or []) > FILES:
        return Refusal(f"more than {FILES} files")
    if "components" in body and body["components"] is not None:
        try:
            check_components(body["components"], v2=v2 or bool(flags & IS_COMPONENTS_V2))
        except Invalid as why:
            return Refusal(str(why))
    for problem in (
        _invalid_embeds(body.get("embeds") or []),
        invalid_allowed_mentions(body.get("allowed_mentions")),
    ):
        if problem is not None:
            return Refusal(problem)
    return None


def invalid_message(message: Json) -> Refusal | None:
    """What Discord refuses in the message a request would leave: sent, or edited."""
    v2 = bool((message.get("flags") or 0) & IS_COMPONENTS_V2)
    names = {a.get("filename") for a in message.get("attachments") or []}
    if v2:
        if message.get("content") or message.get("embeds") or message.get("sticker_ids"):
            return Refusal("a Components V2 message has content or embeds")
        walk = check_components(message.get("components") or [], v2=True)
        missing = [n for n in walk.attachments if n not in names]
        if missing:
            return Refusal(f"attachment://{missing[0]} names no file of the message")
    if not (
        str(message.get("content") or "").strip()
        or message.get("embeds")
        or message.get("components")
        or message.get("attachments")
        or message.get("sticker_ids")
        or message.get("poll")
    ):
        return Refusal("an empty message", code=EMPTY_MESSAGE)
    return None


def invalid_choices(data: Json) -> Refusal | None:
    """An autocomplete answer (8): at most 25 choices, each named."""
    choices = (data or {}).get("choices")
    if not isinstance(choices, list):
        return Refusal("an autocomplete answer without choices")
    if len(choices) > CHOICES:
        return Refusal(f"more than {CHOICES} autocomplete choices")
    for choice in choices:
        if not 1 <= len(str(choice.get("name") or "")) <= CHOICE_TEXT:
            return Refusal(f"a choice's name is not 1 to {CHOICE_TEXT} characters")
        if len(str(choice.get("value"))) > CHOICE_TEXT:
            return Refusal(f"a choice's value is longer than {CHOICE_TEXT} characters")
    return None


def invalid_modal(data: Json) -> Refusal | None:
    """A modal (9): a custom_id, a title of at most 45 characters, one to five components."""
    data = data or {}
    if not 1 <= len(str(data.get("custom_id") or "")) <= 100:
        return Refusal("a modal's custom_id is not 1 to 100 characters")
    if not 1 <= len(str(data.get("title") or "")) <= MODAL_TITLE:
        return Refusal(f"a modal's title is not 1 to {MODAL_TITLE} characters")
    if not 1 <= len(data.get("components") or []) <= MODAL_COMPONENTS:
        return Refusal(f"a modal does not hold 1 to {MODAL_COMPONENTS} components")
    return None


def invalid_thread(body: Json) -> Refusal | None:
    body = body or {}
    name = str(body.get("name") or "")
    if not 1 <= len(name) <= THREAD_NAME:
        return Refusal(f"a thread name is not 1 to {THREAD_NAME} characters")
    minutes = body.get("auto_archive_duration")
    if minutes is not None and minutes not in ARCHIVE_MINUTES:
        return Refusal(f"auto_archive_duration {minutes} is not one of {sorted(ARCHIVE_MINUTES)}")
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
