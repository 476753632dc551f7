"""Reading the hidden hands' carding: what their cards played deny, and how sampling heeds it."""

import random
from collections import Counter

from bot.games.bridge.robot.carding import DOUBT, LOW_DOUBT, Carding
from bot.games.bridge.robot.sampler import Knowledge, Sampler
from bot.games.bridge.state import CardAction
from bot.games.bridge.views import seat_view
from bot.games.cards import Card, Suit
from bot.games.seats import Seat

from .tools import deal_in, play

#: West leads the club queen from Q-J-10 against four spades by South; North is dummy.
DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"


def cards(text: str) -> frozenset[Card]:
    return frozenset(Card.parse(t) for t in text.split())


def knowledge(state, seat: Seat) -> Knowledge:
    return Knowledge.from_view(seat_view(state, seat))


def test_winning_with_the_king_denies_the_queen() -> None:
    # Trick 2: dummy leads a diamond, East follows low, South wins with the king and West
    # overtakes with the ace. South would have won as well with the queen, so it has none.
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "CQ CA C2 C4 D3 D7 DK DA")
    reading = knowledge(state, Seat.EAST).carding()
    assert reading.denied[Seat.SOUTH] == {Card.parse("DQ"): reading.doubt}
    assert reading.denied[Seat.WEST] == {}  # the king, next to the ace, was in the trick


def test_a_low_card_that_does_not_try_to_win_denies_the_lower_cards() -> None:
    tricks = (
        ((Seat.NORTH, Card.parse("HA")), (Seat.EAST, Card.parse("H2")),
         (Seat.SOUTH, Card.parse("H3")), (Seat.WEST, Card.parse("H6"))),
    )  # fmt: skip
    pool = cards("H5 H4 HK HQ")
    reading = Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, pool, None)
    # West's six: no five (the equal card, firmly) and no four (the lowest card, mildly).
    # South's three: the two went to the same trick, seen by all, so nothing to read.
    assert reading.denied[Seat.WEST] == {Card.parse("H5"): DOUBT, Card.parse("H4"): LOW_DOUBT}
    assert reading.denied[Seat.SOUTH] == {}


def test_a_card_that_tries_to_win_denies_only_its_equal() -> None:
    tricks = (
        ((Seat.NORTH, Card.parse("H2")), (Seat.EAST, Card.parse("H3")),
         (Seat.SOUTH, Card.parse("HT")), (Seat.WEST, Card.parse("S4"))),
    )  # fmt: skip
    pool = cards("H9 H8 H4 S3 S2 SA")
    # South's ten beats the three: it denies the nine, not the eight or four. West ruffs
    # with the four of trumps over the ten: it denies the three, not the two.
    reading = Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, pool, Suit.SPADES)
    assert reading.denied[Seat.SOUTH] == {Card.parse("H9"): DOUBT}
    assert reading.denied[Seat.WEST] == {Card.parse("S3"): DOUBT}
    # At no trump the four of spades is a discard: the lowest spade West chose to throw.
    discard = Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, pool, None)
    assert discard.denied[Seat.WEST] == {Card.parse("S3"): DOUBT, Card.parse("S2"): LOW_DOUBT}


def test_leading_an_honour_later_denies_the_card_above_it() -> None:
    tricks = (
        ((Seat.WEST, Card.parse("S2")), (Seat.NORTH, Card.parse("S3")),
         (Seat.EAST, Card.parse("S4")), (Seat.SOUTH, Card.parse("SA"))),
        ((Seat.SOUTH, Card.parse("HQ")),),
    )  # fmt: skip
    pool = cards("HK HJ HT D2 D3")
    reading = Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, pool, None)
    assert reading.denied[Seat.SOUTH] == {Card.parse("HK"): DOUBT}


