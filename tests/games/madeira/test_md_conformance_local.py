"""The shared conformance checks, run on the locally loaded Madeira rules (not yet registered)."""

from __future__ import annotations

import random

import pytest

from tabletop.core import CHANCE, Action, GameConfig, IllegalActionError, InvalidActionError
from tabletop.model.playout import play_session
from tabletop.model.session import GameSession, Seat, state_digest

SEEDS = ("1", "2", "3")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_reaches_the_end_with_sound_steps(md, players: int, seed: str) -> None:
    rules = md.rules
    rng = random.Random(seed)
    state = rules.setup(GameConfig(players=players))
    for _ in range(200_000):
        decision = rules.decision(state)
        if decision is None:
            break
        actions = rules.legal_actions(state)
        assert actions, f"no legal action at {decision}"
        assert list(actions) == list(rules.legal_actions(state))
        assert len(set(actions)) == len(actions), "duplicate legal actions"
        action = actions[rng.randrange(len(actions))]
        assert action.chance == decision.is_chance
        text = rules.action_text(action)
        assert rules.parse_action(text) == action, text
        if decision.seat != CHANCE:
            secret = rules.private_ids(state, decision.seat)
            assert secret <= rules.view(state, decision.seat).ids()
            for viewer in [None, *range(players)]:
                if viewer != decision.seat:
                    assert not secret & rules.view(state, viewer).ids()
        before = state_digest(state)
        step = rules.apply(state, action)
        assert state_digest(state) == before, "apply mutated its input"
        state = step.state
    else:
        pytest.fail("the game did not end")
    outcome = rules.outcome(state)
    assert outcome is not None and len(outcome.sheets) == players and min(outcome.ranks) == 1
    assert list(rules.legal_actions(state)) == []


def test_illegal_and_unparsable_actions_are_refused(md) -> None:
    rules = md.rules
    session = play_session(rules, GameConfig(players=2), "refuse", max_plies=5)
    state = session.state
    legal = set(rules.legal_actions(state))
    for bogus in (Action("fly", ("moon",)), Action("done", ("x:y:z",)), Action("chance", (), True)):
        if bogus not in legal:
            with pytest.raises(IllegalActionError):
                rules.apply(state, bogus)
    for junk in ("", "   ", "!!", "chance:", "fly moon", "chance: fly"):
        with pytest.raises(InvalidActionError):
            rules.parse_action(junk)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_same_seed_same_history_and_replay(md, players: int) -> None:
    rules = md.rules
    config = GameConfig(players=players)
    first = play_session(rules, config, "1")
    second = play_session(rules, config, "1")
    assert first.history == second.history
    assert first.digest() == second.digest()
    replayed = GameSession.restore(rules, config, "1", first.seats, first.history)
    assert replayed.digest() == first.digest()


def test_undo_redo_restores_equal_states(md) -> None:
    seats = [Seat(f"P{i}") for i in range(4)]
    session = GameSession.new(md.rules, GameConfig(players=4), "undo", seats)
    rng = random.Random(7)
    undone = 0
    for _ in range(400):
        if session.is_over:
            break
        actions = session.legal_actions()
        session.apply(actions[rng.randrange(len(actions))])
        if session.can_undo():
            after = session.digest()
            assert session.undo() and session.can_redo() and session.redo()
            assert session.digest() == after
            undone += 1
    assert undone > 0


def test_every_view_zone_is_in_the_layout(md) -> None:
    for players in (2, 3, 4):
        boards = md.data.layout.instantiate(players)
        known = {z.id for b in boards for z in b.zones}
        session = play_session(md.rules, GameConfig(players=players), "layout", max_plies=300)
        for viewer in (None, 0):
            view = md.rules.view(session.state, viewer)
            missing = {z.id for z in view.zones} - known
            assert not missing, sorted(missing)[:5]
            assert {p.zone for p in view.pieces} <= known
            ids = [p.id for p in view.pieces]
            assert len(ids) == len(set(ids))
