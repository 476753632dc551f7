"""The sampler deals only layouts that agree with what the seat knows."""

import itertools
import math
import random
from collections import Counter

from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.hand_eval import HandInfo, need
from bot.games.bridge.robot.play_basic import BasicPlayer
from bot.games.bridge.robot.sampler import Knowledge, Sampler, layout_class
from bot.games.bridge.state import CardAction
from bot.games.bridge.views import seat_view
from bot.games.cards import DECK, Card, Suit, hcp
from bot.games.seats import Seat

from .tools import deal_in, play, random_state

DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"


def knowledge_of(state, seat: Seat) -> Knowledge:
    return Knowledge.from_view(seat_view(state, seat))


def test_the_opening_leader_sees_only_its_own_hand() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    assert k.hidden == (Seat.NORTH, Seat.EAST, Seat.SOUTH)
    assert len(k.pool) == 39
    assert not set(k.pool) & state.hand(Seat.WEST)


def test_after_the_lead_dummy_is_known_and_two_hands_are_hidden() -> None:
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "HQ")
    k = knowledge_of(state, Seat.EAST)
    assert k.hidden == (Seat.SOUTH, Seat.WEST)
    assert k.counts == {Seat.SOUTH: 13, Seat.WEST: 12}
    assert set(k.pool) == set(DECK) - state.hand(Seat.EAST) - state.hand(Seat.NORTH) - {
        Card.parse("HQ")
    }


def test_every_layout_holds_exactly_the_hidden_cards_in_the_right_numbers() -> None:
    state = random_state(3, cards=9)
    k = knowledge_of(state, Seat.SOUTH)
    sampler = Sampler(k, None, random.Random(1))
    for _ in range(50):
        layout = sampler.sample()
        assert {s: len(h) for s, h in layout.items()} == dict(k.counts)
        cards = [c for h in layout.values() for c in h]
        assert sorted(cards) == sorted(k.pool)


def test_a_seat_that_showed_out_of_a_suit_is_never_dealt_that_suit() -> None:
    # East shows out of hearts at trick one: West leads the queen, East has none.
    deal = "N:974.AJ3.63.AK963 K83..K752.QJ8752 AQJ5.T8642.J94.4 T62.KQ975.AQT8.T"
    state = play(deal_in(deal, "4S", Seat.SOUTH), "HQ HA C2")
    k = knowledge_of(state, Seat.SOUTH)
    assert Suit.HEARTS in k.voids[Seat.EAST]
    sampler = Sampler(k, None, random.Random(2))
    for _ in range(200):
        assert not any(c.suit is Suit.HEARTS for c in sampler.sample()[Seat.EAST])


def test_layouts_meet_the_points_and_lengths_the_auction_showed() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    strong = HandRange(min_hcp=15, max_hcp=17, min_len=(0, 0, 0, 4))
    sampler = Sampler(k, {Seat.SOUTH: strong}, random.Random(3))
    for _ in range(100):
        south = sampler.sample()[Seat.SOUTH]
        assert 15 <= hcp(south) <= 17
        assert sum(1 for c in south if c.suit is Suit.SPADES) >= 4
    assert sampler.uses_ranges


def test_ranges_count_the_cards_a_seat_has_already_played() -> None:
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "HQ H3 H2 H4")
    k = knowledge_of(state, Seat.NORTH)
    # West showed exactly ten points in the auction and has played the queen of hearts.
    sampler = Sampler(k, {Seat.WEST: HandRange(min_hcp=10, max_hcp=10)}, random.Random(4))
    for _ in range(50):
        assert hcp(sampler.sample()[Seat.WEST]) == 8


def test_ranges_the_cards_contradict_are_dropped_and_the_facts_kept() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    impossible = HandRange(min_len=(0, 0, 0, 13))  # West holds three spades itself
    sampler = Sampler(k, {Seat.SOUTH: impossible}, random.Random(5))
    assert not sampler.uses_ranges
    assert len(sampler.sample()[Seat.SOUTH]) == 13


def test_late_in_the_play_every_layout_is_listed_once() -> None:
    state = random_state(11, cards=36)  # nine tricks played: four cards left in each hand
    k = knowledge_of(state, Seat.SOUTH)
    sampler = Sampler(k, None, random.Random(6))
    assert sampler.listable
    layouts = list(sampler.stream())
    keys = {frozenset(lay[k.hidden[0]]) for lay in layouts}
    assert len(keys) == len(layouts)
    # Unconstrained by voids, the count is the number of ways to choose one hand.
    if not any(k.voids[s] for s in k.hidden):
        assert len(layouts) == math.comb(len(k.pool), k.counts[k.hidden[0]])


def test_sampling_is_reproducible_for_a_seed() -> None:
    state = random_state(8, cards=5)
    k = knowledge_of(state, Seat.SOUTH)
    a = [Sampler(k, None, random.Random(9)).sample() for _ in range(3)]
    b = [Sampler(k, None, random.Random(9)).sample() for _ in range(3)]
    assert a == b


def test_each_hidden_card_goes_to_each_hidden_hand_about_equally_often() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    sampler = Sampler(k, None, random.Random(10))
    n = 3000
    counts = Counter(
        s for _ in range(n) for s, h in sampler.sample().items() if Card.parse("SA") in h
    )
    for seat in k.hidden:
        assert abs(counts[seat] / n - 1 / 3) < 0.04


def test_listing_finds_exactly_the_layouts_the_length_count_predicts() -> None:
    checked = 0
    for seed in range(40):
        state = random_state(seed, "4S", cards=28)
        k = knowledge_of(state, state.to_act)
        sampler = Sampler(k, None, random.Random(seed))
        if sampler.listable:
            checked += 1
            assert len(sampler.enumerate()) == sampler.count_upper_bound()
    assert checked > 5


