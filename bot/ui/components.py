"""Persistent components: every button and select the bot draws is a DynamicItem.

The state lives in the custom_id (see `custom_ids`), so nothing is registered per message and
every button on every old message works after a restart. Catch-all templates route every click
to one dispatcher, so a malformed or forged custom_id reaches the bot and gets a private refusal
instead of Discord's "This interaction failed". The bot draws no selects; the select template
exists so that a forged select is refused like any other forged control.

discord.py answers a click only when its custom_id is still on the message as Discord sends it
with the click; a message redrawn between the player seeing it and clicking no longer has the
old id, and discord.py drops the click. `ControlRouter.answer_unmatched` answers those.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot.language import DEFAULT, say
from bot.ui.custom_ids import Act, BadControlId, ControlId
from bot.ui.frontend import front_end
from bot.ui.safety import answer_privately, guarded, reader

log = logging.getLogger(__name__)

SELECT_PREFIX = "cs"

NOT_MINE = say(DEFAULT, "error-not-mine")

#: A handler receives the click, its parsed id and the chosen values (selects only).
ControlHandler = Callable[[discord.Interaction, ControlId, Sequence[str]], Awaitable[None]]


class ControlRouter:
    """Parses each clicked custom_id strictly and hands it to the handler for its action."""

    def __init__(self) -> None:
        self._handlers: dict[Act, ControlHandler] = {}

    def register(self, action: Act, handler: ControlHandler) -> None:
        self._handlers[action] = handler

    async def dispatch(self, interaction: discord.Interaction, custom_id: str) -> None:
        bot = front_end(interaction)
        bot.handling()
        if bot.presenter is not None:
            bot.presenter.memory.heard(interaction)
        try:
            control = ControlId.parse(custom_id)
        except BadControlId:
            # Not the id itself: a forged one may be a card button's, naming a card.
            log.info(
                "refused a custom_id of %d characters from user %s",
                len(custom_id), interaction.user.id,
            )  # fmt: skip
            await guarded(interaction, _not_mine(interaction))
            return
        handler = self._handlers.get(control.action)
        if handler is None:
            await guarded(interaction, _not_mine(interaction))
            return
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        await guarded(interaction, handler(interaction, control, values))

    async def answer_unmatched(self, interaction: discord.Interaction) -> None:
        """Every click: the ones discord.py will not dispatch (their control is no longer on the
        message) are dispatched here, so that they too get an answer."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: Any = interaction.data or {}
        drawn = (int(data.get("component_type", 0)), str(data.get("custom_id", "")))
        message = interaction.message
        if message is not None and drawn in controls_on(message.components):
            return
        await self.dispatch(interaction, drawn[1])


async def _not_mine(interaction: discord.Interaction) -> None:
    await answer_privately(interaction, reader(interaction)("error-not-mine"))


def controls_on(components: Sequence[Any]) -> set[tuple[int, str]]:
    """(type, custom_id) of every control on a message, in rows and containers alike."""
    found: set[tuple[int, str]] = set()
    stack = list(components)
    while stack:
        component = stack.pop()
        custom_id = getattr(component, "custom_id", None)
        if custom_id:
            found.add((int(component.type.value), str(custom_id)))
        stack.extend(getattr(component, "children", None) or ())
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            stack.append(accessory)
    return found


def _router(interaction: discord.Interaction) -> ControlRouter:
    return front_end(interaction).controls


class ButtonControl(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=re.compile(rf"(?s)(?!{SELECT_PREFIX}:).{{1,200}}"),
):
    """Any button: the template takes every custom_id that is not a select's."""

    def __init__(
        self,
        custom_id: str,
        label: str | None = None,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
        emoji: str | None = None,
    ) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            custom_id=custom_id, label=label, style=style, disabled=disabled, emoji=emoji
        )
        super().__init__(button, row=row)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ButtonControl:
        return cls(match.group(0))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _router(interaction).dispatch(interaction, self.custom_id)


class SelectControl(
    discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]],
    template=re.compile(rf"(?s){SELECT_PREFIX}:.{{0,200}}"),
):
    """Any select whose custom_id carries the select prefix."""

    def __init__(
        self,
        custom_id: str,
        options: Sequence[discord.SelectOption] = (),
        *,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=custom_id,
            options=list(options) or [discord.SelectOption(label="-")],
            placeholder=placeholder,
        )
        super().__init__(select, row=row)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SelectControl:
        return cls(match.group(0))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _router(interaction).dispatch(interaction, self.custom_id)


def controls_view(items: Sequence[discord.ui.Item[Any]]) -> discord.ui.View:
    """A view that never times out; it holds only dynamic items, so nothing is kept per message."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
