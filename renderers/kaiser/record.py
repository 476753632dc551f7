"""The record of a finished Kaiser hand as one picture.

The bid and its result in a banner; the four hands as dealt; the bids in order; each trick
with its leader, its winner and what it was worth, the 5♥ and the −3 card marked (and, once
the exact search has judged the hand, a red mark with the points it cost on every card that
cost its team points against best play, and what the opening lead cost); the table
talk of the hand; and the settlement: each team's hand points, made or down, the freeze, and
the game score before and after. It is drawn from a `HandRecord`, which exists only once a hand
is over, so no hidden card can reach it early.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.cards import SUITS_HIGH_FIRST, Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.game import BID, PASS, TRUMP
from bot.games.kaiser.play import trick_points
from bot.games.kaiser.rules import FIVE_OF_HEARTS
from bot.games.kaiser.views import HandRecord
from bot.games.seats import SEATS, Seat, Side
from bot.language import Words
from renderers.common.draw import (
    cost_badge,
    draw_text,
    fit_text,
    fitting_font,
    font,
    ink_on,
    number,
    panel_canvas,
    rounded_box,
    signed,
    text_width,
    to_png,
    wrap_text,
)
from renderers.common.review import record_review
from renderers.common.seating import Players
from renderers.common.theme import CLASSIC, Theme
from renderers.common.vocabulary import (
    ENGLISH,
    card_label,
    rank_label,
    remark_text,
    seat_letter,
    seat_name,
    side_letters,
)
from renderers.kaiser.words import bid_text, contract_bid

WIDTH = 800
PAD = 16
INNER = WIDTH - 2 * PAD
ROW_H = 34


def render_record(
    record: HandRecord, players: Players | None = None, theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:  # fmt: skip
    """The hand record as PNG bytes. `players` adds robot tags to the names in `record`."""
    return to_png(draw_record(record, theme, players, words))


def draw_record(
    record: HandRecord, theme: Theme, players: Players | None, words: Words = ENGLISH
) -> Image.Image:
    parts = [
        _title(record, theme, words),
        _deal(record, players, theme, words),
        _bids(record, theme, words),
        _tricks(record, theme, words),
        _settlement(record, theme, words),
    ]
    if record.talk:
        parts.append(_talk(record, theme, words))
    height = sum(p.height for p in parts) + PAD * (len(parts) + 1)
    img = panel_canvas(theme, WIDTH, height)
    y = PAD
    for part in parts:
        img.paste(part, (0, y))
        y += part.height + PAD
    return img


def outcome(record: HandRecord, words: Words = ENGLISH) -> str:
    """ "8♥ by West: made it, 9 points", "8 NT by East: went down, 5 points"."""
    c = record.contract
    taken = record.score.points[c.side]
    key = (
        "picture-kaiser-ran"
        if record.ran_the_table
        else ("picture-kaiser-made" if record.made else "picture-kaiser-down")
    )
    return words("picture-kaiser-outcome", bid=contract_bid(words, c),
                 seat=seat_name(words, c.bidder), outcome=words(key), points=taken)  # fmt: skip


def _heading(img: Image.Image, text: str, theme: Theme) -> None:
    draw_text(img, (PAD + 4, 24), text, font(21, True), theme.panel_muted, theme)


def _title(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    img = panel_canvas(theme, WIDTH, 96)
    rounded_box(img, (PAD, 0, WIDTH - PAD, 96), 14, theme.felt)
    side = record.contract.side
    change = f"{side_letters(words, side)} {signed(record.score.change[side])}"
    change_w = draw_text(img, (WIDTH - PAD - 16, 38), change, font(26, True), theme.on_felt,
                         theme, align="right")  # fmt: skip
    head = words("picture-hand-dealt-by", number=record.number,
                 seat=seat_name(words, record.dealer))  # fmt: skip
    room = INNER - 32 - change_w - 16
    draw_text(img, (PAD + 16, 38), fit_text(head, font(26, True), room), font(26, True),
              theme.on_felt, theme)  # fmt: skip
    said = outcome(record, words)
    draw_text(img, (PAD + 16, 78), fit_text(said, font(24), INNER - 32), font(24),
              theme.on_felt, theme, ground=theme.felt)  # fmt: skip
    return img


def hand_text(cards: tuple[Card, ...], words: Words = ENGLISH) -> str:
    """A hand by suit, spades first: "♠ A K 3  ♥ Q 10 5  ♦ —  ♣ J 9"."""
    groups = []
    for suit in SUITS_HIGH_FIRST:
        held = sorted(cards, key=lambda c: -c.rank)
        ranks = [rank_label(words, c.rank) for c in held if c.suit is suit]
        groups.append(f"{suit.symbol} {' '.join(ranks) if ranks else '—'}")
    return "   ".join(groups)


def _deal(record: HandRecord, players: Players | None, theme: Theme, words: Words) -> Image.Image:
    height = 34 + 4 * 40 + 8
    img = panel_canvas(theme, WIDTH, height)
    _heading(img, words("picture-the-deal"), theme)
    rounded_box(img, (PAD, 34, WIDTH - PAD, height), 12, theme.panel_alt)
    name_w = 250
    for i, seat in enumerate(SEATS):
        base = 34 + 30 + i * 40
        name = record.names.get(seat) or seat_name(words, seat)
        robot = bool(players is not None and seat in players and players[seat][1])
        tag = words("picture-robot-tag")
        tag_w = max(36, text_width(tag, font(12, True)) + 8)
        room = name_w - (tag_w + 10 if robot else 0)
        full = words("picture-seat-and-name", seat=seat_letter(words, seat), name=name)
        label = fit_text(full, font(20, True), room)
        w = draw_text(img, (PAD + 12, base), label, font(20, True), theme.panel_text, theme)
        if robot:
            x = PAD + 12 + w + 6
            rounded_box(img, (x, base - 16, x + tag_w, base + 1), 6, theme.robot_tag)
            draw_text(img, (x + tag_w / 2, base - 3), tag, font(12, True), theme.robot_text,
                      theme, align="center")  # fmt: skip
        text = fit_text(hand_text(record.hands[seat], words), font(22), INNER - name_w - 36)
        draw_text(img, (PAD + 24 + name_w, base), text, font(22), theme.panel_text, theme)
    return img


def bids_text(record: HandRecord, words: Words = ENGLISH) -> str:
    calls = []
    for seat, call in record.auction:
        text = words("picture-kaiser-pass") if call is None else bid_text(words, call)
        if seat is record.dealer and call is not None and call == record.contract.bid:
            earlier = [c for s, c in record.auction if s is not seat]
            if call in earlier:
                text = words("picture-taking-it", call=text)
        calls.append(words("picture-call-by", seat=seat_name(words, seat), call=text))
    return " · ".join(calls)


def _bids(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    lines = wrap_text(bids_text(record, words), font(22), INNER - 8)
    img = panel_canvas(theme, WIDTH, 34 + 30 * len(lines) + 6)
    _heading(img, words("picture-bids-heading"), theme)
    for i, line in enumerate(lines):
        draw_text(img, (PAD + 4, 34 + 24 + 30 * i), line, font(22), theme.panel_text, theme)
    return img


def _tricks(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    cost_at = {(c.trick, c.seat): c.cost for c in record.costly or ()}
    review = _review_lines(record, words)
    height = 34 + 36 + len(record.tricks) * ROW_H + 8 + len(review) * 28 + (8 if review else 0)
    img = panel_canvas(theme, WIDTH, height)
    draw = ImageDraw.Draw(img)
    _heading(img, words("picture-tricks"), theme)
    num_x = PAD + 26
    seat_x = {seat: PAD + 100 + i * 104 for i, seat in enumerate(SEATS)}
    won_x, worth_x, ns_x, ew_x = PAD + 520, PAD + 608, PAD + 680, PAD + 744
    small = font(18, True)
    y = 34
    head = [(words("picture-trick-number"), num_x, 40)]
    head += [(seat_letter(words, s), x, 90) for s, x in seat_x.items()]
    head += [
        (words("picture-won-by"), won_x, 100),
        (words("picture-worth"), worth_x, 70),
        (side_letters(words, Side.NS), ns_x, 56),
        (side_letters(words, Side.EW), ew_x, 56),
    ]
    for label, x, room in head:
        f = small if text_width(label, small) <= room else fitting_font(label, 18, room, True)
        draw_text(img, (x, y + 26), label, f, theme.panel_muted, theme, align="center")
    y += 36
    running = {Side.NS: 0, Side.EW: 0}
    body = font(21)
    special = {FIVE_OF_HEARTS, record.rules.minus_card}
    for n, trick in enumerate(record.tricks, start=1):
        if n % 2:
            draw.rectangle((PAD, y, WIDTH - PAD, y + ROW_H), fill=theme.panel_alt)
        base = y + 25
        draw_text(img, (num_x, base), str(n), body, theme.panel_text, theme, align="center")
        for seat, card in trick.plays:
            x = seat_x[seat]
            ink, ground = theme.panel_text, None
            if seat is trick.winner:
                rounded_box(img, (x - 38, y + 3, x + 38, y + ROW_H - 3), 8, theme.winner)
                ink, ground = ink_on(theme.winner), theme.winner
            elif card in special:
                rounded_box(img, (x - 38, y + 3, x + 38, y + ROW_H - 3), 8, theme.panel,
                            theme.alert, 2)  # fmt: skip
            bold = seat is trick.leader or card in special
            cost = cost_at.get((n, seat))
            # A costly card moves left to make room for its mark at the cell's right.
            shift = 0 if cost is None else 12
            draw_text(img, (x - shift, base), card_label(words, card), font(21, bold), ink,
                      theme, align="center", ground=ground)  # fmt: skip
            if cost is not None:
                cost_badge(img, (x + 50, y + 3), cost, theme)
        assert trick.winner is not None
        worth = trick_points((c for _, c in trick.plays), record.rules)
        running[trick.winner.side] += worth
        winner = seat_name(words, trick.winner)
        draw_text(img, (won_x, base), winner, fitting_font(winner, 21, 100), theme.panel_text,
                  theme, align="center")  # fmt: skip
        colour = theme.panel_text if worth == 1 else theme.alert
        draw_text(img, (worth_x, base), signed(worth) if worth != 1 else "1", font(21, worth != 1),
                  colour, theme, align="center")  # fmt: skip
        for side, x in ((Side.NS, ns_x), (Side.EW, ew_x)):
            draw_text(img, (x, base), number(running[side]), body, theme.panel_text, theme,
                      align="center")  # fmt: skip
        y += ROW_H
    y += 8
    for line in review:
        draw_text(img, (PAD + 4, y + 21), line, font(19), theme.panel_text, theme)
        y += 28
    return img


def _review_lines(record: HandRecord, words: Words) -> list[str]:
    """What the costly cards' marks mean and what the lead cost, once judged; the hints."""
    return record_review(
        record.costly, record.tricks, record.hints, lambda card: card_label(words, card),
        lambda move: _move_text(move, words), words,
        ("picture-costly-points-note", "picture-lead-cost-points"), font(19), INNER - 8,
    )  # fmt: skip


