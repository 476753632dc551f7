"""Topper's front end: its hand message and its buttons, in the words of its own catalogue
files (words/<language>.ftl)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.hints import Hint
from bot.games.seats import Side
from bot.language import Words
from bot.ui.games import PLAIN, GameAdapter, HandPrompt, RecordPost, register
from bot.ui.hand_buttons import card_buttons, confirm_controls, hand_line
from renderers.common.vocabulary import seat_name
from tests.third_game.game import TOPPER, PublicView, Record, SeatView
from tests.third_game.rules import Rules, read_result

Item = discord.ui.Item[Any]


class TopperFrontEnd:
    def rules_text(self, words: Words) -> str:
        return words("topper-rules")

    def describe(self, rules: Rules, words: Words) -> str:
        return words("topper-describe")

    def hand_text(
        self,
        own: SeatView,
        heading: str,
        acting: SeatView | None,
        words: Words,
        prompt: HandPrompt = PLAIN,
    ) -> str:
        turn = own.public.turn
        if turn is own.seat:
            asked = words("topper-your-turn")
        else:
            asked = "" if turn is None else words("topper-waiting", seat=seat_name(words, turn))
        return "\n".join(filter(None, (heading, hand_line(own.hand, words), asked)))

    def hand_controls(
        self,
        view: SeatView,
        table: str,
        version: int,
        prompt: HandPrompt,
        *,
        confirm_first: bool,
        words: Words,
    ) -> list[Item]:
        if prompt.confirm is not None:
            label = self.move_label(view, prompt.confirm, words)
            return confirm_controls(table, version, prompt.confirm, label, words)
        if view.public.turn is not view.seat:
            return []
        return card_buttons(view.legal, table, version, confirm_first, words)

    def move_label(self, view: SeatView, move: str, words: Words) -> str:
        return words("topper-play", card=move)

    def acting_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        return own

    def picture_view(self, views: Sequence[SeatView], own: SeatView) -> SeatView:
        return own

    def record_post(self, record: Record, exports: dict[str, str]) -> RecordPost:
        return RecordPost(None, tuple(sorted(exports.items())))

    def result_words(self, record: Record, words: Words) -> str:
        return self.said_result(record.result_text, words)

    def said_result(self, text: str, words: Words) -> str:
        try:
            ns, ew = read_result(text)
        except ValueError:
            return text
        return words("topper-result", ns=ns, ew=ew)

    def calls_explained(self, view: PublicView, words: Words | None = None) -> str | None:
        return None

    def auction_review(self, view: PublicView, words: Words) -> str | None:
        return None  # Topper has no auction

    def lasting_controls(
        self, view: SeatView, table: str, version: int, words: Words
    ) -> list[Item]:
        return []

    def hint_text(self, view: SeatView, hint: Hint, words: Words) -> str:
        return words("hint-advice", move=str(hint.action.card))

    def analysed(self, record: Record) -> Record:
        return record

    def par_text(self, record: Record, words: Words) -> str | None:
        return None

    def lesson_text(self, record: Record, side: Side, words: Words) -> str | None:
        """No solver judges Topper's deals: the hand message says only that the deal is over."""
        return None


FRONT_END: GameAdapter[Rules, PublicView, SeatView, Record] = TopperFrontEnd()
register(TOPPER.name, FRONT_END)
