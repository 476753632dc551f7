"""Bidding benchmark: robots bid all four seats of a fixed deal set; how good and how fast?

    python -m bench.bidding --make-deals   # write data/bidding_deals.pbn and its DD cache
    python -m bench.bidding                # bid every deal in both systems and print figures

Each reached contract is scored at its double-dummy trick count and compared, in IMPs, with
the double-dummy par score of the deal (NS point of view, so a positive figure means the
robots did better than par). The double-dummy tables and par scores of the fixed set are
cached in data/bidding_dd.json, so only `--make-deals` needs the solver.

The IMPs are also split by cause: contracts too high, games and slams missed, contracts of
the side the deal does not belong to. Besides the IMPs, it counts the slams the robots bid,
those that fail double dummy, notrump slams with a void opposite a suit partner showed, and
grand slams without all four aces; and the penalty doubles: contracts doubled, how many were
beaten, what the double gained over the same contract undoubled, and the contracts that went
two or more down undoubled.
`--show N` lists the N boards furthest from par, with their auctions, to see where the
bidding goes wrong.

`--compare 7.17,7.18` measures rules: the same deals are bid in one process without the rules
numbered and with them, and only the boards whose auction changed are solved (fresh deals) or
read from the cache. It prints the boards changed; head to head, the IMPs the rules won and
lost for the side whose call changed first (both auctions scored at their double-dummy
tricks); the IMPs from par on the changed boards before and after; the slams bid and
failing double dummy before and after (unchanged boards bid the same slams); and the penalty
doubles on the changed boards before and after, as the full run counts them.

`--slams` bids each board once and lists the slams failing double dummy by cause and by the
rule that bid them, with each slam's chance over layouts of the defenders' cards and the floor
that no bidding goes below (bench.slam_causes; `--show 1` lists the failing slams too).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Strain
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.records import read_pbn
from bot.games.bridge.robot.bidding import (
    System,
    auction_context,
    auction_ranges,
    choose,
    forget_meanings,
    without_rules,
)
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.robot.judgement import weigh
from bot.games.bridge.robot.solver import Solver
from bot.games.bridge.scoring import duplicate_score, imps
from bot.games.bridge.state import Board
from bot.games.cards import Rank, Suit, seeded_rng
from bot.games.seats import SEATS, Seat, Side

DATA = Path(__file__).resolve().parents[1] / "data"
DEALS_FILE = DATA / "bidding_deals.pbn"
DD_FILE = DATA / "bidding_dd.json"
DEAL_COUNT = 500
SEED = 20261129
#: The solver fills at most 40 five-strain tables per batch call.
BATCH = 40


def make_boards(count: int = DEAL_COUNT, seed: int = SEED) -> list[Board]:
    """Seeded deals whose dealer and vulnerability follow the usual sixteen-board cycle."""
    rng = seeded_rng(seed)
    return [Board.numbered(number, rng) for number in range(1, count + 1)]


def write_pbn(boards: list[Board], path: Path) -> None:
    parts = []
    for b in boards:
        parts.append(
            f'[Board "{b.number}"]\n[Dealer "{b.dealer}"]\n'
            f'[Vulnerable "{b.vulnerability.pbn}"]\n[Deal "{b.to_pbn_deal(Seat.NORTH)}"]\n'
        )
    path.write_text("% Seeded random deals for the bidding benchmark\n\n" + "\n".join(parts))


def read_boards(path: Path) -> list[Board]:
    return [game.board for game in read_pbn(path.read_text())]


def solve(boards: list[Board]) -> list[dict[str, object]]:
    """Double-dummy tricks for every declarer and strain, and the par score (NS view)."""
    from endplay.dds import calc_all_tables, par
    from endplay.types import Deal, Denom, Player, Vul

    denoms = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
    players = {Seat.NORTH: Player.north, Seat.EAST: Player.east,
               Seat.SOUTH: Player.south, Seat.WEST: Player.west}  # fmt: skip
    out: list[dict[str, object]] = []
    for start in range(0, len(boards), BATCH):
        chunk = boards[start : start + BATCH]
        tables = calc_all_tables([Deal(b.to_pbn_deal(Seat.NORTH)) for b in chunk])
        for i, b in enumerate(chunk):
            table = tables[i]
            tricks = {str(s): [table[d, players[s]] for d in denoms] for s in SEATS}
            out.append(
                {
                    "board": b.number,
                    "tricks": tricks,
                    "par": par(table, Vul(b.vulnerability.dds), players[b.dealer]).score,
                }
            )
    return out


def bid_board(
    board: Board,
    system: System,
    times: list[float],
    cold: bool = False,
    judge: Judge | None = None,
    judged: Side | None = None,
) -> Auction:
    """Bid `board` with four robots, timing each call. `cold` forgets the meanings of earlier
    calls before each one, as a fresh process would; otherwise they are reused, as a running
    table reuses them from one call to the next. With `judge`, the robots are the expert's,
    weighing their honest calls by simulation (bot.games.bridge.robot.judgement): all four,
    or only the side `judged`."""
    auction = Auction(board.dealer)
    hands = {s: HandInfo.of(board.hands[s]) for s in SEATS}
    while not auction.is_complete:
        seat = auction.turn
        assert seat is not None
        if cold:
            forget_meanings()
        t0 = time.perf_counter()
        ctx = auction_context(auction.calls, board.dealer, board.vulnerability, system)
        if judge is None or (judged is not None and seat.side is not judged):
            call, _ = choose(ctx, hands[seat])
        else:
            verdict = weigh(ctx, frozenset(board.hands[seat]), judge.solver,
                            budget_s=judge.budget_s)  # fmt: skip
            call = verdict.call
            judge.weighed += verdict.deals > 0
            judge.overruled += verdict.overruled
        times.append(time.perf_counter() - t0)
        auction.call(call, seat)
    return auction


@dataclass
class Judge:
    """The expert robots' judgement for a run: the solver, and how often it spoke."""

    solver: Solver
    weighed: int = 0
    overruled: int = 0
    #: Far more than a table allows (judgement.BUDGET_S), so that what the benchmark measures
    #: does not depend on how busy the machine is; the time per call shows the table's cost.
    budget_s: float = 120.0


