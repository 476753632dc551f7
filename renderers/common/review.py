"""The lines under a record's tricks, the same in every game: once a solver has judged the play,
what the red marks on the costly cards mean and what the opening lead cost (in the game's own
unit: the catalogue keys say tricks or points); and the hints its players took."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.games.cards import Card
from bot.games.costly import CardCost, lead_cost
from bot.games.hints import HintNote
from bot.games.tricks import TrickView, cards_played
from bot.language import Words
from renderers.common.draw import Font, wrap_text
from renderers.common.vocabulary import seat_name


def review_lines(
    costs: Sequence[CardCost], lead: str, words: Words, keys: tuple[str, str], f: Font,
    width: int,
) -> list[str]:  # fmt: skip
    """`lead` is the opening lead as the picture writes cards; `keys` the catalogue's note on
    the marks and its sentence on the lead."""
    note, said = keys
    lines = wrap_text(words(note), f, width) if costs else []
    return lines + wrap_text(words(said, card=lead, cost=lead_cost(costs)), f, width)


def hint_lines(
    hints: Sequence[HintNote], said: Callable[[str], str], words: Words, f: Font, width: int
) -> list[str]:
    """A line for each hint its players took (rule 7.4): whose decision, what the robot
    advised, and whether it was followed; `said` writes a move text as the picture writes
    moves."""
    lines: list[str] = []
    for h in hints:
        hint = words(f"picture-hint-{h.moment.value}", seat=seat_name(words, h.seat),
                     number=h.number, advice=said(h.advice))  # fmt: skip
        if h.followed:
            hint += " " + words("picture-hint-followed")
        elif h.made is not None:
            hint += " " + words("picture-hint-instead", made=said(h.made))
        lines += wrap_text(hint, f, width)
    return lines


def record_review(
    costs: Sequence[CardCost] | None, tricks: Sequence[TrickView], hints: Sequence[HintNote],
    card_said: Callable[[Card], str], move_said: Callable[[str], str], words: Words,
    keys: tuple[str, str], f: Font, width: int, judged: Sequence[str] = (),
) -> list[str]:  # fmt: skip
    """Every line under a record's tricks: the review once the play is judged (`costs` None
    until then) with the game's own further `judged` sentences, then the hints; `card_said`
    and `move_said` write a card and a move text as the game's picture writes them."""
    lines = hint_lines(hints, move_said, words, f, width)
    played = cards_played(tricks)
    if costs is None or not played:
        return lines
    review = review_lines(costs, card_said(played[0][1]), words, keys, f, width)
    for sentence in judged:
        review += wrap_text(sentence, f, width)
    return review + lines
