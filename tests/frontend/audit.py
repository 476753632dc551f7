"""The hidden-card audit: over every request a test made, no card went to anyone who may not
see it at that moment, at a table of any game.

As each request reaches the fake, the fake asks `capture` for what every deal looks like then
(the state only moves forward, so what was visible when the bot built the request is visible
now too). A card may go to a player if it is in their own hand, is played, is dummy's after the
opening lead, is in a hand they play for after the opening lead, was faced by a claim (rule
3.10 of the bridge rule book), or belongs to a finished deal. The channel may see only played
cards, dummy after the lead, cards faced by a claim and finished deals. Kaiser has no dummy, no
claims and nobody plays another's hand: there a player may see their own cards and the played
ones. A deal's record (bridge's PBN, Kaiser's text) may go out only once its deal is over.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.games.bridge.state import Board, CardAction
from bot.games.bridge.state import DealState as BridgeDeal
from bot.games.cards import SUITS_HIGH_FIRST, Card, Rank
from bot.games.kaiser.records import read_records
from bot.games.seats import Seat
from bot.language import Language, say
from bot.ui.custom_ids import Act, BadControlId, ControlId
from tests.fake_discord.harness import custom_ids_of
from tests.fake_discord.mentions import texts
from tests.fake_discord.server import FakeDiscord, Recorded
from tests.frontend.table_driver import CARD


def _pattern(language: Language, key: str, groups: dict[str, str]) -> str:
    """A catalogue message as a regular expression: each placeable becomes its group."""
    marks = {name: f"\x00{i}\x00" for i, name in enumerate(groups)}
    text = re.escape(say(language, key, **marks))
    for name, mark in marks.items():
        text = text.replace(re.escape(mark), groups[name])
    return text


#: A hand message's heading, in any language: table, deal number, game (named groups).
HEADING = re.compile(
    "|".join(
        _pattern(
            lang,
            "hand-heading",
            {
                "table": rf"(?P<table{i}>\d+)",
                "channel": r"<#\d+>",
                "deal": r"\w+",
                "number": rf"(?P<deal{i}>\d+)",
                "game": rf"(?P<game{i}>\d+)",
                "seat": r"\w+",
            },
        )
        for i, lang in enumerate(Language)
    )
)
#: A line of a hand message that shows cards, in any language; the cards in group "cards".
HAND_LINE = re.compile(
    "^(?:"
    + "|".join(
        _pattern(lang, key, {"seat": r"\w+", "cards": rf"(?P<cards{i}{n}>.*)"})
        for i, lang in enumerate(Language)
        for n, key in enumerate(
            ("hand-yours", "hand-you-also-play", "hand-dummy", "hand-claim-cards")
        )
    )
    + ")$"
)


def _group(match: re.Match[str], name: str) -> str:
    return next(v for k, v in match.groupdict().items() if k.startswith(name) and v is not None)


#: Rank letters of every language, read back as ranks (a French king is R).
RANK_LETTERS = {
    say(lang, f"rank-{name}"): letter
    for lang in Language
    for name, letter in (("ace", "A"), ("king", "K"), ("queen", "Q"), ("jack", "J"))
}


@dataclass
class DealInfo:
    hands: dict[Seat, frozenset[Card]]
    deal: str
    seat_of: dict[int, Seat]
    controls: dict[int, set[Seat]]
    played: set[Card] = field(default_factory=set)
    dummy: Seat | None = None
    lead_made: bool = False
    finished: bool = False
    #: Cards a claimer has faced (they stay seen after the claim is withdrawn).
    claimed: set[Card] = field(default_factory=set)
    #: The duplicate event the table plays (other tables hold the same deal), if any.
    event: str | None = None

    def public(self) -> set[Card]:
        cards = set(self.played) | self.claimed
        if self.finished:
            return {c for h in self.hands.values() for c in h}
        if self.lead_made and self.dummy is not None:
            cards |= self.hands[self.dummy]
        return cards

    def allowed(self, user_id: int) -> set[Card]:
        cards = self.public()
        own = self.seat_of.get(user_id)
        if own is not None:
            cards |= self.hands[own]
        if self.lead_made:
            for seat in self.controls.get(user_id, set()):
                cards |= self.hands[seat]
        return cards


Key = tuple[int, int, int]  # table, game, board


@dataclass(frozen=True)
class Seen:
    """What the audit knew as a request arrived: every deal, who was in each private thread
    then, and who had ever sat at a table of each duplicate event (a player who left one is
    still its entrant)."""

    deals: dict[tuple[int, str], tuple[Key, DealInfo]]
    members: dict[int, frozenset[int]]
    entrants: dict[str, frozenset[int]]


def capture(bot: Any, table_ids: list[int]) -> dict[Key, DealInfo]:
    service = getattr(bot, "service", None)
    out: dict[Key, DealInfo] = {}
    if service is None:
        return out
    for tid in table_ids:
        try:
            t = service.reader.snapshot(tid)
        except Exception:
            continue
        if t.deal is None:
            continue
        d = t.deal
        seat_of = {p.user_id: s for s, p in t.players.items()}
        controls = {u: set(t.seats_controlled_by(u)) for u in seat_of}
        if isinstance(d, BridgeDeal):
            claim = d.pending_claim
            info = DealInfo(
                hands=dict(d.board.hands),
                deal=d.board.to_pbn_deal(Seat.NORTH),
                seat_of=seat_of,
                controls=controls,
                played={a.card for a in d.actions if isinstance(a, CardAction)},
                dummy=d.dummy,
                lead_made=d.dummy_exposed,
                finished=d.is_finished,
                claimed=set(d.hand(claim.seat)) if claim is not None else set(),
                event=t.options.event,
            )
            number = d.board.number
        else:
            # Kaiser, and any game whose deal keeps its hands as Kaiser's does (`deal.hands`,
            # `deal.to_text()`, played cards as actions with a `card`).
            info = DealInfo(
                hands=dict(d.deal.hands),
                deal=d.deal.to_text(),
                seat_of=seat_of,
                controls=controls,
                played={c for a in d.actions if isinstance(c := getattr(a, "card", None), Card)},
                finished=d.is_finished,
                event=t.options.event,
            )
            number = d.deal.number
        out[(tid, t.match_no, number)] = info
    return out


class Auditor:
    """Keeps every deal's latest state as requests arrive, then checks every request."""

    def __init__(self, fake: FakeDiscord, bot_of: Any, channel_id: int) -> None:
        #: Every deal seen at each table, by the table and the cards (a passed-out board is
        #: dealt again under its number; an event's board is the same deal at every table).
        self.deals: dict[tuple[int, str], tuple[Key, DealInfo]] = {}
        self.bot_of = bot_of
        self.channel_id = channel_id
        self.fake = fake
        self.entrants: dict[str, set[int]] = {}
        fake.snapshot = self.snap

    def snap(self) -> Seen:
        bot = self.bot_of()
        service = getattr(bot, "service", None)
        ids: list[int] = []
        if service is not None:
            rooms = [self.channel_id, *self.fake.threads]
            here = {t for room in rooms if (t := service.reader.table_in(room)) is not None}
            known = {key[0] for key, _ in self.deals.values()}
            ids = sorted(known | here)
        for key, info in capture(bot, ids).items():
            at = (key[0], info.deal)
            if at in self.deals:
                info.claimed |= self.deals[at][1].claimed
            self.deals[at] = (key, info)
            # A table deals again only once the deal before is over.
            for (table, text), (_, seen) in self.deals.items():
                if table == key[0] and text != info.deal:
                    seen.finished = True
            if info.event is not None:
                self.entrants.setdefault(info.event, set()).update(info.seat_of)
        return Seen(
            {at: (key, _copy(info)) for at, (key, info) in self.deals.items()},
            {t: frozenset(m) for t, m in self.fake.thread_members.items()},
            {event: frozenset(users) for event, users in self.entrants.items()},
        )

    def check(self, requests: list[Recorded]) -> list[str]:
        problems: list[str] = []
        for r in requests:
            if r.json is None or r.audience is None:
                continue
            problems += [f"{r.method} {r.path}: {p}" for p in self.check_one(r)]
        return problems

    def check_one(self, r: Recorded) -> list[str]:
        seen: Seen = r.context or Seen({}, {}, {})
        deals = seen.deals
        audience = r.audience or ""
        user = int(audience.split(":")[1]) if audience.startswith("user:") else None
        # A private thread of several members: a record must be fit for each of them.
        channel = int(audience.split(":")[1]) if audience.startswith("channel:") else None
        private = channel is not None and self.fake.threads.get(channel, {}).get("type") == 12
        readers: list[int | None] = (
            [*sorted(seen.members.get(channel, frozenset()))] if private and channel else [user]
        )
        body = r.json.get("data") if r.path.endswith("/callback") else r.json
        if not isinstance(body, dict):
            return []
        content = texts(body)
        out: list[str] = []
        heading = HEADING.search(content)
        candidates: list[DealInfo] = []
        if heading is not None:
            key = (
                int(_group(heading, "table")),
                int(_group(heading, "game")),
                int(_group(heading, "deal")),
            )
            candidates = [info for k, info in deals.values() if k == key]
            if not candidates:
                out.append(f"a hand message for a deal not dealt yet: {heading[0]}")
        shown: set[Card] = set()
        for line in content.splitlines():
            m = HAND_LINE.match(line)
            if m:
                shown |= parse_hand_line(_group(m, "cards"))
        for cid in custom_ids_of(body.get("components") or []):
            try:
                control = ControlId.parse(cid)
            except BadControlId:
                continue
            if control.action in (Act.MOVE, Act.CONFIRM) and CARD.fullmatch(control.arg):
                shown.add(Card.parse(control.arg))
        if shown:
            if user is None:
                out.append(f"cards {sorted(map(str, shown))} went to a channel")
            elif not candidates:
                out.append("cards sent without saying which deal they belong to")
            elif all(shown - info.allowed(user) for info in candidates):
                leaked = shown - candidates[-1].allowed(user)
                out.append(f"user {user} was shown {sorted(map(str, leaked))}")
        records = 0
        for f in r.files:
            if f.filename.endswith(".pbn"):
                for tag in re.findall(r'\[Deal "([^"]+)"\]', f.data.decode()):
                    deal = Board.from_pbn_deal(tag).to_pbn_deal(Seat.NORTH)
                    records += 1
                    for reader in readers:
                        out += _record_problems(seen, deal, reader, "a deal record")
            if f.filename.endswith(".txt") and f.data.startswith(b"Kaiser hand record"):
                for record in read_records(f.data.decode()):
                    records += 1
                    text = record.text.splitlines()[0]
                    for reader in readers:
                        out += _record_problems(seen, text, reader, "a Kaiser record")
        if any(f.filename.endswith(".lin") for f in r.files) and not records:
            out.append("a LIN record went out without the PBN that names its deal")
        return out


