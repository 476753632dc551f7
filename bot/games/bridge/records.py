"""Hand records of finished deals: PBN export and its reader, LIN export, a handviewer link.

PBN follows the export rules of PBN 2.1: the fifteen mandatory tags in their fixed order, then
the Auction section (with Note tags for explained calls), the Play section (one line a trick,
cards in seat columns from the opening leader clockwise, with a Note on each card that cost a
trick double dummy) and the Score tag; a call or card its player took a hint for says so in
its Note. LIN is the notation
BridgeBase's handviewer reads; in a link every character that is not a letter or a digit is
percent-encoded, `|` included, because Discord reads `||` as spoiler markup.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from urllib.parse import quote

from bot.games.bridge.calls import PASS, Call, CallKind
from bot.games.bridge.contract import Contract
from bot.games.bridge.play import TRICKS
from bot.games.bridge.scoring import Vulnerability, parse_contract
from bot.games.bridge.state import (
    Board,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimReply,
    DealState,
    Phase,
)
from bot.games.bridge.views import HandRecord
from bot.games.cards import SUITS_HIGH_FIRST, Card, hand_to_pbn
from bot.games.errors import RuleError
from bot.games.hints import Moment, hint_note
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import TRICK_SIZE

HANDVIEWER = "https://www.bridgebase.com/tools/handviewer.html?lin="
#: The longest handviewer link posted: a message's text holds at most 2,000 characters, and the
#: link shares it with the deal's heading.
LINK_LONGEST = 1_700

_PBN_CALL = {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}


def _pbn_quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _pbn_score(record: HandRecord) -> str:
    """The Score tag: the declaring side's net score, "NS 420" (NS's view when passed out)."""
    side = record.contract.declarer.side if record.contract is not None else Side.NS
    return f"{side} {record.score.net(side)}"


def cost_note(tricks: int) -> str:
    """A Play section note on a card that cost a trick: PBN files are read in English."""
    return f"cost {tricks} trick{'s' if tricks > 1 else ''} double dummy"


def to_pbn(
    record: HandRecord,
    *,
    event: str = "Discord table",
    site: str = "Discord",
) -> str:
    """The deal as PBN 2.1 export text (CRLF line ends); `read_pbn` reads it back."""
    lines = ["% PBN 2.1", "% EXPORT"]
    day = record.day
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
        ("Scoring", record.scoring),
        ("Declarer", str(contract.declarer) if contract else ""),
        ("Contract", contract.text if contract else "Pass"),
        ("Result", str(record.declarer_tricks) if contract else ""),
    ]
    lines += [f'[{k} "{_pbn_quote(v)}"]' for k, v in tags]

    lines.append(f'[Auction "{record.dealer}"]')
    notes: list[str] = []
    tokens: list[str] = []
    hinted = {(h.moment, h.number, h.seat): h.advice for h in record.hints}
    for number, cv in enumerate(record.auction, start=1):
        tok = str(cv.call.bid) if cv.call.bid is not None else _PBN_CALL[cv.call.kind]
        said = [cv.explanation.text] if cv.explanation is not None else []
        advice = hinted.get((Moment.CALL, number, cv.seat))
        if advice is not None:
            said.append(hint_note(advice))
        if said and len(notes) < 32:
            notes.append("; ".join(said))
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
        costly = {(c.trick, c.seat): c.cost for c in record.costly or ()}
        notes = []
        for number, trick in enumerate(played, start=1):
            cells = []
            for seat in columns:
                card = trick.card_of(seat)
                cell = str(card) if card is not None else "-"
                cost = costly.get((number, seat))
                advice = hinted.get((Moment.CARD, number, seat))
                said = [cost_note(cost)] if cost is not None else []
                if advice is not None:
                    said.append(hint_note(advice))
                if said and len(notes) < 32:
                    notes.append("; ".join(said))
                    cell += f" ={len(notes)}="
                cells.append(cell)
            lines.append(" ".join(cells))
        unfinished = played and len(played[-1].plays) < TRICK_SIZE
        if record.claimed or unfinished or len(played) < TRICKS:
            lines.append("*")
        lines += [f'[Note "{n}:{_pbn_quote(text)}"]' for n, text in enumerate(notes, start=1)]
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


def to_lin(record: HandRecord, *, explained: bool = True) -> str:
    """The deal as one LIN line: names, deal, vulnerability, auction with alerts (and what the
    calls mean, when `explained`), play, claim."""
    parts: list[tuple[str, str]] = []
    parts.append(("pn", ",".join(_lin_text(record.names[s]).replace(",", " ") for s in _LIN_ORDER)))
    dealer_digit = _LIN_ORDER.index(record.dealer) + 1
    hands = ",".join(_lin_hand(record.hands[s]) for s in _LIN_ORDER)
    parts.append(("md", f"{dealer_digit}{hands}"))
    parts.append(("rh", ""))
    parts.append(("ah", f"Board {record.board_number}"))
    parts.append(("sv", record.vulnerability.lin))
    for cv in record.auction:
        if cv.call.bid is not None:
            b = cv.call.bid
            text = f"{b.level}{'N' if b.strain.letter == 'NT' else b.strain.letter}"
        else:
            text = _LIN_CALL[cv.call.kind]
        if cv.explanation is not None and cv.explanation.alert:
            text += "!"
        parts.append(("mb", text))
        if cv.explanation is not None and explained:
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


def handviewer_url(record: HandRecord, longest: int = LINK_LONGEST) -> str | None:
    """A BridgeBase handviewer link; every `|` is encoded so Discord shows no spoiler bars.
    A link longer than `longest` leaves the calls' explanations out (the LIN file keeps them);
    None when it is too long even so (rule 7.5)."""
    for explained in (True, False):
        url = HANDVIEWER + quote(to_lin(record, explained=explained), safe="")
        if len(url) <= longest:
            return url
    return None


# -- reading PBN ------------------------------------------------------------------------------

_TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_SECTIONS = ("Auction", "Play")


@dataclass(frozen=True, slots=True)
class PbnGame:
    """One game of a PBN file: its tags, and the tokens of its Auction and Play sections."""

    tags: Mapping[str, str]
    auction: tuple[str, ...] = ()
    #: The Play section's rows, each a trick in seat columns from the Play tag's seat.
    play: tuple[tuple[str, ...], ...] = ()

    def tag(self, name: str, default: str = "") -> str:
        return self.tags.get(name, default) or default

    @property
    def board(self) -> Board:
        """The deal, numbered, with its dealer and vulnerability (raises ValueError if bad)."""
        number = self.tag("Board", "1")
        dealer = self.tag("Dealer")
        return Board.from_pbn_deal(
            self.tag("Deal"),
            int(number) if number.isdigit() else 1,
            Seat.parse(dealer) if dealer else None,
            Vulnerability.parse(self.tag("Vulnerable", "None")),
        )

    @property
    def names(self) -> dict[Seat, str]:
        return {s: self.tag(s.title, s.title) for s in SEATS}

    @property
    def contract(self) -> Contract | None:
        """The Contract and Declarer tags (None when missing or passed out)."""
        text, declarer = self.tag("Contract").strip(), self.tag("Declarer").strip()
        if not text or not declarer or text.upper() in ("PASS", "P", "AP"):
            return None
        return parse_contract(text, Seat.parse(declarer))

    def calls(self) -> list[Call]:
        """The auction's calls; "AP" (all pass) is written out as the passes it stands for."""
        calls: list[Call] = []
        for word in self.auction:
            if word == "*" or word.startswith("=") or word.startswith("$"):
                continue
            if word.upper() == "AP":
                calls += [PASS] * 3
                continue
            calls.append(Call.parse(word))
        return calls

    def deal_state(self) -> DealState:
        """The deal replayed through the engine: the auction, the cards, and a claimed ending
        (the Result tag's tricks) as an accepted claim. Raises ValueError if it does not fit."""
        try:
            state = DealState(self.board)
            for call in self.calls():
                if state.auction.is_complete:
                    break
                seat = state.to_act
                assert seat is not None
                state.apply(CallAction(seat, call))
            columns = Seat.parse(self.tag("Play", "N")).clockwise_from()
            for row in self.play:
                if row == ("*",):
                    break
                for _ in range(TRICK_SIZE):
                    turn = state.turn
                    if turn is None or state.phase is not Phase.PLAY:
                        break
                    card = row[columns.index(turn)]
                    if card in ("-", "*"):
                        break
                    state.apply(CardAction(turn, Card.parse(card)))
            result = self.tag("Result")
            contract = state.contract
            if state.phase is Phase.PLAY and result.isdigit() and contract is not None:
                taken = state.tricks_won(contract.declarer.side)
                state.apply(ClaimAction(contract.declarer, int(result) - taken))
                for seat in state.claim_responders():
                    state.apply(ClaimReply(seat, True))
        except (RuleError, IndexError, AssertionError) as exc:
            raise ValueError(f"the PBN game does not replay: {exc}") from exc
        return state


