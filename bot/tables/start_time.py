"""When a host says their tournament starts: a time of day in UTC ("19:30", the next one to
come), a date and time in UTC ("2026-12-10 19:30"), or minutes from now ("+45", "45m",
"in 45"). Read against the clock's present, refused with a reason when it is none of these,
already past, or too far ahead."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from bot.tables.errors import NotAllowed

#: The furthest ahead a tournament may be set to start.
MAX_AHEAD = timedelta(days=14)

_MINUTES = re.compile(r"(?:in\s*|\+)?\s*(\d{1,5})\s*(?:m|min|mins|minutes)?", re.IGNORECASE)
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})(?:\s*utc)?", re.IGNORECASE)
_DATED = re.compile(r"(\d{4})-(\d{2})-(\d{2})[ t]+(\d{1,2}):(\d{2})(?:\s*utc)?", re.IGNORECASE)


def start_time(text: str, now: float) -> float:
    """The moment `text` names, as a timestamp after `now`."""
    said = text.strip()
    at = datetime.fromtimestamp(now, UTC)
    when: datetime | None = None
    if m := _DATED.fullmatch(said):
        year, month, day, hour, minute = (int(g) for g in m.groups())
        try:
            when = datetime(year, month, day, hour, minute, tzinfo=UTC)
        except ValueError:
            raise NotAllowed(key="tourney-start-said") from None
    elif m := _CLOCK.fullmatch(said):
        hour, minute = int(m[1]), int(m[2])
        if hour > 23 or minute > 59:
            raise NotAllowed(key="tourney-start-said")
        when = at.replace(hour=hour, minute=minute, second=0, microsecond=0)
        if when <= at:
            when += timedelta(days=1)
    elif m := _MINUTES.fullmatch(said):
        when = at + timedelta(minutes=int(m[1]))
    if when is None:
        raise NotAllowed(key="tourney-start-said")
    if when <= at:
        raise NotAllowed(key="tourney-time-passed")
    if when - at > MAX_AHEAD:
        raise NotAllowed(
            key="tourney-start-within", days=MAX_AHEAD.days,
        )  # fmt: skip
    return when.timestamp()
