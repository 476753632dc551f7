"""What the contract shows about declarer's side, when the auction shows nothing."""

import random
import statistics

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.contract_prior import fit_likelihood, points_likelihood
from bot.games.bridge.robot.sampler import Knowledge, Layout, Sampler
from bot.games.bridge.scoring import Vulnerability, parse_contract
from bot.games.bridge.state import Board, CallAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.cards import Suit
from bot.games.seats import Seat

from .tools import deal_in, play, random_state

# West (on lead against South) holds 11 points and three spades.
DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"
SIDE = (Seat.NORTH, Seat.SOUTH)


def knowledge(contract: str, seat: Seat, cards: str = "") -> Knowledge:
    state = deal_in(DEAL, contract, Seat.SOUTH)
    if cards:
        state = play(state, cards)
    return Knowledge.from_view(seat_view(state, seat))


def side_points(layout: Layout) -> int:
    return sum(c.rank.hcp for s in SIDE for c in layout.get(s, ()))


def side_spades(layout: Layout) -> int:
    return sum(1 for s in SIDE for c in layout.get(s, ()) if c.suit is Suit.SPADES)


def draw(k: Knowledge, with_prior: bool, n: int = 400, seed: int = 1) -> list[Layout]:
    prior = k.contract_prior(None) if with_prior else None
    if with_prior:
        assert prior is not None
    sampler = Sampler(k, None, random.Random(seed), None, prior)
    return [sampler.sample() for _ in range(n)]


def test_the_points_likelihood_rises_to_what_the_contract_needs_and_falls_beyond() -> None:
    three_nt = parse_contract("3NT", Seat.SOUTH)
    assert points_likelihood(three_nt, 15) < points_likelihood(three_nt, 20)
    assert points_likelihood(three_nt, 20) < points_likelihood(three_nt, 25)
    two_hearts = parse_contract("2H", Seat.SOUTH)
    assert points_likelihood(two_hearts, 30) < points_likelihood(two_hearts, 20)
    four_spades = parse_contract("4S", Seat.SOUTH)
    assert fit_likelihood(four_spades, 6) < fit_likelihood(four_spades, 7)
    assert fit_likelihood(four_spades, 7) < fit_likelihood(four_spades, 8)


def test_the_opening_leader_against_3nt_places_the_points_with_declarers_side() -> None:
    k = knowledge("3NT", Seat.WEST)
    plain = [side_points(lay) for lay in draw(k, False)]
    read = draw(k, True)
    # 29 points are hidden from West, and North-South hold two thirds of the hidden cards.
    assert 18.0 < statistics.mean(plain) < 20.5
    assert statistics.mean(side_points(lay) for lay in read) > 23.0
    for layout in read:
        assert {s: len(h) for s, h in layout.items()} == dict(k.counts)
        assert sorted(c for h in layout.values() for c in h) == sorted(k.pool)


def test_the_opening_leader_against_four_spades_gives_declarers_side_a_fit() -> None:
    k = knowledge("4S", Seat.WEST)
    plain = [side_spades(lay) >= 8 for lay in draw(k, False)]
    read = [side_spades(lay) >= 8 for lay in draw(k, True)]
    assert sum(plain) / len(plain) < 0.5
    assert sum(read) / len(read) > 0.8


def test_a_defender_places_the_points_with_declarer_once_dummy_is_down() -> None:
    k = knowledge("3NT", Seat.EAST, "DA")
    assert k.hidden == (Seat.SOUTH, Seat.WEST)
    plain = [side_points(lay) for lay in draw(k, False)]
    read = [side_points(lay) for lay in draw(k, True)]
    assert statistics.mean(read) > statistics.mean(plain) + 2


def test_listed_layouts_are_thinned_towards_the_contract() -> None:
    # Five tricks into a random 3NT, East sees few enough hidden cards to list every layout.
    k = Knowledge.from_view(seat_view(random_state(11, "3NT", cards=20), Seat.EAST))
    prior = k.contract_prior(None)
    assert prior is not None
    every = Sampler(k, None, random.Random(5))
    assert every.listable
    listed = every.enumerate()
    thinned = Sampler(k, None, random.Random(5), None, prior).enumerate()
    assert 0 < len(thinned) < len(listed)
    assert all(lay in listed for lay in thinned)
    mean_all = statistics.mean(side_points(lay) for lay in listed)
    assert statistics.mean(side_points(lay) for lay in thinned) > mean_all + 0.5


def test_nothing_to_read_when_declarers_side_is_in_view() -> None:
    assert knowledge("3NT", Seat.SOUTH, "HQ").contract_prior(None) is None


def test_an_auction_that_shows_the_points_and_the_trumps_leaves_nothing_to_read() -> None:
    k = knowledge("4S", Seat.WEST)
    strong = HandRange(min_hcp=12, max_hcp=21)
    five_spades = HandRange(min_len=(0, 0, 0, 5))
    both = {Seat.SOUTH: strong.narrow(five_spades), Seat.NORTH: HandRange(min_hcp=6)}
    assert k.contract_prior(both) is None
    points_only = k.contract_prior({Seat.SOUTH: strong, Seat.NORTH: HandRange(min_hcp=6)})
    assert points_only is not None
    assert points_only.by_points is None and points_only.by_trumps is not None


def doubled(contract: str) -> Knowledge:
    """West on lead against South's `contract`, doubled by West."""
    board = Board.from_pbn_deal(DEAL, 1, Seat.NORTH, Vulnerability.NONE)
    state = DealState(board)
    seat = Seat.NORTH
    for call in ["P", "P", contract, "X", "P", "P", "P"]:
        state.apply(CallAction(seat, Call.parse(call)))
        seat = seat.next
    return Knowledge.from_view(seat_view(state, Seat.WEST))


def test_a_doubled_contract_reads_the_trumps_but_not_the_points() -> None:
    prior = doubled("4S").contract_prior(None)
    assert prior is not None
    assert prior.by_points is None and prior.by_trumps is not None
    assert doubled("3NT").contract_prior(None) is None
