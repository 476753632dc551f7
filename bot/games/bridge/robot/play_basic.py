"""The basic card player: textbook rules, no solver, well under a millisecond a card.

It serves quick casual tables and is the baseline the expert is measured against. The rules
are the ones taught to beginners: lead the top of a sequence or fourth best, second hand low,
third hand high, cover an honour with an honour, win cheaply in fourth seat, draw trumps and
cash winners as declarer, ruff when an opponent is winning, discard from a suit that holds
nothing of value.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.playinfo import Turn, equivalence_groups, read_turn
from bot.games.bridge.views import SeatView
from bot.games.cards import Card, Rank, Suit
from bot.games.seats import Seat
from bot.games.tricks import Trick


def _by_rank(cards: Iterable[Card], suit: Suit) -> list[Card]:
    """The cards of `suit`, high to low."""
    return sorted((c for c in cards if c.suit == suit), key=lambda c: -c.rank)


def conventional_lead(
    cards: Sequence[Card] | frozenset[Card], suit: Suit, trump: Suit | None
) -> Card:
    """The card a textbook player leads from a holding in `suit`."""
    held = _by_rank(cards, suit)
    if not held:
        raise ValueError(f"no {suit.letter} to lead")
    if len(held) <= 2:
        return held[0]
    top, second, third = held[0], held[1], held[2]
    if top.rank >= Rank.TEN and second.rank == top.rank - 1:
        return top  # top of a touching honour sequence
    if second.rank >= Rank.NINE and third.rank == second.rank - 1 and top.rank > second.rank:
        return second  # top of an interior sequence (KJT, AT9)
    if trump is not None and top.rank == Rank.ACE:
        return top  # never underlead an ace against a suit contract
    if top.rank < Rank.TEN:
        return top if len(held) == 3 else held[1]  # nothing worth keeping: top of nothing
    return held[3] if len(held) >= 4 else held[-1]  # fourth best, or low from three to an honour


def signal_card(
    cards: Iterable[Card], suit: Suit, high: bool, gone: frozenset[Card] | set[Card]
) -> Card:
    """The card a defender follows with when the card does not matter to the play: the
    lowest, or with `high` (an encouraging or an even-count signal) the lowest of the top run
    of spot cards, so that it is also the lowest of its equal cards."""
    held = _by_rank(cards, suit)
    if not held:
        raise ValueError(f"no {suit.letter} to follow with")
    spots = [c for c in held if c.rank < Rank.TEN]
    if not high or len(spots) < 2:
        return held[-1]
    mine = set(held)
    card = spots[0]
    r = card.rank - 1
    while r >= Rank.TWO:
        below = Card(suit, Rank(r))
        if below in mine:
            card = below
        elif below not in gone:
            break
        r -= 1
    return card


def signals_high(holding: Iterable[Card], suit: Suit, partner_led: bool) -> bool:
    """Whether a defender's signal in `suit` is high: on partner's lead, attitude (high with
    the ace, king or queen); on the opponents' lead, count (high with an even number)."""
    held = _by_rank(holding, suit)
    if partner_led:
        return any(c.rank >= Rank.QUEEN for c in held)
    return len(held) % 2 == 0


def partner_suits(view: SeatView, seat: Seat) -> list[Suit]:
    """Suits partner has bid during the auction, most recent first."""
    out: list[Suit] = []
    for cv in reversed(view.public.auction):
        if cv.seat is seat.partner and cv.call.bid is not None:
            suit = cv.call.bid.strain.suit
            if suit is not None and suit not in out:
                out.append(suit)
    return out


