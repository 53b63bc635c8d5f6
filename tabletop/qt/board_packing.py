"""Packing boards into frames: pure geometry (no Qt), tested on its own (table_layout.py
plans the table from these).

The shared boards form one group and the players' boards another. Inside a group every
board has the same scale (as on a real table), laid out in rows (or columns) found by
trying every way to cut the sequence of boards. The two groups share the area top and
bottom or side by side, at the split that shows both largest.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

Size = tuple[float, float]
GAP = 4.0  # pixels between frames
CHROME = (6.0, 22.0)  # pixels a frame adds around its board: its rim, and the title line
LEAST = (130.0, 60.0)  # pixels: no frame narrower than its title needs


@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    w: float
    h: float


def _cuts(n: int) -> Iterator[list[int]]:
    """Every way to cut ``n`` boards in order into rows: lists of row lengths."""
    if n == 0:
        yield []
        return
    for first in range(1, n + 1):
        for rest in _cuts(n - first):
            yield [first, *rest]


def _fit(room: float, lengths: Sequence[float], chrome: float, least: float) -> float:
    """The largest scale with sum(max(length * scale + chrome, least)) <= room."""
    scale = (room - chrome * len(lengths)) / sum(lengths)
    for _ in range(3):  # lengths too short for ``least`` take ``least``, the rest share
        short = [x for x in lengths if x * scale + chrome < least]
        if not short or len(short) == len(lengths):
            break
        long = [x for x in lengths if x * scale + chrome >= least]
        scale = (room - least * len(short) - chrome * len(long)) / sum(long)
    return scale


def _rows_scale(
    sizes: Sequence[Size], rows: list[int], w: float, h: float, chrome: Size, least: Size
) -> float:
    """The common scale of boards cut into ``rows`` in ``w`` × ``h``; frames are at least
    ``least`` (width, height) big."""
    cw, ch = chrome
    scale = math.inf
    start = 0
    heights = []
    for length in rows:
        row = sizes[start : start + length]
        start += length
        room = w - GAP * (length - 1)
        scale = min(scale, _fit(room, [s[0] for s in row], cw, least[0]))
        heights.append(max(s[1] for s in row))
    return min(scale, _fit(h - GAP * (len(rows) - 1), heights, ch, least[1]))


def _rows_boxes(
    sizes: Sequence[Size], rows: list[int], box: Box, scale: float, chrome: Size, least: Size
) -> list[Box]:
    """Frames for ``rows`` at ``scale``; spare room is shared out so the frames fill ``box``."""
    cw, ch = chrome
    heights = []
    start = 0
    for length in rows:
        heights.append(max(least[1], max(s[1] for s in sizes[start : start + length]) * scale + ch))
        start += length
    spare_h = max(0.0, box.h - GAP * (len(rows) - 1) - sum(heights))
    out: list[Box] = []
    y = box.y
    start = 0
    for length, row_h in zip(rows, heights, strict=True):
        row_h += spare_h * row_h / sum(heights)
        row = sizes[start : start + length]
        start += length
        widths = [max(least[0], s[0] * scale + cw) for s in row]
        spare_w = max(0.0, box.w - GAP * (length - 1) - sum(widths))
        x = box.x
        for width in widths:
            width += spare_w * width / sum(widths)
            out.append(Box(x, y, width, row_h))
            x += width + GAP
        y += row_h + GAP
    return out


def _best_rows(sizes: Sequence[Size], box: Box) -> tuple[float, list[int], bool]:
    """The largest common scale for ``sizes`` in ``box``: (scale, row lengths, as columns)."""
    best: tuple[float, list[int], bool] = (-math.inf, [len(sizes)], False)
    flipped = [(h, w) for w, h in sizes]
    for rows in _cuts(len(sizes)):
        for columns in (False, True):
            scale = (
                _rows_scale(flipped, rows, box.h, box.w, CHROME[::-1], LEAST[::-1])
                if columns
                else _rows_scale(sizes, rows, box.w, box.h, CHROME, LEAST)
            )
            if scale > best[0] + 1e-9:
                best = (scale, rows, columns)
    return max(best[0], 0.0), best[1], best[2]


def _lay_rows(
    sizes: Sequence[Size], rows: list[int], columns: bool, box: Box, scale: float
) -> list[Box]:
    if not columns:
        return _rows_boxes(sizes, rows, box, scale, CHROME, LEAST)
    # lay columns out as rows of the transposed problem, then transpose back
    flipped = [(h, w) for w, h in sizes]
    boxes = _rows_boxes(
        flipped, rows, Box(box.y, box.x, box.h, box.w), scale, CHROME[::-1], LEAST[::-1]
    )
    return [Box(b.y, b.x, b.h, b.w) for b in boxes]


def _extent(sizes: Sequence[Size], rows: list[int], columns: bool, scale: float) -> Size:
    """How wide and tall the frames of ``rows`` are at ``scale``, hugging their boards."""
    sz = [(h, w) for w, h in sizes] if columns else list(sizes)
    chrome, least = (CHROME[::-1], LEAST[::-1]) if columns else (CHROME, LEAST)
    widths, heights, start = [], [], 0
    for length in rows:
        row = sz[start : start + length]
        start += length
        widths.append(sum(max(least[0], z[0] * scale + chrome[0]) for z in row) + GAP * (length - 1))
        heights.append(max(least[1], max(z[1] for z in row) * scale + chrome[1]))
    w, h = max(widths), sum(heights) + GAP * (len(rows) - 1)
    return (h, w) if columns else (w, h)


def pack_group(sizes: Sequence[Size], box: Box) -> tuple[float, list[Box]]:
    """The largest common scale for ``sizes`` in ``box``, and a frame for each board."""
    if not sizes:
        return math.inf, []
    if box.w <= 0 or box.h <= 0:
        return 0.0, [Box(box.x, box.y, 0.0, 0.0) for _ in sizes]
    scale, rows, columns = _best_rows(sizes, box)
    return scale, _lay_rows(sizes, rows, columns, box, scale)


def pack_tight(sizes: Sequence[Size], box: Box) -> tuple[float, list[Box], Size]:
    """Like ``pack_group``, but the frames hug their boards at the top left of ``box``; and
    the size of the room they take (the rest of ``box`` is free for other boards)."""
    if not sizes:
        return math.inf, [], (0.0, 0.0)
    if box.w <= 0 or box.h <= 0:
        return 0.0, [Box(box.x, box.y, 0.0, 0.0) for _ in sizes], (0.0, 0.0)
    scale, rows, columns = _best_rows(sizes, box)
    w, h = _extent(sizes, rows, columns, scale)
    w, h = min(w, box.w), min(h, box.h)
    return scale, _lay_rows(sizes, rows, columns, Box(box.x, box.y, w, h), scale), (w, h)


def pack_table(
    shared: Sequence[Size], personal: Sequence[Size], width: float, height: float
) -> tuple[list[Box], list[Box]]:
    """Frames for the shared boards and the players' boards in a ``width`` × ``height`` area.

    Cached: every hand-over moves the enlarged board, and the search over splits and cuts
    costs ~10 ms for five players, while a game only ever meets a handful of arrangements.
    """
    a, b = _pack_table(tuple(map(tuple, shared)), tuple(map(tuple, personal)), width, height)
    return list(a), list(b)


@lru_cache(maxsize=256)
def _pack_table(
    shared: tuple[Size, ...], personal: tuple[Size, ...], width: float, height: float
) -> tuple[tuple[Box, ...], tuple[Box, ...]]:
    a, b = search_table(shared, personal, width, height)
    return tuple(a), tuple(b)


def search_table(
    shared: Sequence[Size], personal: Sequence[Size], width: float, height: float
) -> tuple[list[Box], list[Box]]:
    whole = Box(0.0, 0.0, width, height)
    if not shared or not personal:
        return pack_group(shared, whole)[1], pack_group(personal, whole)[1]
    best: tuple[float, list[Box], list[Box]] = (-math.inf, [], [])
    for split in (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8):
        for beside in (False, True):
            if beside:
                a = Box(0.0, 0.0, width * split - GAP / 2, height)
                b = Box(width * split + GAP / 2, 0.0, width * (1 - split) - GAP / 2, height)
            else:
                a = Box(0.0, 0.0, width, height * split - GAP / 2)
                b = Box(0.0, height * split + GAP / 2, width, height * (1 - split) - GAP / 2)
            sa, boxes_a = pack_group(shared, a)
            sb, boxes_b = pack_group(personal, b)
            if sa <= 0 or sb <= 0:
                continue
            # as on a real table the boards should share one scale: the smaller counts most
            score = math.log(min(sa, sb)) + 0.25 * math.log(max(sa, sb))
            if score > best[0]:
                best = (score, boxes_a, boxes_b)
    if not best[1]:  # too small for anything: one group, the views just get tiny
        boxes = pack_group([*shared, *personal], whole)[1]
        return boxes[: len(shared)], boxes[len(shared) :]
    return best[1], best[2]
