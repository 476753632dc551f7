"""The lines under a record's tricks once a solver has judged the play, the same in every game:
what the red marks on the costly cards mean, and what the opening lead cost (in the game's own
unit: the catalogue keys say tricks or points)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.costly import CardCost, lead_cost
from bot.language import Words
from renderers.common.draw import Font, wrap_text


def review_lines(
    costs: Sequence[CardCost], lead: str, words: Words, keys: tuple[str, str], f: Font,
    width: int,
) -> list[str]:  # fmt: skip
    """`lead` is the opening lead as the picture writes cards; `keys` the catalogue's note on
    the marks and its sentence on the lead."""
    note, said = keys
    lines = wrap_text(words(note), f, width) if costs else []
    return lines + wrap_text(words(said, card=lead, cost=lead_cost(costs)), f, width)
