"""The choices made when a table is opened: format, bidding system, mode, privacy, robots."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.games.bridge.formats import FormatKind
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.scoring import Vulnerability
from bot.tables.errors import BadOption


class Mode(Enum):
    #: Results count and a move timer runs.
    RANKED = "ranked"
    #: Nothing is recorded, no timer, undo allowed.
    CASUAL = "casual"


class RobotLevel(Enum):
    BASIC = "basic"
    EXPERT = "expert"


class Declaring(Enum):
    """Who plays a contract won by a robot whose partner is human."""

    #: The human partner plays both hands (declarer's and their own as dummy).
    HUMAN_PARTNER = "human"
    #: The robot declares and plays the human's cards from dummy.
    ROBOT = "robot"


MOVE_TIME_MIN = 30
MOVE_TIME_MAX = 600
MOVE_TIME_DEFAULT = 180
WARNING_BEFORE = 30
RECONNECT_WINDOW = 180


@dataclass(frozen=True, slots=True)
class TableOptions:
    format: FormatKind = FormatKind.CHICAGO_4
    #: Used only by the single-deal format.
    vulnerability: Vulnerability = Vulnerability.NONE
    system: BiddingSystem = BiddingSystem.NATURAL
    mode: Mode = Mode.RANKED
    private: bool = False
    level: RobotLevel = RobotLevel.BASIC
    declaring: Declaring = Declaring.HUMAN_PARTNER
    move_time: int = MOVE_TIME_DEFAULT

    def __post_init__(self) -> None:
        if not MOVE_TIME_MIN <= self.move_time <= MOVE_TIME_MAX:
            raise BadOption(
                f"The move time must be between {MOVE_TIME_MIN} and {MOVE_TIME_MAX} seconds."
            )

    @property
    def ranked(self) -> bool:
        return self.mode is Mode.RANKED

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format.value,
            "vulnerability": self.vulnerability.value,
            "system": self.system.value,
            "mode": self.mode.value,
            "private": self.private,
            "level": self.level.value,
            "declaring": self.declaring.value,
            "move_time": self.move_time,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableOptions:
        return cls(
            format=FormatKind(data["format"]),
            vulnerability=Vulnerability(data["vulnerability"]),
            system=BiddingSystem(data["system"]),
            mode=Mode(data["mode"]),
            private=bool(data["private"]),
            level=RobotLevel(data["level"]),
            declaring=Declaring(data["declaring"]),
            move_time=int(data["move_time"]),
        )
