"""After each deal a player learns where the tricks went from their own hand message (rule 7.5
of seeds/tables.md): once the solver has judged the deal, the message's record marks the cards
that cost their side, and a line names their own side's, card by card (bridge: tricks, double
dummy; Kaiser: points)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from bot.games.cards import Card
from bot.games.costly import CardCost
from bot.games.seats import Seat, Side
from bot.language import Language, Words
from bot.ui.custom_ids import Act
from bot.ui.games import adapter_for, side_lesson
from bot.ui.hands import Hands
from bot.ui.pictures import record_png
from renderers.common.vocabulary import card_suit_first
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    controls,
    live_hand,
    private_hand,
    start_game,
    table_message,
    take_kaiser_turn,
    take_turn,
)

ANN = 1001


def test_a_sides_lesson_names_its_own_cards_alone_with_seat_trick_and_cost():
    costs = (
        CardCost(0, Seat.WEST, Card.parse("SA"), 1),
        CardCost(5, Seat.SOUTH, Card.parse("HK"), 2),
        CardCost(30, Seat.NORTH, Card.parse("C3"), 1),
    )
    english = Words()
    card = lambda c: card_suit_first(english, c)  # noqa: E731
    said = side_lesson(costs, Side.NS, card, "lesson-tricks", english)
    assert said == (
        "Where your side lost tricks, double dummy: ♥K from South at trick 2 (2 tricks), "
        "♣3 from North at trick 8 (a trick)."
    )
    assert side_lesson(costs[:1], Side.NS, card, "lesson-tricks", english) == (
        "Your side's cards cost no trick, double dummy."
    )
    french = Words(Language.FRENCH)
    said = side_lesson(costs, Side.EW, lambda c: card_suit_first(french, c), "lesson-tricks",
                       french)  # fmt: skip
    assert said.startswith("Où votre camp a perdu des levées") and "Ouest" in said


async def _play_out(harness: Harness, kaiser: bool = False) -> None:
    ann = harness.user(ANN, "Ann")
    if kaiser:
        await harness.slash(ann, "kaiser new")
    else:
        await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    for _ in range(200):
        if _over_dms(harness):
            return
        hand = live_hand(harness, ANN)
        assert hand is not None
        if kaiser:
            await take_kaiser_turn(harness, ann, hand)
        else:
            await take_turn(harness, ann, hand)
        await harness.settle()
    raise AssertionError("the deal did not end")


def _over_dms(harness: Harness) -> list[dict[str, Any]]:
    return [m for m in harness.dm_messages(ANN) if "is over" in texts(m)]


async def _first_record(harness: Harness) -> Any:
    """The table's first deal as played, from its log (the table may be closed by now)."""
    return (await harness.bot.service.history.finished_deals(1))[0].record


def _attached(harness: Harness, message: dict[str, Any]) -> bytes:
    """The bytes of the message's picture, as last uploaded."""
    name = message["attachments"][0]["filename"]
    for request in reversed(harness.fake.requests):
        for f in request.files:
            if f.filename == name:
                return f.data
    raise AssertionError(f"{name} was never uploaded")


@pytest.mark.parametrize("game", ["bridge", "kaiser"])
async def test_the_hand_message_of_a_deal_over_marks_the_record_and_names_the_sides_costly_cards(
    harness: Harness, game: str
):
    await _play_out(harness, kaiser=game == "kaiser")
    await harness.settle()
    over = _over_dms(harness)[0]
    adapter = adapter_for(game)
    played = await _first_record(harness)
    judged = adapter.analysed(played)
    lesson = adapter.lesson_text(judged, Side.NS, Words())
    assert lesson is not None and lesson in texts(over)
    ours = [c for c in judged.costly if c.seat.side is Side.NS]
    assert ("lost" in lesson) == bool(ours)
    # The picture is the judged record (bridge adds the double-dummy table, both games mark
    # the cards), not the record as played.
    picture = _attached(harness, over)
    assert picture == await record_png(game, judged)
    assert picture != await record_png(game, played)


