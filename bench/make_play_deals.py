"""Write the fixed deal set for bench/robot_play.py: seeded random deals in their par contract.

Usage:
    python -m bench.make_play_deals [--count 320] [--seed 2026] [--out data/robot_play_deals.pbn]

Dealer and vulnerability follow the usual 16-board cycle. The contract of each board is its
par contract (the first one listed when several reach par), so both sides have something to
fight for: declarer's side is in the contract the cards are worth, or the opponents are in a
sacrifice. Boards whose par is to pass are left out.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.games.bridge.robot.solver import Solver
from bot.games.bridge.state import Board
from bot.games.cards import seeded_rng


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--count", type=int, default=320)
    ap.add_argument("--seed", type=int, default=2026)
    default_out = Path(__file__).resolve().parent.parent / "data" / "robot_play_deals.pbn"
    ap.add_argument("--out", type=Path, default=default_out)
    args = ap.parse_args(argv)
    rng = seeded_rng(args.seed)
    games: list[str] = []
    number = 0
    with Solver() as solver:
        while len(games) < args.count:
            number += 1
            board = Board.numbered(number, rng)
            dealer, vul = board.dealer, board.vulnerability
            par = solver.par(board.hands, vul, dealer)
            if not par.contracts:
                continue
            contract, tricks = par.contracts[0]
            games.append(
                "\n".join(
                    [
                        '[Event "Robot play benchmark"]',
                        f'[Board "{number}"]',
                        f'[Dealer "{dealer}"]',
                        f'[Vulnerable "{vul.pbn}"]',
                        f'[Deal "{board.to_pbn_deal()}"]',
                        f'[Declarer "{contract.declarer}"]',
                        f'[Contract "{contract.text}"]',
                        f'[OptimumScore "NS {par.ns_score}"]',
                        f'[DoubleDummyTricks "{tricks}"]',
                    ]
                )
            )
    header = f"% Seeded random deals (seed {args.seed}) in their par contracts.\n"
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(header + "\n\n".join(games) + "\n", encoding="utf-8")
    print(f"wrote {len(games)} boards to {args.out} (dealt {number})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
