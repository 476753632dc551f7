"""A hint in a casual game: the move a robot would make for the seat whose turn it is, and why.

A game works its hint out from the asking seat's view alone, as its robots see a deal, so a
hint can tell nothing of a hidden card. What the table keeps of a hint used (`Hinted`) is
logged and goes into the deal's record; the advice itself (`Hint`) is the game's to word.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, TypeVar

from bot.games.seats import Seat

if TYPE_CHECKING:
    # The game seam names hints, so this module cannot import it first.
    from bot.games.game import Action

#: A game's own action type (every action names its seat).
A = TypeVar("A", bound="Action")


@dataclass(frozen=True, slots=True)
class Hint:
    """The robot's move for the asking seat, and the game's reason for it (its own value,
    which its front end puts into the reader's words)."""

    action: Action
    reason: Any


@dataclass(frozen=True, slots=True)
class Hinted:
    """A hint a player took during a deal: for which seat's move, before which of the deal's
    actions (how many had been made), and the move it advised (the game's move text)."""

    seat: Seat
    position: int
    move: str


def hinted_at(hints: tuple[Hinted, ...], position: int) -> Hinted | None:
    """The hint taken before the deal's action at `position`, if any (the last, if several)."""
    found = [h for h in hints if h.position == position]
    return found[-1] if found else None


class Moment(Enum):
    """Which decision of a deal a hint was for."""

    CALL = "call"
    #: Kaiser's bidder naming trump.
    TRUMP = "trump"
    CARD = "card"


@dataclass(frozen=True, slots=True)
class HintNote:
    """A hint as a finished deal's record shows it: whose, for which decision (the auction's
    `number`th call, or a card of trick `number`), what it advised, and what was done."""

    seat: Seat
    moment: Moment
    number: int
    advice: str
    #: The move made there (the game's move text), None when the deal ended before one was.
    made: str | None

    @property
    def followed(self) -> bool:
        return self.made == self.advice


def hint_note(advice: str) -> str:
    """A record file's note on a move its player took a hint for (rule 7.4 of seeds/tables.md):
    what the robot advised, in the game's own writing of moves ("1NT", "SA"). Record files are
    read in English."""
    return f"hint taken: the robot advised {advice}"


def hint_notes(
    hints: Sequence[Hinted],
    actions: Sequence[A],
    moment_of: Callable[[A], Moment | None],
    move_text: Callable[[A], str],
) -> tuple[HintNote, ...]:
    """Where in a finished deal each hint was taken, from the deal's `actions`: the game says
    which decision an action is (`moment_of`; None for one a hint never advises, such as a
    bridge claim, which only comes in the play) and writes it (`move_text`)."""
    notes = []
    for h in hints:
        before = [moment_of(a) for a in actions[: h.position]]
        made = actions[h.position] if h.position < len(actions) else None
        moment = (moment_of(made) if made is not None else None) or Moment.CARD
        if moment is Moment.CARD:
            number = before.count(Moment.CARD) // 4 + 1
        else:
            number = before.count(moment) + 1
        done = (
            move_text(made)
            if made is not None and moment_of(made) is moment and made.seat is h.seat
            else None
        )
        notes.append(HintNote(h.seat, moment, number, h.move, done))
    return tuple(notes)
