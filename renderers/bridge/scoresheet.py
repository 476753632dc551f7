"""Score sheets: the Chicago sheet deal by deal, and the rubber sheet above and below the line.

Both are drawn from a `GameScore`, the same value the table keeps, so the picture can never
disagree with the score the game uses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.bridge.formats import DealResult, FormatKind, GameScore
from bot.games.bridge.scoring import BELOW_THE_LINE
from bot.games.seats import Side
from bot.language import Words
from renderers.bridge.words import contract_text, vulnerability_column
from renderers.common.draw import (
    Font,
    draw_text,
    fit_lines,
    fit_text,
    fitting_font,
    font,
    font_size,
    panel_canvas,
    rounded_box,
    to_png,
)
from renderers.common.theme import CLASSIC, RGB, Theme
from renderers.common.vocabulary import ENGLISH, seat_letter, side_letters

SideNames = Mapping[Side, str]


def render_score_sheet(
    score: GameScore, names: SideNames | None = None, theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:  # fmt: skip
    """The sheet that suits the format: above and below the line for rubber, else by deal."""
    if score.kind is FormatKind.RUBBER:
        return to_png(draw_rubber(score, names, theme, words))
    return to_png(draw_chicago(score, names, theme, words))


def _side_title(side: Side, names: SideNames | None, words: Words) -> str:
    label = side_letters(words, side)
    if names and names.get(side):
        return words("picture-side-named", side=label, names=names[side])
    return label


def _title(img: Image.Image, title: str, subtitle: str, theme: Theme) -> None:
    w = img.width
    rounded_box(img, (12, 12, w - 12, 92), 14, theme.felt)
    draw_text(img, (30, 48), fit_text(title, font(26, True), w - 60), font(26, True),
              theme.on_felt, theme, ground=theme.felt)  # fmt: skip
    sub_font = fitting_font(subtitle, 19, w - 60, smallest=15)
    draw_text(img, (30, 78), fit_text(subtitle, sub_font, w - 60), sub_font, theme.on_felt,
              theme, ground=theme.felt)  # fmt: skip


def outcome_text(result: DealResult) -> str:
    """ "=" for a contract just made, "+1" with an overtrick, "−2" two down."""
    c = result.contract
    if c is None or result.declarer_tricks is None:
        return ""
    return c.outcome(result.declarer_tricks)


def _footer_text(score: GameScore, words: Words) -> str:
    if not score.is_over:
        n = score.deals_in_game
        played = score.counted_deals
        if n:
            return words("picture-after-deals-of", played=played, deals=n)
        return words("picture-after-deals", played=played)
    winner = score.winner()
    if winner is None:
        return words("picture-draw")
    return words("picture-side-wins-by", side=side_letters(words, winner),
                 points=abs(score.net(winner)))  # fmt: skip


# -- Chicago ------------------------------------------------------------------------------

CHICAGO_W = 800
#: Column centres: deal, dealer, vulnerability, contract, result, the two scores, two totals.
_CHICAGO_X = (46, 112, 180, 270, 356, 440, 520, 620, 730)


def chicago_heads(words: Words) -> list[str]:
    """The Chicago sheet's column heads, in the order of `_CHICAGO_X`."""
    ns, ew = side_letters(words, Side.NS), side_letters(words, Side.EW)
    return [
        words("picture-sheet-deal"), words("picture-sheet-dealer"), words("picture-sheet-vul"),
        words("picture-sheet-contract"), words("picture-sheet-result"), ns, ew,
        words("picture-sheet-total", side=ns), words("picture-sheet-total", side=ew),
    ]  # fmt: skip


def _room(i: int) -> float:
    """How wide column `i` may write, centred on its place: as wide as the gap to a neighbour
    column (which may write as wide), or twice the gap to the sheet's edge, less some air."""
    xs = _CHICAGO_X
    left = xs[i] - xs[i - 1] if i else 2 * (xs[i] - 12)
    right = xs[i + 1] - xs[i] if i + 1 < len(xs) else 2 * (CHICAGO_W - 12 - xs[i])
    return min(left, right) - 8


def _cell(
    img: Image.Image, i: int, base: int, text: str, size: int, bold: bool, colour: RGB,
    theme: Theme,
) -> None:  # fmt: skip
    """A cell or head of column `i`, on two lines when one would not fit."""
    lines, f = fit_lines(text, size, _room(i), bold)
    step = font_size(f) + 2
    top = base - (len(lines) - 1) * step / 2
    for n, line in enumerate(lines):
        draw_text(img, (_CHICAGO_X[i], top + n * step), line, f, colour, theme, align="center")


