"""What the calls mean, on request: anyone at or around a bridge table may ask, and the answer
is theirs alone; every call is read by the table's bidding system, natural calls too."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import (
    Json,
    control,
    controls,
    live_hand,
    start_game,
    table_message,
    take_turn,
)

ANN, KIBITZER = 1001, 1003


async def _after_one_notrump(harness: Harness, ann: Json) -> tuple[Json, str]:
    """A single-deal table whose auction so far is Ann's 1NT, and its "what the calls mean"
    button."""
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand, bid="1NT")
    await harness.settle()
    table = table_message(harness)
    ask = control(table, Act.EXPLAIN)
    assert ask is not None
    return table, ask


async def test_anyone_may_ask_what_each_call_means_and_is_answered_privately(
    harness: Harness,
) -> None:
    ann, kibitzer = harness.user(ANN, "Ann"), harness.user(KIBITZER, "Kim")
    table, ask = await _after_one_notrump(harness, ann)
    answer = await harness.click(kibitzer, table, ask)
    assert answer.private
    lines = answer.text.splitlines()
    view = harness.bot.service.reader.public_view(int(controls(table)[0].table))
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


async def test_r11_4_what_the_calls_mean_is_said_in_the_askers_language(
    harness: Harness,
) -> None:
    ann, kibitzer = harness.user(ANN, "Ann"), harness.user(KIBITZER, "Kim")
    harness.locales[KIBITZER] = "fr"
    table, ask = await _after_one_notrump(harness, ann)
    french = await harness.click(kibitzer, table, ask)
    assert french.private
    assert french.text.startswith("**Les enchères jusqu’ici**")
    assert "Sud : 1SA — Ouverture de 1SA (15–17 H, régulier)" in french.text
    english = await harness.click(ann, table, ask)
    assert "South: 1NT — 1NT opening (15–17 HCP, balanced)" in english.text
    # Malay, once chosen, outranks the client's French.
    await harness.slash(kibitzer, "settings", language="ms")
    malay = await harness.click(kibitzer, table_message(harness), ask)
    assert "Bidaan pembukaan 1NT (15–17 mata kad tinggi, seimbang)" in malay.text
