"""Kaiser's pictures: in a record's table talk, players who share a name (robots) are told
apart; the score sheet says what its marks and columns mean."""

from __future__ import annotations

from bot.games.kaiser import examples as ex
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.match import HandResult, KaiserMatch
from bot.games.kaiser.scoring import settle
from bot.games.seats import Seat, Side
from bot.language import Words
from renderers.common.theme import CLASSIC
from renderers.kaiser.record import render_record, spoken_names
from renderers.kaiser.scoresheet import draw_score_sheet, result_words


def test_a_name_two_seats_share_is_told_apart_by_seat_in_the_talk() -> None:
    names = {Seat.NORTH: "Ann", Seat.EAST: "Robot", Seat.SOUTH: "Bob", Seat.WEST: "Robot"}
    assert spoken_names(names) == {
        Seat.NORTH: "Ann", Seat.EAST: "Robot (East)", Seat.SOUTH: "Bob", Seat.WEST: "Robot (West)",
    }  # fmt: skip
    alone = {**names, Seat.WEST: "Cid"}
    assert spoken_names(alone) == alone


def test_the_record_draws_the_talk_with_the_names_it_is_given() -> None:
    done = ex.hand(ex.TAKEN_AT_EIGHT)
    record = ex.record_of(done)
    robots = ex.record_of(done, {s: "Robot" for s in Seat})
    assert render_record(record) != render_record(robots)


class SaidKeys:
    """The English words, noting each message a picture says."""

    def __init__(self) -> None:
        self.keys: list[str] = []

    def __call__(self, key: str, /, **values: object) -> str:
        self.keys.append(key)
        return Words()(key, **values)  # type: ignore[arg-type]


def frozen_on_the_last_hand() -> KaiserMatch:
    """East–West at 49, frozen, when North–South bid 7 and take 8: East–West score 0*."""
    match = ex.game_in_progress()
    score = settle(Bid(7), Side.NS, 8, match.standing)
    match.results.append(HandResult(match.next_number, match.next_dealer, Seat.NORTH, score))
    return match


def test_the_score_sheet_says_what_its_star_means_whenever_it_draws_one() -> None:
    for match, starred in ((frozen_on_the_last_hand(), True), (ex.game_won(), False)):
        said = SaidKeys()
        draw_score_sheet(match, None, CLASSIC, said)  # type: ignore[arg-type]
        assert ("picture-frozen-note" in said.keys) is starred
    # The footer that says a team is frozen does not crowd the note out.
    said = SaidKeys()
    draw_score_sheet(frozen_on_the_last_hand(), None, CLASSIC, said)  # type: ignore[arg-type]
    assert "picture-sides-frozen" in said.keys


def test_the_score_sheet_says_what_the_bidders_took_and_who_dealt() -> None:
    made, down = ex.game_won().results[0], ex.game_won().results[3]
    assert result_words(made) == "took 10, made"
    assert result_words(down) == "took 7, down"
    assert Words()("picture-sheet-deals") == "Dealer"


def test_the_record_marks_every_card_that_cost_points_and_what_the_lead_cost() -> None:
    from dataclasses import replace

    from renderers.common.draw import measuring

    record = ex.record_of(ex.hand(ex.TAKEN_AT_EIGHT))
    judged = replace(record, costly=ex.taken_at_eight_costs())
    with measuring() as drawn:
        render_record(judged)
    texts = [d.text for d in drawn if d.kind == "text"]
    assert any(t.startswith("Opening lead ") and t.endswith("it cost nothing.") for t in texts)
    with measuring() as drawn:
        render_record(record)
    plain = [d.text for d in drawn if d.kind == "text"]
    # One mark a costly card, beside what the tricks were worth (a −3 trick may read −1 too).
    assert texts.count("−1") - plain.count("−1") == len(ex.taken_at_eight_costs())
    assert not any(t.startswith("Opening lead") for t in plain)


def test_r7_4_the_kaiser_record_says_each_hint_taken() -> None:
    from dataclasses import replace

    from bot.games.hints import HintNote, Moment
    from renderers.common.draw import measuring

    record = ex.record_of(ex.hand(ex.TAKEN_AT_EIGHT))
    bidder = record.contract.bidder
    hinted = replace(record, hints=(HintNote(bidder, Moment.TRUMP, 1, "trumpH", "trumpS"),))
    with measuring() as drawn:
        render_record(hinted)
    texts = [d.text for d in drawn if d.kind == "text"]
    assert any(t.startswith("Hint for ") and "trump: ♥" in t and "(not followed: ♠)" in t
               for t in texts)  # fmt: skip
