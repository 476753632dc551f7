"""The fake itself: the real discord.py client logs in, sends, retries and fails against it."""

from __future__ import annotations

import asyncio
import io
import time

import discord
import pytest

from tests.fake_discord.rules import IS_COMPONENTS_V2
from tests.fake_discord.server import APP_ID, BOT_USER_ID, FakeDiscord, InteractionContext


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


# -- Discord's rules, through the real client --------------------------------------------


def picture_file(name: str = "table.png") -> discord.File:
    return discord.File(io.BytesIO(b"\x89PNG table"), name)


class TableLayout(discord.ui.LayoutView):
    """A Components V2 message: the picture, the words and the controls in one container."""

    def __init__(self, picture: str = "table.png") -> None:
        super().__init__()
        self.add_item(
            discord.ui.Container(
                discord.ui.TextDisplay("**Table 1** · North to play"),
                discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{picture}")),
                discord.ui.ActionRow(discord.ui.Button(label="Show my hand", custom_id="hand")),
            )
        )
        self.add_item(discord.ui.TextDisplay("-# ● leads · underlined: playable"))


async def raw(client: discord.Client, method: str, path: str, body: object = None) -> object:
    return await client.http.request(discord.http.Route(method, path), json=body)


async def test_a_components_v2_message_is_taken_with_its_picture(client, fake: FakeDiscord):
    sent = await client.get_partial_messageable(9).send(view=TableLayout(), file=picture_file())
    kept = fake.messages[sent.id]
    assert kept["flags"] & IS_COMPONENTS_V2
    assert [c["type"] for c in kept["components"]] == [17, 10]
    assert [a["filename"] for a in kept["attachments"]] == ["table.png"]
    edited = await sent.edit(view=TableLayout("next.png"), attachments=[picture_file("next.png")])
    assert [a.filename for a in edited.attachments] == ["next.png"]


async def test_a_components_v2_message_refused_as_discord_refuses_it(client, fake: FakeDiscord):
    channel = client.get_partial_messageable(9)
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send(view=TableLayout(), file=picture_file("other.png"))
    assert caught.value.code == 50035
    with pytest.raises(discord.HTTPException):
        await channel.send("a caption too", view=TableLayout(), file=picture_file())
    with pytest.raises(discord.HTTPException):
        # A text display without the flag: Discord takes only action rows there.
        await raw(client, "POST", "/channels/9/messages",
                  {"components": [{"type": 10, "content": "hi"}]})  # fmt: skip
    assert [r.refused for r in fake.requests if r.refused] == [
        "attachment://table.png names no file of the message",
        "a Components V2 message has content or embeds",
        "a top-level text_display needs the IS_COMPONENTS_V2 flag",
    ]
    assert not fake.messages


async def test_a_message_turned_v2_must_let_go_of_its_content(client, fake: FakeDiscord):
    sent = await client.get_partial_messageable(9).send("Table 1 gathers")
    with pytest.raises(discord.HTTPException):
        await sent.edit(view=TableLayout(), attachments=[picture_file()])
    assert fake.messages[sent.id]["content"] == "Table 1 gathers"  # refused: left as it was
    await sent.edit(content=None, view=TableLayout(), attachments=[picture_file()])
    assert fake.messages[sent.id]["flags"] & IS_COMPONENTS_V2


async def test_an_empty_message_answers_50006(client, fake: FakeDiscord):
    with pytest.raises(discord.HTTPException) as caught:
        await raw(client, "POST", "/channels/9/messages", {"content": "", "components": []})
    assert caught.value.code == 50006
    await raw(client, "POST", "/channels/9/messages", {"content": "x"})
    sent = await client.get_partial_messageable(9).send("only words")
    with pytest.raises(discord.HTTPException) as caught:
        await sent.edit(content="")
    assert caught.value.code == 50006


async def test_a_channel_message_is_never_ephemeral(client, fake: FakeDiscord):
    with pytest.raises(discord.HTTPException) as caught:
        await raw(client, "POST", "/channels/9/messages", {"content": "mine", "flags": 64})
    assert caught.value.code == 50035
    await raw(client, "POST", "/channels/9/messages", {"content": "mine", "flags": 4096})


# -- permissions ---------------------------------------------------------------------------


async def test_without_view_channel_everything_is_missing_access(client, fake: FakeDiscord):
    sent = await client.get_partial_messageable(9).send("before")
    fake.deny(9, "view_channel")
    for attempt in (
        client.get_partial_messageable(9).send("after"),
        sent.edit(content="changed"),
        sent.delete(),
    ):
        with pytest.raises(discord.Forbidden) as caught:
            await attempt
        assert caught.value.code == 50001
    assert fake.messages[sent.id]["content"] == "before"


async def test_without_send_messages_the_bot_edits_but_does_not_send(client, fake: FakeDiscord):
    channel = client.get_partial_messageable(9)
    sent = await channel.send("before")
    fake.deny(9, "send_messages")
    with pytest.raises(discord.Forbidden) as caught:
        await channel.send("after")
    assert caught.value.code == 50013
    await sent.edit(content="changed")
    assert fake.messages[sent.id]["content"] == "changed"


async def test_files_and_embeds_need_their_permissions(client, fake: FakeDiscord):
    channel = client.get_partial_messageable(9)
    fake.deny(9, "attach_files", "embed_links")
    await channel.send("words alone")
    for extra in ({"file": picture_file()}, {"embed": discord.Embed(title="x")}):
        with pytest.raises(discord.Forbidden) as caught:
            await channel.send("and more", **extra)
        assert caught.value.code == 50013
    await client.get_partial_messageable(10).send("elsewhere", file=picture_file())


