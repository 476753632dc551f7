"""Each game's pictures, found by the game's name, so the front end draws any game the same way.

A game's renderer package (`renderers.<game>`) registers its `GamePictures` when imported;
`pictures_for` imports it on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeAlias, TypeVar

from bot.games.registry import Registry
from bot.games.seats import Side
from bot.language import Words
from renderers.common.seating import Players
from renderers.common.theme import Theme

#: A named picture of the gallery, drawn in a theme with its words in a reader's language.
Example = Callable[[Theme, Words], bytes]


PublicViewT = TypeVar("PublicViewT")
SeatViewT = TypeVar("SeatViewT")
RecordT = TypeVar("RecordT")
MatchT = TypeVar("MatchT")


@dataclass(frozen=True, slots=True)
class GamePictures(Generic[PublicViewT, SeatViewT, RecordT, MatchT]):
    """Each picture takes its subject, who sits where (or the sides' names), the theme, and the
    words of the language it is drawn for. The subjects are the game's own: its public view,
    a seat's view, a finished deal's record and its match (as its `Game` makes them)."""

    #: The channel's picture of the table, from the game's public view.
    table: Callable[[PublicViewT, Players | None, Theme, Words], bytes]
    #: A player's private picture of their hand, from their seat's view.
    hand: Callable[[SeatViewT, Players | None, Theme, Words], bytes]
    #: A finished deal in full, from its record.
    record: Callable[[RecordT, Players | None, Theme, Words], bytes]
    #: The running score of a match.
    sheet: Callable[[MatchT, Mapping[Side, str] | None, Theme, Words], bytes]
    #: Every picture the game draws, on fixed examples, for the gallery and the checks.
    gallery: Callable[[], dict[str, Example]]


#: The pictures of any game, as the front end holds them: it hands each picture the subject
#: its game made, and never looks inside it.
AnyPictures: TypeAlias = GamePictures[Any, Any, Any, Any]

_PICTURES: Registry[AnyPictures] = Registry("pictures", "renderers.{}", "pictures")


def register(game: str, pictures: AnyPictures) -> None:
    _PICTURES.register(game, pictures)


def pictures_for(game: str) -> AnyPictures:
    return _PICTURES.find(game)
