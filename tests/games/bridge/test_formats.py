import pytest

from bot.games.bridge.formats import FormatKind, GameScore
from bot.games.bridge.scoring import Item, Vulnerability
from bot.games.bridge.state import Board, DealState
from bot.games.seats import Seat, Side
from tests.games.bridge.helpers import MIXED, bid_out, finish_with

# In MIXED no hand holds four honours in any suit or four aces: no honours to score.


def play_next(game: GameScore, calls: str, tricks: int = 0, deal: str = MIXED) -> DealState:
    nxt = game.next_deal()
    assert nxt is not None
    board = Board.from_pbn_deal(deal, nxt.number, nxt.dealer, nxt.vulnerability)
    state = bid_out(DealState(board), calls)
    finish_with(state, tricks)
    game.record(state)
    return state


def test_r6_1_chicago_south_deals_first_then_clockwise():
    game = GameScore(FormatKind.CHICAGO_8)
    dealers = []
    while not game.is_over:
        nxt = game.next_deal()
        assert nxt is not None
        dealers.append(nxt.dealer)
        play_next(game, "1NT P P P", 7)
    assert dealers == [Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST] * 2


@pytest.mark.parametrize("kind", [FormatKind.CHICAGO_4, FormatKind.CHICAGO_8])
def test_r6_1_chicago_lasts_four_or_eight_deals(kind):
    game = GameScore(kind)
    n = 0
    while not game.is_over:
        play_next(game, "1NT P P P", 7)
        n += 1
    assert n == (4 if kind is FormatKind.CHICAGO_4 else 8)
    assert game.next_deal() is None


def test_r6_2_chicago_vulnerability_none_dealer_dealer_both():
    game = GameScore(FormatKind.CHICAGO_8)
    seen = []
    while not game.is_over:
        nxt = game.next_deal()
        assert nxt is not None
        seen.append(nxt.vulnerability)
        play_next(game, "1NT P P P", 7)
    # Deal 2: West deals (E-W vulnerable); deal 3: North deals (N-S vulnerable).
    round_ = [Vulnerability.NONE, Vulnerability.EW, Vulnerability.NS, Vulnerability.BOTH]
    assert seen == round_ * 2


def test_r6_3_chicago_scores_each_deal_with_its_own_bonuses():
    game = GameScore(FormatKind.CHICAGO_4)
    play_next(game, "2S P P P", 9)  # South declares, none vul: 60 + 50 + 30
    play_next(game, "3NT P P P", 9)  # West declares, E-W vul: 100 + 500
    play_next(game, "2H P P P", 8)  # North declares, N-S vul: 60 + 50
    play_next(game, "P 1NT P P P", 7)  # East deals, South declares, both vul: 40 + 50
    assert game.totals() == {Side.NS: 140 + 110 + 90, Side.EW: 600}
    assert game.winner() is Side.EW


def test_r6_3_chicago_counts_honours():
    deal = "S:AKQJ2.A.K.AKQJ32 T9.KQJT.QJT9.T98 8765.98765.8.765 43.432.A765432.4"
    game = GameScore(FormatKind.CHICAGO_4)
    play_next(game, "4S P P P", 10, deal)
    assert any(i.item is Item.HONOURS and i.points == 100 for i in game.results[0].score.items)


def test_r6_4_a_passed_out_deal_is_redealt_by_the_same_dealer_and_not_counted():
    game = GameScore(FormatKind.CHICAGO_4)
    play_next(game, "1NT P P P", 7)
    before = game.next_deal()
    play_next(game, "P P P P")
    after = game.next_deal()
    assert before == after and after is not None and after.number == 2
    assert game.results[-1].passed_out and not game.results[-1].counted
    assert game.counted_deals == 1


def test_r6_4_rubber_passed_out_deal_is_redealt_by_the_same_dealer():
    game = GameScore(FormatKind.RUBBER)
    before = game.next_deal()
    play_next(game, "P P P P")
    assert game.next_deal() == before


def test_r6_5_rubber_part_scores_add_up_to_a_game_and_are_then_wiped():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "2S P P P", 8)  # South: 60 below
    play_next(game, "P 1H P P P", 7)  # dealer West, N declares 1H: 30 below
    assert game.games == {Side.NS: 0, Side.EW: 0} and game.below[Side.NS] == 90
    play_next(game, "1NT P P P", 7)  # dealer North: 40 below -> 130, a game
    assert game.games[Side.NS] == 1 and game.below == {Side.NS: 0, Side.EW: 0}


def test_r6_5_opponents_part_score_is_wiped_by_a_game():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "P 2S P P P", 8)  # dealer South, West declares: EW 60 below
    play_next(game, "P 4S P P P", 10)  # dealer West, North declares 4S: NS game
    assert game.games == {Side.NS: 1, Side.EW: 0}
    assert game.below[Side.EW] == 0


