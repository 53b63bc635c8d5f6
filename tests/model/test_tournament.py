"""Tournaments: seeded, seats rotating, figures with confidence intervals, the CLI."""

from __future__ import annotations

import json

import pytest

from tabletop.app import main
from tabletop.model.tournament import run_tournament, schedule, wilson


def test_schedule_rotates_every_entry_through_every_seat() -> None:
    games = schedule(4, ("greedy", "random", "random", "random"), 8)
    assert len(games) == 8
    for _index, kinds, entries in games:
        assert sorted(entries) == [0, 1, 2, 3]
        assert kinds[entries.index(0)] == "greedy"
    seats_of_greedy = [entries.index(0) for _, _, entries in games]
    assert sorted(seats_of_greedy) == [0, 0, 1, 1, 2, 2, 3, 3]


def test_solo_schedule_plays_every_level_on_the_same_seeds() -> None:
    games = schedule(1, ("random", "greedy"), 3)
    assert [(g, k) for g, k, _ in games] == [
        (0, ("random",)), (0, ("greedy",)), (1, ("random",)), (1, ("greedy",)),
        (2, ("random",)), (2, ("greedy",))]


def test_tournament_is_seeded_and_counts_every_seat() -> None:
    a = run_tournament("harvest_island", 2, 4, ["greedy", "random"], seed="t")
    b = run_tournament("harvest_island", 2, 4, ["greedy", "random"], seed="t")
    assert [(r.totals, r.ranks, r.kinds) for r in a.records] == [(r.totals, r.ranks, r.kinds) for r in b.records]
    assert [r.kinds for r in a.records] == [("greedy", "random"), ("random", "greedy")] * 2
    levels = a.by_level()
    assert levels["greedy"].seats == levels["random"].seats == 4
    assert levels["greedy"].wins + levels["random"].wins == pytest.approx(4)
    lo, hi = levels["greedy"].win_interval()
    assert 0 <= lo <= levels["greedy"].win_rate <= hi <= 1


def test_tournament_with_a_search_seat_and_fixed_iterations() -> None:
    result = run_tournament("nusfjord", 1, 1, ["search"], seed="t", iterations=2)
    assert len(result.records) == 1 and result.records[0].kinds == ("search",)


def test_a_record_keeps_its_slowest_hard_move_and_old_rows_still_load(tmp_path) -> None:
    """Hard may take at most 2 s a move: every game with a Hard seat records its slowest one."""
    from tabletop.core import GameConfig
    from tabletop.model.tournament import _load_records, _settings_key

    path = tmp_path / "games.jsonl"
    with_hard = run_tournament("harvest_island", 2, 1, ["hard", "random"], seed="m", iterations=3,
                               records_path=path)
    slowest = with_hard.records[0].slowest_hard_move_s
    assert slowest is not None and 0 < slowest < with_hard.records[0].seconds
    assert run_tournament("harvest_island", 2, 1, ["greedy", "random"], seed="m").records[0].slowest_hard_move_s is None
    from tabletop.model.tournament import report_lines
    assert report_lines(with_hard)[-1].endswith(f"the slowest Hard move took {slowest:.2f} s")
    row = json.loads(path.read_text())
    assert row["game"]["slowest_hard_move_s"] == slowest
    del row["game"]["slowest_hard_move_s"]  # a row written before the field was kept
    path.write_text(json.dumps(row) + "\n")
    key = _settings_key("harvest_island", GameConfig(players=2), ("hard", "random"), "m", None, 3)
    assert [r.slowest_hard_move_s for r in _load_records(path, key).values()] == [None]


def test_records_file_keeps_finished_games_and_a_rerun_plays_only_the_missing(tmp_path) -> None:
    path = tmp_path / "games.jsonl"
    played: list[int] = []
    first = run_tournament("harvest_island", 2, 2, ["greedy", "random"], seed="r", records_path=path,
                           progress=lambda rec: played.append(rec.index))
    assert played == [0, 1] and len(path.read_text().splitlines()) == 2
    with path.open("a") as fh:
        fh.write('{"settings": {"game": "harvest_isl')  # a torn last line (killed mid-write)
    played.clear()
    more = run_tournament("harvest_island", 2, 3, ["greedy", "random"], seed="r", records_path=path,
                          progress=lambda rec: played.append(rec.index))
    assert played == [2]  # games 0 and 1 came from the file
    assert [(r.totals, r.ranks) for r in more.records[:2]] == [(r.totals, r.ranks) for r in first.records]
    again = run_tournament("harvest_island", 2, 3, ["greedy", "random"], seed="r", records_path=path,
                           progress=lambda rec: played.append(rec.index))
    assert played == [2] and [r.totals for r in again.records] == [r.totals for r in more.records]
    played.clear()
    other = run_tournament("harvest_island", 2, 1, ["greedy", "random"], seed="other", records_path=path,
                           progress=lambda rec: played.append(rec.index))
    assert played == [0] and len(other.records) == 1  # other settings never reuse a record


def test_tournament_refuses_bad_lineups() -> None:
    with pytest.raises(ValueError):
        run_tournament("harvest_island", 3, 2, ["greedy", "random"])
    with pytest.raises(ValueError):
        run_tournament("harvest_island", 2, 2, ["greedy", "genius"])


def test_wilson_interval() -> None:
    lo, hi = wilson(60, 100)
    assert lo < 0.6 < hi
    assert wilson(0, 0) == (0.0, 1.0)


def test_cli_prints_win_rates_and_scores(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "harvest_island", "--players", "2", "--games", "2",
                 "--seats", "greedy,random", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "mean score" in out and "greedy" in out
    assert main(["tournament", "--game", "saltfjord", "--players", "1", "--games", "1",
                 "--seats", "random,greedy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["levels"]) == {"random", "greedy"}
    assert main(["tournament", "--game", "harvest_island", "--players", "2", "--seats", "x,y"]) == 2


def test_a_solo_record_says_whether_the_game_was_won_and_old_rows_still_load(tmp_path) -> None:
    """Saltfjord's solo game is won only if every special tile reaches 10: a high total can
    still lose, so solo records keep the verdict and the report counts the wins."""
    from tabletop.core import GameConfig
    from tabletop.model.tournament import _load_records, _settings_key, report_lines

    path = tmp_path / "solo.jsonl"
    result = run_tournament("saltfjord", 1, 2, ["random"], seed="w", records_path=path)
    verdicts = [r.lost for r in result.records]
    assert all(isinstance(v, bool) for v in verdicts)
    wins = verdicts.count(False)
    assert any(line.endswith(f"won {wins} of 2 (the game's own win condition)")
               for line in report_lines(result))
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert [row["game"]["lost"] for row in rows] == verdicts
    for row in rows:  # a row written before the verdict was kept
        del row["game"]["lost"]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    key = _settings_key("saltfjord", GameConfig(players=1), ("random",), "w", None, None)
    assert [r.lost for r in _load_records(path, key).values()] == [None, None]
