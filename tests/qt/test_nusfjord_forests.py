"""Nusfjord's forests lie across both halves of their double building space, as the printed
forest tile does, and Deforest takes a click on either half (a forest drawn on the left half
only had a player click the bare-looking right half, which did nothing)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from tabletop.core import GameConfig, Zone
from tabletop.model.registry import load_game
from tabletop.qt.board_scene import BoardScene
from tabletop.qt.items import PieceItem, ZoneItem


def rules():
    return load_game("nusfjord").rules


def start(players: int):
    """A new game, seat 0 first (chance resolved with its first outcome otherwise)."""
    r = rules()
    state = r.setup(GameConfig(players=players))
    while (d := r.decision(state)) is not None and d.is_chance:
        options = r.legal_actions(state)
        pick = next((a for a in options if a.text() == "chance: first seat:0"), options[0])
        state = r.apply(state, pick).state
    return state


def play(state, *texts: str):
    r = rules()
    for text in texts:
        state = r.apply(state, r.parse_action(text)).state
    return state


def harbor_scene(state, seat: int = 0) -> tuple[BoardScene, dict]:
    """Seat ``seat``'s harbor board synced with the view, targets placed as the table does."""
    layout = load_game("nusfjord").layout
    board = next(b for b in layout.instantiate(len(state.players)) if b.id == f"harbor:{seat}")
    scene = BoardScene(board, layout)
    r = rules()
    view = r.view(state, seat)
    zones: dict[str, Zone] = {z.id: z for z in view.zones}
    by_zone: dict[str, list] = {}
    for piece in view.pieces:
        by_zone.setdefault(piece.zone, []).append(piece)
    targets: dict[str, list] = {}
    for action in r.legal_actions(state):
        place = r.action_place(action)
        if place is not None:
            targets.setdefault(place, []).append(action)
    scene.sync(zones, by_zone, targets, str)
    return scene, targets


def clicked(scene: BoardScene, point: QPointF) -> str | None:
    """What a click there chooses: the topmost target under it (others pass the click on)."""
    for item in scene.items(point):
        if isinstance(item, (ZoneItem, PieceItem)) and item.targetable:
            return item.target_id
    return None


def test_a_forest_covers_both_halves_of_its_double_space(qapp):
    state = start(2)
    tables = rules().base_tables
    scene, _ = harbor_scene(state)
    forests = [item for pid, item in scene.pieces.items() if pid.startswith("forest:0:")]
    assert len(forests) == sum(state.players[0].forests) == 4
    for item in forests:
        d = int(item.piece.id.split(":")[2])
        box = item.sceneBoundingRect()
        for cell in tables.doubles[d]:
            half = scene.zones[f"cell:0:{cell}"].mapRectToScene(scene.zones[f"cell:0:{cell}"].rect)
            over = box.intersected(half)
            assert over.width() >= 0.85 * half.width(), (item.piece.id, cell)


def test_deforest_takes_a_click_on_either_half_of_the_forest(qapp):
    state = play(start(2), "place space:deforest")
    tables = rules().base_tables
    scene, targets = harbor_scene(state)
    forested = [d for d, n in enumerate(state.players[0].forests) if n]
    assert forested
    for d in forested:
        left, right = tables.doubles[d]
        for cell in (left, right):
            zone = scene.zones[f"cell:0:{cell}"]
            middle = zone.mapToScene(zone.rect.center())
            target = clicked(scene, middle)
            assert target == f"double:0:{d}", (cell, target)
            assert [a.text() for a in targets[target]] == [f"remove cell:0:{left}"]


def test_the_spaces_under_a_double_space_keep_the_pointer_when_it_is_no_target(qapp):
    # placing a building: the halves are the targets, the double space over them lets them be
    state = start(2)
    scene, _ = harbor_scene(state)
    tables = rules().base_tables
    for d, (left, right) in enumerate(tables.doubles):
        over = scene.zones[f"double:0:{d}"]
        assert over.isVisible() and not over.targetable and not over.acceptHoverEvents()
        for cell in (left, right):
            zone = scene.zones[f"cell:0:{cell}"]
            middle = zone.mapToScene(zone.rect.center())
            hovered = next(i for i in scene.items(middle) if i.acceptHoverEvents())
            assert hovered is zone or isinstance(hovered, PieceItem)


def test_the_double_spaces_lie_exactly_over_their_two_halves():
    layout = load_game("nusfjord").layout
    board = next(b for b in layout.boards if b.id == "harbor:{seat}")
    rects = {z.id: z.rect for z in board.zones}
    for d, (left, right) in enumerate(rules().base_tables.doubles):
        over = next(z for z in board.zones if z.id == f"double:{{seat}}:{d}")
        a, b = rects[f"cell:{{seat}}:{left}"], rects[f"cell:{{seat}}:{right}"]
        x, y = min(a[0], b[0]), min(a[1], b[1])
        w = max(a[0] + a[2], b[0] + b[2]) - x
        h = max(a[1] + a[3], b[1] + b[3]) - y
        assert over.rect == (x, y, w, h) and over.overlay
