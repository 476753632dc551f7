"""The front end while the database does not answer: what it must remember waits, and is
written once the database answers again."""

from __future__ import annotations

import pytest

from bot.store.errors import StoreUnreachable
from bot.store.rows import FrontEndChanges
from bot.ui import memory
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import controls, table_message

ANN = 1001


async def test_the_table_message_is_remembered_once_the_database_answers_again(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(memory, "SAVE_AGAIN", 0.01)
    store = harness.bot.presenter.memory.store
    save = store.save_front_end
    refused: list[FrontEndChanges] = []

    async def away_three_times(changes: FrontEndChanges) -> None:
        if len(refused) < 3:
            refused.append(changes)
            raise StoreUnreachable()
        await save(changes)

    monkeypatch.setattr(store, "save_front_end", away_three_times)
    await harness.slash(harness.user(ANN, "Ann"), "bridge new", format="single")
    table = table_message(harness)
    table_id = int(controls(table)[0].table)
    await harness.bot.presenter.memory.saved()
    assert len(refused) == 3 and any(c.messages for c in refused)
    # Written in the end: a restarted bot would edit this message, not post another.
    kept = [m for m in (await store.front_end()).messages if m.table_id == table_id]
    assert [(m.user_id, m.message_id) for m in kept] == [(None, int(table["id"]))]
