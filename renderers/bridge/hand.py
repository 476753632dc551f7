"""The private picture sent to one player: their hand, and dummy's too for declarer.

Drawn from a `SeatView`, so it can show only what that seat may see. Suits alternate black
and red. On the player's turn to play, the cards that may be played stand raised with a mark
beneath them and the others are greyed.
"""

from __future__ import annotations

from PIL import Image

from bot.games.bridge.state import Phase
from bot.games.bridge.views import SeatView
from bot.games.cards import hcp
from bot.games.seats import Seat
from bot.language import Words
from renderers.bridge.words import call_text, contract_text
from renderers.common.draw import draw_text, felt, fit_text, font, rounded_box, to_png
from renderers.common.fan import ROW_H, TEXT_SIZE, draw_fan
from renderers.common.seating import Players, player_at
from renderers.common.theme import CLASSIC, Theme
from renderers.common.vocabulary import ENGLISH, card_suit_first, seat_letter, seat_name

WIDTH = 800
HEADER_H = 140


def render_hand(
    view: SeatView, players: Players | None = None, theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:  # fmt: skip
    """The hand picture for `view.seat`, as PNG bytes, its words in `words`' language."""
    return to_png(draw_hand(view, players, theme, words))


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


def draw_hand(
    view: SeatView, players: Players | None, theme: Theme, words: Words = ENGLISH
) -> Image.Image:
    rows = (2 if _shows_dummy(view) else 1) + (1 if _faced_claim(view) else 0)
    height = HEADER_H + rows * ROW_H + 8
    img = felt(theme, WIDTH, height)
    _header(img, view, players, theme, words)
    pub = view.public
    y = HEADER_H
    marking = pub.phase is Phase.PLAY and view.is_my_turn
    legal = set(view.legal_cards)
    # Points are counted on the full hand only: mid-play they would mislead.
    own = words("picture-your-hand")
    if pub.phase is Phase.AUCTION:
        own = words("picture-hand-points", points=hcp(view.hand))
    label = own
    dummy = _shows_dummy(view)
    turned = dummy and players is not None and player_at(players, view.seat, words).is_robot
    if turned:
        # The table has turned: the player declares this hand for their robot partner, whose
        # cards come to the bottom, and their own hand stays on top as the dummy.
        label = words("picture-declaring-for", seat=seat_name(words, view.seat),
                      name=player_at(players, view.seat, words).name)  # fmt: skip
    declarer_y = y + ROW_H if turned else y
    draw_fan(img, view.hand, declarer_y, label,
             marking and view.plays_for is view.seat, legal, theme, words)  # fmt: skip
    if dummy and pub.dummy is not None and pub.dummy_cards is not None:
        dummy_name = (
            words("picture-your-own-hand") if turned else player_at(players, pub.dummy, words).name
        )
        label = words("picture-dummy-of", seat=seat_name(words, pub.dummy), name=dummy_name)
        draw_fan(img, pub.dummy_cards, y if turned else y + ROW_H, label,
                 marking and view.plays_for is pub.dummy, legal, theme, words)  # fmt: skip
    if _faced_claim(view) and pub.claim is not None:
        claimer, tricks = pub.claim
        label = words("picture-faced-claim", seat=seat_name(words, claimer), tricks=tricks)
        draw_fan(img, pub.claim_cards, y + (rows - 1) * ROW_H, label, False, set(), theme,
                 words)  # fmt: skip
    return img


def status_line(view: SeatView, words: Words = ENGLISH) -> str:
    """What this player is waiting for or is asked to do."""
    pub = view.public
    if pub.phase is Phase.FINISHED:
        return words("picture-deal-over")
    if pub.claim is not None:
        seat, tricks = pub.claim
        return words("picture-hand-claims", seat=seat_name(words, seat), tricks=tricks)
    if view.is_my_turn:
        if pub.phase is Phase.AUCTION:
            return words("picture-your-call")
        if view.plays_for is not None and view.plays_for is not view.seat:
            return words("picture-your-play-dummy")
        return words("picture-your-play")
    if pub.to_act is None:
        return ""
    key = "picture-waiting-call" if pub.phase is Phase.AUCTION else "picture-waiting-play"
    return words(key, seat=seat_name(words, pub.to_act))


def table_line(view: SeatView, words: Words = ENGLISH) -> str:
    """What just happened at the table, so a player on a phone need not switch to the
    channel: the latest calls during the auction, the cards of the trick during the play."""
    pub = view.public
    if pub.phase is Phase.AUCTION:
        recent = pub.auction[-4:]
        return " · ".join(
            f"{seat_letter(words, cv.seat)} {call_text(words, cv.call)}" for cv in recent
        )
    trick = pub.current_trick
    if trick is None:
        return ""
    cards = ", ".join(
        f"{seat_letter(words, seat)} {card_suit_first(words, card)}" for seat, card in trick.plays
    )
    return words("picture-trick-cards", number=len(pub.tricks), cards=cards)


def _header(
    img: Image.Image, view: SeatView, players: Players | None, theme: Theme, words: Words
) -> None:
    pub = view.public
    rounded_box(img, (12, 12, WIDTH - 12, HEADER_H - 8), 14, theme.panel, theme.panel_line, 1)
    me = player_at(players, view.seat, words)
    title_font = font(26, True)
    right_text = words("picture-board", number=pub.board_number)
    if pub.contract is not None:
        c = pub.contract
        right_text = words("picture-contract-by", contract=contract_text(words, c),
                           seat=_seat_name(c.declarer, view.seat, words))  # fmt: skip
    elif pub.passed_out:
        right_text = words("picture-passed-out")
    right_w = draw_text(img, (WIDTH - 28, 46), right_text, title_font, theme.panel_text, theme,
                        align="right")  # fmt: skip
    left = fit_text(words("picture-seat-and-name", seat=seat_name(words, view.seat), name=me.name),
                    title_font, min(440, WIDTH - 80 - right_w))  # fmt: skip
    draw_text(img, (28, 46), left, title_font, theme.panel_text, theme)
    # What is asked, then what just happened, each on a line of its own: on a phone the picture
    # shows 400 px wide, and both stay 12 px tall there.
    status = fit_text(status_line(view, words), font(TEXT_SIZE, True), WIDTH - 56)
    colour = theme.panel_text if view.is_my_turn else theme.panel_muted
    draw_text(img, (28, 83), status, font(TEXT_SIZE, view.is_my_turn), colour, theme)
    line = table_line(view, words)
    if line:
        line = fit_text(line, font(TEXT_SIZE), WIDTH - 56)
        draw_text(img, (28, 117), line, font(TEXT_SIZE), theme.panel_text, theme)


def _seat_name(seat: Seat, me: Seat, words: Words) -> str:
    return words("picture-you") if seat is me else seat_name(words, seat)