def test_a_seat_seen_breaking_the_convention_is_not_read() -> None:
    # South wins trick 1 with the ace while holding the king (it plays the king later):
    # its carding is not the robots', so its equal cards are not read (the queen of diamonds
    # led would otherwise deny the king).
    tricks = (
        ((Seat.WEST, Card.parse("S2")), (Seat.NORTH, Card.parse("S3")),
         (Seat.EAST, Card.parse("S4")), (Seat.SOUTH, Card.parse("SA"))),
        ((Seat.SOUTH, Card.parse("SK")), (Seat.WEST, Card.parse("S5"))),
        ((Seat.SOUTH, Card.parse("DQ")),),
    )  # fmt: skip
    pool = cards("DK DJ HT")
    reading = Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, pool, None)
    assert reading.denied[Seat.SOUTH] == {}
    trusted = Carding.read(tricks[1:], {Seat.SOUTH, Seat.WEST}, pool, None)
    assert trusted.denied[Seat.SOUTH] == {Card.parse("DK"): DOUBT}


def test_the_opening_lead_must_be_the_textbook_card_of_the_leaders_holding() -> None:
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "CQ")
    reading = knowledge(state, Seat.EAST).carding()
    assert reading.lead is not None and reading.lead.card == Card.parse("CQ")
    west = Seat.WEST
    assert reading.lead_fits({west: cards("CJ CT S2")})  # Q-J-10: the queen
    assert reading.lead_fits({west: cards("S2")})  # a singleton queen
    assert not reading.lead_fits({west: cards("CT C4")})  # Q-10-4: the four
    assert reading.weight({west: cards("CT C4")}) == reading.doubt


def test_sampled_layouts_follow_the_readings_far_more_often_than_chance() -> None:
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "CQ CA C2 C4 D3 D7 DK DA")
    k = knowledge(state, Seat.EAST)
    dq = Card.parse("DQ")
    plain = Sampler(k, None, random.Random(1))
    read = Sampler(k, None, random.Random(1), k.carding())
    n = 600
    with_plain = Counter(dq in plain.sample()[Seat.WEST] for _ in range(n))[True] / n
    with_read = Counter(dq in read.sample()[Seat.WEST] for _ in range(n))[True] / n
    assert with_read > 0.8 > with_plain + 0.2
    # The club queen lead keeps West's clubs to holdings that lead the queen.
    for _ in range(200):
        layout = read.sample()
        assert len(layout[Seat.WEST]) == 11 and len(layout[Seat.SOUTH]) == 11


def test_each_broken_reading_costs_its_own_factor_and_none_is_impossible() -> None:
    tricks = (
        ((Seat.NORTH, Card.parse("HA")), (Seat.EAST, Card.parse("H2")),
         (Seat.SOUTH, Card.parse("H3")), (Seat.WEST, Card.parse("H6"))),
    )  # fmt: skip
    reading = Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, cards("H5 H4 C2"), None)
    west, south = Seat.WEST, Seat.SOUTH
    assert reading.weight({west: cards("C2"), south: cards("H5 H4")}) == 1
    assert reading.weight({west: cards("H4"), south: cards("H5 C2")}) == LOW_DOUBT
    assert reading.weight({west: cards("H5"), south: cards("H4 C2")}) == DOUBT
    assert reading.weight({west: cards("H5 H4"), south: cards("C2")}) > 0
    assert reading.broken({west: cards("H5 H4"), south: cards("C2")}) == 2


def test_listed_layouts_are_thinned_by_the_readings() -> None:
    # Late in the play, with every layout listed, those breaking a reading mostly go.
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    while sum(len(state.hand(s)) for s in Seat) > 20:
        state.apply(_lowest_legal(state))
    k = knowledge(state, Seat.EAST)
    reading = k.carding()
    plain = Sampler(k, None, random.Random(4))
    read = Sampler(k, None, random.Random(4), reading)
    assert plain.listable and read.listable
    every = plain.enumerate()
    kept = read.enumerate()
    assert len(kept) <= len(every)
    assert reading.lead is not None  # West's opening lead is always read
    broken = [lay for lay in every if reading.broken(lay)]
    kept_broken = [lay for lay in kept if reading.broken(lay)]
    assert broken
    assert len(kept_broken) <= 0.3 * len(broken) + 3
    assert len(kept) - len(kept_broken) == len(every) - len(broken)


def _lowest_legal(state):
    turn = state.turn
    return CardAction(turn, min(state.legal_cards(), key=lambda c: (c.rank, c.suit)))


