"""The record of a finished Kaiser hand as one picture.

The bid and its result in a banner; the four hands as dealt; the bids in order; each trick
with its leader, its winner and what it was worth, the 5♥ and the −3 card marked; the table
talk of the hand; and the settlement: each team's hand points, made or down, the freeze, and
the game score before and after. It is drawn from a `HandRecord`, which exists only once a hand
is over, so no hidden card can reach it early.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.cards import SUITS_HIGH_FIRST, Card
from bot.games.kaiser.play import trick_points
from bot.games.kaiser.rules import FIVE_OF_HEARTS
from bot.games.kaiser.views import HandRecord
from bot.games.seats import SEATS, Seat, Side
from renderers.common.draw import (
    draw_text,
    fit_text,
    font,
    ink_on,
    number,
    panel_canvas,
    rounded_box,
    signed,
    to_png,
    wrap_text,
)
from renderers.common.seating import Players
from renderers.common.theme import CLASSIC, Theme

WIDTH = 800
PAD = 16
INNER = WIDTH - 2 * PAD
ROW_H = 34


def render_record(
    record: HandRecord, players: Players | None = None, theme: Theme = CLASSIC
) -> bytes:
    """The hand record as PNG bytes. `players` adds robot tags to the names in `record`."""
    return to_png(draw_record(record, theme, players))


def draw_record(record: HandRecord, theme: Theme, players: Players | None) -> Image.Image:
    parts = [
        _title(record, theme),
        _deal(record, players, theme),
        _bids(record, theme),
        _tricks(record, theme),
        _settlement(record, theme),
    ]
    if record.talk:
        parts.append(_talk(record, theme))
    height = sum(p.height for p in parts) + PAD * (len(parts) + 1)
    img = panel_canvas(theme, WIDTH, height)
    y = PAD
    for part in parts:
        img.paste(part, (0, y))
        y += part.height + PAD
    return img


def outcome(record: HandRecord) -> str:
    """ "8♥ by West: made it, 9 points", "8 NT by East: went down, 5 points"."""
    c = record.contract
    bid = c.bid.label if c.trump is None else f"{c.bid.number}{c.trump.symbol}"
    taken = record.score.points[c.side]
    words = "ran the table" if record.ran_the_table else "made it" if record.made else "went down"
    return f"{bid} by {c.bidder.title}: {words}, {taken} points"


def _heading(img: Image.Image, text: str, theme: Theme) -> None:
    draw_text(img, (PAD + 4, 24), text, font(21, True), theme.panel_muted, theme)


def _title(record: HandRecord, theme: Theme) -> Image.Image:
    img = panel_canvas(theme, WIDTH, 96)
    rounded_box(img, (PAD, 0, WIDTH - PAD, 96), 14, theme.felt)
    head = f"Hand {record.number} · {record.dealer.title} deals"
    draw_text(img, (PAD + 16, 38), head, font(26, True), theme.on_felt, theme)
    side = record.contract.side
    change = f"{side.label} {signed(record.score.change[side])}"
    draw_text(img, (WIDTH - PAD - 16, 38), change, font(26, True), theme.on_felt, theme,
              align="right")  # fmt: skip
    draw_text(img, (PAD + 16, 78), fit_text(outcome(record), font(24), INNER - 32), font(24),
              theme.on_felt, theme, ground=theme.felt)  # fmt: skip
    return img


def hand_text(cards: tuple[Card, ...]) -> str:
    """A hand by suit, spades first: "♠ A K 3  ♥ Q 10 5  ♦ —  ♣ J 9"."""
    groups = []
    for suit in SUITS_HIGH_FIRST:
        ranks = [c.rank.label for c in sorted(cards, key=lambda c: -c.rank) if c.suit is suit]
        groups.append(f"{suit.symbol} {' '.join(ranks) if ranks else '—'}")
    return "   ".join(groups)


def _deal(record: HandRecord, players: Players | None, theme: Theme) -> Image.Image:
    height = 34 + 4 * 40 + 8
    img = panel_canvas(theme, WIDTH, height)
    _heading(img, "The deal", theme)
    rounded_box(img, (PAD, 34, WIDTH - PAD, height), 12, theme.panel_alt)
    name_w = 250
    for i, seat in enumerate(SEATS):
        base = 34 + 30 + i * 40
        name = record.names.get(seat, seat.title)
        robot = bool(players is not None and seat in players and players[seat][1])
        room = name_w - (46 if robot else 0)
        label = fit_text(f"{seat.value} · {name}", font(20, True), room)
        w = draw_text(img, (PAD + 12, base), label, font(20, True), theme.panel_text, theme)
        if robot:
            x = PAD + 12 + w + 6
            rounded_box(img, (x, base - 16, x + 36, base + 1), 6, theme.robot_tag)
            draw_text(img, (x + 18, base - 3), "BOT", font(12, True), theme.robot_text, theme,
                      align="center")  # fmt: skip
        text = fit_text(hand_text(record.hands[seat]), font(22), INNER - name_w - 36)
        draw_text(img, (PAD + 24 + name_w, base), text, font(22), theme.panel_text, theme)
    return img


def bids_text(record: HandRecord) -> str:
    calls = []
    for seat, call in record.auction:
        text = "pass" if call is None else call.label
        if seat is record.dealer and call is not None and call == record.contract.bid:
            earlier = [c for s, c in record.auction if s is not seat]
            if call in earlier:
                text += ", taking it"
        calls.append(f"{seat.title} {text}")
    return " · ".join(calls)


def _bids(record: HandRecord, theme: Theme) -> Image.Image:
    lines = wrap_text(bids_text(record), font(22), INNER - 8)
    img = panel_canvas(theme, WIDTH, 34 + 30 * len(lines) + 6)
    _heading(img, "Bids, from the dealer's left", theme)
    for i, line in enumerate(lines):
        draw_text(img, (PAD + 4, 34 + 24 + 30 * i), line, font(22), theme.panel_text, theme)
    return img


def _tricks(record: HandRecord, theme: Theme) -> Image.Image:
    height = 34 + 36 + len(record.tricks) * ROW_H + 8
    img = panel_canvas(theme, WIDTH, height)
    draw = ImageDraw.Draw(img)
    _heading(img, "Tricks", theme)
    num_x = PAD + 26
    seat_x = {seat: PAD + 100 + i * 104 for i, seat in enumerate(SEATS)}
    won_x, worth_x, ns_x, ew_x = PAD + 520, PAD + 608, PAD + 680, PAD + 744
    small = font(18, True)
    y = 34
    head = [("#", num_x)] + [(s.value, x) for s, x in seat_x.items()]
    head += [("Won by", won_x), ("Worth", worth_x), ("N-S", ns_x), ("E-W", ew_x)]
    for label, x in head:
        draw_text(img, (x, y + 26), label, small, theme.panel_muted, theme, align="center")
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
            draw_text(img, (x, base), card.label, font(21, bold), ink, theme, align="center",
                      ground=ground)  # fmt: skip
        assert trick.winner is not None
        worth = trick_points((c for _, c in trick.plays), record.rules)
        running[trick.winner.side] += worth
        draw_text(img, (won_x, base), trick.winner.title, body, theme.panel_text, theme,
                  align="center")  # fmt: skip
        colour = theme.panel_text if worth == 1 else theme.alert
        draw_text(img, (worth_x, base), signed(worth) if worth != 1 else "1", font(21, worth != 1),
                  colour, theme, align="center")  # fmt: skip
        for side, x in ((Side.NS, ns_x), (Side.EW, ew_x)):
            draw_text(img, (x, base), number(running[side]), body, theme.panel_text, theme,
                      align="center")  # fmt: skip
        y += ROW_H
    return img


def settlement_lines(record: HandRecord) -> list[str]:
    """The hand scored into the game, a line a team, then the game score."""
    s = record.score
    c = record.contract
    bidders, others = s.bidders, s.others
    made = "made it" if s.made else "went down"
    doubled = " (doubled at no trump)" if c.bid.no_trump and record.rules.no_trump_doubles else ""
    lines = [
        f"{bidders.label} bid {c.bid.label} and took {number(s.points[bidders])}: {made}, "
        f"{signed(s.change[bidders])}{doubled}",
    ]
    frozen = f", frozen at {record.rules.freeze} or more" if s.frozen else ""
    took = number(s.points[others])
    lines.append(f"{others.label} took {took}{frozen}: {signed(s.change[others])}")
    game = " · ".join(
        f"{side.label} {number(s.before[side])} → {number(s.after[side])}" for side in Side
    )
    lines.append(f"Game: {game}")
    if s.winner is not None:
        lines.append(f"{s.winner.label} win the game.")
    five_seat, five_side = record.five
    minus_seat, minus_side = record.minus
    lines.append(f"5♥: played by {five_seat.title}, taken by {five_side.label}")
    minus = record.rules.minus_card.label
    lines.append(f"{minus}: played by {minus_seat.title}, taken by {minus_side.label}")
    return lines


def _settlement(record: HandRecord, theme: Theme) -> Image.Image:
    body = font(22)
    lines = [w for line in settlement_lines(record) for w in wrap_text(line, body, INNER - 8)]
    img = panel_canvas(theme, WIDTH, 34 + 32 * len(lines) + 8)
    _heading(img, "Score", theme)
    for i, line in enumerate(lines):
        bold = line.startswith("Game:") or line.endswith("win the game.")
        draw_text(img, (PAD + 4, 34 + 26 + 32 * i), line, font(22, bold), theme.panel_text, theme)
    return img


def spoken_names(names: Mapping[Seat, str]) -> dict[Seat, str]:
    """The names as the talk says them: a name two seats share (two robots, say) is told
    apart by its seat, "Robot (East)"."""
    count = Counter(names.values())
    return {s: f"{n} ({s.title})" if count[n] > 1 else n for s, n in names.items()}


def _talk(record: HandRecord, theme: Theme) -> Image.Image:
    body = font(21)
    names = spoken_names(record.names)
    said = [f"“{r.said(names)}”" for r in record.talk]
    lines = [w for line in said for w in wrap_text(line, body, INNER - 24)]
    img = panel_canvas(theme, WIDTH, 34 + 30 * len(lines) + 8)
    _heading(img, "At the table", theme)
    for i, line in enumerate(lines):
        draw_text(img, (PAD + 16, 34 + 24 + 30 * i), line, body, theme.panel_text, theme)
    return img

