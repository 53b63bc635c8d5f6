"""Board packing: frames inside the area, never overlapping, titles get room, hidden boards
give theirs to the others."""

from __future__ import annotations

import itertools

import pytest

from tabletop.qt.table_layout import GAP, LEAST, Box, pack_group, pack_table

NUSFJORD_SHARED = [(230, 245), (40, 230), (235, 180), (300, 200)]


def overlaps(a: Box, b: Box) -> bool:
    return (
        a.x + a.w - 0.5 > b.x
        and b.x + b.w - 0.5 > a.x
        and a.y + a.h - 0.5 > b.y
        and (b.y + b.h - 0.5 > a.y)
    )


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("area", [(1150, 830), (800, 600), (1900, 1000)])
def test_frames_fit_and_do_not_overlap(players, area):
    shared, personal = pack_table(NUSFJORD_SHARED, [(260, 160)] * players, *area)
    boxes = [*shared, *personal]
    assert len(shared) == 4 and len(personal) == players
    for box in boxes:
        assert box.x >= -0.01 and box.y >= -0.01
        assert box.x + box.w <= area[0] + 0.5 and box.y + box.h <= area[1] + 0.5
        assert box.w >= LEAST[0] - 0.5  # the narrow banquet table still has room for a title
    for a, b in itertools.combinations(boxes, 2):
        assert not overlaps(a, b), (a, b)


def test_a_group_uses_rows_or_columns_whichever_is_larger():
    wide = [(300, 100)] * 3
    scale_rows, boxes = pack_group(wide, Box(0, 0, 400, 600))
    assert len({round(b.x) for b in boxes}) == 1  # one column of wide boards
    scale_cols, boxes = pack_group(wide, Box(0, 0, 1200, 200))
    assert len({round(b.y) for b in boxes}) == 1  # one row
    assert scale_rows > 1.0 and scale_cols > 0.5


def test_fewer_boards_get_more_room():
    one = pack_table([(470, 330)], [(370, 200)] * 2, 1200, 800)[1]
    four = pack_table([(470, 330)], [(370, 200)] * 4, 1200, 800)[1]
    assert min(b.w * b.h for b in one) > max(b.w * b.h for b in four) - 1
    assert GAP > 0
