"""Each of Discord's rules the fake applies, shown both ways: a body Discord takes, and the
nearest body it refuses, with the reason.

Where each rule comes from (Discord's developer documentation, github.com/discord/
discord-api-docs, and its OpenAPI description, github.com/discord/discord-api-spec):
- components: the Component Reference (developers/components/reference), its structures'
  limits and what each layout component may hold; the 40 components and the V2 flag from its
  opening list; the 4,000 characters of text displays from the API description's
  TextDisplayComponentForMessageRequest and discord.py's LayoutView, which count the same;
- messages: the Message resource's Create and Edit Message (developers/resources/message):
  which flags each may set, V2 without content, embeds, stickers or poll, an edit that sets
  V2 emptying them; the 2,000 characters of content and the ten files and embeds;
- answers: Receiving and Responding (developers/interactions/receiving-and-responding): the
  callback types and the interactions each answers, a deferred answer's one flag, three
  seconds to answer and fifteen minutes to follow up;
- commands: Application Commands (developers/interactions/application-commands): naming,
  option and choice limits, localisation (locales from the Reference's list and the API
  description's AvailableLocalesEnum), the 8,000 characters and the commands per scope;
- permissions (test_fake_discord.py): the Permissions topic (developers/topics/permissions)
  and the JSON error codes 50001 Missing Access and 50013 Missing Permissions.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.fake_discord.answers import unfitting
from tests.fake_discord.commands import invalid_commands, valid_name
from tests.fake_discord.components import Invalid, check_components
from tests.fake_discord.rules import (
    EMPTY_MESSAGE,
    EPHEMERAL,
    IS_COMPONENTS_V2,
    Where,
    invalid_body,
    invalid_message,
)

Json = Any
V2 = IS_COMPONENTS_V2


def button(custom_id: str = "a", **fields: Any) -> Json:
    return {"type": 2, "style": 1, "label": "Go", "custom_id": custom_id, **fields}


def row(*items: Json) -> Json:
    return {"type": 1, "components": list(items)}


def select(custom_id: str = "s", options: int = 2, **fields: Any) -> Json:
    choices = [{"label": f"o{i}", "value": f"v{i}"} for i in range(options)]
    return {"type": 3, "custom_id": custom_id, "options": choices, **fields}


def text(content: str = "hello") -> Json:
    return {"type": 10, "content": content}


def gallery(*names: str) -> Json:
    return {"type": 12, "items": [{"media": {"url": f"attachment://{n}"}} for n in names]}


def picture(name: str = "t.png") -> Json:
    return {"id": "1", "filename": name}


def message(**fields: Any) -> Json:
    """A message as it would stand once sent."""
    return {"content": "", "embeds": [], "components": [], "attachments": [], "flags": 0, **fields}


# -- components (the Component Reference): (taken, refused, reason) -------------------------

LEGACY_PAIRS = [
    pytest.param([row(button())], [row()], "an empty action row", id="row-not-empty"),
    pytest.param(
        [row(*(button(str(i)) for i in range(5)))],
        [row(*(button(str(i)) for i in range(6)))],
        "more than 5 components in a row",
        id="row-holds-five",
    ),
    pytest.param(
        [row(button(str(i))) for i in range(5)],
        [row(button(str(i))) for i in range(6)],
        "more than 5 action rows",
        id="five-rows",
    ),
    pytest.param(
        [row(select()), row(button())],
        [row(select(), button())],
        "a select shares its action row",
        id="select-alone",
    ),
    pytest.param(
        [row(button())],
        [row({"type": 2, "style": 1, "label": "Go"})],
        "a custom_id is not 1 to 100 characters",
        id="button-needs-custom-id",
    ),
    pytest.param(
        [row(button(label=None, emoji={"name": "♠"}))],
        [row(button(label=None))],
        "a button has neither a label nor an emoji",
        id="button-needs-label-or-emoji",
    ),
    pytest.param(
        [row({"type": 2, "style": 5, "label": "Site", "url": "https://example.org"})],
        [
            row(
                {
                    "type": 2,
                    "style": 5,
                    "label": "Site",
                    "url": "https://example.org",
                    "custom_id": "x",
                }
            )
        ],
        "a link button has a custom_id",
        id="link-without-custom-id",
    ),
    pytest.param(
        [row({"type": 2, "style": 5, "label": "Site", "url": "https://example.org"})],
        [row({"type": 2, "style": 5, "label": "Site"})],
        "a link button has no url",
        id="link-needs-url",
    ),
    pytest.param(
        [row(button())],
        [row(button(url="https://example.org"))],
        "a button with a custom_id has a url",
        id="custom-id-without-url",
    ),
    pytest.param(
        [row(button(style=4))],
        [row(button(style=7))],
        "unknown button style 7",
        id="button-styles",
    ),
    pytest.param(
        [row(button("x" * 100))],
        [row(button("x" * 101))],
        "a custom_id is not 1 to 100 characters",
        id="custom-id-length",
    ),
    pytest.param(
        [row(button(label="x" * 80))],
        [row(button(label="x" * 81))],
        "a button label is longer than 80 characters",
        id="label-length",
    ),
    pytest.param(
        [row(button("a"), button("b"))],
        [row(button("a"), button("a"))],
        "two components share a custom_id",
        id="custom-ids-unique",
    ),
    pytest.param(
        [row(select(options=25))],
        [row(select(options=26))],
        "a select does not have 1 to 25 options",
        id="select-options",
    ),
    pytest.param(
        [row(select(max_values=2))],
        [row(select(max_values=3))],
        "a select's max_values is more than its options",
        id="select-max-values",
    ),
    pytest.param(
        [row(button())],
        [text()],
        "a top-level text_display needs the IS_COMPONENTS_V2 flag",
        id="v2-needs-flag",
    ),
]


@pytest.mark.parametrize(("taken", "refused", "reason"), LEGACY_PAIRS)
def test_legacy_components(taken: Json, refused: Json, reason: str) -> None:
    check_components(taken, v2=False)
    with pytest.raises(Invalid, match=reason):
        check_components(refused, v2=False)


def container(*children: Json, **fields: Any) -> Json:
    return {"type": 17, "components": list(children), **fields}


def section(*texts: Json, accessory: Json = None) -> Json:
    return {"type": 9, "components": list(texts), "accessory": accessory or button("acc")}


V2_PAIRS = [
    pytest.param(
        [
            container(text(), gallery("t.png"), row(button())),
            section(text()),
            {"type": 14, "spacing": 2},
            {"type": 13, "file": {"url": "attachment://t.png"}},
        ],
        [{"type": 2, "style": 1, "label": "Go", "custom_id": "a"}],
        "a button at the top of a message",
        id="v2-top-level-kinds",
    ),
    pytest.param(
        [text("x" * 2000), text("y" * 2000)],
        [text("x" * 2000), text("y" * 2001)],
        "the text displays hold more than 4000 characters",
        id="v2-text-total",
    ),
    pytest.param(
        # 13 rows of two buttons and a text display: 13 * 3 + 1 = 40 components.
        [text(), *(row(button(f"a{i}"), button(f"b{i}")) for i in range(13))],
        [text(), text(), *(row(button(f"a{i}"), button(f"b{i}")) for i in range(13))],
        "more than 40 components",
        id="v2-forty-components",
    ),
    pytest.param(
        [container(text())],
        [container()],
        "an empty container",
        id="container-not-empty",
    ),
    pytest.param(
        [container(text())],
        [container(container(text()))],
        "a container inside a container",
        id="no-container-in-container",
    ),
    pytest.param(
        [section(text(), text(), text())],
        [section(text(), text(), text(), text())],
        "a section does not hold 1 to 3 text displays",
        id="section-texts",
    ),
    pytest.param(
        [section(text(), accessory={"type": 11, "media": {"url": "https://example.org/a.png"}})],
        [section(text(), accessory=row(button()))],
        "a section's accessory is a action_row",
        id="section-accessory",
    ),
    pytest.param(
        [gallery(*(f"{i}.png" for i in range(10)))],
        [gallery(*(f"{i}.png" for i in range(11)))],
        "a media gallery does not hold 1 to 10 items",
        id="gallery-items",
    ),
    pytest.param(
        [{"type": 13, "file": {"url": "attachment://t.png"}}],
        [{"type": 13, "file": {"url": "https://example.org/t.png"}}],
        "a file component does not name an attachment://",
        id="file-is-an-attachment",
    ),
    pytest.param(
        [{"type": 14, "spacing": 1}],
        [{"type": 14, "spacing": 3}],
        "a separator's spacing is not 1 or 2",
        id="separator-spacing",
    ),
    pytest.param(
        [container(text(), accent_color=0xFFFFFF)],
        [container(text(), accent_color=0x1000000)],
        "a container's accent colour is not RGB",
        id="accent-colour",
    ),
    pytest.param(
        [text("x")],
        [text("")],
        "a text display's content is not 1 to 4000 characters",
        id="text-not-empty",
    ),
]


@pytest.mark.parametrize(("taken", "refused", "reason"), V2_PAIRS)
def test_components_v2(taken: Json, refused: Json, reason: str) -> None:
    check_components(taken, v2=True)
    with pytest.raises(Invalid, match=reason):
        check_components(refused, v2=True)


def test_components_are_counted_at_every_depth_as_discord_py_counts_them() -> None:
    import discord
    from discord import ui

    view = ui.LayoutView()
    view.add_item(ui.Container(ui.TextDisplay("a"), ui.ActionRow(ui.Button(label="b"))))
    view.add_item(ui.Section(ui.TextDisplay("c"), accessory=ui.Button(label="d")))
    view.add_item(ui.MediaGallery(discord.MediaGalleryItem("attachment://t.png")))
    walk = check_components(view.to_components(), v2=True)
    assert walk.count == view.total_children_count == 8
    assert walk.text == view.content_length() == 2
    assert walk.attachments == ["t.png"]


# -- messages (Create and Edit Message) ----------------------------------------------------


def test_an_empty_message_is_refused_with_code_50006() -> None:
    assert invalid_message(message(content="hi")) is None
    assert invalid_message(message(components=[row(button())])) is None
    assert invalid_message(message(attachments=[picture()])) is None
    for empty in (message(), message(content="  \n")):
        refusal = invalid_message(empty)
        assert refusal is not None and refusal.code == EMPTY_MESSAGE


def test_a_v2_message_has_no_content_or_embeds() -> None:
    shown = [container(text(), gallery("t.png"))]
    taken = message(flags=V2, components=shown, attachments=[picture()])
    assert invalid_message(taken) is None
    for extra in ({"content": "hi"}, {"embeds": [{"title": "x"}]}):
        refusal = invalid_message({**taken, **extra})
        assert refusal is not None and "content or embeds" in refusal.reason
    refusal = invalid_body({"flags": V2, "content": "hi", "components": [text()]}, Where.CHANNEL)
    assert refusal is None  # the body is well formed; the message it would make is not
    assert invalid_message(message(flags=V2, content="hi", components=[text()])) is not None


def test_attachment_urls_name_a_file_of_the_message() -> None:
    shown = [gallery("t.png")]
    assert invalid_message(message(flags=V2, components=shown, attachments=[picture()])) is None
    refusal = invalid_message(message(flags=V2, components=shown, attachments=[picture("u.png")]))
    assert (
        refusal is not None and refusal.reason == "attachment://t.png names no file of the message"
    )


def test_ephemeral_only_where_one_user_sees_the_answer() -> None:
    body = {"content": "hi", "flags": EPHEMERAL}
    assert invalid_body(body, Where.ANSWER) is None
    refusal = invalid_body(body, Where.CHANNEL)
    assert refusal is not None and "flags 64 may not be set on channel messages" in refusal.reason


def test_a_deferred_answer_sets_no_flag_but_ephemeral() -> None:
    assert invalid_body({"flags": EPHEMERAL}, Where.DEFERRED) is None
    assert invalid_body({"flags": V2}, Where.DEFERRED) is not None


def test_content_and_files_limits() -> None:
    assert invalid_body({"content": "x" * 2000}, Where.CHANNEL) is None
    assert invalid_body({"content": "x" * 2001}, Where.CHANNEL) is not None
    assert invalid_body({"content": "x"}, Where.CHANNEL, files=10) is None
    assert invalid_body({"content": "x"}, Where.CHANNEL, files=11) is not None
    assert invalid_body({"embeds": [{"title": "t"}] * 10}, Where.CHANNEL) is None
    assert invalid_body({"embeds": [{"title": "t"}] * 11}, Where.CHANNEL) is not None


# -- answers (Receiving and Responding: interaction callback types) ------------------------


@pytest.mark.parametrize(
    ("interaction", "fits", "does_not"),
    [
        (2, [4, 5, 9], [6, 7, 8]),
        (3, [4, 5, 6, 7, 9], [8]),
        (4, [8], [4, 5, 6, 7, 9]),
        (5, [4, 5, 6, 7], [9, 8]),
    ],
)
def test_answers_fit_their_interaction(interaction: int, fits: list[int], does_not: list[int]):
    for answer in fits:
        assert unfitting(interaction, answer, on_message=True) is None
    for answer in does_not:
        assert unfitting(interaction, answer, on_message=True) is not None


def test_a_modal_submission_updates_only_a_message_it_came_from() -> None:
    assert unfitting(5, 7, on_message=True) is None
    assert unfitting(5, 7, on_message=False) is not None


# -- commands (Application Commands: naming, limits, localisation) ------------------------


def command(name: str = "bridge", **fields: Any) -> Json:
    return {"name": name, "type": 1, "description": "Bridge tables", **fields}


def option(name: str = "seat", kind: int = 3, **fields: Any) -> Json:
    return {"name": name, "type": kind, "description": "Where", **fields}


def choice(name: str, value: Any) -> Json:
    return {"name": name, "value": value}


def test_command_and_option_names() -> None:
    for name in ("bridge", "new-table", "a_b", "o'neil", "stärke", "x" * 32, "२३", "ไพ่"):
        assert valid_name(name), name
    for name in ("Bridge", "new table", "", "x" * 33, "a!", "a.b"):
        assert not valid_name(name), name


def with_one(**change: Any) -> list[Json]:
    return [command(options=[option(**change)])]


COMMAND_PAIRS = [
    pytest.param([command()], [command("Bridge")], "its name is not", id="name-lower-case"),
    pytest.param(
        [command(description="x" * 100)],
        [command(description="x" * 101)],
        "a description is not 1 to 100",
        id="description-length",
    ),
    pytest.param(
        [command(description="x")], [command(description="")], "a description", id="description"
    ),
    pytest.param(
        [command(options=[option(f"o{i}") for i in range(25)])],
        [command(options=[option(f"o{i}") for i in range(26)])],
        "more than 25 options",
        id="25-options",
    ),
    pytest.param(
        with_one(choices=[choice(f"c{i}", f"v{i}") for i in range(25)]),
        with_one(choices=[choice(f"c{i}", f"v{i}") for i in range(26)]),
        "more than 25 choices",
        id="25-choices",
    ),
    pytest.param(
        [command(name_localizations={"fr": "pont"})],
        [command(name_localizations={"ms": "jambatan"})],
        "name_localizations names locales Discord does not have: ['ms']",
        id="known-locales",
    ),
    pytest.param(
        [command(description_localizations={"fr": "Tables de bridge"})],
        [command(description_localizations={"fr": "x" * 101})],
        "description_localizations[fr] breaks the rule",
        id="localised-description",
    ),
    pytest.param(
        with_one(name_localizations={"fr": "siège"}),
        with_one(name_localizations={"fr": "Siège"}),
        "name_localizations[fr] breaks the rule",
        id="localised-option-name",
    ),
    pytest.param(
        [command(options=[option("a", required=True), option("b")])],
        [command(options=[option("a"), option("b", required=True)])],
        "a required option after an optional one",
        id="required-first",
    ),
    pytest.param(
        [command(options=[option("new", 1, options=[option()])])],
        [command(options=[option("new", 1, options=[option()]), option()])],
        "subcommands mixed with other options",
        id="subcommands-alone",
    ),
    pytest.param(
        [command(options=[option("a"), option("b")])],
        [command(options=[option("a"), option("a")])],
        "two options share a name",
        id="option-names-unique",
    ),
    pytest.param(
        [command(options=[option("seat", name_localizations={"fr": "siège"}), option("b")])],
        [command(options=[option("seat", name_localizations={"fr": "b"}), option("b")])],
        "option 'seat' in fr takes another option's name 'b'",
        id="localised-name-not-another-default",
    ),
    pytest.param(
        [
            command(
                options=[
                    option("a", name_localizations={"fr": "x"}),
                    option("b", name_localizations={"fr": "y"}),
                ]
            )
        ],
        [
            command(
                options=[
                    option("a", name_localizations={"fr": "x"}),
                    option("b", name_localizations={"fr": "x"}),
                ]
            )
        ],
        "two options share the name 'x' in fr",
        id="localised-names-unique",
    ),
    pytest.param(
        [command(f"c{i}") for i in range(100)],
        [command(f"c{i}") for i in range(101)],
        "more than 100 slash commands",
        id="100-commands",
    ),
    pytest.param(
        [command("a"), command("b")],
        [command("a"), command("a")],
        "two commands are named 'a'",
        id="command-names-unique",
    ),
]


@pytest.mark.parametrize(("taken", "refused", "reason"), COMMAND_PAIRS)
def test_command_registration(taken: list[Json], refused: list[Json], reason: str) -> None:
    assert invalid_commands(taken) is None
    problem = invalid_commands(refused)
    assert problem is not None and reason in problem


def test_a_command_holds_at_most_8000_characters_counting_its_longest_localisations() -> None:
    # Three subcommands of 24 options whose descriptions are 50 characters in English and 100
    # in French: 19 + 3 * (104 + 24 * 103) = 7,747 characters counting the longest (11,347 if
    # every language counted); a fourth subcommand passes 8,000.
    def options(longest: int) -> list[Json]:
        return [
            option(f"o{i:02}", description="x" * 50,
                   description_localizations={"fr": "y" * longest})
            for i in range(24)
        ]  # fmt: skip

    def tree(longest: int) -> list[Json]:
        subs = [option(f"sub{n}", 1, description="z" * 100, options=options(longest))
                for n in range(3)]  # fmt: skip
        return [command("bridge", options=subs)]

    assert invalid_commands(tree(100)) is None
    refused = copy.deepcopy(tree(100))
    refused[0]["options"].append(option("sub3", 1, description="z" * 100, options=options(100)))
    problem = invalid_commands(refused)
    assert problem is not None and "more than 8000" in problem
