"""How many tables one host, one channel and one server may have at once, so that no one can
hoard tables."""

from __future__ import annotations

#: Tables gathering players or playing at once, hosted by one user.
TABLES_PER_HOST = 10
#: ... in one channel, counting the threads opened in it.
TABLES_PER_CHANNEL = 25
#: ... in one server.
TABLES_PER_SERVER = 200
