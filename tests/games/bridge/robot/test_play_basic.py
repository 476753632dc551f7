"""The basic player follows the textbook rules, and every card it chooses is legal."""

import random
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bridge.robot.play_basic import (
    BasicPlayer,
    conventional_lead,
    first_in_suit,
    notrump_lead_safety,
    signal_card,
    signals_high,
)
from bot.games.bridge.robot.playinfo import read_turn
from bot.games.bridge.state import CardAction, DealState
from bot.games.bridge.views import SeatView, seat_view
from bot.games.cards import Card, Rank, Suit, hand_from_pbn
from bot.games.seats import Seat
from bot.games.tricks import Trick

from .tools import deal_in, random_state

PLAYER = BasicPlayer()


def positions(count: int) -> Iterator[tuple[DealState, SeatView]]:
    """Seeded random deals in 4♠ or 3NT, stopped at a random card of the play."""
    rng = random.Random(77)
    for seed in range(count):
        contract = "4S" if seed % 2 else "3NT"
        state = random_state(seed, contract, cards=rng.randrange(1, 48))
        actor = state.to_act
        assert actor is not None
        yield state, seat_view(state, actor)


def trick_of(state: DealState) -> Trick:
    play = state.play
    assert play is not None and play.current_trick is not None
    return play.current_trick


def wins(state: DealState, card: Card) -> bool:
    trick = trick_of(state)
    new = Trick(trick.leader, (*trick.cards, card))
    return new.winning_index(state.play.trump) == len(trick.cards)  # type: ignore[union-attr]


def partner_winning(state: DealState) -> bool:
    trick = trick_of(state)
    seat = state.turn
    assert seat is not None
    return trick.winner(state.play.trump) is seat.partner  # type: ignore[union-attr]


def test_leads_the_top_of_a_touching_honour_sequence() -> None:
    assert conventional_lead(hand_from_pbn("KQ54..."), Suit.SPADES, None) == Card.parse("SK")
    assert conventional_lead(hand_from_pbn("QJT2..."), Suit.SPADES, None) == Card.parse("SQ")


def test_leads_fourth_best_from_a_long_suit_headed_by_an_honour() -> None:
    assert conventional_lead(hand_from_pbn("K8532..."), Suit.SPADES, None) == Card.parse("S3")


def test_leads_low_from_three_to_an_honour_and_top_from_a_doubleton() -> None:
    assert conventional_lead(hand_from_pbn("Q74..."), Suit.SPADES, None) == Card.parse("S4")
    assert conventional_lead(hand_from_pbn("73..."), Suit.SPADES, None) == Card.parse("S7")


def test_does_not_underlead_an_ace_against_a_suit_contract() -> None:
    held = hand_from_pbn("A852...")
    assert conventional_lead(held, Suit.SPADES, Suit.HEARTS) == Card.parse("SA")


def test_opening_lead_against_a_suit_prefers_a_sequence() -> None:
    deal = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"
    view = seat_view(deal_in(deal, "4S", Seat.SOUTH), Seat.WEST)
    assert PLAYER.choose_card(view) == Card.parse("CQ")


def test_opening_lead_against_notrump_prefers_a_sequence_to_a_longer_suit_under_the_king() -> None:
    # West holds K-6-5-4-2 and Q-J-10-9 against 3NT: the queen from the sequence gives
    # nothing away, a spade away from the king may give declarer a trick.
    deal = "N:AT7.K63.KT62.Q94 Q93.852.Q95.AJ83 J8.A74.AJ84.KT72 K6542.QJT9.73.65"
    view = seat_view(deal_in(deal, "3NT", Seat.SOUTH), Seat.WEST)
    assert PLAYER.choose_card(view) == Card.parse("HQ")


def test_notrump_lead_safety_ranks_suits_by_what_a_lead_from_them_risks() -> None:
    def safety(text: str) -> float:
        return notrump_lead_safety([Card.parse("H" + r) for r in text])

    assert safety("AK4") == safety("KQ5") == safety("QJT") > safety("QJ5")
    assert safety("QJ5") > safety("954") > safety("J54") > safety("Q54") > safety("K54")
    assert safety("K54") > safety("A54")


def test_second_hand_plays_low_on_a_small_card() -> None:
    seen = 0
    for state, view in positions(400):
        trick = trick_of(state)
        if len(trick.cards) != 1 or trick.cards[0].rank >= Rank.JACK:
            continue
        legal = state.legal_cards()
        if legal[0].suit != trick.cards[0].suit:
            continue
        seen += 1
        card = PLAYER.choose_card(view)
        lowest = min(legal, key=lambda c: c.rank)
        seat = state.turn
        assert state.contract is not None
        signals = seat.side is not state.contract.declarer.side and first_in_suit(
            view, read_turn(view)
        )
        if signals:
            # A defender's first card in the suit may be a high spot card: a signal.
            assert card == lowest or lowest.rank < card.rank < Rank.TEN
        else:
            assert card == lowest
    assert seen > 20


