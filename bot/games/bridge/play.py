"""The play of the cards: thirteen tricks, following suit, trumps, and who leads next."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.bridge.calls import Strain
from bot.games.bridge.contract import Contract
from bot.games.cards import Card, Suit, sort_hand
from bot.games.errors import IllegalCard, NotYourTurn, WrongPhase
from bot.games.seats import SEATS, Seat
from bot.games.tricks import Trick, check_follow, legal_cards

#: A bridge deal is thirteen tricks: every player's whole hand.
TRICKS = 13


def winner_of(leader: Seat, cards: tuple[Card, ...], strain: Strain) -> Seat:
    return Trick(leader, cards).winner(strain.suit)


class Play:
    """The card play of a contract. Holds the remaining hands; mutable, `copy()` for a what-if."""

    __slots__ = ("_hands", "_tricks", "contract", "dealt")

    def __init__(self, contract: Contract, hands: Mapping[Seat, frozenset[Card]]) -> None:
        self.contract = contract
        self.dealt: dict[Seat, frozenset[Card]] = dict(hands)
        self._hands: dict[Seat, set[Card]] = {s: set(hands[s]) for s in SEATS}
        self._tricks: list[Trick] = [Trick(contract.opening_leader, ())]

    def copy(self) -> Play:
        new = Play.__new__(Play)
        new.contract = self.contract
        new.dealt = self.dealt
        new._hands = {s: set(h) for s, h in self._hands.items()}
        new._tricks = list(self._tricks)
        return new

    @property
    def trump(self) -> Suit | None:
        return self.contract.strain.suit

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Every trick so far; the last may be incomplete (or empty, awaiting a lead)."""
        return tuple(self._tricks)

    @property
    def completed_tricks(self) -> tuple[Trick, ...]:
        return tuple(t for t in self._tricks if t.is_complete)

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played, or None when all thirteen are done."""
        last = self._tricks[-1]
        return None if last.is_complete else last

    @property
    def cards_played(self) -> int:
        return sum(len(t.cards) for t in self._tricks)

    @property
    def is_complete(self) -> bool:
        return self.cards_played == len(self.dealt) * TRICKS

    @property
    def opening_lead_made(self) -> bool:
        return self.cards_played > 0

    @property
    def turn(self) -> Seat | None:
        trick = self.current_trick
        if trick is None:
            return None
        return trick.seat_of(len(trick.cards))

    def hand(self, seat: Seat) -> frozenset[Card]:
        """The cards `seat` still holds."""
        return frozenset(self._hands[seat])

    def played_by(self, seat: Seat) -> list[Card]:
        return [c for t in self._tricks for s, c in t.plays() if s is seat]

    def legal_cards(self, seat: Seat | None = None) -> list[Card]:
        """The cards the player to move may play (follow suit if able), high suits first."""
        turn = self.turn
        if turn is None or (seat is not None and seat is not turn):
            return []
        trick = self.current_trick
        assert trick is not None
        return sort_hand(legal_cards(self._hands[turn], trick.suit_led))

    def check(self, card: Card, seat: Seat | None = None) -> None:
        turn = self.turn
        if turn is None:
            raise WrongPhase(
                "All thirteen tricks have been played.", key="refuse-thirteen-tricks-played"
            )
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
        turn = self.turn
        assert turn is not None
        trick = self._tricks[-1]
        self._hands[turn].discard(card)
        done = Trick(trick.leader, (*trick.cards, card))
        self._tricks[-1] = done
        if done.is_complete and len(self._tricks) < TRICKS:
            self._tricks.append(Trick(done.winner(self.trump), ()))

    def tricks_won(self, seat_or_side_of: Seat) -> int:
        """Completed tricks won by the side of `seat_or_side_of`."""
        side = seat_or_side_of.side
        return sum(1 for t in self.completed_tricks if t.winner(self.trump).side is side)

    @property
    def declarer_tricks(self) -> int:
        return self.tricks_won(self.contract.declarer)

    @property
    def defender_tricks(self) -> int:
        return self.tricks_won(self.contract.declarer.next)

    @property
    def tricks_left(self) -> int:
        return TRICKS - len(self.completed_tricks)
