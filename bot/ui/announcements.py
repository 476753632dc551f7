"""What the table's channel is told besides the table message: each finished deal's record, the
end of a match, move-timer warnings, departures and undo questions. Posts go out in the
background and in order, per table.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any

import discord

from bot.games.game import find_game
from bot.games.seats import Seat
from bot.tables.errors import NoSuchTable
from bot.tables.notices import DealFinished, GameFinished
from bot.tables.service import TableService
from bot.ui.components import ButtonControl, controls_view
from bot.ui.custom_ids import Act, ControlId
from bot.ui.frontend import FrontEnd
from bot.ui.games import adapter_for
from bot.ui.hands import ping
from bot.ui.layout import as_layout
from bot.ui.pictures import sheet_picture
from bot.ui.records import record_message
from bot.ui.table_message import TableMessages
from bot.ui.words import match_result, signed
from renderers.common.vocabulary import seat_name

log = logging.getLogger(__name__)


class Announcements:
    def __init__(self, bot: FrontEnd, service: TableService, tables: TableMessages) -> None:
        self.bot = bot
        self.service = service
        self.tables = tables
        self._posting: dict[int, asyncio.Task[None]] = {}

    def post(
        self,
        table_id: int,
        message: dict[str, Any] | Coroutine[Any, Any, dict[str, Any]],
        into: tuple[int, int] | None = None,
        then: Callable[[], Coroutine[Any, Any, dict[str, Any]]] | None = None,
    ) -> None:
        """Send a message to the table's channel in the background, in order per table; with
        `into`, a deal's record, which takes the place of that deal's table message. `then`
        makes what the message becomes once slower work is done (a record's analysis): the
        message is edited to it then, without holding up the table's later posts."""
        previous = self._posting.get(table_id)
        target = self.tables.room(table_id)
        if target is None:
            if not isinstance(message, dict):
                message.close()
            return

        async def send(table_id: int) -> None:
            body = message if isinstance(message, dict) else await message
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            where = None
            if into is not None:
                where = await self.tables.become_record(table_id, into, body)
            # A table message that became the record is laid out (Components V2); a post is not.
            laid = where is not None
            if where is None:
                sent = await self.bot.get_partial_messageable(target).send(**body)
                where = (sent.channel.id, sent.id)
            if then is not None:
                later = self._edit_later(where, then, laid)
                self.bot.spawn(later, f"finish a post of table {table_id}")

        posting = self.tables.reaching(table_id, send)
        self._posting[table_id] = self.bot.spawn(posting, f"post to table {table_id}")

    async def _edit_later(
        self,
        where: tuple[int, int],
        then: Callable[[], Coroutine[Any, Any, dict[str, Any]]],
        laid: bool,
    ) -> None:
        body = await then()
        channel_id, message_id = where
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        if laid:
            edit = as_layout(body, new=False)
        else:
            edit = {"content": body.get("content"), "attachments": body.get("files", [])}
        try:
            await message.edit(**edit)
        except discord.HTTPException:
            # The first post stands: it lacks only the analysis, which /history still gives.
            log.info("a post in channel %s was not finished: Discord refused the edit", channel_id)

    async def posted(self, table_id: int) -> None:
        """Wait until what the table's channel has been told so far is there (a new table
        message goes below it)."""
        task = self._posting.get(table_id)
        if task is not None:
            await asyncio.gather(task, return_exceptions=True)

    def forget(self, table_id: int) -> None:
        self._posting.pop(table_id, None)

    def undo_question(
        self, table_id: int, version: int, user_id: int, asker: Seat
    ) -> dict[str, Any]:
        tid = str(table_id)
        words = self.tables.words(table_id)
        items: Sequence[discord.ui.Item[Any]] = [
            ButtonControl(ControlId(tid, version, Act.UNDO_ALLOW).encode(),
                          words("button-allow-undo"), style=discord.ButtonStyle.success),
            ButtonControl(ControlId(tid, version, Act.UNDO_REFUSE).encode(),
                          words("button-refuse-undo"), style=discord.ButtonStyle.danger),
        ]  # fmt: skip
        text = words("channel-undo-asked", player=f"<@{user_id}>", seat=seat_name(words, asker))
        return {"content": text, "view": controls_view(items), "allowed_mentions": ping(user_id)}

    async def deal_record(
        self, notice: DealFinished, analysed: Awaitable[Any] | None = None
    ) -> dict[str, Any]:
        """The finished deal for everyone, drawn from its record: all four hands are public
        once it is over. The match's score sheet follows it, when the match has more deals.
        Posted at once as played, then drawn again from the record `analysed` gives, with what
        the solver found (bridge: the double-dummy table, par and the cards that cost a
        trick)."""
        words = self.tables.words(notice.table_id)
        head = words(
            "channel-deal-finished",
            table=notice.table_id,
            game=notice.match_no,
            deal=notice.deal_no,
            result=adapter_for(notice.game).result_words(notice.record, words),
        )
        stem = f"table-{notice.table_id}-g{notice.match_no}-d{notice.deal_no}"
        look = self.tables.look(notice.table_id)
        record = notice.record if analysed is None else await analysed
        made = await record_message(notice.game, record, stem, look, words, analyse=False)
        # The angle brackets keep Discord from unfurling the link (an edit cannot suppress it).
        text = head if made.link is None else f"{head} {words('channel-replay', link=made.link)}"
        files = made.files
        if notice.match is not None and not notice.match.single_deal:
            names = self.tables.side_names(notice.table_id)
            sheet = await sheet_picture(
                notice.game, notice.match, names, f"{stem}-score.png", look, words
            )
            files = [files[0], sheet, *files[1:]]
        body: dict[str, Any] = {"content": text, "files": files, "suppress_embeds": True}
        if self._may_play_again(notice):
            label = words("button-play-again")
            arg = f"{notice.match_no}d{notice.deal_no}"
            cid = ControlId(str(notice.table_id), 0, Act.REPLAY, arg).encode()
            button = ButtonControl(cid, label, style=discord.ButtonStyle.primary)
            body["view"] = controls_view([button])
        return body

    def _may_play_again(self, notice: DealFinished) -> bool:
        """Whether the record offers its deal played again: the game offers it, and the deal
        is not an event's (the daily challenge's and tournaments' boards stay theirs)."""
        try:
            options = self.service.reader.summary(notice.table_id).options
        except NoSuchTable:
            return False
        game = find_game(notice.game)
        return options.event is None and game.again(notice.record, options.rules) is not None

    def match_over(self, notice: GameFinished) -> dict[str, Any]:
        words = self.tables.words(notice.table_id)
        result = match_result(notice, words)
        lines = [
            words("channel-match-over", table=notice.table_id, game=notice.match_no, result=result)
        ]
        for user_id, points in sorted(notice.points.items()):
            lines.append(
                words(
                    "channel-points", player=f"<@{user_id}>", signed=signed(points), points=points
                )
            )
        if notice.points:
            lines.append(words("channel-see-leaderboard"))
        return {"content": "\n".join(lines)}
