"""Bidding judgement: the expert robot weighs the calls it may honestly make, by simulation.

The rule table names one call for a hand, but often several would tell partner no lie: game
or an invitation, a slam try or a sign-off, a bid in competition or a pass. The expert robot
deals the cards it cannot see many times, keeping only deals on which every other seat would
have made the calls it did (read by the same table), bids each candidate's auction to its end
with the table at all four seats, and scores the contract reached at its double-dummy trick
count. The candidate that scores best must then beat the table's call again, by a clear margin
in IMPs, on deals it was not chosen on: the table stays the system, and the simulation
overrules it only on strong evidence. Only honest calls are weighed, so the explanation
partner reads stays true.

Like every robot, it sees its own hand and the auction, nothing else.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import PASS, Call, Strain
from bot.games.bridge.contract import Contract
from bot.games.bridge.robot.bidding import auction_context, choose, honest_calls
from bot.games.bridge.robot.bidding_context import Ctx, Standing, System
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.robot.sampler import Knowledge, Sampler
from bot.games.bridge.robot.solver import Position, Solver, SolverTimeout
from bot.games.bridge.scoring import imps, score_deal
from bot.games.bridge.views import SeatView
from bot.games.cards import DECK, Card
from bot.games.errors import WrongPhase
from bot.games.seats import SEATS, Seat

#: Deals kept per decision: those the best candidate is chosen on, then those it must prove
#: itself on; and the fewest worth a verdict (an auction the table reads badly, say a human's
#: unusual call, leaves too few deals that agree with it).
CHOOSE_ON = 24
CONFIRM_ON = 32
MIN_DEALS = 16
#: Deals drawn per deal kept, at most, before the robot settles for what it has.
TRIES_PER_DEAL = 30
#: The first look: on this many deals, a candidate that loses more than this many IMPs a deal
#: to the table's call is not weighed further.
SCREEN = 12
SCREEN_DROP_IMPS = 3.0
#: A candidate overrules the table's call only when it gains at least this many IMPs a deal on
#: average on the deals it proves itself on, and the gain is this many standard errors clear
#: of nothing there.
MARGIN_IMPS = 0.5
CONFIDENCE = 2.0
#: The time one decision may take, sampling and solving together.
BUDGET_S = 4.0


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the robot weighed: the table's call, the call made, and each candidate's average
    gain over the table's call in IMPs on the deals kept (empty when nothing was weighed)."""

    call: Call
    table_call: Call
    gains: Mapping[Call, float]
    deals: int

    @property
    def overruled(self) -> bool:
        return self.call != self.table_call


def weighs(ctx: Ctx) -> bool:
    """Whether a decision is weighed: once someone has opened and partner has called. An
    opening bid, or a first call before partner has said anything, is the table's alone, and
    so is every call of a rubber deal with a part-score below the line, which section 12 of
    the rule book values (the simulation scores each deal alone)."""
    if ctx.standing is not None and (ctx.standing.ns_below or ctx.standing.ew_below):
        return False
    return ctx.opening is not None and ctx.last_call_of(ctx.partner) is not None


def position_rng(cards: frozenset[Card], ctx: Ctx) -> random.Random:
    """A generator seeded by what the robot sees, so the same position gets the same call."""
    seen = " ".join(str(c) for c in sorted(cards)) + "|" + " ".join(str(c) for c in ctx.calls)
    return random.Random(f"{ctx.dealer}|{ctx.vulnerability.pbn}|{seen}")


def _knowledge(seat: Seat, cards: frozenset[Card]) -> Knowledge:
    """What a seat knows of the cards during the auction: its own thirteen."""
    hidden = tuple(s for s in SEATS if s is not seat)
    return Knowledge(
        seat=seat,
        known={seat: cards},
        hidden=hidden,
        counts={s: 13 for s in hidden},
        pool=tuple(c for c in DECK if c not in cards),
        played={s: () for s in SEATS},
        voids={s: frozenset() for s in SEATS},
    )


