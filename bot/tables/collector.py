"""The garbage collector's pace in a process that serves tables.

What a table's change makes is freed by reference counting the moment it is dropped; the
collector is only for cycles. But at the interpreter's default pace a young round runs every
few hundred allocations, and each round walks the young objects and what they refer to, while
a full round walks everything the process keeps: the modules, the games' rule tables, every
table in memory. A process with a few hundred busy tables spends a large part of its time there
for almost no garbage. So once the process has loaded what it keeps for its life, that is frozen
out of the rounds, and the young rounds come less often.
"""

from __future__ import annotations

import gc

#: Allocations (less frees) between two young rounds; the older generations keep the
#: interpreter's ratios to it.
YOUNG_ROUND = 20_000


def settle() -> None:
    """Call once start-up has loaded what stays for the process's life (the recovered tables
    too): freeze it, and set the young rounds' pace. Calling it again freezes what came since."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_ROUND, middle, old)
