"""The table: a view per board, the shared boards and the seat at the screen's board large,
every other seat a thumbnail in a fixed slot."""

from __future__ import annotations

import logging
from collections.abc import Callable
from html import escape

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import Action, Piece, TableView
from tabletop.core.i18n import _, game_text
from tabletop.model.layout import BoardLayout, LayoutFile
from tabletop.model.seats import SeatColor

from . import theme
from .board_scene import BoardScene
from .board_view import BoardPeek, BoardView
from .flight import land_flights, launch_flights
from .table_layout import Box, plan_table

log = logging.getLogger(__name__)
PEEK_SHARE = 0.8  # of the table's width and height a board opened from its thumbnail takes


def board_instances(layout: LayoutFile, players: int) -> list[tuple[BoardLayout, int | None, str]]:
    """Each board with its seat (None: shared) and its title template (``{seat}`` unfilled),
    in the language in force (a layout's titles are its game's words)."""
    boards = layout.instantiate(players)
    owners: list[tuple[int | None, str]] = []
    for board in layout.boards:
        title = game_text(layout.game, board.title)
        if board.per_seat:
            owners.extend((seat, title) for seat in range(players))
        else:
            owners.append((None, title))
    return [(b, seat, title) for b, (seat, title) in zip(boards, owners, strict=True)]


class BoardFrame(QFrame):
    """A board view with its title; the frame lights up in the owner's colour on their turn."""

    def __init__(self, view: BoardView, title: str, color: SeatColor | None) -> None:
        super().__init__()
        self.view = view
        self.color = color
        self.title = QLabel()
        self.title.setFont(theme.ui_font(10, bold=True))
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setStyleSheet("color: #f3eedf; padding: 0px 4px;")
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # the name plate keeps the height of the panels' own font (the table plan counts on it):
        # Japanese letters come from a fallback font with taller lines, which would take a few
        # pixels from the board in every frame
        self.title.setMaximumHeight(QFontMetrics(self.title.font()).height() + 1)
        self._title_text = title
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)  # the 3 px border (lit on the owner's turn) is the rim
        box.setSpacing(0)
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
        to_play = _("◀ to play")
        suffix = f" &nbsp;<span style='color:#ffc400'>{to_play}</span>" if active else ""
        theme.set_text(self.title, f"{marker}{escape(self._title_text)}{suffix}")  # a name is text


