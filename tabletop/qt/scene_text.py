"""Letters on the boards: how tall they come out on screen, and drawing them within the
floor of the scene's render context (the audit's probe sees every string drawn or left out)."""

from __future__ import annotations

import math
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from . import text_fit
from .paint_metrics import MIN_SHRINK, NAME_LEAST_PX
from .render_context import RenderContext

LINE = text_fit.LINE  # a line of DejaVu Sans is this many em tall
text_width = text_fit.text_width
lines_needed = text_fit.lines_needed


def device_em_px(painter: QPainter, font_px: float) -> float:
    """How tall ``font_px`` letters come out in device pixels through ``painter``'s transform."""
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    return logical_em_px(painter, font_px) * ratio


def logical_em_px(painter: QPainter, font_px: float) -> float:
    """The same in logical pixels (what a floor for reading is set in: a 2x screen is denser)."""
    t = painter.worldTransform()
    return font_px * math.hypot(t.m21(), t.m22())


def _fit(
    ctx: RenderContext,
    painter: QPainter,
    rect: QRectF,
    text: str,
    height: float,
    bold: bool,
    min_shrink: float,
) -> text_fit.Fit:
    """How ``draw_scene_text`` lays these letters out (text_fit.fit at this painter's scale)."""
    unit_px = logical_em_px(painter, 1.0)
    floor = ctx.text_floor_px / unit_px if unit_px > 0 else 0.0
    least = NAME_LEAST_PX / unit_px if unit_px > 0 else 0.0
    return text_fit.fit(
        text, bold, rect.width(), rect.height(), height, floor, least, min_shrink
    )


class SceneFit(NamedTuple):
    """How ``draw_scene_text`` would lay some letters out."""

    px: float  # how tall they come out on screen (logical px)
    cut: bool  # whether it cuts the text with "…" (it fits nowhere whole)


def scene_text_fit(
    ctx: RenderContext,
    painter: QPainter,
    rect: QRectF,
    text: str,
    height: float,
    bold: bool = False,
    min_shrink: float = MIN_SHRINK,
) -> SceneFit:
    """How tall on screen ``draw_scene_text`` would draw these letters, and whether cut."""
    laid = _fit(ctx, painter, rect, text, height, bold, min_shrink)
    return SceneFit(laid.height * logical_em_px(painter, 1.0), laid.elided)


def report_unlabelled(ctx: RenderContext, text: str) -> None:
    """A name left out because its place is too small to read it: the audit counts it."""
    if ctx.probe is not None and not ctx.thumbnail:
        ctx.probe(0.0, text, False, True)


def _draw_lines(painter: QPainter, box: QRectF, lines: list[str], align: Qt.AlignmentFlag,
                step: float) -> None:
    """Lines ``step`` apart (Japanese: closer than the fallback font's own line box, as the
    fit counted them), placed in ``box`` as ``align`` says."""
    total = step * len(lines)
    if align & Qt.AlignmentFlag.AlignTop:
        top = box.top()
    elif align & Qt.AlignmentFlag.AlignBottom:
        top = box.bottom() - total
    else:
        top = box.center().y() - total / 2
    across = align & Qt.AlignmentFlag.AlignHorizontal_Mask
    for index, line in enumerate(lines):
        row = QRectF(box.left(), top + index * step, box.width(), step)
        painter.drawText(row, int(across | Qt.AlignmentFlag.AlignVCenter), line)


def draw_scene_text(
    ctx: RenderContext,
    painter: QPainter,
    rect: QRectF,
    text: str,
    height: float,
    color: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    bold: bool = False,
    wrap: bool = False,
    min_shrink: float = MIN_SHRINK,
) -> None:
    """Draw ``text`` in ``rect`` (scene units), letters ``height`` units tall.

    Letters smaller than the context's ``text_floor_px`` on screen grow towards it as far as
    ``rect``'s height allows. A name too wide for one line wraps onto as many lines (up to
    three) as ``rect`` holds, shrinking towards ``NAME_LEAST_PX`` on screen before it is ever
    cut; numbers and short counts shrink (not below ``min_shrink`` of their size) rather
    than lose a digit. (``wrap`` is kept for callers: every name may wrap where there is
    room.) A thumbnail draws no text.
    """
    if not text or rect.width() <= 0 or rect.height() <= 0 or ctx.thumbnail:
        return
    laid = _fit(ctx, painter, rect, text, height, bold, min_shrink)
    scale = laid.height / text_fit.TEXT_PX
    box = QRectF(rect.x() / scale, rect.y() / scale, rect.width() / scale, rect.height() / scale)
    painter.save()
    painter.scale(scale, scale)
    painter.setFont(text_fit.scene_base_font(bold if laid.bold is None else laid.bold))
    painter.setPen(color)
    lines = [line.replace(text_fit.SHY, "") for line in laid.lines]
    if len(lines) > 1 and text_fit.has_cjk(text):
        _draw_lines(painter, box, lines, align, text_fit.CJK_LINE * text_fit.TEXT_PX)
    else:
        painter.drawText(box, int(align), "\n".join(lines))
    if ctx.probe is not None:
        ctx.probe(device_em_px(painter, text_fit.TEXT_PX), text, laid.elided, False)
    painter.restore()
