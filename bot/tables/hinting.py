"""Hints (rule 7.4 of seeds/tables.md): a player in a casual game may ask what a robot would
do in their place, when it is their turn; ranked, event and tournament tables refuse it. A
hint taken is logged, so the deal's record says where a player had help."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.games.errors import NotYourTurn, RuleError
from bot.games.hints import Hinted
from bot.games.seats import Seat
from bot.tables.errors import NotAllowed, WrongState
from bot.tables.status import Status

if TYPE_CHECKING:
    from bot.tables.table import Table


def hint_seat(t: Table, user_id: int) -> Seat:
    """The seat `user_id` may have a hint for now (their own, or the hand they play for, such
    as dummy's); raises the refusal they are told otherwise. Changes nothing."""
    seat = t.seated(user_id)
    if t.options.ranked:
        raise NotAllowed(key="error-hint-casual-only")
    t.not_at_an_event("error-event-no-hint")
    if seat in t.autoplay:
        raise NotAllowed(key="error-robot-plays-for-you")
    if t.status is not Status.LIVE or t.deal is None or t.deal.is_finished:
        raise WrongState(key="error-no-deal")
    if t.undo_asker is not None:
        raise WrongState(key="error-undo-waiting")
    acting = t.acting_seat
    if acting is None or t.user_controlling(acting) != user_id:
        raise NotYourTurn(key="error-hint-not-your-turn")
    return acting


def give(t: Table, user_id: int, move: str) -> None:
    """Note the hint `user_id` took: `move` (the game's move text) is a move they may make
    now, which the hint advised."""
    hint_seat(t, user_id)
    assert t.deal is not None
    action = t.game.read_move(t.deal, move, t.seats_controlled_by(user_id))
    t.deal.check(action)
    t.hints.append(Hinted(action.seat, len(t.deal.actions), t.game.move_text(action)))


def may_hint(t: Table, user_id: int) -> bool:
    """Whether `user_id` may ask for a hint now (their hand message offers one then)."""
    try:
        hint_seat(t, user_id)
    except RuleError:
        return False
    return True
