"""Things found by a game's name: the games themselves, and beside them each game's front end,
pictures and commands. Each thing is registered by its own module when that module is
imported; the registry imports the module on first use (python-chess finds its variants the
same way, by name).

The product's games keep their parts in the layers they belong to (`bot.games.kaiser.game`,
`bot.ui.games.kaiser`, `renderers.kaiser`, `bot.cogs.kaiser`), found by a pattern per layer.
A game may instead live in one package of its own, with a module for each part named after
the part (`game`, `front_end`, `pictures`, `commands`) and its words in `words/<language>.ftl`:
`place` says where, and the game is offered beside the product's (see `bot.plugins`).
"""

from __future__ import annotations

import importlib
from typing import Generic, TypeVar

T = TypeVar("T")

#: Games that live in a package of their own: the game's name, and its package.
_PLACES: dict[str, str] = {}


def place(name: str, package: str) -> None:
    """Find the parts of the game `name` in `package` from now on."""
    _PLACES[name] = package


def unplace(name: str) -> None:
    """Stop offering the game `name` that `place` placed (its parts stay imported)."""
    _PLACES.pop(name, None)


def placed() -> tuple[str, ...]:
    """The games that live in packages of their own, in the order they were placed."""
    return tuple(_PLACES)


class Registry(Generic[T]):
    def __init__(self, what: str, module: str, part: str) -> None:
        #: What the registry holds, for the error: "game", "front end", "pictures".
        self._what = what
        #: The module that registers a product game's thing: "bot.games.{}.game".
        self._module = module
        #: The module that registers it in a game's own package: "game", "front_end".
        self._part = part
        self._things: dict[str, T] = {}

    def register(self, name: str, thing: T) -> None:
        self._things[name] = thing

    def module(self, name: str) -> str:
        """The module that holds (and registers) the thing of the game `name`."""
        package = _PLACES.get(name)
        return f"{package}.{self._part}" if package else self._module.format(name)

    def find(self, name: str) -> T:
        if name not in self._things:
            module = self.module(name)
            try:
                importlib.import_module(module)
            except ModuleNotFoundError as exc:
                # The game has no such module; a module that is there but fails is an error.
                if exc.name != module:
                    raise
        try:
            return self._things[name]
        except KeyError:
            raise LookupError(f"no {self._what} for a game called {name!r}") from None
