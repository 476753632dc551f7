"""Imports point one way: games ← tables ← ui/cogs ← client, and the shared layers know no
particular game (they find games in the registry by name). Every import counts, including
those inside functions and under TYPE_CHECKING."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("bridge", "kaiser")
SHARED = ("bot/tables", "bot/store", "bot/ui", "bot/cogs", "renderers")


def modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), str(path))
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
    return out


def game_specific(path: Path) -> bool:
    """A module of one game: its name or one of its folders is the game's."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return any(game in part for part in parts for game in GAMES)


def offending(folders: tuple[str, ...], banned: tuple[str, ...], *, skip_games: bool) -> list[str]:
    found = []
    for folder in folders:
        for path in modules(folder):
            if skip_games and game_specific(path):
                continue
            for name in imports(path):
                if name.startswith(banned):
                    found.append(f"{path.relative_to(ROOT)} imports {name}")
    return found


def test_the_shared_layers_import_no_particular_game():
    banned = tuple(f"bot.games.{g}" for g in GAMES) + tuple(f"renderers.{g}" for g in GAMES)
    banned += tuple(f"bot.ui.games.{g}" for g in GAMES) + tuple(f"bot.cogs.{g}" for g in GAMES)
    assert offending(SHARED, banned, skip_games=True) == []


def test_the_rules_import_nothing_else_of_the_project():
    banned = ("bot.tables", "bot.store", "bot.ui", "bot.cogs", "bot.client", "bot.config",
              "renderers", "discord", "aiosqlite")  # fmt: skip
    assert offending(("bot/games",), banned, skip_games=False) == []


def test_the_store_imports_nothing_above_it():
    """The store keeps rows for the tables, the front end and the commands, and knows none of
    them: what it needs of theirs (a result's reasons) lives in the store."""
    banned = ("bot.tables", "bot.ui", "bot.cogs", "bot.client", "discord")
    assert offending(("bot/store",), banned, skip_games=False) == []


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def imported_modules(path: Path, known: set[str]) -> set[str]:
    """The modules among `known` that `path` imports (`from package import module` counts as
    importing the module)."""
    tree = ast.parse(path.read_text(), str(path))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
            out |= {f"{node.module}.{a.name}" for a in node.names}
    return out & known


def test_the_store_has_no_import_cycle():
    paths = {module_name(p): p for p in modules("bot/store")}
    graph = {name: imported_modules(path, set(paths)) - {name} for name, path in paths.items()}
    cycles = []
    for start in graph:
        seen, todo = set(), list(graph[start])
        while todo:
            name = todo.pop()
            if name == start:
                cycles.append(start)
                break
            if name not in seen:
                seen.add(name)
                todo += graph[name]
    assert cycles == []


def test_the_front_end_does_not_import_the_client():
    assert offending(("bot/ui", "bot/cogs"), ("bot.client",), skip_games=False) == []


def test_the_pictures_see_only_the_rules_types():
    banned = ("bot.tables", "bot.store", "bot.ui", "bot.cogs", "bot.client", "discord")
    assert offending(("renderers",), banned, skip_games=False) == []


@pytest.mark.parametrize("folder", SHARED)
def test_each_shared_layer_is_checked(folder: str):
    """The checks above would pass on an empty folder; these folders hold the modules."""
    assert [p for p in modules(folder) if not game_specific(p)]


def test_the_pictures_deal_bid_and_play_nothing():
    """The pictures draw the views they are given: no renderer runs a robot or builds an example
    game. Only a game's gallery takes its example games from the rules (bot.games.<game>.examples),
    and the promise an explanation carries (robot.hand_eval's Need) is a value, not a robot."""
    found = []
    for path in modules("renderers"):
        gallery = path.name == "gallery.py"
        for name in imports(path):
            parts = name.split(".")
            robot = parts[:2] == ["bot", "games"] and "robot" in parts and parts[-1] != "hand_eval"
            example = parts[:2] == ["bot", "games"] and parts[-1] == "examples" and not gallery
            if robot or example:
                found.append(f"{path.relative_to(ROOT)} imports {name}")
    assert found == []
