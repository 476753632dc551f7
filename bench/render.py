"""Render time and file size per picture kind: `python -m bench.render [ROUNDS]`.

Each picture is drawn once to fill the caches, then ROUNDS times (default 40) in the classic
theme; the median and 95th percentile time and the PNG size are printed per kind, with the
targets for the public table (median ≤ 25 ms, ≤ 200 KB) and the hand record (≤ 80 ms).
"""

from __future__ import annotations

import statistics
import sys
import time

from renderers.common.theme import CLASSIC
from renderers.gallery import pictures

TARGETS = {"table": (25.0, 200), "record": (80.0, None)}


def measure(rounds: int) -> list[tuple[str, float, float, float]]:
    rows = []
    for kind, picture in pictures().items():
        png = picture(CLASSIC)
        times = []
        for _ in range(rounds):
            start = time.perf_counter()
            picture(CLASSIC)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        rows.append((kind, statistics.median(times), p95, len(png) / 1024))
    return rows


def main(argv: list[str]) -> int:
    rounds = int(argv[0]) if argv else 40
    print(f"{'picture':<22} {'median ms':>10} {'p95 ms':>8} {'PNG KB':>8}  target")
    for kind, median, p95, kb in measure(rounds):
        target = next((t for prefix, t in TARGETS.items() if kind.startswith(prefix)), None)
        note = ""
        if target is not None:
            ms, size = target
            ok = median <= ms and (size is None or kb <= size)
            limit = f"≤ {ms:.0f} ms" + (f", ≤ {size} KB" if size else "")
            note = f"{limit}: {'met' if ok else 'MISSED'}"
        print(f"{kind:<22} {median:>10.1f} {p95:>8.1f} {kb:>8.1f}  {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
