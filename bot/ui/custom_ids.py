"""The custom_id of every button and select the bot sends, and its strict parser.

A custom_id names the table, the table's state version when the component was drawn, the action
and its argument: ``ct:<table>:<version>:<action>[:<arg>]``. It is only a claim: the table
service re-checks the user, the turn and the version. Anything that does not parse exactly is
refused, never guessed at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

MAX_LENGTH = 100
PREFIX = "ct"


class BadControlId(ValueError):
    """A custom_id that is not one the bot could have drawn."""


class Act(StrEnum):
    SIT = "sit"
    START = "start"
    LEAVE = "leave"
    HAND = "hand"
    LEVEL = "lvl"
    BACK = "back"
    CALL = "call"
    CARD = "card"
    CONFIRM = "ok"
    CLAIM_ACCEPT = "cya"
    CLAIM_REJECT = "cyn"
    UNDO_ACCEPT = "uya"
    UNDO_REJECT = "uyn"
    REMATCH = "again"


_ARGS: dict[Act, re.Pattern[str]] = {
    Act.SIT: re.compile(r"[NESW]"),
    Act.LEVEL: re.compile(r"[1-7]"),
    Act.CALL: re.compile(r"P|X|XX|[1-7](?:C|D|H|S|NT)"),
    Act.CARD: re.compile(r"[SHDC][2-9TJQKA]"),
    Act.CONFIRM: re.compile(r"(?:P|X|XX|[1-7](?:C|D|H|S|NT))|(?:[SHDC][2-9TJQKA])"),
}

_SHAPE = re.compile(
    r"ct:(?P<table>[0-9a-z]{1,24}):(?P<version>0|[1-9][0-9]{0,9})"
    r":(?P<action>[a-z]{2,5})(?::(?P<arg>[0-9A-Z]{1,3}))?"
)


@dataclass(frozen=True, slots=True)
class ControlId:
    table: str
    version: int
    action: Act
    arg: str = ""

    def __post_init__(self) -> None:
        pattern = _ARGS.get(self.action)
        if pattern is None and self.arg:
            raise BadControlId(f"{self.action} takes no argument")
        if pattern is not None and not pattern.fullmatch(self.arg):
            raise BadControlId(f"{self.arg!r} is not an argument of {self.action}")
        if not re.fullmatch(r"[0-9a-z]{1,24}", self.table) or not 0 <= self.version < 10**10:
            raise BadControlId("malformed table or version")

    def encode(self) -> str:
        text = f"{PREFIX}:{self.table}:{self.version}:{self.action.value}"
        if self.arg:
            text += f":{self.arg}"
        assert len(text) <= MAX_LENGTH
        return text

    @classmethod
    def parse(cls, text: str) -> ControlId:
        if len(text) > MAX_LENGTH:
            raise BadControlId("too long")
        match = _SHAPE.fullmatch(text)
        if match is None:
            raise BadControlId(f"not a control id: {text!r}")
        try:
            action = Act(match["action"])
        except ValueError:
            raise BadControlId(f"unknown action {match['action']!r}") from None
        return cls(match["table"], int(match["version"]), action, match["arg"] or "")
