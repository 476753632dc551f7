"""Fixed example games of bridge for the picture gallery, the benchmarks and the tests.

They live beside the rules because the rules make them: every state here is built by applying
legal actions to the engine, so the pictures show situations that can really happen. Card play
that is not scripted takes the first legal card, which is dull bridge but fully reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.bridge.calls import ALL_BIDS, Call, Strain
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.formats import FormatKind, GameScore
from bot.games.bridge.robot.bidding import explain_auction
from bot.games.bridge.robot.bidding_context import System
from bot.games.bridge.robot.bidding_rules import TITLE_IDS
from bot.games.bridge.robot.hand_eval import ANY_LENGTH, Need, with_promise
from bot.games.bridge.scoring import DealScore, Vulnerability, score_deal
from bot.games.bridge.state import Board, CallAction, CardAction, ClaimAction, DealState, Phase
from bot.games.bridge.views import DoubleDummy, Explanation
from bot.games.cards import Card, Suit, hand_from_pbn, hcp, seeded_rng
from bot.games.costly import CardCost
from bot.games.seats import Seat, Side

#: North opens a strong no trump and South, with four spades, asks for a major.
STAYMAN_DEAL = "N:KQ73.A82.K94.A62 T92.QJT7.AJ8.KT5 AJ84.K53.Q72.J83 65.964.T653.Q974"

STAYMAN_CALLS = ("1NT", "P", "2C", "P", "2S", "P", "4S", "P", "P", "P")


def _system_says(title: str, need: Need) -> Explanation:
    """An alert as the bidding system writes one: the rule's title and what the call promises."""
    name = next(text for (_, text), key in TITLE_IDS.items() if key == title)
    return Explanation(with_promise(name, need.parts()), alert=True, titles=(title,), need=need)


#: One of the system's longest explanations (rule 3.7, with its promise), to show how a long
#: alert wraps in every language.
LONG_EXPLANATION = _system_says(
    "3.7", Need(hcp=(10, 37), lengths=(ANY_LENGTH, ANY_LENGTH, (5, 13), ANY_LENGTH))
)


def stayman_board(vulnerability: Vulnerability = Vulnerability.NS) -> Board:
    return Board.from_pbn_deal(STAYMAN_DEAL, 3, Seat.NORTH, vulnerability)


def call(state: DealState, text: str) -> None:
    """The player to call makes the call written `text`."""
    seat = state.turn
    assert seat is not None
    state.apply(CallAction(seat, Call.parse(text)))


def play_first_legal(state: DealState, cards: int) -> None:
    """Play `cards` cards, each time the first legal card of the hand to play."""
    for _ in range(cards):
        seat = state.turn
        assert seat is not None
        state.apply(CardAction(seat, state.legal_cards()[0]))


def play(state: DealState, *cards: str) -> None:
    for text in cards:
        seat = state.turn
        assert seat is not None
        state.apply(CardAction(seat, Card.parse(text)))


def stayman_auction(calls: int) -> tuple[DealState, list[Explanation | None]]:
    """The Stayman deal after its first `calls` calls, with the explanations so far."""
    board = stayman_board()
    state = DealState(board)
    for text in STAYMAN_CALLS[:calls]:
        call(state, text)
    # What each call shows comes from the bidding system, so every language can say it.
    said = explain_auction([Call.parse(t) for t in STAYMAN_CALLS[:calls]], board.dealer,
                           board.vulnerability, System.CONVENTIONS)  # fmt: skip
    return state, said


def stayman_in_play(cards: int) -> tuple[DealState, list[Explanation | None]]:
    """4♠ by North after `cards` cards: East leads the ♥Q, declarer wins and draws trumps."""
    state, explanations = stayman_auction(len(STAYMAN_CALLS))
    script = ("HQ", "H3", "H4", "HA", "SK", "S2", "S4", "S5", "S3", "S9", "SA", "S6")
    play(state, *script[:cards])
    if cards > len(script):
        play_first_legal(state, cards - len(script))
    return state, explanations


def finished_stayman() -> tuple[DealState, list[Explanation | None]]:
    return stayman_in_play(52)


def sensible_contract(board: Board) -> tuple[Seat, str]:
    """A plausible final contract: the stronger side plays in its longest fit at a level that
    its points suggest. Simple, but it lets example games make most of their contracts."""
    side_points = {side: sum(hcp(board.hands[s]) for s in side.seats) for side in Side}
    side = max(Side, key=lambda sd: (side_points[sd], sd is Side.NS))
    declarer = max(side.seats, key=lambda s: (hcp(board.hands[s]), s is side.seats[0]))
    fits = {
        suit: sum(1 for s in side.seats for c in board.hands[s] if c.suit is suit) for suit in Suit
    }
    suit = max(Suit, key=lambda su: (fits[su], su))
    points = side_points[side]
    if fits[suit] < 8:
        level = 1 if points < 23 else (2 if points < 25 else 3)
        return declarer, f"{level}NT"
    game = 4 if suit.is_major else 5
    level = 2 if points < 23 else (3 if points < 26 else game)
    if points >= 33:
        level = 6
    return declarer, f"{level}{suit.letter}"


def bid_and_play(board: Board, double: bool = False) -> DealState:
    """The sensible contract is bid, doubled if asked, and played out."""
    declarer, contract = sensible_contract(board)
    state = DealState(board)
    while state.turn is not declarer:
        call(state, "P")
    call(state, contract)
    if double:
        call(state, "X")
    while state.phase is Phase.AUCTION:
        call(state, "P")
    while state.phase is Phase.PLAY:
        seat = state.turn
        assert seat is not None and state.contract is not None
        legal = state.legal_cards()
        # Declarer's side plays high and the defence low, so that contracts tend to make.
        ours = seat.side is state.contract.declarer.side
        state.apply(CardAction(seat, legal[0] if ours else legal[-1]))
    return state


