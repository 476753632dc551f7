"""The languages the bot speaks, and which one a reader gets.

A player's own choice (`/settings language`) comes first; until they choose, the language of
their Discord client where the bot speaks it; else English. Discord has no Malay locale, so
Malay is reached only by choosing it.
"""

from __future__ import annotations

from enum import Enum


class Language(Enum):
    ENGLISH = "en"
    MALAY = "ms"
    FRENCH = "fr"

    @property
    def code(self) -> str:
        return self.value

    @property
    def title(self) -> str:
        """The language's name in itself, as a chooser lists it."""
        return _TITLES[self]

    @classmethod
    def parse(cls, code: str | None) -> Language | None:
        """A language from its code ("ms"), or None for a code the bot does not speak."""
        try:
            return cls(code) if code else None
        except ValueError:
            return None

    @classmethod
    def of_locale(cls, locale: object) -> Language | None:
        """The language of a Discord locale ("fr", "en-GB", "en-US"), or None when the bot does
        not speak it. Accepts discord.py's `Locale` or its string value."""
        text = str(getattr(locale, "value", locale) or "")
        return cls.parse(text.split("-")[0].lower())


_TITLES = {
    Language.ENGLISH: "English",
    Language.MALAY: "Bahasa Melayu",
    Language.FRENCH: "Français",
}

DEFAULT = Language.ENGLISH


def decimal(language: Language, value: float, *, signed: bool = False) -> str:
    """A figure with one decimal as the language writes it: "62.5", "+2.3", "−0.4" · "62,5"."""
    text = (f"{value:+.1f}" if signed else f"{value:.1f}").replace("-", "−")
    return text.replace(".", ",") if language is Language.FRENCH else text


def ordinal(language: Language, n: int) -> str:
    """A place as the language writes it: "1st", "22nd" · "1er", "2e" · "ke-1"."""
    if language is Language.FRENCH:
        return "1er" if n == 1 else f"{n}e"
    if language is Language.MALAY:
        return f"ke-{n}"
    ending = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{ending}"


def choose(chosen: str | None, *locales: object) -> Language:
    """The reader's language: their own choice, else the first locale the bot speaks (the
    interaction's, then the server's), else English."""
    own = Language.parse(chosen)
    if own is not None:
        return own
    for locale in locales:
        found = Language.of_locale(locale)
        if found is not None:
            return found
    return DEFAULT
