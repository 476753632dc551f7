"""Rules 3: naming trump, the lead, following suit and who wins the trick."""

from __future__ import annotations

import pytest

from bot.games.cards import Card, Suit
from bot.games.errors import IllegalCard, NotYourTurn, WrongPhase
from bot.games.kaiser.state import CardAction, DealState, Phase, TrumpAction
from bot.games.seats import Seat, Side
from tests.games.kaiser.helpers import calls, deal_of, play_cards, state_with_bid


def test_r3_1_the_bidder_names_any_suit_trump() -> None:
    for suit in Suit:
        state = DealState(deal_of())
        calls(state, "p", "8", "p", "p")
        assert state.phase is Phase.TRUMP and state.turn is Seat.SOUTH
        assert {a.suit for a in state.legal_actions() if isinstance(a, TrumpAction)} == set(Suit)
        state.apply(TrumpAction(Seat.SOUTH, suit))
        assert state.contract is not None and state.contract.trump is suit


def test_r3_1_after_a_no_trump_bid_there_is_no_trump() -> None:
    state = DealState(deal_of())
    calls(state, "p", "8nt", "p", "p")
    assert state.phase is Phase.PLAY
    assert state.contract is not None and state.contract.trump is None
    # The 3♠ of East does not trump a heart lead at no trump.
    play_cards(state, "H5", "D7", "HA", "S3")
    assert state.play is not None and state.play.completed_tricks[0].winner(None) is Seat.NORTH


def test_r3_2_the_bidder_leads_to_the_first_trick() -> None:
    state = state_with_bid(auction=("p", "9", "p", "p"), trump=Suit.HEARTS)
    assert state.turn is Seat.SOUTH


def test_r3_3_a_player_must_follow_suit_if_able() -> None:
    state = state_with_bid(trump=Suit.SPADES)  # North leads
    play_cards(state, "HA")
    with pytest.raises(IllegalCard, match="error-follow-suit"):
        # East has no heart: anything goes; South holds hearts and must follow.
        play_cards(state, "S3", "DQ")
    assert state.play is not None and state.play.current_trick is not None
    assert state.play.current_trick.cards == (Card.parse("HA"), Card.parse("S3"))


def test_r3_3_a_void_player_may_discard_rather_than_trump() -> None:
    state = state_with_bid(trump=Suit.SPADES)
    play_cards(state, "HA")
    legal = state.legal_cards()
    assert Card.parse("DA") in legal and Card.parse("S3") in legal
    play_cards(state, "DA")


def test_r3_4_the_highest_trump_wins_else_the_highest_of_the_suit_led() -> None:
    state = state_with_bid(trump=Suit.SPADES)
    play_cards(state, "HA", "S3", "H5", "C7")
    assert state.play is not None
    assert state.play.completed_tricks[0].winner(Suit.SPADES) is Seat.EAST
    played = DealState(deal_of())
    calls(played, "p", "p", "p", "7")
    played.apply(TrumpAction(Seat.NORTH, Suit.CLUBS))
    play_cards(played, "HA", "DA", "H5", "D7")
    assert played.play is not None
    assert played.play.completed_tricks[0].winner(Suit.CLUBS) is Seat.NORTH


#: East holds every spade; North and South the hearts, West the low minors.
ALL_SPADES = "1 N:.AKQJ.AKQJ. AKQJT983... .T985..AKQJ ..T987.T987"


def test_r3_4_the_five_and_the_three_win_a_trick_nothing_beats() -> None:
    hearts = DealState(deal_of(ALL_SPADES))
    calls(hearts, "8", "p", "p", "p")
    hearts.apply(TrumpAction(Seat.EAST, Suit.HEARTS))
    play_cards(hearts, "SA", "H5", "D7", "DA")  # only South trumps, with the 5♥
    assert hearts.play is not None
    assert hearts.play.completed_tricks[0].winner(Suit.HEARTS) is Seat.SOUTH
    nt = DealState(deal_of(ALL_SPADES))
    calls(nt, "8nt", "p", "p", "p")
    play_cards(nt, "S3", "CA", "C7", "DA")  # nobody else has a spade
    assert nt.play is not None
    assert nt.play.completed_tricks[0].winner(None) is Seat.EAST


def test_r3_5_the_winner_leads_and_the_hand_is_eight_tricks() -> None:
    state = state_with_bid(trump=Suit.SPADES)
    play_cards(state, "HA", "S3", "H5", "C7")
    assert state.turn is Seat.EAST
    while not state.is_finished:
        state.apply(CardAction(state.turn, state.legal_cards()[0]))  # type: ignore[arg-type]
    play = state.play
    assert play is not None and len(play.completed_tricks) == 8
    played = [c for t in play.tricks for c in t.cards]
    assert len(played) == len(set(played)) == 32
    assert play.tricks_won(Side.NS) + play.tricks_won(Side.EW) == 8


def test_r3_6_cards_out_of_turn_or_not_held_are_refused_and_change_nothing() -> None:
    state = state_with_bid(trump=Suit.SPADES)
    before = list(state.actions)
    with pytest.raises(NotYourTurn):
        state.apply(CardAction(Seat.EAST, Card.parse("S3")))
    with pytest.raises(IllegalCard, match="refuse-does-not-hold"):
        state.apply(CardAction(Seat.NORTH, Card.parse("S3")))
    assert state.actions == before and state.hand(Seat.NORTH) == deal_of().hands[Seat.NORTH]


def test_r3_6_trump_is_named_only_by_the_bidder_once_and_never_at_no_trump() -> None:
    state = DealState(deal_of())
    calls(state, "p", "8", "p", "p")
    with pytest.raises(WrongPhase, match="refuse-trump-not-named"):
        state.apply(CardAction(Seat.SOUTH, Card.parse("H5")))
    with pytest.raises(NotYourTurn):
        state.apply(TrumpAction(Seat.NORTH, Suit.HEARTS))
    state.apply(TrumpAction(Seat.SOUTH, Suit.HEARTS))
    with pytest.raises(WrongPhase):
        state.apply(TrumpAction(Seat.SOUTH, Suit.SPADES))
    nt = DealState(deal_of())
    calls(nt, "p", "8nt", "p", "p")
    with pytest.raises(WrongPhase, match="refuse-no-trump-to-name"):
        nt.apply(TrumpAction(Seat.SOUTH, Suit.SPADES))
    assert state.contract is not None and state.contract.trump is Suit.HEARTS
