"""Every registered game's ``DEFINITION``: the one record the model and the window read."""

from __future__ import annotations

import dataclasses
import importlib
import random

import pytest

from tabletop.core import BotTuning, GameConfig, GameDefinition, PlannerConfig, Rules, SearchConfig
from tabletop.games.schema import ComponentFile
from tabletop.model import greedy, registry
from tabletop.model.components import load_game_data
from tabletop.model.greedy import greedy_bot, values
from tabletop.model.registry import GAME_IDS, definition

PLIES = 150  # into each random playout
EVERY = 15  # a position evaluated every so many player decisions


def _positions(rules: Rules, players: int, seed: str) -> list[object]:
    """Positions of a seeded random playout where a player (not chance) decides."""
    rng = random.Random(seed)
    state = rules.setup(GameConfig(players=players))
    found = []
    choices = 0
    for _ in range(PLIES):
        decision = rules.decision(state)
        if decision is None:
            break
        if decision.is_chance:
            action = rules.sample_chance(state, rng)
        else:
            if choices % EVERY == 0:
                found.append(state)
            choices += 1
            actions = rules.legal_actions(state)
            action = actions[rng.randrange(len(actions))]
        state = rules.apply(state, action).state
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_package_root_exports_the_registered_definition(game_id: str) -> None:
    found = registry.definition(game_id)
    assert isinstance(found, GameDefinition)
    assert found is importlib.import_module(f"tabletop.games.{game_id}").DEFINITION
    assert found.meta.id == game_id and registry.game_meta(game_id) is found.meta
    assert issubclass(found.schema, ComponentFile)
    # a determinizer exactly where a seat may hold what another cannot see
    assert (found.determinizer is not None) == found.meta.has_hidden_info


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_factory_builds_rules_from_the_bundled_data(game_id: str) -> None:
    found = registry.definition(game_id)
    rules = found.create_rules(load_game_data(game_id, definition(game_id).schema).components)
    assert isinstance(rules, Rules) and rules.meta.id == game_id
    assert rules.decision(rules.setup(GameConfig(players=found.meta.min_players))) is not None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_evaluation_values_positions_at_every_player_count(game_id: str) -> None:
    found = registry.definition(game_id)
    rules = registry.load_game(game_id, use_datapacks=False).rules
    for players in found.meta.player_counts:
        positions = _positions(rules, players, f"definition:{game_id}:{players}")
        assert positions
        for state in positions:
            for seat in range(players):
                value = found.evaluation(rules, state, seat)
                assert isinstance(value, float) and value == value  # a number, not NaN
            assert len(values(rules, state)) == players


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_bot_tuning_is_complete(game_id: str) -> None:
    tuning = registry.definition(game_id).tuning
    assert isinstance(tuning, BotTuning)
    assert isinstance(tuning.lookahead, int) and tuning.lookahead >= 0
    assert 0.0 <= tuning.easy_slip <= 1.0
    assert isinstance(tuning.hard_iterations, int) and tuning.hard_iterations > 0
    assert isinstance(tuning.search, SearchConfig)
    if tuning.planner is not None:
        assert isinstance(tuning.planner, PlannerConfig)
        assert tuning.planner.depth >= 1 and tuning.planner.beam >= 1


def test_only_nusfjord_plays_a_series() -> None:
    with_series = [d.meta.id for d in registry.definitions() if d.series is not None]
    assert with_series == ["nusfjord"]
    series = registry.definition("nusfjord").series
    assert series is not None
    first = series.next_config(())
    assert series.is_series_game(first) and first.players == 1
    assert series.is_next_game(first, ()) and series.removed(()) == ()
    assert not series.is_series_game(GameConfig(players=2, variants=("campaign",)))


def test_an_evaluation_that_no_longer_fits_the_engine_fails_loudly(monkeypatch) -> None:
    """The heuristic once swallowed AttributeError ("engine changed shape") and the bots
    quietly played worse: an evaluation reading a renamed field must raise instead."""
    real = registry.definition("nusfjord")

    def renamed(rules, state, seat: int) -> float:
        return float(state.players[seat].wood_renamed)  # the field is ``wood``

    broken = dataclasses.replace(real, evaluation=renamed)
    monkeypatch.setattr(greedy, "definition", lambda game_id: broken)
    rules = registry.load_game("nusfjord", use_datapacks=False).rules
    state = _positions(rules, 2, "renamed")[1]
    with pytest.raises(AttributeError, match="wood_renamed"):
        values(rules, state)
    with pytest.raises(AttributeError, match="wood_renamed"):
        greedy_bot(rules, state, random.Random(1))


def test_an_unknown_game_has_no_definition() -> None:
    from tabletop.core import DataError

    with pytest.raises(DataError, match="unknown game"):
        registry.definition("chess")
