"""File handling for the main window: open, load, resume, save and save as.

An object the window owns (``window.files``); ``FileWindow`` says what it uses of the window.
Every failure is a message in words and changes nothing.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QStatusBar, QWidget

from tabletop.core import TabletopError
from tabletop.core.i18n import N_, _, n_
from tabletop.model import autosave, game_lock, paths, problems
from tabletop.model.journal_reading import unverified_note
from tabletop.model.jsonfile import read_json
from tabletop.model.saves import load_session

from .resume_dialog import ResumeDialog

if TYPE_CHECKING:
    from tabletop.model.session import GameSession

    from .controller import SessionController

SAVE_SUFFIX = ".tabletop"  # the saves' own file type (application/x-tabletop-save)
SAVE_FILTER = N_("Tabletop saves (*.tabletop *.json);;All files (*)")  # .json: saves before 0.2


def stand_in_badge(count: int) -> str:
    """The short form, for the badge in the status line."""
    return n_("{count} stand-in", "{count} stand-ins", count).format(count=count)


def stand_in_text(count: int) -> str:
    return n_("This game uses {count} stand-in component (designed, not the printed ones)",
              "This game uses {count} stand-in components (designed, not the printed ones)",
              count).format(count=count)


def _saves_folder() -> Path | None:
    """The saves folder for the file dialogs, created if need be; None when there is none
    (no home folder): the dialog then simply starts elsewhere."""
    try:
        folder = paths.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder


class RecentList(Protocol):
    """File → Open Recent's list: a save opened or written goes to its top."""

    def remember_recent(self, path: Path) -> None: ...


class FileWindow(Protocol):
    """What the file commands use of the window."""

    controller: SessionController | None
    settings_problem: str  # a damaged settings file, in words ("" when none)

    def open_session(
        self, session: GameSession, game_id: str, path: Path | None = None,
        journal_path: Path | None = None, created_at: str | None = None,
    ) -> None: ...

    def message(self, title: str, text: str) -> None: ...

    @property
    def desktop(self) -> RecentList: ...  # window_commands.WindowCommands

    def update_title(self) -> None: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)


