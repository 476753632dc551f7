"""Whole events through the fake Discord (rules 10.7, 10.25-10.29 of seeds/tables.md): a
tournament's channel told of its start, each round and its end; a tournament of one played to
its recorded end; a round refused for want of room that leaves nothing behind; event tables
that offer no rematch. The hidden-card audit (see conftest) checks every request."""

from __future__ import annotations

import re

from bot.tables import checks
from bot.tables.status import Status
from tests.fake_discord.harness import Harness, custom_ids_of
from tests.fake_discord.mentions import texts
from tests.tables.helpers import play_out

HOST, ANN, BOB, CAT = 50, 1, 2, 3


def number(text: str) -> int:
    found = re.search(r"Tournament (\d+)", text)
    assert found, text
    return int(found[1])


async def created(h: Harness, title: str, *players, **options) -> int:
    host = h.moderator(HOST, "Host", manage_guild=True)
    tid = number((await h.slash(host, "tournament create", title=title, **options)).text)
    for player in players:
        await h.slash(player, "tournament register", tournament=tid)
    return tid


async def start(h: Harness, tid: int):
    host = h.moderator(HOST, "Host", manage_guild=True)
    said = await h.slash(host, "tournament start", tournament=tid)
    await h.settle()
    return said


def said_in_channel(h: Harness) -> list[str]:
    """What the tournament's channel itself (not its tables' threads) was told."""
    return [texts(m) for m in h.fake.messages.values()
            if m["channel_id"] == str(h.channel_id) and texts(m)]  # fmt: skip


def live_tables(h: Harness) -> list[int]:
    service = h.bot.service
    return sorted(t for thread in h.thread_ids() if (t := service.reader.table_in(thread))
                  is not None and service.reader.summary(t).status is Status.LIVE)  # fmt: skip


async def play_round(h: Harness) -> list[int]:
    """Play every live table of the round to its end, as its players would."""
    tables = live_tables(h)
    for table in tables:
        await play_out(h.bot.service, table)
        await h.settle()
    await h.bot.tournaments.rounds.settled()
    await h.settle()
    return tables


def news(h: Harness, name: str) -> list[str]:
    return [text for text in said_in_channel(h) if f"**{name}**" in text]


async def test_r10_29_r10_7_a_tournament_tells_its_channel_and_its_tables_offer_no_rematch(
    harness,
):
    h = harness
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    tid = await created(h, "Club night", ann, bob, rounds=2, boards=1)
    await start(h, tid)
    told = news(h, "Club night")
    assert len(told) == 1 and f"(tournament {tid}) has started: round 1 of 2" in told[0]
    first = await play_round(h)
    told = news(h, "Club night")
    assert len(told) == 2 and "round 1 of 2 is over" in told[1]
    places = told[1].splitlines()[1:]
    assert len(places) == 2 and {"Ann", "Bob"} == {re.sub(r"^\d+\. (\w+):.*", r"\1", p)
                                                   for p in places}  # fmt: skip
    # A finished event table says so, with no Rematch button to press.
    assert not set(first) & set(live_tables(h))
    finished = [m for m in h.channel_messages() if "every board of an event is played once"
                in texts(m)]  # fmt: skip
    assert len(finished) == 2
    assert not [
        m
        for m in h.channel_messages()
        for cid in custom_ids_of(m["components"])
        if "rematch" in cid
    ]
    await play_round(h)
    told = news(h, "Club night")
    assert len(told) == 3 and "is over. Final places:" in told[2]
    assert re.search(r"^1\. (Ann|Bob): ", told[2].splitlines()[1])
    standings = await h.slash(ann, "tournament standings", tournament=tid)
    assert "finished" in standings.text


async def test_r10_26_r8_5_a_tournament_of_one_through_discord(harness):
    h = harness
    ann = h.user(ANN, "Ann")
    tid = await created(h, "Solo", ann, boards=1)
    await start(h, tid)
    await play_round(h)
    told = news(h, "Solo")
    assert "is over. Final places:" in told[-1] and told[-1].splitlines()[1].startswith("1. Ann")
    stats = await h.slash(ann, "stats")
    assert "Bridge against expert robots: +0 points in 1 game (0 won, 1 drawn" in stats.text
    assert "One of them is a tournament's final place." in stats.text


async def test_r10_25_r10_29_a_round_without_room_opens_nothing_and_a_private_one_tells_no_channel(
    harness, monkeypatch
):
    h = harness
    ann, bob, cat = h.user(ANN, "Ann"), h.user(BOB, "Bob"), h.user(CAT, "Cat")
    service = h.bot.service
    monkeypatch.setattr(checks, "TABLES_PER_SERVER", 3)
    await service.open_table(h.guild_id, h.channel_elsewhere(h.guild_id), 900, "Casual")
    tid = await created(h, "Crowded", private=True)
    host = h.moderator(HOST, "Host", manage_guild=True)
    for player in (ann, bob, cat):
        await h.slash(host, "tournament admit", tournament=tid, player=player)
        await h.slash(player, "tournament register", tournament=tid)
    threads = set(h.fake.threads)
    refused = await start(h, tid)
    assert refused.private and "has room for 2 more" in refused.text
    assert "3 tables needed" in refused.text
    assert set(h.fake.threads) == threads  # no thread was made
    rows = await h.bot.store.fetch("SELECT user_id FROM event_entries", ())
    assert rows == []
    monkeypatch.setattr(checks, "TABLES_PER_SERVER", 4)
    await start(h, tid)
    assert len(live_tables(h)) == 3
    assert news(h, "Crowded") == []  # a private tournament tells no channel
