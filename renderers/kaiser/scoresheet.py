"""The running score sheet of a Kaiser game: a row for each hand, who dealt and who bid what,
made or down, what each team scored, and the two totals on their way to the target.

It is drawn from the game itself (`KaiserMatch`), the value the table keeps, so the sheet can
never disagree with the score the game uses.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.kaiser.game import KaiserGame
from bot.games.kaiser.match import HandResult, KaiserMatch
from bot.games.seats import Side
from renderers.common.draw import (
    draw_text,
    fit_text,
    font,
    number,
    panel_canvas,
    rounded_box,
    signed,
    to_png,
)
from renderers.common.theme import CLASSIC, Theme

WIDTH = 800
PAD = 16
ROW_H = 36
SideNames = Mapping[Side, str]
#: Column centres: hand, dealer, bid, result, then each team's change and total.
COLUMNS = {"#": 40, "Deals": 105, "Bid": 200, "Result": 320, "NS": 448, "EW": 528,
           "NS total": 644, "EW total": 728}  # fmt: skip
#: Headings over pairs of columns.
GROUPS = {"This hand": 488, "Game": 686}


def render_score_sheet(
    match: KaiserMatch | KaiserGame, names: SideNames | None = None, theme: Theme = CLASSIC
) -> bytes:
    """The sheet of a game, given as the engine's match or as the match a table keeps."""
    game = match.match if isinstance(match, KaiserGame) else match
    return to_png(draw_score_sheet(game, names, theme))


def result_words(result: HandResult) -> str:
    s = result.score
    return f"made {s.points[s.bidders]}" if s.made else f"down, {s.points[s.bidders]}"


def draw_score_sheet(match: KaiserMatch, names: SideNames | None, theme: Theme) -> Image.Image:
    rows = match.results
    footer = 44
    height = 96 + 62 + max(1, len(rows)) * ROW_H + footer + PAD
    img = panel_canvas(theme, WIDTH, height)
    draw = ImageDraw.Draw(img)
    rounded_box(img, (PAD, PAD, WIDTH - PAD, 88), 14, theme.felt)
    rules = match.rules
    freeze = "" if rules.freeze is None else f" · freeze at {rules.freeze}"
    draw_text(img, (PAD + 16, 50), f"Kaiser · first to {rules.target}{freeze}", font(26, True),
              theme.on_felt, theme)  # fmt: skip
    teams = " vs ".join(_team(side, names) for side in Side)
    draw_text(img, (PAD + 16, 78), fit_text(teams, font(20), WIDTH - 2 * PAD - 32), font(20),
              theme.on_felt, theme)  # fmt: skip
    y = 96
    small = font(18, True)
    for label, x in GROUPS.items():
        draw_text(img, (x, y + 24), label, small, theme.panel_muted, theme, align="center")
        draw.line((x - 76, y + 32, x + 76, y + 32), fill=theme.panel_line, width=1)
    for label, x in COLUMNS.items():
        text = label.removesuffix(" total").replace("NS", "N-S").replace("EW", "E-W")
        draw_text(img, (x, y + 52), text, small, theme.panel_muted, theme, align="center")
    y += 62
    body = font(21)
    if not rows:
        draw_text(img, (PAD + 4, y + 25), "No hand has been played yet.", body,
                  theme.panel_muted, theme)  # fmt: skip
    for n, r in enumerate(rows):
        if n % 2 == 0:
            draw.rectangle((PAD, y, WIDTH - PAD, y + ROW_H), fill=theme.panel_alt)
        s = r.score
        base = y + 25
        cells = {
            "#": str(r.number), "Deals": r.dealer.value, "Bid": f"{s.bid.label} {r.bidder.value}",
            "Result": result_words(r),
            "NS": signed(s.change[Side.NS]) + ("*" if s.frozen and s.others is Side.NS else ""),
            "EW": signed(s.change[Side.EW]) + ("*" if s.frozen and s.others is Side.EW else ""),
            "NS total": number(s.after[Side.NS]), "EW total": number(s.after[Side.EW]),
        }  # fmt: skip
        for key, text in cells.items():
            bold = key.endswith("total")
            colour = theme.panel_text
            if key == "Result" and not s.made:
                colour = theme.vulnerable
            draw_text(img, (COLUMNS[key], base), text, font(21, bold), colour, theme,
                      align="center")  # fmt: skip
        y += ROW_H
    draw.line((PAD, y + 4, WIDTH - PAD, y + 4), fill=theme.panel_line, width=2)
    winner = match.winner
    frozen = [
        side.label for side in Side
        if rules.freeze is not None and match.standing[side] >= rules.freeze
    ]  # fmt: skip
    if winner is not None:
        footer_text = f"{_team(winner, names)} win the game."
    elif frozen:
        who = " and ".join(frozen)
        footer_text = f"{who} at {rules.freeze} or more: they score only with the bid."
    elif any(r.score.frozen for r in rows):
        footer_text = "* frozen: that team could not gain on the hand."
    else:
        footer_text = "The game goes on."
    draw_text(img, (PAD + 4, y + 36), footer_text, font(21, winner is not None),
              theme.panel_text, theme)  # fmt: skip
    return img


def _team(side: Side, names: SideNames | None) -> str:
    if names and names.get(side):
        return f"{side.label} ({names[side]})"
    return side.label
