"""The table commands every game has, written once: `/<game> join`, `leave`, `start`, `close`,
`hand`, `undo`, `rematch`, `invite`, `rules` and `history`.

Each game gets its own command group (`/bridge`, `/kaiser`) built from `GameTables`; the game's
own cog adds `new` with the game's options, and any command only that game has. Opening a table
goes through `open_table`, which every game's `new` calls with its options.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.cogs.common import (
    display_name,
    is_moderator,
    parts,
    private_thread,
    table_here,
)
from bot.games.game import find_game
from bot.games.seats import SEATS, Seat
from bot.language import Language, choose
from bot.tables.errors import ChannelHasTable
from bot.tables.events import Closer
from bot.tables.options import Mode, Opening, RobotLevel, TableOptions
from bot.tables.status import Status
from bot.ui import access
from bot.ui.components import ButtonControl, controls_view
from bot.ui.custom_ids import Act, ControlId
from bot.ui.frontend import FrontEnd
from bot.ui.games import adapter_for
from bot.ui.layout import as_new
from bot.ui.pictures import text_file
from bot.ui.records import record_message
from bot.ui.safety import Refusal, answer_privately, reader
from renderers.common.vocabulary import seat_name

SEAT_CHOICES = [app_commands.Choice(name=s.title, value=s.value) for s in SEATS]
SEAT_NAMES = {**{s.value.lower(): s for s in SEATS}, **{s.title.lower(): s for s in SEATS}}

#: How many of a player's finished deals `history` gathers.
HISTORY_DEALS = 5

#: A player's latest finished deals in a server's game: from the tables they sat at (CROSS
#: JOIN keeps that order, so the server's other tables are never read).
HISTORY_QUERY = (
    "SELECT d.table_id, d.game_no, d.deal_no, d.result"
    " FROM (SELECT DISTINCT table_id FROM events WHERE user_id = ? AND kind IN ('Opened', 'Sat'))"
    " AS mine CROSS JOIN tables t ON t.id = mine.table_id CROSS JOIN deals d ON d.table_id = t.id"
    " WHERE t.guild_id = ? AND t.game = ?"
    " ORDER BY d.at DESC, d.table_id DESC, d.game_no DESC, d.deal_no DESC LIMIT ?"
)


def table_options(
    game: str,
    rules: Callable[[], Any],
    mode: Mode,
    private: bool,
    level: RobotLevel,
    move_time: int,
) -> TableOptions:
    """The options of a game's `new` command, each checked: the game's rules (built by `rules`)
    and the table's own. A value Discord would not have offered is refused privately."""
    try:
        return TableOptions(
            game=game, rules=rules(), mode=mode, private=private, level=level,
            move_time=move_time,
        )  # fmt: skip
    except ValueError as exc:
        raise Refusal(key="table-bad-option") from exc


#: Each language under its own name, so a reader finds theirs whatever their client shows.
LANGUAGES = [app_commands.Choice(name=lang.title, value=lang.code) for lang in Language]


