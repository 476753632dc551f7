"""The contract an auction ends in: level, strain, doubling and declarer."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum

from bot.games.bridge.calls import Bid, Strain
from bot.games.seats import Seat


class Doubling(IntEnum):
    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def suffix(self) -> str:
        return ("", "X", "XX")[self]

    @classmethod
    def parse(cls, suffix: str) -> Doubling:
        """The doubling a contract's suffix says: "", "X" or "XX"."""
        return cls(("", "X", "XX").index(suffix))


@dataclass(frozen=True, slots=True)
class Contract:
    level: int
    strain: Strain
    doubling: Doubling
    declarer: Seat

    @property
    def bid(self) -> Bid:
        return Bid(self.level, self.strain)

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        return self.declarer.next

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    @property
    def text(self) -> str:
        """PBN form without declarer: "4S", "3NTX", "7HXX"."""
        return f"{self.level}{self.strain.letter}{self.doubling.suffix}"

    @property
    def pretty(self) -> str:
        return f"{self.level}{self.strain.symbol}{self.doubling.suffix}"

    def margin(self, tricks: int) -> int:
        """Tricks over the contract when positive, undertricks when negative."""
        return tricks - self.tricks_needed

    def outcome(self, tricks: int) -> str:
        """The result as a score sheet writes it: "=" made exactly, "+1", "−2" two down."""
        m = self.margin(tricks)
        return "=" if m == 0 else (f"+{m}" if m > 0 else f"−{-m}")

    def __str__(self) -> str:
        return f"{self.text} by {self.declarer.title}"


#: The result of a deal nobody bid.
PASSED_OUT = "Passed out"


def result_text(contract: Contract | None, tricks: int | None) -> str:
    """A deal's result in a few characters, for lists and messages: "4♠ S +1", "Passed out"."""
    if contract is None or tricks is None:
        return PASSED_OUT
    return f"{contract.pretty} {contract.declarer} {contract.outcome(tricks)}"


_RESULT = re.compile(r"([1-7])(♣|♦|♥|♠|NT)(X{0,2}) ([NESW]) (=|\+\d+|−\d+)")


def read_result(text: str) -> tuple[Contract, int] | None:
    """A result `result_text` wrote, as the contract and its tricks; None for a deal passed
    out. Raises `ValueError` for any other text."""
    if text == PASSED_OUT:
        return None
    found = _RESULT.fullmatch(text)
    if found is None:
        raise ValueError(f"not a bridge result: {text!r}")
    level, strain, doubling, seat, outcome = found.groups()
    symbols = {s.symbol: s for s in Strain}
    contract = Contract(int(level), symbols[strain], Doubling.parse(doubling), Seat(seat))
    margin = 0 if outcome == "=" else int(outcome.replace("−", "-"))
    return contract, contract.tricks_needed + margin
