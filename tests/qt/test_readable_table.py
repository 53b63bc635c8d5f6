"""A readable table: steady hands, the pinned seat's board, thumbnails, text in screen pixels."""

from __future__ import annotations

import itertools

import pytest

from tabletop.core import Piece, Zone
from tabletop.model.layout import BoardLayout, LayoutFile, ZoneLayout
from tabletop.qt import theme
from tabletop.qt.board_scene import BoardScene
from tabletop.qt.render_context import RenderContext
from tabletop.qt.scene_text import draw_scene_text
from tabletop.qt.table_layout import Box, plan_table

HAND = ZoneLayout(id="hand", rect=(0, 0, 200, 60), arrange="row", steady=True)
LAYOUT = LayoutFile(
    game="test",
    boards=(BoardLayout(id="b", title="Board", size=(220, 80), zones=(HAND,)),),
    piece_sizes={"card": (30, 42)},
)


def cards(*names: str) -> list[Piece]:
    return [Piece(id=n, kind="card", zone="hand", slot=i, label=n) for i, n in enumerate(names)]


def sync(scene: BoardScene, pieces: list[Piece]) -> dict[str, float]:
    scene.sync({"hand": Zone(id="hand", title="Hand")}, {"hand": pieces}, {}, str)
    return {pid: item.pos().x() for pid, item in scene.pieces.items() if item.isVisible()}


def test_a_played_card_leaves_a_gap_until_the_turn_ends(qapp):
    # issue 17 item 6: the next card must not slide under the pointer
    scene = BoardScene(LAYOUT.boards[0], LAYOUT)
    before = sync(scene, cards("a", "b", "c", "d"))
    after = sync(scene, cards("a", "c", "d"))
    assert after == {k: v for k, v in before.items() if k != "b"}
    drawn = sync(scene, cards("a", "c", "d", "e"))  # a card drawn goes at the end
    assert drawn["e"] > drawn["d"] and {k: drawn[k] for k in after} == after
    scene.close_gaps()  # the turn is over: the hand closes up, in the view's order
    closed = {pid: item.pos().x() for pid, item in scene.pieces.items() if item.isVisible()}
    assert closed["a"] < closed["c"] < closed["d"] < closed["e"]
    assert closed["c"] - closed["a"] == pytest.approx(closed["d"] - closed["c"])


def test_a_zone_that_is_not_steady_closes_up_at_once(qapp):
    layout = LAYOUT.model_copy(
        update={"boards": (LAYOUT.boards[0].model_copy(
            update={"zones": (HAND.model_copy(update={"steady": False}),)}),)}
    )
    scene = BoardScene(layout.boards[0], layout)
    before = sync(scene, cards("a", "b", "c"))
    after = sync(scene, cards("a", "c"))
    assert after["c"] != before["c"]


def inside(box: Box, area: Box) -> bool:
    return (box.x >= area.x - 0.5 and box.y >= area.y - 0.5
            and box.x + box.w <= area.x + area.w + 0.5 and box.y + box.h <= area.y + area.h + 0.5)


def overlap(a: Box, b: Box) -> bool:
    return a.x + a.w - 0.5 > b.x and b.x + b.w - 0.5 > a.x and a.y + a.h - 0.5 > b.y and (
        b.y + b.h - 0.5 > a.y)


MADEIRA = [(412, 120), (413, 183), (315, 111)]


@pytest.mark.parametrize("seats", [1, 2, 4, 5])
@pytest.mark.parametrize("area", [(1000, 620), (1640, 900), (740, 520)])
def test_every_board_fits_and_my_board_keeps_its_place(seats, area):
    # issue 30 item 2: nothing scrolls, nothing overlaps, and the board of the person at the
    # screen is always in the same place (only the thumbnails follow the turn order)
    whole = Box(0, 0, *area)
    mine = None
    for focus in range(seats):
        plan = plan_table(MADEIRA, [(186, 74)] * seats, focus, *area)
        assert len(plan.shared) == 3 and len(plan.strip) == seats and plan.focus is not None
        assert plan.strip[focus] is None and all(
            b is not None for i, b in enumerate(plan.strip) if i != focus
        )
        assert plan.content_h <= plan.main.h + 0.5  # the shared boards do not scroll
        shared = [Box(b.x + plan.main.x, b.y + plan.main.y, b.w, b.h) for b in plan.shared]
        frames = [*shared, plan.focus, *(b for b in plan.strip if b is not None)]
        assert all(inside(b, whole) for b in frames)
        for a, b in itertools.combinations(frames, 2):
            assert not overlap(a, b), (a, b)
        if mine is None:
            mine = plan.focus
        assert plan.focus == mine


def test_thumbnails_follow_the_focus_seat_in_turn_order():
    plan = plan_table(MADEIRA, [(186, 74)] * 4, 2, 1000, 620)
    order = sorted((i for i, b in enumerate(plan.strip) if b is not None),
                   key=lambda i: (plan.strip[i].y, plan.strip[i].x))
    assert order == [3, 0, 1]


