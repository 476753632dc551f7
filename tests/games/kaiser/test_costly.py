"""The cards of a finished Kaiser hand that cost their team points, by the exact search (the
record marks them), checked card by card against the search's own value of every legal card."""

from bot.games.costly import lead_cost
from bot.games.kaiser import examples as ex
from bot.games.kaiser.robot.costly import record_costs
from bot.games.kaiser.robot.search import Position, bit_card, card_bit, move_values
from bot.games.kaiser.views import HandRecord
from bot.games.seats import SEATS, Side
from bot.games.tricks import cards_played


def by_every_card(record: HandRecord) -> list[tuple[int, str, int]]:
    """Before each card, every legal card valued; the card played cost its team the best
    value for that team less its own."""
    rules = record.rules
    pos = Position.of({s: record.hands[s] for s in SEATS}, record.tricks[0].leader, (),
                      record.contract.trump, rules)  # fmt: skip
    out = []
    for i, (seat, card) in enumerate(cards_played(record.tricks)):
        values = move_values(pos)
        assert values is not None
        # What North–South end with from here after each card, the trick it completes included.
        ns = {bit_card(b, rules): pos.gained(b) + v for b, v in values.items()}
        mine = ns if seat.side is Side.NS else {c: -v for c, v in ns.items()}
        lost = max(mine.values()) - mine[card]
        if lost > 0:
            out.append((i, str(card), lost))
        pos = pos.after(card_bit(card, rules))
    return out


def test_the_costly_cards_agree_with_the_search_of_every_card() -> None:
    for example in (ex.TAKEN_AT_EIGHT, ex.NO_TRUMP):
        record = ex.record_of(ex.hand(example))
        costs = record_costs(record)
        assert [(c.index, str(c.card), c.cost) for c in costs] == by_every_card(record)
    # Eight no trump: East's opening lead gave away points.
    assert lead_cost(record_costs(ex.record_of(ex.hand(ex.NO_TRUMP)))) > 0


def test_the_gallery_costs_are_the_searchs() -> None:
    record = ex.record_of(ex.hand(ex.TAKEN_AT_EIGHT))
    assert record_costs(record) == ex.taken_at_eight_costs()
