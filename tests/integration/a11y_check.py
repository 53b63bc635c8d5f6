"""Read and play the table through the real accessibility bus (AT-SPI), as a screen reader does.

Run by ``tests/integration/a11y_check.sh`` (Xvfb, a D-Bus session and the AT-SPI bus). Two halves:

* ``a11y_check.py app``: the app (the project's Python), a 2-player Madeira with the table
  outline shown, every seat a person;
* ``a11y_check.py probe``: the screen reader's side (the system Python with ``pyatspi``):
  finds the window, reads its tree, finds the outline's first entry that says "choose",
  activates it through the bus and checks that the game log gained a line (the move was made).

It prints what the bus showed; exit status 0 when the move was made.
"""

from __future__ import annotations

import sys
import time

APP_NAME = "Tabletop a11y check"


def run_app() -> int:
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication(sys.argv[:1])
    from tabletop.core import GameConfig
    from tabletop.model.registry import load_game
    from tabletop.model.session import GameSession, Seat
    from tabletop.qt.main_window import MainWindow

    entry = load_game("madeira")
    session = GameSession.new(entry.rules, GameConfig(players=2), "a11y", [Seat("Ann"), Seat("Bo")])
    window = MainWindow(bot_delay_ms=0, dialogs=False, autosave_games=False, animation="off")
    window.resize(1400, 900)
    window.show()
    window.open_session(session, "madeira")
    window.controller.confirm_handoff()
    window.access.dock.show()
    tree = window.access.choices
    if "--trace" in sys.argv:
        tree.selectionModel().selectionChanged.connect(
            lambda a, b: print("app: selection", [i.data() for i in a.indexes()],
                               "current", tree.currentIndex().data(), flush=True))
        tree.selectionModel().currentChanged.connect(
            lambda a, b: print("app: current", a.data(), flush=True))

    def report() -> None:
        print(f"app: moves made {session.ply}", flush=True)

    timer = QTimer()
    timer.timeout.connect(report)
    timer.start(1000)
    return app.exec()


def find(node, test, depth: int = 0, limit: int = 40):
    """Depth-first: the first accessible under ``node`` for which ``test`` holds."""
    if node is None or depth > limit:
        return None
    try:
        if test(node):
            return node
        for i in range(node.childCount):
            hit = find(node.getChildAtIndex(i), test, depth + 1, limit)
            if hit is not None:
                return hit
    except Exception:  # a node gone while walking (the tree changes after a move)
        return None
    return None


def count(node, test, depth: int = 0) -> int:
    try:
        own = 1 if test(node) else 0
        return own + sum(count(node.getChildAtIndex(i), test, depth + 1)
                         for i in range(node.childCount))
    except Exception:
        return 0


def run_probe() -> int:
    import pyatspi

    desktop = pyatspi.Registry.getDesktop(0)
    app, names = None, []
    for _ in range(60):  # the app may take a while to start (a slow CI machine)
        names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
        app = next((desktop.getChildAtIndex(i) for i in range(desktop.childCount)
                    if desktop.getChildAtIndex(i).name == APP_NAME), None)
        if app is not None and app.childCount > 0 and find(
                app, lambda n: "list" in n.getRoleName() and n.name == "Choices now"
                and n.childCount > 0) is not None:
            break
        time.sleep(1)
    print("bus: applications", names)
    if app is None or app.childCount == 0:
        print("FAIL: the app is not on the bus")
        return 1
    window = app.getChildAtIndex(0)
    print("bus: window", repr(window.name), window.getRoleName())

    def named(role: str, text: str):
        return lambda n: (not role or n.getRoleName() == role) and text == (n.name or "")

    for name in ("Table outline", "What to decide now", "Game log", "Players", "Reference",
                 "The table", "Look back"):
        node = find(window, named("", name))
        print(f"bus: {name!r}:", f"a {node.getRoleName()}" if node else "MISSING",
              f"- {node.description!r}" if node is not None and node.description else "")
    bar = find(window, named("", "What to decide now"))
    if bar is not None:
        words = []
        find(bar, lambda n: n.getRoleName() in ("label", "push button") and bool(n.name)
             and words.append(f"{n.getRoleName()}: {n.name}") is not None)
        print("bus: the bar reads", words)
    tree = find(window, lambda n: "tree" in n.getRoleName() and n.name == "Table outline")
    if tree is None:
        print("FAIL: no table outline")
        return 1
    entries = []
    find(tree, lambda n: entries.append(n) or False)
    rows = [n for n in entries if n.getRoleName() in ("tree item", "table cell")]
    print(f"bus: the outline has {len(rows)} entries; the first ones:")
    for n in rows[:6]:
        print("   ", repr(n.name))
    chosen = find(window, lambda n: "list" in n.getRoleName() and n.name == "Choices now")
    listed = []
    find(chosen, lambda n: listed.append(n) or False)
    choices = [n for n in listed if n.getRoleName() in ("list item", "table cell")
               and " — choose" in (n.name or "")]
    print(f"bus: 'Choices now' lists {len(choices)} moves, e.g. {choices[0].name!r}" if choices else
          "FAIL: no entry says 'choose'")
    if not choices:
        return 1
    log = find(find(window, named("", "Game log")), lambda n: n.getRoleName() == "list")
    before = count(log, lambda n: n.getRoleName() == "list item") if log is not None else -1
    target = choices[0]
    label = target.name
    action = target.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    print("bus: its actions", names)
    pick = next((i for i, a in enumerate(names) if a in ("activate", "press", "Press")), 0)
    action.doAction(pick)
    print(f"bus: did {names[pick]!r} on {label!r}")
    time.sleep(2)
    after = count(log, lambda n: n.getRoleName() == "list item") if log is not None else -1
    print(f"bus: game log lines before {before}, after {after}")
    if after > before:
        print("OK: the move was made through the accessibility bus")
        return 0
    print("FAIL: the game log did not change")
    return 1


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    sys.exit(run_app() if mode == "app" else run_probe() if mode == "probe" else 2)
