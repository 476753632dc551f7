"""Topper's rules, one test each, then whole matches through the table service and through the
fake Discord: a game that lives in its own package plays like the product's own."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.games.errors import RuleError
from bot.games.game import find_game, game_names
from bot.games.seats import SEATS, Seat, Side
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.options import Mode, RobotLevel, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import card_control, control, live_hand, table_message
from tests.third_game.game import TOPPER, SeatView
from tests.third_game.rules import DECK, CardAction, Deal, Due, Match, Rules, State, read_result


def dealt(seed: int, number: int = 1, dealer: Seat = Seat.NORTH) -> State:
    return TOPPER.start(TOPPER.deal(Due(number, dealer), random.Random(seed)))


def play_out(state: State) -> None:
    robot = TOPPER.robot(RobotLevel.BASIC, Rules())
    while not state.is_finished:
        seat = state.to_act
        assert seat is not None
        state.apply(robot.decide(TOPPER.seat_view(state, seat, Rules())))


def test_the_game_is_offered_while_installed_and_only_then() -> None:
    assert "topper" in game_names()
    assert find_game("topper") is TOPPER


def test_rule_1_1_twelve_cards_three_to_each_player() -> None:
    state = dealt(1)
    assert len(DECK) == len(set(DECK)) == 12
    assert all(len(state.deal.hands[s]) == 3 for s in SEATS)
    assert frozenset().union(*state.deal.hands.values()) == frozenset(DECK)


def test_rule_1_2_four_deals_the_deal_passing_clockwise() -> None:
    match = Match()
    dealers = []
    while (due := match.next_deal()) is not None:
        dealers.append(due.dealer)
        state = TOPPER.start(TOPPER.deal(due, random.Random(due.number)))
        play_out(state)
        match.record(state)
    assert dealers == [Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST]
    assert match.is_over and match.counted_deals == 4


def test_rule_2_1_dealers_left_leads_then_the_trick_winner() -> None:
    state = dealt(2, dealer=Seat.SOUTH)
    assert state.to_act is Seat.WEST
    for _ in range(4):
        seat = state.to_act
        assert seat is not None
        state.apply(CardAction(seat, min(state.play.legal_cards(seat))))
    winner = state.play.trick_views()[0].winner
    assert winner is not None and state.to_act is winner


def test_rule_2_2_follow_suit_and_the_highest_of_the_suit_led_wins() -> None:
    for seed in range(40):
        state = dealt(seed)
        leader = state.to_act
        assert leader is not None
        lead = sorted(state.deal.hands[leader])[0]
        state.apply(CardAction(leader, lead))
        follower = state.to_act
        assert follower is not None
        same = [c for c in state.deal.hands[follower] if c.suit is lead.suit]
        other = [c for c in state.deal.hands[follower] if c.suit is not lead.suit]
        if same and other:
            with pytest.raises(RuleError):
                state.apply(CardAction(follower, other[0]))
            break
    else:
        pytest.fail("no deal in 40 let the follower revoke")
    state = dealt(3)
    for _ in range(4):
        seat = state.to_act
        assert seat is not None
        state.apply(CardAction(seat, max(state.play.legal_cards(seat))))
    trick = state.play.trick_views()[0]
    led = trick.plays[0][1].suit
    best = max((c for _, c in trick.plays if c.suit is led), key=lambda c: c.rank)
    assert trick.card_of(trick.winner) == best  # type: ignore[arg-type]


def test_rule_3_1_a_point_a_trick_and_the_match_to_the_side_with_more() -> None:
    match = Match()
    while (due := match.next_deal()) is not None:
        state = TOPPER.start(TOPPER.deal(due, random.Random(7 * due.number)))
        play_out(state)
        result = match.record(state)
        assert result.tricks[Side.NS] + result.tricks[Side.EW] == 3
    totals = match.totals()
    assert totals[Side.NS] + totals[Side.EW] == 12
    winner = match.winner()
    assert winner is (None if totals[Side.NS] == totals[Side.EW] else max(totals, key=totals.get))  # type: ignore[arg-type]


def test_the_deal_and_result_notations_round_trip() -> None:
    state = dealt(4)
    assert Deal.from_text(state.deal.to_text()) == state.deal
    play_out(state)
    result = Match().record(state)
    assert read_result(result.result_text) == (result.tricks[Side.NS], result.tricks[Side.EW])
    with pytest.raises(ValueError):
        read_result("4S by North")


async def test_a_whole_match_through_the_table_service(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "t.sqlite3")
    service = TableService(store, clock=ManualClock(), shuffler=lambda t, g, d: random.Random(d))
    try:
        options = TableOptions(game="topper", rules=Rules(), mode=Mode.CASUAL)
        tid = await service.open_table(1, 2, 11, "Ann", options)
        t = service.reader.snapshot(tid)
        await service.start(tid, 11, t.version)
        for _ in range(40):
            await service.wait_idle()
            t = service.reader.snapshot(tid)
            if t.status is not Status.LIVE or t.deal is None or not t.owing:
                break
            seat = t.owing[0]
            assert t.user_controlling(seat) == 11  # the robots play the other three
            view = next(v for v in service.reader.seat_views(tid, 11) if v.seat is seat)
            assert isinstance(view, SeatView)
            move = TOPPER.move_text(TOPPER.robot(RobotLevel.BASIC, Rules()).decide(view))
            await service.act(tid, 11, t.version, move)
        deals = await store.deals(tid)
        assert [d.deal_no for d in deals] == [1, 2, 3, 4]
        assert all(sum(read_result(d.result)) == 3 for d in deals)
        assert service.reader.snapshot(tid).status is not Status.LIVE or not t.owing
    finally:
        await service.shutdown()
        await store.close()


async def test_a_whole_match_through_the_fake_discord(harness: Harness) -> None:
    ann = harness.user(1001, "Ann")
    opened = await harness.slash(ann, "topper new")
    assert not opened.private
    await harness.settle()
    start = control(table_message(harness), Act.START)
    assert start is not None
    await harness.click(ann, table_message(harness), start)
    await harness.settle()
    cards = 0
    while (hand := live_hand(harness, 1001)) is not None and cards < 20:
        card = card_control(hand)
        assert card is not None, "Ann's hand asks for something that is not a card"
        reply = await harness.click(ann, hand, card)
        assert reply.private
        await harness.settle()
        cards += 1
    assert cards == 12  # three tricks a deal, four deals, one card of each trick Ann's
    records = [m for m in harness.channel_messages() if m.get("attachments")]
    assert len(records) >= 4
    assert all(a["filename"].endswith((".png", ".txt")) for m in records for a in m["attachments"])
