"""The bidding system as a table of rules, each numbered as in seeds/bidding.md.

A rule names the auction it applies in (a pattern over the calls since the opening bid, and/or
a test of the context), the calls it may make, what each of those calls promises about the
hand (a `Need`), a priority, and its meaning in words. The robot picks, among the rules that
apply, the highest-priority call whose promise its hand keeps; a reader of a call takes the
promise of every rule that could have made it. One table, both directions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from bot.games.bridge.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, CallKind, Strain
from bot.games.bridge.contract import Doubling
from bot.games.bridge.robot.bidding_context import Ctx, Meaning, System, game_level
from bot.games.bridge.robot.hand_eval import Bounds, HandInfo, Need, need
from bot.games.bridge.scoring import contract_points, undertrick_penalty
from bot.games.cards import Suit
from bot.games.seats import Seat

CallsFn = Callable[[Ctx], Iterable[Call]]
NeedFn = Callable[[Ctx, Call], Need | None]
PickFn = Callable[[Ctx, HandInfo, Call], bool]

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
MAJORS = (H, S)
MINORS = (C, D)
NT = Strain.NOTRUMP
ANY = Need()
#: Rules at or below this priority are fallbacks: they explain a call only when nothing else does.
FALLBACK_PRIORITY = 15


@dataclass(frozen=True, slots=True)
class Rule:
    number: str
    title: str
    calls: CallsFn
    need: NeedFn
    priority: int
    pattern: re.Pattern[str] | None = None
    when: Callable[[Ctx], bool] | None = None
    pick: PickFn | None = None
    system: System | None = None
    alert: bool = False
    #: Whether partner must bid again (rule 10.1): always, or as the auction decides.
    forcing: bool | Callable[[Ctx], bool] = False
    tags: frozenset[str] = frozenset()
    #: May use a call that belongs to another rule (only when partner has forced a bid).
    last_resort: bool = False

    def forces(self, ctx: Ctx) -> bool:
        return self.forcing(ctx) if callable(self.forcing) else self.forcing

    def applies(self, ctx: Ctx) -> bool:
        if self.system is not None and self.system is not ctx.system:
            return False
        if self.pattern is not None and not self.pattern.fullmatch(ctx.key):
            return False
        return self.when is None or self.when(ctx)


def _calls_fn(calls: str | Sequence[str] | CallsFn) -> CallsFn:
    if callable(calls):
        return calls
    fixed = (Call.parse(calls),) if isinstance(calls, str) else tuple(map(Call.parse, calls))
    return lambda _ctx: fixed


def _need_fn(n: Need | NeedFn) -> NeedFn:
    if isinstance(n, Need):
        return lambda _ctx, _call: n
    return n


def rule(
    number: str,
    title: str,
    *,
    calls: str | Sequence[str] | CallsFn,
    need: Need | NeedFn = ANY,
    priority: int,
    pattern: str | None = None,
    when: Callable[[Ctx], bool] | None = None,
    pick: PickFn | None = None,
    system: System | None = None,
    alert: bool = False,
    forcing: bool | Callable[[Ctx], bool] = False,
    tags: Iterable[str] = (),
    last_resort: bool = False,
) -> Rule:
    return Rule(
        number=number,
        title=title,
        calls=_calls_fn(calls),
        need=_need_fn(need),
        priority=priority,
        pattern=None if pattern is None else re.compile(pattern),
        when=when,
        pick=pick,
        system=system,
        alert=alert,
        forcing=forcing,
        tags=frozenset(tags),
        last_resort=last_resort,
    )


# --- small helpers the rules share ----------------------------------------------------------


def bid(level: int, strain: Strain | Suit) -> Call:
    s = strain if isinstance(strain, Strain) else Strain.of(strain)
    return Call.make_bid(level, s)


def suit_of(call: Call) -> Suit:
    assert call.bid is not None and call.bid.strain.suit is not None
    return call.bid.strain.suit


def level_of(call: Call) -> int:
    assert call.bid is not None
    return call.bid.level


def opening_suit(ctx: Ctx) -> Suit:
    assert ctx.opening is not None and ctx.opening.strain.suit is not None
    return ctx.opening.strain.suit


def lengths(**kw: Bounds) -> dict[Suit, Bounds]:
    return {Suit.parse(k): v for k, v in kw.items()}


def choose_opening_suit(h: HandInfo) -> Suit:
    """Rule 2.4: the longest suit (the higher of two equally long five-card suits); with no
    five-card suit, the longer minor (diamonds with four of each, clubs with three of each)."""
    longest = max(h.lengths)
    if longest >= 5:
        return h.longest_suits()[0]
    d, c = h.length(D), h.length(C)
    if d > c or (d == c and d >= 4):
        return D
    return C


def best_new_suit(h: HandInfo, candidates: Iterable[Suit], minimum: int = 4) -> Suit | None:
    """Rules 3.6 and 3.7: the longest candidate; between five-card suits the higher, between
    four-card suits the cheaper; a weak hand shows a four-card major before a longer minor."""
    eligible = [s for s in candidates if h.length(s) >= minimum]
    if not eligible:
        return None
    top = max(h.length(s) for s in eligible)
    tops = [s for s in eligible if h.length(s) == top]
    choice = max(tops) if top >= 5 else min(tops)
    if choice in MINORS and h.points < 11:
        majors = [s for s in eligible if s in MAJORS]
        if majors:
            return max(majors, key=lambda s: (h.length(s), -s))
    return choice


def picks_suit(chooser: Callable[[Ctx, HandInfo], Suit | None]) -> PickFn:
    return lambda ctx, h, call: call.bid is not None and chooser(ctx, h) is call.bid.strain.suit


def my_fit(ctx: Ctx, h: HandInfo, minimum: int = 8) -> Suit | None:
    """The suit where my cards and partner's shown cards make the longest fit (majors first)."""
    fits = [
        s for s in Suit if s not in ctx.their_suits()
        and h.length(s) + ctx.shown_len(ctx.partner, s) >= minimum
        and ctx.shown_len(ctx.partner, s) >= 2
    ]  # fmt: skip
    if not fits:
        return None
    return max(fits, key=lambda s: (s in MAJORS, h.length(s) + ctx.shown_len(ctx.partner, s), s))


def fit_total(ctx: Ctx, h: HandInfo) -> int:
    """My points, with shortness counted when we have a fit (rule 1.6), plus partner's minimum."""
    fit = my_fit(ctx, h)
    return h.points + (h.shortness(fit) if fit is not None else 0) + ctx.partner_min


