"""One deal from the first call to the last trick: the auction, the play and claims.

`DealState.apply` is the only way a deal changes. It takes an action, checks it against the
rules and either applies it or raises a `RuleError` having changed nothing. Replaying the same
actions on the same board gives the same state, which is what the table's event log relies on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Call
from bot.games.bridge.contract import Contract
from bot.games.bridge.play import TRICKS, Play
from bot.games.bridge.scoring import Vulnerability
from bot.games.cards import DECK, Card, Shuffler, deal_cards, hand_from_pbn, hand_to_pbn
from bot.games.errors import IllegalClaim, NotYourTurn, WrongPhase
from bot.games.seats import SEATS, Seat, Side


@dataclass(frozen=True, slots=True)
class Board:
    """The cards dealt, with the board's number, dealer and vulnerability."""

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    hands: Mapping[Seat, frozenset[Card]]

    def __post_init__(self) -> None:
        cards = [c for s in SEATS for c in self.hands[s]]
        if (
            len(cards) != len(DECK)
            or len(set(cards)) != len(DECK)
            or any(len(self.hands[s]) != TRICKS for s in SEATS)
        ):
            raise ValueError("a bridge deal is 52 distinct cards, 13 to each seat")

    @staticmethod
    def dealer_for(number: int) -> Seat:
        """Who deals board `number`: North deals board 1, then the deal goes clockwise."""
        return SEATS[(number - 1) % len(SEATS)]

    @classmethod
    def numbered(cls, number: int, rng: Shuffler | None = None) -> Board:
        """Board `number` dealt afresh, with the dealer and vulnerability that number has."""
        return cls.deal(number, cls.dealer_for(number), Vulnerability.from_board(number), rng)

    @classmethod
    def deal(
        cls,
        number: int,
        dealer: Seat,
        vulnerability: Vulnerability,
        rng: Shuffler | None = None,
    ) -> Board:
        return cls(number, dealer, vulnerability, deal_cards(rng))

    def to_pbn_deal(self, first: Seat | None = None) -> str:
        """PBN's Deal value: "N:AK32.… …", clockwise from `first` (the dealer by default)."""
        start = first or self.dealer
        hands = " ".join(hand_to_pbn(self.hands[s]) for s in start.clockwise_from())
        return f"{start}:{hands}"

    def to_text(self) -> str:
        """The board as the table's log writes it: "3 S EW S:<hands>", the number, dealer,
        PBN vulnerability and PBN deal from the dealer. `from_text` reads it back."""
        return f"{self.number} {self.dealer} {self.vulnerability.pbn} {self.to_pbn_deal()}"

    @classmethod
    def from_text(cls, text: str) -> Board:
        number, dealer, vulnerable, deal = text.split(" ", 3)
        return cls.from_pbn_deal(
            deal, int(number), Seat.parse(dealer), Vulnerability.parse(vulnerable)
        )

    @classmethod
    def from_pbn_deal(
        cls, text: str, number: int = 1, dealer: Seat | None = None,
        vulnerability: Vulnerability = Vulnerability.NONE,
    ) -> Board:  # fmt: skip
        first_text, _, rest = text.strip().partition(":")
        first = Seat.parse(first_text)
        parts = rest.split()
        if len(parts) != 4:
            raise ValueError(f"a PBN deal has four hands: {text!r}")
        hands = {s: hand_from_pbn(p) for s, p in zip(first.clockwise_from(), parts, strict=True)}
        return cls(number, dealer or first, vulnerability, hands)


#: In the table's log, a rubber deal's board text is followed by the part-scores below the line.
_BELOW = " | below "


def deal_text(board: Board, part_scores: tuple[int, int] | None = None) -> str:
    """A deal as the table's log writes it: the board's text and, in a rubber, the part-scores
    below the line ("… | below 40 0"). `start_deal` reads it back."""
    if part_scores is None:
        return board.to_text()
    ns, ew = part_scores
    return f"{board.to_text()}{_BELOW}{ns} {ew}"


def start_deal(text: str) -> DealState:
    """The deal of `deal_text`, before its first call (a log written before rubbers carried
    their part-scores reads as a deal without them)."""
    head, _, below = text.partition(_BELOW)
    part_scores = None
    if below:
        ns, ew = (int(x) for x in below.split())
        part_scores = (ns, ew)
    return DealState(Board.from_text(head), part_scores)


class Phase(Enum):
    AUCTION = "auction"
    PLAY = "play"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class CallAction:
    seat: Seat
    call: Call

    def __str__(self) -> str:
        return f"{self.seat} calls {self.call}"


