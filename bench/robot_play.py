"""Robot card play against double dummy: strength and think time, per robot level.

Usage:
    python -m bench.robot_play [DEALS.pbn] [--level basic,expert] [--boards N] [--budget S]
                               [--no-contract bidding|par] [--progress N] [--slow S] [--costly]
                               [--no-claims]

Reads any PBN file. Each board is played robot against robot, all four seats at the same
level, in the file's contract (Contract and Declarer tags). A board without a contract is bid
by the bidding robots (with conventions), and what their calls showed guides the card
players' sampling; `--no-contract par` plays such boards in their par contract instead. The
output says how many boards took each path. Every card is then checked against the
double-dummy solver and the figures printed are:

- declarer cards that cost a trick (declarer's and dummy's cards of tricks 1-12, per card);
- defender cards that cost a trick (same basis);
- opening leads that cost nothing;
- declarer's tricks minus the double-dummy tricks at the start (mean);
- think time per card: median, 95th percentile and maximum;
- the claims declarer made, and how many were short of the tricks the real cards take;
- for the expert, how often the real layout's class (the hidden hands' suit lengths) was among
  the layouts a decision solved, and the share of those layouts it held, for declarer and for
  the defenders: sampling that never draws the real lengths cannot find the right card;
- the costly cards of each side by kind (`card_kind`: the opening lead, declarer's first
  trick, later leads, second, third and fourth hand by stage of the play, discards, ruffs), in
  how many of the costly sampled decisions the real layout's class was among those solved, and
  what their tricks meant (`trick_cost`): the contract's result, or only an overtrick or an
  undertrick, which at IMPs the robots rightly risk more readily.

Declarer claims as at a table: before each of declarer's cards (its own or dummy's) the robot
may claim, and the defenders accept a claim that holds double dummy. An accepted claim stands
for the cards it saves: the declarer's and defenders' cards of the tricks up to the twelfth
that were not played count as played, and a claim short by k tricks counts as k declarer
cards that cost a trick (an exact claim costs nothing, like best play of the rest would).
`--no-claims` plays every card out.

`--costly` lists each card that cost a trick, with its trick, its place in the trick and the
number of layouts the robot solved for it, to show where the play goes wrong.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot.games.bridge.calls import DOUBLE, PASS, REDOUBLE, Call
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.records import read_pbn
from bot.games.bridge.robot.bidding import auction_ranges, robot_call
from bot.games.bridge.robot.bidding_context import System
from bot.games.bridge.robot.claims import accept_claim, robot_claim
from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.costly import review_play
from bot.games.bridge.robot.play_basic import BasicPlayer
from bot.games.bridge.robot.play_expert import Evaluation, ExpertPlayer
from bot.games.bridge.robot.sampler import layout_class
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.scoring import Vulnerability, parse_contract
from bot.games.bridge.state import (
    Board,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimReply,
    DealState,
)
from bot.games.bridge.views import seat_view
from bot.games.cards import Card
from bot.games.seats import SEATS, Seat, Side
from bot.games.tricks import cards_played

DEFAULT_DEALS = Path(__file__).resolve().parent.parent / "data" / "robot_play_deals.pbn"


@dataclass
class Deal:
    board: Board
    #: The auction: made up from the file's contract, or bid by the robots.
    calls: list[tuple[Seat, Call]]
    #: What the robots' calls showed, for the card players' sampling (None for a made-up
    #: auction, which shows nothing).
    ranges: dict[Seat, HandRange] | None

    def after_auction(self) -> DealState:
        """The board with its auction over: the opening lead is next."""
        state = DealState(self.board)
        for seat, call in self.calls:
            state.apply(CallAction(seat, call))
        return state

    @property
    def contract(self) -> Contract:
        contract = self.after_auction().contract
        assert contract is not None
        return contract


@dataclass
class Loaded:
    deals: list[Deal]
    bid: int = 0
    par: int = 0
    passed_out: int = 0

    def first(self, boards: int) -> list[Deal]:
        """The first `boards` deals (all of them for 0)."""
        return self.deals[:boards] if boards else self.deals


def robot_auction(board: Board, system: System) -> list[tuple[Seat, Call]]:
    """The auction the bidding robots hold over `board`, all four seats."""
    state = DealState(board)
    while not state.auction.is_complete:
        seat = state.turn
        assert seat is not None
        state.apply(CallAction(seat, robot_call(seat_view(state, seat), system)))
    return state.auction.history()


def load_deals(path: Path, solver: Solver, fallback: str = "bidding") -> Loaded:
    """The playable boards of `path`. A board without a contract is bid by the robots
    (`fallback` "bidding") or put in its par contract ("par")."""
    out = Loaded([])
    for number, game in enumerate(read_pbn(path.read_text(encoding="utf-8")), start=1):
        tags = game.tags
        if "Deal" not in tags:
            continue
        num = int(tags["Board"]) if tags.get("Board", "").isdigit() else number
        dealer = Seat.parse(tags["Dealer"]) if tags.get("Dealer") else Seat.NORTH
        vul = Vulnerability.parse(tags.get("Vulnerable", "None") or "None")
        try:
            board = Board.from_pbn_deal(tags["Deal"], num, dealer, vul)
        except ValueError:
            continue
        text = tags.get("Contract", "").strip()
        declarer = tags.get("Declarer", "").strip()
        if text.upper() in ("PASS", "P", "AP"):
            out.passed_out += 1
        elif text and declarer:
            contract = parse_contract(text, Seat.parse(declarer))
            out.deals.append(Deal(board, auction_for(contract, dealer), None))
        elif fallback == "bidding":
            calls = robot_auction(board, System.CONVENTIONS)
            if all(call == PASS for _, call in calls):
                out.passed_out += 1
                continue
            out.bid += 1
            shown = auction_ranges([c for _, c in calls], dealer, vul, System.CONVENTIONS)
            out.deals.append(Deal(board, calls, shown))
        else:
            par = solver.par(board.hands, vul, dealer)
            if not par.contracts:
                out.passed_out += 1
                continue
            out.par += 1
            out.deals.append(Deal(board, auction_for(par.contracts[0][0], dealer), None))
    return out


def auction_for(contract: Contract, dealer: Seat) -> list[tuple[Seat, Call]]:
    """A short auction that ends in `contract`: passes round to declarer, the bid, then the
    doubling if any, then three passes."""
    calls: list[tuple[Seat, Call]] = []
    seat = dealer
    while seat is not contract.declarer:
        calls.append((seat, PASS))
        seat = seat.next
    calls.append((seat, Call.make_bid(contract.level, contract.strain)))
    seat = seat.next
    if contract.doubling >= Doubling.DOUBLED:
        calls.append((seat, DOUBLE))
        seat = seat.next
    if contract.doubling is Doubling.REDOUBLED:
        calls.append((seat, REDOUBLE))
        seat = seat.next
    for _ in range(3):
        calls.append((seat, PASS))
        seat = seat.next
    return calls


@dataclass
class Tally:
    boards: int = 0
    decl_cards: int = 0
    decl_costly: int = 0
    def_cards: int = 0
    def_costly: int = 0
    leads_ok: int = 0
    trick_diff: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    samples: list[int] = field(default_factory=list)
    claims: int = 0
    claims_short: int = 0
    claims_refused: int = 0
    #: Sampled decisions by side ("declarer", "defenders"): how many, in how many the real
    #: layout's class (the hidden hands' suit lengths) was among the layouts solved, and the
    #: share of the layouts in that class, summed.
    sampled: Counter[str] = field(default_factory=Counter)
    class_found: Counter[str] = field(default_factory=Counter)
    class_share: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    #: Costly cards by side and kind (`card_kind`), and of the costly sampled decisions, how
    #: many solved the real layout's class.
    costly_kinds: Counter[tuple[str, str]] = field(default_factory=Counter)
    costly_sampled: Counter[str] = field(default_factory=Counter)
    costly_class_found: Counter[str] = field(default_factory=Counter)
    #: Costly cards by side and what the trick cost (`trick_cost`): the contract's result,
    #: an overtrick or an undertrick.
    costly_effects: Counter[tuple[str, str]] = field(default_factory=Counter)

    def add_classes(self, side: str, ev: Evaluation, real: Mapping[Seat, frozenset[Card]]) -> None:
        """Whether the layouts of a sampled decision held the real layout's class."""
        if not ev.samples or not ev.hidden:
            return
        hits = ev.classes.get(layout_class(ev.hidden, real), 0)
        self.sampled[side] += 1
        self.class_found[side] += hits > 0
        self.class_share[side] += hits / ev.samples

    def classes_report(self) -> str:
        parts = []
        for side in ("declarer", "defenders"):
            n = self.sampled[side]
            if n:
                parts.append(
                    f"{side} {100 * self.class_found[side] / n:.1f}% of {n} decisions "
                    f"(mean share of the layouts {100 * self.class_share[side] / n:.1f}%)"
                )
        return "  real layout's class among the layouts solved: " + "; ".join(parts)

    def kinds_report(self) -> str:
        lines = []
        for side in ("declarer", "defenders"):
            kinds = sorted(
                ((k, n) for (s, k), n in self.costly_kinds.items() if s == side),
                key=lambda kn: -kn[1],
            )
            if kinds:
                found = self.costly_class_found[side]
                lines.append(
                    f"  {side}'s costly cards by kind: "
                    + ", ".join(f"{k} {n}" for k, n in kinds)
                    + f"; real class among the layouts in {found} of "
                    f"{self.costly_sampled[side]} sampled; the trick was "
                    + ", ".join(
                        f"{effect} {self.costly_effects[(side, effect)]}" for effect in EFFECTS
                    )
                )
        return "\n".join(lines)

    def report(self, name: str) -> str:
        t = sorted(self.times) or [0.0]
        p95 = t[min(len(t) - 1, int(0.95 * len(t)))]

        def pct(a: int, b: int) -> float:
            return 100.0 * a / b if b else 0.0

        mean_diff = statistics.fmean(self.trick_diff) if self.trick_diff else 0.0
        return (
            f"{name}: {self.boards} boards, {len(self.times)} robot cards\n"
            f"  declarer cards costing a trick: {pct(self.decl_costly, self.decl_cards):.2f}% "
            f"({self.decl_costly}/{self.decl_cards})\n"
            f"  defender cards costing a trick: {pct(self.def_costly, self.def_cards):.2f}% "
            f"({self.def_costly}/{self.def_cards})\n"
            f"  opening leads costing nothing: {pct(self.leads_ok, self.boards):.1f}% "
            f"({self.leads_ok}/{self.boards})\n"
            f"  declarer tricks minus DD tricks: {mean_diff:+.3f} (mean)\n"
            f"  think time per card: p50 {1000 * statistics.median(t):.1f} ms, "
            f"p95 {1000 * p95:.1f} ms, max {1000 * t[-1]:.1f} ms\n"
            f"  claims: {self.claims} accepted, {self.claims_short} short, "
            f"{self.claims_refused} refused"
            + (f"\n{self.classes_report()}" if self.sampled else "")
            + (f"\n{self.kinds_report()}" if self.costly_kinds else "")
            + (
                f"\n  layouts solved per sampled decision: median "
                f"{statistics.median(self.samples):.0f}, fewest {min(self.samples)} "
                f"({len(self.samples)} decisions sampled)"
                if self.samples
                else ""
            )
        )


