"""The textbook cases (textbook_cases.txt): in each, the robot makes the call a good player
makes, by the rule the case names."""

from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding import (
    Standing,
    System,
    auction_context,
    call_meanings,
    choose,
)
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.scoring import Vulnerability
from bot.games.cards import hand_from_pbn
from bot.games.seats import Seat

CASES_FILE = Path(__file__).with_name("textbook_cases.txt")


@dataclass(frozen=True)
class Case:
    line: int
    rule: str
    system: System
    dealer: Seat
    auction: tuple[Call, ...]
    hand: str
    call: str
    standing: Standing | None

    @property
    def id(self) -> str:
        return f"r{self.rule}-line{self.line}-{self.system.value}"

    @property
    def giving_rule(self) -> str:
        return self.rule.split("+")[0]


def _standing(text: str) -> Standing | None:
    if not text:
        return None
    side, points = text[:2], int(text[2:])
    return Standing(ns_below=points if side == "ns" else 0,
                    ew_below=points if side == "ew" else 0, rubber=True)  # fmt: skip


def read_cases() -> list[Case]:
    cases = []
    for number, line in enumerate(CASES_FILE.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        rule, system, dealer, auction, hand, call, *rest = (p.strip() for p in line.split("|"))
        systems = list(System) if system == "both" else [System(system)]
        calls = () if auction == "-" else tuple(Call.parse(c) for c in auction.split())
        for s in systems:
            cases.append(Case(number, rule, s, Seat.parse(dealer), calls, hand, call,
                              _standing(rest[0] if rest else "")))  # fmt: skip
    return cases


CASES = read_cases()


def test_the_table_holds_at_least_300_cases_over_every_section():
    lines = {c.line for c in CASES}
    sections = {r.split(".")[0] for c in CASES for r in c.rule.split("+")}
    assert len(lines) >= 300
    assert sections >= {"2", "3", "4", "5", "6", "7", "8", "10", "11", "12"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_textbook_case_gets_its_call_from_its_rule(case: Case) -> None:
    ctx = auction_context(case.auction, case.dealer, Vulnerability.NONE, case.system,
                          case.standing)  # fmt: skip
    call, rule = choose(ctx, HandInfo.of(hand_from_pbn(case.hand)))
    assert str(call) == case.call
    meaning = call_meanings(
        [*case.auction, call], case.dealer, Vulnerability.NONE, case.system, case.standing
    )[-1]
    given_by = {rule.number if rule is not None else "9.2"}
    if meaning is not None:
        given_by.add(meaning.rules[0])
    assert case.giving_rule in given_by
