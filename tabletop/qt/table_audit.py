"""Does the table fit the window? The share of the seat to act's clickable targets in view,
their size on screen, and the share of the window that shows boards.

The main window is rendered offscreen at a given size, as a player sees it when the game
opens (fitted, no zoom), for the seat to act, at several moments of a random game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QWidget

from tabletop.model.playout import play_session
from tabletop.model.registry import load_game

from .text_audit import late_session, opened_window

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .table_view import BoardFrame, TableArea

LEAST_TARGET_PX = 20  # a target narrower or lower than this on screen is too small to hit
MOMENTS = (0.02, 0.3, 0.6, 0.9)  # of a whole random game: the opening, early, mid, late


@dataclass(frozen=True, slots=True)
class TableFigures:
    targets: int  # clickable targets drawn on the boards
    in_view: int  # ... of them fully on screen, without scrolling
    small: int  # ... of them under LEAST_TARGET_PX in width or height on screen
    board_pct: float  # of the window's area, the board views (boards and their felt)
    frame_pct: float  # the same with the boards' name plates

    def as_dict(self) -> dict[str, float | int]:
        return asdict(self)

    @property
    def in_view_pct(self) -> float:
        return 100.0 if not self.targets else round(100.0 * self.in_view / self.targets, 1)


def _shown_area(widget: QWidget, window: QWidget) -> int:
    """The pixels of ``widget`` that show in ``window`` (clipped by scroll areas)."""
    if not widget.isVisible():
        return 0
    region = widget.visibleRegion()
    top_left = widget.mapTo(window, widget.rect().topLeft())
    region = QRegion(region.translated(top_left)).intersected(QRegion(window.rect()))
    rects: list[QRect] = list(region)  # type: ignore[call-overload]  # iterable at run time
    return sum(r.width() * r.height() for r in rects)


def _frame_area(frame: BoardFrame, table: TableArea, window: QWidget) -> int:
    """The pixels of a board's frame (its name plate too) that show, clipped by the table and
    by the scroll area of the shared boards when the frame is in it."""
    clip = table.scroll.viewport() if table.content.isAncestorOf(frame) else table
    box = QRect(frame.mapTo(window, frame.rect().topLeft()), frame.size())
    room = QRect(clip.mapTo(window, clip.rect().topLeft()), clip.size())
    shown = box.intersected(room).intersected(window.rect())
    return shown.width() * shown.height() if shown.isValid() else 0


def measure(window: MainWindow) -> TableFigures:
    """The figures of ``window``'s table as it is painted now."""
    page = window.page
    if page is None:
        return TableFigures(0, 0, 0, 0.0, 0.0)
    table = page.table
    area = window.width() * window.height()
    targets = in_view = small = 0
    views = 0
    frames = 0
    for frame, scene in zip(table.frames, table.scenes, strict=True):
        if not frame.isVisible():
            continue
        view = frame.view
        views += _shown_area(view.viewport(), window)
        frames += _frame_area(frame, table, window)
        shown = view.viewport().visibleRegion()
        for item in scene.target_items():
            # the item's own shape, what a click hits (its glow may spill past the board)
            own = item.mapToScene(item.shape().boundingRect()).boundingRect()
            rect: QRect = view.mapFromScene(own).boundingRect()
            targets += 1
            if rect.width() < LEAST_TARGET_PX or rect.height() < LEAST_TARGET_PX:
                small += 1
            inside = rect.adjusted(1, 1, -1, -1)  # anti-aliased edges round outwards
            corner = view.viewport().mapTo(window, inside.topLeft())
            in_window = window.rect().contains(QRect(corner, inside.size()))
            if in_window and QRegion(inside).subtracted(shown).isEmpty():
                in_view += 1
    return TableFigures(
        targets, in_view, small, round(100.0 * views / area, 1), round(100.0 * frames / area, 1)
    )


def audit_moment(
    game_id: str, size: tuple[int, int], seed: str, players: int, plies: int
) -> TableFigures:
    """The figures of one moment: a random game of ``game_id`` after ``plies`` actions."""
    session, _ = late_session(game_id, players, seed, plies)
    with opened_window(session, game_id, size) as window:
        return measure(window)


def audit_game(
    game_id: str, size: tuple[int, int], seed: str = "1", players: int | None = None,
    moments: tuple[float, ...] = MOMENTS,
) -> list[tuple[int, TableFigures]]:
    """The figures at each moment (a share of the seed's whole random game), with its ply."""
    entry = load_game(game_id)
    players = players or entry.meta.max_players
    from tabletop.core import GameConfig

    whole = play_session(entry.rules, GameConfig(players=players), seed).ply
    out = []
    for share in moments:
        ply = max(0, min(whole - 1, round(share * whole)))
        out.append((ply, audit_moment(game_id, size, seed, players, ply)))
    return out