def _signal_tricks() -> tuple:
    # South declares. Trick 1: West leads the heart two, East's king loses to the ace.
    # Trick 2: South leads the diamond three; West (second hand) follows with the eight.
    return (
        ((Seat.WEST, Card.parse("H2")), (Seat.NORTH, Card.parse("H5")),
         (Seat.EAST, Card.parse("HK")), (Seat.SOUTH, Card.parse("HA"))),
        ((Seat.SOUTH, Card.parse("D3")), (Seat.WEST, Card.parse("D8"))),
    )  # fmt: skip


def test_a_defenders_first_card_in_a_suit_is_read_as_a_signal() -> None:
    pool = cards("D7 D6 D5 D4 D2 DQ C2 C3")
    reading = Carding.read(_signal_tricks(), {Seat.SOUTH, Seat.WEST}, pool, None, Seat.SOUTH)
    (signal,) = reading.signals
    assert signal.seat is Seat.WEST and signal.card == Card.parse("D8")
    assert not signal.partner_led
    # Count: the eight is the high card of an even number; from an odd number West would
    # have played its lowest.
    assert signal.fits(cards("D4 C2"))  # 8-4: two cards
    assert signal.fits(cards("DQ D5 D4 C2"))  # Q-8-5-4: four cards, the top spot card
    assert not signal.fits(cards("D7 D6 D2"))  # 8-7-6-2 gives the six, not the eight
    assert not signal.fits(cards("D4 D2"))  # 8-4-2: three cards, the two


def test_a_signal_that_the_holding_would_not_give_weighs_the_layout_down() -> None:
    pool = cards("D7 D6 D5 D4 D2 DQ C2 C3")
    reading = Carding.read(_signal_tricks(), {Seat.SOUTH, Seat.WEST}, pool, None, Seat.SOUTH)
    (signal,) = reading.signals
    even = {Seat.WEST: cards("D4 C2"), Seat.SOUTH: cards("D7 D6 D5 D2 DQ C3")}
    odd = {Seat.WEST: cards("D4 D2 C2"), Seat.SOUTH: cards("D7 D6 D5 DQ C3")}
    assert signal.fits(even[Seat.WEST]) and not signal.fits(odd[Seat.WEST])
    assert reading.signals_missed(even) == 0 and reading.signals_missed(odd) == 1
    assert reading.weight(odd) == reading.weight(even) * reading.signal_doubt


def test_declarers_cards_and_later_cards_in_a_suit_are_not_read_as_signals() -> None:
    tricks = (
        *_signal_tricks()[:1],
        ((Seat.SOUTH, Card.parse("D3")), (Seat.WEST, Card.parse("D8")),
         (Seat.NORTH, Card.parse("DA")), (Seat.EAST, Card.parse("D9"))),
        ((Seat.NORTH, Card.parse("DK")), (Seat.EAST, Card.parse("DJ")),
         (Seat.SOUTH, Card.parse("D4")), (Seat.WEST, Card.parse("D5"))),
    )  # fmt: skip
    pool = cards("D7 D6 D2 DQ C2 C3")
    reading = Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, pool, None, Seat.SOUTH)
    assert [s.card for s in reading.signals] == [Card.parse("D8")]
    # Without a declarer there are no defenders to read.
    assert Carding.read(tricks, {Seat.SOUTH, Seat.WEST}, pool, None).signals == ()


def test_a_reading_answers_alike_for_every_layout_that_shares_the_holding() -> None:
    # The signal turns on West's diamonds alone: its other cards, and a second asking of
    # the same holding, give the same answer as reading the signal afresh.
    pool = cards("D7 D6 D5 D4 D2 DQ C2 C3")
    reading = Carding.read(_signal_tricks(), {Seat.SOUTH, Seat.WEST}, pool, None, Seat.SOUTH)
    (signal,) = reading.signals
    for west in (cards("D4 C2"), cards("D4 C3"), cards("D4 D2 C2"), cards("D4 D2 C3")):
        south = pool - west
        layout = {Seat.WEST: west, Seat.SOUTH: south}
        for _ in range(2):
            assert reading.signals_missed(layout) == (0 if signal.fits(west) else 1)
