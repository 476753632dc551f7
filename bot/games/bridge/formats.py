"""Game formats: Chicago of 4 or 8 deals, rubber, and a single deal.

A format says who deals next and at what vulnerability, scores each finished deal and keeps
the running totals. It is rebuilt by recording the same finished deals again, so the table's
event log is its only storage.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from bot.games.bridge.contract import Contract, result_text
from bot.games.bridge.scoring import (
    BELOW_THE_LINE,
    DealScore,
    Item,
    ScoreItem,
    Vulnerability,
    score_deal,
)
from bot.games.bridge.state import Board, DealState
from bot.games.seats import Seat, Side


class FormatKind(Enum):
    CHICAGO_4 = "chicago4"
    CHICAGO_8 = "chicago8"
    RUBBER = "rubber"
    SINGLE = "single"
    #: Eight boards scored as duplicate, each with its own dealer and vulnerability: the
    #: boards of a duplicate event (the daily challenge), compared with the field's.
    BOARDS_8 = "boards8"

    @property
    def label(self) -> str:
        return {
            "chicago4": "Chicago, 4 deals",
            "chicago8": "Chicago, 8 deals",
            "rubber": "Rubber",
            "single": "Single deal",
            "boards8": "8 boards, duplicate scoring",
        }[self.value]


@dataclass(frozen=True, slots=True)
class DealResult:
    """One finished deal as a format records it."""

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    contract: Contract | None
    declarer_tricks: int | None
    score: DealScore
    counted: bool = True

    @property
    def passed_out(self) -> bool:
        return self.contract is None

    @property
    def result_text(self) -> str:
        return result_text(self.contract, self.declarer_tricks)


@dataclass(frozen=True, slots=True)
class NextDeal:
    number: int
    dealer: Seat
    vulnerability: Vulnerability
    #: Rubber only: the part-scores below the line as the deal begins (North-South, then
    #: East-West), which the bidding reads (seeds/bidding.md, section 12).
    part_scores: tuple[int, int] | None = None


#: South deals first; the deal passes clockwise (to the dealer's left).
_DEALERS = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)


@dataclass
class GameScore:
    """The running score of a game in one format."""

    kind: FormatKind
    single_vulnerability: Vulnerability = Vulnerability.NONE
    results: list[DealResult] = field(default_factory=list)
    #: Rubber only: games won by each side, and the current below-the-line part-scores.
    games: dict[Side, int] = field(default_factory=lambda: {Side.NS: 0, Side.EW: 0})
    below: dict[Side, int] = field(default_factory=lambda: {Side.NS: 0, Side.EW: 0})
    #: Rubber only: the bonus items given when the rubber ends.
    closing: list[ScoreItem] = field(default_factory=list)
    ended_early: bool = False
    #: The duplicate format only: how many boards it has.
    boards: int = 8

    def copy(self) -> GameScore:
        """A copy deep enough for `record` to change without touching the original."""
        return replace(
            self,
            results=list(self.results),
            games=dict(self.games),
            below=dict(self.below),
            closing=list(self.closing),
        )

    @property
    def single_deal(self) -> bool:
        return self.kind is FormatKind.SINGLE

    @property
    def deals_in_game(self) -> int | None:
        """How many counted deals the game lasts; None for rubber (until two games)."""
        return {
            FormatKind.CHICAGO_4: 4,
            FormatKind.CHICAGO_8: 8,
            FormatKind.SINGLE: 1,
            FormatKind.BOARDS_8: self.boards,
            FormatKind.RUBBER: None,
        }[self.kind]

    @property
    def counted_deals(self) -> int:
        return sum(1 for r in self.results if r.counted)

    @property
    def is_over(self) -> bool:
        if self.kind is FormatKind.RUBBER:
            return max(self.games.values()) >= 2 or self.ended_early
        n = self.deals_in_game
        assert n is not None
        return self.counted_deals >= n

    def next_deal(self) -> NextDeal | None:
        """Who deals the next deal and at what vulnerability, or None when the game is over."""
        if self.is_over:
            return None
        number = self.counted_deals + 1
        if self.kind is FormatKind.SINGLE:
            return NextDeal(1, Seat.SOUTH, self.single_vulnerability)
        if self.kind is FormatKind.BOARDS_8:
            return NextDeal(number, Board.dealer_for(number), Vulnerability.from_board(number))
        if self.kind is FormatKind.RUBBER:
            # A passed-out deal is redealt by the same dealer; otherwise the deal rotates.
            dealer = _DEALERS[self.counted_deals % 4]
            vul = Vulnerability.of(self.games[Side.NS] > 0, self.games[Side.EW] > 0)
            return NextDeal(number, dealer, vul, (self.below[Side.NS], self.below[Side.EW]))
        dealer = _DEALERS[(number - 1) % 4]
        position = (number - 1) % 4
        if position == 0:
            vul = Vulnerability.NONE
        elif position == 3:
            vul = Vulnerability.BOTH
        else:
            vul = Vulnerability.NS if dealer.side is Side.NS else Vulnerability.EW
        return NextDeal(number, dealer, vul)

    def record(self, state: DealState) -> DealResult:
        """Score a finished deal and add it to the game."""
        if not state.is_finished:
            raise ValueError("only a finished deal can be recorded")
        nxt = self.next_deal()
        if nxt is None:
            raise ValueError("the game is already over")
        board = state.board
        contract = state.contract
        tricks = state.declarer_tricks
        if self.kind in (FormatKind.SINGLE, FormatKind.BOARDS_8):
            # Duplicate scoring: no honours, and a passed-out board counts (it scores nothing).
            score = score_deal(contract, board.vulnerability, tricks, honours=False)
            result = DealResult(
                nxt.number, board.dealer, board.vulnerability, contract, tricks, score
            )
        elif self.kind is FormatKind.RUBBER:
            score = score_deal(
                contract, board.vulnerability, tricks, board.hands, per_deal_bonuses=False
            )
            result = DealResult(
                nxt.number, board.dealer, board.vulnerability, contract, tricks, score,
                counted=contract is not None,
            )  # fmt: skip
            self._rubber_after(score)
        else:
            score = score_deal(contract, board.vulnerability, tricks, board.hands)
            result = DealResult(
                nxt.number, board.dealer, board.vulnerability, contract, tricks, score,
                counted=contract is not None,
            )  # fmt: skip
        self.results.append(result)
        return result

    def _rubber_after(self, score: DealScore) -> None:
        for side in Side:
            self.below[side] += sum(
                i.points for i in score.items if i.side is side and i.item in BELOW_THE_LINE
            )
        for side in Side:
            if self.below[side] >= 100:
                self.games[side] += 1
                self.below = {Side.NS: 0, Side.EW: 0}
                break
        for side in Side:
            if self.games[side] >= 2:
                bonus = 700 if self.games[side.other] == 0 else 500
                self.closing.append(
                    ScoreItem(
                        Item.RUBBER, side, bonus, games=(self.games[side], self.games[side.other])
                    )
                )

    def _unfinished_awards(self) -> list[ScoreItem]:
        """What an unfinished rubber would award if it ended now (rule 6.9)."""
        awards = []
        for side in Side:
            if self.games[side] > self.games[side.other]:
                awards.append(ScoreItem(Item.UNFINISHED_GAME, side, 300))
        for side in Side:
            if self.below[side] > 0:
                awards.append(ScoreItem(Item.UNFINISHED_PART_SCORE, side, 100))
        return awards

    def end_early(self) -> None:
        """Close an unfinished rubber: 300 for a game up, 100 for a part-score in play."""
        if self.kind is not FormatKind.RUBBER or self.is_over:
            return
        self.closing.extend(self._unfinished_awards())
        self.ended_early = True

    def standing(self) -> dict[Side, int]:
        """The totals as they would stand if the game ended now: an unfinished rubber counts
        its game and part-scores as rule 6.9 values them. Used to judge who is ahead."""
        out = self.totals()
        if self.kind is FormatKind.RUBBER and not self.is_over:
            for item in self._unfinished_awards():
                out[item.side] += item.points
        return out

    def totals(self) -> dict[Side, int]:
        """Points scored by each side so far (rubber: above and below the line together)."""
        out = {Side.NS: 0, Side.EW: 0}
        for r in self.results:
            for side in Side:
                out[side] += r.score.total(side)
        for item in self.closing:
            out[item.side] += item.points
        return out

    def net(self, side: Side) -> int:
        t = self.totals()
        return t[side] - t[side.other]

    def winner(self) -> Side | None:
        """The side with more points, or None for a draw."""
        t = self.totals()
        if t[Side.NS] == t[Side.EW]:
            return None
        return Side.NS if t[Side.NS] > t[Side.EW] else Side.EW
