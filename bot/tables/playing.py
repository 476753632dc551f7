"""A match at a table: its start (and a rematch's), each action of a deal, a finished deal's
record and score, and the end of the match with each player's result in a ranked game."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.games.errors import NotYourTurn
from bot.games.game import Action
from bot.games.seats import SEATS
from bot.store.rows import Reason
from bot.tables.errors import WrongState
from bot.tables.leaving import fix
from bot.tables.options import Mode
from bot.tables.outbox import DealDone, GameDone, Talk
from bot.tables.status import Status

if TYPE_CHECKING:
    from bot.tables.table import Table


def start(t: Table) -> None:
    if t.status is not Status.OPEN:
        raise WrongState(key="error-already-started")
    new_match(t)


def new_match(t: Table) -> None:
    t.status = Status.LIVE
    t.match_no += 1
    t.deals_dealt = 0
    t.match = t.game.new_match(t.rules)
    t.deal = None
    t.deciders = []
    t.hints = []
    t.remarks_said = None
    t.fixed.clear()
    t.rematch.clear()
    t.autoplay.clear()


def agree_rematch(t: Table, user_id: int) -> None:
    t.seated(user_id)
    t.not_at_an_event("error-event-no-rematch")
    if t.status is not Status.FINISHED:
        raise WrongState(key="error-rematch-after-game")
    t.rematch.add(user_id)
    if set(t.humans) <= t.rematch:
        new_match(t)


def act(t: Table, action: Action, by: int | None, at: float) -> None:
    if t.status is not Status.LIVE or t.deal is None:
        raise WrongState(key="error-no-deal")
    if t.undo_asker is not None:
        raise WrongState(key="error-undo-waiting")
    if t.user_controlling(action.seat) != by:
        if by is None:
            raise NotYourTurn(key="error-not-a-robot-seat")
        raise NotYourTurn(key="error-not-your-turn-plain")
    said = t.remarks_said
    if said is None:
        said = len(t.game.remarks(t.deal))
    t.deal.apply(action)
    t.deciders.append(by)
    everything = t.game.remarks(t.deal)
    t.remarks_said = len(everything)
    remarks = everything[said:]
    if remarks:
        t.outbox.append(Talk(t.match_no, t.deals_dealt, remarks))
    if t.deal.is_finished:
        _finish_deal(t, at)


def _finish_deal(t: Table, at: float) -> None:
    assert t.match is not None and t.deal is not None
    # Recorded into a copy: the table before this change shares its match (`Table.copy`).
    t.match = t.match.copy()
    result = t.match.record(t.deal)
    names = {s: p.name if (p := t.players.get(s)) else "Robot" for s in SEATS}
    day = datetime.fromtimestamp(at, UTC).date()
    record = t.game.record(t.deal, result, names, t.rules, day, tuple(t.hints))
    number = t.game.board_no(t.deal)
    t.outbox.append(
        DealDone(
            t.match_no, t.deals_dealt, number, result.result_text, record,
            {seat: p.user_id for seat, p in t.players.items() if seat not in t.autoplay},
        )
    )  # fmt: skip
    if t.match.is_over:
        _finish_match(t)


def _finish_match(t: Table) -> None:
    assert t.match is not None
    winner = t.match.winner()
    t.outbox.append(GameDone(t.match_no, t.match.totals(), winner))
    if t.options.ranked:
        for seat, p in sorted(t.players.items(), key=lambda kv: kv[0].index):
            if p.user_id in t.fixed:
                continue
            points = 0 if winner is None else (1 if seat.side is winner else -1)
            if points < 0 and t.options.mode is Mode.SILVER:
                # Rule 2.10: a silver table's loss is a protected result.
                fix(t, p.user_id, 0, Reason.PROTECTED, seat)
                continue
            fix(t, p.user_id, points, Reason.GAME, seat)
    t.status = Status.FINISHED
    t.autoplay.clear()
