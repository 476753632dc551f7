"""The custom_id of every button and select the bot sends, and its strict parser.

A custom_id names the table, the table's state version when the component was drawn, the
control and its argument: ``ct:<table>:<version>:<control>[:<arg>]``. It is only a claim: the
table service re-checks the user, the turn and the version, and a game move's text is read by
the game. Anything that does not parse exactly is refused, never guessed at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from bot.games.game import find_game, game_names

MAX_LENGTH = 100
PREFIX = "ct"


class BadControlId(ValueError):
    """A custom_id that is not one the bot could have drawn."""


class Act(StrEnum):
    SIT = "sit"
    START = "start"
    LEAVE = "leave"
    HAND = "hand"
    REMATCH = "rematch"
    #: A move of the game; the argument is the game's move text ("1NT", "SA", "accept").
    MOVE = "move"
    #: Ask to confirm a move before it counts; the argument is the move.
    CONFIRM = "confirm"
    #: A step of the game's own controls that changes only the message (a bidding level).
    STEP = "step"
    BACK = "back"
    UNDO_ALLOW = "allowundo"
    UNDO_REFUSE = "refuseundo"
    #: Ask what the calls of the auction mean (answered privately, to anyone who asks).
    EXPLAIN = "explain"
    #: Mute one's own timer warnings (the clicker's setting, whoever was warned).
    MUTE = "mute"
    #: Look back from the hand message (answered privately): the argument says at what
    #: (see `Review`).
    REVIEW = "review"
    #: Ask for a hint on one's turn in a casual game (answered privately).
    HINT = "hint"
    #: Play a finished deal of the table again; the argument is its match and deal
    #: ("1d3"), then the seat chosen ("1d3N").
    REPLAY = "replay"


class Review(StrEnum):
    """What a player may look back at from their hand message at any time."""

    AUCTION = "auction"
    TRICK = "trick"
    MARKS = "marks"


#: The short names the first version of the bot drew; its messages keep working.
_EARLIER: dict[str, tuple[Act, str | None]] = {
    "call": (Act.MOVE, None),
    "card": (Act.MOVE, None),
    "lvl": (Act.STEP, None),
    "ok": (Act.CONFIRM, None),
    "cya": (Act.MOVE, "accept"),
    "cyn": (Act.MOVE, "reject"),
    "uya": (Act.UNDO_ALLOW, None),
    "uyn": (Act.UNDO_REFUSE, None),
    "again": (Act.REMATCH, None),
}


@cache
def _moves() -> re.Pattern[str]:
    """Every game's move texts: a move that is none of them is refused before it is read."""
    return re.compile("|".join(f"(?:{find_game(g).move_grammar})" for g in game_names()))


def _arg_pattern(action: Act) -> re.Pattern[str] | None:
    if action in (Act.MOVE, Act.CONFIRM):
        return _moves()
    return _ARGS.get(action)


_ARGS: dict[Act, re.Pattern[str]] = {
    Act.SIT: re.compile(r"[NESW]"),
    Act.STEP: re.compile(r"[0-9A-Za-z]{1,12}"),
    Act.REVIEW: re.compile("|".join(r.value for r in Review)),
    Act.REPLAY: re.compile(r"[1-9][0-9]{0,4}d[1-9][0-9]{0,4}[NESW]?"),
}

_SHAPE = re.compile(
    r"ct:(?P<table>[0-9a-z]{1,24}):(?P<version>0|[1-9][0-9]{0,9})"
    r":(?P<action>[a-z]{2,12})(?::(?P<arg>[0-9A-Za-z]{1,12}))?"
)


@dataclass(frozen=True, slots=True)
class ControlId:
    table: str
    version: int
    action: Act
    arg: str = ""

    def __post_init__(self) -> None:
        pattern = _arg_pattern(self.action)
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
        name, arg = match["action"], match["arg"] or ""
        if name in _EARLIER:
            action, fixed = _EARLIER[name]
            if fixed is not None:
                if arg:
                    raise BadControlId(f"{name} takes no argument")
                arg = fixed
        else:
            try:
                action = Act(name)
            except ValueError:
                raise BadControlId(f"unknown action {name!r}") from None
        return cls(match["table"], int(match["version"]), action, arg)
