"""The /bridge commands: the shared table commands, with bridge's own `new` and `claim`."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs.again import play_again
from bot.cogs.common import parts
from bot.cogs.tables import (
    LANGUAGES,
    SEAT_CHOICES,
    SEAT_NAMES,
    GameTables,
    open_table,
    table_options,
)
from bot.games.bridge.formats import FormatKind
from bot.games.bridge.game import BRIDGE, CLAIM
from bot.games.bridge.options import BridgeRules, Declaring
from bot.games.bridge.play import TRICKS
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.scoring import Vulnerability
from bot.games.seats import Seat
from bot.tables.options import (
    MOVE_TIME_DEFAULT,
    MOVE_TIME_MAX,
    MOVE_TIME_MIN,
    Mode,
    RobotLevel,
)
from bot.ui.frontend import FrontEnd
from bot.ui.safety import Refusal, answer_privately, reader

FORMATS = [app_commands.Choice(name=f.label, value=f.value) for f in FormatKind]
VULNERABILITIES = [app_commands.Choice(name=v.choice, value=v.value) for v in Vulnerability]


def commands(bot: FrontEnd) -> GameTables:
    """The /bridge group: every table command, then bridge's own."""
    group = GameTables(bot, BRIDGE.name, BRIDGE.title)

    @group.command(name="new")
    @app_commands.choices(format=FORMATS, vulnerability=VULNERABILITIES, language=LANGUAGES)
    async def new(
        interaction: discord.Interaction,
        format: str = FormatKind.CHICAGO_4.value,
        system: BiddingSystem = BiddingSystem.NATURAL,
        mode: Mode = Mode.RANKED,
        private: bool = False,
        robots: RobotLevel = RobotLevel.BASIC,
        vulnerability: str = Vulnerability.NONE.value,
        move_time: app_commands.Range[int, MOVE_TIME_MIN, MOVE_TIME_MAX] = MOVE_TIME_DEFAULT,
        declaring: Declaring = Declaring.HUMAN_PARTNER,
        confirm: bool | None = None,
        language: str | None = None,
    ) -> None:
        """Open a bridge table in this channel; you sit South and host it.

        Args:
            format: Chicago (4 or 8 deals), a rubber, or a single deal.
            system: The robots' bidding system.
            mode: Ranked counts and is timed; casual allows undo; silver counts, and a loss
                never costs.
            private: Only players you invite may sit.
            robots: How strongly the robots play.
            vulnerability: Who is vulnerable (single deal only).
            move_time: Seconds each player has per move in ranked games.
            declaring: Who plays when a robot declares opposite you.
            confirm: Ask me to confirm each call and card before it counts (remembered).
            language: The language of the table's messages in this channel (each player's own
                messages follow their own language); the server's by default.
        """

        def rules() -> BridgeRules:
            return BridgeRules(
                format=FormatKind(format),
                vulnerability=Vulnerability(vulnerability),
                system=system,
                declaring=declaring,
            )

        options = table_options(BRIDGE.name, rules, mode, private, robots, move_time)
        await open_table(bot, interaction, options, confirm, language)

    @group.command(name="again")
    @app_commands.choices(seat=SEAT_CHOICES)
    async def again(
        interaction: discord.Interaction,
        table: app_commands.Range[int, 1],
        game: app_commands.Range[int, 1],
        deal: app_commands.Range[int, 1],
        seat: str = Seat.SOUTH.value,
    ) -> None:
        """Play a finished deal again at a casual table of your own, robots in the other seats.

        Args:
            table: The deal's table, as /bridge history numbers it.
            game: The deal's game at that table.
            deal: The deal's number in that game.
            seat: Where you sit; South unless you say.
        """
        chosen = SEAT_NAMES.get(seat.strip().lower())
        if chosen is None:
            raise Refusal("table-choose-seat")
        await play_again(bot, interaction, BRIDGE.name, table, game, deal, chosen)

    @group.command(name="claim")
    async def claim(
        interaction: discord.Interaction, tricks: app_commands.Range[int, 0, TRICKS]
    ) -> None:
        """Claim some of the remaining tricks for your side; the opponents agree or play on.

        Args:
            tricks: How many of the tricks still to play your side takes.
        """
        service, _ = parts(bot)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table_id = await group.here(interaction)
        version = service.reader.summary(table_id).version
        # The claimer's hand message then shows the claim as the others see it (its notice).
        await service.act(table_id, interaction.user.id, version, f"{CLAIM}{tricks}")
        await answer_privately(interaction, reader(interaction)("table-claim-sent", tricks=tricks))

    return group
