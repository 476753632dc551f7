"""A cache that rendering threads share: read without a lock, each entry made once under one."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LockedCache(Generic[K, V]):
    """Entries are never changed once stored, so readers need no lock.

    Past `limit` entries new values are made but not kept, which bounds memory when a caller
    asks for many distinct sizes.
    """

    def __init__(self, make: Callable[[K], V], limit: int = 2048) -> None:
        self._make = make
        self._limit = limit
        self._items: dict[K, V] = {}
        self._lock = threading.Lock()

    def get(self, key: K, make: Callable[[], V] | None = None) -> V:
        """The entry for `key`, made by `make` if given, else by the cache's own function."""
        found = self._items.get(key)
        if found is not None:
            return found
        with self._lock:
            found = self._items.get(key)
            if found is None:
                found = make() if make is not None else self._make(key)
                if len(self._items) < self._limit:
                    self._items[key] = found
            return found
