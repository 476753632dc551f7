"""Whole club nights through the fake Discord, on a clock the test moves (rules 10.6-10.29 of
seeds/tables.md): a bridge pairs tournament of sixteen people and the robots over three rounds
with a leaver and a no-show; a Kaiser daily played by three people beside the robots' field; a
daily table still playing at midnight. Commands, threads, table messages and the channel's news
go through the fake Discord (the hidden-card audit checks every request); the players' moves go
to the table service as their clicks would."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from bot.client import ServiceFactory
from bot.games.cards import seeded_rng
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.limits import CASUAL_IDLE
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.tables.tournament import round_event
from tests.fake_discord.harness import Harness
from tests.tables.helpers import human_step, play_deals

HOST = 50
HOURS = 3600.0


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def service_factory(clock: ManualClock) -> ServiceFactory:
    def make(store: SqliteStore) -> TableService:
        def shuffler(table: int, game: str, deal: int) -> object:
            return seeded_rng(table * 100 + deal)

        return TableService(store, clock=clock, shuffler=shuffler)  # type: ignore[arg-type]

    return make


def tables_in_threads(h: Harness, status: Status = Status.LIVE) -> list[int]:
    service = h.bot.service
    return sorted(t for thread in h.thread_ids() if (t := service.reader.table_in(thread))
                  is not None and service.reader.summary(t).status is status)  # fmt: skip


def news(h: Harness, name: str) -> list[str]:
    return [m["content"] for m in h.fake.messages.values()
            if m["channel_id"] == str(h.channel_id) and f"**{name}**" in m["content"]]  # fmt: skip


async def played_out(h: Harness, table: int) -> None:
    """Play a table to its end by its humans' moves, the hidden-card audit looking at the
    table after each (moves through the service send no request it would look at)."""
    while await human_step(h.bot.service, table):
        if h.fake.snapshot is not None:
            h.fake.snapshot()
    await h.bot.service.wait_idle()
    if h.fake.snapshot is not None:
        h.fake.snapshot()


async def settled(h: Harness) -> None:
    await h.settle()
    await h.bot.tournaments.rounds.settled()
    await h.settle()


async def test_r10_21_r10_16_r10_27_a_pairs_tournament_of_sixteen_over_three_rounds(harness, clock):
    h = harness
    service = h.bot.service
    people = {n: h.user(n, f"Player{n}") for n in range(1, 17)}
    host = h.moderator(HOST, "Host", manage_guild=True)
    made = await h.slash(host, "tournament create", title="Club pairs", pairs=True, rounds=3,
                         boards=2)  # fmt: skip
    tid = int(re.search(r"Tournament (\d+)", made.text)[1])  # type: ignore[index]
    # Seven pairs (1 & 2, ..., 13 & 14) and two players on their own (15, 16).
    for n in range(1, 15):
        mate = n + 1 if n % 2 else n - 1
        said = await h.slash(people[n], "tournament register", tournament=tid,
                             partner=people[mate])  # fmt: skip
        assert said.private
    for n in (15, 16):
        await h.slash(people[n], "tournament register", tournament=tid)
    started = await h.slash(host, "tournament start", tournament=tid)
    assert started.private
    await settled(h)
    first = tables_in_threads(h)
    # Three tables of two pairs, the odd pair against the robots, and one table for each
    # player on their own.
    assert len(first) == 6
    assert sorted(len(service.reader.humans(t)) for t in first) == [1, 1, 2, 4, 4, 4]
    leaver_table = next(t for t in first if len(service.reader.humans(t)) == 4)
    leaver = service.reader.humans(leaver_table)[1]
    no_show_table = next(t for t in first if service.reader.humans(t) == [16])
    await play_deals(service, leaver_table, 1)
    await settled(h)  # the next board's hand reaches them before they go
    room = service.reader.summary(leaver_table).channel_id
    left = await h.slash(people[leaver], "bridge leave", in_channel=room)
    assert left.private
    await settled(h)
    assert leaver not in h.fake.thread_members[room]
    for table in first:
        if table != no_show_table:
            await played_out(h, table)
            await settled(h)
    assert len(news(h, "Club pairs")) == 1  # the no-show's table is still playing
    # Player 16 never shows: after the idle time a robot plays his boards for him.
    clock.advance(CASUAL_IDLE)
    await service.run_due_timers()
    await settled(h)
    assert service.reader.summary(no_show_table).status is not Status.LIVE
    told = news(h, "Club pairs")
    assert len(told) == 2 and "round 1 of 3 is over" in told[1]
    second = tables_in_threads(h)
    mate = leaver + 1 if leaver % 2 else leaver - 1
    in_round_two = {u for t in second for u in service.reader.humans(t)}
    assert in_round_two == set(range(1, 16)) - {leaver, mate}  # nor the no-show, 16
    for round_no in (2, 3):
        for table in tables_in_threads(h):
            await played_out(h, table)
            await settled(h)
        assert len(news(h, "Club pairs")) == round_no + 1
    final = news(h, "Club pairs")[-1]
    assert "is over. Final places:" in final
    places = final.splitlines()[1:]
    assert len(places) == 8 and places[0].startswith("1. ")  # seven pairs and player 15
    assert not any("Player16" in line for line in places)
    results = {r.user_id: r.points for r in await h.bot.store.results()}
    assert 16 not in results and set(results) == set(range(1, 16))
    # Partners score alike; the leaver's pair, which played one board, is last.
    assert all(results[n] == results[n + 1] for n in range(1, 15, 2))
    assert results[leaver] == results[mate] == -1
    kept = await h.bot.store.fetch(
        "SELECT DISTINCT number FROM event_scores WHERE event = ?", (round_event(tid, 3),)
    )
    assert sorted(n for (n,) in kept) == [1, 2]


async def test_r10_6_r10_8_a_kaiser_daily_of_three_players_and_the_robots(harness, clock):
    h = harness
    service = h.bot.service
    players = [h.user(n, name) for n, name in ((1, "Ann"), (2, "Bob"), (3, "Cat"))]
    for player in players:
        said = await h.slash(player, "daily play", game="kaiser")
        assert said.private and "challenge is yours" in said.text
        await h.settle()
        table = next(t for t in tables_in_threads(h)
                     if service.reader.humans(t) == [int(player["id"])])  # fmt: skip
        await played_out(h, table)
        await h.settle()
        clock.advance(HOURS)
    report = await h.slash(players[0], "daily results", game="kaiser", within=60)
    assert report.private
    standings = next(line for line in report.text.splitlines() if line.startswith("Standings"))
    assert all(name in standings for name in ("Ann", "Bob", "Cat", "Robots"))
    field = [line for line in report.text.splitlines() if line.startswith("-# ")]
    counts = [sum(int(n) for n in re.findall(r"×(\d+)", line)) for line in field]
    # Every hand any table reached has the robots' result beside the players'; the first
    # hand everyone played.
    assert counts and counts[0] == 4 and all(2 <= c <= 4 for c in counts)


async def test_r10_9_a_daily_table_still_playing_at_midnight_closes_with_its_boards(harness, clock):
    h = harness
    service = h.bot.service
    ann = h.user(1, "Ann")
    clock.advance(15 * HOURS + 50 * 60)  # 23:50 UTC
    await h.slash(ann, "daily play")
    await h.settle()
    (table,) = tables_in_threads(h)
    day = h.bot.daily.today()
    await play_deals(service, table, 2)
    await h.settle()
    clock.advance(10 * 60)  # midnight
    assert h.bot.daily.today() == day + timedelta(days=1)
    await service.run_due_timers()
    await h.settle()
    assert tables_in_threads(h) == []
    yesterday = await h.slash(ann, "daily results", day="yesterday", within=60)
    assert yesterday.private and "Standings" in yesterday.text
    mine = [line for line in yesterday.text.splitlines() if line.startswith("Board ")
            and "you " in line.lower()]  # fmt: skip
    assert len(mine) == 2
    again = await h.slash(ann, "daily play")
    assert again.private and "challenge is yours" in again.text
    await h.settle()
    assert len(tables_in_threads(h)) == 1