def play_board(
    deal: Deal,
    players: dict[Seat, object],
    solver: Solver,
    tally: Tally,
    slow: float = 0.0,
    costly: bool = False,
    explain: bool = False,
    claims: bool = True,
) -> None:
    contract = deal.contract
    state = deal.after_auction()
    start = Position.from_state(state)
    cards: list[Card] = []
    solved: list[int | None] = []
    #: For each sampled card, whether the real layout's class was among the layouts solved.
    class_found: list[bool | None] = []
    #: With `explain`: each sampled decision's evaluation and the position it was made in.
    thoughts: list[tuple[Evaluation, Position] | None] = []
    #: A refused claim is not made again before another card is played (as at a table).
    refused_at = -1
    #: Declarer's tricks double dummy when an accepted claim was made.
    claim_dd: int | None = None
    while not state.is_finished:
        actor = state.to_act
        turn = state.turn
        assert actor is not None and turn is not None
        view = seat_view(state, actor)
        t0 = time.perf_counter()
        if claims and actor is contract.declarer and refused_at != len(cards):
            claimed = robot_claim(view, solver)
            if claimed is not None:
                now = Position.from_state(state)
                dd_now = state.tricks_won(contract.declarer.side) + max(
                    solver.score_cards(now).values()
                )
                if settle_claim(state, actor, claimed, solver):
                    tally.claims += 1
                    claim_dd = dd_now
                    break
                tally.claims_refused += 1
                refused_at = len(cards)
        card = players[actor].choose_card(view, deal.ranges)  # type: ignore[attr-defined]
        spent = time.perf_counter() - t0
        tally.times.append(spent)
        evaluation = getattr(players[actor], "last_evaluation", None)
        if evaluation is not None:
            tally.samples.append(evaluation.samples)
            side = "declarer" if actor.side is contract.declarer.side else "defenders"
            real = Position.from_state(state).hands
            tally.add_classes(side, evaluation, real)
            class_found.append(evaluation.classes.get(layout_class(evaluation.hidden, real), 0) > 0)
        else:
            class_found.append(None)
        solved.append(None if evaluation is None else evaluation.samples)
        if explain:
            thoughts.append(
                None if evaluation is None else (evaluation, Position.from_state(state))
            )
        if slow and spent > slow:
            print(
                f"  slow: board {deal.board.number}, card {len(cards) + 1}, {actor} "
                f"({len(view.legal_cards)} legal): {1000 * spent:.0f} ms",
                flush=True,
            )
        state.apply(CardAction(turn, card))
        cards.append(card)
    assert state.play is not None
    tricks = state.play.trick_views()
    plays = cards_played(tricks)
    review = review_play(start, plays, solver)
    dd = review.totals
    declaring = contract.declarer.side
    cost_at = {c.index: c for c in review.costs}
    for i, (seat, card) in enumerate(plays):
        if i >= 48:
            break
        if seat.side is declaring:
            tally.decl_cards += 1
            tally.decl_costly += i in cost_at
        else:
            tally.def_cards += 1
            tally.def_costly += i in cost_at
        if i in cost_at:
            side = "declarer" if seat.side is declaring else "defenders"
            tally.costly_kinds[(side, card_kind(plays, i, contract))] += 1
            tally.costly_effects[(side, trick_cost(dd[i], dd[i + 1], contract))] += 1
            if class_found[i] is not None:
                tally.costly_sampled[side] += 1
                tally.costly_class_found[side] += bool(class_found[i])
        if costly and i in cost_at:
            role = "declarer" if seat.side is declaring else "defender"
            print(
                f"  costly: board {deal.board.number} {contract}, "
                f"trick {cost_at[i].trick} card {i % 4 + 1}, {role} {seat} played {card} "
                f"(DD {dd[i]} -> {dd[i + 1]}), "
                + ("not sampled" if solved[i] is None else f"{solved[i]} layouts solved"),
                flush=True,
            )
            thought = thoughts[i] if explain else None
            if thought is not None:
                print("    " + explanation(thought[0], card, solver.score_cards(thought[1])))
    # The seat to play next, had play gone on: a claim saves the cards from there.
    last = tricks[-1] if tricks else None
    if last is None or not last.plays:
        seat = contract.opening_leader
    elif last.winner is not None:
        seat = last.winner
    else:
        seat = last.plays[-1][0].next
    assert state.declarer_tricks is not None
    if claim_dd is not None:
        short = claim_dd - state.declarer_tricks
        tally.claims_short += short > 0
        tally.decl_costly += max(0, short)
        saved = unplayed_cards(len(cards), seat, declaring)
        tally.decl_cards += saved[0]
        tally.def_cards += saved[1]
        if costly and short > 0:
            print(
                f"  costly: board {deal.board.number} {contract}, claim after "
                f"{len(cards)} cards short by {short} (DD {claim_dd}, claimed "
                f"{state.declarer_tricks})",
                flush=True,
            )
    tally.leads_ok += len(dd) > 1 and dd[1] == dd[0]
    tally.boards += 1
    tally.trick_diff.append(state.declarer_tricks - dd[0])


