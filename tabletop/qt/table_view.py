"""The table: a zoomable, pannable view per board, arranged with the shared boards large."""

from __future__ import annotations

import logging
import math
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import Action, Piece, TableView
from tabletop.model.layout import BoardLayout, LayoutFile
from tabletop.model.seats import SeatColor

from . import theme
from .board_scene import BoardScene

log = logging.getLogger(__name__)
ZOOM_STEP = 1.25


def board_instances(layout: LayoutFile, players: int) -> list[tuple[BoardLayout, int | None, str]]:
    """Each board with its seat (None: shared) and its title template (``{seat}`` unfilled)."""
    boards = layout.instantiate(players)
    owners: list[tuple[int | None, str]] = []
    for board in layout.boards:
        if board.per_seat:
            owners.extend((seat, board.title) for seat in range(players))
        else:
            owners.append((None, board.title))
    return [(b, seat, title) for b, (seat, title) in zip(boards, owners, strict=True)]


class BoardView(QGraphicsView):
    """One board: antialiased, fits the window until the player zooms; Ctrl+wheel zooms."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.fitted = True
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
        self.setMinimumSize(120, 90)

    def fit(self) -> None:
        self.fitted = True
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self, factor: float) -> None:
        current = self.transform().m11()
        if not 0.05 < current * factor < 80:
            return
        self.fitted = False
        self.scale(factor, factor)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.fitted:
            self.fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if self.fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP)
            event.accept()
        else:
            super().wheelEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
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


class BoardFrame(QFrame):
    """A board view with its title; the frame lights up in the owner's colour on their turn."""

    def __init__(self, view: BoardView, title: str, color: SeatColor | None) -> None:
        super().__init__()
        self.view = view
        self.color = color
        self.title = QLabel()
        self.title.setFont(theme.ui_font(10.5, bold=True))
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setStyleSheet("color: #f3eedf; padding: 2px 4px;")
        self._title_text = title
        box = QVBoxLayout(self)
        box.setContentsMargins(3, 3, 3, 3)
        box.setSpacing(1)
        box.addWidget(self.title)
        box.addWidget(view, 1)
        self.set_active(False)

    def set_active(self, active: bool) -> None:
        edge = QColor(self.color.hex) if self.color else QColor("#f3eedf")
        border = f"3px solid {edge.name()}" if active else "3px solid transparent"
        theme.set_style(
            self, f"BoardFrame {{ border: {border}; border-radius: 6px; background: #263d30; }}"
        )
        marker = theme.seat_marker_html(self.color) + " " if self.color else ""
        suffix = " &nbsp;<span style='color:#ffc400'>◀ to play</span>" if active else ""
        theme.set_text(self.title, f"{marker}{self._title_text}{suffix}")


