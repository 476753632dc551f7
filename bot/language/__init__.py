"""Every word a player reads, in their language.

The languages the bot speaks (`Language`), the one catalogue that holds each message in each of
them (`say`, `Words`), and how a player's language is chosen (`choose`). The messages are Project
Fluent files beside this module, one folder per language; English is the source, and a test holds
the others to it key for key and placeable for placeable.

The rules under bot/games speak no language: what they refuse carries a key and its values, and
the front end says it in the reader's language.
"""

from bot.language.catalogue import CATALOGUE, Catalogue, Words, say
from bot.language.languages import DEFAULT, Language, choose

__all__ = ["CATALOGUE", "DEFAULT", "Catalogue", "Language", "Words", "choose", "say"]
