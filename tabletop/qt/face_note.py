"""What a card prints at its foot: amounts with their resources' icons ("2 [wood] 1 [gold]").

A Nusfjord building card prints its cost so; the table draws a piece's ``note`` the same way,
each amount as its number beside its resource's icon where the shared icon set has one, and
as words otherwise. The numbers go through ``scene_text.draw_scene_text`` (the text audit sees
them); a row too narrow for them at the reading floor takes two, and a note that cannot
be read even so is left to the tooltip.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from . import theme
from .render_context import RenderContext
from .scene_text import draw_scene_text, report_unlabelled, scene_text_fit

# an amount is a number and a word ("2 wood", "2 Holz"), or a word and a number as Japanese
# writes it ("木材2"); amounts are joined by commas, "and", "・" and the like
_WORD, _SEP = r"[^\W\d_]+", r"\s*(?:,|、|\+|·|・|and|und|と)?\s*"
AMOUNT = re.compile(rf"(\d+)\s*({_WORD})")
ONLY_AMOUNTS = re.compile(rf"\s*\d+\s*{_WORD}(?:{_SEP}\d+\s*{_WORD})*\s*")
AMOUNT_AFTER = re.compile(rf"({_WORD})\s*(\d+)")
ONLY_AMOUNTS_AFTER = re.compile(rf"\s*{_WORD}\s*\d+(?:{_SEP}{_WORD}\s*\d+)*\s*")
ICON = 1.05  # an icon is this many letter heights wide
GAP = 0.2  # between a number and its icon, and between amounts (letter heights)


def amounts(note: str) -> list[tuple[str, str]]:
    """"2 wood, 1 gold" -> [("2", "wood"), ("1", "gold")]: each (number, icon), or [] when
    some amount has no icon (the note is then drawn as words)."""
    if ONLY_AMOUNTS.fullmatch(note):
        pairs = AMOUNT.findall(note)
    elif ONLY_AMOUNTS_AFTER.fullmatch(note):
        pairs = [(n, word) for word, n in AMOUNT_AFTER.findall(note)]
    else:
        return []  # words besides the amounts ("bread · 10/7 PP"): drawn as words
    found = [(n, theme.resource_icon(word.strip())) for n, word in pairs]
    return found if found and all(icon for _, icon in found) else []


def draw_text_or_amounts(
    ctx: RenderContext, painter: QPainter, rect: QRectF, text: str, height: float, ink: QColor,
    align: Qt.AlignmentFlag, bold: bool = False,
) -> None:
    """``scene_text.draw_scene_text``, but amounts that would be cut as words ("10 reals" on a
    narrow trade route) are drawn as numbers and icons, which take half the room."""
    if amounts(text) and scene_text_fit(ctx, painter, rect, text, height, bold).cut:
        paint_note(ctx, painter, rect, text, ink, most=max(height, rect.height() / 2.4))
    else:
        draw_scene_text(ctx, painter, rect, text, height, ink, align, bold=bold)


def paint_note(
    ctx: RenderContext, painter: QPainter, band: QRectF, note: str, ink: QColor, most: float = 0.0
) -> None:
    """``note`` in ``band`` (scene units), icons and numbers centred, one row or two;
    letters at most ``most`` tall (0: the band's height)."""
    items = amounts(note)
    if not items:
        draw_scene_text(ctx, painter, band, note, band.height() * 0.45, ink)
        return
    unit_px = theme.logical_em_px(painter, 1.0) or 1.0
    least = theme.NAME_LEAST_PX / unit_px

    def width(row: list[tuple[str, str]], t: float) -> float:
        return sum(theme.text_width(n, t, bold=True) + t * (ICON + GAP) for n, _ in row) + (
            t * GAP * (len(row) - 1)
        )

    rows = [items]
    t = min(most or band.height(), band.height(), band.width() / (width(items, 1.0) or 1.0))
    if t < least and len(items) > 1:  # two rows of larger letters
        half = (len(items) + 1) // 2
        rows = [items[:half], items[half:]]
        t = min(band.height() / 2.4, min(band.width() / (width(r, 1.0) or 1.0) for r in rows))
    if t < least:  # too small to read: the tooltip and the close look say it
        report_unlabelled(ctx, note)
        return
    top = band.center().y() - len(rows) * t * 0.6
    for row in rows:
        x = band.center().x() - width(row, t) / 2
        for n, icon in row:
            w = theme.text_width(n, t, bold=True)
            draw_scene_text(ctx, painter, QRectF(x, top, w * 1.05, t * 1.2), n, t, ink,
                            Qt.AlignmentFlag.AlignCenter, bold=True)
            renderer = theme.svg_renderer(icon)
            if renderer is not None:
                renderer.render(painter, QRectF(x + w + t * GAP * 0.5, top + t * 0.05, t * ICON,
                                                t * ICON))
            x += w + t * (ICON + GAP * 2)
        top += t * 1.2
