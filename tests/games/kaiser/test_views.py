"""Rules 8: what each seat and the channel may see, the record and the notations."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.match import KaiserMatch
from bot.games.kaiser.notation import (
    action_from_json,
    action_from_text,
    action_to_json,
    action_to_text,
    read_hand,
    write_hand,
)
from bot.games.kaiser.play import Contract
from bot.games.kaiser.rules import RuleConfig
from bot.games.kaiser.scoring import HandScore
from bot.games.kaiser.state import Deal, DealState, Phase
from bot.games.kaiser.views import (
    hand_record,
    public_view,
    read_result,
    result_text,
    seat_view,
)
from bot.games.seats import SEATS, Seat, Side
from tests.games.kaiser.helpers import play_cards, random_hand, state_with_bid


def cards_in(value: object) -> Iterator[Card]:
    """Every card reachable from a view, however deeply it is held (the rules name the −3
    card, which says nothing of where it lies)."""
    if isinstance(value, RuleConfig):
        return
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(k)
            yield from cards_in(v)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            yield from cards_in(v)


def test_r8_1_a_seat_sees_its_hand_the_bids_trump_the_play_and_the_score() -> None:
    state = state_with_bid(auction=("8", "p", "p", "8"), trump=Suit.HEARTS)
    play_cards(state, "HA", "DA")
    view = seat_view(state, Seat.SOUTH, {Side.NS: 20, Side.EW: 31})
    assert set(view.hand) == state.hand(Seat.SOUTH)
    assert [c for _, c in view.public.auction] == [c for _, c in state.auction.history()]
    assert view.public.contract is not None and view.public.contract.trump is Suit.HEARTS
    assert view.public.played_cards() == [(Seat.NORTH, Card.parse("HA")),
                                          (Seat.EAST, Card.parse("DA"))]  # fmt: skip
    assert view.public.scores == {Side.NS: 20, Side.EW: 31}
    assert view.legal_cards == tuple(state.legal_cards()) and view.is_my_turn
    assert seat_view(state, Seat.WEST).legal_actions == ()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), stop=st.integers(0, 37), seat=st.sampled_from(SEATS))
def test_r8_2_no_view_reaches_a_card_another_seat_still_holds(
    seed: int, stop: int, seat: Seat
) -> None:
    full, actions = random_hand(seed)
    state = DealState.replay(full.deal, actions[:stop])
    hidden = {c for s in SEATS if s is not seat for c in state.hand(s)}
    assert not hidden & set(cards_in(seat_view(state, seat)))
    assert not {c for s in SEATS for c in state.hand(s)} & set(cards_in(public_view(state)))


def test_r8_3_the_whole_deal_is_public_only_in_the_record_of_a_finished_hand() -> None:
    state, actions = random_hand(11)
    game = KaiserMatch(state.deal.dealer)
    unfinished = DealState.replay(state.deal, actions[:-1])
    result = game.record(state)
    with pytest.raises(ValueError):
        hand_record(unfinished, result.score)
    record = hand_record(state, result.score)
    assert {s: set(record.hands[s]) for s in SEATS} == dict(state.deal.hands)
    five_seat, five_side = record.five
    assert Card.parse("H5") in state.deal.hands[five_seat]
    play = state.play
    assert play is not None and play.taker(Card.parse("H5")) is five_side
    minus_seat, minus_side = record.minus
    assert Card.parse("S3") in state.deal.hands[minus_seat]
    assert play.taker(Card.parse("S3")) is minus_side
    assert record.made == (state.points(record.contract.side) >= record.contract.bid.number)


def test_r8_3_ran_the_table_is_a_made_bid_of_twelve() -> None:
    state, _ = random_hand(5)
    record = hand_record(state, KaiserMatch(state.deal.dealer).record(state).score)
    assert record.ran_the_table == (record.made and record.contract.bid.number == 12)
    twelve = [
        s for s in (random_hand(seed, pass_bias=0.0)[0] for seed in range(60))
        if s.contract is not None and s.contract.bid.number == 12
    ]  # fmt: skip
    assert twelve
    for s in twelve:
        score = KaiserMatch(s.deal.dealer).record(s).score
        assert hand_record(s, score).ran_the_table == score.made


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**6), stop=st.integers(0, 37))
def test_r8_4_a_hand_written_as_text_reads_back_the_same(seed: int, stop: int) -> None:
    full, actions = random_hand(seed)
    text = write_hand(full.deal, actions[:stop])
    deal, read = read_hand(text)
    assert deal == full.deal and read == actions[:stop]
    assert Deal.from_text(deal.to_text()) == deal
    replayed = DealState.replay(deal, read)
    assert replayed.phase is (Phase.FINISHED if stop >= len(actions) else replayed.phase)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_r8_4_every_action_has_a_short_text_and_json_that_read_back(seed: int) -> None:
    _, actions = random_hand(seed)
    for action in actions:
        text = action_to_text(action)
        assert action_from_text(text) == action and len(text) <= 12
        data = json.loads(json.dumps(action_to_json(action)))
        assert action_from_json(data) == action


@pytest.mark.parametrize(
    "text",
    ["", "N", "N bid", "N bid 13", "N bid 8x", "X pass", "NN pass", "N play S", "N play SAX",
     "N trump", "N trump HH", "N dance", "N  pass", "N pass extra"],
)  # fmt: skip
def test_r8_4_text_that_is_not_an_action_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        action_from_text(text)


@pytest.mark.parametrize(
    "data",
    [{}, {"type": "bid", "seat": "N", "number": "8", "no_trump": False},
     {"type": "bid", "seat": "N", "number": 8}, {"type": "card", "seat": "N", "card": 5},
     {"type": "trump", "seat": "Q", "suit": "H"}, {"type": "jump", "seat": "N"},
     {"type": "bid", "seat": "N", "number": True, "no_trump": False}],
)  # fmt: skip
def test_r8_4_json_that_is_not_an_action_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        action_from_json(data)


@pytest.mark.parametrize(
    "text",
    ["", "1 N:AKQJ.AKQJ..", "x N:AKQJ.AKQJ.. T983..AK.AK .T985.QJT9. ..87.QJT987",
     "1 N:AKQJ.AKQJ.. T983..AK.AK .T985.QJT9. ..87.QJT98A",
     "0 N:AKQJ.AKQJ.. T983..AK.AK .T985.QJT9. ..87.QJT987"],
)  # fmt: skip
def test_r8_4_a_deal_text_that_is_not_a_deal_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Deal.from_text(text)


def test_a_hands_result_reads_back_as_the_contract_it_was_written_from():
    nothing = {Side.NS: 0, Side.EW: 0}
    for number in range(7, 13):
        for trump in (None, *Suit):
            bid = Bid(number, no_trump=trump is None)
            for bidder in SEATS:
                contract = Contract(bidder, bid, trump)
                side = bidder.side
                for made, taken in ((True, number), (False, 3), (False, -3)):
                    points = {side: taken, side.other: 10 - taken}
                    score = HandScore(side, bid, points, made, False, nothing, nothing, nothing,
                                      None)  # fmt: skip
                    assert read_result(result_text(contract, score)) == (contract, made, taken)
    with pytest.raises(ValueError):
        read_result("8♥ N made")
