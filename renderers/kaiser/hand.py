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
from renderers.common.draw import draw_text, felt, fit_text, font, rounded_box, to_png
from renderers.common.fan import ROW_H, draw_fan
from renderers.common.seating import Players, player_at
from renderers.common.theme import CLASSIC, Theme
from renderers.kaiser.table import contract_text

WIDTH = 800
HEADER_H = 128


def render_hand(view: SeatView, players: Players | None = None, theme: Theme = CLASSIC) -> bytes:
    """The hand picture for `view.seat`, as PNG bytes."""
    return to_png(draw_hand(view, players, theme))


def draw_hand(view: SeatView, players: Players | None, theme: Theme) -> Image.Image:
    img = felt(theme, WIDTH, HEADER_H + ROW_H + 8)
    _header(img, view, players, theme)
    marking = view.public.phase is Phase.PLAY and view.is_my_turn
    label = "Your hand"
    if view.seat.side is _bidders(view):
        label = "Your hand · your team has the bid"
    draw_fan(img, view.hand, HEADER_H, label, marking, set(view.legal_cards), theme)
    return img


def _bidders(view: SeatView) -> Side | None:
    high = view.public.high
    if high is None or view.public.phase is Phase.AUCTION:
        return None
    return high[0].side


def status_line(view: SeatView) -> str:
    """What this player is asked to do, or is waiting for."""
    pub = view.public
    if pub.phase is Phase.FINISHED:
        return "The hand is over."
    if view.is_my_turn:
        if pub.phase is Phase.AUCTION and not view.may_pass:
            return "Everyone passed: you must bid."
        if pub.phase is Phase.AUCTION and pub.high is not None and view.seat is pub.dealer:
            return f"Your bid: take it at {pub.high[1].label}, bid higher or pass."
        if pub.phase is Phase.AUCTION:
            return "Your turn to bid."
        if pub.phase is Phase.TRUMP:
            return "You got the bid: name trump."
        return "Your turn to play."
    if pub.turn is None:
        return ""
    verb = {Phase.AUCTION: "bid", Phase.TRUMP: "name trump"}.get(pub.phase, "play")
    return f"Waiting for {pub.turn.title} to {verb}."


def table_line(view: SeatView) -> str:
    """What just happened at the table: the calls so far, or the cards of the trick."""
    pub = view.public
    if pub.phase is Phase.AUCTION:
        calls = [f"{s.value} {'pass' if c is None else c.label}" for s, c in pub.auction]
        return " · ".join(calls) if calls else f"{pub.dealer.title} deals"
    trick = pub.current_trick
    if trick is None:
        return ""
    cards = ", ".join(f"{seat.value} {card.label}" for seat, card in trick.plays)
    return f"Trick {len(pub.tricks)}: {cards}"


def score_line(view: SeatView) -> str:
    pub = view.public
    scores = " · ".join(f"{s.label} {pub.scores[s]}" for s in (Side.NS, Side.EW))
    hand = " · ".join(f"{s.label} {pub.points[s]}" for s in (Side.NS, Side.EW))
    if pub.phase in (Phase.PLAY, Phase.FINISHED):
        return f"Game {scores} · this hand {hand}"
    return f"Game {scores} (to {pub.rules.target})"


def _header(img: Image.Image, view: SeatView, players: Players | None, theme: Theme) -> None:
    pub = view.public
    rounded_box(img, (12, 12, WIDTH - 12, HEADER_H - 8), 14, theme.panel, theme.panel_line, 1)
    title = font(25, True)
    high = pub.high
    if high is None:
        right = f"Hand {pub.number}"
    elif pub.phase is Phase.AUCTION:
        right = f"What's the bid? {high[1].label} by {high[0].title}"
    else:
        who = "you" if high[0] is view.seat else high[0].title
        right = f"{contract_text(pub)} by {who}"
    right_w = draw_text(img, (WIDTH - 28, 45), right, title, theme.panel_text, theme,
                        align="right")  # fmt: skip
    me = player_at(players, view.seat)
    left = fit_text(f"{view.seat.title} · {me.name}", title, WIDTH - 80 - right_w)
    draw_text(img, (28, 45), left, title, theme.panel_text, theme)
    status = status_line(view)
    colour = theme.panel_text if view.is_my_turn else theme.panel_muted
    status_w = draw_text(img, (28, 77), status, font(21, view.is_my_turn), colour, theme)
    line = fit_text(table_line(view), font(20), WIDTH - 80 - status_w)
    draw_text(img, (WIDTH - 28, 77), line, font(20), theme.panel_text, theme, align="right")
    draw_text(img, (28, 106), fit_text(score_line(view), font(19), WIDTH - 56), font(19),
              theme.panel_muted, theme)  # fmt: skip
