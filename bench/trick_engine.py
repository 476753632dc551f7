"""The trick engine's hot path: what a copy of the play, its legal cards and a card played cost.

Usage:
    python -m bench.trick_engine [--deals N] [--rounds R] [--against DIR]

Plays N seeded deals of each game (200 by default) out card by card, each time the first legal
card, and at every card times `Play.copy()`, `Play.legal_cards()` and `Play.play()`. It prints
the best of R rounds (5 by default) per call in microseconds, and a fingerprint of the cards
played and the tricks' winners, which any two versions of the engine must share.

`--against DIR` measures another checkout of the project too (the version before a change,
say), round by round in alternation with this one, each round in a fresh process, so that both
meet the same load on a busy machine.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import bot
from bot.games.bridge.calls import Strain
from bot.games.bridge.contract import Contract as BridgeContract
from bot.games.bridge.contract import Doubling
from bot.games.bridge.play import Play as BridgePlay
from bot.games.bridge.state import Board
from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.play import Contract as KaiserContract
from bot.games.kaiser.play import Play as KaiserPlay
from bot.games.kaiser.rules import RuleConfig
from bot.games.kaiser.state import Deal
from bot.games.seats import SEATS

OPS = ("copy", "legal_cards", "play")


def bridge_plays(deals: int) -> list[BridgePlay | KaiserPlay]:
    """Seeded bridge deals, each in a random contract, before the opening lead."""
    rng = random.Random(41)
    plays: list[BridgePlay | KaiserPlay] = []
    for n in range(1, deals + 1):
        board = Board.numbered(n, rng)
        level, strain = rng.randint(1, 7), rng.choice(list(Strain))
        contract = BridgeContract(level, strain, Doubling.UNDOUBLED, rng.choice(SEATS))
        plays.append(BridgePlay(contract, board.hands))
    return plays


def kaiser_plays(deals: int) -> list[BridgePlay | KaiserPlay]:
    """Seeded Kaiser deals, each in a random contract (a fifth of them no trump)."""
    rng = random.Random(41)
    rules = RuleConfig()
    plays: list[BridgePlay | KaiserPlay] = []
    for n in range(1, deals + 1):
        deal = Deal.deal(n, rng.choice(SEATS), rules, rng)
        no_trump = rng.random() < 0.2
        trump = None if no_trump else rng.choice(list(Suit))
        contract = KaiserContract(rng.choice(SEATS), Bid(rng.randint(7, 12), no_trump), trump)
        plays.append(KaiserPlay(contract, deal.hands, rules))
    return plays


GAMES = {"bridge": bridge_plays, "kaiser": kaiser_plays}
Play = BridgePlay | KaiserPlay


#: Positions timed together; the best of the repeats is kept for each such batch, which keeps
#: the figures steady on a busy machine.
BATCH = 250


def _walk(plays: list[BridgePlay | KaiserPlay]) -> tuple[list[tuple[Play, Card]], str]:
    """Every position of `plays` before a card, with the card played there (the first legal
    card); and a fingerprint of the tricks played and their winners."""
    positions: list[tuple[Play, Card]] = []
    digest = hashlib.sha256()
    for play in plays:
        while legal := play.legal_cards():
            positions.append((play.copy(), legal[0]))
            play.play(legal[0])
        for trick in play.tricks:
            digest.update(f"{trick.leader}{trick.cards}{trick.winner(play.trump)}".encode())
    return positions, digest.hexdigest()[:16]


def _per_call(op: str, positions: list[tuple[Play, Card]], repeats: int) -> float:
    """Seconds per call of `op`, summed over batches of the best of `repeats` each."""
    total = 0.0
    for start in range(0, len(positions), BATCH):
        batch = positions[start : start + BATCH]
        best = float("inf")
        for _ in range(repeats):
            if op == "play":
                fresh = [(p.copy(), card) for p, card in batch]
                t0 = time.perf_counter()
                for p, card in fresh:
                    p.play(card)
            elif op == "copy":
                t0 = time.perf_counter()
                for p, _card in batch:
                    p.copy()
            else:
                t0 = time.perf_counter()
                for p, _card in batch:
                    p.legal_cards()
            best = min(best, time.perf_counter() - t0)
        total += best
    return total / len(positions)


def measure(deals: int, repeats: int) -> dict[str, object]:
    """Per game: microseconds per call of each operation, the cards played and the
    fingerprint; and where the project was imported from."""
    out: dict[str, object] = {"root": str(Path(bot.__file__).resolve().parent.parent)}
    for game, make in GAMES.items():
        positions, fingerprint = _walk(make(deals))
        micros = {op: _per_call(op, positions, repeats) * 1e6 for op in OPS}
        out[game] = {"micros": micros, "cards": len(positions), "fingerprint": fingerprint}
    return out


def _run(tree: Path, deals: int, repeats: int) -> dict[str, object]:
    """One round of `measure` in a fresh process that imports the project from `tree`."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--inner", "--deals", str(deals),
         "--repeats", str(repeats)],
        cwd=tree, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    result: dict[str, object] = json.loads(done.stdout)
    return result


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5, help="timings of each batch")
    parser.add_argument("--rounds", type=int, default=3, help="processes for each checkout")
    parser.add_argument("--against", type=Path, help="another checkout, measured alongside")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inner:
        print(json.dumps(measure(args.deals, args.repeats)))
        return 0
    here = Path(__file__).resolve().parent.parent
    trees = [here] + ([args.against.resolve()] if args.against else [])
    best: dict[Path, dict[str, float]] = {t: {} for t in trees}
    seen: dict[Path, dict[str, str]] = {t: {} for t in trees}
    for _ in range(args.rounds):
        for tree in trees:
            result = _run(tree, args.deals, args.repeats)
            if Path(str(result["root"])) != tree:
                raise SystemExit(f"{tree} imported the project from {result['root']}")
            for game in GAMES:
                figures = result[game]
                assert isinstance(figures, dict)
                seen[tree][game] = f"{figures['cards']} cards, fingerprint {figures['fingerprint']}"
                for op, micros in figures["micros"].items():
                    key = f"{game} {op}"
                    best[tree][key] = min(best[tree].get(key, micros), micros)
    print(f"{args.deals} deals of each game; µs per call, the best of {args.rounds} processes")
    print(f"{'':20}" + "".join(f"{t.name:>16}" for t in trees))
    for key in best[here]:
        print(f"{key:20}" + "".join(f"{best[t][key]:16.2f}" for t in trees))
    for game in GAMES:
        for tree in trees:
            print(f"{game} {tree.name}: {seen[tree][game]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
