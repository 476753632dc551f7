"""Rule 11.6 of seeds/tables.md through the fake Discord: the daily challenge and tournaments
answer each player in their own language, a daily table speaks its player's language in its
thread, and a tournament speaks the language its host chose in its announcement and its
tables' threads."""

from __future__ import annotations

import re

import pytest

from bot.language import Language
from bot.ui import pictures
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.test_daily import daily_table

HOST, ANN, BOB = 50, 1, 2


def posted_in(h: Harness, channel: int) -> list[str]:
    """The content of every message the bot posted or edited in a channel or thread."""
    return [
        texts(r.json)
        for r in h.fake.requests
        if r.path.startswith(f"/channels/{channel}/messages") and isinstance(r.json, dict)
    ]


async def test_r11_6_the_daily_challenge_speaks_its_players_language(harness: Harness):
    h = harness
    ann = h.user(ANN, "Ann")
    await h.slash(ann, "settings", language="ms")
    early = await h.slash(ann, "daily results")
    assert early.private and early.text.strip().startswith("Mainkan cabaran hari ini dahulu")
    reply = await h.slash(ann, "daily play")
    assert reply.private and "Cabaran Bridge hari ini milik anda" in reply.text
    await h.settle()
    table = daily_table(h, ANN)
    assert table is not None
    assert h.bot.service.reader.summary(table).options.speaks.code == "ms"
    thread = h.bot.service.reader.summary(table).channel_id
    assert h.fake.threads[thread]["name"].startswith("Harian Bridge ")
    assert any("**Meja" in text for text in posted_in(h, thread))
    again = await h.slash(ann, "daily play")
    assert again.private and again.text.strip().startswith("Anda sudah bermain cabaran hari ini")
    unfinished = await h.slash(ann, "daily results")
    assert unfinished.text.strip().startswith("Selesaikan papan anda dahulu")
    # Another player's English is untouched by Ann's choice.
    bob = h.user(BOB, "Bob")
    english = await h.slash(bob, "daily results")
    assert english.text.strip().startswith("Play today's challenge first")


async def test_r11_6_a_tournament_speaks_its_hosts_language_and_answers_each_in_theirs(
    harness: Harness,
):
    h = harness
    host = h.moderator(HOST, "Host", manage_guild=True)
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    await h.slash(ann, "settings", language="ms")
    h.locales[HOST] = "fr"
    refused = await h.slash(host, "tournament create", title="Soirée", boards=13)
    assert refused.private and refused.text == "Un tour compte de 1 à 12 donnes."
    unknown = await h.slash(host, "tournament create", title="Soirée", language="de")
    assert unknown.private and "(English, Bahasa Melayu, Français)" in unknown.text
    made = await h.slash(host, "tournament create", title="Soirée", boards=4, language="fr")
    assert not made.private
    announced = "**Tournoi 1**, Soirée : public, Bridge, 1 tour de 4 donnes"
    assert made.text.strip().startswith(announced)
    assert "en match-points" in made.text and "`/tournoi commencer`" in made.text
    joined = await h.slash(ann, "tournament register", tournament=1)
    assert joined.text.strip().startswith("Anda telah mendaftar untuk kejohanan 1")
    twice = await h.slash(ann, "tournament register", tournament=1)
    assert twice.private and twice.text == "Anda sudah mendaftar."
    assert (await h.slash(bob, "tournament withdraw", tournament=1)).text == (
        "You are not registered for this tournament."
    )
    listed = await h.slash(ann, "tournament list")
    assert "**Kejohanan 1** · Soirée · Bridge · 1 pusingan, dibuka" in listed.text
    started = await h.slash(host, "tournament start", tournament=1)
    assert started.text.strip().startswith("Le tournoi 1 a commencé")
    await h.settle()
    rooms = [th for th in h.fake.threads.values() if th["type"] == 12]
    assert [room["name"] for room in rooms] == ["Soirée · tour 1"]
    standings = await h.slash(ann, "tournament standings", tournament=1)
    assert re.search(r"\*\*Soirée\*\* · pusingan 1 daripada 1 · sedang bermain", standings.text)
    assert "Belum ada pusingan yang tamat." in standings.text


async def test_r11_4_the_leaderboard_picture_speaks_the_askers_language(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
):
    h = harness
    ann, bob = h.user(ANN, "Ann"), h.user(BOB, "Bob")
    h.locales[BOB] = "fr"
    drawn_in: list[Language] = []
    draw = pictures.render_leaderboard

    def render(board, title, theme, words):  # type: ignore[no-untyped-def]
        drawn_in.append(words.language)
        return draw(board, title, theme, words)

    monkeypatch.setattr(pictures, "render_leaderboard", render)
    english = await h.slash(ann, "leaderboard")
    french = await h.slash(bob, "leaderboard")
    assert "Aucune partie classée" in french.text
    assert english.files and french.files and english.files[0] != french.files[0]
    assert drawn_in == [Language.ENGLISH, Language.FRENCH]