async def test_a_thread_needs_send_messages_in_threads(client, fake: FakeDiscord):
    fake.deny(9, "send_messages")
    data = await client.http.start_thread_without_message(
        9, name="Table 1", type=11, auto_archive_duration=1440
    )
    thread = client.get_partial_messageable(int(data["id"]))
    await thread.send("in the thread")  # Send Messages counts for nothing in a thread
    fake.deny(9, "send_messages_in_threads")
    with pytest.raises(discord.Forbidden) as caught:
        await thread.send("again")
    assert caught.value.code == 50013


async def test_threads_need_create_thread_permissions(client, fake: FakeDiscord):
    fake.deny(9, "create_private_threads")
    await client.http.start_thread_without_message(
        9, name="public", type=11, auto_archive_duration=1440
    )
    with pytest.raises(discord.Forbidden):
        await client.http.start_thread_without_message(
            9, name="private", type=12, auto_archive_duration=1440
        )
    sent = await client.get_partial_messageable(9).send("lobby")
    fake.deny(9, "create_public_threads")
    with pytest.raises(discord.Forbidden):
        await client.http.start_thread_with_message(9, sent.id, name="t", auto_archive_duration=60)


async def test_dms_have_no_channel_permissions(client, fake: FakeDiscord):
    fake.add_user(5, "ann")
    data = await client.http.start_private_message(5)
    fake.deny(int(data["id"]), "send_messages", "view_channel")
    await client.get_partial_messageable(int(data["id"])).send("your hand")


# -- answers to interactions ---------------------------------------------------------------


def injected(fake: FakeDiscord, kind: int, message_id: int | None = None) -> tuple[str, str]:
    ident = fake.snowflake()
    token = f"tok{ident}"
    fake.interactions[token] = InteractionContext(ident, token, 5, 9, False, message_id, kind=kind)
    return str(ident), token


async def answer(client, ident: str, token: str, body: object) -> int:
    try:
        await raw(client, "POST", f"/interactions/{ident}/{token}/callback", body)
    except discord.HTTPException as refused:
        return refused.status
    return 200


async def test_a_slash_command_is_not_answered_by_updating_a_message(client, fake: FakeDiscord):
    ident, token = injected(fake, kind=2)
    assert await answer(client, ident, token, {"type": 7, "data": {"content": "x"}}) == 400
    assert await answer(client, ident, token, {"type": 6}) == 400
    assert await answer(client, ident, token, {"type": 4, "data": {"content": "x"}}) == 200
    assert await answer(client, ident, token, {"type": 4, "data": {"content": "y"}}) == 400


async def test_a_click_may_update_its_message(client, fake: FakeDiscord):
    sent = await client.get_partial_messageable(9).send("table")
    ident, token = injected(fake, kind=3, message_id=sent.id)
    assert await answer(client, ident, token, {"type": 8, "data": {"choices": []}}) == 400
    assert await answer(client, ident, token, {"type": 7, "data": {"content": "new"}}) == 200
    assert fake.messages[sent.id]["content"] == "new"


async def test_an_autocomplete_is_answered_only_with_choices(client, fake: FakeDiscord):
    ident, token = injected(fake, kind=4)
    assert await answer(client, ident, token, {"type": 4, "data": {"content": "x"}}) == 400
    assert await answer(client, ident, token, {"type": 8, "data": {"choices": []}}) == 200


async def test_a_deferred_answer_may_not_be_v2(client, fake: FakeDiscord):
    ident, token = injected(fake, kind=2)
    assert await answer(client, ident, token, {"type": 5, "data": {"flags": 32768}}) == 400
    assert await answer(client, ident, token, {"type": 5, "data": {"flags": 64}}) == 200


async def test_an_answer_after_three_seconds_finds_no_interaction(client, fake: FakeDiscord):
    fake.answer_within = 0.05
    late, token = injected(fake, kind=2)
    await asyncio.sleep(0.1)
    assert await answer(client, late, token, {"type": 4, "data": {"content": "x"}}) == 404
    assert fake.requests[-1].refused is not None
    in_time, token = injected(fake, kind=2)
    assert await answer(client, in_time, token, {"type": 4, "data": {"content": "x"}}) == 200


async def test_follow_ups_come_after_the_answer(client, fake: FakeDiscord):
    ident, token = injected(fake, kind=2)
    with pytest.raises(discord.NotFound):
        await raw(client, "POST", f"/webhooks/{APP_ID}/{token}", {"content": "too soon"})
    assert await answer(client, ident, token, {"type": 5, "data": {"flags": 64}}) == 200
    await raw(client, "POST", f"/webhooks/{APP_ID}/{token}", {"content": "now"})


# -- commands ------------------------------------------------------------------------------


async def test_sync_is_refused_for_a_command_discord_would_refuse(client, fake: FakeDiscord):
    good = [{"name": "bridge", "type": 1, "description": "Bridge tables",
             "name_localizations": {"fr": "bridge"}}]  # fmt: skip
    await client.http.bulk_upsert_global_commands(APP_ID, good)
    bad = [{**good[0], "description_localizations": {"ms": "Meja bridge"}}]
    with pytest.raises(discord.HTTPException) as caught:
        await client.http.bulk_upsert_global_commands(APP_ID, bad)
    assert caught.value.code == 50035
    assert "locales Discord does not have: ['ms']" in str(fake.requests[-1].refused)
