"""The rules of the games. Pure: no asyncio, no I/O, no Discord; deterministic given an RNG."""
