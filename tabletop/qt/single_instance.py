"""One Tabletop per data folder: a second start hands its file to the running window.

The first instance listens on a local socket (QLocalServer) named after the user's state
folder. A later start connects to it, sends ``{"open": FILE or null}`` and exits; the running
window comes forward and opens the file. Racing starts are kept apart by a QLockFile around
"is one running? else listen". ``--new-window`` skips all this (two games side by side);
``game_lock`` still keeps every game to one window.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Qt, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMainWindow

from tabletop.model import paths

log = logging.getLogger(__name__)

CONNECT_MS = 1000
REPLY_MS = 3000
MAX_MESSAGE = 64 * 1024


def server_name() -> str:
    """Per user and per data folder (tests and portable installs each have their own)."""
    try:
        where = str(paths.state_dir().resolve())
    except OSError:
        where = "nowhere"
    return "tabletop-" + hashlib.sha256(where.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def send_to_running(name: str, load: Path | None) -> bool:
    """Hand ``load`` to a running instance; True when one answered (it takes over)."""
    sock = QLocalSocket()
    sock.connectToServer(name)
    if not sock.waitForConnected(CONNECT_MS):
        return False
    message = {"open": str(Path(load).absolute()) if load is not None else None}
    sock.write(json.dumps(message).encode() + b"\n")
    sock.waitForBytesWritten(CONNECT_MS)
    answered = sock.waitForReadyRead(REPLY_MS) and bytes(sock.readAll().data()).startswith(b"ok")
    sock.disconnectFromServer()
    return answered


class Instance(QObject):
    """The running instance's end: ``open_requested(Path | None)`` for each later start."""

    open_requested = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._on_connection)

    def listen(self) -> bool:
        QLocalServer.removeServer(self.name)  # a crashed instance's socket file
        ok = self.server.listen(self.name)
        if not ok:
            log.warning("cannot listen on %s: %s", self.name, self.server.errorString())
        return ok

    def _on_connection(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            data = b""
            while b"\n" not in data and len(data) < MAX_MESSAGE and sock.waitForReadyRead(REPLY_MS):
                data += bytes(sock.readAll().data())
            try:
                wanted = json.loads(data.decode("utf-8").strip() or "{}").get("open")
            except (ValueError, AttributeError):
                wanted = None
            sock.write(b"ok\n")
            sock.waitForBytesWritten(REPLY_MS)
            sock.disconnectFromServer()
            sock.deleteLater()
            self.open_requested.emit(Path(wanted) if isinstance(wanted, str) else None)

    def close(self) -> None:
        self.server.close()


def claim(load: Path | None, name: str | None = None) -> Instance | None:
    """This start's instance (listening), or None when a running one took ``load`` over."""
    name = name or server_name()
    guard = None
    try:
        folder = paths.state_dir()
        folder.mkdir(parents=True, exist_ok=True)
        guard = QLockFile(str(folder / "instance.lock"))
        guard.setStaleLockTime(0)  # held only for a moment; a dead holder's lock is stale
        guard.tryLock(5000)
    except OSError:
        guard = None
    try:
        if send_to_running(name, load):
            return None
        instance = Instance(name)
        instance.listen()
        return instance
    finally:
        if guard is not None and guard.isLocked():
            guard.unlock()


def bring_forward(window: QMainWindow, load: Path | None) -> None:
    """Another start asked for the window: show it on top, and open its file."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    if load is not None:
        window.files.load_path(load)  # type: ignore[attr-defined]
