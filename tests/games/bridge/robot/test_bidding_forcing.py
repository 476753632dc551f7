"""Section 10 of seeds/bidding.md: forcing calls, and the robots never passing one."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import PASS
from bot.games.bridge.robot import bidding
from bot.games.bridge.robot.bidding import System
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.cards import seeded_rng
from bot.games.seats import SEATS


def _robot_auction(seed: int, system: System):
    """Four robots bid a seeded deal; yields each context, hand, call and rule as it goes."""
    vulnerability = list(Vulnerability)[seed // 4 % 4]
    board = Board.deal(1, SEATS[seed % 4], vulnerability, seeded_rng(seed))
    auction = Auction(board.dealer)
    while not auction.is_complete:
        seat = auction.turn
        ctx = bidding.auction_context(auction.calls, board.dealer, board.vulnerability, system)
        hand = HandInfo.of(board.hands[seat])
        call, rule = bidding.choose(ctx, hand)
        yield ctx, hand, call, rule
        auction.call(call, seat)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), system=st.sampled_from(list(System)))
@example(seed=59533, system=System.NATURAL)
def test_r10_1_four_robots_never_pass_a_forcing_call(seed, system):
    for ctx, _, call, rule in _robot_auction(seed, system):
        if ctx.must_bid:
            penalty_pass = rule is not None and "penalty_pass" in rule.tags
            assert call != PASS or penalty_pass, (ctx.key, rule)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), system=st.sampled_from(list(System)))
# 1♦ 1♠ X 6♠: opener's answer to the negative double once the auction is past game.
@example(seed=59533, system=System.NATURAL)
# 3♠ X P: 14 points and seven diamonds, no spade stopper, where 4♦ says at most 11.
@example(seed=4535, system=System.NATURAL)
# 1♦ 1♠ X 2♣ 2♠ P: the negative doubler's four hearts over opener's game-forcing cue bid.
@example(seed=80565, system=System.NATURAL)
def test_r9_3_every_robot_call_fits_its_own_explanation(seed, system):
    """What the table explains (and the card players assume) is true of the robot's hand,
    forced calls included."""
    for ctx, hand, call, rule in _robot_auction(seed, system):
        shown = bidding.call_meanings([*ctx.calls, call], ctx.dealer, ctx.vulnerability, system)
        meaning = shown[-1]
        if meaning is not None and meaning.need is not None:
            assert meaning.need.fits(hand), (ctx.key, str(call), rule and rule.number)
