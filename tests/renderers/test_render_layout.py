"""What the pictures must show, checked on the drawn image before it is encoded: whose turn it
is, the trick's winner, the playable cards, and the edge cases that stress the layout."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.games.bridge.examples import (
    grand_slam_redoubled,
    long_auction,
    long_suit_dummy,
    stayman_auction,
    stayman_in_play,
)
from bot.games.bridge.views import public_view, seat_view
from bot.games.seats import SEATS, Seat
from renderers.bridge.gallery import LONG_NAMES, PLAYERS
from renderers.bridge.hand import HEADER_H, draw_hand
from renderers.bridge.hand import WIDTH as HAND_WIDTH
from renderers.bridge.table import (
    CORNER_H,
    CORNER_W,
    HEIGHT,
    MARGIN,
    WIDTH,
    draw_table,
    fit_auction,
    layout,
    shown_trick,
)
from renderers.common.draw import fit_text, font, text_width
from renderers.common.fan import CARD_W, card_positions
from renderers.common.seating import Player, alternating_order
from renderers.common.theme import CLASSIC, THEMES, Theme
from renderers.common.trick import CARD_H, trick_slots

Box = tuple[int, int, int, int]

CORNERS: list[Box] = [
    (MARGIN, MARGIN, MARGIN + CORNER_W, MARGIN + CORNER_H),
    (WIDTH - MARGIN - CORNER_W, MARGIN, WIDTH - MARGIN, MARGIN + CORNER_H),
    (MARGIN, HEIGHT - MARGIN - CORNER_H, MARGIN + CORNER_W, HEIGHT - MARGIN),
    (WIDTH - MARGIN - CORNER_W, HEIGHT - MARGIN - CORNER_H, WIDTH - MARGIN, HEIGHT - MARGIN),
]


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def pixel(img: Image.Image, x: int, y: int) -> tuple[int, int, int]:
    r, g, b = img.convert("RGB").getpixel((x, y))  # type: ignore[misc]
    return (r, g, b)


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
def test_the_seat_to_act_is_outlined_and_no_other(theme: Theme) -> None:
    for state, notes in (stayman_auction(5), stayman_in_play(13)):
        view = public_view(state, notes)
        img = draw_table(view, PLAYERS, theme)
        for seat, (x0, y0, _, y1) in layout(view).plates.items():
            edge = pixel(img, x0 + 2, (y0 + y1) // 2)
            assert (edge == theme.highlight) == (seat is view.turn), seat


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
def test_the_winning_card_of_a_finished_trick_is_marked(theme: Theme) -> None:
    state, notes = stayman_in_play(12)
    view = public_view(state, notes)
    trick = shown_trick(view)
    assert trick is not None and trick.winner is Seat.SOUTH
    img = draw_table(view, PLAYERS, theme)
    for seat, (x, y) in trick_slots(layout(view).centre).items():
        beside = pixel(img, x - 4, y + CARD_H // 2)
        assert (beside == theme.winner) == (seat is trick.winner), seat


def test_a_trick_in_progress_marks_no_winner() -> None:
    state, notes = stayman_in_play(14)
    view = public_view(state, notes)
    img = draw_table(view, PLAYERS, CLASSIC)
    for x, y in trick_slots(layout(view).centre).values():
        assert pixel(img, x - 4, y + CARD_H // 2) != CLASSIC.winner


def test_playable_cards_stand_raised_and_the_others_do_not() -> None:
    state, notes = stayman_in_play(14)
    view = seat_view(state, Seat.NORTH, notes)
    assert view.is_my_turn and view.legal_cards
    img = draw_hand(view, PLAYERS, CLASSIC)
    placed = card_positions(view.hand)
    x0 = (HAND_WIDTH - (placed[-1][1] + CARD_W)) // 2
    top = HEADER_H + 38
    for card, dx in placed:
        face = pixel(img, x0 + dx + 20, top + 4) == CLASSIC.card_face
        assert face == (card in view.legal_cards), card


def test_no_card_is_raised_when_it_is_not_the_players_turn() -> None:
    state, notes = stayman_in_play(14)
    view = seat_view(state, Seat.WEST, notes)
    assert not view.is_my_turn
    img = draw_hand(view, PLAYERS, CLASSIC)
    placed = card_positions(view.hand)
    x0 = (HAND_WIDTH - (placed[-1][1] + CARD_W)) // 2
    for _, dx in placed:
        assert pixel(img, x0 + dx + 20, HEADER_H + 38 + 4) != CLASSIC.card_face


@pytest.mark.parametrize("dummy", SEATS, ids=[s.title for s in SEATS])
def test_thirteen_cards_of_one_suit_in_dummy_fit_clear_of_seats_and_corners(dummy: Seat) -> None:
    state, notes = long_suit_dummy(dummy)
    view = public_view(state, notes)
    assert view.dummy is dummy and view.dummy_cards is not None
    assert len(view.dummy_cards) == 13
    lay = layout(view)
    box = lay.dummy_box
    assert box is not None
    assert box[0] >= 0 and box[2] <= WIDTH and box[1] >= 0 and box[3] <= HEIGHT
    for corner in CORNERS:
        assert not overlaps(box, corner)
    for plate in lay.plates.values():
        assert not overlaps(box, plate)
    for x, y in trick_slots(lay.centre).values():
        assert not overlaps(box, (x, y, x + 74, y + CARD_H))


def test_a_forty_call_auction_shows_every_call() -> None:
    state, notes = long_auction(40)
    view = public_view(state, notes)
    assert len(view.auction) == 40
    fit = fit_auction(view)
    assert fit.hidden == 0
    shown = sum(1 for row in fit.rows for cell in row.cells if cell is not None)
    assert shown == 40
    assert fit.height <= HEIGHT - 2 * (MARGIN + 54)


def test_an_auction_too_long_to_fit_keeps_its_latest_rounds() -> None:
    state, notes = long_auction(100)
    fit = fit_auction(public_view(state, notes))
    assert fit.hidden > 0
    last = fit.rows[-1].cells
    assert any(cell is not None and cell.call == state.auction.history()[-1][1] for cell in last)


def test_a_redoubled_grand_slam_fits_the_contract_corner() -> None:
    state, _ = grand_slam_redoubled()
    assert state.contract is not None and state.contract.pretty == "7NTXX"
    assert text_width(state.contract.pretty, font(32, True)) <= CORNER_W - 24


def test_long_names_are_shortened_to_fit() -> None:
    f = font(18, True)
    for player in LONG_NAMES.values():
        shown = fit_text(player.name, f, 120)
        assert shown.endswith("…")
        assert text_width(shown, f) <= 120


def test_long_names_render_in_every_phase() -> None:
    for state, notes in (stayman_auction(3), stayman_in_play(20)):
        img = draw_table(public_view(state, notes), LONG_NAMES, CLASSIC)
        assert img.size == (WIDTH, HEIGHT)


def test_suits_alternate_in_colour_around_a_void() -> None:
    from bot.games.cards import Suit

    assert alternating_order(set(Suit)) == [Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    no_hearts = alternating_order({Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS})
    assert no_hearts == [Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS]
    no_spades = alternating_order({Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS})
    assert no_spades == [Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    assert alternating_order({Suit.SPADES, Suit.CLUBS}) == [Suit.SPADES, Suit.CLUBS]


@pytest.mark.parametrize("dummy", SEATS, ids=[s.title for s in SEATS])
def test_trick_cards_stay_clear_of_the_seats_and_corners(dummy: Seat) -> None:
    state, notes = long_suit_dummy(dummy)
    lay = layout(public_view(state, notes))
    for x, y in trick_slots(lay.centre).values():
        card = (x - 8, y - 8, x + 74 + 8, y + CARD_H + 8)
        for box in [*CORNERS, *lay.plates.values()]:
            assert not overlaps(card, box)


def test_declarer_sees_dummy_below_their_own_hand() -> None:
    state, notes = stayman_in_play(14)
    declarer = draw_hand(seat_view(state, Seat.NORTH, notes), PLAYERS, CLASSIC)
    defender = draw_hand(seat_view(state, Seat.EAST, notes), PLAYERS, CLASSIC)
    assert declarer.height > defender.height


def _fans(monkeypatch: pytest.MonkeyPatch, view, players) -> list[tuple[int, frozenset]]:  # type: ignore[no-untyped-def]
    """Where the hand picture draws each row of cards: (its top, its cards)."""
    import renderers.bridge.hand as hand_module

    drawn: list[tuple[int, frozenset]] = []
    real = hand_module.draw_fan

    def noting(img, cards, y, *rest):  # type: ignore[no-untyped-def]
        drawn.append((y, frozenset(cards)))
        return real(img, cards, y, *rest)

    monkeypatch.setattr(hand_module, "draw_fan", noting)
    draw_hand(view, players, CLASSIC)
    return sorted(drawn, key=lambda row: row[0])


def test_declaring_for_a_robot_partner_turns_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first seed's turning table: when a player declares for their robot partner, the
    declarer's cards come to the bottom and the player's own hand stays on top as dummy; a
    player who declares their own hand keeps it on top, dummy below."""
    state, notes = stayman_in_play(14)
    view = seat_view(state, Seat.NORTH, notes)
    assert view.public.dummy is Seat.SOUTH and view.public.dummy_cards
    dummy = frozenset(view.public.dummy_cards)
    robot_declares = {**PLAYERS, Seat.NORTH: Player("Robot North", True)}
    (top, top_cards), (bottom, bottom_cards) = _fans(monkeypatch, view, robot_declares)
    assert top < bottom and top_cards == dummy and bottom_cards == frozenset(view.hand)
    human_declares = {**PLAYERS, Seat.NORTH: Player("Nora", False)}
    (_, top_cards), (_, bottom_cards) = _fans(monkeypatch, view, human_declares)
    assert top_cards == frozenset(view.hand) and bottom_cards == dummy
