"""In a Kaiser record's table talk, players who share a name (robots) are told apart."""

from __future__ import annotations

from bot.games.kaiser import examples as ex
from bot.games.seats import Seat
from renderers.kaiser.record import render_record, spoken_names


def test_a_name_two_seats_share_is_told_apart_by_seat_in_the_talk() -> None:
    names = {Seat.NORTH: "Ann", Seat.EAST: "Robot", Seat.SOUTH: "Bob", Seat.WEST: "Robot"}
    assert spoken_names(names) == {
        Seat.NORTH: "Ann", Seat.EAST: "Robot (East)", Seat.SOUTH: "Bob", Seat.WEST: "Robot (West)",
    }  # fmt: skip
    alone = {**names, Seat.WEST: "Cid"}
    assert spoken_names(alone) == alone


def test_the_record_draws_the_talk_with_the_names_it_is_given() -> None:
    done = ex.hand(ex.TAKEN_AT_EIGHT)
    record = ex.record_of(done)
    robots = ex.record_of(done, {s: "Robot" for s in Seat})
    assert render_record(record) != render_record(robots)

