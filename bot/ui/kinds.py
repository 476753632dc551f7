"""A table's kind as players tell it apart at a glance: gold for casual, blue for ranked, red for
private, silver for a protected beta table (rule 2.10). The colour rims the table's picture and
marks it in its message and in `/tables`."""

from __future__ import annotations

from enum import Enum

from bot.tables.options import Mode, TableOptions

RGB = tuple[int, int, int]


class Kind(Enum):
    CASUAL = ("casual", (212, 170, 40), "🟨")
    RANKED = ("ranked", (45, 115, 235), "🟦")
    PRIVATE = ("private", (210, 45, 45), "🟥")
    SILVER = ("silver", (176, 184, 194), "⬜")

    def __init__(self, label: str, colour: RGB, mark: str) -> None:
        self.label = label
        self.colour = colour
        #: The square of the kind's colour that Discord shows in text.
        self.mark = mark


def kind_of(options: TableOptions) -> Kind:
    """Private shows first: who may sit matters more than how it is scored."""
    if options.private:
        return Kind.PRIVATE
    return {Mode.RANKED: Kind.RANKED, Mode.SILVER: Kind.SILVER}.get(options.mode, Kind.CASUAL)
