"""PBN and LIN exports, read back by endplay's parsers (an independent reader)."""

from dataclasses import replace
from datetime import date
from urllib.parse import unquote

from bot.games.bridge.calls import Call
from bot.games.bridge.records import handviewer_url, to_lin, to_pbn
from bot.games.bridge.scoring import Vulnerability, score_deal
from bot.games.bridge.state import CardAction, ClaimAction, ClaimReply, DealState
from bot.games.bridge.views import Explanation, hand_record
from bot.games.cards import Card
from bot.games.seats import SEATS, Seat
from tests.games.bridge.helpers import MIXED, bid_out, board

NAMES = {Seat.NORTH: "Nora", Seat.EAST: "Eve", Seat.SOUTH: "Sam", Seat.WEST: "Walt"}
EXPLAIN = [
    Explanation("15–17 balanced"),
    None,
    Explanation("Stayman: asks for a major", True),
    None,
    Explanation("Four spades"),
    None,
    None,
    None,
    None,
    None,
]


def played_out() -> DealState:
    state = bid_out(
        DealState(board(MIXED, Seat.NORTH, Vulnerability.NONE)), "1NT P 2C P 2S P 3NT P P P"
    )
    while not state.is_finished:
        state.apply(CardAction(state.turn, state.legal_cards()[0]))
    return state


def record_of(state: DealState):
    c = state.contract
    score = score_deal(c, state.board.vulnerability, state.declarer_tricks, state.board.hands)
    return hand_record(state, score, NAMES, EXPLAIN)


def our_deal_as_endplay(state: DealState):
    from endplay.types import Deal

    return Deal(state.board.to_pbn_deal())


def endplay_call_text(call) -> str:
    """endplay prints suits as symbols and marks annotated calls with "!*"."""
    return (
        str(call)
        .split("!")[0]
        .replace("♣", "C")
        .replace("♦", "D")
        .replace("♥", "H")
        .replace("♠", "S")
    )


def test_r7_5_pbn_export_reads_back_through_endplay():
    import endplay.parsers.pbn as pbn

    state = played_out()
    text = to_pbn(replace(record_of(state), day=date(2026, 11, 29)))
    (b,) = pbn.loads(text)
    assert b.deal.to_pbn() == our_deal_as_endplay(state).to_pbn()
    assert b.dealer.abbr == "N"
    assert str(b.contract.level) + b.contract.denom.abbr[0] == "3N"
    assert b.contract.declarer.abbr == "N"
    assert b.contract.result + 9 == state.declarer_tricks
    calls = [str(Call.parse(endplay_call_text(c))) for c in b.auction]
    assert calls == [str(c) for c in state.auction.calls]
    ours = [card for t in state.play.tricks for _, card in t.plays()]
    assert [Card.parse(str(c)) for c in b.play] == ours


def test_r7_5_pbn_has_the_mandatory_tags_in_order_and_crlf():
    text = to_pbn(record_of(played_out()))
    tags = [line.split(" ")[0][1:] for line in text.split("\r\n") if line.startswith("[")]
    mandatory = [
        "Event",
        "Site",
        "Date",
        "Board",
        "West",
        "North",
        "East",
        "South",
        "Dealer",
        "Vulnerable",
        "Deal",
        "Scoring",
        "Declarer",
        "Contract",
        "Result",
    ]
    assert tags[:15] == mandatory
    assert "\n" not in text.replace("\r\n", "")
    assert '[Note "3:Stayman: asks for a major"]' not in text  # numbered in order of notes
    assert '[Note "2:Stayman: asks for a major"]' in text


def test_r7_5_a_passed_out_deal_exports_as_pass():
    import endplay.parsers.pbn as pbn

    state = bid_out(DealState(board()), "P P P P")
    record = hand_record(state, score_deal(None, state.board.vulnerability, None), NAMES)
    text = to_pbn(record)
    assert '[Contract "Pass"]' in text and '[Declarer ""]' in text
    (b,) = pbn.loads(text)
    assert b.deal.to_pbn() == our_deal_as_endplay(state).to_pbn()


def test_r7_5_lin_export_reads_back_through_endplay():
    import endplay.parsers.lin as lin

    state = played_out()
    text = to_lin(record_of(state))
    (b,) = lin.loads(text)
    assert b.deal.to_pbn() == our_deal_as_endplay(state).to_pbn()
    assert len(b.auction) == 10
    assert len(b.play) == 52
    assert "mb|2C!|an|Stayman: asks for a major|" in text


def test_r7_5_a_claimed_deal_carries_declarers_total_in_lin():
    import endplay.parsers.lin as lin

    state = bid_out(DealState(board()), "1NT P 3NT P P P")
    state.apply(CardAction(state.turn, state.legal_cards()[0]))
    for _ in range(3):
        state.apply(CardAction(state.turn, state.legal_cards()[0]))
    state.apply(ClaimAction(Seat.NORTH, 10))
    state.apply(ClaimReply(Seat.EAST, True))
    state.apply(ClaimReply(Seat.WEST, True))
    total = state.declarer_tricks
    text = to_lin(record_of(state))
    assert text.endswith(f"mc|{total}|")
    (b,) = lin.loads(text)
    assert b.claimed and b.contract.result + 9 == total
    assert "*" in to_pbn(record_of(state)).split("\r\n")


def test_r7_5_handviewer_link_encodes_every_bar():
    url = handviewer_url(record_of(played_out()))
    query = url.split("?lin=", 1)[1]
    assert "|" not in url and "%7C" in query
    assert unquote(query) == to_lin(record_of(played_out()))
    assert all(ch.isalnum() or ch in "%-._~" for ch in query)


def test_lin_names_and_hands_run_south_west_north_east():
    text = to_lin(record_of(played_out()))
    assert text.startswith("pn|Sam,Walt,Nora,Eve|md|3")
    assert all(s in NAMES for s in SEATS)


def test_r7_5_a_link_too_long_leaves_the_explanations_out_then_is_not_posted():
    record = record_of(played_out())
    full = handviewer_url(record)
    assert full is not None and "Stayman" in unquote(full)
    # Just long enough for the explained link, it is the explained link.
    assert handviewer_url(record, longest=len(full)) == full
    # One character shorter: the link without what the calls mean (the LIN file keeps it).
    bare = handviewer_url(record, longest=len(full) - 1)
    assert bare is not None and len(bare) < len(full)
    assert "Stayman" not in unquote(bare) and "mb|2C!|" in unquote(bare)
    assert "an|Stayman" in to_lin(record)
    # Shorter than even that: no link.
    assert handviewer_url(record, longest=len(bare) - 1) is None


def test_r7_5_a_long_explained_auction_still_fits_a_message():
    long_words = [Explanation("x" * 500, True) if e is not None else None for e in EXPLAIN]
    state = played_out()
    c = state.contract
    score = score_deal(c, state.board.vulnerability, state.declarer_tricks, state.board.hands)
    url = handviewer_url(hand_record(state, score, NAMES, long_words))
    assert url is not None and len(url) <= 1_700 and "xxx" not in url
