"""Rule 7.4 of seeds/tables.md through the fake Discord: the Hint in the hand message of a casual
game on the player's turn, its private answer, the tables that refuse it (a forged click
included), every wrong click answered privately with nothing changed, and the deal's record
noting the hint. The hidden-card audit (see conftest) checks every request."""

from __future__ import annotations

from bot.games.bridge.calls import Call
from bot.language import Words
from bot.tables.events import HintGiven
from bot.tables.history import logged
from bot.ui.custom_ids import Act, ControlId
from bot.ui.games.bridge import call_text
from tests.fake_discord.harness import Harness, Json
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
    version,
)
from tests.frontend.test_tournaments import started
from tests.frontend.test_tournaments import table_of as tournament_table

ANN, BOB = 1001, 1002


def table_of(hand: Json) -> int:
    return int(controls(hand)[0].table)


async def hints_logged(h: Harness, table: int) -> list[HintGiven]:
    events = await logged(h.bot.service._store, table)  # type: ignore[attr-defined]
    return [e for e, _ in events if isinstance(e, HintGiven)]


async def casual_hand(h: Harness, game: str = "bridge", **options: str) -> tuple[Json, Json]:
    ann = h.user(ANN, "Ann")
    await h.slash(ann, f"{game} new", mode="casual", **options)
    await start_game(h, ann)
    hand = live_hand(h, ANN)
    assert hand is not None
    return ann, hand


async def test_r7_4_a_casual_hand_offers_a_hint_that_gives_the_robots_call_privately(
    harness: Harness,
):
    h = harness
    ann, hand = await casual_hand(h, format="single")
    table = table_of(hand)
    hint = control(hand, Act.HINT)
    assert hint is not None
    before = version(h, table)
    await h.settle()
    board = table_message(h)
    # Copies: the fake edits its messages in place.
    hand_pictured = [dict(a) for a in hand["attachments"]]
    board_pictured = [dict(a) for a in board["attachments"]]
    sent_before = len(h.fake.requests)
    said = await h.click(ann, hand, hint)
    # Answered at once (thinking, privately), then the hint, to Ann alone.
    assert said.kind == 5 and said.private
    assert "Hint: Call" in said.text and "In your bidding system it shows:" in said.text
    logged_hints = await hints_logged(h, table)
    assert len(logged_hints) == 1 and logged_hints[0].user_id == ANN
    assert f"Call {call_text(Call.parse(logged_hints[0].move), Words())}." in said.text
    assert version(h, table) == before + 1
    await h.settle()
    # The hand is redrawn at the table's new version: its moves count, the hint is offered again.
    fresh = live_hand(h, ANN)
    assert fresh is not None and control(fresh, Act.HINT) is not None
    moves = [c for c in controls(fresh) if c.action in (Act.MOVE, Act.STEP, Act.HINT)]
    assert moves and all(c.version == before + 1 for c in moves)
    # Its picture would be the same: the hand keeps the one it has, no new upload.
    dm = f"/channels/{fresh['channel_id']}/messages/{fresh['id']}"
    edits = [r for r in h.fake.requests[sent_before:] if r.path == dm]
    assert edits and not any(r.files for r in edits)
    assert hand_pictured and fresh["attachments"] == hand_pictured
    # The table's picture would be the same too: its message is edited at the new version and
    # keeps its picture.
    public = f"/channels/{board['channel_id']}/messages/{board['id']}"
    edits = [r for r in h.fake.requests[sent_before:] if r.path == public]
    assert edits and not any(r.files for r in edits)
    now = h.fake.messages[int(board["id"])]
    assert board_pictured and now["attachments"] == board_pictured


async def test_r7_4_the_hint_for_a_card_says_what_the_layouts_found(harness: Harness):
    h = harness
    ann, hand = await casual_hand(h, format="single")
    for _ in range(40):
        hand = live_hand(h, ANN)
        assert hand is not None, "the deal ended before Ann played a card"
        if any(c.action is Act.MOVE and len(c.arg) == 2 and c.arg[0] in "SHDC"
               for c in controls(hand)):  # fmt: skip
            break
        await take_turn(h, ann, hand)
        await h.settle()
    hint = control(hand, Act.HINT)
    assert hint is not None
    said = await h.click(ann, hand, hint)
    assert said.private and "Hint: Play" in said.text
    assert any(
        phrase in said.text
        for phrase in ("layouts of the hidden hands", "only card you may play",
                       "all worth the same", "card-play rules")
    )  # fmt: skip


