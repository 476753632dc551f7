import pytest

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Strain
from bot.games.bridge.contract import Doubling
from bot.games.errors import IllegalCall, NotYourTurn, WrongPhase
from bot.games.seats import Seat


def auction(calls: str, dealer: Seat = Seat.NORTH) -> Auction:
    return Auction(dealer, [Call.parse(c) for c in calls.split()])


def test_r2_1_dealer_calls_first_then_clockwise():
    a = Auction(Seat.EAST)
    assert a.turn is Seat.EAST
    a.call(PASS)
    assert a.turn is Seat.SOUTH
    a.call(PASS)
    assert a.turn is Seat.WEST
    a.call(PASS)
    assert a.turn is Seat.NORTH


def test_r2_2_strains_rank_clubs_diamonds_hearts_spades_notrump():
    assert Strain.CLUBS < Strain.DIAMONDS < Strain.HEARTS < Strain.SPADES < Strain.NOTRUMP
    assert Bid(1, Strain.NOTRUMP) < Bid(2, Strain.CLUBS)
    assert [str(b) for b in ALL_BIDS[:6]] == ["1C", "1D", "1H", "1S", "1NT", "2C"]
    assert len(ALL_BIDS) == 35 and str(ALL_BIDS[-1]) == "7NT"


def test_r2_2_each_bid_must_be_higher_than_the_last():
    a = auction("1H")
    with pytest.raises(IllegalCall):
        a.call(Call.parse("1D"))
    with pytest.raises(IllegalCall):
        a.call(Call.parse("1H"))
    a.call(Call.parse("1S"))
    assert a.last_bid == Bid(1, Strain.SPADES)


def test_r2_2_legal_bids_are_exactly_those_above_the_last():
    a = auction("2S")
    bids = [c.bid for c in a.legal_calls() if c.bid is not None]
    assert bids == list(ALL_BIDS[ALL_BIDS.index(Bid(2, Strain.NOTRUMP)) :])


def test_r2_2_bid_level_must_be_one_to_seven():
    with pytest.raises(ValueError):
        Bid(8, Strain.CLUBS)
    with pytest.raises(ValueError):
        Bid(0, Strain.CLUBS)


def test_r2_3_pass_is_always_legal_while_the_auction_runs():
    for calls in ["", "1C", "1C X", "1C X XX", "7NT X XX"]:
        assert PASS in auction(calls).legal_calls()


def test_r2_4_double_only_an_opponents_undoubled_last_bid():
    assert DOUBLE not in auction("").legal_calls()
    assert DOUBLE in auction("1C").legal_calls()  # East doubles North
    assert DOUBLE not in auction("1C P").legal_calls()  # South may not double partner
    assert DOUBLE in auction("1C P P").legal_calls()  # West may
    assert DOUBLE not in auction("1C X").legal_calls()  # already doubled
    assert DOUBLE not in auction("1C X XX").legal_calls()  # redoubled
    with pytest.raises(IllegalCall, match="refuse-double-opponents"):
        auction("1C P").call(DOUBLE)
    with pytest.raises(IllegalCall, match="refuse-nothing-to-double"):
        auction("").call(DOUBLE)


def test_r2_5_redouble_only_own_sides_doubled_bid():
    assert REDOUBLE not in auction("1C").legal_calls()
    assert REDOUBLE in auction("1C X").legal_calls()  # South redoubles partner's bid
    assert REDOUBLE in auction("1C X P P").legal_calls()  # North, after two passes
    assert REDOUBLE not in auction("1C X P").legal_calls()  # West is an opponent
    assert REDOUBLE not in auction("1C X XX").legal_calls()
    with pytest.raises(IllegalCall):
        auction("1C X P").call(REDOUBLE)
    with pytest.raises(IllegalCall):
        auction("1C").call(REDOUBLE)


def test_r2_6_a_new_bid_cancels_the_double():
    a = auction("1C X 1H")
    assert a.doubling is Doubling.UNDOUBLED
    a = auction("1C X XX 1S P P P")
    c = a.contract()
    assert c is not None and c.doubling is Doubling.UNDOUBLED and str(c.bid) == "1S"


def test_r2_7_three_passes_after_a_bid_double_or_redouble_end_it():
    assert not auction("1C P P").is_complete
    assert auction("1C P P P").is_complete
    assert not auction("1C X P P").is_complete
    assert auction("1C X P P P").is_complete
    assert auction("1C X XX P P P").is_complete
    c = auction("1C X XX P P P").contract()
    assert c is not None and c.doubling is Doubling.REDOUBLED
    c = auction("P 2H X P P P").contract()
    assert c is not None and c.doubling is Doubling.DOUBLED and str(c.bid) == "2H"


def test_r2_7_a_double_restarts_the_count_of_passes():
    a = auction("1C P P X P P")
    assert not a.is_complete
    a.call(PASS)
    assert a.is_complete


def test_r2_8_four_passes_pass_the_deal_out():
    a = auction("P P P")
    assert not a.is_complete
    a.call(PASS)
    assert a.is_complete and a.is_passed_out and a.contract() is None


def test_r2_9_declarer_first_named_the_strain_for_the_side():
    # North opens 1H, South raises to 4H: North declares, South is dummy.
    c = auction("1H P 4H P P P").contract()
    assert c is not None and c.declarer is Seat.NORTH and c.dummy is Seat.SOUTH
    # South names spades first even though North bids the final 4S.
    c = auction("1D P 1S P 4S P P P").contract()
    assert c is not None and c.declarer is Seat.SOUTH
    # An opponent naming the strain first does not make them declarer for our side.
    c = auction("1C 1H P 2D 2H P P P").contract()  # East's 1H does not count for N-S
    assert c is not None and c.declarer is Seat.NORTH and str(c.bid) == "2H"
    c = auction("P 1C P 1H P 2NT P 3NT P P P").contract()  # East names NT first, at 2NT
    assert c is not None and c.declarer is Seat.EAST


def test_r2_10_a_call_out_of_turn_is_refused_and_changes_nothing():
    a = auction("1C")
    with pytest.raises(NotYourTurn):
        a.call(Call.parse("1H"), Seat.SOUTH)
    assert str(a) == "1C" and a.turn is Seat.EAST


def test_r2_10_no_call_after_the_auction_ends():
    a = auction("1C P P P")
    assert a.legal_calls() == []
    with pytest.raises(WrongPhase):
        a.call(PASS)


def test_r2_10_an_insufficient_bid_changes_nothing():
    a = auction("3NT")
    with pytest.raises(IllegalCall):
        a.call(Call.parse("3S"))
    assert len(a) == 1


@pytest.mark.parametrize("text", ["1C", "7NT", "3H", "P", "X", "XX"])
def test_call_text_round_trips(text):
    assert str(Call.parse(text)) == text


@pytest.mark.parametrize(
    ("text", "expected"), [("pass", "P"), ("Dbl", "X"), ("rdbl", "XX"), ("1n", "1NT"), ("2♠", "2S")]
)
def test_call_parse_accepts_common_spellings(text, expected):
    assert str(Call.parse(text)) == expected


@pytest.mark.parametrize("bad", ["", "8C", "0S", "1Z", "XXX", "NT"])
def test_call_parse_refuses_nonsense(bad):
    with pytest.raises(ValueError):
        Call.parse(bad)
