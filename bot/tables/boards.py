"""An event's boards (the daily challenge's, a tournament round's): each is dealt with the
secure shuffle when the first table reaches it and kept, so that every table plays the same
cards; each table then plays it from its own state.

What is kept is the board alone (`Game.board_of`): a Kaiser hand's number, dealer and cards,
never the game score of the table that reached it first. Each table gets the kept cards with
its own match's state (`Game.deal_board`): its score, its freeze, its house rules.
"""

from __future__ import annotations

from bot.games.cards import secure_rng
from bot.games.game import AnyGame, DealDue
from bot.store import event_rows
from bot.store.base import TableStore
from bot.tables.clock import Clock, SystemClock
from bot.tables.service import BoardSource


def stored_boards(store: TableStore, clock: Clock | None = None) -> BoardSource:
    """The table service's source of event boards: the kept board, or, for the first table to
    reach it, a board from the secure RNG kept for everyone after (the first one kept wins, so
    two tables reaching a board at once still get the same cards)."""
    when = clock or SystemClock()

    async def board(event: str, game: AnyGame, due: DealDue) -> str:
        kept = await event_rows.board(store, event, due.number)
        if kept is None:
            async with store.transaction() as tx:
                dealt = game.board_of(game.deal(due, secure_rng()))
                await event_rows.keep_board(tx, event, due.number, dealt, when.now())
            kept = await event_rows.board(store, event, due.number)
            assert kept is not None
        return game.deal_board(kept, due)

    return board
