"""Discord's rules for a message's components, legacy and Components V2, as the fake applies
them (Discord's component reference and its published API description).

Without the IS_COMPONENTS_V2 flag a message's top-level components are up to five action rows.
With it they may be action rows, sections, text displays, media galleries, files, separators and
containers, up to 40 components in all (every nested one counted) and 4,000 characters of text
displays in all. Everywhere: an action row holds one to five buttons or one select alone; a
button with a custom_id has no url, a link button has a url and no custom_id, and every button
but a premium one shows a label or an emoji; custom_ids are 1 to 100 characters and unique in
the message.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

Json = Any


class Kind(IntEnum):
    """Component types, as Discord numbers them."""

    ACTION_ROW = 1
    BUTTON = 2
    STRING_SELECT = 3
    TEXT_INPUT = 4
    USER_SELECT = 5
    ROLE_SELECT = 6
    MENTIONABLE_SELECT = 7
    CHANNEL_SELECT = 8
    SECTION = 9
    TEXT_DISPLAY = 10
    THUMBNAIL = 11
    MEDIA_GALLERY = 12
    FILE = 13
    SEPARATOR = 14
    CONTAINER = 17


class Style(IntEnum):
    """Button styles."""

    PRIMARY = 1
    SECONDARY = 2
    SUCCESS = 3
    DANGER = 4
    LINK = 5
    PREMIUM = 6


SELECTS = frozenset(
    {Kind.STRING_SELECT, Kind.USER_SELECT, Kind.ROLE_SELECT, Kind.MENTIONABLE_SELECT,
     Kind.CHANNEL_SELECT}
)  # fmt: skip
#: What a Components V2 message may have at its top, and what a container may hold.
V2_TOP = frozenset(
    {Kind.ACTION_ROW, Kind.SECTION, Kind.TEXT_DISPLAY, Kind.MEDIA_GALLERY, Kind.FILE,
     Kind.SEPARATOR, Kind.CONTAINER}
)  # fmt: skip
IN_CONTAINER = V2_TOP - {Kind.CONTAINER}
ACCESSORIES = frozenset({Kind.BUTTON, Kind.THUMBNAIL})

ROWS = 5
PER_ROW = 5
V2_COMPONENTS = 40
V2_TEXT = 4000
CUSTOM_ID = 100
BUTTON_LABEL = 80
URL = 512
MEDIA_URL = 2048
EMOJI_NAME = 32
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150
SECTION_TEXTS = 3
GALLERY_ITEMS = 10
ALT_TEXT = 1024
ACCENT = 0xFFFFFF
ATTACHMENT = "attachment://"


class Invalid(Exception):
    """A component Discord refuses, and why."""


@dataclass
class Walk:
    """What one pass over a message's components gathers while it checks them."""

    v2: bool
    count: int = 0
    text: int = 0
    custom_ids: set[str] = field(default_factory=set)
    ids: set[int] = field(default_factory=set)
    #: The file names the components show through `attachment://`.
    attachments: list[str] = field(default_factory=list)


def check_components(components: Json, *, v2: bool) -> Walk:
    """Check a message's components; raise `Invalid` with Discord's reason when it refuses them."""
    if not isinstance(components, list):
        raise Invalid("components is not a list")
    walk = Walk(v2)
    if not v2:
        if len(components) > ROWS:
            raise Invalid(f"more than {ROWS} action rows")
        for item in components:
            kind = _kind(item)
            if kind is not Kind.ACTION_ROW:
                raise Invalid(
                    f"a top-level {kind.name.lower()} needs the IS_COMPONENTS_V2 flag"
                    if kind in V2_TOP
                    else f"a {kind.name.lower()} outside an action row"
                )
            _row(item, walk)
        return walk
    for item in components:
        kind = _kind(item)
        if kind not in V2_TOP:
            raise Invalid(f"a {kind.name.lower()} at the top of a message")
        _v2_item(item, kind, walk)
    if walk.count > V2_COMPONENTS:
        raise Invalid(f"more than {V2_COMPONENTS} components")
    if walk.text > V2_TEXT:
        raise Invalid(f"the text displays hold more than {V2_TEXT} characters")
    return walk


