"""Things found by a game's name: the games themselves, and beside them each game's front end
and pictures. Each thing is registered by its own module when that module is imported; the
registry imports the module on first use, from a module name pattern and the game's name
(python-chess finds its variants the same way, by name)."""

from __future__ import annotations

import importlib
from typing import Generic, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    def __init__(self, what: str, module: str) -> None:
        #: What the registry holds, for the error: "game", "front end", "pictures".
        self._what = what
        #: The module that registers a game's thing: "bot.games.{}.game".
        self._module = module
        self._things: dict[str, T] = {}

    def register(self, name: str, thing: T) -> None:
        self._things[name] = thing

    def find(self, name: str) -> T:
        if name not in self._things:
            module = self._module.format(name)
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
