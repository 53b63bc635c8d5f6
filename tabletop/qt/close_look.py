"""A close look: the card, tile, space or building under the pointer drawn large beside it,
with its full text (as a card zoom does on an online table).

One popup serves every board (``shared()``). Holding the pointer on an item for
``delay_ms`` opens it; moving to another item while it is open shows that one at once;
leaving, a click or the item vanishing closes it. ``show_for(item)`` opens it for an item
without the pointer (the keyboard). It replaces the items' tooltips on the boards: the
scene asks ``suppresses_tooltips()`` before showing one.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QCursor,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QGraphicsScene, QLabel, QStyleOptionGraphicsItem, QVBoxLayout, QWidget

from . import theme
from .items import PieceItem, ZoneItem
from .reference_panel import look_html
from .target_item import TargetItem

DELAY_MS = 350  # how long the pointer rests on an item before the close look opens
PIECE_PX = 190  # a piece is drawn this large on its long side
ZONE_PX = (340, 230)  # a space (with what lies on it) at most this wide and tall
ENLARGE = 1.6  # ... and at least this much larger than on the table
MAX_PX = 420  # but never longer than this
TEXT_WIDTH = 280
CLOSE_GRACE_MS = 120  # the pointer may cross a gap between two items without it closing
WATCH_MS = 250  # how often an open look checks that its table is still in view
GAP = 18  # between the pointer (or the item) and the popup
PAPER = "#fbf8ef"
EDGE = "#2a2620"


class Picture(QWidget):
    """The item itself, painted large (a space with the pieces on it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.item: TargetItem | None = None

    def show_item(self, item: TargetItem) -> None:
        self.item = item
        self.setFixedSize(picture_size(item))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        item = self.item
        if item is None or not alive(item):
            return
        painter = QPainter(self)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        hovered, item.hovered = item.hovered, False  # no hover wash in the picture
        covered = getattr(item, "covered", False)
        if covered:  # on the table the next card lies over its name; here it is alone
            item.covered = False  # type: ignore[attr-defined]
        try:
            target = QRectF(self.rect()).adjusted(4, 4, -4, -4)
            if isinstance(item, PieceItem):
                body = item.body_rect()
                scale = min(target.width() / body.width(), target.height() / body.height())
                painter.translate(target.center())
                painter.scale(scale, scale)
                item.paint(painter, QStyleOptionGraphicsItem(), None)
            elif isinstance(item, ZoneItem) and item.scene() is not None:
                margin = min(item.rect.width(), item.rect.height()) * 0.06  # its mark's room
                source = item.mapRectToScene(item.rect.adjusted(-margin, -margin, margin, margin))
                item.scene().render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
        finally:
            item.hovered = hovered
            if covered:
                item.covered = True  # type: ignore[attr-defined]
            painter.end()


def alive(item: TargetItem) -> bool:
    """The item still exists and shows something (a board closed, a piece taken away)."""
    try:
        scene = item.scene()
        return (
            scene is not None and item.isVisible() and bool(item.target_id)
            and any(v.isVisible() for v in scene.views())
        )
    except RuntimeError:  # its C++ side is gone
        return False


def picture_size(item: TargetItem) -> QSize:
    """Large: at least ``PIECE_PX`` (a space: up to ``ZONE_PX``) and half again as large as
    the item is drawn on the table, within ``MAX_PX``."""
    if isinstance(item, PieceItem):
        w, h = item.size
        scale = PIECE_PX / max(w, h, 1e-6)
    elif isinstance(item, ZoneItem):
        w, h = item.rect.width(), item.rect.height()
        scale = min(ZONE_PX[0] / max(w, 1e-6), ZONE_PX[1] / max(h, 1e-6))
    else:
        return QSize(0, 0)
    scale = max(scale, ENLARGE * shown_scale(item))
    scale = min(scale, MAX_PX / max(w, h, 1e-6))
    return QSize(round(w * scale) + 8, round(h * scale) + 8)


def shown_scale(item: TargetItem) -> float:
    """Screen pixels per board unit where the item is shown (its largest view)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    return max((abs(v.transform().m11()) * item.scale() for v in views if v.isVisible()), default=0)


class CloseLook(QWidget):
    """The popup: a frameless window beside the pointer, never taking the focus or a click."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setObjectName("CloseLook")
        # its own colours whatever the desktop's palette (a dark one drew light text on cream)
        palette = self.palette()
        for role, color in (
            (QPalette.ColorRole.Window, PAPER), (QPalette.ColorRole.WindowText, EDGE),
            (QPalette.ColorRole.Base, PAPER), (QPalette.ColorRole.Text, EDGE),
        ):
            palette.setColor(role, QColor(color))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.picture = Picture(self)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setFont(theme.ui_font(10.5))
        self.label.setFixedWidth(TEXT_WIDTH)
        self.label.setStyleSheet(f"color: {EDGE}; background: transparent;")
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 10)
        box.setSpacing(8)
        box.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.label)
        self.item: TargetItem | None = None
        self.text = ""
        self.enabled = _enabled
        self.delay_ms = DELAY_MS
        self._waiting: TargetItem | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._open_waiting)
        self._closing = QTimer(self)
        self._closing.setSingleShot(True)
        self._closing.timeout.connect(self.close_look)
        # the table can be covered without a hover leaving (the "Pass to" cover, another page,
        # a dialog): the look must never stay over it, it may show a hidden card
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._check)

    # --- what the boards call ---------------------------------------------------------------
    def hover(self, item: TargetItem) -> None:
        """The pointer came onto ``item``: open after the delay, or at once if already open."""
        if not self.enabled:
            return
        if self.isVisible():
            self._closing.stop()
            self.show_for(item, QCursor.pos())
            return
        self._waiting = item
        self._timer.start(self.delay_ms)

    def unhover(self, item: TargetItem | None = None) -> None:
        """The pointer left ``item`` (or whatever it was on): close, unless it comes onto
        another item at once (then that one shows without the delay)."""
        if item is not None and item is not self.item and item is not self._waiting:
            return
        self._timer.stop()
        self._waiting = None
        if self.isVisible():
            self._closing.start(CLOSE_GRACE_MS)

    def close_look(self) -> None:
        self._timer.stop()
        self._closing.stop()
        self._watch.stop()
        self._waiting = None
        self.item = None
        self.picture.item = None
        self.hide()

    def synced(self, scene: QGraphicsScene) -> None:
        """``scene`` took a new view: refresh the look if it shows one of its items."""
        if self.item is None:
            return
        try:
            mine = self.item.scene() is scene
        except RuntimeError:  # the item's board was closed
            self.close_look()
            return
        if mine:
            self.refresh()

    def refresh(self) -> None:
        """The table changed: show the item as it is now, or close if it is gone."""
        if self.item is None:
            return
        if not alive(self.item):
            self.close_look()
            return
        self._fill(self.item)
        self.picture.update()

    def show_for(self, item: TargetItem, near: QPoint | None = None) -> None:
        """Open for ``item`` now, beside ``near`` (global), else beside the item on screen."""
        if not alive(item):
            self.close_look()
            return
        self._timer.stop()
        self._closing.stop()
        self._waiting = None
        self.item = item
        self._fill(item)
        self.adjustSize()
        anchor = self._item_rect(item) if near is None else QRect(near, QSize(1, 1))
        self.move(placed_beside(anchor, self.size(), screen_rect(anchor.center())))
        self.show()
        self.raise_()
        self._watch.start()

    # --- inside -----------------------------------------------------------------------------
    def _check(self) -> None:
        item = self.item
        if item is None or not alive(item):  # alive: a view of its board is visible
            self.close_look()

    def _open_waiting(self) -> None:
        item, self._waiting = self._waiting, None
        if item is not None and alive(item) and item.hovered:
            self.show_for(item, QCursor.pos())

    def _fill(self, item: TargetItem) -> None:
        self.text = item.reference_text()
        theme.set_text(self.label, look_html(self.text, head_pt=12))
        self.picture.show_item(item)

    @staticmethod
    def _item_rect(item: TargetItem) -> QRect:
        """Where the item is on screen, in global pixels (its first view showing it)."""
        scene = item.scene()
        for view in scene.views() if scene is not None else ():
            if view.isVisible():
                poly = view.mapFromScene(item.sceneBoundingRect())
                rect = poly.boundingRect()
                return QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())
        return QRect(QCursor.pos(), QSize(1, 1))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(EDGE), 2))
        painter.setBrush(QBrush(QColor(PAPER)))
        painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()


