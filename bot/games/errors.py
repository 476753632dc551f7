"""Typed errors the rules raise. An action that raises one has changed nothing."""

from __future__ import annotations


class RuleError(Exception):
    """An action the rules do not allow. The message is fit to show the player in English;
    `key` names the same message in the catalogue (bot.language), with `values` for its
    placeables, so the front end can say it in each reader's language. The rules themselves
    speak no language, so they only name it."""

    #: The catalogue's name for a class whose message never varies.
    key: str | None = None

    def __init__(self, message: str = "", *, key: str | None = None, **values: str | int) -> None:
        super().__init__(message)
        if key is not None:
            self.key = key
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
