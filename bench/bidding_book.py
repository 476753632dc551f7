"""Bidding against our book of expectations: how often the robots make a club player's call.

    python -m bench.bidding_book                  # agreement by area, both systems
    python -m bench.bidding_book --show overcalls # and each disagreement of one area (or "all")

data/bidding_book.txt holds situations written here, one a line: a hand, an auction, and the
call a good club player makes with it playing a standard natural system within our seed's
limits (Stayman, transfers and Blackwood in the conventions system only). Unlike the
textbook cases of the tests (tests/games/bridge/robot/textbook_cases.txt), which every robot
call must pass, the book also holds the situations the rule table does not yet bid as a
club player would: it measures the distance, area by area, and a rule change is judged by
what it does to that distance as well as by the double-dummy IMPs of bench.bidding.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding import System, choose_call, explain_auction
from bot.games.bridge.scoring import Vulnerability
from bot.games.seats import Seat

BOOK = Path(__file__).resolve().parent.parent / "data" / "bidding_book.txt"


@dataclass(frozen=True, slots=True)
class Situation:
    """One line of the book: `calls` are the accepted answers (most lines have one)."""

    line: int
    area: str
    systems: tuple[System, ...]
    dealer: str
    vulnerable: str
    auction: tuple[str, ...]
    hand: str
    calls: tuple[str, ...]


def read_book(path: Path = BOOK) -> list[Situation]:
    """The book's situations; a malformed line is an error that names it."""
    out = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        parts = [p.strip() for p in text.split("|")]
        if len(parts) != 7:
            raise ValueError(f"{path.name}:{number}: seven fields, not {len(parts)}: {raw!r}")
        area, system, dealer, vul, auction, hand, calls = parts
        systems = tuple(System) if system == "both" else (System(system),)
        seq = () if auction == "-" else tuple(auction.split())
        # Each call must read as a call, and the auction as calls, or the line is a typo.
        for c in (*seq, *calls.split("/")):
            Call.parse(c)
        Seat.parse(dealer)
        Vulnerability.parse(vul)
        out.append(Situation(number, area, systems, dealer, vul, seq, hand,
                             tuple(str(Call.parse(c)) for c in calls.split("/"))))  # fmt: skip
    return out


@dataclass(frozen=True, slots=True)
class Answer:
    situation: Situation
    system: System
    call: str

    @property
    def agrees(self) -> bool:
        return self.call in self.situation.calls


def ask(book: Sequence[Situation]) -> list[Answer]:
    """The robot's call in each situation, in each of its systems."""
    return [
        Answer(s, system, choose_call(s.hand, s.auction, dealer=s.dealer,
                                      vulnerable=s.vulnerable, system=system.value))
        for s in book for system in s.systems
    ]  # fmt: skip


def table(answers: Sequence[Answer]) -> list[str]:
    """Agreement by area (rows) and system (columns), and over all areas."""
    seen: Counter[tuple[str, System]] = Counter()
    agree: Counter[tuple[str, System]] = Counter()
    areas: list[str] = []
    for a in answers:
        if a.situation.area not in areas:
            areas.append(a.situation.area)
        for key in ((a.situation.area, a.system), ("all", a.system)):
            seen[key] += 1
            agree[key] += a.agrees
    width = max(len(x) for x in [*areas, "area"])
    lines = [f"{'area':<{width}}  " + "  ".join(f"{s.value:>16}" for s in System)]
    for area in [*areas, "all"]:
        cells = []
        for s in System:
            n = seen[(area, s)]
            cells.append(f"{agree[(area, s)]:>5} of {n:<4} {100 * agree[(area, s)] / n:3.0f}%"
                         if n else f"{'-':>16}")  # fmt: skip
        lines.append(f"{area:<{width}}  " + "  ".join(cells))
    return lines


def disagreements(answers: Sequence[Answer], area: str) -> list[str]:
    """Each situation of `area` ("all" for every area) where the robot's call is not the
    book's, with what the robot's call says it shows."""
    lines = []
    for a in answers:
        s = a.situation
        if a.agrees or area not in ("all", s.area):
            continue
        calls = [Call.parse(c) for c in (*s.auction, a.call)]
        shown = explain_auction(calls, Seat.parse(s.dealer), Vulnerability.parse(s.vulnerable),
                                a.system)[-1]  # fmt: skip
        auction = " ".join(s.auction) or "(opening)"
        lines.append(
            f"  line {s.line} {s.area} {a.system.value}: {s.hand} after {auction} "
            f"(dealer {s.dealer}, vul {s.vulnerable}): book {'/'.join(s.calls)}, robot "
            f"{a.call}" + (f" ({shown.text})" if shown is not None else "")
        )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("book", nargs="?", type=Path, default=BOOK)
    parser.add_argument("--show", metavar="AREA", help='list the disagreements of AREA or "all"')
    args = parser.parse_args(argv)
    book = read_book(args.book)
    answers = ask(book)
    print(f"bidding book: {len(book)} situations, {len(answers)} answers ({args.book.name})")
    for line in table(answers):
        print(line)
    if args.show:
        for line in disagreements(answers, args.show):
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
