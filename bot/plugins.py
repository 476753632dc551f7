"""Offering a game that lives in a package of its own, beside the product's games.

The package holds the game's parts, each a module named after it (`game`, `front_end`,
`pictures`, `commands`, registered as the product's games register theirs), and its words in
`words/en.ftl`, `words/fr.ftl`, `words/ms.ftl`. One call offers it: the registries find its
parts there and its words join the catalogue. It must come before the bot builds its commands.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from bot.games.registry import place, unplace
from bot.language.catalogue import CATALOGUE


def install(name: str, package: str) -> None:
    """Offer the game called `name`, whose parts are in `package`."""
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise LookupError(f"no package {package!r} for the game {name!r}")
    place(name, package)
    CATALOGUE.add(Path(spec.origin).parent / "words")


def remove(name: str) -> None:
    """Stop offering the game `name` (its words stay in the catalogue: keys of its own)."""
    unplace(name)
