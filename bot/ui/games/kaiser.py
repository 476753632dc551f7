"""Kaiser's front end: a player's hand message, the buttons of the one-round auction, naming
trump and the cards, the words for a Kaiser table's house rules, what a finished hand's record
adds, and the rules in brief.

Everything in a hand message is built from the player's `SeatView`, so it shows nothing their
seat may not see. The auction fits on one screen: at most fourteen bids and a pass, a row for
each two numbers, so a bid always sits in the same place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.game import BID, KAISER, PASS, TRUMP
from bot.games.kaiser.rules import DEFAULT_RULES, RuleConfig
from bot.games.kaiser.state import Phase
from bot.games.kaiser.views import HandRecord, PublicView, SeatView
from bot.games.seats import Side
from bot.language import Words
from bot.ui.custom_ids import Act
from bot.ui.games import PLAIN, HandPrompt, RecordPost, register
from bot.ui.hand_buttons import (
    button,
    card_buttons,
    confirm_controls,
    hand_line,
    place,
    rows,
)
from bot.ui.safety import Refusal

Item = discord.ui.Item[Any]

#: Trump buttons, spades first as hands are written.
TRUMP_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def team(side: Side) -> str:
    return "North–South" if side is Side.NS else "East–West"


def dealer_takes(pub: PublicView, bid: Bid) -> bool:
    """Whether `bid` would be the dealer taking the bid by equalling the high bid."""
    high = pub.high
    return (
        high is not None
        and pub.rules.dealer_may_equal
        and pub.turn is pub.dealer
        and len(pub.auction) == 3
        and bid == high[1]
    )


def bid_label(pub: PublicView, bid: Bid) -> str:
    """A bid's button: "8", "8 NT", or, for the dealer equalling, "Take it at 8"."""
    return f"Take it at {bid.label}" if dealer_takes(pub, bid) else bid.label


def call_text(call: Bid | None) -> str:
    return "pass" if call is None else call.label


def forced(view: SeatView) -> bool:
    """The dealer whom everyone else passed to, who must bid."""
    return view.is_my_turn and view.public.phase is Phase.AUCTION and not view.may_pass


# -- controls ---------------------------------------------------------------------------


def hand_controls(
    view: SeatView,
    table: str,
    version: int,
    prompt: HandPrompt = PLAIN,
    *,
    confirm_first: bool = False,
) -> list[Item]:
    """The buttons for what `view`'s seat may do now; none when it is not their turn.

    With `confirm_first` a button only asks for confirmation; the confirming button then
    carries the move itself.
    """
    if prompt.confirm is not None:
        return confirm_controls(table, version, prompt.confirm, move_label(view, prompt.confirm))
    if not view.is_my_turn:
        return []
    act = Act.CONFIRM if confirm_first else Act.MOVE
    phase = view.public.phase
    if phase is Phase.AUCTION:
        return _bidding(view, table, version, act)
    if phase is Phase.TRUMP:
        trumps = [
            button(table, version, act, f"{TRUMP}{s}", f"{s.symbol} {s.name.title()}", s)
            for s in TRUMP_ORDER
        ]
        return place([trumps])
    if phase is Phase.PLAY:
        return card_buttons(view.legal_cards, table, version, confirm_first)
    return []


