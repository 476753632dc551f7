"""The basic card player: the rules a good Kaiser player follows, from the seat's view alone.

- Feed the five: the 5♥ goes on a trick partner is sure to win, never where an opponent may.
- Stick them with the three: the −3 card goes on a trick an opponent is sure to win, and the
  robot does not win a trick holding it (without the 5♥) when it can avoid it.
- The bidding team draws trumps while it holds the top trump and opponents may have some;
  everyone cashes sure winners, and avoids leading into a void an opponent can trump.
- Second hand low, third hand high, last hand wins as cheaply as it can; never beat a
  partner's trick that is already sure, never trump it.
- It counts the cards: which are gone, which are the best left in each suit, who is void.
"""

from __future__ import annotations

from bot.games.cards import Card, Suit
from bot.games.kaiser.robot.knowledge import Knowledge
from bot.games.kaiser.rules import FIVE_OF_HEARTS
from bot.games.kaiser.views import SeatView
from bot.games.seats import Seat
from bot.games.tricks import winning_index


def _low(cards: list[Card], keep: frozenset[Card] = frozenset()) -> Card:
    """The lowest card, keeping the point cards and any of `keep` while others remain."""
    plain = [c for c in cards if c not in keep] or cards
    return min(plain, key=lambda c: (c.rank, c.suit))


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    if card.suit is best.suit:
        return card.rank > best.rank
    return trump is not None and card.suit is trump


class BasicPlayer:
    """Plays by the card rules above; deterministic for a given view."""

    def choose_card(self, view: SeatView) -> Card:
        legal = list(view.legal_cards)
        if len(legal) == 1:
            return legal[0]
        know = Knowledge.of(view)
        trick = view.public.current_trick
        if trick is None:
            return self._lead(view, know, legal)
        return self._follow(view, know, legal, trick.plays)

    # -- leading ----------------------------------------------------------------------------

    def _lead(self, view: SeatView, know: Knowledge, legal: list[Card]) -> Card:
        contract = view.public.contract
        assert contract is not None
        rules = view.public.rules
        trump = contract.trump
        points = frozenset({FIVE_OF_HEARTS, rules.minus_card})
        opponents = [s for s in view.seat.clockwise_from() if s.side is not view.seat.side]
        bidders = contract.side is view.seat.side
        if trump is not None and bidders:
            trumps = [c for c in legal if c.suit is trump]
            if trumps and know.out(trump) and any(know.may_hold(o, trump) for o in opponents):
                top = max(trumps, key=lambda c: c.rank)
                if know.is_boss(top):
                    return top

        def ruffed(suit: Suit) -> bool:
            return (
                trump is not None
                and suit is not trump
                and any(suit in know.voids[o] and know.may_hold(o, trump) for o in opponents)
            )

        bosses = [
            c for c in legal
            if know.is_boss(c) and c not in points and not ruffed(c.suit)
            and (c.suit is not trump or bidders)
        ]  # fmt: skip
        if bosses:
            return max(bosses, key=lambda c: (c.rank, c.suit))
        # The 5♥ led when it is the best heart left and nobody can trump it.
        if FIVE_OF_HEARTS in legal and know.is_boss(FIVE_OF_HEARTS) and not ruffed(Suit.HEARTS):
            return FIVE_OF_HEARTS
        safe = [
            c for c in legal
            if c not in points and not ruffed(c.suit) and (c.suit is not trump or bidders)
        ]  # fmt: skip
        pool = safe or [c for c in legal if c not in points] or legal
        lengths = {s: sum(c.suit is s for c in view.hand) for s in Suit}
        # Low from the longest suit: it sets up length and keeps the high cards for later.
        longest = max({c.suit for c in pool}, key=lambda s: (lengths[s], -s))
        return _low([c for c in pool if c.suit is longest])

    # -- following --------------------------------------------------------------------------

    def _follow(
        self,
        view: SeatView,
        know: Knowledge,
        legal: list[Card],
        plays: tuple[tuple[Seat, Card], ...],
    ) -> Card:
        contract = view.public.contract
        assert contract is not None
        trump = contract.trump
        rules = view.public.rules
        minus = rules.minus_card
        cards = tuple(c for _, c in plays)
        win_seat, best = plays[winning_index(cards, trump)]
        partner_winning = win_seat.side is view.seat.side
        position = len(plays)  # 1: second hand, 2: third, 3: last
        after_me = [s for s in view.seat.clockwise_from()[1 : 4 - position]]
        led = cards[0].suit

        def sure(card: Card, seat: Seat) -> bool:
            """`card` of `seat` wins the trick whatever the players after me hold."""
            for s in after_me:
                if s.side is seat.side:
                    continue
                higher = [c for c in know.out(card.suit) if c.rank > card.rank]
                if higher and card.suit not in know.voids[s]:
                    return False
                if (
                    trump is not None and card.suit is not trump
                    and know.out(trump) and trump not in know.voids[s]
                    and (led in know.voids[s] or not know.out(led))
                ):  # fmt: skip
                    return False
            return True

        partner_sure = partner_winning and sure(best, win_seat)
        points_in = {FIVE_OF_HEARTS, minus} & set(cards)
        if FIVE_OF_HEARTS in legal and partner_sure:
            return FIVE_OF_HEARTS
        winners = [c for c in legal if _beats(c, best, trump)]
        if partner_winning:
            if minus in legal and len(legal) > 1:
                legal = [c for c in legal if c != minus]
            if partner_sure or position == 3:
                return _low(legal, frozenset({FIVE_OF_HEARTS}))
            # Third hand behind a partner who may be beaten: make the trick sure if we can.
            safe_winners = [c for c in winners if sure(c, view.seat) and c.suit is best.suit]
            if safe_winners and position == 2:
                return min(safe_winners, key=lambda c: c.rank)
            return _low(legal, frozenset({FIVE_OF_HEARTS}))
        # An opponent is winning.
        worth = FIVE_OF_HEARTS in points_in or minus not in points_in
        sure_winners = [c for c in winners if sure(c, view.seat)]
        if minus in legal and not sure_winners and sure(best, win_seat):
            return minus
        if winners and worth:
            if position == 3 or sure_winners:
                pool = sure_winners or winners
                plain = [c for c in pool if c != minus] or pool
                return min(plain, key=lambda c: (c.suit is trump, c.rank))
            if position == 2:
                return max(winners, key=lambda c: (c.suit is not trump, c.rank))
            # Second hand low, unless the 5♥ is on the table.
            if FIVE_OF_HEARTS in points_in:
                return max(winners, key=lambda c: (c.suit is not trump, c.rank))
        if minus in legal and sure(best, win_seat):
            return minus
        keep = frozenset({FIVE_OF_HEARTS, minus})
        losers = [c for c in legal if c not in winners] or legal
        if trump is not None:
            side = [c for c in losers if c.suit is not trump]
            losers = side or losers
        return self._discard(view, losers, keep)

    @staticmethod
    def _discard(view: SeatView, cards: list[Card], keep: frozenset[Card]) -> Card:
        """The lowest card of the shortest suit, keeping the point cards where possible."""
        plain = [c for c in cards if c not in keep] or cards
        lengths = {s: sum(c.suit is s for c in view.hand) for s in Suit}
        return min(plain, key=lambda c: (c.rank, lengths[c.suit]))
