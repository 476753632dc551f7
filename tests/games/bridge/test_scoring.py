import itertools

import pytest

from bot.games.bridge.calls import Strain
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.scoring import (
    Item,
    Vulnerability,
    contract_items,
    duplicate_score,
    honours_item,
    parse_contract,
    score_deal,
)
from bot.games.cards import hand_from_pbn
from bot.games.seats import Seat, Side


def items(text: str, vul: bool, tricks: int) -> dict[Item, int]:
    return {i.item: i.points for i in contract_items(parse_contract(text), vul, tricks)}


def test_r4_1_contract_points_per_trick():
    assert items("2C", False, 8)[Item.CONTRACT] == 40
    assert items("3D", False, 9)[Item.CONTRACT] == 60
    assert items("2H", False, 8)[Item.CONTRACT] == 60
    assert items("4S", False, 10)[Item.CONTRACT] == 120
    assert items("1NT", False, 7)[Item.CONTRACT] == 40
    assert items("3NT", False, 9)[Item.CONTRACT] == 100


def test_r4_2_doubling_and_redoubling_multiply_contract_points():
    assert items("2SX", False, 8)[Item.CONTRACT] == 120
    assert items("2SXX", False, 8)[Item.CONTRACT] == 240
    assert items("1NTXX", False, 7)[Item.CONTRACT] == 160


def test_r4_3_game_and_part_score_bonuses():
    assert items("3NT", False, 9)[Item.GAME] == 300
    assert items("3NT", True, 9)[Item.GAME] == 500
    assert items("4C", False, 10)[Item.PART_SCORE] == 50
    assert Item.GAME not in items("4C", False, 10)
    assert items("2HX", True, 8)[Item.GAME] == 500  # doubled into game
    assert items("1NTXX", False, 7)[Item.GAME] == 300


def test_r4_3_overtricks_do_not_make_a_game():
    assert Item.GAME not in items("2NT", False, 10)
    assert duplicate_score("2NT", False, 10) == 180


def test_r4_4_slam_bonuses_need_the_slam_bid():
    assert items("6H", False, 12)[Item.SMALL_SLAM] == 500
    assert items("6H", True, 12)[Item.SMALL_SLAM] == 750
    assert items("7NT", False, 13)[Item.GRAND_SLAM] == 1000
    assert items("7NT", True, 13)[Item.GRAND_SLAM] == 1500
    assert Item.SMALL_SLAM not in items("4H", False, 12)
    assert Item.GRAND_SLAM not in items("6NT", False, 13)


def test_r4_5_bonus_for_making_a_doubled_or_redoubled_contract():
    assert items("2SX", False, 8)[Item.INSULT] == 50
    assert items("2SXX", False, 8)[Item.INSULT] == 100
    assert Item.INSULT not in items("2S", False, 8)


def test_r4_6_overtricks():
    assert items("2C", False, 10)[Item.OVERTRICKS] == 40
    assert items("2S", True, 10)[Item.OVERTRICKS] == 60
    assert items("2NT", False, 10)[Item.OVERTRICKS] == 60
    assert items("2SX", False, 10)[Item.OVERTRICKS] == 200
    assert items("2SX", True, 10)[Item.OVERTRICKS] == 400
    assert items("2SXX", False, 10)[Item.OVERTRICKS] == 400
    assert items("2SXX", True, 10)[Item.OVERTRICKS] == 800


def test_r4_7_undoubled_undertricks():
    assert duplicate_score("4S", False, 8) == -100
    assert duplicate_score("4S", True, 8) == -200


@pytest.mark.parametrize(
    ("down", "nv", "v"),
    [
        (1, 100, 200),
        (2, 300, 500),
        (3, 500, 800),
        (4, 800, 1100),
        (5, 1100, 1400),
        (13, 3500, 3800),
    ],
)
def test_r4_8_doubled_undertricks(down, nv, v):
    assert duplicate_score("7NTX", False, 13 - down) == -nv
    assert duplicate_score("7NTX", True, 13 - down) == -v


def test_r4_9_redoubled_undertricks_are_twice_doubled():
    for down in range(1, 14):
        for vul in (False, True):
            assert duplicate_score("7NTXX", vul, 13 - down) == 2 * duplicate_score(
                "7NTX", vul, 13 - down
            )
    assert duplicate_score("7NTXX", True, 0) == -7600


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        ("1NT", False, 7, 90),
        ("3NT", True, 10, 630),
        ("4C", False, 11, 150),
        ("6NT", True, 12, 1440),
        ("7S", True, 13, 2210),
        ("2SX", True, 10, 1070),
        ("2SXX", False, 10, 1040),
        ("4SX", True, 6, -1100),
        ("3NTXX", False, 6, -1000),
        ("7NTX", False, 0, -3500),
        ("7NTXX", False, 13, 2280),
        ("7NTXX", True, 13, 2980),
        ("1NTX", False, 7, 180),
    ],
)
def test_r4_worked_examples_from_the_laws(contract, vul, tricks, score):
    assert duplicate_score(contract, vul, tricks) == score


