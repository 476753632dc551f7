"""The play of a hand: eight tricks, trump named by the bidder, and the points each trick holds.

Following suit and who wins a trick are the shared trick rules (`bot.games.tricks`); what is
Kaiser's own is the count: each trick is worth 1, the 5♥ adds 5 to it and the −3 card takes 3.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.games.cards import Card, Suit, sort_hand
from bot.games.errors import IllegalCard, NotYourTurn, WrongPhase
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.rules import TRICKS, RuleConfig
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import Trick, check_follow, legal_cards


@dataclass(frozen=True, slots=True)
class Contract:
    """Who has the bid, the bid, and trump (None at no trump)."""

    bidder: Seat
    bid: Bid
    trump: Suit | None

    @property
    def side(self) -> Side:
        return self.bidder.side

    @property
    def spoken(self) -> str:
        """The contract as it is said at the table: "eight in hearts", "eight no trump"."""
        if self.trump is None:
            return self.bid.spoken
        return f"{self.bid.spoken} in {self.trump.name.lower()}"

    def __str__(self) -> str:
        if self.bid.no_trump:
            return f"{self.bid} by {self.bidder.title}"
        assert self.trump is not None
        return f"{self.bid.number}{self.trump.symbol} by {self.bidder.title}"


def trick_points(cards: Iterable[Card], rules: RuleConfig) -> int:
    """A trick's worth: 1, plus 5 with the 5♥ in it, less 3 with the −3 card."""
    return 1 + sum(rules.card_points(c) for c in cards)


class Play:
    """The card play of a contract. Holds the cards left; mutable, `copy()` for a what-if."""

    __slots__ = ("_hands", "_tricks", "contract", "rules")

    def __init__(
        self, contract: Contract, hands: Mapping[Seat, frozenset[Card]], rules: RuleConfig
    ) -> None:
        self.contract = contract
        self.rules = rules
        self._hands: dict[Seat, set[Card]] = {s: set(hands[s]) for s in SEATS}
        self._tricks: list[Trick] = [Trick(contract.bidder, ())]

    def copy(self) -> Play:
        new = Play.__new__(Play)
        new.contract = self.contract
        new.rules = self.rules
        new._hands = {s: set(h) for s, h in self._hands.items()}
        new._tricks = list(self._tricks)
        return new

    @property
    def trump(self) -> Suit | None:
        return self.contract.trump

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Every trick so far; the last may be incomplete (or empty, awaiting a lead)."""
        return tuple(self._tricks)

    @property
    def completed_tricks(self) -> tuple[Trick, ...]:
        return tuple(t for t in self._tricks if t.is_complete)

    @property
    def current_trick(self) -> Trick | None:
        last = self._tricks[-1]
        return None if last.is_complete else last

    @property
    def is_complete(self) -> bool:
        return len(self._tricks) == TRICKS and self._tricks[-1].is_complete

    @property
    def turn(self) -> Seat | None:
        trick = self.current_trick
        return None if trick is None else trick.next_seat

    def hand(self, seat: Seat) -> frozenset[Card]:
        return frozenset(self._hands[seat])

    def legal_cards(self) -> list[Card]:
        """The cards the player to move may play, as they hold them (spades first)."""
        trick = self.current_trick
        if trick is None:
            return []
        turn = trick.next_seat
        assert turn is not None
        return sort_hand(legal_cards(self._hands[turn], trick.suit_led))

    def check(self, card: Card, seat: Seat | None = None) -> None:
        turn = self.turn
        if turn is None:
            raise WrongPhase("All eight tricks have been played.", key="refuse-eight-tricks-played")
        if seat is not None and seat is not turn:
            raise NotYourTurn(
                f"It is {turn.title}'s turn to play.", key="refuse-turn-to-play", seat=turn.value
            )
        if card not in self._hands[turn]:
            raise IllegalCard(
                f"{turn.title} does not hold {card}.",
                key="refuse-does-not-hold", seat=turn.value, card=str(card),
            )  # fmt: skip
        trick = self.current_trick
        assert trick is not None
        check_follow(card, self._hands[turn], trick.suit_led)

    def play(self, card: Card, seat: Seat | None = None) -> None:
        """Play `card` for the seat to move; raises and changes nothing if it is not legal."""
        self.check(card, seat)
        trick = self._tricks[-1]
        turn = trick.next_seat
        assert turn is not None
        self._hands[turn].discard(card)
        done = trick.with_card(card)
        self._tricks[-1] = done
        if done.is_complete and len(self._tricks) < TRICKS:
            self._tricks.append(Trick(done.winner(self.trump), ()))

    def winner(self, trick: Trick) -> Seat:
        return trick.winner(self.trump)

    def tricks_won(self, side: Side) -> int:
        return sum(1 for t in self.completed_tricks if self.winner(t).side is side)

    def points(self, side: Side) -> int:
        """The hand points `side` has taken in the tricks completed so far."""
        return sum(
            trick_points(t.cards, self.rules)
            for t in self.completed_tricks
            if self.winner(t).side is side
        )

    def taker(self, card: Card) -> Side | None:
        """The team whose completed trick holds `card`, if it has fallen in one."""
        for t in self.completed_tricks:
            if card in t.cards:
                return self.winner(t).side
        return None