def draw_chicago(
    score: GameScore, names: SideNames | None, theme: Theme, words: Words = ENGLISH
) -> Image.Image:
    row_h = 40
    rows = max(1, len(score.results))
    height = 92 + 20 + 40 + rows * row_h + 70
    img = panel_canvas(theme, CHICAGO_W, height)
    draw = ImageDraw.Draw(img)
    subtitle = f"{_side_title(Side.NS, names, words)}  ·  {_side_title(Side.EW, names, words)}"
    _title(img, words(f"picture-format-{score.kind.value}"), subtitle, theme)
    table = chicago_rows(score, words)
    y = 112
    for i, label in enumerate(chicago_heads(words)):
        _cell(img, i, y + 26, label, 17, True, theme.panel_muted, theme)
    y += 40
    draw.line((12, y - 2, CHICAGO_W - 12, y - 2), fill=theme.panel_line, width=2)
    body = font(20)
    if not score.results:
        draw_text(img, (CHICAGO_W / 2, y + 27), words("picture-no-deals-yet"), body,
                  theme.panel_muted, theme, align="center")  # fmt: skip
    for i, result in enumerate(score.results):
        if i % 2 == 0:
            draw.rectangle((12, y, CHICAGO_W - 12, y + row_h), fill=theme.panel_alt)
        base = y + 27
        cells = table[i]
        for i, (text, strong) in enumerate(cells):
            colour = theme.panel_text if result.counted else theme.panel_muted
            # "Passed out" is wider than a contract: smaller, so it clears its neighbours.
            if result.passed_out and i == 3:
                _cell(img, i, base, text, 17, False, colour, theme)
            else:
                _cell(img, i, base, text, 20, strong, colour, theme)
        y += row_h
    draw.line((12, y + 2, CHICAGO_W - 12, y + 2), fill=theme.panel_line, width=2)
    footer = _footer_text(score, words)
    footer_font = fitting_font(footer, 22, 620 - 60 - 30, bold=True)
    draw_text(img, (30, y + 44), footer, footer_font, theme.panel_text, theme)
    totals = score.totals()
    for side, x in ((Side.NS, 620), (Side.EW, 730)):
        draw_text(img, (x, y + 44), str(totals[side]), font(22, True), theme.panel_text, theme,
                  align="center")  # fmt: skip
    return img


def chicago_rows(score: GameScore, words: Words = ENGLISH) -> list[list[tuple[str, bool]]]:
    """The text of each row of the Chicago sheet, with the running totals; `True` marks the
    cells printed in bold."""
    totals = {Side.NS: 0, Side.EW: 0}
    return [_chicago_cells(result, totals, words) for result in score.results]


def _chicago_cells(
    result: DealResult, totals: dict[Side, int], words: Words
) -> list[tuple[str, bool]]:
    c = result.contract
    if c is None:
        contract, outcome = words("picture-passed-out"), ""
    else:
        contract = f"{contract_text(words, c)} {seat_letter(words, c.declarer)}"
        outcome = outcome_text(result)
    points = {side: result.score.total(side) for side in Side}
    for side in Side:
        totals[side] += points[side]
    number = str(result.number) if result.counted else "–"
    return [
        (number, True),
        (seat_letter(words, result.dealer), False),
        (vulnerability_column(words, result.vulnerability), False),
        (contract, True),
        (outcome, False),
        (str(points[Side.NS]) if points[Side.NS] else "", False),
        (str(points[Side.EW]) if points[Side.EW] else "", False),
        (str(totals[Side.NS]), True),
        (str(totals[Side.EW]), True),
    ]


# -- rubber -------------------------------------------------------------------------------

RUBBER_W = 640
_ENTRY_H = 30


@dataclass(frozen=True, slots=True)
class RubberEntry:
    side: Side
    points: int
    #: The deal it came from, or None for the bonuses given when the rubber closes.
    deal: int | None


@dataclass(frozen=True, slots=True)
class RubberSheet:
    """A rubber laid out as it is written by hand."""

    above: dict[Side, list[RubberEntry]]
    #: Below the line, one list of entries per game, in the order the games were played.
    games: list[list[RubberEntry]]


