"""Section 12 of seeds/bidding.md at a table: a rubber's part-scores travel with each deal to
the robots that bid it and to the explanations every player reads."""

from bot.games.bridge.calls import Call
from bot.games.bridge.formats import FormatKind, GameScore
from bot.games.bridge.game import Bridge
from bot.games.bridge.options import BridgeRules
from bot.games.bridge.robot.bidding import System
from bot.games.bridge.robot.players import StandardRobot
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, DealState, deal_text, start_deal
from bot.games.cards import seeded_rng
from bot.games.game import RobotLevel
from bot.games.seats import Seat
from tests.games.bridge.helpers import bid_out, finish_with

# North opens 1S and South raises; with sixty below, 2S is game (rule 12.1).
DEAL = "N:AQJ32.KQ32.K2.32 K76.J54.QJ3.AK98 T984.A7.T9854.64 5.T986.A76.QJT75"


def _rubber_with_sixty_below() -> GameScore:
    game = GameScore(FormatKind.RUBBER)
    nxt = game.next_deal()
    assert nxt is not None and nxt.part_scores == (0, 0)
    board = Board.from_pbn_deal(DEAL, nxt.number, nxt.dealer, nxt.vulnerability)
    game.record(finish_with(bid_out(DealState(board), "P P 2S P P P"), 8))
    return game


def test_r12_1_a_rubber_deals_the_next_deal_with_its_part_scores():
    game = _rubber_with_sixty_below()
    due = game.next_deal()
    assert due is not None and due.part_scores == (60, 0)  # North made 2S: sixty below
    text = Bridge().deal(due, seeded_rng(5))
    state = Bridge().start(text)
    assert state.part_scores == (60, 0)
    assert Bridge().public_view(state, BridgeRules()).part_scores == (60, 0)
    # A copy (what a robot's judge works on) keeps them; a Chicago deal has none.
    assert state.copy().part_scores == (60, 0)
    chicago = GameScore(FormatKind.CHICAGO_4).next_deal()
    assert chicago is not None and chicago.part_scores is None
    assert Bridge().start(Bridge().deal(chicago, seeded_rng(5))).part_scores is None


def test_r12_1_a_log_written_before_part_scores_reads_as_a_deal_without_them():
    board = Board.from_pbn_deal(DEAL, 3, Seat.NORTH, Vulnerability.NONE)
    assert start_deal(board.to_text()).part_scores is None
    again = start_deal(deal_text(board, (40, 0)))
    assert again.board == board and again.part_scores == (40, 0)


def _view_at(part_scores: tuple[int, int] | None, auction: str, seat: Seat, rules: BridgeRules):
    board = Board.from_pbn_deal(DEAL, 1, Seat.NORTH, Vulnerability.NONE)
    state = DealState(board, part_scores)
    for text in auction.split():
        state.apply(CallAction(state.turn, Call.parse(text)))
    return Bridge().seat_view(state, seat, rules)


def test_r12_1_the_table_robot_passes_a_raise_that_completes_game():
    rules = BridgeRules()
    for level in RobotLevel:
        robot = StandardRobot(level, System.NATURAL)
        chicago = _view_at(None, "1S P 2S P", Seat.NORTH, rules)
        rubber = _view_at((60, 0), "1S P 2S P", Seat.NORTH, rules)
        theirs = _view_at((0, 60), "1S P 2S P", Seat.NORTH, rules)
        assert str(robot.choose_call(rubber)) == "P", level
        assert str(robot.choose_call(chicago)) != "P", level
        assert str(robot.choose_call(theirs)) != "P", level


def test_r12_2_explanations_at_the_table_read_the_part_score():
    # With forty below, South's 2NT after opener's 1NT rebid is game: bid to play (rule 12.2).
    rules = BridgeRules()
    auction = "1C P 1S P 1NT P 2NT"
    rubber = _view_at((40, 0), auction, Seat.EAST, rules).public.auction[-1].explanation
    chicago = _view_at(None, auction, Seat.EAST, rules).public.auction[-1].explanation
    assert rubber is not None and "part-score" in rubber.text
    assert chicago is None or "part-score" not in chicago.text
