"""Limits on tables at once, moderators closing tables, and options of the wrong type, through
the commands as Discord sends them."""

from __future__ import annotations

from bot.tables.status import Status
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import controls, start_game, table_message

ANN, BOB, CAT, MOD = 1001, 1002, 1003, 1009


async def test_r1_8_the_eleventh_table_of_one_host_is_refused_privately(harness: Harness):
    ann = harness.user(ANN, "Ann")
    channels = [harness.channel_elsewhere(harness.guild_id) for _ in range(11)]
    for channel in channels[:10]:
        opened = await harness.slash(ann, "bridge new", in_channel=channel)
        assert "Take a seat" in opened.text
    refused = await harness.slash(ann, "bridge new", in_channel=channels[10])
    assert refused.private and "already host 10 tables" in refused.text
    assert "close one" in refused.text  # what to do instead
    service = harness.bot.service
    assert service.reader.table_in(channels[10]) is None
    assert len(service.reader.listing(harness.guild_id)) == 10


async def test_r1_8_a_table_opened_in_a_thread_counts_for_its_channel(harness: Harness):
    ann = harness.user(ANN, "Ann")
    side = harness.thread()
    await harness.slash(ann, "bridge new", in_channel=side)
    service = harness.bot.service
    table_id = service.reader.table_in(side)
    assert table_id is not None
    assert service.reader.snapshot(table_id).home_channel == harness.channel_id
    # Commands in that thread reach its own table.
    started = await harness.slash(ann, "bridge start", in_channel=side)
    assert started.private and service.reader.summary(table_id).status is Status.LIVE


async def test_r1_1_no_table_opens_in_another_tables_thread(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new")
    await start_game(harness, ann)
    (thread,) = harness.thread_ids()
    reply = await harness.slash(harness.user(BOB, "Bob"), "bridge new", in_channel=thread)
    assert reply.private and "belongs to Table 1" in reply.text
    assert harness.bot.service.reader.table_in(thread) is None


async def live_pair(h: Harness) -> int:
    """Ann hosts a ranked Chicago with Bob at North, under way."""
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    await h.slash(ann, "bridge new")
    await h.slash(bob, "bridge join", seat="N")
    await start_game(h, ann)
    return int(controls(table_message(h))[0].table)


async def test_r3_6_a_moderator_closes_another_hosts_table(harness: Harness):
    table_id = await live_pair(harness)
    service = harness.bot.service
    (thread,) = harness.thread_ids()
    cat = harness.user(CAT, "Cat")
    refused = await harness.slash(cat, "bridge close")
    assert refused.private and "Only the host" in refused.text
    mod = harness.moderator(MOD, "Mo", manage_messages=True)
    closed = await harness.slash(mod, "bridge close", in_channel=thread)
    await harness.settle()
    assert closed.private and "as a moderator" in closed.text
    assert service.reader.table_in(harness.channel_id) is None
    events = await harness.bot.store.events(table_id)
    assert (events[-1].kind, events[-1].user_id, events[-1].payload["by"]) == (
        "Closed", MOD, "moderator",
    )  # fmt: skip
    said = [texts(m) for m in harness.channel_messages()]
    assert f"**Table {table_id}** was closed by a moderator, <@{MOD}>." in said
    assert "closed" in table_message_after(harness, thread)


def table_message_after(h: Harness, thread: int) -> str:
    """The text of the last message in the thread that showed the table (laid out in
    Components V2, as only the table's own messages are there)."""
    shown = [
        m for m in h.channel_messages() if m["channel_id"] == str(thread) and m["flags"] & 1 << 15
    ]
    return str(texts(shown[-1]))


async def test_r3_6_managing_the_server_is_moderating_too(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new")
    boss = harness.moderator(MOD, "Boss", manage_guild=True)
    closed = await harness.slash(boss, "bridge close")
    await harness.settle()
    assert closed.private and "as a moderator" in closed.text
    assert harness.bot.service.reader.table_in(harness.channel_id) is None


async def test_r2_7_options_of_the_wrong_type_are_refused_privately(harness: Harness):
    ann = harness.user(ANN, "Ann")
    odd_bool = await harness.slash(ann, "bridge new", private="yes")
    assert odd_bool.private and "`private` takes True or False" in odd_bool.text
    fraction = await harness.slash(ann, "bridge new", move_time=45.5)
    assert fraction.private and "`move_time` takes a whole number" in fraction.text
    page = await harness.slash(ann, "tables", page=1.5)
    assert page.private and "`page` takes a whole number" in page.text
    assert harness.bot.service.reader.table_in(harness.channel_id) is None
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    (thread,) = harness.thread_ids()
    claim = await harness.slash(ann, "bridge claim", tricks=2.5, in_channel=thread)
    assert claim.private and "`tricks` takes a whole number" in claim.text