def test_r4_every_score_agrees_with_endplay():
    """An independent implementation: endplay's Contract.score, for every combination."""
    from endplay.types import Contract as EContract
    from endplay.types import Denom, Penalty, Player, Vul

    denoms = {
        "C": Denom.clubs,
        "D": Denom.diamonds,
        "H": Denom.hearts,
        "S": Denom.spades,
        "NT": Denom.nt,
    }
    penalties = {"": Penalty.passed, "X": Penalty.doubled, "XX": Penalty.redoubled}
    checked = 0
    for level, strain, dbl, vul, tricks in itertools.product(
        range(1, 8), denoms, penalties, (False, True), range(14)
    ):
        theirs = EContract(
            level=level,
            denom=denoms[strain],
            declarer=Player.south,
            penalty=penalties[dbl],
            result=tricks - level - 6,
        ).score(Vul.ns if vul else Vul.none)
        assert duplicate_score(f"{level}{strain}{dbl}", vul, tricks) == theirs, (
            level,
            strain,
            dbl,
            vul,
            tricks,
        )
        checked += 1
    assert checked == 7 * 5 * 3 * 2 * 14


def hands(n: str, e: str, s: str, w: str):
    """Partial hands for honours checks; an empty string is a hand with no cards that matter."""

    def read(text: str):
        return hand_from_pbn(text) if text else frozenset()

    return {Seat.NORTH: read(n), Seat.EAST: read(e), Seat.SOUTH: read(s), Seat.WEST: read(w)}


def test_r4_10_honours_five_four_and_four_aces():
    c = Contract(4, Strain.SPADES, Doubling.UNDOUBLED, Seat.SOUTH)
    five = hands("AKQJT...", "", "", "")
    item = honours_item(c, five)
    assert item is not None and item.points == 150 and item.side is Side.NS
    four = hands("", "AKQJ...", "", "")  # held by a defender: scored to the defenders
    item = honours_item(c, four)
    assert item is not None and item.points == 100 and item.side is Side.EW
    three = hands("AKQ...", "J...", "T...", "")
    assert honours_item(c, three) is None
    nt = Contract(3, Strain.NOTRUMP, Doubling.UNDOUBLED, Seat.SOUTH)
    aces = hands("A.A.A.A", "", "", "")
    item = honours_item(nt, aces)
    assert item is not None and item.points == 150
    assert honours_item(nt, hands("AKQJT...", "", "", "")) is None


def test_r4_10_honours_count_even_when_the_contract_fails_and_are_not_doubled():
    c = Contract(4, Strain.SPADES, Doubling.DOUBLED, Seat.SOUTH)
    score = score_deal(c, Vulnerability.NONE, 8, hands("", "", "AKQJ...", ""))
    assert score.total(Side.EW) == 300
    assert score.total(Side.NS) == 100


def test_r4_11_a_score_lists_its_named_parts():
    c = Contract(6, Strain.HEARTS, Doubling.DOUBLED, Seat.NORTH)
    score = score_deal(c, Vulnerability.NS, 13, hands("", "", ".AKQJ..", ""))
    names = [i.item for i in score.items]
    assert names == [
        Item.CONTRACT,
        Item.OVERTRICKS,
        Item.GAME,
        Item.SMALL_SLAM,
        Item.INSULT,
        Item.HONOURS,
    ]
    assert score.total(Side.NS) == 360 + 200 + 500 + 750 + 50 + 100


def test_passed_out_deal_scores_nothing():
    score = score_deal(None, Vulnerability.BOTH, None)
    assert score.items == () and score.net(Side.NS) == 0


@pytest.mark.parametrize("bad", ["8S", "0NT", "4", "4Z", "4SXXX", ""])
def test_parse_contract_refuses_nonsense(bad):
    with pytest.raises(ValueError):
        parse_contract(bad)


def test_duplicate_score_refuses_impossible_trick_counts():
    with pytest.raises(ValueError):
        duplicate_score("4S", False, 14)


def test_a_result_reads_back_as_the_contract_and_tricks_it_was_written_from():
    from bot.games.bridge.calls import ALL_BIDS
    from bot.games.bridge.contract import PASSED_OUT, Contract, Doubling, read_result, result_text
    from bot.games.seats import SEATS

    assert read_result(PASSED_OUT) is None
    for bid in ALL_BIDS:
        for doubling in Doubling:
            contract = Contract(bid.level, bid.strain, doubling, SEATS[bid.level % 4])
            for tricks in range(14):
                assert read_result(result_text(contract, tricks)) == (contract, tricks)
    for wrong in ("", "4♠", "8♠ S =", "4♠ Q =", "4♠ S +"):
        with pytest.raises(ValueError):
            read_result(wrong)
