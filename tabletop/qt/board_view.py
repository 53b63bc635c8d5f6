"""One board's view: fitted, zoomable and pannable; as a thumbnail it carries no text."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tabletop.core.i18n import _

from . import theme
from .board_scene import BoardScene
from .items import PieceItem, TargetItem

ZOOM_STEP = 1.25


class BoardView(QGraphicsView):
    """One board: antialiased, fits the window until the player zooms; Ctrl+wheel zooms.

    A ``compact`` view is a thumbnail of another seat's board: shapes and colours without
    text (too small to read); a click on it (not on a highlighted target) opens it in full.
    """

    peek_requested = Signal()

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.fitted = True
        self.compact = False
        self._pan_from: QPoint | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(theme.TABLE_BG)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(24, 24)

    def fit(self) -> None:
        self.fitted = True
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._tell_scale()

    def zoom(self, factor: float) -> None:
        current = self.transform().m11()
        if not 0.05 < current * factor < 80:
            return
        self.fitted = False
        self.scale(factor, factor)
        self._tell_scale()

    def _tell_scale(self) -> None:
        if not self.compact:
            self.board_scene.set_unit_px(abs(self.transform().m11()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.fitted:
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self.fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP)
            event.accept()
        else:
            super().wheelEvent(event)

    def set_compact(self, on: bool) -> None:
        if on != self.compact:
            self.compact = on
            self.setToolTip(_("Click to see this board in full") if on else "")
            self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self.compact:
            super().paintEvent(event)
            return
        with self.board_scene.render_context.thumbnail_paint():  # a thumbnail carries no text
            super().paintEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if (
            self.compact
            and event.button() == Qt.MouseButton.LeftButton
            and self.cursor_shape_at(event.position().toPoint())
            != Qt.CursorShape.PointingHandCursor
        ):
            self.peek_requested.emit()
            event.accept()
            return
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def cursor_shape_at(self, point: QPoint) -> Qt.CursorShape:
        """A pointing hand over something to click, else the hand that drags the board."""
        for item in self.items(point):
            if isinstance(item, TargetItem) and item.isVisible():
                if item.targetable:
                    return Qt.CursorShape.PointingHandCursor
                if isinstance(item, PieceItem):
                    break  # a piece on a clickable zone hides it
        return Qt.CursorShape.OpenHandCursor

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is None and not event.buttons():
            shape = self.cursor_shape_at(event.position().toPoint())
            if self.viewport().cursor().shape() != shape:
                self.viewport().setCursor(shape)
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None and event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)


class BoardPeek(QFrame):
    """A seat's board opened in full from its thumbnail; a click outside closes it."""

    def __init__(self, scene: BoardScene, title: str, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setStyleSheet("BoardPeek { background: #263d30; border: 2px solid #f3eedf; }")
        label = QLabel(title)
        label.setFont(theme.ui_font(11, bold=True))
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setStyleSheet("color: #f3eedf; padding: 2px 4px;")
        self.view = BoardView(scene)
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(label)
        box.addWidget(self.view, 1)
