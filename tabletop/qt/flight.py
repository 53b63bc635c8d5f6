"""Pieces that change board fly over the table: from where they were to where they go.

Each board is its own view, so a piece sliding inside the board it arrives on was cut off at
that view's edge (it seemed to appear from nowhere, and a move into a seat's thumbnail was
not seen at all). A ``FlightLayer`` over the whole table draws the piece on its way, growing
or shrinking from the scale of the board it left to that of the board it reaches; the piece
itself stays hidden until it lands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QGraphicsView, QStyleOptionGraphicsItem, QWidget

from .items import PieceItem


@dataclass
class Flight:
    item: PieceItem
    picture: QPixmap  # the piece drawn at ``px`` pixels a unit
    px: float
    start: QPointF  # centres, in the layer's coordinates
    end: QPointF
    start_px: float  # pixels a unit where it left and where it lands
    end_px: float


def picture_of(item: PieceItem, px: float) -> QPixmap:
    """The piece painted on its own at ``px`` pixels a board unit."""
    box = item.boundingRect()
    picture = QPixmap(max(1, round(box.width() * px)), max(1, round(box.height() * px)))
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(px, px)
    painter.translate(-box.topLeft())
    covered, item.covered = item.covered, False  # alone in flight: its name shows
    try:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    finally:
        item.covered = covered
        painter.end()
    return picture


def view_px(view: QGraphicsView, item: PieceItem) -> float:
    """Pixels a unit of ``view``, times the piece's own scale on its board."""
    return abs(view.transform().m11()) * (item.scale() or 1.0)


class FlightLayer(QWidget):
    """A see-through widget over the table that draws the pieces in flight."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.flights: list[Flight] = []
        self._t = 0.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self.land)
        self.hide()

    def launch(self, flights: list[Flight], ms: int) -> None:
        """Fly these pieces for ``ms`` milliseconds (they are hidden until they land)."""
        self.land()
        if not flights or ms <= 0:
            return
        self.flights = flights
        for flight in flights:
            flight.item.setOpacity(0.0)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._t = 0.0
        self.show()
        self.raise_()
        self._anim.setDuration(ms)
        self._anim.start()

    def flying(self) -> bool:
        return bool(self.flights)

    def land(self) -> None:
        """Every piece in flight is where it goes, at once (done, or a new view is coming)."""
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        for flight in self.flights:
            try:
                flight.item.setOpacity(1.0)
            except RuntimeError:  # the board went away meanwhile
                pass
        self.flights = []
        self.hide()

    def _step(self, value: float) -> None:
        self._t = float(value)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self.flights:
            return
        t = self._t
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for f in self.flights:
            centre = f.start + (f.end - f.start) * t
            scale = (f.start_px + (f.end_px - f.start_px) * t) / f.px
            w, h = f.picture.width() * scale, f.picture.height() * scale
            painter.drawPixmap(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h),
                               f.picture, QRectF(f.picture.rect()))
        painter.end()


def layer_of(table: QWidget) -> FlightLayer:
    """The table's flight layer (made the first time a piece flies)."""
    layer = table.findChild(FlightLayer)
    return layer if layer is not None else FlightLayer(table)


def launch_flights(
    table: QWidget,
    views: Sequence[QGraphicsView],
    origins: dict[int, dict[str, QPointF]],
    origin_px: dict[str, float],
    ms: int,
) -> None:
    """Fly every piece that came from another board (``origins``: by its new scene, where
    it started in that scene's coordinates; ``origin_px``: the scale of the board it left)."""
    flights: list[Flight] = []
    for view in views:
        scene = view.scene()
        starts = origins.get(id(scene), {})
        if not starts or not view.isVisible():
            continue
        for pid, start in starts.items():
            item = scene.pieces.get(pid)  # type: ignore[attr-defined]
            slide = scene._slides.get(item) if item is not None else None  # type: ignore[attr-defined]
            if slide is None:
                continue
            a = table.mapFromGlobal(view.mapToGlobal(view.mapFromScene(start)))
            b = table.mapFromGlobal(view.mapToGlobal(view.mapFromScene(slide[1])))
            end_px = view_px(view, item)
            start_px = origin_px.get(pid, end_px)
            px = max(start_px, end_px, 0.1)
            flights.append(
                Flight(item, picture_of(item, px), px, QPointF(a), QPointF(b), start_px, end_px)
            )
    flown = {f.item.target_id for f in flights}
    for view in views:  # the piece left its old board: only the flying one is seen
        for gone in getattr(view.scene(), "_leaving", ()):
            if gone.target_id in flown:
                gone.setOpacity(0.0)
    layer_of(table).launch(flights, ms)


def land_flights(table: QWidget) -> None:
    layer = table.findChild(FlightLayer)
    if layer is not None:
        layer.land()
