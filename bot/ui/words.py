"""Words the front end uses in more than one message: counts with their plurals, a match's
score and how it ended, a score against the field."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from bot.games.field import Comparison
from bot.games.seats import Side
from bot.language import Words
from bot.store.rows import Reason
from bot.tables.notices import GameFinished, PlayerLeft
from renderers.common.draw import number


def countdown(at: float) -> str:
    """A moment as Discord shows it counting down in each reader's client: "in 42 seconds"."""
    return f"<t:{int(at)}:R>"


def totals_text(totals: Mapping[Side, int]) -> str:
    """ "NS: 120 · EW: −7", with the true minus sign."""
    return " · ".join(f"{side}: {number(points)}" for side, points in totals.items())


def signed(points: int) -> str:
    """ "+1", "−2": a result's points, with the true minus sign."""
    return f"{points:+d}".replace("-", "−")


def match_result(notice: GameFinished, words: Words | None = None) -> str:
    """How a match ended: "NS win. NS: 620 · EW: 400", "A draw. …" """
    words = words or Words()
    if notice.remake:
        return words("result-remake")
    winner = (
        words("result-win", side=str(notice.winner))
        if notice.winner is not None
        else words("result-draw")
    )
    return f"{winner} {totals_text(notice.totals)}"


#: How a result the leaving rule gave someone who stayed is said.
STAYED = {Reason.FORFEIT_WIN: "result-forfeit-win", Reason.PROTECTED: "result-protected"}


def left_text(notice: PlayerLeft, words: Words | None = None) -> str:
    """ "<@1> left the South seat.", then what the leaving rule recorded for whom."""
    words = words or Words()
    seat = words(f"seat-{notice.seat.name.lower()}")
    lines = [words("channel-left-seat", player=f"<@{notice.user_id}>", seat=seat)]
    for user_id, points in sorted(notice.points.items()):
        reason = notice.reasons.get(user_id)
        said = STAYED.get(reason) if reason is not None else None
        player = f"<@{user_id}>"
        if said:
            lines.append(words("channel-player-result", player=player, result=words(said)))
        else:
            lines.append(
                words("channel-points", player=player, signed=signed(points), points=points)
            )
    return "\n".join(lines)


def table_words(summary: Any) -> Words:
    """The language of a table's channel messages (its options say it)."""
    return Words(summary.options.speaks)


#: Each way of comparing with the field, by the catalogue's name for it.
_COMPARISONS = {
    Comparison.MATCHPOINTS: "matchpoints",
    Comparison.CROSS_IMPS: "cross-imps",
    Comparison.AVERAGE: "average",
}


def scoring_name(how: Comparison, words: Words) -> str:
    """ "matchpoints", "IMP croisés": how an event compares results, in the reader's words."""
    return words(f"scoring-{_COMPARISONS[how]}")


def share_text(how: Comparison, value: Fraction, words: Words) -> str:
    """A score against the field as players read it: 62.5%, +2.3 IMPs, +1.5 points."""
    if how is Comparison.MATCHPOINTS:
        return words("share-matchpoints", value=words.decimal(float(value) * 100))
    key = "share-cross-imps" if how is Comparison.CROSS_IMPS else "share-points"
    return words(key, value=words.decimal(float(value), signed=True))
