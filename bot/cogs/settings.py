"""`/settings`: each player's own choices, remembered across tables and restarts.

The look of their pictures (one of the four themes, and contrast, grain and colour temperature
from 0 to 100 %, 50 % being the picture as drawn), whether each move asks to be confirmed, and
whether the move timer's warning pings them. A player's hand and deal pictures follow their own
look; a table's pictures in its channel follow its host's.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import parts
from bot.store.db import ChoiceRow
from bot.ui.frontend import FrontEnd
from bot.ui.pictures import example_picture
from bot.ui.safety import Refusal
from renderers.common.look import Look

THEME_TITLES = {
    "classic": "Classic felt",
    "dark": "Dark",
    "high-contrast": "High contrast",
    "four-colour": "Four-colour deck",
}
THEMES = [app_commands.Choice(name=title, value=name) for name, title in THEME_TITLES.items()]
Percent = app_commands.Range[int, 0, 100]

#: The example picture the answer shows, drawn in the look just chosen.
PREVIEW = ("bridge", "hand-declarer")


def describe(row: ChoiceRow, confirm: bool) -> str:
    """The player's settings as they read them."""
    return "\n".join(
        [
            f"Theme: {THEME_TITLES.get(row.theme, row.theme)}",
            f"Contrast {row.contrast}% · grain {row.grain}% · colour temperature {row.warmth}%"
            " (50% is the picture as drawn)",
            f"Confirm each move before it counts: {'on' if confirm else 'off'}",
            f"Ping me when my move timer is about to run out: {'on' if row.warnings else 'off'}",
        ]
    )


class SettingsCog(commands.Cog):
    def __init__(self, bot: FrontEnd) -> None:
        self.bot = bot

    @app_commands.command(name="settings")
    @app_commands.choices(theme=THEMES)
    @app_commands.rename(warmth="colour_temperature")
    async def settings(
        self,
        interaction: discord.Interaction,
        theme: str | None = None,
        contrast: Percent | None = None,
        grain: Percent | None = None,
        warmth: Percent | None = None,
        confirm: bool | None = None,
        timer_warning: bool | None = None,
        reset: bool = False,
    ) -> None:
        """Your settings: how your pictures look, confirming moves, the timer warning.

        Args:
            theme: The colours of your pictures.
            contrast: 0 to 100%; 50% is the picture as drawn, lower softer, higher crisper.
            grain: 0 to 100%; above 50% adds film grain, below 50% smooths the picture.
            warmth: 0 to 100%; below 50% cooler (bluer), above 50% warmer.
            confirm: Ask me to confirm each call and card before it counts.
            timer_warning: Ping me when my move timer is about to run out.
            reset: Put everything back as it was at first.
        """
        _, presenter = parts(self.bot)
        memory = presenter.memory
        user_id = interaction.user.id
        row = ChoiceRow(user_id) if reset else memory.settings_of(user_id)
        changed = any(v is not None for v in (theme, contrast, grain, warmth, timer_warning))
        row = ChoiceRow(
            user_id,
            row.theme if theme is None else theme,
            row.contrast if contrast is None else contrast,
            row.grain if grain is None else grain,
            row.warmth if warmth is None else warmth,
            row.warnings if timer_warning is None else timer_warning,
        )
        try:
            # Discord offers only the listed themes and 0-100, but a request may say anything.
            look = Look(row.theme, row.contrast, row.grain, row.warmth)
        except ValueError:
            raise Refusal("Choose one of the four themes, and percentages from 0 to 100.") from None
        if reset or changed:
            await memory.choose(row)
        if reset:
            memory.ask_to_confirm(user_id, False)
        if confirm is not None:
            memory.ask_to_confirm(user_id, confirm)
        heading = (
            "Your settings are saved."
            if reset or changed or confirm is not None
            else ("Your settings:")
        )
        text = f"{heading}\n{describe(row, user_id in memory.confirm_users)}"
        picture = await example_picture(*PREVIEW, look)
        await interaction.response.send_message(text, file=picture, ephemeral=True)
