"""The record of a finished deal as one picture.

All four hands as dealt, the auction with every explanation, each trick with its leader and
winner, the contract and result, the score item by item and, when the solver has run, the
double-dummy table of makeable contracts with the par score, a red mark with the tricks it cost
on every card that cost a trick double dummy, and what the opening lead cost. It is drawn from
a `HandRecord`, which exists only once a deal is over, so no hidden card can reach it early.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.bridge.calls import Call, CallKind, Strain
from bot.games.bridge.views import DoubleDummy, HandRecord
from bot.games.cards import SUITS_HIGH_FIRST, Card, Rank
from bot.games.seats import Seat, Side
from bot.language import Words
from renderers.bridge.meanings import meaning_text
from renderers.bridge.table import GRID_ORDER, auction_rows
from renderers.bridge.words import (
    call_text,
    contract_text,
    outcome_words,
    score_item_text,
    strain_text,
    vulnerability_text,
)
from renderers.common.draw import (
    circle,
    cost_badge,
    draw_text,
    fit_text,
    fitting_font,
    font,
    ink_on,
    panel_canvas,
    rounded_box,
    text_width,
    to_png,
    wrap_text,
)
from renderers.common.review import record_review
from renderers.common.seating import Players
from renderers.common.theme import CLASSIC, Theme
from renderers.common.vocabulary import (
    ENGLISH,
    card_suit_first,
    rank_label,
    seat_letter,
    seat_name,
    side_letters,
)

#: One column of panels, so that on a phone (about 400 px across) the text reads at 14 px or
#: more without zooming.
PANEL = 484
PAD = 16
WIDTH = PANEL + 2 * PAD
HALF = PANEL
STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


def render_record(
    record: HandRecord, players: Players | None = None, theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:  # fmt: skip
    """The hand record as PNG bytes. `players` adds robot tags to the names in `record`."""
    return to_png(draw_record(record, theme, players, words))


def draw_record(
    record: HandRecord, theme: Theme, players: Players | None, words: Words = ENGLISH
) -> Image.Image:
    double_dummy = record.double_dummy
    parts: list[Image.Image] = [_title(record, theme, words)]
    parts.append(_pad_left(_deal(record, players, theme, words), theme))
    parts.append(_pad_left(_auction(record, theme, words), theme))
    parts.append(_tricks(record, theme, words))
    parts.append(_pad_left(_score(record, theme, words), theme))
    if double_dummy is not None:
        parts.append(_pad_left(_double_dummy(double_dummy, theme, words), theme))
    height = sum(p.height for p in parts) + PAD * (len(parts) + 1)
    img = panel_canvas(theme, WIDTH, height)
    y = PAD
    for part in parts:
        img.paste(part, (0, y))
        y += part.height + PAD
    return img


# -- pieces -------------------------------------------------------------------------------


def _pad_left(part: Image.Image, theme: Theme) -> Image.Image:
    out = panel_canvas(theme, WIDTH, part.height)
    out.paste(part, (PAD, 0))
    return out


def result_text(record: HandRecord, words: Words = ENGLISH) -> str:
    c = record.contract
    if c is None or record.declarer_tricks is None:
        return words("picture-passed-out")
    key = "picture-result-claimed" if record.claimed else "picture-result"
    return words(key, contract=contract_text(words, c), seat=seat_name(words, c.declarer),
                 outcome=outcome_words(words, c, record.declarer_tricks),
                 tricks=record.declarer_tricks)  # fmt: skip


def _score_line(record: HandRecord, words: Words) -> str:
    ns = record.score.net(Side.NS)
    if ns == 0:
        return words("picture-no-score")
    side = Side.NS if ns > 0 else Side.EW
    return f"{side_letters(words, side)} +{abs(ns)}"


def _title(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    img = panel_canvas(theme, WIDTH, 126)
    rounded_box(img, (PAD, 0, WIDTH - PAD, 126), 14, theme.felt)
    inner = PANEL - 32
    head = words("picture-board-dealer", number=record.board_number,
                 seat=seat_name(words, record.dealer))  # fmt: skip
    draw_text(img, (PAD + 16, 34), fit_text(head, font(24, True), inner), font(24, True),
              theme.on_felt, theme)  # fmt: skip
    score = _score_line(record, words)
    score_w = draw_text(img, (WIDTH - PAD - 16, 68), score, font(26, True), theme.on_felt,
                        theme, align="right")  # fmt: skip
    vul = vulnerability_text(words, record.vulnerability)
    vul_font = fitting_font(vul, 20, inner - score_w - 12, smallest=16)
    draw_text(img, (PAD + 16, 68), fit_text(vul, vul_font, inner - score_w - 12), vul_font,
              theme.on_felt, theme)  # fmt: skip
    result = result_text(record, words)
    result_font = fitting_font(result, 22, inner, smallest=17)
    draw_text(img, (PAD + 16, 108), fit_text(result, result_font, inner), result_font,
              theme.on_felt, theme, ground=theme.felt)  # fmt: skip
    return img


def _heading(img: Image.Image, text: str, theme: Theme, x: int = 4) -> None:
    f = fitting_font(text, 20, img.width - x - 4, bold=True, smallest=15)
    draw_text(img, (x, 24), fit_text(text, f, img.width - x - 4), f, theme.panel_muted, theme)


def _ranks(cards: list[Card], f_width: int, words: Words) -> str:
    """Ranks spaced out, or run together (T for ten) when a long suit would not fit."""
    spaced = " ".join(rank_label(words, c.rank) for c in cards)
    if text_width(spaced, font(20)) <= f_width:
        return spaced
    return "".join("T" if c.rank is Rank.TEN else rank_label(words, c.rank) for c in cards)


def _hand_block(
    img: Image.Image, xy: tuple[int, int], seat: Seat, name: str, robot: bool,
    cards: tuple[Card, ...], theme: Theme, words: Words,
) -> None:  # fmt: skip
    x, y = xy
    width = 150
    # East's label must stop at the panel's edge; the others have room to spare.
    room = HALF - x - 6 if seat is Seat.EAST else 168
    label_font = font(17, True)
    tag = words("picture-robot-tag")
    tag_box = max(32, text_width(tag, font(11, True)) + 8)
    tag_w = tag_box + 6 if robot else 0
    full = words("picture-seat-and-name", seat=seat_letter(words, seat), name=name)
    if text_width(full, label_font) > room - tag_w:
        label_font = font(15, True)
    label = fit_text(full, label_font, room - tag_w)
    drawn = draw_text(img, (x, y + 18), label, label_font, theme.panel_text, theme)
    if robot:
        tx = x + drawn + 6
        rounded_box(img, (tx, y + 4, tx + tag_box, y + 20), 6, theme.robot_tag)
        draw_text(img, (tx + tag_box / 2, y + 17), tag, font(11, True), theme.robot_text, theme,
                  align="center")  # fmt: skip
    for i, suit in enumerate(SUITS_HIGH_FIRST):
        held = sorted((c for c in cards if c.suit is suit), key=lambda c: -c.rank)
        base = y + 46 + i * 26
        draw_text(img, (x, base), suit.symbol, font(20), theme.panel_text, theme)
        text = _ranks(held, width - 26, words) if held else "—"
        draw_text(img, (x + 24, base), fit_text(text, font(20), width - 24), font(20),
                  theme.panel_text, theme)  # fmt: skip


def _deal(record: HandRecord, players: Players | None, theme: Theme, words: Words) -> Image.Image:
    img = panel_canvas(theme, HALF, 440)
    _heading(img, words("picture-the-deal"), theme)
    rounded_box(img, (0, 34, HALF, 440), 12, theme.panel_alt)
    spots = {
        Seat.NORTH: (165, 44),
        Seat.WEST: (12, 166),
        Seat.EAST: (318, 166),
        Seat.SOUTH: (165, 296),
    }
    for seat, xy in spots.items():
        name = record.names.get(seat) or seat_name(words, seat)
        robot = bool(players is not None and seat in players and players[seat][1])
        _hand_block(img, xy, seat, name, robot, record.hands[seat], theme, words)
    # A compass in the middle: each seat in a disc, red when its side is vulnerable, and a
    # ring around the dealer.
    cx, cy = 234, 236
    rounded_box(img, (cx - 52, cy - 52, cx + 52, cy + 52), 10, theme.felt)
    offsets = {Seat.NORTH: (0, -28), Seat.SOUTH: (0, 28), Seat.WEST: (-28, 0), Seat.EAST: (28, 0)}
    for seat, (dx, dy) in offsets.items():
        centre = (cx + dx, cy + dy)
        if seat is record.dealer:
            circle(img, centre, 17, theme.highlight)
        vul = record.vulnerability.is_vulnerable(seat.side)
        circle(img, centre, 13, theme.vulnerable if vul else theme.not_vulnerable)
        draw_text(img, (centre[0], centre[1] + 6), seat_letter(words, seat), font(17, True),
                  theme.badge_text, theme, align="center")  # fmt: skip
    return img


def _auction(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    col_w, row_h = (HALF - 8) // 4, 32
    rows = auction_rows(record.auction, record.dealer)
    notes: list[tuple[str, bool]] = []
    note_font = font(17)
    for cv in record.auction:
        if cv.explanation is not None:
            text = words("picture-call-note", call=call_text(words, cv.call),
                         seat=seat_letter(words, cv.seat),
                         meaning=meaning_text(cv.explanation, words))  # fmt: skip
            for line in wrap_text(text, note_font, HALF - 24):
                notes.append((line, cv.explanation.alert))
    height = 34 + 40 + len(rows) * row_h + 10 + len(notes) * 24 + 10
    img = panel_canvas(theme, HALF, height)
    _heading(img, words("picture-auction"), theme)
    draw = ImageDraw.Draw(img)
    y = 34
    for i, seat in enumerate(GRID_ORDER):
        vul = record.vulnerability.is_vulnerable(seat.side)
        label = seat_letter(words, seat)
        if seat is record.dealer:
            label = words("picture-auction-dealer", seat=label)
        draw_text(img, (4 + i * col_w + col_w / 2, y + 27), label, font(19, True),
                  theme.vulnerable if vul else theme.panel_text, theme, align="center")  # fmt: skip
    y += 40
    draw.line((4, y - 2, HALF - 4, y - 2), fill=theme.panel_line, width=1)
    for row in rows:
        for i, cell in enumerate(row):
            if cell is None:
                continue
            colour = theme.panel_muted if cell.call.kind is CallKind.PASS else theme.panel_text
            cx = 4 + i * col_w + col_w / 2
            text = call_text(words, cell.call)
            call_font = fitting_font(text, 21, col_w - 6, bold=True)
            w = draw_text(img, (cx, y + 24), text, call_font, colour, theme,
                          align="center")  # fmt: skip
            if cell.explanation is not None and cell.explanation.alert:
                draw.line((cx - w / 2, y + 29, cx + w / 2, y + 29), fill=theme.alert, width=3)
        y += row_h
    y += 10
    for line, alert in notes:
        if alert:
            draw.rectangle((4, y + 4, 7, y + 22), fill=theme.alert)
        draw_text(img, (14, y + 19), line, note_font, theme.panel_text, theme)
        y += 24
    return img


def _tricks(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    row_h = 32
    claim = _claim_lines(record, words)
    cost_at = {(c.trick, c.seat): c.cost for c in record.costly or ()}
    review = _review_lines(record, words)
    height = 34 + 36 + max(1, len(record.tricks) + len(claim)) * row_h + 8
    height += len(review) * 26 + (8 if review else 0)
    img = panel_canvas(theme, WIDTH, height)
    draw = ImageDraw.Draw(img)
    _heading(img, words("picture-tricks"), theme, PAD + 4)
    # Seats by their letter: the column heads say which is which.
    number_x, lead_x = 18, 64
    seat_x = {seat: 128 + i * 70 for i, seat in enumerate(GRID_ORDER)}
    won_x, ns_x, ew_x = 384, 428, 468
    y = 34
    heads = [(words("picture-trick-number"), number_x, 30), (words("picture-lead"), lead_x, 56)]
    heads += [(seat_letter(words, seat), x, 60) for seat, x in seat_x.items()]
    heads += [(words("picture-won"), won_x, 44), (side_letters(words, Side.NS, ""), ns_x, 38),
              (side_letters(words, Side.EW, ""), ew_x, 38)]  # fmt: skip
    for label, x, room in heads:
        head = fitting_font(label, 18, room, bold=True)
        draw_text(img, (PAD + x, y + 26), label, head, theme.panel_muted, theme, align="center")
    y += 36
    counts = {Side.NS: 0, Side.EW: 0}
    body = font(20)
    if not record.tricks and not record.claimed:
        draw_text(img, (PAD + 4, y + 23), words("picture-no-cards-played"), body,
                  theme.panel_muted, theme)  # fmt: skip
    for n, trick in enumerate(record.tricks, start=1):
        if n % 2:
            draw.rectangle((PAD, y, WIDTH - PAD, y + row_h), fill=theme.panel_alt)
        base = y + 23
        draw_text(img, (PAD + number_x, base), str(n), body, theme.panel_text, theme,
                  align="center")  # fmt: skip
        draw_text(img, (PAD + lead_x, base), seat_letter(words, trick.leader), body,
                  theme.panel_text, theme, align="center")  # fmt: skip
        for seat, card in trick.plays:
            x = PAD + seat_x[seat]
            text = card_suit_first(words, card)
            ink, ground = theme.panel_text, None
            if seat is trick.winner:
                rounded_box(img, (x - 31, y + 3, x + 31, y + row_h - 3), 8, theme.winner)
                ink, ground = ink_on(theme.winner), theme.winner
            bold = seat is trick.leader
            cost = cost_at.get((n, seat))
            # A costly card moves left to make room for its mark at the cell's right.
            shift = 0 if cost is None else 11
            draw_text(img, (x - shift, base), text, font(20, bold), ink, theme, align="center",
                      ground=ground)  # fmt: skip
            if cost is not None:
                cost_badge(img, (x + 36, y + 2), cost, theme)
        if trick.winner is not None:
            counts[trick.winner.side] += 1
            draw_text(img, (PAD + won_x, base), seat_letter(words, trick.winner), body,
                      theme.panel_text, theme, align="center")  # fmt: skip
        for side, x in ((Side.NS, ns_x), (Side.EW, ew_x)):
            draw_text(img, (PAD + x, base), str(counts[side]), body, theme.panel_text, theme,
                      align="center")  # fmt: skip
        y += row_h
    for line in claim:
        draw_text(img, (PAD + 4, y + 23), line, font(19), theme.panel_text, theme)
        y += row_h
    y += 8
    for line in review:
        draw_text(img, (PAD + 4, y + 20), line, font(18), theme.panel_text, theme)
        y += 26
    return img


def _review_lines(record: HandRecord, words: Words) -> list[str]:
    """What the costly cards' marks mean and what the lead cost, once judged; what the claim
    gave away, if anything; the hints."""
    claim = record.claim_cost
    judged = () if claim is None else (
        words("picture-claim-cost", side=side_letters(words, claim.side), tricks=claim.cost),
    )  # fmt: skip
    return record_review(
        record.costly, record.tricks, record.hints, lambda card: card_suit_first(words, card),
        lambda move: _move_text(move, words), words,
        ("picture-costly-note", "picture-lead-cost"), font(18), PANEL - 8, judged,
    )  # fmt: skip


def _move_text(move: str, words: Words) -> str:
    """A call or card move ("1NT", "P", "SA") as the picture writes it ("1NT", "Pass", "♠A")."""
    if len(move) == 2 and move[0] in "SHDC" and move[1] in "23456789TJQKA":
        return card_suit_first(words, Card.parse(move))
    return call_text(words, Call.parse(move))


def _claim_lines(record: HandRecord, words: Words) -> list[str]:
    if not (record.claimed and record.contract is not None and record.declarer_tricks is not None):
        return []
    text = words("picture-claim-settled", tricks=record.declarer_tricks)
    return wrap_text(text, font(19), PANEL - 8)


def _score(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    items = record.score.items
    row_h = 30
    height = 34 + 34 + max(1, len(items)) * row_h + 8 + 36
    img = panel_canvas(theme, HALF, height)
    draw = ImageDraw.Draw(img)
    _heading(img, words("picture-score"), theme)
    y = 34
    ns_x, ew_x = HALF - 110, HALF - 20
    small = font(18, True)
    for side, x in ((Side.NS, ns_x), (Side.EW, ew_x)):
        draw_text(img, (x, y + 24), side_letters(words, side), small, theme.panel_muted, theme,
                  align="right")  # fmt: skip
    y += 34
    body = font(19)
    if not items:
        draw_text(img, (4, y + 21), words("picture-nothing-scored"), body, theme.panel_muted,
                  theme)  # fmt: skip
        y += row_h
    for item in items:
        label = score_item_text(words, item)
        label_font = fitting_font(label, 19, ns_x - 80, smallest=15)
        draw_text(img, (4, y + 21), fit_text(label, label_font, ns_x - 80), label_font,
                  theme.panel_text, theme)  # fmt: skip
        x = ns_x if item.side is Side.NS else ew_x
        draw_text(img, (x, y + 21), str(item.points), body, theme.panel_text, theme,
                  align="right")  # fmt: skip
        y += row_h
    draw.line((4, y + 4, HALF - 4, y + 4), fill=theme.panel_line, width=2)
    y += 8
    bold = font(20, True)
    draw_text(img, (4, y + 24), words("picture-total"), bold, theme.panel_text, theme)
    for side, x in ((Side.NS, ns_x), (Side.EW, ew_x)):
        draw_text(img, (x, y + 24), str(record.score.total(side)), bold, theme.panel_text, theme,
                  align="right")  # fmt: skip
    return img


def _double_dummy(dd: DoubleDummy, theme: Theme, words: Words) -> Image.Image:
    row_h = 32
    # The seats' names in the first column, as wide as the language's longest needs.
    widest = max(text_width(seat_name(words, seat), font(19, True)) for seat in Seat)
    col0 = max(70, widest + 18)
    col_w = (HALF - col0 - 10) // 5
    par_lines = _par_lines(dd, words)
    height = 34 + 34 + 4 * row_h + 10 + len(par_lines) * 26 + 6
    img = panel_canvas(theme, HALF, height)
    draw = ImageDraw.Draw(img)
    _heading(img, words("picture-double-dummy"), theme)
    y = 34
    for i, strain in enumerate(STRAINS):
        draw_text(img, (col0 + i * col_w + col_w / 2, y + 24), strain_text(words, strain),
                  font(20, True), theme.panel_text, theme, align="center")  # fmt: skip
    y += 34
    for r, seat in enumerate((Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)):
        if r % 2 == 0:
            draw.rectangle((0, y, HALF, y + row_h), fill=theme.panel_alt)
        name = seat_name(words, seat)
        name_font = fitting_font(name, 19, col0 - 10, bold=True)
        draw_text(img, (8, y + 23), name, name_font, theme.panel_text, theme)
        for i, strain in enumerate(STRAINS):
            tricks = dd.tricks.get(seat, {}).get(strain)
            text = "—" if tricks is None else str(tricks)
            makes = tricks is not None and tricks >= 7
            colour = theme.panel_text if makes else theme.panel_muted
            draw_text(img, (col0 + i * col_w + col_w / 2, y + 23), text, font(19, makes),
                      colour, theme, align="center")  # fmt: skip
        y += row_h
    y += 10
    for line in par_lines:
        draw_text(img, (8, y + 20), line, font(19), theme.panel_text, theme)
        y += 26
    return img


def par_text(dd: DoubleDummy, words: Words = ENGLISH) -> str | None:
    """The par as players say it: "Par N-S +420: 4♠ by South", or None unsolved."""
    if dd.par_score is None:
        return None
    if dd.par_score == 0:
        score = words("picture-par-zero")
    else:
        side = Side.NS if dd.par_score > 0 else Side.EW
        score = words("picture-par", side=side_letters(words, side), points=abs(dd.par_score))
    contracts = ", ".join(
        words("picture-contract-by", contract=contract_text(words, c),
              seat=seat_name(words, c.declarer))
        for c in dd.par_contracts
    )  # fmt: skip
    return words("picture-par-contracts", par=score, contracts=contracts) if contracts else score


def _par_lines(dd: DoubleDummy, words: Words) -> list[str]:
    text = par_text(dd, words)
    return wrap_text(text, font(19), HALF - 16) if text is not None else []
