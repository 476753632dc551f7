"""A Kaiser player's hand message: only the legal bids (the dealer's "take it" said as what it
is, no Pass for a forced dealer), the four trumps, only the legal cards grouped by suit, the
confirm step; and a player with closed DMs plays a whole game through "Show my hand"."""

from __future__ import annotations

from typing import Any

from bot.games.kaiser import examples as ex
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.state import DealState
from bot.games.kaiser.views import seat_view
from bot.games.seats import Seat, Side
from bot.ui.custom_ids import Act, ControlId
from bot.ui.games.kaiser import hand_controls, hand_text
from bot.ui.words import totals_text
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import (
    control,
    kaiser_game_over,
    private_hand,
    start_game,
    table_message,
    take_kaiser_turn,
)

ANN = 1001


def buttons(state: DealState, seat: Seat, **kw: Any) -> list[tuple[ControlId, str, int | None]]:
    items = hand_controls(seat_view(state, seat), "1", 4, **kw)
    return [(ControlId.parse(i.custom_id), i.item.label, i.row) for i in items]  # type: ignore[attr-defined]


def test_a_bidder_is_offered_only_the_bids_above_the_high_bid_and_pass() -> None:
    # West deals; North passed and East bid 7: South may bid 8 or more, or pass.
    state = ex.hand(ex.TAKEN_AT_EIGHT, 0, calls=2)
    got = buttons(state, Seat.SOUTH)
    moves = [c.arg for c, _, _ in got]
    assert "pass" in moves and "bid7" not in moves and "bid7NT" in moves
    bids = [Bid.parse(m.removeprefix("bid")) for m in moves if m != "pass"]
    assert bids == sorted(bids) and all(b > Bid(7) for b in bids)
    assert all(c.action is Act.MOVE and c.version == 4 for c, _, _ in got)
    assert buttons(state, Seat.WEST) == []  # not West's turn yet


def test_the_dealer_equalling_the_high_bid_is_shown_as_taking_it() -> None:
    # North passed, East 7, South 8: West, the dealer, may take it at 8.
    state = ex.hand(ex.TAKEN_AT_EIGHT, 0, calls=3)
    labels = {c.arg: label for c, label, _ in buttons(state, Seat.WEST)}
    assert labels["bid8"] == "Take it at 8"
    assert "bid7" not in labels and labels["pass"] == "Pass"
    assert "take the bid by equalling" in hand_text(seat_view(state, Seat.WEST), "head")


def test_a_dealer_everyone_passed_to_must_bid_and_has_no_pass_button() -> None:
    state = ex.hand(ex.FORCED, 0)
    moves = [c.arg for c, _, _ in buttons(state, Seat.SOUTH)]
    assert "pass" not in moves and "bid7" in moves and moves
    assert "you must bid" in hand_text(seat_view(state, Seat.SOUTH), "head")


def test_the_bidder_names_one_of_four_trumps() -> None:
    state = ex.hand(ex.TAKEN_AT_EIGHT, 0)
    assert sorted(c.arg for c, _, _ in buttons(state, Seat.WEST)) == [
        "trumpC", "trumpD", "trumpH", "trumpS",
    ]  # fmt: skip


def test_once_trump_is_named_every_hand_says_the_bid_with_its_trump() -> None:
    named = ex.hand(ex.TAKEN_AT_EIGHT, 1)
    contract = named.contract
    assert contract is not None and contract.trump is not None
    said = f"Who got the bid? West — 8{contract.trump.symbol}."
    for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST):
        text = hand_text(seat_view(named, seat), "head")
        assert said in text and f"(8{contract.trump.symbol} to make)" in text
    # Before trump is named the bid stands alone.
    assert "Who got the bid? West — 8." in hand_text(
        seat_view(ex.hand(ex.TAKEN_AT_EIGHT, 0), Seat.NORTH), "head"
    )


def test_scores_below_zero_take_the_true_minus_sign() -> None:
    state = ex.hand(ex.TAKEN_AT_EIGHT, 0, scores={Side.NS: -7, Side.EW: 12})
    text = hand_text(seat_view(state, Seat.NORTH), "head")
    assert "−7" in text and "-7" not in text
    assert totals_text({Side.NS: -7, Side.EW: 0}) == "NS: −7 · EW: 0"


def test_only_legal_cards_are_offered_a_row_for_each_suit() -> None:
    for played in range(1, 30):
        state = ex.hand(ex.TAKEN_AT_EIGHT, played)
        seat = state.turn
        if seat is None:
            break
        view = seat_view(state, seat)
        got = buttons(state, seat)
        assert sorted(c.arg for c, _, _ in got) == sorted(str(c) for c in view.legal_cards)
        rows_of: dict[str, set[int | None]] = {}
        for c, _, row in got:
            rows_of.setdefault(c.arg[0], set()).add(row)
        assert all(len(r) == 1 for r in rows_of.values())
        assert len({next(iter(r)) for r in rows_of.values()}) == len(rows_of)


def test_with_confirm_a_card_button_only_asks_first() -> None:
    state = ex.hand(ex.TAKEN_AT_EIGHT, 3)
    seat = state.turn
    assert seat is not None
    assert {c.action for c, _, _ in buttons(state, seat, confirm_first=True)} == {Act.CONFIRM}


async def test_closed_dms_play_a_whole_kaiser_game_through_show_my_hand(harness: Harness):
    ann = harness.user(ANN, "Ann")
    harness.fake.closed_dms.add(ANN)
    await harness.slash(ann, "kaiser new", target=20, freeze="none")
    await start_game(harness, ann)
    show = control(table_message(harness), Act.HAND)
    assert show is not None
    reply = await harness.click(ann, table_message(harness), show)
    await harness.settle()
    assert reply.private
    turns = 0
    while not kaiser_game_over(harness):
        hand = await private_hand(harness, ANN, lambda: kaiser_game_over(harness))
        if hand is None:
            break
        assert "Your hand (South)" in texts(hand)
        await take_kaiser_turn(harness, ann, hand)
        await harness.settle()
        turns += 1
        assert turns < 400
    assert harness.dm_messages(ANN) == []
    # One try by DM at each hand's deal, and the channel is told only once.
    hands = [m for m in harness.channel_messages() if "finished:" in texts(m)]
    assert len([r for r in harness.fake.requests if r.status == 403]) == len(hands) > 1
    notices = [
        m for m in harness.channel_messages() if "cannot send you direct messages" in texts(m)
    ]
    assert len(notices) == 1
