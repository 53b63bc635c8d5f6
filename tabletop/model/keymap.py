"""The table's keys: each command with its default keys, in Qt's portable key text.

Settings keep only the keys a player changed (``Settings.keys``: command -> "Key; Other key");
``keys_for`` merges them over the defaults. No Qt here: the text is read by ``qt.keyboard``.
"""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.core.i18n import N_, _

# command -> (what it does, in players' words (marked: worded where shown with ``_(what)``);
# default keys, ";" between alternatives)
COMMANDS: dict[str, tuple[str, str]] = {
    "next": (N_("Next thing you can choose (board by board, then the bar's buttons)"), "Tab"),
    "previous": (N_("Previous thing you can choose"), "Shift+Tab"),
    "next_board": (N_("Next board that has something to choose"), "F6; Ctrl+Tab"),
    "previous_board": (N_("Previous board"), "Shift+F6; Ctrl+Shift+Tab"),
    "left": (N_("Nearest choice to the left"), "Left"),
    "right": (N_("Nearest choice to the right"), "Right"),
    "up": (N_("Nearest choice above"), "Up"),
    "down": (N_("Nearest choice below"), "Down"),
    "act": (N_("Choose the marked thing, as a click does"), "Return; Enter; Space"),
    "back": (N_("Back out of a choice in progress, or drop the mark"), "Escape"),
    "close_look": (N_("Close look at the marked thing"), "Z; Alt+Return"),
    "end_turn": (N_("End turn (when nothing on the table is marked)"), "Return; Enter; E"),
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
                out.append(f"{combo}: {_(COMMANDS[other][0])} / {_(COMMANDS[command][0])}")
            owners.setdefault(combo.lower(), command)
    return out
