"""The play of the cards in tricks, as every trick-taking game here plays it.

A player must follow the suit led if they can, and may otherwise play any card (trumping is
allowed, never required). The highest trump wins the trick, else the highest card of the suit
led, and the winner leads the next trick. Bridge and Kaiser both play by exactly these rules:
`TrickPlay` holds the hands, the tricks, whose turn it is and the refusals, and each game's
own play adds only what is its own (bridge's contract and declarer's tricks, Kaiser's trick
points). The bridge solver's checks and the robots come here for the rules too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Self

from bot.games.cards import Card, Suit, sort_hand
from bot.games.errors import IllegalCard, NotYourTurn, WrongPhase
from bot.games.seats import SEATS, Seat, Side

#: Cards in a complete trick: one from each seat.
TRICK_SIZE = len(SEATS)


def legal_cards(held: Iterable[Card], led: Suit | None) -> frozenset[Card]:
    """The cards a player holding `held` may play to a trick whose suit led is `led`."""
    cards = frozenset(held)
    if led is None:
        return cards
    follow = frozenset(c for c in cards if c.suit is led)
    return follow or cards


def check_follow(card: Card, held: Iterable[Card], led: Suit | None) -> None:
    """Raise `IllegalCard` if playing `card` from `held` would revoke (fail to follow suit)."""
    if led is not None and card.suit is not led and any(c.suit is led for c in held):
        raise IllegalCard(key="error-follow-suit", suit=led.symbol)


def winning_index(cards: tuple[Card, ...], trump: Suit | None) -> int:
    """Index of the card winning so far: the highest trump, else the highest of the suit led."""
    if not cards:
        raise ValueError("an empty trick has no winner")
    best = 0
    for i, card in enumerate(cards[1:], start=1):
        top = cards[best]
        if card.suit is top.suit:
            if card.rank > top.rank:
                best = i
        elif trump is not None and card.suit is trump:
            best = i
    return best


@dataclass(frozen=True, slots=True)
class Trick:
    """The cards of one trick in the order played, starting with the leader's."""

    leader: Seat
    cards: tuple[Card, ...]

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == TRICK_SIZE

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    @property
    def next_seat(self) -> Seat | None:
        """The seat to play the next card to this trick (None once it is complete)."""
        return None if self.is_complete else self.seat_of(len(self.cards))

    def seat_of(self, index: int) -> Seat:
        return self.leader.clockwise_from()[index]

    def plays(self) -> list[tuple[Seat, Card]]:
        return [(self.seat_of(i), c) for i, c in enumerate(self.cards)]

    def card_of(self, seat: Seat) -> Card | None:
        for s, c in self.plays():
            if s is seat:
                return c
        return None

    def with_card(self, card: Card) -> Trick:
        return Trick(self.leader, (*self.cards, card))

    def winning_index(self, trump: Suit | None) -> int:
        return winning_index(self.cards, trump)

    def winner(self, trump: Suit | None) -> Seat:
        return self.seat_of(self.winning_index(trump))


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick as the views and records show it: who played what and, once it is complete,
    who won it."""

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat | None

    def card_of(self, seat: Seat) -> Card | None:
        for s, c in self.plays:
            if s is seat:
                return c
        return None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)


def trick_in_progress(tricks: Sequence[TrickView]) -> TrickView | None:
    """The trick being played among `tricks` (every trick so far, in order), if a card has
    been played to it."""
    if tricks and tricks[-1].winner is None and tricks[-1].plays:
        return tricks[-1]
    return None


def cards_played(tricks: Sequence[TrickView]) -> list[tuple[Seat, Card]]:
    """Every card played to `tricks`, in order, with the seat that played it."""
    return [p for t in tricks for p in t.plays]


class TrickPlay:
    """The card play of a deal: the cards each seat still holds and the tricks so far. A game's
    play is a subclass that names its number of tricks and its refusal once they are all
    played. Mutable, and only through `play`; `copy()` for a what-if."""

    __slots__ = ("_done", "_hands", "_tricks", "trump")

    #: Tricks in a deal: one for each card of a hand.
    deal_tricks: ClassVar[int]
    #: The refusal of a card after the last trick, by its catalogue key.
    all_played: ClassVar[str]

    def __init__(
        self, hands: Mapping[Seat, Iterable[Card]], leader: Seat, trump: Suit | None
    ) -> None:
        #: The trump suit, None at no trump.
        self.trump = trump
        self._hands: dict[Seat, set[Card]] = {s: set(hands[s]) for s in SEATS}
        self._tricks: list[Trick] = [Trick(leader, ())]
        #: The views of the first completed tricks, made when first asked for (`_views_done`):
        #: a completed trick never changes, and every view, every step, shows them all. A
        #: tuple, so that a copy shares it.
        self._done: tuple[TrickView, ...] = ()

    def copy(self) -> Self:
        """An independent copy; a game's play copies its own fields on top."""
        new = object.__new__(type(self))
        new.trump = self.trump
        new._hands = {s: h.copy() for s, h in self._hands.items()}
        new._tricks = list(self._tricks)
        new._done = self._done
        return new

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Every trick so far; the last may be incomplete (or empty, awaiting a lead)."""
        return tuple(self._tricks)

    @property
    def completed_tricks(self) -> tuple[Trick, ...]:
        return tuple(t for t in self._tricks if t.is_complete)

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played, or None once every trick is done."""
        last = self._tricks[-1]
        return None if last.is_complete else last

    @property
    def cards_played(self) -> int:
        return sum(len(t.cards) for t in self._tricks)

    @property
    def is_complete(self) -> bool:
        return len(self._tricks) == self.deal_tricks and self._tricks[-1].is_complete

    @property
    def tricks_left(self) -> int:
        """Tricks not yet completed, the one being played included."""
        return self.deal_tricks - len(self.completed_tricks)

    @property
    def turn(self) -> Seat | None:
        return self._tricks[-1].next_seat

    def hand(self, seat: Seat) -> frozenset[Card]:
        """The cards `seat` still holds."""
        return frozenset(self._hands[seat])

    def played_by(self, seat: Seat) -> list[Card]:
        return [c for t in self._tricks for s, c in t.plays() if s is seat]

    def legal_cards(self, seat: Seat | None = None) -> list[Card]:
        """The cards the player to move may play (follow suit if able), as they hold them;
        none for another `seat`."""
        trick = self._tricks[-1]
        turn = trick.next_seat
        if turn is None or (seat is not None and seat is not turn):
            return []
        return sort_hand(legal_cards(self._hands[turn], trick.suit_led))

    def check(self, card: Card, seat: Seat | None = None) -> None:
        """Raise the refusal if the player to move (or `seat`, if given) may not play `card`."""
        turn = self.turn
        if turn is None:
            raise WrongPhase(key=self.all_played)
        if seat is not None and seat is not turn:
            raise NotYourTurn(key="refuse-turn-to-play", seat=turn.value)
        if card not in self._hands[turn]:
            raise IllegalCard(
                key="refuse-does-not-hold", seat=turn.value, card=str(card),
            )  # fmt: skip
        check_follow(card, self._hands[turn], self._tricks[-1].suit_led)

    def play(self, card: Card, seat: Seat | None = None) -> None:
        """Play `card` for the seat to move; raises and changes nothing if it is not legal.
        A completed trick's winner leads the next."""
        self.check(card, seat)
        trick = self._tricks[-1]
        turn = trick.next_seat
        assert turn is not None
        self._hands[turn].discard(card)
        done = trick.with_card(card)
        self._tricks[-1] = done
        if done.is_complete and len(self._tricks) < self.deal_tricks:
            self._tricks.append(Trick(done.winner(self.trump), ()))

    def winner(self, trick: Trick) -> Seat:
        return trick.winner(self.trump)

    def tricks_won(self, side: Side) -> int:
        """Completed tricks won by `side`."""
        return sum(1 for t in self._views_done() if t.winner is not None and t.winner.side is side)

    def trick_views(self) -> tuple[TrickView, ...]:
        """Every trick with a card in it, as the views and records show it."""
        done = self._views_done()
        last = self._tricks[-1]
        if last.is_complete or not last.cards:
            return done
        return (*done, TrickView(last.leader, tuple(last.plays()), None))

    def _views_done(self) -> tuple[TrickView, ...]:
        """The views of every completed trick, those not yet made made now."""
        done, tricks = self._done, self._tricks
        complete = len(tricks) if tricks[-1].is_complete else len(tricks) - 1
        if len(done) < complete:
            done += tuple(
                TrickView(t.leader, tuple(t.plays()), t.winner(self.trump))
                for t in tricks[len(done) : complete]
            )
            self._done = done
        return done
