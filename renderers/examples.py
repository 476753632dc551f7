"""Fixed example games for the gallery, the benchmark and the tests.

Every state here is built by applying legal actions to the rules engine, so the pictures show
situations that can really happen. Card play that is not scripted takes the first legal card,
which is dull bridge but fully reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.bridge.calls import Call
from bot.games.bridge.formats import FormatKind, GameScore
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, CardAction, DealState, Phase
from bot.games.bridge.views import Explanation
from bot.games.cards import Card, seeded_rng
from bot.games.seats import Seat
from renderers.leaderboard import LeaderboardRow
from renderers.seating import Player, Players

#: North opens a strong no trump and South, with four spades, asks for a major.
STAYMAN_DEAL = "N:KQ73.A82.K94.A62 T92.QJT7.AJ8.KT5 AJ84.K53.Q72.J83 65.964.T653.Q974"

STAYMAN_CALLS: tuple[tuple[str, Explanation | None], ...] = (
    ("1NT", Explanation("15–17 points, balanced")),
    ("P", None),
    ("2C", Explanation("Stayman: asks for a four-card major", alert=True)),
    ("P", None),
    ("2S", Explanation("Four spades, may also hold four hearts")),
    ("P", None),
    ("4S", Explanation("To play")),
    ("P", None),
    ("P", None),
    ("P", None),
)

PLAYERS: Players = {
    Seat.NORTH: Player("Margaret", False),
    Seat.EAST: Player("Robot East", True),
    Seat.SOUTH: Player("Kwame", False),
    Seat.WEST: Player("Robot West", True),
}


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
    state = DealState(stayman_board())
    explanations: list[Explanation | None] = []
    for text, explanation in STAYMAN_CALLS[:calls]:
        call(state, text)
        explanations.append(explanation)
    return state, explanations


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


def bid_and_play(board: Board, contract: str, double: bool = False) -> DealState:
    """Dealer opens `contract` (doubled by the next seat if asked), all pass, play it out."""
    state = DealState(board)
    call(state, contract)
    if double:
        call(state, "X")
    for _ in range(3):
        call(state, "P")
    while state.phase is Phase.PLAY:
        play_first_legal(state, 1)
    return state


def passed_out(board: Board) -> DealState:
    state = DealState(board)
    for _ in range(4):
        call(state, "P")
    return state


def chicago_game() -> GameScore:
    """A four-deal Chicago with a passed-out deal along the way."""
    score = GameScore(FormatKind.CHICAGO_4)
    plan: Sequence[tuple[str | None, bool]] = (
        ("4S", False), (None, False), ("3NT", False), ("2H", True), ("6D", False),
    )  # fmt: skip
    for seed, (contract, double) in enumerate(plan):
        nxt = score.next_deal()
        assert nxt is not None
        board = Board.deal(nxt.number, nxt.dealer, nxt.vulnerability, seeded_rng(100 + seed))
        state = passed_out(board) if contract is None else bid_and_play(board, contract, double)
        score.record(state)
    return score


def rubber_game() -> GameScore:
    """A rubber played until one side has two games (or twelve deals, then closed)."""
    score = GameScore(FormatKind.RUBBER)
    contracts = ("2S", "1NT", "3H", "4H", "2C", "3NT", "5D", "1S", "4S", "3NT", "2D", "4S")
    for seed, contract in enumerate(contracts):
        nxt = score.next_deal()
        if nxt is None:
            break
        board = Board.deal(nxt.number, nxt.dealer, nxt.vulnerability, seeded_rng(200 + seed))
        score.record(bid_and_play(board, contract))
    if not score.is_over:
        score.end_early()
    return score


def leaderboard_rows() -> list[LeaderboardRow]:
    return [
        LeaderboardRow("Margaret", 14, 30, 19, 3, 8, 31.4),
        LeaderboardRow("Kwame", 9, 25, 14, 5, 6, 28.9),
        LeaderboardRow("Ana Lucía Fernández-Castillo", 6, 18, 10, 2, 6, 26.2),
        LeaderboardRow("Tobias", 0, 12, 5, 2, 5, 24.0),
        LeaderboardRow("Priya", -3, 9, 3, 0, 6, 21.7),
        LeaderboardRow("Sven", -5, 11, 3, 0, 8, None),
    ]
