"""Suggest a move: the hint is the Hard bot's move, blind to other seats' secrets; the
per-seat count and the per-game option are saved, journalled and loaded (old saves: off)."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from tabletop.core import GameConfig
from tabletop.model import autosave, bots
from tabletop.model.bots import choose_action
from tabletop.model.hints import hints_summary, suggest, suggest_for, used_counts
from tabletop.model.saves import load_session, save_session
from tabletop.model.session import Seat

from .test_bots import (
    SWAP_CASES,
    _random_plies,
    _session,
    swapped_secret,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "saves"


@pytest.mark.parametrize("game_id", ["orchard_ocean", "harvest_island", "madeira", "nusfjord"])
def test_the_hint_is_the_hard_bots_move(game_id: str, monkeypatch) -> None:
    monkeypatch.setattr(bots, "hard_iterations", lambda _game: 20)  # fast and exact
    session = _session(game_id, 3, "hint")
    _random_plies(session, 12, random.Random(game_id))
    seat = session.seat_to_act()
    assert seat is not None
    hint = suggest_for(session, budget_s=None)
    assert hint in session.legal_actions()
    assert hint == choose_action("hard", session.rules, session.state, session.seed, session.ply)
    # the same as a Hard computer player in that seat would play (its seed and ply)
    seats = list(session.seats)
    seats[seat] = Seat(seats[seat].name, "hard")
    session.seats = tuple(seats)
    assert session.bot_action() == hint
    assert suggest(session.rules, session.state, session.seed, session.ply, seat,
                   iterations=20, budget_s=None) == hint


def test_only_the_seat_to_act_gets_a_hint() -> None:
    session = _session("orchard_ocean", 3)
    seat = session.seat_to_act()
    other = (seat + 1) % 3
    with pytest.raises(ValueError):
        suggest(session.rules, session.state, session.seed, session.ply, other, iterations=4)


@pytest.mark.parametrize(("game_id", "players", "seed", "swap"), SWAP_CASES)
def test_the_hint_cannot_see_other_seats_hidden_cards(game_id, players, seed, swap) -> None:
    rules, seat, real, swapped = swapped_secret(game_id, players, seed, swap)
    a = suggest(rules, real, "seed", 11, seat, iterations=25, budget_s=None)
    b = suggest(rules, swapped, "seed", 11, seat, iterations=25, budget_s=None)
    assert a == b
    # nor do the other levels a player may pick
    for level in ("easy", "normal"):
        assert choose_action(level, rules, real, "seed", 11) == choose_action(level, rules, swapped, "seed", 11)


def test_counts_are_per_seat_and_undo_gives_none_back() -> None:
    session = _session("orchard_ocean", 3)
    assert session.hints_allowed is False and session.hints_used == [0, 0, 0]
    seat = session.seat_to_act()
    session.set_hints(True)
    session.count_hint(seat)
    session.apply(session.legal_actions()[0])
    if session.can_undo():
        assert session.undo()
    expected = [0, 0, 0]
    expected[seat] = 1
    assert session.hints_used == expected
    assert used_counts([3, "x", -1, True], 4) == [3, 0, 0, 0]
    assert used_counts(None, 2) == [0, 0]
    assert hints_summary([1, 0], ["Ada", "Ben"]) == "Hints used: Ada 1, Ben 0"


def test_hints_are_saved_and_loaded(tmp_path) -> None:
    session = _session("madeira", 3)
    session.set_hints(True)
    session.count_hint(1)
    session.count_hint(1)
    path = tmp_path / "game.json"
    save_session(session, "madeira", path)
    assert json.loads(path.read_text())["hints"] == {"allowed": True, "used": [0, 2, 0]}
    loaded, env = load_session(path)
    assert loaded.hints_allowed and loaded.hints_used == [0, 2, 0]
    # not covered by the checksum: editing the count still loads (like a seat's name)
    data = json.loads(path.read_text())
    data["hints"]["used"] = [0, 0, 0]
    path.write_text(json.dumps(data))
    assert load_session(path)[0].hints_used == [0, 0, 0]


def test_an_old_save_loads_with_hints_off_and_none_used(tmp_path) -> None:
    old = tmp_path / "old.json"
    shutil.copy(DATA / "madeira-schema3.json", old)
    assert "hints" not in json.loads(old.read_text())
    session, _env = load_session(old)
    assert session.hints_allowed is False and session.hints_used == [0, 0, 0]
    save_session(session, "madeira", old)  # saved again it gets the field, still loads
    assert load_session(old)[0].hints_used == [0, 0, 0]


def test_the_autosave_keeps_the_hints() -> None:
    session = _session("orchard_ocean", 3)
    journal = autosave.AutosaveJournal(session, "orchard_ocean")
    session.set_hints(True)
    session.count_hint(session.seat_to_act())
    session.apply(session.legal_actions()[0])
    journal.close(keep=True)
    resumed, _game, note = autosave.recover_journal(journal.path)
    assert not note
    assert resumed.hints_allowed and sum(resumed.hints_used) == 1
    assert resumed.history == session.history


def test_a_fresh_game_has_hints_off() -> None:
    from tabletop.model.registry import load_game
    from tabletop.model.session import GameSession

    rules = load_game("madeira", use_datapacks=False).rules
    session = GameSession.new(rules, GameConfig(players=2), "s", [Seat("A"), Seat("B")])
    assert session.hints_allowed is False and session.hints_used == [0, 0]


def test_the_guide_tells_of_hints() -> None:
    from tabletop.model.guide import how_to_play

    text = how_to_play("madeira", "Madeira")
    assert "Suggest a move" in text and "Allow hints" in text
