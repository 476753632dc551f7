"""The channel's picture of the table, drawn from a `PublicView` and nothing else.

The four seats sit around the felt with their names, robots tagged, the dealer marked and
vulnerable seats in red. Corners hold the board, the contract, the tricks and whose turn it is.
The middle shows the auction grid while the bidding lasts and the current trick during the
play; dummy's cards are laid out by suit beside dummy's seat once the opening lead is made.
The picture keeps one size in every phase so that the message does not jump when edited.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.bridge.calls import CallKind
from bot.games.bridge.state import Phase
from bot.games.bridge.views import CallView, PublicView, TrickView
from bot.games.cards import Card, Suit
from bot.games.seats import Seat, Side
from bot.language import Words
from renderers.bridge.meanings import meaning_text
from renderers.bridge.words import call_text, contract_text, outcome_words, vulnerability_badge
from renderers.common.cardart import paste_chip
from renderers.common.draw import (
    Font,
    draw_suit,
    draw_text,
    felt,
    fit_text,
    fitting_font,
    font,
    rounded_box,
    to_png,
    wrap_text,
)
from renderers.common.plates import PLATE_H, PLATE_W, Plate, draw_plate
from renderers.common.seating import ALTERNATING, Players, player_at
from renderers.common.theme import CLASSIC, RGB, Theme
from renderers.common.trick import draw_trick
from renderers.common.vocabulary import ENGLISH, seat_letter, seat_name, side_letters

WIDTH, HEIGHT = 800, 720
MARGIN = 12
CORNER_W, CORNER_H = 170, 96
#: Dummy beside North or South: one row per suit.
ROW_CHIP_W, ROW_CHIP_H, ROW_STEP, ROW_H = 27, 38, 29, 42
#: Room between dummy's cards and the edge of the darker patch they lie on.
DUMMY_PAD = 8
#: Dummy beside East or West: one column per suit.
COL_CHIP_W, COL_CHIP_H, COL_STEP, COL_W = 42, 28, 30, 48
#: Auction grid: columns West, North, East, South as bridge diagrams print them.
GRID_ORDER = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
GRID_COL_W, GRID_HEAD_H, GRID_ROW_H, NOTE_H = 76, 38, 38, 26

Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Layout:
    """Where things go for one view: seat plates, the middle of the table, dummy's area."""

    plates: dict[Seat, Box]
    centre: tuple[int, int]
    dummy_box: Box | None