async def open_table(
    bot: FrontEnd,
    interaction: discord.Interaction,
    options: TableOptions,
    confirm: bool | None,
    language: str | None = None,
) -> None:
    """Open a table of `options` in the channel the command came from; its opener sits South
    and hosts. The answer to the command (deferred at once) is the table's gathering message.
    The table speaks `language` in its channel, else the server's language where the bot
    speaks it."""
    service, presenter = parts(bot)
    if language is not None and Language.parse(language) is None:
        # Discord offers only the listed languages, but a request may say anything.
        raise Refusal("settings-bad-language")
    speaks = Language.parse(language) or choose(None, interaction.guild_locale)
    options = replace(options, language=speaks.code)
    guild_id = interaction.guild_id
    channel_id = interaction.channel_id
    if guild_id is None or channel_id is None:
        raise Refusal("table-in-a-channel")
    if confirm is not None:
        presenter.memory.ask_to_confirm(interaction.user.id, confirm)
    channel = interaction.channel
    parent_id = channel.parent_id if isinstance(channel, discord.Thread) else None
    owner = presenter.memory.table_of_room(channel_id)
    if owner is not None:
        raise Refusal("table-thread-taken", table=owner)
    in_thread = isinstance(channel, discord.Thread)
    if options.private and in_thread:
        raise Refusal("table-private-needs")
    can = interaction.app_permissions
    if options.private:
        lacking = access.for_private_tables(can)
    else:
        lacking = access.missing(can, access.to_play(in_thread=in_thread))
    if lacking:
        raise Refusal("table-bot-needs", needs=access.listed(reader(interaction), lacking))
    # What would refuse the table is refused before the answer, which is public from then on.
    opening = Opening(guild_id, channel_id, interaction.user.id, display_name(interaction.user),
                      options, parent_id)  # fmt: skip
    if service.reader.table_in(channel_id) is not None:
        raise ChannelHasTable()
    service.openings.check([opening])
    if options.private:
        await interaction.response.defer(ephemeral=True, thinking=True)
    else:
        await interaction.response.defer(thinking=True)
    try:
        table_id = await service.open_table(
            guild_id, channel_id, interaction.user.id, display_name(interaction.user), options,
            parent_id=parent_id,
        )  # fmt: skip
    except Exception:
        if not options.private:
            # The channel saw "thinking…": the refusal that follows is for the user alone.
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
        raise
    tables = presenter.tables
    if options.private:
        await _open_private(bot, interaction, table_id, channel_id)
        return
    tables.allow_thread(table_id, can)
    message, version = await tables.message(table_id)
    # The "thinking…" answer becomes the gathering message (an edit may lay it out anew).
    sent = await interaction.edit_original_response(**message)
    tables.adopt(table_id, channel_id, sent.id, version)
    no_thread = [] if in_thread else access.missing(can, access.FOR_A_THREAD)
    if no_thread:
        words = reader(interaction)
        await interaction.followup.send(
            words("table-no-thread", needs=access.listed(words, no_thread)), ephemeral=True
        )


async def _open_private(
    bot: FrontEnd, interaction: discord.Interaction, table_id: int, channel_id: int
) -> None:
    """The private table's thread, with its host in it, holds the gathering message; the
    command's answer, for the host alone, points there. Invited players are added as they
    are invited (rule 1.10)."""
    service, presenter = parts(bot)
    host = interaction.user.id
    try:
        room = await private_thread(bot, channel_id, f"Table {table_id} (private)", host)
    except discord.HTTPException:
        await service.close(table_id, host, None)
        await interaction.followup.send(reader(interaction)("table-private-needs"), ephemeral=True)
        return
    presenter.memory.rooms[table_id] = room
    presenter.memory.room_moved(table_id)
    tables = presenter.tables
    message, version = await tables.message(table_id)
    sent = await bot.get_partial_messageable(room).send(**as_new(message))
    tables.adopt(table_id, room, sent.id, version)
    game = service.reader.summary(table_id).options.game
    await interaction.followup.send(
        reader(interaction)("table-private-opened", table=table_id, room=f"<#{room}>", game=game),
        ephemeral=True,
    )


async def _acknowledge(interaction: discord.Interaction) -> None:
    """Answer a command at once, for the user alone ("thinking…"); the words follow when the
    work is done (see `answer_privately`), so nothing it waits for keeps Discord waiting."""
    await interaction.response.defer(ephemeral=True, thinking=True)


def wanted_keys(rows: list[Any]) -> list[tuple[int, int, int]]:
    """The deals of the history's rows: table, match and deal, newest first."""
    return [(int(r[0]), int(r[1]), int(r[2])) for r in rows]


