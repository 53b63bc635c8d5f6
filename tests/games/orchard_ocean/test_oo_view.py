"""The view: every zone in the layout, pieces in emitted zones, unique ids, styles known."""

from __future__ import annotations

import random

import pytest

from tabletop.core import GameConfig

from .helpers import load_rules, rules


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
        state = r.apply(state, action).state
        step += 1


def test_hidden_piles_are_counts_only():
    r = rules()
    state = r.setup(GameConfig(players=3))
    view = r.view(state, None)
    pile = view.zone("pile:stage:1")
    assert pile.count == 16 and view.pieces_in("pile:stage:1") == ()
    assert r.meta.has_hidden_info is False
