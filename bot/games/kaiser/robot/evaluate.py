"""How many points a hand is worth to its team: the robots' hand evaluator.

A linear estimate of the points the bidder's team takes double dummy with the bidder on lead,
fitted on solved random deals: trump length and top trumps, side aces and kings, short side
suits for ruffing, and the two point cards (holding the 3♠ is a plus, since its holder decides
where it falls; the A♥ helps catch the 5♥; the A♠ is where an opponent's 3♠ tends to land).
The estimate is rough (partner's hand is unknown), so the bidding keeps a margin below it.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.cards import Card, Rank, Suit, suit_lengths
from bot.games.kaiser.rules import FIVE_OF_HEARTS, RuleConfig

ACE_OF_HEARTS = Card(Suit.HEARTS, Rank.ACE)
ACE_OF_SPADES = Card(Suit.SPADES, Rank.ACE)


def _common(held: frozenset[Card], rules: RuleConfig) -> float:
    return (
        0.75 * (FIVE_OF_HEARTS in held)
        + 1.3 * (rules.minus_card in held)
        + 0.9 * (ACE_OF_HEARTS in held)
        - 0.45 * (Card(rules.minus_card.suit, Rank.ACE) in held)
    )


def suit_estimate(cards: Iterable[Card], trump: Suit, rules: RuleConfig) -> float:
    """The team's expected points with `trump` as trump and this hand on lead."""
    held = frozenset(cards)
    lengths = suit_lengths(held)
    ranks = {c.rank for c in held if c.suit is trump}
    side = [s for s in Suit if s is not trump]
    side_aces = sum(Card(s, Rank.ACE) in held for s in side)
    side_kings = sum(Card(s, Rank.KING) in held for s in side)
    voids = sum(lengths[s] == 0 for s in side)
    singletons = sum(lengths[s] == 1 for s in side)
    return (
        1.4 + 0.75 * lengths[trump]
        + 1.5 * (Rank.ACE in ranks) + 0.7 * (Rank.KING in ranks) + 0.25 * (Rank.QUEEN in ranks)
        + 1.1 * side_aces + 0.3 * side_kings + 1.1 * voids + 0.25 * singletons
        + _common(held, rules)
    )  # fmt: skip


def no_trump_estimate(cards: Iterable[Card], rules: RuleConfig) -> float:
    """The team's expected points at no trump with this hand on lead."""
    held = frozenset(cards)
    lengths = suit_lengths(held)
    count = {r: sum(c.rank is r for c in held) for r in (Rank.ACE, Rank.KING, Rank.QUEEN)}
    return (
        1.6 + 1.5 * count[Rank.ACE] + 0.5 * count[Rank.KING] + 0.2 * count[Rank.QUEEN]
        + 0.4 * max(lengths.values())
        + 0.8 * (FIVE_OF_HEARTS in held) + 1.0 * (rules.minus_card in held)
        + 1.3 * (ACE_OF_HEARTS in held) + 0.5 * (Card(Suit.HEARTS, Rank.KING) in held)
    )  # fmt: skip


def best_trump(cards: Iterable[Card], rules: RuleConfig) -> tuple[Suit, float]:
    """The suit this hand would name trump, and its estimate (ties: the longer suit)."""
    held = frozenset(cards)
    lengths = suit_lengths(held)
    suit = max(Suit, key=lambda s: (suit_estimate(held, s, rules), lengths[s], s))
    return suit, suit_estimate(held, suit, rules)


def runs_at_no_trump(cards: Iterable[Card]) -> bool:
    """A hand that can run at no trump: a suit headed by the ace and king with four or more
    cards, or by the ace and queen with five or more, or three aces."""
    held = frozenset(cards)
    aces = sum(c.rank is Rank.ACE for c in held)
    for suit in Suit:
        ranks = {c.rank for c in held if c.suit is suit}
        if Rank.ACE in ranks and (
            (Rank.KING in ranks and len(ranks) >= 4) or (Rank.QUEEN in ranks and len(ranks) >= 5)
        ):
            return True
    return aces >= 3
