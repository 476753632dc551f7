"""The living messages as Discord's Components V2 lay them out: the words in a text display, the
pictures in a media gallery, any other file below them, then the controls, all in one container
rimmed in the table's colour.

A message sent this way keeps the V2 flag for good (Discord cannot take it off), so every later
edit of it is laid out here too, and sends no `content`: an edit that turns an older message
into this layout empties its content (null), as Discord asks. Discord's limits for such a
message: 40 components in all (each row, button, text and gallery counts) and 4,000 characters
of text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

#: Discord's limits on a Components V2 message.
MAX_COMPONENTS = 40
MAX_TEXT = 4000
#: A media gallery shows one to ten pictures.
MAX_PICTURES = 10

Item = discord.ui.Item[Any]
RGB = tuple[int, int, int]


def is_picture(name: str) -> bool:
    return name.lower().endswith(".png")


def layout(
    text: str,
    files: Sequence[str] = (),
    rows: Sequence[Sequence[Item]] = (),
    accent: RGB | None = None,
) -> discord.ui.LayoutView:
    """One container: `text`, the pictures among the attached `files` (by name) in a gallery,
    the other files, a divider, then each of `rows` as an action row (empty rows left out)."""
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(
        accent_colour=None if accent is None else discord.Colour.from_rgb(*accent)
    )
    if text:
        box.add_item(discord.ui.TextDisplay(text[:MAX_TEXT]))
    pictures = [name for name in files if is_picture(name)][:MAX_PICTURES]
    if pictures:
        box.add_item(
            discord.ui.MediaGallery(
                *(discord.MediaGalleryItem(f"attachment://{name}") for name in pictures)
            )
        )
    for name in files:
        if not is_picture(name):
            box.add_item(discord.ui.File(f"attachment://{name}"))
    controls = [list(row) for row in rows if row]
    if controls:
        box.add_item(discord.ui.Separator())
    for row in controls:
        box.add_item(discord.ui.ActionRow(*row))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(box)
    return view


def in_rows(items: Sequence[Item]) -> list[list[Item]]:
    """Items laid out as a legacy view would lay them: by the row each names, in order, else
    five to a row (a select fills a row alone)."""
    out: list[list[Item]] = []
    by_row: dict[int, list[Item]] = {}
    loose: list[Item] = []
    for item in items:
        if item.row is not None:
            by_row.setdefault(item.row, []).append(item)
        else:
            loose.append(item)
    out.extend(by_row[n] for n in sorted(by_row))
    row: list[Item] = []
    for item in loose:
        if sum(i.width for i in row) + item.width > 5:
            out.append(row)
            row = []
        row.append(item)
    if row:
        out.append(row)
    return out


def laid_out(
    text: str,
    files: Sequence[discord.File] = (),
    items: Sequence[Item] = (),
    accent: RGB | None = None,
    *,
    new: bool = False,
) -> dict[str, Any]:
    """Keyword arguments that send (`new`) or edit a message to this layout; an edit replaces
    every attachment the message had with `files`."""
    view = layout(text, [f.filename for f in files], in_rows(items), accent)
    if new:
        return {"view": view, "files": list(files)}
    return {"content": None, "view": view, "attachments": list(files)}


def as_layout(message: dict[str, Any], accent: RGB | None = None, *, new: bool) -> dict[str, Any]:
    """A message drawn as content, a view of controls and files (`file`, `files` or
    `attachments`), laid out instead. Anything else it says (allowed mentions) is kept."""
    rest = dict(message)
    text = rest.pop("content", None) or ""
    view = rest.pop("view", None)
    files: list[discord.File] = []
    if "file" in rest:
        files.append(rest.pop("file"))
    for key in ("files", "attachments"):
        files.extend(f for f in rest.pop(key, None) or () if isinstance(f, discord.File))
    rest.pop("suppress_embeds", None)  # a V2 message has no embeds to suppress
    items = list(view.children) if view is not None else []
    return {**rest, **laid_out(text, files, items, accent, new=new)}


def as_new(edit: dict[str, Any]) -> dict[str, Any]:
    """Keyword arguments that send as a new message what `edit` would edit a message to."""
    new = {k: v for k, v in edit.items() if k not in ("content", "attachments")}
    if edit.get("attachments"):
        new["files"] = edit["attachments"]
    return new