async def test_a_hand_message_shown_before_the_deal_is_judged_is_redrawn_once_it_is(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
):
    """The solver takes a while; the hand message says the deal is over at once, then is
    redrawn with the judged record and the lesson."""
    adapter = adapter_for("bridge")
    told = threading.Event()
    analysed = adapter.analysed

    def slow(record: Any) -> Any:
        assert told.wait(10), "the hand message never said the deal was over"
        return analysed(record)

    tell_over = Hands._tell_over

    async def telling(self: Hands, table_id: int, user_id: int, edit: Any) -> bool:
        done = await tell_over(self, table_id, user_id, edit)
        told.set()
        return done

    monkeypatch.setattr(adapter, "analysed", slow)
    monkeypatch.setattr(Hands, "_tell_over", telling)
    await _play_out(harness)
    await harness.settle()
    over = _over_dms(harness)[0]
    edits = [
        texts(r.json) for r in harness.fake.requests
        if r.method == "PATCH" and r.path.endswith(f"/messages/{over['id']}")
        and "is over" in texts(r.json)
    ]  # fmt: skip
    lesson = adapter.lesson_text(analysed(await _first_record(harness)), Side.NS, Words())
    assert lesson is not None
    assert len(edits) == 2 and lesson not in edits[0] and lesson in edits[1]
    assert lesson in texts(over)


async def _play_privately(harness: Harness, game: str, done: Callable[[], bool]) -> None:
    """Ann, her DMs closed, opens a table of `game` and plays from her private "Show my hand"
    reply until `done`."""
    ann = harness.user(ANN, "Ann")
    harness.fake.closed_dms.add(ANN)
    if game == "bridge":
        await harness.slash(ann, "bridge new", format="single")
    else:
        await harness.slash(ann, f"{game} new")
    await start_game(harness, ann)
    table = table_message(harness)
    await harness.click(ann, table, control(table, Act.HAND))
    await harness.settle()
    for _ in range(60):
        if done():
            break
        hand = await private_hand(harness, ANN, done)
        if hand is None:
            break
        if game == "bridge":
            await take_turn(harness, ann, hand)
        else:
            await take_kaiser_turn(harness, ann, hand)
        await harness.settle()
    await harness.settle()


async def test_a_private_hand_at_the_match_end_is_redrawn_judged(harness: Harness):
    """A player with closed DMs reads the lesson in their private "Show my hand" reply."""

    def over() -> bool:
        return "is over" in " ".join(texts(m) for m in harness.channel_messages())

    await _play_privately(harness, "bridge", over)
    adapter = adapter_for("bridge")
    lesson = adapter.lesson_text(adapter.analysed(await _first_record(harness)), Side.NS, Words())
    assert lesson is not None
    last = harness.ephemeral_messages(ANN)[-1]
    assert "board 1 of game 1 is over" in texts(last) and lesson in texts(last)


async def test_a_private_hand_moving_to_the_next_deal_leaves_the_deal_over_in_its_own_message(
    harness: Harness,
):
    """Mid-match, a player with closed DMs keeps each deal's end as a DM player does: a
    private message of its own with the result, the judged record and their side's lesson,
    while the "Show my hand" reply goes on to the next deal."""

    def two_hands_over() -> bool:
        records = [m for m in harness.channel_messages() if "finished:" in texts(m)]
        return len(records) >= 2

    await _play_privately(harness, "kaiser", two_hands_over)
    adapter = adapter_for("kaiser")
    lesson = adapter.lesson_text(adapter.analysed(await _first_record(harness)), Side.NS, Words())
    assert lesson is not None
    private = harness.ephemeral_messages(ANN)
    over = [m for m in private if "hand 1 of game 1 is over" in texts(m)]
    assert len(over) == 1 and lesson in texts(over[0])
    assert over[0]["attachments"] and not controls(over[0])
    # The reply itself plays on: it shows a later hand, with its controls.
    assert "hand 1 of game 1 is over" not in texts(private[0])
