"""What the cards a hidden hand has already played say about the cards it still holds.

The robots card by fixed conventions, the ones a human partner is taught to read:

- the opening lead is the textbook card of the suit led (`conventional_lead`): the king from
  K-Q-x, fourth best from a long suit headed by an honour, top of a doubleton;
- when following suit, ruffing or discarding, the lowest of equal cards: a player who wins
  with the king does not hold the queen, since the queen would have done as well;
- when leading an honour later in the play, the top of equal cards: a player who leads the
  queen does not hold the king;
- when following without trying to win the trick, or discarding, the lowest card of the suit,
  unless the play needs another: a player who follows with the eight mostly holds no lower
  card of the suit, which counts the suit for the reader;
- except for a defender's first card in a suit, which signals (`signal_card`): attitude on
  partner's lead (a high spot card with the ace, king or queen), count on the opponents'
  lead (a high spot card with an even number of cards).

Read back, each card played under these conventions rules holdings out. A seat's denial is the
first card next to the one it played (below it when following, above it when leading an
honour) that was neither gone at the time nor visible to the reader: under the convention the
seat would have played that card instead, so it does not hold it.

A layout that breaks a reading is not impossible: a human may card otherwise, or false-card.
It is made less likely instead, by a factor for each reading it breaks, and a seat that has
certainly broken the equal-cards convention (by playing later a card it denied) keeps only
the mildest readings. Readings come from the public course of the play only, so they never
reveal a card the reader may not see.
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass, field

from bot.games.bridge.robot.play_basic import conventional_lead, signal_card, signals_high
from bot.games.cards import Card, Rank, Suit
from bot.games.seats import Seat
from bot.games.tricks import Trick

#: How much less likely a layout becomes for each reading of the carding it breaks.
DOUBT = 0.1

#: The same for a low card played without trying to win the trick, read as the lowest the
#: seat held in its suit. Milder: the robots keep their lowest card as a rule, but not when
#: the play of the hand needs a higher one.
LOW_DOUBT = 0.3

#: The same for a defender's signal that a layout's holding would not give.
SIGNAL_DOUBT = 0.3


@dataclass(frozen=True, slots=True)
class OpeningLead:
    """The opening lead by a hidden seat, to check against that seat's whole holding."""

    seat: Seat
    card: Card
    #: The cards of the led suit that seat has played so far (the lead among them).
    played: frozenset[Card]


@dataclass(frozen=True, slots=True)
class Signal:
    """A defender's first card in a suit that did not try to win the trick: attitude on
    partner's lead, count on the opponents' (`signal_card`)."""

    seat: Seat
    card: Card
    partner_led: bool
    #: The seat's cards of the suit played from then on, this one included.
    played: frozenset[Card]
    #: The cards gone in completed tricks at the time.
    gone: frozenset[Card]

    def fits(self, held: frozenset[Card]) -> bool:
        """Whether a seat now holding `held` would have signalled with this card."""
        suit = self.card.suit
        holding = {c for c in held if c.suit == suit} | self.played
        high = signals_high(holding, suit, self.partner_led)
        return signal_card(holding, suit, high, self.gone) == self.card


