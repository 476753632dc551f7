"""Why the robots' slams fail double dummy: every slam bid, its chance, and for each one that
fails, the cause and the rule that bid it.

    python -m bench.bidding --fresh 1000 --seed 4242 --slams

Each slam's chance is the share of layouts of the defenders' 26 cards (declarer's and dummy's
hands kept, the rest dealt again at random) on which it makes double dummy: a slam with a
chance of one half or more is a fair bet that a bad lie beat, and no bidding avoids it. A
slam that fails is put down to the first cause that holds:

- a sacrifice: the other side owned the deal (its best contract scores more than ours);
- aces missing: two aces for a small slam, one for a grand;
- ace and king of a suit: the defenders can cash both in a suit where declarer and dummy each
  hold two cards or more (in trumps too, and in any suit at notrump);
- bad lie, controls held: a chance of one half or more;
- shape without values: fewer than 29 HCP between declarer and dummy (a slam bid on
  shortness and length);
- one ace and a second loser: one ace missing, and the twelfth trick on fewer than half the
  layouts;
- too few tricks: every ace held, and still no slam on most layouts.

Whether the opponents bid or doubled before the slam is counted beside the cause, and the
slams doubled. The floor
is what bidding every fair slam and no other would fail: the mean of one minus the chance over
the slams bid whose chance is one half or more.
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import CallKind
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.robot.bidding import System, call_meanings
from bot.games.bridge.state import Board
from bot.games.cards import Card, Rank, Suit, hand_to_pbn, seeded_rng
from bot.games.seats import SEATS, Seat, Side

#: Layouts of the defenders' cards dealt again to weigh each slam's chance.
LAYOUTS = 20
#: Fewer high-card points than this between declarer and dummy: a slam bid on shape.
SHAPE_HCP = 29
#: The solver fills at most this many tables of one strain per call.
BATCH = 40

CAUSES = (
    "a sacrifice",
    "aces missing",
    "ace and king of a suit",
    "bad lie, controls held",
    "shape without values",
    "one ace and a second loser",
    "too few tricks",
)


@dataclass(frozen=True)
class SlamBid:
    """One slam the robots bid, what became of it, and why."""

    board: Board
    auction: Auction
    contract: Contract
    made: bool
    rule: str
    chance: float
    cause: str
    contested: bool


def _pair(contract: Contract) -> tuple[Seat, Seat]:
    return contract.declarer, contract.declarer.partner


def _held(board: Board, seats: tuple[Seat, ...]) -> frozenset[Card]:
    return frozenset(c for s in seats for c in board.hands[s])


def _aces_missing(board: Board, contract: Contract) -> int:
    return 4 - sum(1 for c in _held(board, _pair(contract)) if c.rank is Rank.ACE)


def _ace_and_king_out(board: Board, contract: Contract) -> bool:
    """A suit whose ace and king the defenders hold and can both cash: declarer and dummy hold
    two cards or more there (trumps included), or the contract is notrump."""
    ours = _held(board, _pair(contract))
    trumps = contract.strain.suit
    for suit in Suit:
        if Card(suit, Rank.ACE) in ours or Card(suit, Rank.KING) in ours:
            continue
        short = min(sum(1 for c in board.hands[s] if c.suit is suit) for s in _pair(contract))
        if trumps is None or suit is trumps or short >= 2:
            return True
    return False


def _contested(auction: Auction, contract: Contract) -> bool:
    """The opponents bid or doubled before the slam was bid."""
    last_bid = auction.last_bid_index
    assert last_bid is not None
    for i, call in enumerate(auction.calls[:last_bid]):
        if auction.seat_of(i).side is not contract.declarer.side and call.kind is not CallKind.PASS:
            return True
    return False


def _rule(auction: Auction, board: Board, system: System) -> str:
    """The rule whose call named the final contract's level and strain."""
    last_bid = auction.last_bid_index
    assert last_bid is not None
    meaning = call_meanings(auction.calls, board.dealer, board.vulnerability, system)[last_bid]
    return meaning.rules[0] if meaning is not None and meaning.rules else "none"


def _layouts(board: Board, contract: Contract) -> list[str]:
    """PBN deals keeping declarer's and dummy's hands, the defenders' cards dealt again."""
    rng = seeded_rng(board.number * 7919 + int(contract.strain))
    pair = _pair(contract)
    theirs = sorted(c for s in SEATS if s not in pair for c in board.hands[s])
    deals = []
    for _ in range(LAYOUTS):
        rng.shuffle(theirs)
        split = iter((frozenset(theirs[:13]), frozenset(theirs[13:])))
        hands = {s: board.hands[s] if s in pair else next(split) for s in SEATS}
        deals.append("N:" + " ".join(hand_to_pbn(hands[s]) for s in Seat.NORTH.clockwise_from()))
    return deals