def _move_text(move: str, words: Words) -> str:
    """A Kaiser move ("pass", "bid8NT", "trumpH", "SA") as the picture writes it."""
    if move == PASS:
        return words("kaiser-pass")
    if move.startswith(BID):
        return bid_text(words, Bid.parse(move.removeprefix(BID)))
    if move.startswith(TRUMP):
        return Suit.parse(move.removeprefix(TRUMP)).symbol
    return card_label(words, Card.parse(move))


def settlement_lines(record: HandRecord, words: Words = ENGLISH) -> list[tuple[str, bool]]:
    """The hand scored into the game, a line a team, then the game score; `True` marks the
    lines written in bold."""
    s = record.score
    c = record.contract
    bidders, others = s.bidders, s.others
    made = words("picture-kaiser-made" if s.made else "picture-kaiser-down")
    doubled = c.bid.no_trump and record.rules.no_trump_doubles
    key = "picture-settle-bidders-doubled" if doubled else "picture-settle-bidders"
    lines = [
        (words(key, side=side_letters(words, bidders), bid=bid_text(words, c.bid),
               points=number(s.points[bidders]), outcome=made,
               change=signed(s.change[bidders])), False),
    ]  # fmt: skip
    took = number(s.points[others])
    change = signed(s.change[others])
    if s.frozen and record.rules.freeze is not None:
        others_line = words("picture-settle-others-frozen", side=side_letters(words, others),
                            points=took, freeze=record.rules.freeze, change=change)  # fmt: skip
    else:
        others_line = words("picture-settle-others", side=side_letters(words, others),
                            points=took, change=change)  # fmt: skip
    lines.append((others_line, False))
    game = " · ".join(
        f"{side_letters(words, side)} {number(s.before[side])} → {number(s.after[side])}"
        for side in Side
    )
    lines.append((words("picture-settle-game", game=game), True))
    if s.winner is not None:
        lines.append((words("picture-side-wins-game", side=side_letters(words, s.winner)), True))
    for card, (seat, side) in ((FIVE_OF_HEARTS, record.five),
                               (record.rules.minus_card, record.minus)):  # fmt: skip
        lines.append((words("picture-card-went", card=card_label(words, card),
                            seat=seat_name(words, seat), side=side_letters(words, side)),
                      False))  # fmt: skip
    return lines


