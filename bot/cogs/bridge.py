"""The /bridge commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.rules import BRIDGE_RULES

if TYPE_CHECKING:
    from bot.client import CardTableBot


class BridgeCog(commands.GroupCog, group_name="bridge", group_description="Contract bridge tables"):
    def __init__(self, bot: CardTableBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """The rules of contract bridge, briefly."""
        await interaction.response.send_message(BRIDGE_RULES, ephemeral=True)
