"""Slash commands: read the options, ask the table service, present the answer."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.client import CardTableBot


async def load_cogs(bot: CardTableBot) -> None:
    from bot.cogs import table_controls
    from bot.cogs.bridge import BridgeCog
    from bot.cogs.server import ServerCog

    table_controls.register(bot)
    await bot.add_cog(BridgeCog(bot))
    await bot.add_cog(ServerCog(bot))
