"""Which sampled layouts agree with how the other players chose their cards.

A good player's card is, nearly always, one that gives up nothing double dummy on the real
layout: the robots' cards cost a trick about one time in fifty. On a layout that is merely
possible, the same card is a mistake far more often. So a layout on which another player's
recent card would have cost a trick is less likely to be the real one: the hidden hands are
read from the choices made with them, not only from the cards shown.

`PastPlays` names the recent cards played by seats the reader does not control and, for one
layout, rebuilds the position before each of them for the solver. `plausible` then says
whether the card was among the best there. Everything used is public (the course of the play)
or the reader's own guess (the layout), so nothing hidden is revealed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.games.bridge.robot.solver import Position
from bot.games.cards import Card, Suit
from bot.games.seats import Seat

#: How much less likely a layout becomes for each recent card it makes a double-dummy error.
SLIP = 0.2

#: How many recent cards of the other players are checked for each decision.
RECENT = 2


@dataclass(frozen=True, slots=True)
class PastPlay:
    seat: Seat
    card: Card
    #: The trick's leader and the cards played to it before this one.
    leader: Seat
    before: tuple[Card, ...]
    #: Every card played from this one on (this one included), by seat.
    since: Mapping[Seat, frozenset[Card]]


@dataclass(frozen=True, slots=True)
class PastPlays:
    plays: tuple[PastPlay, ...]
    trump: Suit | None

    @classmethod
    def recent(
        cls,
        tricks: Sequence[Sequence[tuple[Seat, Card]]],
        mine: frozenset[Seat],
        trump: Suit | None,
        count: int = RECENT,
    ) -> PastPlays:
        """The last `count` cards played by seats not in `mine` (the reader's own hands),
        after the opening lead."""
        flat = [
            (t, i, seat, card)
            for t, plays in enumerate(tricks)
            for i, (seat, card) in enumerate(plays)
            if (t, i) != (0, 0)
        ]
        chosen = [p for p in flat if p[2] not in mine][-count:] if count > 0 else []
        out = []
        for t, i, seat, card in chosen:
            since: dict[Seat, set[Card]] = {}
            for t2, i2, s2, c2 in flat:
                if (t2, i2) >= (t, i):
                    since.setdefault(s2, set()).add(c2)
            plays = tricks[t]
            out.append(
                PastPlay(
                    seat=seat,
                    card=card,
                    leader=plays[0][0],
                    before=tuple(c for _, c in plays[:i]),
                    since={s: frozenset(cs) for s, cs in since.items()},
                )
            )
        return cls(tuple(out), trump)

    def positions(self, hands: Mapping[Seat, frozenset[Card]]) -> list[Position]:
        """The position before each past play, given the hands now (one layout)."""
        out = []
        for p in self.plays:
            then = {s: hands[s] | p.since.get(s, frozenset()) for s in hands}
            out.append(Position(then, self.trump, p.leader, p.before))
        return out

    def slips(self, scores: Sequence[Mapping[Card, int]]) -> int:
        """How many past plays the solver's scores of their positions call errors."""
        n = 0
        for p, row in zip(self.plays, scores, strict=True):
            if row and row.get(p.card, -1) < max(row.values()):
                n += 1
        return n
