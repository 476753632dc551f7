"""The custom_id scheme: every id the bot draws parses back to itself; nothing else parses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.ui.custom_ids import MAX_LENGTH, Act, BadControlId, ControlId

ARGS = {
    Act.SIT: ["N", "E", "S", "W"],
    Act.STEP: [str(n) for n in range(1, 8)],
    Act.MOVE: ["P", "X", "XX", "1C", "3NT", "7S", "SA", "HT", "D2", "CK", "accept", "claim13"],
    Act.CONFIRM: ["1NT", "SA"],
    Act.REVIEW: ["auction", "trick", "marks"],
    Act.REPLAY: ["1d1", "12d3", "99999d99999W", "2d4N"],
}


def controls() -> st.SearchStrategy[ControlId]:
    def build(action: Act) -> st.SearchStrategy[ControlId]:
        args = st.sampled_from(ARGS[action]) if action in ARGS else st.just("")
        tables = st.text("0123456789abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=24)
        return st.builds(ControlId, tables, st.integers(0, 10**10 - 1), st.just(action), args)

    return st.sampled_from(list(Act)).flatmap(build)


@given(controls())
def test_an_id_round_trips_and_fits_discords_limit(control: ControlId):
    text = control.encode()
    assert len(text) <= MAX_LENGTH
    assert ControlId.parse(text) == control


@pytest.mark.parametrize(
    "text",
    ["", "ct:7:1", "ct:7:-1:start", "ct:7:1:move:1-S", "ct:7:1:move", "ct:7:1:sit:X",
     "CT:7:1:start", "cs:7:1:start", "ct:7:1:start ", "ct:T7:1:start", "ct:7:1:card:SA:extra",
     "ct:7:1:cya:accept", "ct:7:1:move:thirteenchars"],
)  # fmt: skip
def test_anything_else_is_refused(text: str):
    with pytest.raises(BadControlId):
        ControlId.parse(text)


def test_an_argument_the_action_does_not_take_cannot_be_built():
    with pytest.raises(BadControlId):
        ControlId("7", 1, Act.START, "N")


@pytest.mark.parametrize(
    ("old", "new"),
    [("ct:7:1:call:1NT", ("move", "1NT")), ("ct:7:1:card:SA", ("move", "SA")),
     ("ct:7:1:lvl:3", ("step", "3")), ("ct:7:1:ok:P", ("confirm", "P")),
     ("ct:7:1:cya", ("move", "accept")), ("ct:7:1:cyn", ("move", "reject")),
     ("ct:7:1:uya", ("allowundo", "")), ("ct:7:1:again", ("rematch", ""))],
)  # fmt: skip
def test_buttons_drawn_by_the_first_version_still_work(old: str, new: tuple[str, str]):
    control = ControlId.parse(old)
    assert (control.action.value, control.arg) == new
