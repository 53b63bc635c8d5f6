"""GameSession history, undo at commit points, bots, and the autosave journal."""

from __future__ import annotations

import pytest

from tabletop.core import CHANCE, Action, GameConfig, IllegalActionError, InvalidActionError
from tabletop.model.autosave import AutosaveJournal, list_unfinished, recover
from tabletop.model.playout import play_session
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.session import GameSession, Seat

GAME = GAME_IDS[0]


def _new(players: int | None = None, seed: str = "s") -> GameSession:
    entry = load_game(GAME, use_datapacks=False)
    n = players or entry.meta.min_players
    return GameSession.new(entry.rules, GameConfig(players=n), seed, [Seat(f"P{i}") for i in range(n)])


def test_chance_is_resolved_from_the_seed_and_recorded() -> None:
    a, b = _new(seed="x"), _new(seed="x")
    assert a.history == b.history
    assert any(p.seat == CHANCE for p in a.plies)
    assert all(p.text.startswith("chance:") for p in a.plies if p.seat == CHANCE)


def test_illegal_action_is_refused_and_changes_nothing() -> None:
    session = _new()
    before = session.digest()
    with pytest.raises(IllegalActionError):
        session.apply(Action("fly", ("moon:1",)))
    with pytest.raises(InvalidActionError):
        session.apply_text("fly moon:1")
    assert session.digest() == before


def test_handoff_to_another_seat_is_a_commit_point() -> None:
    session = _new()
    start = session.seat_to_act()
    while session.seat_to_act() == start:
        session.apply(session.legal_actions()[0])
    assert not session.can_undo()


def test_random_bot_is_seeded() -> None:
    entry = load_game(GAME, use_datapacks=False)
    config = GameConfig(players=entry.meta.max_players)
    assert play_session(entry.rules, config, "b").history == play_session(entry.rules, config, "b").history


def test_journal_follows_the_game_and_recovers_it(isolated_user_data) -> None:
    session = _new()
    journal = AutosaveJournal(session, GAME)
    for _ in range(12):
        session.apply(session.legal_actions()[-1])
        if session.can_undo():
            session.undo()
            session.apply(session.legal_actions()[0])
    unfinished = list_unfinished()
    assert [u.path for u in unfinished] == [journal.path]
    assert unfinished[0].actions == session.ply
    recovered, game_id = recover(journal.path)
    assert game_id == GAME
    assert recovered.digest() == session.digest()


def test_a_torn_journal_line_loses_only_that_line(isolated_user_data) -> None:
    session = _new()
    journal = AutosaveJournal(session, GAME)
    for _ in range(6):
        session.apply(session.legal_actions()[0])
    with open(journal.path, "a", encoding="utf-8") as handle:
        handle.write('"play card:hi:half')  # the process died mid-write
    recovered, _ = recover(journal.path)
    assert recovered.digest() == session.digest()


def test_closing_a_finished_game_removes_its_journal(isolated_user_data) -> None:
    session = _new()
    journal = AutosaveJournal(session, GAME)
    journal.close()
    assert list_unfinished() == []


def test_moves_and_end_turn_append_to_the_journal_without_rewriting_it(isolated_user_data, monkeypatch) -> None:
    """The session says what changed (Moved, TurnEnded, Jumped, HintsChanged): a move appends
    its lines and End turn writes nothing; only undo rewrites the whole journal."""
    session = _new()
    session.hold_turns = True
    journal = AutosaveJournal(session, GAME)
    rewrites: list[int] = []
    real = journal.rewrite
    monkeypatch.setattr(journal, "rewrite", lambda: rewrites.append(session.ply) or real())
    changes: list[object] = []
    session.listeners.append(changes.append)
    start = session.seat_to_act()
    while session.turn_over is None:
        assert session.seat_to_act() == start
        session.apply(session.legal_actions()[0])
    assert session.end_turn()
    assert rewrites == [] and journal.written == session.ply
    assert {type(c).__name__ for c in changes} == {"Moved", "TurnEnded"}
    session.apply(session.legal_actions()[0])
    assert session.undo() and rewrites == [session.ply]
    recovered, _ = recover(journal.path)
    assert recovered.digest() == session.digest()
