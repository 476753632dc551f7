"""Rule 7.4 of seeds/tables.md (a hint in a casual game), through the table service: who may
ask and when, what the hint is worked out from, what the log and the deal's record keep."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games.bridge.formats import FormatKind
from bot.games.bridge.game import BRIDGE
from bot.games.bridge.records import read_pbn, to_pbn
from bot.games.cards import Card
from bot.games.errors import NotYourTurn
from bot.games.game import find_game
from bot.games.hints import Hint, Hinted, HintNote, Moment
from bot.games.seats import Seat
from bot.store.sqlite import SqliteStore
from bot.tables.boards import stored_boards
from bot.tables.clock import ManualClock
from bot.tables.errors import NotAllowed, NotSeated, StaleVersion
from bot.tables.events import HintGiven, from_json, to_json
from bot.tables.history import logged
from bot.tables.options import Mode, TableOptions
from bot.tables.service import TableService
from bot.tables.table import replay
from tests.tables.helpers import (
    ANN,
    BOB,
    CHANNEL,
    DAN,
    GUILD,
    bridge_table,
    human_step,
    kaiser_table,
    play_deals,
)

SINGLE = bridge_table(mode=Mode.CASUAL, format=FormatKind.SINGLE)


async def live(
    service: TableService, options: TableOptions, channel: int = CHANNEL, host: int = ANN
) -> int:
    table = await service.open_table(GUILD, channel, host, f"Host {host}", options)
    await service.start(table, host, service.reader.summary(table).version)
    await service.wait_idle()
    return table


async def test_r7_4_a_casual_player_on_turn_gets_the_robots_call_logged_first(
    service: TableService, store: SqliteStore
) -> None:
    table = await live(service, SINGLE)
    before = service.reader.snapshot(table)
    assert before.acting_seat is Seat.SOUTH and before.deal is not None
    hint = await service.hint(table, ANN, before.version)
    assert hint.action.seat is Seat.SOUTH
    before.deal.check(hint.action)  # a legal call for South now
    after = service.reader.snapshot(table)
    move = BRIDGE.move_text(hint.action)
    assert after.version == before.version + 1
    assert after.hints == [Hinted(Seat.SOUTH, len(before.deal.actions), move)]
    events = await logged(store, table)
    assert events[-1][0] == HintGiven(ANN, move)
    # The log replays to the same table, and the event reads back as written.
    assert replay(table, events).hints == after.hints
    assert from_json("HintGiven", to_json(HintGiven(ANN, move), BRIDGE), BRIDGE) == events[-1][0]


async def test_r7_4_ranked_silver_event_and_tournament_tables_refuse_a_hint(
    service: TableService, store: SqliteStore, clock: ManualClock
) -> None:
    service.serve_events(stored_boards(store, clock))
    rules = find_game("bridge").event_rules()
    tables = [
        await live(service, bridge_table(mode=Mode.RANKED)),
        await live(service, bridge_table(mode=Mode.SILVER), CHANNEL + 1, BOB),
        await live(service, TableOptions(rules=rules, mode=Mode.CASUAL, event="practice/1"),
                   CHANNEL + 2, DAN),
        await live(service, TableOptions(rules=rules, mode=Mode.CASUAL, event="cup/round1",
                                         plays_on=True), CHANNEL + 3, 5),
    ]  # fmt: skip
    for table, host in zip(tables, (ANN, BOB, DAN, 5), strict=True):
        t = service.reader.snapshot(table)
        while service.reader.snapshot(table).acting_seat is not Seat.SOUTH:
            assert await human_step(service, table)
        t = service.reader.snapshot(table)
        key = "error-hint-casual-only" if t.options.ranked else "error-event-no-hint"
        with pytest.raises(NotAllowed, match=key):
            await service.hint(table, host, t.version)
        assert service.reader.snapshot(table).version == t.version
        assert not service.reader.hand(table, host).hintable  # type: ignore[union-attr]


async def test_r7_4_no_hint_off_turn_unseated_or_stale(service: TableService) -> None:
    table = await live(service, SINGLE)
    version = await service.sit(table, BOB, "Bob", service.reader.summary(table).version,
                                Seat.EAST)  # fmt: skip
    t = service.reader.snapshot(table)
    assert t.acting_seat is Seat.SOUTH
    with pytest.raises(NotYourTurn, match="error-hint-not-your-turn"):
        await service.hint(table, BOB, version)
    with pytest.raises(NotSeated):
        await service.hint(table, DAN, version)
    with pytest.raises(StaleVersion):
        await service.hint(table, ANN, version - 1)
    assert service.reader.snapshot(table).version == version
    assert service.reader.hand(table, ANN).hintable  # type: ignore[union-attr]
    assert not service.reader.hand(table, BOB).hintable  # type: ignore[union-attr]
    # A second click on the same button: the first hint moved the table on.
    await service.hint(table, ANN, version)
    with pytest.raises(StaleVersion):
        await service.hint(table, ANN, version)
    assert len(service.reader.snapshot(table).hints) == 1


def _cards_in(value: Any, seen: set[int] | None = None) -> Iterator[Card]:
    """Every card reachable from a value (dataclasses, mappings, sequences)."""
    seen = seen if seen is not None else set()
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _cards_in(getattr(value, f.name), seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _cards_in(k, seen)
            yield from _cards_in(v, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            yield from _cards_in(v, seen)


@pytest.mark.parametrize("options", [SINGLE, kaiser_table(mode=Mode.CASUAL)])
async def test_r7_4_a_hint_is_worked_out_from_the_asking_seat_alone(
    service: TableService, monkeypatch: pytest.MonkeyPatch, options: TableOptions
) -> None:
    """What the game is given to work a hint out from holds no card of a hand hidden from
    the asker: their own, the ones played, and dummy's once it is down."""
    table = await live(service, options)
    game = find_game(options.game)
    given: list[Any] = []
    real = type(game).hint

    def spy(self: Any, view: Any, level: Any, rules: Any) -> Hint:
        given.append(view)
        return real(self, view, level, rules)

    monkeypatch.setattr(type(game), "hint", spy)
    asked = 0
    while asked < 6:
        t = service.reader.snapshot(table)
        if t.deal is None or t.deal.is_finished or t.acting_seat is None:
            break
        if t.user_controlling(t.acting_seat) == ANN:
            await service.hint(table, ANN, t.version)
            view = given[-1]
            seat = t.acting_seat
            assert view == game.seat_view(t.deal, seat, t.rules)
            public = set(_cards_in(game.public_view(t.deal, t.rules)))
            hidden = {c for s in game.seats if s is not seat for c in t.deal.hand(s)} - public
            assert hidden and set(t.deal.hand(seat)) <= set(_cards_in(view))
            assert not hidden & set(_cards_in(view))
            asked += 1
        assert await human_step(service, table)


