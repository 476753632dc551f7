"""`/bridge rules` and `/kaiser rules` answer privately in the reader's language, each under
Discord's 2,000 characters."""

from __future__ import annotations

import pytest

from bot.language import Language, say
from tests.fake_discord.harness import Harness

ANN = 1001
DISCORD_LIMIT = 2000
GAMES = ("bridge", "kaiser")


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.code)
@pytest.mark.parametrize("game", GAMES)
def test_the_rules_in_brief_fit_one_discord_message_in_every_language(
    game: str, language: Language
) -> None:
    text = say(language, f"rules-{game}")
    assert len(text) < DISCORD_LIMIT
    # Every language gives every point of the English.
    points = [line for line in text.splitlines() if line[:1].isdigit()]
    english = [line for line in say(Language.ENGLISH, f"rules-{game}").splitlines()
               if line[:1].isdigit()]  # fmt: skip
    assert len(points) == len(english)


@pytest.mark.parametrize("game", GAMES)
async def test_r11_4_the_rules_in_brief_answer_in_the_readers_language(
    harness: Harness, game: str
) -> None:
    ann = harness.user(ANN, "Ann")
    english = await harness.slash(ann, f"{game} rules")
    assert english.private and english.text == say(Language.ENGLISH, f"rules-{game}")
    harness.locales[ANN] = "fr"
    french = await harness.slash(ann, f"{game} rules")
    assert french.private and french.text == say(Language.FRENCH, f"rules-{game}")
    assert french.text.startswith("**Le ") and "levée" in french.text
    await harness.slash(ann, "settings", language="ms")
    malay = await harness.slash(ann, f"{game} rules")
    assert malay.private and malay.text == say(Language.MALAY, f"rules-{game}")
    assert "secara ringkas" in malay.text and "helah" in malay.text