def _bidding(view: SeatView, table: str, version: int, act: Act) -> list[Item]:
    """Only the legal bids, each two numbers on a row, and Pass below unless the dealer
    must bid."""
    pub = view.public
    by_pair: dict[int, list[Item]] = {}
    low = pub.rules.min_bid
    for bid in view.legal_bids:
        style = discord.ButtonStyle.primary if bid.no_trump else discord.ButtonStyle.secondary
        if dealer_takes(pub, bid):
            style = discord.ButtonStyle.success
        item = button(table, version, act, f"{BID}{bid}", bid_label(pub, bid), style=style)
        by_pair.setdefault((bid.number - low) // 2, []).append(item)
    groups = [by_pair[k] for k in sorted(by_pair)]
    if view.may_pass:
        groups.append(
            [button(table, version, act, PASS, "Pass", style=discord.ButtonStyle.success)]
        )
    return place(rows(groups))


def move_label(view: SeatView, move: str) -> str:
    """How the confirm button names a move: "Pass", "Bid 8 NT", "Take it at 8", "Name ♥
    trump", "Play 10♥"."""
    try:
        if move == PASS:
            return "Pass"
        if move.startswith(BID):
            bid = Bid.parse(move.removeprefix(BID))
            if dealer_takes(view.public, bid):
                return bid_label(view.public, bid)
            return f"Bid {bid.label}"
        if move.startswith(TRUMP):
            return f"Name {Suit.parse(move.removeprefix(TRUMP)).symbol} trump"
        return f"Play {Card.parse(move).label}"
    except ValueError as exc:
        raise Refusal(f"{move[:20]!r} is not a bid, a trump or a card.") from exc


# -- words ------------------------------------------------------------------------------


def score_line(pub: PublicView) -> str:
    """The game score as the hand began, the target, and who is frozen."""
    rules = pub.rules
    parts = [f"{team(side)} {pub.scores[side]}" for side in (Side.NS, Side.EW)]
    text = f"Game score: {' · '.join(parts)} (first to {rules.target})"
    if rules.freeze is not None:
        frozen = [team(s) for s in (Side.NS, Side.EW) if pub.scores[s] >= rules.freeze]
        if frozen:
            text += f". At {rules.freeze} or more, {' and '.join(frozen)} score only with the bid"
    return text + "."


def auction_line(pub: PublicView) -> str:
    calls = [f"{seat.title} {call_text(call)}" for seat, call in pub.auction]
    return "Bids: " + (" · ".join(calls) if calls else "none yet")


def whats_the_bid(pub: PublicView) -> str:
    high = pub.high
    if high is None:
        return "What's the bid? Nobody has bid yet."
    seat, bid = high
    return f"What's the bid? {bid.label} by {seat.title}."


def hand_text(own: SeatView, heading: str, acting: SeatView | None = None) -> str:
    """The words of the hand message: where, the hand, the score, the bidding or the play, and
    what is asked now."""
    pub = own.public
    lines = [
        heading,
        f"Your hand ({own.seat.title}): {hand_line(own.hand)}",
        score_line(pub),
        f"Hand {pub.number} · {pub.dealer.title} deals.",
    ]
    if pub.phase is Phase.AUCTION:
        lines += [auction_line(pub), whats_the_bid(pub)]
    elif pub.contract is not None:
        c = pub.contract
        lines.append(f"Who got the bid? {c.bidder.title} — {c.spoken}.")
        points = " · ".join(f"{team(s)} {pub.points[s]}" for s in (Side.NS, Side.EW))
        lines.append(f"Hand points so far: {points} ({c.bid.label} to make).")
    elif pub.high is not None:
        lines.append(f"Who got the bid? {pub.high[0].title} — {pub.high[1].spoken}.")
    lines.append(_asked(own))
    return "\n".join(line for line in lines if line)


def _asked(view: SeatView) -> str:
    pub = view.public
    if view.is_my_turn:
        match pub.phase:
            case Phase.AUCTION if forced(view):
                return "**Everyone passed to you: you must bid.**"
            case Phase.AUCTION if view.seat is pub.dealer:
                return "**Your bid. As dealer you may take the bid by equalling it.**"
            case Phase.AUCTION:
                return "**Your bid.**"
            case Phase.TRUMP:
                return "**You got the bid: name trump.**"
            case _:
                return "**Your card.**"
    if pub.turn is not None:
        return f"Waiting for {pub.turn.title}."
    return "The hand is over." if pub.phase is Phase.FINISHED else ""


def describe(rules: RuleConfig) -> str:
    """The game and whichever house rules differ from the book's."""
    parts = [f"Kaiser to {rules.target}"]
    if rules.min_bid != DEFAULT_RULES.min_bid:
        parts.append(f"bids from {rules.min_bid}")
    if rules.freeze != DEFAULT_RULES.freeze:
        parts.append("no freeze" if rules.freeze is None else f"freeze at {rules.freeze}")
    if rules.minus_card != DEFAULT_RULES.minus_card:
        parts.append(f"{rules.minus_card.label} counts −3")
    if not rules.no_trump_doubles:
        parts.append("no trump not doubled")
    if not rules.dealer_may_equal:
        parts.append("dealer must bid higher")
    return " · ".join(parts)


def record_post(record: HandRecord, exports: dict[str, str]) -> RecordPost:
    """Kaiser has no replay site: the record is its picture and its text."""
    return RecordPost(None, tuple(sorted(exports.items())))


#: What `/kaiser rules` shows.
KAISER_RULES = """\
**Kaiser in brief**
1. 32 cards: 8 to ace in every suit, the 7♣ and 7♦, and the two that matter most: the **5♥** \
(worth +5) and the **3♠** (worth −3). Partners sit opposite; each player gets 8 cards.
2. **The bid.** From the dealer's left, each player bids once, 7 to 12, or passes. A no-trump \
bid beats the same number in a suit. The dealer bids last and may **take it** by equalling the \
high bid; if the other three pass, the dealer must bid.
3. Who got the bid names trump (unless it was no trump) and leads. Follow suit if you can; \
otherwise play anything. Highest trump wins the trick, else the highest card of the suit led.
4. **Counting.** Each trick is 1 point, the trick with the 5♥ adds 5 and the one with the 3♠ \
loses 3: 10 points a hand. Made the bid? Score what you took. Short? You go down by the bid. \
No trump doubles both. The other team keeps what it took.
5. **Getting out.** First team to 52 wins (the bidders count first); at −52 a team loses. A \
team at 47 or more scores only while holding the bid.
6. Here: your hand comes by DM (or the **Show my hand** button) with buttons for your legal \
bids and cards only. The table says who got the bid, who took or stole the five, who got \
stuck with the three, and whether the bid was made.
"""


class KaiserFrontEnd:
    rules_text = KAISER_RULES
    deal_name = "hand"

    def describe(self, rules: RuleConfig) -> str:
        return describe(rules)

    def hand_text(
        self, own: SeatView, heading: str, acting: SeatView | None, words: Words
    ) -> str:
        return hand_text(own, heading, acting)

    def hand_controls(
        self,
        view: SeatView,
        table: str,
        version: int,
        prompt: HandPrompt,
        *,
        confirm_first: bool,
        words: Words,
    ) -> list[Item]:
        return hand_controls(view, table, version, prompt, confirm_first=confirm_first)

    def move_label(self, view: SeatView, move: str, words: Words) -> str:
        return move_label(view, move)

    def acting_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        """Every Kaiser player plays only their own hand."""
        return own

    def picture_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        return own

    def record_post(self, record: HandRecord, exports: dict[str, str]) -> RecordPost:
        return record_post(record, exports)

    def calls_explained(self, view: PublicView) -> str | None:
        """A Kaiser bid says all it means: how many tricks, and whether in no trump."""
        return None

    def analysed(self, record: HandRecord) -> HandRecord:
        return record

    def par_text(self, record: HandRecord) -> str | None:
        """Kaiser has no solved par."""
        return None


register(KAISER.name, KaiserFrontEnd())
