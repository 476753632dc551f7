"""Hand records of finished deals: PBN export, LIN export and a handviewer link.

PBN follows the export rules of PBN 2.1: the fifteen mandatory tags in their fixed order, then
the Auction section (with Note tags for explained calls), the Play section (one line a trick,
cards in seat columns from the opening leader clockwise) and the Score tag. LIN is the notation
BridgeBase's handviewer reads; in a link every character that is not a letter or a digit is
percent-encoded, `|` included, because Discord reads `||` as spoiler markup.
"""

from __future__ import annotations

from datetime import date as Date
from urllib.parse import quote

from bot.games.bridge.calls import CallKind
from bot.games.bridge.views import HandRecord
from bot.games.cards import SUITS_HIGH_FIRST, Card, hand_to_pbn
from bot.games.seats import Seat, Side

HANDVIEWER = "https://www.bridgebase.com/tools/handviewer.html?lin="

_PBN_CALL = {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}


def _pbn_quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _pbn_score(record: HandRecord) -> str:
    """The Score tag: the declaring side's net score, "NS 420" (NS's view when passed out)."""
    side = record.contract.declarer.side if record.contract is not None else Side.NS
    return f"{side} {record.score.net(side)}"


def to_pbn(
    record: HandRecord,
    *,
    event: str = "Discord table",
    site: str = "Discord",
    day: Date | None = None,
    scoring: str = "Chicago",
) -> str:
    """The deal as PBN 2.1 export text (CRLF line ends)."""
    lines = ["% PBN 2.1", "% EXPORT"]
    when = day.strftime("%Y.%m.%d") if day is not None else "????.??.??"
    contract = record.contract
    deal = " ".join(hand_to_pbn(record.hands[s]) for s in record.dealer.clockwise_from())
    tags = [
        ("Event", event),
        ("Site", site),
        ("Date", when),
        ("Board", str(record.board_number)),
        ("West", record.names[Seat.WEST]),
        ("North", record.names[Seat.NORTH]),
        ("East", record.names[Seat.EAST]),
        ("South", record.names[Seat.SOUTH]),
        ("Dealer", str(record.dealer)),
        ("Vulnerable", record.vulnerability.pbn),
        ("Deal", f"{record.dealer}:{deal}"),
        ("Scoring", scoring),
        ("Declarer", str(contract.declarer) if contract else ""),
        ("Contract", contract.text if contract else "Pass"),
        ("Result", str(record.declarer_tricks) if contract else ""),
    ]
    lines += [f'[{k} "{_pbn_quote(v)}"]' for k, v in tags]

    lines.append(f'[Auction "{record.dealer}"]')
    notes: list[str] = []
    tokens: list[str] = []
    for cv in record.auction:
        tok = str(cv.call.bid) if cv.call.bid is not None else _PBN_CALL[cv.call.kind]
        if cv.explanation is not None and len(notes) < 32:
            notes.append(cv.explanation.text)
            tok += f" ={len(notes)}="
        tokens.append(tok)
    for i in range(0, len(tokens), 4):
        lines.append(" ".join(tokens[i : i + 4]))
    lines += [f'[Note "{n}:{_pbn_quote(text)}"]' for n, text in enumerate(notes, start=1)]

    if contract is not None:
        leader = contract.opening_leader
        lines.append(f'[Play "{leader}"]')
        columns = leader.clockwise_from()
        played = [t for t in record.tricks if t.plays]
        for trick in played:
            cells = []
            for seat in columns:
                card = trick.card_of(seat)
                cells.append(str(card) if card is not None else "-")
            lines.append(" ".join(cells))
        if record.claimed or (played and len(played[-1].plays) < 4) or len(played) < 13:
            lines.append("*")
    lines.append(f'[Score "{_pbn_score(record)}"]')
    return "\r\n".join(lines) + "\r\n"


# LIN lists seats South, West, North, East, and numbers the dealer 1..4 in that order.
_LIN_ORDER = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
_LIN_CALL = {CallKind.PASS: "p", CallKind.DOUBLE: "d", CallKind.REDOUBLE: "r"}


def _lin_hand(cards: tuple[Card, ...]) -> str:
    out = []
    for suit in SUITS_HIGH_FIRST:
        ranks = sorted(c.rank for c in cards if c.suit is suit)
        out.append(suit.letter + "".join(r.letter for r in ranks))
    return "".join(out)


def _lin_text(text: str) -> str:
    """LIN values cannot hold `|`; suits in explanations are written !S !H !D !C."""
    for sym, code in (("♠", "!S"), ("♥", "!H"), ("♦", "!D"), ("♣", "!C")):
        text = text.replace(sym, code)
    return text.replace("|", "/")


def to_lin(record: HandRecord) -> str:
    """The deal as one LIN line: names, deal, vulnerability, auction with alerts, play, claim."""
    parts: list[tuple[str, str]] = []
    parts.append(("pn", ",".join(_lin_text(record.names[s]).replace(",", " ") for s in _LIN_ORDER)))
    dealer_digit = _LIN_ORDER.index(record.dealer) + 1
    hands = ",".join(_lin_hand(record.hands[s]) for s in _LIN_ORDER)
    parts.append(("md", f"{dealer_digit}{hands}"))
    parts.append(("rh", ""))
    parts.append(("ah", f"Board {record.board_number}"))
    vul = {"none": "o", "NS": "n", "EW": "e", "both": "b"}[record.vulnerability.value]
    parts.append(("sv", vul))
    for cv in record.auction:
        if cv.call.bid is not None:
            b = cv.call.bid
            text = f"{b.level}{'N' if b.strain.letter == 'NT' else b.strain.letter}"
        else:
            text = _LIN_CALL[cv.call.kind]
        if cv.explanation is not None and cv.explanation.alert:
            text += "!"
        parts.append(("mb", text))
        if cv.explanation is not None:
            parts.append(("an", _lin_text(cv.explanation.text)))
    parts.append(("pg", ""))
    for trick in record.tricks:
        for _, card in trick.plays:
            parts.append(("pc", str(card)))
        if len(trick.plays) == 4:
            parts.append(("pg", ""))
    if record.claimed and record.declarer_tricks is not None:
        parts.append(("mc", str(record.declarer_tricks)))
    return "".join(f"{k}|{v}|" for k, v in parts)


def handviewer_url(record: HandRecord) -> str:
    """A BridgeBase handviewer link; every `|` is encoded so Discord shows no spoiler bars."""
    return HANDVIEWER + quote(to_lin(record), safe="")
