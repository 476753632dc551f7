"""A bridge table's own options: the format, its vulnerability, the bidding system, and who
plays when a robot declares opposite a human."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.games.bridge.formats import FormatKind
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.scoring import Vulnerability


class Declaring(Enum):
    """Who plays a contract won by a robot whose partner is human."""

    #: The human partner plays both hands (declarer's and their own as dummy).
    HUMAN_PARTNER = "human"
    #: The robot declares and plays the human's cards from dummy.
    ROBOT = "robot"


@dataclass(frozen=True, slots=True)
class BridgeRules:
    format: FormatKind = FormatKind.CHICAGO_4
    #: Used only by the single-deal format.
    vulnerability: Vulnerability = Vulnerability.NONE
    system: BiddingSystem = BiddingSystem.NATURAL
    declaring: Declaring = Declaring.HUMAN_PARTNER
    #: Used only by the duplicate format: how many boards (a tournament's host may choose).
    boards: int = 8

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format.value,
            "vulnerability": self.vulnerability.value,
            "system": self.system.value,
            "declaring": self.declaring.value,
        } | ({"boards": self.boards} if self.boards != 8 else {})

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BridgeRules:
        """Read the options back; the keys are those a table's Opened event has always had."""
        return cls(
            format=FormatKind(data["format"]),
            vulnerability=Vulnerability(data["vulnerability"]),
            system=BiddingSystem(data["system"]),
            declaring=Declaring(data["declaring"]),
            boards=int(data.get("boards", 8)),
        )
