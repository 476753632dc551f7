"""The private picture sent to one player: their hand, and dummy's too for declarer.

Drawn from a `SeatView`, so it can show only what that seat may see. Suits alternate black
and red. On the player's turn to play, the cards that may be played stand raised with a mark
beneath them and the others are greyed.
"""

from __future__ import annotations

from PIL import Image

from bot.games.bridge.state import Phase
from bot.games.bridge.views import SeatView
from bot.games.cards import Card, hcp
from bot.games.seats import Seat
from renderers.common.draw import draw_text, felt, fit_text, font, rounded_box, to_png
from renderers.common.fan import ROW_H, draw_fan
from renderers.common.seating import Players, player_at
from renderers.common.theme import CLASSIC, Theme

WIDTH = 800
HEADER_H = 92


def render_hand(view: SeatView, players: Players | None = None, theme: Theme = CLASSIC) -> bytes:
    """The hand picture for `view.seat`, as PNG bytes."""
    return to_png(draw_hand(view, players, theme))


def _shows_dummy(view: SeatView) -> bool:
    pub = view.public
    return (
        pub.contract is not None
        and pub.contract.declarer is view.seat
        and pub.dummy_cards is not None
        and pub.phase is Phase.PLAY
    )


def _faced_claim(view: SeatView) -> bool:
    """Another seat's claim waits: its cards are faced for the table to judge (rule 3.10)."""
    claim = view.public.claim
    return claim is not None and claim[0] is not view.seat and bool(view.public.claim_cards)


def draw_hand(view: SeatView, players: Players | None, theme: Theme) -> Image.Image:
    rows = (2 if _shows_dummy(view) else 1) + (1 if _faced_claim(view) else 0)
    height = HEADER_H + rows * ROW_H + 8
    img = felt(theme, WIDTH, height)
    _header(img, view, players, theme)
    pub = view.public
    y = HEADER_H
    marking = pub.phase is Phase.PLAY and view.is_my_turn
    legal = set(view.legal_cards)
    # Points are counted on the full hand only: mid-play they would mislead.
    label = f"Your hand · {hcp(view.hand)} HCP" if pub.phase is Phase.AUCTION else "Your hand"
    dummy = _shows_dummy(view)
    turned = dummy and players is not None and player_at(players, view.seat).is_robot
    if turned:
        # The table has turned: the player declares this hand for their robot partner, and
        # their own hand is the dummy above it.
        label = f"{view.seat.title} · you declare for {player_at(players, view.seat).name}"
    draw_fan(img, view.hand, y, label,
         marking and view.plays_for is view.seat, legal, theme)  # fmt: skip
    if dummy and pub.dummy is not None and pub.dummy_cards is not None:
        dummy_name = "your hand" if turned else player_at(players, pub.dummy).name
        draw_fan(img, pub.dummy_cards, y + ROW_H, f"Dummy · {pub.dummy.title} ({dummy_name})",
             marking and view.plays_for is pub.dummy, legal, theme)  # fmt: skip
    if _faced_claim(view) and pub.claim is not None:
        claimer, tricks = pub.claim
        label = f"{claimer.title} claims {tricks} · their cards, faced"
        draw_fan(img, pub.claim_cards, y + (rows - 1) * ROW_H, label, False, set(), theme)
    return img


def status_line(view: SeatView) -> str:
    """What this player is waiting for or is asked to do."""
    pub = view.public
    if pub.phase is Phase.FINISHED:
        return "The deal is over."
    if pub.claim is not None:
        seat, tricks = pub.claim
        return f"{seat.title} claims {tricks} more tricks."
    if view.is_my_turn:
        if pub.phase is Phase.AUCTION:
            return "Your turn to call."
        if view.plays_for is not None and view.plays_for is not view.seat:
            return "Your turn: play from dummy."
        return "Your turn to play."
    if pub.to_act is None:
        return ""
    verb = "call" if pub.phase is Phase.AUCTION else "play"
    return f"Waiting for {pub.to_act.title} to {verb}."


def table_line(view: SeatView) -> str:
    """What just happened at the table, so a player on a phone need not switch to the
    channel: the latest calls during the auction, the cards of the trick during the play."""
    pub = view.public
    if pub.phase is Phase.AUCTION:
        recent = pub.auction[-4:]
        return " · ".join(f"{cv.seat.value} {cv.call.pretty}" for cv in recent)
    trick = pub.current_trick
    if trick is None:
        return ""
    cards = ", ".join(f"{seat.value} {_card_text(card)}" for seat, card in trick.plays)
    return f"Trick {len(pub.tricks)}: {cards}"


def _card_text(card: Card) -> str:
    return f"{card.suit.symbol}{card.rank.label}"


def _header(img: Image.Image, view: SeatView, players: Players | None, theme: Theme) -> None:
    pub = view.public
    rounded_box(img, (12, 12, WIDTH - 12, HEADER_H - 8), 14, theme.panel, theme.panel_line, 1)
    me = player_at(players, view.seat)
    title_font = font(24, True)
    right_text = f"Board {pub.board_number}"
    if pub.contract is not None:
        c = pub.contract
        right_text = f"{c.pretty} by {_seat_name(c.declarer, view.seat)}"
    elif pub.passed_out:
        right_text = "Passed out"
    draw_text(img, (WIDTH - 28, 44), right_text, title_font, theme.panel_text, theme,
              align="right")  # fmt: skip
    left = fit_text(f"{view.seat.title} · {me.name}", title_font, 440)
    draw_text(img, (28, 44), left, title_font, theme.panel_text, theme)
    status = status_line(view)
    colour = theme.panel_text if view.is_my_turn else theme.panel_muted
    draw_text(img, (28, 73), status, font(19, view.is_my_turn), colour, theme)
    line = table_line(view)
    if line:
        draw_text(img, (WIDTH - 28, 73), line, font(19), theme.panel_text, theme, align="right")


def _seat_name(seat: Seat, me: Seat) -> str:
    return "you" if seat is me else seat.title