def opening_lead(view: SeatView, turn: Turn) -> Card:
    hand = turn.hand
    trump = turn.trump
    lengths = {s: len(_by_rank(hand, s)) for s in Suit}
    for suit in partner_suits(view, turn.hand_seat):
        if lengths[suit] and suit != trump:
            return conventional_lead(hand, suit, trump)

    def strength(suit: Suit) -> tuple[float, int, int]:
        held = _by_rank(hand, suit)
        if trump is None:
            return (notrump_lead_safety(held), lengths[suit], 0)
        seq = int(len(held) >= 2 and held[0].rank >= Rank.TEN and held[1].rank == held[0].rank - 1)
        # Against a suit: sequences first, then a singleton if there are trumps to ruff with.
        singleton = int(lengths[suit] == 1 and lengths[trump] >= 1 and held[0].rank < Rank.KING)
        return (seq, singleton, -abs(lengths[suit] - 3))

    options = [s for s in Suit if lengths[s] and s != trump] or [s for s in Suit if lengths[s]]
    suit = max(options, key=strength)
    return conventional_lead(hand, suit, trump)


def notrump_lead_safety(held: Sequence[Card]) -> float:
    """How safe a suit (its cards high to low) is to lead from against notrump, partner
    having shown nothing: the top of the ace-king or of a sequence gives nothing away, nor a
    suit without an honour; a lead away from a single honour may give declarer its trick,
    worst from the king and the ace. Length comes second.

    Against the longest suit first, on the opening leads solved double dummy: 70 -> 73 of
    the 94 notrump leads of bench.robot_play's 320 deals, 63 -> 75 of 87 on 320 fresh deals
    (bench.make_play_deals --seed 777). The same order against suit contracts lost leads on
    the fresh deals (205 -> 200 of 233), so those keep theirs.
    """
    top = held[0].rank
    second = held[1].rank if len(held) > 1 else 0
    third = held[2].rank if len(held) > 2 else 0
    if top == Rank.ACE and second == Rank.KING:
        return 3
    if top >= Rank.TEN and second == top - 1:
        # K-Q, or three touching cards, is a full sequence; Q-J-x or J-10-x a weaker one.
        full = len(held) == 2 or third == second - 1 or top >= Rank.KING
        return 3 if full else 1.5
    return {Rank.ACE: -3, Rank.KING: -2, Rank.QUEEN: 0, Rank.JACK: 0.5}.get(top, 1)


def first_in_suit(view: SeatView, turn: Turn) -> bool:
    """Whether the hand to play has not yet played a card of the suit led to this trick."""
    if not turn.trick:
        return False
    led = turn.trick[0].suit
    return not any(
        seat is turn.hand_seat and card.suit == led for seat, card in view.public.played_cards()
    )


def is_master(card: Card, turn: Turn, partner_cards: frozenset[Card]) -> bool:
    """No card that can beat `card` in its suit is left outside our side's known cards."""
    for r in range(card.rank + 1, 15):
        c = Card(card.suit, Rank(r))
        if c not in turn.gone and c not in turn.hand and c not in partner_cards:
            return False
    return True


