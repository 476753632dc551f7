"""Rules 1: the deck, the seats, the deal and the dealer."""

from __future__ import annotations

import random

import pytest

from bot.games import cards as cards_module
from bot.games.cards import Card, Rank, Suit
from bot.games.kaiser import match as match_module
from bot.games.kaiser.match import KaiserMatch
from bot.games.kaiser.rules import DEFAULT_RULES
from bot.games.kaiser.state import Deal, DealState, Phase
from bot.games.seats import SEATS, Seat
from bot.games.tricks import winning_index
from tests.games.kaiser.helpers import cards, state_with_bid


def test_r1_1_the_deck_is_eight_to_ace_in_each_suit_and_four_low_cards() -> None:
    deck = DEFAULT_RULES.deck
    assert len(deck) == len(set(deck)) == 32
    high = {Card(s, r) for s in Suit for r in Rank if r >= Rank.EIGHT}
    assert set(deck) - high == set(cards("C7 D7 H5 S3"))
    assert all(sum(c.suit is s for c in deck) == 8 for s in Suit)


def test_r1_1_the_five_and_the_three_are_the_lowest_of_their_suits() -> None:
    assert winning_index(tuple(cards("H5 H8")), None) == 1
    assert winning_index(tuple(cards("S3 S8")), None) == 1
    assert winning_index(tuple(cards("SA SK")), None) == 0
    assert winning_index(tuple(cards("C7 C8")), None) == 1


def test_r1_2_partners_sit_opposite_and_share_their_tricks() -> None:
    # North leads the ace of spades; North's partner South is North's team.
    state = state_with_bid(trump=Suit.SPADES, auction=("p", "p", "p", "7"))
    assert state.contract is not None and state.contract.bidder is Seat.NORTH
    state.apply(state.legal_actions()[0])
    assert Seat.NORTH.partner is Seat.SOUTH and Seat.EAST.partner is Seat.WEST
    assert Seat.SOUTH.side is Seat.NORTH.side is state.contract.side


def test_r1_3_every_seat_is_dealt_eight_of_the_32_cards() -> None:
    deal = Deal.deal(1, Seat.NORTH, rng=random.Random(5))
    assert all(len(deal.hands[s]) == 8 for s in SEATS)
    assert {c for s in SEATS for c in deal.hands[s]} == set(DEFAULT_RULES.deck)


def test_r1_3_the_same_seed_gives_the_same_deal() -> None:
    first = Deal.deal(1, Seat.EAST, rng=random.Random(77))
    again = Deal.deal(1, Seat.EAST, rng=random.Random(77))
    other = Deal.deal(1, Seat.EAST, rng=random.Random(78))
    assert first == again and first != other


def test_r1_3_without_a_seed_the_deal_uses_the_secure_source(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    used: list[int] = []

    class Recording(random.Random):
        def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
            used.append(len(x))
            super().shuffle(x)

    monkeypatch.setattr(cards_module, "secure_rng", lambda: Recording(1))
    Deal.deal(1, Seat.NORTH)
    assert used == [32]


def test_r1_4_the_first_dealer_is_drawn_and_the_deal_passes_clockwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    drawn = {KaiserMatch.new(rng=random.Random(seed)).first_dealer for seed in range(40)}
    assert drawn == set(SEATS)
    asked: list[int] = []

    class Secure:
        def choice(self, seq: list[Seat]) -> Seat:
            asked.append(len(seq))
            return seq[3]

    monkeypatch.setattr(match_module.secrets, "SystemRandom", Secure)
    game = KaiserMatch.new()
    assert asked == [4] and game.first_dealer is Seat.WEST
    dealers = []
    rng = random.Random(3)
    for _ in range(5):
        deal = game.next_deal(rng)
        dealers.append(deal.dealer)
        state = game.start(deal)
        while not state.is_finished:
            state.apply(state.legal_actions()[-1])
        game.record(state)
    assert dealers == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST]


def test_r1_5_a_hand_with_no_honour_and_no_point_card_is_still_played() -> None:
    # South: no ace, no picture card, neither the 5♥ nor the 3♠.
    deal = Deal.from_text("1 N:AKQJ.AKQJ.. T983..AK.AK .T985.QJT9. ..87.QJT987")
    poor = Deal.from_text("1 N:AKQJ3.AKQ.. T98.J5.AKQ. .T98.T98.87 ..J7.AKQJT9")
    for d in (deal, poor):
        state = DealState(d)
        assert state.phase is Phase.AUCTION
    south = poor.hands[Seat.SOUTH]
    assert all(c.rank < Rank.JACK for c in south)
    assert not south & set(cards("H5 S3"))
