"""The /bridge commands: open a table, take a seat, start, play the administrative moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import display_name, parts, table_here
from bot.cogs.rules import BRIDGE_RULES
from bot.games.bridge.formats import FormatKind
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.scoring import Vulnerability
from bot.games.seats import SEATS, Seat
from bot.tables.options import (
    MOVE_TIME_DEFAULT,
    MOVE_TIME_MAX,
    MOVE_TIME_MIN,
    Declaring,
    Mode,
    RobotLevel,
    TableOptions,
)
from bot.tables.table import Status
from bot.ui.delivery import Outcome
from bot.ui.pictures import text_file
from bot.ui.records import deal_record, record_files
from bot.ui.safety import Refusal

if TYPE_CHECKING:
    from bot.client import CardTableBot

FORMATS = [
    app_commands.Choice(name="Chicago, 4 deals", value=FormatKind.CHICAGO_4.value),
    app_commands.Choice(name="Chicago, 8 deals", value=FormatKind.CHICAGO_8.value),
    app_commands.Choice(name="Rubber", value=FormatKind.RUBBER.value),
    app_commands.Choice(name="One deal", value=FormatKind.SINGLE.value),
]
VULNERABILITIES = [app_commands.Choice(name=v.choice, value=v.value) for v in Vulnerability]
SEAT_CHOICES = [app_commands.Choice(name=s.title, value=s.value) for s in SEATS]
SEAT_NAMES = {**{s.value.lower(): s for s in SEATS}, **{s.title.lower(): s for s in SEATS}}


@app_commands.guild_only()
class BridgeCog(commands.GroupCog, group_name="bridge", group_description="Contract bridge tables"):
    def __init__(self, bot: CardTableBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new")
    @app_commands.choices(format=FORMATS, vulnerability=VULNERABILITIES)
    async def new(
        self,
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
    ) -> None:
        """Open a bridge table in this channel; you sit South and host it.

        Args:
            format: Chicago (4 or 8 deals), a rubber, or a single deal.
            system: The robots' bidding system.
            mode: Ranked games count and have a move timer; casual games allow undo.
            private: Only players you invite may sit.
            robots: How strongly the robots play.
            vulnerability: Who is vulnerable (single deal only).
            move_time: Seconds each player has per move in ranked games.
            declaring: Who plays when a robot declares opposite you.
            confirm: Ask me to confirm each call and card before it counts (remembered).
        """
        service, presenter = parts(self.bot)
        try:
            options = TableOptions(
                format=FormatKind(format),
                vulnerability=Vulnerability(vulnerability),
                system=system,
                mode=mode,
                private=private,
                level=robots,
                declaring=declaring,
                move_time=move_time,
            )
        except ValueError as exc:
            raise Refusal("That is not a table option I know.") from exc
        guild_id = interaction.guild_id
        channel_id = interaction.channel_id
        if guild_id is None or channel_id is None:
            raise Refusal("Tables are opened in a server channel.")
        if confirm is not None:
            presenter.ask_to_confirm(interaction.user.id, confirm)
        table_id = await service.open_table(
            guild_id, channel_id, interaction.user.id, display_name(interaction.user), options
        )
        presenter.allow_thread(table_id, interaction.app_permissions)
        message, version = await presenter.table_message(table_id)
        response = await interaction.response.send_message(**message)
        if response.message_id is not None:
            presenter.adopt(table_id, channel_id, response.message_id, version)

    @app_commands.command(name="join")
    async def join(
        self, interaction: discord.Interaction, seat: str | None = None, confirm: bool | None = None
    ) -> None:
        """Take a seat at this channel's table (or come back to yours).

        Args:
            seat: The seat you want; the first empty one if you leave it out.
            confirm: Ask me to confirm each call and card before it counts (remembered).
        """
        service, presenter = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        summary = service.summary(table_id)
        user = interaction.user
        if confirm is not None:
            presenter.ask_to_confirm(user.id, confirm)
        if summary.status is Status.LIVE and presenter.own_seat(table_id, user.id) is not None:
            await service.come_back(table_id, user.id, summary.version)
            await interaction.response.send_message("Welcome back: your seat is yours again.",
                                                    ephemeral=True)  # fmt: skip
            presenter.refresh_hand(table_id, user.id)
            return
        if seat is None:
            free = [s for s in (Seat.NORTH, Seat.EAST, Seat.WEST, Seat.SOUTH)
                    if summary.seats[s] is None]  # fmt: skip
            if not free:
                raise Refusal("Every seat at this table is taken.")
            chosen = free[0]
        else:
            # Autocomplete only suggests; whatever was typed is checked here, strictly.
            chosen_or_none = SEAT_NAMES.get(seat.strip().lower())
            if chosen_or_none is None:
                raise Refusal("Choose North, East, South or West.")
            chosen = chosen_or_none
        await service.sit(table_id, user.id, display_name(user), summary.version, chosen)
        await interaction.response.send_message(f"You sit {chosen.title}.", ephemeral=True)

    @join.autocomplete("seat")
    async def free_seats(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        """The seats still free at this channel's table (answered from memory: no deferring)."""
        service = self.bot.service
        channel_id = interaction.channel_id
        table_id = service.table_in(channel_id) if service and channel_id else None
        if service is None or table_id is None:
            return SEAT_CHOICES
        seats = service.summary(table_id).seats
        return [
            app_commands.Choice(name=f"{s.title} (free)", value=s.value)
            for s in SEATS
            if seats[s] is None and s.title.lower().startswith(typed.strip().lower())
        ]

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's table (in a ranked game, leaving early counts as a loss)."""
        service, _ = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await service.leave(table_id, interaction.user.id, service.summary(table_id).version)
        await interaction.response.send_message("You left the table.", ephemeral=True)

    @app_commands.command(name="start")
    async def start(self, interaction: discord.Interaction) -> None:
        """Start the game; robots take the empty seats (host only)."""
        service, _ = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await service.start(table_id, interaction.user.id, service.summary(table_id).version)
        await interaction.response.send_message("The game is on; your hand is on its way.",
                                                ephemeral=True)  # fmt: skip

    @app_commands.command(name="close")
    async def close(self, interaction: discord.Interaction) -> None:
        """Close this channel's table (host only; not while others play)."""
        service, _ = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await service.close(table_id, interaction.user.id, service.summary(table_id).version)
        await interaction.response.send_message("The table is closed.", ephemeral=True)

    @app_commands.command(name="hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        """Send me my hand again (by DM, or here privately if I cannot DM you)."""
        _, presenter = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        hand = presenter.hand_message(table_id, interaction.user.id)
        delivery = self.bot.delivery
        if not delivery.is_closed(interaction.user.id):
            sent = await delivery.send(interaction.user.id, **await hand.as_new())
            if sent.outcome is Outcome.SENT:
                assert sent.channel_id is not None and sent.message_id is not None
                presenter.mark_hand_shown(table_id, interaction.user.id, sent.channel_id,
                                          sent.message_id, hand)  # fmt: skip
                await interaction.followup.send("Your hand is in your DMs.", ephemeral=True)
                return
        await interaction.followup.send(**await hand.as_new(), ephemeral=True)
        presenter.keep_ephemeral(table_id, interaction.user.id, interaction)

    @app_commands.command(name="claim")
    async def claim(
        self, interaction: discord.Interaction, tricks: app_commands.Range[int, 0, 13]
    ) -> None:
        """Claim some of the remaining tricks for your side; the opponents agree or play on.

        Args:
            tricks: How many of the tricks still to play your side takes.
        """
        service, _ = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await service.claim(table_id, interaction.user.id, service.summary(table_id).version,
                            tricks)  # fmt: skip
        await interaction.response.send_message(
            f"You claim {tricks} of the remaining tricks; the opponents decide.", ephemeral=True
        )

    @app_commands.command(name="undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Ask to take back your last call or card (casual games; the opponents must agree)."""
        service, _ = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await service.ask_undo(table_id, interaction.user.id, service.summary(table_id).version)
        await interaction.response.send_message("Undo asked.", ephemeral=True)

    @app_commands.command(name="rematch")
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Agree to play another game with the same seats."""
        service, _ = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await service.rematch(table_id, interaction.user.id, service.summary(table_id).version)
        await interaction.response.send_message(
            "You are in for a rematch; it starts when every player agrees.", ephemeral=True
        )

    @app_commands.command(name="invite")
    async def invite(self, interaction: discord.Interaction, player: discord.User) -> None:
        """Let a player sit at your private table (host only).

        Args:
            player: Who may sit.
        """
        service, _ = parts(self.bot)
        table_id = await table_here(self.bot, interaction)
        await service.invite(table_id, interaction.user.id, service.summary(table_id).version,
                             player.id)  # fmt: skip
        await interaction.response.send_message(f"{player.mention} may now sit.", ephemeral=True)

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """The rules of contract bridge, briefly."""
        await interaction.response.send_message(BRIDGE_RULES, ephemeral=True)

    @app_commands.command(name="history")
    async def history(self, interaction: discord.Interaction) -> None:
        """Your recent deals in this server, as records you can replay (PBN)."""
        store = self.bot.store
        if store is None or interaction.guild_id is None:
            raise Refusal("There is no history to show here.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        rows = await store.fetch(
            "SELECT d.table_id, d.game_no, d.deal_no, d.result, d.pbn FROM deals d"
            " JOIN tables t ON t.id = d.table_id"
            " WHERE t.guild_id = ? AND d.table_id IN"
            " (SELECT table_id FROM events WHERE user_id = ? AND kind IN ('Opened', 'Sat'))"
            " ORDER BY d.at DESC LIMIT 5",
            (interaction.guild_id, interaction.user.id),
        )
        if not rows:
            await interaction.followup.send("You have no finished deals here yet.", ephemeral=True)
            return
        lines = ["Your last deals, newest first:"]
        exports = []
        latest = None
        for table_id, game_no, deal_no, result, pbn in rows:
            lines.append(f"Table {table_id}, game {game_no}, deal {deal_no}: {result}")
            record = deal_record(str(pbn))
            if record is not None:
                exports.append(record.pbn)
                latest = latest or (record, f"table-{table_id}-g{game_no}-d{deal_no}")
        files = [text_file("\r\n".join(exports), "my-deals.pbn")] if exports else []
        if latest is not None:
            record, stem = latest
            lines.append(f"[Replay the newest]({record.link})")
            files = [*await record_files(record, stem), *files]
        await interaction.followup.send(
            "\n".join(lines), files=files, ephemeral=True, suppress_embeds=True
        )
