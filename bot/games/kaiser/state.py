"""One hand from the first bid to the last trick: the auction, naming trump and the play.

`DealState.apply` is the only way a hand changes. It checks an action against the rules and
either applies it or raises a `RuleError` having changed nothing. Replaying the same actions
on the same deal gives the same state, which is what the table's event log relies on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from bot.games.cards import Card, Shuffler, Suit, deal_cards, hand_from_pbn, hand_to_pbn
from bot.games.errors import NotYourTurn, RuleError, WrongPhase
from bot.games.kaiser.auction import Auction
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.play import Contract, Play
from bot.games.kaiser.rules import DEFAULT_RULES, TRICKS, RuleConfig
from bot.games.seats import SEATS, Seat, Side

HAND_SIZE = TRICKS


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards dealt for one hand, with the hand's number in the game and its dealer."""

    number: int
    dealer: Seat
    hands: Mapping[Seat, frozenset[Card]]

    def __post_init__(self) -> None:
        cards = [c for s in SEATS for c in self.hands[s]]
        if len(set(cards)) != 4 * HAND_SIZE or any(len(self.hands[s]) != HAND_SIZE for s in SEATS):
            raise ValueError("a Kaiser deal is 32 distinct cards, 8 to each seat")
        if self.number < 1:
            raise ValueError("hands are numbered from 1")

    @classmethod
    def deal(
        cls,
        number: int,
        dealer: Seat,
        rules: RuleConfig = DEFAULT_RULES,
        rng: Shuffler | None = None,
    ) -> Deal:
        """Shuffle the rules' deck with `rng` (the secure source by default) and deal it."""
        return cls(number, dealer, deal_cards(rng, rules.deck))

    def to_text(self) -> str:
        """ "3 E:AKQ3.A5.T98.87 …": the number, then the hands clockwise from the dealer."""
        hands = " ".join(hand_to_pbn(self.hands[s]) for s in self.dealer.clockwise_from())
        return f"{self.number} {self.dealer}:{hands}"

    @classmethod
    def from_text(cls, text: str) -> Deal:
        number_text, _, rest = text.strip().partition(" ")
        dealer_text, _, hands_text = rest.partition(":")
        parts = hands_text.split()
        if not number_text.isdigit() or len(parts) != 4 or len(dealer_text) != 1:
            raise ValueError(f'a deal reads "number dealer:hand hand hand hand": {text!r}')
        dealer = Seat.parse(dealer_text)
        hands = {s: hand_from_pbn(p) for s, p in zip(dealer.clockwise_from(), parts, strict=True)}
        return cls(int(number_text), dealer, hands)


class Phase(Enum):
    AUCTION = "auction"
    TRUMP = "trump"
    PLAY = "play"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class PassAction:
    seat: Seat

    def __str__(self) -> str:
        return f"{self.seat} passes"


@dataclass(frozen=True, slots=True)
class BidAction:
    seat: Seat
    bid: Bid

    def __str__(self) -> str:
        return f"{self.seat} bids {self.bid}"


@dataclass(frozen=True, slots=True)
class TrumpAction:
    """The bidder names trump (after a bid in a suit)."""

    seat: Seat
    suit: Suit

    def __str__(self) -> str:
        return f"{self.seat} names {self.suit.symbol} trump"


@dataclass(frozen=True, slots=True)
class CardAction:
    seat: Seat
    card: Card

    def __str__(self) -> str:
        return f"{self.seat} plays {self.card}"


Action = PassAction | BidAction | TrumpAction | CardAction


