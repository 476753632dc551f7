"""Typed errors the rules raise. An action that raises one has changed nothing."""

from __future__ import annotations


class RuleError(Exception):
    """An action the rules do not allow. The rules speak no language, so a refusal only names
    what it says: `key`, its message in the catalogue (bot.language), and `values` for the
    message's placeables; the front end says it in each reader's language, English included.

    Its text (`str`) is the key alone: a refusal's values may name a hidden card, and the text
    is what a log would show."""

    #: The catalogue's name for a class whose message never varies.
    key: str = ""

    def __init__(self, key: str | None = None, **values: str | int) -> None:
        if key is not None:
            self.key = key
        if not self.key:
            raise TypeError(f"{type(self).__name__} names no message of the catalogue")
        super().__init__(self.key)
        self.values = values


class NotYourTurn(RuleError):
    pass


class IllegalCall(RuleError):
    pass


class IllegalCard(RuleError):
    pass


class WrongPhase(RuleError):
    """The action belongs to another phase of the deal (a card during the auction, say)."""


class IllegalClaim(RuleError):
    pass
