"""What speaking a player's language costs: reading the catalogue at start, saying one message,
and writing a whole bridge hand message (the text and its buttons) in each language.

    python -m bench.language [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from bot.games.bridge.examples import stayman_auction, stayman_in_play
from bot.games.bridge.views import SeatView, seat_view
from bot.language import Language, Words
from bot.language.catalogue import Catalogue
from bot.ui.games.bridge import hand_controls, hand_text


def per_call(work: Callable[[], object], repeat: int) -> float:
    """The median time of one call of `work`, in microseconds, over five rounds."""
    rounds = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            work()
        rounds.append((time.perf_counter() - start) / repeat * 1e6)
    return statistics.median(rounds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2000)
    args = parser.parse_args()
    start = time.perf_counter()
    Catalogue()
    print(f"reading the catalogue (three languages): {(time.perf_counter() - start) * 1e3:.1f} ms")
    auction, explained = stayman_auction(3)
    play, play_explained = stayman_in_play(9)
    assert auction.turn is not None and play.turn is not None
    views = {
        "auction": seat_view(auction, auction.turn, explained),
        "play": seat_view(play, play.turn, play_explained),
    }
    print(f"{'':10}" + "".join(f"{lang.code:>26}" for lang in Language))
    one = []
    for lang in Language:
        words = Words(lang)

        def say(words: Words = words) -> str:
            return words("hand-your-call")

        one.append(per_call(say, args.repeat))
    print(f"{'a message':10}" + "".join(f"{t:>23.1f} µs" for t in one))
    for name, view in views.items():
        cells = []
        for lang in Language:
            words = Words(lang)

            def whole(view: SeatView = view, words: Words = words) -> None:
                hand_text(view, "**Table 1**", None, words)
                hand_controls(view, "1", 7, words=words)

            cells.append(per_call(whole, args.repeat // 10))
        print(f"{name + ' hand':10}" + "".join(f"{t:>23.1f} µs" for t in cells))


if __name__ == "__main__":
    main()
