"""Typed errors the rules raise. An action that raises one has changed nothing."""

from __future__ import annotations


class RuleError(Exception):
    """An action the rules do not allow. The message is fit to show the player."""


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
