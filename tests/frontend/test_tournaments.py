"""Rules 10.12, 10.14, 10.18, 10.19 and 10.21 of seeds/tables.md through the fake Discord:
who may host (Manage Server, or the role the server names, which an interaction carries by
id), a private tournament that answers an outsider as if it were not there, and a watcher who
is shown a table in its thread and never a hand (the hidden-card audit checks every request),
a full table of two pairs included."""

from __future__ import annotations

import re

from bot.tables.status import Status
from tests.fake_discord import payloads
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import live_hand, take_turn

HOST, ANN, BOB, DAN = 50, 1, 2, 4
MISSING = "There is no such tournament here."


def number(text: str) -> int:
    found = re.search(r"Tournament (\d+)", text)
    assert found, text
    return int(found[1])


async def started(h: Harness, title: str, *players) -> int:
    """A public tournament the host creates, the players register for and the host starts."""
    host = h.moderator(HOST, "Host", manage_guild=True)
    tid = number((await h.slash(host, "tournament create", title=title)).text)
    for player in players:
        await h.slash(player, "tournament register", tournament=tid)
    await h.slash(host, "tournament start", tournament=tid)
    await h.settle()
    return tid


def table_of(h: Harness, user_id: int) -> int:
    for thread, members in h.fake.thread_members.items():
        if user_id in members:
            table = h.bot.service.reader.table_in(thread)
            if table is not None and h.bot.service.reader.seat_of(table, user_id) is not None:
                return table
    raise AssertionError("the player has no table")


async def test_r10_12_hosting_takes_manage_server(harness):
    h = harness
    ann = h.user(ANN, "Ann")
    refused = await h.slash(ann, "tournament create", title="Mine")
    assert refused.private and "Manage Server" in refused.text
    host = h.moderator(HOST, "Host", manage_guild=True)
    made = await h.slash(host, "tournament create", title="Club night", rounds=2)
    assert "Tournament" in made.text and not made.private  # a public tournament is announced
    listed = await h.slash(ann, "tournament list")
    assert listed.private and "Club night" in listed.text


async def test_r10_14_a_private_tournament_answers_outsiders_as_if_absent(harness):
    h = harness
    host = h.moderator(HOST, "Host", manage_guild=True)
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    made = await h.slash(host, "tournament create", title="Invitational", private=True)
    assert made.private
    tid = number(made.text)
    admitted = await h.slash(host, "tournament admit", tournament=tid, player=ann)
    assert admitted.private and "may now see" in admitted.text
    assert "Invitational" in (await h.slash(ann, "tournament list")).text
    assert "Invitational" not in (await h.slash(bob, "tournament list")).text
    for command in ("register", "withdraw", "standings", "start"):
        hidden = await h.slash(bob, f"tournament {command}", tournament=tid)
        absent = await h.slash(bob, f"tournament {command}", tournament=tid + 100)
        assert hidden.private and hidden.text.strip() == absent.text.strip() == MISSING
    await h.slash(ann, "tournament register", tournament=tid)
    await h.slash(host, "tournament start", tournament=tid)
    await h.settle()
    table = table_of(h, ANN)
    hidden = await h.slash(bob, "tournament watch", table=table)
    assert hidden.private and hidden.text == MISSING
    listing = await h.slash(bob, "tables")
    assert f"Table {table}" not in listing.text
    everything_bob_got = [r for r in h.fake.requests if r.audience == f"user:{BOB}"]
    assert not any("Invitational" in str(r.json) for r in everything_bob_got)


async def test_r10_18_r10_19_a_watcher_sees_the_table_and_never_a_hand(harness):
    h = harness
    ann, bob, dan = h.user(ANN, "Ann"), h.user(BOB, "Bob"), h.user(DAN, "Dan")
    tid = await started(h, "Open", ann, bob)
    ann_table = table_of(h, ANN)
    too_soon = await h.slash(bob, "tournament watch", table=ann_table)
    assert too_soon.private and "boards you are playing" in too_soon.text
    watching = await h.slash(dan, "tournament watch", table=ann_table)
    assert watching.private and "watching" in watching.text
    room = h.bot.service.reader.summary(ann_table).channel_id
    assert h.fake.thread_members[room] == {ANN, DAN}
    # Ann plays on; what the thread shows now goes to Dan too, and never a hand.
    for _ in range(6):
        hand = live_hand(h, ANN)
        assert hand is not None
        await take_turn(h, ann, hand)
        await h.settle()
    shown = [r for r in h.fake.requests if f"/channels/{room}/messages" in r.path and r.json]
    assert shown and all(r.audience == f"channel:{room}" for r in shown[-3:])
    assert h.bot.service.reader.summary(ann_table).status is Status.LIVE
    standings = await h.slash(dan, "tournament standings", tournament=tid)
    assert standings.private and str(ann_table) in standings.text


