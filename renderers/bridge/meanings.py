"""What a bridge call shows, in the reader's language.

The bidding system (bot/games/bridge/robot) writes each explanation in English and also hands
over what it is made of: the ids of the rule titles it names and the promise in parts. Here the
same explanation is put together from the catalogue (bidding.ftl), so a French or Malay reader
gets it in their own bridge words; in English it reads exactly as the system wrote it.
"""

from __future__ import annotations

from bot.games.bridge.robot.hand_eval import ANY_LENGTH, Need, with_promise
from bot.games.bridge.views import Explanation
from bot.games.cards import SUITS_HIGH_FIRST, Suit
from bot.language import Words

#: The most points and high-card points a promise can name (no bound at all).
MAX_POINTS = 40
MAX_HCP = 37
LONGEST = 13


def title_key(title: str) -> str:
    """The catalogue key of a rule title's id: "2.1" → "rule-2-1", "3.3b" → "rule-3-3b"."""
    return "rule-" + title.replace(".", "-")


def _bounds(words: Words, low: int, high: int, top: int, what: str) -> str:
    if high >= top:
        return words("need-at-least", low=low, what=what)
    if low == high:
        return words("need-exactly", low=low, what=what)
    if low == 0:
        return words("need-at-most", high=high, what=what)
    return words("need-between", low=low, high=high, what=what)


def _joined(words: Words, suits: list[Suit]) -> str:
    text = suits[0].symbol
    for suit in suits[1:]:
        text = words("need-and", first=text, second=suit.symbol)
    return text


def need_text(need: Need, words: Words) -> str:
    """The promise in the reader's words: "5+ ♠, 12–21 points", "5+ ♠, 12–21 points"
    ("5+ ♠, 12–21 mata" in Malay). Only a length reads "exactly"; points keep their range."""
    return ", ".join(need_parts(need, words))


def need_parts(need: Need, words: Words) -> list[str]:
    """`need_text`'s parts, one a bound."""
    parts: list[str] = []
    for suit in SUITS_HIGH_FIRST:
        low, high = need.lengths[suit]
        if (low, high) != ANY_LENGTH:
            parts.append(_bounds(words, low, high, LONGEST, suit.symbol))
    points = words("need-points" if need.trumps is None else "need-support-points")
    if need.points_said():
        parts.append(_points(words, *need.points, MAX_POINTS, points))
    if need.hcp != (0, MAX_HCP):
        parts.append(_points(words, *need.hcp, MAX_HCP, words("need-hcp")))
    if need.balanced:
        parts.append(words("need-balanced"))
    if need.stoppers:
        parts.append(words("need-stopper", suits=_joined(words, sorted(need.stoppers))))
    if need.controls:
        parts.append(words("need-control", suits=_joined(words, sorted(need.controls))))
    if need.no_controls:
        parts.append(words("need-no-control", suits=_joined(words, sorted(need.no_controls))))
    return parts


def _points(words: Words, low: int, high: int, top: int, label: str) -> str:
    if high >= top:
        return words("need-at-least", low=low, what=label)
    if low == 0:
        return words("need-at-most", high=high, what=label)
    return words("need-between", low=low, high=high, what=label)


def meaning_text(explanation: Explanation, words: Words) -> str:
    """What a call shows, in the reader's language: "1NT opening (15–17 HCP, balanced)"."""
    if not explanation.titles:
        # An explanation that names no rule (not the system's) is shown as written.
        return explanation.text
    names = [words(title_key(t)) for t in explanation.titles]
    text = names[0] if len(names) == 1 else words("bidding-or", first=names[0], second=names[1])
    return with_promise(text, need_parts(explanation.need, words) if explanation.need else [])