def ns_score(auction: Auction, board: Board, tricks: dict[str, list[int]]) -> int:
    contract = auction.contract()
    if contract is None:
        return 0
    taken = tricks[str(contract.declarer)][int(contract.strain)]
    suffix = {Doubling.UNDOUBLED: "", Doubling.DOUBLED: "X", Doubling.REDOUBLED: "XX"}
    text = f"{contract.level}{Strain(contract.strain).letter}{suffix[contract.doubling]}"
    side = contract.declarer.side
    score = duplicate_score(text, board.vulnerability.is_vulnerable(side), taken)
    return score if side is Side.NS else -score


def kind_of(auction: Auction) -> str:
    contract = auction.contract()
    if contract is None:
        return "passed out"
    if contract.level >= 6:
        return "slam"
    points = contract.level * (30 if contract.strain >= Strain.HEARTS else 20)
    if contract.strain is Strain.NOTRUMP:
        points += 10
    return "game" if points >= 100 else "part-score"


@dataclass
class Slams:
    """What the slams bid on a deal set were like."""

    bid: int = 0
    failed: int = 0
    notrump_void: int = 0
    grand_missing_ace: int = 0

    def add(
        self, auction: Auction, board: Board, tricks: dict[str, list[int]], system: System
    ) -> None:
        contract = auction.contract()
        if contract is None or contract.level < 6:
            return
        self.bid += 1
        self.failed += tricks[str(contract.declarer)][int(contract.strain)] < contract.tricks_needed
        pair = (contract.declarer, contract.declarer.partner)
        if contract.level == 7:
            aces = sum(1 for s in pair for c in board.hands[s] if c.rank is Rank.ACE)
            self.grand_missing_ace += aces < 4
        if contract.strain is Strain.NOTRUMP:
            self.notrump_void += _void_in_partners_suit(auction, board, contract, system)

    def report(self) -> str:
        return (
            f"  slams: {self.bid} bid, {self.failed} fail double dummy; notrump slams with a "
            f"void in partner's suit {self.notrump_void}; grand slams missing an ace "
            f"{self.grand_missing_ace}"
        )