def _chances(slams: list[tuple[Board, Contract]]) -> list[float]:
    """For each slam, the share of its layouts on which it makes double dummy."""
    from endplay.dds import calc_all_tables
    from endplay.types import Deal, Denom, Player

    denoms = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
    players = {Seat.NORTH: Player.north, Seat.EAST: Player.east,
               Seat.SOUTH: Player.south, Seat.WEST: Player.west}  # fmt: skip
    out = []
    for board, contract in slams:
        denom = denoms[int(contract.strain)]
        deals = _layouts(board, contract)
        made = 0
        for start in range(0, len(deals), BATCH):
            chunk = [Deal(d) for d in deals[start : start + BATCH]]
            tables = calc_all_tables(chunk, exclude=[d for d in denoms if d is not denom])
            made += sum(
                tables[i][denom, players[contract.declarer]] >= contract.tricks_needed
                for i in range(len(chunk))
            )
        out.append(made / len(deals))
    return out


def _cause(board: Board, contract: Contract, chance: float, owner: Side) -> str:
    missing = _aces_missing(board, contract)
    if owner is not contract.declarer.side:
        return CAUSES[0]
    if missing >= (2 if contract.level == 6 else 1):
        return CAUSES[1]
    if _ace_and_king_out(board, contract):
        return CAUSES[2]
    if chance >= 0.5:
        return CAUSES[3]
    if _hcp(board, _pair(contract)) < SHAPE_HCP:
        return CAUSES[4]
    return CAUSES[5] if missing else CAUSES[6]


def slams_bid(
    system: System, boards: list[Board], auctions: list[Auction], dd: list[dict[str, object]]
) -> list[SlamBid]:
    """Every slam in `auctions` (parallel to `boards` and their double-dummy tables `dd`)."""
    from bench.bidding import best_score

    found = []
    for board, auction, entry in zip(boards, auctions, dd, strict=True):
        contract = auction.contract()
        if contract is None or contract.level < 6:
            continue
        tricks = entry["tricks"]
        assert isinstance(tricks, dict)
        made = tricks[str(contract.declarer)][int(contract.strain)] >= contract.tricks_needed
        owner = max(Side, key=lambda s: best_score(s, board, tricks))
        found.append((board, auction, contract, made, owner))
    chances = _chances([(b, c) for b, _, c, _, _ in found])
    out = []
    for (board, auction, contract, made, owner), chance in zip(found, chances, strict=True):
        cause = "" if made else _cause(board, contract, chance, owner)
        rule = _rule(auction, board, system)
        out.append(SlamBid(board, auction, contract, made, rule, chance, cause,
                           _contested(auction, contract)))  # fmt: skip
    return out


def report(system: System, slams: list[SlamBid], n: int, show: bool = True) -> None:
    """The table of failing slams by cause and rule, the chances, and the floor."""
    failing = [s for s in slams if not s.made]
    share = 100 * len(failing) / len(slams) if slams else 0.0
    print(f"system {system.value}: {n} deals, {len(slams)} slams bid, {len(failing)} fail "
          f"double dummy ({share:.1f}%)")  # fmt: skip
    for cause in CAUSES:
        these = [s for s in failing if s.cause == cause]
        if not these:
            continue
        rules = Counter(s.rule for s in these)
        listed = ", ".join(f"{r} x{k}" for r, k in sorted(rules.items()))
        contested = sum(s.contested for s in these)
        doubled = sum(s.contract.doubling is not Doubling.UNDOUBLED for s in these)
        print(f"  {cause:28} {len(these):3} ({contested} in competition, {doubled} doubled); "
              f"rules {listed}")  # fmt: skip
    fair = [s for s in slams if s.chance >= 0.5]
    if slams:
        mean = statistics.mean(s.chance for s in slams)
        fair_fail = sum(not s.made for s in fair)
        print(f"  chance of the slams bid: mean {mean:.2f}; {len(fair)} with a chance of one "
              f"half or more ({fair_fail} fail), {len(slams) - len(fair)} below "
              f"({len(failing) - fair_fail} fail)")  # fmt: skip
        floor = statistics.mean(1 - s.chance for s in fair) if fair else 0.0
        unlucky = sum(s.cause == CAUSES[3] for s in failing)
        print(f"  floor (bidding every fair slam and no other would fail): {100 * floor:.1f}%; "
              f"failing on a bad lie: {unlucky} of {len(slams)} "
              f"({100 * unlucky / len(slams):.1f}%)")  # fmt: skip
    made_by = Counter(s.rule for s in slams if s.made)
    print("  slams made by rule: " + ", ".join(f"{r} x{k}" for r, k in sorted(made_by.items())))
    if not show:
        return
    for s in sorted(failing, key=lambda s: (CAUSES.index(s.cause), s.board.number)):
        b = s.board
        pair = _pair(s.contract)
        hands = " ".join(f"{seat}:{hand_to_pbn(b.hands[seat])}" for seat in SEATS)
        hcp = _hcp(b, pair)
        calls = " ".join(str(c) for c in s.auction.calls)
        where = ", in competition" if s.contested else ""
        print(f"  board {b.number} ({b.dealer} deals, vul {b.vulnerability.pbn}) {s.cause}"
              f"{where}: rule {s.rule}, {s.contract} chance {s.chance:.2f}, {hcp} HCP\n"
              f"    {calls}\n    {hands}")  # fmt: skip


def _hcp(board: Board, seats: tuple[Seat, ...]) -> int:
    values = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
    return sum(values.get(c.rank, 0) for c in _held(board, seats))
