"""How big the table's text is on screen: every string a board paints, measured in device pixels.

``scene_text.draw_scene_text`` draws all the text of every BoardScene; while an audit runs it
reports each string's em height (the font's pixel size through the painter's whole world
transform, times the device pixel ratio). The main window is rendered once offscreen at a
given size, as a player sees it when the game opens (fitted, no zoom), and the strings of
that one paint are counted. Each string knows whether it was painted on a zone or piece
(something a player can point at and click) and whether that item is a target now.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from tabletop.core import GameConfig
from tabletop.model.playout import play_session
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession

from .board_scene import BoardScene
from .entry import _offscreen_window, ensure_app
from .items import PieceItem, ZoneItem
from .target_item import TargetItem

if TYPE_CHECKING:
    from .main_window import MainWindow


@dataclass(frozen=True, slots=True)
class TextSample:
    em_px: float
    text: str
    elided: bool
    unlabelled: bool = False  # a piece's name left out: too small a place to read it
    on_item: bool = False  # painted on a zone or piece (a thing a player can click)
    target: bool = False  # ... that is a target of the decision now


@dataclass(frozen=True, slots=True)
class TextReport:
    count: int
    median_px: float
    pct_ge_11: float
    pct_ge_13: float
    pct_lt_9: float
    elided: int
    unlabelled: int  # pieces whose name was left to colour and tooltip (not in the figures)
    elided_on_items: int = 0  # of ``elided``, those on a zone or piece
    elided_on_targets: int = 0  # ... on one that can be clicked now

    @property
    def pct_elided(self) -> float:
        return round(100.0 * self.elided / self.count, 2) if self.count else 0.0

    def as_dict(self) -> dict[str, float | int]:
        return asdict(self)


def summarize(samples: list[TextSample]) -> TextReport:
    unlabelled = sum(1 for s in samples if s.unlabelled)
    samples = [s for s in samples if not s.unlabelled]
    n = len(samples)
    if n == 0:
        return TextReport(0, 0.0, 0.0, 0.0, 0.0, 0, unlabelled)
    cut = [s for s in samples if s.elided]
    sizes = [s.em_px for s in samples]

    def pct(test: Callable[[float], bool]) -> float:
        return round(100.0 * sum(1 for x in sizes if test(x)) / n, 1)

    return TextReport(
        count=n,
        median_px=round(statistics.median(sizes), 2),
        pct_ge_11=pct(lambda x: x >= 11.0 - 1e-6),
        pct_ge_13=pct(lambda x: x >= 13.0 - 1e-6),
        pct_lt_9=pct(lambda x: x < 9.0 - 1e-6),
        elided=len(cut),
        unlabelled=unlabelled,
        elided_on_items=sum(1 for s in cut if s.on_item),
        elided_on_targets=sum(1 for s in cut if s.target),
    )


# a zone's or a piece's paint method (its own item class as ``self``), as the audit wraps it
Paint = Callable[..., None]


@contextmanager
def _owners() -> Iterator[list[TargetItem]]:
    """While it lasts, the stack of zone and piece items painting (the top one owns the
    strings drawn now): their paint methods are wrapped for the audit only."""
    stack: list[TargetItem] = []
    originals = {cls: cls.paint for cls in (ZoneItem, PieceItem)}

    def wrap(paint: Paint) -> Paint:
        def owned(
            self: TargetItem,
            painter: QPainter,
            option: QStyleOptionGraphicsItem,
            widget: QWidget | None = None,
        ) -> None:
            stack.append(self)
            try:
                paint(self, painter, option, widget)
            finally:
                stack.pop()
        return owned

    for cls, paint in originals.items():
        cls.paint = wrap(paint)  # type: ignore[method-assign]
    try:
        yield stack
    finally:
        for cls, paint in originals.items():
            cls.paint = paint  # type: ignore[method-assign]


@contextmanager
def opened_window(
    session: GameSession, game_id: str, size: tuple[int, int]
) -> Iterator[MainWindow]:
    """The main window around ``session`` at ``size``, offscreen, as a player sees it when the
    game opens (fitted, no zoom); closed again afterwards."""
    app = ensure_app()
    window = _offscreen_window(session, game_id, size)
    window.show()
    for _ in range(3):
        app.processEvents()
    window.fit()
    app.processEvents()
    try:
        yield window
    finally:
        window.close_game()
        window.close()
        window.deleteLater()
        app.processEvents()


def board_scenes(window: MainWindow) -> list[BoardScene]:
    """The board scenes of the window's table (none while no game is open)."""
    page = window.page
    return list(page.table.scenes) if page is not None else []


def sample_window_text(
    session: GameSession, game_id: str, size: tuple[int, int]
) -> list[TextSample]:
    """Every string the table paints when the main window opens at ``size`` (offscreen)."""
    samples: list[TextSample] = []
    # the owners' hook goes in before the items exist: Qt looks their paint up once
    with _owners() as owners, opened_window(session, game_id, size) as window:

        def probe(em: float, text: str, elided: bool, unlabelled: bool) -> None:
            item = owners[-1] if owners else None
            target = item is not None and item.targetable
            samples.append(TextSample(em, text, elided, unlabelled, item is not None, target))

        scenes = board_scenes(window)
        for scene in scenes:
            scene.render_context.probe = probe
        try:
            window.grab()  # one paint of the whole window, as a player sees it
        finally:
            for scene in scenes:
                scene.render_context.probe = None
    return samples


def late_session(
    game_id: str, players: int | None, seed: str, plies: int | None
) -> tuple[GameSession, int]:
    """A random game of ``game_id`` after ``plies`` actions (default: 60% of that seed's whole
    random game), every seat a person (so the table shows the seat to act's view); and the
    number of actions played."""
    entry = load_game(game_id)
    config = GameConfig(players=players or entry.meta.max_players)
    if plies is None:
        plies = round(0.6 * play_session(entry.rules, config, seed).ply)
    session = play_session(entry.rules, config, seed, max_plies=plies)
    session.seats = tuple(
        type(s)(s.name.replace(" (bot)", ""), "human", s.color) for s in session.seats
    )
    return session, plies


def audit_game(
    game_id: str,
    size: tuple[int, int],
    seed: str = "1",
    players: int | None = None,
    plies: int | None = None,
) -> tuple[int, TextReport]:
    """The text report of one game late in a random game; and the actions played."""
    session, played = late_session(game_id, players, seed, plies)
    return played, summarize(sample_window_text(session, game_id, size))
