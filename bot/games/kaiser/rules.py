"""The house rules of a Kaiser game in one place: the numbers players argue about.

Everything that varies between groups of players (the minimum bid, the freeze, the target, the
card worth −3, whether no trump doubles, whether the dealer may equal) is read from a
`RuleConfig`; the rest of the engine never writes such a number itself. The defaults are the
product's rules (seeds/kaiser.md); `RuleConfig` refuses any variant the rule book does not list.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.games.cards import Card, Rank, Suit

#: The card worth +5 to the team that takes it; it is the lowest heart.
FIVE_OF_HEARTS = Card(Suit.HEARTS, Rank.FIVE)
THREE_OF_SPADES = Card(Suit.SPADES, Rank.THREE)
THREE_OF_CLUBS = Card(Suit.CLUBS, Rank.THREE)
FIVE_POINTS = 5
THREE_POINTS = -3
#: Highest bid number; with every trick, the 5♥ and the 3♠ given away a team takes 12.
TOP_BID = 12
TRICKS = 8
#: The points of one hand, shared between the two teams.
POINTS_PER_HAND = TRICKS + FIVE_POINTS + THREE_POINTS

MIN_BIDS = (6, 7)
FREEZES = (None, 45, 47)
MINUS_CARDS = (THREE_OF_SPADES, THREE_OF_CLUBS)
TARGETS = range(20, 101)


@dataclass(frozen=True, slots=True)
class RuleConfig:
    """The house rules of one game. The defaults are the product's rules."""

    min_bid: int = 7
    #: A team not holding the bid whose score is at least this cannot gain (None: no freeze).
    freeze: int | None = 47
    #: Reaching this wins the game; sinking to its negative loses it.
    target: int = 52
    #: The card worth −3: the 3♠, or the 3♣ in groups that play with it.
    minus_card: Card = THREE_OF_SPADES
    #: A no-trump bid doubles the bidders' gain or loss.
    no_trump_doubles: bool = True
    #: The dealer may take the bid by equalling the high bid, not only by bidding higher.
    dealer_may_equal: bool = True

    def __post_init__(self) -> None:
        if self.min_bid not in MIN_BIDS:
            raise ValueError(f"the minimum bid is one of {MIN_BIDS}")
        if self.freeze not in FREEZES:
            raise ValueError(f"the freeze is one of {FREEZES}")
        if self.target not in TARGETS:
            raise ValueError("the target is from 20 to 100")
        if self.freeze is not None and self.freeze >= self.target:
            raise ValueError("the freeze lies below the target")
        if self.minus_card not in MINUS_CARDS:
            raise ValueError("the −3 card is the 3♠ or the 3♣")

    def to_json(self) -> dict[str, object]:
        return {
            "min_bid": self.min_bid, "freeze": self.freeze, "target": self.target,
            "minus_card": str(self.minus_card), "no_trump_doubles": self.no_trump_doubles,
            "dealer_may_equal": self.dealer_may_equal,
        }  # fmt: skip

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> RuleConfig:
        """Read `to_json`'s form; anything missing takes the default, anything else is refused
        with a `ValueError`."""
        unknown = set(data) - set(DEFAULT_JSON)
        if unknown:
            raise ValueError(f"unknown house rules: {sorted(unknown)}")
        merged = {**DEFAULT_JSON, **data}
        min_bid, target, freeze = merged["min_bid"], merged["target"], merged["freeze"]
        doubles, equal, minus = (
            merged["no_trump_doubles"], merged["dealer_may_equal"], merged["minus_card"]
        )  # fmt: skip
        if type(min_bid) is not int or type(target) is not int:
            raise ValueError("the minimum bid and the target are whole numbers")
        if freeze is not None and type(freeze) is not int:
            raise ValueError("the freeze is a whole number or none")
        if not isinstance(doubles, bool) or not isinstance(equal, bool):
            raise ValueError("no-trump doubling and the dealer's equal are on or off")
        if not isinstance(minus, str) or len(minus) != 2:
            raise ValueError("the −3 card is written like S3")
        return cls(min_bid, freeze, target, Card.parse(minus), doubles, equal)

    @property
    def deck(self) -> tuple[Card, ...]:
        """8 to ace in every suit and one low card more in each: the 5♥, the −3 card, and
        the 7 of the two suits left (the 7♣ and 7♦ by default)."""
        low = {Suit.HEARTS: FIVE_OF_HEARTS, self.minus_card.suit: self.minus_card}
        cards = [Card(s, r) for s in Suit for r in Rank if r >= Rank.EIGHT]
        cards += [low.get(s, Card(s, Rank.SEVEN)) for s in Suit]
        return tuple(sorted(cards))

    def card_points(self, card: Card) -> int:
        """What a card adds to the trick it falls in, beyond the trick's own point."""
        if card == FIVE_OF_HEARTS:
            return FIVE_POINTS
        if card == self.minus_card:
            return THREE_POINTS
        return 0


DEFAULT_RULES = RuleConfig()
DEFAULT_JSON = DEFAULT_RULES.to_json()