def partner_extra(ctx: Ctx) -> int:
    """Slam points count partner a little above the minimum shown (rule 7.6): a quarter of the
    width of partner's range, at most two points; nothing once either of us has made a jump
    shift (rule 3.2), whose range has no top and whose game force leaves opener's rebids as
    wide as the opening, so neither range says the hand is better than its minimum."""
    if any(
        (m := ctx.meanings[i]) is not None and "3.2" in m.rules
        for seat in (ctx.seat, ctx.partner) for i, _ in ctx.calls_by(seat)
    ):  # fmt: skip
        return 0
    return min(2, (ctx.partner_max - ctx.partner_min) // 4)


def slam_total(ctx: Ctx, h: HandInfo) -> int:
    """As `fit_total`, with partner counted a little above the minimum (`partner_extra`)."""
    fit = my_fit(ctx, h)
    wasted = 0
    if fit is not None:
        # Shortness facing partner's side suit ruffs none of our losers (rule 1.6).
        partners = [s for s in Suit if ctx.shown_len(ctx.partner, s) >= 4]
        wasted = h.shortness(fit) - h.shortness(fit, partners)
        if h.length(fit) >= 3:
            # A singleton honour is counted by its points already: as a ruffing value it
            # would count the same card twice (rule 1.6).
            wasted += sum(
                2 for s in Suit
                if s is not fit and s not in partners and h.length(s) == 1
                and 0 < h.suit_hcp[s] < 4
            )  # fmt: skip
    return fit_total(ctx, h) - wasted + partner_extra(ctx)


def cue_bid(ctx: Ctx, suit: Suit, top: int = 3) -> list[Call]:
    """The cheapest bid in `suit`, a suit of theirs (a cue bid), when it is no higher than the
    `top` level; else none."""
    c = ctx.cheapest(Strain.of(suit))
    return [c] if c is not None and level_of(c) <= top else []


def my_calls_since_opening(ctx: Ctx) -> int:
    i = ctx.opening_index
    return 0 if i is None else sum(1 for j, _ in ctx.calls_by(ctx.seat) if j > i)


def one_of_suit(ctx: Ctx) -> bool:
    o = ctx.opening
    return o is not None and o.level == 1 and o.strain is not NT


# --- 2. Openings --------------------------------------------------------------------------------

OPENING = ""


def fourth_seat(ctx: Ctx) -> bool:
    """Three passes before me: a pass ends the deal."""
    return len(ctx.calls) == 3


def rule_of_15(h: HandInfo) -> bool:
    """Rule 2.10: high-card points and spades together reach fifteen."""
    return h.hcp + h.length(S) >= 15


def opener_min(ctx: Ctx) -> int:
    """Rule 2.11: the fewest points the opening of this auction (or the one being made) holds;
    after two passes partner is limited, so a point less opens, and opener's rebids that show a
    minimum start there too."""
    seat = ctx.opening_index if ctx.opening_index is not None else len(ctx.calls)
    return 11 if seat == 2 else 12


def _opens(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    return choose_opening_suit(h) is suit_of(call) and (not fourth_seat(ctx) or rule_of_15(h))


def _preempts(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 2.8: the longest suit, never in fourth seat; vulnerable, only a good suit (a
    doubled pre-empt costs most there)."""
    s = suit_of(call)
    if h.longest_suits()[0] is not s or fourth_seat(ctx):
        return False
    return not ctx.we_are_vulnerable or h.is_good_suit(s)


_openings = [
    rule("2.1", "1NT opening", calls="1NT", pattern=OPENING, priority=90,
         need=need(hcp=(15, 17), balanced=True)),
    rule("2.2", "2NT opening", calls="2NT", pattern=OPENING, priority=90,
         need=need(hcp=(20, 21), balanced=True)),
    rule("2.3", "3NT opening", calls="3NT", pattern=OPENING, priority=90,
         need=need(hcp=(22, 27), balanced=True)),
    rule("2.5", "Strong two, forcing to game", calls=["2C", "2D", "2H", "2S"], pattern=OPENING,
         priority=85, forcing=True, tags=["game_force"],
         need=lambda ctx, call: need(points=(22, 40), lengths={suit_of(call): (4, 13)}),
         pick=lambda ctx, h, call: choose_opening_suit(h) is suit_of(call)),
    rule("2.6", "Opening bid in a major", calls=["1H", "1S"], pattern=OPENING, priority=80,
         need=lambda ctx, call: need(points=(opener_min(ctx), 21), hcp=(10, 21),
                                     lengths={suit_of(call): (5, 13)}),
         pick=_opens),
    rule("2.7", "Opening bid in the better minor", calls=["1C", "1D"], pattern=OPENING,
         priority=80,
         need=lambda ctx, call: need(points=(opener_min(ctx), 21), hcp=(10, 21),
                                     lengths={suit_of(call): (3, 13)}),
         pick=_opens),
    rule("2.8", "Pre-emptive opening", calls=["3C", "3D", "3H", "3S"], pattern=OPENING,
         priority=70,
         need=lambda ctx, call: need(hcp=(5, 10), lengths={suit_of(call): (7, 13)}),
         pick=_preempts),
    rule("2.8", "Pre-emptive opening", calls=["4C", "4D", "4H", "4S"], pattern=OPENING,
         priority=71,
         need=lambda ctx, call: need(hcp=(5, 10), lengths={suit_of(call): (8, 13)}),
         pick=_preempts),
    # Below every opening: a hand that meets the rule of 15 but is no opening (10 HCP and
    # five spades) passes too, and the pass says so.
    rule("2.10", "Passed out in fourth seat: no opening, or short of the rule of 15",
         calls="P", pattern=OPENING, priority=2, when=fourth_seat, need=need(hcp=(0, 14))),
    rule("2.9", "No opening bid", calls="P", pattern=OPENING, priority=1,
         when=lambda ctx: not fourth_seat(ctx), need=need(hcp=(0, 11), points=(0, 13))),
]  # fmt: skip


# --- 3. Responses to one of a suit ----------------------------------------------------------


def unpassed(ctx: Ctx) -> bool:
    """A new suit forces only from a hand that has not passed (rule 10.1)."""
    return not ctx.passed_hand(ctx.seat)


def responding(ctx: Ctx) -> bool:
    """Partner opened one of a suit and this is my first call since."""
    return ctx.opener is ctx.partner and one_of_suit(ctx) and my_calls_since_opening(ctx) == 0


def major_only(suit: Suit) -> Suit | None:
    """`suit` as the trumps whose shortness a raise counts (rule 1.6), or None for a minor:
    a minor raise is judged on points alone, as it may yet play in notrump."""
    return suit if suit in MAJORS else None


def support_needed(suit: Suit) -> int:
    return 3 if suit in MAJORS else 4


def raise_need(points: Bounds, extra: int = 0, fourth_trump: bool = False) -> NeedFn:
    """A raise of partner's opening: support, and points counting shortness (rule 1.6);
    with `fourth_trump`, a fourth card in partner's major counts a point too (rule 3.4)."""

    def fn(ctx: Ctx, call: Call) -> Need:
        s = opening_suit(ctx)
        lens = {s: (support_needed(s) + extra, 13)}
        if s in MINORS:
            # Over a minor, a four-card major is shown first (rule 3.5), and the raise is
            # judged on high cards: it may yet play in notrump.
            lens.update({m: (0, 3) for m in MAJORS if ctx.cheapest_level(Strain.of(m)) == 1})
            return need(hcp=points, lengths=lens)
        return need(points=points, lengths=lens, trumps=s, fourth_trump=fourth_trump)

    return fn


def raise_to(kind: str) -> CallsFn:
    """The raise of partner's suit that is a single raise, a jump raise or a game raise."""

    def fn(ctx: Ctx) -> list[Call]:
        s = opening_suit(ctx)
        cheapest = ctx.cheapest_level(Strain.of(s))
        if kind == "single" and cheapest <= 3:
            return [bid(cheapest, s)]
        if kind == "jump" and cheapest <= 2:
            return [bid(cheapest + 1, s)]
        # Over their jump to three of the suit above ours (1♥ 3♠), the raise to game is the
        # cheapest raise left, and the only way to show the fit (rule 3.3).
        if kind == "game" and s in MAJORS and cheapest <= 4:
            return [bid(4, s)]
        return []

    return fn


def new_suits_at(level_kind: str) -> CallsFn:
    """New suits (not partner's, not the opponents') bid at the cheapest level, at that level."""

    def fn(ctx: Ctx) -> list[Call]:
        out = []
        taken = {opening_suit(ctx), *their_opening_suits(ctx)}
        for s in Suit:
            if s in taken:
                continue
            lvl = ctx.cheapest_level(Strain.of(s))
            levels = {
                "one": lvl == 1,
                "two": lvl == 2 or (lvl == 3 and contested(ctx)),
                "four": lvl == 4 and contested(ctx) and s in MINORS,
            }
            if levels.get(level_kind, False):
                out.append(bid(lvl, s))
            elif level_kind == "jump" and lvl <= 2:
                out.append(bid(lvl + 1, s))
        return out

    return fn


def over_their_double(ctx: Ctx) -> bool:
    """The player before me has just doubled partner's opening for takeout: with 10+ I
    redouble (rule 3.1), so a new suit at the two level is left to the weak hand (rule 3.14)."""
    return bool(ctx.calls) and ctx.calls[-1] == DOUBLE


def contested(ctx: Ctx) -> bool:
    """The player before me has just bid (so my cheapest bids have been pushed up)."""
    return bool(ctx.calls) and ctx.calls[-1].is_bid


def _three_nt_min(ctx: Ctx) -> int:
    """Rule 3.9: 3NT starts at 13 HCP; at 11 when their overcall has taken the 2NT
    invitation away, since 11-12 opposite an opening is worth game more often than not."""
    return 13 if ctx.cheapest_level(NT) <= 2 else 11


def nt_response_need(hcp: Bounds, game: bool = False) -> NeedFn:
    """Rules 3.8–3.10: no fit for a major, no four-card major to show at the one level; 2NT
    balanced; 3NT balanced over a major, of any shape without a singleton over a minor; 2NT
    and 3NT without a five-card suit of their own. `game`: the 3NT response."""

    def fn(ctx: Ctx, call: Call) -> Need:
        s = opening_suit(ctx)
        lens: dict[Suit, Bounds] = {}
        balanced: bool | None = None if hcp[1] <= 10 else True
        if game and s in MINORS:
            balanced = None
        if hcp[0] >= 11:
            # With a five-card suit to show, a two-over-one comes first.
            lens = {t: (0, 4) for t in Suit if t is not s}
        if balanced is None and game:
            # Of any shape, but no singleton or void: 3NT is to play.
            lens = {t: (2, lens.get(t, (0, 13))[1]) for t in Suit}
        if s in MAJORS:
            lens[s] = (0, 2)
        for m in MAJORS:
            if m != s and ctx.cheapest_level(Strain.of(m)) == 1:
                lens[m] = (lens.get(m, (0, 13))[0], 3)
        return need(hcp=hcp, lengths=lens, balanced=balanced,
                    stoppers=their_suits_to_stop(ctx))  # fmt: skip

    return fn


def _minor_2nt_need(ctx: Ctx, call: Call) -> Need:
    """Rule 3.8 over a minor, before the limit raise: as rule 3.8, with every other suit
    stopped (partner's minor may be three cards, and the other suits are unknown)."""
    base = nt_response_need((11, 12))(ctx, call)
    assert base is not None
    others = {s for s in Suit if s is not opening_suit(ctx)}
    return replace(base, stoppers=base.stoppers | others)


def _other_minor_first(level: int) -> CallsFn:
    """Rule 3.9: over partner's minor, the other minor when it is the cheapest bid at `level`
    (one diamond over one club, two clubs over one diamond) and the opponents are silent."""

    def fn(ctx: Ctx) -> list[Call]:
        s = opening_suit(ctx)
        if s not in MINORS or not ctx.rho_passed:
            return []
        c = ctx.cheapest(Strain.of(D if s is C else C))
        return [c] if c is not None and level_of(c) == level else []

    return fn


def _slam_hand_suit_first_need(ctx: Ctx, call: Call) -> Need:
    """Rule 3.9: a hand of 3NT's shape with 16+ HCP and four or more of the other minor names
    that minor first: 3NT would end the auction with slam in view."""
    base = nt_response_need((16, 21), game=True)(ctx, call)
    assert base is not None
    lens = list(base.lengths)
    lo, hi = lens[suit_of(call)]
    lens[suit_of(call)] = (max(lo, 4), hi)
    return replace(base, lengths=(lens[0], lens[1], lens[2], lens[3]))


def _new_suit_need(points: Bounds, contested_min: int) -> NeedFn:
    def fn(ctx: Ctx, call: Call) -> Need:
        s = suit_of(call)
        minimum = 4
        if ctx.calls and ctx.calls[-1].is_bid:
            minimum = contested_min
        if s is H and opening_suit(ctx) is S and level_of(call) == 2:
            minimum = 5
        if negative_double_ok(ctx) and s is _negative_exactly_four(ctx):
            # Four of them make the negative double (rule 3.12): the bid shows five.
            minimum = 5
        return need(points=points, lengths={s: (minimum, 13)})

    return fn


def _best_response_suit(ctx: Ctx, h: HandInfo, call: Call, kind: str) -> bool:
    candidates = [suit_of(c) for c in new_suits_at(kind)(ctx)]
    return best_new_suit(h, candidates) is suit_of(call)


def _no_room_to_force(ctx: Ctx) -> bool:
    """Rule 3.3: their bid has taken the room below three of our suit, or left no new suit
    at the two level to start a forcing raise with (rules 3.6, 3.7)."""
    s = opening_suit(ctx)
    if ctx.cheapest_level(Strain.of(s)) >= 3:
        return True
    return s in MAJORS and not _forcing_raise_room(ctx)


def _game_raise_over_them(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 3.3: with room below three of our suit, only the hand too strong for a limit
    raise (13+ support points) bids the game."""
    s = opening_suit(ctx)
    return ctx.cheapest_level(Strain.of(s)) >= 3 or h.support_points(s) >= 13


def _forcing_raise_room(ctx: Ctx) -> list[Suit]:
    """Rules 3.6 and 3.7: the suits a forcing raise may start in: neither ours nor theirs, and
    biddable at the one or two level."""
    s = opening_suit(ctx)
    return [
        t for t in Suit
        if t is not s and t not in their_opening_suits(ctx)
        and ctx.cheapest_level(Strain.of(t)) <= 2
    ]  # fmt: skip


def forcing_raise_suit(ctx: Ctx, h: HandInfo) -> Suit | None:
    """Rules 3.6 and 3.7: the new suit that starts a forcing raise of partner's major: the longest
    other suit of four or more, or else the better three-card minor, or else the better
    two-card minor, at the cheapest level (one or two) and never a jump."""
    s = opening_suit(ctx)
    cands = [t for t in _forcing_raise_room(ctx) if not (t is H and s is S and h.length(H) < 5)]
    four = [t for t in cands if h.length(t) >= 4]
    if four:
        return max(four, key=lambda t: (h.length(t), t))
    # A hand of long trumps and no three-card minor (seven spades, 7-2-2-2) still has to
    # force: a doubleton minor is the least misleading suit to name.
    for length in (3, 2):
        minors = [t for t in cands if t in MINORS and h.length(t) == length]
        if minors:
            return max(minors, key=lambda t: (h.suit_hcp[t], t))
    return None


def _forcing_raise_need(ctx: Ctx, call: Call) -> Need | None:
    s = opening_suit(ctx)
    if s not in MAJORS:
        return None
    return need(points=(13, 40), lengths={s: (3, 13), suit_of(call): (2, 13)}, trumps=s)


def _forcing_raise_pick(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    return unpassed(ctx) and forcing_raise_suit(ctx, h) is suit_of(call)


def negative_majors(ctx: Ctx) -> list[Suit]:
    """The majors neither partner's opening nor their overcall has named (rule 3.12)."""
    taken = {opening_suit(ctx), *their_opening_suits(ctx)}
    return [m for m in MAJORS if m not in taken]


def their_overcall(ctx: Ctx) -> Bid | None:
    """Their suit bid straight over the opening, when they made one."""
    if ctx.opening_index is None or len(ctx.calls) <= ctx.opening_index + 1:
        return None
    b = ctx.calls[ctx.opening_index + 1].bid
    return None if b is None or b.strain is NT else b


def overcall_level(ctx: Ctx) -> int | None:
    """The level of their overcall of partner's opening, when it is the only call since."""
    b = their_overcall(ctx)
    only = ctx.opening_index is not None and len(ctx.calls) == ctx.opening_index + 2
    return b.level if b is not None and only else None


def negative_double_ok(ctx: Ctx) -> bool:
    """Rule 3.12: partner opened one of a suit, the next player overcalled in a suit at the
    one, two or three level, and a major is left unbid."""
    if not responding(ctx):
        return False
    return overcall_level(ctx) in (1, 2, 3) and bool(negative_majors(ctx))


def _negative_exactly_four(ctx: Ctx) -> Suit | None:
    """Rule 3.12: the one unbid major I could bid at the one level over their overcall, where
    the bid shows five and the double exactly four."""
    majors = negative_majors(ctx)
    over = ctx.last_bid.strain.suit if ctx.last_bid is not None else None
    if overcall_level(ctx) != 1:
        return None
    return majors[0] if len(majors) == 1 and over is not None and majors[0] > over else None


def _negative_need(ctx: Ctx, call: Call) -> Need:
    """Rule 3.12: four cards in each unbid major (exactly four, see above); 8+ points over a
    two-level overcall, where partner's answer may have to be at the three level, and 10+
    over a three-level one, where it may have to be at the four."""
    exact = _negative_exactly_four(ctx)
    lens = {m: (4, 4) if m is exact else (4, 13) for m in negative_majors(ctx)}
    least = {1: 6, 2: 8}.get(overcall_level(ctx) or 3, 10)
    return need(points=(least, 40), lengths=lens)


def _negative_pick(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """A hand that can bid its five-card major at the two level or higher without a jump
    (rule 3.7: 11+ points) bids it: the double is for four cards, or five too weak to bid.
    (A major biddable at the one level is told apart by the double's exactly four.)"""
    level = overcall_level(ctx)
    if level is None or h.points < 11:
        return True
    return not any(
        h.length(m) >= 5 and ctx.cheapest_level(Strain.of(m)) == max(level, 2)
        for m in negative_majors(ctx)
    )


def _no_negative_double(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rules 3.8 and 3.9: over their overcall, notrump waits while a negative double (rule
    3.12) describes the hand: the double looks for the major fit, and notrump can follow."""
    if not negative_double_ok(ctx) or overcall_level(ctx) is None:
        return True
    return not (_negative_need(ctx, DOUBLE).fits(h) and _negative_pick(ctx, h, DOUBLE))


def after_negative_double(ctx: Ctx) -> bool:
    """Rule 3.12: my last call was a negative double and partner has bid since."""
    return ctx.has_tag(ctx.seat, "negative") and ctx.partner_last_bid is not None


def _negative_suit_calls(ctx: Ctx) -> list[Call]:
    b = ctx.partner_last_bid
    answered = b.strain.suit if b is not None else None
    return [c for m in negative_majors(ctx) if m is not answered
            and (c := ctx.cheapest(Strain.of(m))) is not None and level_of(c) <= 3]  # fmt: skip


def answering_cue_over_negative(ctx: Ctx) -> bool:
    """Rule 3.12: my negative double, and partner's game-forcing cue bid of their suit since
    (rule 4.32)."""
    return after_negative_double(ctx) and ctx.has_tag(ctx.partner, "game_force")


def _negative_major_again(ctx: Ctx) -> list[Call]:
    """The cheapest bid in each major my negative double showed, below five."""
    return [c for m in negative_majors(ctx)
            if (c := ctx.cheapest(Strain.of(m))) is not None and level_of(c) <= 4]  # fmt: skip


def _their_escape(ctx: Ctx, claim: Callable[[int, Call], bool]) -> Suit | None:
    """Partner or I opened, one of us has claimed the hand with a call `claim` recognises,
    and they have since bid a suit at the one or two level, undoubled: the suit they ran to."""
    if ctx.opener is None or ctx.opener.side is not ctx.seat.side or not ctx.doubling_is_clear:
        return None
    ours = [i for s in (ctx.seat, ctx.partner) for i, c in ctx.calls_by(s) if claim(i, c)]
    b, who = ctx.last_bid, ctx.last_bidder
    if not ours or b is None or who is None or who.side is ctx.seat.side or b.level > 2:
        return None
    bid_at = max(i for i, _ in ctx.calls_by(who) if ctx.calls[i].bid is not None)
    return b.strain.suit if bid_at > max(ours) else None


def their_escape_from_redouble(ctx: Ctx) -> Suit | None:
    """Rule 3.13: one of us redoubled their takeout double (rule 3.1) and they ran."""
    return _their_escape(ctx, lambda i, c: c == REDOUBLE)


def their_escape_from_notrump_double(ctx: Ctx) -> Suit | None:
    """Rule 3.15: one of us doubled their 1NT overcall for penalty and they ran."""
    return _their_escape(ctx, lambda i, c: c == DOUBLE and _penalty_of_notrump_overcall(ctx, i))


def _escape_double_need(hcp: Bounds = (0, 37)) -> NeedFn:
    """Rules 3.13, 3.15 and 6.5: a penalty double of the suit they ran to, four or more cards
    in it (and `hcp`)."""

    def fn(ctx: Ctx, call: Call) -> Need:
        b = ctx.last_bid
        assert b is not None and b.strain.suit is not None
        return need(hcp=hcp, lengths={b.strain.suit: (4, 13)})

    return fn


def their_notrump_overcall(ctx: Ctx) -> bool:
    """Rule 3.15: partner opened one of a suit and the next player overcalled 1NT, the only
    call since: my first call."""
    i = ctx.opening_index
    return (
        responding(ctx) and i is not None and len(ctx.calls) == i + 2
        and ctx.calls[i + 1] == Call.parse("1NT")
    )  # fmt: skip


def _penalty_of_notrump_overcall(ctx: Ctx, index: int) -> bool:
    """The call at `index` is our double of their 1NT overcall (rule 3.15)."""
    m = ctx.meanings[index]
    return m is not None and m.rules[0] == "3.15"


def _after_notrump_overcall_doubled(ctx: Ctx) -> bool:
    """Rule 3.15: I opened, they overcalled 1NT, partner doubled it and they passed."""
    i = ctx.opening_index
    return (
        ctx.opener is ctx.seat and i is not None and len(ctx.calls) == i + 4
        and ctx.rho_passed and _penalty_of_notrump_overcall(ctx, i + 2)
    )  # fmt: skip


def _responder_cue(ctx: Ctx) -> list[Call]:
    """Rule 3.16: the cheapest bid in the suit of their overcall of partner's opening, when the
    overcall is the only call since and the cue bid is no higher than three."""
    b = their_overcall(ctx)
    if not responding(ctx) or overcall_level(ctx) is None or b is None or b.strain.suit is None:
        return []
    return cue_bid(ctx, b.strain.suit)


_responses = [
    rule("3.1", "Redouble: 10+ points, the hand belongs to us", calls="XX", priority=90,
         when=lambda ctx: responding(ctx) and ctx.last_call_of(ctx.rho) is not None
         and ctx.calls[-1] == DOUBLE,
         need=need(points=(10, 40))),
    rule("3.13", "After our redouble: penalty double of their suit", calls="X", priority=88,
         when=lambda ctx: their_escape_from_redouble(ctx) is not None, need=_escape_double_need()),
    rule("3.13", "After our redouble: pass, forcing; partner doubles or bids", calls="P",
         priority=87, forcing=True,
         when=lambda ctx: ctx.opener is ctx.seat and not ctx.rho_passed
         and their_escape_from_redouble(ctx) is not None and len(ctx.bids_by(ctx.seat)) == 1),
    # Opener's 12+ and my 9+ are the balance of strength, and opener's lead runs through
    # the overcaller's hand: 1NT doubled goes down more often than our part-score makes.
    rule("3.15", "Penalty double of their 1NT overcall: 9+ HCP", calls="X", priority=86,
         when=their_notrump_overcall, need=need(hcp=(9, 37))),
    rule("3.15", "Pass: partner's double of their 1NT overcall is for penalty", calls="P",
         priority=86, when=_after_notrump_overcall_doubled),
    rule("3.15", "After our double of their 1NT: penalty double of the suit they run to",
         calls="X", priority=88, need=_escape_double_need(),
         when=lambda ctx: their_escape_from_notrump_double(ctx) is not None),
    rule("3.15", "After our double of their 1NT: pass, forcing; partner doubles or bids",
         calls="P", priority=87, forcing=True,
         when=lambda ctx: ctx.opener is ctx.seat and not ctx.rho_passed
         and their_escape_from_notrump_double(ctx) is not None and len(ctx.bids_by(ctx.seat)) == 1),
    rule("3.2", "Jump shift: strong hand, forcing to game", calls=new_suits_at("jump"),
         when=lambda ctx: responding(ctx) and not ctx.passed_hand(ctx.seat), priority=85,
         forcing=True, tags=["game_force"],
         need=lambda ctx, call: need(points=(17, 40), lengths={suit_of(call): (5, 13)}),
         pick=lambda ctx, h, call: _best_response_suit(ctx, h, call, "jump")),
    rule("3.3", "Pre-emptive raise to game: five trumps, a weak hand", calls=raise_to("game"),
         when=responding, priority=80,
         need=lambda ctx, call: need(hcp=(0, 9), lengths={opening_suit(ctx): (5, 13)}),
         pick=lambda ctx, h, call: h.shortest() <= 1),
    rule("3.3", "Game raise over their bid: support and 13+ points", calls=raise_to("game"),
         when=lambda ctx: responding(ctx) and contested(ctx) and _no_room_to_force(ctx),
         priority=80, need=raise_need((11, 40)), pick=_game_raise_over_them),
    rule("3.4", "Limit raise: invites game", calls=raise_to("jump"), when=responding,
         priority=78, tags=["invite"],
         # The fourth trump of a major fit is worth a point: nine trumps together take a
         # trick more (the law of total tricks), so 10 support points with four invite.
         need=lambda ctx, call: raise_need((11, 40 if ctx.passed_hand(ctx.seat) else 12),
                                           fourth_trump=True)(ctx, call)),
    # Four trumps and 12 support points are a limit raise too: the forcing raise (rules 3.6
    # and 3.7) starts at 13 without the fourth trump's point.
    rule("3.4", "Limit raise: invites game", calls=raise_to("jump"), priority=78, tags=["invite"],
         when=lambda ctx: responding(ctx) and opening_suit(ctx) in MAJORS
         and not ctx.passed_hand(ctx.seat),
         need=raise_need((13, 13), extra=1, fourth_trump=True)),
    rule("3.5", "Single raise", calls=raise_to("single"), priority=76,
         when=lambda ctx: responding(ctx) and opening_suit(ctx) in MAJORS,
         need=raise_need((6, 10))),
    rule("3.5", "Single raise", calls=raise_to("single"), priority=60,
         when=lambda ctx: responding(ctx) and opening_suit(ctx) in MINORS,
         need=raise_need((6, 10))),
    rule("3.8", "2NT response: invites game", calls="2NT", when=responding, priority=72,
         need=nt_response_need((11, 12)), tags=["invite"], pick=_no_negative_double),
    # Over a minor, a balanced hand with the other suits stopped looks to 3NT, nine tricks,
    # before five of the minor: 2NT comes ahead of the limit raise (rule 3.4).
    rule("3.8", "2NT response over a minor: balanced, before the minor raise", calls="2NT",
         when=lambda ctx: responding(ctx) and opening_suit(ctx) in MINORS, priority=79,
         need=_minor_2nt_need, tags=["invite"], pick=_no_negative_double),
    rule("3.9", "3NT response: to play", calls="3NT", when=responding, priority=72,
         pick=_no_negative_double,
         need=lambda ctx, call: nt_response_need(
             (_three_nt_min(ctx), 21 if opening_suit(ctx) in MINORS else 15), game=True)(
                 ctx, call)),
    rule("3.12", "Negative double: four cards in each unbid major, 6+ points", calls="X",
         when=lambda ctx: negative_double_ok(ctx) and overcall_level(ctx) == 1, priority=71,
         forcing=True, tags=["negative"], need=_negative_need, pick=_negative_pick),
    rule("3.12", "After my negative double: a long major, too weak to bid it at once",
         when=lambda ctx: after_negative_double(ctx) and not answering_cue_over_negative(ctx),
         priority=53, calls=_negative_suit_calls,
         need=lambda ctx, call: need(points=(6, 10), lengths={suit_of(call): (5, 13)})),
    rule("3.12", "Negative double of a two-level overcall: four cards in each unbid major, 8+",
         calls="X", when=lambda ctx: negative_double_ok(ctx) and overcall_level(ctx) == 2,
         priority=71, forcing=True, tags=["negative"], need=_negative_need,
         pick=_negative_pick),
    rule("3.12", "Negative double of a three-level overcall: four cards in each unbid major, "
         "10+", calls="X", when=lambda ctx: negative_double_ok(ctx) and overcall_level(ctx) == 3,
         priority=71, forcing=True, tags=["negative"], need=_negative_need,
         pick=_negative_pick),
    rule("3.12", "After partner's cue bid over my negative double: the major it showed",
         when=answering_cue_over_negative, priority=55, calls=_negative_major_again,
         need=lambda ctx, call: need(lengths={suit_of(call): (4, 13)}),
         # The cue denied their suit stopped: with it stopped, 3NT (rule 8.2) comes first,
         # while it is still below us.
         pick=lambda ctx, h, call: not ctx.is_legal(Call.parse("3NT"))
         or not all(h.stoppers[s] for s in their_opening_suits(ctx))),
    rule("3.6", "New suit: forcing for one round unless I have passed",
         calls=new_suits_at("one"), when=responding, priority=70, forcing=unpassed,
         need=_new_suit_need((6, 40), 4),
         pick=lambda ctx, h, call: _best_response_suit(ctx, h, call, "one")),
    rule("3.6", "Forcing raise: a new suit first, support later", calls=new_suits_at("one"),
         when=responding, priority=70, forcing=unpassed, need=_forcing_raise_need,
         pick=_forcing_raise_pick),
    rule("3.7", "New suit at the two level (three after an overcall): forcing for one round",
         calls=new_suits_at("two"),
         when=lambda ctx: responding(ctx) and not over_their_double(ctx), priority=68,
         forcing=unpassed, need=_new_suit_need((11, 40), 5),
         pick=lambda ctx, h, call: _best_response_suit(ctx, h, call, "two")),
    rule("3.7", "Forcing raise: a new suit first, support later", calls=new_suits_at("two"),
         when=lambda ctx: responding(ctx) and not over_their_double(ctx), priority=68,
         forcing=unpassed, need=_forcing_raise_need,
         pick=_forcing_raise_pick),
    rule("3.7", "New minor at the four level over their jump: 13+ points, forcing",
         calls=new_suits_at("four"), when=responding, priority=67, forcing=unpassed,
         need=lambda ctx, call: need(points=(13, 40), lengths={suit_of(call): (5, 13)}),
         pick=lambda ctx, h, call: _best_response_suit(ctx, h, call, "four")),
    rule("3.14", "New suit at the two level over their double: a long suit, a weak hand",
         calls=new_suits_at("two"), priority=65,
         when=lambda ctx: responding(ctx) and over_their_double(ctx),
         need=lambda ctx, call: need(points=(5, 9), lengths={suit_of(call): (6, 13)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, new_suits_at("two"),
                                                   higher_first=True)),
    # Below every answer that names a strain (and above competing in a fit, rule 8.6): a game
    # hand that none of them describes must still not pass partner's opening.
    rule("3.16", "Cue bid of their overcall: game values, no other call describes the hand",
         calls=_responder_cue, when=responding, priority=45, forcing=True,
         tags=["game_force", "cue"],
         # Five of their suit would rather pass for partner's reopening double (rule 4.23).
         need=lambda ctx, call: need(points=(13, 40), lengths={suit_of(call): (0, 4)})),
    # Rule 3.9: a hand with slam in view names its other minor before 3NT, which would end
    # the auction. Each is a title of the new suit's own rule, so partner reads the bid as
    # that rule's new suit (the 16–21 hand is one of the hands it holds).
    rule("3.6", "New suit rather than 3NT: 16+ HCP, slam in view",
         calls=_other_minor_first(1), when=responding, priority=73, forcing=unpassed,
         need=_slam_hand_suit_first_need),
    rule("3.7", "New suit rather than 3NT: 16+ HCP, slam in view",
         calls=_other_minor_first(2), when=responding, priority=73, forcing=unpassed,
         need=_slam_hand_suit_first_need),
    rule("3.10", "1NT response: no fit, nothing better to bid", calls="1NT", when=responding,
         priority=50, need=nt_response_need((6, 10))),
    rule("3.11", "Pass: too weak to respond", calls="P", priority=1,
         when=lambda ctx: responding(ctx) and ctx.rho_passed, need=need(hcp=(0, 5))),
]  # fmt: skip


# --- 4. Opener's rebid --------------------------------------------------------------------------


def opener_rebid(*responses: str, free: bool = False) -> Callable[[Ctx], bool]:
    """My second call, as opener of one of a suit, when partner's one call since was made by
    one of the rules numbered `responses` and the next player passed (an overcall by the
    player after my opening is allowed). With `free`, the next player may also have bid over
    partner's response: the rebids still available keep their meaning (rule 4.31)."""

    def fn(ctx: Ctx) -> bool:
        if ctx.opener is not ctx.seat or not one_of_suit(ctx):
            return False
        if not (ctx.rho_passed or (free and rho_bid(ctx))):
            return False
        if my_calls_since_opening(ctx) != 0 or ctx.opening_index is None:
            return False
        after = [i for i, _ in ctx.calls_by(ctx.partner) if i > ctx.opening_index]
        if len(after) != 1:
            return False
        m = ctx.meanings[after[0]]
        return m is not None and m.rules[0] in responses

    return fn


def rho_bid(ctx: Ctx) -> bool:
    """The player on my right (who called last) made a bid, not a pass or a double."""
    last = ctx.last_call_of(ctx.rho)
    return last is not None and last[1].bid is not None


ONE_OVER_ONE = opener_rebid("3.6", free=True)
OVER_1NT = opener_rebid("3.10")
#: After a 1NT response too, their bid leaves opener's rebids their meanings (rule 4.31).
OVER_1NT_FREE = opener_rebid("3.10", free=True)
TWO_OVER_ONE = opener_rebid("3.7", free=True)
SINGLE_RAISE = opener_rebid("3.5")
#: Over their bid after partner's single raise, opener's game tries, 3NT and new suits keep
#: their meanings; three of our suit only competes (rule 8.6), game is bid on the points
#: together (rule 8.2), and a pass denies nothing.
SINGLE_RAISE_FREE = opener_rebid("3.5", free=True)
LIMIT_RAISE = opener_rebid("3.4")
OVER_2NT = opener_rebid("3.8")


def any_of(*tests: Callable[[Ctx], bool]) -> Callable[[Ctx], bool]:
    return lambda ctx: any(t(ctx) for t in tests)


def both(a: Callable[[Ctx], bool], b: Callable[[Ctx], bool]) -> Callable[[Ctx], bool]:
    return lambda ctx: a(ctx) and b(ctx)


def response_suit(ctx: Ctx) -> Suit:
    b = ctx.partner_last_bid
    assert b is not None and b.strain.suit is not None
    return b.strain.suit


def is_new_suit_response(ctx: Ctx) -> bool:
    b = ctx.partner_last_bid
    return b is not None and b.strain.suit is not None and b.strain.suit is not opening_suit(ctx)


def rebid_raise(ctx: Ctx) -> list[Call]:
    s = response_suit(ctx)
    out = []
    for level in (2, 3, 4):
        c = bid(level, s)
        if ctx.is_legal(c) and level >= ctx.cheapest_level(Strain.of(s)):
            out.append(c)
    return out


def rebid_raise_need(ctx: Ctx, call: Call) -> Need:
    s = suit_of(call)
    jumps = level_of(call) - ctx.cheapest_level(Strain.of(s)) if ctx.is_legal(call) else 0
    pts = {0: (opener_min(ctx), 15), 1: (16, 18)}.get(jumps, (19, 40))
    if level_of(call) == 4 and s in MINORS:
        pts = (19, 40)
    return need(points=pts, lengths={s: (4, 13)}, trumps=s)


def other_suits(ctx: Ctx, level: int, relation: str) -> list[Call]:
    """Suits other than the two bid and theirs, at `level` as the cheapest level, below or
    above mine."""
    mine, theirs = opening_suit(ctx), response_suit(ctx) if is_new_suit_response(ctx) else None
    out = []
    for s in Suit:
        if s in (mine, theirs) or s in their_opening_suits(ctx):
            continue
        if ctx.cheapest_level(Strain.of(s)) != level:
            continue
        if relation == "any" or (relation == "below") == (s < mine):
            out.append(bid(level, s))
    return out


def own_suit_at(jump: bool) -> CallsFn:
    def fn(ctx: Ctx) -> list[Call]:
        s = opening_suit(ctx)
        lvl = ctx.cheapest_level(Strain.of(s)) + (1 if jump else 0)
        return [bid(lvl, s)] if lvl <= 3 else []

    return fn


def longest_of_calls(
    ctx: Ctx, h: HandInfo, call: Call, calls: CallsFn, *, higher_first: bool = False
) -> bool:
    """`call` names my longest suit among `calls`: of two as long, the cheaper (up the line, a
    search for a fit) or, with `higher_first`, the higher (a suit to play or a 5-5 hand's
    first, which keeps the cheaper for the next round)."""
    cands = [suit_of(c) for c in calls(ctx)]
    best = max(cands, key=lambda s: (h.length(s), s if higher_first else -s)) if cands else None
    return best is suit_of(call)


def _suit_need(points: Bounds, minimum: int) -> NeedFn:
    return lambda ctx, call: need(points=points, lengths={suit_of(call): (minimum, 13)})


def _own_suit_need(points: Bounds) -> NeedFn:
    return lambda ctx, call: need(points=points, lengths={opening_suit(ctx): (6, 13)})


def _rebid_own_suit_need(ctx: Ctx, call: Call) -> Need:
    """Rule 4.6: six cards in a major, five in a minor, and 12–15 points (18 in a minor);
    after a two-over-one, or with no room below the three level, five cards and 12–21."""
    s = opening_suit(ctx)
    if rho_bid(ctx):
        # A free rebid over their bid (rule 4.31): a suit worth bidding again, six cards.
        points = (opener_min(ctx), 18) if level_of(call) == 2 else (15, 21)
        return need(points=points, lengths={s: (6, 13)})
    if TWO_OVER_ONE(ctx) or level_of(call) >= 3:
        return need(points=(opener_min(ctx), 21), lengths={s: (5, 13)})
    return need(
        points=(opener_min(ctx), 15 if s in MAJORS else 18),
        lengths={s: (5 if s in MINORS else 6, 13)},
    )


def _no_support_for_partner(hcp: Bounds, stopped: bool = True) -> NeedFn:
    def fn(ctx: Ctx, call: Call) -> Need:
        lens: dict[Suit, Bounds] = {}
        if is_new_suit_response(ctx) and response_suit(ctx) in MAJORS:
            lens[response_suit(ctx)] = (0, 3)
        stoppers = their_suits_to_stop(ctx) if stopped else set()
        return need(hcp=hcp, balanced=True, lengths=lens, stoppers=stoppers)

    return fn


def _balanced_need(hcp: Bounds) -> NeedFn:
    """Balanced, with their suits stopped (by partner, when partner's notrump promised it)."""
    return lambda ctx, call: need(hcp=hcp, balanced=True, stoppers=their_suits_to_stop(ctx))


def _lower_suit_rebid_need(ctx: Ctx, call: Call) -> Need:
    """Rule 4.8: four cards in the new suit, and the opened suit at least as long: 1D then 2C
    shows four diamonds, since three diamonds and four clubs open 1C."""
    return need(
        points=(opener_min(ctx), 18), lengths={suit_of(call): (4, 13), opening_suit(ctx): (4, 13)}
    )


def six_card_major_minimum(ctx: Ctx, h: HandInfo) -> bool:
    """Rule 4.8: a minimum opening with six cards in its major rebids the major (rule 4.6)
    rather than name a four-card second suit, which partner would give preference to."""
    s = opening_suit(ctx)
    return s in MAJORS and h.length(s) >= 6 and h.points <= 15


def _lower_two(ctx: Ctx) -> list[Call]:
    return other_suits(ctx, 2, "below")


def _higher_two(ctx: Ctx) -> list[Call]:
    return other_suits(ctx, 2, "above")


def _one_level(ctx: Ctx) -> list[Call]:
    return [c for c in other_suits(ctx, 1, "any") if suit_of(c) > response_suit(ctx)]


def _jump_shifts(ctx: Ctx) -> list[Call]:
    """Opener's jump in a new suit (rule 4.25): one level above the cheapest, at most three."""
    mine = opening_suit(ctx)
    theirs = response_suit(ctx) if is_new_suit_response(ctx) else None
    out = []
    for s in Suit:
        if s in (mine, theirs) or s in their_opening_suits(ctx):
            continue
        lvl = ctx.cheapest_level(Strain.of(s)) + 1
        if lvl <= 3:
            out.append(bid(lvl, s))
    return out


def _try_suits(ctx: Ctx) -> list[Call]:
    """Rule 4.26: a new suit below three of our major, after partner's single raise of it."""
    major = opening_suit(ctx)
    out = []
    for s in Suit:
        if s is major or s in their_opening_suits(ctx):
            continue
        c = ctx.cheapest(Strain.of(s))
        if c is not None and c.bid is not None and c.bid < Bid(3, Strain.of(major)):
            out.append(c)
    return out


def _needs_help(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """The weakest side suit of three or more cards, with at most one of its top honours."""
    cands = [suit_of(c) for c in _try_suits(ctx)]
    weak = [s for s in cands if h.length(s) >= 3 and h.top_honours[s] <= 1]
    return bool(weak) and min(weak, key=lambda s: (h.suit_hcp[s], -h.length(s))) is suit_of(call)


def _after_jump_shift_calls(ctx: Ctx) -> list[Call]:
    """Rule 4.30: a raise of partner's jump-shift suit below game, then a four-card major of
    mine not yet bid, at the three level."""
    theirs = response_suit(ctx)
    out = [
        c
        for c in [ctx.cheapest(Strain.of(theirs))]
        if c is not None and level_of(c) <= (3 if theirs in MAJORS else 4)
    ]
    out += [
        c
        for m in MAJORS
        if m not in (theirs, opening_suit(ctx))
        and (c := ctx.cheapest(Strain.of(m))) is not None
        and level_of(c) <= 3
    ]
    return out


def _after_jump_shift_need(ctx: Ctx, call: Call) -> Need:
    suit = suit_of(call)
    if suit is response_suit(ctx):
        return need(lengths={suit: (3 if suit in MAJORS else 4, 13)})
    # A new major denies support for partner's suit, which comes first.
    partner_support = 3 if response_suit(ctx) in MAJORS else 4
    return need(lengths={suit: (4, 13), response_suit(ctx): (0, partner_support - 1)})


def major_fit(ctx: Ctx) -> Suit | None:
    """After partner's raise of my major opening, the major: with the fit known, my points
    count shortness (rule 1.6)."""
    return major_only(opening_suit(ctx))


def no_room(ctx: Ctx) -> bool:
    """Partner's raise was at the three level: no room left to invite below game."""
    return ctx.cheapest_level(Strain.of(opening_suit(ctx))) >= 4


def answering_try(ctx: Ctx) -> bool:
    """Partner opened a major, I raised it once, and partner has made a game try."""
    return ctx.opener is ctx.partner and ctx.has_tag(ctx.partner, "game_try") and ctx.rho_passed


def our_major(ctx: Ctx) -> Suit:
    return opening_suit(ctx)


def helps(h: HandInfo, suit: Suit) -> bool:
    """Help for a game try (rule 4.28): the ace or king of the suit, or at most two cards."""
    return h.length(suit) <= 2 or h.aces_kings[suit] >= 1


NEGATIVE = opener_rebid("3.12", free=True)


def _negative_major_calls(ctx: Ctx) -> list[Call]:
    """Rule 4.32: the unbid majors partner's negative double showed, at the cheapest level,
    a jump, or game."""
    out: list[Call] = []
    for m in negative_majors(ctx):
        lvl = ctx.cheapest_level(Strain.of(m))
        for level in (lvl, lvl + 1, 4):
            if level > 4:
                continue  # the auction is already past game in the major
            c = bid(level, m)
            if ctx.is_legal(c) and c not in out:
                out.append(c)
    return out


def _doubled_overcall_level(ctx: Ctx) -> int:
    """Opener's view of rule 4.32: the level of the overcall partner's negative double met."""
    b = their_overcall(ctx)
    return 1 if b is None else b.level


def _doubled_overcall_suit(ctx: Ctx) -> Suit:
    b = their_overcall(ctx)
    assert b is not None and b.strain.suit is not None
    return b.strain.suit


def _negative_cue(ctx: Ctx) -> list[Call]:
    """Rule 4.32: the cheapest bid in their suit, at the three level or lower, or at the four
    level when it leaves room below four of a major partner's double showed (their raise of
    their suit has taken the three level away: 1D 2H X 3H 4H)."""
    suit = _doubled_overcall_suit(ctx)
    return cue_bid(ctx, suit, 4 if any(m > suit for m in negative_majors(ctx)) else 3)


def _strong_over_them(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 4.32: opener sits over the overcaller with trumps that take tricks: two of the
    ace, king and queen, or one with five cards."""
    s = _doubled_overcall_suit(ctx)
    return h.top_honours[s] >= (1 if h.length(s) >= 5 else 2)


def _negative_rebid_need(ctx: Ctx, call: Call) -> Need:
    """Rule 4.32: my minor again at the two level, the answer of a hand with nothing else to
    say (the stronger hands with six jump, and with their suit stopped bid notrump first);
    over their raise, three of it is a free bid: six cards and some extra."""
    s = opening_suit(ctx)
    if level_of(call) <= 2 or (_doubled_overcall_level(ctx) >= 2 and not rho_bid(ctx)):
        # A three-card minor opened with 4-3-3-3 or 4-4-3-2 may be all opener can repeat: with
        # four hearts it bids them, with their suit stopped 1NT, so only the third is left.
        length = 5 if s in MAJORS else 4 if ctx.shown_len(ctx.seat, s) >= 4 else 3
        return need(points=(opener_min(ctx), 18), lengths={s: (length, 13)})
    return need(points=(14, 18), lengths={s: (6, 13)})


def _negative_major_rebids(ctx: Ctx) -> list[Call]:
    """Rule 4.32: my major again at the cheapest level; over a three-level overcall, also game
    in it, the jump that partner's 10+ makes worth bidding."""
    out = [c for c in own_suit_at(jump=False)(ctx) if suit_of(c) in MAJORS]
    s = opening_suit(ctx)
    if s in MAJORS and _doubled_overcall_level(ctx) == 3 and ctx.cheapest_level(Strain.of(s)) == 3:
        out.append(bid(4, s))
    return out


def _negative_major_rebid_need(ctx: Ctx, call: Call) -> Need:
    if level_of(call) == 4:
        return need(points=(16, 40), lengths={suit_of(call): (5, 13)})
    return _negative_rebid_need(ctx, call)


def _negative_major_rebid_pick(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Game over a three-level overcall with six cards and 16+, or five and 19+."""
    s = suit_of(call)
    game = h.points >= 19 or (h.length(s) >= 6 and h.points >= 16)
    return game if level_of(call) == 4 else not game or _doubled_overcall_level(ctx) < 3


def _negative_major_need(ctx: Ctx, call: Call) -> Need:
    """Rule 4.32: the major at the cheapest level, a jump, or game, by opener's points; over
    a three-level overcall the jump is game (16+), and when the cheapest level is already
    four, game is the only answer in the major, whatever opener holds."""
    cheapest = ctx.cheapest_level(Strain.of(suit_of(call)))
    if _doubled_overcall_level(ctx) < 3 or level_of(call) < 4:
        return rebid_raise_need(ctx, call)
    least = opener_min(ctx) if cheapest == 4 else 16
    return need(points=(least, 40), lengths={suit_of(call): (4, 13)}, trumps=suit_of(call))


def _negative_nt_calls(jump: bool, level: int = 1) -> CallsFn:
    """Notrump over partner's negative double of an overcall at `level`: the cheapest, or a
    jump to 2NT over a one-level overcall (over a two-level one, 3NT is rule 4.32's)."""

    def fn(ctx: Ctx) -> list[Call]:
        c = ctx.cheapest(NT)
        if c is None or level_of(c) != level or _doubled_overcall_level(ctx) != level:
            return []
        if jump:
            return [Call.parse("2NT")] if level == 1 else []
        return [c]

    return fn


def _negative_new_suit_calls(ctx: Ctx) -> list[Call]:
    """A new suit at the cheapest level: the two level, or the three over a two-level
    overcall, where partner's double has pushed the answers up a level."""
    taken = {opening_suit(ctx), *their_opening_suits(ctx), *negative_majors(ctx)}
    top = 1 + _doubled_overcall_level(ctx)
    return [c for s in Suit if s not in taken
            and (c := ctx.cheapest(Strain.of(s))) is not None and level_of(c) <= top]  # fmt: skip


def _negative_new_suit_need(ctx: Ctx, call: Call) -> Need:
    """A new suit above my own at the two level is a reverse: 16+ (and at the three level,
    over a two-level overcall)."""
    s = suit_of(call)
    reverse = level_of(call) in (2, 3) and s > opening_suit(ctx)
    return need(points=(16, 21) if reverse else (opener_min(ctx), 18), lengths={s: (4, 13)})


_rebids = [
    rule("4.1", "Raise of partner's suit", calls=rebid_raise, when=ONE_OVER_ONE, priority=70,
         need=rebid_raise_need,
         pick=lambda ctx, h, call: response_suit(ctx) in MAJORS),
    rule("4.1", "Raise of partner's suit", calls=rebid_raise, when=ONE_OVER_ONE, priority=45,
         need=rebid_raise_need,
         pick=lambda ctx, h, call: response_suit(ctx) in MINORS),
    rule("4.25", "Jump shift: 19+ points, forcing to game", calls=_jump_shifts,
         when=any_of(ONE_OVER_ONE, OVER_1NT_FREE), priority=69, forcing=True, tags=["game_force"],
         need=_suit_need((19, 40), 4),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _jump_shifts)),
    rule("4.2", "New suit at the one level", calls=_one_level, when=ONE_OVER_ONE,
         priority=66,
         need=lambda ctx, call: need(points=(opener_min(ctx), 18),
                                     lengths={suit_of(call): (4, 13)}),
         pick=lambda ctx, h, call: min(
             (suit_of(c) for c in _one_level(ctx) if h.length(suit_of(c)) >= 4),
             default=None) is suit_of(call)),
    rule("4.3", "1NT rebid: minimum balanced hand", calls="1NT", when=ONE_OVER_ONE,
         priority=64, need=_no_support_for_partner((11, 14))),
    rule("4.3", "1NT rebid: minimum balanced hand, their suit not stopped", calls="1NT",
         when=lambda ctx: ONE_OVER_ONE(ctx) and ctx.must_bid and bool(their_opening_suits(ctx)),
         priority=63, need=_no_support_for_partner((11, 14), stopped=False)),
    rule("4.4", "2NT rebid: 18–19 balanced, invites game", calls="2NT",
         when=any_of(ONE_OVER_ONE, OVER_1NT_FREE), priority=67, tags=["invite"],
         need=_balanced_need((18, 19))),
    rule("4.5", "Jump rebid of a six-card suit: invites game", calls=own_suit_at(jump=True),
         when=any_of(ONE_OVER_ONE, OVER_1NT_FREE), priority=57,
         need=lambda ctx, call: need(points=(16, 18 if opening_suit(ctx) in MAJORS else 21),
                                     lengths={opening_suit(ctx): (6, 13)}),
         tags=["invite"]),
    rule("4.30", "After a jump shift: a cheap bid that leaves room for slam", priority=59,
         when=opener_rebid("3.2"), calls=_after_jump_shift_calls, need=_after_jump_shift_need),
    rule("4.29", "Game in my own six-card major: 19–21 points", priority=58,
         when=any_of(ONE_OVER_ONE, OVER_1NT_FREE), calls=lambda ctx: [bid(4, opening_suit(ctx))]
         if opening_suit(ctx) in MAJORS and ctx.cheapest_level(Strain.of(opening_suit(ctx))) <= 3
         else [],
         need=lambda ctx, call: need(points=(19, 21), lengths={opening_suit(ctx): (6, 13)})),
    rule("4.6", "Rebid of the opened suit", calls=own_suit_at(jump=False),
         when=any_of(ONE_OVER_ONE, OVER_1NT_FREE, TWO_OVER_ONE), priority=56,
         need=_rebid_own_suit_need),
    rule("4.7", "Reverse: 16+ points, longer first suit, forcing", calls=_higher_two,
         when=any_of(ONE_OVER_ONE, OVER_1NT_FREE), priority=62, forcing=True,
         need=lambda ctx, call: need(points=(16, 21), lengths={
             suit_of(call): (4, 13),
             opening_suit(ctx): (4 if opening_suit(ctx) in MINORS else 5, 13)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _higher_two)),
    rule("4.8", "Second suit, cheaper than the first", calls=_lower_two,
         when=any_of(ONE_OVER_ONE, OVER_1NT_FREE), priority=60, need=_lower_suit_rebid_need,
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _lower_two)
         and not six_card_major_minimum(ctx, h)),
    rule("4.9", "Pass: minimum hand, happy in 1NT", calls="P", when=OVER_1NT, priority=2,
         need=lambda ctx, call: need(points=(opener_min(ctx), 15))),
    rule("4.10", "Raise of partner's new suit", when=TWO_OVER_ONE, priority=62,
         calls=lambda ctx: [c for c in [ctx.cheapest(Strain.of(response_suit(ctx)))]
                            if c is not None and level_of(c) <= (4 if suit_of(c) in MAJORS else 3)],
         need=lambda ctx, call: need(points=(opener_min(ctx), 21), lengths={suit_of(call): (
             3 if suit_of(call) is H or ctx.shown_len(ctx.partner, suit_of(call)) >= 5 else 4,
             13)})),
    rule("4.11", "2NT rebid: 11–14 balanced", calls="2NT", when=TWO_OVER_ONE, priority=60,
         need=_balanced_need((11, 14))),
    rule("4.12", "3NT rebid: 15–19 balanced (11–19 when 2NT is not available)", calls="3NT",
         when=TWO_OVER_ONE, priority=60,
         need=lambda ctx, call: _balanced_need(
             (15, 19) if ctx.cheapest_level(NT) <= 2 else (11, 19))(ctx, call)),
    rule("4.13", "New suit", when=TWO_OVER_ONE, priority=57, forcing=True,
         calls=lambda ctx: other_suits(ctx, 2, "any") + other_suits(ctx, 3, "any"),
         need=lambda ctx, call: need(points=(12 if level_of(call) == 2 else 15, 21),
                                     lengths={suit_of(call): (4, 13)}),
         pick=lambda ctx, h, call: h.length(suit_of(call)) >= 4 and all(
             h.length(suit_of(c)) <= h.length(suit_of(call))
             for c in other_suits(ctx, 2, "any") + other_suits(ctx, 3, "any"))),
    rule("4.14", "Invitation to game after a single raise", when=SINGLE_RAISE, priority=60,
         calls=lambda ctx: [bid(3, opening_suit(ctx))],
         need=lambda ctx, call: need(points=(16, 18 if opening_suit(ctx) in MAJORS else 21),
                                     trumps=major_fit(ctx)),
         tags=["invite"]),
    rule("4.26", "Game try in a suit that needs help", when=SINGLE_RAISE_FREE, priority=61,
         calls=lambda ctx: _try_suits(ctx) if opening_suit(ctx) in MAJORS else [],
         need=lambda ctx, call: need(points=(16, 18), lengths={suit_of(call): (3, 13)},
                                     trumps=major_fit(ctx)),
         pick=_needs_help, tags=["game_try"], forcing=True),
    rule("4.15", "Game after a single raise", when=SINGLE_RAISE, priority=62,
         calls=lambda ctx: [bid(4, opening_suit(ctx))] if opening_suit(ctx) in MAJORS else [],
         need=lambda ctx, call: need(points=(19 if not no_room(ctx) else 16, 40),
                                     trumps=major_fit(ctx))),
    rule("4.15", "Game after a single raise", when=SINGLE_RAISE, priority=62,
         calls=lambda ctx: [bid(5, opening_suit(ctx))]
         if opening_suit(ctx) in MINORS and no_room(ctx) else [],
         need=need(points=(18, 40))),
    rule("4.16", "3NT after a minor raise", when=SINGLE_RAISE_FREE, priority=63, calls="3NT",
         need=lambda ctx, call: need(hcp=(18, 21), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))
         if opening_suit(ctx) in MINORS else None),
    rule("4.27", "New suit after a minor raise: 16+ points, forcing", when=SINGLE_RAISE_FREE,
         priority=61, forcing=True,
         calls=lambda ctx: [c for s in Suit if s is not opening_suit(ctx)
                            and (c := ctx.cheapest(Strain.of(s))) is not None
                            and level_of(c) <= 3] if opening_suit(ctx) in MINORS else [],
         need=_suit_need((16, 21), 4),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, lambda c: [
             x for s in Suit if s is not opening_suit(c)
             and (x := c.cheapest(Strain.of(s))) is not None and level_of(x) <= 3])),
    rule("4.17", "Pass: no game after partner's single raise", calls="P",
         when=SINGLE_RAISE, priority=2,
         need=lambda ctx, call: need(points=(opener_min(ctx), 17 if no_room(ctx) else 15),
                                     trumps=major_fit(ctx))),
    rule("4.18", "Game accepted after a limit raise", when=LIMIT_RAISE, priority=60,
         calls=lambda ctx: [bid(4, opening_suit(ctx)) if opening_suit(ctx) in MAJORS
                            else Call.parse("3NT")],
         need=need(points=(14, 40))),
    rule("4.19", "Pass: limit raise declined", calls="P", when=LIMIT_RAISE, priority=2,
         need=lambda ctx, call: need(points=(opener_min(ctx), 13))),
    rule("4.28", "Game: a maximum for the raise, or help in the suit of the try",
         when=answering_try, priority=60, calls=lambda ctx: [bid(4, our_major(ctx))],
         need=lambda ctx, call: need(lengths={our_major(ctx): (3, 13)}),
         pick=lambda ctx, h, call: h.support_points(our_major(ctx)) >= 9
         or helps(h, response_suit(ctx))),
    rule("4.28", "Sign-off in three of the major: no help for the try", when=answering_try,
         priority=59, calls=lambda ctx: [bid(3, our_major(ctx))],
         need=lambda ctx, call: need(points=(0, 8), lengths={our_major(ctx): (3, 13)},
                                     trumps=our_major(ctx))),
    rule("4.20", "3NT: game accepted after 2NT", calls="3NT", when=OVER_2NT, priority=60,
         need=need(points=(14, 40))),
    rule("4.20", "Game in my six-card major after 2NT", when=OVER_2NT, priority=61,
         calls=lambda ctx: [bid(4, s) for s in [opening_suit(ctx)] if s in MAJORS],
         need=lambda ctx, call: need(points=(14, 40), lengths={suit_of(call): (6, 13)})),
    rule("4.21", "Six-card suit, minimum: to play", calls=own_suit_at(jump=False),
         when=OVER_2NT, priority=58,
         need=lambda ctx, call: _own_suit_need((opener_min(ctx), 13))(ctx, call)),
    rule("4.22", "Pass: 2NT invitation declined", calls="P", when=OVER_2NT, priority=2,
         need=lambda ctx, call: need(points=(opener_min(ctx), 13))),
    rule("4.32", "The major partner's negative double showed", when=NEGATIVE, priority=74,
         calls=_negative_major_calls, need=_negative_major_need,
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _negative_major_calls)),
    rule("4.32", "1NT over a negative double: 11–14 balanced, their suit stopped",
         when=NEGATIVE, priority=73, calls=_negative_nt_calls(jump=False),
         need=lambda ctx, call: need(hcp=(11, 14), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("4.32", "2NT over a negative double: 18–19 balanced, their suit stopped",
         when=NEGATIVE, priority=73, calls=_negative_nt_calls(jump=True),
         need=lambda ctx, call: need(hcp=(18, 19), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("4.32", "3NT over a negative double: 19+ points, their suit stopped", calls="3NT",
         when=lambda ctx: NEGATIVE(ctx) and _doubled_overcall_level(ctx) == 1, priority=73,
         need=lambda ctx, call: need(points=(19, 40), stoppers=their_suits_to_stop(ctx))),
    rule("4.32", "Rebid of my minor over a negative double", when=NEGATIVE,
         priority=71, need=_negative_rebid_need,
         calls=lambda ctx: [c for c in own_suit_at(jump=False)(ctx) if suit_of(c) in MINORS]),
    rule("4.32", "Jump rebid of my suit over a negative double: six cards, 16+",
         when=NEGATIVE, priority=72,
         calls=lambda ctx: [c for c in own_suit_at(jump=True)(ctx) if level_of(c) == 3],
         need=lambda ctx, call: need(points=(16, 21), lengths={opening_suit(ctx): (6, 13)})),
    rule("4.32", "New suit over a negative double", when=NEGATIVE, priority=71,
         calls=_negative_new_suit_calls, need=_negative_new_suit_need),
    rule("4.32", "2NT over a negative double of a two-level overcall: 11–14 balanced, "
         "their suit stopped", when=NEGATIVE, priority=73, calls=_negative_nt_calls(False, 2),
         need=lambda ctx, call: need(hcp=(11, 14), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("4.32", "3NT over a negative double of a two-level overcall: 15+ balanced, their "
         "suit stopped", calls="3NT", priority=73,
         when=lambda ctx: NEGATIVE(ctx) and _doubled_overcall_level(ctx) == 2,
         need=lambda ctx, call: need(hcp=(15, 37), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("4.32", "Pass for penalty: long, strong cards in their suit", calls="P", priority=72,
         when=lambda ctx: NEGATIVE(ctx) and ctx.rho_passed and _doubled_overcall_level(ctx) >= 2,
         tags=["penalty_pass"],
         need=lambda ctx, call: need(lengths={_doubled_overcall_suit(ctx): (4, 13)}),
         pick=_strong_over_them),
    # Before a new suit (rule 4.32g), as the minor's rebid is: the suit partner knows first.
    rule("4.32", "Rebid of my major over a negative double", when=NEGATIVE,
         priority=72, need=_negative_major_rebid_need, calls=_negative_major_rebids,
         pick=_negative_major_rebid_pick),
    rule("4.32", "Cue bid of their suit over a negative double: 18+ points, forcing to game",
         when=NEGATIVE, priority=60, forcing=True, tags=["game_force"], calls=_negative_cue,
         need=need(points=(18, 40))),
    # After the penalty pass (same priority, earlier in the table): partner's 10+ and a
    # trump stack over them beat the game more often than not.
    rule("4.32", "3NT over a negative double of a three-level overcall: their suit stopped",
         priority=72, calls=_negative_nt_calls(False, 3),
         when=NEGATIVE, need=lambda ctx, call: need(points=(opener_min(ctx), 40),
                                                   stoppers=their_suits_to_stop(ctx))),
]  # fmt: skip


# --- 5. Notrump openings --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NotrumpScale:
    """The point ranges responder uses opposite a notrump opening of a given strength."""

    level: int
    pass_max: int
    invite: Bounds | None
    game: Bounds
    quantitative: Bounds
    six: Bounds
    five: Bounds
    seven_min: int
    stayman_min: int


_NT_SCALES = (
    NotrumpScale(1, 7, (8, 9), (10, 15), (16, 17), (18, 19), (20, 21), 22, 8),
    NotrumpScale(2, 4, None, (5, 10), (11, 12), (13, 14), (15, 16), 17, 5),
)


def _one_below(bounds: Bounds) -> Bounds:
    return (bounds[0] - 1, bounds[1])


def _nt_ladder_pick(bounds: Bounds, top: bool = False) -> PickFn:
    """Rules 5.4, 5.5 and 5.29: a five-card suit is worth a point of high cards on the way to a
    notrump slam (it makes an extra trick once set up), so a hand a point short of the range
    with one counts in it; one already in the range without one. Never with a void: the
    suit would run against the notrump slam, and partner cannot know."""
    lo, hi = bounds

    def pick(ctx: Ctx, h: HandInfo, call: Call) -> bool:
        value = h.hcp + (1 if max(h.lengths) >= 5 else 0)
        return min(h.lengths) >= 1 and (lo <= value <= hi or (top and lo <= value))

    return pick


def _nt_rules(sc: NotrumpScale) -> list[Rule]:
    n = sc.level
    o = f"{n}NT P"
    step = {1: 2, 2: 3}[n]  # the level of Stayman and the transfers
    conv, nat = System.CONVENTIONS, System.NATURAL
    three_major = nat if n == 2 else None  # rules 5.8, 5.25 and 5.26
    rules = [
        rule(
            "5.1",
            f"Pass: too weak for game opposite {n}NT",
            calls="P",
            pattern=o,
            priority=1,
            need=need(hcp=(0, sc.pass_max)),
        ),
        rule(
            "5.3",
            "3NT: to play",
            calls="3NT",
            pattern=o,
            priority=60,
            system=conv,
            need=need(hcp=sc.game, lengths={H: (0, 3), S: (0, 3)}),
        ),
        rule(
            "5.3",
            "3NT: to play",
            calls="3NT",
            pattern=o,
            priority=60,
            system=nat,
            need=need(hcp=sc.game, lengths={H: (0, 5), S: (0, 5)}),
        ),
        rule(
            "5.4",
            "4NT: quantitative, invites 6NT",
            calls="4NT",
            pattern=o,
            priority=62,
            need=need(hcp=_one_below(sc.quantitative), lengths={H: (0, 4), S: (0, 4)}),
            pick=_nt_ladder_pick(sc.quantitative),
            tags=["invite"],
        ),
        rule(
            "5.5",
            "6NT: to play",
            calls="6NT",
            pattern=o,
            priority=62,
            need=need(hcp=_one_below(sc.six), lengths={H: (0, 4), S: (0, 4)}),
            pick=_nt_ladder_pick(sc.six),
        ),
        rule(
            "5.6",
            "7NT: to play",
            calls="7NT",
            pattern=o,
            priority=62,
            need=need(hcp=(sc.seven_min, 37), lengths={H: (0, 4), S: (0, 4)}),
            pick=lambda ctx, h, call: min(h.lengths) >= 1,
        ),
        rule(
            "5.29",
            "5NT: quantitative, forces 6NT and invites 7NT",
            calls="5NT",
            pattern=o,
            priority=62,
            forcing=True,
            tags=["invite"],
            need=need(hcp=_one_below(sc.five), lengths={H: (0, 4), S: (0, 4)}),
            pick=_nt_ladder_pick(sc.five, top=True),
        ),
        # Every suit bid is the suit. Over 1NT three of a major keeps this meaning under
        # conventions too, though a robot there transfers first (rules 5.11, 5.19, 5.20):
        # a player who bids it is read, and answered, as in the natural system. Over 2NT
        # three hearts is a transfer under conventions.
        rule(
            "5.8",
            "Game-forcing five-card major; opener picks 3NT or the major",
            calls=["3H", "3S"],
            pattern=o,
            priority=65,
            system=three_major,
            forcing=True,
            need=lambda ctx, call: need(hcp=(sc.game[0], 37), lengths={suit_of(call): (5, 5)}),
            pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call),
        ),
        rule(
            "5.8",
            "Forcing six-card major with slam interest",
            calls=["3H", "3S"],
            pattern=o,
            priority=65,
            system=three_major,
            forcing=True,
            need=lambda ctx, call: need(
                hcp=(sc.quantitative[0], 37), lengths={suit_of(call): (6, 13)}
            ),
            pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call),
        ),
        rule(
            "5.9",
            "Game in a six-card major",
            calls=["4H", "4S"],
            pattern=o,
            priority=66,
            system=nat,
            need=lambda ctx, call: need(
                points=(sc.game[0], sc.game[1] + 2), lengths={suit_of(call): (6, 13)}
            ),
            pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call),
        ),
        # Conventions option: Stayman and transfers.
        rule(
            "5.10",
            "Stayman: asks for a four-card major",
            calls=f"{step}C",
            pattern=o,
            priority=70,
            system=conv,
            alert=True,
            forcing=True,
            tags=["stayman"],
            need=need(hcp=(sc.stayman_min, 37)),
            pick=lambda ctx, h, call: max(h.length(H), h.length(S)) == 4,
        ),
        rule(
            "5.11",
            "Transfer: shows 5+ hearts, asks partner to bid hearts",
            calls=f"{step}D",
            pattern=o,
            priority=72,
            system=conv,
            alert=True,
            forcing=True,
            tags=["transfer"],
            need=need(lengths={H: (5, 13)}),
            pick=lambda ctx, h, call: h.length(H) > h.length(S),
        ),
        rule(
            "5.11",
            "Transfer: shows 5+ spades, asks partner to bid spades",
            calls=f"{step}H",
            pattern=o,
            priority=72,
            system=conv,
            alert=True,
            forcing=True,
            tags=["transfer"],
            need=need(lengths={S: (5, 13)}),
            pick=lambda ctx, h, call: h.length(S) >= h.length(H),
        ),
        # Answers to Stayman and completions of transfers.
        rule(
            "5.12",
            "Answer to Stayman: no four-card major",
            calls=f"{step}D",
            pattern=f"{o} {step}C P",
            priority=80,
            system=conv,
            alert=True,
            tags=["stayman_answer"],
            need=need(lengths={H: (0, 3), S: (0, 3)}),
        ),
        rule(
            "5.12",
            "Answer to Stayman: four hearts",
            calls=f"{step}H",
            pattern=f"{o} {step}C P",
            priority=81,
            system=conv,
            alert=True,
            tags=["stayman_answer"],
            need=need(lengths={H: (4, 5)}),
        ),
        rule(
            "5.12",
            "Answer to Stayman: four spades, not four hearts",
            calls=f"{step}S",
            pattern=f"{o} {step}C P",
            priority=81,
            system=conv,
            alert=True,
            tags=["stayman_answer"],
            need=need(lengths={S: (4, 5), H: (0, 3)}),
        ),
        rule(
            "5.13",
            "Transfer completed: hearts",
            calls=f"{step}H",
            pattern=f"{o} {step}D P",
            priority=80,
            system=conv,
            alert=True,
            tags=["transfer_done"],
        ),
        rule(
            "5.13",
            "Transfer completed: spades",
            calls=f"{step}S",
            pattern=f"{o} {step}H P",
            priority=80,
            system=conv,
            alert=True,
            tags=["transfer_done"],
        ),
    ]
    if sc.invite is not None:
        inv = sc.invite
        rules += [
            rule(
                "5.2",
                "2NT: invites 3NT",
                calls="2NT",
                pattern=o,
                priority=60,
                system=conv,
                need=need(hcp=inv, lengths={H: (0, 3), S: (0, 3)}),
                tags=["invite"],
            ),
            rule(
                "5.2",
                "2NT: invites 3NT",
                calls="2NT",
                pattern=o,
                priority=60,
                system=nat,
                need=need(hcp=inv),
                tags=["invite"],
            ),
            rule(
                "5.7",
                "Weak hand with a long suit: to play",
                calls=["2D", "2H", "2S"],
                pattern=o,
                priority=55,
                system=nat,
                need=lambda ctx, call: need(hcp=(0, 7), lengths={suit_of(call): (5, 13)}),
                pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call),
            ),
            rule(
                "5.7",
                "Weak hand with long clubs: to play",
                calls="2C",
                pattern=o,
                priority=55,
                system=nat,
                need=need(hcp=(0, 7), lengths={C: (6, 13)}),
                pick=lambda ctx, h, call: h.longest_suits()[0] is C,
            ),
        ]
    # Responder's continuations after Stayman and transfers.
    after_stayman = f"{o} {step}C P {step}[DHS] P"
    rules += [
        rule(
            "5.14",
            "Game in opener's major after Stayman",
            pattern=after_stayman,
            priority=70,
            system=conv,
            calls=lambda ctx: [bid(4, response_suit(ctx))] if response_suit(ctx) in MAJORS else [],
            # No ceiling: a hand with slam values bids the slam first (section 7), and one
            # just short of them still has game.
            need=lambda ctx, call: need(hcp=(sc.game[0], 37), lengths={suit_of(call): (4, 13)}),
        ),
        rule(
            "5.16",
            "No fit after Stayman: 3NT",
            calls="3NT",
            pattern=after_stayman,
            priority=60,
            system=conv,
            # No ceiling, as rule 5.14: slam values bid the slam first (section 7), and a
            # hand barred from a notrump slam by its shortness in opener's major still has
            # game; a pass would leave it in two of a suit.
            need=need(hcp=(sc.game[0], 37)),
        ),
    ]
    if sc.invite is not None:
        inv2 = sc.invite
        rules += [
            rule(
                "5.15",
                "Raise of opener's major after Stayman: invites game",
                pattern=after_stayman,
                priority=70,
                system=conv,
                tags=["invite"],
                calls=lambda ctx: (
                    [bid(3, response_suit(ctx))] if response_suit(ctx) in MAJORS else []
                ),
                need=lambda ctx, call: need(hcp=inv2, lengths={suit_of(call): (4, 13)}),
            ),
            rule(
                "5.17",
                "No fit after Stayman: 2NT invites 3NT",
                calls="2NT",
                pattern=after_stayman,
                priority=60,
                system=conv,
                need=need(hcp=inv2),
                tags=["invite"],
            ),
        ]
    after_transfer = f"{o} ({step}D P {step}H|{step}H P {step}S) P"

    def major(ctx: Ctx) -> Suit:
        return H if f" {step}D " in ctx.key else S

    rules += [
        rule(
            "5.18",
            "Pass: weak hand, plays in the major",
            calls="P",
            pattern=after_transfer,
            priority=1,
            system=conv,
            need=need(hcp=(0, sc.pass_max)),
        ),
        rule(
            "5.19",
            "3NT: exactly five cards in the major, opener chooses the game",
            calls="3NT",
            pattern=after_transfer,
            priority=60,
            system=conv,
            need=lambda ctx, call: need(
                hcp=(sc.game[0], sc.quantitative[1]), lengths={major(ctx): (5, 5)}
            ),
        ),
        rule(
            "5.20",
            "Game in the six-card major",
            pattern=after_transfer,
            priority=62,
            system=conv,
            calls=lambda ctx: [bid(4, major(ctx))],
            # No ceiling, as in rule 5.14: slam values bid the slam first (section 7), and a
            # hand they do not reach still has game.
            need=lambda ctx, call: need(points=(sc.game[0], 40), lengths={major(ctx): (6, 13)}),
        ),
    ]
    if sc.invite is not None:
        rules += [
            rule(
                "5.21",
                "2NT: five cards in the major, invites game",
                calls="2NT",
                pattern=after_transfer,
                priority=60,
                system=conv,
                tags=["invite"],
                need=lambda ctx, call: need(hcp=sc.invite or (0, 0), lengths={major(ctx): (5, 5)}),
            ),
            rule(
                "5.22",
                "Raise of the major: six cards, invites game",
                pattern=after_transfer,
                priority=62,
                system=conv,
                tags=["invite"],
                calls=lambda ctx: [bid(3, major(ctx))],
                need=lambda ctx, call: need(
                    points=sc.invite or (0, 0), lengths={major(ctx): (6, 13)}
                ),
            ),
        ]
    if n == 1:
        spades_done = f"{o} 2H P 2S P"

        def opener_major(h: HandInfo) -> Strain:
            """The 5–5 responder's better fit: the major opener holds more of (spades when
            equal), with three cards at least; else notrump."""
            hearts, spades = h.lengths[H], h.lengths[S]
            if max(hearts, spades) < 3:
                return NT
            return Strain.of(S if spades >= hearts else H)

        rules += [
            rule(
                "5.34",
                "Weak hand with a long minor: to play",
                calls=["3C", "3D"],
                pattern=o,
                priority=55,
                system=conv,
                need=lambda ctx, call: need(hcp=(0, 7), lengths={suit_of(call): (6, 13)}),
                pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call),
            ),
            rule(
                "5.35",
                "Five hearts as well as five spades: forcing to game",
                calls="3H",
                pattern=spades_done,
                priority=61,
                system=conv,
                forcing=True,
                tags=["game_force"],
                need=need(hcp=sc.game, lengths={S: (5, 13), H: (5, 13)}),
            ),
            rule(
                "5.35",
                "Opener picks the game after responder's two majors",
                calls=["4H", "4S", "3NT"],
                pattern=f"{spades_done} 3H P",
                priority=75,
                system=conv,
                pick=lambda ctx, h, call: (
                    call.bid is not None and call.bid.strain is opener_major(h)
                ),
            ),
        ]
    if n == 2:
        spades_done_2nt = f"{o} 3H P 3S P"
        rules += [
            rule(
                "5.35",
                "Five hearts as well as five spades: game in the better fit",
                calls="4H",
                pattern=spades_done_2nt,
                priority=61,
                system=conv,
                # No ceiling: there is no room to show the second suit below game over 2NT,
                # and a slam hand with a void has no notrump slam to bid instead.
                need=need(hcp=(sc.game[0], 37), lengths={S: (5, 13), H: (5, 13)}),
            ),
            rule(
                "5.35",
                "Opener picks the game after responder's two majors",
                calls=["P", "4S"],
                pattern=f"{spades_done_2nt} 4H P",
                priority=75,
                system=conv,
                pick=lambda ctx, h, call: (call != PASS) == (h.lengths[S] > h.lengths[H]),
            ),
        ]
    # Opener's decisions after responder's continuation.
    rules += [
        rule(
            "5.23",
            "Opener also holds four spades",
            pattern=f"{o} {step}C P {step}H P 3NT P",
            calls="4S",
            priority=75,
            system=conv,
            need=need(lengths={S: (4, 13)}),
        ),
        rule(
            "5.24",
            "Opener with three-card support picks the major game",
            pattern=f"{after_transfer} 3NT P",
            priority=75,
            system=conv,
            calls=lambda ctx: [bid(4, major(ctx))],
            need=lambda ctx, call: need(lengths={major(ctx): (3, 13)}),
        ),
        rule(
            "5.25",
            "Opener with three-card support picks the major game",
            pattern=f"{o} 3[HS] P",
            priority=75,
            system=three_major,
            calls=lambda ctx: [bid(4, response_suit(ctx))],
            need=lambda ctx, call: need(lengths={response_suit(ctx): (3, 13)}),
        ),
        rule(
            "5.26",
            "Opener without support picks 3NT",
            calls="3NT",
            pattern=f"{o} 3[HS] P",
            priority=74,
            system=three_major,
        ),
    ]
    if n == 1:
        lo, hi = 15, 17
        rules += [
            rule(
                "5.27",
                "Opener also holds four spades",
                pattern=f"{o} 2C P 2H P 2NT P",
                calls=["3S", "4S"],
                priority=75,
                system=conv,
                need=lambda ctx, call: need(
                    hcp=(lo, lo) if level_of(call) == 3 else (16, hi), lengths={S: (4, 13)}
                ),
            ),
            rule(
                "5.28",
                "Opener answers the 2NT invitation after a transfer",
                pattern=f"{after_transfer} 2NT P",
                priority=75,
                system=conv,
                calls=lambda ctx: [bid(3, major(ctx)), bid(4, major(ctx)), Call.parse("3NT")],
                need=lambda ctx, call: need(
                    hcp=(lo, lo)
                    if call.bid is not None and call.bid.level == 3 and call.bid.strain is not NT
                    else (16, hi),
                    lengths={
                        major(ctx): (0, 2)
                        if call.bid is not None and call.bid.strain is NT
                        else (3, 13)
                    },
                ),
            ),
        ]
    return rules


def over_our_notrump(ctx: Ctx) -> bool:
    """Partner opened 1NT, the next player acted, and this is my first call."""
    o = ctx.opening
    return (
        ctx.opener is ctx.partner and o == Bid(1, NT) and not ctx.bids_by(ctx.seat)
        and bool(ctx.calls) and ctx.calls[-1].kind is not CallKind.PASS
    )  # fmt: skip


def notrump_doubled(ctx: Ctx) -> bool:
    """Partner's 1NT opening stands doubled and I have not bid: rule 5.30."""
    return (
        (
            over_our_notrump(ctx)
            or (
                ctx.opener is ctx.partner
                and ctx.opening == Bid(1, NT)
                and not ctx.bids_by(ctx.seat)
            )
        )
        and ctx.last_bid == Bid(1, NT)
        and not ctx.doubling_is_clear
        and ctx.calls[-1] != REDOUBLE
    )


def their_two_level_overcall_of_notrump(ctx: Ctx) -> Suit | None:
    """Rule 5.36: the suit the next player bid at the two level straight over partner's 1NT
    opening, when I have not bid yet."""
    b = ctx.last_bid
    if not over_our_notrump(ctx) or b is None or b.level != 2 or ctx.last_bidder is not ctx.rho:
        return None
    return b.strain.suit


def _notrump_penalty_need(trumps: int, hcp: Bounds) -> NeedFn:
    """Rule 5.36: `hcp` and `trumps` or more cards in the suit they bid over 1NT."""

    def fn(ctx: Ctx, call: Call) -> Need:
        suit = their_two_level_overcall_of_notrump(ctx)
        assert suit is not None
        return need(hcp=hcp, lengths={suit: (trumps, 13)})

    return fn


def _two_level_suits(ctx: Ctx) -> list[Call]:
    return [c for s in Suit if s not in their_opening_suits(ctx)
            and (c := ctx.cheapest(Strain.of(s))) is not None and level_of(c) == 2]  # fmt: skip


def _three_level_suits(ctx: Ctx) -> list[Call]:
    return [c for s in Suit if s not in their_opening_suits(ctx)
            and ctx.is_legal(c := bid(3, s))]  # fmt: skip


def _notrump_cue(ctx: Ctx) -> list[Call]:
    """Rule 5.37: the cheapest bid in the suit the next player bid over partner's 1NT, no
    higher than three."""
    b = ctx.last_bid
    if not over_our_notrump(ctx) or b is None or b.strain.suit is None:
        return []
    return cue_bid(ctx, b.strain.suit)


def _answering_notrump_cue(ctx: Ctx) -> bool:
    """Rule 5.37: I opened 1NT and partner's last call was the cue bid of their suit."""
    m = ctx.last_meaning_of(ctx.partner)
    return (
        m is not None and m.rules[0] == "5.37" and ctx.opener is ctx.seat
        and len(ctx.bids_by(ctx.seat)) == 1
    )  # fmt: skip


def _cue_answer_majors(ctx: Ctx) -> list[Call]:
    """Rule 5.37: the cheapest bid in each major they have not bid, hearts first."""
    theirs = their_opening_suits(ctx)
    return [c for s in MAJORS if s not in theirs and (c := ctx.cheapest(Strain.of(s)))]


_notrump = [r for sc in _NT_SCALES for r in _nt_rules(sc)] + [
    rule("5.30", "Runout from 1NT doubled: my longest suit, to play", priority=95,
         when=notrump_doubled, calls=_two_level_suits,
         need=lambda ctx, call: need(hcp=(0, 7), lengths={suit_of(call): (5, 13)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _two_level_suits,
                                                   higher_first=True)),
    # 1NT doubled opposite 0-4 HCP goes down several tricks; two of a four-card suit opposite
    # a balanced hand finds seven trumps at least, and a ruff or two.
    rule("5.30", "Runout from 1NT doubled: my longest suit, to play",
         priority=95, when=notrump_doubled, calls=_two_level_suits,
         need=lambda ctx, call: need(hcp=(0, 4), lengths={suit_of(call): (4, 13)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _two_level_suits)),
    rule("5.30", "Pass: values enough to leave 1NT doubled", calls="P", priority=95,
         when=notrump_doubled),
    rule("5.31", "Over their bid: a five-card suit at the two level, to play", priority=70,
         when=lambda ctx: over_our_notrump(ctx) and ctx.last_bid != Bid(1, NT),
         calls=_two_level_suits,
         need=lambda ctx, call: need(hcp=(4, 9), lengths={suit_of(call): (5, 13)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _two_level_suits,
                                                   higher_first=True)),
    rule("5.32", "Over their bid: 3NT with their suit stopped", calls="3NT", priority=69,
         when=lambda ctx: over_our_notrump(ctx) and ctx.last_bid != Bid(1, NT),
         need=lambda ctx, call: need(hcp=(10, 15), stoppers=their_suits_to_stop(ctx))),
    # Opposite 15-17 HCP, 7 more give our side the balance of strength, and four trumps
    # sitting over the overcaller's suit take their tricks: their eight-trick contract goes
    # down more often than any part-score of ours makes.
    rule("5.36", "Over their two-level bid: penalty double, four cards in their suit",
         calls="X", priority=71,
         when=lambda ctx: their_two_level_overcall_of_notrump(ctx) is not None,
         need=_notrump_penalty_need(4, (7, 37))),
    # Three trumps are enough with values short of game: 7-9 HCP and partner's 15-17 are
    # two-thirds of the deck, and nothing of ours plays better than their contract fails.
    rule("5.36", "Over their two-level bid: penalty double, values and three cards in their suit",
         calls="X", priority=71,
         when=lambda ctx: their_two_level_overcall_of_notrump(ctx) is not None,
         need=_notrump_penalty_need(3, (7, 9))),
    # Below every answer that names a strain: game values that none of them describes (no
    # five-card suit, their suit unstopped) must not pass partner's 1NT.
    rule("5.37", "Over their bid: cue bid of their suit, game values, no other call",
         priority=45, calls=_notrump_cue, forcing=True, tags=["game_force", "cue"],
         need=lambda ctx, call: need(hcp=(max(0, GAME - ctx.partner_min), 37),
                                     lengths={suit_of(call): (0, 4)})),
    # The cue bid asks, as Stayman would, for a major fit before notrump.
    rule("5.37", "After partner's cue bid over our 1NT: a four-card major", priority=60,
         when=_answering_notrump_cue, calls=_cue_answer_majors,
         need=lambda ctx, call: need(lengths={suit_of(call): (4, 13)}),
         pick=lambda ctx, h, call: next(c for c in _cue_answer_majors(ctx)
                                        if h.length(suit_of(c)) >= 4) == call),
    rule("5.33", "Over their bid: a five-card suit at the three level, forcing", priority=68,
         when=lambda ctx: over_our_notrump(ctx) and ctx.last_bid != Bid(1, NT), forcing=True,
         calls=_three_level_suits,
         need=lambda ctx, call: need(hcp=(10, 37), lengths={suit_of(call): (5, 13)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _three_level_suits,
                                                   higher_first=True)),
]  # fmt: skip


# --- 6. Competitive bidding -----------------------------------------------------------------


BALANCING = r"1[CDHS] P P"
#: Their opening raised to two and passed round to me: they have a fit and have stopped low.
BALANCING_OVER_FIT = r"1([CDHS]) P 2\1 P P"


def defending(ctx: Ctx) -> bool:
    """They opened, our side has only passed, and the last bid is theirs."""
    return ctx.they_opened and ctx.our_side_silent and not ctx.contract_is_ours


def direct_defending(ctx: Ctx) -> bool:
    """Defending, but not in the balancing seat after two passes (rules 6.6 to 6.8 there, and
    rule 6.30 when they have raised their suit to two)."""
    return (
        defending(ctx)
        and re.fullmatch(BALANCING, ctx.key) is None
        and re.fullmatch(BALANCING_OVER_FIT, ctx.key) is None
    )


def overcall_calls(level: int, jump: bool = False) -> CallsFn:
    def fn(ctx: Ctx) -> list[Call]:
        out = []
        theirs = set(ctx.their_suits())
        if ctx.opening is not None and ctx.opening.strain.suit is not None:
            theirs.add(ctx.opening.strain.suit)
        for s in Suit:
            if s in theirs:
                continue
            lvl = ctx.cheapest_level(Strain.of(s))
            if lvl + (1 if jump else 0) == level:
                out.append(bid(level, s))
        return out

    return fn


def their_opening_suits(ctx: Ctx) -> set[Suit]:
    """The suits they have bid or shown. An artificial bid (alerted: Stayman, a transfer) names
    a suit it does not show, so after 1NT 2♥ 2♠ hearts are still ours to bid."""
    theirs = set(ctx.their_suits())
    for seat in (ctx.lho, ctx.rho):
        for i, c in ctx.calls_by(seat):
            m = ctx.meanings[i]
            if c.bid is not None and c.bid.strain.suit is not None and not (m and m.alert):
                theirs.add(c.bid.strain.suit)
    return theirs


def their_suits_to_stop(ctx: Ctx) -> set[Suit]:
    """Their suits a notrump call of mine must stop: partner's notrump over one of them (an
    overcall, a rebid) has promised its stopper already, and the pair needs only one."""
    stopped: set[Suit] = set()
    for i, _ in ctx.calls_by(ctx.partner):
        m = ctx.meanings[i]
        if m is not None and m.need is not None:
            stopped |= m.need.stoppers
    return their_opening_suits(ctx) - stopped


def takeout_need(min_hcp: int) -> NeedFn:
    def fn(ctx: Ctx, call: Call) -> Need:
        theirs = their_opening_suits(ctx)
        lens = {s: ((0, 2) if s in theirs else (3, 13)) for s in Suit}
        return need(hcp=(min_hcp, 37), lengths=lens)

    return fn


def _takeout_ok(ctx: Ctx) -> bool:
    b = ctx.last_bid
    return (
        b is not None and b.strain is not NT and b.level <= 3 and len(their_opening_suits(ctx)) <= 2
    )


def four_card_unbid_major(ctx: Ctx, h: HandInfo, besides: Suit | None = None) -> bool:
    """A four-card major the opponents have not bid (other than `besides`, the suit the hand
    would bid): a takeout double looks for it first."""
    return any(
        h.length(m) >= 4 for m in MAJORS if m not in their_opening_suits(ctx) and m is not besides
    )


def _takeout_fits(ctx: Ctx, h: HandInfo) -> bool:
    """Rule 6.4's takeout double (12+ HCP, three cards in each unbid suit) describes the hand."""
    if not _takeout_ok(ctx):
        return False
    n = takeout_need(_takeout_min(ctx))(ctx, DOUBLE)
    return n is not None and n.fits(h)


def _takeout_min(ctx: Ctx) -> int:
    return 12 if (ctx.last_bid and ctx.last_bid.level < 3) else 14


def _overcall_pick(calls: CallsFn) -> PickFn:
    def fn(ctx: Ctx, h: HandInfo, call: Call) -> bool:
        cands = [suit_of(c) for c in calls(ctx)]
        best = max(cands, key=lambda s: (h.length(s), s)) if cands else None
        return best is suit_of(call)

    return fn


def _balance_over_fit_suits(ctx: Ctx) -> list[Call]:
    """Rule 6.30: the cheapest bid in each suit they have not bid, no higher than three."""
    theirs = their_opening_suits(ctx)
    return [c for s in Suit if s not in theirs
            and (c := ctx.cheapest(Strain.of(s))) is not None and level_of(c) <= 3]  # fmt: skip


def _balance_over_fit_need(ctx: Ctx, call: Call) -> Need:
    """Rule 6.30: five cards; at the three level more, and more again when vulnerable, since
    only there can a double of a misjudged balance cost more than their part-score."""
    low = 7 if level_of(call) == 2 else (10 if ctx.we_are_vulnerable else 9)
    return need(points=(low, 16), lengths={suit_of(call): (5, 13)})


def over_their_four_hearts(ctx: Ctx) -> bool:
    """Rule 6.32: they opened 4♥ and our side has only passed (directly or after two passes)."""
    o = ctx.opening
    return (defending(ctx) and o is not None and o.level == 4 and o.strain is Strain.HEARTS
            and ctx.last_bid == o)  # fmt: skip


#: Their pre-empt (an opening of three in a suit), directly over it or after two passes.
OVER_THEIR_PREEMPT = r"3[CDHS]( P P)?"
#: Their pre-empt passed round to me: partner has passed it too.
BALANCING_THEIR_PREEMPT = r"3[CDHS] P P"


def _preempt_overcalls(ctx: Ctx) -> list[Call]:
    """Rule 6.35: the overcalls of rule 6.1 over their pre-empt: three of a suit, or four of a
    major (game)."""
    return [*_three_over(ctx), *(c for c in _four_over(ctx) if suit_of(c) in MAJORS)]


def _running_minor(h: HandInfo) -> bool:
    """Rule 6.31: six or more cards in a minor headed by two of its ace, king and queen:
    tricks to take in notrump once the suit is set up."""
    return any(h.length(m) >= 6 and h.top_honours[m] >= 2 for m in MINORS)


def _short_takeout_need(ctx: Ctx, call: Call) -> Need:
    """Rule 6.4 over their pre-empt: the takeout shape with a singleton or void in their suit,
    and 13+ HCP."""
    theirs = their_opening_suits(ctx)
    lens = {s: ((0, 1) if s in theirs else (3, 13)) for s in Suit}
    return need(hcp=(13, 37), lengths=lens)


#: Rule 6.1: a one-level overcall with fewer points than this needs a good suit.
LIGHT_OVERCALL_BELOW = 11
#: Rule 6.1: a two-level overcall with fewer points than this needs a good suit or six cards,
#: since a double there costs more.
GOOD_SUIT_TWO_LEVEL_BELOW = 13

_one_over = overcall_calls(1)
_two_over = overcall_calls(2)
_four_over = overcall_calls(4)
_three_over = overcall_calls(3)
_jump_over2 = overcall_calls(2, jump=True)
_jump_over3 = overcall_calls(3, jump=True)

_competitive = [
    rule("6.1", "Overcall", calls=_one_over, when=direct_defending, priority=63,
         need=_suit_need((8, 16), 5), tags=["overcall"],
         pick=lambda ctx, h, call: _overcall_pick(_one_over)(ctx, h, call)
         and (h.points >= LIGHT_OVERCALL_BELOW or h.is_good_suit(suit_of(call)))),
    rule("6.1", "Overcall at the two level", calls=_two_over, when=direct_defending, priority=63,
         need=_suit_need((11, 16), 5), tags=["overcall"],
         pick=lambda ctx, h, call: _overcall_pick(_two_over)(ctx, h, call)
         and (h.points >= GOOD_SUIT_TWO_LEVEL_BELOW or h.length(suit_of(call)) >= 6
              or h.is_good_suit(suit_of(call)))
         and not (four_card_unbid_major(ctx, h, besides=suit_of(call))
                  and _takeout_fits(ctx, h))),
    rule("6.1", "Overcall at the three level", calls=_three_over, when=direct_defending,
         priority=56,
         need=_suit_need((13, 17), 6), pick=_overcall_pick(_three_over), tags=["overcall"]),
    rule("6.1", "Overcall at the four level: game in a major", priority=56,
         when=direct_defending, tags=["overcall"],
         calls=lambda ctx: [c for c in _four_over(ctx) if suit_of(c) in MAJORS],
         need=_suit_need((13, 40), 5),
         pick=lambda ctx, h, call: _overcall_pick(_four_over)(ctx, h, call)
         and (h.length(suit_of(call)) >= 6 or h.points >= 17)),
    rule("6.2", "Weak jump overcall", pattern=r"1[CDHS]", priority=64,
         calls=lambda ctx: [*_jump_over2(ctx), *_jump_over3(ctx)],
         need=lambda ctx, call: need(hcp=(6, 10), lengths={suit_of(call): (6, 13)}),
         pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call),
         tags=["overcall", "weak"]),
    rule("6.3", "1NT overcall: 15–18 balanced with a stopper", calls="1NT",
         pattern=r"1[CDHS]", priority=76,
         need=lambda ctx, call: need(hcp=(15, 18), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("6.4", "Takeout double", calls="X",
         when=lambda ctx: direct_defending(ctx) and _takeout_ok(ctx), priority=62, tags=["takeout"],
         forcing=True,
         need=lambda ctx, call: takeout_need(_takeout_min(ctx))(ctx, call)),
    rule("6.4", "Takeout double", calls="X", priority=75,
         when=lambda ctx: direct_defending(ctx) and _takeout_ok(ctx), tags=["takeout"],
         forcing=True,
         need=lambda ctx, call: need(points=(17, 40),
                                     lengths={s: (0, 4) for s in their_opening_suits(ctx)})),
    # Over their pre-empt the takeout double is a point lighter with shortness in their
    # suit, and lighter still when partner has passed the pre-empt too (the balancing seat).
    rule("6.4", "Takeout double of their pre-empt: 13+ HCP, short in their suit", calls="X",
         pattern=OVER_THEIR_PREEMPT, priority=62, tags=["takeout"], forcing=True,
         need=_short_takeout_need),
    rule("6.4", "Balancing double of their pre-empt: 11+ HCP, short in their suit",
         calls="X", pattern=BALANCING_THEIR_PREEMPT, priority=62, tags=["takeout", "balancing"],
         forcing=True, need=takeout_need(11)),
    rule("6.5", "Double of 1NT: penalty, 15+ HCP", calls="X", pattern=r"1NT( P P)?",
         priority=70, need=need(hcp=(15, 37)), tags=["penalty_nt"]),
    rule("6.6", "Balancing overcall", calls=_one_over, pattern=BALANCING, priority=66,
         need=_suit_need((7, 15), 5), pick=_overcall_pick(_one_over), tags=["overcall"]),
    rule("6.6", "Balancing overcall", calls=_two_over, pattern=BALANCING, priority=64,
         need=_suit_need((9, 15), 5), pick=_overcall_pick(_two_over), tags=["overcall"]),
    rule("6.7", "Balancing 1NT: 11–14 balanced with a stopper", calls="1NT",
         pattern=BALANCING, priority=67,
         need=lambda ctx, call: need(hcp=(11, 14), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("6.8", "Balancing double: short in their suit", calls="X", pattern=BALANCING,
         priority=65, tags=["takeout", "balancing"], forcing=True, need=takeout_need(9)),
    rule("6.8", "Balancing double: too strong for 1NT", calls="X", pattern=BALANCING,
         priority=68, tags=["takeout", "balancing"], forcing=True,
         need=need(hcp=(15, 37))),
    rule("6.32", "Double of their 4♥ pre-empt: takeout, spades", calls="X", priority=55,
         when=over_their_four_hearts, tags=["takeout_game"],
         need=need(hcp=(14, 37), lengths={H: (0, 1), S: (4, 13), D: (3, 13), C: (3, 13)})),
    rule("6.32", "Double of their 4♥ pre-empt: takeout, spades", calls="X", priority=55,
         when=over_their_four_hearts, tags=["takeout_game"],
         need=need(hcp=(17, 37), lengths={H: (0, 2), S: (4, 13)})),
    rule("6.31", "3NT over their pre-empt: to play", calls="3NT",
         pattern=r"3[CDHS]( P P)?", priority=77,
         need=lambda ctx, call: need(hcp=(16, 21), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    # Rule 6.35 over their pre-empt: the six-card overcall before the strong double (the
    # overcall's range already reaches 17), and a lighter overcall in the balancing seat,
    # where partner has passed the pre-empt too.
    rule("6.35", "Overcall of their pre-empt: a six-card suit, before the strong double",
         calls=_preempt_overcalls, pattern=OVER_THEIR_PREEMPT, priority=76, tags=["overcall"],
         need=_suit_need((13, 17), 6), pick=_overcall_pick(_preempt_overcalls)),
    rule("6.35", "Balancing overcall of their pre-empt: a good five-card suit",
         calls=_three_over, pattern=BALANCING_THEIR_PREEMPT, priority=61, tags=["overcall"],
         need=_suit_need((12, 17), 5),
         pick=lambda ctx, h, call: _overcall_pick(_three_over)(ctx, h, call)
         and h.is_good_suit(suit_of(call))),
    rule("6.31", "3NT over their pre-empt: a long minor to run", calls="3NT",
         pattern=OVER_THEIR_PREEMPT, priority=77,
         need=lambda ctx, call: need(hcp=(15, 21), stoppers=their_suits_to_stop(ctx)),
         pick=lambda ctx, h, call: h.shortest() >= 2 and _running_minor(h)),
    rule("6.30", "Balancing over their fit: my suit", calls=_balance_over_fit_suits,
         pattern=BALANCING_OVER_FIT, priority=69, tags=["overcall", "balancing"],
         need=_balance_over_fit_need,
         pick=lambda ctx, h, call: level_of(call) == 2
         and _overcall_pick(_balance_over_fit_suits)(ctx, h, call)),
    rule("6.30", "Balancing double over their fit: short in their suit", calls="X",
         pattern=BALANCING_OVER_FIT, priority=68, tags=["takeout", "balancing"], forcing=True,
         need=takeout_need(8)),
    rule("6.30", "Balancing over their fit: my suit", calls=_balance_over_fit_suits,
         pattern=BALANCING_OVER_FIT, priority=67, tags=["overcall", "balancing"],
         need=_balance_over_fit_need, pick=_overcall_pick(_balance_over_fit_suits)),
]  # fmt: skip


def advancing_four_heart_double(ctx: Ctx) -> bool:
    """Rule 6.33: partner's last call is rule 6.32's double, the next player passed, and I
    have not bid."""
    return (ctx.has_tag(ctx.partner, "takeout_game") and ctx.rho_passed
            and not ctx.bids_by(ctx.seat))  # fmt: skip


def advancing_double(ctx: Ctx) -> bool:
    """Partner's last call is a takeout double and I have not bid yet."""
    return ctx.has_tag(ctx.partner, "takeout") and not ctx.bids_by(ctx.seat)


def advancing_balance_over_fit(ctx: Ctx) -> bool:
    """Partner's double is rule 6.30's, over their fit: it counts on values I have already
    shown I lack by passing, so I answer at the cheapest level whatever I hold."""
    return advancing_double(ctx) and re.match(BALANCING_OVER_FIT + " X", ctx.key) is not None


def advancing_double_freely(ctx: Ctx) -> bool:
    """Advancing a takeout double that leaves me my jumps and notrump (rules 6.10 to 6.13)."""
    return advancing_double(ctx) and not advancing_balance_over_fit(ctx)


def _major_game_min(ctx: Ctx) -> int:
    """Rule 6.10: game in a four-card major takes 12 points; over partner's double of their
    three-level bid, 9: the doubler has shown 13+ HCP, and the cheapest answer is already at
    the three level, where 9 opposite 14 belongs in game."""
    b = ctx.last_bid
    if ctx.rho_passed and b is not None and b.level == 3 and not _balanced_in(ctx):
        return 9
    return 12


def _advance_three_nt_min(ctx: Ctx) -> int:
    """Rule 6.11: 13 HCP; 11 over a double of their three-level bid, which leaves no 2NT,
    unless the double was a balancing one."""
    return 11 if ctx.cheapest_level(NT) == 3 and not _balanced_in(ctx) else 13


def _balanced_in(ctx: Ctx) -> bool:
    """Partner's double came after two passes (rules 6.4, 6.8, 6.30): it may be light, since
    it counts on values my pass may hold, so my answers do not count them twice."""
    return ctx.has_tag(ctx.partner, "balancing")


def relieved_only_by_redouble(ctx: Ctx) -> bool:
    return ctx.rho_passed or (bool(ctx.calls) and ctx.calls[-1] == REDOUBLE)


def unbid_suits(ctx: Ctx) -> list[Suit]:
    theirs = their_opening_suits(ctx)
    return [s for s in Suit if s not in theirs]


def best_unbid(ctx: Ctx, h: HandInfo) -> Suit | None:
    """Rule 6.15: the longest unbid suit, a major before a minor of the same length; and a
    four-card major before a five-card minor (five before six), since the double promised the
    majors first and a major game needs a trick fewer."""
    cands = unbid_suits(ctx)
    if not cands:
        return None
    best = max(cands, key=lambda s: (h.length(s), s in MAJORS, s))
    majors = [s for s in cands if s in MAJORS and h.length(s) >= 4]
    if majors and best in MINORS:
        major = max(majors, key=lambda s: (h.length(s), s))
        if h.length(major) + 1 >= h.length(best):
            return major
    return best


def answer_top(suit: Suit, jump: int) -> int:
    """The highest answer to a takeout double in `suit` (rules 6.13 and 6.15): a jump stops
    below game in a major (game is rule 6.10) and below 3NT in a minor, save a jump to five,
    game, when the cheapest answer in the minor is already past 3NT; the cheapest answer at
    game in either."""
    if suit in MINORS:
        return 5
    return 3 if jump else 4


def _minor_jumps(game: bool) -> CallsFn:
    """Rule 6.13's jumps in a minor: to the three level at most, or (`game`) to five over a
    bid that left the minor's cheapest answer at the four level."""

    def fn(ctx: Ctx) -> list[Call]:
        return [c for c in _answer_calls(1)(ctx) if suit_of(c) in MINORS
                and (level_of(c) == 5 and ctx.cheapest_level(Strain.of(suit_of(c))) == 4 if game
                     else level_of(c) <= 3)]  # fmt: skip

    return fn


def _answer_calls(jump: int) -> CallsFn:
    def fn(ctx: Ctx) -> list[Call]:
        out = []
        for s in unbid_suits(ctx):
            lvl = ctx.cheapest_level(Strain.of(s)) + jump
            if lvl <= answer_top(s, jump):
                out.append(bid(lvl, s))
        return out

    return fn


def _answer_min(ctx: Ctx, call: Call) -> int:
    """Rule 6.15's floor: nothing when partner's double forces me; 6 points for a free answer
    over the next player's bid, and 9 when that bid leaves no answer below the four level."""
    if relieved_only_by_redouble(ctx):
        return 0
    return 9 if level_of(call) >= 4 else 6


def _answer_length(ctx: Ctx, suit: Suit, call: Call | None = None) -> int:
    """Rule 6.15: three cards in the suit I answer in; two make a fit with a five-card suit
    partner has bid (opener's double of rule 4.23). When they have bid two suits, the cheapest
    answer may be on two: a hand long in theirs may hold no three of the other two. A free
    answer at the five level needs five cards."""
    if call is not None and level_of(call) >= 5 and not relieved_only_by_redouble(ctx):
        return 5
    if ctx.shown_len(ctx.partner, suit) >= 5:
        return 2
    if len(their_opening_suits(ctx)) >= 2:
        answers = _answer_calls(0)(ctx)
        if answers and suit_of(min(answers, key=_bid_rank)) is suit:
            return 2
    return 3


def _bid_rank(call: Call) -> int:
    assert call.bid is not None
    return call.bid.rank


def cheapest_answer_top(ctx: Ctx, call: Call) -> int:
    """Rule 6.15's upper bound: 11 points (a hand with four cards and 9+ jumps instead, by
    rule 6.13), any strength when the cheapest bid is already game in a major."""
    s = suit_of(call)
    if (s in MAJORS and level_of(call) >= 4) or advancing_balance_over_fit(ctx):
        return 40
    return 11


def _nt_at(level: int) -> CallsFn:
    def fn(ctx: Ctx) -> list[Call]:
        return [bid(level, NT)] if ctx.cheapest_level(NT) <= level else []

    return fn


def _advance_nt_need(hcp: Bounds) -> NeedFn:
    return lambda ctx, call: need(hcp=hcp, stoppers=their_suits_to_stop(ctx))


def advancing_overcall(ctx: Ctx) -> bool:
    return ctx.has_tag(ctx.partner, "overcall") and not ctx.bids_by(ctx.seat)


def partner_suit(ctx: Ctx) -> Suit:
    b = ctx.partner_last_bid
    assert b is not None and b.strain.suit is not None
    return b.strain.suit


def partner_major(ctx: Ctx) -> Suit | None:
    """Partner's suit when it is a major: a raise of it counts support points (rule 1.6)."""
    return major_only(partner_suit(ctx))


def _advance_raise(jump: int) -> CallsFn:
    def fn(ctx: Ctx) -> list[Call]:
        s = partner_suit(ctx)
        lvl = ctx.cheapest_level(Strain.of(s)) + jump
        return [bid(lvl, s)] if lvl <= 3 else []

    return fn


def _advance_raise_top(ctx: Ctx) -> int:
    """The most a raise at the cheapest level holds: a jump raise (rule 6.17) takes 11–12
    when there is room for it below four."""
    return 10 if _advance_raise(1)(ctx) else 12


def _penalty_pass_need(ctx: Ctx) -> Need:
    """Rule 6.9: the trumps are in the suit partner doubled, and only that one: five, or four
    when the doubled bid is at the two or three level (partner's double then shows values of
    their own, and the trumps sit over the bidder's)."""
    doubled = ctx.last_bid
    assert doubled is not None and doubled.strain.suit is not None
    length = 5 if doubled.level == 1 else 4
    return need(hcp=(8, 37), lengths={doubled.strain.suit: (length, 13)})


def _strong_trumps(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 6.9: trumps that take tricks over and under the declarer: two of the ace, king and
    queen (one, when the doubled bid is at the two or three level or I hold six)."""
    doubled = ctx.last_bid
    assert doubled is not None and doubled.strain.suit is not None
    s = doubled.strain.suit
    return h.top_honours[s] >= (1 if doubled.level >= 2 or h.length(s) >= 6 else 2)


def _nowhere_to_run_need(ctx: Ctx) -> Need:
    """Rule 6.9: four cards in the doubled suit and no three cards in any suit partner asked
    for, so that every answer would show a fit that is not there."""
    doubled = ctx.last_bid
    assert doubled is not None and doubled.strain.suit is not None
    lens = {s: (0, 2) for s in unbid_suits(ctx)}
    lens[doubled.strain.suit] = (4, 13)
    return need(lengths=lens)


def _may_pass_double_or_redouble(ctx: Ctx) -> bool:
    """Rule 6.9: partner doubled their suit bid at the three level or lower, and the next
    player passed or redoubled (a pass then plays the redoubled contract)."""
    b = ctx.last_bid
    return (
        advancing_double(ctx) and relieved_only_by_redouble(ctx) and b is not None
        and b.level <= 3 and b.strain is not NT
    )  # fmt: skip


def _may_pass_double(ctx: Ctx) -> bool:
    return _may_pass_double_or_redouble(ctx) and ctx.rho_passed


_advances = [
    rule("6.33", "4♠ over partner's double of 4♥: four or more spades", calls="4S",
         when=advancing_four_heart_double, priority=60,
         need=need(lengths={S: (4, 13), H: (0, 3)})),
    rule("6.33", "Five of a minor over partner's double of 4♥: a long suit, short hearts",
         calls=["5C", "5D"], when=advancing_four_heart_double, priority=59,
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13), H: (0, 1), S: (0, 3)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, lambda c: [
             Call.parse("5C"), Call.parse("5D")], higher_first=True)),
    rule("6.9", "Pass for penalty: long, strong trumps in their suit", calls="P", priority=90,
         tags=["penalty_pass"], when=_may_pass_double,
         need=lambda ctx, call: _penalty_pass_need(ctx), pick=_strong_trumps),
    rule("6.9", "Pass for penalty: their suit, and no suit to answer in", calls="P",
         priority=90, tags=["penalty_pass"], when=_may_pass_double_or_redouble,
         need=lambda ctx, call: _nowhere_to_run_need(ctx)),
    rule("6.10", "Game in a major after partner's takeout double", when=advancing_double_freely,
         priority=76,
         calls=lambda ctx: [bid(4, s) for s in unbid_suits(ctx)
                            if s in MAJORS and ctx.cheapest_level(Strain.of(s)) <= 3],
         need=lambda ctx, call: need(points=(_major_game_min(ctx), 40),
                                     lengths={suit_of(call): (4, 13)}),
         pick=picks_suit(best_unbid)),
    rule("6.11", "3NT after partner's takeout double", calls=_nt_at(3),
         when=advancing_double_freely, priority=74, need=lambda ctx, call: _advance_nt_need(
             (_advance_three_nt_min(ctx), 37))(ctx, call)),
    rule("6.12", "2NT after partner's takeout double: invites game", calls=_nt_at(2),
         when=advancing_double_freely, priority=72, need=_advance_nt_need((11, 12)),
         tags=["invite"]),
    rule("6.13", "Jump in the best suit: 9–11 points, invites game",
         calls=lambda ctx: [c for c in _answer_calls(1)(ctx) if suit_of(c) in MAJORS],
         when=advancing_double_freely, priority=71,
         need=lambda ctx, call: need(points=(9, 11 if suit_of(call) in MAJORS else 40),
                                     lengths={suit_of(call): (4, 13)}),
         pick=picks_suit(best_unbid), tags=["invite", "advance"]),
    rule("6.13", "Jump in the best minor: 9+ points", priority=69, when=advancing_double_freely,
         calls=_minor_jumps(game=False),
         need=lambda ctx, call: need(points=(9, 40), lengths={suit_of(call): (4, 13)}),
         pick=picks_suit(best_unbid), tags=["invite", "advance"]),
    rule("6.13", "Jump to game in the best minor: 12+ points, six cards", priority=69,
         when=advancing_double_freely, calls=_minor_jumps(game=True),
         need=lambda ctx, call: need(points=(12, 40), lengths={suit_of(call): (6, 13)}),
         pick=picks_suit(best_unbid), tags=["advance"]),
    rule("6.14", "1NT after partner's takeout double", calls=_nt_at(1), when=advancing_double,
         priority=70, need=_advance_nt_need((6, 10)), tags=["advance"]),
    rule("6.15", "Answer to takeout double: the best unbid suit", calls=_answer_calls(0),
         when=advancing_double, priority=60,
         need=lambda ctx, call: need(
             points=(_answer_min(ctx, call), cheapest_answer_top(ctx, call)),
             lengths={suit_of(call): (_answer_length(ctx, suit_of(call), call), 13)}),
         pick=picks_suit(best_unbid), tags=["advance"]),
    rule("6.16", "Game raise of partner's overcall", when=advancing_overcall, priority=68,
         calls=lambda ctx: [bid(4, partner_suit(ctx))] if partner_suit(ctx) in MAJORS else [],
         need=lambda ctx, call: need(points=(13, 40), lengths={partner_suit(ctx): (3, 13)},
                                     trumps=partner_major(ctx))),
    rule("6.17", "Jump raise of partner's overcall: invites game", calls=_advance_raise(1),
         when=lambda ctx: advancing_overcall(ctx) and not cue_raise_position(ctx),
         priority=67, tags=["invite"],
         need=lambda ctx, call: need(points=(11, 12), lengths={partner_suit(ctx): (3, 13)},
                                     trumps=partner_major(ctx))),
    rule("6.18", "Raise of partner's overcall", calls=_advance_raise(0),
         when=advancing_overcall, priority=66,
         need=lambda ctx, call: need(points=(8, 10), lengths={partner_suit(ctx): (3, 13)},
                                     trumps=partner_major(ctx))),
    # Over their bid the raise competes by the trumps we hold (rule 8.6): four trumps and
    # nine together belong at the three level on a weaker hand.
    rule("6.18", "Raise of partner's overcall over their bid: four trumps", priority=66,
         calls=_advance_raise(0), when=lambda ctx: advancing_overcall(ctx) and not ctx.rho_passed,
         need=lambda ctx, call: need(points=(6, _advance_raise_top(ctx)),
                                     lengths={partner_suit(ctx): (4, 13)},
                                     trumps=partner_major(ctx))),
    rule("6.18", "Raise of partner's overcall: invitational values, no room to jump",
         priority=66, calls=_advance_raise(0),
         when=lambda ctx: advancing_overcall(ctx) and not _advance_raise(1)(ctx),
         need=lambda ctx, call: need(points=(11, 12), lengths={partner_suit(ctx): (3, 13)},
                                     trumps=partner_major(ctx))),
    # Before the plain raise (same priority, earlier in the table): partner's weak jump
    # overcall is raised to three with three trumps, whatever the points, to take room away.
    rule("6.18", "Raise of partner's weak jump overcall: nine trumps, to three", priority=66,
         calls=lambda ctx: [c for c in _advance_raise(0)(ctx) if level_of(c) == 3],
         when=lambda ctx: advancing_overcall(ctx) and ctx.has_tag(ctx.partner, "weak"),
         need=lambda ctx, call: need(points=(0, 10), lengths={partner_suit(ctx): (3, 13)})),
    rule("6.19", "Notrump after partner's overcall", calls=_nt_at(1), when=advancing_overcall,
         priority=60, need=_advance_nt_need((8, 11))),
    rule("6.20", "Notrump after partner's overcall: invites game", calls=_nt_at(2),
         when=advancing_overcall, priority=60, need=_advance_nt_need((12, 14)),
         tags=["invite"]),
    rule("6.21", "New suit after partner's overcall: to play",
         calls=lambda ctx: [
             c for c in _answer_calls(0)(ctx)
             if suit_of(c) is not partner_suit(ctx) and level_of(c) <= 2
             and not ctx.has_tag(ctx.partner, "weak")],
         when=advancing_overcall, priority=58,
         need=lambda ctx, call: need(points=(8, 16), lengths={
             suit_of(call): (5, 13), partner_suit(ctx): (0, 2)}),
         pick=lambda ctx, h, call: suit_of(call) is not partner_suit(ctx)
         and suit_of(call) is max(unbid_suits(ctx), key=lambda s: (h.length(s), s))),
    # The cue bid (rule 6.28) carries the invitation, so the jump takes their room instead:
    # four trumps make nine together, and nine belong at the three level (8.6) on few values.
    rule("6.17", "Jump raise of partner's overcall: four trumps, pre-emptive",
         calls=_advance_raise(1), priority=67,
         when=lambda ctx: cue_raise_position(ctx),
         need=lambda ctx, call: need(points=(4, 8), lengths={partner_suit(ctx): (4, 13)},
                                     trumps=partner_major(ctx))),
]  # fmt: skip


def cue_raise_position(ctx: Ctx) -> bool:
    """Rules 6.17 and 6.28: partner's simple overcall straight over their one of a suit, and
    the next player has passed or doubled: the cue bid of their suit is the raise with values, and
    a jump raise is pre-emptive. Not over their raise, where opener's side, with a fit of its
    own, doubles a cue bid to play there."""
    m = ctx.last_meaning_of(ctx.partner)
    straight = ctx.opening_index is not None and len(ctx.calls) == ctx.opening_index + 3
    rho = ctx.calls[-1] if ctx.calls else None
    o = ctx.opening
    return (advancing_overcall(ctx) and m is not None and m.rules[0] == "6.1" and straight
            and o is not None and o.level == 1 and o.strain is not NT
            and ctx.partner_last_bid == their_overcall(ctx)
            and (ctx.rho_passed or rho == DOUBLE))  # fmt: skip


def my_overcall_suit(ctx: Ctx) -> Suit:
    b = ctx.bids_by(ctx.seat)[0]
    assert b.strain.suit is not None
    return b.strain.suit


def over_partners_cue_bid(ctx: Ctx) -> bool:
    """Rule 6.28: my simple overcall was my only bid and partner cue bid their suit in answer:
    the cue shows 11+ points, most often with my suit."""
    mine, theirs = ctx.bids_by(ctx.seat), ctx.last_meaning_of(ctx.partner)
    first = ctx.last_meaning_of(ctx.seat)
    return (len(mine) == 1 and mine[0].strain.suit is not None
            and first is not None and first.rules[0] == "6.1"
            and theirs is not None and theirs.rules[0] == "6.28"
            and len(ctx.bids_by(ctx.partner)) == 1)  # fmt: skip


def cue_still_asks(ctx: Ctx) -> bool:
    """Rule 6.28: the next player passed, doubled or redoubled partner's cue bid, which still
    asks for an answer (doubled, it would otherwise play there, in their suit)."""
    return relieved_only_by_redouble(ctx) or (bool(ctx.calls) and ctx.calls[-1] == DOUBLE)


def doubler_rebids(ctx: Ctx) -> bool:
    """I made a takeout double and partner has answered it, in a suit or in notrump."""
    return (
        ctx.has_tag(ctx.seat, "takeout") and ctx.has_tag(ctx.partner, "advance") and ctx.rho_passed
    )


def jump_answer(ctx: Ctx) -> bool:
    """Partner answered my takeout double with a jump in a suit: 9+ points, inviting game
    (rule 6.13), so the doubler's rebids of rules 6.23-6.26, made for an answer that may hold
    nothing, do not fit."""
    return (doubler_rebids(ctx) and answer_suit(ctx) is not None
            and ctx.has_tag(ctx.partner, "invite")
            and not ctx.ever_tagged(ctx.seat, "balancing"))  # fmt: skip


def _doubler_game_min(ctx: Ctx) -> int:
    """Rule 6.23: the doubler's points for game in partner's major: 20+ over an answer that
    may hold nothing; 17+ when their pre-empt made partner answer at the three level, where
    the invitation of rule 6.26 has no room."""
    b = ctx.partner_last_bid
    if b is None or b.level != 3:
        return 20
    before = [c.bid for c in ctx.calls if c.bid is not None]
    prev = before[-2] if len(before) >= 2 else None
    forced = prev is not None and (prev.level == 3 or (prev.level == 2 and prev.strain > b.strain))
    return 17 if forced else 20


def answer_suit(ctx: Ctx) -> Suit | None:
    """The suit of partner's answer to my double; None for a notrump answer (rule 6.14)."""
    b = ctx.partner_last_bid
    return None if b is None else b.strain.suit


def _simple_answer(ctx: Ctx) -> bool:
    """Partner answered my direct double in a suit without a jump, so it may hold nothing (rule
    6.15), and below 2NT, so I have room to invite. A balancing double has its own notrump."""
    nt = ctx.cheapest(NT)
    return (answer_suit(ctx) is not None and ctx.partner_min < 6
            and nt is not None and level_of(nt) <= 2
            and not ctx.ever_tagged(ctx.seat, "balancing"))  # fmt: skip


def doubler_competes(ctx: Ctx) -> bool:
    """Rule 6.29: I made a takeout double, partner has answered it in a suit, and the next
    player has bid over the answer."""
    return (
        ctx.has_tag(ctx.seat, "takeout") and ctx.has_tag(ctx.partner, "advance")
        and not ctx.rho_passed and not ctx.contract_is_ours and ctx.doubling_is_clear
        and ctx.partner_last_bid is not None and ctx.partner_last_bid.strain.suit is not None
    )  # fmt: skip


def _doubler_competes_calls(ctx: Ctx) -> list[Call]:
    suit = partner_suit(ctx)
    out = [c for c in [ctx.cheapest(Strain.of(suit))] if c is not None and level_of(c) == 3]
    game = bid(4, suit)
    if suit in MAJORS and ctx.is_legal(game):
        out.insert(0, game)
    return out


def _doubler_competes_need(ctx: Ctx, call: Call) -> Need:
    game = level_of(call) == 4
    return need(points=(20, 40) if game else (17, 40), lengths={partner_suit(ctx): (4, 13)})


def doubler_again(ctx: Ctx) -> bool:
    """I made a takeout double, the next player bid, partner passed, and they bid on (or
    passed it back): a strong doubler acts again (rule 6.27)."""
    return (
        ctx.has_tag(ctx.seat, "takeout")
        and not ctx.bids_by(ctx.partner)
        and not ctx.contract_is_ours
        and ctx.last_bid is not None
        and ctx.last_bid.level <= 3
        and ctx.doubling_is_clear
        and len(ctx.bids_by(ctx.seat)) == 0
    )


def nt_doubler_again(ctx: Ctx) -> bool:
    """Rule 6.5: I doubled their 1NT for penalty, they ran to a suit, and partner has only
    passed since: the doubler, whose strength partner knows, speaks again."""
    return (
        ctx.has_tag(ctx.seat, "penalty_nt")
        and not ctx.bids_by(ctx.partner)
        and not ctx.bids_by(ctx.seat)
        and not ctx.contract_is_ours
        and ctx.last_bid is not None
        and ctx.last_bid.strain is not NT
        and ctx.last_bid.level <= 2
        and ctx.doubling_is_clear
    )


def _own_suit_calls(ctx: Ctx) -> list[Call]:
    out = []
    for s in unbid_suits(ctx):
        if s is answer_suit(ctx):
            continue
        if s in MAJORS and ctx.cheapest_level(Strain.of(s)) <= 4:
            out.append(bid(4, s))
        c = ctx.cheapest(Strain.of(s))
        if c is not None and level_of(c) <= 3:
            out.append(c)
    return out


def _doubler_suit_need(ctx: Ctx, call: Call) -> Need:
    game = level_of(call) == 4 and suit_of(call) in MAJORS
    return need(points=(20, 40) if game else (17, 40),
                lengths={suit_of(call): (6, 13) if game else (5, 13)})  # fmt: skip


def opener_reopens(ctx: Ctx) -> bool:
    """I opened one of a suit, partner has only passed, and they have bid over it, no
    higher than the three level."""
    return (
        ctx.opener is ctx.seat
        and one_of_suit(ctx)
        and not ctx.bids_by(ctx.partner)
        and not ctx.contract_is_ours
        and ctx.last_bid is not None
        and ctx.last_bid.level <= 3
        and ctx.doubling_is_clear
        and not any(c.kind is not CallKind.PASS for _, c in ctx.calls_by(ctx.partner))
    )


def _reopen_double_need(ctx: Ctx, call: Call) -> Need | None:
    """Rule 4.23: over a suit, short in theirs, 16+ points (18+ at the three level); over
    1NT, for penalty, 16+ HCP."""
    b = ctx.last_bid
    assert b is not None
    if b.strain is NT:
        return need(hcp=(16, 37)) if b.level == 1 else None
    lens = {s: (0, 3) for s in their_opening_suits(ctx)}
    return need(points=(16 if b.level <= 2 else 18, 40), lengths=lens)


def _trap_pass_possible(ctx: Ctx) -> bool:
    """Rule 4.23: they overcalled my opening at the two or three level where partner's
    negative double was open to it (rule 3.12), and partner passed at once: partner may hold
    their suit and be waiting to pass a reopening double for penalty."""
    assert ctx.opening_index is not None
    after = ctx.calls[ctx.opening_index + 1 :]
    b = their_overcall(ctx)
    if len(after) != 3 or any(c.kind is not CallKind.PASS for c in after[1:]):
        return False
    if b is None or b.level not in (2, 3) or b.strain.suit is None:
        return False
    return any(m not in (opening_suit(ctx), b.strain.suit) for m in MAJORS)


def _trap_pass_over_major(ctx: Ctx) -> bool:
    """Rule 4.23: as _trap_pass_possible, but their two-level overcall took the other major
    (1♠ 2♥, 1♥ 2♠), so partner had no negative double: a partner holding their suit had no
    call but a pass then either."""
    assert ctx.opening_index is not None
    after = ctx.calls[ctx.opening_index + 1 :]
    b = their_overcall(ctx)
    if len(after) != 3 or any(c.kind is not CallKind.PASS for c in after[1:]):
        return False
    if b is None or b.level != 2 or b.strain.suit is None:
        return False
    return not any(m not in (opening_suit(ctx), b.strain.suit) for m in MAJORS)


def _trap_pass_shortness(ctx: Ctx) -> int:
    """Rule 4.23: the most cards in their suit for the reopening double: two over a two-level
    overcall, one over a three-level one, where partner must answer a level higher."""
    b = their_overcall(ctx)
    return 1 if b is not None and b.level == 3 else 2


def _reopen_rebid_need(ctx: Ctx, call: Call) -> Need:
    """Rule 4.24: six cards; 12–15 points at the two level, 16–21 for the jump to three, and
    15–21 at the three level when that is the cheapest."""
    cheapest = ctx.cheapest(Strain.of(opening_suit(ctx)))
    jump = cheapest is not None and level_of(call) > level_of(cheapest)
    points = (opener_min(ctx), 15) if level_of(call) <= 2 else ((16, 21) if jump else (15, 21))
    return need(points=points, lengths={opening_suit(ctx): (6, 13)})


def _reopen_rebids(ctx: Ctx) -> list[Call]:
    c = ctx.cheapest(Strain.of(opening_suit(ctx)))
    if c is None or level_of(c) > 3:
        return []
    return [c, bid(3, opening_suit(ctx))] if level_of(c) == 2 else [c]


def _doubler_again_calls(ctx: Ctx) -> list[Call]:
    return [c for s in unbid_suits(ctx)
            if (c := ctx.cheapest(Strain.of(s))) is not None and level_of(c) <= 3]  # fmt: skip


def nt_double_escape_over_partner(ctx: Ctx) -> bool:
    """Rule 6.5: partner doubled their 1NT for penalty and the next player has just run to
    a suit at the two level: my first call since the double."""
    return (
        ctx.has_tag(ctx.partner, "penalty_nt")
        and not ctx.bids_by(ctx.partner)
        and not ctx.bids_by(ctx.seat)
        and ctx.last_bidder is ctx.rho
        and ctx.last_bid is not None
        and ctx.last_bid.strain is not NT
        and ctx.last_bid.level == 2
        and ctx.doubling_is_clear
    )


_rebids_in_competition = [
    rule("6.5", "After my double of 1NT and their escape: my own five-card suit", priority=76,
         when=nt_doubler_again, calls=_doubler_again_calls, need=_suit_need((15, 40), 5),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _doubler_again_calls)),
    # The double of 1NT has told partner our side holds the balance of strength: their
    # escape, into a suit I hold four of, is where they go down most.
    rule("6.5", "After my double of 1NT and their escape: penalty double of their suit",
         calls="X", priority=77, when=nt_doubler_again, need=_escape_double_need((15, 37))),
    rule("6.5", "After partner's double of 1NT and their escape: penalty double of their suit",
         calls="X", priority=77, when=nt_double_escape_over_partner,
         need=_escape_double_need((5, 37))),
    rule("6.27", "Strong double, then my own suit: 17+ points, five cards", priority=76,
         when=doubler_again, calls=_doubler_again_calls,
         need=_suit_need((17, 40), 5),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _doubler_again_calls)),
    rule("6.27", "Strong double, then notrump: 18+ HCP with their suits stopped",
         priority=75, when=doubler_again,
         calls=lambda ctx: [c for c in [ctx.cheapest(NT)] if c is not None and level_of(c) <= 3],
         need=lambda ctx, call: need(hcp=(18, 37), stoppers=their_suits_to_stop(ctx))),
    rule("4.23", "Reopening double: 16+ points, asks partner to bid", calls="X", priority=66,
         when=lambda ctx: opener_reopens(ctx) and ctx.last_bid is not None
         and ctx.last_bid.strain is not NT, forcing=True, tags=["takeout"],
         need=_reopen_double_need),
    rule("4.23", "Double of their 1NT: penalty, 16+ HCP", calls="X", priority=66,
         when=lambda ctx: opener_reopens(ctx) and ctx.last_bid is not None
         and ctx.last_bid.strain is NT, need=_reopen_double_need),
    rule("4.23", "Reopening double: short in their suit, partner may be waiting to pass it",
         calls="X", priority=66, forcing=True, tags=["takeout"],
         when=lambda ctx: opener_reopens(ctx) and _trap_pass_possible(ctx),
         need=lambda ctx, call: need(
             points=(opener_min(ctx), 40),
             lengths={s: (0, _trap_pass_shortness(ctx)) for s in their_opening_suits(ctx)})),
    rule("4.23", "Reopening double of their major: short in it, partner may be waiting to pass it",
         calls="X", priority=66, forcing=True, tags=["takeout"],
         when=lambda ctx: opener_reopens(ctx) and _trap_pass_over_major(ctx),
         need=lambda ctx, call: need(
             points=(opener_min(ctx), 40), lengths={s: (0, 1) for s in their_opening_suits(ctx)})),
    rule("4.33", "Notrump in competition: 18+ balanced, their suits stopped", priority=68,
         when=lambda ctx: opener_reopens(ctx) and my_calls_since_opening(ctx) == 0,
         calls=lambda ctx: [c for c in [ctx.cheapest(NT)] if c is not None and level_of(c) <= 3],
         need=lambda ctx, call: need(hcp=(18, 19) if level_of(call) < 3 else (18, 21),
                                     balanced=True, stoppers=their_suits_to_stop(ctx))),
    rule("4.24", "Rebid of a six-card suit in competition", priority=67, when=opener_reopens,
         calls=_reopen_rebids, need=_reopen_rebid_need),
    rule("6.23", "Game in partner's major after a strong double", priority=80,
         when=lambda ctx: doubler_rebids(ctx) and not jump_answer(ctx),
         calls=lambda ctx: [bid(4, m) for m in [answer_suit(ctx)] if m in MAJORS],
         need=lambda ctx, call: need(points=(_doubler_game_min(ctx), 40),
                                     lengths={partner_suit(ctx): (4, 13)})),
    rule("6.24", "Notrump after a balancing double: 15–18 balanced", priority=80,
         when=lambda ctx: doubler_rebids(ctx) and ctx.ever_tagged(ctx.seat, "balancing"),
         calls=lambda ctx: [c for c in [ctx.cheapest(NT)] if c is not None and level_of(c) <= 2],
         need=lambda ctx, call: need(hcp=(15, 18), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("6.24", "3NT after a strong double", calls="3NT", priority=79,
         when=lambda ctx: doubler_rebids(ctx) and not jump_answer(ctx),
         need=lambda ctx, call: need(hcp=(22 if _simple_answer(ctx) else 19, 37), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("6.24", "Notrump after a strong double: 19–21 balanced, invites game", priority=79,
         when=lambda ctx: doubler_rebids(ctx) and _simple_answer(ctx), tags=["invite"],
         calls=lambda ctx: [c for c in [ctx.cheapest(NT)] if c is not None and level_of(c) <= 2],
         need=lambda ctx, call: need(hcp=(19, 21), balanced=True,
                                     stoppers=their_suits_to_stop(ctx))),
    rule("6.25", "Own long suit after a strong double: forcing", priority=78,
         when=doubler_rebids, forcing=True,
         calls=lambda ctx: [c for c in _own_suit_calls(ctx) if level_of(c) <= 3],
         need=_doubler_suit_need,
         pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call)),
    rule("6.25", "Game in my own long major after a strong double", priority=79,
         when=doubler_rebids,
         calls=lambda ctx: [c for c in _own_suit_calls(ctx) if level_of(c) == 4],
         need=_doubler_suit_need,
         pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call)),
    # Over their bid partner has had the chance to pass: a weak answer need not speak again.
    rule("6.25", "Own long suit after a strong double, over their bid", priority=78,
         when=doubler_competes,
         calls=lambda ctx: [c for c in _own_suit_calls(ctx) if level_of(c) <= 3],
         need=_doubler_suit_need,
         pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call)),
    rule("6.29", "Strong double: raise of partner's answer over their bid", priority=77,
         when=doubler_competes, calls=_doubler_competes_calls, need=_doubler_competes_need),
    rule("6.23", "Game in partner's major after a jump answer: 15+ points", priority=81,
         when=jump_answer,
         calls=lambda ctx: [bid(4, m) for m in [answer_suit(ctx)] if m in MAJORS],
         need=lambda ctx, call: need(points=(15, 40), lengths={partner_suit(ctx): (4, 13)})),
    rule("6.24", "3NT after a jump answer: 15+ HCP, their suit stopped", priority=80,
         calls="3NT", when=jump_answer,
         need=lambda ctx, call: need(hcp=(15, 37), stoppers=their_suits_to_stop(ctx))),
    rule("6.26", "Raise of partner's answer: 17–19 points, invites game", priority=77,
         when=doubler_rebids, tags=["invite"],
         calls=lambda ctx: [c for s in [answer_suit(ctx)] if s is not None
                            and (c := ctx.cheapest(Strain.of(s))) is not None
                            and level_of(c) <= 3],
         need=lambda ctx, call: need(points=(17, 19), lengths={partner_suit(ctx): (4, 13)})),
]  # fmt: skip


# --- 7. Slam bidding and Blackwood ------------------------------------------------------------

#: High-card points the opponents must hold to have two aces, or one.
TWO_ACES, ONE_ACE = 8, 4


def partner_hcp(ctx: Ctx) -> tuple[int, int]:
    r = ctx.shown[ctx.partner]
    return r.min_hcp, r.max_hcp


def their_most_hcp(ctx: Ctx, h: HandInfo) -> int:
    """The most high-card points the opponents can hold, given partner's shown minimum."""
    return 40 - h.hcp - partner_hcp(ctx)[0]


def slam_hcp(ctx: Ctx, h: HandInfo, extra: bool = True) -> int:
    """High-card points between the hands for a notrump slam: mine (one more with a five-card
    suit opposite partner's notrump, as on the ladder of rules 5.4 and 5.5), partner's minimum,
    and (with `extra`) half the width of partner's range (at most two): the invitation of rule
    7.10 is what finds out whether partner holds the upper half."""
    lo, hi = partner_hcp(ctx)
    five = 1 if max(h.lengths) >= 5 and quantitative_context(ctx) else 0
    return h.hcp + five + lo + (min(2, max(0, hi - lo) // 2) if extra else 0)


def sure_nt_slam(ctx: Ctx, h: HandInfo) -> bool:
    """Rule 7.8: 33 HCP together; where partner's notrump can be invited (rule 7.10), counting
    partner at the minimum, since the invitation finds out whether partner holds more."""
    return slam_hcp(ctx, h, extra=not quantitative_context(ctx)) >= 33


def partner_suits(ctx: Ctx) -> list[Suit]:
    return [s for s in Suit if ctx.shown_len(ctx.partner, s) >= 4]


def notrump_shape(ctx: Ctx, h: HandInfo) -> bool:
    """A hand for a notrump slam (rule 7.8): no void, and no singleton in a suit partner has
    shown."""
    return h.shortest() >= 1 and all(h.length(s) >= 2 for s in partner_suits(ctx))


def trump_suit(ctx: Ctx, h: HandInfo) -> Suit | None:
    """The suit I would play a slam in: our fit, or a self-sufficient suit of mine (1.7)."""
    fit = my_fit(ctx, h)
    if fit is not None:
        return fit
    own = [s for s in Suit if h.is_solid_enough(s) and s not in ctx.their_suits()]
    return max(own, key=lambda s: (h.length(s), s)) if own else None


def trump_total(ctx: Ctx, h: HandInfo) -> int:
    """Slam points for a suit slam: with a fit, as rule 7.6 counts them; with a suit of my own,
    my points and partner's expected points."""
    if my_fit(ctx, h) is not None:
        return slam_total(ctx, h)
    return h.points + ctx.partner_min + partner_extra(ctx)


def natural_suit_bid(ctx: Ctx, seat: Seat) -> bool:
    """`seat`'s last bid named a suit it holds (not a transfer's completion or an answer to
    Stayman, which say nothing of slam)."""
    m = ctx.last_meaning_of(seat)
    b = ctx.bids_by(seat)[-1] if ctx.bids_by(seat) else None
    if b is None or b.strain is NT or m is None:
        return False
    return not ({"transfer_done", "stayman_answer", "transfer", "stayman"} & m.tags)


def blackwood_context(ctx: Ctx) -> bool:
    """Rule 7.1: 4NT asks for aces (Conventions) when partner's last bid named a suit, or we
    have agreed one, and nobody has asked yet. After partner's notrump it is quantitative."""
    if ctx.ever_tagged(ctx.seat, "blackwood") or ctx.ever_tagged(ctx.partner, "blackwood"):
        return False
    if ctx.cheapest_level(NT) > 4 or not ctx.bids_by(ctx.partner):
        return False
    return natural_suit_bid(ctx, ctx.partner) or (
        ctx.agreed_suit is not None
        and ctx.partner_last_bid is not None
        and ctx.partner_last_bid.strain is not NT
    )


def _controls_every_side_suit(ctx: Ctx, h: HandInfo, trumps: Suit) -> bool:
    """No suit partner has not shown in which the opponents could cash two tricks: each has
    my ace or king, or at most one card, or partner's control bid (rule 7.18), unless they
    cannot hold an ace and king (7 HCP)."""
    if their_most_hcp(ctx, h) < 7:
        return True
    theirs = shown_controls(ctx, ctx.partner)
    return all(
        h.controls(s) or s in theirs
        for s in Suit
        if s is not trumps and ctx.shown_len(ctx.partner, s) < 4
    )


def _may_ask(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    t = trump_suit(ctx, h)
    if t is None or h.shortest() == 0 or trump_total(ctx, h) < 33:
        return False
    # The asker must be able to stop below slam whatever the answer (rule 7.1).
    return h.aces >= {C: 2, D: 1, H: 1, S: 1}[t] and _controls_every_side_suit(ctx, h, t)


def _may_ask_unguarded(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 7.1: exactly two aces and the slam values of rule 7.6, but a side suit neither
    ace nor king guards: Blackwood cannot tell about that suit, yet it finds the two aces
    rule 7.6's direct six would have bid blind."""
    t = trump_suit(ctx, h)
    if t is None or h.shortest() == 0 or trump_total(ctx, h) < 33 or h.aces != 2:
        return False
    return not _controls_every_side_suit(ctx, h, t)


_ACE_ANSWERS = {Strain.CLUBS: 0, Strain.DIAMONDS: 1, Strain.HEARTS: 2, Strain.SPADES: 3}


def _aces_missing(ctx: Ctx, h: HandInfo) -> int:
    answer = ctx.partner_last_bid
    assert answer is not None
    shown = _ACE_ANSWERS.get(answer.strain, 0)
    if answer.strain is Strain.CLUBS and h.aces == 0:
        shown = 4
    return 4 - h.aces - shown


def _kings_missing(ctx: Ctx, h: HandInfo) -> int:
    answer = ctx.partner_last_bid
    assert answer is not None
    shown = _ACE_ANSWERS.get(answer.strain, 0)
    if answer.strain is Strain.CLUBS and h.kings == 0:
        shown = 4
    return 4 - h.kings - shown


def _wants_kings(ctx: Ctx, h: HandInfo) -> bool:
    """Rule 7.11: every ace is ours and a grand slam is in view, in a major (every answer to
    5NT then stays below seven of it)."""
    t = trump_suit(ctx, h)
    return (
        _aces_missing(ctx, h) == 0 and trump_total(ctx, h) >= 35
        and t is not None and t in MAJORS
    )  # fmt: skip


def asking_back(ctx: Ctx) -> bool:
    return ctx.has_tag(ctx.seat, "blackwood") and ctx.has_tag(ctx.partner, "bw_answer")


def kings_back(ctx: Ctx) -> bool:
    return ctx.has_tag(ctx.seat, "king_ask") and ctx.has_tag(ctx.partner, "king_answer")


def _slam_need(target: int) -> NeedFn:
    # Shortness (rule 1.6) and partner's expected extras lower the floor a listener can draw.
    return lambda ctx, call: need(points=(max(0, target - ctx.partner_min - 5), 40))


def _suit_slam_need(target: int, together: int = 8) -> NeedFn:
    """Rules 7.6, 7.7 and 7.14: slam points, and the trumps the bid counts on: `together`
    with the cards partner has shown (a fit shows two or more), or else six of my own."""

    def fn(ctx: Ctx, call: Call) -> Need:
        shown = ctx.shown_len(ctx.partner, suit_of(call))
        trumps = max(0, together - shown) if shown >= 2 else 6
        floor = max(0, target - ctx.partner_min - 5)
        return need(points=(floor, 40), lengths={suit_of(call): (trumps, 13)})

    return fn


def _nt_slam_need(target: int) -> NeedFn:
    # Partner's expected extras (two at most) and a five-card suit lower the floor.
    return lambda ctx, call: need(hcp=(max(0, target - partner_hcp(ctx)[0] - 3), 37))


def our_auction(ctx: Ctx) -> bool:
    """Partner has bid something, so the two of us are looking for our contract."""
    return ctx.partner_last_bid is not None and not ctx.has_tag(ctx.partner, "blackwood")


def slam_zone(ctx: Ctx) -> bool:
    """Our own auction, past my first response (unless they overcalled it: rule 7.6), outside
    an exchange of aces or kings, and not after partner has bid a slam or invited one (rule
    8.1 answers that)."""
    b = ctx.partner_last_bid
    # Over their overcall the jump shift and forcing raise that would show the hand first
    # have lost their room, so a first response that knows the slam bids it.
    first_response = responding(ctx) and ctx.rho_passed
    return not invited_to_slam(ctx) and (
        our_auction(ctx) and not first_response and not over_nt_opening(ctx)
        and not asking_back(ctx)
        and not kings_back(ctx) and not ctx.has_tag(ctx.partner, "king_ask")
        and not answering_slam_try(ctx) and not (b is not None and b.level >= 6)
    )  # fmt: skip


def _suit_slam_calls(level: int) -> CallsFn:
    return lambda ctx: [bid(level, s) for s in Suit]


def _safe_small_slam(ctx: Ctx, h: HandInfo, trumps: Suit) -> bool:
    """Rule 7.6: two aces are not likely to be missing: I hold two of them (partner, who has
    shown values, is expected to hold another), or the opponents cannot have 8 HCP; or I hold
    one, with a point to spare and no side suit where they could cash two tricks, so that
    only two aces in their hands beat the slam. In the natural system a hand with exactly two
    aces asks with five of our major first when it can (rule 7.14): partner may hold none."""
    if their_most_hcp(ctx, h) < TWO_ACES or h.aces >= 3:
        return True
    if h.aces == 2:
        return not _asks_for_an_ace(ctx, trumps)
    return (
        h.aces == 1 and trump_total(ctx, h) >= 34
        and _controls_every_side_suit(ctx, h, trumps)
    )  # fmt: skip


def _asks_for_an_ace(ctx: Ctx, trumps: Suit) -> bool:
    """Rule 7.14: in the natural system, with no Blackwood, a slam in our major that two aces
    of mine do not make safe is first asked for with five of the major, when that is open."""
    return (
        ctx.system is System.NATURAL and trumps in MAJORS and ctx.contract_is_ours
        and ctx.is_legal(bid(5, trumps))
    )  # fmt: skip


def _safe_grand_slam(ctx: Ctx, h: HandInfo) -> bool:
    """Rule 7.7: no ace can be missing (I hold four, or they cannot have 4 HCP)."""
    return h.aces == 4 or their_most_hcp(ctx, h) < ONE_ACE


def _pick_small(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    return (
        trump_suit(ctx, h) is suit_of(call)
        and trump_total(ctx, h) >= 33
        and _safe_small_slam(ctx, h, suit_of(call))
    )


def _pick_grand(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    return (
        trump_suit(ctx, h) is suit_of(call)
        and trump_total(ctx, h) >= 37
        and _safe_grand_slam(ctx, h)
    )


def natural_slam_try_ok(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 7.14 (conventions): a major fit two points short of slam, with two aces, opposite
    a hand whose strength is known within ten points: five of the major asks partner to bid
    six with an ace and better than a minimum. The five level must be safe when partner
    declines: a ninth trump, and no side suit where they can cash two tricks."""
    t = my_fit(ctx, h)
    limited = ctx.partner_max - ctx.partner_min <= 10
    return (
        limited and t is suit_of(call) and t in MAJORS and h.aces >= 2
        and 31 <= trump_total(ctx, h) < 33
        and h.length(t) + ctx.shown_len(ctx.partner, t) >= 9
        and _controls_every_side_suit(ctx, h, t)
    )  # fmt: skip


def two_aces_short_of_slam(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rules 7.14 and 7.20 (natural): slam values in the suit of `call`, our fit, and exactly
    two aces, opposite a hand that may hold none: the bid asks partner for a third."""
    return (
        my_fit(ctx, h) is suit_of(call) and h.aces == 2 and trump_total(ctx, h) >= 33
        and their_most_hcp(ctx, h) >= TWO_ACES
    )  # fmt: skip


def ace_ask_ok(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 7.14 (natural): five of our major asks partner to bid six with an ace."""
    return two_aces_short_of_slam(ctx, h, call) and _asks_for_an_ace(ctx, suit_of(call))


def _ace_ask_need(ctx: Ctx, call: Call) -> Need:
    base = _suit_slam_need(33)(ctx, call)
    assert base is not None
    return replace(base, aces=frozenset((2,)))


def answering_slam_try(ctx: Ctx) -> bool:
    return ctx.has_tag(ctx.partner, "slam_try") and ctx.rho_passed


def _accepts_slam_try(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 7.14: two aces, or one with extras or two of the top three trumps (the try holds
    two aces, so the slam then lacks at most one ace and no trump trick)."""
    if ctx.system is System.NATURAL:
        # The natural system's try holds the values and two aces: one more is enough.
        return h.aces >= 1
    lo, hi = ctx.strength[ctx.seat]
    upper = h.points * 2 >= lo + hi if hi - lo <= 12 else h.points >= lo + 3
    trumps = suit_of(call)
    return h.aces >= 2 or (h.aces == 1 and (upper or h.top_honours[trumps] >= 2))


def quantitative_context(ctx: Ctx) -> bool:
    """Partner's last bid was notrump: 4NT and 5NT are quantitative (rules 7.10 and 7.15).
    Directly over partner's notrump opening, section 5 has the same ladder."""
    b = ctx.partner_last_bid
    if b is None or not ctx.contract_is_ours or not ctx.rho_passed or over_nt_opening(ctx):
        return False
    if b.strain is NT:
        return b.level <= 3
    # Partner opened notrump and has only answered Stayman or completed a transfer.
    o = ctx.opening
    return (
        ctx.opener is ctx.partner and o is not None and o.strain is NT
        and bool({"stayman_answer", "transfer_done"} & (ctx.last_meaning_of(ctx.partner)
                                                       or _NO_MEANING).tags)
    )  # fmt: skip


def invited_to_slam(ctx: Ctx) -> bool:
    """Partner's quantitative 4NT or 5NT: rule 8.1 answers it."""
    b = ctx.partner_last_bid
    return b is not None and b.strain is NT and b.level >= 4 and ctx.has_tag(ctx.partner, "invite")


_NO_MEANING = Meaning((), "", False, None)


def over_nt_opening(ctx: Ctx) -> bool:
    """My first call over partner's notrump opening: section 5 answers it."""
    o = ctx.opening
    return (
        ctx.opener is ctx.partner and o is not None and o.strain is NT and o.level <= 2
        and not ctx.bids_by(ctx.seat)
    )  # fmt: skip


def no_fit_slam_hand(ctx: Ctx, h: HandInfo) -> bool:
    return my_fit(ctx, h) is None and notrump_shape(ctx, h)


# --- Control bids (rules 7.17-7.19): the natural system's way to find a suit neither hand
# controls before a slam in our major.


def _read_controls(ctx: Ctx, seat: Seat, denied: bool) -> frozenset[Suit]:
    out: frozenset[Suit] = frozenset()
    for i, _ in ctx.calls_by(seat):
        m = ctx.meanings[i]
        if m is not None and m.need is not None:
            out |= m.need.no_controls if denied else m.need.controls
    return out


def shown_controls(ctx: Ctx, seat: Seat) -> frozenset[Suit]:
    """The suits `seat`'s control bids have shown a first- or second-round control in."""
    return _read_controls(ctx, seat, denied=False)


def control_trumps(ctx: Ctx) -> Suit | None:
    """Rule 7.17: the major we have agreed, when partner has just bid it at the three level
    and the next player passed: a new suit below game is then a control bid. Natural system
    only (the conventions system asks with Blackwood, rule 7.1)."""
    b = ctx.partner_last_bid
    if ctx.system is not System.NATURAL or not ctx.rho_passed or not ctx.contract_is_ours:
        return None
    if b is None or b.level != 3 or b.strain.suit not in MAJORS:
        return None
    if ctx.ever_tagged(ctx.seat, "control") or ctx.ever_tagged(ctx.partner, "control"):
        return None
    t = b.strain.suit
    mine = any(m.strain == b.strain for m in ctx.bids_by(ctx.seat))
    return t if mine or ctx.agreed_suit is t else None


def asked_trumps(ctx: Ctx) -> Suit | None:
    """The major of the control bids made so far: the three-level bid the first one was made
    over (the next player passed in between)."""
    for i, m in enumerate(ctx.meanings):
        if m is not None and "control_ask" in m.tags and i >= 2:
            before = ctx.calls[i - 2].bid
            return before.strain.suit if before is not None else None
    return None


def answering_control(ctx: Ctx) -> bool:
    """Rule 7.18: partner has just made the first control bid, and the next player passed."""
    return (
        ctx.system is System.NATURAL and ctx.rho_passed and ctx.has_tag(ctx.partner, "control_ask")
        and asked_trumps(ctx) is not None
    )  # fmt: skip


def after_control_answer(ctx: Ctx) -> bool:
    """Rule 7.19: I made the first control bid and partner has answered it."""
    return (
        ctx.system is System.NATURAL and ctx.rho_passed
        and ctx.has_tag(ctx.partner, "control_answer") and ctx.ever_tagged(ctx.seat, "control_ask")
        and asked_trumps(ctx) is not None
    )  # fmt: skip


def control_stopped(ctx: Ctx) -> bool:
    """Rule 7.19: partner made the first control bid and has now stopped in game."""
    b = ctx.partner_last_bid
    return (
        ctx.system is System.NATURAL and ctx.rho_passed
        and ctx.ever_tagged(ctx.partner, "control_ask") and b is not None
        and b.level == 4 and b.strain.suit is asked_trumps(ctx)
    )  # fmt: skip


def _exchange_trumps(ctx: Ctx) -> Suit:
    t = control_trumps(ctx) or asked_trumps(ctx)
    assert t is not None
    return t


def _control_calls(ctx: Ctx) -> list[Call]:
    """The side suits' cheapest bids below four of our major, cheapest first."""
    t = _exchange_trumps(ctx)
    game = Bid(4, Strain.of(t)).rank
    calls = [
        c for s in Suit
        if s is not t and (c := ctx.cheapest(Strain.of(s))) is not None and _bid_rank(c) < game
    ]  # fmt: skip
    return sorted(calls, key=_bid_rank)


def _skipped(ctx: Ctx, call: Call) -> list[Suit]:
    """The side suits a control bid passes over: it denies a control in each."""
    return [suit_of(c) for c in _control_calls(ctx) if _bid_rank(c) < _bid_rank(call)]


def _control_ask_need(ctx: Ctx, call: Call) -> Need:
    floor = max(0, 33 - ctx.partner_min - 5)
    return need(points=(floor, 40), controls=(suit_of(call),), no_controls=_skipped(ctx, call))


def _control_ask_pick(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Slam values in our major (rule 7.6's count) and a side suit I do not control: partner
    is asked whether it holds what I lack. With every side suit controlled, rule 7.6 needs
    no asking."""
    t = _exchange_trumps(ctx)
    return (
        my_fit(ctx, h) is t and trump_total(ctx, h) >= 33
        and not all(h.controls(s) for s in Suit if s is not t)
    )  # fmt: skip


def _denied_by_partner(ctx: Ctx) -> frozenset[Suit]:
    m = ctx.last_meaning_of(ctx.partner)
    return m.need.no_controls if m is not None and m.need is not None else frozenset()


def _control_answer_need(ctx: Ctx, call: Call) -> Need:
    controls = {suit_of(call), *_denied_by_partner(ctx)}
    return need(controls=controls, no_controls=_skipped(ctx, call))


def _game_in_trumps(ctx: Ctx) -> list[Call]:
    c = bid(4, _exchange_trumps(ctx))
    return [c] if ctx.is_legal(c) else []


def denied_controls(ctx: Ctx, seat: Seat) -> frozenset[Suit]:
    """The suits `seat`'s control bids have passed over: it holds no control there."""
    return _read_controls(ctx, seat, denied=True)


def _slam_ready(ctx: Ctx, h: HandInfo) -> bool:
    """After partner's control bid: no side suit is known to be uncontrolled in both hands
    (I lack a control and partner passed over the suit), and a slam rule (7.6, 7.7, or the
    ace ask of 7.14) would bid."""
    t = _exchange_trumps(ctx)
    denied = denied_controls(ctx, ctx.partner)
    if any(not h.controls(s) and s in denied for s in Suit if s is not t):
        return False
    return (
        _pick_grand(ctx, h, bid(7, t)) or _pick_small(ctx, h, bid(6, t))
        or (ctx.is_legal(bid(5, t)) and ace_ask_ok(ctx, h, bid(5, t)))
    )  # fmt: skip


def _control_sign_off(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 7.19: partner's game ends the exchange; over partner's control bid (or five of
    our major, rule 7.18), game or a pass unless the slam is ready."""
    b = ctx.partner_last_bid
    t = _exchange_trumps(ctx)
    if b is not None and b == Bid(4, Strain.of(t)):
        return call == PASS
    if _slam_ready(ctx, h):
        return False
    return call == (_game_in_trumps(ctx) or [PASS])[0]


def _passed_over_only(ctx: Ctx) -> bool:
    """Rule 7.18: partner's control bid passed over a suit (so five of our major can say
    that I control each such suit and hold no control to show below game)."""
    return answering_control(ctx) and bool(_denied_by_partner(ctx))


def _five_answer_need(ctx: Ctx, call: Call) -> Need:
    return need(controls=_denied_by_partner(ctx),
                no_controls=[suit_of(c) for c in _control_calls(ctx)])  # fmt: skip


def _five_in_trumps(ctx: Ctx) -> list[Call]:
    c = bid(5, _exchange_trumps(ctx))
    return [c] if ctx.is_legal(c) else []


# --- Rule 7.20: the natural system's ace ask in a minor, where five of it is the game.


def minor_ask_trumps(ctx: Ctx) -> Suit | None:
    """Rule 7.20: the minor partner's last bid raised (a suit I have bid), or one we have shown
    eight cards of together, when four of it is still a bid below game, the contract is ours
    and the next player passed. Four of partner's own minor stays a raise that shows support
    (after a jump shift it is the way to agree the suit). Natural system only (the conventions
    system asks with Blackwood, rule 7.1)."""
    if ctx.system is not System.NATURAL or not ctx.rho_passed or not ctx.contract_is_ours:
        return None
    b = ctx.partner_last_bid
    raised = b is not None and any(m.strain == b.strain for m in ctx.bids_by(ctx.seat))
    t = b.strain.suit if b is not None and raised else ctx.agreed_suit
    if t not in MINORS or not slam_zone(ctx):
        return None
    return t if ctx.is_legal(bid(4, t)) else None


def _minor_ask_calls(ctx: Ctx) -> list[Call]:
    t = minor_ask_trumps(ctx)
    return [] if t is None else [bid(4, t)]


def answering_minor_ask(ctx: Ctx) -> bool:
    return ctx.has_tag(ctx.partner, "minor_ask") and ctx.rho_passed


def _minor_answer(level: int) -> CallsFn:
    def fn(ctx: Ctx) -> list[Call]:
        b = ctx.partner_last_bid
        return [] if b is None or b.strain.suit is None else [bid(level, b.strain.suit)]

    return fn


def minor_ask_declined(ctx: Ctx) -> bool:
    """Rule 7.20: partner has answered my four of our minor with five: no ace."""
    return ctx.has_tag(ctx.seat, "minor_ask") and ctx.has_tag(ctx.partner, "minor_answer") and (
        ctx.rho_passed and (b := ctx.partner_last_bid) is not None and b.level == 5
    )  # fmt: skip


_minor_ask = [
    rule("7.20", "Four of our minor: slam values and two aces; asks partner to bid six with an "
         "ace, five without", priority=91, system=System.NATURAL,
         when=lambda ctx: minor_ask_trumps(ctx) is not None, calls=_minor_ask_calls,
         need=_ace_ask_need, pick=two_aces_short_of_slam, forcing=True, tags=["minor_ask"]),
    rule("7.20", "Six of our minor: an ace for partner's slam", priority=99,
         system=System.NATURAL, when=answering_minor_ask, calls=_minor_answer(6),
         need=need(aces=(1, 2, 3, 4)), tags=["minor_answer"]),
    rule("7.20", "Five of our minor: no ace", priority=98, system=System.NATURAL,
         when=answering_minor_ask, calls=_minor_answer(5), need=need(aces=(0,)),
         tags=["minor_answer"]),
    rule("7.20", "Pass: two aces are missing", calls="P", priority=100, system=System.NATURAL,
         when=minor_ask_declined),
]  # fmt: skip


_controls = [
    rule("7.17", "Control bid: slam interest in our major; the cheapest suit where I hold the "
         "ace, king, a singleton or a void", priority=94, when=lambda ctx: control_trumps(ctx)
         is not None, calls=_control_calls, need=_control_ask_need, pick=_control_ask_pick,
         forcing=True, alert=True, tags=["control", "control_ask"]),
    rule("7.18", "Control bid in answer: my cheapest ace, king, singleton or void, with one "
         "in each suit partner passed over", priority=97,
         when=answering_control, calls=_control_calls, need=_control_answer_need, forcing=True,
         alert=True, tags=["control", "control_answer"]),
    rule("7.18", "Five of our major: a control in each suit partner passed over, and none "
         "to show below game", priority=96, when=_passed_over_only, calls=_five_in_trumps,
         need=_five_answer_need, alert=True, tags=["control", "control_answer"]),
    rule("7.19", "Game in our major: no control to show, or none in a suit partner passed "
         "over", priority=95, when=answering_control, calls=_game_in_trumps,
         tags=["control_answer"]),
    rule("7.19", "Game in our major: a suit neither of us controls, or no slam", priority=93,
         when=after_control_answer, calls=lambda ctx: [*_game_in_trumps(ctx), PASS],
         pick=_control_sign_off),
    rule("7.19", "Pass: the control bids have stopped in game", calls="P", priority=100,
         when=control_stopped),
]  # fmt: skip


_slam = [
    rule("7.16", "Pass: partner has placed the slam", calls="P", priority=100,
         when=lambda ctx: (b := ctx.partner_last_bid) is not None and b.level >= 6
         and ctx.contract_is_ours and ctx.rho_passed and not ctx.has_tag(ctx.partner, "bw_answer")
         and not ctx.has_tag(ctx.partner, "king_answer")
         and not ctx.has_tag(ctx.partner, "invite")),
    rule("7.1", "Blackwood: asks how many aces", calls="4NT", priority=95,
         system=System.CONVENTIONS, when=blackwood_context, alert=True, forcing=True,
         tags=["blackwood"], need=_slam_need(33), pick=_may_ask),
    rule("7.1", "Blackwood with two aces: asks for a third", calls="4NT", priority=95,
         system=System.CONVENTIONS, when=blackwood_context, alert=True, forcing=True,
         tags=["blackwood"], need=_slam_need(33), pick=_may_ask_unguarded),
    rule("7.2", "Answer to Blackwood: 0 or 4 aces", calls="5C", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "blackwood")
         and ctx.rho_passed, alert=True, tags=["bw_answer"], need=need(aces=(0, 4))),
    rule("7.2", "Answer to Blackwood: 1 ace", calls="5D", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "blackwood")
         and ctx.rho_passed, alert=True, tags=["bw_answer"], need=need(aces=(1,))),
    rule("7.2", "Answer to Blackwood: 2 aces", calls="5H", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "blackwood")
         and ctx.rho_passed, alert=True, tags=["bw_answer"], need=need(aces=(2,))),
    rule("7.2", "Answer to Blackwood: 3 aces", calls="5S", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "blackwood")
         and ctx.rho_passed, alert=True, tags=["bw_answer"], need=need(aces=(3,))),
    rule("7.11", "5NT: every ace is ours; asks how many kings", calls="5NT", priority=99,
         system=System.CONVENTIONS, when=asking_back, alert=True, forcing=True,
         tags=["king_ask"], pick=lambda ctx, h, call: _wants_kings(ctx, h)),
    rule("7.12", "Answer to 5NT: 0 or 4 kings", calls="6C", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "king_ask")
         and ctx.rho_passed, alert=True, tags=["king_answer"], need=need(kings=(0, 4))),
    rule("7.12", "Answer to 5NT: 1 king", calls="6D", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "king_ask")
         and ctx.rho_passed, alert=True, tags=["king_answer"], need=need(kings=(1,))),
    rule("7.12", "Answer to 5NT: 2 kings", calls="6H", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "king_ask")
         and ctx.rho_passed, alert=True, tags=["king_answer"], need=need(kings=(2,))),
    rule("7.12", "Answer to 5NT: 3 kings", calls="6S", priority=99,
         system=System.CONVENTIONS, when=lambda ctx: ctx.has_tag(ctx.partner, "king_ask")
         and ctx.rho_passed, alert=True, tags=["king_answer"], need=need(kings=(3,))),
    rule("7.13", "Grand slam: every ace and king is ours", priority=99,
         system=System.CONVENTIONS, when=kings_back,
         calls=lambda ctx: _slam_in_trumps(ctx, 7),
         pick=lambda ctx, h, call: place_slam(ctx, h, call, 7) and (
             _kings_missing(ctx, h) == 0
             or (_kings_missing(ctx, h) == 1 and trump_total(ctx, h) >= 37))),
    rule("7.13", "Small slam: a king is missing", priority=98, system=System.CONVENTIONS,
         when=kings_back, calls=lambda ctx: [*_slam_in_trumps(ctx, 6), PASS],
         pick=lambda ctx, h, call: place_slam(ctx, h, call, 6)),
    rule("7.3", "Grand slam: no ace missing", priority=99, system=System.CONVENTIONS,
         when=asking_back, calls=lambda ctx: _slam_in_trumps(ctx, 7),
         pick=lambda ctx, h, call: _aces_missing(ctx, h) == 0 and trump_total(ctx, h) >= 37
         and not _wants_kings(ctx, h) and place_slam(ctx, h, call, 7)),
    rule("7.4", "Small slam: at most one ace missing", priority=98,
         system=System.CONVENTIONS, when=asking_back,
         calls=lambda ctx: _slam_in_trumps(ctx, 6),
         pick=lambda ctx, h, call: _aces_missing(ctx, h) <= 1 and place_slam(ctx, h, call, 6)),
    rule("7.5", "Sign-off: two aces missing", priority=97, system=System.CONVENTIONS,
         when=asking_back, calls=lambda ctx: [*_slam_in_trumps(ctx, 5), PASS],
         pick=lambda ctx, h, call: _aces_missing(ctx, h) >= 2 and place_slam(ctx, h, call, 5)),
    rule("7.14", "Five of our major: asks partner to bid six with an ace and extras",
         priority=88, when=lambda ctx: slam_zone(ctx) and ctx.contract_is_ours,
         tags=["slam_try"], system=System.CONVENTIONS,
         calls=lambda ctx: [c for m in MAJORS if (c := bid(5, m)) and ctx.is_legal(c)],
         need=_suit_slam_need(32, together=9), pick=natural_slam_try_ok),
    rule("7.14", "Accepts the slam try: six of our major", priority=92,
         when=answering_slam_try,
         calls=lambda ctx: [c for c in [ctx.cheapest(Strain.of(response_suit(ctx)))]
                            if c is not None and level_of(c) == 6],
         need=need(aces=(1, 2, 3, 4)), pick=_accepts_slam_try),
    rule("7.14", "Declines the slam try", calls="P", priority=91, when=answering_slam_try),
    rule("7.14", "Five of our major: slam values and two aces; asks partner to bid six with "
         "an ace", priority=88, when=lambda ctx: slam_zone(ctx) and ctx.contract_is_ours,
         tags=["slam_try"], system=System.NATURAL,
         calls=lambda ctx: [c for m in MAJORS if (c := bid(5, m)) and ctx.is_legal(c)],
         need=_ace_ask_need, pick=ace_ask_ok),
    rule("7.6", "Small slam in our fit", calls=_suit_slam_calls(6), when=slam_zone, priority=90,
         need=_suit_slam_need(33), pick=_pick_small),
    rule("7.7", "Grand slam in our fit", calls=_suit_slam_calls(7), when=slam_zone, priority=91,
         need=_suit_slam_need(37), pick=_pick_grand),
    rule("7.8", "6NT: enough high cards for slam, no fit", calls="6NT",
         when=lambda ctx: our_auction(ctx) and not kings_back(ctx) and not over_nt_opening(ctx)
         and not invited_to_slam(ctx), priority=88,
         need=_nt_slam_need(33),
         pick=lambda ctx, h, call: no_fit_slam_hand(ctx, h) and sure_nt_slam(ctx, h)),
    rule("7.9", "7NT: enough high cards for a grand slam", calls="7NT",
         when=lambda ctx: our_auction(ctx) and not kings_back(ctx) and not over_nt_opening(ctx)
         and not invited_to_slam(ctx), priority=90,
         need=_nt_slam_need(37),
         pick=lambda ctx, h, call: no_fit_slam_hand(ctx, h)
         and h.hcp + partner_hcp(ctx)[0] >= 37),
    rule("7.15", "5NT: quantitative, asks for 7NT with a maximum", calls="5NT", priority=89,
         when=quantitative_context, tags=["invite"], forcing=True,
         need=_nt_slam_need(35),
         pick=lambda ctx, h, call: no_fit_slam_hand(ctx, h) and slam_hcp(ctx, h) >= 35
         and h.hcp + partner_hcp(ctx)[0] < 37),
    rule("7.15", "6NT: declines the invitation to seven", calls="6NT", priority=55,
         when=lambda ctx: (b := ctx.partner_last_bid) is not None and b == Bid(5, NT)
         and ctx.has_tag(ctx.partner, "invite") and ctx.rho_passed),
    rule("7.10", "4NT: quantitative, invites 6NT", calls="4NT", priority=86, tags=["invite"],
         when=quantitative_context, need=_nt_slam_need(31),
         pick=lambda ctx, h, call: no_fit_slam_hand(ctx, h) and slam_hcp(ctx, h) >= 31
         and not sure_nt_slam(ctx, h)),
    rule("7.10", "4NT: natural, invites slam", calls="4NT", priority=20, tags=["invite"],
         when=lambda ctx: (our_auction(ctx) and not blackwood_context(ctx))
         or (ctx.system is System.NATURAL and our_auction(ctx)),
         need=_slam_need(31), pick=lambda ctx, h, call: False),
]  # fmt: skip


def place_slam(ctx: Ctx, h: HandInfo, call: Call, level: int) -> bool:
    """The asker's slam (or sign-off) at `level`: in its trump suit, or in notrump when that
    bid is no longer available; a pass when partner's answer is already the contract."""
    t = trump_suit(ctx, h)
    target = Call.make_bid(level, Strain.of(t) if t is not None else NT)
    if ctx.is_legal(target):
        return call == target
    answer = ctx.partner_last_bid
    if answer is not None and answer.level == level and t is not None and answer.strain.suit is t:
        return call == PASS
    fallback = Call.make_bid(level, NT)
    if ctx.is_legal(fallback):
        return call == fallback
    return call.bid is not None and t is not None and call.bid.strain.suit is t


def _slam_in_trumps(ctx: Ctx, level: int) -> list[Call]:
    """The asker's bids at `level`: every suit, and notrump (the asker places the slam)."""
    return [c for st in Strain if (c := Call.make_bid(level, st)) and ctx.is_legal(c)]


# --- 8. Later rounds: placing the contract --------------------------------------------------


def later_round(ctx: Ctx) -> bool:
    """We are bidding our own contract beyond the first round (or competing for it)."""
    return our_auction(ctx) and not ctx.has_tag(ctx.partner, "transfer")


GAME = 25


def _game_call(ctx: Ctx, h: HandInfo) -> Call | None:
    """Rule 8.2: with 25 points together (counting shortness with a fit), four of a major fit
    or of my six-card major; else 3NT with every suit they bid stopped, a minor opened on
    three cards too (or with no fit at all, when I am not short in their suit; when I am,
    five of my own six-card minor); else five of a minor fit with 28."""
    fit = my_fit(ctx, h)
    if fit in MAJORS:
        return bid(4, fit) if fit_total(ctx, h) >= GAME else None
    # My own six-card major plays a trick lower than five of a minor fit; never one they have
    # bid, where their length sits over mine and partner is known to be short.
    theirs = their_opening_suits(ctx)
    long_majors = [s for s in MAJORS if h.length(s) >= 6 and s not in theirs]
    if long_majors and fit_total(ctx, h) >= GAME:
        return bid(4, long_majors[0])
    stopped = all(h.stoppers[s] for s in their_suits_to_stop(ctx))
    # With no fit, 3NT may go without a stopper, but not with a singleton or void there: they
    # run the suit. Five of my own long minor is then the game, from the same 25 points.
    short = any(h.length(s) <= 1 and not h.stoppers[s] for s in their_suits_to_stop(ctx))
    if not stopped and fit is None and h.points + ctx.partner_min >= (GAME if short else 28):
        own_minors = [s for s in (C, D) if h.length(s) >= 6 and s not in theirs]
        if own_minors and ctx.is_legal(Call.parse("3NT")):
            return bid(5, own_minors[0])
    # Partner's cue bid of their suit (rules 3.16, 5.37) asks for their suit stopped: 3NT
    # without it would leave it open in both hands.
    gamble = fit is None and not short and not ctx.has_tag(ctx.partner, "cue")
    # Notrump ruffs nothing: 3NT counts no shortness, even beside a minor fit.
    if (stopped or gamble) and h.points + ctx.partner_min >= GAME:
        return Call.parse("3NT")
    if fit is not None and fit_total(ctx, h) >= 28:
        return bid(5, fit)
    return None


def declined_my_invitation(ctx: Ctx) -> bool:
    """Rule 8.2: my last call invited game and partner answered below game, not forcing: my
    values are told, and partner has judged them too few."""
    mine, answer = ctx.last_meaning_of(ctx.seat), ctx.last_meaning_of(ctx.partner)
    last = ctx.last_call_of(ctx.partner)
    b = last[1].bid if last is not None else None
    return (
        mine is not None and "invite" in mine.tags and ctx.rho_passed
        and b is not None and not (answer is not None and answer.forcing)
        and b.level < game_level(b.strain)
    )  # fmt: skip


def _game_need(ctx: Ctx, call: Call) -> Need:
    """Rule 8.2: game values opposite partner's minimum, and the trumps a suit game needs:
    an eight-card fit with partner's shown cards (two of them at least), or six of my own."""
    points = (max(0, GAME - ctx.partner_min - 3), 40)
    suit = suit_of(call) if call.bid is not None and call.bid.strain is not NT else None
    if suit is None:
        return need(points=points)
    shown = ctx.shown_len(ctx.partner, suit)
    length = min(6, 8 - shown) if shown >= 2 else 6
    return need(points=points, lengths={suit: (length, 13)})


def _game_calls(ctx: Ctx) -> list[Call]:
    return [Call.parse("3NT"), bid(4, H), bid(4, S), bid(5, C), bid(5, D)]


def _accept_target(ctx: Ctx) -> Call | None:
    """The game (or slam) that partner's invitation asks about."""
    b = ctx.partner_last_bid
    if b is None:
        return None
    if b.strain is NT:
        return {4: Call.parse("6NT"), 5: Call.parse("7NT")}.get(b.level, Call.parse("3NT"))
    if b.strain.is_major:
        return bid(4, b.strain)
    return Call.parse("3NT")


def _accept_in_my_major(ctx: Ctx) -> list[Call]:
    """Rule 8.1: over partner's invitation in a minor or 2NT, game in a major I have bid."""
    b = ctx.partner_last_bid
    if b is None or b.level != (2 if b.strain is NT else 3) or b.strain.suit in MAJORS:
        return []
    mine = {x.strain.suit for x in ctx.bids_by(ctx.seat)}
    return [bid(4, m) for m in MAJORS if m in mine]


RAISE_MINOR_TO_INVITE = "Invitation to game: a raise of partner's minor"


def _minor_raised_to_invite(ctx: Ctx) -> bool:
    """Partner's last call was rule 8.3's raise of my minor, made instead of 2NT."""
    m = ctx.last_meaning_of(ctx.partner)
    return m is not None and TITLE_IDS[("8.3", RAISE_MINOR_TO_INVITE)] in m.titles


def _accepts(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 8.1: the upper half of my own range when it is narrow; otherwise (and for a game
    from any range), as rule 8.2 counts, game values opposite partner's minimum."""
    if call == Call.parse("3NT") and h.shortest() < 2 and _minor_raised_to_invite(ctx):
        # Partner raised my minor rather than bid 2NT, for a suit it cannot guard: my
        # shortness guards nothing either, so the minor part-score stands (rule 8.3).
        return False
    lo, hi = ctx.strength[ctx.seat]
    upper_half = False
    if hi - lo <= 11:
        # Game in our major counts support points, as a raise of it did (rule 1.6).
        suit = call.bid.strain.suit if call.bid is not None else None
        fit = my_fit(ctx, h)
        mine = h.support_points(suit) if suit is not None and suit is fit else h.points
        if call.bid is not None and call.bid.level >= 6 and call.bid.strain is NT:
            # A notrump slam counts high cards alone (rule 7.8).
            mine = h.hcp
        upper_half = mine * 2 >= lo + hi
    if upper_half or (call.bid is not None and call.bid.level >= 6):
        return upper_half
    # A strong invitation (an 18-19 notrump rebid) is worth accepting from the bottom of a
    # narrow range too: game is there whenever the points together reach it.
    return fit_total(ctx, h) >= 25


def _accepts_slam_without_top(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 8.1: a notrump slam invited opposite a range with no top (a strong two's), which
    has no upper half. The inviter counted my high cards at their minimum and half their
    range's width, at most two (rule 7.10), and asked for the slam's last two points."""
    mine = ctx.shown[ctx.seat]
    width = mine.max_hcp - mine.min_hcp
    if call.bid is None or call.bid.level < 6 or call.bid.strain is not NT or width <= 11:
        return False
    return h.hcp >= mine.min_hcp + min(2, width // 2) + 2


def partner_mid(ctx: Ctx) -> int:
    return (ctx.partner_min + ctx.partner_max) // 2


def _invite_over_them_ok(ctx: Ctx) -> bool:
    """Rule 8.3: partner's bid has narrowed partner's range, and the next player has bid over
    it below 2NT: the invitation partner's bid asked me about is still there in notrump."""
    last, b = ctx.last_call_of(ctx.partner), ctx.last_bid
    return (
        later_round(ctx) and ctx.partner_max - ctx.partner_min <= 8
        and not ctx.has_tag(ctx.partner, "invite") and not ctx.contract_is_ours
        and last is not None and last[1].bid is not None and ctx.last_bidder is ctx.rho
        and b is not None and b.level <= 2 and b.strain is not NT
    )  # fmt: skip


def _contested_invite_ok(ctx: Ctx) -> bool:
    """Rule 8.3: partner opened, I answered with a bid, they overcalled below 2NT, and partner
    passed it, leaving my second call to say whether game is near; partner's range is still
    the opening's."""
    b, last, mine = ctx.last_bid, ctx.last_call_of(ctx.partner), ctx.last_call_of(ctx.seat)
    return (
        ctx.opener is ctx.partner and one_of_suit(ctx) and my_calls_since_opening(ctx) == 1
        and mine is not None and mine[1].bid is not None
        and not ctx.contract_is_ours and ctx.rho_passed
        and b is not None and b.level <= 2 and b.strain is not NT
        and last is not None and last[1] == PASS
    )  # fmt: skip


def _invite_call(ctx: Ctx, h: HandInfo) -> Call | None:
    """Rule 8.3: three of our major fit; else 2NT, also when partner's last bid is our minor fit
    and I hold no singleton (nine tricks in notrump come before eleven in the minor)."""
    fit = my_fit(ctx, h)
    if fit in MAJORS:
        return bid(3, fit)
    last = ctx.partner_last_bid
    if fit is not None and (h.shortest() < 2 or last is None or last.strain.suit is not fit):
        # Beside partner's other suit, the preference to our minor (rule 8.4) comes first.
        return None
    return Call.parse("2NT")


def my_suit_to_jump(ctx: Ctx) -> Suit | None:
    """Rule 8.3: partner opened and the opponents have only passed; the one suit I have bid,
    at the one level, when partner has not shown two cards of it and three of it is a jump."""
    if ctx.opener is not ctx.partner or not ctx.their_side_silent:
        return None
    mine = ctx.bids_by(ctx.seat)
    if len(mine) != 1 or mine[0].level != 1 or (s := mine[0].strain.suit) is None:
        return None
    if ctx.shown_len(ctx.partner, s) >= 2 or ctx.cheapest_level(Strain.of(s)) != 2:
        return None
    return s


def invite_open(ctx: Ctx) -> bool:
    """Rule 8.3: our own auction, partner's range no wider than eight, and partner has not
    invited already."""
    return (
        later_round(ctx) and ctx.partner_max - ctx.partner_min <= 8
        and not ctx.has_tag(ctx.partner, "invite") and ctx.contract_is_ours
    )  # fmt: skip


def invite_bounds(ctx: Ctx) -> Bounds:
    """Rule 8.3: the points that make game possible but not sure: 24 with partner's middle,
    under 25 with partner's minimum."""
    return (max(0, 24 - partner_mid(ctx)), max(0, 24 - ctx.partner_min))


def guards_suits_neither_of_us_bid(ctx: Ctx, h: HandInfo) -> bool:
    """Rules 8.3 and 8.13: my hand stops every suit neither partner nor I have named, as a
    natural 2NT in our own auction should."""
    named = {b.strain.suit for seat in (ctx.seat, ctx.partner) for b in ctx.bids_by(seat)}
    return all(h.stoppers[t] for t in Suit if t not in named)


def minor_to_raise(ctx: Ctx) -> Suit | None:
    """Rule 8.3: partner opened, the opponents have only passed, and partner's last bid was a
    minor at the two level that I have not bid: the minor, which three of raises."""
    last = ctx.partner_last_bid
    if ctx.opener is not ctx.partner or last is None or last.level != 2:
        return None
    if not ctx.their_side_silent:
        return None
    m = last.strain.suit
    if m not in MINORS or any(b.strain.suit is m for b in ctx.bids_by(ctx.seat)):
        return None
    return m


def _raise_minor_pick(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 8.3: the raise of partner's minor invites when 2NT would leave an unbid suit
    unguarded or a singleton beside the fit: eleven tricks in the minor, not nine in notrump."""
    if my_fit(ctx, h) is not suit_of(call):
        return False
    return h.shortest() < 2 or not guards_suits_neither_of_us_bid(ctx, h)


def _invite_need(ctx: Ctx, call: Call) -> Need:
    """Rule 8.3: the points that make game possible but not sure. Three of our major counts
    shortness (rule 1.6); 2NT counts high cards (rule 1.2) and holds two or more cards in
    each suit partner has shown."""
    bounds = invite_bounds(ctx)
    suit = call.bid.strain.suit if call.bid is not None else None
    if suit is not None:
        return need(points=bounds, trumps=suit)
    return need(
        hcp=bounds,
        lengths={s: (2, 13) for s in ctx.suits_shown(ctx.partner)},
        stoppers=their_suits_to_stop(ctx),
    )


def _lott_ok(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 8.6: compete to the level of the trumps we hold together, and no higher; above
    their game only when the save pays (rule 12.3)."""
    fit = my_fit(ctx, h)
    if fit is not suit_of(call):
        return False
    total = h.length(fit) + ctx.shown_len(ctx.partner, fit)
    return (
        level_of(call) <= total - 6
        and ctx.partner_last_bid is not None
        and (ctx.partner_last_bid.strain.suit is not fit or not ctx.contract_is_ours)
        and (not over_their_game(ctx) or save_pays(ctx, total, call))
    )


def _own_suit_lott_ok(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 8.6: with no fit shown, my own six-card suit competes as if partner held two of
    it (the length a suit bid opposite an unknown hand can count on), and no higher."""
    if my_fit(ctx, h) is not None:
        return False
    suit = suit_of(call)
    total = h.length(suit) + max(2, ctx.shown_len(ctx.partner, suit))
    return (
        h.longest_suits()[0] is suit
        and level_of(call) <= total - 6
        and (not over_their_game(ctx) or save_pays(ctx, total, call))
    )


def _extra_values_compete_ok(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 8.6: a six-card suit of my own with 15+ points competes at the three level, one
    level past the count of rule 8.6's own suit: the extra values take the trick a seventh
    trump would."""
    if my_fit(ctx, h) is not None:
        return False
    suit = suit_of(call)
    total = h.length(suit) + max(2, ctx.shown_len(ctx.partner, suit))
    return h.longest_suits()[0] is suit and level_of(call) == total - 5


def over_their_game(ctx: Ctx) -> bool:
    b = ctx.last_bid
    return (
        b is not None and not ctx.contract_is_ours
        and contract_points(b.level, b.strain, Doubling.UNDOUBLED) >= 100
    )  # fmt: skip


def their_game_value(ctx: Ctx) -> int:
    """What their contract scores if it makes: trick points and the game bonus (rule 12.3);
    in a rubber a game that gives them the rubber is worth its bonus instead."""
    b = ctx.last_bid
    assert b is not None
    vul = ctx.they_are_vulnerable
    bonus = 500 if vul else 300
    if ctx.standing is not None and ctx.standing.rubber:
        bonus = 500 if vul else 350
    return contract_points(b.level, b.strain, Doubling.UNDOUBLED) + bonus


def save_pays(ctx: Ctx, our_trumps: int, call: Call) -> bool:
    """Rule 12.3: a save over their game only when it costs less than their game, doubled
    and by the count of total tricks (our trumps and theirs, taken as eight, less the
    tricks their contract takes)."""
    b = ctx.last_bid
    assert b is not None
    their_trumps = 8
    if b.strain.suit is not None:
        their_trumps = max(8, ctx.shown_len(ctx.lho, b.strain.suit)
                           + ctx.shown_len(ctx.rho, b.strain.suit))  # fmt: skip
    our_tricks = our_trumps + their_trumps - (b.level + 6)
    down = max(0, level_of(call) + 6 - our_tricks)
    cost = undertrick_penalty(down, ctx.we_are_vulnerable, Doubling.DOUBLED) if down else 0
    return cost < their_game_value(ctx)


# --- 12. The score -----------------------------------------------------------------------


def completes_game(ctx: Ctx, b: Bid) -> bool:
    """With our part-score below the line, this contract makes game (rule 12.1)."""
    return ctx.our_part_score + contract_points(b.level, b.strain, Doubling.UNDOUBLED) >= 100


def part_score_game(ctx: Ctx) -> bool:
    """Rubber, a part-score of ours, our own auction with the next player silent."""
    return ctx.our_part_score > 0 and later_round(ctx) and ctx.contract_is_ours and ctx.rho_passed


#: The points together a contract of each level needs (rule 12.2).
LEVEL_POINTS = {1: 19, 2: 21, 3: 23, 4: 25, 5: 28}


def _game_by_part_score(ctx: Ctx, h: HandInfo) -> Call | None:
    """Rule 12.2: the cheapest bid in our fit (or notrump, with no fit) that completes
    game, if the points together are enough for its level."""
    fit = my_fit(ctx, h)
    strain = Strain.of(fit) if fit is not None else NT
    c = ctx.cheapest(strain)
    if c is None or c.bid is None or not completes_game(ctx, c.bid):
        return None
    if fit_total(ctx, h) < LEVEL_POINTS.get(c.bid.level, 99):
        return None
    return c


_score = [
    rule("12.1", "Pass: with our part-score, partner's contract is game", calls="P",
         priority=84, when=lambda ctx: part_score_game(ctx) and (
             (b := ctx.partner_last_bid) is not None and completes_game(ctx, b)
             and b.level < game_level(b.strain)),
         pick=lambda ctx, h, call: slam_total(ctx, h) < 31),
    rule("12.2", "Game by the part-score: the cheapest contract that completes it",
         priority=83, when=part_score_game,
         calls=lambda ctx: [c for st in Strain if (c := ctx.cheapest(st)) is not None],
         need=lambda ctx, call: need(points=(max(0, LEVEL_POINTS.get(level_of(call), 40)
                                                 - ctx.partner_min - 3), 40)),
         pick=lambda ctx, h, call: _game_by_part_score(ctx, h) == call
         and slam_total(ctx, h) < 31),
]  # fmt: skip


def prefers(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 8.4's preference without a fit: partner's earlier suit is as long as the last or
    longer, I hold as many cards in it as in partner's last, and I have no fit elsewhere (when
    forced, rule 8.7 chooses instead)."""
    first, last = suit_of(call), partner_suit(ctx)
    return (
        my_fit(ctx, h) is None and level_of(call) <= 2 and not ctx.must_bid
        and ctx.shown_len(ctx.partner, first) >= ctx.shown_len(ctx.partner, last)
        and h.length(first) >= max(2, h.length(last))
    )  # fmt: skip


def misfit(ctx: Ctx) -> bool:
    """Partner's last bid is a suit of theirs I have not supported, in an auction of ours."""
    b = ctx.partner_last_bid
    return (
        later_round(ctx)
        and ctx.contract_is_ours
        and b is not None
        and b.strain.suit is not None
        and b.level <= 2
        and ctx.shown_len(ctx.seat, b.strain.suit) < 3
        and ctx.bids_by(ctx.seat) != []
    )


def misfit_at_three(ctx: Ctx) -> bool:
    """Rule 8.8: partner's last bid is a suit of theirs at the three level below game, not
    forcing, that I have not supported, in an auction of ours."""
    b = ctx.partner_last_bid
    return (
        later_round(ctx) and ctx.contract_is_ours and ctx.rho_passed and not ctx.must_bid
        and b is not None and b.strain.suit is not None and b.level == 3
        and ctx.shown_len(ctx.seat, b.strain.suit) < 3 and ctx.bids_by(ctx.seat) != []
    )  # fmt: skip


def responder_second_suit(ctx: Ctx) -> bool:
    """Rule 8.9: partner opened one of a suit, I answered in a new suit at the one level,
    partner rebid a new suit at the one level, and nobody else has bid."""
    if ctx.opener is not ctx.partner or not one_of_suit(ctx) or my_calls_since_opening(ctx) != 1:
        return False
    mine, theirs = ctx.bids_by(ctx.seat), ctx.bids_by(ctx.partner)
    if len(mine) != 1 or len(theirs) != 2 or their_opening_suits(ctx):
        return False
    first, rebid = theirs
    return (
        mine[0].level == 1
        and rebid.level == 1
        and rebid.strain.suit is not None
        and len({first.strain, mine[0].strain, rebid.strain}) == 3
        and ctx.rho_passed
    )


def _second_suit_calls(ctx: Ctx) -> list[Call]:
    shown = {b.strain for s in (ctx.seat, ctx.partner) for b in ctx.bids_by(s)}
    return [bid(1, m) for m in MAJORS if Strain.of(m) not in shown
            and ctx.is_legal(bid(1, m))]  # fmt: skip


def _second_suit_need(ctx: Ctx, call: Call) -> Need:
    rebid = ctx.bids_by(ctx.partner)[-1].strain.suit
    assert rebid is not None
    # With four cards in partner's major the raise comes first.
    lengths = {suit_of(call): (4, 13)}
    if rebid in MAJORS:
        lengths[rebid] = (0, 3)
    return need(points=(6, 40), lengths=lengths)


def _second_suit_raises(ctx: Ctx) -> list[Call]:
    """Rule 8.10: two, three and four of the major partner rebid at the one level."""
    rebid = ctx.bids_by(ctx.partner)[-1].strain.suit
    return [bid(level, rebid) for level in (2, 3, 4)] if rebid in MAJORS else []


def _second_suit_raise_need(ctx: Ctx, call: Call) -> Need:
    points = {2: (6, 10), 3: (11, 12)}.get(level_of(call), (13, 40))
    return need(points=points, lengths={suit_of(call): (4, 13)}, trumps=suit_of(call))


def _forced_calls(ctx: Ctx) -> list[Call]:
    """The cheapest bid in each strain but the opponents' suits: bids in partner's suits
    first, then notrump, then the rest, each group cheapest first (rule 8.7)."""
    theirs = their_opening_suits(ctx)
    out = [
        c for st in Strain
        if (c := ctx.cheapest(st)) is not None and st.suit not in theirs
    ]  # fmt: skip

    def order(c: Call) -> tuple[int, int]:
        assert c.bid is not None
        suit = c.bid.strain.suit
        group = 1 if suit is None else (0 if ctx.shown_len(ctx.partner, suit) >= 4 else 2)
        return group, c.bid.rank

    return sorted(out, key=order)


def forced_support(partner_length: int) -> int:
    """Rule 8.7: the cards a forced bid in partner's suit promises: four for a four-card
    suit, three for a five-card one, two for a six-card one."""
    return {4: 4, 5: 3}.get(partner_length, 2)


def _support_for_partner(ctx: Ctx, h: HandInfo) -> bool:
    """Rule 8.7: the hand holds that support for a suit partner has shown four cards of."""
    return any(
        h.length(s) >= forced_support(n) for s in Suit if (n := ctx.shown_len(ctx.partner, s)) >= 4
    )


def forced_need(ctx: Ctx, call: Call) -> Need:
    """Rule 8.7: what a forced bid shows. Partner's suit: support (three cards for a five-card
    suit, two for a six-card one, four for a four-card one); a suit I have bid: five cards; a
    new suit: four; notrump: a stopper in each suit of theirs."""
    assert call.bid is not None
    suit = call.bid.strain.suit
    if suit is None:
        return need(stoppers=their_suits_to_stop(ctx))
    partner, mine = ctx.shown_len(ctx.partner, suit), ctx.shown_len(ctx.seat, suit)
    if partner >= 3 and mine >= 3:
        # A fit I have already shown: the preference adds nothing.
        return need(lengths={suit: (mine, 13)})
    if partner >= 4:
        return need(lengths={suit: (forced_support(partner), 13)})
    return need(lengths={suit: (5 if mine >= 4 else 4, 13)})


def after_my_two_over_one(ctx: Ctx) -> bool:
    """Rule 8.11: partner opened, my one call since was a two-over-one (rule 3.7), partner's
    rebid forces me and the next player has passed."""
    if ctx.opener is not ctx.partner or not one_of_suit(ctx) or not ctx.rho_passed:
        return False
    if my_calls_since_opening(ctx) != 1 or not ctx.must_bid or ctx.opening_index is None:
        return False
    mine = [i for i, _ in ctx.calls_by(ctx.seat) if i > ctx.opening_index]
    m = ctx.meanings[mine[0]]
    return m is not None and m.rules[0] == "3.7"


def major_over_two_notrump_rebid(ctx: Ctx) -> Suit | None:
    """Rule 8.12: partner opened one of a suit, I answered one of a major (rule 3.6), partner
    rebid 2NT, 18–19 balanced (rule 4.4), and the opponents have been silent: my major."""
    if ctx.opener is not ctx.partner or not one_of_suit(ctx) or not ctx.their_side_silent:
        return None
    mine, theirs = ctx.bids_by(ctx.seat), ctx.bids_by(ctx.partner)
    if len(mine) != 1 or len(theirs) != 2 or theirs[1] != Bid(2, NT):
        return None
    m = ctx.last_meaning_of(ctx.partner)
    suit = mine[0].strain.suit
    if m is None or m.rules[0] != "4.4" or mine[0].level != 1 or suit not in MAJORS:
        return None
    return suit


def major_shown_over_my_two_notrump(ctx: Ctx) -> Suit | None:
    """Rule 8.12: partner has just shown five cards of the major it answered, over my 2NT."""
    m = ctx.last_meaning_of(ctx.partner)
    b = ctx.partner_last_bid
    if m is None or m.rules[0] != "8.12" or b is None or not ctx.rho_passed:
        return None
    return b.strain.suit


def my_suit_after_reverse(ctx: Ctx) -> Suit | None:
    """Rule 8.13: partner opened one of a suit, I answered in a new suit at the one level
    (rule 3.6), partner reversed (rule 4.7) and the opponents have been silent: my suit, when
    two of it is still available."""
    if ctx.opener is not ctx.partner or not one_of_suit(ctx) or not ctx.their_side_silent:
        return None
    mine = ctx.bids_by(ctx.seat)
    m = ctx.last_meaning_of(ctx.partner)
    if len(mine) != 1 or mine[0].level != 1 or m is None or m.rules[0] != "4.7":
        return None
    suit = mine[0].strain.suit
    if suit is None or not ctx.is_legal(bid(2, suit)):
        return None
    return suit


_placement = [
    rule("8.11", "2NT after my new suit at the two level: its minimum, invites 3NT", calls="2NT",
         priority=47, tags=["invite"], when=after_my_two_over_one,
         need=lambda ctx, call: need(hcp=(10, 12), stoppers=their_suits_to_stop(ctx)),
         pick=lambda ctx, h, call: not _support_for_partner(ctx, h)
         and min(h.lengths) >= 2 and max(h.lengths) <= 5),
    # The reverse forces one round; the weakest answer is my own suit again, cheaply, so
    # that partner knows game needs more than the reverse's minimum.
    rule("8.13", "After partner's reverse: a minimum, my five-card suit again", priority=50,
         when=lambda ctx: my_suit_after_reverse(ctx) is not None,
         calls=lambda ctx: [bid(2, s)] if (s := my_suit_after_reverse(ctx)) is not None else [],
         need=lambda ctx, call: need(points=(6, 8), lengths={suit_of(call): (5, 13)})),
    rule("8.13", "After partner's reverse: a minimum, three cards in partner's first suit",
         priority=50, when=lambda ctx: my_suit_after_reverse(ctx) is not None,
         calls=lambda ctx: [c for c in [bid(3, opening_suit(ctx))] if ctx.is_legal(c)],
         need=lambda ctx, call: need(hcp=(6, 8), lengths={suit_of(call): (3, 13)}),
         # 2NT (rule 8.3) is the minimum that guards the fourth suit; without a guard in it
         # the preference is the weak call, and a five-card suit of my own comes first.
         pick=lambda ctx, h, call: max(h.lengths) < 5
         and not guards_suits_neither_of_us_bid(ctx, h)),
    # Four cards in the reverse's suit make the fit partner's second suit was looking for:
    # the raise tells it at once, before the preference for the first suit.
    rule("8.13", "After partner's reverse: a minimum, four cards in partner's second suit",
         priority=51, when=lambda ctx: my_suit_after_reverse(ctx) is not None,
         calls=lambda ctx: [c for c in [bid(3, partner_suit(ctx))] if ctx.is_legal(c)],
         need=lambda ctx, call: need(hcp=(6, 8), lengths={suit_of(call): (4, 13)}),
         # A five-card suit of my own says its length first (8.13's first title).
         pick=lambda ctx, h, call: h.length(my_suit_after_reverse(ctx) or S) < 5),
    # Opposite 18-19 balanced a five-card major looks for the eight-card fit before 3NT:
    # game is reached either way, and four of the major takes the ruff notrump cannot.
    rule("8.12", "Five cards in my major over partner's 2NT rebid: game values, opener chooses",
         priority=58, forcing=True,
         when=lambda ctx: major_over_two_notrump_rebid(ctx) is not None,
         calls=lambda ctx: [bid(3, s)] if (s := major_over_two_notrump_rebid(ctx)) is not None
         else [],
         need=lambda ctx, call: need(hcp=(6, 37), lengths={suit_of(call): (5, 5)})),
    rule("8.12", "Game in partner's five-card major: three cards", priority=75,
         when=lambda ctx: major_shown_over_my_two_notrump(ctx) is not None,
         calls=lambda ctx: [bid(4, s)] if (s := major_shown_over_my_two_notrump(ctx)) is not None
         else [],
         need=lambda ctx, call: need(lengths={suit_of(call): (3, 13)})),
    rule("8.12", "No fit for partner's five-card major: 3NT", priority=74, calls="3NT",
         when=lambda ctx: major_shown_over_my_two_notrump(ctx) is not None,
         need=lambda ctx, call: need(
             lengths={major_shown_over_my_two_notrump(ctx) or S: (0, 2)})),
    rule("8.1", "Accepts partner's invitation", priority=56, tags=["placement"],
         when=lambda ctx: later_round(ctx) and ctx.has_tag(ctx.partner, "invite")
         and ctx.rho_passed,
         calls=lambda ctx: [c for c in [_accept_target(ctx)] if c is not None],
         pick=_accepts),
    rule("8.1", "Accepts partner's invitation in my own six-card major", priority=57,
         tags=["placement"], calls=_accept_in_my_major, pick=_accepts,
         when=lambda ctx: later_round(ctx) and ctx.has_tag(ctx.partner, "invite")
         and ctx.rho_passed,
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13)})),
    rule("8.1", "Accepts partner's slam invitation: the high cards it asked for", priority=56,
         tags=["placement"], pick=_accepts_slam_without_top,
         when=lambda ctx: later_round(ctx) and ctx.has_tag(ctx.partner, "invite")
         and ctx.rho_passed,
         # Only a notrump slam: the title must not join the explanation of a game accepted.
         calls=lambda ctx: [c for c in [_accept_target(ctx)]
                            if c is not None and level_of(c) >= 6 and c.bid is not None
                            and c.bid.strain is NT]),
    rule("8.2", "Game: enough points together", priority=54,
         when=lambda ctx: later_round(ctx) and not declined_my_invitation(ctx),
         tags=["placement"],
         calls=_game_calls,
         need=_game_need,
         pick=lambda ctx, h, call: _game_call(ctx, h) == call),
    rule("8.3", "Invitation to game", priority=48, tags=["invite", "placement"],
         when=invite_open,
         # Three of my own suit that partner has not supported is the jump of rule 8.3's
         # six-card title, not a raise.
         calls=lambda ctx: [c for c in (Call.parse("2NT"), bid(3, H), bid(3, S))
                            if (s := my_suit_to_jump(ctx)) is None or c != bid(3, s)],
         need=_invite_need,
         pick=lambda ctx, h, call: _invite_call(ctx, h) == call),
    rule("8.3", "Invitation to game in notrump over their bid: their suit stopped",
         priority=47, tags=["invite", "placement"], calls="2NT", when=_invite_over_them_ok,
         need=_invite_need, pick=lambda ctx, h, call: my_fit(ctx, h) not in MAJORS),
    rule("8.3", "Invitation to game in notrump: their suit stopped", priority=47,
         tags=["invite", "placement"], calls="2NT", when=_contested_invite_ok,
         need=lambda ctx, call: need(hcp=(23 - ctx.partner_min, 24 - ctx.partner_min),
                                     balanced=True, stoppers=their_suits_to_stop(ctx))),
    # A six-card suit is a better invitation than 2NT with a suit unguarded: it plays opposite
    # the doubleton partner most often holds, and partner raises it to game with a maximum.
    rule("8.3", "Invitation to game: a jump in my own six-card suit", priority=49,
         tags=["invite", "placement"],
         when=lambda ctx: invite_open(ctx) and my_suit_to_jump(ctx) is not None,
         calls=lambda ctx: [bid(3, s)] if (s := my_suit_to_jump(ctx)) is not None else [],
         # The high cards of the 2NT it replaces: the long suit's tricks are not counted twice.
         need=lambda ctx, call: need(
             hcp=invite_bounds(ctx),
             lengths={suit_of(call): (6, 13)}),
         pick=lambda ctx, h, call: my_fit(ctx, h) not in MAJORS
         and h.longest_suits()[0] is suit_of(call)),
    rule("8.3", RAISE_MINOR_TO_INVITE, priority=49,
         tags=["invite", "placement"],
         when=lambda ctx: invite_open(ctx) and minor_to_raise(ctx) is not None,
         calls=lambda ctx: [bid(3, m)] if (m := minor_to_raise(ctx)) is not None else [],
         need=lambda ctx, call: need(
             hcp=invite_bounds(ctx),
             lengths={suit_of(call): (max(3, 8 - ctx.shown_len(ctx.partner, suit_of(call))),
                                      13)}),
         pick=_raise_minor_pick),
    rule("8.4", "Back to our fit", priority=45, tags=["placement"],
         when=lambda ctx: later_round(ctx) and ctx.partner_last_bid is not None
         and ctx.partner_last_bid.strain is not NT and ctx.contract_is_ours,
         calls=lambda ctx: [c for s in ctx.suits_shown(ctx.partner)
                            if (c := ctx.cheapest(Strain.of(s))) is not None
                            and level_of(c) <= 3 and s is not partner_suit(ctx)],
         pick=lambda ctx, h, call: my_fit(ctx, h) is suit_of(call) or prefers(ctx, h, call)),
    rule("8.5", "Sign-off in a long suit", priority=44, tags=["placement"],
         when=lambda ctx: later_round(ctx) and ctx.partner_last_bid is not None
         and ctx.partner_last_bid.strain is NT and ctx.contract_is_ours,
         calls=lambda ctx: [c for s in Suit if (c := ctx.cheapest(Strain.of(s))) is not None
                            and level_of(c) <= 3 and s not in their_opening_suits(ctx)],
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13)}, points=(0, 10)),
         pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call)),
    rule("8.6", "Compete in our fit", priority=40, tags=["placement"],
         when=lambda ctx: our_auction(ctx) and not ctx.contract_is_ours,
         calls=lambda ctx: [c for s in Suit if (c := ctx.cheapest(Strain.of(s))) is not None],
         pick=_lott_ok),
    rule("8.6", "Compete in my own long suit", priority=39, tags=["placement"],
         when=lambda ctx: our_auction(ctx) and not ctx.contract_is_ours,
         calls=lambda ctx: [c for b in ctx.bids_by(ctx.seat) if b.strain.suit is not None
                            and (c := ctx.cheapest(b.strain)) is not None],
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13)}),
         pick=_own_suit_lott_ok),
    rule("8.6", "Compete in my own six-card suit at three: extra values", priority=39,
         tags=["placement"], when=lambda ctx: our_auction(ctx) and not ctx.contract_is_ours,
         calls=lambda ctx: [c for b in ctx.bids_by(ctx.seat) if b.strain.suit is not None
                            and (c := ctx.cheapest(b.strain)) is not None and level_of(c) == 3],
         need=lambda ctx, call: need(points=(15, 40), lengths={suit_of(call): (6, 13)}),
         pick=_extra_values_compete_ok),
    rule("8.8", "Misfit: rebid of a six-card suit", priority=43, when=misfit,
         tags=["placement"],
         calls=lambda ctx: [c for s in Suit if (c := ctx.cheapest(Strain.of(s))) is not None
                            and level_of(c) <= 2 and s not in ctx.suits_shown(ctx.partner)],
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13)}, points=(0, 15)),
         pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call)),
    rule("8.8", "Misfit: rebid of a six-card suit", priority=43, when=misfit_at_three,
         tags=["placement"],
         calls=lambda ctx: [c for s in Suit if (c := ctx.cheapest(Strain.of(s))) is not None
                            and level_of(c) == 3 and s not in ctx.suits_shown(ctx.partner)
                            and any(b.strain.suit is s for b in ctx.bids_by(ctx.seat))],
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13)}, points=(0, 15)),
         pick=lambda ctx, h, call: h.longest_suits()[0] is suit_of(call)
         and h.length(partner_suit(ctx)) <= 1),
    rule("8.8", "Misfit: 1NT rather than partner's short suit", calls="1NT", priority=43,
         tags=["placement"],
         when=misfit, need=need(hcp=(6, 12))),
    rule("8.9", "Second suit: a four-card major at the one level, forcing", priority=57,
         when=responder_second_suit, calls=_second_suit_calls, need=_second_suit_need,
         forcing=True),
    rule("8.10", "Raise of partner's second suit", priority=58, when=responder_second_suit,
         calls=lambda ctx: [c for c in _second_suit_raises(ctx) if level_of(c) != 3],
         need=_second_suit_raise_need),
    rule("8.10", "Raise of partner's second suit: invites game", priority=58,
         when=responder_second_suit, tags=["invite"],
         calls=lambda ctx: [c for c in _second_suit_raises(ctx) if level_of(c) == 3],
         need=_second_suit_raise_need),
    rule("8.7", "Forced to bid: the cheapest call that describes the hand", priority=11,
         when=lambda ctx: ctx.must_bid, last_resort=True,
         calls=lambda ctx: [c for c in _forced_calls(ctx) if c.bid is not None
                            and c.bid.strain.suit is not None
                            and ctx.shown_len(ctx.partner, c.bid.strain.suit) < 3
                            and any(b.strain is c.bid.strain for b in ctx.bids_by(ctx.seat))],
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13)}),
         pick=lambda ctx, h, call: not _support_for_partner(ctx, h)),
    rule("8.7", "Forced to bid: the cheapest call that describes the hand", priority=10,
         when=lambda ctx: ctx.must_bid, calls=_forced_calls, need=forced_need,
         last_resort=True),
    rule("8.7", "Forced to bid: a preference for partner's five-card suit", priority=9,
         when=lambda ctx: ctx.must_bid, last_resort=True,
         calls=lambda ctx: [c for c in _forced_calls(ctx) if c.bid is not None
                            and c.bid.strain.suit is not None
                            and ctx.shown_len(ctx.partner, c.bid.strain.suit) == 5
                            and ctx.shown_len(ctx.seat, c.bid.strain.suit) < 3],
         need=lambda ctx, call: need(lengths={suit_of(call): (2, 13)})),
    rule("8.7", "Forced to bid: my suit again, nothing more to show", priority=8,
         when=lambda ctx: ctx.must_bid, last_resort=True,
         calls=lambda ctx: [c for c in _forced_calls(ctx) if c.bid is not None
                            and c.bid.strain.suit is not None
                            and ctx.shown_len(ctx.seat, c.bid.strain.suit) >= 3],
         need=lambda ctx, call: need(lengths={suit_of(call): (ctx.shown_len(ctx.seat,
                                                                             suit_of(call)), 13)})),
]  # fmt: skip


# --- 6.10 Penalty doubles ---------------------------------------------------------------------


def defence_estimate(ctx: Ctx, h: HandInfo) -> float:
    """Tricks our side expects to take against their contract (rule 6.22)."""
    b = ctx.last_bid
    assert b is not None
    mine = h.quick_tricks
    trump = b.strain.suit
    if trump is not None and h.length(trump) >= 4:
        mine += h.length(trump) - 3
    # A slam they bid shows the high cards they hold: partner counts only what it showed.
    shared = partner_expected_hcp(ctx, h) if b.level < 6 else ctx.partner_min
    return mine + shared / 6


def partner_expected_hcp(ctx: Ctx, h: HandInfo) -> float:
    """What partner is expected to hold (rule 6.22): what its calls showed, and a share of
    the high cards nobody has shown, in proportion to how many more each other hand could
    hold, so a partner who has only passed is not taken to hold nothing."""
    others = (ctx.partner, ctx.lho, ctx.rho)
    lows = {s: ctx.shown[s].min_hcp for s in others}
    room = {s: max(0, ctx.shown[s].max_hcp - lows[s]) for s in others}
    spare = 40 - h.hcp - sum(lows.values())
    total = sum(room.values())
    # What partner showed counts as the rules count it (points); the share is high cards.
    if spare <= 0 or total == 0:
        return float(ctx.partner_min)
    return ctx.partner_min + min(room[ctx.partner], spare * room[ctx.partner] / total)


def _penalty_ok(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 6.22: a trick to spare, but half a trick against a three-level contract, where a
    part-score battle has usually pushed them a level past what their cards make."""
    b = ctx.last_bid
    if b is None or b.level < 2:
        return False
    spare = 0.5 if b.level == 3 else 1
    return defence_estimate(ctx, h) >= (8 - b.level) + spare


def _their_suit_bids(ctx: Ctx) -> list[Call]:
    return [c for s in sorted(their_opening_suits(ctx)) if (c := ctx.cheapest(Strain.of(s)))]


def _advancing_simple_overcall(ctx: Ctx) -> bool:
    """Rule 6.28: partner's last call was a simple overcall straight over their opening (rule
    6.1, not a weak jump or a balancing overcall), the next player passed, and I have not
    bid."""
    m = ctx.last_meaning_of(ctx.partner)
    b = their_overcall(ctx)
    straight = ctx.opening_index is not None and len(ctx.calls) == ctx.opening_index + 3
    return (advancing_overcall(ctx) and (ctx.rho_passed or _they_raised(ctx)) and m is not None
            and m.rules[0] == "6.1" and straight and ctx.partner_last_bid == b)  # fmt: skip


def _they_raised(ctx: Ctx) -> bool:
    """The next player has raised their opening suit (1♣ 1♦ 2♣): the cue bid still shows a
    good hand for partner's suit, now that a raise at the cheapest level only competes."""
    last, opening = ctx.last_bid, ctx.opening
    return (
        last is not None and opening is not None and ctx.last_bidder is ctx.rho
        and last.strain == opening.strain and opening.strain.suit is not None
    )  # fmt: skip


def _advance_cues(ctx: Ctx) -> list[Call]:
    """Rule 6.28: the advancer's cue bid over partner's simple overcall, no higher than three."""
    if not _advancing_simple_overcall(ctx):
        return []
    return [c for c in _their_suit_bids(ctx) if level_of(c) <= 3]


def _opening_suit_cue(ctx: Ctx) -> list[Call]:
    """Rule 6.28's raise: the cheapest bid in the suit they opened, no higher than three, not
    in a suit their negative double showed."""
    return cue_bid(ctx, opening_suit(ctx))


def _doubled_suit_cue(ctx: Ctx) -> list[Call]:
    """Rule 6.28: the cheapest bid in the suit partner doubled, below game."""
    b = ctx.last_bid
    if b is None or b.strain.suit is None:
        return []
    return cue_bid(ctx, b.strain.suit)


def their_lone_two_level_bid(ctx: Ctx) -> Suit | None:
    """Rule 6.34: both of us have bid (our opening and its answer), and one of them has
    since made their side's only call but a pass: a suit at the two level, undoubled, the
    last bid. The suit it names."""
    if not ctx.we_opened or not ctx.bids_by(ctx.seat) or not ctx.bids_by(ctx.partner):
        return None
    b, who = ctx.last_bid, ctx.last_bidder
    if b is None or who is None or who.side is ctx.seat.side or b.level != 2:
        return None
    theirs = [c for s in (ctx.lho, ctx.rho) for _, c in ctx.calls_by(s)
              if c.kind is not CallKind.PASS]  # fmt: skip
    return b.strain.suit if len(theirs) == 1 and ctx.doubling_is_clear else None


#: Rule 6.34: our side's high-card points (mine and partner's shown minimum) that leave them
#: at most half the deck.
BALANCE_OF_STRENGTH = 20


def their_other_major_overcall(ctx: Ctx) -> Suit | None:
    """Rule 6.34: partner opened a major and the next player overcalled the other major at the
    two level, leaving no major for a negative double (rule 3.12): the suit it names."""
    if not responding(ctx) or overcall_level(ctx) != 2 or negative_majors(ctx):
        return None
    b = ctx.last_bid
    return b.strain.suit if b is not None and ctx.doubling_is_clear else None


def _trump_stack_need(ctx: Ctx, call: Call) -> Need:
    """Rule 6.34: four or more cards in their suit, and with partner's shown minimum the
    balance of strength."""
    suit = their_lone_two_level_bid(ctx)
    suit = their_other_major_overcall(ctx) if suit is None else suit
    assert suit is not None
    return need(hcp=(max(0, BALANCE_OF_STRENGTH - ctx.partner_min), 37), lengths={suit: (4, 13)})


#: Rule 6.36: my HCP and partner's shown minimum that make a game ours: they hold 16 at most.
GAME_VALUES = 24


def their_bid_over_our_game(ctx: Ctx) -> bool:
    """Rule 6.36: their last bid, at the four level or higher, came straight over a game of
    ours below slam (the bids between, if any, are passes)."""
    bids = [(i, c.bid) for i, c in enumerate(ctx.calls) if c.bid is not None]
    if len(bids) < 2:
        return False
    (i_theirs, theirs), (i_ours, ours) = bids[-1], bids[-2]
    mine = ctx.seat.side
    return (
        ctx.seat_of(i_theirs).side is not mine and ctx.seat_of(i_ours).side is mine
        and game_level(ours.strain) <= ours.level < 6 and theirs.level >= 4
    )  # fmt: skip


_penalty = [
    # Our game was bid on values and they have bid over it: their contract is a sacrifice,
    # and undoubled it scores less than the game they took away.
    rule(
        "6.36",
        "Penalty double of their sacrifice: our side holds the values for game",
        calls="X",
        priority=51,
        when=their_bid_over_our_game,
        need=lambda ctx, call: need(hcp=(max(6, GAME_VALUES - ctx.partner_min), 37)),
    ),
    # Our opening and its answer have shown the balance of strength, and they have found no
    # fit: a hand holding their suit knows their eight tricks are not there.
    rule(
        "6.34",
        "Penalty double of their two-level bid: four cards in their suit, our values",
        calls="X",
        priority=74,
        when=lambda ctx: their_lone_two_level_bid(ctx) is not None,
        need=_trump_stack_need,
    ),
    rule(
        "6.34",
        "Penalty double of their overcall in the other major: four cards in it, 8+",
        calls="X",
        priority=74,
        when=lambda ctx: their_other_major_overcall(ctx) is not None,
        need=_trump_stack_need,
    ),
    rule(
        "6.28",
        "Cue bid of their suit: a strong hand, forcing",
        priority=30,
        forcing=True,
        when=lambda ctx: bool(their_opening_suits(ctx)),
        calls=lambda ctx: [c for c in _their_suit_bids(ctx) if c not in _advance_cues(ctx)],
        need=need(points=(11, 40)),
        pick=lambda ctx, h, call: False,
    ),
    rule(
        "6.28",
        "Cue bid after partner's takeout double: game values, no clear call",
        priority=58,
        forcing=True,
        when=lambda ctx: advancing_double_freely(ctx) and ctx.rho_passed,
        calls=_doubled_suit_cue,
        need=need(points=(12, 40)),
    ),
    rule(
        "6.28",
        "Cue bid after partner's overcall: 13+ points, no clear call",
        priority=50,
        forcing=True,
        when=_advancing_simple_overcall,
        calls=_advance_cues,
        need=need(points=(13, 40)),
    ),
    rule(
        "6.28",
        "Cue bid after partner's overcall: a raise, 11+ points",
        priority=67,
        forcing=True,
        when=cue_raise_position,
        calls=_opening_suit_cue,
        need=lambda ctx, call: need(
            points=(11, 40), lengths={partner_suit(ctx): (3, 13)}, trumps=partner_major(ctx)
        ),
    ),
    rule(
        "6.28",
        "Game in my major over partner's cue bid: 14+ points",
        priority=62,
        when=over_partners_cue_bid,
        calls=lambda ctx: [
            c
            for c in [bid(4, my_overcall_suit(ctx))]
            if my_overcall_suit(ctx) in MAJORS and ctx.is_legal(c)
        ],
        need=lambda ctx, call: need(points=(14, 40), lengths={suit_of(call): (5, 13)}),
    ),
    rule(
        "6.28",
        "Over partner's cue bid: my suit again, a minimum",
        priority=61,
        when=lambda ctx: over_partners_cue_bid(ctx) and cue_still_asks(ctx),
        calls=lambda ctx: [
            c for c in [ctx.cheapest(Strain.of(my_overcall_suit(ctx)))] if c is not None
        ],
        need=lambda ctx, call: need(points=(0, 13), lengths={suit_of(call): (5, 13)}),
    ),
    rule(
        "6.22",
        "Penalty double: we expect to defeat their contract",
        calls="X",
        priority=50,
        when=lambda ctx: (
            ctx.last_bid is not None
            and not ctx.contract_is_ours
            and not ctx.has_tag(ctx.partner, "blackwood")
            and not advancing_double(ctx)
            and not (defending(ctx) and _takeout_ok(ctx))
        ),
        need=need(hcp=(6, 37)),
        pick=_penalty_ok,
    ),
]

# --- 11. Answering a strong two or a pre-empt ------------------------------------------------


def answering(kind: str) -> Callable[[Ctx], bool]:
    """My first call over partner's opening of `kind` ("strong" two, or "preempt")."""

    def fn(ctx: Ctx) -> bool:
        o = ctx.opening
        if ctx.opener is not ctx.partner or o is None or o.strain is NT or ctx.bids_by(ctx.seat):
            return False
        m = ctx.meanings[ctx.opening_index] if ctx.opening_index is not None else None
        number = m.rules[0] if m is not None else ""
        return number == ("2.5" if kind == "strong" else "2.8")

    return fn


STRONG, PREEMPT = answering("strong"), answering("preempt")


def _partner_opening_suit(ctx: Ctx) -> Suit:
    return opening_suit(ctx)


def _strong_raise_calls(level_kind: str) -> CallsFn:
    def fn(ctx: Ctx) -> list[Call]:
        s = _partner_opening_suit(ctx)
        cheapest = ctx.cheapest(Strain.of(s))
        if cheapest is None or cheapest.bid is None:
            return []
        if level_kind == "single":
            return [cheapest] if cheapest.bid.level <= 3 else []
        game = bid(4 if s in MAJORS else 5, s)
        return [game] if ctx.is_legal(game) and game != cheapest else []

    return fn


def _new_suit_over_strong(ctx: Ctx) -> list[Call]:
    s = _partner_opening_suit(ctx)
    return [
        c for t in Suit
        if t is not s and t not in their_opening_suits(ctx)
        and (c := ctx.cheapest(Strain.of(t))) is not None and level_of(c) <= 3
    ]  # fmt: skip


def _preempt_game_raise_ok(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 11.5: the values to make game (three quick tricks), or three trumps: the ten of
    the fit go to the four level, to make it or as a further pre-empt."""
    return h.quick_tricks >= 3 or h.length(suit_of(call)) >= 3


def _unfavourable(ctx: Ctx) -> bool:
    """We are vulnerable and they are not."""
    return ctx.we_are_vulnerable and not ctx.they_are_vulnerable


def _stops_the_rest(ctx: Ctx, h: HandInfo) -> bool:
    s = _partner_opening_suit(ctx)
    return all(h.stoppers[t] for t in Suit if t is not s)


def strong_two_over_weak_answer(ctx: Ctx) -> bool:
    """Rule 11.9: I opened a strong two, partner answered the weak 2NT and the next player
    passed; this is my second call."""
    o, i = ctx.opening, ctx.opening_index
    if ctx.opener is not ctx.seat or o is None or i is None or my_calls_since_opening(ctx):
        return False
    m = ctx.meanings[i]
    answer = ctx.last_meaning_of(ctx.partner)
    return (
        m is not None and m.rules[0] == "2.5" and ctx.rho_passed
        and ctx.partner_last_bid == Bid(2, NT)
        and answer is not None and answer.rules[0] == "11.4"
    )  # fmt: skip


def _shows_second_suit(ctx: Ctx, h: HandInfo, call: Call) -> bool:
    """Rule 11.9: the longest second suit (the cheaper of two), and a four-card one only
    when the opened suit is not six cards long (that is rebid first)."""
    t = suit_of(call)
    return longest_of_calls(ctx, h, call, _new_suit_over_strong) and (
        h.length(t) >= 5 or h.length(opening_suit(ctx)) < 6
    )


_answers = [
    rule("11.1", "Raise of partner's strong two: support, values", priority=82, when=STRONG,
         calls=_strong_raise_calls("single"), forcing=True,
         need=lambda ctx, call: need(points=(7, 40), lengths={suit_of(call): (3, 13)})),
    rule("11.2", "Game in partner's strong suit: support, a weak hand", priority=82,
         when=STRONG, calls=_strong_raise_calls("game"),
         need=lambda ctx, call: need(points=(0, 6), lengths={suit_of(call): (3, 13)})),
    rule("11.3", "New suit over a strong two: four or more cards, values", priority=80,
         when=STRONG,
         calls=_new_suit_over_strong, forcing=True,
         need=lambda ctx, call: need(points=(7, 40), lengths={suit_of(call): (4, 13)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _new_suit_over_strong)),
    rule("11.4", "3NT over a strong two: balanced values, no fit", calls="3NT", priority=81,
         when=STRONG,
         need=lambda ctx, call: need(hcp=(8, 37), balanced=True,
                                     lengths={_partner_opening_suit(ctx): (0, 2)})),
    rule("11.4", "2NT over a strong two: a weak hand", calls="2NT", priority=79, when=STRONG,
         need=need(points=(0, 8))),
    rule("11.9", "Strong two, second suit over the weak answer", priority=83, forcing=True,
         when=strong_two_over_weak_answer, calls=_new_suit_over_strong,
         need=lambda ctx, call: need(lengths={suit_of(call): (4, 13)}),
         pick=_shows_second_suit),
    rule("11.9", "Strong two, the suit rebid over the weak answer", priority=82, forcing=True,
         when=strong_two_over_weak_answer,
         calls=lambda ctx: [c for c in [ctx.cheapest(Strain.of(opening_suit(ctx)))]
                            if c is not None and level_of(c) == 3],
         need=lambda ctx, call: need(lengths={suit_of(call): (6, 13)})),
    rule("11.9", "Strong two, 3NT over the weak answer: balanced", calls="3NT", priority=81,
         when=strong_two_over_weak_answer, need=need(balanced=True)),
    rule("11.9", "Strong two, their suit over the weak answer: no other call describes the hand",
         priority=80, forcing=True, when=strong_two_over_weak_answer, need=need(),
         calls=lambda ctx: [c for t in their_opening_suits(ctx)
                            if (c := ctx.cheapest(Strain.of(t))) is not None
                            and level_of(c) == 3]),
    rule("11.5", "Game in partner's pre-empted major", priority=75, when=PREEMPT,
         calls=lambda ctx: [c for c in [bid(4, _partner_opening_suit(ctx))]
                            if _partner_opening_suit(ctx) in MAJORS and ctx.is_legal(c)],
         need=lambda ctx, call: need(lengths={suit_of(call): (2, 13)}),
         pick=_preempt_game_raise_ok),
    rule("11.6", "3NT over partner's pre-empt: the other suits stopped, quick tricks",
         calls="3NT", priority=74, when=PREEMPT,
         need=lambda ctx, call: need(hcp=(14, 37), lengths={_partner_opening_suit(ctx): (1, 13)}),
         pick=lambda ctx, h, call: _stops_the_rest(ctx, h) and h.quick_tricks >= 3),
    rule("11.7", "Raise of partner's pre-empted minor", priority=73, when=PREEMPT,
         calls=lambda ctx: [c for lvl in (4, 5) if _partner_opening_suit(ctx) in MINORS
                            and ctx.is_legal(c := bid(lvl, _partner_opening_suit(ctx)))],
         need=lambda ctx, call: need(lengths={suit_of(call): (3, 13)}),
         pick=lambda ctx, h, call: (level_of(call) == 5) == (h.quick_tricks >= 4)
         and (level_of(call) == 5 or h.quick_tricks < 2)),
    # Eleven trumps together belong at the five level (the law of total tricks): a further
    # pre-empt, save vulnerable against not, where the five level doubled costs most.
    rule("11.7", "Raise of partner's pre-empted minor to five: four trumps, a weak hand",
         priority=74, when=lambda ctx: PREEMPT(ctx) and not _unfavourable(ctx),
         calls=lambda ctx: [c for c in [bid(5, _partner_opening_suit(ctx))]
                            if _partner_opening_suit(ctx) in MINORS and ctx.is_legal(c)],
         need=lambda ctx, call: need(lengths={suit_of(call): (4, 13)}),
         pick=lambda ctx, h, call: h.quick_tricks < 2),
    rule("11.8", "New suit over partner's pre-empt: five cards, 16+ points, forcing",
         priority=72, when=PREEMPT, forcing=True, calls=_new_suit_over_strong,
         need=lambda ctx, call: need(points=(16, 40), lengths={
             suit_of(call): (5, 13), _partner_opening_suit(ctx): (0, 2)}),
         pick=lambda ctx, h, call: longest_of_calls(ctx, h, call, _new_suit_over_strong)),
]  # fmt: skip


_TABLE = (
    _openings + _responses + _rebids + _notrump + _competitive + _advances + _answers
    + _rebids_in_competition + _controls + _minor_ask + _slam + _score
    + _placement + _penalty
)  # fmt: skip

RULES: tuple[Rule, ...] = tuple(sorted(_TABLE, key=lambda r: -r.priority))


def _title_ids(rules: Sequence[Rule]) -> dict[tuple[str, str], str]:
    ids: dict[tuple[str, str], str] = {}
    seen: dict[str, int] = {}
    for r in rules:
        if (r.number, r.title) in ids:
            continue
        n = seen.get(r.number, 0)
        seen[r.number] = n + 1
        ids[(r.number, r.title)] = r.number + ("" if n == 0 else "abcdefghijklmnopqrstuvwxyz"[n])
    return ids


#: Each title's id, by which the front end finds it in the reader's language: the rule's
#: number, with "b", "c"... for a rule's further titles in the order the table writes them.
TITLE_IDS: dict[tuple[str, str], str] = _title_ids(_TABLE)

__all__ = ["FALLBACK_PRIORITY", "RULES", "TITLE_IDS", "Rule", "System", "choose_opening_suit"]
