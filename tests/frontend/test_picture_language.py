"""A player's own pictures are drawn in their language; the table's pictures in its channel are
drawn in the table's language, whatever its host reads."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.language import Language, Words
from bot.ui.frontend import parts
from renderers import registry
from renderers.bridge.hand import render_hand
from renderers.common.theme import CLASSIC
from renderers.registry import pictures_for
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import start_game
from tests.frontend.test_settings import HAND_PICTURE, dm_channels, last_png

ANN, BOB = 1001, 1002


@pytest.fixture
def table_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Language]]:
    """The language of every table picture the front end draws, as the renderer receives it."""
    spoken: list[Language] = []
    pictures = pictures_for("bridge")
    original = pictures.table

    def spy(view: Any, players: Any, theme: Any, words: Words) -> bytes:
        spoken.append(words.language)
        return original(view, players, theme, words)

    monkeypatch.setitem(registry._PICTURES._things, "bridge", replace(pictures, table=spy))
    yield spoken


async def test_r11_4_each_players_hand_picture_is_in_their_language_the_table_in_its_own(
    harness: Harness, table_words: list[Language]
) -> None:
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    await harness.slash(ann, "settings", language="fr")
    await harness.slash(ann, "bridge new", language="ms")
    await harness.slash(bob, "bridge join", seat="N")
    await harness.slash(bob, "settings", language="ms")
    await start_game(harness, ann)
    await harness.settle()
    service, presenter = parts(harness.bot)
    table_id = service.reader.table_in(harness.channel_id)
    assert table_id is not None
    for user, language in ((BOB, Language.MALAY), (ANN, Language.FRENCH)):
        hand = presenter.hands.message(table_id, user)
        sent = last_png(harness, dm_channels(harness, user), HAND_PICTURE)
        drawn = render_hand(hand.seat_view, hand.players, CLASSIC, Words(language))
        assert sent == drawn
        assert sent != render_hand(hand.seat_view, hand.players, CLASSIC)
    # The host reads French, but the channel's pictures speak the table's Malay.
    assert presenter.memory.look_of(ANN).language is Language.FRENCH
    assert table_words and set(table_words) == {Language.MALAY}


async def test_r11_4_a_table_opened_without_a_language_draws_its_pictures_in_the_servers(
    harness: Harness, table_words: list[Language]
) -> None:
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "settings", language="fr")
    await harness.slash(ann, "bridge new")
    await start_game(harness, ann)
    await harness.settle()
    assert table_words and set(table_words) == {Language.ENGLISH}  # the harness's server: en-US


async def test_r11_4_the_settings_preview_speaks_the_language_just_chosen(
    harness: Harness,
) -> None:
    ann = harness.user(ANN, "Ann")
    english = await harness.slash(ann, "settings")
    malay = await harness.slash(ann, "settings", language="ms")
    assert english.files and malay.files
    assert english.files[0] != malay.files[0]
    again = await harness.slash(ann, "settings")
    assert again.files[0] == malay.files[0]
