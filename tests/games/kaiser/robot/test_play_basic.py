"""The basic card player's rules: feed the five, stick them with the three, draw trumps,
second hand low, and legal cards throughout."""

from __future__ import annotations

import random
from collections.abc import Iterator

from bot.games.cards import Card, Suit
from bot.games.kaiser.robot.play_basic import BasicPlayer
from bot.games.kaiser.state import CardAction, Deal, DealState, Phase, TrumpAction
from bot.games.kaiser.views import seat_view
from bot.games.seats import SEATS, Seat
from tests.games.kaiser.helpers import SAMPLE, calls, deal_of, play_cards, state_with_bid

#: West holds the A♣ behind North's K♣ 8♣.
SECOND_HAND = "1 N:AK.AK.AK.K8 QJ.QJ.QJ.QJ T9.T9.T9.T9 83.85.87.A7"


def basic(state: DealState) -> Card:
    seat = state.turn
    assert seat is not None
    return BasicPlayer().choose_card(seat_view(state, seat))


def test_the_five_goes_on_partners_sure_winner() -> None:
    state = DealState(deal_of(SAMPLE))
    calls(state, "p", "p", "p", "7nt")  # North leads at no trump
    play_cards(state, "HA", "CK")  # East has no heart and throws a club
    assert state.turn is Seat.SOUTH
    assert basic(state) == Card.parse("H5")


def test_the_five_stays_off_a_trick_an_opponent_may_win() -> None:
    state = DealState(deal_of(SAMPLE))
    calls(state, "8", "p", "p", "p")  # East got the bid
    state.apply(TrumpAction(Seat.EAST, Suit.CLUBS))
    play_cards(state, "CA")  # South has no club; the trick is East's
    assert state.turn is Seat.SOUTH
    assert basic(state) != Card.parse("H5")


def test_the_three_goes_on_an_opponents_sure_trick() -> None:
    state = DealState(deal_of(SAMPLE))
    calls(state, "p", "p", "p", "7nt")
    play_cards(state, "SA")  # North's ace of spades: East follows
    assert basic(state) == Card.parse("S3")


def basic_hands(seed: int, count: int) -> Iterator[tuple[DealState, Seat, Card]]:
    """Random auctions, then basic robots play each hand out: every decision in turn, with
    the state before the card is played."""
    rng = random.Random(seed)
    player = BasicPlayer()
    for _ in range(count):
        state = DealState(Deal.deal(1, rng.choice(SEATS), rng=rng))
        while state.phase is not Phase.PLAY:
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_finished:
            seat = state.turn
            assert seat is not None
            card = player.choose_card(seat_view(state, seat))
            yield state, seat, card
            state.apply(CardAction(seat, card))


def test_the_three_never_goes_on_partners_trick_when_another_card_will_do() -> None:
    checked = 0
    for state, seat, card in basic_hands(21, 120):
        assert state.play is not None
        trick = state.play.current_trick
        legal = state.legal_cards()
        if (
            trick is not None and trick.cards and Card.parse("S3") in legal
            and len(legal) > 1 and trick.winner(state.play.trump).side is seat.side
        ):  # fmt: skip
            checked += 1
            assert card != Card.parse("S3")
    assert checked > 0


def test_the_bidder_draws_trumps_with_the_top_trump() -> None:
    state = state_with_bid(trump=Suit.SPADES)  # North: A K Q J of spades
    assert basic(state) == Card.parse("SA")


def test_second_hand_plays_low_without_a_sure_winner() -> None:
    state = DealState(deal_of(SECOND_HAND))
    calls(state, "p", "p", "7nt", "p")  # West leads at no trump
    play_cards(state, "C7")
    assert state.turn is Seat.NORTH
    assert basic(state) == Card.parse("C8")


def test_last_hand_wins_as_cheaply_as_it_can() -> None:
    state = DealState(deal_of(SECOND_HAND))
    calls(state, "p", "p", "7nt", "p")
    play_cards(state, "D7", "DK", "DQ")
    assert state.turn is Seat.SOUTH
    # North's king is winning for South's side: South plays low rather than overtake.
    assert basic(state) == Card.parse("D9")


def test_the_basic_player_always_plays_a_legal_card() -> None:
    finished = 0
    for state, _, card in basic_hands(5, 60):
        assert card in state.legal_cards()
        if (
            len(state.legal_cards()) == 1
            and state.play is not None
            and len(state.play.completed_tricks) == 7
            and len(state.play.tricks[-1].cards) == 3
        ):
            finished += 1
    assert finished == 60