class TableArea(QWidget):
    """All boards of one game; ``sync`` hands every scene its part of the view.

    Frames are placed by ``table_layout.pack_table``; a board none of whose zones the view
    lists (a seat's board in a smaller game, an expansion not played) is hidden and the
    others share its room.
    """

    action_chosen = Signal(object)
    hovered = Signal(str)  # the reference text of the zone or piece under the mouse
    unhovered = Signal()  # the mouse left it
    refused = Signal(str)  # a click on something that is not a choice now: why not
    # the shared boards' scroll area; the name hides QWidget.scroll(dx, dy), which this widget
    # never calls (tests read it by this name)
    scroll: QScrollArea  # type: ignore[assignment]

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
        # the shared boards scroll (when the window is too small to read them whole); the
        # seats' boards are pinned beside them
        self.scroll = QScrollArea(self)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea { background: transparent; }")
        self.content = QWidget()
        self.content.setStyleSheet("* { background: transparent; }" + theme.TOOLTIP_RULE)
        self.scroll.setWidget(self.content)
        self._warned: set[str] = set()
        for board, seat, title in board_instances(layout, len(seat_names)):
            color = seat_colors[seat] if seat is not None else None
            tint = QColor(color.hex) if color else None
            scene = BoardScene(board, layout, seat, tint, self, seat_colors)
            scene.action_chosen.connect(self.action_chosen)
            scene.hovered.connect(self.hovered)
            scene.unhovered.connect(self.unhovered)
            scene.refused.connect(self.refused)
            name = seat_names[seat] if seat is not None else ""
            text = title.replace("{seat}", name) if "{seat}" in title else title
            if seat is not None and "{seat}" not in title:
                text = f"{name} — {title}"
            frame = BoardFrame(BoardView(scene), text, color)
            frame.setParent(self if seat is not None else self.content)
            frame.view.peek_requested.connect(lambda f=frame: self.peek(f))
            self.scenes.append(scene)
            self.frames.append(frame)
        self.zone_scene = {z.id: sc for sc in self.scenes for z in sc.board.zones}
        self.known_zones = set(self.zone_scene)
        self.present: list[bool] = [True] * len(self.scenes)
        self.animation_ms = 0  # how long a piece takes to slide to its new place; 0: no slide
        self._active: int | None = None
        self._focus: int | None = None
        self._peek: BoardPeek | None = None
        self.setMinimumSize(200, 150)

    def views(self) -> list[BoardView]:
        return [f.view for f in self.frames]

    def visible_frames(self) -> list[BoardFrame]:
        return [f for f, on in zip(self.frames, self.present, strict=True) if on]

    def fit_all(self) -> None:
        for view in self.views():
            view.fit()

    def set_active_seat(self, seat: int | None) -> None:
        """Light up the board of the seat to act; a new turn closes the gaps in hands."""
        if seat != self._active:
            for scene in self.scenes:
                scene.close_gaps()
        self._active = seat
        for frame, scene in zip(self.frames, self.scenes, strict=True):
            frame.set_active(scene.seat is not None and scene.seat == seat)

    def set_focus_seat(self, seat: int | None) -> None:
        """The board of the person at the screen gets more room than the others'."""
        if seat is not None and seat != self._focus:
            self._focus = seat
            self.arrange_frames()

    # --- arranging the boards ------------------------------------------------------------
    def arrange_frames(self) -> None:
        """Shared boards and the focus seat's board large, every other seat's thumbnail beside
        it in turn order after the focus seat; all of it fits (nothing scrolls)."""
        margin = 2  # the felt around the boards: the frames have rims of their own
        floor = theme.text_floor_for(self.height())
        for scene in self.scenes:
            if floor != scene.render_context.text_floor_px:
                scene.render_context.text_floor_px = floor
                scene.text_floor_changed()
        shown = [
            (f, s) for f, s, on in zip(self.frames, self.scenes, self.present, strict=True) if on
        ]
        shared = [(f, s) for f, s in shown if s.seat is None]
        personal = [(f, s) for f, s in shown if s.seat is not None]
        focus = next(
            (i for i, (_, s) in enumerate(personal) if s.seat == self._focus),
            next((i for i, (_, s) in enumerate(personal) if s.seat == self._active), 0),
        )
        # every board fits: whatever the seat can click is on screen without scrolling
        plan = plan_table(
            [s.board.size for _, s in shared],
            [s.board.size for _, s in personal],
            focus,
            self.width() - 2 * margin,
            self.height() - 2 * margin,
        )

        def place(widget: QWidget, box: Box, offset: int = margin) -> None:
            rect = QRect(round(box.x) + offset, round(box.y) + offset, round(box.w), round(box.h))
            if widget.geometry() != rect:
                widget.setGeometry(rect)
            widget.show()

        main = plan.main
        self.scroll.setGeometry(
            QRect(round(main.x) + margin, round(main.y) + margin, round(main.w), round(main.h))
        )
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.content.resize(round(main.w), round(main.h))
        self.scroll.show()
        for (frame, _scene), box in zip(shared, plan.shared, strict=True):
            frame.view.set_compact(False)
            place(frame, box, 0)
        for i, (frame, _scene) in enumerate(personal):
            slot = plan.strip[i] if i < len(plan.strip) else None
            large = slot is None
            frame.view.set_compact(not large)
            where = plan.focus if large else slot
            if where is None:  # never: only a table without seats' boards plans no focus box
                continue
            place(frame, where)
        for frame, on in zip(self.frames, self.present, strict=True):
            if not on:
                frame.hide()

    def show_targets(self) -> None:
        """When the shared boards scroll and no clickable target is in view, scroll to one."""
        bar = self.scroll.verticalScrollBar()
        if bar.maximum() <= 0:
            return
        top, bottom = bar.value(), bar.value() + self.scroll.viewport().height()
        spots: list[int] = []
        for frame, scene in zip(self.frames, self.scenes, strict=True):
            if scene.seat is not None or not frame.isVisible():
                continue
            for item in scene.target_items():
                point = frame.view.mapFromScene(item.sceneBoundingRect().center())
                y = frame.view.mapTo(self.content, point).y()
                if top <= y <= bottom:
                    return
                spots.append(y)
        if spots:
            self.scroll.ensureVisible(0, min(spots), 0, self.scroll.viewport().height() // 3)

    def reveal(self, scene: BoardScene, rect: QRectF) -> None:
        """Bring ``rect`` of ``scene`` (a hint mark) into view: in its board's own view and,
        for a shared board, in the scroll area that holds it, which may show only part of it."""
        frame = self.frames[self.scenes.index(scene)]
        view = frame.view
        view.ensureVisible(rect, 10, 10)
        if scene.seat is not None or not frame.isVisible():
            return
        box = view.mapFromScene(rect).boundingRect()
        centre = view.viewport().mapTo(self.content, box.center())
        self.scroll.ensureVisible(centre.x(), centre.y(), 10, box.height() // 2 + 20)

    def peek(self, frame: BoardFrame) -> None:
        """Open a thumbnail's board in full over the table until the next click."""
        if self._peek is not None:
            self._peek.close()
            self._peek.deleteLater()
        peek = BoardPeek(frame.view.board_scene, frame.title.text(), self)
        w, h = round(self.width() * PEEK_SHARE), round(self.height() * PEEK_SHARE)
        corner = self.mapToGlobal(QPoint((self.width() - w) // 2, (self.height() - h) // 2))
        peek.setGeometry(QRect(corner, QSize(w, h)))
        peek.show()
        peek.view.fit()
        self._peek = peek

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.arrange_frames()

    def selected_reference(self) -> str:
        """What the reference panel shows when nothing is under the mouse: the picked item."""
        return next((t for t in (s.selected_reference() for s in self.scenes) if t), "")

    def scene_of(self, item_id: str) -> BoardScene | None:
        return next((s for s in self.scenes if s.item(item_id) is not None), None)

    def sync(
        self,
        view: TableView,
        targets: dict[str | None, list[Action]],
        describe: Callable[[Action], str],
        animate: bool = True,
    ) -> set[str]:
        """Reconcile every board with ``view``; returns the target ids that are clickable.

        ``animate`` (and an animation speed set): moved pieces slide, also from one board to
        another; without it every piece is set in its place at once."""
        zones = {z.id: z for z in view.zones}
        by_zone: dict[str, list[Piece]] = {}
        for piece in view.pieces:
            by_zone.setdefault(piece.zone, []).append(piece)
        for pieces in by_zone.values():
            pieces.sort(key=lambda p: p.slot)
        self._warn_unknown(set(zones) | set(by_zone))
        present = [
            any(z.id in zones or z.id in by_zone for z in scene.board.zones)
            for scene in self.scenes
        ]
        if not any(present):
            present = [True] * len(self.scenes)
        if present != self.present:
            self.present = present
            self.arrange_frames()
        slide = animate and self.animation_ms > 0
        land_flights(self)
        origin_px: dict[str, float] = {}
        origins = self._origins(view, origin_px) if slide and self.isVisible() else {}
        spatial = {k: v for k, v in targets.items() if k is not None}
        drawn: set[str] = set()
        for scene in self.scenes:
            scene.animation_ms = self.animation_ms
            drawn |= scene.sync(zones, by_zone, spatial, describe, origins.get(id(scene), {}), slide)
        if origins:  # pieces that change board fly over the table, not inside their new board
            launch_flights(self, self.views(), origins, origin_px, self.animation_ms)
        self.show_targets()
        return drawn

    def _origins(
        self, view: TableView, origin_px: dict[str, float]
    ) -> dict[int, dict[str, QPointF]]:
        """Where pieces that change board come from, in their new board's coordinates
        (``origin_px`` gets the scale each was shown at, in pixels a unit)."""
        # only pieces that change board are mapped (mapping every piece of every board on
        # each move cost a few milliseconds a click)
        views = {id(f.view.board_scene): f.view for f in self.frames if f.isVisible()}
        out: dict[int, dict[str, QPointF]] = {}
        for piece in view.pieces:
            new = self.zone_scene.get(piece.zone)
            if new is None or piece.id in new.pieces or id(new) not in views:
                continue
            old = next((s for s in self.scenes if piece.id in s.pieces), None)
            if old is None or id(old) not in views:  # new, or from a board not shown: it fades
                continue
            source, target = views[id(old)], views[id(new)]
            item = old.pieces[piece.id]
            spot = source.mapToGlobal(source.mapFromScene(item.pos()))
            origin_px[piece.id] = abs(source.transform().m11()) * (item.scale() or 1.0)
            start = target.mapToScene(target.mapFromGlobal(spot))
            out.setdefault(id(new), {})[piece.id] = QPointF(start)
        return out

    def _warn_unknown(self, zone_ids: set[str]) -> None:
        for zone_id in sorted(zone_ids - self.known_zones - self._warned):
            self._warned.add(zone_id)
            log.warning("the view shows zone %r, which the layout does not place; skipped", zone_id)
