"""The shared trick rules: follow suit if able, the highest trump or card of the suit led wins;
and the trick engine both games play on: turns, who leads next, the refusals, the views."""

from __future__ import annotations

import pytest

from bot.games.cards import Card, Suit
from bot.games.errors import IllegalCard, NotYourTurn, RuleError, WrongPhase
from bot.games.seats import Seat, Side
from bot.games.tricks import (
    Trick,
    TrickPlay,
    TrickView,
    cards_played,
    check_follow,
    legal_cards,
    trick_in_progress,
    winning_index,
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def test_a_player_with_the_suit_led_must_follow() -> None:
    held = cards("S2 SK H3 C4")
    assert legal_cards(held, Suit.SPADES) == frozenset(cards("S2 SK"))
    with pytest.raises(IllegalCard, match="error-follow-suit"):
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


class TwoTricks(TrickPlay):
    """A game of two tricks, hearts trumps, West leading: the engine and nothing of its own."""

    __slots__ = ()

    deal_tricks = 2
    all_played = "refuse-both-played"


def two_tricks() -> TwoTricks:
    hands = {
        Seat.NORTH: cards("SA C2"),
        Seat.EAST: cards("S2 H2"),
        Seat.SOUTH: cards("SK D2"),
        Seat.WEST: cards("S9 C3"),
    }
    return TwoTricks(hands, Seat.WEST, Suit.HEARTS)


def play_cards(play: TrickPlay, text: str) -> None:
    for card in cards(text):
        play.play(card)


def test_play_goes_clockwise_from_the_leader_and_the_winner_leads_next() -> None:
    play = two_tricks()
    order = []
    for card in cards("S9 SA S2 SK"):
        order.append(play.turn)
        play.play(card)
    assert order == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH]
    assert play.completed_tricks[0].winner(play.trump) is Seat.NORTH
    current = play.current_trick
    assert play.turn is Seat.NORTH and current is not None and current.leader is Seat.NORTH
    assert play.tricks_left == 1 and play.cards_played == 4 and not play.is_complete


def test_a_trump_wins_the_trick_and_leads_the_next() -> None:
    play = two_tricks()
    play_cards(play, "C3 C2 H2 D2")
    assert play.winner(play.tricks[0]) is Seat.EAST and play.turn is Seat.EAST


def test_only_the_player_to_move_has_legal_cards_and_they_must_follow() -> None:
    play = two_tricks()
    play.play(Card.parse("S9"))
    assert play.legal_cards() == [Card.parse("SA")]
    assert play.legal_cards(Seat.NORTH) == [Card.parse("SA")]
    assert play.legal_cards(Seat.EAST) == []


@pytest.mark.parametrize(
    ("card", "seat", "error", "key"),
    [
        ("C2", Seat.EAST, NotYourTurn, "refuse-turn-to-play"),
        ("SK", None, IllegalCard, "refuse-does-not-hold"),
        ("C2", None, IllegalCard, "error-follow-suit"),
    ],
)
def test_a_refused_card_names_its_refusal_and_changes_nothing(
    card: str, seat: Seat | None, error: type[RuleError], key: str
) -> None:
    play = two_tricks()
    play.play(Card.parse("S9"))
    before = (play.tricks, {s: play.hand(s) for s in Seat})
    with pytest.raises(error) as refused:
        play.play(Card.parse(card), seat)
    assert refused.value.key == key
    assert (play.tricks, {s: play.hand(s) for s in Seat}) == before


def test_after_the_last_trick_the_game_names_its_own_refusal() -> None:
    play = two_tricks()
    play_cards(play, "S9 SA S2 SK C2 H2 D2 C3")
    assert play.is_complete and play.turn is None and play.current_trick is None
    assert play.legal_cards() == [] and play.tricks_left == 0
    with pytest.raises(WrongPhase, match="refuse-both-played") as refused:
        play.check(Card.parse("C2"))
    assert refused.value.key == "refuse-both-played"
    assert play.tricks_won(Side.NS) == 1 and play.tricks_won(Side.EW) == 1


def test_a_copy_plays_on_without_touching_the_original() -> None:
    play = two_tricks()
    play.play(Card.parse("S9"))
    what_if = play.copy()
    what_if.play(Card.parse("SA"))
    assert type(what_if) is TwoTricks and what_if.trump is Suit.HEARTS
    assert play.hand(Seat.NORTH) == frozenset(cards("SA C2"))
    assert play.played_by(Seat.NORTH) == [] and what_if.played_by(Seat.NORTH) == [Card.parse("SA")]


def test_the_views_show_each_trick_begun_and_its_winner_once_complete() -> None:
    play = two_tricks()
    assert play.trick_views() == ()
    play_cards(play, "S9 SA S2 SK C2")
    first, second = play.trick_views()
    assert first.plays == tuple(zip(Seat.WEST.clockwise_from(), cards("S9 SA S2 SK"), strict=True))
    assert first.winner is Seat.NORTH
    assert second == TrickView(Seat.NORTH, ((Seat.NORTH, Card.parse("C2")),), None)
    assert trick_in_progress((first, second)) is second
    assert trick_in_progress((first,)) is None
    assert [c for _, c in cards_played((first, second))] == list(cards("S9 SA S2 SK C2"))
