"""The PBN reader beside the writer: a finished deal written as PBN reads back to the same deal."""

from __future__ import annotations

import pytest

from bot.games.bridge.calls import Call
from bot.games.bridge.game import BRIDGE
from bot.games.bridge.records import read_pbn, to_pbn
from bot.games.bridge.scoring import Vulnerability, score_deal
from bot.games.bridge.state import Board, CallAction, CardAction, ClaimAction, ClaimReply, DealState
from bot.games.bridge.views import hand_record
from bot.games.cards import seeded_rng
from bot.games.seats import Seat
from bot.ui.games.bridge import record_post


def bid_1nt_by_south(seed: int) -> DealState:
    state = DealState(Board.deal(3, Seat.SOUTH, Vulnerability.EW, seeded_rng(seed)))
    for text in ("1NT", "P", "P", "P"):
        seat = state.to_act
        assert seat is not None
        state.apply(CallAction(seat, Call.parse(text)))
    return state


def play_out(state: DealState, cards: int = 52) -> DealState:
    for _ in range(cards):
        turn = state.turn
        assert turn is not None
        state.apply(CardAction(turn, sorted(state.legal_cards())[0]))
    return state


def deal_pbn(state: DealState) -> str:
    score = score_deal(
        state.contract, state.board.vulnerability, state.declarer_tricks, state.board.hands
    )
    return to_pbn(hand_record(state, score))


def replay_pbn(text: str) -> DealState:
    (game,) = read_pbn(text)
    return game.deal_state()


def test_a_played_deal_replays_to_the_same_result():
    state = play_out(bid_1nt_by_south(5))
    again = replay_pbn(deal_pbn(state))
    assert again.actions == state.actions
    assert again.declarer_tricks == state.declarer_tricks


def test_a_claimed_deal_replays_as_the_accepted_claim():
    state = play_out(bid_1nt_by_south(6), cards=8)
    state.apply(ClaimAction(Seat.SOUTH, 3))
    for seat in state.claim_responders():
        state.apply(ClaimReply(seat, True))
    assert state.is_finished
    again = replay_pbn(deal_pbn(state))
    assert again.is_finished and again.declarer_tricks == state.declarer_tricks


def test_an_unfinished_record_reads_as_the_deal_so_far_and_a_broken_one_is_refused():
    full = deal_pbn(play_out(bid_1nt_by_south(5))).splitlines()
    play = next(i for i, line in enumerate(full) if line.startswith("[Play"))
    cut = [*full[: play + 3], "*"]  # two tricks, and no result to settle the rest
    unfinished = "\n".join(line for line in cut if not line.startswith("[Result"))
    so_far = replay_pbn(unfinished)
    assert not so_far.is_finished and so_far.play is not None and so_far.play.cards_played == 8
    with pytest.raises(ValueError):
        replay_pbn('[Deal "N:broken"]')


def test_the_record_carries_pbn_lin_and_a_handviewer_link():
    state = play_out(bid_1nt_by_south(5))
    score = score_deal(
        state.contract, state.board.vulnerability, state.declarer_tricks, state.board.hands
    )
    exports = BRIDGE.exports(hand_record(state, score))
    post = record_post(hand_record(state, score), exports)
    assert post.link is not None
    assert post.link.startswith("https://www.bridgebase.com/tools/handviewer.html?lin=")
    assert "|" not in post.link  # Discord would read || as spoiler bars
    assert '[Contract "1NT"]' in exports["pbn"]
    assert exports["lin"].startswith("pn|")
