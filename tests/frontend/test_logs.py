"""The log holds no secrets: a deal played with LOG_LEVEL=DEBUG writes no card of a hand that is
hidden, no bot token and no interaction token."""

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
from tests.fake_discord.harness import Harness, custom_ids_of
from tests.frontend.audit import HAND_LINE
from tests.frontend.table_driver import live_hand, start_game, take_turn

ANN = 1001


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


async def test_a_deal_played_at_debug_logs_no_hidden_card_and_no_token(
    harness: Harness, product_log: io.StringIO
):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    for _ in range(60):
        if "is over" in " ".join(m["content"] for m in harness.channel_messages()):
            break
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    else:
        raise AssertionError("the deal did not end")
    log = product_log.getvalue()
    assert "DEBUG" in log  # the log was written at DEBUG
    secrets = {"test-token", *harness.fake.interactions}
    for r in harness.fake.requests:
        if r.audience is None or not r.audience.startswith("user:") or not r.message:
            continue
        # What went to one player alone: the hand's lines and its card buttons.
        for line in str(r.message.get("content") or "").splitlines():
            if HAND_LINE.match(line):
                secrets.add(line)
        secrets |= {c for c in custom_ids_of(r.message.get("components") or []) if ":card:" in c}
    assert any(HAND_LINE.match(s) for s in secrets)
    found = [s for s in secrets if any(form in log for form in written_forms(s))]
    assert found == []
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
