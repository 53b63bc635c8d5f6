"""The shared conformance checks, run on Saltfjord through the local loader."""

from __future__ import annotations

import random

import pytest

from tabletop.core import CHANCE, Action, GameConfig, IllegalActionError, InvalidActionError
from tabletop.model.playout import play_session
from tabletop.model.session import GameSession, Seat, state_digest

from .helpers import load_rules, rules

CASES = [(n, seed, ()) for n in (1, 2, 3, 4) for seed in ("1", "2", "3")]
CASES += [(n, "w", ("wagons",)) for n in (1, 2, 3, 4)]


@pytest.mark.parametrize(("players", "seed", "variants"), CASES)
def test_random_playout_reaches_the_end_with_sound_steps(players, seed, variants) -> None:
    r = rules()
    rng = random.Random(seed)
    state = r.setup(GameConfig(players=players, variants=variants))
    for _ in range(200_000):
        decision = r.decision(state)
        if decision is None:
            break
        actions = r.legal_actions(state)
        assert actions, f"no legal action at {decision}"
        assert list(actions) == list(r._legal(state)), "legal_actions is not deterministic"
        assert len(set(actions)) == len(actions), "duplicate legal actions"
        action = actions[rng.randrange(len(actions))]
        assert action.chance == decision.is_chance
        text = r.action_text(action)
        assert r.parse_action(text) == action, f"notation does not round-trip: {text!r}"
        if decision.seat != CHANCE:
            secret = r.private_ids(state, decision.seat)
            for viewer in [None, *range(players)]:
                if viewer != decision.seat:
                    assert not (secret & r.view(state, viewer).ids())
        before = state_digest(state)
        step = r.apply(state, action)
        assert state_digest(state) == before, "apply mutated its input"
        state = step.state
    else:
        pytest.fail("the game did not end")
    outcome = r.outcome(state)
    assert outcome is not None and len(outcome.sheets) == players and min(outcome.ranks) == 1
    assert list(r.legal_actions(state)) == []


def test_illegal_and_unparsable_actions_are_refused() -> None:
    r = rules()
    session = play_session(r, GameConfig(players=2), "refuse", max_plies=5)
    state = session.state
    legal = set(r.legal_actions(state))
    for bogus in (Action("fly", ("moon",)), Action("done", ("x:y:z",)), Action("chance", (), True),
                  Action("take", ("dice:9", "white")), Action("sell", ("room:0:gold",))):
        if bogus not in legal:
            with pytest.raises(IllegalActionError):
                r.apply(state, bogus)
    for junk in ("", "   ", "!!", "chance:", "take", "fly to the moon", "done now"):
        with pytest.raises(InvalidActionError):
            r.parse_action(junk)


@pytest.mark.parametrize("players", [1, 4])
def test_same_seed_same_history_and_replay(players) -> None:
    r = rules()
    config = GameConfig(players=players)
    first = play_session(r, config, "s1")
    second = play_session(r, config, "s1")
    assert first.history == second.history
    assert first.digest() == second.digest()
    replayed = GameSession.restore(r, config, "s1", first.seats, first.history)
    assert replayed.digest() == first.digest()


def test_undo_redo_restores_equal_states() -> None:
    r = rules()
    seats = [Seat(f"P{i}") for i in range(4)]
    session = GameSession.new(r, GameConfig(players=4), "undo", seats)
    rng = random.Random(7)
    undone = 0
    for _ in range(400):
        if session.is_over:
            break
        actions = session.legal_actions()
        session.apply(actions[rng.randrange(len(actions))])
        if session.can_undo():
            after = session.digest()
            assert session.undo() and session.redo()
            assert session.digest() == after
            undone += 1
    assert undone > 0


def test_every_view_zone_is_in_the_layout() -> None:
    r, data = load_rules()
    for players, variants in ((1, ()), (4, ("wagons",))):
        layout_ids = {z.id for b in data.layout.instantiate(players) for z in b.zones}
        session = play_session(r, GameConfig(players=players, variants=variants), "lay", max_plies=60)
        for viewer in (None, 0):
            view = r.view(session.state, viewer)
            missing = {z.id for z in view.zones} - layout_ids
            assert not missing, sorted(missing)[:5]
            assert {p.zone for p in view.pieces} <= layout_ids
            targets = {a.target for a in r.legal_actions(session.state) if a.target}
            assert targets <= view.ids(), sorted(targets - view.ids())[:5]


@pytest.mark.parametrize(("players", "variants"), [(1, ()), (3, ()), (2, ("wagons",))])
def test_every_target_is_on_the_table_and_every_action_is_described(players, variants) -> None:
    r = rules()
    rng = random.Random(players)
    state = r.setup(GameConfig(players=players, variants=variants))
    steps = 0
    while r.decision(state) is not None:
        actions = r.legal_actions(state)
        if steps % 5 == 0:
            ids = r.view(state, state.seat).ids()
            for a in actions:
                assert a.target is None or a.target in ids, a
                assert r.describe(state, a)
        state = r.apply(state, actions[rng.randrange(len(actions))]).state
        steps += 1
    view = r.view(state, None)
    assert view.status.startswith("Game over")