def read_pbn(text: str) -> Iterator[PbnGame]:
    """The games of a PBN file, in order. A game ends at a blank line; a tag value of "#"
    repeats the previous game's value, as PBN allows."""
    tags: dict[str, str] = {}
    previous: dict[str, str] = {}
    sections: dict[str, list[list[str]]] = {}
    current: str | None = None

    def game() -> PbnGame:
        auction = tuple(w for line in sections.get("Auction", []) for w in line)
        return PbnGame(dict(tags), auction, tuple(tuple(r) for r in sections.get("Play", [])))

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            if tags:
                yield game()
                previous, tags, sections, current = tags, {}, {}, None
            continue
        if line.startswith(("%", ";")):
            continue
        match = _TAG.match(line)
        if match:
            value = match[2].replace('\\"', '"').replace("\\\\", "\\")
            tags[match[1]] = previous.get(match[1], "") if value == "#" else value
            current = match[1] if match[1] in _SECTIONS else None
        elif current == "Play":
            # A card's note reference (=1=) and NAGs ($2) annotate the card before them.
            row = [w for w in line.split() if not w.startswith(("=", "$"))]
            sections.setdefault(current, []).append(row)
        elif current is not None:
            sections.setdefault(current, []).append(line.split())
    if tags:
        yield game()
