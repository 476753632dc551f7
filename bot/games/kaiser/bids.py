"""A bid: a number of points and whether it is at no trump.

A bid never names a suit: the winner of the auction names trump afterwards. Bids order by
number, and at the same number no trump is higher: 7 < 7NT < 8 < 8NT < … < 12 < 12NT.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.kaiser.rules import TOP_BID, RuleConfig

NUMBER_WORDS = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "eleven", 12: "twelve",
}  # fmt: skip


@dataclass(frozen=True, order=True, slots=True)
class Bid:
    number: int
    no_trump: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.number <= TOP_BID:
            raise ValueError(f"a bid is a number up to {TOP_BID}")

    @property
    def multiplier(self) -> int:
        return 2 if self.no_trump else 1

    @classmethod
    def parse(cls, text: str) -> Bid:
        """Read "8", "8NT", "8 nt" or "8N"."""
        key = text.strip().upper().replace(" ", "")
        no_trump = key.endswith(("NT", "N"))
        digits = key.removesuffix("NT").removesuffix("N") if no_trump else key
        if not digits.isdigit() or len(digits) > 2:
            raise ValueError(f"not a bid: {text!r}")
        return cls(int(digits), no_trump)

    def __str__(self) -> str:
        return f"{self.number}NT" if self.no_trump else str(self.number)

    @property
    def spoken(self) -> str:
        """The bid as it is said at the table: "eight", "eight no trump"."""
        word = NUMBER_WORDS[self.number]
        return f"{word} no trump" if self.no_trump else word

    @property
    def label(self) -> str:
        """The bid as it is written on a button or a score sheet: "8", "8 NT"."""
        return f"{self.number} NT" if self.no_trump else str(self.number)


def all_bids(rules: RuleConfig) -> tuple[Bid, ...]:
    """Every bid the rules allow, lowest first."""
    return tuple(Bid(n, nt) for n in range(rules.min_bid, TOP_BID + 1) for nt in (False, True))