@dataclass
class Doubles:
    """The penalty doubles of a deal set: final contracts the defenders doubled (a takeout
    double passed for penalty counts too), how many they beat and what the double added, and
    the chances they let go (their contracts that went two or more down undoubled)."""

    doubled: int = 0
    beaten: int = 0
    undertricks: int = 0
    #: What the double (or redouble) changed, in IMPs to the doubling side, against the same
    #: contract undoubled at its double-dummy tricks.
    gain: int = 0
    missed: int = 0

    def add(self, auction: Auction, board: Board, tricks: dict[str, list[int]]) -> None:
        contract = auction.contract()
        if contract is None:
            return
        taken = tricks[str(contract.declarer)][int(contract.strain)]
        down = contract.tricks_needed - taken
        if contract.doubling is Doubling.UNDOUBLED:
            self.missed += down >= 2
            return
        self.doubled += 1
        self.beaten += down > 0
        self.undertricks += max(0, down)
        vul = board.vulnerability.is_vulnerable(contract.declarer.side)
        plain = f"{contract.level}{Strain(contract.strain).letter}"
        scored = duplicate_score(plain + contract.doubling.suffix, vul, taken)
        self.gain += imps(duplicate_score(plain, vul, taken) - scored)

    def report(self, n: int) -> str:
        mean_down = self.undertricks / self.beaten if self.beaten else 0.0
        return (
            f"  penalty doubles: {self.doubled} contracts doubled, {self.beaten} beaten "
            f"({mean_down:.1f} down on average), {self.doubled - self.beaten} made; the doubles "
            f"gained {self.gain:+d} IMPs ({self.gain / n:+.3f} a board) over the same contracts "
            f"undoubled; {self.missed} contracts two or more down undoubled"
        )


def _void_in_partners_suit(
    auction: Auction, board: Board, contract: Contract, system: System
) -> bool:
    """Declarer or dummy is void in a suit the other has shown four or more cards of."""
    shown = auction_ranges(auction.calls, board.dealer, board.vulnerability, system)
    pair = (contract.declarer, contract.declarer.partner)
    for seat in pair:
        other = seat.partner
        for suit in Suit:
            if shown[other].min_len[suit] >= 4 and not any(
                c.suit is suit for c in board.hands[seat]
            ):
                return True
    return False


def best_score(side: Side, board: Board, tricks: dict[str, list[int]]) -> tuple[int, int]:
    """The best undoubled score `side` can make double dummy, and its level."""
    vul = board.vulnerability.is_vulnerable(side)
    best = (-(10**6), 0)
    for seat in SEATS:
        if seat.side is not side:
            continue
        for strain in Strain:
            taken = tricks[str(seat)][int(strain)]
            for level in range(1, 8):
                score = duplicate_score(f"{level}{strain.letter}", vul, taken)
                best = max(best, (score, level))
    return best


@dataclass
class Losses:
    """Where the IMPs from par go, board by board, by cause. The deal belongs to the side
    whose best undoubled contract scores more; a contract of that side either goes down
    (too high), makes short of a bonus it could have made (a game or slam missed), or is
    right; a contract of the other side is theirs (a save or a part-score we let them
    play)."""

    imps: Counter[str] = field(default_factory=Counter)
    boards: Counter[str] = field(default_factory=Counter)

    def add(self, auction: Auction, board: Board, tricks: dict[str, list[int]], lost: int) -> None:
        contract = auction.contract()
        if contract is None:
            cause = "passed out"
        else:
            side = contract.declarer.side
            owner = max(Side, key=lambda s: best_score(s, board, tricks))
            taken = tricks[str(contract.declarer)][int(contract.strain)]
            kind = kind_of(auction)
            if side is not owner:
                cause = "their contract"
            elif taken < contract.tricks_needed:
                cause = f"{kind} down"
            else:
                best, level = best_score(side, board, tricks)
                vul = board.vulnerability.is_vulnerable(side)
                text = f"{contract.level}{Strain(contract.strain).letter}"
                short = duplicate_score(text, vul, taken) < best - 20
                cause = (
                    ("slam missed" if level >= 6 else "game missed") if short else f"{kind} right"
                )
        self.imps[cause] += abs(lost)
        self.boards[cause] += 1

    def report(self, n: int) -> str:
        parts = ", ".join(
            f"{cause} {self.imps[cause] / n:.2f} ({self.boards[cause]} boards)"
            for cause, _ in self.imps.most_common()
            if self.imps[cause]
        )
        return f"  IMPs per board by cause: {parts}"


