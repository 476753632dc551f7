"""How many tables one host, one channel and one server may have at once, and how long a table
that nobody plays lives: so that no one can hoard tables, and none lives forever."""

from __future__ import annotations

#: Tables gathering players or playing at once, hosted by one user.
TABLES_PER_HOST = 10
#: ... in one channel, counting the threads opened in it.
TABLES_PER_CHANNEL = 25
#: ... in one server.
TABLES_PER_SERVER = 200

#: A table still gathering players closes itself after this long without a change (seconds).
OPEN_TABLE_WAIT = 30 * 60
#: A finished table waits this long for a rematch, then closes itself.
REMATCH_WAIT = 15 * 60
#: A casual game has no move timer, but a player who owes a move (or an answer) this long
#: times out as in a ranked game, so that a game nobody plays ends by the leaving rules.
CASUAL_IDLE = 30 * 60
