"""The compiled search (_search.c); see search.py for the positions it reads."""

from collections.abc import Sequence

def value(
    hands: Sequence[int], leader: int, trick: Sequence[int], trump: int, plus: int, minus: int
) -> int: ...
def at_least(
    hands: Sequence[int], leader: int, trick: Sequence[int], trump: int, plus: int, minus: int,
    target: int,
) -> bool: ...
def move_values(
    hands: Sequence[int], leader: int, trick: Sequence[int], trump: int, plus: int, minus: int
) -> dict[int, int]: ...
