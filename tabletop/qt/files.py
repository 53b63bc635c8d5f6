"""File handling for the main window: open, load, resume, save and save as.

A mixin: the window provides ``controller``, ``open_session``, ``message`` and
``_update_title``. Every failure is a message in words and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from tabletop.core import GameMeta, Rules, TabletopError
from tabletop.model import autosave, paths, registry
from tabletop.model.layout import LayoutFile
from tabletop.model.saves import load_session

from .resume_dialog import ResumeDialog

SAVE_FILTER = "Tabletop saves (*.json);;All files (*)"


@dataclass(frozen=True)
class GameHandle:
    """What the window needs of a registered game."""

    game_id: str
    meta: GameMeta
    rules: Rules
    layout: LayoutFile
    stand_ins: int
    readme: Path
    variants: tuple[str, ...] = ()  # the game's: the stand-in report lists what they use


def game_handle(game_id: str, variants: Sequence[str] = ()) -> GameHandle:
    """The game's handle; ``stand_ins`` counts what a game with these variants uses."""
    entry = registry.load_game(game_id)
    readme = paths.resources_dir() / "games" / game_id / "README.md"
    stand_ins = entry.data.stand_ins_in_play(entry.meta, variants)
    return GameHandle(game_id, entry.meta, entry.rules, entry.data.layout, stand_ins, readme,
                      tuple(variants))


def stand_in_text(count: int) -> str:
    noun = "component" if count == 1 else "components"
    return f"This game uses {count} stand-in {noun} (designed, not the printed ones)"


class FileHandling:
    """Open, resume and save; mixed into MainWindow."""

    def open_file(self) -> bool:
        paths.saves_dir().mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getOpenFileName(
            self, "Open a saved game", str(paths.saves_dir()), SAVE_FILTER
        )
        return self.load_path(Path(name)) if name else False

    def load_path(self, path: Path) -> bool:
        """Open a save; a failure is shown as a message and changes nothing."""
        try:
            session, envelope = load_session(path)
            self.open_session(session, envelope.game_id, path, created_at=envelope.created_at)
        except TabletopError as exc:
            self.message("Cannot open this game", str(exc))
            return False
        if self.controller is not None:
            self.controller.dirty = False
        self._update_title()
        return True

    def offer_resume(self) -> None:
        """At start-up: unfinished games from the autosave journal can be resumed."""
        while True:
            unfinished = autosave.list_unfinished()
            if not unfinished:
                return
            dialog = ResumeDialog(unfinished, self)
            dialog.exec()
            if dialog.choice == "discard" and dialog.selected is not None:
                dialog.selected.path.unlink(missing_ok=True)
                continue
            if dialog.choice == "resume" and dialog.selected is not None:
                self.resume(dialog.selected.path)
            return

    def resume(self, journal: Path) -> bool:
        try:
            session, game_id = autosave.recover(journal)
            self.open_session(session, game_id, journal_path=journal)
        except TabletopError as exc:
            self.message("Cannot resume this game", str(exc))
            return False
        return True

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.controller.path is None:
            return self.save_as()
        return self._save_to(self.controller.path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        folder = paths.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        default = (
            self.controller.path
            or folder / f"{self.controller.game_id}-{datetime.now():%Y%m%d-%H%M}.json"
        )
        name, _ = QFileDialog.getSaveFileName(self, "Save the game", str(default), SAVE_FILTER)
        if not name:
            return False
        path = Path(name)
        return self._save_to(path if path.suffix else path.with_suffix(".json"))

    def _save_to(self, path: Path) -> bool:
        assert self.controller is not None
        try:
            self.controller.save(path)
        except TabletopError as exc:
            self.message("Cannot save", str(exc))
            return False
        self.statusBar().showMessage(f"Saved to {path}", 5000)
        return True
