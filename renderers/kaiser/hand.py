"""The private picture sent to one Kaiser player: their hand, and what is asked of them.

Drawn from a `SeatView`, so it shows only what that seat may see. The header names the seat
and says what the player is waiting for or must do, with the bid and the latest calls or the
trick, so that a player on a phone need not switch to the channel; the hand is fanned below,
its playable cards raised on the player's turn.
"""

from __future__ import annotations

from PIL import Image

from bot.games.kaiser.state import Phase
from bot.games.kaiser.views import SeatView
from bot.games.seats import Side
from bot.language import Words
from renderers.common.draw import (
    draw_text,
    felt,
    fit_text,
    fitting_font,
    font,
    rounded_box,
    to_png,
)
from renderers.common.fan import ROW_H, TEXT_SIZE, draw_fan
from renderers.common.seating import Players, player_at
from renderers.common.theme import CLASSIC, Theme
from renderers.common.vocabulary import ENGLISH, card_label, seat_letter, seat_name, side_letters
from renderers.kaiser.table import contract_text
from renderers.kaiser.words import bid_text

WIDTH = 800
HEADER_H = 176


def render_hand(
    view: SeatView, players: Players | None = None, theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:  # fmt: skip
    """The hand picture for `view.seat`, as PNG bytes, its words in `words`' language."""
    return to_png(draw_hand(view, players, theme, words))


def draw_hand(
    view: SeatView, players: Players | None, theme: Theme, words: Words = ENGLISH
) -> Image.Image:
    img = felt(theme, WIDTH, HEADER_H + ROW_H + 8)
    _header(img, view, players, theme, words)
    marking = view.public.phase is Phase.PLAY and view.is_my_turn
    label = words("picture-your-hand")
    if view.seat.side is _bidders(view):
        label = words("picture-team-has-bid")
    draw_fan(img, view.hand, HEADER_H, label, marking, set(view.legal_cards), theme, words)
    return img


def _bidders(view: SeatView) -> Side | None:
    high = view.public.high
    if high is None or view.public.phase is Phase.AUCTION:
        return None
    return high[0].side


def status_line(view: SeatView, words: Words = ENGLISH) -> str:
    """What this player is asked to do, or is waiting for."""
    pub = view.public
    if pub.phase is Phase.FINISHED:
        return words("picture-hand-over")
    if view.is_my_turn:
        if pub.phase is Phase.AUCTION and not view.may_pass:
            return words("picture-must-bid")
        if pub.phase is Phase.AUCTION and pub.high is not None and view.seat is pub.dealer:
            return words("picture-may-take", bid=bid_text(words, pub.high[1]))
        if pub.phase is Phase.AUCTION:
            return words("picture-your-bid")
        if pub.phase is Phase.TRUMP:
            return words("picture-name-trump")
        return words("picture-your-play")
    if pub.turn is None:
        return ""
    key = {Phase.AUCTION: "picture-waiting-bid", Phase.TRUMP: "picture-waiting-trump"}.get(
        pub.phase, "picture-waiting-play"
    )
    return words(key, seat=seat_name(words, pub.turn))


def table_line(view: SeatView, words: Words = ENGLISH) -> str:
    """What just happened at the table: the calls so far, or the cards of the trick."""
    pub = view.public
    if pub.phase is Phase.AUCTION:
        calls = [
            words("picture-call-by", seat=seat_letter(words, s),
                  call=words("picture-kaiser-pass") if c is None else bid_text(words, c))
            for s, c in pub.auction
        ]  # fmt: skip
        if not calls:
            return words("picture-deals", seat=seat_name(words, pub.dealer))
        return " · ".join(calls)
    trick = pub.current_trick
    if trick is None:
        return ""
    cards = ", ".join(
        f"{seat_letter(words, seat)} {card_label(words, card)}" for seat, card in trick.plays
    )
    return words("picture-trick-cards", number=len(pub.tricks), cards=cards)


def score_line(view: SeatView, words: Words = ENGLISH) -> str:
    pub = view.public
    sides = (Side.NS, Side.EW)
    scores = " · ".join(f"{side_letters(words, s)} {pub.scores[s]}" for s in sides)
    hand = " · ".join(f"{side_letters(words, s)} {pub.points[s]}" for s in sides)
    if pub.phase in (Phase.PLAY, Phase.FINISHED):
        return words("picture-game-line-hand", scores=scores, hand=hand)
    return words("picture-game-line", scores=scores, target=pub.rules.target)


def _header(
    img: Image.Image, view: SeatView, players: Players | None, theme: Theme, words: Words
) -> None:
    pub = view.public
    rounded_box(img, (12, 12, WIDTH - 12, HEADER_H - 8), 14, theme.panel, theme.panel_line, 1)
    high = pub.high
    if high is None:
        right = words("picture-hand-number", number=pub.number)
    elif pub.phase is Phase.AUCTION:
        right = words("picture-bid-so-far", bid=bid_text(words, high[1]),
                      seat=seat_name(words, high[0]))  # fmt: skip
    else:
        who = words("picture-you") if high[0] is view.seat else seat_name(words, high[0])
        right = words("picture-contract-by", contract=contract_text(pub, words), seat=who)
    me = player_at(players, view.seat, words)
    left_text = words("picture-seat-and-name", seat=seat_name(words, view.seat), name=me.name)
    # The bid keeps its place; in a longer language it gives up a little size first.
    title = fitting_font(right, 26, WIDTH - 56 - 200, bold=True, smallest=TEXT_SIZE)
    right_w = draw_text(img, (WIDTH - 28, 46), right, title, theme.panel_text, theme,
                        align="right")  # fmt: skip
    # A long name gives up a little size too, before it is cut short.
    room = WIDTH - 80 - right_w
    named = fitting_font(left_text, 26, room, bold=True, smallest=TEXT_SIZE)
    draw_text(img, (28, 46), fit_text(left_text, named, room), named, theme.panel_text, theme)
    # What is asked, what just happened and the score, each on a line of its own: on a phone
    # the picture shows 400 px wide, and they stay 12 px tall there.
    status = status_line(view, words)
    colour = theme.panel_text if view.is_my_turn else theme.panel_muted
    status_font = font(TEXT_SIZE, view.is_my_turn)
    draw_text(img, (28, 83), fit_text(status, status_font, WIDTH - 56), status_font, colour, theme)
    line = fit_text(table_line(view, words), font(TEXT_SIZE), WIDTH - 56)
    draw_text(img, (28, 117), line, font(TEXT_SIZE), theme.panel_text, theme)
    draw_text(img, (28, 151), fit_text(score_line(view, words), font(TEXT_SIZE), WIDTH - 56),
              font(TEXT_SIZE), theme.panel_muted, theme)  # fmt: skip
