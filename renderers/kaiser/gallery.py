"""Kaiser's pictures on fixed examples, edge cases included (the dealer taking the bid, a
forced dealer, no trump, a frozen team, a hand that ran the table, long names), for the
gallery and the checks."""

from __future__ import annotations

from bot.games.kaiser.views import public_view, seat_view
from bot.games.seats import Seat, Side
from renderers.kaiser import examples as ex
from renderers.kaiser.hand import render_hand
from renderers.kaiser.record import render_record
from renderers.kaiser.scoresheet import render_score_sheet
from renderers.kaiser.table import render_table
from renderers.registry import Example

FROZEN = {Side.NS: 14, Side.EW: 49}
SIDES = {Side.NS: "Margaret & Kwame", Side.EW: "Lena & a robot"}


def examples() -> dict[str, Example]:
    """Every Kaiser picture on fixed examples, by file stem; each takes a theme."""
    players = ex.PLAYERS
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
        "table-auction": lambda t: render_table(public_view(dealer_to_bid), players, t),
        "table-naming-trump": lambda t: render_table(public_view(naming), players, t),
        "table-trick": lambda t: render_table(public_view(mid_hand), players, t),
        "table-trick-won": lambda t: render_table(public_view(trick_won), players, t),
        "table-finished": lambda t: render_table(public_view(finished), players, t),
        "table-frozen-no-trump": lambda t: render_table(public_view(frozen), players, t),
        "hand-dealer-may-take": lambda t: render_hand(
            seat_view(dealer_to_bid, Seat.WEST), players, t
        ),
        "hand-forced-dealer": lambda t: render_hand(seat_view(forced, Seat.SOUTH), players, t),
        "hand-naming-trump": lambda t: render_hand(seat_view(naming, Seat.WEST), players, t),
        "hand-to-play": lambda t: render_hand(
            seat_view(first_lead, first_lead.turn or Seat.NORTH), players, t
        ),
        "hand-waiting": lambda t: render_hand(seat_view(mid_hand, Seat.SOUTH), players, t),
        "record": lambda t: render_record(ex.record_of(finished), players, t),
        "record-ran-the-table": lambda t: render_record(ex.record_of(ran), players, t),
        "sheet": lambda t: render_score_sheet(ex.game_in_progress(), SIDES, t),
        "sheet-won": lambda t: render_score_sheet(ex.game_won(), SIDES, t),
        "edge-long-names": lambda t: render_table(public_view(mid_hand), ex.LONG_NAMES, t),
        "edge-long-names-hand": lambda t: render_hand(
            seat_view(mid_hand, Seat.NORTH), ex.LONG_NAMES, t
        ),
    }
