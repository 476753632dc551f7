"""Kaiser's front end: a player's hand message, the buttons of the one-round auction, naming
trump and the cards, the words for a Kaiser table's house rules, what a finished hand's record
adds, and the rules in brief.

Everything in a hand message is built from the player's `SeatView`, so it shows nothing their
seat may not see. The auction fits on one screen: at most fourteen bids and a pass, a row for
each two numbers, so a bid always sits in the same place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.games.cards import Card, Suit
from bot.games.costly import lead_cost
from bot.games.hints import Hint
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.game import BID, KAISER, PASS, TRUMP
from bot.games.kaiser.robot.costly import record_costs
from bot.games.kaiser.robot.hints import BidReason, CardReason, TrumpReason
from bot.games.kaiser.rules import DEFAULT_RULES, RuleConfig
from bot.games.kaiser.state import Action as KaiserAction
from bot.games.kaiser.state import Phase
from bot.games.kaiser.views import HandRecord, PublicView, SeatView, read_result
from bot.games.seats import Side
from bot.games.tricks import cards_played
from bot.language import Words
from bot.ui.custom_ids import Act
from bot.ui.games import (
    PLAIN,
    GameAdapter,
    HandPrompt,
    RecordPost,
    register,
    side_lesson,
    with_hints,
)
from bot.ui.hand_buttons import (
    button,
    card_buttons,
    card_label,
    confirm_controls,
    hand_line,
    place,
    rows,
)
from bot.ui.safety import Refusal
from renderers.common.draw import number
from renderers.common.vocabulary import seat_name
from renderers.kaiser.words import contract_bid

Item = discord.ui.Item[Any]

#: Trump buttons, spades first as hands are written.
TRUMP_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def team(side: Side, words: Words | None = None) -> str:
    return (words or Words())("team-ns" if side is Side.NS else "team-ew")


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


def bid_text(bid: Bid, words: Words) -> str:
    """A bid as the reader writes it: "8", "8 NT" ("8 SA" in French)."""
    return words("kaiser-no-trump", number=bid.number) if bid.no_trump else str(bid.number)


def bid_label(pub: PublicView, bid: Bid, words: Words | None = None) -> str:
    """A bid's button: "8", "8 NT", or, for the dealer equalling, "Take it at 8"."""
    words = words or Words()
    text = bid_text(bid, words)
    return words("kaiser-take-it", bid=text) if dealer_takes(pub, bid) else text


def call_text(call: Bid | None, words: Words) -> str:
    return words("kaiser-pass") if call is None else bid_text(call, words)


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
    words: Words | None = None,
) -> list[Item]:
    """The buttons for what `view`'s seat may do now; none when it is not their turn.

    With `confirm_first` a button only asks for confirmation; the confirming button then
    carries the move itself.
    """
    words = words or Words()
    if prompt.confirm is not None:
        label = move_label(view, prompt.confirm, words)
        return confirm_controls(table, version, prompt.confirm, label, words)
    if not view.is_my_turn:
        return []
    act = Act.CONFIRM if confirm_first else Act.MOVE
    phase = view.public.phase
    if phase is Phase.AUCTION:
        return _bidding(view, table, version, act, words)
    if phase is Phase.TRUMP:
        trumps = [
            button(table, version, act, f"{TRUMP}{s}", words(f"kaiser-trump-{s.name.lower()}"), s)
            for s in TRUMP_ORDER
        ]
        return place([trumps])
    if phase is Phase.PLAY:
        return card_buttons(view.legal_cards, table, version, confirm_first, words)
    return []


