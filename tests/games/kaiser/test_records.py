"""A Kaiser hand record as plain text reads back as the same record; a text that is not one
is refused with what is wrong (Kaiser has no PBN: this text is what the product keeps)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games.hints import HintNote, Moment
from bot.games.kaiser import examples as ex
from bot.games.kaiser.game import KAISER
from bot.games.kaiser.records import read_record, read_records, write_record
from bot.games.kaiser.robot.costly import record_costs
from bot.games.kaiser.rules import THREE_OF_CLUBS, RuleConfig
from bot.games.seats import Seat, Side
from bot.games.tricks import cards_played


@pytest.mark.parametrize("example", [ex.TAKEN_AT_EIGHT, ex.RUN_THE_TABLE, ex.FORCED, ex.NO_TRUMP])
def test_a_record_written_as_text_reads_back_the_same(example: tuple) -> None:
    record = ex.record_of(ex.hand(example, scores={Side.NS: 20, Side.EW: -4}))
    text = write_record(record)
    again = read_record(text)
    assert again == record
    assert write_record(again) == text
    assert KAISER.exports(record) == {"txt": text}


def test_several_records_in_a_file_read_back_in_order() -> None:
    records = [ex.record_of(ex.hand(e)) for e in (ex.TAKEN_AT_EIGHT, ex.RUN_THE_TABLE)]
    text = "\n\n".join(write_record(r) for r in records)
    assert read_records(text) == records


def test_a_record_keeps_house_rules_that_are_not_the_books() -> None:
    record = ex.record_of(ex.hand(ex.TAKEN_AT_EIGHT))
    odd = replace(record, rules=RuleConfig(minus_card=THREE_OF_CLUBS, freeze=None))
    assert "Rules:" in write_record(odd) and "Rules:" not in write_record(record)


@pytest.mark.parametrize(
    "broken",
    [
        "",
        "Bridge hand record\n",
        "Kaiser hand record\nNorth: Ann\nColour: blue\n",
    ],
)
def test_a_text_that_is_no_record_is_refused(broken: str) -> None:
    with pytest.raises(ValueError):
        read_record(broken)


def test_an_unfinished_or_illegal_hand_is_refused() -> None:
    text = write_record(ex.record_of(ex.hand(ex.TAKEN_AT_EIGHT)))
    with pytest.raises(ValueError, match="finished"):
        read_record("\n".join(text.splitlines()[:-3]))
    lines = text.splitlines()
    last = lines[-1]
    seat, verb, card = last.split()
    lines[-1] = f"{seat} {verb} S3" if card != "S3" else f"{seat} {verb} H5"
    with pytest.raises(ValueError):
        read_record("\n".join(lines))


def test_r7_5_a_judged_record_notes_each_costly_card_and_hint_and_reads_back_the_same() -> None:
    """Rules 7.5 and 7.4 of seeds/tables.md: the text of a judged hand says, on each card's
    line, what it cost its team against best play, and on each move a hint was taken for, what
    the robot advised; the reader skips the notes."""
    record = ex.record_of(ex.hand(ex.TAKEN_AT_EIGHT))
    judged = replace(record, costly=record_costs(record))
    assert judged.costly, "the example should give away points somewhere"
    plays = cards_played(record.tricks)
    lines = record.text.splitlines()[1:]
    first_card = next(i for i, line in enumerate(lines) if " play " in line)
    bid = next(a for a in lines if " bid " in a)
    seat = Seat.parse(bid.split()[0])
    hints = (
        HintNote(seat, Moment.CALL, lines.index(bid) + 1, "pass", "bid"),
        HintNote(plays[5][0], Moment.CARD, 2, "SA", str(plays[5][1])),
    )
    noted = write_record(replace(judged, hints=hints))
    written = noted.splitlines()[-len(lines) :]
    for cost in judged.costly or ():
        line = written[first_card + cost.index]
        assert line.startswith(f"{cost.seat} play {cost.card}")
        assert f"# cost {cost.cost} point" in line and "against best play" in line
    assert written[lines.index(bid)].endswith("# hint taken: the robot advised pass")
    assert "hint taken: the robot advised SA" in written[first_card + 5]
    noted_lines = sum(" # " in line for line in written)
    assert noted_lines == len({c.index for c in judged.costly or ()} | {5}) + 1
    assert read_record(noted) == record
    assert write_record(record) == write_record(read_record(noted))
