"""The view: every zone in the layout, pieces in emitted zones, unique ids, styles known."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.core import GameConfig
from tabletop.games.orchard_ocean.state import PLACE

from .helpers import draft, fresh, load_rules, rules, start, with_board


@pytest.mark.parametrize("players", [3, 4])
def test_views_fit_the_layout_through_a_whole_game(players):
    r, data = load_rules()
    layout = data.layout
    layout_zones = {z.id for b in layout.instantiate(players) for z in b.zones}
    styles = set(layout.styles)
    rng = random.Random(players)
    state = r.setup(GameConfig(players=players))
    step = 0
    while True:
        if step % 7 == 0 or r.decision(state) is None:
            for viewer in (None, 0):
                view = r.view(state, viewer)
                zone_ids = [z.id for z in view.zones]
                assert len(zone_ids) == len(set(zone_ids))
                assert set(zone_ids) <= layout_zones, sorted(set(zone_ids) - layout_zones)[:5]
                piece_ids = [p.id for p in view.pieces]
                assert len(piece_ids) == len(set(piece_ids)), "duplicate piece ids"
                assert not set(piece_ids) & set(zone_ids)
                for p in view.pieces:
                    assert p.zone in zone_ids, p
                    assert p.kind in layout.piece_sizes, p.kind
                    assert not p.style or p.style in styles, p.style
                assert view.status and len(view.players) == players
        if r.decision(state) is None:
            break
        actions = r.legal_actions(state)
        action = actions[rng.randrange(len(actions))]
        if not action.chance:
            target = action.target
            if target is not None:  # every click target is on the table
                assert target in r.view(state, None).ids(), action
            place = r.action_place(action)
            assert place is None or place in r.view(state, None).ids(), action
            if action.verb != "done":  # every action but ending the turn is a click on a place
                assert place is not None, action
        state = r.apply(state, action).state
        step += 1


def test_hidden_piles_are_counts_only():
    r = rules()
    state = r.setup(GameConfig(players=3))
    view = r.view(state, None)
    pile = view.zone("pile:stage:1")
    assert pile.count == 16 and view.pieces_in("pile:stage:1") == ()
    assert r.meta.has_hidden_info is False


# --- the table in players' words and in seat colours (issue 17) ------------------------------
SEAT_PIECES = ("worker:", "pawn:", "vp:", "funds:", "vpmoney:", "ordermark:")


def _random_states(players: int, seed: int, every: int = 5):
    r = rules()
    rng = random.Random(seed)
    state = r.setup(GameConfig(players=players))
    step = 0
    while r.decision(state) is not None:
        if step % every == 0:
            yield state
        actions = r.legal_actions(state)
        state = r.apply(state, actions[rng.randrange(len(actions))]).state
        step += 1
    yield state


@pytest.mark.parametrize("players", [3, 4])
def test_every_seat_piece_carries_its_owner(players):
    r = rules()
    for state in _random_states(players, seed=players):
        for p in r.view(state, None).pieces:
            if p.id.startswith(SEAT_PIECES):
                assert p.owner == int(p.id.split(":")[1]), p
            else:  # tiles and the round marker belong to no seat (they keep their own colours)
                assert p.owner is None, p


def test_no_layout_style_fixes_a_seat_colour():
    _r, data = load_rules()
    assert not [s for s in data.layout.styles if re.fullmatch(r"(seat|die|player)\d+", s)]
    assert data.layout.styles["funds-marker"].icon == "coin"
    assert data.layout.styles["vp-token"].icon == "point"


def test_island_spaces_show_no_coordinates_and_name_rows_and_columns():
    r = rules()
    view = r.view(fresh(3), None)
    cells = [z for z in view.zones if z.id.startswith("cell:")]
    assert cells and all(z.title == "" for z in cells)
    assert all(not re.search(r"\d\s*,\s*\d", z.note) for z in cells)
    top_right = view.zone("cell:0:4,0")
    assert top_right.detail.startswith("Row 1, column 5")
    assert view.zone("cell:0:2,0").note == "◣ 2"  # 2 points printed at the lower left


def test_tiles_show_their_names_and_tell_their_arrows():
    # issue 30: a tile is named as printed ("Strawberry patch"), not by its arrows
    # ("↑→|2↓2←"); the arrows, which the tile prints as pictures, are in its tooltip
    r = rules()
    t = r.tables
    view = r.view(start(3), None)
    strawberry = next(p for p in view.pieces if p.id == "tile:oo:01")
    assert strawberry.label == "Strawberry patch"
    assert "Ships strawberries" in strawberry.detail and "2 spaces south" in strawberry.detail
    assert "↑→" in strawberry.detail  # Lv.1 NE, Lv.2 SSWW
    for p in view.pieces:
        assert "oo" not in p.label and ":" not in p.value, p
    assert t.tiles[0].lv1 == (1, 1, 0, 0)


def test_a_covered_vp_mark_says_so_on_the_table():
    r = rules()
    state = with_board(fresh(3), 0, {(0, 2): (0, 0), (0, 1): (0, 0)})  # tile:oo:01 leaves the lower right open
    view = r.view(state, None)
    assert "hidden by the tile here" in view.zone("cell:0:0,2").detail  # mark at the lower left
    assert "left open by the tile here" in view.zone("cell:0:0,1").detail  # mark at the lower right


PHASE2_PICKS = ("01", "torder:1", "dir:north", "torder:2", "dir:west", "02", "dir:east", "03", "torder:3")


def test_placing_an_island_tile_says_whether_it_hides_the_mark():
    r = rules()
    state = draft(start(3), *PHASE2_PICKS)  # seat 0 acts first, holding tile:oo:01 and East
    assert r.legal_seat(state) == 0 and state.players[0].island == 0
    # The piece on a tile at row 1, column 1: East is row 1, column 2 (2 points, lower right).
    state = with_board(state, 0, {(0, 0): (("harbor", 0, 0), 0)}, piece=(0, 0))
    texts = {a.args[1]: r.describe(state, a) for a in r.legal_actions(state) if a.verb == "place"}
    assert texts["front"] == ("Place Strawberry patch front side up in row 1, column 2 (leaves the 2 points"
                              " printed at the lower right open: it scores at the end)")
    assert texts["back"].endswith("(hides the 2 points printed at the lower right: it will not score)")


def test_the_tile_being_placed_is_marked_selected():
    r = rules()
    state = draft(start(3), *PHASE2_PICKS)
    assert state.turn.stage == PLACE
    seat = r.legal_seat(state)
    lifted = [p for p in r.view(state, None).pieces if p.selected]
    assert [p.zone for p in lifted] == [f"hand:{seat}", f"hand:{seat}"]  # island tile and direction tile


@pytest.mark.parametrize("players", [3, 4])
def test_every_action_logs_a_players_words_line(players):
    r = rules()
    rng = random.Random(players + 10)
    state = r.setup(GameConfig(players=players))
    while r.decision(state) is not None:
        actions = r.legal_actions(state)
        step = r.apply(state, actions[rng.randrange(len(actions))])
        assert step.events and all(e.text for e in step.events)
        state = step.state


def test_panels_lead_with_funds_and_do_not_repeat_the_score():
    view = rules().view(start(3), None)
    for panel in view.players:
        names = [name for name, _value in panel.resources]
        assert 3 <= len(names) <= 5 and names[0] == "Funds"
        assert not any("VP" in n or "point" in n.lower() for n in names)
