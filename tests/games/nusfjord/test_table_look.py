"""How the table reads: short zone titles (full text in the detail) and a layout that fits them."""

from __future__ import annotations

import pytest

from .helpers import load, start


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_action_spaces_have_short_titles_with_occupancy_and_full_detail(players) -> None:
    r, _ = load()
    s = start(players)
    v = r.view(s, 0)
    for i, sd in enumerate(r.base_tables.spaces_for(players, s.mode)):
        z = v.zone(f"space:{sd.id}")
        assert z is not None
        assert z.title.endswith(f" {len(s.spaces[i])}/{sd.capacity}")
        assert len(z.title) <= 22, z.title  # a space is ~76 units wide
        assert sd.title in z.detail and f"holds {sd.capacity} worker" in z.detail
    titles = {z.id: z.title for z in v.zones}
    assert titles["space:serve_fish"].startswith("Serve Fish ")
    assert titles["cell:0:4"] == "Space 4" and titles["cell:0:0"] == "Reserve"
    assert titles["plate:0"] == f"{r.base_tables.plate_fish[0]} fish"


def test_goods_show_their_amount_and_the_wood_limit() -> None:
    r, _ = load()
    s = start(3)
    v = r.view(s, 0)
    p = s.players[0]
    goods = {x.id: x for x in v.pieces if x.id.startswith("goods:0:")}
    assert goods["goods:0:wood"].label == str(p.wood) and goods["goods:0:gold"].label == str(p.gold)
    assert goods["goods:0:wood"].detail == f"{p.wood} wood"
    assert v.zone("supply:0").note == f"wood {p.wood}/{r.base_tables.wood_limit}"


def test_layout_boards_hold_their_zones_and_name_the_harbor_by_seat() -> None:
    _, data = load()
    layout = data.layout
    harbor = next(b for b in layout.boards if b.per_seat)
    assert harbor.title == "Harbor · {seat}"
    for board in layout.instantiate(5):
        w, h = board.size
        for z in board.zones:
            x, y, zw, zh = z.rect
            assert x >= 0 and y >= 0 and x + zw <= w + 1e-6 and y + zh <= h + 1e-6, (board.id, z.id)
            assert zh >= 22, (board.id, z.id)  # lower zones draw their title beside, not above
    card_w, card_h = layout.piece_sizes["card"]
    display = next(b for b in layout.boards if b.id == "display")
    for z in display.zones:
        if z.id.startswith("display:"):
            assert z.rect[2] >= z.columns * card_w, z.id  # a full row of cards at full size
            assert z.rect[3] >= card_h, z.id
