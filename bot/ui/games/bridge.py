"""Bridge's front end: a player's hand message, the bidding box and card buttons, the words for
a bridge table's options, what a finished deal's record adds, and the rules in brief.

Everything in a hand message is built from a `SeatView`, so it can show nothing the seat may
not see. The bidding box takes two steps because 35 bids and three other calls do not fit
Discord's 25 components: first the legal levels with Pass/Double/Redouble, then that level's
legal strains.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import Any

import discord

from bot.games.bridge.calls import Call, CallKind, Strain
from bot.games.bridge.contract import read_result
from bot.games.bridge.formats import FormatKind
from bot.games.bridge.game import ACCEPT, CLAIM, REJECT
from bot.games.bridge.options import BridgeRules
from bot.games.bridge.play import TRICKS
from bot.games.bridge.records import handviewer_url
from bot.games.bridge.robot.costly import review_record
from bot.games.bridge.robot.hints import CallReason, CardReason, CardWhy
from bot.games.bridge.robot.solver import shared_solver
from bot.games.bridge.state import CallAction, CardAction, Phase
from bot.games.bridge.views import DoubleDummy, Explanation, HandRecord, PublicView, SeatView
from bot.games.cards import Card, Suit
from bot.games.costly import lead_cost
from bot.games.hints import Hint
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import cards_played
from bot.language import Words
from bot.ui.components import ButtonControl
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
from renderers.bridge.meanings import meaning_text
from renderers.bridge.record import par_text
from renderers.common.vocabulary import card_suit_first, seat_name, side_letters

MAX_TEXT = 1900

Item = discord.ui.Item[Any]


def hand_controls(
    view: SeatView,
    table: str,
    version: int,
    prompt: HandPrompt = PLAIN,
    *,
    confirm_first: bool = False,
    words: Words | None = None,
) -> list[Item]:
    """The components for what `view`'s seat may do now; none when it is not their turn.

    With `confirm_first`, a call or card button only asks for confirmation; the confirming
    button then carries the action itself.
    """
    pub = view.public
    words = words or Words()
    if prompt.confirm is not None:
        if _claimed(prompt.confirm) is not None:
            label = claim_label(prompt.confirm, words)
            return confirm_controls(table, version, prompt.confirm, label, words)
        return _confirm_controls(table, version, _move(prompt.confirm), words)
    if prompt.step == CLAIM and pub.phase is Phase.PLAY and pub.claim is None:
        # The service picks the claiming seat among those the player holds (never dummy).
        return _claim_box(view, table, version, confirm_first, words)
    if view.answers_claim:
        return place(
            [
                [
                    button(table, version, Act.MOVE, ACCEPT, words("button-accept-claim"), None),
                    button(table, version, Act.MOVE, REJECT, words("button-play-on"), None),
                ]
            ]
        )
    if not view.is_my_turn:
        return []
    if pub.phase is Phase.AUCTION:
        level = int(prompt.step) if prompt.step is not None and prompt.step.isdigit() else None
        return _bidding_box(view.legal_calls, table, version, level, confirm_first, words)
    if pub.phase is Phase.PLAY:
        return card_buttons(view.legal_cards, table, version, confirm_first, words)
    return []


def _claimed(move: str) -> int | None:
    """The tricks a claim's move text claims ("claim7"), or None for any other move."""
    count = move.removeprefix(CLAIM)
    return int(count) if move.startswith(CLAIM) and count.isdigit() else None


def claim_label(move: str, words: Words) -> str:
    """How the confirm button names a claim: "Claim 7"."""
    return f"{words('button-claim')} {_claimed(move)}"


def tricks_left(pub: PublicView) -> int:
    return TRICKS - sum(pub.tricks_won.values())


def may_claim(view: SeatView) -> bool:
    """Whether the seat may claim now (rule 3.10): in the play, no claim waiting, not dummy."""
    pub = view.public
    return pub.phase is Phase.PLAY and pub.claim is None and view.seat is not pub.dummy