def layout(view: PublicView) -> Layout:
    """The positions of the plates, the middle and dummy's cards for `view`."""
    cx = WIDTH // 2
    plates: dict[Seat, Box] = {
        Seat.NORTH: (cx - PLATE_W // 2, MARGIN, cx + PLATE_W // 2, MARGIN + PLATE_H),
        Seat.SOUTH: (
            cx - PLATE_W // 2, HEIGHT - MARGIN - PLATE_H, cx + PLATE_W // 2, HEIGHT - MARGIN,
        ),
    }  # fmt: skip
    top = MARGIN + PLATE_H + 8
    bottom = HEIGHT - MARGIN - PLATE_H - 8
    left = MARGIN + PLATE_W + 8
    right = WIDTH - MARGIN - PLATE_W - 8
    side_x = {Seat.WEST: MARGIN, Seat.EAST: WIDTH - MARGIN - PLATE_W}
    dummy_box: Box | None = None
    # Dummy's patch goes once the last card has left it.
    d = view.dummy if view.dummy_cards else None
    if d in (Seat.NORTH, Seat.SOUTH):
        assert view.dummy_cards is not None
        longest = max(4, *(_suit_lengths(view.dummy_cards)))
        width = 36 + longest * ROW_STEP + 2 * DUMMY_PAD
        height = 4 * ROW_H + DUMMY_PAD
        x0 = cx - width // 2
        if d is Seat.NORTH:
            y0 = MARGIN + PLATE_H + 8
            dummy_box = (x0, y0, x0 + width, y0 + height)
            top = dummy_box[3] + 8
        else:
            y1 = HEIGHT - MARGIN - PLATE_H - 8
            dummy_box = (x0, y1 - height, x0 + width, y1)
            bottom = dummy_box[1] - 8
    elif d in (Seat.EAST, Seat.WEST):
        # A side dummy needs the full height for long suits: its plate moves up.
        y0 = MARGIN + CORNER_H + 8
        px0 = side_x[d]
        plates[d] = (px0, y0, px0 + PLATE_W, y0 + PLATE_H)
        width = 4 * COL_W + 2 * DUMMY_PAD
        x0 = px0 + (PLATE_W - width) // 2
        dummy_box = (x0, y0 + PLATE_H + 8, x0 + width, HEIGHT - MARGIN - CORNER_H - 6)
        if d is Seat.WEST:
            left = x0 + width + 8
        else:
            right = x0 - 8
    centre = ((left + right) // 2, (top + bottom) // 2)
    for seat in (Seat.WEST, Seat.EAST):
        if seat not in plates:
            y = centre[1] - PLATE_H // 2
            plates[seat] = (side_x[seat], y, side_x[seat] + PLATE_W, y + PLATE_H)
    return Layout(plates, centre, dummy_box)


def _suit_lengths(cards: tuple[Card, ...]) -> list[int]:
    return [sum(1 for c in cards if c.suit is s) for s in Suit]


def render_table(
    view: PublicView, players: Players | None = None, theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:  # fmt: skip
    """The public picture of the table as PNG bytes, its words in `words`' language."""
    return to_png(draw_table(view, players, theme, words))


def draw_table(
    view: PublicView, players: Players | None, theme: Theme, words: Words = ENGLISH
) -> Image.Image:
    img = felt(theme, WIDTH, HEIGHT)
    lay = layout(view)
    _corners(img, view, theme, words)
    for seat, box in lay.plates.items():
        _plate(img, view, seat, box, players, theme, words)
    if view.phase is Phase.AUCTION or (view.passed_out and not view.tricks):
        _auction_panel(img, view, lay, theme, words)
    elif view.claim is not None and view.claim_cards:
        _claim_cards(img, view.claim[0], view.claim_cards, lay.centre, theme, words)
    else:
        _trick(img, view, lay, theme, words)
    if lay.dummy_box is not None and view.dummy is not None and view.dummy_cards is not None:
        if view.dummy in (Seat.NORTH, Seat.SOUTH):
            _dummy_rows(img, view.dummy_cards, lay.dummy_box, theme, words)
        else:
            _dummy_columns(img, view.dummy_cards, lay.dummy_box, theme, words)
    return img


# -- corners ------------------------------------------------------------------------------


def _corner_box(img: Image.Image, x: int, y: int, theme: Theme) -> None:
    rounded_box(img, (x, y, x + CORNER_W, y + CORNER_H), 12, theme.panel, theme.panel_line, 1)


def _corners(img: Image.Image, view: PublicView, theme: Theme, words: Words) -> None:
    left, right = MARGIN, WIDTH - MARGIN - CORNER_W
    top, bottom = MARGIN, HEIGHT - MARGIN - CORNER_H
    mid, big = font(22, bold=True), font(32, bold=True)
    inner = CORNER_W - 24

    def line(x: int, y: int, text: str, size: int, bold: bool, colour: RGB) -> None:
        # A corner's words give up a little size in a longer language rather than run out.
        f = fitting_font(text, size, inner, bold)
        draw_text(img, (x + 12, y), fit_text(text, f, inner), f, colour, theme)

    _corner_box(img, left, top, theme)
    line(left, top + 32, words("picture-board", number=view.board_number), 26, True,
         theme.panel_text)  # fmt: skip
    line(left, top + 61, words("picture-dealer", seat=seat_name(words, view.dealer)), 21, False,
         theme.panel_text)  # fmt: skip
    vul = view.vulnerability
    vul_colour = theme.panel_muted if vul.value == "none" else theme.vulnerable
    line(left, top + 87, vulnerability_badge(words, vul), 21, True, vul_colour)

    _corner_box(img, right, top, theme)
    line(right, top + 26, words("picture-contract"), 19, False, theme.panel_muted)
    c = view.contract
    if c is not None:
        draw_text(img, (right + 12, top + 62), contract_text(words, c), big, theme.panel_text,
                  theme)  # fmt: skip
        line(right, top + 87, words("picture-by", seat=seat_name(words, c.declarer)), 21, False,
             theme.panel_text)  # fmt: skip
    elif view.passed_out:
        line(right, top + 62, words("picture-passed-out"), 22, True, theme.panel_text)
    else:
        draw_text(img, (right + 12, top + 62), "—", big, theme.panel_muted, theme)

    _corner_box(img, right, bottom, theme)
    # Once there is a contract, the heading says how many tricks declarer's side needs.
    heading = words("picture-tricks")
    if c is not None:
        heading = words("picture-side-need", side=side_letters(words, c.declarer.side),
                        tricks=c.tricks_needed)  # fmt: skip
    line(right, bottom + 26, heading, 19, False, theme.panel_muted)
    for i, side in enumerate((Side.NS, Side.EW)):
        y = bottom + 56 + i * 28
        draw_text(img, (right + 12, y), side_letters(words, side), mid, theme.panel_text, theme)
        draw_text(img, (right + CORNER_W - 14, y), str(view.tricks_won.get(side, 0)),
                  mid, theme.panel_text, theme, align="right")  # fmt: skip

    _corner_box(img, left, bottom, theme)
    status_font = font(20, True)
    status = status_text(view, words)
    lines = wrap_text(status, status_font, inner)
    if len(lines) > 3:
        status_font = font(17, True)
        lines = wrap_text(status, status_font, inner)
    for i, text in enumerate(lines[:3]):
        draw_text(img, (left + 12, bottom + 32 + i * 27), text, status_font, theme.panel_text,
                  theme)  # fmt: skip


def status_text(view: PublicView, words: Words = ENGLISH) -> str:
    """One short sentence saying what happens now."""
    c = view.contract
    if view.passed_out:
        return words("picture-status-passed-out")
    if view.phase is Phase.FINISHED and c is not None and view.declarer_tricks is not None:
        return words("picture-status-over", contract=contract_text(words, c),
                     outcome=outcome_words(words, c, view.declarer_tricks))  # fmt: skip
    if view.claim is not None:
        seat, tricks = view.claim
        return words("picture-status-claims", seat=seat_name(words, seat), tricks=tricks)
    if view.turn is None:
        return ""
    turn = seat_name(words, view.turn)
    if view.phase is Phase.AUCTION:
        return words("picture-status-to-call", seat=turn)
    if view.dummy is not None and view.turn is view.dummy:
        return words("picture-status-dummy-to-play", seat=turn)
    return words("picture-status-to-play", seat=turn)


# -- seats --------------------------------------------------------------------------------


def _plate(
    img: Image.Image, view: PublicView, seat: Seat, box: Box, players: Players | None,
    theme: Theme, words: Words,
) -> None:  # fmt: skip
    vulnerable = view.vulnerability.is_vulnerable(seat.side)
    is_dummy = view.dummy is seat and view.dummy_cards is not None and view.phase is Phase.PLAY
    plate = Plate(
        seat, player_at(players, seat, words),
        theme.vulnerable if vulnerable else theme.not_vulnerable, turn=view.turn is seat,
        dealer=seat is view.dealer, note=words("picture-dummy") if is_dummy else None,
    )  # fmt: skip
    draw_plate(img, box, plate, theme, words)


# -- auction ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _GridRow:
    cells: tuple[CallView | None, ...]
    notes: tuple[str, ...]


def auction_rows(view_auction: tuple[CallView, ...], dealer: Seat) -> list[list[CallView | None]]:
    """The auction as grid rows in W N E S order, with empty cells before the dealer."""
    rows: list[list[CallView | None]] = []
    row: list[CallView | None] = [None] * GRID_ORDER.index(dealer)
    for cv in view_auction:
        row.append(cv)
        if len(row) == 4:
            rows.append(row)
            row = []
    if row or not rows:
        rows.append(row + [None] * (4 - len(row)))
    return rows


@dataclass(frozen=True, slots=True)
class AuctionFit:
    """The auction grid as it fits in the middle of the table."""

    rows: list[_GridRow]
    #: Rounds left out at the top, when even a compact grid is too tall.
    hidden: int
    row_h: int

    @property
    def height(self) -> int:
        notes = sum(len(r.notes) for r in self.rows) + (1 if self.hidden else 0)
        return GRID_HEAD_H + len(self.rows) * self.row_h + notes * NOTE_H + 14


def fit_auction(view: PublicView, words: Words = ENGLISH) -> AuctionFit:
    """Lay the auction out, giving up room in steps until it fits: alerts on one line each,
    then shorter rows, and only then the earliest rounds."""
    note_font = font(19)
    room = 4 * GRID_COL_W - 12
    available = HEIGHT - 2 * (MARGIN + PLATE_H + 10)
    grid = auction_rows(view.auction, view.dealer)
    if view.phase is Phase.AUCTION and all(cell is not None for cell in grid[-1]):
        # The next call starts a new round: give it a row to show whose turn it is.
        grid.append([None] * 4)
    fit = AuctionFit(_grid_rows(grid, note_font, room, True, words), 0, GRID_ROW_H)
    if fit.height > available:
        fit = AuctionFit(_grid_rows(grid, note_font, room, False, words), 0, GRID_ROW_H)
    if fit.height > available:
        fit = AuctionFit(fit.rows, 0, GRID_ROW_H - 6)
    while fit.height > available and len(fit.rows) > 1:
        fit = AuctionFit(fit.rows[1:], fit.hidden + 1, fit.row_h)
    return fit


def _auction_panel(
    img: Image.Image, view: PublicView, lay: Layout, theme: Theme, words: Words
) -> None:
    note_font = font(19)
    width = 4 * GRID_COL_W + 16
    fit = fit_auction(view, words)
    rows, hidden, row_h = fit.rows, fit.hidden, fit.row_h
    height = fit.height
    cx, cy = lay.centre
    x0, y0 = cx - width // 2, cy - height // 2
    rounded_box(img, (x0, y0, x0 + width, y0 + height), 14, theme.panel, theme.panel_line, 1)
    draw = ImageDraw.Draw(img)
    gx = x0 + 8
    head = font(21, True)
    for i, seat in enumerate(GRID_ORDER):
        colx = gx + i * GRID_COL_W
        if seat is view.dealer:
            rounded_box(img, (colx + 6, y0 + 6, colx + GRID_COL_W - 6, y0 + GRID_HEAD_H - 2), 8,
                        theme.panel_alt)  # fmt: skip
        vul = view.vulnerability.is_vulnerable(seat.side)
        label = seat_letter(words, seat)
        if seat is view.dealer:
            label = words("picture-auction-dealer", seat=label)
        draw_text(img, (colx + GRID_COL_W / 2, y0 + 27), label, head,
                  theme.vulnerable if vul else theme.panel_text, theme, align="center")  # fmt: skip
    y = y0 + GRID_HEAD_H
    draw.line((x0 + 10, y, x0 + width - 10, y), fill=theme.panel_line, width=1)
    if hidden:
        draw_text(img, (cx, y + 18), words("picture-earlier-rounds", rounds=hidden),
                  note_font, theme.panel_muted, theme, align="center")  # fmt: skip
        y += NOTE_H
    turn_cell = _turn_cell(view)
    for r_index, row in enumerate(rows):
        last_row = r_index == len(rows) - 1
        for i, cv in enumerate(row.cells):
            mid_x = gx + i * GRID_COL_W + GRID_COL_W / 2
            base = y + row_h - 9
            if cv is None:
                if last_row and turn_cell == i:
                    draw_text(img, (mid_x, base), "?", font(26, True), theme.alert, theme,
                              align="center")  # fmt: skip
                continue
            colour = theme.panel_muted if cv.call.kind is CallKind.PASS else theme.panel_text
            if cv.call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
                colour = theme.vulnerable
            text = call_text(words, cv.call)
            call_font = fitting_font(text, 26, GRID_COL_W - 6, bold=True)
            w = draw_text(img, (mid_x, base), text, call_font, colour, theme,
                          align="center")  # fmt: skip
            if cv.explanation is not None and cv.explanation.alert:
                draw.line((mid_x - w / 2, base + 5, mid_x + w / 2, base + 5), fill=theme.alert,
                          width=3)  # fmt: skip
        y += row_h
        for note in row.notes:
            draw.rectangle((x0 + 12, y + 4, x0 + 15, y + NOTE_H - 4), fill=theme.alert)
            draw_text(img, (x0 + 22, y + 20), note, note_font, theme.panel_text, theme)
            y += NOTE_H


def _grid_rows(
    grid: list[list[CallView | None]], f: Font, room: int, wrap: bool, words: Words
) -> list[_GridRow]:
    rows: list[_GridRow] = []
    for cells in grid:
        notes: list[str] = []
        for cv in cells:
            if cv is not None and cv.explanation is not None and cv.explanation.alert:
                text = words("picture-alert-note", call=call_text(words, cv.call),
                             meaning=meaning_text(cv.explanation, words))  # fmt: skip
                notes += wrap_text(text, f, room) if wrap else [fit_text(text, f, room)]
        rows.append(_GridRow(tuple(cells), tuple(notes)))
    return rows


def _turn_cell(view: PublicView) -> int | None:
    if view.phase is not Phase.AUCTION or view.turn is None:
        return None
    return GRID_ORDER.index(view.turn)


# -- play ---------------------------------------------------------------------------------


def shown_trick(view: PublicView) -> TrickView | None:
    """The trick in the middle: the one being played, or the one just completed."""
    return view.tricks[-1] if view.tricks else None


def _trick(img: Image.Image, view: PublicView, lay: Layout, theme: Theme, words: Words) -> None:
    waiting = view.turn if view.phase is Phase.PLAY and view.claim is None else None
    draw_trick(img, shown_trick(view), lay.centre, waiting, theme, words)


def _claim_cards(
    img: Image.Image, claimer: Seat, cards: tuple[Card, ...], centre: tuple[int, int],
    theme: Theme, words: Words,
) -> None:  # fmt: skip
    """While a claim waits, the claimer's cards lie face up in the middle for all to judge it
    (rule 3.10), a row for each suit in place of the trick, under whose cards they are."""
    longest = max(4, *(_suit_lengths(cards)))
    width, height = 36 + longest * ROW_STEP + 2 * DUMMY_PAD, 4 * ROW_H + DUMMY_PAD
    caption = font(20, bold=True)
    x0, y0 = centre[0] - width // 2, centre[1] - (height - 30) // 2
    text = words("picture-claim-cards", seat=seat_name(words, claimer))
    draw_text(img, (centre[0], y0 - 12), text, caption, theme.on_felt, theme, align="center")
    _dummy_rows(img, cards, (x0, y0, x0 + width, y0 + height), theme, words)


def _by_suit(cards: tuple[Card, ...]) -> dict[Suit, list[Card]]:
    out: dict[Suit, list[Card]] = {s: [] for s in Suit}
    for c in sorted(cards, key=lambda c: -c.rank):
        out[c.suit].append(c)
    return out


def _dummy_rows(
    img: Image.Image, cards: tuple[Card, ...], box: Box, theme: Theme, words: Words
) -> None:
    rounded_box(img, box, 12, theme.felt_edge)
    x0, y0 = box[0] + DUMMY_PAD, box[1] + DUMMY_PAD // 2
    suits = _by_suit(cards)
    for i, suit in enumerate(ALTERNATING):
        y = y0 + i * ROW_H
        _suit_tile(img, suit, (x0, y + 4), theme)
        if not suits[suit]:
            draw_text(img, (x0 + 40, y + 30), "—", font(22, True), theme.on_felt, theme)
        for j, card in enumerate(suits[suit]):
            paste_chip(img, card, (x0 + 36 + j * ROW_STEP, y + 2), ROW_CHIP_W, ROW_CHIP_H, theme,
                       words)  # fmt: skip


def _dummy_columns(
    img: Image.Image, cards: tuple[Card, ...], box: Box, theme: Theme, words: Words
) -> None:
    suits = _by_suit(cards)
    longest = max(len(v) for v in suits.values())
    height = 34 + max(1, longest) * COL_STEP + 6
    rounded_box(img, (box[0], box[1], box[2], min(box[3], box[1] + height)), 12, theme.felt_edge)
    x0, y0 = box[0] + DUMMY_PAD, box[1]
    for i, suit in enumerate(ALTERNATING):
        x = x0 + i * COL_W
        _suit_tile(img, suit, (x + (COL_W - 32) // 2, y0 + 2), theme)
        if not suits[suit]:
            draw_text(img, (x + COL_W / 2, y0 + 58), "—", font(22, True), theme.on_felt, theme,
                      align="center")  # fmt: skip
        for j, card in enumerate(suits[suit]):
            paste_chip(img, card, (x + (COL_W - COL_CHIP_W) // 2, y0 + 36 + j * COL_STEP),
                       COL_CHIP_W, COL_CHIP_H, theme, words)  # fmt: skip


def _suit_tile(img: Image.Image, suit: Suit, xy: tuple[int, int], theme: Theme) -> None:
    """A suit symbol on a small card-coloured tile, readable on any felt."""
    x, y = xy
    rounded_box(img, (x, y, x + 32, y + 32), 8, theme.card_face, theme.card_edge, 1)
    draw_suit(img, suit, (x + 5, y + 5, 22), theme.suit_colour(suit))
