"""The /kaiser commands: the shared table commands, with Kaiser's own `new` and its house rules."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs.tables import LANGUAGES, GameTables, open_table, table_options
from bot.games.kaiser.game import KAISER
from bot.games.kaiser.rules import (
    DEFAULT_RULES,
    FREEZES,
    MIN_BIDS,
    MINUS_CARDS,
    TARGETS,
    RuleConfig,
)
from bot.tables.options import (
    MOVE_TIME_DEFAULT,
    MOVE_TIME_MAX,
    MOVE_TIME_MIN,
    Mode,
    RobotLevel,
)
from bot.ui.frontend import FrontEnd
from bot.ui.safety import Refusal

NO_FREEZE = "none"

MIN_BID_CHOICES = [app_commands.Choice(name=str(n), value=n) for n in sorted(MIN_BIDS)[::-1]]
FREEZE_CHOICES = [
    app_commands.Choice(name=f"at {f}" if f else "no freeze", value=str(f) if f else NO_FREEZE)
    for f in sorted(FREEZES, key=lambda f: -(f or 0))
]
MINUS_CHOICES = [app_commands.Choice(name=c.label, value=str(c)) for c in MINUS_CARDS]


def house_rules(
    min_bid: int, freeze: str, target: int, minus_card: str, no_trump_doubles: bool,
    dealer_may_equal: bool,
) -> RuleConfig:  # fmt: skip
    """The house rules chosen, read strictly: anything the rule book does not list is refused."""
    if freeze != NO_FREEZE and not freeze.isdecimal():
        # Discord offers only the listed freezes; a forged one is no option at all.
        raise Refusal(key="table-bad-option")
    try:
        return RuleConfig.from_json(
            {
                "min_bid": min_bid,
                "freeze": None if freeze == NO_FREEZE else int(freeze),
                "target": target,
                "minus_card": minus_card,
                "no_trump_doubles": no_trump_doubles,
                "dealer_may_equal": dealer_may_equal,
            }
        )
    except ValueError as exc:
        raise Refusal(
            key="kaiser-rules-clash",
            why=str(exc),
        ) from exc


def commands(bot: FrontEnd) -> GameTables:
    """The /kaiser group: every table command, then Kaiser's own `new`."""
    group = GameTables(bot, KAISER.name, KAISER.title)

    @group.command(name="new")
    @app_commands.choices(min_bid=MIN_BID_CHOICES)
    @app_commands.choices(freeze=FREEZE_CHOICES, minus_card=MINUS_CHOICES, language=LANGUAGES)
    async def new(
        interaction: discord.Interaction,
        mode: Mode = Mode.RANKED,
        private: bool = False,
        robots: RobotLevel = RobotLevel.BASIC,
        move_time: app_commands.Range[int, MOVE_TIME_MIN, MOVE_TIME_MAX] = MOVE_TIME_DEFAULT,
        min_bid: int = DEFAULT_RULES.min_bid,
        freeze: str = str(DEFAULT_RULES.freeze),
        target: app_commands.Range[int, TARGETS.start, TARGETS.stop - 1] = DEFAULT_RULES.target,
        minus_card: str = str(DEFAULT_RULES.minus_card),
        no_trump_doubles: bool = DEFAULT_RULES.no_trump_doubles,
        dealer_may_equal: bool = DEFAULT_RULES.dealer_may_equal,
        confirm: bool | None = None,
        language: str | None = None,
    ) -> None:
        """Open a Kaiser table in this channel; you sit South and host it.

        Args:
            mode: Ranked counts and is timed; casual allows undo; silver counts, and a loss
                never costs.
            private: Only players you invite may sit.
            robots: How strongly the robots play.
            move_time: Seconds each player has per move in ranked games.
            min_bid: The lowest bid (7 by the book; some play from 6).
            freeze: A team at this score or more scores only while holding the bid.
            target: The score that wins the game (its negative loses it).
            minus_card: The card worth −3: the 3♠, or the 3♣ in groups that play with it.
            no_trump_doubles: A no-trump bid doubles what the bidders win or lose.
            dealer_may_equal: The dealer may take the bid by equalling the high bid.
            confirm: Ask me to confirm each bid and card before it counts (remembered).
            language: The language of the table's messages in this channel (each player's own
                messages follow their own language); the server's by default.
        """
        rules = house_rules(min_bid, freeze, target, minus_card, no_trump_doubles,
                            dealer_may_equal)  # fmt: skip
        options = table_options(KAISER.name, lambda: rules, mode, private, robots, move_time)
        await open_table(bot, interaction, options, confirm, language)

    return group