def claim_control(view: SeatView, table: str, version: int, words: Words) -> list[Item]:
    """The Claim button, while the seat may claim: it opens the count of tricks to claim."""
    if not may_claim(view):
        return []
    return [button(table, version, Act.STEP, CLAIM, words("button-claim"), None)]


def _claim_box(
    view: SeatView, table: str, version: int, confirm_first: bool, words: Words
) -> list[Item]:
    """How many of the tricks left the claimer's side takes: a button for each count, then
    Back."""
    act = Act.CONFIRM if confirm_first else Act.MOVE
    counts = [
        button(table, version, act, f"{CLAIM}{n}", str(n), None)
        for n in range(tricks_left(view.public) + 1)
    ]
    back = button(table, version, Act.BACK, "", words("button-back"), None)
    return place(rows([counts, [back]]))


def _confirm_controls(table: str, version: int, choice: Call | Card, words: Words) -> list[Item]:
    return confirm_controls(table, version, str(choice), _label(choice, words), words)


#: The calls that are not bids, on their buttons and in the auction's text.
CALL_BUTTONS = {CallKind.PASS: "button-pass", CallKind.DOUBLE: "button-double",
                CallKind.REDOUBLE: "button-redouble"}  # fmt: skip
CALL_WORDS = {CallKind.PASS: "call-pass", CallKind.DOUBLE: "call-double",
              CallKind.REDOUBLE: "call-redouble"}  # fmt: skip


def call_text(call: Call, words: Words) -> str:
    """A call as the reader writes it: "1♠", "3NT" ("3SA" in French), "Pass" ("Lulus")."""
    if call.bid is None:
        return words(CALL_WORDS[call.kind])
    if call.bid.strain is Strain.NOTRUMP:
        return f"{call.bid.level}{words('strain-notrump')}"
    return call.pretty


def _bidding_box(
    legal: Sequence[Call],
    table: str,
    version: int,
    level: int | None,
    confirm_first: bool,
    words: Words,
) -> list[Item]:
    act = Act.CONFIRM if confirm_first else Act.MOVE
    bids = [c for c in legal if c.bid is not None]
    others = [c for c in legal if c.bid is None]
    if level is not None:
        strains = [c for c in bids if c.bid is not None and c.bid.level == level]
        row: list[Item] = [
            button(table, version, act, str(c), call_text(c, words), _strain_suit(c))
            for c in strains
        ]
        back = button(table, version, Act.BACK, "", words("button-back"), None)
        return place(rows([row, [back]]))
    levels = sorted({c.bid.level for c in bids if c.bid is not None})
    level_buttons = [button(table, version, Act.STEP, str(n), str(n), None) for n in levels]
    other_buttons = [
        button(table, version, act, str(c), words(CALL_BUTTONS[c.kind]), None) for c in others
    ]
    for b in other_buttons:
        if isinstance(b, ButtonControl):
            b.item.style = discord.ButtonStyle.success
    return place(rows([level_buttons, other_buttons]))


def _strain_suit(call: Call) -> Suit | None:
    if call.bid is None or call.bid.strain is Strain.NOTRUMP:
        return None
    return call.bid.strain.suit


def explain(explanation: Explanation | None, words: Words | None = None) -> str:
    """An alerted call's meaning; natural calls speak for themselves and keep the text short."""
    if explanation is None or not explanation.alert:
        return ""
    words = words or Words()
    return f" ({words('bidding-alert', meaning=meaning_text(explanation, words))})"


def calls_explained(pub: PublicView, words: Words | None = None) -> str | None:
    """Every call so far with what it shows under the table's bidding system, natural calls
    too: by the laws, what a partnership's calls mean is no secret from anyone."""
    if not pub.auction:
        return None
    words = words or Words()
    lines = [words("bidding-calls-heading")]
    for c in pub.auction:
        e = c.explanation
        meaning = meaning_text(e, words) if e is not None else words("bidding-no-meaning")
        alert = f" ({words('bidding-alerted')})" if e is not None and e.alert else ""
        seat, call = seat_name(words, c.seat), call_text(c.call, words)
        lines.append(words("bidding-call-line", seat=seat, call=call, meaning=meaning + alert))
    return "\n".join(lines)


