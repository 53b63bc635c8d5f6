"""The table's keys: each command with its default keys, in Qt's portable key text.

Settings keep only the keys a player changed (``Settings.keys``: command -> "Key; Other key");
``keys_for`` merges them over the defaults. No Qt here: the text is read by ``qt.keyboard``.
"""

from __future__ import annotations

from collections.abc import Mapping

# command -> (what it does, in players' words; default keys, ";" between alternatives)
COMMANDS: dict[str, tuple[str, str]] = {
    "next": ("Next thing you can choose (board by board, then the bar's buttons)", "Tab"),
    "previous": ("Previous thing you can choose", "Shift+Tab"),
    "next_board": ("Next board that has something to choose", "F6; Ctrl+Tab"),
    "previous_board": ("Previous board", "Shift+F6; Ctrl+Shift+Tab"),
    "left": ("Nearest choice to the left", "Left"),
    "right": ("Nearest choice to the right", "Right"),
    "up": ("Nearest choice above", "Up"),
    "down": ("Nearest choice below", "Down"),
    "act": ("Choose the marked thing, as a click does", "Return; Enter; Space"),
    "back": ("Back out of a choice in progress, or drop the mark", "Escape"),
    "close_look": ("Close look at the marked thing", "Z; Alt+Return"),
    "end_turn": ("End turn (when nothing on the table is marked)", "Return; Enter; E"),
}
CHOICE_KEYS = "1–9"  # the bar's first nine buttons (fixed: the digits are printed on them)


def keys_for(overrides: Mapping[str, str] | None = None) -> dict[str, list[str]]:
    """Every command's keys: the player's own where set, else the defaults."""
    out: dict[str, list[str]] = {}
    for command, (_what, default) in COMMANDS.items():
        text = (overrides or {}).get(command, default)
        out[command] = [k.strip() for k in text.split(";") if k.strip()]
    return out


def clashes(keys: Mapping[str, list[str]]) -> list[str]:
    """Keys given to two commands (End turn shares Return with Choose on purpose: Choose
    takes it while something on the table is marked)."""
    owners: dict[str, str] = {}
    out: list[str] = []
    for command, combos in keys.items():
        for combo in combos:
            other = owners.get(combo.lower())
            if other is not None and {other, command} != {"act", "end_turn"}:
                out.append(f"{combo}: {COMMANDS[other][0]} / {COMMANDS[command][0]}")
            owners.setdefault(combo.lower(), command)
    return out
