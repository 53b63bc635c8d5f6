"""What a board's items read from their scene while they paint: the scene's render context
(the table's letter floor, whether a thumbnail paints, the text audit's probe), and the
scene type the items talk to (``ItemScene``) instead of guessing its methods."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from .paint_metrics import TEXT_FLOOR_PX

# the text audit's hook, called with (em_px, text, elided, unlabelled) for each string drawn
# or left out
TextProbe = Callable[[float, str, bool, bool], None]


@dataclass(eq=False)
class RenderContext:
    """How one scene paints now. The table sets the floor for its size; a compact view
    counts itself in while it paints; the text audit sets the probe (None: no audit)."""

    text_floor_px: float = TEXT_FLOOR_PX  # letters grow to this height on screen
    thumbnail_depth: int = 0  # > 0 while a compact board (a thumbnail) paints: no text
    probe: TextProbe | None = None

    @property
    def thumbnail(self) -> bool:
        return self.thumbnail_depth > 0

    @contextmanager
    def thumbnail_paint(self) -> Iterator[None]:
        """While it lasts, the scene paints as a thumbnail (no words, no numbers)."""
        self.thumbnail_depth += 1
        try:
            yield
        finally:
            self.thumbnail_depth -= 1


# what an item outside any ItemScene reads (never painted so on the table)
LOOSE = RenderContext()


class ItemScene(QGraphicsScene):
    """A scene of target items: what they ask of it. BoardScene fills the hooks in."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.render_context = RenderContext()
        self.unit_px = 0.0  # screen pixels per board unit in the main view (0: not shown yet)
        self.pulse = 0.0  # 0..1: how far the targets' mark has swelled

    def activate(self, target_id: str) -> None:
        """A click chose ``target_id`` (hook)."""

    # the hooks take any item: the target items that call them import this module
    def hover(self, text: str, item: QGraphicsItem | None = None) -> None:
        """The mouse is over ``item``, which reads ``text`` (hook)."""

    def unhover(self, item: QGraphicsItem | None = None) -> None:
        """The mouse left ``item`` (hook)."""