def passed_out(board: Board) -> DealState:
    state = DealState(board)
    for _ in range(4):
        call(state, "P")
    return state


def chicago_game() -> GameScore:
    """A four-deal Chicago with a passed-out deal along the way."""
    score = GameScore(FormatKind.CHICAGO_4)
    plan: Sequence[tuple[bool, bool]] = (
        (True, False), (False, False), (True, False), (True, True), (True, False),
    )  # fmt: skip
    for seed, (bid, double) in enumerate(plan):
        nxt = score.next_deal()
        assert nxt is not None
        board = Board.deal(nxt.number, nxt.dealer, nxt.vulnerability, seeded_rng(100 + seed))
        state = bid_and_play(board, double) if bid else passed_out(board)
        score.record(state)
    return score


def rubber_game() -> GameScore:
    """A rubber played until one side has two games (or twelve deals, then closed)."""
    score = GameScore(FormatKind.RUBBER)
    for seed in range(12):
        nxt = score.next_deal()
        if nxt is None:
            break
        board = Board.deal(nxt.number, nxt.dealer, nxt.vulnerability, seeded_rng(200 + seed))
        score.record(bid_and_play(board))
    if not score.is_over:
        score.end_early()
    return score


def stayman_double_dummy() -> DoubleDummy:
    """The solver's table for the Stayman deal (found once with DDS through endplay)."""
    by_strain = {
        Seat.NORTH: (6, 6, 8, 8, 8),
        Seat.EAST: (6, 6, 5, 5, 5),
        Seat.SOUTH: (6, 6, 7, 8, 8),
        Seat.WEST: (6, 6, 5, 5, 5),
    }
    tricks = {seat: dict(zip(Strain, row, strict=True)) for seat, row in by_strain.items()}
    par = tuple(
        Contract(1, Strain.NOTRUMP, Doubling.UNDOUBLED, s) for s in (Seat.NORTH, Seat.SOUTH)
    )
    return DoubleDummy(tricks, 120, par)


def stayman_costly() -> tuple[CardCost, ...]:
    """The cards of `finished_stayman`'s play that cost a trick (found once with DDS)."""
    found = ((13, "W", "H9"), (16, "N", "S7"), (19, "W", "H6"), (20, "S", "HK"), (21, "W", "DT"),
             (29, "S", "DQ"), (31, "N", "DK"), (32, "E", "DJ"), (35, "N", "D9"), (38, "W", "CQ"),
             (41, "S", "CJ"), (42, "W", "C9"), (46, "S", "C8"))  # fmt: skip
    return tuple(CardCost(i, Seat.parse(s), Card.parse(c), 1) for i, s, c in found)


def stayman_score(state: DealState) -> DealScore:
    return score_deal(state.contract, state.board.vulnerability, state.declarer_tricks,
                      state.board.hands)  # fmt: skip


def long_suit_dummy(dummy: Seat = Seat.WEST) -> tuple[DealState, list[Explanation | None]]:
    """Each seat holds one whole suit and dummy holds all thirteen spades; declarer opened
    1NT and the opening lead is on the table, so dummy is exposed with thirteen cards."""
    suits = {dummy: "AKQJT98765432...", dummy.next: ".AKQJT98765432..",
             dummy.partner: "..AKQJT98765432.", dummy.previous: "...AKQJT98765432"}  # fmt: skip
    hands = {seat: hand_from_pbn(text) for seat, text in suits.items()}
    declarer = dummy.partner
    state = DealState(Board(5, declarer, Vulnerability.BOTH, hands))
    for text in ("1NT", "P", "P", "P"):
        call(state, text)
    play_first_legal(state, 1)
    calls = [Call.parse(t) for t in ("1NT", "P", "P", "P")]
    return state, explain_auction(calls, declarer, Vulnerability.BOTH, System.NATURAL)


def grand_slam_redoubled() -> tuple[DealState, list[Explanation | None]]:
    """7NT by North, doubled and redoubled, after a few tricks."""
    state = DealState(stayman_board(Vulnerability.BOTH))
    for text in ("7NT", "X", "XX", "P", "P", "P"):
        call(state, text)
    play_first_legal(state, 6)
    return state, []


def long_auction(calls: int) -> tuple[DealState, list[Explanation | None]]:
    """A competitive auction of `calls` calls: every bid is doubled, redoubled and passed,
    and every third bid carries an alert with one of the system's longest explanations."""
    state = DealState(stayman_board())
    explanations: list[Explanation | None] = []
    bids = iter(ALL_BIDS)
    while len(state.auction.history()) < calls:
        index = len(state.auction.history())
        step = index % 4
        if step == 0:
            bid = next(bids)
            call(state, str(bid))
            alert = bid.rank % 3 == 0
            explanations.append(LONG_EXPLANATION if alert else None)
        else:
            call(state, ("X", "XX", "P")[step - 1])
            explanations.append(None)
    return state, explanations


def claim_pending() -> tuple[DealState, list[Explanation | None]]:
    """4♠ by North after eight tricks, with declarer claiming the rest."""
    state, explanations = stayman_in_play(32)
    state.apply(ClaimAction(Seat.NORTH, 5))
    return state, explanations
