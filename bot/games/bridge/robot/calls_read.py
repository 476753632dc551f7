"""The opening leader's reading of the auction: each hidden hand's calls as the rules make them.

What a call promises (`HandRange.promises`) says what the hand holds; the call the robots'
rule table would have made with a hand (`HandRange.rules_calls`) also says what it does not
hold: a pass over an opening denies every overcall, a simple raise the hand that would have
jumped, a 3NT the hand that would have bid its major. Most layouts drawn from the ranges and
promises alone are hands that would have bid otherwise (about four in five on robot-bid
boards); the real hands of robots never are.

Checking a call costs about a millisecond (the rule table chooses a call for the hand), too
much for every decision of the play; the opening lead, which knows least and whose positions
are the slowest to solve, is where it pays.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Mapping

from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.robot.sampler import CALL_DOUBT, Knowledge, Layout
from bot.games.seats import Seat


def heeding_calls(
    layouts: Iterator[Layout],
    ranges: Mapping[Seat, HandRange],
    knowledge: Knowledge,
    rng: random.Random,
    deadline: float,
) -> Iterator[Layout]:
    """The layouts of `layouts` thinned by the hidden hands' calls: one in which a hand
    would have made another call than it did is kept with the chance CALL_DOUBT for each
    such call (a human's calls, or an expert robot's judged ones, may stray from the table).

    The calls are checked only until the layout is sure to be dropped, and the thinning stops
    at `deadline`, however few layouts it has kept."""
    calls = {s: ranges[s].rules_calls for s in knowledge.hidden if s in ranges}
    calls = {s: c for s, c in calls.items() if c}
    for layout in layouts:
        # Kept when CALL_DOUBT ** broken > draw: at most `allowed` calls may be broken.
        draw = rng.random()
        allowed = 0
        while CALL_DOUBT ** (allowed + 1) > draw:
            allowed += 1
        broken = 0
        for seat, made in calls.items():
            hand = HandInfo.of(layout[seat].union(knowledge.played[seat]))
            for call in made:
                broken += not call.fits(hand)
                if broken > allowed:
                    break
            if broken > allowed:
                break
        if broken <= allowed:
            yield layout
        if time.monotonic() >= deadline:
            return
