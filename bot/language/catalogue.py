"""The message catalogue: each message by key, in each language, formatted with its values.

Built on Project Fluent (`fluent.runtime`): a message keeps its whole sentence with named
placeables, and a language's plurals and variants live in its own file, so French can say
"0 levée" where English says "0 tricks" and Malay needs no plural at all. Numbers are written
without grouping (a score reads 1430 in every language, as bridge players write it), and below
zero with the true minus sign.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast

from bot.language.languages import DEFAULT, Language, decimal, ordinal

FOLDER = Path(__file__).resolve().parent

Value = str | int


class MissingMessage(KeyError):
    """A key the catalogue does not hold (a bug: the tests check every key is everywhere)."""


def files(language: Language) -> list[Path]:
    return sorted((FOLDER / language.code).glob("*.ftl"))


def source(language: Language) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in files(language))


def _placeables(node: object) -> Iterator[str]:
    """The variable names a message uses, wherever they sit in its variants."""
    if isinstance(node, ast.VariableReference):
        yield node.id.name
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            children = value if isinstance(value, list) else [value]
            for child in children:
                yield from _placeables(child)


class Catalogue:
    """Every language's messages, parsed once."""

    def __init__(self) -> None:
        self._bundles: dict[Language, FluentBundle] = {}
        for language in Language:
            bundle = FluentBundle([language.code], use_isolating=False)
            bundle.add_resource(FluentResource(source(language)))
            self._bundles[language] = bundle

    def has(self, language: Language, key: str) -> bool:
        return self._bundles[language].has_message(key)

    def add(self, folder: Path) -> None:
        """Add the messages of `folder`, one file per language (`en.ftl`, `fr.ftl`...): a game
        that lives in a package of its own brings its words so."""
        for language, bundle in self._bundles.items():
            path = folder / f"{language.code}.ftl"
            if not path.exists():
                raise MissingMessage(f"{path} is missing")
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))

    def say(self, language: Language, key: str, values: Mapping[str, Value] | None = None) -> str:
        """The message `key` in `language`, its placeables filled from `values`."""
        bundle = self._bundles[language]
        if not bundle.has_message(key):
            raise MissingMessage(f"{key} ({language.code})")
        pattern = bundle.get_message(key).value
        if pattern is None:
            raise MissingMessage(f"{key} ({language.code}) has no text")
        args = {
            name: fluent_number(value, useGrouping=False)
            if isinstance(value, int) and not isinstance(value, bool)
            else value
            for name, value in (values or {}).items()
        }
        text, errors = bundle.format_pattern(pattern, args)
        if errors:
            raise ValueError(f"{key} ({language.code}): {errors[0]}")
        return _true_minus(str(text), values or {})


def _true_minus(text: str, values: Mapping[str, Value]) -> str:
    """The text with each number below zero that it was given written with the true minus sign
    ("−3", as the pictures write it) instead of the hyphen Fluent writes. Fluent must be given
    the numbers themselves, to choose a plural by them."""
    for value in values.values():
        if isinstance(value, int) and not isinstance(value, bool) and value < 0:
            text = re.sub(rf"(?<!\w)-{-value}(?!\d)", f"−{-value}", text)
    return text


@dataclass(frozen=True, slots=True)
class Entry:
    """One message of one language's files, as the consistency tests read it."""

    key: str
    placeables: frozenset[str]


def entries(language: Language) -> dict[str, Entry]:
    """Every message of a language with the placeables it uses."""
    resource = FluentParser().parse(source(language))
    out: dict[str, Entry] = {}
    for item in resource.body:
        if isinstance(item, ast.Junk):
            raise ValueError(f"{language.code}: cannot read {(item.content or '')[:60]!r}")
        if isinstance(item, ast.Message):
            if item.id.name in out:
                raise ValueError(f"{language.code}: {item.id.name} is written twice")
            out[item.id.name] = Entry(item.id.name, frozenset(_placeables(item)))
    return out


@cache
def _catalogue() -> Catalogue:
    return Catalogue()


class _Lazy:
    """The one catalogue, read from its files the first time a message is asked for."""

    def __getattr__(self, name: str) -> object:
        return getattr(_catalogue(), name)


CATALOGUE: Catalogue = _Lazy()  # type: ignore[assignment]


@lru_cache(maxsize=1024)
def _said(language: Language, key: str, values: tuple[tuple[str, Value], ...]) -> str:
    # The same few hundred messages are said again and again (seat names, button labels,
    # a hand's lines between two cards); Fluent's formatting is the cost worth keeping once.
    # Most others name one table's moment (its number, a deadline, a deal's link) and are not
    # said again once it closes: a small cache lets them go soon, instead of keeping each
    # closed table's messages until thousands have piled up.
    return _catalogue().say(language, key, dict(values))


def say(language: Language, key: str, /, **values: Value) -> str:
    return _said(language, key, tuple(values.items()))


@dataclass(frozen=True, slots=True)
class Words:
    """One reader's language, to say messages in: `words("your-call")`."""

    language: Language = DEFAULT

    def __call__(self, key: str, /, **values: Value) -> str:
        return _said(self.language, key, tuple(values.items()))

    def ordinal(self, n: int) -> str:
        """A place in a standing, as the reader's language writes it."""
        return ordinal(self.language, n)

    def decimal(self, value: float, *, signed: bool = False) -> str:
        """A figure with one decimal (a share, a rating), as the reader's language writes it."""
        return decimal(self.language, value, signed=signed)
