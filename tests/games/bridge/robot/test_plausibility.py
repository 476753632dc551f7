"""Checking layouts against the other players' recent cards."""

from bot.games.bridge.robot.plausibility import PastPlays
from bot.games.bridge.robot.sampler import Knowledge
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.state import CardAction
from bot.games.bridge.views import seat_view
from bot.games.cards import Card
from bot.games.seats import SEATS, Seat

from .tools import deal_in, random_state

DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"


def test_the_recent_plays_are_the_last_ones_by_other_seats_after_the_lead() -> None:
    state = random_state(4, "4S", cards=9)
    k = Knowledge.from_view(seat_view(state, Seat.EAST))
    past = PastPlays.recent(k.tricks, frozenset({Seat.EAST}), k.trump, 3)
    flat = [(s, c) for t in k.tricks for s, c in t][1:]
    others = [(s, c) for s, c in flat if s is not Seat.EAST]
    assert [(p.seat, p.card) for p in past.plays] == others[-3:]
    assert PastPlays.recent(k.tricks, frozenset({Seat.EAST}), k.trump, 0).plays == ()


def test_positions_before_past_plays_are_rebuilt_exactly_on_the_real_layout() -> None:
    state = random_state(9, "3NT")
    before: list[Position] = []
    for _ in range(11):
        before.append(Position.from_state(state))
        state.apply(CardAction(state.turn, state.legal_cards()[-1]))
    k = Knowledge.from_view(seat_view(state, Seat.WEST))
    past = PastPlays.recent(k.tricks, frozenset({Seat.WEST}), k.trump, 4)
    hands = {s: frozenset(state.hand(s)) for s in SEATS}
    rebuilt = past.positions(hands)
    flat = [(s, c) for t in k.tricks for s, c in t]
    indices = [i for i, (s, _) in enumerate(flat) if i > 0 and s is not Seat.WEST][-4:]
    assert len(rebuilt) == 4
    for pos, i in zip(rebuilt, indices, strict=True):
        assert pos == before[i]


def test_a_double_dummy_error_is_a_slip_and_a_best_card_is_not(solver: Solver) -> None:
    # 4S by South. West leads the club queen; dummy's ace wins. A low heart from dummy:
    # East's king is then worth a trick, East's low heart gives one away on this layout.
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    for text in ["CQ", "CA", "C2", "C4", "H3"]:
        state.apply(CardAction(state.turn, Card.parse(text)))
    scores = solver.solve([Position.from_state(state)])[0]
    best = max(scores.values())
    worst_card = min(scores, key=lambda c: scores[c])
    assert scores[worst_card] < best  # East has a real choice here
    right = state.copy()
    right.apply(CardAction(Seat.EAST, max(scores, key=lambda c: scores[c])))
    wrong = state.copy()
    wrong.apply(CardAction(Seat.EAST, worst_card))
    for played, slips in ((right, 0), (wrong, 1)):
        k = Knowledge.from_view(seat_view(played, Seat.SOUTH))
        own = frozenset({Seat.SOUTH, Seat.NORTH})
        past = PastPlays.recent(k.tricks, own, k.trump, 1)
        assert [p.seat for p in past.plays] == [Seat.EAST]
        hands = {s: frozenset(played.hand(s)) for s in SEATS}
        assert past.slips(solver.solve(past.positions(hands))) == slips