def _bidding(view: SeatView, table: str, version: int, act: Act, words: Words) -> list[Item]:
    """Only the legal bids, each two numbers on a row, and Pass below unless the dealer
    must bid."""
    pub = view.public
    by_pair: dict[int, list[Item]] = {}
    low = pub.rules.min_bid
    for bid in view.legal_bids:
        style = discord.ButtonStyle.primary if bid.no_trump else discord.ButtonStyle.secondary
        if dealer_takes(pub, bid):
            style = discord.ButtonStyle.success
        item = button(table, version, act, f"{BID}{bid}", bid_label(pub, bid, words), style=style)
        by_pair.setdefault((bid.number - low) // 2, []).append(item)
    groups = [by_pair[k] for k in sorted(by_pair)]
    if view.may_pass:
        groups.append(
            [
                button(
                    table,
                    version,
                    act,
                    PASS,
                    words("kaiser-button-pass"),
                    style=discord.ButtonStyle.success,
                )
            ]
        )
    return place(rows(groups))


def move_label(view: SeatView, move: str, words: Words | None = None) -> str:
    """How the confirm button names a move: "Pass", "Bid 8 NT", "Take it at 8", "Name ♥
    trump", "Play 10♥"."""
    words = words or Words()
    try:
        if move == PASS:
            return words("kaiser-button-pass")
        if move.startswith(BID):
            bid = Bid.parse(move.removeprefix(BID))
            if dealer_takes(view.public, bid):
                return bid_label(view.public, bid, words)
            return words("kaiser-move-bid", bid=bid_text(bid, words))
        if move.startswith(TRUMP):
            suit = Suit.parse(move.removeprefix(TRUMP)).symbol
            return words("kaiser-move-trump", suit=suit)
        return words("move-play", card=card_label(Card.parse(move), words))
    except ValueError as exc:
        shown = repr(move[:20])
        raise Refusal(key="kaiser-not-a-move", text=shown) from exc


# -- words ------------------------------------------------------------------------------


def hint_text(view: SeatView, hint: Hint, words: Words) -> str:
    """A hint in the reader's words: the robot's bid (with the evaluator's count of the
    team's points), trump (with its count in that suit) or card (with what sampling the
    hidden hands found for it)."""
    action = hint.action
    assert isinstance(action, KaiserAction)
    advice = words("hint-advice", move=move_label(view, KAISER.move_text(action), words))
    reason = hint.reason
    match reason:
        case BidReason(trump, suit, no_trump):
            why = words("hint-kaiser-bid", points=round(suit), trump=trump.symbol,
                        notrump=round(no_trump))  # fmt: skip
        case TrumpReason(points):
            why = words("hint-kaiser-trump", points=round(points))
        case CardReason(layouts, best, points, only) if layouts:
            why = words("hint-kaiser-card", best=best, layouts=layouts,
                        points=round(points))  # fmt: skip
        case _:
            only = isinstance(reason, CardReason) and reason.only
            why = words("hint-card-only" if only else "hint-card-equal")
    return f"{advice}\n{why}"


def score_line(pub: PublicView, words: Words | None = None) -> str:
    """The game score as the hand began, the target, and who is frozen."""
    words = words or Words()
    rules = pub.rules
    ns, ew = (f"{team(side, words)} {number(pub.scores[side])}" for side in (Side.NS, Side.EW))
    frozen = [
        team(s, words)
        for s in (Side.NS, Side.EW)
        if rules.freeze is not None and pub.scores[s] >= rules.freeze
    ]
    if rules.freeze is None or not frozen:
        return words("kaiser-score", ns=ns, ew=ew, target=rules.target) + "."
    both = frozen[0] if len(frozen) == 1 else words("kaiser-and", first=frozen[0], second=frozen[1])
    return (
        words(
            "kaiser-score-frozen",
            ns=ns,
            ew=ew,
            target=rules.target,
            freeze=rules.freeze,
            frozen=both,
        )
        + "."
    )


def auction_line(pub: PublicView, words: Words | None = None) -> str:
    words = words or Words()
    calls = [f"{seat_name(words, seat)} {call_text(call, words)}" for seat, call in pub.auction]
    return words("kaiser-bids", calls=" · ".join(calls)) if calls else words("kaiser-bids-none")


def whats_the_bid(pub: PublicView, words: Words | None = None) -> str:
    words = words or Words()
    high = pub.high
    if high is None:
        return words("kaiser-whats-the-bid-none")
    seat, bid = high
    return words("kaiser-whats-the-bid", bid=bid_text(bid, words), seat=seat_name(words, seat))


def hand_text(
    own: SeatView, heading: str, acting: SeatView | None = None, words: Words | None = None
) -> str:
    """The words of the hand message: where, the hand, the score, the bidding or the play, and
    what is asked now."""
    words = words or Words()
    pub = own.public
    lines = [
        heading,
        words("hand-yours", seat=seat_name(words, own.seat), cards=hand_line(own.hand, words)),
        score_line(pub, words),
        words("kaiser-hand-deals", number=pub.number, seat=seat_name(words, pub.dealer)),
    ]
    if pub.phase is Phase.AUCTION:
        lines += [auction_line(pub, words), whats_the_bid(pub, words)]
    elif pub.contract is not None:
        c = pub.contract
        bid = contract_bid(words, c)  # with its trump once named: "7♥"
        lines.append(words("kaiser-who-got-bid", seat=seat_name(words, c.bidder), bid=bid))
        points = " · ".join(f"{team(s, words)} {number(pub.points[s])}" for s in (Side.NS, Side.EW))
        lines.append(words("kaiser-points-so-far", points=points, bid=bid))
    elif pub.high is not None:
        seat, high = pub.high
        lines.append(
            words("kaiser-who-got-bid", seat=seat_name(words, seat), bid=bid_text(high, words))
        )
    lines.append(_asked(own, words))
    return "\n".join(line for line in lines if line)


def _asked(view: SeatView, words: Words) -> str:
    pub = view.public
    if view.is_my_turn:
        match pub.phase:
            case Phase.AUCTION if forced(view):
                return words("kaiser-must-bid")
            case Phase.AUCTION if view.seat is pub.dealer:
                return words("kaiser-your-bid-dealer")
            case Phase.AUCTION:
                return words("kaiser-your-bid")
            case Phase.TRUMP:
                return words("kaiser-name-trump")
            case _:
                return words("hand-your-card")
    if pub.turn is not None:
        return words("hand-waiting-for", seat=seat_name(words, pub.turn))
    return words("kaiser-hand-over") if pub.phase is Phase.FINISHED else ""


def describe(rules: RuleConfig, words: Words | None = None) -> str:
    """The game and whichever house rules differ from the book's."""
    words = words or Words()
    parts = [words("kaiser-options", target=rules.target)]
    if rules.min_bid != DEFAULT_RULES.min_bid:
        parts.append(words("kaiser-option-min-bid", bid=rules.min_bid))
    if rules.freeze != DEFAULT_RULES.freeze:
        parts.append(
            words("kaiser-option-no-freeze")
            if rules.freeze is None
            else words("kaiser-option-freeze", freeze=rules.freeze)
        )
    if rules.minus_card != DEFAULT_RULES.minus_card:
        parts.append(words("kaiser-option-minus-card", card=card_label(rules.minus_card, words)))
    if not rules.no_trump_doubles:
        parts.append(words("kaiser-option-nt-not-doubled"))
    if not rules.dealer_may_equal:
        parts.append(words("kaiser-option-dealer-higher"))
    return " · ".join(parts)


def record_post(record: HandRecord, exports: dict[str, str]) -> RecordPost:
    """Kaiser has no replay site: the record is its picture and its text."""
    return RecordPost(None, tuple(sorted(exports.items())))


class KaiserFrontEnd:
    def rules_text(self, words: Words) -> str:
        return words("rules-kaiser")

    def describe(self, rules: RuleConfig, words: Words) -> str:
        return describe(rules, words)

    def hand_text(
        self,
        own: SeatView,
        heading: str,
        acting: SeatView | None,
        words: Words,
        prompt: HandPrompt = PLAIN,
    ) -> str:
        return hand_text(own, heading, acting, words)

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
        return hand_controls(view, table, version, prompt, confirm_first=confirm_first, words=words)

    def result_words(self, record: HandRecord, words: Words) -> str:
        contract, score = record.contract, record.score
        trump = contract.trump
        mark = trump.symbol if trump is not None else words("strain-notrump")
        bid = f"{contract.bid.number}{mark}"
        seat = words(f"seat-letter-{contract.bidder.name.lower()}")
        taken = score.points[contract.side]
        key = "kaiser-result-made" if score.made else "kaiser-result-down"
        return words(key, bid=bid, seat=seat, points=taken)

    def said_result(self, text: str, words: Words) -> str:
        try:
            contract, made, points = read_result(text)
        except ValueError:
            return text
        trump = contract.trump
        mark = words("strain-notrump") if trump is None else trump.symbol
        key = "kaiser-result-made" if made else "kaiser-result-down"
        letter = words(f"seat-letter-{contract.bidder.name.lower()}")
        return words(key, bid=f"{contract.bid.number}{mark}", seat=letter, points=points)

    def move_label(self, view: SeatView, move: str, words: Words) -> str:
        return move_label(view, move, words)

    def acting_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        """Every Kaiser player plays only their own hand."""
        return own

    def picture_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        return own

    def record_post(self, record: HandRecord, exports: dict[str, str]) -> RecordPost:
        return record_post(record, exports)

    def calls_explained(self, view: PublicView, words: Words | None = None) -> str | None:
        """A Kaiser bid says all it means: how many tricks, and whether in no trump."""
        return None

    def auction_review(self, view: PublicView, words: Words) -> str | None:
        return auction_line(view, words) if view.auction else None

    def lasting_controls(
        self, view: SeatView, table: str, version: int, words: Words
    ) -> list[Item]:
        """Kaiser has no claims: every card is played."""
        return []

    def hint_text(self, view: SeatView, hint: Hint, words: Words) -> str:
        return hint_text(view, hint, words)

    def analysed(self, record: HandRecord) -> HandRecord:
        return self.judged(record)

    def judged(self, record: HandRecord) -> HandRecord:
        """The record with the cards that cost their team points, by the exact search."""
        if record.costly is not None:
            return record
        return replace(record, costly=record_costs(record))

    def review_text(self, record: HandRecord, words: Words) -> str | None:
        played = cards_played(record.tricks)
        if not played:
            return None
        costs = self.judged(record).costly or ()
        said = words("review-points", cards=len(costs), lead=lead_cost(costs),
                     card=card_label(played[0][1], words))  # fmt: skip
        return with_hints(said, record.hints, words)

    def lesson_text(self, record: HandRecord, side: Side, words: Words) -> str | None:
        if not cards_played(record.tricks):
            return None
        costs = self.judged(record).costly or ()
        return side_lesson(costs, side, lambda card: card_label(card, words), "lesson-points",
                           words)  # fmt: skip

    def par_text(self, record: HandRecord, words: Words) -> str | None:
        """Kaiser has no solved par."""
        return None


FRONT_END: GameAdapter[RuleConfig, PublicView, SeatView, HandRecord] = KaiserFrontEnd()
register(KAISER.name, FRONT_END)
