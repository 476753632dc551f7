"""Play a finished deal again: a casual table of exactly that deal (its cards, dealer and
vulnerability), in a private thread of the channel, with the player in the seat they choose
and robots in the others, so that they can try the line the record says was better.

It starts from `/<game> again` (the deal as `/<game> history` numbers it) or from the button
on a posted record, which first asks for the seat. What the click or the command claims is
checked again here: the deal must be one of this server's tables, a private table's deal is
for those who sat there, and an event's deals (the daily challenge, tournaments) stay its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import discord

from bot.cogs.common import display_name, parse_table, parts, private_thread
from bot.games.seats import SEATS, Seat
from bot.tables.errors import NoSuchTable
from bot.tables.options import Mode, TableOptions
from bot.ui import access
from bot.ui.components import ButtonControl, controls_view
from bot.ui.custom_ids import Act, ControlId
from bot.ui.frontend import FrontEnd, front_end
from bot.ui.safety import Refusal, reader
from renderers.common.vocabulary import seat_name

_DEAL = re.compile(r"(?P<match>[0-9]+)d(?P<deal>[0-9]+)(?P<seat>[NESW]?)")


def register(bot: FrontEnd) -> None:
    bot.controls.register(Act.REPLAY, clicked)


async def clicked(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """The record's button asks for the seat, privately; the seat's button opens the table."""
    table_id = parse_table(control.table)
    found = _DEAL.fullmatch(control.arg)
    if found is None:
        raise Refusal("table-unknown-control")
    match_no, deal_no = int(found["match"]), int(found["deal"])
    if found["seat"]:
        seat = Seat.parse(found["seat"])
        await play_again(front_end(interaction), interaction, None, table_id, match_no, deal_no,
                         seat)  # fmt: skip
        return
    words = reader(interaction)
    buttons = [
        ButtonControl(
            ControlId(str(table_id), 0, Act.REPLAY, f"{match_no}d{deal_no}{s.value}").encode(),
            words("again-as", seat=seat_name(words, s)),
        )
        for s in SEATS
    ]
    await interaction.response.send_message(
        words("again-choose-seat"), view=controls_view(buttons), ephemeral=True
    )


async def play_again(
    bot: FrontEnd,
    interaction: discord.Interaction,
    game: str | None,
    table_id: int,
    match_no: int,
    deal_no: int,
    seat: Seat,
) -> None:
    """Open the table of the deal played again and start it; the answer points to its thread.
    `game` is the game whose command asked (None from a record's button: any game)."""
    service, _ = parts(bot)
    words = reader(interaction)
    guild_id, channel = interaction.guild_id, interaction.channel
    if guild_id is None or channel is None:
        raise Refusal("again-in-a-server")
    needs = access.to_play(in_thread=True) + access.FOR_A_PRIVATE_THREAD
    lacking = access.missing(interaction.app_permissions, needs)
    if lacking:
        raise Refusal("table-bot-needs", needs=access.listed(words, lacking))
    user = interaction.user
    try:
        played = await service.history.deal_played(table_id, match_no, deal_no)
    except NoSuchTable:
        played = None
    if played is None or played[0].guild_id != guild_id:
        raise Refusal("again-no-such-deal", table=table_id, game=match_no, deal=deal_no)
    table, done, sat = played
    if game is not None and table.options.game != game:
        raise Refusal("again-no-such-deal", table=table_id, game=match_no, deal=deal_no)
    if table.options.private and user.id not in sat:
        raise Refusal("again-private")
    if table.options.event is not None:
        raise Refusal("again-event")
    made = table.game.again(done.record, table.options.rules)
    if made is None:
        raise Refusal("again-not-offered")
    board, rules = made
    options = TableOptions(
        game=table.options.game, rules=rules, mode=Mode.CASUAL, private=True,
        level=table.options.level, board=board, language=words.language.code,
    )  # fmt: skip
    await interaction.response.defer(ephemeral=True, thinking=True)
    # A thread of the channel: from inside a thread, of the channel that holds it.
    parent = channel.parent_id if isinstance(channel, discord.Thread) else channel.id
    assert parent is not None
    name = words("again-thread-name", table=table_id, game=match_no, deal=deal_no,
                 player=display_name(user))  # fmt: skip
    thread_id = await private_thread(bot, parent, name, user.id)
    new_id = await service.open_table(
        guild_id, thread_id, user.id, display_name(user), options, parent_id=parent
    )
    version = service.reader.summary(new_id).version
    if seat is not Seat.SOUTH:
        version = await service.sit(new_id, user.id, display_name(user), version, seat)
    await service.start(new_id, user.id, version)
    await interaction.followup.send(
        words("again-yours", thread=f"<#{thread_id}>", seat=seat_name(words, seat)),
        ephemeral=True,
    )
