"""How a board's pieces move: they slide to their new place, new ones fade in, those that
went away fade out, and the clickable targets breathe slowly (all while animations are on).

A mixin of BoardScene, which owns the pieces; kept apart so the scene stays readable.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QTimer, QVariantAnimation

from .items import PieceItem

if TYPE_CHECKING:
    from .items import ZoneItem

PULSE_PERIOD_S = 1.6  # targets breathe slowly while animations are on (Settings)
PULSE_TICK_MS = 100


class SceneMotion:
    """Slides, fades and the targets' pulse of one board (mixed into BoardScene)."""

    _spares: list[PieceItem]

    if TYPE_CHECKING:
        def target_items(self) -> list[ZoneItem | PieceItem]: ...

    def init_motion(self) -> None:
        """Called by BoardScene.__init__ (self is then a QGraphicsScene, the timers' parent)."""
        self.animation_ms = 0  # pieces slide to their new place for this long; 0: they jump
        self._slides: dict[PieceItem, tuple[QPointF, QPointF]] = {}
        self._arriving: list[PieceItem] = []  # new pieces fading in
        self._leaving: list[PieceItem] = []  # pieces gone from the view, fading out
        self._slider = QVariantAnimation(self)  # type: ignore[arg-type]
        self._slider.setStartValue(0.0)
        self._slider.setEndValue(1.0)
        self._slider.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._slider.valueChanged.connect(self._slide_to)
        self._slider.finished.connect(self._slides_done)
        self.pulse = 0.0  # 0..1: how far the targets' mark has swelled (read by the items)
        self._pulser = QTimer(self)  # type: ignore[arg-type]
        self._pulser.setInterval(PULSE_TICK_MS)
        self._pulser.timeout.connect(self._pulse_tick)

    # --- the targets' pulse ----------------------------------------------------------
    def _set_pulsing(self, on: bool) -> None:
        if on and not self._pulser.isActive():
            self._pulser.start()
        elif not on and self._pulser.isActive():
            self._pulser.stop()
            self.pulse = 0.0

    def _pulse_tick(self) -> None:
        phase = (time.monotonic() % PULSE_PERIOD_S) / PULSE_PERIOD_S
        self.pulse = 0.5 - 0.5 * math.cos(2 * math.pi * phase)
        for item in self.target_items():
            item.update()

    # --- animation -------------------------------------------------------------------
    def _start_slides(self, moves: dict[PieceItem, tuple[QPointF, QPointF]]) -> None:
        if not (moves or self._arriving or self._leaving):
            return
        self._slides = moves
        self._slider.setDuration(self.animation_ms)
        self._slider.start()

    def _slide_to(self, value: float) -> None:
        t = float(value)
        for item, (a, b) in self._slides.items():
            item.setPos(a + (b - a) * t)
        for item in self._arriving:
            if item not in self._slides and item.opacity() < 1.0:
                item.setOpacity(t)
        for item in self._leaving:
            item.setOpacity(1.0 - t)

    def _slides_done(self) -> None:
        self._finish_slides()

    def _finish_slides(self) -> None:
        """Put every sliding piece at its destination at once (a new view is coming); what
        fades in is shown whole, what fades out is gone."""
        if not (self._slides or self._arriving or self._leaving):
            return
        self._slider.stop()
        for item, (_a, b) in self._slides.items():
            item.setPos(b)
        self._slides = {}
        for item in self._arriving:
            item.setOpacity(1.0)
        self._arriving = []
        leaving, self._leaving = self._leaving, []
        for item in leaving:
            self._retire(item)

    def sliding(self) -> bool:
        return bool(self._slides)

    def fading(self) -> bool:
        return bool(self._arriving or self._leaving)

    def _retire(self, item: PieceItem) -> None:
        self._slides.pop(item, None)
        item.set_targetable(False)
        item.setOpacity(1.0)
        item.hide()
        item.blank()  # a spare remembers nothing of the piece it showed (it may be private)
        self._spares.append(item)