def _agrees(ctx: Ctx, hands: Mapping[Seat, HandInfo]) -> bool:
    """Every other seat, holding these hands, would have made the calls it made."""
    for i, call in enumerate(ctx.calls):
        seat = ctx.seat_of(i)
        if seat is ctx.seat:
            continue
        before = auction_context(
            ctx.calls[:i], ctx.dealer, ctx.vulnerability, ctx.system, ctx.standing
        )
        if choose(before, hands[seat])[0] != call:
            return False
    return True


class _Dealer:
    """Deals of the unseen cards on which the auction so far is the table's, drawn as the
    decision needs them: most decisions never reach the proof stage, so its deals are drawn
    only when it comes. One sampler and one allowance of tries serve every draw, so the deals
    are the same however they are asked for."""

    def __init__(self, ctx: Ctx, cards: frozenset[Card], rng: random.Random, most: int) -> None:
        self.ctx = ctx
        self.cards = cards
        self.mine = HandInfo.of(cards)
        # Each deal is kept only when every seat would have made its calls (`_agrees`), which
        # keeps their promises too: the ranges alone guide the drawing.
        ranges = {s: replace(r, promises=()) for s, r in ctx.shown.items()}
        self.sampler = Sampler(_knowledge(ctx.seat, cards), ranges, rng)
        self.tries_left = most * TRIES_PER_DEAL

    def deal(self, count: int, deadline: float) -> list[dict[Seat, frozenset[Card]]]:
        """Up to `count` more deals."""
        me = self.ctx.seat
        out: list[dict[Seat, frozenset[Card]]] = []
        while len(out) < count and self.tries_left > 0 and time.monotonic() <= deadline:
            self.tries_left -= 1
            layout = self.sampler.sample()
            hands = {s: HandInfo.of(layout[s]) for s in layout}
            hands[me] = self.mine
            if _agrees(self.ctx, hands):
                out.append({me: self.cards, **layout})
        return out


def deals_for(
    ctx: Ctx, cards: frozenset[Card], rng: random.Random, count: int, deadline: float
) -> list[dict[Seat, frozenset[Card]]]:
    """Up to `count` deals of the unseen cards on which the auction so far is the table's."""
    return _Dealer(ctx, cards, rng, count).deal(count, deadline)


def bid_out(ctx: Ctx, first: Call, hands: Mapping[Seat, HandInfo]) -> Contract | None:
    """The contract the table reaches after `first`, every seat bidding by the table."""
    calls = [*ctx.calls, first]
    while True:
        now = auction_context(calls, ctx.dealer, ctx.vulnerability, ctx.system, ctx.standing)
        if now.is_over:
            return Auction(ctx.dealer, calls).contract()
        calls.append(choose(now, hands[now.seat])[0])


def _confident(gains: Sequence[int]) -> tuple[float, float]:
    """The mean gain and how many standard errors it stands from zero."""
    mean = statistics.fmean(gains)
    spread = statistics.pstdev(gains)
    if spread == 0:
        return mean, math.inf if mean > 0 else 0.0
    return mean, mean / (spread / math.sqrt(len(gains)))


def _gains(
    ctx: Ctx,
    candidates: Sequence[Call],
    table_call: Call,
    deals: Sequence[Mapping[Seat, frozenset[Card]]],
    solver: Solver,
    deadline: float,
) -> dict[Call, list[int]]:
    """Each candidate's gain over the table's call in IMPs, deal by deal (the deals the
    solver finished before the deadline)."""
    reached = []
    for deal in deals:
        hands = {s: HandInfo.of(deal[s]) for s in SEATS}
        reached.append([bid_out(ctx, call, hands) for call in candidates])
    # Only deals where the candidates reach different contracts need the solver, and one
    # solution per declarer and strain: the level and the doubling change the score alone.
    jobs: dict[tuple[int, Strain, Seat], Position] = {}
    for i, row in enumerate(reached):
        if len(set(row)) > 1:
            for c in row:
                if c is not None and (i, c.strain, c.declarer) not in jobs:
                    jobs[(i, c.strain, c.declarer)] = Position(
                        deals[i], c.strain.suit, c.opening_leader
                    )
    answers = solver.best_scores(list(jobs.values()), deadline)
    # Under a deadline the solver may stop early: only the deals it finished count.
    tricks = {job: 13 - defence for job, defence in zip(jobs, answers, strict=False)}
    side = ctx.seat.side
    base = candidates.index(table_call)
    gains: dict[Call, list[int]] = {c: [] for c in candidates}
    for i, row in enumerate(reached):
        if len(set(row)) == 1:
            scores = [0] * len(row)
        elif all(c is None or (i, c.strain, c.declarer) in tricks for c in row):
            scores = [
                0 if c is None else score_deal(
                    c, ctx.vulnerability, tricks[(i, c.strain, c.declarer)], honours=False
                ).net(side)
                for c in row
            ]  # fmt: skip
        else:
            continue
        for call, score in zip(candidates, scores, strict=True):
            gains[call].append(imps(score - scores[base]))
    return gains


