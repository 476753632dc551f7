"""Topper's rules: the deal, the play of its three tricks and the match of four deals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Self

from bot.games.cards import Card, Rank, Shuffler, Suit, deal_cards, sort_hand
from bot.games.errors import NotYourTurn
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import TrickPlay

#: Rule 1.1: the ace, king and queen of each suit.
DECK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in (Rank.ACE, Rank.KING, Rank.QUEEN))
#: Rule 1.2: four deals to a match.
DEALS = 4


class Play(TrickPlay):
    """Rule 2.2: three tricks at no trump."""

    deal_tricks = 3
    all_played = "topper-all-played"


@dataclass(frozen=True, slots=True)
class CardAction:
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Rules:
    """Topper has no options; a table still keeps its rules in the log."""

    def to_json(self) -> dict[str, object]:
        return {}


@dataclass(frozen=True, slots=True)
class Due:
    """The deal a match says is next: its number and dealer (rule 1.2)."""

    number: int
    dealer: Seat


@dataclass(frozen=True, slots=True)
class Deal:
    number: int
    dealer: Seat
    hands: Mapping[Seat, frozenset[Card]]

    def to_text(self) -> str:
        hands = "/".join(".".join(str(c) for c in sort_hand(self.hands[s])) for s in SEATS)
        return f"{self.number}:{self.dealer}:{hands}"

    @classmethod
    def from_text(cls, text: str) -> Deal:
        number, dealer, hands = text.split(":")
        cards = [frozenset(Card.parse(c) for c in h.split(".")) for h in hands.split("/")]
        return cls(int(number), Seat(dealer), dict(zip(SEATS, cards, strict=True)))

    @classmethod
    def dealt(cls, due: Due, rng: Shuffler) -> Deal:
        return cls(due.number, due.dealer, deal_cards(rng, DECK))


class State:
    """One deal in progress; `apply` is its only mutator (rule 2)."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.play = Play(deal.hands, deal.dealer.next, None)
        self._actions: list[CardAction] = []

    @property
    def actions(self) -> Sequence[CardAction]:
        return tuple(self._actions)

    @property
    def is_finished(self) -> bool:
        return self.play.is_complete

    @property
    def to_act(self) -> Seat | None:
        return self.play.turn

    @property
    def owing(self) -> tuple[Seat, ...]:
        turn = self.play.turn
        return () if turn is None else (turn,)

    def check(self, action: CardAction) -> None:
        if action.seat is not self.play.turn and self.play.turn is not None:
            raise NotYourTurn("refuse-turn-to-play", seat=self.play.turn.value)
        self.play.check(action.card, action.seat)

    def apply(self, action: CardAction) -> None:
        self.check(action)
        self.play.play(action.card, action.seat)
        self._actions.append(action)

    def copy(self) -> Self:
        new = type(self)(self.deal)
        new.play = self.play.copy()
        new._actions = list(self._actions)
        return new

    def rewound(self, keep: int) -> Self:
        new = type(self)(self.deal)
        for action in self._actions[:keep]:
            new.apply(action)
        return new

    def can_take_back(self, action: CardAction) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Result:
    """A finished deal's tricks, by side (rule 3.1)."""

    tricks: Mapping[Side, int]

    @property
    def result_text(self) -> str:
        return f"N-S {self.tricks[Side.NS]}, E-W {self.tricks[Side.EW]}"


def read_result(text: str) -> tuple[int, int]:
    """The tricks of each side from a result's text ("N-S 2, E-W 1"), as `Result` writes it."""
    ns, _, ew = text.partition(", ")
    if not ns.startswith("N-S ") or not ew.startswith("E-W "):
        raise ValueError(text)
    return int(ns[4:]), int(ew[4:])


@dataclass
class Match:
    """Four deals, a point a trick (rules 1.2 and 3.1)."""

    results: list[Result] = field(default_factory=list)

    @property
    def is_over(self) -> bool:
        return len(self.results) >= DEALS

    @property
    def counted_deals(self) -> int:
        return len(self.results)

    @property
    def single_deal(self) -> bool:
        return False

    def next_deal(self) -> Due | None:
        n = len(self.results)
        return None if self.is_over else Due(n + 1, SEATS[n % 4])

    def record(self, state: State) -> Result:
        result = Result({side: state.play.tricks_won(side) for side in Side})
        self.results.append(result)
        return result

    def totals(self) -> dict[Side, int]:
        return {side: sum(r.tricks[side] for r in self.results) for side in Side}

    def standing(self) -> dict[Side, int]:
        return self.totals()

    def winner(self) -> Side | None:
        totals = self.totals()
        if totals[Side.NS] == totals[Side.EW]:
            return None
        return Side.NS if totals[Side.NS] > totals[Side.EW] else Side.EW

    def copy(self) -> Self:
        return type(self)(list(self.results))
