"""Playing through the fake as a person would: read the messages the bot sent, click buttons."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from typing import Any

from bot.client import CardTableBot
from bot.ui.custom_ids import Act, ControlId
from tests.fake_discord.harness import Harness, Reply, custom_ids_of
from tests.fake_discord.mentions import texts

Json = Any

CARD = re.compile(r"[SHDC][2-9TJQKA]")


def controls(message: Json) -> list[ControlId]:
    return [ControlId.parse(c) for c in custom_ids_of(message.get("components") or [])]


def table_controls(messages: list[Json]) -> list[Json]:
    """The messages that carry a table's controls: a finished deal's record offers only its
    deal played again, from which a click opens another table."""
    return [m for m in messages if any(c.action is not Act.REPLAY for c in controls(m))]


def control(message: Json, action: Act, arg: str | None = None) -> str | None:
    for c in controls(message):
        if c.action is action and (arg is None or c.arg == arg):
            return c.encode()
    return None


def card_control(message: Json) -> str | None:
    """The first card button of a hand message (a move whose text is a card: "SA")."""
    for c in controls(message):
        if c.action is Act.MOVE and CARD.fullmatch(c.arg):
            return c.encode()
    return None


def table_message(h: Harness) -> Json:
    """The latest message in the channel that shows a table (it carries table controls)."""
    for message in reversed(h.channel_messages()):
        if any(c.action in (Act.SIT, Act.START, Act.HAND, Act.REMATCH) for c in controls(message)):
            return message
    raise AssertionError("no table message in the channel")


def live_hand(h: Harness, user_id: int, *, ephemeral: bool = False) -> Json | None:
    """The user's hand message (DM, or the private answer to Show my hand) if it offers a call,
    a card or an answer to a claim now."""
    messages = h.ephemeral_messages(user_id) if ephemeral else h.dm_messages(user_id)
    for message in reversed(messages):
        if any(asks(c) for c in controls(message)):
            return message
    return None


def asks(c: ControlId) -> bool:
    """A control that answers what the hand asks now: a move, or a step towards one (not the
    Claim a player may open at any time in the play)."""
    return c.action is Act.MOVE or (c.action is Act.STEP and c.arg != "claim")


async def private_hand(
    h: Harness, user_id: int, over: Callable[[], bool], within: float = 15.0
) -> Json | None:
    """The user's private hand once it asks for a move, or None once `over` holds. A robot's
    turn may outlast the harness's settling on a busy machine, so this waits for either; a
    hand that never comes fails the test."""
    with contextlib.suppress(TimeoutError):
        await h.fake.wait_until(
            lambda: over() or live_hand(h, user_id, ephemeral=True) is not None, within
        )
    if over():
        return None
    hand = live_hand(h, user_id, ephemeral=True)
    assert hand is not None, "no private hand to play from"
    return hand


async def take_turn(h: Harness, user: Json, message: Json, bid: str = "1NT") -> Reply:
    """Bid `bid` when it is legal (else pass); in the play, the first card offered; accept a
    claim."""
    accept = control(message, Act.MOVE, "accept")
    if accept is not None:
        return await h.click(user, message, accept)
    card = card_control(message)
    if card is not None:
        return await h.click(user, message, card)
    level = control(message, Act.STEP, bid[0])
    if level is not None:
        await h.click(user, message, level)
        fresh = h.fake.messages[int(message["id"])]
        call = control(fresh, Act.MOVE, bid)
        if call is not None:
            return await h.click(user, fresh, call)
    cid = control(h.fake.messages[int(message["id"])], Act.MOVE, "P")
    assert cid is not None
    return await h.click(user, h.fake.messages[int(message["id"])], cid)


async def start_game(h: Harness, host: Json) -> None:
    """The host presses Start on the table message as it stands, and the bot settles."""
    await h.settle()
    table = table_message(h)
    start = control(table, Act.START)
    assert start is not None
    await h.click(host, table, start)
    await h.settle()


async def take_kaiser_turn(
    h: Harness, user: Json, message: Json, *, bid: bool = True, highest: bool = False
) -> Reply:
    """At a Kaiser table: the lowest bid offered (the highest with `highest`; or pass, when
    `bid` is false and passing is allowed), the first trump offered, or the first card
    offered."""
    moves = [c for c in controls(message) if c.action is Act.MOVE]
    assert moves, "a live hand offers a move"
    args = [c.arg for c in moves]
    bids = [a for a in args if a.startswith("bid")]
    if "pass" in args and not bid:
        choice = "pass"
    else:
        choice = (bids[-1] if highest else bids[0]) if bids else args[0]
    cid = control(message, Act.MOVE, choice)
    assert cid is not None
    return await h.click(user, message, cid)


def kaiser_game_over(h: Harness) -> bool:
    return "game 1 is over" in " ".join(texts(m) for m in h.channel_messages())


async def waiting_for_ann(h: Harness, game: str, user_id: int = 1001) -> tuple[Json, int]:
    """A table of `game` in play with Ann at South and robots elsewhere, waiting for Ann's
    first move: her hand message and the table's id."""
    ann = h.user(user_id, "Ann")
    await h.slash(ann, f"{game} new")
    await start_game(h, ann)
    hand = live_hand(h, user_id)
    assert hand is not None
    return hand, int(controls(hand)[0].table)


def version(h: Harness, table_id: int) -> int:
    """The table's version now: a refused click leaves it as it was."""
    bot = h.bot
    assert isinstance(bot, CardTableBot) and bot.service is not None
    return bot.service.reader.summary(table_id).version