def auction_text(pub: PublicView, words: Words | None = None) -> str:
    """The calls so far, one per seat, with the meaning of each alerted call."""
    if not pub.auction:
        return ""
    words = words or Words()
    parts = [
        f"{seat_name(words, c.seat)}: {call_text(c.call, words)}{explain(c.explanation, words)}"
        for c in pub.auction
    ]
    return words("hand-auction", calls=", ".join(parts))


def contract_text(pub: PublicView, words: Words) -> str:
    """The contract as the reader writes it: "4♠X by South", "3SA par Nord"."""
    contract = pub.contract
    assert contract is not None
    bid = call_text(Call.parse(str(contract.bid)), words) + contract.doubling.suffix
    return words("contract-by", contract=bid, seat=seat_name(words, contract.declarer))


def deal_facts(pub: PublicView, seat: Seat, words: Words | None = None) -> str:
    """Who dealt and who is vulnerable, as the hand message's second line."""
    words = words or Words()
    vulnerable = pub.vulnerability.is_vulnerable(seat.side)
    you = words("hand-you-vulnerable" if vulnerable else "hand-you-not-vulnerable")
    who = words(f"vulnerable-{pub.vulnerability.value.lower()}")
    return words("hand-dealer", seat=seat_name(words, pub.dealer), vulnerable=f"{who} ({you})")


def claim_lines(pub: PublicView, seat: Seat, words: Words | None = None) -> list[str]:
    """A pending claim as its judges read it: how many, the claimer's faced cards, and who
    has answered so far (rule 3.10)."""
    if pub.claim is None:
        return []
    words = words or Words()
    claimer, tricks = pub.claim
    left = TRICKS - sum(pub.tricks_won.values())
    name = seat_name(words, claimer)
    lines = [
        words("hand-claim", seat=name, tricks=tricks, left=left),
        words("hand-claim-cards", seat=name, cards=hand_line(pub.claim_cards, words)),
    ]
    judges = [s for s in SEATS if s.side is not claimer.side and s is not pub.dummy]
    others = [s for s in judges if s is not seat]
    answered = [
        words(
            "hand-claim-accepted" if s in pub.claim_accepted else "hand-claim-waiting",
            seat=seat_name(words, s),
        )
        for s in others
    ]
    if answered:
        lines.append("; ".join(answered) + ".")
    return lines


def hand_text(
    own: SeatView,
    heading: str,
    acting: SeatView | None = None,
    words: Words | None = None,
    prompt: HandPrompt = PLAIN,
) -> str:
    """The words of the hand message: where, who, the hand, and what is asked now.

    `acting` is the view the player acts from when it is not their own seat (a human partner
    playing a robot declarer's hand); its cards are shown only once the opening lead is made.
    """
    pub = own.public
    words = words or Words()
    lines = [
        heading,
        deal_facts(pub, own.seat, words),
        words("hand-yours", seat=seat_name(words, own.seat), cards=hand_line(own.hand, words)),
    ]
    if (
        acting is not None
        and acting.seat is not own.seat
        and pub.dummy_cards is not None
        and acting.seat is not pub.dummy
    ):
        lines.append(
            words(
                "hand-you-also-play",
                seat=seat_name(words, acting.seat),
                cards=hand_line(acting.hand, words),
            )
        )
    if pub.dummy_cards is not None and pub.dummy is not None and pub.dummy is not own.seat:
        lines.append(
            words(
                "hand-dummy",
                seat=seat_name(words, pub.dummy),
                cards=hand_line(pub.dummy_cards, words),
            )
        )
    if pub.contract is not None:
        lines.append(words("hand-contract", contract=contract_text(pub, words)))
    elif pub.phase is Phase.AUCTION:
        text = auction_text(pub, words)
        if text:
            lines.append(text)
    me = acting or own
    if me.is_my_turn:
        if pub.phase is Phase.AUCTION:
            first = not any(c.seat is me.seat for c in pub.auction)
            lines.append(
                words("hand-your-call") + (f" {words('hand-pick-level')}" if first else "")
            )
        elif me.plays_for is not None and me.plays_for is not own.seat:
            lines.append(words("hand-play-from", seat=seat_name(words, me.plays_for)))
        else:
            lines.append(words("hand-your-card"))
    elif pub.to_act is not None:
        lines.append(words("hand-waiting-for", seat=seat_name(words, pub.to_act)))
    if pub.claim is not None:
        lines.extend(claim_lines(pub, own.seat, words))
    elif prompt.step == CLAIM and any(may_claim(v) for v in (own, me)):
        lines.append(words("hand-claim-how-many", left=tricks_left(pub)))
    # Discord refuses messages over 2,000 characters; the picture carries the same facts.
    return "\n".join(lines)[:MAX_TEXT]


