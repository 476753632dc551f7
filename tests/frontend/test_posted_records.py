"""The posted record of a finished deal is the record the table made, not a re-reading of its
export: a rubber's part-score carries no part-score bonus, and the auction's alerts and the
double-dummy table come with it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.client import ServiceFactory
from bot.games.bridge.scoring import Item
from bot.games.bridge.state import Board
from bot.games.bridge.views import HandRecord
from bot.games.cards import Card, Shuffler, seeded_rng
from bot.games.seats import SEATS, Seat, Side
from bot.language import Words
from bot.store.sqlite import SqliteStore
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from bot.ui.custom_ids import Act
from renderers import registry
from renderers.registry import pictures_for
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import control, live_hand, start_game

ANN = 1001

#: South deals the rubber's first deal. North opens 1NT, South transfers to spades and passes;
#: North's 2♠ is cold for eight tricks (five spades, three hearts) whatever the defence.
DEAL = "N:AK2.A432.K32.K32 43.T876.QJ7.AJ84 QJT98.KQ.654.765 765.J95.AT98.QT9"


class Stacked:
    """A shuffler that deals DEAL, North first, as `deal_cards` hands the cards out."""

    def shuffle(self, cards: list[Card]) -> None:
        hands = Board.from_pbn_deal(DEAL).hands
        cards[:] = [c for seat in SEATS for c in sorted(hands[seat])]


def first_deal_stacked(table_id: int, match_no: int, deal_no: int) -> Shuffler:
    return Stacked() if deal_no == 1 else seeded_rng(deal_no)


def stacked_service(store: SqliteStore) -> TableService:
    return TableService(store, robots=product_robots, judge=game_judge, shuffler=first_deal_stacked)


@pytest.fixture
def service_factory() -> ServiceFactory:
    return stacked_service


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Every record the front end draws, as the renderer receives it."""
    records: list[Any] = []
    pictures = pictures_for("bridge")
    original = pictures.record

    def spy(record: Any, players: Any, theme: Any, words: Any) -> bytes:
        records.append(record)
        return original(record, players, theme, words)

    monkeypatch.setitem(registry._PICTURES._things, "bridge", replace(pictures, record=spy))
    yield records


async def call(h: Harness, user: Any, text: str) -> None:
    hand = live_hand(h, ANN)
    assert hand is not None
    if not text[0].isdigit():
        cid = control(hand, Act.MOVE, text)
    else:
        level = control(hand, Act.STEP, text[0])
        assert level is not None
        await h.click(user, hand, level)
        hand = h.fake.messages[int(hand["id"])]
        cid = control(hand, Act.MOVE, text)
    assert cid is not None, f"{text} is not offered"
    await h.click(user, hand, cid)
    await h.settle()


async def test_a_rubber_part_score_is_posted_as_the_rubber_scored_it(
    harness: Harness, drawn: list[HandRecord]
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="rubber", system="conventions", mode="casual")
    await start_game(harness, ann)
    await call(harness, ann, "P")
    await call(harness, ann, "2H")  # over North's 1NT: a transfer to spades
    await call(harness, ann, "P")
    service = harness.bot.service
    table_id = service.reader.table_in(harness.channel_id)
    assert table_id is not None
    view = service.reader.public_view(table_id)
    assert view.contract is not None and view.contract.text == "2S"
    # Ann plays North's hand for the robot declarer, and claims the eight tricks at once.
    await harness.slash(ann, "bridge claim", tricks=8)
    await harness.settle()
    # Drawn for the channel at once and again with its analysis, and for Ann's DM with the
    # same analysis (and as played too, if her DM said the deal was over before it came).
    analysed = [r for r in drawn if r.double_dummy is not None]
    assert len(analysed) == 2 and analysed[0] == analysed[1] and len(drawn) in (3, 4)
    record = analysed[0]
    scored = service.reader.snapshot(table_id).match.results[0]
    assert record.score == scored.score
    assert Item.PART_SCORE not in {i.item for i in record.score.items}
    assert record.declarer_tricks == 8 and record.scoring == "Rubber"
    transfer = next(c for c in record.auction if c.seat is Seat.SOUTH and c.call.is_bid)
    assert transfer.explanation is not None and transfer.explanation.alert
    assert record.double_dummy is not None
    assert record.double_dummy.tricks[Seat.NORTH]  # every strain solved for every declarer
    posted = [m for m in harness.channel_messages() if "finished:" in texts(m)]
    assert len(posted) == 1 and "2♠ N =" in texts(posted[0])
    requests = harness.fake.requests
    sent = [r for r in requests if r.files and "finished:" in str(r.json)]
    # First as played, then edited once the solver has judged it.
    assert len(sent) == 2
    assert [r.method for r in sent] == [sent[0].method, "PATCH"]
    pbn = next(f.data for f in sent[-1].files if f.filename.endswith(".pbn"))
    assert b'[Scoring "Rubber"]' in pbn and b'[Score "NS 60"]' in pbn
    # Claiming eight of nine tricks cost North-South one; Ann's DM says so, after her side's
    # cards (rule 7.5).
    assert record.claim_cost is not None and record.claim_cost.side is Side.NS
    over = [m for m in harness.dm_messages(ANN) if "is over" in texts(m)]
    claimed = Words()("lesson-claim", tricks=record.claim_cost.cost)
    assert claimed.endswith("against best play.") and claimed in texts(over[-1])