def _settlement(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    lines = [
        (w, bold)
        for line, bold in settlement_lines(record, words)
        for w in wrap_text(line, font(22, bold), INNER - 8)
    ]
    img = panel_canvas(theme, WIDTH, 34 + 32 * len(lines) + 8)
    _heading(img, words("picture-score"), theme)
    for i, (line, bold) in enumerate(lines):
        draw_text(img, (PAD + 4, 34 + 26 + 32 * i), line, font(22, bold), theme.panel_text, theme)
    return img


def spoken_names(names: Mapping[Seat, str], words: Words = ENGLISH) -> dict[Seat, str]:
    """The names as the talk says them: a name two seats share (two robots, say) is told
    apart by its seat, "Robot (East)"."""
    count = Counter(names.values())
    return {
        s: words("picture-seat-named", name=n, seat=seat_name(words, s)) if count[n] > 1 else n
        for s, n in names.items()
    }


def _talk(record: HandRecord, theme: Theme, words: Words) -> Image.Image:
    body = font(21)
    names = spoken_names(record.names, words)
    said = [f"“{remark_text(r, names, words)}”" for r in record.talk]
    lines = [w for line in said for w in wrap_text(line, body, INNER - 24)]
    img = panel_canvas(theme, WIDTH, 34 + 30 * len(lines) + 8)
    _heading(img, words("picture-at-the-table"), theme)
    for i, line in enumerate(lines):
        draw_text(img, (PAD + 16, 34 + 24 + 30 * i), line, body, theme.panel_text, theme)
    return img
