"""Colour themes for every picture: classic felt, dark, high contrast and a four-colour deck.

A theme is a plain frozen value, so a player's setting can pick one by name and pass it to any
renderer. Suit colours are indexed by `Suit` (clubs 0 … spades 3).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.games.cards import Suit

RGB = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Theme:
    name: str
    #: The table itself, and the darker colour its edges fade to.
    felt: RGB
    felt_edge: RGB
    #: Text written straight on the felt (seat compass, captions).
    on_felt: RGB
    #: Boxes that hold text: information corners, the auction, score sheets.
    panel: RGB
    panel_text: RGB
    panel_muted: RGB
    panel_line: RGB
    #: A second panel shade for striped rows and headers.
    panel_alt: RGB
    card_face: RGB
    card_edge: RGB
    #: Laid over cards that may not be played now.
    card_dim: tuple[int, int, int, int]
    suit_colours: tuple[RGB, RGB, RGB, RGB]
    plate: RGB
    plate_text: RGB
    #: A seat whose side is vulnerable shows its badge in this colour.
    vulnerable: RGB
    not_vulnerable: RGB
    badge_text: RGB
    #: Whose turn it is.
    highlight: RGB
    #: The card that won the trick.
    winner: RGB
    #: The mark under a card that may be played now.
    legal: RGB
    #: Underline of an alerted call.
    alert: RGB
    robot_tag: RGB
    robot_text: RGB
    #: The rim round the felt in the colour of the table's kind (casual, ranked, private), if
    #: the picture is of a table; None for the plain edge.
    rim: RGB | None = None

    def suit_colour(self, suit: Suit) -> RGB:
        return self.suit_colours[suit]


def _luminance(colour: RGB) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast_ratio(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


CLASSIC = Theme(
    name="classic",
    felt=(22, 101, 58),
    felt_edge=(12, 66, 38),
    on_felt=(236, 244, 236),
    panel=(250, 247, 238),
    panel_text=(28, 28, 30),
    panel_muted=(105, 105, 110),
    panel_line=(200, 194, 178),
    panel_alt=(238, 232, 216),
    card_face=(255, 255, 255),
    card_edge=(150, 150, 150),
    card_dim=(60, 60, 60, 100),
    suit_colours=((20, 20, 20), (200, 22, 30), (200, 22, 30), (20, 20, 20)),
    plate=(250, 247, 238),
    plate_text=(28, 28, 30),
    vulnerable=(196, 30, 40),
    not_vulnerable=(46, 125, 70),
    badge_text=(255, 255, 255),
    highlight=(255, 196, 0),
    winner=(255, 196, 0),
    legal=(255, 196, 0),
    alert=(0, 110, 220),
    robot_tag=(90, 98, 120),
    robot_text=(255, 255, 255),
)

DARK = Theme(
    name="dark",
    felt=(43, 45, 49),
    felt_edge=(30, 31, 34),
    on_felt=(219, 222, 225),
    panel=(56, 58, 64),
    panel_text=(242, 243, 245),
    panel_muted=(160, 164, 172),
    panel_line=(84, 87, 95),
    panel_alt=(66, 69, 76),
    card_face=(72, 75, 82),
    card_edge=(110, 114, 122),
    card_dim=(20, 20, 22, 140),
    suit_colours=((236, 238, 242), (255, 105, 105), (255, 105, 105), (236, 238, 242)),
    plate=(56, 58, 64),
    plate_text=(242, 243, 245),
    vulnerable=(218, 55, 60),
    not_vulnerable=(59, 140, 90),
    badge_text=(255, 255, 255),
    highlight=(88, 101, 242),
    winner=(250, 200, 60),
    legal=(88, 101, 242),
    alert=(120, 170, 255),
    robot_tag=(110, 116, 132),
    robot_text=(255, 255, 255),
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    felt=(0, 0, 0),
    felt_edge=(0, 0, 0),
    on_felt=(255, 255, 255),
    panel=(255, 255, 255),
    panel_text=(0, 0, 0),
    panel_muted=(40, 40, 40),
    panel_line=(0, 0, 0),
    panel_alt=(225, 225, 225),
    card_face=(255, 255, 255),
    card_edge=(0, 0, 0),
    card_dim=(0, 0, 0, 150),
    suit_colours=((0, 0, 0), (200, 0, 0), (200, 0, 0), (0, 0, 0)),
    plate=(255, 255, 255),
    plate_text=(0, 0, 0),
    vulnerable=(200, 0, 0),
    not_vulnerable=(0, 0, 0),
    badge_text=(255, 255, 255),
    highlight=(255, 230, 0),
    winner=(255, 230, 0),
    legal=(255, 230, 0),
    alert=(0, 0, 220),
    robot_tag=(0, 0, 0),
    robot_text=(255, 255, 255),
)

#: The classic table with a four-colour deck: spades black, hearts red, diamonds blue, clubs
#: green, so that no two suits share a colour.
FOUR_COLOUR = replace(
    CLASSIC,
    name="four-colour",
    suit_colours=((0, 128, 40), (0, 84, 200), (200, 22, 30), (20, 20, 20)),
)

THEMES: dict[str, Theme] = {t.name: t for t in (CLASSIC, DARK, HIGH_CONTRAST, FOUR_COLOUR)}


def theme_named(name: str) -> Theme:
    """The theme called `name` (as a player setting stores it); the classic one if unknown."""
    return THEMES.get(name.strip().lower(), CLASSIC)
