"""The play benchmark reads any PBN file and puts each board in its contract."""

import re
from dataclasses import replace
from pathlib import Path

import pytest

from bench import decision_rules, opening_leads, readings, robot_play
from bench.robot_play import Tally, auction_for, load_deals, play_board
from bot.games.bridge.calls import Strain
from bot.games.bridge.records import read_pbn
from bot.games.bridge.robot.play_basic import BasicPlayer
from bot.games.bridge.robot.play_expert import Evaluation
from bot.games.bridge.robot.playinfo import declarer_scores
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.scoring import imps, parse_contract
from bot.games.bridge.state import Board, CallAction, CardAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.cards import Card
from bot.games.seats import SEATS, Seat

DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"

PBN = f"""% a comment line
[Event "Club night"]
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "{DEAL}"]
[Declarer "W"]
[Contract "3HX"]
[Auction "S"]
1S 2H X P
P P
[Play "N"]
SA SK S2 S3

[Event "#"]
[Board "8"]
[Dealer "W"]
[Vulnerable "None"]
[Deal "{DEAL}"]
"""


def test_tags_are_read_per_game_and_a_hash_repeats_the_previous_value() -> None:
    games = [game.tags for game in read_pbn(PBN)]
    assert [g["Board"] for g in games] == ["7", "8"]
    assert games[1]["Event"] == "Club night"
    assert games[0]["Contract"] == "3HX"


def test_a_board_without_a_contract_is_bid_by_the_robots(solver: Solver, tmp_path: Path) -> None:
    path = tmp_path / "deals.pbn"
    path.write_text(PBN, encoding="utf-8")
    loaded = load_deals(path, solver)
    assert (loaded.bid, loaded.par) == (1, 0)
    first, second = loaded.deals
    assert first.contract == parse_contract("3HX", Seat.WEST)
    assert first.ranges is None
    assert second.calls[0][0] is Seat.WEST  # the dealer calls first
    assert second.ranges is not None


def test_a_board_without_a_contract_can_be_played_in_its_par_contract(
    solver: Solver, tmp_path: Path
) -> None:
    path = tmp_path / "deals.pbn"
    path.write_text(PBN, encoding="utf-8")
    loaded = load_deals(path, solver, fallback="par")
    assert (loaded.bid, loaded.par) == (0, 1)
    second = loaded.deals[1]
    assert second.contract.strain is Strain.NOTRUMP and second.contract.level == 3


def test_the_made_up_auction_ends_in_the_contract_whatever_the_doubling() -> None:
    board = Board.from_pbn_deal(DEAL, 1, Seat.EAST)
    for text in ("1C", "4SX", "7NTXX"):
        for declarer in Seat:
            contract = parse_contract(text, declarer)
            state = DealState(board)
            for seat, call in auction_for(contract, board.dealer):
                state.apply(CallAction(seat, call))
            assert state.contract == contract


