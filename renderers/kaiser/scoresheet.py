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
from bot.language import Words
from renderers.common.draw import (
    draw_text,
    fit_text,
    fitting_font,
    font,
    number,
    panel_canvas,
    rounded_box,
    signed,
    to_png,
)
from renderers.common.theme import CLASSIC, Theme
from renderers.common.vocabulary import ENGLISH, seat_letter, side_letters
from renderers.kaiser.words import bid_text

WIDTH = 800
PAD = 16
ROW_H = 36
#: The height of the line under the footer that says what * means.
NOTE_H = 28
SideNames = Mapping[Side, str]
#: Column centres: hand, dealer, bid, result, then each team's change and total.
COLUMNS = {"#": 36, "Deals": 101, "Bid": 200, "Result": 325, "NS": 448, "EW": 528,
           "NS total": 644, "EW total": 728}  # fmt: skip
#: How wide each column's head and cells may be.
ROOM = {"#": 40, "Deals": 94, "Bid": 104, "Result": 148, "NS": 74, "EW": 74,
        "NS total": 80, "EW total": 80}  # fmt: skip
#: Headings over pairs of columns, and the room each has.
GROUPS = {"picture-sheet-hand": 488, "picture-sheet-game": 686}
GROUP_ROOM = 152


def render_score_sheet(
    match: KaiserMatch | KaiserGame, names: SideNames | None = None, theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:  # fmt: skip
    """The sheet of a game, given as the engine's match or as the match a table keeps."""
    game = match.match if isinstance(match, KaiserGame) else match
    return to_png(draw_score_sheet(game, names, theme, words))


def result_words(result: HandResult, words: Words = ENGLISH) -> str:
    s = result.score
    key = "picture-kaiser-result-made" if s.made else "picture-kaiser-result-down"
    return words(key, points=s.points[s.bidders])


def _heads(words: Words) -> dict[str, str]:
    ns, ew = side_letters(words, Side.NS), side_letters(words, Side.EW)
    return {"#": words("picture-trick-number"), "Deals": words("picture-sheet-deals"),
            "Bid": words("picture-sheet-bid"), "Result": words("picture-sheet-result"),
            "NS": ns, "EW": ew, "NS total": ns, "EW total": ew}  # fmt: skip


def draw_score_sheet(
    match: KaiserMatch, names: SideNames | None, theme: Theme, words: Words = ENGLISH
) -> Image.Image:
    rows = match.results
    starred = any(r.score.frozen for r in rows)
    footer = 44
    height = 96 + 62 + max(1, len(rows)) * ROW_H + footer + PAD + (NOTE_H if starred else 0)
    img = panel_canvas(theme, WIDTH, height)
    draw = ImageDraw.Draw(img)
    rounded_box(img, (PAD, PAD, WIDTH - PAD, 88), 14, theme.felt)
    rules = match.rules
    if rules.freeze is None:
        title = words("picture-kaiser-title", target=rules.target)
    else:
        title = words("picture-kaiser-title-freeze", target=rules.target, freeze=rules.freeze)
    title_font = fitting_font(title, 26, WIDTH - 2 * PAD - 32, bold=True)
    draw_text(img, (PAD + 16, 50), title, title_font, theme.on_felt, theme)
    teams = words("picture-teams", ns=_team(Side.NS, names, words), ew=_team(Side.EW, names, words))
    draw_text(img, (PAD + 16, 78), fit_text(teams, font(20), WIDTH - 2 * PAD - 32), font(20),
              theme.on_felt, theme)  # fmt: skip
    y = 96
    for key, x in GROUPS.items():
        label = words(key)
        f = fitting_font(label, 18, GROUP_ROOM, bold=True)
        draw_text(img, (x, y + 24), label, f, theme.panel_muted, theme, align="center")
        draw.line((x - 76, y + 32, x + 76, y + 32), fill=theme.panel_line, width=1)
    for key, text in _heads(words).items():
        f = fitting_font(text, 18, ROOM[key], bold=True)
        draw_text(img, (COLUMNS[key], y + 52), text, f, theme.panel_muted, theme, align="center")
    y += 62
    body = font(21)
    if not rows:
        draw_text(img, (PAD + 4, y + 25), words("picture-no-hands-yet"), body,
                  theme.panel_muted, theme)  # fmt: skip
    for n, r in enumerate(rows):
        if n % 2 == 0:
            draw.rectangle((PAD, y, WIDTH - PAD, y + ROW_H), fill=theme.panel_alt)
        s = r.score
        base = y + 25
        cells = {
            "#": str(r.number), "Deals": seat_letter(words, r.dealer),
            "Bid": f"{bid_text(words, s.bid)} {seat_letter(words, r.bidder)}",
            "Result": result_words(r, words),
            "NS": signed(s.change[Side.NS]) + ("*" if s.frozen and s.others is Side.NS else ""),
            "EW": signed(s.change[Side.EW]) + ("*" if s.frozen and s.others is Side.EW else ""),
            "NS total": number(s.after[Side.NS]), "EW total": number(s.after[Side.EW]),
        }  # fmt: skip
        for key, text in cells.items():
            bold = key.endswith("total")
            colour = theme.panel_text
            if key == "Result" and not s.made:
                colour = theme.vulnerable
            f = fitting_font(text, 21, ROOM[key], bold=bold)
            draw_text(img, (COLUMNS[key], base), text, f, colour, theme, align="center")
        y += ROW_H
    draw.line((PAD, y + 4, WIDTH - PAD, y + 4), fill=theme.panel_line, width=2)
    winner = match.winner
    frozen = [
        side_letters(words, side) for side in Side
        if rules.freeze is not None and match.standing[side] >= rules.freeze
    ]  # fmt: skip
    if winner is not None:
        footer_text = words("picture-side-wins-game", side=_team(winner, names, words))
    elif frozen:
        who = frozen[0] if len(frozen) == 1 else words("picture-and", first=frozen[0],
                                                       second=frozen[1])  # fmt: skip
        footer_text = words("picture-sides-frozen", sides=who, freeze=rules.freeze or 0)
    else:
        footer_text = words("picture-game-goes-on")
    footer_font = fitting_font(footer_text, 21, WIDTH - 2 * PAD - 8, bold=winner is not None)
    draw_text(img, (PAD + 4, y + 36), footer_text, footer_font, theme.panel_text, theme)
    if starred:
        # Every sheet that marks a score with * says what the mark means.
        note = words("picture-frozen-note")
        note_font = fitting_font(note, 18, WIDTH - 2 * PAD - 8)
        draw_text(img, (PAD + 4, y + 36 + NOTE_H), note, note_font, theme.panel_muted, theme)
    return img


def _team(side: Side, names: SideNames | None, words: Words) -> str:
    if names and names.get(side):
        return words("picture-team-named", side=side_letters(words, side), names=names[side])
    return side_letters(words, side)
