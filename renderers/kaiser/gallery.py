"""Kaiser's pictures on fixed examples, edge cases included (the dealer taking the bid, a
forced dealer, no trump, a frozen team, a hand that ran the table, long names), for the
gallery and the checks.

The example hands come from the rules (bot.games.kaiser.examples); this module only seats
players at them and draws their views."""

from __future__ import annotations

from dataclasses import replace

from bot.games.kaiser import examples as ex
from bot.games.kaiser.views import public_view, seat_view
from bot.games.seats import Seat, Side
from renderers.common.seating import Player, Players
from renderers.kaiser.hand import render_hand
from renderers.kaiser.record import render_record
from renderers.kaiser.scoresheet import render_score_sheet
from renderers.kaiser.table import render_table
from renderers.registry import Example

FROZEN = {Side.NS: 14, Side.EW: 49}
SIDES = {Side.NS: "Margaret & Kwame", Side.EW: "Lena & a robot"}

PLAYERS: Players = {seat: Player(name, seat is Seat.EAST) for seat, name in ex.NAMES.items()}
LONG_NAMES: Players = {
    Seat.NORTH: Player("Ana Lucía Fernández-Castillo", False),
    Seat.EAST: Player("Robot", True),
    Seat.SOUTH: Player("Bartholomew the Unbeatable", False),
    Seat.WEST: Player("Wilhelmina van der Berg-Oosterhout", False),
}


def examples() -> dict[str, Example]:
    """Every Kaiser picture on fixed examples, by file stem; each takes a theme and
    the words of a language."""
    players = PLAYERS
    dealer_to_bid = ex.hand(ex.TAKEN_AT_EIGHT, 0, calls=3)
    naming = ex.hand(ex.TAKEN_AT_EIGHT, 0)
    first_lead = ex.hand(ex.TAKEN_AT_EIGHT, 3)
    mid_hand = ex.hand(ex.TAKEN_AT_EIGHT, 15)
    trick_won = ex.hand(ex.TAKEN_AT_EIGHT, 17)
    finished = ex.hand(ex.TAKEN_AT_EIGHT)
    forced = ex.hand(ex.FORCED, 0)
    frozen = ex.hand(ex.NO_TRUMP, 14, scores=FROZEN)
    ran = ex.hand(ex.RUN_THE_TABLE)
    return {
        "table-auction": lambda t, w: render_table(public_view(dealer_to_bid), players, t, w),
        "table-naming-trump": lambda t, w: render_table(public_view(naming), players, t, w),
        "table-trick": lambda t, w: render_table(public_view(mid_hand), players, t, w),
        "table-trick-won": lambda t, w: render_table(public_view(trick_won), players, t, w),
        "table-finished": lambda t, w: render_table(public_view(finished), players, t, w),
        "table-frozen-no-trump": lambda t, w: render_table(public_view(frozen), players, t, w),
        "hand-dealer-may-take": lambda t, w: render_hand(
            seat_view(dealer_to_bid, Seat.WEST), players, t, w
        ),
        "hand-forced-dealer": lambda t, w: render_hand(
            seat_view(forced, Seat.SOUTH), players, t, w
        ),
        "hand-naming-trump": lambda t, w: render_hand(seat_view(naming, Seat.WEST), players, t, w),
        "hand-to-play": lambda t, w: render_hand(
            seat_view(first_lead, first_lead.turn or Seat.NORTH), players, t, w
        ),
        "hand-waiting": lambda t, w: render_hand(seat_view(mid_hand, Seat.SOUTH), players, t, w),
        "record": lambda t, w: render_record(
            replace(ex.record_of(finished), costly=ex.taken_at_eight_costs()), players, t, w
        ),
        "record-ran-the-table": lambda t, w: render_record(ex.record_of(ran), players, t, w),
        "sheet": lambda t, w: render_score_sheet(ex.game_in_progress(), SIDES, t, w),
        "sheet-won": lambda t, w: render_score_sheet(ex.game_won(), SIDES, t, w),
        "edge-long-names": lambda t, w: render_table(public_view(mid_hand), LONG_NAMES, t, w),
        "edge-long-names-hand": lambda t, w: render_hand(
            seat_view(mid_hand, Seat.NORTH), LONG_NAMES, t, w
        ),
    }
