"""Discord's rules for registering application commands (a bulk overwrite, as `tree.sync()`
sends), as the fake applies them: Discord's application-commands reference, its locales, and its
published API description.

A slash command's name and its options' names are 1 to 32 letters, digits, `-`, `_` or `'`, in
lower case where the letter has one; descriptions are 1 to 100 characters; a command or
subcommand has at most 25 options and an option at most 25 choices; localisations name only
Discord's locales; required options come before optional ones; subcommands do not mix with
other options; a localised option name belongs to its option alone (not another option's
default name, nor its name in the same locale); and a command's names, descriptions and choice
values, counting only each field's longest localisation, hold at most 8,000 characters (the
reference says 8,000 today; it once said 4,000). A scope holds at most 100 slash commands,
each name once.
"""

from __future__ import annotations

import unicodedata
from typing import Any

Json = Any

NAME = 32
DESCRIPTION = 100
OPTIONS = 25
CHOICES = 25
CHOICE_NAME = 100
CHOICE_VALUE = 100
COMMAND_TOTAL = 8000
SLASH_COMMANDS = 100
MENU_COMMANDS = 15
STRING_LENGTH = 6000

CHAT_INPUT, USER, MESSAGE = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, NUMBER = 3, 4, 10
OPTION_TYPES = frozenset(range(1, 12))
WITH_CHOICES = frozenset({STRING, INTEGER, NUMBER})

#: Discord's locales, as its API description lists them.
LOCALES = frozenset(
    {"ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr", "he",
     "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru",
     "sv-SE", "th", "tr", "uk", "vi", "zh-CN", "zh-TW"}
)  # fmt: skip
NAME_MARKS = frozenset("-_'")


def invalid_commands(commands: Json) -> str | None:
    """Why Discord refuses this list of commands for one scope (None: it takes it)."""
    if not isinstance(commands, list):
        return "the commands are not a list"
    seen: set[tuple[int, str]] = set()
    for command in commands:
        kind = command.get("type") or CHAT_INPUT
        key = (kind, str(command.get("name")))
        if key in seen:
            return f"two commands are named {key[1]!r}"
        seen.add(key)
        problem = _invalid_command(command, kind)
        if problem is not None:
            return f"command {command.get('name')!r}: {problem}"
    counts = {k: sum(1 for c in commands if (c.get("type") or CHAT_INPUT) == k) for k in (1, 2, 3)}
    if counts[CHAT_INPUT] > SLASH_COMMANDS:
        return f"more than {SLASH_COMMANDS} slash commands"
    if counts[USER] > MENU_COMMANDS or counts[MESSAGE] > MENU_COMMANDS:
        return f"more than {MENU_COMMANDS} user or message commands"
    return None


def valid_name(name: object) -> bool:
    """A slash command's or option's name: 1 to 32 of letters, digits (Devanagari and Thai
    marks too), '-', '_' and "'", with no capital that has a lower case."""
    if not isinstance(name, str) or not 1 <= len(name) <= NAME:
        return False
    for char in name:
        if char in NAME_MARKS:
            continue
        category = unicodedata.category(char)
        script_mark = category.startswith("M") and (
            "\u0900" <= char <= "\u097f" or "\u0e00" <= char <= "\u0e7f"
        )
        if not (category[0] in "LN" or script_mark):
            return False
        if char.lower() != char:
            return False
    return True


def _invalid_command(command: Json, kind: int) -> str | None:
    name = command.get("name")
    if kind == CHAT_INPUT:
        if not valid_name(name):
            return "its name is not 1 to 32 lower-case letters, digits, '-', '_' or \"'\""
        problem = _invalid_text(command, slash=True)
        if problem is not None:
            return problem
        problem = _invalid_options(command.get("options") or [], depth=0)
        if problem is not None:
            return problem
        total = _length(command)
        if total > COMMAND_TOTAL:
            return f"it holds {total} characters, more than {COMMAND_TOTAL}"
        return None
    if not isinstance(name, str) or not 1 <= len(name) <= NAME:
        return "its name is not 1 to 32 characters"
    if command.get("options"):
        return "only a slash command has options"
    return None


def _invalid_text(item: Json, *, slash: bool) -> str | None:
    """An item's description and both localisations."""
    description = item.get("description")
    if slash and not (isinstance(description, str) and 1 <= len(description) <= DESCRIPTION):
        return f"a description is not 1 to {DESCRIPTION} characters"
    for field, fits in (
        ("name_localizations", valid_name),
        ("description_localizations", lambda d: isinstance(d, str) and 1 <= len(d) <= DESCRIPTION),
    ):
        localised = item.get(field) or {}
        unknown = sorted(set(localised) - LOCALES)
        if unknown:
            return f"{field} names locales Discord does not have: {unknown}"
        wrong = [loc for loc, text in localised.items() if not fits(text)]
        if wrong:
            return f"{field}[{wrong[0]}] breaks the rule its field follows"
    return None