def _kind(item: Json) -> Kind:
    if not isinstance(item, dict):
        raise Invalid("a component is not an object")
    kind = item.get("type")
    try:
        if not isinstance(kind, int):
            raise ValueError(kind)
        return Kind(kind)
    except ValueError:
        raise Invalid(f"unknown component type {item.get('type')!r}") from None


def _counted(item: Json, walk: Walk) -> None:
    walk.count += 1
    ident = item.get("id")
    if ident:
        if not isinstance(ident, int) or not 0 < ident < 2**31:
            raise Invalid("a component id is not a 32-bit integer")
        if ident in walk.ids:
            raise Invalid("two components share an id")
        walk.ids.add(ident)


def _v2_item(item: Json, kind: Kind, walk: Walk) -> None:
    if kind is Kind.ACTION_ROW:
        _row(item, walk)
    elif kind is Kind.TEXT_DISPLAY:
        _text(item, walk)
    elif kind is Kind.SECTION:
        _section(item, walk)
    elif kind is Kind.MEDIA_GALLERY:
        _counted(item, walk)
        items = item.get("items") or []
        if not 1 <= len(items) <= GALLERY_ITEMS:
            raise Invalid(f"a media gallery does not hold 1 to {GALLERY_ITEMS} items")
        for media in items:
            _media(media.get("media"), walk, what="a media gallery item")
            _alt_text(media)
    elif kind is Kind.FILE:
        _counted(item, walk)
        url = _media(item.get("file"), walk, what="a file")
        if not url.startswith(ATTACHMENT):
            raise Invalid("a file component does not name an attachment://")
    elif kind is Kind.SEPARATOR:
        _counted(item, walk)
        if item.get("spacing") not in (None, 1, 2):
            raise Invalid("a separator's spacing is not 1 or 2")
    elif kind is Kind.CONTAINER:
        _counted(item, walk)
        accent = item.get("accent_color")
        if accent is not None and not (isinstance(accent, int) and 0 <= accent <= ACCENT):
            raise Invalid("a container's accent colour is not RGB")
        children = item.get("components") or []
        if not children:
            raise Invalid("an empty container")
        for child in children:
            child_kind = _kind(child)
            if child_kind not in IN_CONTAINER:
                raise Invalid(f"a {child_kind.name.lower()} inside a container")
            _v2_item(child, child_kind, walk)


def _text(item: Json, walk: Walk) -> None:
    _counted(item, walk)
    content = item.get("content")
    if not isinstance(content, str) or not 1 <= len(content) <= V2_TEXT:
        raise Invalid(f"a text display's content is not 1 to {V2_TEXT} characters")
    walk.text += len(content)


def _section(item: Json, walk: Walk) -> None:
    _counted(item, walk)
    texts = item.get("components") or []
    if not 1 <= len(texts) <= SECTION_TEXTS:
        raise Invalid(f"a section does not hold 1 to {SECTION_TEXTS} text displays")
    for text in texts:
        if _kind(text) is not Kind.TEXT_DISPLAY:
            raise Invalid("a section holds something other than text displays")
        _text(text, walk)
    accessory = item.get("accessory")
    if accessory is None:
        raise Invalid("a section without an accessory")
    kind = _kind(accessory)
    if kind is Kind.BUTTON:
        _button(accessory, walk)
    elif kind is Kind.THUMBNAIL:
        _counted(accessory, walk)
        _media(accessory.get("media"), walk, what="a thumbnail")
        _alt_text(accessory)
    else:
        raise Invalid(f"a section's accessory is a {kind.name.lower()}")


def _media(media: Json, walk: Walk, *, what: str) -> str:
    url = media.get("url") if isinstance(media, dict) else None
    if not isinstance(url, str) or not url or len(url) > MEDIA_URL:
        raise Invalid(f"{what} has no media url of at most {MEDIA_URL} characters")
    if url.startswith(ATTACHMENT):
        walk.attachments.append(url.removeprefix(ATTACHMENT))
    elif not url.startswith(("https://", "http://")):
        raise Invalid(f"{what}'s url is neither a link nor attachment://")
    return url


def _alt_text(item: Json) -> None:
    alt = item.get("description")
    if alt is not None and not 1 <= len(str(alt)) <= ALT_TEXT:
        raise Invalid(f"alt text is not 1 to {ALT_TEXT} characters")


