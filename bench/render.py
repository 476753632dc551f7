"""Render time and file size per picture kind: `python -m bench.render [ROUNDS]`.

Each picture is drawn once to fill the caches, then ROUNDS times (default 40) in the classic
theme, each time beside the encoding of a blank PNG of the same size (a canvas of one colour
through the same encoder: what any picture of that size costs at the least). Times are the
processor's (this thread's), not the clock's: on a shared machine the clock counts other
work. Printed per kind: the median and 95th percentile, the blank's median and the ratio of
the two medians, and the PNG size, with the targets for the public table (median ≤ 25 ms,
≤ 200 KB) and the hand record (≤ 2× the blank's encoding).
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from collections.abc import Callable

from PIL import Image

from renderers.common.draw import panel_canvas, to_png
from renderers.common.theme import CLASSIC
from renderers.gallery import pictures

#: Per kind: (median ms, PNG KB, times the blank encoding), None where no target is set.
TARGETS = {"table": (25.0, 200, None), "record": (None, None, 2.0)}


def _ms(work: Callable[[], object]) -> float:
    start = time.thread_time()
    work()
    return (time.thread_time() - start) * 1000


def _blank(size: tuple[int, int]) -> Callable[[], bytes]:
    return lambda: to_png(panel_canvas(CLASSIC, *size))


def measure(rounds: int) -> list[tuple[str, float, float, float, float]]:
    rows = []
    for kind, picture in pictures().items():
        png = picture(CLASSIC)
        blank = _blank(Image.open(io.BytesIO(png)).size)
        blank()
        times, blanks = [], []
        for _ in range(rounds):
            times.append(_ms(lambda: picture(CLASSIC)))  # noqa: B023
            blanks.append(_ms(blank))
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        rows.append((kind, statistics.median(times), p95, statistics.median(blanks),
                     len(png) / 1024))  # fmt: skip
    return rows


def _verdict(kind: str, median: float, blank: float, kb: float) -> str:
    # "bridge-table-claim" is a table picture, "kaiser-record-ran-the-table" a record.
    words = kind.split("-")
    target = next((t for name, t in TARGETS.items() if words[1:2] == [name]), None)
    if target is None:
        return ""
    ms, size, times = target
    ok = (ms is None or median <= ms) and (size is None or kb <= size)
    ok = ok and (times is None or median <= times * blank)
    limits = [f"≤ {ms:.0f} ms"] if ms is not None else []
    limits += [f"≤ {size} KB"] if size is not None else []
    limits += [f"≤ {times:.0f}× blank"] if times is not None else []
    return f"{', '.join(limits)}: {'met' if ok else 'MISSED'}"


def main(argv: list[str]) -> int:
    rounds = int(argv[0]) if argv else 40
    print(f"{'picture':<32} {'median ms':>9} {'p95 ms':>7} {'blank ms':>8} {'ratio':>6}"
          f" {'PNG KB':>7}  target")  # fmt: skip
    for kind, median, p95, blank, kb in measure(rounds):
        note = _verdict(kind, median, blank, kb)
        print(f"{kind:<32} {median:>9.1f} {p95:>7.1f} {blank:>8.1f} {median / blank:>6.2f}"
              f" {kb:>7.1f}  {note}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
