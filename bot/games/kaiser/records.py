"""The hand record of Kaiser as plain text, and its reader: there is no PBN for Kaiser.

A record names the players, gives the game score as the hand began and any house rules that
are not the book's, then the hand itself as `notation.write_hand` writes it (the deal, then each
action on a line). Everything else in a `HandRecord` (the tricks, the score, who took the five,
the table talk) is worked out again by replaying the hand, so a record read back is the same
record, and a text that does not replay to a finished hand is refused. Several records in one
file are separated by a blank line.

A judged record notes, after `#` on an action's line, what a card cost its team against best
play (rule 7.5 of seeds/tables.md) and the hints taken (rule 7.4); the reader skips notes.
"""

from __future__ import annotations

import json
from collections import Counter

from bot.games.errors import RuleError
from bot.games.hints import Moment, hint_note
from bot.games.kaiser.notation import action_from_text, moment_of, read_hand
from bot.games.kaiser.rules import DEFAULT_RULES, RuleConfig
from bot.games.kaiser.state import DealState
from bot.games.kaiser.views import HandRecord, hand_record, settled
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import TRICK_SIZE

FIRST_LINE = "Kaiser hand record"
_SCORE = "Score before"
_RULES = "Rules"


def write_record(record: HandRecord) -> str:
    """The record as text (see the module's opening)."""
    lines = [FIRST_LINE]
    for seat in SEATS:
        name = " ".join(record.names.get(seat, seat.title).split())
        lines.append(f"{seat.title}: {name or seat.title}")
    before = record.score.before
    lines.append(f"{_SCORE}: {before[Side.NS]} {before[Side.EW]}")
    if record.rules != DEFAULT_RULES:
        lines.append(f"{_RULES}: {json.dumps(record.rules.to_json(), separators=(',', ':'))}")
    deal, *actions = record.text.splitlines()
    lines.append(deal)
    for line, note in zip(actions, _notes(record, actions), strict=True):
        lines.append(f"{line} # {note}" if note else line)
    # Every line ends with a newline, the last one too, so records put one after another
    # (as `/kaiser history` sends them) stay apart.
    return "\n".join(lines) + "\n"


def _notes(record: HandRecord, lines: list[str]) -> list[str]:
    """Each action line's note: what its card cost (when judged) and the hint taken for it."""
    costs = {c.index: c.cost for c in record.costly or ()}
    hinted = {(h.moment, h.number, h.seat): h.advice for h in record.hints}
    seen: Counter[Moment] = Counter()
    notes = []
    for line in lines:
        action = action_from_text(line)
        moment = moment_of(action)
        said = []
        if moment is Moment.CARD:
            cost = costs.get(seen[moment])
            if cost is not None:
                said.append(f"cost {cost} point{'s' if cost > 1 else ''} against best play")
            number = seen[moment] // TRICK_SIZE + 1
        else:
            number = seen[moment] + 1
        seen[moment] += 1
        advice = hinted.get((moment, number, action.seat))
        if advice is not None:
            said.append(hint_note(advice))
        notes.append("; ".join(said))
    return notes


def read_record(text: str) -> HandRecord:
    """A record from its text; a `ValueError` says what is wrong with a text that is not one."""
    lines = [line.strip() for line in text.strip().splitlines()]
    if not lines or lines[0] != FIRST_LINE:
        raise ValueError(f"a Kaiser record starts with {FIRST_LINE!r}")
    names: dict[Seat, str] = {}
    rules, before = DEFAULT_RULES, dict.fromkeys(Side, 0)
    body = 1
    while body < len(lines) and not lines[body][:1].isdigit():
        key, sep, value = lines[body].partition(": ")
        if not sep:
            raise ValueError(f"not a line of a Kaiser record: {lines[body][:40]!r}")
        seat = next((s for s in SEATS if s.title == key), None)
        if seat is not None:
            names[seat] = value
        elif key == _SCORE:
            ns, ew = (int(x) for x in value.split())
            before = {Side.NS: ns, Side.EW: ew}
        elif key == _RULES:
            rules = RuleConfig.from_json(json.loads(value))
        else:
            raise ValueError(f"not a part of a Kaiser record: {key[:40]!r}")
        body += 1
    deal, actions = read_hand("\n".join(line.partition("#")[0] for line in lines[body:]))
    try:
        state = DealState.replay(deal, actions, rules, before)
    except RuleError as exc:
        raise ValueError(f"the hand does not replay: {exc}") from exc
    score = settled(state)
    if score is None:
        raise ValueError("a record is of a finished hand")
    return hand_record(state, score, names or None)


def read_records(text: str) -> list[HandRecord]:
    """Every record of a file, in order."""
    records, block = [], []
    for line in [*text.splitlines(), ""]:
        if line.strip():
            block.append(line)
        elif block:
            records.append(read_record("\n".join(block)))
            block = []
    return records
