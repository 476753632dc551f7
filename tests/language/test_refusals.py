"""Every refusal names its message by a catalogue key the catalogue holds, and carries no words
of its own: its English comes from the catalogue like every other language."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from bot.games.bridge.calls import Call
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, DealState
from bot.games.cards import hand_from_pbn
from bot.games.errors import RuleError
from bot.games.seats import SEATS, Seat
from bot.language import Language, Words
from bot.language.catalogue import entries
from bot.tables import errors as table_errors
from bot.ui.safety import refusal_text

ROOT = Path(__file__).resolve().parents[2]
KEYED = re.compile(r'key\s*=\s*"([a-z0-9-]+)"')


def sources() -> dict[Path, str]:
    return {p: p.read_text() for p in sorted((ROOT / "bot").rglob("*.py"))}


def test_every_key_a_refusal_names_is_in_the_catalogue():
    known = set(entries(Language.ENGLISH))
    named = {k for text in sources().values() for k in KEYED.findall(text)}
    assert len(named) > 30  # the refusals of the tables, the rules and the front end
    assert sorted(named - known) == []


def test_no_refusal_carries_words_of_its_own():
    # A refusal is `SomeError(key="the-key", **values)` or `SomeError("the-key", ...)`: any
    # other first argument would be words beside the catalogue's.
    refusals = (RULE_ERRORS - {"error"}) | {"Refusal", "BadOption", "SeatTaken", "PlayingElsewhere"}
    worded = []
    for path, text in sources().items():
        for node in ast.walk(ast.parse(text)):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            first = node.args[0]
            said = not (isinstance(first, ast.Constant) and isinstance(first.value, str)
                        and re.fullmatch(r"[a-z0-9-]+", first.value))  # fmt: skip
            if name in refusals and said:
                worded.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert worded == []


def test_a_refusal_without_a_key_is_refused_when_raised():
    try:
        RuleError()
    except TypeError as exc:
        assert "names no message" in str(exc)
    else:
        raise AssertionError("a refusal with nothing to say was made")
    assert str(RuleError("refuse-does-not-hold", card="SA")) == "refuse-does-not-hold"


#: The refusals of the rules and the table service: every one names its catalogue key.
RULE_ERRORS = {"RuleError", "NotYourTurn", "IllegalCall", "IllegalCard", "WrongPhase",
               "IllegalClaim", "error", "NotAllowed", "NotHost", "WrongState", "TableError",
               "NotSeated", "NotInvited", "ChannelHasTable", "TooManyTables", "NoSuchTable",
               "StaleVersion"}  # fmt: skip


def test_every_refusal_the_rules_and_the_tables_raise_names_its_key():
    # A refusal raised bare (`NoSuchTable()`) has its key on its class.
    unkeyed = []
    paths = [*(ROOT / "bot" / "games").rglob("*.py"), *(ROOT / "bot" / "tables").rglob("*.py")]
    for path in sorted(paths):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call):
                continue
            func = node.exc.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            bare = not node.exc.args and not node.exc.keywords
            if bare and getattr(table_errors, name, None) is not None:
                bare = bool(getattr(table_errors, name).key)
            keyed = any(kw.arg == "key" for kw in node.exc.keywords)
            if name in RULE_ERRORS and not (keyed or bare):
                unkeyed.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert unkeyed == []


def test_a_rules_refusal_reads_in_french_and_malay():
    hands = dict(zip(SEATS, ("AKQJT98765432...", ".AKQJT98765432..", "..AKQJT98765432.",
                             "...AKQJT98765432"), strict=True))  # fmt: skip
    state = DealState(Board(1, Seat.NORTH, Vulnerability.NONE,
                            {s: hand_from_pbn(t) for s, t in hands.items()}))  # fmt: skip
    state.apply(CallAction(Seat.NORTH, Call.parse("1S")))
    refusals = []
    for action in (CallAction(Seat.EAST, Call.parse("1C")), CallAction(Seat.EAST, Call.parse("XX")),
                   CallAction(Seat.SOUTH, Call.parse("2C"))):  # fmt: skip
        try:
            state.check(action)
        except RuleError as exc:
            refusals.append(exc)
    assert len(refusals) == 3
    said = {lang: [refusal_text(e, Words(lang)) for e in refusals] for lang in Language}
    assert [str(e) for e in refusals] == ["refuse-not-higher", "refuse-redouble-own",
                                          "refuse-turn-to-call"]  # fmt: skip
    assert said[Language.ENGLISH] == [
        "1♣ is not higher than 1♠.",
        "You may redouble only your own side's bid.",
        "It is East's turn to call.",
    ]
    assert said[Language.FRENCH] == [
        "1♣ n’est pas plus haut que 1♠.",
        "Vous ne pouvez surcontrer que l’enchère de votre camp.",
        "C’est à Est de parler.",
    ]
    assert said[Language.MALAY][2] == "Giliran Timur untuk membuat panggilan."
