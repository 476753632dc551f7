"""Which answer fits which interaction, and when (Discord's receiving-and-responding reference).

A slash command is answered with a message (4), a "thinking" message (5) or a modal (9); a
component click also by updating its message (7) or acknowledging it to update later (6); an
autocomplete only with choices (8); a modal's submission like a click, but with no modal, and
(6, 7) only when the modal came from a message's component. One answer an interaction, within
three seconds of it; follow-ups after the answer, for fifteen minutes.
"""

from __future__ import annotations

from tests.fake_discord.rules import Refusal

ANSWER_WITHIN = 3.0

PING, COMMAND, COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
PONG, MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 1, 4, 5, 6, 7
CHOICES, MODAL = 8, 9

FITTING: dict[int, frozenset[int]] = {
    PING: frozenset({PONG}),
    COMMAND: frozenset({MESSAGE, DEFERRED_MESSAGE, MODAL}),
    COMPONENT: frozenset({MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL}),
    AUTOCOMPLETE: frozenset({CHOICES}),
    MODAL_SUBMIT: frozenset({MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE}),
}


def unfitting(interaction: int, answer: object, *, on_message: bool) -> Refusal | None:
    """Why Discord refuses `answer` to an interaction of type `interaction` (None: it fits).
    `on_message`: the interaction came from a message (a click, or a modal opened by one)."""
    if not isinstance(answer, int) or answer not in FITTING.get(interaction, frozenset()):
        return Refusal(f"callback type {answer!r} does not answer an interaction of type "
                       f"{interaction}")  # fmt: skip
    if answer in (DEFERRED_UPDATE, UPDATE_MESSAGE) and not on_message:
        return Refusal(f"callback type {answer} needs the message the interaction came from")
    return None
