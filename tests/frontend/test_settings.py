"""`/settings` as players meet it: a player's look changes their own pictures and no one else's,
the table's pictures follow its host, and the choices outlast a restart. Forged values are
refused privately and change nothing."""

from __future__ import annotations

import io
import re

from PIL import Image

from renderers.common.theme import CLASSIC, DARK, RGB
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import start_game

ANN, BOB = 1001, 1002


def corner(png: bytes) -> RGB:
    """The colour at the picture's top-left corner: the rim of the felt."""
    with Image.open(io.BytesIO(png)) as img:
        r, g, b = img.convert("RGB").getpixel((1, 1))
    return (r, g, b)


def felt(png: bytes) -> RGB:
    """The colour of the felt, inside the rim (a table's rim has its kind's colour)."""
    with Image.open(io.BytesIO(png)) as img:
        r, g, b = img.convert("RGB").getpixel((11, 170))
    return (r, g, b)


def near(a: RGB, b: RGB) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 6


def last_png(h: Harness, channel_ids: set[str] | None, name: str) -> bytes:
    """The latest picture whose file name matches `name` that went to one of `channel_ids`
    (anywhere, for None)."""
    for r in reversed(h.fake.requests):
        if r.status >= 400:
            continue
        if channel_ids is not None and not any(f"/channels/{c}/" in r.path for c in channel_ids):
            continue
        for f in r.files:
            if re.fullmatch(name, f.filename):
                return f.data
    raise AssertionError(f"no {name} picture went there")


TABLE_PICTURE = r"table-\d+-\d+\.png"
HAND_PICTURE = r"hand-\d+-\d+\.png"


def dm_channels(h: Harness, user_id: int) -> set[str]:
    return {str(c) for c, u in h.fake.dm_channels.items() if u == user_id}


async def test_r11_2_a_look_changes_the_next_pictures_of_that_player_only(harness: Harness) -> None:
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    await harness.slash(ann, "bridge new")
    await harness.slash(bob, "bridge join", seat="N")
    chosen = await harness.slash(bob, "settings", theme="dark", contrast=70)
    assert chosen.private
    assert "Theme: Dark" in chosen.text and "Contrast 70%" in chosen.text
    # The answer shows a sample picture in the new look.
    assert chosen.files and not near(corner(chosen.files[0]), CLASSIC.felt_edge)
    await start_game(harness, ann)
    await harness.settle()
    bobs = last_png(harness, dm_channels(harness, BOB), HAND_PICTURE)
    anns = last_png(harness, dm_channels(harness, ANN), HAND_PICTURE)
    assert not near(corner(bobs), CLASSIC.felt_edge)
    assert near(corner(anns), CLASSIC.felt_edge)
    # Bob is not the host: the table's picture in the channel keeps Ann's look.
    table = last_png(harness, None, TABLE_PICTURE)
    assert near(felt(table), CLASSIC.felt)


async def test_r11_2_the_table_picture_follows_its_host(harness: Harness) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "settings", theme="dark")
    await harness.slash(ann, "bridge new")
    await start_game(harness, ann)
    await harness.settle()
    table = last_png(harness, None, TABLE_PICTURE)
    assert near(felt(table), DARK.felt)


async def test_r11_1_settings_outlast_a_restart(harness: Harness) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "settings", theme="dark", grain=80, timer_warning=False)
    await harness.restart()
    shown = await harness.slash(ann, "settings")
    assert "Your settings:" in shown.text
    assert "Theme: Dark" in shown.text and "grain 80%" in shown.text
    assert "about to run out: off" in shown.text
    again = await harness.slash(ann, "settings", reset=True)
    assert "Theme: Classic felt" in again.text and "grain 50%" in again.text
    assert near(corner(again.files[0]), CLASSIC.felt_edge)


async def test_r11_1_a_forged_setting_is_refused_privately_and_changes_nothing(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "settings", theme="dark")
    for forged in ({"contrast": 500}, {"grain": -1}, {"theme": "neon"}):
        refused = await harness.slash(ann, "settings", **forged)
        assert refused.private and "Theme:" not in refused.text
    shown = await harness.slash(ann, "settings")
    assert "Theme: Dark" in shown.text and "Contrast 50%" in shown.text


async def test_r11_4_a_player_reads_their_settings_in_the_language_they_chose(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    chosen = await harness.slash(ann, "settings", language="ms")
    assert chosen.private and "Tetapan anda telah disimpan." in chosen.text
    assert "Bahasa: Bahasa Melayu" in chosen.text and "Theme" not in chosen.text
    await harness.restart()
    shown = await harness.slash(ann, "settings")
    assert "Tetapan anda:" in shown.text and "Tema: Baize klasik" in shown.text


async def test_r11_4_until_they_choose_a_player_reads_their_clients_language(
    harness: Harness,
) -> None:
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    harness.locales[ANN] = "fr"
    harness.locales[BOB] = "de"  # a language the bot does not speak: English
    ann_sees = await harness.slash(ann, "settings")
    assert "Vos réglages :" in ann_sees.text and "Thème : Tapis classique" in ann_sees.text
    bob_sees = await harness.slash(bob, "settings")
    assert "Your settings:" in bob_sees.text and "Language: English (your Discord" in bob_sees.text
    # A choice outranks the client: Ann's French client, Malay chosen.
    chosen = await harness.slash(ann, "settings", language="ms")
    assert "Tetapan anda" in chosen.text


async def test_r11_4_a_language_the_bot_does_not_speak_is_refused_and_changes_nothing(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "settings", language="fr")
    for forged in ("de", "", "français", "x" * 200):
        refused = await harness.slash(ann, "settings", language=forged)
        assert refused.private and "Thème" not in refused.text
    shown = await harness.slash(ann, "settings")
    assert "Langue : Français" in shown.text
