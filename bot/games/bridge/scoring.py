"""Scoring by the laws of duplicate bridge (Law 77), with each component named.

A deal's score is a list of `ScoreItem`s, each for one side: contract points, overtricks,
the game or part-score bonus, slam bonuses, the bonus for making a doubled contract,
undertricks and honours. Formats (Chicago, rubber, single deal) choose which items count.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from bot.games.bridge.calls import Strain
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.play import TRICKS
from bot.games.cards import Card, Rank
from bot.games.seats import Seat, Side


class Vulnerability(Enum):
    NONE = "none"
    NS = "NS"
    EW = "EW"
    BOTH = "both"

    def is_vulnerable(self, side: Side) -> bool:
        return self is Vulnerability.BOTH or self.value == side.value

    @classmethod
    def of(cls, ns: bool, ew: bool) -> Vulnerability:
        if ns and ew:
            return cls.BOTH
        if ns:
            return cls.NS
        if ew:
            return cls.EW
        return cls.NONE

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        key = text.strip().lower()
        aliases = {
            "none": cls.NONE, "-": cls.NONE, "love": cls.NONE, "o": cls.NONE, "0": cls.NONE,
            "ns": cls.NS, "n-s": cls.NS, "n": cls.NS,
            "ew": cls.EW, "e-w": cls.EW, "e": cls.EW,
            "both": cls.BOTH, "all": cls.BOTH, "b": cls.BOTH,
        }  # fmt: skip
        if key in aliases:
            return aliases[key]
        raise ValueError(f"not a vulnerability: {text!r}")

    @classmethod
    def from_board(cls, number: int) -> Vulnerability:
        """Board `number`'s vulnerability in the standard sixteen-board cycle of duplicate."""
        return _BOARD_CYCLE[(number - 1) % 16]

    @property
    def pbn(self) -> str:
        """PBN's Vulnerable tag: None, NS, EW or All."""
        return _CODES[self][0]

    @property
    def lin(self) -> str:
        """LIN's sv value: o, n, e or b."""
        return _CODES[self][1]

    @property
    def dds(self) -> int:
        """DDS's (and endplay's `Vul`) number: none 0, both 1, N-S 2, E-W 3."""
        return _DDS[self]

    @property
    def choice(self) -> str:
        """As an option to choose: "North-South", "Nobody"."""
        return _CODES[self][2]


_CODES: dict[Vulnerability, tuple[str, str, str]] = {
    Vulnerability.NONE: ("None", "o", "Nobody"),
    Vulnerability.NS: ("NS", "n", "North-South"),
    Vulnerability.EW: ("EW", "e", "East-West"),
    Vulnerability.BOTH: ("All", "b", "Both sides"),
}

_DDS = {Vulnerability.NONE: 0, Vulnerability.BOTH: 1, Vulnerability.NS: 2, Vulnerability.EW: 3}

_BOARD_CYCLE: tuple[Vulnerability, ...] = tuple(
    {"-": Vulnerability.NONE, "N": Vulnerability.NS, "E": Vulnerability.EW,
     "B": Vulnerability.BOTH}[code]
    for code in "-NEBNEB-EB-NB-NE"
)  # fmt: skip


class Item(Enum):
    """The named components of a score."""

    CONTRACT = "Contract points"
    OVERTRICKS = "Overtricks"
    GAME = "Game bonus"
    PART_SCORE = "Part-score bonus"
    SMALL_SLAM = "Small slam bonus"
    GRAND_SLAM = "Grand slam bonus"
    INSULT = "Making a doubled contract"
    UNDERTRICKS = "Undertricks"
    HONOURS = "Honours"
    RUBBER = "Rubber bonus"
    UNFINISHED_GAME = "Game in an unfinished rubber"
    UNFINISHED_PART_SCORE = "Part-score in an unfinished rubber"