class BasicPlayer:
    """A rule-based player. Uses only the view it is given."""

    def choose_card(self, view: SeatView, ranges: Mapping[Seat, HandRange] | None = None) -> Card:
        turn = read_turn(view)
        groups = equivalence_groups(turn)
        if len(groups) == 1:
            return pick_from_group(turn, groups[0])
        if turn.is_opening_lead:
            return opening_lead(view, turn)
        partner = self._partner_cards(view, turn)
        if not turn.trick:
            return self._lead(view, turn, partner)
        return self._follow(turn, partner, first_in_suit(view, turn))

    @staticmethod
    def _partner_cards(view: SeatView, turn: Turn) -> frozenset[Card]:
        """Partner's cards when this hand can see them (declarer and dummy see each other)."""
        pub = view.public
        if pub.dummy is None or pub.dummy_cards is None:
            return frozenset()
        if turn.hand_seat is pub.dummy:
            return frozenset(view.hand)
        if turn.hand_seat.partner is pub.dummy:
            return frozenset(pub.dummy_cards)
        return frozenset()

    def _lead(self, view: SeatView, turn: Turn, partner: frozenset[Card]) -> Card:
        hand = turn.legal
        trump = turn.trump
        if turn.on_declarer_side and trump is not None:
            ours = sum(1 for c in turn.hand | partner if c.suit == trump)
            gone = sum(1 for c in turn.gone if c.suit == trump)
            outstanding = 13 - ours - gone
            trumps = _by_rank(hand, trump)
            if outstanding > 0 and trumps and is_master(trumps[0], turn, partner):
                return trumps[0]  # draw trumps
        masters = [c for c in hand if c.suit != trump and is_master(c, turn, partner)]
        if masters:
            return max(masters, key=lambda c: (len(_by_rank(hand, c.suit)), c.rank))
        if not turn.on_declarer_side:
            for suit in self._partner_led(view, turn):
                if any(c.suit == suit for c in hand):
                    return conventional_lead(hand, suit, trump)
        side = [s for s in Suit if s != trump and any(c.suit == s for c in hand)]
        suits = side or [s for s in Suit if any(c.suit == s for c in hand)]
        longest = max(suits, key=lambda s: len(_by_rank(hand, s)))
        if turn.on_declarer_side:
            return _by_rank(hand, longest)[-1]
        return conventional_lead(hand, longest, trump)

    @staticmethod
    def _partner_led(view: SeatView, turn: Turn) -> list[Suit]:
        partner = turn.hand_seat.partner
        return [t.plays[0][1].suit for t in view.public.tricks if t.plays and t.leader is partner]

    def _follow(self, turn: Turn, partner: frozenset[Card], first: bool = False) -> Card:
        trump = turn.trump
        trick = Trick(turn.leader, turn.trick)
        win_i = trick.winning_index(trump)
        winning = turn.trick[win_i]
        partner_winning = trick.seat_of(win_i) is turn.hand_seat.partner
        position = len(turn.trick)  # 1 = second hand, 2 = third, 3 = fourth
        led = turn.trick[0].suit
        legal = sorted(turn.legal, key=lambda c: c.rank)
        following = legal[0].suit == led

        def beats(card: Card) -> bool:
            return Trick(turn.leader, (*turn.trick, card)).winning_index(trump) == position

        winners = [c for c in legal if beats(c)]
        partner_safe = partner_winning and (position == 3 or is_master(winning, turn, partner))
        low = legal[0]
        if following and first and not turn.on_declarer_side:
            # A defender's first card in a suit signals: attitude on partner's lead, count
            # on the opponents'.
            partner_led = turn.leader is turn.hand_seat.partner
            high = signals_high(turn.hand, led, partner_led)
            low = signal_card(turn.hand, led, high, turn.gone)
        if following:
            if partner_safe:
                return low
            if not winners:
                return low
            if position == 1:
                led_card = turn.trick[0]
                if led_card.rank >= Rank.JACK and led_card.suit == winning.suit:
                    return winners[0]  # cover an honour with an honour
                return low  # second hand low
            if position == 2:
                top_group = next(g for g in equivalence_groups(turn) if g[0] in winners)
                return top_group[-1]  # third hand high, lowest of equals
            return winners[0]  # fourth hand wins as cheaply as it can
        if winners and not partner_safe:
            return winners[0]  # ruff (or overruff) as cheaply as possible
        return self._discard(turn, partner)

    @staticmethod
    def _discard(turn: Turn, partner: frozenset[Card]) -> Card:
        trump = turn.trump
        pool = [c for c in turn.legal if c.suit != trump] or list(turn.legal)

        def worth(c: Card) -> tuple[int, int, int]:
            return (int(is_master(c, turn, partner)), -len(_by_rank(turn.hand, c.suit)), c.rank)

        return min(pool, key=worth)


def pick_from_group(turn: Turn, group: Sequence[Card]) -> Card:
    """Which of interchangeable cards to show: the top of a sequence when leading an honour,
    otherwise the lowest, so that partner can read the holding."""
    if not turn.trick and len(group) >= 2 and group[0].rank >= Rank.TEN:
        return group[0]
    return group[-1]
