"""Every colour the app paints with, named in one place: the table's (felt, parchment, ink,
the marks of targets and choices, card backs, badges) and the panels' own light palette."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor, QPalette

TABLE_BG = QColor("#2f4a3a")  # the felt behind the boards
BOARD_BG = QColor("#efe6cf")  # parchment
BOARD_EDGE = QColor("#7a6a4f")
ZONE_FILL = QColor(255, 255, 255, 120)
ZONE_EDGE = QColor("#8c7b5c")
INK = QColor("#2a2620")
MUTED_INK = QColor("#5f5647")
# the mark of a clickable target: a near-black band with a white line inside. No game's art
# uses it (amber, the old glow, is the colour of crown requests, grain and pineapples)
TARGET_DARK = QColor("#101014")
TARGET_LIGHT = QColor("#ffffff")
TARGET_WASH = QColor(255, 255, 255, 70)  # over a hovered target
TARGET_GLOW = QColor(255, 255, 255, 150)  # the soft halo around the band
SELECTED = QColor("#c2185b")  # the frame and tick of something picked in a choice
CARD_BACK = QColor("#34557a")
CARD_BACK_EDGE = QColor("#f2ecd9")
CARD_BACK_LINE = QColor(255, 255, 255, 90)  # the inner frame of a card back
CARD_BACK_MOTIF = QColor(255, 255, 255, 60)  # the meeple in a card back's middle
PIECE_SHADOW = QColor(0, 0, 0, 45)  # the soft shadow under a face-up piece
PILE_BADGE = QColor("#fbf8ef")  # the disc with a hidden pile's count
VALUE_BADGE = QColor("#fffdf6")  # the disc with a piece's corner number
SEAT_BADGE_EDGE = QColor("#ffffff")  # the rim of the owner's shape in a piece's corner
MARKER_EDGE = QColor("#202020")  # the outline of a seat marker
DARK_TEXT = QColor("#111111")  # readable_on: letters on a light fill
LIGHT_TEXT = QColor("#ffffff")  # ... and on a dark one

TOOLTIP_BG = QColor("#fffbea")  # tooltips: ink on a pale card, whatever the desktop's colours
TOOLTIP_INK = QColor("#2a2620")


@lru_cache(maxsize=1)
def own_palette() -> QPalette:
    """The app's own light palette, every role set in every state.

    The panels fix their backgrounds (cream, felt); with a dark desktop palette their text
    came out near-white on cream (1.0:1). So the app keeps these colours whatever the desktop
    says: Qt's Fusion light palette, with our tooltip colours.
    """
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        role.Window: "#efefef", role.WindowText: "#000000", role.Base: "#ffffff",
        role.AlternateBase: "#f7f7f7", role.ToolTipBase: TOOLTIP_BG.name(),
        role.ToolTipText: TOOLTIP_INK.name(), role.PlaceholderText: "#767676",
        role.Text: "#000000", role.Button: "#efefef", role.ButtonText: "#000000",
        role.BrightText: "#ffffff", role.Light: "#ffffff", role.Midlight: "#cacaca",
        role.Mid: "#b8b8b8", role.Dark: "#9f9f9f", role.Shadow: "#767676",
        role.Highlight: "#308cc6", role.HighlightedText: "#ffffff", role.Link: "#0000ff",
        role.LinkVisited: "#ff00ff",
    }
    disabled = {role.WindowText: "#7a7a7a", role.Text: "#7a7a7a", role.ButtonText: "#7a7a7a",
                role.Base: "#efefef", role.Highlight: "#919191", role.HighlightedText: "#ffffff"}
    palette = QPalette()
    for r, colour in colours.items():
        for g in (group.Active, group.Inactive, group.Disabled):
            palette.setColor(g, r, QColor(disabled.get(r, colour) if g == group.Disabled else colour))
    return palette
