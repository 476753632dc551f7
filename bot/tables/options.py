"""The choices made when a table is opened: the game and its own options, the mode, privacy,
the robots' level and the move time."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from bot.games.game import Game, RobotLevel, Rules, find_game
from bot.language import DEFAULT, Language
from bot.tables.errors import BadOption

__all__ = [
    "DEFAULT_GAME",
    "MOVE_TIME_DEFAULT",
    "MOVE_TIME_MAX",
    "MOVE_TIME_MIN",
    "RECONNECT_WINDOW",
    "WARNING_BEFORE",
    "Mode",
    "RobotLevel",
    "TableOptions",
]


class Mode(Enum):
    #: Results count and a move timer runs.
    RANKED = "ranked"
    #: Nothing is recorded, no timer, undo allowed.
    CASUAL = "casual"


MOVE_TIME_MIN = 30
MOVE_TIME_MAX = 600
MOVE_TIME_DEFAULT = 180
WARNING_BEFORE = 30
RECONNECT_WINDOW = 180

#: The game a table plays when its options name none: every table before Kaiser was bridge.
DEFAULT_GAME = "bridge"


@dataclass(frozen=True, slots=True)
class TableOptions:
    game: str = DEFAULT_GAME
    #: The game's own options; its defaults when left out.
    rules: Rules = field(default=None)  # type: ignore[assignment]
    mode: Mode = Mode.RANKED
    private: bool = False
    level: RobotLevel = RobotLevel.BASIC
    move_time: int = MOVE_TIME_DEFAULT
    #: The duplicate event the table plays for (a day's challenge, a tournament round), whose
    #: boards it deals from the event's stored set; None for an ordinary table.
    event: str | None = None
    #: The language of the table's messages in its channel (each player's own messages follow
    #: their own language).
    language: str = DEFAULT.code

    def __post_init__(self) -> None:
        if not isinstance(self.mode, Mode) or not isinstance(self.level, RobotLevel):
            raise BadOption("That is not a table option I know.")
        if not isinstance(self.private, bool):
            raise BadOption("A table is private or not: True or False.")
        if not isinstance(self.move_time, int) or isinstance(self.move_time, bool):
            raise BadOption("The move time is a whole number of seconds.")
        if not MOVE_TIME_MIN <= self.move_time <= MOVE_TIME_MAX:
            raise BadOption(
                f"The move time must be between {MOVE_TIME_MIN} and {MOVE_TIME_MAX} seconds."
            )
        if Language.parse(self.language) is None:
            raise BadOption(
                "Choose one of the languages offered: English, Bahasa Melayu or Français.",
                key="settings-bad-language",
            )
        if self.rules is None:
            object.__setattr__(self, "rules", self.of_game.default_rules())

    @property
    def of_game(self) -> Game:
        return find_game(self.game)

    @property
    def speaks(self) -> Language:
        """The language of the table's channel messages."""
        return Language.parse(self.language) or DEFAULT

    @property
    def ranked(self) -> bool:
        return self.mode is Mode.RANKED

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "rules": self.rules.to_json(),
            "mode": self.mode.value,
            "private": self.private,
            "level": self.level.value,
            "move_time": self.move_time,
        } | ({"event": self.event} if self.event is not None else {}) | (
            {"language": self.language} if self.language != DEFAULT.code else {}
        )

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableOptions:
        """Read options back. Tables opened before games were named wrote bridge's own options
        beside the others, with no game and no "rules" key; they read as bridge."""
        game = str(data.get("game", DEFAULT_GAME))
        rules = data.get("rules", data)
        return cls(
            game=game,
            rules=find_game(game).rules_from_json(rules),
            mode=Mode(data["mode"]),
            private=bool(data["private"]),
            level=RobotLevel(data["level"]),
            move_time=int(data["move_time"]),
            event=str(data["event"]) if data.get("event") is not None else None,
            language=str(data.get("language", DEFAULT.code)),
        )