def test_a_points_range_hard_to_hit_is_kept_once_a_layout_has_met_it() -> None:
    # Against South's 4S, West sees 29 points elsewhere; North and South must hold exactly
    # 15 and 9 of them, and South four spades: about one try in a few hundred meets all that.
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    ranges = {
        Seat.SOUTH: HandRange(min_hcp=15, max_hcp=15, min_len=(0, 0, 0, 4)),
        Seat.NORTH: HandRange(min_hcp=9, max_hcp=9),
    }
    sampler = Sampler(k, ranges, random.Random(12))
    met = 0
    for _ in range(150):
        layout = sampler.sample()
        met += hcp(layout[Seat.SOUTH]) == 15 and hcp(layout[Seat.NORTH]) == 9
    # A layout goes without the points only after a very long unlucky run of tries.
    assert met >= 147
    assert sampler.uses_ranges


def test_layouts_meeting_a_points_range_are_drawn_equally_often() -> None:
    # Four cards left in each hand: South's view lists every layout, and the sampler must
    # draw each layout that meets West's range as often as any other.
    state = random_state(11, cards=36)
    k = knowledge_of(state, Seat.SOUTH)
    west = Seat.WEST if Seat.WEST in k.hidden else k.hidden[0]
    gone = hcp(k.played[west])
    listed_all = Sampler(k, None, random.Random(13)).enumerate()
    # The smallest threshold that rules out some layouts but keeps several.
    options = sorted({hcp(lay[west]) for lay in listed_all})
    assert len(options) >= 2
    need = options[1]
    shown = {west: HandRange(min_hcp=gone + need)}
    listed = Sampler(k, shown, random.Random(13)).enumerate()
    assert 2 <= len(listed) < len(listed_all)
    sampler = Sampler(k, shown, random.Random(14))
    n = 60 * len(listed)
    counts = Counter(frozenset(sampler.sample()[west]) for _ in range(n))
    assert set(counts) == {frozenset(lay[west]) for lay in listed}
    expected = n / len(listed)
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    dof = len(listed) - 1
    assert chi2 < dof + 5 * math.sqrt(2 * dof) + 5


def _balanced(cards: frozenset[Card]) -> bool:
    shape = sorted((sum(1 for c in cards if c.suit is s) for s in Suit), reverse=True)
    return shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])


def test_layouts_keep_what_each_call_promised_beyond_points_and_lengths() -> None:
    # South opened 1NT: 15-17 HCP and a balanced hand. The range alone lets 5-4-2-2 through;
    # the promise weighs such layouts down, so South's hand is almost always balanced.
    state = deal_in(DEAL, "3NT", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    opening = need(hcp=(15, 17), balanced=True).to_range()
    assert opening.promises
    plain = HandRange(opening.min_hcp, opening.max_hcp, opening.min_len, opening.max_len)
    weighed = Sampler(k, {Seat.SOUTH: opening}, random.Random(7))
    loose = Sampler(k, {Seat.SOUTH: plain}, random.Random(7))
    kept = sum(_balanced(weighed.sample()[Seat.SOUTH]) for _ in range(300))
    unweighed = sum(_balanced(loose.sample()[Seat.SOUTH]) for _ in range(300))
    assert kept >= 280 and unweighed < kept - 20


def test_a_stopper_the_auction_promised_is_where_the_layouts_put_it() -> None:
    # South's notrump promised a spade stopper: layouts give South the ace, king with one
    # more, queen with two or jack with three in spades, nearly always.
    state = deal_in(DEAL, "3NT", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    shown = need(hcp=(10, 15), stoppers=[Suit.SPADES]).to_range()
    sampler = Sampler(k, {Seat.SOUTH: shown}, random.Random(8))
    stopped = sum(HandInfo.of(sampler.sample()[Seat.SOUTH]).stoppers[Suit.SPADES]
                  for _ in range(200))  # fmt: skip
    assert stopped >= 190


def test_a_promise_no_layout_keeps_leaves_the_layouts_drawn() -> None:
    # A promise the cards seen contradict (West holds three aces, South "promised" four):
    # every layout breaks it, so it weighs them all alike and sampling goes on.
    state = deal_in(DEAL, "3NT", Seat.SOUTH)
    k = knowledge_of(state, Seat.WEST)
    sampler = Sampler(k, {Seat.SOUTH: need(aces=(4,)).to_range()}, random.Random(9))
    assert all(len(sampler.sample()[Seat.SOUTH]) == 13 for _ in range(20))


def test_a_layouts_class_is_the_hidden_hands_suit_lengths() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    hands = {s: frozenset(state.hand(s)) for s in (Seat.NORTH, Seat.SOUTH)}
    assert layout_class((Seat.NORTH, Seat.SOUTH), hands) == ((5, 2, 3, 3), (1, 4, 4, 4))


def test_a_listed_stream_checks_only_the_layouts_it_has_drawn() -> None:
    # Five cards left in each hand: hundreds of layouts to list. Drawing a handful weighs a
    # handful against the readings, not the whole list, so a decision that stops early
    # pays only for what it solves.
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    robot = BasicPlayer()
    while sum(len(state.hand(s)) for s in Seat) > 28:
        state.apply(CardAction(state.turn, robot.choose_card(seat_view(state, state.to_act))))
    k = knowledge_of(state, Seat.EAST)
    sampler = Sampler(k, None, random.Random(4), k.carding())
    assert sampler.listable and sampler.count_upper_bound() > 100
    weighed = 0
    weight = sampler._weight

    def counted(layout):
        nonlocal weighed
        weighed += 1
        return weight(layout)

    sampler._weight = counted
    drawn = list(itertools.islice(sampler.stream(), 5))
    assert len(drawn) == 5
    assert weighed < sampler.count_upper_bound() // 2
