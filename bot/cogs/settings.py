"""`/settings`: each player's own choices, remembered across tables and restarts.

The look of their pictures (one of the four themes, and contrast, grain and colour temperature
from 0 to 100 %, 50 % being the picture as drawn), whether each move asks to be confirmed,
whether the move timer's warning pings them, and the language the bot speaks to them. A
player's hand and deal pictures follow their own look; a table's pictures in its channel
follow its host's.
"""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import parts
from bot.cogs.tables import LANGUAGES
from bot.language import Language, Words
from bot.store.rows import ChoiceRow
from bot.ui.frontend import FrontEnd
from bot.ui.pictures import example_picture
from bot.ui.safety import Refusal
from renderers.common.look import Look

#: The themes as the command offers them (the Translator names them in other languages).
THEMES = [
    app_commands.Choice(name="Classic felt", value="classic"),
    app_commands.Choice(name="Dark", value="dark"),
    app_commands.Choice(name="High contrast", value="high-contrast"),
    app_commands.Choice(name="Four-colour deck", value="four-colour"),
]
THEME_NAMES = {choice.value for choice in THEMES}
Percent = app_commands.Range[int, 0, 100]

#: The example picture the answer shows, drawn in the look just chosen.
PREVIEW = ("bridge", "hand-declarer")


def describe(row: ChoiceRow, confirm: bool, words: Words) -> str:
    """The player's settings as they read them, in their language."""
    theme = words(f"theme-{row.theme}") if row.theme in THEME_NAMES else row.theme
    language = words.language.title
    return "\n".join(
        [
            words("settings-theme", theme=theme),
            words("settings-look", contrast=row.contrast, grain=row.grain, warmth=row.warmth),
            words("settings-confirm", on=words("on" if confirm else "off")),
            words("settings-warnings", on=words("on" if row.warnings else "off")),
            words("settings-language", language=language)
            if row.language
            else words("settings-language-unchosen", language=language),
        ]
    )


class SettingsCog(commands.Cog):
    def __init__(self, bot: FrontEnd) -> None:
        self.bot = bot

    @app_commands.command(name="settings")
    @app_commands.choices(theme=THEMES, language=LANGUAGES)
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
        language: str | None = None,
        reset: bool = False,
    ) -> None:
        """Your settings: how your pictures look, confirming moves, the timer warning, language.

        Args:
            theme: The colours of your pictures.
            contrast: 0 to 100%; 50% is the picture as drawn, lower softer, higher crisper.
            grain: 0 to 100%; above 50% adds film grain, below 50% smooths the picture.
            warmth: 0 to 100%; below 50% cooler (bluer), above 50% warmer.
            confirm: Ask me to confirm each call and card before it counts.
            timer_warning: Ping me when my move timer is about to run out.
            language: The language I speak to you, in messages, buttons and pictures.
            reset: Put everything back as it was at first.
        """
        _, presenter = parts(self.bot)
        memory = presenter.memory
        user_id = interaction.user.id
        row = ChoiceRow(user_id) if reset else memory.settings_of(user_id)
        changed = any(
            v is not None for v in (theme, contrast, grain, warmth, timer_warning, language)
        )
        if language is not None and Language.parse(language) is None:
            # Discord offers only the listed languages, but a request may say anything.
            raise Refusal("settings-bad-language")
        row = ChoiceRow(
            user_id,
            row.theme if theme is None else theme,
            row.contrast if contrast is None else contrast,
            row.grain if grain is None else grain,
            row.warmth if warmth is None else warmth,
            row.warnings if timer_warning is None else timer_warning,
            row.language if language is None else language,
        )
        try:
            look = Look(row.theme, row.contrast, row.grain, row.warmth)
        except ValueError:
            raise Refusal("settings-bad-look") from None
        if reset or changed:
            await memory.choose(row)
        if reset:
            memory.ask_to_confirm(user_id, False)
        if confirm is not None:
            memory.ask_to_confirm(user_id, confirm)
        words = memory.words_for(user_id)
        heading = words(
            "settings-saved" if reset or changed or confirm is not None else "settings-yours"
        )
        text = f"{heading}\n{describe(row, user_id in memory.confirm_users, words)}"
        # The preview speaks the language just chosen, as the player's own pictures will.
        picture = await example_picture(*PREVIEW, replace(look, language=words.language))
        await interaction.response.send_message(text, file=picture, ephemeral=True)