def _move(text: str) -> Call | Card:
    """A call or card from its move text (a confirm button's argument; checked again later)."""
    try:
        return Card.parse(text) if text[:1] in "SHDC" and len(text) == 2 else Call.parse(text)
    except ValueError as exc:
        shown = repr(text[:20])
        raise Refusal(key="error-not-a-move", text=shown) from exc


def _label(choice: Call | Card, words: Words | None = None) -> str:
    words = words or Words()
    if isinstance(choice, Card):
        return words("move-play", card=card_label(choice, words))
    return words("move-call", call=call_text(choice, words))


def hint_text(view: SeatView, hint: Hint, words: Words) -> str:
    """A hint in the reader's words: the robot's call with what it shows in the table's
    system, or its card with what sampling the hidden hands found for it."""
    action = hint.action
    reason = hint.reason
    if isinstance(action, CallAction) and isinstance(reason, CallReason):
        advice = words("hint-advice", move=_label(action.call, words))
        e = reason.explanation
        if e is None and action.call.kind is CallKind.PASS:
            # A pass no rule names: nothing the system offers fits the hand here.
            return f"{advice}\n{words('hint-pass-nothing-fits')}"
        meaning = meaning_text(e, words) if e is not None else words("bidding-no-meaning")
        return f"{advice}\n{words('hint-call-shows', meaning=meaning)}"
    assert isinstance(action, CardAction) and isinstance(reason, CardReason)
    advice = words("hint-advice", move=_label(action.card, words))
    if reason.why is CardWhy.SAMPLED:
        why = words("hint-card-best", best=reason.best_in, layouts=reason.layouts,
                    tops=reason.tops_in)  # fmt: skip
    elif reason.why is CardWhy.AVERAGE:
        why = words("hint-card-average", best=reason.best_in, layouts=reason.layouts)
    else:
        why = words(f"hint-card-{reason.why.value}")
    return f"{advice}\n{why}"


def describe(rules: BridgeRules, words: Words | None = None) -> str:
    words = words or Words()
    shape = words(f"format-{rules.format.value}")
    if rules.format is FormatKind.BOARDS_8 and rules.boards != 8:
        shape = words("format-boards", boards=rules.boards)
    return f"{shape} · {words(f'system-{rules.system.value}')}"


def analysed(record: HandRecord) -> HandRecord:
    """The record with the double-dummy table, par and the cards that cost a trick, from the
    one solver (in a worker)."""
    solver = shared_solver()
    hands = {s: frozenset(record.hands[s]) for s in SEATS}
    table = solver.dd_table(hands)
    par = solver.par(hands, record.vulnerability, record.dealer)
    tricks = {seat: {strain: table[(strain, seat)] for strain in Strain} for seat in SEATS}
    dd = DoubleDummy(tricks, par.ns_score, tuple(c for c, _ in par.contracts))
    return replace(judged(record), double_dummy=dd)


def judged(record: HandRecord) -> HandRecord:
    """The record with the cards that cost a trick (one call to the solver, in a worker)."""
    if record.costly is not None:
        return record
    review = review_record(record, shared_solver())
    return replace(record, costly=review.costs, claim_cost=review.claim)


def record_post(record: HandRecord, exports: dict[str, str]) -> RecordPost:
    return RecordPost(handviewer_url(record), tuple(sorted(exports.items())))


