"""Slash commands in the player's language: Discord shows each command, option and choice under
the name and description of the reader's client locale, from the translations the bot gives it
when it syncs the commands.

English is written in the commands themselves; the other languages Discord has a locale for
(French) come from the catalogue's `cmd-` messages. Discord has no Malay locale, so a Malay
reader sees the English commands, and everything the bot says after them in Malay.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import discord
from discord import app_commands

from bot.language import CATALOGUE, Language

#: Suits in a choice's name become words, so that "3♠" and "3♣" have keys of their own.
SUIT_WORDS = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}


def slug(text: str) -> str:
    """A catalogue key's part from a command's English: "Chicago, 4 deals" is chicago-4-deals,
    "Français" francais (keys are plain ASCII)."""
    for symbol, word in SUIT_WORDS.items():
        text = text.replace(symbol, f" {word} ")
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "-".join(re.findall(r"[a-z0-9]+", plain.lower()))


def key_of(context: app_commands.TranslationContextTypes, english: str) -> str | None:
    """The catalogue's key for one string of the command tree."""
    where = context.location
    data: Any = context.data  # a command, group, parameter or choice, by `where`
    if where is app_commands.TranslationContextLocation.command_name:
        return f"cmd-{slug(data.qualified_name)}"
    if where is app_commands.TranslationContextLocation.group_name:
        return f"cmd-{slug(data.qualified_name)}"
    if where in (
        app_commands.TranslationContextLocation.command_description,
        app_commands.TranslationContextLocation.group_description,
    ):
        return f"cmd-{slug(data.qualified_name)}-about"
    if where is app_commands.TranslationContextLocation.parameter_name:
        return f"cmd-{slug(data.command.qualified_name)}-{slug(data.display_name)}"
    if where is app_commands.TranslationContextLocation.parameter_description:
        return f"cmd-{slug(data.command.qualified_name)}-{slug(data.display_name)}-about"
    if where is app_commands.TranslationContextLocation.choice_name:
        return f"cmd-choice-{slug(english)}"
    return None


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = Language.of_locale(locale)
        if language is None or language is Language.ENGLISH:
            return None
        key = key_of(context, string.message)
        if key is None or not CATALOGUE.has(language, key):
            return None
        return CATALOGUE.say(language, key)
