"""Every click is answered before anything it causes: the table's change (the store, the robots
that answer it) and the pictures that show it come after Discord has the answer (issue 46)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

import bot.ui.pictures
from bot.tables.service import TableService
from tests.fake_discord.harness import Harness, Reply
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    kaiser_game_over,
    live_hand,
    start_game,
    take_kaiser_turn,
    take_turn,
)

ANN = 1001


class Order:
    """What the bot did, in order: each change of a table and each picture drawn, and each click
    with where it fell among them and when Discord had its answer."""

    def __init__(self) -> None:
        self.done: list[tuple[str, float]] = []
        self.clicks: list[tuple[int, Reply]] = []

    def late(self) -> list[str]:
        """What a click caused before its answer reached Discord."""
        out = []
        for mark, reply in self.clicks:
            answered = reply.callback.at
            out += [f"{what} before the answer to click {mark}" for what, at in
                    self.done[mark:] if at < answered]  # fmt: skip
        return out


@pytest.fixture
def order(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> Order:
    seen = Order()

    def noted(what: str, work: Callable[..., Any]) -> Callable[..., Any]:
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            seen.done.append((what, time.monotonic()))
            return await work(*args, **kwargs)

        return wrapper

    monkeypatch.setattr(TableService, "_change", noted("a change", TableService._change))
    monkeypatch.setattr(bot.ui.pictures, "_draw", noted("a picture", bot.ui.pictures._draw))
    click = harness.click

    async def quiet_click(*args: Any, **kwargs: Any) -> Reply:
        # The bot is quiet first, so whatever follows the click is the click's doing.
        await harness.settle()
        mark = len(seen.done)
        reply = await click(*args, **kwargs)
        seen.clicks.append((mark, reply))
        return reply

    monkeypatch.setattr(harness, "click", quiet_click)
    return seen


async def test_every_click_of_a_bridge_deal_is_answered_before_what_it_causes(
    harness: Harness, order: Order
):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    for _ in range(80):
        if "game 1 is over" in " ".join(texts(m) for m in harness.channel_messages()):
            break
        hand = live_hand(harness, ANN)
        assert hand is not None, "the deal stalled"
        await take_turn(harness, ann, hand)
        await harness.settle()
    else:
        raise AssertionError("the deal did not end")
    assert len(order.clicks) > 10 and any(w == "a picture" for w, _ in order.done)
    assert order.late() == []


async def test_every_click_of_a_kaiser_game_is_answered_before_what_it_causes(
    harness: Harness, order: Order
):
    ann = harness.user(ANN, "Ann")
    opened = await harness.slash(ann, "kaiser new", target=20, freeze="none")
    assert not opened.private, opened.text
    await start_game(harness, ann)
    for _ in range(400):
        if kaiser_game_over(harness):
            break
        hand = live_hand(harness, ANN)
        assert hand is not None, "the game stalled"
        await take_kaiser_turn(harness, ann, hand)
        await harness.settle()
    else:
        raise AssertionError("the game did not end")
    assert len(order.clicks) > 10
    assert order.late() == []
