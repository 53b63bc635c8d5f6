"""The shared conformance suite: every registered game x player count x seeds.

Playouts reach the end, legal_actions is deterministic and non-empty until the end,
illegal actions are refused, notation round-trips, saves round-trip, the same seed
gives the same history, undo/redo restores equal states, and no view shows another
seat's private ids.
"""

from __future__ import annotations

import random

import pytest

from tabletop.core import CHANCE, Action, GameConfig, IllegalActionError, InvalidActionError
from tabletop.model.playout import play_session
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.saves import load_session, save_session
from tabletop.model.session import GameSession, Seat, state_digest

SEEDS = ("1", "2", "3")
CASES = [
    (game_id, players, seed)
    for game_id in GAME_IDS
    for players in load_game(game_id, use_datapacks=False).meta.player_counts
    for seed in SEEDS
]
# every variant alone, at the smallest and largest player count it allows
VARIANT_CASES = [
    (meta.id, players, variant.id)
    for meta in (load_game(g, use_datapacks=False).meta for g in GAME_IDS)
    for variant in meta.variants
    for players in sorted({min(variant.player_counts or meta.player_counts),
                           max(variant.player_counts or meta.player_counts)})
]


def _rules(game_id: str):
    return load_game(game_id, use_datapacks=False).rules


@pytest.mark.parametrize(("game_id", "players", "seed"), CASES)
def test_random_playout_reaches_the_end_with_sound_steps(game_id: str, players: int, seed: str) -> None:
    _check_playout(game_id, GameConfig(players=players), seed)


@pytest.mark.parametrize(("game_id", "players", "variant"), VARIANT_CASES)
def test_every_variant_plays_to_the_end(game_id: str, players: int, variant: str) -> None:
    _check_playout(game_id, GameConfig(players=players, variants=(variant,)), "variant")


def _check_playout(game_id: str, config: GameConfig, seed: str) -> None:
    rules = _rules(game_id)
    players = config.players
    rng = random.Random(seed)
    layout = load_game(game_id, use_datapacks=False).data.layout
    layout_ids = {z.id for board in layout.instantiate(players) for z in board.zones}
    state = rules.setup(config)
    count = 0
    for _ in range(200_000):
        decision = rules.decision(state)
        if decision is None:
            break
        actions = rules.legal_actions(state)
        assert actions, f"no legal action at {decision}"
        assert list(actions) == list(rules.legal_actions(state)), "legal_actions is not deterministic"
        assert len(set(actions)) == len(actions), "duplicate legal actions"
        action = actions[rng.randrange(len(actions))]
        assert action.chance == decision.is_chance
        text = rules.action_text(action)
        assert rules.parse_action(text) == action, f"notation does not round-trip: {text!r}"
        if decision.seat != CHANCE:
            secret = rules.private_ids(state, decision.seat)
            for viewer in [None, *range(players)]:
                if viewer != decision.seat:
                    leaked = secret & rules.view(state, viewer).ids()
                    assert not leaked, f"seat {viewer} sees {sorted(leaked)[:3]}"
            if count % 7 == 0:  # the table can show it: zones laid out, targets drawn
                view = rules.view(state, decision.seat)
                zones = {z.id for z in view.zones}
                assert zones <= layout_ids, f"zones without a place: {sorted(zones - layout_ids)[:3]}"
                assert {p.zone for p in view.pieces} <= zones, "a piece lies in no emitted zone"
                targets = {a.target for a in actions if a.target}
                assert targets <= view.ids(), f"targets not on the table: {sorted(targets - view.ids())[:3]}"
                assert all(rules.describe(state, a) for a in actions), "an action without words"
        count += 1
        before = state_digest(state)
        step = rules.apply(state, action)
        assert state_digest(state) == before, "apply mutated its input"
        state = step.state
    else:
        pytest.fail("the game did not end in 200000 decisions")
    outcome = rules.outcome(state)
    assert outcome is not None
    assert len(outcome.sheets) == players
    assert min(outcome.ranks) == 1
    assert rules.legal_actions(state) == () or list(rules.legal_actions(state)) == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_and_unparsable_actions_are_refused(game_id: str) -> None:
    rules = _rules(game_id)
    meta = load_game(game_id, use_datapacks=False).meta
    session = play_session(rules, GameConfig(players=meta.min_players), "refuse", max_plies=5)
    state = session.state
    legal = set(rules.legal_actions(state))
    for bogus in (Action("fly", ("moon",)), Action("done", ("x:y:z",)), Action("chance", (), True)):
        if bogus not in legal:
            with pytest.raises(IllegalActionError):
                rules.apply(state, bogus)
    for junk in ("", "   ", "!!", "chance:"):
        with pytest.raises(InvalidActionError):
            rules.parse_action(junk)