class BridgeFrontEnd:
    def rules_text(self, words: Words) -> str:
        return words("rules-bridge")

    def describe(self, rules: BridgeRules, words: Words) -> str:
        return describe(rules, words)

    def hand_text(
        self,
        own: SeatView,
        heading: str,
        acting: SeatView | None,
        words: Words,
        prompt: HandPrompt = PLAIN,
    ) -> str:
        return hand_text(own, heading, acting, words, prompt)

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
        contract, tricks = record.contract, record.declarer_tricks
        if contract is None or tricks is None:
            return words("result-passed-out")
        bid = call_text(Call.parse(str(contract.bid)), words) + contract.doubling.suffix
        seat = words(f"seat-letter-{contract.declarer.name.lower()}")
        return f"{bid} {seat} {contract.outcome(tricks)}"

    def move_label(self, view: SeatView, move: str, words: Words) -> str:
        if _claimed(move) is not None:
            return claim_label(move, words)
        return _label(_move(move), words)

    def acting_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        return next((v for v in views if v.is_my_turn), own)

    def picture_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        """The table turns for a player who declares for their robot partner: the declarer's
        hand, which they play, at the bottom and their own above it as dummy."""
        pub = own.public
        if pub.contract is None or pub.phase is not Phase.PLAY:
            return own
        declarer = pub.contract.declarer
        return next((v for v in views if v.seat is declarer and v.seat is not own.seat), own)

    def record_post(self, record: HandRecord, exports: dict[str, str]) -> RecordPost:
        return record_post(record, exports)

    def analysed(self, record: HandRecord) -> HandRecord:
        return analysed(record)

    def judged(self, record: HandRecord) -> HandRecord:
        return judged(record)

    def par_text(self, record: HandRecord, words: Words) -> str | None:
        dd = (record if record.double_dummy is not None else analysed(record)).double_dummy
        return par_text(dd, words) if dd is not None else None

    def review_text(self, record: HandRecord, words: Words) -> str | None:
        played = cards_played(record.tricks)
        if not played:
            return None
        record = judged(record)
        costs = record.costly or ()
        said = words("review-tricks", cards=len(costs), lead=lead_cost(costs),
                     card=card_suit_first(words, played[0][1]))  # fmt: skip
        if record.claim_cost is not None:
            claim = record.claim_cost
            said = words("review-with-claim", review=said,
                         side=side_letters(words, claim.side), tricks=claim.cost)  # fmt: skip
        return with_hints(said, record.hints, words)

    def lesson_text(self, record: HandRecord, side: Side, words: Words) -> str | None:
        if not cards_played(record.tricks):
            return None
        record = judged(record)
        said = side_lesson(
            record.costly or (), side, partial(card_suit_first, words), "lesson-tricks", words
        )
        claim = record.claim_cost
        if claim is not None and claim.side is side:
            said += " " + words("lesson-claim", tricks=claim.cost)
        return said

    def said_result(self, text: str, words: Words) -> str:
        try:
            played = read_result(text)
        except ValueError:
            return text
        if played is None:
            return words("result-passed-out")
        contract, tricks = played
        called = call_text(Call.make_bid(contract.level, contract.strain), words)
        called += contract.doubling.suffix
        seat = words(f"seat-letter-{contract.declarer.name.lower()}")
        return f"{called} {seat} {contract.outcome(tricks)}"

    def calls_explained(self, view: PublicView, words: Words | None = None) -> str | None:
        return calls_explained(view, words)

    def auction_review(self, view: PublicView, words: Words) -> str | None:
        return calls_explained(view, words)

    def lasting_controls(
        self, view: SeatView, table: str, version: int, words: Words
    ) -> list[Item]:
        return claim_control(view, table, version, words)

    def hint_text(self, view: SeatView, hint: Hint, words: Words) -> str:
        return hint_text(view, hint, words)


FRONT_END: GameAdapter[BridgeRules, PublicView, SeatView, HandRecord] = BridgeFrontEnd()
register("bridge", FRONT_END)
