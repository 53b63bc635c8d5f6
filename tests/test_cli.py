"""The command line is part of the product: its flags and output formats stay stable."""

from __future__ import annotations

import json

from tabletop.app import main
from tabletop.model.registry import GAME_IDS, load_game


def test_play_prints_a_ranking_and_writes_a_normal_save(capsys, tmp_path) -> None:
    out = tmp_path / "game.json"
    assert main(["play", "--game", "harvest_island", "--players", "3", "--seed", "5",
                 "--bots", "random", "--save", str(out)]) == 0
    text = capsys.readouterr().out
    assert "1. " in text and "Animal tokens" in text
    assert json.loads(out.read_text())["format"] == "tabletop-save"


def test_bad_arguments_are_a_message_not_a_traceback(capsys, tmp_path) -> None:
    assert main(["play", "--game", "harvest_island", "--players", "9"]) == 2
    assert "players" in capsys.readouterr().err
    assert main(["play", "--game", "chess"]) == 2
    assert "unknown game" in capsys.readouterr().err
    assert main(["--screenshot", str(tmp_path / "x.png"), "--load", str(tmp_path / "none.json")]) == 2
    assert "Could not read" in capsys.readouterr().err


def test_self_test_passes(capsys) -> None:
    assert main(["--self-test"]) == 0
    text = capsys.readouterr().out
    assert text.strip().endswith("self-test passed")
    for game_id in GAME_IDS:
        for n in load_game(game_id).meta.player_counts:
            assert f"ok   {game_id} {n}p" in text


def test_bench_json_has_the_stable_shape(capsys) -> None:
    # one game: the shape is the same for every game, and all five took about 50 s
    game_id = "orchard_ocean"
    assert main(["bench", "--json", "--seconds", "0.05", "--game", game_id]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"engine", "ui", "saves"}
    for n in load_game(game_id).meta.player_counts:
        row = report["engine"][game_id][str(n)]
        assert row["games_per_s"] > 0 and row["us_per_decision"] > 0
    assert set(report["ui"][game_id]) == {"sync_ms_p50", "sync_ms_p95"}
    assert set(report["saves"][game_id]) == {"save_ms", "load_ms"}


def test_bench_hard_times_hards_moves_and_keeps_the_default_shape(capsys) -> None:
    assert main(["bench", "--json", "--seconds", "0.05", "--no-ui", "--game", "madeira", "--hard"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"engine", "ui", "saves", "hard"}
    hard = report["hard"]["madeira"]
    assert set(hard) == {"move_ms_p50", "move_ms_max"}
    assert 0 < hard["move_ms_p50"] <= hard["move_ms_max"]


def test_screenshot_writes_a_png(tmp_path) -> None:
    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--game", "harvest_island", "--players", "3",
                 "--seed", "2", "--plies", "10"]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert out.stat().st_size > 10_000


def _mid_game_save(game_id: str, path) -> int:
    from tabletop.core import GameConfig
    from tabletop.model.playout import play_session
    from tabletop.model.saves import save_session

    entry = load_game(game_id)
    session = play_session(entry.rules, GameConfig(players=entry.meta.max_players), "cli", max_plies=60)
    save_session(session, game_id, path)
    return session.ply


def test_screenshot_of_an_earlier_moment_and_of_the_hand_over(tmp_path) -> None:
    from PySide6.QtGui import QImage

    for game_id in GAME_IDS:
        save = tmp_path / f"{game_id}.json"
        plies = _mid_game_save(game_id, save)
        then, cover = tmp_path / f"{game_id}-at.png", tmp_path / f"{game_id}-cover.png"
        assert main(["--screenshot", str(then), "--load", str(save), "--at", str(plies // 2)]) == 0
        assert main(["--screenshot", str(cover), "--load", str(save), "--handoff"]) == 0
        assert QImage(str(then)) != QImage(str(cover))
        assert cover.stat().st_size > 5_000