@pytest.mark.parametrize(("game_id", "players", "seed"), [c for c in CASES if c[2] == "1"])
def test_same_seed_same_history_and_save_round_trip(game_id: str, players: int, seed: str, tmp_path) -> None:
    rules = _rules(game_id)
    config = GameConfig(players=players)
    first = play_session(rules, config, seed)
    second = play_session(rules, config, seed)
    assert first.history == second.history
    assert first.digest() == second.digest()
    path = tmp_path / "game.json"
    save_session(first, game_id, path)
    loaded, envelope = load_session(path)
    assert loaded.history == first.history
    assert loaded.digest() == first.digest() == envelope.digest
    replayed = GameSession.restore(rules, config, seed, first.seats, first.history)
    assert replayed.digest() == first.digest()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_redo_restores_equal_states(game_id: str) -> None:
    rules = _rules(game_id)
    meta = load_game(game_id, use_datapacks=False).meta
    seats = [Seat(f"P{i}") for i in range(meta.max_players)]
    session = GameSession.new(rules, GameConfig(players=meta.max_players), "undo", seats)
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
            assert session.can_redo()
            assert session.redo()
            assert session.digest() == after
            undone += 1
    assert undone > 0, "no action was ever undoable"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_never_crosses_a_commit_point(game_id: str) -> None:
    rules = _rules(game_id)
    meta = load_game(game_id, use_datapacks=False).meta
    session = play_session(rules, GameConfig(players=meta.min_players), "commit", max_plies=30)
    while session.can_undo():
        session.undo()
    if session.plies:
        last = session.plies[-1]
        assert last.commit or last.seat == CHANCE


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_with_hidden_information_names_what_is_private(game_id: str) -> None:
    """The leak check above passes trivially when private_ids is always empty: a game that
    says it hides something must name it for some seat during a playout."""
    entry = load_game(game_id, use_datapacks=False)
    if not entry.meta.has_hidden_info:
        return
    rules = entry.rules
    session = play_session(rules, GameConfig(players=entry.meta.max_players), "private", max_plies=400)
    named = set()
    for state in _states_of(rules, session):
        for seat in range(entry.meta.max_players):
            named |= rules.private_ids(state, seat)
        if named:
            break
    assert named, f"{game_id} hides information but its private_ids are always empty"


def _states_of(rules, session):
    config = GameConfig(players=len(session.seats))
    state = rules.setup(config)
    yield state
    for text in session.history:
        state = rules.apply(state, rules.parse_action(text)).state
        yield state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_status_line_is_the_same_for_every_viewer(game_id: str) -> None:
    # the window reads the round and phase from any seat's view of a state
    # (GameSession.status): a status line must never depend on who looks
    rules = _rules(game_id)
    entry = load_game(game_id)
    players = entry.meta.max_players
    session = play_session(rules, GameConfig(players=players), "status")
    for index in range(0, session.ply, max(1, session.ply // 25)):
        state = session.state_before(index)
        statuses = {rules.view(state, v).status for v in (None, *range(players))}
        assert len(statuses) == 1, (index, statuses)
