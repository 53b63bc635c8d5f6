"""An old-format (version 1) autosave journal carries no check at all: an edited game number
resumes a different game. It is still resumed (nothing is lost), but never silently: the note
says its game number, settings and players cannot be verified, and the listing says so too."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.core import GameConfig
from tabletop.model.autosave import AutosaveJournal, list_unfinished, read_journal, recover_journal
from tabletop.model.playout import play_session
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat

GAME = "harvest_island"


def _old_journal(folder: Path, **changes) -> tuple[Path, GameSession]:
    """A version-1 journal (no schema_version, no checks, plain action texts) of a short game."""
    rules = load_game(GAME).rules
    played = play_session(rules, GameConfig(players=2), "old", max_plies=8)
    session = GameSession.restore(rules, played.config, played.seed,
                                  [Seat("Ada", "human"), Seat("Ben", "human")], played.history)
    journal = AutosaveJournal(session, GAME, folder / "old.jsonl")
    journal.close(keep=True)
    head = json.loads(journal.path.read_text().splitlines()[0])
    for key in ("schema_version", "rules_version", "check"):
        head.pop(key, None)
    head.update(changes)
    journal.path.write_text("\n".join([json.dumps(head), *map(json.dumps, session.history)]) + "\n")
    return journal.path, session


def test_an_old_journal_resumes_but_says_it_cannot_be_verified(tmp_path) -> None:
    path, session = _old_journal(tmp_path)
    recovered, _game, note = recover_journal(path)
    assert recovered.history == session.history  # nothing lost
    assert "cannot be verified" in note and "old.jsonl" in note
    assert not read_journal(path).verified
    [listed] = list_unfinished(tmp_path)
    assert not listed.verified


def test_an_old_journal_with_an_edited_seed_is_never_resumed_silently(tmp_path) -> None:
    path, session = _old_journal(tmp_path, seed="edited")
    recovered, _game, note = recover_journal(path)
    assert recovered.seed == "edited"  # nothing in the file can tell
    assert "game number, settings and players cannot be verified" in note


def test_a_current_journal_needs_no_such_word(tmp_path) -> None:
    rules = load_game(GAME).rules
    session = GameSession.new(rules, GameConfig(players=2), "new", [Seat("Ada", "human"), Seat("Ben", "human")])
    journal = AutosaveJournal(session, GAME, tmp_path / "new.jsonl")
    journal.close(keep=True)
    _s, _g, note = recover_journal(journal.path)
    assert note == "" and read_journal(journal.path).verified and list_unfinished(tmp_path)[0].verified
