"""SQLite's dialect, in which the store's statements are written, as PostgreSQL reads it."""

from __future__ import annotations

from functools import cache


@cache
def placeholders(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, …`, leaving quoted text alone."""
    out: list[str] = []
    n = 0
    quoted = False
    for ch in sql:
        if ch == "'":
            quoted = not quoted
        if ch == "?" and not quoted:
            n += 1
            out.append(f"${n}")
        else:
            out.append(ch)
    return "".join(out)

