"""Claims: the referee's double-dummy verdict and a robot declarer's certain claims."""

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bridge.robot.claims import (
    CLAIM_TRICKS_LEFT,
    accept_claim,
    certain_tricks,
    claimer_tricks_double_dummy,
    robot_claim,
)
from bot.games.bridge.robot.solver import Solver
from bot.games.bridge.state import CardAction, ClaimAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.cards import Card
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


# 7NT by North. North runs four spades and four hearts (the defenders show out of both on
# the fourth round); then North holds AQJ98 of diamonds with no way to dummy's clubs. The
# king of diamonds is singleton, so the ace drops it, but North cannot know that.
DIAMONDS_TO_GUESS = "N:AKQJ.AKQJ.AQJ98. 432.432.5432.432 T98.T98.T76.AKQJ 765.765.K.T98765"
EIGHT_TRICKS = (
    "S2 S8 S5 SA SK S3 S9 S6 SQ S4 ST S7 SJ C2 CJ C5 "
    "HA H2 H8 H5 HK H3 H9 H6 HQ H4 HT H7 HJ C3 CQ C6"
)


def test_a_robot_declarer_plays_on_when_the_layouts_give_different_tricks(
    solver: Solver,
) -> None:
    state = play(deal_in(DIAMONDS_TO_GUESS, "7NT", Seat.NORTH), EIGHT_TRICKS)
    assert claimer_tricks_double_dummy_after_claim(state, 5, solver) == 5  # the king drops
    # Some layouts keep the king guarded: claiming the four of the worst case would give
    # away the trick the real cards take.
    assert robot_claim(seat_view(state, Seat.NORTH), solver) is None


def claimer_tricks_double_dummy_after_claim(state: DealState, tricks: int, solver: Solver) -> int:
    copy = state.copy()
    copy.apply(ClaimAction(Seat.NORTH, tricks))
    return claimer_tricks_double_dummy(copy, solver)


A, K = Card.parse("DA"), Card.parse("DK")


def test_certain_tricks_are_those_every_layout_gives_with_one_card() -> None:
    assert certain_tricks([{A: 3, K: 2}, {A: 3, K: 3}]) == 3


def test_no_claim_when_the_layouts_differ() -> None:
    assert certain_tricks([{A: 3, K: 2}, {A: 2, K: 2}]) is None


def test_no_claim_when_no_single_card_keeps_the_tricks_in_every_layout() -> None:
    # Each layout gives three, but with different cards: a guess, not a claim.
    assert certain_tricks([{A: 3, K: 2}, {A: 2, K: 3}]) is None


def test_no_claim_of_nothing() -> None:
    assert certain_tricks([{A: 0, K: 0}]) is None


def test_a_defender_robot_makes_no_claim(solver: Solver) -> None:
    state = spades_by_north(10)
    play(state, "SQ")
    assert robot_claim(seat_view(state, Seat.EAST), solver) is None


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_robot_claims_exactly_what_the_actual_cards_give(solver: Solver, seed: int) -> None:
    state = random_state(seed, "4S" if seed % 2 else "3NT", cards=36)
    contract = state.contract
    assert contract is not None
    while state.to_act is not contract.declarer:
        state.apply(CardAction(state.turn, state.legal_cards()[0]))  # type: ignore[arg-type]
    claimed = robot_claim(seat_view(state, contract.declarer), solver)
    if claimed is None:
        return
    state.apply(ClaimAction(contract.declarer, claimed))
    # Never more (the claim would be refused) and never fewer (a trick given away).
    assert claimer_tricks_double_dummy(state, solver) == claimed