async def test_r10_18_r10_21_a_watcher_of_a_full_pairs_table_sees_no_hand(harness):
    h = harness
    host = h.moderator(HOST, "Host", manage_guild=True)
    ann, bob, cat, dan = (h.user(u, n) for u, n in ((ANN, "Ann"), (BOB, "Bob"), (3, "Cat"),
                                                      (DAN, "Dan")))  # fmt: skip
    eve = h.user(5, "Eve")
    made = await h.slash(host, "tournament create", title="Pairs", pairs=True)
    tid = number(made.text)
    waiting = await h.slash(ann, "tournament register", tournament=tid, partner=bob)
    assert waiting.private and "robot partner" in waiting.text
    paired = await h.slash(bob, "tournament register", tournament=tid, partner=ann)
    assert paired.private and "as your partner" in paired.text
    await h.slash(cat, "tournament register", tournament=tid, partner=dan)
    await h.slash(dan, "tournament register", tournament=tid, partner=cat)
    await h.slash(host, "tournament start", tournament=tid)
    await h.settle()
    table = table_of(h, ANN)
    service = h.bot.service
    assert set(service.reader.humans(table)) == {ANN, BOB, 3, DAN}  # all four seats are people
    room = service.reader.summary(table).channel_id
    watching = await h.slash(eve, "tournament watch", table=table)
    assert watching.private and "watching" in watching.text
    assert h.fake.thread_members[room] == {ANN, BOB, 3, DAN, 5}
    users = {ANN: ann, BOB: bob, 3: cat, DAN: dan}
    # The four play the first board out: its record goes to the thread, Eve's too.
    for _ in range(120):
        if await service.history.finished_deals(table):
            break
        t = service.reader.snapshot(table)
        seat = t.owing[0]
        owner = t.user_controlling(seat)
        assert owner is not None
        hand = live_hand(h, owner)
        assert hand is not None
        await take_turn(h, users[owner], hand)
        await h.settle()
    shown = [r for r in h.fake.requests if f"/channels/{room}/" in r.path and r.json]
    assert len(shown) > 3 and all(r.audience == f"channel:{room}" for r in shown)
    assert await service.history.finished_deals(table)
    assert h.dm_messages(5) == []  # the watcher was sent no hand
    assert not [r for r in h.fake.requests if r.audience == "user:5" and "hand" in str(r.json)]


async def test_r10_12_a_member_with_the_servers_host_role_may_host(harness):
    h = harness
    staff = h.moderator(HOST, "Host", manage_guild=True)
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    hosts = payloads.role(777, "Tournament hosts")
    h.give_roles(ANN, 777)
    h.give_roles(BOB, 778)  # another role of the server's
    refused = await h.slash(ann, "tournament hosts", role=hosts)
    assert refused.private and "Manage Server" in refused.text
    before = await h.slash(ann, "tournament create", title="Too soon")
    assert before.private and "Manage Server" in before.text  # no role is named yet
    named = await h.slash(staff, "tournament hosts", role=hosts)
    assert named.private and "<@&777>" in named.text
    made = await h.slash(ann, "tournament create", title="Ann's night")
    assert "Tournament" in made.text and not made.private
    not_a_host = await h.slash(bob, "tournament create", title="Bob's night")
    assert not_a_host.private and "role this server names" in not_a_host.text
    listed = await h.slash(bob, "tournament list")
    assert "Ann's night" in listed.text and "Bob's night" not in listed.text


async def test_r10_22_a_tournament_the_host_sets_to_start_when_full(harness):
    h = harness
    host = h.moderator(HOST, "Host", manage_guild=True)
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    muddled = await h.slash(host, "tournament create", title="When?", start="soon")
    assert muddled.private and "UTC time" in muddled.text
    assert "When?" not in (await h.slash(ann, "tournament list")).text  # nothing was made
    timed = await h.slash(host, "tournament create", title="Later", start="+90")
    assert "starts by itself at <t:" in timed.text
    made = await h.slash(host, "tournament create", title="Two of us", when_full=2)
    assert "when 2 players have registered" in made.text
    tid = number(made.text)
    await h.slash(ann, "tournament register", tournament=tid)
    await h.settle()
    assert not [t for t, members in h.fake.thread_members.items() if ANN in members]
    await h.slash(bob, "tournament register", tournament=tid)
    await h.settle()
    tables = {table_of(h, ANN), table_of(h, BOB)}
    assert len(tables) == 2
    assert all(h.bot.service.reader.summary(t).status is Status.LIVE for t in tables)


async def test_r10_24_boards_out_of_range_are_refused_privately(harness):
    h = harness
    host = h.moderator(HOST, "Host", manage_guild=True)
    refused = await h.slash(host, "tournament create", title="Marathon", boards=13)
    assert refused.private and "1 to 12 boards" in refused.text
    made = await h.slash(host, "tournament create", title="Quick one", boards=4)
    assert "1 round of 4 boards" in made.text and not made.private


async def test_r10_16_a_player_who_leaves_is_replaced_by_a_robot_and_the_table_plays_on(harness):
    h = harness
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    tid = await started(h, "Leavers", ann, bob)
    table = table_of(h, ANN)
    room = h.bot.service.reader.summary(table).channel_id
    left = await h.slash(ann, "bridge leave", in_channel=room)
    assert left.private
    await h.settle()
    service = h.bot.service
    assert service.reader.humans(table) == [] and ANN not in h.fake.thread_members[room]
    assert service.reader.summary(table).status is not Status.CLOSED  # the robots play it out
    assert len(await service.history.finished_deals(table)) == 8
    standings = await h.slash(bob, "tournament standings", tournament=tid)
    assert standings.private and "Ann" not in standings.text  # she scores no board