def _record_problems(seen: Seen, deal: str, user: int | None, what: str) -> list[str]:
    """A deal's record may go out once the deal is over; an event's board (the same deal at
    other tables) only to a player who has finished it at their own table, never to a whole
    channel; a tournament's round, whose entrants are known once it has started, may also
    show it to someone who plays no table of it (a watcher, rule 10.18), while anyone may
    still enter a day's challenge."""
    held = [info for (_, text), (_, info) in seen.deals.items() if text == deal]
    if not any(info.finished for info in held):
        return [f"{what} was sent before the deal was finished"]
    events = {info.event for info in held if info.event is not None}
    if events:
        own = [info for info in held if user is not None and user in info.seat_of]
        entrant = any(
            not event.startswith("tournament/") or user in seen.entrants.get(event, frozenset())
            for event in events
        )
        if (
            user is None
            or (own and not all(info.finished for info in own))
            or (not own and entrant)
        ):
            return [f"{what} of an event's board went to someone who has not finished it"]
    return []


def _copy(info: DealInfo) -> DealInfo:
    return DealInfo(
        dict(info.hands), info.deal, dict(info.seat_of),
        {u: set(s) for u, s in info.controls.items()}, set(info.played), info.dummy,
        info.lead_made, info.finished, set(info.claimed), info.event,
    )  # fmt: skip


def parse_hand_line(text: str) -> set[Card]:
    """Read back "♠ A K 10 · ♥ — · …" as cards."""
    cards: set[Card] = set()
    for part in text.split(" · "):
        symbol, *ranks = part.split()
        suit = next(s for s in SUITS_HIGH_FIRST if s.symbol == symbol)
        for rank in ranks:
            if rank != "—":
                cards.add(Card(suit, Rank.parse(RANK_LETTERS.get(rank, rank))))
    return cards