class GameTables(app_commands.Group):
    """The shared table commands, as one game's command group."""

    def __init__(self, bot: FrontEnd, game: str, title: str) -> None:
        super().__init__(name=game, description=f"{title} tables", guild_only=True)
        self.bot = bot
        self.game = game

    async def here(self, interaction: discord.Interaction) -> int:
        return await table_here(self.bot, interaction, self.game)

    @app_commands.command(name="join")
    async def join(
        self, interaction: discord.Interaction, seat: str | None = None, confirm: bool | None = None
    ) -> None:
        """Take a seat at this channel's table (or come back to yours).

        Args:
            seat: The seat you want; the first empty one if you leave it out.
            confirm: Ask me to confirm each move before it counts (remembered).
        """
        service, presenter = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        summary = service.reader.summary(table_id)
        user = interaction.user
        words = reader(interaction)
        if confirm is not None:
            presenter.memory.ask_to_confirm(user.id, confirm)
        if summary.status is Status.LIVE and service.reader.seat_of(table_id, user.id) is not None:
            await service.come_back(table_id, user.id, None)
            await answer_privately(interaction, words("table-welcome-back"))
            presenter.hands.show(table_id, user.id)
            return
        if seat is None:
            free = [s for s in (Seat.NORTH, Seat.EAST, Seat.WEST, Seat.SOUTH)
                    if summary.seats[s] is None]  # fmt: skip
            if not free:
                raise Refusal("table-full")
            chosen = free[0]
        else:
            # Autocomplete only suggests; whatever was typed is checked here, strictly.
            chosen_or_none = SEAT_NAMES.get(seat.strip().lower())
            if chosen_or_none is None:
                raise Refusal("table-choose-seat")
            chosen = chosen_or_none
        await service.sit(table_id, user.id, display_name(user), None, chosen)
        await answer_privately(interaction, words("table-you-sit", seat=seat_name(words, chosen)))

    @join.autocomplete("seat")
    async def free_seats(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        """The seats still free at this channel's table (answered from memory: no deferring)."""
        service = self.bot.service
        channel_id = interaction.channel_id
        table_id = service.reader.table_in(channel_id) if service and channel_id else None
        if service is None or table_id is None:
            return SEAT_CHOICES
        seats = service.reader.summary(table_id).seats
        words = reader(interaction)
        return [
            app_commands.Choice(
                name=words("table-seat-free", seat=seat_name(words, s)), value=s.value
            )
            for s in SEATS
            if seats[s] is None and s.title.lower().startswith(typed.strip().lower())
        ]

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's table (in a ranked game, leaving early counts as a loss)."""
        service, _ = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        await service.leave(table_id, interaction.user.id, None)
        await answer_privately(interaction, reader(interaction)("table-you-left"))

    @app_commands.command(name="start")
    async def start(self, interaction: discord.Interaction) -> None:
        """Start the game; robots take the empty seats (host only)."""
        service, _ = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        await service.start(table_id, interaction.user.id, None)
        await answer_privately(interaction, reader(interaction)("table-game-on"))

    @app_commands.command(name="close")
    async def close(self, interaction: discord.Interaction) -> None:
        """Close this channel's table (the host, not while others play; or a moderator)."""
        service, _ = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        user_id, moderator = interaction.user.id, is_moderator(interaction)
        by = service.reader.closer(table_id, user_id, moderator)
        await service.close(table_id, user_id, None,
                            moderator=moderator)  # fmt: skip
        words = reader(interaction)
        text = words("table-closed")
        if by is Closer.MODERATOR:
            text = words("table-closed-as-moderator")
        await answer_privately(interaction, text)

    @app_commands.command(name="hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        """Send me my hand again (by DM, or here privately if I cannot DM you)."""
        _, presenter = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        await presenter.hands.send_again(interaction, table_id)

    @app_commands.command(name="undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Ask to take back your last move (casual games; the opponents must agree)."""
        service, _ = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        version = service.reader.summary(table_id).version
        await service.ask_undo(table_id, interaction.user.id, version)
        await answer_privately(interaction, reader(interaction)("table-undo-asked"))

    @app_commands.command(name="rematch")
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Agree to play another game with the same seats."""
        service, _ = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        await service.rematch(
            table_id, interaction.user.id, service.reader.summary(table_id).version
        )
        await answer_privately(interaction, reader(interaction)("table-rematch-in"))

    @app_commands.command(name="invite")
    async def invite(self, interaction: discord.Interaction, player: discord.User) -> None:
        """Let a player sit at your private table (host only).

        Args:
            player: Who may sit.
        """
        service, presenter = parts(self.bot)
        await _acknowledge(interaction)
        table_id = await self.here(interaction)
        version = service.reader.summary(table_id).version
        await service.invite(table_id, interaction.user.id, version, player.id)
        room = presenter.tables.room(table_id)
        if room is not None and room != service.reader.summary(table_id).channel_id:
            # The private table's thread: the invited player can see it from now on.
            try:
                await self.bot.http.add_user_to_thread(room, player.id)
            except discord.HTTPException:
                raise Refusal("table-invited-not-added", player=player.mention) from None
        await answer_privately(
            interaction, reader(interaction)("table-invited", player=player.mention)
        )

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """The rules of the game, briefly."""
        text = adapter_for(self.game).rules_text(reader(interaction))
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="history")
    async def history(self, interaction: discord.Interaction) -> None:
        """Your recent deals in this server, as records you can replay."""
        service, _ = parts(self.bot)
        store = self.bot.store
        if store is None or interaction.guild_id is None:
            raise Refusal("table-no-history-here")
        await _acknowledge(interaction)
        words = reader(interaction)
        rows = await store.fetch(HISTORY_QUERY,
            (interaction.user.id, interaction.guild_id, self.game, HISTORY_DEALS),
        )  # fmt: skip
        if not rows:
            await interaction.followup.send(words("table-no-deals-yet"), ephemeral=True)
            return
        # The records come from the tables' logs, as the tables made them.
        records = {}
        for table_id in {int(r[0]) for r in rows}:
            for done in await service.history.finished_deals(table_id):
                records[(table_id, done.match_no, done.deal_no)] = done.record
        # Each judged (what its play gave away against best play): the solver's work, off
        # the loop.
        adapter = adapter_for(self.game)
        wanted = [
            (await asyncio.to_thread(adapter.judged, records[key]), key)
            for key in wanted_keys(rows)
            if key in records
        ]
        reviews = {key: adapter.review_text(record, words) for record, key in wanted}
        lines = [words("table-history-heading")]
        for key, (table_id, match_no, deal_no, result) in zip(wanted_keys(rows), rows, strict=True):
            line = words(
                "table-history-line", table=table_id, game=match_no, deal=deal_no, result=result
            )
            review = reviews.get(key)
            lines.append(line if review is None else f"{line} · {review}")
        files: list[discord.File] = []
        game = find_game(self.game)
        if wanted:
            newest, (table_id, match_no, deal_no) = wanted[0]
            made = await record_message(
                self.game, newest, f"table-{table_id}-g{match_no}-d{deal_no}"
            )
            if made.link is not None:
                lines.append(words("table-replay-newest", link=made.link))
            # Every deal in the game's first file format, one after another (PBN holds many).
            ext = next(iter(made.exports))
            every = "\r\n".join(game.exports(record)[ext] for record, _ in wanted)
            files = [*made.files, text_file(every, f"my-deals.{ext}")]
        # Each deal the game offers to play again, a button (the seat is asked next).
        again = [
            ButtonControl(
                ControlId(str(t), 0, Act.REPLAY, f"{m}d{d}").encode(),
                words("button-again-deal", table=t, game=m, deal=d),
            )
            for record, (t, m, d) in wanted
            if game.again(record, game.default_rules()) is not None
        ]
        await interaction.followup.send(
            "\n".join(lines), files=files, ephemeral=True, suppress_embeds=True,
            view=controls_view(again) if again else discord.utils.MISSING,
        )  # fmt: skip
