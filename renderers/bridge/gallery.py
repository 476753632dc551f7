"""Bridge's pictures on fixed examples, edge cases included (a thirteen-card suit in dummy, a
redoubled grand slam, long names, a forty-call auction), for the gallery and the checks.

The example games come from the rules (bot.games.bridge.examples); this module only seats
players at them and draws their views."""

from __future__ import annotations

from dataclasses import replace

from bot.games.bridge import examples as ex
from bot.games.bridge.views import hand_record, public_view, seat_view
from bot.games.seats import Seat, Side
from renderers.bridge.hand import render_hand
from renderers.bridge.record import render_record
from renderers.bridge.scoresheet import render_score_sheet
from renderers.bridge.table import render_table
from renderers.common.seating import Player, Players
from renderers.registry import Example

PLAYERS: Players = {
    Seat.NORTH: Player("Margaret", False),
    Seat.EAST: Player("Robot East", True),
    Seat.SOUTH: Player("Kwame", False),
    Seat.WEST: Player("Robot West", True),
}

LONG_NAMES: Players = {
    Seat.NORTH: Player("Bartholomew Featherstonehaugh-Cholmondeley", False),
    Seat.EAST: Player("A_Really_Long_Discord_Display_Name_9000", True),
    Seat.SOUTH: Player("Ana Lucía Fernández-Castillo de la Vega", False),
    Seat.WEST: Player("WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", True),
}


def examples() -> dict[str, Example]:
    """Every bridge picture on fixed examples, by file stem; each takes a theme and
    the words of a language."""
    auction, auction_notes = ex.stayman_auction(5)
    mid_trick, notes = ex.stayman_in_play(14)
    trick_done, _ = ex.stayman_in_play(12)
    finished, _ = ex.finished_stayman()
    nobody_bid = ex.passed_out(ex.stayman_board())
    claimed, claimed_notes = ex.claim_pending()
    record = hand_record(finished, ex.stayman_score(finished),
                         {s: p.name for s, p in PLAYERS.items()}, notes)  # fmt: skip
    chicago, rubber = ex.chicago_game(), ex.rubber_game()
    sides = {Side.NS: "Margaret & Kwame", Side.EW: "the robots"}
    long_suit, long_suit_notes = ex.long_suit_dummy()
    grand, grand_notes = ex.grand_slam_redoubled()
    long_auction, long_auction_notes = ex.long_auction(40)
    players = PLAYERS
    # Kwame (South) plays both hands: his robot partner North won the contract.
    robot_declares = {**players, Seat.NORTH: Player("Robot North", True)}
    return {
        "table-auction": lambda t, w: render_table(
            public_view(auction, auction_notes), players, t, w
        ),
        "table-trick": lambda t, w: render_table(public_view(mid_trick, notes), players, t, w),
        "table-trick-won": lambda t, w: render_table(public_view(trick_done, notes), players, t, w),
        "table-finished": lambda t, w: render_table(public_view(finished, notes), players, t, w),
        "table-passed-out": lambda t, w: render_table(public_view(nobody_bid), players, t, w),
        "table-claim": lambda t, w: render_table(
            public_view(claimed, claimed_notes), players, t, w
        ),
        "hand-declarer": lambda t, w: render_hand(
            seat_view(mid_trick, Seat.NORTH, notes), players, t, w
        ),
        "hand-declaring-for-robot": lambda t, w: render_hand(
            seat_view(mid_trick, Seat.NORTH, notes), robot_declares, t, w
        ),
        "hand-judging-a-claim": lambda t, w: render_hand(
            seat_view(claimed, Seat.EAST, claimed_notes), players, t, w
        ),
        "hand-defender": lambda t, w: render_hand(
            seat_view(trick_done, Seat.WEST, notes), players, t, w
        ),
        "hand-auction": lambda t, w: render_hand(
            seat_view(auction, Seat.EAST, auction_notes), players, t, w
        ),
        "record": lambda t, w: render_record(
            replace(record, double_dummy=ex.stayman_double_dummy(), costly=ex.stayman_costly()),
            players,
            t,
            w,
        ),
        "sheet-chicago": lambda t, w: render_score_sheet(chicago, sides, t, w),
        "sheet-rubber": lambda t, w: render_score_sheet(rubber, sides, t, w),
        "edge-long-suit-dummy": lambda t, w: render_table(
            public_view(long_suit, long_suit_notes), LONG_NAMES, t, w
        ),
        "edge-grand-slam": lambda t, w: render_table(
            public_view(grand, grand_notes), players, t, w
        ),
        "edge-long-auction": lambda t, w: render_table(
            public_view(long_auction, long_auction_notes), LONG_NAMES, t, w
        ),
    }