def rubber_sheet(score: GameScore) -> RubberSheet:
    """Sort a rubber's items above or below the line, starting a new game whenever a side's
    trick points below the line reach 100."""
    above: dict[Side, list[RubberEntry]] = {Side.NS: [], Side.EW: []}
    games: list[list[RubberEntry]] = [[]]
    below = {Side.NS: 0, Side.EW: 0}
    for result in score.results:
        for item in result.score.items:
            entry = RubberEntry(item.side, item.points, result.number)
            if item.item in BELOW_THE_LINE:
                games[-1].append(entry)
                below[item.side] += item.points
            else:
                above[item.side].append(entry)
        if max(below.values()) >= 100:
            games.append([])
            below = {Side.NS: 0, Side.EW: 0}
    for item in score.closing:
        above[item.side].append(RubberEntry(item.side, item.points, None))
    if not games[-1] and len(games) > 1 and score.is_over:
        games.pop()
    return RubberSheet(above, games)


def draw_rubber(
    score: GameScore, names: SideNames | None, theme: Theme, words: Words = ENGLISH
) -> Image.Image:
    sheet = rubber_sheet(score)
    above_rows = max(1, *(len(v) for v in sheet.above.values()))
    below_rows = sum(max(1, *(sum(1 for e in g if e.side is s) for s in Side)) for g in sheet.games)
    height = 92 + 20 + 44 + above_rows * _ENTRY_H + 14 + below_rows * _ENTRY_H
    height += 14 * len(sheet.games) + 90
    img = panel_canvas(theme, RUBBER_W, height)
    draw = ImageDraw.Draw(img)
    games_text = words("picture-rubber-games", ns=score.games[Side.NS], ew=score.games[Side.EW])
    subtitle = words("picture-rubber-subtitle", games=games_text,
                     ns=side_letters(words, Side.NS), ew=side_letters(words, Side.EW))  # fmt: skip
    _title(img, words("picture-format-rubber"), subtitle, theme)
    mid = RUBBER_W // 2
    col_x = {Side.NS: mid // 2 + 10, Side.EW: mid + mid // 2 - 10}
    y = 112
    for side in Side:
        label = fit_text(_side_title(side, names, words), font(19, True), mid - 30)
        draw_text(img, (col_x[side], y + 28), label, font(19, True), theme.panel_text, theme,
                  align="center")  # fmt: skip
    y += 44
    top = y
    body, small = font(20), font(14)
    # Above the line, the first entry sits just over the line and later ones climb upwards.
    line_y = y + above_rows * _ENTRY_H + 6
    for side in Side:
        for k, entry in enumerate(sheet.above[side]):
            base = line_y - 8 - k * _ENTRY_H
            _entry(img, entry, col_x[side], base, body, small, theme, words)
    draw.line((24, line_y, RUBBER_W - 24, line_y), fill=theme.panel_text, width=3)
    y = line_y + 8
    for g, game in enumerate(sheet.games):
        rows = max(1, *(sum(1 for e in game if e.side is s) for s in Side))
        for side in Side:
            mine = [e for e in game if e.side is side]
            for k, entry in enumerate(mine):
                _entry(img, entry, col_x[side], y + 24 + k * _ENTRY_H, body, small, theme,
                       words)  # fmt: skip
        y += rows * _ENTRY_H + 6
        if g < len(sheet.games) - 1 or score.is_over:
            draw.line((60, y, RUBBER_W - 60, y), fill=theme.panel_line, width=2)
        y += 8
    draw.line((mid, top, mid, y), fill=theme.panel_text, width=3)
    totals = score.totals()
    y += 12
    for side in Side:
        draw_text(img, (col_x[side], y + 26), str(totals[side]), font(24, True),
                  theme.panel_text, theme, align="center")  # fmt: skip
    footer = _footer_text(score, words)
    footer_font = fitting_font(footer, 20, RUBBER_W - 48, bold=True)
    draw_text(img, (mid, y + 62), footer, footer_font, theme.panel_text, theme,
              align="center")  # fmt: skip
    return img


def _entry(
    img: Image.Image, entry: RubberEntry, x: int, base: int, body: Font, small: Font,
    theme: Theme, words: Words,
) -> None:  # fmt: skip
    draw_text(img, (x, base), str(entry.points), body, theme.panel_text, theme, align="center")
    tag = (
        words("picture-entry-deal", number=entry.deal)
        if entry.deal is not None
        else words("picture-entry-rubber")
    )
    draw_text(img, (x + 44, base), tag, small, theme.panel_muted, theme)
