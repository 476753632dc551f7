"""The hidden-card audit itself catches a leak (otherwise its silence would prove nothing)."""

from __future__ import annotations

from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.cards import seeded_rng
from bot.games.kaiser import examples
from bot.games.kaiser.game import KAISER
from bot.games.seats import Seat
from bot.ui.games.bridge import hand_line
from tests.fake_discord.server import FakeDiscord, Recorded, RecordedFile
from tests.frontend.audit import Auditor, DealInfo, Seen

HEAD = "**Table 1** in <#5> · board 1 of game 1 · you sit South"


def info() -> DealInfo:
    board = Board.deal(1, Seat.NORTH, Vulnerability.NONE, seeded_rng(4))
    return DealInfo(
        hands=dict(board.hands),
        deal=board.to_pbn_deal(Seat.NORTH),
        seat_of={7: Seat.SOUTH},
        controls={7: {Seat.SOUTH}},
        dummy=Seat.NORTH,
    )


def request(content: str, audience: str, deal: DealInfo, components=None) -> Recorded:
    body = {"content": content, "components": components or []}
    return Recorded(0, 0.0, "PATCH", "/channels/5/messages/6", {}, {}, body, [], 200,
                    audience, Seen({(1, deal.deal): ((1, 1, 1), deal)}, {}, {}))  # fmt: skip


def check(r: Recorded) -> list[str]:
    return Auditor(FakeDiscord(), lambda: None, 5).check([r])


def test_a_players_own_hand_passes():
    deal = info()
    own = hand_line(sorted(deal.hands[Seat.SOUTH], reverse=True))
    assert check(request(f"{HEAD}\nYour hand (South): {own}", "user:7", deal)) == []


def test_another_seats_hand_is_caught():
    deal = info()
    west = hand_line(sorted(deal.hands[Seat.WEST], reverse=True))
    assert check(request(f"{HEAD}\nYour hand (West): {west}", "user:7", deal))


def test_dummy_before_the_opening_lead_is_caught_and_after_it_passes():
    deal = info()
    dummy = hand_line(sorted(deal.hands[Seat.NORTH], reverse=True))
    early = request(f"{HEAD}\nDummy (North): {dummy}", "user:7", deal)
    assert check(early)
    deal.lead_made = True
    assert check(request(f"{HEAD}\nDummy (North): {dummy}", "user:7", deal)) == []


def test_a_card_button_in_a_channel_is_caught():
    deal = info()
    card = sorted(deal.hands[Seat.SOUTH])[0]
    row = [{"type": 1, "components": [{"type": 2, "custom_id": f"ct:1:3:card:{card}"}]}]
    assert check(request(HEAD, "channel:5", deal, row))


KAISER_HEAD = "**Table 1** in <#5> · hand 1 of game 1 · you sit South"


def kaiser_info(finished: bool = False) -> DealInfo:
    state = examples.hand(examples.TAKEN_AT_EIGHT, None if finished else 0)
    return DealInfo(
        hands=dict(state.deal.hands),
        deal=state.deal.to_text(),
        seat_of={7: Seat.SOUTH},
        controls={7: {Seat.SOUTH}},
        finished=finished,
    )


def test_a_kaiser_players_own_hand_passes_and_a_partners_is_caught():
    deal = kaiser_info()
    own = hand_line(sorted(deal.hands[Seat.SOUTH], reverse=True))
    assert check(request(f"{KAISER_HEAD}\nYour hand (South): {own}", "user:7", deal)) == []
    partner = hand_line(sorted(deal.hands[Seat.NORTH], reverse=True))
    assert check(request(f"{KAISER_HEAD}\nYour hand (North): {partner}", "user:7", deal))


def test_a_kaiser_record_before_its_hand_is_over_is_caught():
    done = examples.hand(examples.TAKEN_AT_EIGHT)
    text = KAISER.exports(examples.record_of(done))["txt"].encode()
    for finished, problems in ((False, 1), (True, 0)):
        deal = kaiser_info(finished)
        r = request("**Table 1** · hand finished", "channel:5", deal)
        r.files = [RecordedFile("files[1]", "t.txt", "text/plain", text)]
        assert len(check(r)) == problems


def test_r10_10_an_events_board_record_goes_only_to_who_has_finished_it():
    """The same board at two tables of the daily challenge: Ann (7) has finished it, Bob (8)
    is playing it; its record may reach Ann, never Bob."""
    ann = info()
    ann.finished, ann.event = True, "daily/1/bridge/2027-01-15"
    bob = info()
    bob.seat_of, bob.controls, bob.event = {8: Seat.SOUTH}, {8: {Seat.SOUTH}}, ann.event
    board = Board.deal(1, Seat.NORTH, Vulnerability.NONE, seeded_rng(4))
    pbn = f'[Deal "{board.to_pbn_deal(Seat.NORTH)}"]\n'.encode()
    context = Seen({(1, ann.deal): ((1, 1, 1), ann), (2, bob.deal): ((2, 1, 1), bob)}, {}, {})
    problems = {}
    for audience in ("user:7", "user:8", "user:9"):
        r = Recorded(0, 0.0, "POST", "/channels/5/messages", {}, {}, {"content": "Board 1"},
                     [RecordedFile("files[0]", "b.pbn", "text/plain", pbn)], 200, audience,
                     context)  # fmt: skip
        problems[audience] = check(r)
    assert problems["user:7"] == []
    assert problems["user:8"] and problems["user:9"]


def test_r10_16_r10_18_a_tournament_board_record_in_a_shared_thread_is_fit_for_each_member():
    """A tournament's board at two tables: Ann (7) has finished it, Bob (8) is playing it, Cal
    (10) left his table before it, Dan (9) plays none. Its record, posted in a thread, may
    reach Ann and a watcher like Dan, never Bob nor Cal; a whole channel, never."""
    event = "tournament/1/1"
    ann = info()
    ann.finished, ann.event = True, event
    bob = info()
    bob.seat_of, bob.controls, bob.event = {8: Seat.SOUTH}, {8: {Seat.SOUTH}}, event
    board = Board.deal(1, Seat.NORTH, Vulnerability.NONE, seeded_rng(4))
    pbn = f'[Deal "{board.to_pbn_deal(Seat.NORTH)}"]\n'.encode()
    deals = {(1, ann.deal): ((1, 1, 1), ann), (2, bob.deal): ((2, 1, 1), bob)}
    fake = FakeDiscord()
    fake.threads[5] = {"id": "5", "type": 12}

    def problems(members: set[int], audience: str = "channel:5") -> list[str]:
        seen = Seen(deals, {5: frozenset(members)}, {event: frozenset({7, 8, 10})})
        r = Recorded(0, 0.0, "POST", "/channels/5/messages", {}, {}, {"content": "Board 1"},
                     [RecordedFile("files[0]", "b.pbn", "text/plain", pbn)], 200, audience,
                     seen)  # fmt: skip
        return Auditor(fake, lambda: None, 5).check([r])

    assert problems({7, 9}) == []
    assert problems({7, 8}) and problems({7, 10}) and problems({9}, "channel:6")
