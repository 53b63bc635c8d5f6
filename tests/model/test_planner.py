"""The planner (Hard in Saltfjord): Normal's look through the seat's own decisions, deeper."""

from __future__ import annotations

import random
import time

from tabletop.core import GameConfig, PlannerConfig
from tabletop.core.definition import estimate
from tabletop.model.bots import choose_action
from tabletop.model.determinize import determinize
from tabletop.model.greedy import bot_actions, evaluate, greedy_bot, value_through
from tabletop.model.planner import CAP, _Budget, plan_value, planner_bot, planner_config
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat


def _positions(players: int, count: int, seed: str = "plan"):
    """Saltfjord positions with a real choice, from a random game."""
    rules = load_game("saltfjord", use_datapacks=False).rules
    session = GameSession.new(rules, GameConfig(players=players), seed,
                              [Seat(f"P{i}") for i in range(players)])
    rng = random.Random(seed)
    found = []
    while not session.is_over and len(found) < count:
        acts = session.legal_actions()
        if 2 < len(acts) < 12 and rng.random() < 0.3:
            found.append(session.state)
        session.apply(acts[rng.randrange(len(acts))])
    return rules, found


def test_saltfjord_hard_is_the_planner() -> None:
    assert planner_config("saltfjord") is not None
    rules, states = _positions(1, 1)
    state = states[0]
    hard = choose_action("hard", rules, state, "s", 3)
    cfg = planner_config("saltfjord")
    assert hard == planner_bot(rules, state, random.Random("s:bot:3"), config=cfg)
    assert hard in rules.legal_actions(state)


def test_without_a_beam_two_steps_deep_is_exactly_normals_look_through() -> None:
    """Depth 2 with a beam wider than any choice values each root action as Normal's
    lookahead 2 does (the root, then two more of the seat's own decisions, all of them), on
    Hard's values (Saltfjord's ``hard_evaluation`` adds the stored cubes' outlook)."""
    rules, states = _positions(2, 6)
    legal = bot_actions(rules)
    for state in states:
        seat = rules.decision(state).seat
        sample = determinize(rules, state, seat, random.Random(0))
        budget = _Budget(float("inf"), None)
        for a in legal(sample)[:4]:
            after = rules.apply(sample, a).state
            assert abs(plan_value(rules, after, seat, 2, 10_000, legal, budget)
                       - value_through(rules, after, seat, 2, hard=True)) < 1e-9
        wide = planner_bot(rules, state, random.Random(1), config=PlannerConfig(depth=2, beam=10_000))
        normal = greedy_bot(rules, state, random.Random(1))
        # both value the same sample (the same rng draws it first): the same best value,
        # though a tie may be broken differently
        sample = determinize(rules, state, seat, random.Random(1))
        for chosen, hard in ((wide, True), (normal, False)):
            best = max(value_through(rules, rules.apply(sample, a).state, seat, 2, hard)
                       for a in legal(sample))
            reached = value_through(rules, rules.apply(sample, chosen).state, seat, 2, hard)
            assert abs(reached - best) < 1e-9


def test_one_step_deep_is_the_best_next_value() -> None:
    rules, states = _positions(1, 5, "deep")
    legal = bot_actions(rules)
    for state in states:
        seat = rules.decision(state).seat
        one = plan_value(rules, state, seat, 1, 3, legal, _Budget(float("inf"), None))
        assert one == max(evaluate(rules, rules.apply(state, a).state, seat, hard=True)
                          for a in legal(state))


def test_the_planner_stops_on_request_and_on_the_clock() -> None:
    rules, states = _positions(4, 3, "stop")
    for state in states:
        start = time.perf_counter()
        a = planner_bot(rules, state, random.Random(2), config=PlannerConfig(depth=12, beam=6),
                        should_stop=lambda: True)
        assert a in rules.legal_actions(state)
        b = planner_bot(rules, state, random.Random(2), config=PlannerConfig(depth=12, beam=6),
                        budget_s=0.05)
        assert b in rules.legal_actions(state)
        assert time.perf_counter() - start < 2.0


def test_a_wide_move_looks_less_deep_within_its_positions_budget() -> None:
    """The estimate counts every level's choices; a move takes the deepest shape that fits."""
    config = PlannerConfig(depth=4, beam=3, shapes=((4, 2), (3, 2)), positions=1000)
    assert estimate([5, 5], 1, 3) == 2 + 10  # the roots' children: 10 positions
    assert estimate([5, 5], 4, 3) == 2 + 10 * (1 + 3 + 9 + 27)
    assert config.shape_for([5, 5]) == (4, 3)  # 402 positions
    assert config.shape_for([10] * 3) == (4, 2)  # (4, 3) would be 1203, (4, 2) 453
    assert config.shape_for([100] * 10) == (3, 2)  # nothing fits: the last, cheapest shape
    assert PlannerConfig(depth=4, beam=3).shape_for([100] * 10) == (4, 3)  # no budget


def test_the_positions_cap_is_counted_so_a_cut_move_is_the_same_everywhere(monkeypatch) -> None:
    """A move whose estimate was far too low stops after CAP times its budget, counted in
    positions (not seconds), and plays the best root valued so far, the same on every run."""
    rules, states = _positions(4, 4, "cap")
    tight = PlannerConfig(depth=6, beam=4, positions=50)
    counted: list[int] = []
    original = _Budget.tick

    def tick(self: _Budget) -> None:
        counted.append(self.valued)
        original(self)

    monkeypatch.setattr(_Budget, "tick", tick)
    for state in states:
        counted.clear()
        first = planner_bot(rules, state, random.Random(5), config=tight)
        assert first in rules.legal_actions(state)
        assert len(counted) <= CAP * 50 + 64  # the cap is checked every 64 positions
        assert planner_bot(rules, state, random.Random(5), config=tight) == first


def test_saltfjords_planner_has_a_positions_budget() -> None:
    config = planner_config("saltfjord")
    assert config is not None and config.positions is not None and config.shapes
