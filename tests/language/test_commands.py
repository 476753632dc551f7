"""Every slash command, option and choice has its French name and description, fit for Discord
(names lowercase, one word, at most 32 characters, unique among their siblings; descriptions
at most 100), and no translation is kept for a command that no longer exists."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.client import CardTableBot
from bot.cogs.translator import CatalogueTranslator, slug
from bot.config import Settings
from bot.language import Language
from bot.language.catalogue import entries

#: Discord's rule for a command or option name, as its API documents it.
NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.fixture
async def payloads(tmp_path: Path) -> list[dict[str, Any]]:
    bot = CardTableBot(Settings("token", tmp_path / "x.db", None, "INFO"), serve=False)
    await bot.setup_hook()
    translator = bot.tree.translator
    assert isinstance(translator, CatalogueTranslator)
    out = [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]
    await bot.close()
    return out


def walk(payload: dict[str, Any], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Every command, option and choice of a payload, with where it is."""
    here = f"{path}/{payload['name']}"
    found = [(here, payload)]
    for option in payload.get("options", []):
        found += walk(option, here)
    for choice in payload.get("choices", []):
        found.append((f"{here}={choice['value']}", choice))
    return found


async def test_every_command_option_and_choice_has_french(payloads):
    fr = discord.Locale.french.value
    missing = []
    for payload in payloads:
        for where, item in walk(payload):
            if fr not in (item.get("name_localizations") or {}):
                missing.append(f"{where} name")
            if "description" in item and fr not in (item.get("description_localizations") or {}):
                missing.append(f"{where} description")
    assert missing == []


async def test_the_french_names_are_names_discord_takes(payloads):
    fr = discord.Locale.french.value
    problems = []
    for payload in payloads:
        for where, item in walk(payload):
            name = (item.get("name_localizations") or {}).get(fr, "")
            is_choice = "value" in item
            if not is_choice and (not NAME.fullmatch(name) or name != name.lower()):
                problems.append(f"{where}: {name!r}")
            if is_choice and not 1 <= len(name) <= 100:
                problems.append(f"{where}: {name!r}")
            about = (item.get("description_localizations") or {}).get(fr, "")
            if len(about) > 100:
                problems.append(f"{where}: description of {len(about)} characters")
        siblings: dict[str, list[str]] = {}
        for where, item in walk(payload):
            if "value" not in item:
                parent = where.rsplit("/", 1)[0]
                siblings.setdefault(parent, []).append(item["name_localizations"][fr])
        problems += [f"{p}: names twice" for p, n in siblings.items() if len(n) != len(set(n))]
    top = [p["name_localizations"][fr] for p in payloads]
    assert len(top) == len(set(top))
    assert problems == []


async def test_no_translation_is_kept_for_a_command_that_is_gone(payloads):
    used: set[str] = set()
    for payload in payloads:

        def keys(item: dict[str, Any], path: str) -> None:
            here = f"{path}-{slug(item['name'])}" if path else f"cmd-{slug(item['name'])}"
            used.update({here, f"{here}-about"})
            for option in item.get("options", []):
                keys(option, here)
            for choice in item.get("choices", []):
                used.add(f"cmd-choice-{slug(choice['name'])}")

        keys(payload, "")
    kept = {k for k in entries(Language.FRENCH) if k.startswith("cmd-")}
    assert sorted(kept - used) == []
