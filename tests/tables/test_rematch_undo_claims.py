"""Rules 6 (playing again) and 7 (undo and claims)."""

from __future__ import annotations

import pytest

from bot.games.bridge.calls import Call
from bot.games.bridge.records import to_pbn
from bot.games.bridge.robot.players import BasicRobot
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, ClaimAction, DealState, Phase
from bot.games.bridge.views import seat_view
from bot.games.cards import seeded_rng
from bot.games.seats import Seat
from bot.tables.errors import ChannelHasTable, NotAllowed, WrongState
from bot.tables.notices import DealFinished, Notice, UndoToAnswer
from bot.tables.options import Mode, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.tables.helpers import ANN, BOB, CHANNEL, GUILD, play_out

CASUAL = TableOptions(mode=Mode.CASUAL)


async def _finished_pair(service: TableService, options: TableOptions = CASUAL) -> int:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    v = await service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await service.start(tid, ANN, v)
    await play_out(service, tid)
    assert service.reader.summary(tid).status is Status.FINISHED
    return tid


async def test_r6_1_a_new_game_starts_when_every_human_agrees(
    service: TableService,
) -> None:
    tid = await _finished_pair(service)
    v = await service.rematch(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.summary(tid).status is Status.FINISHED
    await service.rematch(tid, BOB, v)
    s = service.reader.summary(tid)
    assert s.status is Status.LIVE and s.match_no == 2
    assert (s.seats[Seat.SOUTH], s.seats[Seat.NORTH]) == ("Ann", "Bob")


async def test_r6_2_a_player_alone_with_robots_starts_again_at_once(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", CASUAL)
    await service.start(tid, ANN, 1)
    await play_out(service, tid)
    await service.rematch(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.summary(tid).match_no == 2


async def test_r6_3_changing_seat_cancels_the_agreements(service: TableService) -> None:
    tid = await _finished_pair(service)
    v = await service.rematch(tid, ANN, service.reader.summary(tid).version)
    v = await service.sit(tid, BOB, "Bob", v, Seat.EAST)
    v = await service.rematch(tid, BOB, v)
    assert service.reader.summary(tid).status is Status.FINISHED
    await service.rematch(tid, ANN, v)
    assert service.reader.summary(tid).status is Status.LIVE


async def test_r6_3_leaving_frees_the_seat_and_cancels_the_agreements(
    service: TableService,
) -> None:
    tid = await _finished_pair(service)
    v = await service.rematch(tid, BOB, service.reader.summary(tid).version)
    v = await service.leave(tid, BOB, v)
    assert service.reader.summary(tid).seats[Seat.NORTH] is None
    assert service.reader.snapshot(tid).rematch == set()
    await service.rematch(tid, ANN, v)
    assert service.reader.summary(tid).status is Status.LIVE


async def test_r6_1_r1_1_no_rematch_once_another_table_holds_the_channel(
    service: TableService,
) -> None:
    tid = await _finished_pair(service)
    await service.open_table(GUILD, CHANNEL, 7, "Eve", CASUAL)
    with pytest.raises(ChannelHasTable):
        await service.rematch(tid, ANN, service.reader.summary(tid).version)
    assert service.reader.summary(tid).status is Status.FINISHED


async def test_r6_a_rematch_waits_for_the_game_to_end(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", CASUAL)
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    with pytest.raises(WrongState):
        await service.rematch(tid, ANN, service.reader.summary(tid).version)


async def test_r7_1_undo_takes_back_the_last_call_and_the_robots_after_it(
    service: TableService,
) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", CASUAL)
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    before = service.reader.snapshot(tid)
    assert before.deal is not None and before.deal.actions == []
    await service.act(tid, ANN, before.version, "1NT")
    await service.wait_idle()
    t = service.reader.snapshot(tid)
    assert t.deal is not None and len(t.deal.actions) >= 4
    await service.ask_undo(tid, ANN, t.version)
    await service.wait_idle()
    after = service.reader.snapshot(tid)
    assert after.deal is not None and after.deal.actions == []
    assert after.acting_seat is Seat.SOUTH


async def _ann_then_bob_called(service: TableService) -> int:
    """Casual: Ann South, Bob East. Ann has called; robots West and North too; Bob to call."""
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", CASUAL)
    v = await service.sit(tid, BOB, "Bob", 1, Seat.EAST)
    v = await service.start(tid, ANN, v)
    await service.wait_idle()
    await service.act(tid, ANN, service.reader.summary(tid).version, "1C")
    await service.wait_idle()
    assert service.reader.snapshot(tid).acting_seat is Seat.EAST
    return tid


async def test_r7_1_undo_needs_the_human_opponents_consent(
    service: TableService, notices: list[Notice]
) -> None:
    tid = await _ann_then_bob_called(service)
    v = await service.ask_undo(tid, ANN, service.reader.summary(tid).version)
    assert UndoToAnswer(tid, v, BOB, Seat.SOUTH) in notices
    with pytest.raises(WrongState):
        await service.act(tid, BOB, v, "P")
    await service.answer_undo(tid, BOB, v, True)
    t = service.reader.snapshot(tid)
    assert t.deal is not None and t.deal.actions == []


async def test_r7_1_a_refused_undo_changes_no_call(service: TableService) -> None:
    tid = await _ann_then_bob_called(service)
    v = await service.ask_undo(tid, ANN, service.reader.summary(tid).version)
    await service.answer_undo(tid, BOB, v, False)
    t = service.reader.snapshot(tid)
    assert t.deal is not None and len(t.deal.actions) == 3
    assert t.acting_seat is Seat.EAST


async def test_r7_2_no_undo_once_another_human_has_acted(service: TableService) -> None:
    tid = await _ann_then_bob_called(service)
    await service.act(tid, BOB, service.reader.summary(tid).version, "P")
    await service.wait_idle()
    with pytest.raises(NotAllowed):
        await service.ask_undo(tid, ANN, service.reader.summary(tid).version)


async def test_r7_2_no_undo_in_a_ranked_game(service: TableService) -> None:
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann")
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    v = await service.act(tid, ANN, service.reader.summary(tid).version, "1C")
    await service.wait_idle()
    with pytest.raises(NotAllowed):
        await service.ask_undo(tid, ANN, service.reader.summary(tid).version)
    assert v < service.reader.summary(tid).version


async def _ann_in_play(service: TableService) -> int:
    """Casual, Ann alone: she opens 1NT, the robots pass, and she declares."""
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", CASUAL)
    await service.start(tid, ANN, 1)
    await service.wait_idle()
    await service.act(tid, ANN, service.reader.summary(tid).version, "1NT")
    await service.wait_idle()
    t = service.reader.snapshot(tid)
    assert t.deal is not None and t.deal.phase is Phase.PLAY
    assert t.deal.contract is not None and t.deal.contract.declarer is Seat.SOUTH
    return tid


async def test_r7_3_an_accepted_claim_ends_the_deal(
    service: TableService, notices: list[Notice]
) -> None:
    tid = await _ann_in_play(service)
    await service.act(tid, ANN, service.reader.summary(tid).version, "claim0")
    await service.wait_idle()
    done = [n for n in notices if isinstance(n, DealFinished)]
    assert len(done) == 1 and "1NT" in to_pbn(done[0].record)
    t = service.reader.snapshot(tid)
    assert t.match is not None and t.match.results[0].declarer_tricks == 0


async def test_r7_3_a_rejected_claim_lets_play_go_on(service: TableService) -> None:
    tid = await _ann_in_play(service)
    v = await service.act(tid, ANN, service.reader.summary(tid).version, "claim13")
    await service.wait_idle()
    t = service.reader.snapshot(tid)
    assert t.version > v
    assert t.deal is not None and t.deal.pending_claim is None
    assert t.deal.phase is Phase.PLAY


def test_r7_3_the_basic_robot_accepts_a_concession() -> None:
    state = DealState(Board.deal(1, Seat.SOUTH, Vulnerability.NONE, seeded_rng(3)))
    auction = ((Seat.SOUTH, "1NT"), (Seat.WEST, "P"), (Seat.NORTH, "P"), (Seat.EAST, "P"))
    for seat, call in auction:
        state.apply(CallAction(seat, Call.parse(call)))
    state.apply(ClaimAction(Seat.SOUTH, 0))
    assert BasicRobot().accept_claim(seat_view(state, Seat.WEST))
    state2 = DealState(state.board)
    for action in state.actions[:4]:
        state2.apply(action)
    state2.apply(ClaimAction(Seat.SOUTH, 13))
    assert not BasicRobot().accept_claim(seat_view(state2, Seat.WEST))
