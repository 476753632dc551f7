"""Rules 2.9 and 2.10 of seeds/tables.md: a table's kind in its colour, on its picture, its
message and in `/tables`; and rule 1.11, a newcomer taking a free chair of a casual game."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.tables.options import Mode, TableOptions
from bot.ui.kinds import Kind, kind_of
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import start_game, table_message

ANN = 1001


@pytest.mark.parametrize(
    ("mode", "private", "kind"),
    [
        (Mode.CASUAL, False, Kind.CASUAL),
        (Mode.RANKED, False, Kind.RANKED),
        (Mode.RANKED, True, Kind.PRIVATE),
        (Mode.CASUAL, True, Kind.PRIVATE),
        (Mode.SILVER, False, Kind.SILVER),
        (Mode.SILVER, True, Kind.PRIVATE),
    ],
)
def test_r2_9_private_shows_first_then_ranked_or_casual(mode, private, kind) -> None:
    assert kind_of(TableOptions(mode=mode, private=private)) is kind


def _last_table_picture(h: Harness) -> bytes:
    for r in reversed(h.fake.requests):
        for f in r.files:
            if f.filename.startswith("table-") and f.filename.count("-") == 2:
                return f.data
    raise AssertionError("no table picture was sent")


@pytest.mark.parametrize(
    ("mode", "kind"),
    [("casual", Kind.CASUAL), ("ranked", Kind.RANKED), ("silver", Kind.SILVER)],
)
async def test_r2_9_the_table_shows_its_kind_on_its_picture_message_and_listing(
    harness: Harness, mode: str, kind: Kind
) -> None:
    ann = harness.user(ANN, "Ann")
    opened = await harness.slash(ann, "bridge new", mode=mode)
    assert opened.text.startswith(f"**Table 1** · {kind.mark} ")
    await start_game(harness, ann)
    await harness.settle()
    assert texts(table_message(harness)).startswith(f"{kind.mark} **Table 1**")
    with Image.open(io.BytesIO(_last_table_picture(harness))) as img:
        rim = img.convert("RGB").getpixel((3, 3))
    assert max(abs(a - b) for a, b in zip(rim, kind.colour, strict=True)) <= 6
    listed = await harness.slash(ann, "tables")
    assert kind.mark in listed.text


@pytest.mark.parametrize(
    ("mode", "said", "not_said"),
    [("casual", "· no move timer", "s per move"), ("ranked", "· 180s per move", "no move timer")],
)
async def test_only_a_ranked_table_names_a_move_timer(
    harness: Harness, mode: str, said: str, not_said: str
) -> None:
    """A casual game has no move timer (only a long idle limit): it does not claim one."""
    ann = harness.user(ANN, "Ann")
    reply = await harness.slash(ann, "bridge new", mode=mode)
    (gathering,) = reply.bodies
    assert said in texts(gathering) and not_said not in texts(gathering)
    listing = await harness.slash(ann, "tables")
    assert said in listing.text and not_said not in listing.text


async def test_r1_11_a_newcomer_joins_a_casual_game_under_way_and_is_dealt_in(
    harness: Harness,
) -> None:
    ann, bob = harness.user(ANN, "Ann"), harness.user(ANN + 1, "Bob")
    await harness.slash(ann, "bridge new", mode="casual")
    await start_game(harness, ann)
    sat = await harness.slash(bob, "bridge join", seat="north")
    assert sat.private and "North" in sat.text
    await harness.settle()
    service = harness.bot.service
    table = service.reader.table_in(harness.channel_id)
    assert table is not None and service.reader.seat_of(table, ANN + 1) is not None
    cat = harness.user(ANN + 2, "Cat")
    taken = await harness.slash(cat, "bridge join", seat="south")
    assert taken.private and "is taken by Ann" in taken.text
