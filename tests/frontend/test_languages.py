"""Each player reads their own language at one table (rule 11.4): a player who chose Bahasa
Melayu and a player whose Discord client is French play the same deal; every hand message,
button and refusal each receives is in their language."""

from __future__ import annotations

import re

from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.fake_discord.server import Json
from tests.frontend.table_driver import (
    live_hand,
    start_game,
    table_message,
    take_kaiser_turn,
    take_turn,
)

ANN, BOB = 1001, 1002

#: Words of the English hand messages and buttons that the other two languages do not use.
ENGLISH = re.compile(
    r"\b(Your|hand|call|card|Waiting|Pass|Double|Redouble|Dealer|vulnerable|Contract|Back|"
    r"Confirm|Play|Call|Table \d+\*\* in|board|game|sit|North|East|South|West|turn|win|draw|"
    r"alert|made|down|over|Auction|Nobody|Both|deal|Passed|trick|claims?)\b"
)


def labels(message: Json) -> list[str]:
    found: list[str] = []
    stack = list(message.get("components") or [])
    while stack:
        c = stack.pop()
        if c.get("label"):
            found.append(str(c["label"]))
        stack.extend(c.get("components") or [])
    return found


def readable(message: Json) -> str:
    """What the player reads of a message, their name and Discord's mentions aside."""
    text = " ".join([texts(message), *labels(message)])
    return re.sub(r"<[#@]\d+>", "", text)


async def play_a_deal(h: Harness, users: dict[int, Json]) -> dict[int, list[str]]:
    """Both humans play the first deal through their DMs; what each read at each turn."""
    seen: dict[int, list[str]] = {uid: [] for uid in users}
    for _ in range(120):
        moved = False
        for uid, user in users.items():
            hand = live_hand(h, uid)
            if hand is None:
                continue
            seen[uid].append(readable(hand))
            await take_turn(h, user, hand, bid="2NT")
            await h.settle()
            moved = True
        over = any("telah tamat" in texts(m) for m in h.dm_messages(ANN))
        if not moved or over:
            break
    return seen


async def test_r11_4_each_player_reads_their_hand_in_their_own_language(harness: Harness):
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    harness.locales[BOB] = "fr"
    await harness.slash(ann, "settings", language="ms")
    await harness.slash(ann, "bridge new")
    await harness.slash(bob, "bridge join", seat="N")
    await start_game(harness, ann)
    seen = await play_a_deal(harness, {ANN: ann, BOB: bob})
    malay, french = " ".join(seen[ANN]), " ".join(seen[BOB])
    assert "Tangan anda (Selatan)" in malay and "Pembahagi" in malay
    assert "Votre main (Nord)" in french and "Donneur" in french
    assert "Lulus" in malay or "Giliran anda bermain kad" in malay
    assert "Passe" in french or "À vous de jouer" in french
    for text in seen[ANN] + seen[BOB]:
        assert ENGLISH.search(text) is None, text


async def test_r11_4_a_refusal_is_said_in_the_clickers_language(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "settings", language="fr")
    await harness.slash(ann, "bridge new")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    forged = await harness.click(ann, hand, "move:1:0:1NT")
    assert forged.private
    assert "bouton" in forged.text or "La partie a avancé" in forged.text, forged.text
    assert ENGLISH.search(forged.text) is None, forged.text


async def test_r11_5_a_tables_channel_messages_are_in_the_tables_language(harness: Harness):
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    await harness.slash(ann, "settings", language="ms")
    await harness.slash(ann, "bridge new", language="fr")
    await harness.settle()
    table = table_message(harness)
    assert "Sud : Ann" in texts(table) and "— libre (un robot jouera)" in texts(table)
    assert "S’asseoir en Nord" in labels(table) and "Commencer" in labels(table)
    # The host's own answers stay in her language, the table's words in the table's.
    refused = await harness.slash(bob, "bridge start")
    assert refused.private and refused.text == "Only the host can start the game."
    harness.locales[BOB] = "fr"
    refused = await harness.slash(bob, "bridge start")
    assert refused.text == "Seul l’hôte peut lancer la partie."
    await start_game(harness, ann)
    live = table_message(harness)
    assert "**Table 1** · partie 1" in texts(live) and "Voir ma main" in labels(live)
    hand = live_hand(harness, ANN)
    assert hand is not None and "Tangan anda (Selatan)" in texts(hand)


