"""The move timer as players meet it, and the confirm step against misclicks."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import control, controls, live_hand, start_game

ANN, BOB = 1001, 1002


async def start_single(h: Harness, **options: object) -> None:
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "bridge new", format="single", **options)
    await start_game(h, ann)


def room_text(h: Harness) -> str:
    return " ".join(texts(m) for m in h.channel_messages())


async def two_at_a_timed_table(h: Harness, bob_name: str = "Bob") -> int:
    """Ann (South, host) and Bob (North) at a ranked single deal with 60 s a move; returns
    which of them the table waits for."""
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, bob_name)
    await h.slash(ann, "bridge new", format="single", move_time=60)
    await h.slash(bob, "bridge join", seat="N")
    await start_game(h, ann)
    return next(uid for uid in (ANN, BOB) if live_hand(h, uid) is not None)


async def test_a_slow_player_is_warned_then_a_robot_plays_until_they_come_back(timed):
    h, clock = timed
    slow = await two_at_a_timed_table(h)
    seat = "South" if slow == ANN else "North"
    service = h.bot.service
    clock.advance(35)
    await service.run_due_timers()
    await h.settle()
    assert f"<@{slow}> ({seat}): 25 seconds left" in room_text(h)
    clock.advance(30)
    await service.run_due_timers()
    await h.settle()
    assert f"ran out of time; a robot plays {seat}" in room_text(h)
    back = await h.slash(h.fake.users[slow], "bridge join")
    await h.settle()
    assert back.private and "Welcome back" in back.text


async def test_the_timer_warning_pings_the_slow_player_alone(timed):
    h, clock = timed
    slow = await two_at_a_timed_table(h, bob_name="@everyone")
    clock.advance(35)
    await h.bot.service.run_due_timers()
    await h.settle()
    (warning,) = [r for r in h.fake.requests if "seconds left" in str(r.message)]
    assert warning.mentions.users == {slow} and not warning.mentions.everyone
    others = [r for r in h.fake.requests if r is not warning and r.mentions]
    assert others == []


async def test_with_confirm_a_call_counts_only_after_confirming(timed):
    h, _ = timed
    await start_single(h, confirm=True)
    ann = h.fake.users[ANN]
    hand = live_hand(h, ANN)
    assert hand is not None
    assert control(hand, Act.MOVE) is None  # no button acts at once
    choose = control(hand, Act.CONFIRM, "P")
    assert choose is not None
    table_id = int(controls(hand)[0].table)
    before = h.bot.service.reader.summary(table_id).version
    await h.click(ann, hand, choose)
    asked = h.fake.messages[int(hand["id"])]
    assert "Confirm your choice" in texts(asked)
    assert h.bot.service.reader.summary(table_id).version == before
    back = control(asked, Act.BACK)
    confirm = control(asked, Act.MOVE, "P")
    assert back is not None and confirm is not None
    await h.click(ann, asked, confirm)
    await h.settle()
    assert h.bot.service.reader.summary(table_id).version > before


async def test_confirm_false_turns_confirmation_off_and_the_store_remembers(timed):
    h, _ = timed
    await start_single(h, confirm=True)
    presenter = h.bot.presenter
    assert ANN in presenter.memory.confirm_users
    await h.slash(h.fake.users[ANN], "bridge join", confirm=False)
    await h.settle()
    await presenter.flush()
    assert ANN not in presenter.memory.confirm_users
    assert ANN not in (await h.bot.store.front_end()).confirm
    # Leaving the option out changes nothing.
    await h.slash(h.fake.users[ANN], "bridge join")
    await h.settle()
    assert ANN not in presenter.memory.confirm_users


async def test_the_move_deadline_counts_down_in_the_hand_and_on_the_table(timed):
    h, _ = timed
    await start_single(h, move_time=60)
    await h.settle()
    hand = live_hand(h, ANN)
    assert hand is not None
    service = h.bot.service
    table_id = service.reader.table_in(h.channel_id)
    due = int(service.reader.snapshot(table_id).since + 60)
    assert f"⏱ Your time runs out <t:{due}:R>." in texts(hand)
    table = [m for m in h.channel_messages() if control(m, Act.HAND)][-1]
    assert f"South's time runs out <t:{due}:R>" in texts(table)


async def test_a_casual_game_shows_no_countdown(timed):
    h, _ = timed
    await start_single(h, mode="casual")
    await h.settle()
    hand = live_hand(h, ANN)
    assert hand is not None and "⏱" not in texts(hand)
    assert not any("⏱" in texts(m) for m in h.channel_messages())


async def test_r11_3_a_player_who_muted_the_timer_warning_reads_it_without_a_ping(timed):
    h, clock = timed
    slow = await two_at_a_timed_table(h)
    muted = await h.slash(h.fake.users[slow], "settings", timer_warning=False)
    assert muted.private and "timer is about to run out: off" in muted.text
    clock.advance(35)
    await h.bot.service.run_due_timers()
    await h.settle()
    (warning,) = [r for r in h.fake.requests if "seconds left" in str(r.message)]
    assert not warning.mentions.users and not warning.mentions.everyone


async def test_r11_3_the_warning_offers_to_mute_and_mutes_the_clicker_alone(timed):
    h, clock = timed
    slow = await two_at_a_timed_table(h)
    other = BOB if slow == ANN else ANN
    clock.advance(35)
    await h.bot.service.run_due_timers()
    await h.settle()
    (warning,) = [m for m in h.channel_messages() if "seconds left" in texts(m)]
    mute = control(warning, Act.MUTE)
    assert mute is not None
    answer = await h.click(h.fake.users[slow], warning, mute)
    assert answer.private and "no longer ping you" in answer.text
    memory = h.bot.presenter.memory
    assert not memory.settings_of(slow).warnings and memory.settings_of(other).warnings
    shown = await h.slash(h.fake.users[other], "settings")
    assert "about to run out: on" in shown.text
