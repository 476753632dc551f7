"""The notification of a commit on a shared store: what another process reads back from it."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from bot.store.cluster import NEWS_ROOM, news
from bot.store.rows import StoredEvent

_payloads = st.dictionaries(
    st.text(max_size=5),
    st.one_of(st.integers(), st.text(max_size=20), st.lists(st.integers(), max_size=4)),
    max_size=4,
)
_events = st.builds(
    StoredEvent,
    st.integers(1, 10_000),
    st.text(min_size=1, max_size=12),
    st.one_of(st.none(), st.sampled_from("NESW")),
    st.one_of(st.none(), st.integers(0, 2**63 - 1)),
    st.floats(allow_nan=False, allow_infinity=False),
    _payloads,
)


@given(st.integers(1, 2**31), st.lists(_events, max_size=6))
def test_news_reads_back_as_the_table_its_last_event_and_the_events(
    table_id: int, events: list[StoredEvent]
) -> None:
    text = news(table_id, events, "me", [json.dumps(e.payload) for e in events])
    told = json.loads(text)
    assert (told["t"], told["o"]) == (table_id, "me")
    assert told["s"] == (events[-1].seq if events else 0)
    assert [StoredEvent(*e) for e in told["e"]] == events


def test_news_too_long_for_a_notification_leaves_the_events_to_the_log() -> None:
    event = StoredEvent(7, "Dealt", None, None, 1.0, {"deal": "x" * NEWS_ROOM})
    told = json.loads(news(3, [event], "me", [json.dumps(event.payload)]))
    assert told == {"t": 3, "s": 7, "o": "me", "e": None}
