"""The small menu that asks which action a place means when several share it: at the mouse
for a click, at the focus ring for a key (its first entry lit, so arrows and Return work)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from tabletop.core import Action
from tabletop.core.i18n import _

from . import theme


def choose_from_menu(options: list[tuple[str, Action]], where: QPoint,
                     keyboard: bool = False) -> Action | None:
    """One entry per action, opened at ``where``; None when the player backs out. With
    ``keyboard``, the first entry is lit (arrows move, Return picks, Escape backs out)."""
    menu = QMenu()
    menu.setFont(theme.ui_font(10))
    if keyboard:
        menu.setAccessibleName(_("Choose what to do"))
    for i, (label, _action) in enumerate(options):
        menu.addAction(label).setData(i)
    if keyboard and menu.actions():
        menu.setActiveAction(menu.actions()[0])
    chosen = menu.exec(where)
    return None if chosen is None else options[int(chosen.data())][1]


def menu_chooser(target: str, options: list[tuple[str, Action]]) -> Action | None:
    """A board's default chooser: a small menu at the mouse with one entry per action."""
    return choose_from_menu(options, QCursor.pos())