class FileCommands:
    """Open, resume and save, for the window that owns it (``window.files``)."""

    def __init__(self, window: FileWindow, parent: QWidget) -> None:
        self.window = window
        self.parent = parent  # the window itself, as the dialogs' parent widget
        self._file_notice: QLabel | None = None  # the status bar's warning, made when first needed

    def open_file(self) -> bool:
        name, _kind = QFileDialog.getOpenFileName(
            self.parent, _("Open a saved game"), str(_saves_folder() or ""), _(SAVE_FILTER)
        )
        return self.load_path(Path(name)) if name else False

    def load_path(self, path: Path) -> bool:
        """Open a save; a failure is shown as a message and changes nothing."""
        if game_lock.held_elsewhere(path):
            self.window.message(_("Cannot open this game"), _(
                "{file} is open in another Tabletop window. Carry on there, or close it there "
                "first.").format(file=path.name))
            return False
        report = problems.read_report(path)
        if report is not None:
            return self.open_report(path, report)
        try:
            session, envelope = load_session(path)
            self.window.open_session(session, envelope.game_id, path, created_at=envelope.created_at)
        except TabletopError as exc:
            self.window.message(_("Cannot open this game"), str(exc))
            return False
        if self.window.controller is not None:
            self.window.controller.dirty = False
        self.window.update_title()
        self.window.desktop.remember_recent(path)
        return True

    def open_report(self, path: Path, report: dict[str, Any]) -> bool:  # a report's JSON
        """A problem report: its game as it was when the error came (a new, unsaved game)."""
        try:
            session, game_id = problems.report_session(report, path.name)
            self.window.open_session(session, game_id)
        except TabletopError as exc:
            self.window.message(_("Cannot replay this report"), str(exc))
            return False
        self.window.statusBar().showMessage(
            _("The game from the problem report {file} ({made}): {error}").format(
                file=path.name, made=report.get("created_at", ""), error=report.get("error", "")),
            15000)
        return True

    def offer_resume(self) -> None:
        """At start-up: unfinished games from the autosave journal can be resumed."""
        while True:
            unfinished = autosave.list_unfinished()
            if not unfinished:
                return
            dialog = ResumeDialog(unfinished, self.parent)
            dialog.exec()
            if dialog.choice == "discard" and dialog.selected is not None:
                try:
                    dialog.selected.path.unlink(missing_ok=True)
                except OSError as exc:
                    self.window.message(_("Cannot discard this game"),
                                        f"{dialog.selected.path}: {exc.strerror or exc}")
                    return
                continue
            if dialog.choice == "resume" and dialog.selected is not None:
                self.resume(dialog.selected.path)
            return

    def resume(self, journal: Path) -> bool:
        if not game_lock.acquire(journal):  # held by the journal from here on
            self.window.message(_("Cannot resume this game"), _(
                "This game is open in another Tabletop window. Carry on there, or close it there "
                "first."))
            return False
        try:
            session, game_id, note = autosave.recover_journal(journal)
            kept = autosave.keep_damaged(journal) if note else None  # resuming rewrites it
            path = _save_of(journal)
            self.window.open_session(session, game_id, path=path, journal_path=journal)
            if path is not None and self.window.controller is not None:
                self.window.controller.path_chosen = False  # named by the autosave: Save asks first
                # moves made since that save are only in the autosave until the next save
                self.window.controller.dirty = _saved_history(path) != session.history
        except TabletopError as exc:
            game_lock.release(journal)
            self.window.message(_("Cannot resume this game"), str(exc))
            return False
        if note:  # damaged lines, or an old-format journal nothing in which can be checked
            damaged = note != unverified_note(journal)  # not only an old, unchecked journal
            copy = ""
            if kept:
                copy = " " + (_("The damaged file was kept as {file}.") if damaged
                              else _("The original file was kept as {file}.")).format(file=kept.name)
            title = _("The autosave was damaged") if damaged else _("This autosave cannot be checked")
            goes_on = _("The game goes on from action {number}.").format(number=session.ply)
            self.window.message(title, f"{note} {goes_on}{copy}")
        return True

    # --- notices: a damaged settings file, autosave paused ---------------------------------------
    def file_notices(self) -> list[str]:
        """What the player must know about files now (empty when all is well)."""
        c = self.window.controller
        texts = [self.window.settings_problem]
        texts.append(c.autosave_problem if c is not None else "")
        return [t for t in texts if t]

    def show_file_notices(self) -> None:
        """A permanent warning in the status bar while a notice stands."""
        label = self._file_notice
        if label is None:
            label = self._file_notice = QLabel()
            label.setObjectName("FileNotice")
            label.setTextFormat(Qt.TextFormat.PlainText)  # it quotes file names and settings
            label.setWordWrap(True)
            label.setStyleSheet("#FileNotice { color: #7a2e00; font-weight: bold; padding: 0 6px; }")
            self.window.statusBar().addWidget(label, 1)
        texts = self.file_notices()
        label.setText("⚠ " + "  ·  ".join(texts) if texts else "")
        label.setToolTip("\n".join(texts))
        label.setVisible(bool(texts))
        # the status bar is a band of the table's height: only while a notice stands (passing
        # messages are shown in the game's status panel instead)
        self.window.statusBar().setVisible(bool(texts))

    def save(self) -> bool:
        if self.window.controller is None:
            return False
        if self.window.controller.path is None:
            return self.save_as()
        if not self.window.controller.path_chosen:  # a resumed game: its file was not chosen today
            answer = self.ask_overwrite(self.window.controller.path)
            if answer != "over":
                return self.save_as() if answer == "save as" else False
        return self.save_to(self.window.controller.path)

    def ask_overwrite(self, path: Path) -> str:
        """Before File → Save writes over a file named only by a resumed autosave: "over",
        "save as" or "cancel"."""
        box = QMessageBox(
            QMessageBox.Icon.Question, _("Save over this file?"),
            _("This game was resumed from its autosave, which says it was last saved to\n{file}\n\n"
              "Save over that file?").format(file=path), parent=self.parent,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file name is never markup
        over = box.addButton(_("Save over it"), QMessageBox.ButtonRole.AcceptRole)
        other = box.addButton(_("Save as…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(other)
        box.exec()
        clicked = box.clickedButton()
        return "over" if clicked is over else "save as" if clicked is other else "cancel"

    def save_as(self) -> bool:
        if self.window.controller is None:
            return False
        folder = _saves_folder() or Path.cwd()
        default = (
            self.window.controller.path
            or folder / f"{self.window.controller.game_id}-{datetime.now():%Y%m%d-%H%M}{SAVE_SUFFIX}"
        )
        name, _kind = QFileDialog.getSaveFileName(self.parent, _("Save the game"), str(default),
                                                  _(SAVE_FILTER))
        if not name:
            return False
        path = Path(name)
        return self.save_to(path if path.suffix else path.with_suffix(SAVE_SUFFIX))

    def save_to(self, path: Path) -> bool:
        assert self.window.controller is not None
        try:
            self.window.controller.save(path)
        except TabletopError as exc:
            self.window.message(_("Cannot save"), str(exc))
            return False
        self.window.statusBar().showMessage(_("Saved to {file}").format(file=path), 5000)
        self.window.desktop.remember_recent(path)
        return True


def _save_of(journal: Path) -> Path | None:
    """The save file a journal's game belongs to, if it still exists."""
    try:
        saved = autosave.read_journal(journal).header.trusted_save_path()
    except (TabletopError, OSError):
        return None
    return saved if saved is not None and saved.is_file() else None


def _saved_history(path: Path) -> list[str] | None:
    try:
        data = read_json(path)
    except (TabletopError, OSError, ValueError):
        return None
    history = data.get("history") if isinstance(data, dict) else None
    return history if isinstance(history, list) else None