def p95_ms(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[int(0.95 * (len(ordered) - 1))] * 1000


def describe(board: Board, auction: Auction, score: int, par_score: int) -> str:
    """One board for `--show`: the hands, the auction, and the result against par."""
    hands = " ".join(f"{s}:{board.to_pbn_deal(s).split(':')[1].split()[0]}" for s in SEATS)
    calls = " ".join(str(c) for c in auction.calls)
    contract = auction.contract()
    return (
        f"  board {board.number} (dealer {board.dealer}, vul {board.vulnerability.pbn}): "
        f"{calls} -> {contract or 'passed out'}, NS {score:+d} against par {par_score:+d} "
        f"({imps(score - par_score):+d} IMPs)\n    {hands}"
    )


def run(
    system: System,
    boards: list[Board],
    dd: list[dict[str, object]],
    show: int = 0,
    judge: Judge | None = None,
) -> list[tuple[Auction, int]]:
    """Bid every board and print the figures; each board's auction and IMPs from par."""
    times: list[float] = []
    cold: list[float] = []
    diffs: list[int] = []
    kinds: Counter[str] = Counter()
    slams = Slams()
    doubles = Doubles()
    losses = Losses()
    worst: list[tuple[int, str]] = []
    doubled = 0
    bid: list[tuple[Auction, int]] = []
    for board, entry in zip(boards, dd, strict=True):
        auction = bid_board(board, system, times, judge=judge)
        if judge is None:
            bid_board(board, system, cold, cold=True)
        tricks = entry["tricks"]
        assert isinstance(tricks, dict)
        par_score = entry["par"]
        assert isinstance(par_score, int)
        score = ns_score(auction, board, tricks)
        diffs.append(imps(score - par_score))
        bid.append((auction, abs(diffs[-1])))
        kinds[kind_of(auction)] += 1
        slams.add(auction, board, tricks, system)
        doubles.add(auction, board, tricks)
        losses.add(auction, board, tricks, diffs[-1])
        if show:
            worst.append((abs(diffs[-1]), describe(board, auction, score, par_score)))
        if auction.contract() is not None and auction.doubling is not Doubling.UNDOUBLED:
            doubled += 1
    n = len(boards)
    robots = "the table alone" if judge is None else "with the expert's judgement"
    print(f"system {system.value}, {robots}: {n} deals, {len(times)} calls")
    print(f"  IMPs per board away from double-dummy par: "
          f"{statistics.mean(abs(d) for d in diffs):.3f} "
          f"(signed, NS minus par: {statistics.mean(diffs):+.2f})")  # fmt: skip
    shares = ", ".join(
        f"{k} {100 * kinds[k] / n:.1f}%" for k in ("part-score", "game", "slam", "passed out")
    )
    print(f"  contracts: {shares}; doubled {100 * doubled / n:.1f}%")
    print(slams.report())
    print(doubles.report(n))
    print(losses.report(n))
    mean_ms, max_ms = 1000 * statistics.mean(times), 1000 * max(times)
    timing = f"  time per call: p95 {p95_ms(times):.2f} ms, mean {mean_ms:.2f} ms, "
    timing += f"max {max_ms:.2f} ms"
    if judge is None:
        print(f"{timing}; without reusing earlier meanings p95 {p95_ms(cold):.2f} ms, "
              f"max {1000 * max(cold):.2f} ms")  # fmt: skip
    else:
        print(f"{timing}\n  judgement: {judge.weighed} calls weighed, "
              f"{judge.overruled} of them overruled the table")  # fmt: skip
    for _, text in sorted(worst, key=lambda w: -w[0])[:show]:
        print(text)
    return bid


def compare(table: list[tuple[Auction, int]], judged: list[tuple[Auction, int]]) -> None:
    """Board by board, where the judgement changed the auction and what it won or lost."""
    changed = [(a, b) for a, b in zip(table, judged, strict=True) if a[0].calls != b[0].calls]
    better = sum(1 for a, b in changed if b[1] < a[1])
    worse = sum(1 for a, b in changed if b[1] > a[1])
    won = sum(a[1] - b[1] for a, b in changed if b[1] < a[1])
    lost = sum(b[1] - a[1] for a, b in changed if b[1] > a[1])
    print(f"  against the table alone: {len(changed)} auctions changed, {better} nearer par "
          f"(+{won} IMPs), {worse} further (-{lost} IMPs), net {won - lost:+d} IMPs over "
          f"{len(table)} boards")  # fmt: skip


def match(system: System, boards: list[Board], dd: list[dict[str, object]]) -> None:
    """A double-dummy team match: the expert's judgement for one pair, the table alone for the
    other, at two tables with the seats swapped; IMPs a board to the judging team."""
    judge = Judge(Solver())
    swings: list[int] = []
    for board, entry in zip(boards, dd, strict=True):
        tricks = entry["tricks"]
        assert isinstance(tricks, dict)
        ns_judging = ns_score(bid_board(board, system, [], judge=judge, judged=Side.NS), board,
                              tricks)  # fmt: skip
        ew_judging = ns_score(bid_board(board, system, [], judge=judge, judged=Side.EW), board,
                              tricks)  # fmt: skip
        swings.append(imps(ns_judging - ew_judging))
    won = sum(s for s in swings if s > 0)
    lost = -sum(s for s in swings if s < 0)
    print(f"system {system.value}, a team match of the expert's judgement against the table "
          f"alone: {statistics.mean(swings):+.2f} IMPs a board to the judgement over "
          f"{len(swings)} boards ({sum(1 for s in swings if s)} boards swing: +{won} -{lost}); "
          f"{judge.weighed} calls weighed, {judge.overruled} overruled")  # fmt: skip


@dataclass
class Change:
    """One board whose auction a rule changed: both auctions, and the side that called
    differently first."""

    index: int
    board: Board
    before: Auction
    after: Auction
    side: Side


def changes(system: System, boards: list[Board], rules: frozenset[str]) -> list[Change]:
    """Bid every board without `rules` and with them; the boards whose auction differs."""
    with without_rules(rules):
        before = [bid_board(b, system, []) for b in boards]
    after = [bid_board(b, system, []) for b in boards]
    out: list[Change] = []
    for index, (board, old, new) in enumerate(zip(boards, before, after, strict=True)):
        if old.calls == new.calls:
            continue
        first = next(
            (i for i, (a, b) in enumerate(zip(old.calls, new.calls, strict=False)) if a != b),
            min(len(old.calls), len(new.calls)),
        )
        seat = SEATS[(SEATS.index(board.dealer) + first) % 4]
        out.append(Change(index, board, old, new, seat.side))
    return out


def slam_failed(auction: Auction, tricks: dict[str, list[int]]) -> tuple[int, int]:
    """(1, 1) for a slam failing double dummy, (1, 0) for one that makes, else (0, 0)."""
    contract = auction.contract()
    if contract is None or contract.level < 6:
        return 0, 0
    return 1, int(tricks[str(contract.declarer)][int(contract.strain)] < contract.tricks_needed)


def report_changes(
    system: System,
    found: list[Change],
    dd: list[dict[str, object]],
    n: int,
    rules: frozenset[str],
    show: int = 0,
) -> None:
    """The figures of `--compare` for one system; `dd` is parallel to `found`."""
    won = lost = gained_boards = lost_boards = 0
    par_before = par_after = 0
    slams = [0, 0, 0, 0]  # bid and failed, before and after
    doubles = (Doubles(), Doubles())
    lines: list[tuple[int, str]] = []
    for change, entry in zip(found, dd, strict=True):
        tricks, par_score = entry["tricks"], entry["par"]
        assert isinstance(tricks, dict) and isinstance(par_score, int)
        old = ns_score(change.before, change.board, tricks)
        new = ns_score(change.after, change.board, tricks)
        swing = imps(new - old) * (1 if change.side is Side.NS else -1)
        won += max(0, swing)
        lost += max(0, -swing)
        gained_boards += swing > 0
        lost_boards += swing < 0
        par_before += abs(imps(old - par_score))
        par_after += abs(imps(new - par_score))
        for i, auction in ((0, change.before), (2, change.after)):
            bid_, failed = slam_failed(auction, tricks)
            slams[i] += bid_
            slams[i + 1] += failed
            doubles[i // 2].add(auction, change.board, tricks)
        lines.append((swing, describe(change.board, change.before, old, par_score) + "\n"
                      + describe(change.board, change.after, new, par_score)))  # fmt: skip
    print(f"system {system.value}, rules {', '.join(sorted(rules))} on against off: {n} deals, "
          f"{len(found)} boards changed")  # fmt: skip
    print(f"  head to head: {won - lost:+d} IMPs (+{won} on {gained_boards} boards, -{lost} on "
          f"{lost_boards}) to the side whose call changed")  # fmt: skip
    print(f"  IMPs from par on the changed boards: {par_before} before, {par_after} after "
          f"({(par_after - par_before) / n:+.3f} a board over all {n})")  # fmt: skip
    print(f"  slams on the changed boards: before {slams[0]} bid, {slams[1]} fail; after "
          f"{slams[2]} bid, {slams[3]} fail")  # fmt: skip
    for label, d in zip(("before", "after"), doubles, strict=True):
        print(f"  penalty doubles on the changed boards {label}: {d.report(n).split(': ', 1)[1]}")
    for _, text in sorted(lines, key=lambda item: item[0])[:show]:
        print(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make-deals", action="store_true", help="write the deals and DD cache")
    parser.add_argument("--limit", type=int, default=0, help="bid only the first N deals")
    parser.add_argument("--start", type=int, default=0, help="skip the first N deals")
    parser.add_argument(
        "--fresh", type=int, default=0, metavar="N",
        help="bid N new deals from --seed instead of the fixed set (solved first: ~0.1 s each)",
    )  # fmt: skip
    parser.add_argument("--seed", type=int, default=SEED + 1, help="the seed of --fresh deals")
    parser.add_argument(
        "--judge",
        action="store_true",
        help="also bid with the expert robots' judgement (simulation; minutes, not seconds)",
    )
    parser.add_argument(
        "--match",
        action="store_true",
        help="a team match of the judgement against the table alone (as long as --judge)",
    )
    parser.add_argument(
        "--system",
        choices=[s.value for s in System],
        default=None,
        help="bid in this system only (both by default)",
    )
    parser.add_argument(
        "--show", type=int, default=0, metavar="N", help="list the N boards furthest from par"
    )
    parser.add_argument(
        "--slams", action="store_true",
        help="bid only, then list the slams failing double dummy by cause and rule (slow: "
        "each slam's chance is solved on 20 layouts)",
    )  # fmt: skip
    parser.add_argument(
        "--compare", default="", metavar="RULES",
        help="bid without and with these rule numbers (7.17,7.18); solve the changed boards",
    )  # fmt: skip
    args = parser.parse_args()
    if args.make_deals:
        boards = make_boards()
        DATA.mkdir(exist_ok=True)
        write_pbn(boards, DEALS_FILE)
        DD_FILE.write_text(json.dumps(solve(boards), separators=(",", ":")) + "\n")
        print(f"wrote {len(boards)} deals to {DEALS_FILE} and their DD results to {DD_FILE}")
        return
    end = args.start + args.limit if args.limit else None
    if args.compare:
        compare_rules(args, end)
        return
    if args.slams:
        slam_causes(args, end)
        return
    if args.fresh:
        # Deals nothing was tuned on: dealt from another seed, and only those bid are solved.
        boards = make_boards(args.fresh, args.seed)[args.start : end]
        dd = solve(boards)
    else:
        boards = read_boards(DEALS_FILE)[args.start : end]
        dd = json.loads(DD_FILE.read_text())[args.start : end]
    for system in System:
        if args.system is None or args.system == system.value:
            if args.match:
                match(system, boards, dd)
                continue
            table = run(system, boards, dd, args.show)
            if args.judge:
                compare(table, run(system, boards, dd, args.show, Judge(Solver())))


def slam_causes(args: argparse.Namespace, end: int | None) -> None:
    """`--slams`: bid every board once, solve the boards that reached a slam, and list the
    slams failing double dummy by cause (bench.slam_causes)."""
    from bench.slam_causes import report, slams_bid

    boards = make_boards(args.fresh, args.seed) if args.fresh else read_boards(DEALS_FILE)
    boards = boards[args.start : end]
    for system in System:
        if args.system is not None and args.system != system.value:
            continue
        auctions = [bid_board(b, system, []) for b in boards]
        at_slam = [i for i, a in enumerate(auctions) if (c := a.contract()) and c.level >= 6]
        dd = solve([boards[i] for i in at_slam])
        found = slams_bid(system, [boards[i] for i in at_slam], [auctions[i] for i in at_slam], dd)
        report(system, found, len(boards), show=args.show > 0)


def compare_rules(args: argparse.Namespace, end: int | None) -> None:
    rules = frozenset(r.strip() for r in args.compare.split(",") if r.strip())
    if args.fresh:
        boards = make_boards(args.fresh, args.seed)[args.start : end]
        cached = None
    else:
        boards = read_boards(DEALS_FILE)[args.start : end]
        cached = json.loads(DD_FILE.read_text())[args.start : end]
    for system in System:
        if args.system is not None and args.system != system.value:
            continue
        found = changes(system, boards, rules)
        dd = solve([c.board for c in found]) if cached is None else [cached[c.index] for c in found]
        report_changes(system, found, dd, len(boards), rules, args.show)


if __name__ == "__main__":
    main()
