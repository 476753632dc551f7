import pytest

from bot.games.bridge.state import CardAction, ClaimAction, ClaimReply, DealState, Phase
from bot.games.cards import Card
from bot.games.errors import IllegalCard, IllegalClaim, NotYourTurn, WrongPhase
from bot.games.seats import Seat, Side
from tests.games.bridge.helpers import MIXED, SUITED, bid_out, board, play_cards

# MIXED: N AK72.K43.KJ5.Q32  E 863.752.T873.A76  S Q54.AQ6.Q92.KJ54  W JT9.JT98.A64.T98


def three_nt_by_north() -> DealState:
    return bid_out(DealState(board(MIXED)), "1NT P 3NT P P P")


def test_r3_1_declarers_left_hand_opponent_leads():
    state = three_nt_by_north()
    assert state.contract is not None and state.contract.declarer is Seat.NORTH
    assert state.turn is Seat.EAST
    with pytest.raises(NotYourTurn):
        state.apply(CardAction(Seat.SOUTH, Card.parse("SQ")))


def test_r3_2_dummy_is_exposed_only_after_the_opening_lead():
    state = three_nt_by_north()
    assert not state.dummy_exposed
    play_cards(state, "C7")
    assert state.dummy_exposed


def test_r3_3_declarer_acts_for_dummy():
    state = play_cards(three_nt_by_north(), "C7")
    assert state.turn is Seat.SOUTH  # dummy's card is next
    assert state.to_act is Seat.NORTH  # and declarer chooses it
    assert state.controller(Seat.SOUTH) is Seat.NORTH
    assert state.controller(Seat.EAST) is Seat.EAST


def test_r3_4_must_follow_suit_when_able():
    state = play_cards(three_nt_by_north(), "C7")
    assert all(c.suit == Card.parse("C7").suit for c in state.legal_cards())
    with pytest.raises(IllegalCard, match="error-follow-suit"):
        state.apply(CardAction(Seat.SOUTH, Card.parse("SQ")))
    assert state.play is not None and state.play.cards_played == 1


def test_r3_4_a_void_player_may_play_any_card_and_need_not_trump():
    # West holds only clubs; spades contract by North; East leads a heart.
    state = bid_out(DealState(board(SUITED, Seat.NORTH)), "1S P P P")
    play_cards(state, "HA")  # East leads
    legal = state.legal_cards()  # South (dummy) has only diamonds
    assert len(legal) == 13 and all(c.suit.letter == "D" for c in legal)
    play_cards(state, "D2 C2")  # South discards, West discards a club
    play_cards(state, "S2")  # North trumps
    assert state.play is not None
    assert state.play.completed_tricks[0].winner(state.play.trump) is Seat.NORTH


def test_r3_5_highest_card_of_suit_led_wins_without_trumps():
    state = three_nt_by_north()
    play_cards(state, "C7 CK CT CQ")
    assert state.play is not None
    trick = state.play.completed_tricks[0]
    assert trick.winner(None) is Seat.SOUTH


def test_r3_5_at_no_trump_a_discard_never_wins():
    state = bid_out(DealState(board(SUITED, Seat.NORTH)), "1NT P P P")
    play_cards(state, "H2 D2 C2 S2")  # East leads a low heart; everyone else discards
    assert state.play is not None
    assert state.play.completed_tricks[0].winner(None) is Seat.EAST


def test_r3_5_highest_trump_wins():
    state = bid_out(DealState(board(SUITED, Seat.NORTH)), "1S P P P")
    play_cards(state, "HA D2 C2 S2")
    assert state.play is not None
    assert state.play.completed_tricks[0].winner(state.play.trump) is Seat.NORTH


def test_r3_6_the_winner_leads_next():
    state = play_cards(three_nt_by_north(), "C7 CK CT CQ")
    assert state.turn is Seat.SOUTH


def test_r3_7_thirteen_tricks_then_the_deal_is_finished():
    state = bid_out(DealState(board(SUITED, Seat.NORTH)), "7S P P P")
    while not state.is_finished:
        state.apply(CardAction(state.turn, state.legal_cards()[-1]))
    assert state.play is not None and len(state.play.completed_tricks) == 13
    assert state.declarer_tricks == 13
    with pytest.raises(WrongPhase):
        state.apply(CardAction(Seat.NORTH, Card.parse("SA")))


