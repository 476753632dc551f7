"""Rule 8.5 of seeds/tables.md through the fake Discord: `/stats` and `/leaderboard` find a
player's results whatever game and level they were kept under (a Kaiser game, a tournament's
final place among expert robots) without the player having to say which."""

from __future__ import annotations

from bot.store.rows import Reason, ResultRow
from tests.fake_discord.harness import Harness

ANN, BOB, CAT = 1, 2, 3


async def kept(h: Harness, *results: tuple[int, str, str, int, Reason]) -> None:
    """Results as games and tournaments would have kept them."""
    async with h.bot.store.transaction() as tx:
        rows = []
        for n, (user, game, level, points, reason) in enumerate(results):
            table = await tx.insert_table(h.guild_id, 7_000 + n, "closed", False, 1_000.0, game)
            rows.append(ResultRow(table, 1, h.guild_id, game, level, user, points, reason,
                                  1_000.0 + n))  # fmt: skip
        await tx.set_player_names({ANN: "Ann", BOB: "Bob", CAT: "Cat"})
        await tx.insert_results(rows)


async def test_r8_5_stats_show_every_game_and_level_the_player_has_results_in(harness):
    h = harness
    ann = h.user(ANN, "Ann")
    await kept(
        h,
        (ANN, "kaiser", "basic", 1, Reason.GAME),
        (ANN, "bridge", "expert", 1, Reason.TOURNAMENT),
        (ANN, "bridge", "expert", -1, Reason.GAME),
        (BOB, "bridge", "basic", 1, Reason.GAME),
    )
    mine = await h.slash(ann, "stats")
    assert mine.private
    assert "Kaiser against basic robots" in mine.text
    assert "Bridge against expert robots" in mine.text
    assert "One of them is a tournament's final place." in mine.text
    assert "Bridge against basic robots" not in mine.text  # Ann has none there
    # The busiest first: Ann's two bridge results before her Kaiser one.
    assert mine.text.index("Bridge against expert") < mine.text.index("Kaiser against basic")
    only = await h.slash(ann, "stats", game="kaiser")
    assert "Kaiser" in only.text and "Bridge against" not in only.text
    none = await h.slash(ann, "stats", game="bridge", level="basic")
    assert "no ranked results" in none.text


async def test_r8_5_the_leaderboard_shows_the_busiest_game_and_level_and_names_the_others(
    harness,
):
    h = harness
    ann = h.user(ANN, "Ann")
    await kept(
        h,
        (ANN, "kaiser", "expert", 1, Reason.TOURNAMENT),
        (BOB, "kaiser", "expert", -1, Reason.TOURNAMENT),
        (CAT, "kaiser", "expert", 0, Reason.TOURNAMENT),
        (BOB, "bridge", "basic", 1, Reason.GAME),
    )
    board = await h.slash(ann, "leaderboard")
    await h.settle()
    first = board.text.splitlines()[0]
    assert "Kaiser · expert robots" in first and "1. Ann" in board.text
    assert "Also kept here: Bridge · basic robots." in board.text
    bridge = await h.slash(ann, "leaderboard", game="bridge")
    await h.settle()
    assert "Bridge · basic robots" in bridge.text.splitlines()[0] and "1. Bob" in bridge.text
    assert "Also kept here: Kaiser · expert robots." in bridge.text