def test_r6_6_rubber_a_side_with_a_game_is_vulnerable():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "4S P P P", 10)
    nxt = game.next_deal()
    assert nxt is not None and nxt.vulnerability is Vulnerability.NS


def test_r6_7_rubber_no_game_bonus_and_700_for_two_nil():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "4S P P P", 10)  # dealer S
    assert [i.item for i in game.results[0].score.items] == [Item.CONTRACT]
    play_next(game, "P 4S P P P", 10)  # dealer W, North declares
    assert game.is_over
    assert game.totals()[Side.NS] == 120 + 120 + 700
    assert game.winner() is Side.NS


def test_r6_7_rubber_500_for_two_one():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "4S P P P", 10)  # NS game (dealer S)
    play_next(game, "4S P P P", 10)  # dealer W declares: EW game
    assert game.games == {Side.NS: 1, Side.EW: 1}
    play_next(game, "P 3NT P P P", 9)  # dealer N, East declares: EW second game
    assert game.is_over
    rubber = [i for i in game.closing if i.item is Item.RUBBER]
    assert len(rubber) == 1 and rubber[0].side is Side.EW and rubber[0].points == 500


def test_r6_8_rubber_overtricks_slams_and_undertricks_are_above_the_line():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "6NT P P P", 13)  # South, 6NT+1: 190 below, 30 + 500 above
    items = {i.item: i.points for i in game.results[0].score.items}
    assert items == {Item.CONTRACT: 190, Item.OVERTRICKS: 30, Item.SMALL_SLAM: 500}
    assert game.below[Side.NS] == 0 and game.games[Side.NS] == 1
    play_next(game, "4S P P P", 8)  # West declares, 2 down not vulnerable: NS +100 above
    assert game.totals()[Side.NS] == 190 + 30 + 500 + 100


def test_r6_9_unfinished_rubber_300_for_a_game_100_for_a_part_score():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "4S P P P", 10)  # NS game
    play_next(game, "2C P P P", 8)  # dealer W: EW 40 part-score
    game.end_early()
    assert game.is_over
    closing = {(i.item, i.side): i.points for i in game.closing}
    assert closing == {
        (Item.UNFINISHED_GAME, Side.NS): 300,
        (Item.UNFINISHED_PART_SCORE, Side.EW): 100,
    }
    assert game.totals() == {Side.NS: 420, Side.EW: 140}


def test_r6_9_standing_values_an_unfinished_rubber_without_ending_it():
    game = GameScore(FormatKind.RUBBER)
    play_next(game, "4S P P P", 10)  # NS game: 120 below
    play_next(game, "2C P P P", 8)  # dealer W: EW 40 part-score
    assert game.totals() == {Side.NS: 120, Side.EW: 40}
    assert game.standing() == {Side.NS: 420, Side.EW: 140}
    assert not game.is_over and game.closing == []


def test_standing_is_the_totals_outside_an_unfinished_rubber():
    game = GameScore(FormatKind.CHICAGO_4)
    play_next(game, "2S P P P", 9)
    assert game.standing() == game.totals()


@pytest.mark.parametrize("vul", list(Vulnerability))
def test_r6_10_single_deal_south_deals_at_the_chosen_vulnerability(vul):
    game = GameScore(FormatKind.SINGLE, vul)
    nxt = game.next_deal()
    assert nxt is not None and nxt.dealer is Seat.SOUTH and nxt.vulnerability is vul


def test_r6_10_single_deal_scores_without_honours_and_then_ends():
    deal = "S:AKQJ2.A.K.AKQJ32 T9.KQJT.QJT9.T98 8765.98765.8.765 43.432.A765432.4"
    game = GameScore(FormatKind.SINGLE, Vulnerability.NS)
    play_next(game, "4S P P P", 10, deal)
    assert game.is_over
    assert game.totals() == {Side.NS: 620, Side.EW: 0}


def test_r6_10_single_deal_passed_out_scores_zero_and_ends():
    game = GameScore(FormatKind.SINGLE, Vulnerability.BOTH)
    play_next(game, "P P P P")
    assert game.is_over and game.totals() == {Side.NS: 0, Side.EW: 0}
    assert game.winner() is None


def test_r5_1_more_points_wins_equal_is_a_draw():
    game = GameScore(FormatKind.SINGLE)
    play_next(game, "1NT P P P", 6)  # one down: EW +50
    assert game.winner() is Side.EW
    draw = GameScore(FormatKind.SINGLE)
    play_next(draw, "P P P P")
    assert draw.winner() is None


def test_recording_refuses_an_unfinished_deal_or_a_finished_game():
    game = GameScore(FormatKind.SINGLE)
    nxt = game.next_deal()
    assert nxt is not None
    state = DealState(Board.from_pbn_deal(MIXED, 1, nxt.dealer, nxt.vulnerability))
    with pytest.raises(ValueError):
        game.record(state)
    play_next(game, "P P P P")
    with pytest.raises(ValueError):
        game.record(bid_out(DealState(state.board), "P P P P"))