def screen_rect(point: QPoint) -> QRect:
    screen = QGuiApplication.screenAt(point) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def placed_beside(anchor: QRect, size: QSize, screen: QRect) -> QPoint:
    """The popup's corner: right of ``anchor``, else left of it, kept inside ``screen``."""
    x = anchor.right() + GAP
    if x + size.width() > screen.right():
        x = anchor.left() - GAP - size.width()
    x = max(screen.left(), min(x, screen.right() - size.width()))
    y = anchor.center().y() - size.height() // 3
    y = max(screen.top(), min(y, screen.bottom() - size.height()))
    return QPoint(x, y)


_shared: CloseLook | None = None
_enabled = True  # the Settings' "Close look"


def set_enabled(on: bool) -> None:
    """Turn the close look on or off (off: board items show their tooltips again)."""
    global _enabled
    _enabled = on
    if _shared is not None:
        _shared.enabled = on
        if not on:
            _shared.close_look()


def shared() -> CloseLook:
    """The one close look of the application (made on first use)."""
    global _shared
    if _shared is None:
        _shared = CloseLook()
    return _shared


def current() -> CloseLook | None:
    """The close look if it was ever made (None: nothing to close or refresh)."""
    return _shared


__all__ = ["CloseLook", "current", "placed_beside", "shared"]
