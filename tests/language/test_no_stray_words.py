"""No player-facing words are written outside the catalogue: every string literal of the front
end and the pictures that reads as words is a docstring, a log line, a programmer's error, a
keyed refusal's English (test_refusals.py holds it to the catalogue), a slash command's own
English (the Translator gives the other languages), or on the short list below."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("bot/ui", "bot/cogs", "renderers")
#: Two words or more: what a player could read as a phrase.
PHRASE = re.compile(r"[A-Za-z]{2,}[ ,;:.!?'’]+[a-z]{2,}")
#: Errors for programmers, never shown to a player (the front end shows only refusals).
INTERNAL_ERRORS = {"TypeError", "RuntimeError", "ValueError", "KeyError", "AssertionError",
                   "BadControlId", "NotImplementedError"}  # fmt: skip
#: Calls whose text is for the log, the event loop or the code's own reading (a pattern), not
#: for a player; and a slash command group, whose English description is the command's own
#: (the Translator gives the other languages, as for every command).
INTERNAL_CALLS = {"getLogger", "spawn", "create_task", "Registry", "import_module", "compile",
                  "Group"}  # fmt: skip
NOT_WORDS = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|WITH)\b|\.(png|ttf|txt|pbn|lin)$")

#: Literals that are words but not the bot speaking: (module, the literal's start, why).
ALLOWED = {
    ("renderers/bridge/gallery.py", "Ana Lucía"): "a player's name in the gallery",
    ("renderers/kaiser/gallery.py", "Bartholomew"): "a player's name in the gallery",
    ("renderers/kaiser/gallery.py", "Wilhelmina"): "a player's name in the gallery",
    ("renderers/gallery.py", "python -m renderers"): "the gallery's command line",
    ("renderers/bridge/gallery.py", "the robots"): "a side's name in the gallery",
    ("renderers/common/draw.py", " runs out of"): "the fit check's findings, read by the tests",
    ("bot/ui/delivery.py", "closed now"): "an outcome's name in the code",
    ("bot/ui/updater.py", "last runs"): "a log's words",
    ("bot/ui/memory.py", "remember the table"): "a background task's name",
}


def _skipped(tree: ast.AST) -> set[int]:
    """The literals that are not the bot speaking."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = body[0] if body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
        if isinstance(node, ast.Dict):
            # A map's keys are the code's names (the front end's memory, by what it holds).
            skip.update(id(k) for k in node.keys if k is not None)
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        owner = getattr(getattr(func, "value", None), "id", "")
        keyed = any(kw.arg == "key" for kw in node.keywords)
        choice = name == "Choice"
        if (
            owner in ("log", "logging")
            or name in INTERNAL_ERRORS | INTERNAL_CALLS
            or keyed
            or choice
        ):
            skip.update(id(n) for n in ast.walk(node))
    return skip


def stray_words() -> list[str]:
    found = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = str(path.relative_to(ROOT))
            tree = ast.parse(path.read_text())
            skip = _skipped(tree)
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                text = node.value
                if id(node) in skip or not PHRASE.search(text) or NOT_WORDS.search(text):
                    continue
                if any(rel == m and text.startswith(start) for m, start in ALLOWED):
                    continue
                found.append(f"{rel}:{node.lineno}: {text[:60]!r}")
    return found


def test_no_player_facing_words_outside_the_catalogue():
    assert stray_words() == []


def test_the_scan_finds_a_phrase_written_in_the_code(tmp_path: Path, monkeypatch):
    """The scan would catch a new sentence typed into a front-end module."""
    tree = ast.parse('def f():\n    """Doc."""\n    return "Your turn to play."\n')
    texts = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
             and id(n) not in _skipped(tree) and PHRASE.search(str(n.value))]  # fmt: skip
    assert texts == ["Your turn to play."]