def test_signals_are_the_lowest_or_the_lowest_of_the_top_spot_cards() -> None:
    def sig(text: str, high: bool, gone: str = "") -> str:
        held = [Card.parse("S" + r) for r in text]
        out = {Card.parse("S" + r) for r in gone}
        return str(signal_card(held, Suit.SPADES, high, out))[1]

    assert sig("85", True) == "8"
    assert sig("9852", True) == "8"  # nine and eight are equals: the lower of them
    assert sig("852", False) == "2"
    assert sig("K83", True) == "8"
    assert sig("97", True, gone="8") == "7"  # with the eight gone, the seven equals the nine
    assert sig("KQ", True) == "Q"  # no spot card to spare
    assert sig("AJ4", True) == "4"


def test_count_is_high_with_an_even_number_and_attitude_with_an_honour() -> None:
    spades = lambda text: [Card.parse("S" + r) for r in text]  # noqa: E731
    assert signals_high(spades("85"), Suit.SPADES, partner_led=False)
    assert not signals_high(spades("852"), Suit.SPADES, partner_led=False)
    assert signals_high(spades("Q52"), Suit.SPADES, partner_led=True)
    assert not signals_high(spades("J852"), Suit.SPADES, partner_led=True)


def test_second_hand_covers_an_honour_with_the_cheapest_card_that_beats_it() -> None:
    seen = 0
    for state, view in positions(600):
        trick = trick_of(state)
        if len(trick.cards) != 1 or trick.cards[0].rank < Rank.JACK:
            continue
        beaters = [
            c for c in state.legal_cards() if c.suit == trick.cards[0].suit and wins(state, c)
        ]
        if not beaters:
            continue
        seen += 1
        assert PLAYER.choose_card(view) == min(beaters, key=lambda c: c.rank)
    assert seen > 5


def test_third_hand_plays_high_when_partner_is_not_winning() -> None:
    seen = 0
    for state, view in positions(600):
        trick = trick_of(state)
        if len(trick.cards) != 2 or partner_winning(state):
            continue
        legal = state.legal_cards()
        if legal[0].suit != trick.cards[0].suit or not any(wins(state, c) for c in legal):
            continue
        seen += 1
        card = PLAYER.choose_card(view)
        assert wins(state, card)
        # Nothing between the card played and the top of the hand's suit is missing.
        top = max(legal, key=lambda c: c.rank)
        between = [Card(card.suit, Rank(r)) for r in range(card.rank + 1, top.rank)]
        held_or_gone = state.hand(state.turn) | {  # type: ignore[arg-type]
            c
            for t in state.play.completed_tricks
            for c in t.cards  # type: ignore[union-attr]
        }
        assert all(c in held_or_gone for c in between)
    assert seen > 10


def test_fourth_hand_wins_as_cheaply_as_it_can() -> None:
    seen = 0
    for state, view in positions(600):
        trick = trick_of(state)
        if len(trick.cards) != 3 or partner_winning(state):
            continue
        legal = state.legal_cards()
        if legal[0].suit != trick.cards[0].suit:
            continue
        beaters = [c for c in legal if wins(state, c)]
        if not beaters:
            continue
        seen += 1
        assert PLAYER.choose_card(view) == min(beaters, key=lambda c: c.rank)
    assert seen > 10


def test_fourth_hand_does_not_overtake_partner() -> None:
    seen = 0
    for state, view in positions(600):
        trick = trick_of(state)
        if len(trick.cards) != 3 or not partner_winning(state):
            continue
        if all(wins(state, c) for c in state.legal_cards()):
            continue
        seen += 1
        assert not wins(state, PLAYER.choose_card(view))
    assert seen > 10


def test_ruffs_when_out_of_the_suit_led_and_an_opponent_is_winning() -> None:
    seen = 0
    for state, view in positions(1200):
        trick = trick_of(state)
        trump = state.play.trump  # type: ignore[union-attr]
        if trump is None or not trick.cards or partner_winning(state):
            continue
        legal = state.legal_cards()
        if any(c.suit == trick.cards[0].suit for c in legal):
            continue
        if not any(c.suit == trump and wins(state, c) for c in legal):
            continue
        seen += 1
        card = PLAYER.choose_card(view)
        assert card.suit == trump and wins(state, card)
    assert seen > 5


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), contract=st.sampled_from(["1C", "2H", "3NT", "4S", "6D"]))
def test_a_whole_deal_played_by_basic_robots_is_legal_throughout(seed: int, contract: str) -> None:
    state = random_state(seed, contract)
    while not state.is_finished:
        actor = state.to_act
        assert actor is not None
        card = PLAYER.choose_card(seat_view(state, actor))
        assert card in state.legal_cards()
        state.apply(CardAction(state.turn, card))  # type: ignore[arg-type]
    assert state.declarer_tricks is not None
