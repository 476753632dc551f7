"""The compiled search (_search.c); see search.py for the positions it reads. A time limit of
0 means none; past a limit the answer is None."""

from collections.abc import Sequence

def value(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[int],
    trump: int,
    plus: int,
    minus: int,
    time_limit: float = 0.0,
) -> int | None: ...
def at_least(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[int],
    trump: int,
    plus: int,
    minus: int,
    time_limit: float,
    target: int,
) -> bool | None: ...
def move_values(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[int],
    trump: int,
    plus: int,
    minus: int,
    time_limit: float = 0.0,
) -> dict[int, int] | None: ...
