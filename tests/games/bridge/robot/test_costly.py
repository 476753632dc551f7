"""The cards of a finished deal that cost a trick double dummy (rule 7.5's record marks them),
checked card by card against endplay's own solver asked afresh before every card."""

from dataclasses import replace

from bot.games.bridge.records import read_pbn, to_pbn
from bot.games.bridge.robot.costly import record_costs, review_record
from bot.games.bridge.robot.solver import Solver
from bot.games.bridge.scoring import Vulnerability, score_deal
from bot.games.bridge.state import CardAction, DealState
from bot.games.bridge.views import HandRecord, hand_record
from bot.games.cards import Card, hand_to_pbn
from bot.games.costly import CardCost, ClaimCost, card_costs, claim_cost, lead_cost
from bot.games.seats import Seat, Side
from bot.games.tricks import cards_played
from tests.games.bridge.helpers import MIXED, bid_out, board


def careless_record(calls: str = "1NT P 3NT P P P") -> HandRecord:
    """3NT by North, every seat playing its lowest legal card: tricks go astray."""
    state = bid_out(DealState(board(MIXED, Seat.NORTH, Vulnerability.NONE)), calls)
    while not state.is_finished:
        state.apply(CardAction(state.turn, min(state.legal_cards(), key=lambda c: c.rank)))
    c = state.contract
    score = score_deal(c, state.board.vulnerability, state.declarer_tricks, state.board.hands)
    return hand_record(state, score)


def independent_costs(record: HandRecord) -> list[tuple[int, Card, int]]:
    """Before every card, endplay's solve_board scores each legal card; the card played cost
    the best score less its own."""
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    contract = record.contract
    assert contract is not None
    hands = " ".join(hand_to_pbn(record.hands[s]) for s in Seat.NORTH.clockwise_from())
    deal = Deal(
        f"N:{hands}",
        first=Player.find(contract.opening_leader.title),
        trump=Denom.find(contract.strain.letter),
    )
    letters = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
    out = []
    for i, (_, card) in enumerate(cards_played(record.tricks)):
        scores = {Card.parse(letters[str(c)[0]] + str(c)[1:]): t for c, t in solve_board(deal)}
        lost = max(scores.values()) - scores[card]
        if lost > 0:
            out.append((i, card, lost))
        deal.play(str(card))
    return out


def test_r7_5_the_costly_cards_agree_with_an_independent_solver(solver: Solver) -> None:
    record = careless_record()
    costs = record_costs(record, solver)
    assert costs, "the careless play gives tricks away"
    assert [(c.index, c.card, c.cost) for c in costs] == independent_costs(record)


def test_r7_5_the_opening_lead_and_its_cost(solver: Solver) -> None:
    record = careless_record()
    costs = record_costs(record, solver)
    lead = cards_played(record.tricks)[0]
    expected = next((lost for i, _, lost in independent_costs(record) if i == 0), 0)
    assert lead_cost(costs) == expected
    assert all(c.card == lead[1] for c in costs if c.is_opening_lead)


def test_a_passed_out_deal_has_no_costly_cards(solver: Solver) -> None:
    state = bid_out(DealState(board()), "P P P P")
    record = hand_record(state, score_deal(None, Vulnerability.NONE, None, state.board.hands))
    assert record_costs(record, solver) == ()


def test_the_rule_counts_a_card_against_its_own_side() -> None:
    n, e = (Seat.NORTH, Card.parse("SA")), (Seat.EAST, Card.parse("S2"))
    # North's side ends with 9 at best before North's card, 8 after; East's card then gives 1.
    costs = card_costs([n, e, n], [9, 8, 9, 9], Side.NS)
    assert costs == (CardCost(0, Seat.NORTH, Card.parse("SA"), 1),
                     CardCost(1, Seat.EAST, Card.parse("S2"), 1))  # fmt: skip
    assert lead_cost(costs) == 1 and costs[1].trick == 1


def test_r7_5_the_pbn_notes_each_costly_card_and_reads_back(solver: Solver) -> None:
    import endplay.parsers.pbn as pbn

    record = careless_record()
    costs = record_costs(record, solver)
    text = to_pbn(replace(record, costly=costs))
    play = text[text.index('[Play "') :]
    assert play.count("=") == 2 * len(costs)
    first = costs[0]
    assert f'[Note "1:cost {first.cost} trick' in play
    (game,) = read_pbn(text)
    assert [c for _, c in cards_played(game.deal_state().play.trick_views())] == [
        c for _, c in cards_played(record.tricks)
    ]
    (b,) = pbn.loads(text)
    assert [Card.parse(str(c)) for c in b.play] == [c for _, c in cards_played(record.tricks)]


def test_the_gallery_costs_are_the_solvers(solver: Solver) -> None:
    from bot.games.bridge import examples as ex

    state, notes = ex.finished_stayman()
    record = hand_record(state, ex.stayman_score(state), None, notes)
    assert record_costs(record, solver) == ex.stayman_costly()


def claimed_record(short_by: int, solver: Solver) -> HandRecord:
    """3NT by North: the opening lead, then North claims `short_by` fewer tricks than best
    play from there takes (a negative number: more, and the defenders accept)."""
    from bot.games.bridge.robot.solver import Position
    from bot.games.bridge.state import ClaimAction, ClaimReply

    state = bid_out(DealState(board(MIXED, Seat.NORTH, Vulnerability.NONE)), "1NT P 3NT P P P")
    contract = state.contract
    assert contract is not None
    start = Position({s: frozenset(state.board.hands[s]) for s in Seat},
                     contract.strain.suit, contract.opening_leader)  # fmt: skip
    lead = state.legal_cards()[0]
    best = solver.analyse_play(start, [lead])[1]
    state.apply(CardAction(state.turn, lead))
    state.apply(ClaimAction(contract.declarer, best - short_by))
    for seat in state.claim_responders():
        state.apply(ClaimReply(seat, True))
    score = score_deal(contract, state.board.vulnerability, state.declarer_tricks,
                       state.board.hands)  # fmt: skip
    return hand_record(state, score)


def test_r7_5_a_claim_is_judged_against_best_play_from_where_it_was_made(solver: Solver) -> None:
    assert review_record(claimed_record(0, solver), solver).claim is None
    # Declarer conceded a trick best play would have taken: North–South gave it away.
    assert review_record(claimed_record(1, solver), solver).claim == ClaimCost(Side.NS, 1)
    # The defenders accepted two tricks too many: East–West gave them away.
    assert review_record(claimed_record(-2, solver), solver).claim == ClaimCost(Side.EW, 2)
    # A play to its end is judged card by card, with no claim to judge.
    assert review_record(careless_record(), solver).claim is None


def test_the_claim_rule_names_the_side_it_shorted() -> None:
    assert claim_cost(9, 9, Side.NS) is None
    assert claim_cost(9, 7, Side.EW) == ClaimCost(Side.EW, 2)
    assert claim_cost(9, 10, Side.NS) == ClaimCost(Side.EW, 1)
