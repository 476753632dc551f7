"""What the calls mean, on request: anyone at or around a bridge table may ask, and the answer
is theirs alone; every call is read by the table's bidding system, natural calls too."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import (
    control,
    controls,
    live_hand,
    start_game,
    table_message,
    take_turn,
)

ANN, KIBITZER = 1001, 1003


async def test_anyone_may_ask_what_each_call_means_and_is_answered_privately(
    harness: Harness,
) -> None:
    ann, kibitzer = harness.user(ANN, "Ann"), harness.user(KIBITZER, "Kim")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand, bid="1NT")
    await harness.settle()
    table = table_message(harness)
    ask = control(table, Act.EXPLAIN)
    assert ask is not None
    answer = await harness.click(kibitzer, table, ask)
    assert answer.private
    lines = answer.text.splitlines()
    view = harness.bot.service.public_view(int(controls(table)[0].table))
    assert view is not None and len(lines) == 1 + len(view.auction)
    assert any(line.startswith("South: 1NT — ") and "HCP" in line for line in lines)
    # The table itself is as it was: asking is no move.
    assert table_message(harness)["id"] == table["id"]


async def test_a_kaiser_table_offers_no_explanations(harness: Harness) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "kaiser new")
    await start_game(harness, ann)
    await harness.settle()
    assert control(table_message(harness), Act.EXPLAIN) is None