#: Items written below the line in rubber bridge; everything else goes above.
BELOW_THE_LINE = frozenset({Item.CONTRACT})


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One item of a deal's score, with what it counts, as facts the pictures say in each
    language: tricks down, tricks over at so many points each, the contract, the doubling
    the insult bonus is for, the honours and who held them, the games of a rubber."""

    item: Item
    side: Side
    points: int
    count: int = 0
    each: int = 0
    contract: str = ""
    doubling: Doubling = Doubling.UNDOUBLED
    honours: Honours | None = None
    holder: Seat | None = None
    games: tuple[int, int] | None = None


class Honours(Enum):
    """Honours in one hand that score (rule 4.10 of seeds/bridge.md)."""

    FOUR_ACES = "four aces"
    FIVE_HONOURS = "five honours"
    FOUR_HONOURS = "four honours"


@dataclass(frozen=True, slots=True)
class DealScore:
    """The items one deal scores, for display and totals."""

    items: tuple[ScoreItem, ...]

    def total(self, side: Side) -> int:
        return sum(i.points for i in self.items if i.side is side)

    def net(self, side: Side) -> int:
        """Points for `side` minus points for the other side."""
        return self.total(side) - self.total(side.other)

    def without(self, *items: Item) -> DealScore:
        return DealScore(tuple(i for i in self.items if i.item not in items))


def trick_value(strain: Strain, odd_trick: int) -> int:
    """Undoubled value of the `odd_trick`-th trick over six (1-based)."""
    if strain.is_minor:
        return 20
    if strain.is_major:
        return 30
    return 40 if odd_trick == 1 else 30


def contract_points(level: int, strain: Strain, doubling: Doubling) -> int:
    """Trick points for the odd tricks bid and made."""
    base = sum(trick_value(strain, i) for i in range(1, level + 1))
    return base * (1, 2, 4)[doubling]


def undertrick_penalty(down: int, vulnerable: bool, doubling: Doubling) -> int:
    """What the defenders score for `down` undertricks (a positive number)."""
    if doubling is Doubling.UNDOUBLED:
        return down * (100 if vulnerable else 50)
    total = 0
    for n in range(1, down + 1):
        if vulnerable:
            total += 200 if n == 1 else 300
        else:
            total += 100 if n == 1 else 200 if n <= 3 else 300
    return total * (2 if doubling is Doubling.REDOUBLED else 1)


def contract_items(
    contract: Contract, vulnerable: bool, tricks: int, *, per_deal_bonuses: bool = True
) -> list[ScoreItem]:
    """The items a played contract scores, without honours.

    `per_deal_bonuses` is False in rubber bridge, where the game and part-score bonuses are
    replaced by the rubber bonus.
    """
    if not 0 <= tricks <= TRICKS:
        raise ValueError(f"tricks are 0 to {TRICKS}, not {tricks}")
    side = contract.declarer.side
    needed = contract.tricks_needed
    doubling = contract.doubling
    if tricks < needed:
        down = needed - tricks
        pts = undertrick_penalty(down, vulnerable, doubling)
        return [ScoreItem(Item.UNDERTRICKS, side.other, pts, count=down)]
    items = []
    cp = contract_points(contract.level, contract.strain, doubling)
    items.append(ScoreItem(Item.CONTRACT, side, cp, contract=contract.pretty))
    over = tricks - needed
    if over:
        if doubling is Doubling.UNDOUBLED:
            each = trick_value(contract.strain, 2)
        else:
            each = (200 if vulnerable else 100) * (2 if doubling is Doubling.REDOUBLED else 1)
        items.append(ScoreItem(Item.OVERTRICKS, side, over * each, count=over, each=each))
    if per_deal_bonuses:
        if cp >= 100:
            items.append(ScoreItem(Item.GAME, side, 500 if vulnerable else 300))
        else:
            items.append(ScoreItem(Item.PART_SCORE, side, 50))
    if contract.level == 6:
        items.append(ScoreItem(Item.SMALL_SLAM, side, 750 if vulnerable else 500))
    elif contract.level == 7:
        items.append(ScoreItem(Item.GRAND_SLAM, side, 1500 if vulnerable else 1000))
    if doubling is Doubling.DOUBLED:
        items.append(ScoreItem(Item.INSULT, side, 50, doubling=doubling))
    elif doubling is Doubling.REDOUBLED:
        items.append(ScoreItem(Item.INSULT, side, 100, doubling=doubling))
    return items


_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def honours_item(contract: Contract, hands: Mapping[Seat, Iterable[Card]]) -> ScoreItem | None:
    """Honours held in one hand, scored to whichever side holds them (defenders too).

    In a suit contract all five trump honours score 150 and four of them 100; at no trump
    the four aces in one hand score 150.
    """
    trump = contract.strain.suit
    for seat, cards in hands.items():
        held = set(cards)
        if trump is None:
            aces = sum(1 for c in held if c.rank is Rank.ACE)
            if aces == 4:
                return ScoreItem(
                    Item.HONOURS, seat.side, 150, honours=Honours.FOUR_ACES, holder=seat
                )
        else:
            n = sum(1 for c in held if c.suit == trump and c.rank in _HONOURS)
            if n == 5:
                return ScoreItem(
                    Item.HONOURS, seat.side, 150, honours=Honours.FIVE_HONOURS, holder=seat
                )
            if n == 4:
                return ScoreItem(
                    Item.HONOURS, seat.side, 100, honours=Honours.FOUR_HONOURS, holder=seat
                )
    return None


#: Upper bounds of the IMP scale: a difference below IMP_STEPS[i] is worth i IMPs.
IMP_STEPS = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500,
    1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip


def imps(difference: int) -> int:
    """International match points for a score difference (signed like the difference)."""
    d = abs(difference)
    n = next((i for i, step in enumerate(IMP_STEPS) if d < step), len(IMP_STEPS))
    return n if difference >= 0 else -n


def score_deal(
    contract: Contract | None,
    vulnerability: Vulnerability,
    tricks: int | None,
    hands: Mapping[Seat, Iterable[Card]] | None = None,
    *,
    honours: bool = True,
    per_deal_bonuses: bool = True,
) -> DealScore:
    """The full score of one deal; a passed-out deal (no contract) scores nothing."""
    if contract is None:
        return DealScore(())
    if tricks is None:
        raise ValueError("a played contract needs the declarer's trick count")
    vul = vulnerability.is_vulnerable(contract.declarer.side)
    items = contract_items(contract, vul, tricks, per_deal_bonuses=per_deal_bonuses)
    if honours and hands is not None:
        h = honours_item(contract, hands)
        if h is not None:
            items.append(h)
    return DealScore(tuple(items))


def parse_contract(text: str, declarer: Seat = Seat.SOUTH) -> Contract:
    """Read "4S", "3NTX", "7NTXX" (level, strain C/D/H/S/NT, optional X or XX)."""
    t = text.strip().upper()
    doubling = Doubling.UNDOUBLED
    if t.endswith("XX"):
        doubling, t = Doubling.REDOUBLED, t[:-2]
    elif t.endswith("X"):
        doubling, t = Doubling.DOUBLED, t[:-1]
    if len(t) < 2 or not t[0].isdigit() or not 1 <= int(t[0]) <= 7:
        raise ValueError(f"not a contract: {text!r}")
    return Contract(int(t[0]), Strain.parse(t[1:]), doubling, declarer)


def duplicate_score(contract: str, vulnerable: bool, tricks: int) -> int:
    """The duplicate score of declarer's side without honours; negative when it fails.

    `contract` is level + strain + optional doubling ("4S", "3NTX", "7NTXX"); `tricks` is the
    number of tricks declarer took (0–13).
    """
    c = parse_contract(contract)
    items = contract_items(c, vulnerable, tricks)
    side = c.declarer.side
    return sum(i.points if i.side is side else -i.points for i in items)