def _invalid_options(options: list[Json], depth: int) -> str | None:
    if len(options) > OPTIONS:
        return f"more than {OPTIONS} options"
    names = [o.get("name") for o in options]
    if len(set(names)) < len(names):
        return "two options share a name"
    problem = _clashing_localised_names(options)
    if problem is not None:
        return problem
    subcommands = [o for o in options if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if subcommands and len(subcommands) < len(options):
        return "subcommands mixed with other options"
    optional_seen = False
    for option in options:
        kind = option.get("type")
        where = f"option {option.get('name')!r}"
        if kind not in OPTION_TYPES:
            return f"{where} has an unknown type {kind!r}"
        if not valid_name(option.get("name")):
            return f"{where}: its name is not 1 to 32 lower-case letters, digits, '-', '_' or \"'\""
        problem = _invalid_text(option, slash=True)
        if problem is not None:
            return f"{where}: {problem}"
        if kind in (SUB_COMMAND, SUB_COMMAND_GROUP):
            if kind == SUB_COMMAND_GROUP and depth > 0:
                return f"{where}: a subcommand group inside a group"
            if kind == SUB_COMMAND and depth > 1:
                return f"{where}: a subcommand nested too deep"
            inner = option.get("options") or []
            if kind == SUB_COMMAND_GROUP and any(o.get("type") != SUB_COMMAND for o in inner):
                return f"{where}: a subcommand group holds something other than subcommands"
            if kind == SUB_COMMAND and any(
                o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in inner
            ):
                return f"{where}: a subcommand holds subcommands"
            problem = _invalid_options(inner, depth + 1)
            if problem is not None:
                return f"{where}: {problem}"
            continue
        if option.get("required"):
            if optional_seen:
                return f"{where}: a required option after an optional one"
        else:
            optional_seen = True
        problem = _invalid_choices(option, kind)
        if problem is not None:
            return f"{where}: {problem}"
        for bound in ("min_length", "max_length"):
            value = option.get(bound)
            low = 0 if bound == "min_length" else 1
            if value is not None and not low <= value <= STRING_LENGTH:
                return f"{where}: {bound} is not {low} to {STRING_LENGTH}"
    return None


def _clashing_localised_names(options: list[Json]) -> str | None:
    """A localised option name is another name for its option alone: it differs from the
    other options' default names, and from their names in the same locale."""
    defaults = {str(o.get("name")) for o in options}
    locales = {loc for o in options for loc in (o.get("name_localizations") or {})}
    for locale in sorted(locales):
        seen: set[str] = set()
        for option in options:
            own = str(option.get("name"))
            name = (option.get("name_localizations") or {}).get(locale, own)
            if name != own and name in defaults:
                return f"option {own!r} in {locale} takes another option's name {name!r}"
            if name in seen:
                return f"two options share the name {name!r} in {locale}"
            seen.add(name)
    return None


def _invalid_choices(option: Json, kind: int) -> str | None:
    choices = option.get("choices") or []
    if not choices:
        return None
    if kind not in WITH_CHOICES:
        return "choices on an option that cannot have them"
    if option.get("autocomplete"):
        return "both choices and autocomplete"
    if len(choices) > CHOICES:
        return f"more than {CHOICES} choices"
    for choice in choices:
        name = choice.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= CHOICE_NAME:
            return f"a choice's name is not 1 to {CHOICE_NAME} characters"
        value = choice.get("value")
        if kind == STRING and not (isinstance(value, str) and len(value) <= CHOICE_VALUE):
            return f"a choice's value is not a string of at most {CHOICE_VALUE} characters"
        if kind != STRING and isinstance(value, (str, bool)):
            return "a choice's value is not a number"
        localised = choice.get("name_localizations") or {}
        unknown = sorted(set(localised) - LOCALES)
        if unknown:
            return f"a choice's name_localizations names locales Discord does not have: {unknown}"
        if any(not (isinstance(t, str) and 1 <= len(t) <= CHOICE_NAME) for t in localised.values()):
            return f"a choice's localised name is not 1 to {CHOICE_NAME} characters"
    return None


def _longest(item: Json, field: str) -> int:
    """A field's length as Discord counts it: its longest localisation, the default included."""
    texts = [str(item.get(field) or ""), *map(str, (item.get(f"{field}_localizations") or {})
                                              .values())]  # fmt: skip
    return max(len(t) for t in texts)


def _length(item: Json) -> int:
    """The characters of a command, its options and their choices, as Discord's limit counts."""
    total = _longest(item, "name") + _longest(item, "description")
    for choice in item.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value")))
    for option in item.get("options") or []:
        total += _length(option)
    return total
