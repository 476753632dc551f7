"""Pictures of the card tables for Discord: view objects in, PNG bytes out.

`renderers.common` draws what every game shares (card art, themes, text, the leaderboard);
each game's package (`renderers.bridge`) draws its own table, hand, record and score sheet,
and `renderers.registry` finds them by the game's name. Every function is deterministic (the
same input gives the same bytes) and safe to call from several executor threads at once.
"""
