"""The choices made when a table is opened: the game and its own options, the mode, privacy,
the robots' level and the move time."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from bot.games.game import AnyGame, RobotLevel, Rules, find_game
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
    "Opening",
    "RobotLevel",
    "TableOptions",
]


class Mode(Enum):
    #: Results count and a move timer runs.
    RANKED = "ranked"
    #: Nothing is recorded, no timer, undo allowed.
    CASUAL = "casual"
    #: A protected beta table (rule 2.10): timed and recorded as a ranked game against the
    #: newest (expert) robots, but a game's result never lowers a player's points or rating.
    SILVER = "silver"


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
    #: Who else may sit at an event's table, as its event seats them (a tournament's other
    #: pair); nobody may be invited there.
    players: tuple[int, ...] = ()
    #: The table plays on with robots when its players leave (a tournament's: the field
    #: needs its results), rather than closing when the last one goes.
    plays_on: bool = False
    #: Until when an event's table lets its players be away without timing out (the daily
    #: challenge: until the day closes); None for the usual idle timer.
    away_until: float | None = None
    #: The language of the table's messages in its channel (each player's own messages follow
    #: their own language).
    language: str = DEFAULT.code
    #: A deal played again: the board (`Game.board_of`) every deal of the table is dealt
    #: from instead of a shuffle; None for an ordinary table. Only a casual table has one.
    board: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.mode, Mode) or not isinstance(self.level, RobotLevel):
            raise BadOption(key="table-bad-option")
        if not isinstance(self.private, bool):
            raise BadOption(key="table-private-yes-no")
        if not isinstance(self.move_time, int) or isinstance(self.move_time, bool):
            raise BadOption(key="table-move-time-whole")
        if not MOVE_TIME_MIN <= self.move_time <= MOVE_TIME_MAX:
            raise BadOption(key="table-move-time-range", fewest=MOVE_TIME_MIN, most=MOVE_TIME_MAX)
        if Language.parse(self.language) is None:
            raise BadOption(key="settings-bad-language")
        if self.board is not None and (self.mode is not Mode.CASUAL or self.event is not None):
            raise BadOption(key="table-again-casual")
        if self.rules is None:
            object.__setattr__(self, "rules", self.of_game.default_rules())

    @property
    def of_game(self) -> AnyGame:
        return find_game(self.game)

    @property
    def speaks(self) -> Language:
        """The language of the table's channel messages."""
        return Language.parse(self.language) or DEFAULT

    @property
    def ranked(self) -> bool:
        """Results count and moves are timed: a ranked table, or a silver one."""
        return self.mode in (Mode.RANKED, Mode.SILVER)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "rules": self.rules.to_json(),
            "mode": self.mode.value,
            "private": self.private,
            "level": self.level.value,
            "move_time": self.move_time,
        } | {
            key: value
            for key, value in (
                ("event", self.event), ("players", list(self.players)),
                ("plays_on", self.plays_on), ("away_until", self.away_until),
                ("language", self.language if self.language != DEFAULT.code else None),
                ("board", self.board),
            )
            if value
        }  # fmt: skip

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
            players=tuple(int(u) for u in data.get("players", ())),
            plays_on=bool(data.get("plays_on", False)),
            away_until=float(data["away_until"]) if data.get("away_until") else None,
            language=str(data.get("language", DEFAULT.code)),
            board=str(data["board"]) if data.get("board") is not None else None,
        )


@dataclass(frozen=True, slots=True)
class Opening:
    """A table to open: where (a channel, or a thread of `parent_id`), whose (its host, who
    sits South) and with which options."""

    guild_id: int
    channel_id: int
    user_id: int
    name: str
    options: TableOptions = field(default_factory=TableOptions)
    parent_id: int | None = None

    @property
    def home(self) -> int:
        """The channel the table belongs to: the one it opens in, or whose thread."""
        return self.parent_id if self.parent_id is not None else self.channel_id
