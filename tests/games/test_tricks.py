"""The shared trick rules: follow suit if able, the highest trump or card of the suit led wins."""

from __future__ import annotations

import pytest

from bot.games.cards import Card, Suit
from bot.games.errors import IllegalCard
from bot.games.seats import Seat
from bot.games.tricks import Trick, check_follow, legal_cards, winning_index


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def test_a_player_with_the_suit_led_must_follow() -> None:
    held = cards("S2 SK H3 C4")
    assert legal_cards(held, Suit.SPADES) == frozenset(cards("S2 SK"))
    with pytest.raises(IllegalCard, match="follow suit"):
        check_follow(Card.parse("H3"), held, Suit.SPADES)
    check_follow(Card.parse("S2"), held, Suit.SPADES)


def test_a_void_player_may_play_any_card() -> None:
    held = cards("H3 C4")
    assert legal_cards(held, Suit.SPADES) == frozenset(held)
    check_follow(Card.parse("H3"), held, Suit.SPADES)


def test_the_leader_may_lead_any_card() -> None:
    held = cards("S2 H3")
    assert legal_cards(held, None) == frozenset(held)


def test_the_highest_card_of_the_suit_led_wins_without_trumps() -> None:
    assert winning_index(cards("S9 SK HA S2"), None) == 1


def test_the_highest_trump_wins() -> None:
    assert winning_index(cards("S9 H2 SA H5"), Suit.HEARTS) == 3
    assert winning_index(cards("SA H2 SK D3"), Suit.HEARTS) == 1


def test_a_trick_knows_its_seats_and_winner() -> None:
    trick = Trick(Seat.WEST, cards("S9 SK H2"))
    assert trick.next_seat is Seat.SOUTH
    assert trick.card_of(Seat.NORTH) == Card.parse("SK")
    done = trick.with_card(Card.parse("S2"))
    assert done.is_complete and done.next_seat is None
    assert done.winner(Suit.HEARTS) is Seat.EAST
    assert done.winner(None) is Seat.NORTH
