"""The exact search: it agrees with brute-force minimax over the rules engine itself, and
the compiled and pure-Python searches give the same values."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from bot.games.cards import Suit
from bot.games.kaiser.robot import search
from bot.games.kaiser.robot.search import Position, Solver, bit_card, card_bit, move_values
from bot.games.kaiser.rules import DEFAULT_RULES, THREE_OF_CLUBS, RuleConfig
from bot.games.kaiser.state import CardAction, Deal, DealState, Phase, TrumpAction
from bot.games.seats import SEATS, Side
from tests.games.kaiser.helpers import calls

ROOT = Path(__file__).resolve().parents[4]


def endgame(rng: random.Random, cards_left: int, rules: RuleConfig = DEFAULT_RULES) -> DealState:
    """A hand played at random until `cards_left` cards remain to be played."""
    state = DealState(Deal.deal(1, rng.choice(SEATS), rules, rng), rules)
    calls(state, "p", "p", "p", rng.choice(["7", "7nt"]))
    if state.phase is Phase.TRUMP:
        state.apply(TrumpAction(state.deal.dealer, rng.choice(list(Suit))))
    while 32 - sum(len(t.cards) for t in state.play.tricks) > cards_left:  # type: ignore[union-attr]
        seat = state.turn
        assert seat is not None
        state.apply(CardAction(seat, rng.choice(state.legal_cards())))
    return state


def brute_force(state: DealState) -> int:
    """North–South's points to come (the trick in progress included), by trying every card
    through the engine."""
    play = state.play
    assert play is not None
    done = play.points(Side.NS)
    if state.is_finished:
        return 0
    seat = state.turn
    assert seat is not None
    results = []
    for card in state.legal_cards():
        nxt = state.copy()
        nxt.apply(CardAction(seat, card))
        assert nxt.play is not None
        results.append(nxt.play.points(Side.NS) - done + brute_force(nxt))
    return max(results) if seat.side is Side.NS else min(results)


def position_of(state: DealState) -> Position:
    play = state.play
    assert play is not None and play.current_trick is not None
    trick = play.current_trick
    return Position.of(
        {s: state.hand(s) for s in SEATS}, trick.leader, trick.cards, play.trump, state.rules
    )


def test_the_search_agrees_with_brute_force_on_a_thousand_endgames() -> None:
    rng = random.Random(2026)
    for i in range(1000):
        rules = DEFAULT_RULES if i % 5 else RuleConfig(minus_card=THREE_OF_CLUBS)
        state = endgame(rng, rng.choice([4, 5, 6, 7, 8, 9, 10, 11]), rules)
        pos = position_of(state)
        truth = brute_force(state)
        assert Solver().value(pos) == truth, state.deal.to_text()
        assert Solver().at_least(pos, truth) and not Solver().at_least(pos, truth + 1)
        if search.COMPILED:
            assert search.exact_value(pos, compiled=True) == truth


def test_move_values_count_the_trick_each_card_completes() -> None:
    rng = random.Random(7)
    for _ in range(200):
        state = endgame(rng, rng.choice([5, 6, 7, 9, 10, 11]))
        pos = position_of(state)
        seat = state.turn
        assert seat is not None
        values = Solver().move_values(pos)
        assert {bit_card(b, state.rules) for b in values} == set(state.legal_cards())
        for card in state.legal_cards():
            nxt = state.copy()
            nxt.apply(CardAction(seat, card))
            assert nxt.play is not None and state.play is not None
            gained = nxt.play.points(Side.NS) - state.play.points(Side.NS)
            assert values[card_bit(card, state.rules)] == gained + brute_force(nxt)


def test_the_compiled_and_pure_python_searches_agree_on_whole_hands() -> None:
    rng = random.Random(11)
    for _ in range(25):
        state = endgame(rng, rng.choice([32, 31, 28, 26, 22, 17]))
        pos = position_of(state)
        pure = move_values(pos, compiled=False)
        assert pure == (move_values(pos, compiled=True) if search.COMPILED else pure)
        assert max(pure.values()) <= 12 and min(pure.values()) >= -2


def test_the_compiled_search_is_built_where_a_c_compiler_exists() -> None:
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    has_compiler = (
        shutil.which(compiler) is not None
        and Path(sysconfig.get_paths()["include"], "Python.h").exists()
    )
    assert has_compiler == search.COMPILED


def test_without_the_compiled_module_the_pure_python_search_answers() -> None:
    code = (
        "import sys; sys.modules['bot.games.kaiser.robot._search'] = None\n"
        "from bot.games.kaiser.robot import search\n"
        "from bot.games.kaiser.state import Deal\n"
        "from bot.games.kaiser.rules import DEFAULT_RULES\n"
        "from bot.games.seats import Seat\n"
        "import random\n"
        "assert not search.COMPILED\n"
        "deal = Deal.deal(1, Seat.NORTH, DEFAULT_RULES, random.Random(3))\n"
        "pos = search.Position.of(deal.hands, Seat.NORTH, (), None, DEFAULT_RULES)\n"
        "print(search.exact_value(pos))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    deal = Deal.deal(1, SEATS[0], DEFAULT_RULES, random.Random(3))
    pos = Position.of(deal.hands, SEATS[0], (), None, DEFAULT_RULES)
    assert int(out.stdout) == Solver().value(pos)


def test_a_search_past_its_time_limit_answers_nothing_and_later_searches_stay_exact() -> None:
    rng = random.Random(5)
    paths = [False, True] if search.COMPILED else [False]
    for compiled in paths:
        cut = 0
        for _ in range(6):
            state = endgame(rng, 28)
            pos = position_of(state)
            hurried = search.exact_value(pos, compiled=compiled, time_limit=1e-6)
            truth = Solver().value(pos)
            cut += hurried is None
            assert hurried in (None, truth)
            assert search.exact_value(pos, compiled=compiled) == truth
            assert search.move_values(pos, compiled=compiled, time_limit=1e-6) in (
                None, Solver().move_values(pos)
            )  # fmt: skip
        assert cut > 0
