"""Claims: the referee's double-dummy verdict and a robot declarer's certain claims."""

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bridge.robot.claims import (
    CLAIM_TRICKS_LEFT,
    accept_claim,
    claimer_tricks_double_dummy,
    robot_claim,
)
from bot.games.bridge.robot.solver import Solver
from bot.games.bridge.state import CardAction, ClaimAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.seats import Seat

from .tools import deal_in, play, random_state

# North holds all the spades, East the hearts, South the diamonds, West the clubs.
SUITED = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def spades_by_north(tricks_played: int) -> DealState:
    """7♠ by North: East leads hearts, North ruffs and then runs its spades."""
    state = play(deal_in(SUITED, "7S", Seat.NORTH), "H2 D2 C2 S2")
    ranks = "3456789TJQKA"
    for i in range(tricks_played - 1):
        r = ranks[i]
        play(state, f"S{r} H{r} D{r} C{r}")
    return state


def test_a_claim_that_holds_against_best_defence_is_accepted(solver: Solver) -> None:
    state = play(deal_in(SUITED, "7NT", Seat.NORTH), "H2")
    # East holds every heart and is on lead: all thirteen tricks are East-West's.
    state.apply(ClaimAction(Seat.EAST, 13))
    assert claimer_tricks_double_dummy(state, solver) == 13
    assert accept_claim(state, solver)


def test_a_claim_of_more_than_the_cards_allow_is_rejected(solver: Solver) -> None:
    state = play(deal_in(SUITED, "7NT", Seat.NORTH), "H2")
    state.apply(ClaimAction(Seat.NORTH, 1))
    assert not accept_claim(state, solver)


def test_a_claim_counts_the_trick_in_progress(solver: Solver) -> None:
    state = spades_by_north(1)
    play(state, "S3")  # North leads a trump; the trick is not finished
    state.apply(ClaimAction(Seat.NORTH, 12))
    assert accept_claim(state, solver)


def test_a_robot_declarer_claims_the_rest_when_every_card_is_a_winner(solver: Solver) -> None:
    state = spades_by_north(13 - CLAIM_TRICKS_LEFT)
    assert robot_claim(seat_view(state, Seat.NORTH), solver) == CLAIM_TRICKS_LEFT


def test_a_robot_declarer_does_not_claim_early_in_the_play(solver: Solver) -> None:
    state = spades_by_north(12 - CLAIM_TRICKS_LEFT)
    assert robot_claim(seat_view(state, Seat.NORTH), solver) is None


def test_a_defender_robot_makes_no_claim(solver: Solver) -> None:
    state = spades_by_north(10)
    play(state, "SQ")
    assert robot_claim(seat_view(state, Seat.EAST), solver) is None


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_robot_never_claims_more_than_the_actual_cards_give(solver: Solver, seed: int) -> None:
    state = random_state(seed, "4S" if seed % 2 else "3NT", cards=36)
    contract = state.contract
    assert contract is not None
    while state.to_act is not contract.declarer:
        state.apply(CardAction(state.turn, state.legal_cards()[0]))  # type: ignore[arg-type]
    claimed = robot_claim(seat_view(state, contract.declarer), solver)
    if claimed is None:
        return
    state.apply(ClaimAction(contract.declarer, claimed))
    assert claimer_tricks_double_dummy(state, solver) >= claimed
