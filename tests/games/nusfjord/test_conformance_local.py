"""The shared conformance checks, run on Nusfjord through the local loader."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.core import CHANCE, Action, GameConfig, IllegalActionError, InvalidActionError
from tabletop.model.playout import play_session
from tabletop.model.session import GameSession, Seat, state_digest

from .helpers import rules

CASES = [(n, seed, v) for n in range(1, 6) for seed in ("1", "2", "3") for v in ((),)]
CASES += [(1, "4", ("advanced_solo",)), (3, "5", ("promo_elders", "boydell_elders")),
          (5, "6", ("promo_elders", "boydell_elders")), (2, "7", ("promo_elders",))]


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
        assert list(actions) == list(r.legal_actions(state))
        assert len(set(actions)) == len(actions), "duplicate legal actions"
        action = actions[rng.randrange(len(actions))]
        assert action.chance == decision.is_chance
        text = r.action_text(action)
        assert r.parse_action(text) == action, f"notation does not round-trip: {text!r}"
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
        pytest.fail("the game did not end")
    outcome = r.outcome(state)
    assert outcome is not None and len(outcome.sheets) == players and min(outcome.ranks) == 1
    assert list(r.legal_actions(state)) == []


def test_illegal_and_unparsable_actions_are_refused() -> None:
    r = rules()
    session = play_session(r, GameConfig(players=1), "refuse", max_plies=5)
    state = session.state
    legal = set(r.legal_actions(state))
    for bogus in (Action("fly", ("moon",)), Action("done", ("x:y:z",)), Action("chance", (), True)):
        if bogus not in legal:
            with pytest.raises(IllegalActionError):
                r.apply(state, bogus)
    for junk in ("", "   ", "!!", "chance:", "fly moon"):
        with pytest.raises(InvalidActionError):
            r.parse_action(junk)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_same_seed_same_history_and_save_round_trip(players, tmp_path) -> None:
    from tabletop.model.saves import save_session

    r = rules()
    config = GameConfig(players=players)
    first = play_session(r, config, "1")
    second = play_session(r, config, "1")
    assert first.history == second.history and first.digest() == second.digest()
    replayed = GameSession.restore(r, config, "1", first.seats, first.history)
    assert replayed.digest() == first.digest()
    path = tmp_path / "game.json"
    save_session(first, "nusfjord", path)  # loading needs the registry (the lead registers the game)
    assert json.loads(path.read_text())["digest"] == first.digest()


def test_undo_redo_restores_equal_states() -> None:
    r = rules()
    session = GameSession.new(r, GameConfig(players=5), "undo", [Seat(f"P{i}") for i in range(5)])
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


def test_every_view_zone_is_in_the_layout() -> None:
    r, data = rules(), None
    from .helpers import load

    r, data = load()
    for players, variants in ((1, ()), (1, ("advanced_solo",)), (2, ()), (4, ()), (5, ("promo_elders",))):
        boards = data.layout.instantiate(players)
        known = {z.id for b in boards for z in b.zones}
        session = play_session(r, GameConfig(players=players, variants=variants), "lay", max_plies=150)
        for viewer in [None, *range(players)]:
            v = r.view(session.state, viewer)
            missing = {z.id for z in v.zones} - known
            assert not missing, f"{players}p zones not in layout: {sorted(missing)[:5]}"
            assert {p.zone for p in v.pieces} <= known
            assert {p.style for p in v.pieces} <= set(data.layout.styles)
            assert len({p.id for p in v.pieces}) == len(v.pieces), "duplicate piece ids"
