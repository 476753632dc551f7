"""The log holds no secrets: a whole game played with LOG_LEVEL=DEBUG writes no card of its deal
in any notation the bot writes one, from any logger (the bot's or a library's), no bot token and
no interaction token."""

from __future__ import annotations

import io
import json
import logging
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.client import setup_logging
from bot.config import Settings
from bot.games.bridge.state import CardAction
from bot.games.game import find_game
from bot.tables.status import Status
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.audit import HAND_LINE
from tests.frontend.table_driver import controls, live_hand, start_game, table_message, take_turn

ANN = 1001
#: The libraries whose loggers the bot's work goes through.
LIBRARIES = ("aiosqlite", "asyncpg", "discord", "discord.http", "discord.gateway", "asyncio")


@pytest.fixture
def product_log(settings: Settings) -> Iterator[io.StringIO]:
    """The product's own logging at DEBUG, written to a buffer; put back as it was after."""
    loggers = [logging.getLogger(n) for n in ("", *logging.root.manager.loggerDict)]
    saved = [(lg, lg.level, list(lg.handlers), list(lg.filters)) for lg in loggers]
    out = io.StringIO()
    setup_logging(replace(settings, log_level="DEBUG"), logging.StreamHandler(out))
    try:
        yield out
    finally:
        for lg, level, handlers, filters in saved:
            lg.setLevel(level)
            lg.handlers[:] = handlers
            lg.filters[:] = filters


def written_forms(text: str) -> set[str]:
    """A string as it may appear in a log line: as it is, or inside a JSON body."""
    return {text, json.dumps(text)[1:-1], json.dumps(text, ensure_ascii=False)[1:-1]}


def deal_forms(deal: str) -> set[str]:
    """The deal as the event codec writes it: the whole text, each line, and each hand (every
    game writes a hand as one word of its deal text, longer than its number and dealer)."""
    words = re.split(r"[\s:]+", deal)
    return {deal, *deal.splitlines(), *(w for w in words if len(w) >= 8)}


async def hidden_forms(h: Harness, table_id: int) -> set[str]:
    """Every card of every deal the table was dealt, in each notation the bot writes one: the
    event codec's (the deal, and each card as a move), a card button's custom_id (a move, or a
    move to confirm), and what went to one player alone (their hand's lines, its pictures'
    file names)."""
    game = find_game(h.bot.service.reader.summary(table_id).options.game)
    rules = h.bot.service.reader.summary(table_id).options.rules
    forms: set[str] = set()
    for event in await h.bot.store.events(table_id):
        if event.kind != "Dealt":
            continue
        deal = str(event.payload["deal"])
        forms |= deal_forms(deal) | {json.dumps(event.payload)}
        state = game.start(deal)
        for seat in game.seats:
            for card in game.seat_view(state, seat, rules).hand:
                move = CardAction(seat, card)
                forms.add(json.dumps(game.action_to_json(move)))
                forms |= {f":{act}:{game.move_text(move)}" for act in (Act.MOVE, Act.CONFIRM)}
    for r in h.fake.requests:
        if r.audience is None or not r.audience.startswith("user:") or not r.message:
            continue
        forms |= {line for line in texts(r.message).splitlines()
                  if HAND_LINE.match(line)}  # fmt: skip
        forms |= {f.filename for f in r.files if f.filename.startswith("hand-")}
    return forms


async def test_a_whole_game_played_at_debug_logs_no_card_of_its_deal_and_no_token(
    harness: Harness, product_log: io.StringIO
):
    # Libraries whose own loggers were turned up to DEBUG (as a library or an operator's
    # configuration may): what they write there (aiosqlite: every statement with its values)
    # must not reach the log either.
    for name in LIBRARIES:
        logging.getLogger(name).setLevel(logging.DEBUG)
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    table_id = int(controls(table_message(harness))[0].table)
    for _ in range(80):
        if harness.bot.service.reader.summary(table_id).status is not Status.LIVE:
            break
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    else:
        raise AssertionError("the game did not end")
    log = product_log.getvalue()
    assert logging.getLogger("bot.tables.service").isEnabledFor(logging.DEBUG)
    secrets = await hidden_forms(harness, table_id)
    # Each notation is there to be looked for: 52 cards, four hands, the hand's lines.
    assert sum(":move:" in s for s in secrets) == 52
    assert any(HAND_LINE.match(s) for s in secrets) and any(s.endswith(".png") for s in secrets)
    secrets |= {"test-token", *harness.fake.interactions}
    lines = [line[:200] for line in log.splitlines() if any(f in line for s in secrets
             for f in written_forms(s))]  # fmt: skip
    assert lines == []
    assert not re.search(r"/(?:interactions|webhooks)/\d+/tok", log)


def test_tokens_are_hidden_from_whatever_else_is_logged(product_log: io.StringIO):
    url = "https://discord.com/api/v10/interactions/123/aW50ZXJhY3Rpb24/callback?with_response=1"
    try:
        raise RuntimeError(f"POST {url} failed")
    except RuntimeError:
        logging.getLogger("bot.ui").exception("could not answer, with token %s", "test-token")
    logging.getLogger("discord.webhook.async_").warning("retrying %s", url)
    text = product_log.getvalue()
    assert "aW50ZXJhY3Rpb24" not in text and "test-token" not in text
    # What happened is still said.
    assert text.count("/interactions/123/<token>/callback") == 2  # the traceback, the warning
    assert "could not answer, with token <token>" in text


def test_at_debug_the_bots_own_lines_pass_and_a_librarys_do_not(product_log: io.StringIO):
    logging.getLogger("aiosqlite").setLevel(logging.DEBUG)
    logging.getLogger("aiosqlite").debug("executing INSERT %s", "S:K64.4.KT65.KQ876")
    logging.getLogger("discord.client").debug("Dispatching event interaction")
    logging.getLogger("bot.tables.service").debug("table %s at version %s", 7, 12)
    logging.getLogger("aiosqlite").info("exception occurred while closing connection")
    text = product_log.getvalue()
    assert "table 7 at version 12" in text
    assert "K64" not in text and "Dispatching" not in text
    # A library's INFO and above is still written: it says what went wrong.
    assert "exception occurred while closing connection" in text