def test_small_text_grows_to_the_floor_where_its_place_has_room(qapp):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    assert theme.text_floor_for(620) == theme.TEXT_FLOOR_PX  # a laptop
    assert theme.text_floor_for(1000) == theme.LARGE_FLOOR_PX  # a large screen
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(2.0, 2.0)  # 2 px a unit: 3-unit letters would be 6 px
    seen = []
    ctx = RenderContext(probe=lambda em, text, elided, _unlabelled: seen.append(
        (round(em, 1), text, elided)
    ))
    try:
        draw_scene_text(ctx, painter, QRectF(0, 0, 90, 10), "Hand", 3.0, QColor("black"))
        draw_scene_text(ctx, painter, QRectF(0, 0, 90, 4), "Hand", 3.0, QColor("black"))
        draw_scene_text(ctx, painter, QRectF(0, 0, 5, 10), "12", 3.0, QColor("black"))
        with ctx.thumbnail_paint():
            draw_scene_text(ctx, painter, QRectF(0, 0, 90, 10), "hidden", 3.0, QColor("black"))
    finally:
        painter.end()
    assert seen[0] == (ctx.text_floor_px, "Hand", False)  # room: up to the floor
    assert 6.0 < seen[1][0] < ctx.text_floor_px  # a low band: as tall as it allows
    assert seen[2][1] == "12" and not seen[2][2]  # a number shrinks rather than elides
    assert len(seen) == 3  # a thumbnail draws no text


def test_other_seats_are_thumbnails_that_open_in_full_and_keep_their_slots(window, qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from tabletop.qt.table_view import BoardPeek

    from . import fake_game
    from .conftest import new_session

    window.resize(1280, 800)
    window.open_session(new_session(3), fake_game.GAME_ID)
    window.controller.confirm_handoff()
    table = window.page.table
    yards = {s.seat: f for f, s in zip(table.frames, table.scenes, strict=True) if s.seat is not None}
    focus = window.controller.display_viewer
    assert not yards[focus].view.compact  # the seat at the screen: large, with text
    others = [seat for seat in yards if seat != focus]
    assert all(yards[seat].view.compact for seat in others)
    assert yards[focus].width() > max(yards[seat].width() for seat in others)
    slots = {seat: yards[seat].geometry() for seat in others}
    thumb = yards[others[0]].view
    QTest.mouseClick(thumb.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    peek = table._peek
    assert isinstance(peek, BoardPeek) and peek.isVisible()
    assert peek.view.board_scene is thumb.board_scene and not peek.view.compact
    peek.close()
    mine = yards[focus].geometry()
    table.set_focus_seat(others[0])  # another person sits down: their board goes large
    assert not yards[others[0]].view.compact and yards[focus].view.compact
    assert yards[others[0]].geometry() == mine  # in the same place as the last person's
    assert slots  # (the thumbnails follow in turn order after the person at the screen)


@pytest.mark.parametrize("game_id", ["madeira", "orchard_ocean"])
def test_the_acting_seats_targets_and_board_are_in_view_without_scrolling(qapp, game_id):
    from tabletop.qt.entry import _offscreen_window
    from tabletop.qt.table_audit import measure
    from tabletop.qt.text_audit import late_session

    session, _ = late_session(game_id, None, "1", None)
    window = _offscreen_window(session, game_id, (1280, 800))
    window.show()
    for _ in range(3):
        qapp.processEvents()
    try:
        table = window.page.table
        assert table.scroll.verticalScrollBar().maximum() == 0  # nothing scrolls
        figures = measure(window)
        assert figures.in_view == figures.targets
        focus = next(f for f, s in zip(table.frames, table.scenes, strict=True)
                     if s.seat is not None and not f.view.compact)
        assert table.rect().contains(focus.geometry())
    finally:
        window.close_game()
        window.close()


@pytest.mark.parametrize("game_id", ["harvest_island", "orchard_ocean", "madeira", "nusfjord", "saltfjord"])
def test_a_click_in_a_zone_never_lands_on_its_neighbour(qapp, game_id):
    # Madeira's city spaces touch: the halo room around the next space covered this one's
    # middle, so a click on "Porto Santo space 1" placed the worker on space 2
    from tabletop.model.registry import load_game
    from tabletop.qt.items import ZoneItem

    layout = load_game(game_id).layout
    for board in layout.boards:
        scene = BoardScene(board, layout)
        for zone in board.zones:
            x, y, w, h = zone.rect
            middle = scene.zones[zone.id].mapToScene(w / 2, h / 2)
            hit = [i for i in scene.items(middle) if isinstance(i, ZoneItem)]
            assert scene.zones[zone.id] in hit
            for item in hit:  # every zone under the pointer holds it (nested zones may)
                ix, iy, iw, ih = item.layout.rect
                assert ix <= middle.x() <= ix + iw and iy <= middle.y() <= iy + ih, (zone.id, item.layout.id)
