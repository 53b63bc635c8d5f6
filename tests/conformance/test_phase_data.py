"""Every game says its round, phase or season as data (``TableView.phase``), and says what the
window used to read from its status line: the banners come at the same moments as before."""

from __future__ import annotations

import random

import pytest

from tabletop.core import GameConfig
from tabletop.model.phases import phase_of
from tabletop.model.registry import GAME_IDS, load_game

CASES = [(game_id, players) for game_id in GAME_IDS
         for players in sorted({load_game(game_id, use_datapacks=False).meta.min_players,
                                load_game(game_id, use_datapacks=False).meta.max_players})]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_the_phase_is_data_and_what_the_status_said(game_id: str, players: int) -> None:
    rules = load_game(game_id, use_datapacks=False).rules
    rng = random.Random(f"phase:{game_id}:{players}")
    state = rules.setup(GameConfig(players=players))
    seen = set()
    while True:
        view = rules.view(state, None)
        assert view.phase, f"{game_id} says no phase: {view.status!r}"
        assert view.phase == phase_of(view.status), view.status
        assert rules.view(state, players - 1).phase == view.phase, "the phase is not public"
        seen.add(view.phase)
        if rules.decision(state) is None:
            break
        actions = rules.legal_actions(state)
        state = rules.apply(state, actions[rng.randrange(len(actions))]).state
    assert len(seen) > 2, "the phase never changed"
