"""Every picture kind renders in every theme, the same input always gives the same bytes, and
rendering from several threads at once changes nothing."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

from bot.games.bridge.examples import (
    claim_pending,
    finished_stayman,
    passed_out,
    stayman_board,
    stayman_double_dummy,
    stayman_in_play,
    stayman_score,
)
from bot.games.bridge.scoring import score_deal
from bot.games.bridge.views import hand_record, public_view, seat_view
from bot.games.seats import Seat, Side
from renderers.bridge.gallery import PLAYERS
from renderers.bridge.hand import HEADER_H, ROW_H, render_hand
from renderers.bridge.record import render_record
from renderers.bridge.table import render_table
from renderers.common.theme import THEMES, Theme
from renderers.gallery import pictures, write_gallery

PICTURES = pictures()


def decode(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
@pytest.mark.parametrize("kind", list(PICTURES))
def test_every_picture_kind_renders_in_every_theme(kind: str, theme: Theme) -> None:
    img = decode(PICTURES[kind](theme))
    assert img.format == "PNG"
    assert 500 <= img.width <= 1000  # the record is one column, for phones
    assert img.height >= 200


@pytest.mark.parametrize("kind", list(PICTURES))
def test_the_same_input_gives_identical_bytes(kind: str) -> None:
    theme = THEMES["classic"]
    assert PICTURES[kind](theme) == PICTURES[kind](theme)


def test_themes_give_different_pictures() -> None:
    table = PICTURES["bridge-table-trick"]
    assert len({table(t) for t in THEMES.values()}) == len(THEMES)


def test_rendering_on_many_threads_gives_the_same_bytes_as_one() -> None:
    kinds = ["table-auction", "table-trick", "hand-declarer", "record", "sheet-rubber"]
    kinds = [f"bridge-{k}" for k in kinds]
    jobs = [(k, t) for k in kinds for t in THEMES.values()]
    alone = [PICTURES[k](t) for k, t in jobs]
    with ThreadPoolExecutor(max_workers=4) as pool:
        together = list(pool.map(lambda job: PICTURES[job[0]](job[1]), jobs * 2))
    assert together == alone * 2


def test_public_table_is_a_stable_size_through_the_deal() -> None:
    tables = [k for k in PICTURES if k.startswith("bridge-table")]
    sizes = {decode(PICTURES[k](THEMES["classic"])).size for k in tables}
    assert len(sizes) == 1


def test_record_of_a_passed_out_deal_renders() -> None:
    state = passed_out(stayman_board())
    record = hand_record(state, score_deal(None, state.board.vulnerability, None))
    assert decode(render_record(record)).width == 516


def test_record_reads_on_a_phone() -> None:
    # Shown 400 px across, the record's smallest text (17 px notes) is still 13 px or more.
    state, notes = finished_stayman()
    record = hand_record(state, stayman_score(state), None, notes)
    width = decode(render_record(replace(record, double_dummy=stayman_double_dummy()))).width
    assert 17 * 400 / width >= 13


def test_record_is_taller_with_the_double_dummy_table() -> None:
    state, notes = finished_stayman()
    record = hand_record(state, stayman_score(state), None, notes)
    plain = decode(render_record(record))
    with_dd = decode(render_record(replace(record, double_dummy=stayman_double_dummy())))
    assert with_dd.height > plain.height


def test_table_renders_with_no_names_given() -> None:
    state, notes = stayman_in_play(5)
    assert (
        decode(render_table(public_view(state, notes))).size
        == decode(render_table(public_view(state, notes), PLAYERS)).size
    )


def test_gallery_writes_every_kind_in_every_theme(tmp_path: Path) -> None:
    written = write_gallery(tmp_path)
    assert len(written) == len(PICTURES) * len(THEMES)
    assert all(p.stat().st_size > 1000 for p in written)


def test_r3_10_a_claims_judges_see_the_claimers_cards_faced_in_their_hand_picture() -> None:
    claimed, notes = claim_pending()  # North, declarer, claims
    before, _ = stayman_in_play(32)
    east = decode(render_hand(seat_view(claimed, Seat.EAST, notes)))
    east_before = decode(render_hand(seat_view(before, Seat.EAST, notes)))
    assert east.height == east_before.height + ROW_H == HEADER_H + 2 * ROW_H + 8
    # The claimer sees their own hand and dummy, nothing more.
    north = decode(render_hand(seat_view(claimed, Seat.NORTH, notes)))
    assert north.height == decode(render_hand(seat_view(before, Seat.NORTH, notes))).height


def test_r7_5_the_record_marks_every_costly_card_and_says_what_the_lead_cost() -> None:
    from bot.games.bridge.examples import stayman_costly
    from renderers.common.draw import measuring

    state, notes = finished_stayman()
    record = hand_record(state, stayman_score(state), None, notes)
    judged = replace(record, double_dummy=stayman_double_dummy(), costly=stayman_costly())
    with measuring() as drawn:
        render_record(judged)
    texts = [d.text for d in drawn if d.kind == "text"]
    assert texts.count("−1") == len(stayman_costly())
    assert "Opening lead ♥Q: it cost nothing." in texts
    # Unjudged (no solver yet), nothing is marked and nothing said of the lead.
    with measuring() as drawn:
        render_record(replace(record, double_dummy=stayman_double_dummy()))
    assert not any(d.text == "−1" or d.text.startswith("Opening lead") for d in drawn)


def test_r7_4_the_record_says_each_hint_taken_and_whether_it_was_followed() -> None:
    from bot.games.hints import HintNote, Moment
    from renderers.common.draw import measuring

    state, notes = finished_stayman()
    record = hand_record(state, stayman_score(state), None, notes)
    first = record.auction[0]
    lead_seat, lead = record.tricks[0].plays[0]
    hints = (
        HintNote(first.seat, Moment.CALL, 1, str(first.call), str(first.call)),
        HintNote(lead_seat, Moment.CARD, 1, "SA" if str(lead) != "SA" else "S2", str(lead)),
    )
    with measuring() as drawn:
        render_record(replace(record, hints=hints))
    texts = [d.text for d in drawn if d.kind == "text"]
    said = [t for t in texts if t.startswith("Hint for ")]
    assert len(said) == 2
    assert said[0].endswith("(followed)") and "call 1" in said[0]
    assert "card to trick 1" in said[1] and f"(not followed: {lead.suit.symbol}" in said[1]
    with measuring() as drawn:
        render_record(record)
    assert not any(d.text.startswith("Hint for ") for d in drawn)


def test_r7_5_the_record_says_what_an_agreed_claim_gave_away() -> None:
    from bot.games.bridge.examples import stayman_costly
    from bot.games.costly import ClaimCost
    from bot.language import Words
    from bot.ui.games import adapter_for
    from renderers.common.draw import measuring

    state, notes = finished_stayman()
    record = replace(hand_record(state, stayman_score(state), None, notes),
                     double_dummy=stayman_double_dummy(), costly=stayman_costly())  # fmt: skip
    claimed = replace(record, claimed=True, claim_cost=ClaimCost(Side.EW, 2))
    with measuring() as drawn:
        render_record(claimed)
    texts = [d.text for d in drawn if d.kind == "text"]
    said = "The claim cost E-W 2 tricks, double dummy."
    lead = texts.index("Opening lead ♥Q: it cost nothing.")
    assert said in texts and texts.index(said) == lead + 1
    with measuring() as drawn:
        render_record(record)
    assert not any("claim" in d.text for d in drawn if d.kind == "text")
    review = adapter_for("bridge").review_text(claimed, Words())
    assert review is not None and review.endswith("; the claim cost E-W 2 tricks")
    assert "claim" not in (adapter_for("bridge").review_text(record, Words()) or "claim")