@dataclass(frozen=True, slots=True)
class CardAction:
    """`seat` is the hand the card comes from (dummy's seat when declarer plays from dummy)."""

    seat: Seat
    card: Card

    def __str__(self) -> str:
        return f"{self.seat} plays {self.card}"


@dataclass(frozen=True, slots=True)
class ClaimAction:
    """`seat` claims that its side takes `tricks` of the tricks still to play (0 concedes)."""

    seat: Seat
    tricks: int

    def __str__(self) -> str:
        return f"{self.seat} claims {self.tricks}"


@dataclass(frozen=True, slots=True)
class ClaimReply:
    seat: Seat
    accept: bool

    def __str__(self) -> str:
        return f"{self.seat} {'accepts' if self.accept else 'rejects'} the claim"


Action = CallAction | CardAction | ClaimAction | ClaimReply


@dataclass(frozen=True, slots=True)
class Claim:
    seat: Seat
    tricks: int
    accepted_by: frozenset[Seat]

    @property
    def side(self) -> Side:
        return self.seat.side


class DealState:
    """The state of one deal. Change it only through `apply`."""

    __slots__ = (
        "_claim", "_claimed_tricks", "_play", "_turned_down", "actions", "auction", "board",
        "part_scores",
    )  # fmt: skip

    def __init__(self, board: Board, part_scores: tuple[int, int] | None = None) -> None:
        self.board = board
        #: Rubber only: the part-scores below the line as the deal began (North-South, then
        #: East-West); None where every deal is scored alone.
        self.part_scores = part_scores
        self.auction = Auction(board.dealer)
        self._play: Play | None = None
        self._claim: Claim | None = None
        self._claimed_tricks: int | None = None
        #: Each claim the opponents turned down: the claimer, and the tricks its side would
        #: have taken in all.
        self._turned_down: tuple[tuple[Seat, int], ...] = ()
        self.actions: list[Action] = []

    @classmethod
    def replay(cls, board: Board, actions: Iterable[Action]) -> DealState:
        state = cls(board)
        for action in actions:
            state.apply(action)
        return state

    def copy(self) -> DealState:
        new = DealState.__new__(DealState)
        new.board = self.board
        new.part_scores = self.part_scores
        new.auction = self.auction.copy()
        new._play = self._play.copy() if self._play is not None else None
        new._claim = self._claim
        new._claimed_tricks = self._claimed_tricks
        new._turned_down = self._turned_down
        new.actions = list(self.actions)
        return new

    # -- reading the state ---------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        play = self._play
        if play is None:
            # The play begins as the auction ends with a contract; without one it is passed
            # out. Asked at every step, so the auction is read only while there is no play.
            return Phase.AUCTION if not self.auction.is_complete else Phase.FINISHED
        if play.is_complete or self._claimed_tricks is not None:
            return Phase.FINISHED
        return Phase.PLAY

    @property
    def is_finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def is_passed_out(self) -> bool:
        return self.auction.is_passed_out

    @property
    def contract(self) -> Contract | None:
        return self._play.contract if self._play is not None else None

    @property
    def play(self) -> Play | None:
        return self._play

    @property
    def pending_claim(self) -> Claim | None:
        return self._claim

    @property
    def claims_turned_down(self) -> tuple[tuple[Seat, int], ...]:
        """Each claim turned down so far: the claimer, and the tricks its side would have
        taken in all (those won then, and those claimed)."""
        return self._turned_down

    @property
    def dummy(self) -> Seat | None:
        c = self.contract
        return c.dummy if c is not None else None

    @property
    def dummy_exposed(self) -> bool:
        return self._play is not None and self._play.opening_lead_made

    @property
    def turn(self) -> Seat | None:
        """The seat whose call or card comes next (dummy's seat when dummy is to play)."""
        if self.phase is Phase.AUCTION:
            return self.auction.turn
        if self.phase is Phase.PLAY and self._claim is None:
            assert self._play is not None
            return self._play.turn
        return None

    def controller(self, seat: Seat) -> Seat:
        """Who decides for `seat`: declarer plays dummy's cards, everyone else their own."""
        c = self.contract
        if c is not None and seat is c.dummy:
            return c.declarer
        return seat

    @property
    def to_act(self) -> Seat | None:
        """The seat whose player must act now (declarer when dummy is to play)."""
        t = self.turn
        return None if t is None else self.controller(t)

    def hand(self, seat: Seat) -> frozenset[Card]:
        """Cards `seat` still holds (all 13 until the play starts)."""
        if self._play is None:
            return self.board.hands[seat]
        return self._play.hand(seat)

    @property
    def owing(self) -> tuple[Seat, ...]:
        """Whose decision the deal waits for: the claim's answerers, else the seat to act."""
        if self._claim is not None:
            return self.claim_responders()
        to_act = self.to_act
        return () if to_act is None else (to_act,)

    def claim_responders(self) -> tuple[Seat, ...]:
        """Who must accept the pending claim: the claimer's opponents (dummy has no say)."""
        if self._claim is None:
            return ()
        c = self.contract
        assert c is not None
        opponents = [s for s in self._claim.side.other.seats if s is not c.dummy]
        return tuple(s for s in opponents if s not in self._claim.accepted_by)

    @property
    def declarer_tricks(self) -> int | None:
        """Declarer's tricks once the deal is finished (None while playing or if passed out)."""
        if self.phase is not Phase.FINISHED or self._play is None:
            return None
        if self._claimed_tricks is not None:
            return self._claimed_tricks
        return self._play.declarer_tricks

    @property
    def claimed(self) -> bool:
        return self._claimed_tricks is not None

    def tricks_won(self, side: Side) -> int:
        if self._play is None:
            return 0
        return self._play.tricks_won(side)

    def legal_calls(self) -> list[Call]:
        return self.auction.legal_calls() if self.phase is Phase.AUCTION else []

    def legal_cards(self) -> list[Card]:
        if self.phase is not Phase.PLAY or self._claim is not None:
            return []
        assert self._play is not None
        return self._play.legal_cards()

    def rewound(self, keep: int) -> DealState:
        """The deal replayed from the start to its first `keep` actions."""
        return DealState.replay(self.board, self.actions[:keep])

    @staticmethod
    def can_take_back(action: Action) -> bool:
        """Calls and cards can be undone; a claim and its answers cannot."""
        return isinstance(action, CallAction | CardAction)

    # -- changing the state --------------------------------------------------------------

    def check(self, action: Action) -> None:
        """Raise a `RuleError` if `action` is not legal now; never changes anything."""
        match action:
            case CallAction(seat, call):
                if self.phase is not Phase.AUCTION:
                    raise WrongPhase(key="refuse-auction-over")
                self.auction.check(call, seat)
            case CardAction(seat, card):
                if self.phase is Phase.AUCTION:
                    raise WrongPhase(key="refuse-auction-going-on")
                if self.phase is Phase.FINISHED:
                    raise WrongPhase(key="refuse-deal-over")
                if self._claim is not None:
                    raise WrongPhase(key="refuse-claim-waiting")
                assert self._play is not None
                self._play.check(card, seat)
            case ClaimAction(seat, tricks):
                if self.phase is not Phase.PLAY:
                    raise WrongPhase(key="refuse-claims-in-play")
                if self._claim is not None:
                    raise IllegalClaim(
                        key="refuse-claim-already-waiting",
                    )
                if seat is self.dummy:
                    raise IllegalClaim(key="refuse-dummy-cannot-claim")
                assert self._play is not None
                if not 0 <= tricks <= self._play.tricks_left:
                    raise IllegalClaim(
                        key="refuse-claim-range", most=self._play.tricks_left,
                    )  # fmt: skip
            case ClaimReply(seat, _):
                if self._claim is None:
                    raise IllegalClaim(key="refuse-no-claim")
                if seat not in self.claim_responders():
                    raise NotYourTurn(
                        key="refuse-opponents-answer",
                    )

    def apply(self, action: Action) -> None:
        self.check(action)
        match action:
            case CallAction(seat, call):
                self.auction.call(call, seat)
                if self.auction.is_complete and not self.auction.is_passed_out:
                    contract = self.auction.contract()
                    assert contract is not None
                    self._play = Play(contract, self.board.hands)
            case CardAction(seat, card):
                assert self._play is not None
                self._play.play(card, seat)
            case ClaimAction(seat, tricks):
                self._claim = Claim(seat, tricks, frozenset())
            case ClaimReply(seat, accept):
                claim = self._claim
                assert claim is not None
                if not accept:
                    total = self.tricks_won(claim.side) + claim.tricks
                    self._turned_down = (*self._turned_down, (claim.seat, total))
                    self._claim = None
                else:
                    self._claim = Claim(claim.seat, claim.tricks, claim.accepted_by | {seat})
                    if not self.claim_responders():
                        self._settle_claim(self._claim)
        self.actions.append(action)

    def _settle_claim(self, claim: Claim) -> None:
        play = self._play
        assert play is not None
        c = play.contract
        # A trick in progress counts among the tricks still to play.
        left = TRICKS - len(play.completed_tricks)
        if claim.side is c.declarer.side:
            self._claimed_tricks = play.declarer_tricks + claim.tricks
        else:
            self._claimed_tricks = play.declarer_tricks + (left - claim.tricks)
        self._claim = None
