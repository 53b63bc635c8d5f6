"""The keyboard's marks: a ring over the board target the keys have reached, and the digit on
each of the decision bar's first nine buttons.

The ring is a thick dashed band of yellow over black, drawn in screen pixels: unlike the
target mark (a dark band with a white line), the picked mark (magenta with a tick) and the
hint (violet dashes), and seen on light cards as on the dark felt.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QLabel, QStyleOptionGraphicsItem

RING_PX = 5.0  # the band's width on screen
GAP_PX = 4.0  # between the target's edge and the band
RING_DARK = QColor("#000000")
RING_LIGHT = QColor("#ffd400")
BADGE_NAME = "KeyBadge"


class FocusRing(QGraphicsItem):
    """Drawn by a board's scene over the target the keyboard has reached (one per scene)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.margin = 4.0  # scene units kept around the rect for the band (set from the zoom)
        self.setZValue(1_000_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def cover(self, item: QGraphicsItem, unit_px: float) -> None:
        """Put the ring around ``item`` (its clickable shape, in scene coordinates)."""
        self.prepareGeometryChange()
        self.rect = item.mapToScene(item.shape()).boundingRect()
        self.margin = (RING_PX + GAP_PX + 2) / max(unit_px, 0.2)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        m = self.margin
        return self.rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.rect.isNull():
            return
        px = abs(painter.worldTransform().m11()) or 1.0
        pad = (GAP_PX + RING_PX / 2) / px
        ring = self.rect.adjusted(-pad, -pad, pad, pad)
        radius = 3.0 / px
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        dark = QPen(RING_DARK, RING_PX)
        dark.setCosmetic(True)
        painter.setPen(dark)
        painter.drawRoundedRect(ring, radius, radius)
        light = QPen(RING_LIGHT, RING_PX - 1.5, Qt.PenStyle.CustomDashLine)
        light.setDashPattern([2.0, 1.5])
        light.setCosmetic(True)
        painter.setPen(light)
        painter.drawRoundedRect(ring, radius, radius)
        painter.restore()


def number_buttons(buttons: list[QAbstractButton]) -> None:
    """A small digit in the corner of each of the first nine buttons: its key."""
    for i, button in enumerate(buttons):
        badge = button.findChild(QLabel, BADGE_NAME)
        if i >= 9:
            if badge is not None:
                badge.hide()
            continue
        if badge is None:
            badge = QLabel(button)
            badge.setObjectName(BADGE_NAME)
            badge.setStyleSheet(
                "#KeyBadge { background: #1f3227; color: #ffd400; border-radius: 3px;"
                " font-size: 8pt; font-weight: bold; padding: 0px 3px; }"
            )
            badge.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            badge.setAccessibleName("")  # the button's description says the key
        badge.setText(str(i + 1))
        badge.adjustSize()
        badge.move(1, 1)
        badge.show()
        badge.raise_()
        button.setAccessibleDescription(f"Key {i + 1}. {button.toolTip()}".strip())