async def test_r7_4_a_kaiser_hint_gives_the_robots_bid_and_its_count(harness: Harness):
    h = harness
    ann, hand = await casual_hand(h, "kaiser")
    hint = control(hand, Act.HINT)
    assert hint is not None
    said = await h.click(ann, hand, hint)
    assert said.private and "Hint: " in said.text
    assert "your team can expect about" in said.text or "as trump" in said.text
    await take_kaiser_turn(h, ann, live_hand(h, ANN) or hand)


async def test_r7_4_ranked_and_daily_tables_offer_no_hint_and_refuse_a_forged_one(
    harness: Harness,
):
    h = harness
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", mode="ranked", format="single")
    await start_game(h, ann)
    hand = live_hand(h, ANN)
    assert hand is not None and control(hand, Act.HINT) is None
    table = table_of(hand)
    before = version(h, table)
    forged = ControlId(str(table), before, Act.HINT).encode()
    said = await h.click(ann, hand, forged)
    assert said.private and "Hints are for casual games only" in said.text
    assert version(h, table) == before and await hints_logged(h, table) == []

    bob = h.user(BOB, "Bob")
    await h.slash(bob, "daily play")
    await h.settle()
    daily = live_hand(h, BOB)
    assert daily is not None and control(daily, Act.HINT) is None
    table = table_of(daily)
    before = version(h, table)
    said = await h.click(bob, daily, ControlId(str(table), before, Act.HINT).encode())
    assert said.private and "played without help: no hints" in said.text
    assert version(h, table) == before and await hints_logged(h, table) == []


async def test_r7_4_a_stranger_a_stale_button_and_a_double_click_change_nothing(
    harness: Harness,
):
    h = harness
    ann, hand = await casual_hand(h, format="single")
    table = table_of(hand)
    hint = control(hand, Act.HINT)
    assert hint is not None
    before = version(h, table)
    stranger = h.user(BOB, "Bob")
    said = await h.click(stranger, hand, hint)
    assert said.private and "not seated" in said.text.lower()
    stale = ControlId(str(table), before - 1, Act.HINT).encode()
    said = await h.click(ann, hand, stale)
    assert said.private and "moved on" in said.text.lower()
    assert version(h, table) == before and await hints_logged(h, table) == []
    first = await h.click(ann, hand, hint)
    second = await h.click(ann, hand, hint)
    assert "Hint:" in first.text
    assert second.private and "moved on" in second.text.lower() and "Hint:" not in second.text
    assert len(await hints_logged(h, table)) == 1


async def test_r7_4_a_player_whose_dms_are_closed_asks_from_show_my_hand(harness: Harness):
    h = harness
    ann = h.user(ANN, "Ann")
    h.fake.closed_dms.add(ANN)
    await h.slash(ann, "bridge new", mode="casual", format="single")
    await start_game(h, ann)
    show = control(table_message(h), Act.HAND)
    assert show is not None
    await h.click(ann, table_message(h), show)
    hand = await private_hand(h, ANN, lambda: False)
    assert hand is not None
    hint = control(hand, Act.HINT)
    assert hint is not None
    said = await h.click(ann, hand, hint)
    assert said.private and "Hint: Call" in said.text


async def test_r7_4_the_posted_record_and_the_history_note_the_hint(harness: Harness):
    h = harness
    ann, hand = await casual_hand(h, format="single")
    hint = control(hand, Act.HINT)
    assert hint is not None
    said = await h.click(ann, hand, hint)
    assert "Hint:" in said.text
    (given,) = await hints_logged(h, table_of(hand))
    for _ in range(80):
        await h.settle()
        if any("finished:" in texts(m) for m in h.channel_messages()):
            break
        hand = live_hand(h, ANN)
        assert hand is not None, "Ann's turn never came"
        await take_turn(h, ann, hand, "P")
    await h.settle()
    sent = [r for r in h.fake.requests if r.files and "finished:" in str(r.json)]
    assert sent, "no record was posted"
    pbn = next(f.data for f in sent[0].files if f.filename.endswith(".pbn")).decode()
    # Ann's first call carries the note, and the note says what the robot advised.
    assert f"hint taken: the robot advised {given.move}" in pbn
    history = await h.slash(ann, "bridge history")
    assert history.private and "one hint taken" in history.text


async def test_r7_4_a_tournament_table_offers_no_hint_and_refuses_a_forged_one(
    harness: Harness,
):
    h = harness
    ann = h.user(ANN, "Ann")
    await started(h, "Club night", ann)
    table = tournament_table(h, ANN)
    hand = None
    for _ in range(20):
        hand = live_hand(h, ANN)
        if hand is not None:
            break
        await h.settle()
    assert hand is not None and control(hand, Act.HINT) is None
    before = version(h, table)
    said = await h.click(ann, hand, ControlId(str(table), before, Act.HINT).encode())
    assert said.private and "played without help: no hints" in said.text
    assert version(h, table) == before and await hints_logged(h, table) == []
