"""The keyboard's marks: a ring over the board target the keys have reached, and the digit on
each of the decision bar's first nine buttons.

The ring is a thick dashed band of yellow over black, drawn in screen pixels: unlike the
target mark (a dark band with a white line), the picked mark (magenta with a tick) and the
hint (violet dashes), and seen on light cards as on the dark felt.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QLabel,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabletop.core.i18n import _

RING_PX = 5.0  # the band's width on screen
GAP_PX = 4.0  # between the target's edge and the band
RING_DARK = QColor("#000000")
RING_LIGHT = QColor("#ffd400")


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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
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


BADGE_NAME = "KeyBadge"
BADGE_SIZE = (10, 12)  # pixels: inside the buttons' 12 px left padding, clear of the label


def number_buttons(buttons: list[QAbstractButton]) -> bool:
    """The first nine buttons show their key's digit in a small badge in their top left
    corner, inside their padding (it never covers a letter, nor changes their width)."""
    changed = False
    for i, button in enumerate(buttons):
        digit = i + 1 if i < 9 else 0
        badge = button.findChild(QLabel, BADGE_NAME)
        if button.property("key_digit") == digit and (badge is not None or not digit):
            continue
        changed = True
        button.setProperty("key_digit", digit)
        if badge is None and digit:
            badge = QLabel(button)
            badge.setObjectName(BADGE_NAME)
            badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
            badge.setFixedSize(*BADGE_SIZE)
            badge.setStyleSheet(
                "#KeyBadge { background: #1f3227; color: #ffd400; border-radius: 2px;"
                " font-size: 9px; font-weight: bold; padding: 0px; }"
            )
            badge.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            badge.move(1, 1)
        if badge is not None:
            badge.setText(str(digit))
            badge.setVisible(bool(digit))
        about = button.toolTip()
        button.setAccessibleDescription(_("Key {digit}. {about}").format(digit=digit, about=about).strip()
                                        if digit else about)
    return changed
