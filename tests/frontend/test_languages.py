"""Each player reads their own language at one table (rule 11.4): a player who chose Bahasa
Melayu and a player whose Discord client is French play the same deal; every hand message,
button and refusal each receives is in their language."""

from __future__ import annotations

import re

from tests.fake_discord.harness import Harness
from tests.fake_discord.server import Json
from tests.frontend.table_driver import live_hand, start_game, take_turn

ANN, BOB = 1001, 1002

#: Words of the English hand messages and buttons that the other two languages do not use.
ENGLISH = re.compile(
    r"\b(Your|hand|call|card|Waiting|Pass|Double|Redouble|Dealer|vulnerable|Contract|Back|"
    r"Confirm|Play|Call|Table \d+\*\* in|board|game|sit|North|East|South|West|turn)\b"
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
    text = " ".join([message.get("content") or "", *labels(message)])
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
        over = any("telah tamat" in m["content"] for m in h.dm_messages(ANN))
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
    assert ("Lulus" in malay or "Giliran anda bermain kad" in malay)
    assert ("Passe" in french or "À vous de jouer" in french)
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
