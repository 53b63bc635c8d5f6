"""The shared conformance checks, run on the unregistered game through the local loader."""

from __future__ import annotations

import random

import pytest

from tabletop.core import CHANCE, Action, GameConfig, IllegalActionError, InvalidActionError
from tabletop.model.playout import play_session
from tabletop.model.session import GameSession, Seat, state_digest

from .helpers import rules

CASES = [(players, seed) for players in (3, 4) for seed in ("1", "2", "3")]


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_random_playout_reaches_the_end_with_sound_steps(players: int, seed: str) -> None:
    r = rules()
    rng = random.Random(seed)
    state = r.setup(GameConfig(players=players))
    for _ in range(200_000):
        decision = r.decision(state)
        if decision is None:
            break
        actions = r.legal_actions(state)
        assert actions, f"no legal action at {decision}"
        assert list(actions) == list(r.legal_actions(state)), "legal_actions is not deterministic"
        assert len(set(actions)) == len(actions), "duplicate legal actions"
        action = actions[rng.randrange(len(actions))]
        assert action.chance == decision.is_chance
        text = r.action_text(action)
        assert r.parse_action(text) == action, f"notation does not round-trip: {text!r}"
        assert r.describe(state, action)
        if decision.seat != CHANCE:
            secret = r.private_ids(state, decision.seat)
            for viewer in [None, *range(players)]:
                if viewer != decision.seat:
                    leaked = secret & r.view(state, viewer).ids()
                    assert not leaked, f"seat {viewer} sees {sorted(leaked)[:3]}"
        before = state_digest(state)
        step = r.apply(state, action)
        assert state_digest(state) == before, "apply mutated its input"
        state = step.state
    else:
        pytest.fail("the game did not end in 200000 decisions")
    outcome = r.outcome(state)
    assert outcome is not None
    assert len(outcome.sheets) == players
    assert min(outcome.ranks) == 1
    assert list(r.legal_actions(state)) == []


def test_illegal_and_unparsable_actions_are_refused() -> None:
    r = rules()
    session = play_session(r, GameConfig(players=3), "refuse", max_plies=5)
    state = session.state
    legal = set(r.legal_actions(state))
    for bogus in (Action("fly", ("moon",)), Action("done", ("x:y:z",)), Action("chance", (), True),
                  Action("take", ("tile:oo:99",)), Action("move", ("cell:0:9,9",))):
        if bogus not in legal:
            with pytest.raises(IllegalActionError):
                r.apply(state, bogus)
    for junk in ("", "   ", "!!", "chance:", "fly moon", "take", "draw tile:oo:01", "chance: take x:y"):
        with pytest.raises(InvalidActionError):
            r.parse_action(junk)


@pytest.mark.parametrize("players", [3, 4])
def test_same_seed_same_history_and_replay(players: int) -> None:
    r = rules()
    config = GameConfig(players=players)
    first = play_session(r, config, "1")
    second = play_session(r, config, "1")
    assert first.is_over
    assert first.history == second.history
    assert first.digest() == second.digest()
    replayed = GameSession.restore(r, config, "1", first.seats, first.history)
    assert replayed.digest() == first.digest()


def test_undo_redo_restores_equal_states() -> None:
    r = rules()
    session = GameSession.new(r, GameConfig(players=4), "undo", [Seat(f"P{i}") for i in range(4)])
    rng = random.Random(7)
    undone = 0
    for _ in range(400):
        if session.is_over:
            break
        actions = session.legal_actions()
        session.apply(actions[rng.randrange(len(actions))])
        if session.can_undo():
            after = session.digest()
            assert session.undo()
            assert session.redo()
            assert session.digest() == after
            undone += 1
    assert undone > 0


def test_undo_never_crosses_a_commit_point() -> None:
    session = play_session(rules(), GameConfig(players=3), "commit", max_plies=30)
    while session.can_undo():
        session.undo()
    if session.plies:
        last = session.plies[-1]
        assert last.commit or last.seat == CHANCE
