"""Each game's pictures, found by the game's name, so the front end draws any game the same way.

A game's renderer package (`renderers.<game>`) registers its `GamePictures` when imported;
`pictures_for` imports it on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.registry import Registry
from bot.language import Words
from renderers.common.seating import Players
from renderers.common.theme import Theme

#: A named picture of the gallery, drawn in a theme with its words in a reader's language.
Example = Callable[[Theme, Words], bytes]


@dataclass(frozen=True, slots=True)
class GamePictures:
    """Each picture takes its subject, who sits where (or the sides' names), the theme, and the
    words of the language it is drawn for."""

    #: The channel's picture of the table, from the game's public view.
    table: Callable[[Any, Players | None, Theme, Words], bytes]
    #: A player's private picture of their hand, from their seat's view.
    hand: Callable[[Any, Players | None, Theme, Words], bytes]
    #: A finished deal in full, from its record.
    record: Callable[[Any, Players | None, Theme, Words], bytes]
    #: The running score of a match.
    sheet: Callable[[Any, Mapping[Any, str] | None, Theme, Words], bytes]
    #: Every picture the game draws, on fixed examples, for the gallery and the checks.
    gallery: Callable[[], dict[str, Example]]


_PICTURES: Registry[GamePictures] = Registry("pictures", "renderers.{}")


def register(game: str, pictures: GamePictures) -> None:
    _PICTURES.register(game, pictures)


def pictures_for(game: str) -> GamePictures:
    return _PICTURES.find(game)
