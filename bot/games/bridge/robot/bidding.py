"""Robot bidding and call explanations, both read from one rule table (bidding_rules.RULES).

`robot_call` is what a robot seat calls; `explain_auction` says what every call of an auction
shows (robot or human), with conventional calls flagged as alerts; `auction_ranges` turns those
meanings into per-seat hand ranges for the card-play sampler; `choose_call` is the plain-text
entry point, also usable from the command line:

    python -m bot.games.bridge.robot.bidding AK32.KQ2.Q32.K32 P --dealer S --vul none
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache

from bot.games.bridge.calls import PASS, Call, CallKind, Strain
from bot.games.bridge.robot.bidding_context import Ctx, Meaning, Standing, System, game_level
from bot.games.bridge.robot.bidding_rules import FALLBACK_PRIORITY, RULES, TITLE_IDS, Rule
from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.hand_eval import HandInfo, Need, need, with_promise
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.views import Explanation, SeatView
from bot.games.cards import Card, Suit, hand_from_pbn
from bot.games.errors import RuleError, WrongPhase
from bot.games.seats import Seat

__all__ = [
    "NATURAL_TITLES",
    "SHOWN_TITLES",
    "Standing",
    "System",
    "auction_context",
    "auction_ranges",
    "call_meanings",
    "choose",
    "choose_call",
    "explain_auction",
    "forget_meanings",
    "honest_calls",
    "robot_call",
    "without_rules",
]

#: Rule numbers left out of the table: empty at every table; a benchmark bids the same deals
#: with a rule and without it (bench.bidding --compare) to measure what the rule is worth.
_left_out: frozenset[str] = frozenset()


@contextmanager
def without_rules(numbers: Iterable[str]) -> Iterator[None]:
    """Bid and read calls as though the rules numbered `numbers` were not in the table (a
    title's id, "3.8b", leaves out that title of the rule alone)."""
    global _left_out
    before = _left_out
    _left_out = before | frozenset(numbers)
    forget_meanings()
    try:
        yield
    finally:
        _left_out = before
        forget_meanings()


def _applicable(ctx: Ctx) -> tuple[Rule, ...]:
    return _rules_for(ctx.dealer, ctx.vulnerability, ctx.system, ctx.calls, ctx.standing)


@lru_cache(maxsize=8192)
def _rules_for(
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    calls: tuple[Call, ...],
    standing: Standing | None,
) -> tuple[Rule, ...]:
    # Which rules apply depends on the auction alone, not on the hand: a robot that weighs
    # many hands in one position (a simulation, a sampler's check) reads the table once.
    ctx = _context(dealer, vulnerability, system, calls, standing)
    return tuple(
        r for r in RULES
        if r.number not in _left_out and TITLE_IDS[(r.number, r.title)] not in _left_out
        and r.applies(ctx)
    )  # fmt: skip


#: An explanation names at most this many of the rules that give the call.
SHOWN_TITLES = 2


def _text(titles: list[str], shown: Need | None) -> str:
    return with_promise(" or ".join(titles[:SHOWN_TITLES]), shown.parts() if shown else [])


#: The ids of the titles of a call no rule gives (rule 9.1), beside the table's TITLE_IDS.
NATURAL_TITLES = ("natural", "natural-notrump", "natural-double", "natural-redouble")


def _natural(call: Call) -> Meaning | None:
    """Rule 9.1: what a call matching no rule is taken to show."""
    if call.kind is CallKind.PASS:
        return None
    if call.kind is CallKind.DOUBLE:
        return Meaning(("9.1",), "Double: for penalty", False, None, titles=("natural-double",))
    if call.kind is CallKind.REDOUBLE:
        return Meaning(("9.1",), "Redouble", False, None, titles=("natural-redouble",))
    assert call.bid is not None
    suit = call.bid.strain.suit
    if suit is None:
        text = "Natural: offers to play in no trump"
        return Meaning(("9.1",), text, False, None, titles=("natural-notrump",))
    shown = need(lengths={suit: (4, 13)})
    return Meaning(("9.1",), _text(["Natural"], shown), False, shown, titles=("natural",))


def _first_family(fallbacks: list[tuple[Rule, Need]]) -> list[tuple[Rule, Need]]:
    """The first fallback rule, and the others of its number (rule 8.7's clauses)."""
    return [f for f in fallbacks if f[0].number == fallbacks[0][0].number] if fallbacks else []


def _meaning_of(ctx: Ctx, call: Call) -> Meaning | None:
    """What `call` shows in `ctx`: the promise of the first rule family (by priority) that
    lists it, or of a fallback rule, or the natural reading of rule 9.1."""
    chosen: list[tuple[Rule, Need]] = []
    fallbacks: list[tuple[Rule, Need]] = []
    for r in _applicable(ctx):
        fallback = r.priority <= FALLBACK_PRIORITY
        if chosen and r.number != chosen[0][0].number and not fallback:
            continue
        if call not in r.calls(ctx):
            continue
        n = r.need(ctx, call)
        if n is None:
            continue
        (fallbacks if fallback else chosen).append((r, n))
    if chosen and fallbacks and ctx.must_bid and all("placement" in r.tags for r, _ in chosen):
        # Rule 9.3: forced, a hand may have to make the cheapest call in a strain that a
        # placement rule would otherwise make, so it carries the forced meaning too.
        chosen.extend(_first_family(fallbacks))
    # The fallback rules of one number (rule 8.7's clauses) are read together.
    chosen = chosen or _first_family(fallbacks)
    if not chosen:
        return _natural(call)
    shown = chosen[0][1]
    for _, n in chosen[1:]:
        shown = shown.union(n)
    titles: list[str] = []
    ids: list[str] = []
    for r, _ in chosen:
        if r.title not in titles:
            titles.append(r.title)
            ids.append(TITLE_IDS[(r.number, r.title)])
    return Meaning(
        rules=(chosen[0][0].number,),
        text=_text(titles, shown),
        titles=tuple(ids[:SHOWN_TITLES]),
        alert=any(r.alert for r, _ in chosen),
        need=shown,
        forcing=any(r.forces(ctx) for r, _ in chosen),
        tags=frozenset(t for r, _ in chosen for t in r.tags),
    )


@lru_cache(maxsize=8192)
def _meanings(
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    calls: tuple[Call, ...],
    standing: Standing | None = None,
) -> tuple[Meaning | None, ...]:
    if not calls:
        return ()
    before = _meanings(dealer, vulnerability, system, calls[:-1], standing)
    ctx = Ctx(dealer, vulnerability, system, calls[:-1], before, standing)
    return (*before, _meaning_of(ctx, calls[-1]))


@lru_cache(maxsize=8192)
def _context(
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    calls: tuple[Call, ...],
    standing: Standing | None,
) -> Ctx:
    meanings = _meanings(dealer, vulnerability, system, calls, standing)
    return Ctx(dealer, vulnerability, system, calls, meanings, standing)


def auction_context(
    calls: Sequence[Call],
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    standing: Standing | None = None,
) -> Ctx:
    """The context the rules read for the seat whose turn follows `calls` (shared between
    callers, so the facts it works out once are not worked out again; never changed)."""
    return _context(dealer, vulnerability, system, tuple(calls), standing)


def call_meanings(
    calls: Sequence[Call],
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    standing: Standing | None = None,
) -> tuple[Meaning | None, ...]:
    """The full meaning of each call (rules, promise, tags), parallel to `calls`."""
    return _meanings(dealer, vulnerability, system, tuple(calls), standing)


def forget_meanings() -> None:
    """Drop the memo of auctions already read (a benchmark measures the cost without it)."""
    _meanings.cache_clear()
    _context.cache_clear()
    _rules_for.cache_clear()


def choose(ctx: Ctx, hand: HandInfo) -> tuple[Call, Rule | None]:
    """The call the rule table picks for `hand` in `ctx`, and the rule that picked it.

    A call belongs to the first rule family (by priority) that lists it, because that is how
    partner will read it; a later family may not borrow it, save a last-resort rule, and that
    only when the hand fits what partner will read (rule 9.3). When partner has forced, no
    rule may pass, save a penalty pass of partner's double (rules 6.9 and 10.1).
    """
    owner: dict[Call, str] = {}
    forced = ctx.must_bid
    for r in _applicable(ctx):
        for call in r.calls(ctx):
            if not ctx.is_legal(call):
                continue
            if forced and call == PASS and "penalty_pass" not in r.tags:
                continue
            n = r.need(ctx, call)
            if n is None:
                continue
            if r.priority > FALLBACK_PRIORITY:
                first = owner.setdefault(call, r.number)
            else:
                first = owner.get(call, r.number)
            if first != r.number and not r.last_resort:
                continue
            if not n.fits(hand):
                continue
            if r.pick is not None and not r.pick(ctx, hand, call):
                continue
            if first != r.number and not _reads_true(ctx, call, hand):
                continue
            return call, r
    return _fallback(ctx, hand, forced), None


def honest_calls(ctx: Ctx, hand: HandInfo) -> list[Call]:
    """Every call the table lets this hand make here without misleading partner: a call of a
    rule that applies, whose promise the hand keeps, and which keeps what partner will read
    it to show (rule 9.3); never a pass that leaves a forcing call unanswered (rule 10.1).
    The rule table's own choice is among them, save when no honest call exists (rule 9.4)."""
    forced = ctx.must_bid
    out: list[Call] = []
    for r in _applicable(ctx):
        for call in r.calls(ctx):
            if call in out or not ctx.is_legal(call):
                continue
            if forced and call == PASS and "penalty_pass" not in r.tags:
                continue
            n = r.need(ctx, call)
            if n is None or not n.fits(hand) or not _reads_true(ctx, call, hand):
                continue
            out.append(call)
    if not forced and PASS not in out and _reads_true(ctx, PASS, hand):
        out.append(PASS)
    return out


def _reads_true(ctx: Ctx, call: Call, hand: HandInfo) -> bool:
    """The hand keeps what partner will read `call` to show."""
    m = _meanings(ctx.dealer, ctx.vulnerability, ctx.system, (*ctx.calls, call), ctx.standing)[-1]
    return m is None or m.need is None or m.need.fits(hand)


def _fallback(ctx: Ctx, hand: HandInfo, forced: bool) -> Call:
    """No rule fits (rule 9.4): pass if nothing forces a bid and a pass tells no lie; else the
    first call whose explanation the hand keeps, trying the cheapest bid in each suit the
    opponents have not bid (longest first), then the cheapest notrump, then any bid from the
    cheapest up. Only when every call would lie does the robot make the least bad one."""
    if not forced and _reads_true(ctx, PASS, hand):
        return PASS
    order = _fallback_order(ctx, hand)
    for call in order:
        if _reads_true(ctx, call, hand):
            return call
    if not forced or not order:
        return PASS
    return order[0]


def _fallback_order(ctx: Ctx, hand: HandInfo) -> list[Call]:
    theirs = {b.strain.suit for seat in (ctx.lho, ctx.rho) for b in ctx.bids_by(seat)}
    order: list[Call] = []
    for suit in sorted(Suit, key=lambda s: -hand.length(s)):
        c = ctx.cheapest(Strain.of(suit))
        if c is not None and suit not in theirs:
            order.append(c)
    nt = ctx.cheapest(Strain.NOTRUMP)
    if nt is not None:
        order.append(nt)
    # A jump is a last try: it may be the only call that tells no lie. Never to game or
    # beyond, where a call's loose natural meaning would let a weak hand bid a slam.
    bids = sorted(
        c.bid
        for c in ctx.legal
        if c.bid is not None
        and c.bid.strain.suit not in theirs
        and c.bid.level < game_level(c.bid.strain)
    )
    order.extend(c for b in bids if (c := Call(CallKind.BID, b)) not in order)
    return order


def _call_for(
    cards: Sequence[Card] | frozenset[Card],
    calls: Sequence[Call],
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    standing: Standing | None = None,
) -> Call:
    ctx = auction_context(calls, dealer, vulnerability, system, standing)
    if ctx.is_over:
        raise WrongPhase(key="refuse-auction-over")
    call, _ = choose(ctx, HandInfo.of(cards))
    return call


def robot_call(view: SeatView, system: System, standing: Standing | None = None) -> Call:
    """The robot's call for the seat of `view`; always one of `view.legal_calls`.

    `standing` is the score of a rubber (part-scores below the line), which section 12 of
    the rule book reads; without it the robot bids as in a deal scored alone.
    """
    if not view.legal_calls:
        raise WrongPhase(key="error-not-your-turn-plain")
    pub = view.public
    calls = [cv.call for cv in pub.auction]
    call = _call_for(view.hand, calls, pub.dealer, pub.vulnerability, system, standing)
    return call if call in view.legal_calls else PASS


def explain_auction(
    calls: Sequence[Call],
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    standing: Standing | None = None,
) -> list[Explanation | None]:
    """What each call of `calls` shows under `system`; alerts mark the conventional ones."""
    return [
        None if m is None else Explanation(m.text, m.alert, m.titles, m.need)
        for m in _meanings(dealer, vulnerability, system, tuple(calls), standing)
    ]


def auction_ranges(
    calls: Sequence[Call],
    dealer: Seat,
    vulnerability: Vulnerability,
    system: System,
    standing: Standing | None = None,
) -> dict[Seat, HandRange]:
    """What each seat's calls have shown, for the card-play robots' sampling."""
    ctx = auction_context(calls, dealer, vulnerability, system, standing)
    return dict(ctx.shown)


def _parse_system(text: str) -> System:
    try:
        return System(text.strip().lower())
    except ValueError:
        raise ValueError(f"system is 'natural' or 'conventions', not {text!r}") from None


def choose_call(
    hand: str, auction: Sequence[str], *, dealer: str, vulnerable: str, system: str
) -> str:
    """The robot's call, in text, for a PBN hand ("AK32.KQ2.Q32.K32") after `auction`
    (calls from the dealer on: "1C".."7NT", "P", "X", "XX")."""
    cards = hand_from_pbn(hand)
    if len(cards) != 13:
        raise ValueError(f"a hand has 13 cards, not {len(cards)}: {hand!r}")
    call = _call_for(
        cards,
        [Call.parse(c) for c in auction],
        Seat.parse(dealer),
        Vulnerability.parse(vulnerable),
        _parse_system(system),
    )
    return str(call)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.games.bridge.robot.bidding",
        description="Print the robot's call for a hand after an auction, and what it shows.",
    )
    parser.add_argument("hand", help='PBN hand, spades first: "AK32.KQ2.Q32.K32"')
    parser.add_argument("auction", nargs="*", help="calls so far from the dealer: 1NT P 2C P")
    parser.add_argument("--dealer", default="N")
    parser.add_argument("--vul", default="none")
    parser.add_argument("--system", default="natural")
    args = parser.parse_args(argv)
    try:
        call_text = choose_call(
            args.hand, args.auction, dealer=args.dealer, vulnerable=args.vul, system=args.system
        )
        calls = [Call.parse(c) for c in [*args.auction, call_text]]
        meaning = explain_auction(
            calls, Seat.parse(args.dealer), Vulnerability.parse(args.vul),
            _parse_system(args.system),
        )[-1]  # fmt: skip
    except (ValueError, RuleError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    shown = "no particular meaning" if meaning is None else meaning.text
    alert = " (alert)" if meaning is not None and meaning.alert else ""
    print(f"{Call.parse(call_text).pretty}: {shown}{alert}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
