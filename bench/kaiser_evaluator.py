"""The Kaiser hand evaluator against the exact search, and the fit of its weights.

Usage:
    python -m bench.kaiser_evaluator [--deals N] [--seed S] [--save FILE | --load FILE] [--fit]

Deals N random deals (500 by default) and solves each one exactly with every seat as the
bidder on lead, in every trump and at no trump. It prints, for the robots' evaluator and for
the former expert's beside it, how far the estimate of the suit the hand would name (and of
no trump) falls from the bidding team's exact points: the mean error, its spread, and the
same where the point cards matter most (spades trump with the −3 card held or out, hearts
trump with the 5♥ held or out); and, by estimate, how often the team takes 7, 8 and 9.

`--fit` fits the weights of `evaluate.SUIT_FEATURES` and `NO_TRUMP_FEATURES` by least
squares and prints them with what the deals of each estimate took (`SUIT_TAKES`,
`NO_TRUMP_TAKES`, each from its first row), to be copied into
bot/games/kaiser/robot/evaluate.py. `--save` keeps the solved deals (JSON lines) and
`--load` reads them back, so a fit needs no search. A fit on the evaluation's own deals
flatters it: check on other deals (another `--seed`, or other saved deals).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.games.cards import Card, Suit
from bot.games.kaiser.robot import evaluate, former
from bot.games.kaiser.robot.search import Position, exact_value
from bot.games.kaiser.rules import DEFAULT_RULES, FIVE_OF_HEARTS, POINTS_PER_HAND
from bot.games.kaiser.scoring import LEAST_POINTS, MOST_POINTS
from bot.games.kaiser.state import Deal
from bot.games.seats import SEATS, Seat

#: The denominations solved, in the order a row keeps them: the four suits, then no trump.
DENOMINATIONS: tuple[Suit | None, ...] = (*Suit, None)
#: The fewest contracts an estimate's row of `takes_table` is drawn from.
ROW_LEAST = 100


@dataclass(frozen=True, slots=True)
class Solved:
    """One deal, and for each seat on lead the points its team takes in each denomination."""

    deal: Deal
    points: dict[Seat, tuple[int, ...]]

    def to_json(self) -> str:
        return json.dumps(
            {"deal": self.deal.to_text(), "dd": {str(s): list(v) for s, v in self.points.items()}}
        )

    @classmethod
    def from_json(cls, line: str) -> Solved:
        data = json.loads(line)
        points = {Seat.parse(s): tuple(v) for s, v in data["dd"].items()}
        return cls(Deal.from_text(data["deal"]), points)


def solve(deal: Deal) -> Solved:
    points = {}
    for seat in SEATS:
        row = []
        for trump in DENOMINATIONS:
            ns = exact_value(Position.of(deal.hands, seat, (), trump, DEFAULT_RULES))
            assert ns is not None  # no time limit was set
            row.append(ns if seat.index % 2 == 0 else POINTS_PER_HAND - ns)
        points[seat] = tuple(row)
    return Solved(deal, points)


def least_squares(rows: Sequence[Sequence[float]], ys: Sequence[float]) -> list[float]:
    """The weights minimising the squared error, by the normal equations."""
    k = len(rows[0])
    a = [[0.0] * (k + 1) for _ in range(k)]
    for x, y in zip(rows, ys, strict=True):
        for i in range(k):
            xi = x[i]
            if xi:
                row = a[i]
                for j in range(k):
                    row[j] += xi * x[j]
                row[k] += xi * y
    for i in range(k):
        a[i][i] += 1e-6  # a feature no deal shows keeps a weight of 0
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(k):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [v - f * p for v, p in zip(a[r], a[col], strict=True)]
    return [a[i][k] / a[i][i] for i in range(k)]


def takes_table(
    predicted: Sequence[float], ys: Sequence[int]
) -> tuple[int, list[tuple[float, ...]]]:
    """The first row, and for each estimate rounded down from it, the share of each number of
    points taken. The first and last rows are those with `ROW_LEAST` contracts or more; the
    contracts of estimates beyond them are counted in them."""
    rows: dict[int, list[int]] = {}
    for p, y in zip(predicted, ys, strict=True):
        rows.setdefault(math.floor(p), []).append(y)
    full = [r for r in sorted(rows) if len(rows[r]) >= ROW_LEAST]
    first, last = full[0], full[-1]
    table = []
    for row in range(first, last + 1):
        ys_row = [y for r, got in rows.items() if (r <= first if row == first else
                  r >= last if row == last else r == row) for y in got]  # fmt: skip
        counts = [sum(y == n for y in ys_row) for n in range(LEAST_POINTS, MOST_POINTS + 1)]
        table.append(tuple(round(c / len(ys_row), 3) for c in counts))
    return first, table


def fit(data: Sequence[Solved]) -> None:
    rules = DEFAULT_RULES
    suit_x, suit_y, nt_x, nt_y = [], [], [], []
    for solved in data:
        for seat in SEATS:
            hand = solved.deal.hands[seat]
            for i, trump in enumerate(DENOMINATIONS):
                if trump is None:
                    nt_x.append(evaluate.no_trump_features(hand, rules))
                    nt_y.append(solved.points[seat][i])
                else:
                    suit_x.append(evaluate.suit_features(hand, trump, rules))
                    suit_y.append(solved.points[seat][i])
    for name, names, xs, ys in (
        ("SUIT", evaluate.SUIT_FEATURES, suit_x, suit_y),
        ("NO_TRUMP", evaluate.NO_TRUMP_FEATURES, nt_x, nt_y),
    ):
        weights = least_squares(xs, [float(y) for y in ys])
        predicted = [sum(w * f for w, f in zip(weights, x, strict=True)) for x in xs]
        errors = [y - p for y, p in zip(ys, predicted, strict=True)]
        spread = statistics.pstdev(ys)
        explained = 1 - statistics.pvariance(errors) / spread**2
        print(f"{name}: {len(xs)} solved contracts, error sd {statistics.pstdev(errors):.2f}"
              f" (points sd {spread:.2f}, R² {explained:.3f})")  # fmt: skip
        for n, w in zip(names, weights, strict=True):
            print(f"    {w:+.3f}  {n}")
        print(f"{name}_WEIGHTS = ({', '.join(f'{w:.2f}' for w in weights)},)")
        first, table = takes_table(predicted, ys)
        print(f"{name}_FIRST_ROW = {first}")
        print(f"{name}_TAKES = {tuple(table)}")
        print()


Estimator = Callable[[frozenset[Card]], tuple[Suit, float, float]]


def current(hand: frozenset[Card]) -> tuple[Suit, float, float]:
    suit, value = evaluate.best_trump(hand, DEFAULT_RULES)
    return suit, value, evaluate.no_trump_estimate(hand, DEFAULT_RULES)


def before(hand: frozenset[Card]) -> tuple[Suit, float, float]:
    suit, value = former.best_trump(hand, DEFAULT_RULES)
    return suit, value, former.no_trump_estimate(hand, DEFAULT_RULES)


def check(data: Sequence[Solved], name: str, estimator: Estimator) -> None:
    rules = DEFAULT_RULES
    three, five = rules.minus_card, FIVE_OF_HEARTS
    groups: dict[str, list[float]] = {}
    buckets: dict[int, list[int]] = {}
    for solved in data:
        for seat in SEATS:
            hand = frozenset(solved.deal.hands[seat])
            suit, value, nt = estimator(hand)
            dd = solved.points[seat][DENOMINATIONS.index(suit)]
            error = dd - value
            groups.setdefault("suit named", []).append(error)
            if suit is three.suit:
                key = "spades trump, three held" if three in hand else "spades trump, three out"
                groups.setdefault(key, []).append(error)
            if suit is five.suit:
                key = "hearts trump, five held" if five in hand else "hearts trump, five out"
                groups.setdefault(key, []).append(error)
            groups.setdefault("no trump", []).append(solved.points[seat][4] - nt)
            buckets.setdefault(math.floor(value), []).append(dd)
    print(f"{name}: the bidding team's exact points less the estimate")
    for key, errors in groups.items():
        mean, sd = statistics.fmean(errors), statistics.pstdev(errors)
        print(f"  {key:26} mean {mean:+.2f}, sd {sd:.2f}, n={len(errors)}")
    print("  estimate of the suit named: mean points, and how often it takes 7, 8, 9")
    for low in sorted(buckets):
        dds = buckets[low]
        if len(dds) < 20:
            continue
        takes = ", ".join(f"{b}: {sum(d >= b for d in dds) / len(dds):.2f}" for b in (7, 8, 9))
        print(f"    [{low:3}, {low + 1:3})  {statistics.fmean(dds):5.2f}  {takes}  (n={len(dds)})")
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--save")
    parser.add_argument("--load", action="append")
    parser.add_argument("--fit", action="store_true")
    args = parser.parse_args(argv)
    data: list[Solved] = []
    if args.load:
        for path in args.load:
            with open(path) as f:
                data += [Solved.from_json(line) for line in f if line.strip()]
    else:
        rng = random.Random(args.seed)
        start = time.perf_counter()
        out = open(args.save, "a") if args.save else None  # noqa: SIM115
        for i in range(args.deals):
            solved = solve(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
            data.append(solved)
            if out:
                out.write(solved.to_json() + "\n")
            if i % 100 == 99:
                print(f"... {i + 1} deals, {time.perf_counter() - start:.0f} s", file=sys.stderr)
        if out:
            out.close()
    print(f"{len(data)} deals, each seat on lead in every denomination")
    print()
    if args.fit:
        fit(data)
    check(data, "evaluator", current)
    check(data, "former expert's evaluator", before)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
