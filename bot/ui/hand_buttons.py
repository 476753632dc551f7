"""The pieces every game's hand message is built from: a hand written by suit, buttons laid out
in Discord's rows, a card's button coloured by its suit, and the confirm step.

A game's adapter decides which moves its player may make now; these only draw them, the same
way for every game, so a player who knows one game's buttons knows the other's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.cards import SUITS_HIGH_FIRST, Card, Rank, Suit
from bot.language import Words
from bot.ui.components import ButtonControl
from bot.ui.custom_ids import Act, ControlId

#: Discord's limits: five rows of five components.
MAX_ROWS = 5
PER_ROW = 5

Item = discord.ui.Item[Any]


#: The honours whose letter each language writes its own way (a French king is R, for roi).
HONOURS = {Rank.ACE: "rank-ace", Rank.KING: "rank-king", Rank.QUEEN: "rank-queen",
           Rank.JACK: "rank-jack"}  # fmt: skip


def rank_label(rank: Rank, words: Words) -> str:
    """A rank as the reader's card players write it: "10", "Q" (English), "D" (French)."""
    key = HONOURS.get(rank)
    return words(key) if key else rank.label


def card_label(card: Card, words: Words) -> str:
    """A card as the reader writes it: "Q♠", "D♠"."""
    return f"{rank_label(card.rank, words)}{card.suit.symbol}"


def hand_line(cards: Sequence[Card], words: Words | None = None) -> str:
    """A hand, in the order given, written by suit: "♠ A K 3 · ♥ Q 10 · ♦ — · ♣ J 9 8"."""
    words = words or Words()
    parts = []
    for suit in SUITS_HIGH_FIRST:
        ranks = [rank_label(c.rank, words) for c in cards if c.suit is suit]
        parts.append(f"{suit.symbol} {' '.join(ranks) if ranks else '—'}")
    return " · ".join(parts)


def suit_style(suit: Suit | None) -> discord.ButtonStyle:
    """Red suits on red buttons, black suits on grey ones; blue for what has no suit."""
    if suit is None:
        return discord.ButtonStyle.primary
    return discord.ButtonStyle.danger if suit.is_red else discord.ButtonStyle.secondary


def rows(groups: Sequence[Sequence[Item]]) -> list[list[Item]]:
    """Lay groups out a group per row where they fit, else fill rows in order."""
    out = [list(g[i : i + PER_ROW]) for g in groups if g for i in range(0, len(g), PER_ROW)]
    if len(out) <= MAX_ROWS:
        return out
    flat = [item for g in groups for item in g]
    return [flat[i : i + PER_ROW] for i in range(0, len(flat), PER_ROW)]


def place(laid_out: list[list[Item]]) -> list[Item]:
    """The items with their row numbers set, in order."""
    for number, row in enumerate(laid_out):
        for item in row:
            item.row = number
    return [item for row in laid_out for item in row]


def button(
    table: str,
    version: int,
    act: Act,
    arg: str,
    label: str,
    suit: Suit | None = None,
    style: discord.ButtonStyle | None = None,
) -> Item:
    cid = ControlId(table, version, act, arg).encode()
    return ButtonControl(cid, label, style=style or suit_style(suit))


def confirm_controls(
    table: str, version: int, move: str, label: str, words: Words | None = None
) -> list[Item]:
    """The confirm step: the button that makes the move, and Back."""
    words = words or Words()
    return place(
        [
            [
                button(table, version, Act.MOVE, move, label),
                button(table, version, Act.BACK, "", words("button-back")),
            ]
        ]
    )


def card_buttons(
    legal: Sequence[Card],
    table: str,
    version: int,
    confirm_first: bool,
    words: Words | None = None,
) -> list[Item]:
    """A button for each legal card, a row for each suit, highest card first. The button's
    move is the card's text ("SA"); with `confirm_first` it only asks for confirmation."""
    act = Act.CONFIRM if confirm_first else Act.MOVE
    words = words or Words()
    groups = []
    for suit in SUITS_HIGH_FIRST:
        cards = sorted((c for c in legal if c.suit is suit), key=lambda c: -c.rank)
        groups.append(
            [button(table, version, act, str(c), card_label(c, words), suit) for c in cards]
        )
    return place(rows(groups))
