"""End of turn, confirmed (DESIGN: "ended, not yet handed over"), and the hand-over recap."""

from __future__ import annotations

import random

import pytest

from tabletop.core import CHANCE, GameConfig
from tabletop.model.log_text import ply_text
from tabletop.model.playout import play_session
from tabletop.model.recap import changed_ids, recap
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.session import GameSession, Seat


def _session(game_id: str, players: int, seed: str = "flow", hold: bool = True) -> GameSession:
    rules = load_game(game_id, use_datapacks=False).rules
    session = GameSession.new(rules, GameConfig(players=players), seed, [Seat(f"P{i}") for i in range(players)])
    session.hold_turns = hold
    return session


def _play_until_turn_over(session: GameSession, rng: random.Random, limit: int = 3000) -> bool:
    for _ in range(limit):
        if session.is_over:
            return False
        if session.turn_over is not None:
            return True
        actions = session.legal_actions()
        session.apply(actions[rng.randrange(len(actions))])
    return False


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_ended_turn_waits_for_end_turn_and_can_be_undone_until_then(game_id: str) -> None:
    meta = load_game(game_id, use_datapacks=False).meta
    session = _session(game_id, max(2, meta.min_players))
    rng = random.Random(3)
    undone = confirmed = 0
    while confirmed < 12 and _play_until_turn_over(session, rng):
        actor = session.turn_over
        assert actor is not None and session.seat_to_act() != actor
        last = session.plies[-1]
        if session.can_undo():  # the turn's last action was no reveal: it can be taken back
            assert last.seat == actor and not last.commit
            after = session.digest()
            assert session.undo()
            assert session.turn_over is None and session.seat_to_act() == actor
            assert session.redo()
            assert session.digest() == after and session.turn_over == actor
            undone += 1
        assert session.end_turn()
        assert session.turn_over is None and not session.can_undo()
        confirmed += 1
    assert confirmed >= 3
    if game_id != "harvest_island":  # every Harvest Island turn ends with a card drawn (a reveal)
        assert undone > 0, "no ended turn was ever undoable"


def test_headless_play_never_waits() -> None:
    for game_id in GAME_IDS:
        session = _session(game_id, 2 if game_id != "orchard_ocean" else 3, hold=False)
        rng = random.Random(1)
        for _ in range(300):
            if session.is_over:
                break
            assert session.turn_over is None
            actions = session.legal_actions()
            session.apply(actions[rng.randrange(len(actions))])


def test_bots_never_wait_for_end_turn() -> None:
    rules = load_game("madeira", use_datapacks=False).rules
    session = GameSession.new(rules, GameConfig(players=2), "b", [Seat("A", "random"), Seat("B", "random")])
    session.hold_turns = True
    session.play_bots(limit=200)
    assert session.turn_over is None


def test_acting_for_the_next_seat_confirms_the_ended_turn() -> None:
    session = _session("madeira", 2)
    assert _play_until_turn_over(session, random.Random(5))
    session.apply(session.legal_actions()[0])
    assert not any(not p.commit and p.seat != session.plies[-1].seat for p in session.plies[-3:-1]
                   if p.seat != CHANCE)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_recap_is_the_viewers_own_public_log_since_their_turn(game_id: str) -> None:
    meta = load_game(game_id, use_datapacks=False).meta
    players = meta.max_players
    session = play_session(load_game(game_id, use_datapacks=False).rules, GameConfig(players=players),
                           "recap", max_plies=25 * players)
    while not session.is_over and session.last_turn_of(session.seat_to_act()) == session.ply:
        session.apply(session.bot_action())  # play on to the start of a turn
    viewer = session.seat_to_act()
    if viewer is None:
        pytest.skip("the game ended early")
    since = session.last_turn_of(viewer)
    own_log = {ply_text(session, i, session.plies[i], viewer) for i in range(since, session.ply)}
    parts = recap(session, viewer)
    assert parts, "others acted since the viewer's last turn"
    assert viewer not in {p.seat for p in parts}
    for part in parts:
        assert set(part.lines) <= own_log  # the same words the viewer's log shows: nothing hidden
    assert changed_ids(session, viewer) <= {p.id for p in session.view(viewer).pieces}


def test_the_recap_counts_points_as_the_viewer_sees_them() -> None:
    rules = load_game("orchard_ocean", use_datapacks=False).rules
    session = play_session(rules, GameConfig(players=3), "pts", max_plies=150)
    viewer = session.seat_to_act()
    since = session.last_turn_of(viewer)
    before = {p.seat: p.score for p in rules.view(session.state_before(since), viewer).players}
    now = {p.seat: p.score for p in session.view(viewer).players}
    for part in recap(session, viewer):
        if part.seat != CHANCE:
            assert part.points == now[part.seat] - before[part.seat]


def test_the_recap_tells_peoples_moves_first_and_folds_the_rest() -> None:
    """Issue 35 (Saltfjord): a person's move came below 31 computer steps and dice lines."""
    from tabletop.model.recap import MAX_OTHER_LINES

    rules = load_game("saltfjord", use_datapacks=False).rules
    config = GameConfig(players=3)
    played = play_session(rules, config, "order", max_plies=400)
    seats = [Seat("Anna", "human"), Seat("Ben", "normal"), Seat("Chloé", "human")]
    session = GameSession.new(rules, config, "order", seats)
    for ply in played.plies:
        if session.is_over:
            break
        if ply.seat == CHANCE:
            continue  # the session draws chance itself, from the same seed
        session.apply(ply.action)
        viewer = session.seat_to_act()
        if viewer is None or viewer == 1 or session.last_turn_of(viewer) in (0, session.ply):
            continue
        parts = recap(session, viewer)
        ranks = [0 if p.seat not in (1, CHANCE) else 1 if p.seat == 1 else 2 for p in parts]
        assert ranks == sorted(ranks), [p.seat for p in parts]  # people, computers, chance
        for part in parts:
            if part.seat in (1, CHANCE):
                assert len(part.lines) <= MAX_OTHER_LINES
