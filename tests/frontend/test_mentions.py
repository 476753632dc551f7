"""No pings from what players typed: names in public text mention no one, and the bot pings
only the one player a message asks to act."""

from __future__ import annotations

from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import control, live_hand, start_game, table_message, take_turn

ANN, BOB = 1001, 1002
ROLE = 777000000000000777


def public(h: Harness):
    return [r for r in h.fake.requests if r.audience == f"channel:{h.channel_id}"
            or r.audience in {f"channel:{t}" for t in h.thread_ids()}]  # fmt: skip


async def test_nicknames_that_look_like_mentions_ping_no_one(harness: Harness):
    ann = harness.user(ANN, "@everyone")
    bob = harness.user(BOB, f"<@&{ROLE}> @here")
    await harness.slash(ann, "bridge new", format="single")
    table = table_message(harness)
    north = control(table, Act.SIT, "N")
    assert north is not None
    await harness.click(bob, table, north)
    await harness.settle()
    shown = harness.fake.messages[int(table["id"])]
    assert "North: <@&" in texts(shown) and "South: @everyone" in texts(shown)
    assert not shown["mention_everyone"] and shown["mention_roles"] == []
    await start_game(harness, ann)
    for _ in range(60):
        if "is over" in " ".join(texts(m) for m in harness.channel_messages()):
            break
        for uid, user in ((ANN, ann), (BOB, bob)):
            hand = live_hand(harness, uid)
            if hand is not None:
                await take_turn(harness, user, hand)
                await harness.settle()
    await harness.slash(ann, "leaderboard")
    await harness.settle()
    said = public(harness)
    assert any("@everyone" in str(r.message) for r in said)
    assert [(r.path, r.mentions) for r in said if r.mentions] == []
    # The fake saw the bot ask for no mentions, not merely write none.
    written = [r for r in said if isinstance(r.message, dict) and texts(r.message)]
    assert written and all(r.allowed_mentions == {"parse": []} for r in written)


async def test_the_closed_dm_notice_pings_only_that_player(harness: Harness):
    ann = harness.user(ANN, "@everyone")
    harness.fake.closed_dms.add(ANN)
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    (notice,) = [r for r in public(harness) if "cannot send you direct" in str(r.message)]
    assert notice.mentions.users == {ANN} and not notice.mentions.everyone
