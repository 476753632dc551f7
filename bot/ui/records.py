"""The record of a finished deal as the channel gets it: picture, PBN, LIN and a handviewer link.

The table service hands over each finished deal as its stored PBN export. The deal is replayed
from it through the engine, so the record shows exactly what the rules accepted; a claimed
ending is replayed as the accepted claim.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Mapping
from dataclasses import dataclass

import discord

from bot.games.bridge.calls import Call
from bot.games.bridge.records import handviewer_url, to_lin, to_pbn
from bot.games.bridge.scoring import Vulnerability, score_deal
from bot.games.bridge.state import (
    Board,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimReply,
    DealState,
    Phase,
)
from bot.games.bridge.views import HandRecord, hand_record
from bot.games.cards import Card
from bot.games.errors import RuleError
from bot.games.seats import SEATS, Seat

_TAG = re.compile(r'^\[(\w+) "([^"]*)"\]\s*$')
_VULNERABLE = {v.pbn: v for v in Vulnerability}


def _read(text: str) -> tuple[dict[str, str], dict[str, list[list[str]]]]:
    """PBN tags, and the lines of the Auction and Play sections split into tokens."""
    tags: dict[str, str] = {}
    sections: dict[str, list[list[str]]] = {}
    current: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("%") or line.startswith(";"):
            continue
        match = _TAG.match(line)
        if match:
            tags[match[1]] = match[2].replace('\\"', '"')
            current = match[1] if match[1] in ("Auction", "Play") else None
        elif current is not None:
            sections.setdefault(current, []).append(line.split())
    return tags, sections


def replay_pbn(text: str) -> DealState | None:
    """The finished deal a PBN export describes, or None when it cannot be rebuilt."""
    tags, sections = _read(text)
    try:
        board = Board.from_pbn_deal(
            tags["Deal"],
            int(tags["Board"]),
            Seat.parse(tags["Dealer"]),
            _VULNERABLE[tags["Vulnerable"]],
        )
        state = DealState(board)
        for word in (w for line in sections.get("Auction", []) for w in line):
            if word in ("*", "AP") or word.startswith("="):
                continue
            seat = state.to_act
            assert seat is not None
            state.apply(CallAction(seat, Call.parse(word)))
        columns = Seat.parse(tags.get("Play", "N")).clockwise_from()
        for row in sections.get("Play", []):
            if row == ["*"]:
                break
            for _ in range(4):
                turn = state.turn
                if turn is None:
                    break
                card = row[columns.index(turn)]
                if card == "-":
                    break
                state.apply(CardAction(turn, Card.parse(card)))
        result = tags.get("Result", "")
        contract = state.contract
        if state.phase is Phase.PLAY and result.isdigit() and contract is not None:
            taken = state.tricks_won(contract.declarer.side)
            state.apply(ClaimAction(contract.declarer, int(result) - taken))
            for seat in state.claim_responders():
                state.apply(ClaimReply(seat, True))
    except (KeyError, ValueError, IndexError, AssertionError, RuleError):
        return None
    return state if state.is_finished else None


def names_in(text: str) -> dict[Seat, str]:
    tags, _ = _read(text)
    return {s: tags.get(s.title, s.title) or s.title for s in SEATS}


@dataclass(frozen=True, slots=True)
class DealRecord:
    record: HandRecord
    pbn: str
    lin: str
    link: str


def deal_record(text: str, names: Mapping[Seat, str] | None = None) -> DealRecord | None:
    """The record of the finished deal in `text`; names default to those the PBN gives."""
    state = replay_pbn(text)
    if state is None:
        return None
    score = score_deal(
        state.contract, state.board.vulnerability, state.declarer_tricks, state.board.hands
    )
    record = hand_record(state, score, names or names_in(text))
    return DealRecord(record, to_pbn(record), to_lin(record), handviewer_url(record))


async def record_files(record: DealRecord, stem: str) -> list[discord.File]:
    """The record picture (drawn off the loop), the PBN and the LIN."""
    from renderers.record import render_record

    png = await asyncio.to_thread(render_record, record.record)
    return [
        discord.File(io.BytesIO(png), filename=f"{stem}.png"),
        discord.File(io.BytesIO(record.pbn.encode()), filename=f"{stem}.pbn"),
        discord.File(io.BytesIO(record.lin.encode()), filename=f"{stem}.lin"),
    ]