def card_kind(plays: list[tuple[Seat, Card]], i: int, contract: Contract) -> str:
    """What the `i`th card of the play was doing: the opening lead, declarer's first trick,
    a lead, following suit second, third or fourth, a discard or a ruff; with its stage
    (tricks 1-4, 5-8, 9-12) after a later lead or following card."""
    trick, place = divmod(i, 4)
    if i == 0:
        return "opening lead"
    if trick == 0 and plays[i][0].side is contract.declarer.side:
        return "trick 1"
    stage = "early" if trick < 4 else "middle" if trick < 8 else "late"
    card = plays[i][1]
    if place == 0:
        return f"lead {stage}"
    led = plays[i - place][1].suit
    if card.suit != led:
        return "ruff" if card.suit == contract.strain.suit else "discard"
    return f"{('second', 'third', 'fourth')[place - 1]} hand {stage}"


#: What a lead after the opening lead chose (`lead_choice`), in the order reports list them.
LEAD_CHOICES = ("partner's suit", "its own suit", "the opponents' suit", "a new suit", "trumps")


def lead_choice(plays: list[tuple[Seat, Card]], i: int, contract: Contract) -> str:
    """Which suit the lead that is the `i`th card of the play chose, as the leader's side
    would name it: a suit partner led before (a return), one the leader led before (a
    continuation), one only the opponents led, a suit nobody led yet (a switch), or trumps."""
    seat, card = plays[i]
    if card.suit == contract.strain.suit:
        return LEAD_CHOICES[4]
    leaders = {plays[j][0] for j in range(0, i, 4) if plays[j][1].suit == card.suit}
    if seat.partner in leaders:
        return LEAD_CHOICES[0]
    if seat in leaders:
        return LEAD_CHOICES[1]
    return LEAD_CHOICES[2] if leaders else LEAD_CHOICES[3]


