"""Every refusal that names a catalogue key names one the catalogue holds, and where the code
also writes the English (for logs and for readers of the code), the two say the same."""

from __future__ import annotations

import re
from pathlib import Path

from bot.language import Language, say
from bot.language.catalogue import entries

ROOT = Path(__file__).resolve().parents[2]
KEYED = re.compile(r'key\s*=\s*"([a-z0-9-]+)"')
#: `SomeError("The English.", key="the-key")` with no placeables.
PLAIN = re.compile(r'\(\s*"([^"{}]+)",\s*key="([a-z0-9-]+)"\s*,?\s*\)')


def sources() -> dict[Path, str]:
    return {p: p.read_text() for p in sorted((ROOT / "bot").rglob("*.py"))}


def test_every_key_a_refusal_names_is_in_the_catalogue():
    known = set(entries(Language.ENGLISH))
    named = {k for text in sources().values() for k in KEYED.findall(text)}
    assert len(named) > 30  # the refusals of the tables, the rules and the front end
    assert sorted(named - known) == []


def test_a_refusals_english_in_the_code_is_the_catalogues():
    pairs = [(m[1], m[2]) for text in sources().values() for m in PLAIN.finditer(text)]
    assert len(pairs) > 20
    differ = [(key, english) for english, key in pairs if say(Language.ENGLISH, key) != english]
    assert differ == []
