"""Every numbered rule in a rule book under seeds/ has a test named after it."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BOOKS = {
    "bridge.md": "tests/games",
    "tables.md": "tests",
    "bidding.md": "tests/games/bridge/robot",
    "kaiser.md": "tests/games/kaiser",
}


def rule_numbers(book: Path) -> set[str]:
    return set(re.findall(r"^- (\d+\.\d+) ", book.read_text(encoding="utf-8"), re.MULTILINE))


def rules_with_tests(folder: Path, skip: tuple[Path, ...] = ()) -> set[str]:
    found: set[str] = set()
    for path in folder.rglob("test_*.py"):
        if any(path.is_relative_to(other) for other in skip):
            continue
        for name in re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")):
            # test_r2_4_..., and test_r2_10_r3_8_... for a test of two rules.
            for major, minor in re.findall(r"(?:^test_|_)r(\d+)_(\d+)(?=_)", name):
                found.add(f"{major}.{minor}")
    return found


@pytest.mark.parametrize("book", sorted(BOOKS))
def test_every_rule_has_a_test(book):
    numbers = rule_numbers(ROOT / "seeds" / book)
    assert numbers, f"no numbered rules found in seeds/{book}"
    folder = ROOT / BOOKS[book]
    # Another book's tests may live inside this folder; their numbers are not this book's.
    others = tuple(
        ROOT / f for b, f in BOOKS.items()
        if b != book and (ROOT / f).is_relative_to(folder) and ROOT / f != folder
    )  # fmt: skip
    untested = sorted(
        numbers - rules_with_tests(folder, others),
        key=lambda n: tuple(int(p) for p in n.split(".")),
    )
    assert untested == [], f"rules of seeds/{book} with no test named after them"