class DealState:
    """The state of one hand. Change it only through `apply`."""

    __slots__ = ("_play", "actions", "auction", "deal", "rules", "scores")

    def __init__(
        self,
        deal: Deal,
        rules: RuleConfig = DEFAULT_RULES,
        scores: Mapping[Side, int] | None = None,
    ) -> None:
        if {c for h in deal.hands.values() for c in h} != set(rules.deck):
            raise ValueError("the deal is not the deck these rules play with")
        self.deal = deal
        self.rules = rules
        #: The game score as the hand began (the freeze and the robots read it).
        self.scores: Mapping[Side, int] = dict(scores) if scores else dict.fromkeys(Side, 0)
        self.auction = Auction(deal.dealer, rules)
        self._play: Play | None = None
        self.actions: list[Action] = []

    @classmethod
    def replay(
        cls,
        deal: Deal,
        actions: Iterable[Action],
        rules: RuleConfig = DEFAULT_RULES,
        scores: Mapping[Side, int] | None = None,
    ) -> DealState:
        state = cls(deal, rules, scores)
        for action in actions:
            state.apply(action)
        return state

    def copy(self) -> DealState:
        new = DealState.__new__(DealState)
        new.deal = self.deal
        new.rules = self.rules
        new.scores = self.scores
        new.auction = self.auction.copy()
        new._play = self._play.copy() if self._play is not None else None
        new.actions = list(self.actions)
        return new

    # -- reading the state ---------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        if not self.auction.is_complete:
            return Phase.AUCTION
        if self._play is None:
            return Phase.TRUMP
        return Phase.FINISHED if self._play.is_complete else Phase.PLAY

    @property
    def is_finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def high(self) -> tuple[Seat, Bid] | None:
        """The high bid and its bidder (once the auction is over: who got the bid)."""
        return self.auction.high

    @property
    def contract(self) -> Contract | None:
        """The bid, its bidder and trump, once trump is named (or the bid is no trump)."""
        return self._play.contract if self._play is not None else None

    @property
    def play(self) -> Play | None:
        return self._play

    @property
    def turn(self) -> Seat | None:
        """The seat to act next: to bid, to name trump or to play a card."""
        match self.phase:
            case Phase.AUCTION:
                return self.auction.turn
            case Phase.TRUMP:
                high = self.high
                assert high is not None
                return high[0]
            case Phase.PLAY:
                assert self._play is not None
                return self._play.turn
        return None

    def controller(self, seat: Seat) -> Seat:
        """Who decides for `seat`: in Kaiser every player plays their own hand."""
        return seat

    @property
    def to_act(self) -> Seat | None:
        return self.turn

    @property
    def owing(self) -> tuple[Seat, ...]:
        """The seats the hand waits for: the seat to act, or none once it is over."""
        return () if self.turn is None else (self.turn,)

    def rewound(self, keep: int) -> DealState:
        """The hand as it stood after its first `keep` actions (for an undo)."""
        if not 0 <= keep <= len(self.actions):
            raise ValueError("cannot rewind past the start or beyond the last action")
        return DealState.replay(self.deal, self.actions[:keep], self.rules, self.scores)

    def can_take_back(self, action: Action) -> bool:
        """Every Kaiser action may be taken back by an undo: none reveals a hidden card."""
        return action in self.actions

    def hand(self, seat: Seat) -> frozenset[Card]:
        """Cards `seat` still holds (all eight until the play starts)."""
        if self._play is None:
            return self.deal.hands[seat]
        return self._play.hand(seat)

    def points(self, side: Side) -> int:
        """The hand points `side` has taken in the completed tricks."""
        return self._play.points(side) if self._play is not None else 0

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now."""
        seat = self.turn
        if seat is None:
            return []
        match self.phase:
            case Phase.AUCTION:
                bids: list[Action] = [BidAction(seat, b) for b in self.auction.legal_bids()]
                return ([PassAction(seat)] if self.auction.may_pass() else []) + bids
            case Phase.TRUMP:
                return [TrumpAction(seat, s) for s in Suit]
            case _:
                assert self._play is not None
                return [CardAction(seat, c) for c in self._play.legal_cards()]

    def legal_cards(self) -> list[Card]:
        if self.phase is not Phase.PLAY:
            return []
        assert self._play is not None
        return self._play.legal_cards()

    # -- changing the state --------------------------------------------------------------

    def check(self, action: Action) -> None:
        """Raise a `RuleError` if `action` is not legal now; never changes anything."""
        phase = self.phase
        if phase is Phase.FINISHED:
            raise WrongPhase(key="refuse-hand-over")
        match action:
            case PassAction(seat) | BidAction(seat):
                if phase is not Phase.AUCTION:
                    raise WrongPhase(key="refuse-auction-over")
                self.auction.check(action.bid if isinstance(action, BidAction) else None, seat)
            case TrumpAction(seat, _):
                if phase is Phase.PLAY and self._high_bid().no_trump:
                    raise WrongPhase(
                        key="refuse-no-trump-to-name",
                    )
                if phase is not Phase.TRUMP:
                    raise WrongPhase(
                        key="refuse-trump-once",
                    )
                if seat is not self.turn:
                    raise NotYourTurn(key="refuse-bidder-names-trump")
            case CardAction(seat, card):
                if phase is Phase.AUCTION:
                    raise WrongPhase(key="refuse-auction-going-on")
                if phase is Phase.TRUMP:
                    raise WrongPhase(key="refuse-trump-not-named")
                assert self._play is not None
                self._play.check(card, seat)
            case _:
                raise RuleError(key="refuse-not-kaiser-action")

    def apply(self, action: Action) -> None:
        self.check(action)
        match action:
            case PassAction(_):
                self.auction.call(None)
            case BidAction(_, bid):
                self.auction.call(bid)
            case TrumpAction(seat, suit):
                self._start_play(Contract(seat, self._high_bid(), suit))
            case CardAction(_, card):
                assert self._play is not None
                self._play.play(card)
        self.actions.append(action)
        if self.phase is Phase.TRUMP and self._high_bid().no_trump:
            high = self.high
            assert high is not None
            self._start_play(Contract(high[0], high[1], None))

    def _high_bid(self) -> Bid:
        high = self.high
        assert high is not None
        return high[1]

    def _start_play(self, contract: Contract) -> None:
        self._play = Play(contract, self.deal.hands, self.rules)
