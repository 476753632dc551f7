"""The fake itself: the real discord.py client logs in, sends, retries and fails against it."""

from __future__ import annotations

import asyncio
import io
import time

import discord
import pytest

from tests.fake_discord.server import APP_ID, BOT_USER_ID, FakeDiscord


@pytest.fixture
async def client(fake: FakeDiscord):
    c = discord.Client(intents=discord.Intents.default())
    await c.login("test-token")
    yield c
    await c.close()


async def test_login_reads_the_bot_user_and_application(client: discord.Client, fake: FakeDiscord):
    assert client.user is not None and client.user.id == BOT_USER_ID
    assert client.application_id == APP_ID
    assert [r.path for r in fake.requests] == ["/users/@me", "/oauth2/applications/@me"]
    assert fake.requests[0].headers["Authorization"] == "Bot test-token"


async def test_channel_message_is_recorded_with_its_audience(client: discord.Client, fake):
    await client.get_partial_messageable(42).send("hello")
    (rec,) = fake.find("POST", r"/channels/42/messages")
    assert rec.json["content"] == "hello"
    assert rec.audience == "channel:42"


async def test_file_upload_and_edit_replace_the_attachment(client: discord.Client, fake):
    msg = await client.get_partial_messageable(7).send(
        file=discord.File(io.BytesIO(b"\x89PNG one"), "a.png")
    )
    edited = await msg.edit(attachments=[discord.File(io.BytesIO(b"\x89PNG two"), "b.png")])
    assert [a.filename for a in edited.attachments] == ["b.png"]
    assert fake.requests[-1].files[0].data == b"\x89PNG two"


async def test_dm_goes_to_the_user_alone(client: discord.Client, fake: FakeDiscord):
    fake.add_user(5, "ann")
    data = await client.http.start_private_message(5)
    await client.get_partial_messageable(int(data["id"])).send("your hand")
    assert fake.find("POST", r"/channels/\d+/messages")[0].audience == "user:5"


async def test_closed_dms_answer_403_code_50007_once(client: discord.Client, fake: FakeDiscord):
    fake.closed_dms.add(5)
    data = await client.http.start_private_message(5)
    with pytest.raises(discord.Forbidden) as caught:
        await client.get_partial_messageable(int(data["id"])).send("your hand")
    assert caught.value.code == 50007
    assert [r.status for r in fake.requests if r.path.endswith("/messages")] == [403]


async def test_429_is_retried_after_the_retry_after(client: discord.Client, fake: FakeDiscord):
    fake.fail("POST", r"/channels/9/messages", 429, times=2, retry_after=0.05)
    started = time.monotonic()
    await client.get_partial_messageable(9).send("x")
    assert time.monotonic() - started >= 0.1
    assert [r.status for r in fake.requests if r.path == "/channels/9/messages"] == [429, 429, 200]


async def test_500_is_retried_after_discord_py_backoff(client, fake: FakeDiscord, fast_backoff):
    fake.fail("POST", r"/channels/9/messages", 500, times=2)
    await client.get_partial_messageable(9).send("x")
    assert [r.status for r in fake.requests if r.path == "/channels/9/messages"] == [500, 500, 200]
    assert [w for w in fast_backoff if w >= 1] == [1, 3]


async def test_unknown_route_is_a_json_404(client: discord.Client, fake: FakeDiscord):
    with pytest.raises(discord.NotFound):
        await client.http.request(discord.http.Route("GET", "/nothing/here"))


async def test_wait_for_wakes_on_a_matching_request(client: discord.Client, fake: FakeDiscord):
    waiter = asyncio.ensure_future(fake.wait_for("POST", r"/channels/3/messages", within=2))
    await client.get_partial_messageable(3).send("x")
    assert len(await waiter) == 1


async def test_bodies_beyond_discords_limits_are_refused(client: discord.Client, fake: FakeDiscord):
    with pytest.raises(discord.HTTPException) as caught:
        await client.get_partial_messageable(9).send("x" * 2001)
    assert caught.value.code == 50035
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="x", custom_id="y" * 101))
    with pytest.raises(discord.HTTPException):
        await client.get_partial_messageable(9).send("ok", view=view)


async def test_mentions_follow_discords_allowed_mentions_rules(client: discord.Client, fake):
    channel = client.get_partial_messageable(9)
    text = "@everyone <@5> <@&6>"
    await channel.send(text)
    await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    await channel.send(
        text, allowed_mentions=discord.AllowedMentions(everyone=False, users=[discord.Object(5)],
                                                       roles=False),
    )  # fmt: skip
    default, none, only_user = (r.mentions for r in fake.find("POST", r"/channels/9/messages"))
    assert default.everyone and default.users == {5} and default.roles == {6}
    assert not none
    assert only_user.users == {5} and not only_user.everyone and not only_user.roles
    message = await channel.fetch_message(list(fake.messages)[-1])
    assert [u.id for u in message.mentions] == [5] and not message.mention_everyone


async def test_labels_and_repeated_custom_ids_beyond_discords_rules_are_refused(client, fake):
    channel = client.get_partial_messageable(9)
    long_label = discord.ui.View()
    long_label.add_item(discord.ui.Button(label="x" * 81, custom_id="a"))
    twice = discord.ui.View()
    twice.add_item(discord.ui.Button(label="x", custom_id="a"))
    twice.add_item(discord.ui.Button(label="y", custom_id="a"))
    for view in (long_label, twice):
        with pytest.raises(discord.HTTPException) as caught:
            await channel.send("ok", view=view)
        assert caught.value.code == 50035
    assert [r.refused for r in fake.requests if r.refused] == [
        "a button label is longer than 80 characters",
        "two components share a custom_id",
    ]