#: What a costly card's trick meant (`trick_cost`), in the order the report lists them.
EFFECTS = ("the contract's result", "an overtrick", "an undertrick")


def trick_cost(before: int, after: int, contract: Contract) -> str:
    """What the trick a card cost meant, from declarer's double-dummy tricks before and after
    it: the contract's result (made or set), or only an overtrick or an undertrick. At IMPs
    the first costs far more than the others, which the robots weigh as such."""
    low, high = sorted((before, after))
    if low < contract.tricks_needed <= high:
        return EFFECTS[0]
    return EFFECTS[1] if low >= contract.tricks_needed else EFFECTS[2]


def settle_claim(state: DealState, claimer: Seat, tricks: int, solver: Solver) -> bool:
    """Make the claim and answer it as the table's robots do: accepted when it holds double
    dummy. Returns whether it was accepted (a refused claim leaves `state` as it was)."""
    trial = state.copy()
    trial.apply(ClaimAction(claimer, tricks))
    if not accept_claim(trial, solver):
        return False
    state.apply(ClaimAction(claimer, tricks))
    for seat in state.claim_responders():
        state.apply(ClaimReply(seat, True))
    return True


def unplayed_cards(played: int, to_play: Seat, declaring: Side) -> tuple[int, int]:
    """Declarer's and defenders' cards of tricks 1-12 not played after `played` cards, with
    `to_play` next: two of each side in every trick, and the rest of the trick in progress."""
    in_trick = played % 4
    full_tricks = max(0, 12 - played // 4 - (1 if in_trick else 0))
    decl, defs = 2 * full_tricks, 2 * full_tricks
    if in_trick and played < 48:
        seat = to_play
        for _ in range(4 - in_trick):
            if seat.side is declaring:
                decl += 1
            else:
                defs += 1
            seat = seat.next
    return decl, defs


def explanation(ev: Evaluation, played: Card, real: Mapping[Card, int]) -> str:
    """What sampling thought of the card played and of the cards best on the real layout:
    mean IMPs lost and mean tricks over the layouts, and tricks on the real one."""
    top = max(real.values())
    shown = [played] + [c for c in ev.imp_loss if real.get(c) == top and c != played]

    def one(card: Card) -> str:
        return (
            f"{card}: {ev.imp_loss[card]:.2f} IMPs lost, {ev.tricks[card]:.2f} tricks "
            f"sampled, {real[card]} real"
        )

    if played not in ev.imp_loss:
        shown[0:1] = [c for c in ev.imp_loss if real.get(c) == real[played]][:1]
    return "; ".join(one(c) for c in shown if c in ev.imp_loss)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("deals", nargs="?", type=Path, default=DEFAULT_DEALS)
    ap.add_argument("--level", default="basic,expert", help="comma-separated: basic, expert")
    ap.add_argument("--boards", type=int, default=0, help="play only the first N boards")
    ap.add_argument("--budget", type=float, default=None, help="expert seconds per card")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--progress", type=int, default=0, help="print figures every N boards")
    ap.add_argument(
        "--no-contract",
        choices=("bidding", "par"),
        default="bidding",
        help="for boards without a contract: let the robots bid, or use the par contract",
    )
    ap.add_argument("--slow", type=float, default=0.0, help="list decisions over S seconds")
    ap.add_argument(
        "--costly",
        action="store_true",
        help="list every card that cost a trick: trick, place in the trick, layouts solved",
    )
    ap.add_argument(
        "--explain",
        action="store_true",
        help="with --costly: what sampling thought of the card played and of the best cards",
    )
    ap.add_argument(
        "--no-claims", action="store_true", help="play every card; declarer never claims"
    )
    args = ap.parse_args(argv)

    with Solver() as solver:
        # Load DDS before the clock starts: a table does this once when the bot starts.
        solver.warm_up()
        loaded = load_deals(args.deals, solver, args.no_contract)
        deals = loaded.first(args.boards)
        print(f"{args.deals}: {len(deals)} boards played")
        if loaded.bid:
            print(f"  {loaded.bid} boards had no contract in the file and were bid by the robots")
        if loaded.par:
            print(f"  {loaded.par} boards had no contract in the file and were played in par")
        if loaded.passed_out:
            print(f"  {loaded.passed_out} boards were passed out and not played")
        for level in args.level.split(","):
            tally = Tally()
            players: dict[Seat, object]
            if level == "basic":
                players = {s: BasicPlayer() for s in SEATS}
            elif level == "expert":
                extra = {} if args.budget is None else {"budget_s": args.budget}
                players = {
                    s: ExpertPlayer(solver, seed=args.seed + s.index, **extra) for s in SEATS
                }
            else:
                print(f"unknown level {level!r}", file=sys.stderr)
                return 2
            for i, deal in enumerate(deals, start=1):
                play_board(
                    deal,
                    players,
                    solver,
                    tally,
                    args.slow,
                    args.costly,
                    args.explain,
                    claims=not args.no_claims,
                )
                if args.progress and i % args.progress == 0:
                    print(tally.report(f"{level} (after {i})"), flush=True)
            print(tally.report(level), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