async def test_r7_4_the_record_notes_each_hint_taken(service: TableService) -> None:
    table = await live(service, SINGLE)
    t = service.reader.snapshot(table)
    hint = await service.hint(table, ANN, t.version)
    advice = BRIDGE.move_text(hint.action)
    await play_deals(service, table, 1)
    done = (await service.history.finished_deals(table))[0]
    notes = done.record.hints  # type: ignore[attr-defined]
    made = done.record.auction[0 if t.deal is None else len(t.deal.actions)]  # type: ignore
    assert notes == (HintNote(Seat.SOUTH, Moment.CALL, len(t.deal.actions) + 1, advice,  # type: ignore[union-attr]
                              str(made.call)),)  # fmt: skip
    # The PBN notes it on that call, and still reads back and replays.
    pbn = to_pbn(done.record)  # type: ignore[arg-type]
    note = next(line for line in pbn.splitlines() if "hint taken" in line)
    number = note.split('"')[1].split(":")[0]
    assert f"the robot advised {advice}" in note
    auction = pbn.split("[Auction")[1].split("[Note")[0].split()
    tokens = [w for w in auction if not w.startswith('"')]
    assert tokens[tokens.index(f"={number}=") - 1] in (str(made.call).replace("P", "Pass"),
                                                       str(made.call))  # fmt: skip
    (game,) = list(read_pbn(pbn))
    assert game.deal_state().is_finished