class TableArea(QWidget):
    """All boards of one game; ``sync`` hands every scene its part of the view."""

    action_chosen = Signal(object)

    def __init__(
        self,
        layout: LayoutFile,
        seat_names: list[str],
        seat_colors: list[SeatColor],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.layout_file = layout
        self.frames: list[BoardFrame] = []
        self.scenes: list[BoardScene] = []
        self._warned: set[str] = set()
        for board, seat, title in board_instances(layout, len(seat_names)):
            color = seat_colors[seat] if seat is not None else None
            scene = BoardScene(board, layout, seat, QColor(color.hex) if color else None, self)
            scene.action_chosen.connect(self.action_chosen)
            name = seat_names[seat] if seat is not None else ""
            text = title.replace("{seat}", name) if "{seat}" in title else title
            if seat is not None and "{seat}" not in title:
                text = f"{name} — {title}"
            frame = BoardFrame(BoardView(scene), text, color)
            self.scenes.append(scene)
            self.frames.append(frame)
        self.shared = [f for f, sc in zip(self.frames, self.scenes, strict=True) if sc.seat is None]
        self.personal = [
            f for f, sc in zip(self.frames, self.scenes, strict=True) if sc.seat is not None
        ]
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 4, 4, 4)
        self.grid.setSpacing(6)
        self.mode = ""
        self.split = 0.6
        self._active: int | None = None
        self._place("below", 0.6)
        self.known_zones = {z.id for s in self.scenes for z in s.board.zones}

    def views(self) -> list[BoardView]:
        return [f.view for f in self.frames]

    def fit_all(self) -> None:
        for view in self.views():
            view.fit()

    def set_active_seat(self, seat: int | None) -> None:
        self._active = seat
        for frame, scene in zip(self.frames, self.scenes, strict=True):
            frame.set_active(scene.seat is not None and scene.seat == seat)
        self._stretch()

    # --- arranging the boards ------------------------------------------------------------
    def choose_mode(self, width: float, height: float) -> tuple[str, float]:
        """Players' boards below or beside the shared ones: whichever shows both larger."""
        if not self.shared or not self.personal:
            return "below", 0.6
        sw = max(b.size[0] for b in (f.view.board_scene.board for f in self.shared))
        sh = sum(f.view.board_scene.board.size[1] for f in self.shared)
        pw, ph = self.personal[0].view.board_scene.board.size
        n = len(self.personal)
        chrome = 28  # the title line and frame of each board
        best = ("below", 0.6, -math.inf)
        for split in (0.5, 0.55, 0.6, 0.65, 0.7):
            below_shared = min(width / sw, (height * split - chrome) / sh)
            below_player = min((width / n) / pw, (height * (1 - split) - chrome) / ph)
            beside_shared = min(width * split / sw, (height - chrome) / sh)
            beside_player = min(width * (1 - split) / pw, (height / n - chrome) / ph)
            for mode, a, b in (
                ("below", below_shared, below_player),
                ("beside", beside_shared, beside_player),
            ):
                if a <= 0 or b <= 0:
                    continue
                score = math.log(a) + 1.2 * math.log(b)  # balanced: neither board tiny
                if score > best[2]:
                    best = (mode, split, score)
        return best[0], best[1]

    def _place(self, mode: str, split: float) -> None:
        if (mode, split) == (self.mode, self.split):
            return
        self.mode, self.split = mode, split
        for frame in self.frames:
            self.grid.removeWidget(frame)
        for i in range(self.grid.rowCount()):
            self.grid.setRowStretch(i, 0)
        for i in range(self.grid.columnCount()):
            self.grid.setColumnStretch(i, 0)
        n = max(1, len(self.personal))
        big = round(split * 100)
        if mode == "below":
            for i, frame in enumerate(self.shared):
                self.grid.addWidget(frame, i, 0, 1, n)
                self.grid.setRowStretch(i, big // max(1, len(self.shared)))
            row = len(self.shared)
            for i, frame in enumerate(self.personal):
                self.grid.addWidget(frame, row, i)
            self.grid.setRowStretch(row, 100 - big if self.shared else 100)
        else:
            for i, frame in enumerate(self.shared):
                self.grid.addWidget(frame, i * n, 0, n, 1)
            for i, frame in enumerate(self.personal):
                self.grid.addWidget(frame, i, 1)
            self.grid.setColumnStretch(0, big)
            self.grid.setColumnStretch(1, 100 - big)
        self._stretch()

    def _stretch(self) -> None:
        """The board of the seat to act gets a little more room than the others."""
        for i, frame in enumerate(self.personal):
            weight = 3 if self.scenes[self.frames.index(frame)].seat == self._active else 2
            if self.mode == "below":
                self.grid.setColumnStretch(i, weight)
            else:
                self.grid.setRowStretch(i, weight)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place(*self.choose_mode(self.width(), self.height()))

    def scene_of(self, item_id: str) -> BoardScene | None:
        return next((s for s in self.scenes if s.item(item_id) is not None), None)

    def sync(
        self,
        view: TableView,
        targets: dict[str | None, list[Action]],
        describe: Callable[[Action], str],
    ) -> set[str]:
        """Reconcile every board with ``view``; returns the target ids that are clickable."""
        zones = {z.id: z for z in view.zones}
        by_zone: dict[str, list[Piece]] = {}
        for piece in view.pieces:
            by_zone.setdefault(piece.zone, []).append(piece)
        for pieces in by_zone.values():
            pieces.sort(key=lambda p: p.slot)
        self._warn_unknown(set(zones) | set(by_zone))
        spatial = {k: v for k, v in targets.items() if k is not None}
        drawn: set[str] = set()
        for scene in self.scenes:
            drawn |= scene.sync(zones, by_zone, spatial, describe)
        return drawn

    def _warn_unknown(self, zone_ids: set[str]) -> None:
        for zone_id in sorted(zone_ids - self.known_zones - self._warned):
            self._warned.add(zone_id)
            log.warning("the view shows zone %r, which the layout does not place; skipped", zone_id)
