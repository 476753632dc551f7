"""Rule 2.5 as the player sees it: a player who declares for their robot partner gets the table
turned, the declarer's hand (which they play) as their hand and their own above it as dummy."""

from __future__ import annotations

from bot.games.bridge.examples import stayman_auction, stayman_in_play
from bot.games.bridge.views import seat_view
from bot.games.seats import Seat
from bot.ui.games import adapter_for


def test_r2_5_the_table_turns_for_a_player_declaring_for_their_robot_partner() -> None:
    state, notes = stayman_in_play(14)  # North declares 4S, South is dummy
    south, north = seat_view(state, Seat.SOUTH, notes), seat_view(state, Seat.NORTH, notes)
    bridge = adapter_for("bridge")
    # South's player also decides for North: the picture is drawn from the declarer's seat.
    assert bridge.picture_view([south, north], south) is north
    # A player who declares their own hand, or decides for nobody else, keeps their own view.
    assert bridge.picture_view([north, south], north) is north
    assert bridge.picture_view([south], south) is south


def test_r2_5_before_the_play_the_table_does_not_turn() -> None:
    state, notes = stayman_auction(5)
    south, north = seat_view(state, Seat.SOUTH, notes), seat_view(state, Seat.NORTH, notes)
    assert adapter_for("bridge").picture_view([south, north], south) is south
