"""Score sheets: whole points, or halves where a rulebook scores "not rounded"."""

from __future__ import annotations

from tabletop.core import Outcome, ScoreSheet, ScoreTerm, format_points


def test_a_total_of_halves_is_kept_and_a_whole_total_is_an_int() -> None:
    half = ScoreSheet(0, (ScoreTerm("buildings", 30), ScoreTerm("guests", 1.5)))
    whole = ScoreSheet(1, (ScoreTerm("buildings", 30), ScoreTerm("guests", 1.0)))
    assert half.total == 31.5
    assert whole.total == 31 and isinstance(whole.total, int)
    assert Outcome.rank([half, whole]).ranks == (1, 2)  # half a point decides


def test_points_are_written_as_players_write_them() -> None:
    assert [format_points(x) for x in (35, 35.0, 35.5, -2.5, 0.5, -0.5, 0)] == [
        "35", "35", "35½", "-2½", "½", "-½", "0"]