def _row(row: Json, walk: Walk) -> None:
    _counted(row, walk)
    items = row.get("components") or []
    if not items:
        raise Invalid("an empty action row")
    if len(items) > PER_ROW:
        raise Invalid(f"more than {PER_ROW} components in a row")
    kinds = [_kind(item) for item in items]
    if any(k in SELECTS for k in kinds) and len(items) > 1:
        raise Invalid("a select shares its action row")
    for item, kind in zip(items, kinds, strict=True):
        if kind is Kind.BUTTON:
            _button(item, walk)
        elif kind in SELECTS:
            _select(item, kind, walk)
        else:
            raise Invalid(f"a {kind.name.lower()} inside an action row")


def _custom_id(item: Json, walk: Walk) -> None:
    custom_id = item.get("custom_id")
    if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= CUSTOM_ID:
        raise Invalid(f"a custom_id is not 1 to {CUSTOM_ID} characters")
    if custom_id in walk.custom_ids:
        raise Invalid("two components share a custom_id")
    walk.custom_ids.add(custom_id)


def _button(item: Json, walk: Walk) -> None:
    _counted(item, walk)
    try:
        style = Style(item.get("style"))
    except ValueError:
        raise Invalid(f"unknown button style {item.get('style')!r}") from None
    label = item.get("label")
    if label is not None and len(str(label)) > BUTTON_LABEL:
        raise Invalid(f"a button label is longer than {BUTTON_LABEL} characters")
    emoji = item.get("emoji")
    if emoji is not None and not _emoji(emoji):
        raise Invalid("a button's emoji has neither an id nor a name")
    if style is Style.PREMIUM:
        others = ("custom_id", "label", "url", "emoji")
        if not item.get("sku_id") or any(item.get(k) for k in others):
            raise Invalid("a premium button has an sku_id and nothing else")
        return
    if not label and not emoji:
        raise Invalid("a button has neither a label nor an emoji")
    if item.get("sku_id"):
        raise Invalid("only a premium button has an sku_id")
    if style is Style.LINK:
        url = item.get("url")
        if not isinstance(url, str) or not url or len(url) > URL:
            raise Invalid(f"a link button has no url of at most {URL} characters")
        if item.get("custom_id") is not None:
            raise Invalid("a link button has a custom_id")
        return
    if item.get("url") is not None:
        raise Invalid("a button with a custom_id has a url")
    _custom_id(item, walk)


def _emoji(emoji: Json) -> bool:
    """A partial emoji: a custom one's id, or a name of at most 32 characters."""
    if not isinstance(emoji, dict):
        return False
    return bool(emoji.get("id")) or 0 < len(str(emoji.get("name") or "")) <= EMOJI_NAME


def _select(item: Json, kind: Kind, walk: Walk) -> None:
    _counted(item, walk)
    _custom_id(item, walk)
    if len(str(item.get("placeholder") or "")) > PLACEHOLDER:
        raise Invalid(f"a placeholder is longer than {PLACEHOLDER} characters")
    least = item.get("min_values", 1)
    most = item.get("max_values", 1)
    if least is None:
        least = 1
    if most is None:
        most = 1
    if not 0 <= least <= SELECT_OPTIONS or not 1 <= most <= SELECT_OPTIONS or least > most:
        raise Invalid("a select's min_values and max_values are out of range")
    if kind is not Kind.STRING_SELECT:
        return
    options = item.get("options") or []
    if not 1 <= len(options) <= SELECT_OPTIONS:
        raise Invalid(f"a select does not have 1 to {SELECT_OPTIONS} options")
    if most > len(options):
        raise Invalid("a select's max_values is more than its options")
    for option in options:
        for key in ("label", "value"):
            if not 1 <= len(str(option.get(key) or "")) <= OPTION_TEXT:
                raise Invalid(f"a select option's {key} is not 1 to {OPTION_TEXT} characters")
        if len(str(option.get("description") or "")) > OPTION_TEXT:
            raise Invalid(f"a select option's description is longer than {OPTION_TEXT} characters")
    if len({str(o.get("value")) for o in options}) < len(options):
        raise Invalid("two options of a select share a value")
