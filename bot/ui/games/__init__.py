"""Each game's front end: its controls and its words, found by the game's name.

The shared front end draws every table the same way and asks the game's adapter only for what
is the game's own: the words of a player's hand message and the buttons for their legal moves
(bridge's two-step bidding box, say), how to describe the table's options, what a finished
deal's record adds (files, a replay link) and the rules in brief.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias, TypeVar

import discord

from bot.games.cards import Card
from bot.games.costly import CardCost
from bot.games.hints import Hint, HintNote
from bot.games.registry import Registry
from bot.games.seats import Side
from bot.language import Words
from renderers.common.vocabulary import seat_name

Item = discord.ui.Item[Any]


@dataclass(frozen=True, slots=True)
class HandPrompt:
    """What the hand message asks for beyond the plain hand: one of the game's own steps (a
    bidding level), or a move awaiting confirmation (its move text)."""

    step: str | None = None
    confirm: str | None = None


#: The hand as it stands.
PLAIN = HandPrompt()


@dataclass(frozen=True, slots=True)
class RecordPost:
    """What the channel gets for a finished deal besides its picture."""

    #: Where the deal can be replayed, if the game has such a place.
    link: str | None
    #: The deal in the game's file formats: (file name suffix, contents).
    files: tuple[tuple[str, str], ...]


def with_hints(review: str, hints: Sequence[HintNote], words: Words) -> str:
    """A deal's review (`GameAdapter.review_text`), and how many hints its players took, if
    any (rule 7.4 of seeds/tables.md)."""
    return f"{review} · {words('review-hints', count=len(hints))}" if hints else review


def side_lesson(
    costs: Sequence[CardCost],
    side: Side,
    card: Callable[[Card], str],
    message: str,
    words: Words,
) -> str:
    """The cards of `side` among `costs`, each with its seat, trick and cost, as the Fluent
    `message` (with its `-card` for each card) says them: the one shape of every game's
    `lesson_text`."""
    ours = [c for c in costs if c.seat.side is side]
    cards = ", ".join(
        words(f"{message}-card", card=card(c.card), seat=seat_name(words, c.seat),
              trick=c.trick, cost=c.cost)
        for c in ours
    )  # fmt: skip
    return words(message, count=len(ours), cards=cards)


RulesT_contra = TypeVar("RulesT_contra", contravariant=True)
PublicViewT_contra = TypeVar("PublicViewT_contra", contravariant=True)
SeatViewT = TypeVar("SeatViewT")
RecordT = TypeVar("RecordT")


class GameAdapter(Protocol[RulesT_contra, PublicViewT_contra, SeatViewT, RecordT]):
    """A game's front end, in the game's own types: its table options, its public view, a
    seat's view and a finished deal's record (the same types as its `Game`'s)."""

    def describe(self, rules: RulesT_contra, words: Words) -> str:
        """The table's own options in a few words: "Chicago, 4 deals · natural bidding"."""
        ...

    def hand_text(
        self,
        own: SeatViewT,
        heading: str,
        acting: SeatViewT | None,
        words: Words,
        prompt: HandPrompt = PLAIN,
    ) -> str:
        """The words of a player's hand message, from their seat's view (and the view of the
        hand they play for, when that is another), in the player's language, asking what
        `prompt` asks."""
        ...

    def hand_controls(
        self,
        view: SeatViewT,
        table: str,
        version: int,
        prompt: HandPrompt,
        *,
        confirm_first: bool,
        words: Words,
    ) -> list[Item]:
        """The buttons for what `view`'s seat may do now; none when nothing is asked of it."""
        ...

    def move_label(self, view: SeatViewT, move: str, words: Words) -> str:
        """How the confirm button names a move: "Call 1♠", "Play 10♥"."""
        ...

    def acting_view(self, views: Sequence[SeatViewT], own: SeatViewT) -> SeatViewT:
        """Of the views a player holds, the one their turn is in (their own by default)."""
        ...

    def picture_view(self, views: Sequence[SeatViewT], own: SeatViewT) -> SeatViewT:
        """Of the views a player holds, the one their hand picture is drawn from (their own
        unless the game turns the table for them)."""
        ...

    def record_post(self, record: RecordT, exports: dict[str, str]) -> RecordPost: ...

    def result_words(self, record: RecordT, words: Words) -> str:
        """A finished deal's result in a few characters, in the reader's language: "4♠ S +1",
        "3SA N =", "8♥ N made 9"."""
        ...

    def said_result(self, text: str, words: Words) -> str:
        """A result as the store keeps it (the game's own result text, written in English
        notation) said in the reader's language; text it cannot read comes back as it is."""
        ...

    def calls_explained(self, view: PublicViewT_contra, words: Words | None = None) -> str | None:
        """What each call of the auction so far means, as anyone at or around the table may
        ask, in the asker's language; None when the game has no such explanations or no call
        has been made."""
        ...

    def auction_review(self, view: PublicViewT_contra, words: Words) -> str | None:
        """The auction so far, as a player looks back at it from their hand message (what each
        call means, where the game explains calls); None before the first call."""
        ...

    def lasting_controls(
        self, view: SeatViewT, table: str, version: int, words: Words
    ) -> list[Item]:
        """The game's controls a hand message offers whatever the turn (bridge: Claim, during
        the play), beside the controls to look back."""
        ...

    def hint_text(self, view: SeatViewT, hint: Hint, words: Words) -> str:
        """A hint as its player reads it: the robot's move for `view`'s seat and its reason,
        in the reader's language."""
        ...

    def analysed(self, record: RecordT) -> RecordT:
        """The record with what takes time to work out added (bridge: the double-dummy table
        and par). Runs in a worker thread."""
        ...

    def par_text(self, record: RecordT, words: Words) -> str | None:
        """What the deal is worth with best play all round, as players say it (bridge's
        double-dummy par), in the reader's language, or None where the game has no such
        figure. Runs in a worker."""
        ...

    def judged(self, record: Any) -> Any:
        """The record with the cards of its play that cost their side (bridge: tricks double
        dummy; Kaiser: points by its exact search): the cheaper part of `analysed`. Runs in a
        worker thread."""
        ...

    def review_text(self, record: Any, words: Words) -> str | None:
        """What the play of a finished deal gave away against best play (bridge: the cards
        that cost a trick double dummy; Kaiser: points, by its exact search) and what the
        opening lead cost, in the reader's language; None when no card was played. Runs in
        a worker."""
        ...

    def lesson_text(self, record: RecordT, side: Side, words: Words) -> str | None:
        """Where `side` lost tricks (bridge, double dummy) or points (Kaiser) in a judged
        record, card by card, for its players' own hand messages; None when no card was
        played."""
        ...

    def rules_text(self, words: Words) -> str:
        """The game's rules in brief (`/bridge rules`), in the reader's language."""
        ...


#: A front end of any game, as the shared front end holds it: it hands each of the game's
#: options, views and records back to the game's own front end, and never looks inside them.
AnyAdapter: TypeAlias = GameAdapter[Any, Any, Any, Any]


_ADAPTERS: Registry[AnyAdapter] = Registry("front end", "bot.ui.games.{}", "front_end")


def register(game: str, adapter: AnyAdapter) -> None:
    _ADAPTERS.register(game, adapter)


def adapter_for(game: str) -> AnyAdapter:
    return _ADAPTERS.find(game)