@dataclass(frozen=True, slots=True)
class Carding:
    """The readings of the hidden hands' carding, for one decision."""

    trump: Suit | None
    #: For each hidden seat, the cards its carding says it does not hold, each with the
    #: factor by which a layout giving it that card is made less likely.
    denied: Mapping[Seat, Mapping[Card, float]] = field(default_factory=dict)
    lead: OpeningLead | None = None
    signals: tuple[Signal, ...] = ()
    doubt: float = DOUBT
    signal_doubt: float = SIGNAL_DOUBT
    #: Answers already worked out, by reading and the holding it turns on (a decision asks
    #: of hundreds of layouts that share their holdings in a suit).
    _fits: dict[tuple[int, frozenset[Card]], bool] = field(
        default_factory=dict, compare=False, repr=False
    )

    def holding_fits(self, key: int, held: frozenset[Card], suit: Suit) -> bool:
        """Whether the reading numbered `key` (-1 the opening lead, else a signal's index)
        holds for a seat now holding `held`: each reading turns on one suit's holding."""
        holding = frozenset(c for c in held if c.suit == suit)
        hit = self._fits.get((key, holding))
        if hit is None:
            if key < 0:
                assert self.lead is not None
                hit = _lead_fits(self.lead, holding, self.trump)
            else:
                hit = self.signals[key].fits(holding)
            self._fits[(key, holding)] = hit
        return hit

    @property
    def reads_anything(self) -> bool:
        return self.lead is not None or bool(self.signals) or any(self.denied.values())

    @classmethod
    def read(
        cls,
        tricks: tuple[tuple[tuple[Seat, Card], ...], ...],
        hidden: Set[Seat],
        pool: Set[Card],
        trump: Suit | None,
        declarer: Seat | None = None,
        doubt: float = DOUBT,
        low_doubt: float = LOW_DOUBT,
    ) -> Carding:
        """The readings of the plays in `tricks` (each trick's plays in order, the trick in
        progress last) by the `hidden` seats, whose unseen cards are in `pool`. Defenders'
        signals are read when `declarer` is given."""
        denied: dict[Seat, dict[Card, float]] = {s: {} for s in hidden}
        equals_broken: set[Seat] = set()
        lead: OpeningLead | None = None
        gone: set[Card] = set()
        later: dict[Seat, set[Card]] = {s: set() for s in hidden}
        for plays in tricks:
            for seat, card in plays:
                if seat in later:
                    later[seat].add(card)
        earlier: dict[Seat, set[Card]] = {s: set() for s in hidden}
        signals: list[Signal] = []

        def deny(seat: Seat, card: Card, factor: float) -> None:
            denied[seat][card] = min(factor, denied[seat].get(card, 1.0))

        for t, plays in enumerate(tricks):
            for i, (seat, card) in enumerate(plays):
                if seat not in hidden:
                    continue
                if t == 0 and i == 0:
                    suit_played = frozenset(c for c in later[seat] if c.suit == card.suit)
                    lead = OpeningLead(seat, card, suit_played)
                elif i > 0 or card.rank >= Rank.TEN:
                    step = 1 if i == 0 else -1
                    verdict = _neighbour(card, step, gone, later[seat], pool)
                    if isinstance(verdict, _Broken):
                        equals_broken.add(seat)
                    elif verdict is not None:
                        deny(seat, verdict, doubt)
                so_far = Trick(plays[0][0], tuple(c for _, c in plays[: i + 1]))
                beats = i > 0 and so_far.winning_index(trump) == i
                if i > 0 and (not beats or i == 1):
                    # Second hand's spot cards are low plays even when they beat the lead.
                    led = plays[0][1].suit
                    signalling = (
                        declarer is not None
                        and seat.side is not declarer.side
                        and card.suit == led
                        and card.rank < Rank.TEN
                        and not any(c.suit == led for c in earlier[seat])
                    )
                    if signalling:
                        played = frozenset(c for c in later[seat] if c.suit == led)
                        partner_led = plays[0][0] is seat.partner
                        signals.append(Signal(seat, card, partner_led, played, frozenset(gone)))
                    elif not beats:
                        # Not trying to win this trick: the lowest card of the suit it chose.
                        for r in range(Rank.TWO, card.rank):
                            low = Card(card.suit, Rank(r))
                            if low in pool and low not in gone:
                                deny(seat, low, low_doubt)
                later[seat].discard(card)
                earlier[seat].add(card)
            if len(plays) == 4:
                gone.update(c for _, c in plays)
        if lead is not None and lead.seat in equals_broken:
            lead = None
        for seat in equals_broken:
            # A seat that does not card like the robots: keep only the mildest readings.
            denied[seat] = {c: f for c, f in denied[seat].items() if f >= low_doubt}
        return cls(trump=trump, denied=denied, lead=lead, signals=tuple(signals), doubt=doubt)

    def lead_fits(self, layout: Mapping[Seat, frozenset[Card]]) -> bool:
        """Whether the opening leader's holding in `layout` gives the card it led."""
        if self.lead is None:
            return True
        return self.holding_fits(-1, layout[self.lead.seat], self.lead.card.suit)

    def signals_missed(self, layout: Mapping[Seat, frozenset[Card]]) -> int:
        """How many signals the holdings of `layout` would not have given."""
        return sum(
            1
            for i, sig in enumerate(self.signals)
            if not self.holding_fits(i, layout[sig.seat], sig.card.suit)
        )

    def broken(self, layout: Mapping[Seat, frozenset[Card]]) -> int:
        """How many readings `layout` breaks."""
        n = sum(
            sum(1 for c in cards if c in layout[seat])
            for seat, cards in self.denied.items()
            if seat in layout
        )
        return n + (0 if self.lead_fits(layout) else 1) + self.signals_missed(layout)

    def weight(self, layout: Mapping[Seat, frozenset[Card]]) -> float:
        """The layout's likelihood relative to one that breaks no reading."""
        w = 1.0 if self.lead_fits(layout) else self.doubt
        w *= self.signal_doubt ** self.signals_missed(layout)
        for seat, cards in self.denied.items():
            held = layout.get(seat)
            if held is not None:
                for card, factor in cards.items():
                    if card in held:
                        w *= factor
        return w


def _lead_fits(lead: OpeningLead, held: frozenset[Card], trump: Suit | None) -> bool:
    """Whether a leader now holding `held` in the suit led would have led the card it did."""
    holding = {c for c in held if c.suit == lead.card.suit} | lead.played
    return conventional_lead(frozenset(holding), lead.card.suit, trump) == lead.card


class _Broken:
    pass


#: The seat certainly did not follow the convention (it still held the card it should have
#: played, and played it later).
_BROKEN = _Broken()


def _neighbour(
    card: Card, step: int, gone: Set[Card], later: Set[Card], pool: Set[Card]
) -> Card | _Broken | None:
    """The card the convention says the seat does not hold: the first card of the suit from
    `card` in direction `step` that was not gone at the time. None when that card is known
    to be elsewhere (or there is none)."""
    r = card.rank + step
    while Rank.TWO <= r <= Rank.ACE:
        near = Card(card.suit, Rank(r))
        if near in gone:
            r += step
            continue
        if near in later:
            return _BROKEN
        return near if near in pool else None
    return None