def test_the_costly_listing_names_every_card_that_cost_a_trick(
    solver: Solver, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deals.pbn"
    path.write_text(PBN, encoding="utf-8")
    deal = load_deals(path, solver).deals[0]
    tally = Tally()
    play_board(deal, {s: BasicPlayer() for s in SEATS}, solver, tally, costly=True)
    lines = [line for line in capsys.readouterr().out.splitlines() if "costly:" in line]
    assert len(lines) == tally.decl_costly + tally.def_costly
    assert sum("defender" in line for line in lines) == tally.def_costly


def test_the_lead_benchmark_reports_the_textbook_lead_by_its_real_cost(
    solver: Solver, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deals.pbn"
    path.write_text(PBN, encoding="utf-8")
    assert opening_leads.main([str(path), "--boards", "1", "--budget", "0.3"]) == 0
    out = capsys.readouterr().out
    assert "1 opening leads with a choice" in out
    # Work out the textbook lead's real cost here, apart from the benchmark.
    deal = load_deals(path, solver).deals[0]
    state = deal.after_auction()
    leader = state.to_act
    assert leader is Seat.NORTH
    textbook = BasicPlayer().choose_card(seat_view(state, leader), None)
    scores = solver.score_cards(Position.from_state(state))
    costless = scores[textbook] == max(scores.values())
    line = next(line for line in out.splitlines() if "textbook (basic robot)" in line)
    assert line.endswith("(1/1)" if costless else "(0/1)")


def _decision(real: dict[Card, int], played: Card) -> decision_rules.Decision:
    """The defenders against 4S (not vulnerable) with five tricks left, declarer holding six."""
    ev = Evaluation(samples=1, imp_loss={}, tricks={}, exhaustive=False)
    return decision_rules.Decision(
        declarer_side=False,
        evaluation=ev,
        played=played,
        real=real,
        scores=declarer_scores(parse_contract("4S"), vulnerable=False),
        won=6,
        left=5,
    )


def test_the_rules_benchmark_scores_a_card_by_its_real_tricks_and_imps() -> None:
    ace, low, mid = Card.parse("HA"), Card.parse("H2"), Card.parse("H9")
    # Two more defensive tricks beat 4S by one (+50); one lets it make (-420); the nine
    # takes two as well.
    d = _decision({ace: 2, low: 1, mid: 2}, played=low)
    assert d.costly(low) and not d.costly(ace) and not d.costly(mid)
    assert d.imps_lost(low) == imps(470) == 10
    assert d.imps_lost(ace) == 0
    other = _decision({ace: 0, low: 1, mid: 1}, played=ace)  # 4S makes or makes with one over
    assert other.imps_lost(ace) == imps(30) == 1
    assert decision_rules.tally([d, other], lambda x: x.played) == (2, 11)
    assert decision_rules.tally([d, other], lambda x: mid) == (0, 0)


def _saved_decisions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[Path, Path, list[str]]:
    """One board of the rules benchmark, quickly: the deal file, the saved decisions and
    what it printed."""
    path = tmp_path / "deals.pbn"
    path.write_text(PBN, encoding="utf-8")
    saved = tmp_path / "decisions.pickle"
    argv = [str(path), "--boards", "1", "--budget", "0.05", "--save", str(saved)]
    assert decision_rules.main(argv) == 0
    return path, saved, capsys.readouterr().out.splitlines()


def test_the_rules_benchmark_prints_every_rule_for_both_sides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _path, saved, out = _saved_decisions(tmp_path, capsys)
    # The saved decisions, judged again without playing, give the same table.
    assert decision_rules.main(["--load", str(saved)]) == 0
    again = capsys.readouterr().out.splitlines()
    assert again[0].startswith(f"{saved} (1 boards), ")
    assert again[0].split(", ", 1)[1] == out[0].split(", ", 1)[1]
    assert again[1:] == out[1:]
    head = re.match(r".*: 1 boards, (\d+) sampled decisions \((\d+) declarer's, (\d+)", out[0])
    assert head is not None
    total, declarer, defenders = map(int, head.groups())
    assert total == declarer + defenders > 0
    names = ["the robot's own card", *decision_rules.rules()]
    rows = {name: line for line in out[2:] for name in names if name in line}
    assert list(rows) == names
    for line in rows.values():
        d_costly, _, f_costly, _ = map(int, line.split()[-4:])
        assert 0 <= d_costly <= declarer and 0 <= f_costly <= defenders
    # Every decision is told by kind, with the robot's and the textbook's costly cards.
    at = next(i for i, line in enumerate(out) if line.startswith("  by kind"))
    kinds = {line.split(":")[0].strip(): line for line in out[at + 1 : at + 3]}
    for side, count in (("declarer", declarer), ("defenders", defenders)):
        cells = re.findall(r"(\d+)/(\d+)/(\d+)/\d+", kinds[side])
        assert sum(int(n) for n, _, _ in cells) == count
        assert all(int(r) <= int(n) and int(b) <= int(n) for n, r, b in cells)
    # The leads after the opening lead, by the suit chosen: as many as the kinds say.
    at = next(i for i, line in enumerate(out) if line.startswith("  leads after"))
    for side, line in zip(("declarer", "defenders"), out[at + 1 : at + 3], strict=True):
        assert line.startswith(f"    {side}: ")
        leads = sum(int(n) for n in re.findall(r"lead \w+ (\d+)/", kinds[side]))
        assert sum(int(n) for n in re.findall(r"(\d+)/\d+/\d+/\d+", line)) == leads
    # The decisions with many layouts, replayed on their first few.
    for side in ("declarer", "defenders"):
        line = next(line for line in out if line.startswith(f"    {side} (") and "k=4" in line)
        many = int(re.findall(r"\((\d+) decisions\)", line)[0])
        assert all(int(c) <= many for c in re.findall(r"k=\d+ (\d+) costly", line))


def test_a_decision_is_replayed_on_its_first_layouts_alone() -> None:
    a, b = Card.parse("S2"), Card.parse("HA")
    # Three layouts: the spade is best in the first two, the heart by far in the third.
    ev = Evaluation(
        samples=3,
        imp_loss={a: 10 / 3, b: 2 / 3},
        tricks={a: 4.0, b: 11 / 3},
        exhaustive=False,
        losses={a: [0, 0, 10], b: [1, 1, 0]},
        best_in={a: 2, b: 1},
        tops_in={a: 2, b: 1},
        layout_tricks={a: [5, 5, 2], b: [4, 4, 3]},
    )
    two = decision_rules.first_layouts(ev, 2)
    assert two is not None
    assert two.samples == 2
    assert two.imp_loss == {a: 0, b: 1}
    assert two.tricks == {a: 5, b: 4}
    assert two.best_in == two.tops_in == {a: 2, b: 0}
    # Declarer for the least mean loss alone: the heart on all three layouts, the spade on
    # the first two.
    assert decision_rules.sampled_card(ev, True, declarer_near_se=0) == b
    assert decision_rules.sampled_card(two, True, declarer_near_se=0) == a
    # A decision saved without its tricks layout by layout is not replayed.
    assert decision_rules.first_layouts(Evaluation(1, {}, {}, False), 2) is None


def test_the_readings_benchmark_holds_the_real_hands_against_each_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, saved, _out = _saved_decisions(tmp_path, capsys)
    assert readings.main([str(saved), str(path), "--layouts", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [
        re.match(
            r"  (\w+), (.+): (\d+) readings, the real hands break ([\d.]+)%, layouts ([\d.]+)%",
            line,
        )
        for line in out[1:]
    ]
    assert rows and all(rows)
    found = {(m.group(1), m.group(2)): float(m.group(4)) for m in rows if m is not None}
    assert all(m.group(2) in readings.KINDS and int(m.group(3)) > 0 for m in rows if m)
    # Both sides read the opening lead, and between robots it is the textbook card.
    assert found[("declarer", "opening lead")] == 0.0
    assert all(0 <= float(m.group(5)) <= 100 for m in rows if m)


def test_a_claim_stands_for_the_cards_it_saves(solver: Solver, tmp_path: Path) -> None:
    path = tmp_path / "deals.pbn"
    path.write_text(PBN, encoding="utf-8")
    deal = load_deals(path, solver).deals[0]
    with_claims, without = Tally(), Tally()
    play_board(deal, {s: BasicPlayer() for s in SEATS}, solver, with_claims)
    play_board(deal, {s: BasicPlayer() for s in SEATS}, solver, without, claims=False)
    assert with_claims.claims == 1 and without.claims == 0
    # Every card of tricks 1-12 is counted once, played or claimed.
    for tally in (with_claims, without):
        assert (tally.decl_cards, tally.def_cards) == (24, 24)
    assert with_claims.claims_short == 0


def test_a_short_claim_counts_each_trick_given_away_as_a_costly_card(
    solver: Solver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "deals.pbn"
    path.write_text(PBN, encoding="utf-8")
    deal = load_deals(path, solver).deals[0]
    # Declarer concedes everything at its first turn: short by all it could still take.
    monkeypatch.setattr(robot_play, "robot_claim", lambda view, solver: 0)
    tally = Tally()
    play_board(deal, {s: BasicPlayer() for s in SEATS}, solver, tally)
    state = deal.after_auction()
    lead = BasicPlayer().choose_card(seat_view(state, state.to_act), None)
    state.apply(CardAction(state.turn, lead))
    given_away = max(solver.score_cards(Position.from_state(state)).values())
    assert (tally.claims, tally.claims_short) == (1, 1)
    assert tally.decl_costly == given_away > 0


def test_a_costly_card_is_named_by_what_it_was_doing() -> None:
    contract = parse_contract("4S", Seat.SOUTH)
    n, e, s, w = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
    plays = [
        (w, "CQ"), (n, "CA"), (e, "C2"), (s, "C4"),  # trick 1
        (n, "D3"), (e, "D7"), (s, "DK"), (w, "H2"),  # West discards
        (w, "H3"), (n, "HA"), (e, "S2"), (s, "H4"),  # East ruffs
    ]  # fmt: skip
    cards = [(seat, Card.parse(text)) for seat, text in plays]
    kinds = [robot_play.card_kind(cards, i, contract) for i in range(len(cards))]
    assert kinds == [
        "opening lead", "trick 1", "third hand early", "trick 1",
        "lead early", "second hand early", "third hand early", "discard",
        "lead early", "second hand early", "ruff", "fourth hand early",
    ]  # fmt: skip


def test_a_later_lead_is_named_by_the_suit_it_chose() -> None:
    contract = parse_contract("4S", Seat.SOUTH)
    n, e, s, w = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
    plays = [
        (w, "CQ"), (n, "CA"), (e, "C2"), (s, "C4"),  # West's suit
        (n, "D3"), (e, "D7"), (s, "DK"), (w, "DA"),  # declarer's side leads diamonds
        (w, "D2"), (n, "D4"), (e, "D5"), (s, "D6"),  # West leads the opponents' suit
        (s, "H2"), (w, "H3"), (n, "HA"), (e, "H4"),  # a new suit for declarer
        (n, "S2"), (e, "S3"), (s, "SA"), (w, "S4"),  # trumps
    ]  # fmt: skip
    cards = [(seat, Card.parse(text)) for seat, text in plays]
    choices = [robot_play.lead_choice(cards, i, contract) for i in range(4, len(cards), 4)]
    assert choices == ["a new suit", "the opponents' suit", "a new suit", "trumps"]
    # East returning the club West led first, and West leading clubs again.
    returned = [*cards[:4], (e, Card.parse("C3"))]
    assert robot_play.lead_choice(returned, 4, contract) == "partner's suit"
    again = [*cards[:4], (w, Card.parse("CJ"))]
    assert robot_play.lead_choice(again, 4, contract) == "its own suit"


def test_a_decisions_costly_card_is_told_by_what_it_cost() -> None:
    ace, low = Card.parse("HA"), Card.parse("H2")
    # Against 4S with declarer on six tricks and five left: two defensive tricks set it.
    d = _decision({ace: 2, low: 1}, played=low)
    d = replace(d, contract=parse_contract("4S", Seat.SOUTH))
    assert d.effect(low) == "the contract's result"
    overtrick = replace(d, real={ace: 1, low: 0})
    assert overtrick.effect(low) == "an overtrick"


def test_a_costly_card_is_told_by_what_its_trick_meant_to_the_contract() -> None:
    game = parse_contract("4S", Seat.SOUTH)  # ten tricks
    assert robot_play.trick_cost(10, 9, game) == "the contract's result"
    assert robot_play.trick_cost(9, 10, game) == "the contract's result"
    assert robot_play.trick_cost(11, 10, game) == "an overtrick"
    assert robot_play.trick_cost(12, 11, game) == "an overtrick"
    assert robot_play.trick_cost(8, 9, game) == "an undertrick"
