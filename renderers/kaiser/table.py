"""The channel's picture of a Kaiser table, drawn from a `PublicView` and nothing else.

The four seats sit around the felt, the dealer marked and the seat to act outlined. The
corners hold the hand and its dealer, the bid ("What's the bid?" while the auction lasts, "Who
got the bid?" after), the game score to the target with any team frozen, and the hand's points
so far with the 5♥ and the 3♠ shown beside the team that took them. The middle shows each
player's call while the bidding lasts and the trick during the play; beneath it, the latest
table talk. The picture keeps one size in every phase so that the message does not jump.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from bot.games.cards import Card
from bot.games.kaiser.auction import Call
from bot.games.kaiser.rules import FIVE_OF_HEARTS, RuleConfig
from bot.games.kaiser.state import Phase
from bot.games.kaiser.views import PublicView
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import TrickView
from bot.language import Words
from renderers.common.draw import (
    draw_text,
    felt,
    fit_text,
    fitting_font,
    font,
    ink_on,
    number,
    rounded_box,
    signed,
    to_png,
    wrap_text,
)
from renderers.common.plates import PLATE_H, PLATE_W, Plate, draw_plate
from renderers.common.seating import Players, player_at
from renderers.common.theme import CLASSIC, RGB, Theme
from renderers.common.trick import draw_trick
from renderers.common.vocabulary import (
    ENGLISH,
    card_label,
    remark_text,
    robot_name,
    seat_name,
    side_letters,
)
from renderers.kaiser.words import bid_text, contract_bid

WIDTH, HEIGHT = 800, 720
MARGIN = 12
CORNER_W, CORNER_H = 186, 104
#: The middle of the table: the trick, and the calls during the auction.
CENTRE = (WIDTH // 2, 338)
#: A call's bubble during the auction, around its seat's place in the middle.
BUBBLE_W, BUBBLE_H = 124, 66
BUBBLES: dict[Seat, tuple[int, int]] = {
    Seat.NORTH: (CENTRE[0], CENTRE[1] - 78),
    Seat.SOUTH: (CENTRE[0], CENTRE[1] + 78),
    Seat.WEST: (CENTRE[0] - 100, CENTRE[1]),
    Seat.EAST: (CENTRE[0] + 100, CENTRE[1]),
}
#: The table talk under the middle, between the lower corners.
TALK_BOX = (MARGIN + CORNER_W + 12, 548, WIDTH - MARGIN - CORNER_W - 12, 646)

Box = tuple[int, int, int, int]


def plate_boxes() -> dict[Seat, Box]:
    cx, cy = WIDTH // 2, CENTRE[1]
    return {
        Seat.NORTH: (cx - PLATE_W // 2, MARGIN, cx + PLATE_W // 2, MARGIN + PLATE_H),
        Seat.SOUTH: (
            cx - PLATE_W // 2, HEIGHT - MARGIN - PLATE_H, cx + PLATE_W // 2, HEIGHT - MARGIN,
        ),
        Seat.WEST: (MARGIN, cy - PLATE_H // 2, MARGIN + PLATE_W, cy + PLATE_H // 2),
        Seat.EAST: (
            WIDTH - MARGIN - PLATE_W, cy - PLATE_H // 2, WIDTH - MARGIN, cy + PLATE_H // 2,
        ),
    }  # fmt: skip


def corner_boxes() -> dict[str, Box]:
    left, right = MARGIN, WIDTH - MARGIN - CORNER_W
    top, bottom = MARGIN, HEIGHT - MARGIN - CORNER_H
    return {
        "hand": (left, top, left + CORNER_W, top + CORNER_H),
        "bid": (right, top, right + CORNER_W, top + CORNER_H),
        "game": (left, bottom, left + CORNER_W, bottom + CORNER_H),
        "points": (right, bottom, right + CORNER_W, bottom + CORNER_H),
    }


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
    corners = corner_boxes()
    _hand_corner(img, view, corners["hand"], theme, words)
    _bid_corner(img, view, corners["bid"], theme, words)
    _game_corner(img, view, corners["game"], theme, words)
    _points_corner(img, view, corners["points"], theme, words)
    bidder = view.high[0] if view.high is not None and view.phase is not Phase.AUCTION else None
    for seat, box in plate_boxes().items():
        plate = Plate(
            seat, player_at(players, seat, words), theme.not_vulnerable, turn=view.turn is seat,
            dealer=seat is view.dealer,
            note=words("picture-has-the-bid") if seat is bidder else None,
        )  # fmt: skip
        draw_plate(img, box, plate, theme, words)
    if view.phase in (Phase.AUCTION, Phase.TRUMP):
        _calls(img, view, theme, words)
    else:
        waiting = view.turn if view.phase is Phase.PLAY else None
        draw_trick(img, shown_trick(view), CENTRE, waiting, theme, words)
    _talk(img, view, players, theme, words)
    return img


def shown_trick(view: PublicView) -> TrickView | None:
    """The trick in the middle: the one being played, or the one just completed."""
    return view.tricks[-1] if view.tricks else None


# -- corners ------------------------------------------------------------------------------


def _corner_line(
    img: Image.Image, box: Box, y: int, text: str, size: int, bold: bool, colour: RGB,
    theme: Theme,
) -> None:  # fmt: skip
    """A line of a corner, a little smaller in a longer language rather than cut."""
    room = box[2] - box[0] - 24
    f = fitting_font(text, size, room, bold)
    draw_text(img, (box[0] + 12, box[1] + y), fit_text(text, f, room), f, colour, theme)


def _corner(img: Image.Image, box: Box, heading: str, theme: Theme) -> None:
    rounded_box(img, box, 12, theme.panel, theme.panel_line, 1)
    _corner_line(img, box, 26, heading, 19, False, theme.panel_muted, theme)


def rules_line(rules: RuleConfig, words: Words = ENGLISH) -> str:
    """The target, and the freeze if the game has one."""
    if rules.freeze is None:
        return words("picture-to-target", target=rules.target)
    return words("picture-to-target-freeze", target=rules.target, freeze=rules.freeze)


def _hand_corner(img: Image.Image, view: PublicView, box: Box, theme: Theme, words: Words) -> None:
    rounded_box(img, box, 12, theme.panel, theme.panel_line, 1)
    _corner_line(img, box, 34, words("picture-hand-number", number=view.number), 27, True,
                 theme.panel_text, theme)  # fmt: skip
    _corner_line(img, box, 64, words("picture-deals", seat=seat_name(words, view.dealer)), 21,
                 False, theme.panel_text, theme)  # fmt: skip
    _corner_line(img, box, 91, rules_line(view.rules, words), 18, False, theme.panel_muted,
                 theme)  # fmt: skip


def contract_text(view: PublicView, words: Words = ENGLISH) -> str:
    """The bid as the corner shows it: "8♥", "8 NT", or just the number before trump."""
    if view.contract is not None:
        return contract_bid(words, view.contract)
    return bid_text(words, view.high[1]) if view.high is not None else "—"


def _bid_corner(img: Image.Image, view: PublicView, box: Box, theme: Theme, words: Words) -> None:
    auction = view.phase is Phase.AUCTION
    heading = words("picture-whats-the-bid" if auction else "picture-who-got-the-bid")
    _corner(img, box, heading, theme)
    x, y = box[0] + 12, box[1]
    muted = view.high is None
    draw_text(img, (x, y + 66), contract_text(view, words), font(34, True),
              theme.panel_muted if muted else theme.panel_text, theme)  # fmt: skip
    if view.high is not None:
        seat = view.high[0]
        _corner_line(img, box, 93, words("picture-by", seat=seat_name(words, seat)), 21, False,
                     theme.panel_text, theme)  # fmt: skip


def frozen_sides(view: PublicView) -> list[Side]:
    """The teams that can score only with the bid this hand."""
    freeze = view.rules.freeze
    return [s for s in (Side.NS, Side.EW) if freeze is not None and view.scores[s] >= freeze]


def _game_corner(img: Image.Image, view: PublicView, box: Box, theme: Theme, words: Words) -> None:
    """The game score as the hand began, with the frozen teams on a bright ground; once the
    hand is over, the score it leaves and what it changed."""
    frozen = frozen_sides(view)
    heading = words("picture-game-score")
    if view.score is not None:
        heading = words("picture-game-score-now")
    elif len(frozen) == 2:
        heading = words("picture-both-frozen")
    elif frozen:
        heading = words("picture-side-frozen", side=side_letters(words, frozen[0]))
    _corner(img, box, heading, theme)
    x0, y0, x1, _ = box
    for i, side in enumerate((Side.NS, Side.EW)):
        base = y0 + 60 + i * 31
        ink = theme.panel_text
        if side in frozen and view.score is None:
            rounded_box(img, (x0 + 6, base - 23, x1 - 6, base + 6), 8, theme.highlight)
            ink = ink_on(theme.highlight)
        draw_text(img, (x0 + 12, base), side_letters(words, side), font(23, True), ink, theme)
        score = view.scores[side] if view.score is None else view.score.after[side]
        draw_text(img, (x1 - 14, base), number(score), font(23, True), ink, theme, align="right")
        if view.score is not None:
            change = f"({signed(view.score.change[side])})"
            draw_text(img, (x0 + 68, base), change, font(19), theme.panel_muted, theme)


def taken(view: PublicView, card: Card) -> Side | None:
    """The team whose completed trick holds `card`, if it has fallen in one."""
    for trick in view.completed_tricks:
        if any(c == card for _, c in trick.plays):
            assert trick.winner is not None
            return trick.winner.side
    return None


def _card_tile(
    img: Image.Image, xy: tuple[int, int], card: Card, theme: Theme, words: Words
) -> int:
    """A small white tile showing a card ("5♥"); returns its width."""
    x, y = xy
    w, h = 36, 24
    rounded_box(img, (x, y, x + w, y + h), 6, theme.card_face, theme.card_edge, 1)
    draw_text(img, (x + w / 2, y + 18), card_label(words, card), font(16, True),
              theme.suit_colour(card.suit), theme, align="center")  # fmt: skip
    return w


def _points_corner(
    img: Image.Image, view: PublicView, box: Box, theme: Theme, words: Words
) -> None:
    c = view.contract
    heading = words("picture-this-hand")
    if c is not None:
        heading = words("picture-side-need", side=side_letters(words, c.side), tricks=c.bid.number)
    _corner(img, box, heading, theme)
    x0, y0, x1, _ = box
    cards = {card: taken(view, card) for card in (FIVE_OF_HEARTS, view.rules.minus_card)}
    for i, side in enumerate((Side.NS, Side.EW)):
        base = y0 + 60 + i * 31
        draw_text(img, (x0 + 12, base), side_letters(words, side), font(23, True),
                  theme.panel_text, theme)  # fmt: skip
        draw_text(img, (x1 - 14, base), number(view.points[side]), font(23, True),
                  theme.panel_text, theme, align="right")  # fmt: skip
        x = x0 + 68
        for card, side_took in cards.items():
            if side_took is side:
                x += _card_tile(img, (x, base - 20), card, theme, words) + 3


# -- the middle ---------------------------------------------------------------------------


def _calls(img: Image.Image, view: PublicView, theme: Theme, words: Words) -> None:
    """Each player's call in a bubble on their side of the table; the seat to call shows a
    question mark, seats still to call an empty outline."""
    made: dict[Seat, Call] = dict(view.auction)
    high = view.high
    for seat in SEATS:
        cx, cy = BUBBLES[seat]
        box = (cx - BUBBLE_W // 2, cy - BUBBLE_H // 2, cx + BUBBLE_W // 2, cy + BUBBLE_H // 2)
        holds = high is not None and high[0] is seat
        if seat in made:
            call = made[seat]
            line = theme.highlight if holds else theme.panel_line
            rounded_box(img, box, 14, theme.panel, line, 4 if holds else 1)
            text = words("picture-call-pass") if call is None else bid_text(words, call)
            colour = theme.panel_muted if call is None else theme.panel_text
            note = _call_note(view, seat, call, words)
            base = cy + (4 if note else 12)
            call_font = fitting_font(text, 30 if call else 26, BUBBLE_W - 16, bold=True)
            draw_text(img, (cx, base), text, call_font, colour, theme, align="center")
            if note:
                note_font = fitting_font(note, 16, BUBBLE_W - 12)
                draw_text(img, (cx, cy + 26), note, note_font, theme.panel_muted, theme,
                          align="center")  # fmt: skip
        elif view.turn is seat:
            rounded_box(img, box, 14, theme.felt, theme.highlight, 3)
            draw_text(img, (cx, cy + 12), "?", font(32, True), theme.highlight, theme,
                      align="center", ground=theme.felt)  # fmt: skip
        else:
            rounded_box(img, box, 14, theme.felt, theme.felt_edge, 2)


def _call_note(view: PublicView, seat: Seat, call: Call, words: Words) -> str | None:
    """A word under a call: the dealer who took the bid by equalling it, or whoever holds
    the bid naming trump."""
    high = view.high
    if call is None or high is None or high[0] is not seat:
        return None
    if view.phase is Phase.TRUMP:
        return words("picture-names-trump")
    calls = [c for _, c in view.auction]
    if seat is view.dealer and calls[:-1].count(call) and view.rules.dealer_may_equal:
        return words("picture-takes-it")
    return None


def talk_lines(view: PublicView, players: Players | None, words: Words = ENGLISH) -> list[str]:
    """The latest remark of the hand, with the trick it came with, and what the table waits
    for."""
    names: Mapping[Seat, str] = {
        s: (robot_name(words, s) if (p := player_at(players, s, words)).is_robot else p.name)
        for s in SEATS
    }
    lines = []
    if view.talk:
        trick, remark = view.talk[-1]
        said = f"“{remark_text(remark, names, words)}”"
        if trick and view.phase is Phase.PLAY:
            said = words("picture-talk-trick", number=trick, remark=said)
        lines.append(said)
    if view.turn is not None:
        key = {Phase.AUCTION: "picture-waits-bid", Phase.TRUMP: "picture-waits-trump"}.get(
            view.phase, "picture-waits-play"
        )
        lines.append(words(key, name=names[view.turn]))
    elif view.phase is Phase.FINISHED:
        lines.append(words("picture-hand-over"))
    return lines


def _talk(
    img: Image.Image, view: PublicView, players: Players | None, theme: Theme, words: Words
) -> None:
    x0, _y0, x1, y1 = TALK_BOX
    lines = talk_lines(view, players, words)
    if not lines:
        return
    room = x1 - x0 - 24
    bold, plain = font(21, True), font(20)
    # The remark comes first and whole; what the table waits for only if there is room.
    said = wrap_text(lines.pop(0), bold, room) if view.talk else []
    rows = [(t, bold) for t in said] + [(fit_text(t, plain, room), plain) for t in lines]
    rows = rows[:3]
    height = 16 + 28 * len(rows)
    top = y1 - height
    rounded_box(img, (x0, top, x1, y1), 14, theme.panel, theme.panel_line, 1)
    for i, (text, f) in enumerate(rows):
        colour = theme.panel_text if f is bold else theme.panel_muted
        draw_text(img, ((x0 + x1) / 2, top + 30 + 28 * i), text, f, colour, theme,
                  align="center")  # fmt: skip
