"""The table in players' words (issue 17): seat pieces carry their owner, layout styles carry no
seat colour, tiles show what they print, the line being activated is marked, clicks map to places."""

from __future__ import annotations

import json
import random
from pathlib import Path

from tabletop.core import Action, GameConfig

from .helpers import play, res, rules, setup_to_play, with_player

LAYOUT = Path(__file__).resolve().parents[3] / "resources/games/saltfjord/layout.json"
SEAT_PIECES = ("marker:", "boat:", "tech:", "worker:", "wagon:")  # ids of the seat-coloured components


def _random_states(players, variants=(), seed=3, every=5):
    r = rules()
    rng = random.Random(seed)
    s = r.setup(GameConfig(players=players, variants=variants))
    k = 0
    while r.decision(s) is not None:
        if k % every == 0:
            yield s
        acts = r.legal_actions(s)
        s = r.apply(s, acts[rng.randrange(len(acts))]).state
        k += 1
    yield s


def test_every_seat_owned_piece_has_its_owner():
    r = rules()
    for players, variants in ((4, ()), (2, ("wagons",)), (1, ())):
        for s in _random_states(players, variants):
            for piece in r.view(s, None).pieces:
                if piece.id.startswith(SEAT_PIECES):
                    seat = int(piece.id.split(":")[1])
                    assert piece.owner == seat, piece
                    assert not piece.style.startswith("seat"), piece


def test_layout_styles_fix_no_seat_colour():
    styles = json.loads(LAYOUT.read_text())["styles"]
    assert not [name for name in styles if name.startswith(("seat", "die0", "die1", "die2", "die3"))]
    assert styles["res_fish"]["icon"] == "fish" and styles["res_wood"]["icon"] == "wood"


def test_tiles_show_what_they_print_not_their_ids():
    r = rules()
    s = setup_to_play(2)
    view = r.view(s, None)
    tiles = [p for p in view.pieces if p.id.startswith("tile:")]
    assert tiles
    for p in tiles:
        tile_id = p.id.split(":", 1)[1]
        assert tile_id not in p.label and tile_id not in p.value and tile_id not in p.detail
        assert "building tile:" in p.detail and p.value  # the shape's outline in the corner
    crates = [p for p in view.pieces if p.id.startswith("crate:")]
    assert crates and all("+" in p.label or p.label[0].isdigit() for p in crates)


def test_the_line_being_activated_is_marked():
    r = rules()
    s = setup_to_play(2)
    s = with_player(s, s.seat, res=res(fish=5))
    seat = s.seat
    take = next(a for a in r.legal_actions(s) if a.verb == "take" and a.args[1] == "white")
    s = play(s, take.text(), f"line col:{seat}:2")
    view = r.view(s, None)
    marked = [z.id for z in view.zones if z.selected]
    assert marked == [f"col:{seat}:2"]
    assert any(p.selected and p.zone == f"col:{seat}:2" for p in view.pieces)


def test_a_cell_is_named_by_row_and_column():
    r = rules()
    s = setup_to_play(2)
    seat = s.seat
    zone = next(z for z in r.view(s, None).zones if z.id == f"cell:{seat}:4,2")
    assert zone.detail == "row 2, column 4"


def test_actions_without_a_target_map_onto_their_place():
    r = rules()
    assert r.action_place(Action("home")) == "fjord:0"
    assert r.action_place(r.parse_action("wagon wagon:0:1 cell:0:2,1")) == "cell:0:2,1"
    assert r.action_place(r.parse_action("retire tavern:3")) == "tavern:3"
    assert r.action_place(Action("skip")) is None


BAR_VERBS = {"done", "skip", "discard", "take_fish", "advance", "wagons_done", "effect", "sell_fish"}


def test_every_action_about_a_place_is_a_click_on_something_on_the_table():
    r = rules()
    for players, variants in ((3, ()), (2, ("wagons",)), (1, ())):
        for s in _random_states(players, variants, every=3):
            decision = r.decision(s)
            if decision is None or s.chance:
                continue
            view = r.view(s, s.seat)
            ids = {z.id for z in view.zones} | {p.id for p in view.pieces}
            for action in r.legal_actions(s):
                place = r.action_place(action)
                if action.verb in BAR_VERBS:
                    assert place is None, action
                else:
                    assert place in ids, (action.text(), place)


def test_the_die_taken_and_the_tile_being_placed_are_shown_picked():
    r = rules()
    s = setup_to_play(2)
    take = next(a for a in r.legal_actions(s) if a.verb == "take")
    s = play(s, take.text())
    held = [p for p in r.view(s, None).pieces if p.zone == "drawn"]
    assert len(held) == 1 and held[0].kind == "die" and held[0].selected
    s = setup_to_play(2)
    s = with_player(s, s.seat, res=res(wood=1, plank=1))
    s = play(s, next(a for a in r.legal_actions(s) if a.verb == "build").text())
    while s.chance:
        s = r.apply(s, r.legal_actions(s)[0]).state
    assert r.decision(s).stage == "place"
    held = [p for p in r.view(s, None).pieces if p.zone == "drawn"]
    assert len(held) == 1 and held[0].kind == "tile" and held[0].selected and "·" in held[0].label