def weigh(
    ctx: Ctx,
    cards: frozenset[Card],
    solver: Solver,
    *,
    choose_on: int = CHOOSE_ON,
    confirm_on: int = CONFIRM_ON,
    budget_s: float = BUDGET_S,
    rng: random.Random | None = None,
) -> Verdict:
    """The robot's call for `cards` in `ctx`, and what it weighed to make it."""
    hand = HandInfo.of(cards)
    table_call = choose(ctx, hand)[0]
    nothing = Verdict(table_call, table_call, {}, 0)
    if not weighs(ctx):
        return nothing
    candidates = honest_calls(ctx, hand)
    if table_call not in candidates:
        candidates.insert(0, table_call)
    if len(candidates) < 2:
        return nothing
    deadline = time.monotonic() + budget_s
    rng = rng or position_rng(cards, ctx)
    dealer = _Dealer(ctx, cards, rng, choose_on + confirm_on)
    picking = dealer.deal(choose_on, deadline)
    if len(picking) < MIN_DEALS:
        return nothing
    try:
        # A first look on a few deals drops the candidates that are plainly worse, so the
        # solver's time goes to the close ones.
        gains = _gains(ctx, candidates, table_call, picking[:SCREEN], solver, deadline)
        if len(gains[table_call]) < SCREEN:
            return nothing
        close = [
            c for c in candidates
            if c == table_call or statistics.fmean(gains[c]) > -SCREEN_DROP_IMPS
        ]  # fmt: skip
        if len(close) > 1:
            more = _gains(ctx, close, table_call, picking[SCREEN:], solver, deadline)
            for call in close:
                gains[call].extend(more[call])
        means = {call: statistics.fmean(g) for call, g in gains.items()}
        best = max(close, key=lambda c: (means[c], c == table_call))
        if best == table_call or means[best] < MARGIN_IMPS:
            return Verdict(table_call, table_call, means, len(gains[table_call]))
        # The best of many candidates on the same deals looks better than it is: it must
        # prove itself against the table's call again, on deals it was not chosen on.
        proving = dealer.deal(confirm_on, deadline)
        proof = _gains(ctx, [table_call, best], table_call, proving, solver, deadline)[best]
    except SolverTimeout:
        return nothing
    if len(proof) < MIN_DEALS:
        return Verdict(table_call, table_call, means, len(gains[table_call]))
    mean, clear = _confident(proof)
    means[best] = mean
    call = best if mean >= MARGIN_IMPS and clear >= CONFIDENCE else table_call
    return Verdict(call, table_call, means, len(gains[table_call]) + len(proof))


def judged_call(
    view: SeatView,
    system: System,
    solver: Solver,
    standing: Standing | None = None,
    budget_s: float = BUDGET_S,
) -> Call:
    """The expert robot's call for the seat of `view`; always one of `view.legal_calls`."""
    if not view.legal_calls:
        raise WrongPhase(key="error-not-your-turn-plain")
    pub = view.public
    calls = [cv.call for cv in pub.auction]
    ctx = auction_context(calls, pub.dealer, pub.vulnerability, system, standing)
    call = weigh(ctx, frozenset(view.hand), solver, budget_s=budget_s).call
    return call if call in view.legal_calls else PASS