def test_r3_8_a_card_not_held_is_refused():
    state = three_nt_by_north()
    with pytest.raises(IllegalCard, match="refuse-does-not-hold"):
        state.apply(CardAction(Seat.EAST, Card.parse("SA")))
    assert state.play is not None and state.play.cards_played == 0


def test_r3_8_no_card_during_the_auction():
    state = bid_out(DealState(board()), "1NT")
    with pytest.raises(WrongPhase):
        state.apply(CardAction(Seat.EAST, Card.parse("C7")))


def test_r3_9_declarer_claims_and_both_defenders_accept():
    state = play_cards(three_nt_by_north(), "C7 CK CT CQ")  # South won trick 1
    state.apply(ClaimAction(Seat.NORTH, 11))
    assert state.turn is None  # play waits for the answers
    with pytest.raises(WrongPhase):
        state.apply(CardAction(Seat.SOUTH, Card.parse("HA")))
    state.apply(ClaimReply(Seat.EAST, True))
    assert not state.is_finished
    state.apply(ClaimReply(Seat.WEST, True))
    assert state.phase is Phase.FINISHED and state.claimed
    assert state.declarer_tricks == 12  # one won plus eleven claimed


def test_r3_9_one_rejection_withdraws_the_claim_and_play_goes_on():
    state = play_cards(three_nt_by_north(), "C7 CK")
    state.apply(ClaimAction(Seat.NORTH, 12))
    state.apply(ClaimReply(Seat.WEST, False))
    assert state.pending_claim is None and state.phase is Phase.PLAY
    assert state.turn is Seat.WEST  # the trick in progress continues


def test_r3_9_a_defender_claim_is_answered_by_declarer_not_dummy():
    state = play_cards(three_nt_by_north(), "C7")
    state.apply(ClaimAction(Seat.EAST, 5))
    assert state.claim_responders() == (Seat.NORTH,)
    with pytest.raises(NotYourTurn):
        state.apply(ClaimReply(Seat.SOUTH, True))
    state.apply(ClaimReply(Seat.NORTH, True))
    # The trick in progress counts among the 13 still to play: defenders 5, declarer 8.
    assert state.declarer_tricks == 8
    assert state.tricks_won(Side.NS) == 0


def test_r3_9_dummy_cannot_claim_and_claims_stay_within_the_tricks_left():
    state = play_cards(three_nt_by_north(), "C7 CK CT CQ")
    with pytest.raises(IllegalClaim, match="refuse-dummy-cannot-claim"):
        state.apply(ClaimAction(Seat.SOUTH, 3))
    with pytest.raises(IllegalClaim):
        state.apply(ClaimAction(Seat.NORTH, 13))
    with pytest.raises(IllegalClaim):
        state.apply(ClaimReply(Seat.EAST, True))
    assert state.pending_claim is None


def test_r3_9_a_concession_of_every_trick():
    state = play_cards(three_nt_by_north(), "C7 CK CT CQ")
    state.apply(ClaimAction(Seat.NORTH, 0))
    state.apply(ClaimReply(Seat.EAST, True))
    state.apply(ClaimReply(Seat.WEST, True))
    assert state.declarer_tricks == 1


def test_replaying_the_actions_rebuilds_the_same_state():
    state = play_cards(three_nt_by_north(), "C7 CK CT CQ HA HJ")
    again = DealState.replay(state.board, state.actions)
    assert again.actions == state.actions
    assert again.hand(Seat.WEST) == state.hand(Seat.WEST)
    assert again.turn is state.turn


def test_r3_10_a_pending_claim_faces_the_claimers_cards_and_who_has_accepted():
    from bot.games.bridge.views import public_view, seat_view

    state = play_cards(three_nt_by_north(), "C7 CK CT CQ")
    assert public_view(state).claim_cards == ()
    state.apply(ClaimAction(Seat.NORTH, 11))
    north = set(state.hand(Seat.NORTH))
    pub = public_view(state)
    assert set(pub.claim_cards) == north and len(pub.claim_cards) == 12
    assert pub.claim_accepted == ()
    state.apply(ClaimReply(Seat.EAST, True))
    west = seat_view(state, Seat.WEST)
    assert west.public.claim_accepted == (Seat.EAST,) and west.answers_claim
    state.apply(ClaimReply(Seat.WEST, False))
    assert public_view(state).claim_cards == ()  # withdrawn: play goes on, hand held again