async def test_r11_5_a_table_speaks_its_servers_language_unless_told(harness: Harness):
    ann = harness.user(ANN, "Ann")
    harness.guild_locale = "fr"
    await harness.slash(ann, "bridge new")
    await harness.settle()
    assert "Prenez place" in texts(table_message(harness))
    # Ann's own answer follows her English client, not the table.
    closed = await harness.slash(ann, "bridge close")
    assert closed.private and closed.text == "The table is closed."


async def test_r11_5_a_table_language_the_bot_does_not_speak_is_refused(harness: Harness):
    ann = harness.user(ANN, "Ann")
    refused = await harness.slash(ann, "bridge new", language="de")
    assert refused.private
    assert "'de' is not one of the choices of `language` (English, Bahasa Melayu, Français)" in (
        refused.text
    )
    assert harness.bot.service.reader.table_in(harness.channel_id) is None


def said_to(h: Harness, user_id: int) -> list[str]:
    """Everything that reached only this user (DMs, private answers), as they read it: the
    text and the labels of every message sent or edited."""
    out: list[str] = []
    for r in h.fake.requests:
        if r.status >= 400 or r.audience != f"user:{user_id}" or not isinstance(r.json, dict):
            continue
        body = r.json.get("data", r.json) if "type" in r.json else r.json
        if isinstance(body, dict) and (body.get("content") or body.get("components")):
            out.append(readable(body))
    return out


async def test_r11_4_a_whole_chicago_in_malay_and_french_at_one_table(harness: Harness):
    """Ann chose Bahasa Melayu and Bob's client is French; the table speaks Malay. Nothing
    either receives privately in the whole Chicago is in English, and the channel is Malay."""
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    harness.locales[BOB] = "fr"
    await harness.slash(ann, "settings", language="ms")
    await harness.slash(ann, "bridge new", language="ms")
    await harness.slash(bob, "bridge join", seat="N")
    await start_game(harness, ann)
    users = {ANN: ann, BOB: bob}
    for _ in range(400):
        if any("Permainan 1 telah tamat" in texts(m) for m in harness.dm_messages(ANN)):
            break
        moved = False
        for uid, user in users.items():
            hand = live_hand(harness, uid)
            if hand is not None:
                await take_turn(harness, user, hand, bid="3NT")
                await harness.settle()
                moved = True
        if not moved:
            await harness.settle()
    last = texts(harness.dm_messages(ANN)[-1])
    assert "Permainan 1 telah tamat" in last and "Keputusan anda" in last
    dealt = harness.bot.service.reader.snapshot(1).deals_dealt
    assert dealt >= 4
    for uid in (ANN, BOB):
        lines = said_to(harness, uid)
        assert len(lines) > 20
        english = [t for t in lines if ENGLISH.search(t)]
        assert english == [], english[:3]
    assert any("Votre main (Nord)" in t for t in said_to(harness, BOB))
    channel = [readable(m) for m in harness.channel_messages()]
    assert any("Meja 1" in t for t in channel)
    assert [t for t in channel if ENGLISH.search(t)] == []


#: Words of the English Kaiser messages and buttons besides the bridge ones above.
KAISER_ENGLISH = re.compile(
    r"\b(bid|bids|Bid|trump|Trump|score|points?|Who|got|took|stuck|freeze|frozen|team|"
    r"Your|hand|card|Waiting|Pass|Dealer|Confirm|Back|Play|game|turn|made|down|over|trick|"
    r"North|East|South|West)\b"
)


async def test_r11_4_a_whole_kaiser_game_in_malay(harness: Harness):
    """Ann chose Bahasa Melayu and opens a Malay Kaiser table with three robots: nothing she
    receives privately in the whole game, and nothing in the channel, is in English."""
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "settings", language="ms")
    opened = await harness.slash(ann, "kaiser new", language="ms")
    assert not opened.private
    await start_game(harness, ann)
    over = "permainan 1 telah tamat"
    for _ in range(400):
        if any(over in texts(m) for m in harness.channel_messages()):
            break
        hand = live_hand(harness, ANN)
        assert hand is not None, "the game stalled without asking Ann for anything"
        reply = await take_kaiser_turn(harness, ann, hand)
        assert reply.private
        await harness.settle()
    channel = [readable(m) for m in harness.channel_messages()]
    assert any(over in t for t in channel)
    lines = said_to(harness, ANN)
    assert len(lines) > 40
    assert [t for t in lines if KAISER_ENGLISH.search(t)] == []
    assert any("Siapa" in t for t in channel)  # the table talk, in Malay
    assert [t for t in channel if KAISER_ENGLISH.search(t)] == []
