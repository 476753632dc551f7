"""Topper's pictures, drawn with the product's own card art: the trick on the table, a
player's fan, a finished deal's hands and the match's points."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from bot.games.cards import Card
from bot.games.seats import SEATS, Side
from bot.language import Words
from renderers.common.draw import draw_text, felt, font, to_png
from renderers.common.fan import ROW_H, draw_fan
from renderers.common.seating import Players, player_at
from renderers.common.theme import Theme
from renderers.common.trick import draw_trick
from renderers.registry import Example, GamePictures, register
from tests.third_game import rules
from tests.third_game.game import TOPPER, PublicView, Record, SeatView

WIDTH = 600


def _table(view: PublicView, players: Players | None, theme: Theme, words: Words) -> bytes:
    img = felt(theme, WIDTH, 420)
    trick = view.tricks[-1] if view.tricks else None
    draw_trick(img, trick, (WIDTH // 2, 220), view.turn, theme, words)
    _score(img, view.won, theme, words)
    return to_png(img)


def _hand(view: SeatView, players: Players | None, theme: Theme, words: Words) -> bytes:
    img = felt(theme, WIDTH, ROW_H + 8)
    marking = view.public.turn is view.seat
    label = player_at(players, view.seat, words).name
    draw_fan(img, view.hand, 0, label, marking, set(view.legal), theme, words)
    return to_png(img)


def _record(record: Record, players: Players | None, theme: Theme, words: Words) -> bytes:
    img = felt(theme, WIDTH, 4 * ROW_H + 60)
    for row, seat in enumerate(SEATS):
        hand = sorted(record.hands[seat], key=lambda c: (c.suit, c.rank))
        draw_fan(img, hand, row * ROW_H, record.names.get(seat, ""), False, set(), theme, words)
    text = words("topper-result", ns=record.result.tricks[Side.NS],
                 ew=record.result.tricks[Side.EW])  # fmt: skip
    draw_text(img, (28, 4 * ROW_H + 40), text, font(22, True), theme.on_felt, theme)
    return to_png(img)


def _sheet(
    match: rules.Match, sides: Mapping[Side, str] | None, theme: Theme, words: Words
) -> bytes:
    img = felt(theme, WIDTH, 80)
    _score(img, match.totals(), theme, words)
    return to_png(img)


def _score(img: Image.Image, won: Mapping[Side, int], theme: Theme, words: Words) -> None:
    text = words("topper-result", ns=won[Side.NS], ew=won[Side.EW])
    draw_text(img, (28, 44), text, font(22, True), theme.on_felt, theme)


def _gallery() -> dict[str, Example]:
    state = TOPPER.start(TOPPER.deal(rules.Due(1, SEATS[0]), _FIRST_DEAL))
    view = TOPPER.public_view(state, rules.Rules())
    return {"topper-table": lambda theme, words: _table(view, None, theme, words)}


class _FirstDeal:
    """A fixed shuffle for the gallery: the deck as it comes."""

    def shuffle(self, x: list[Card]) -> None:
        return None


_FIRST_DEAL = _FirstDeal()

PICTURES: GamePictures[PublicView, SeatView, Record, rules.Match] = GamePictures(
    _table, _hand, _record, _sheet, _gallery
)
register(TOPPER.name, PICTURES)
