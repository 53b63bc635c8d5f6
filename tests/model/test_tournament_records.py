"""``tournament --records`` reads its file through the safe JSON reader and validates every
record: deep nesting, NaN, string totals or ``kinds`` given as a string once crashed the
report, and a FIFO hung the run. A bad line is skipped with a message and its game played
again; a file that cannot be read at all is refused in words."""

from __future__ import annotations

import json
import os
import threading

import pytest

from tabletop.model.tournament import run_tournament


def _good_run(path):
    return run_tournament("harvest_island", 2, 2, ["greedy", "random"], seed="r", records_path=path)


def _rerun(path):
    said: list[str] = []
    played: list[int] = []
    result = run_tournament("harvest_island", 2, 2, ["greedy", "random"], seed="r", records_path=path,
                            progress=lambda rec: played.append(rec.index), notice=said.append)
    return result, played, said


def _edit_first(path, change):
    lines = path.read_text().splitlines()
    row = json.loads(lines[0])
    change(row["game"])
    path.write_text("\n".join([json.dumps(row), *lines[1:]]) + "\n")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda g: g.update(totals=["12", "9"]), "totals"),
        (lambda g: g.update(kinds="greedyrandom"), "kinds"),
        (lambda g: g.update(kinds=["random", "greedy"]), "do not match the lineup"),
        (lambda g: g.update(ranks=[1, 7]), "rank"),
        (lambda g: g.update(plies=True), "plies"),
        (lambda g: g.update(seconds=-1), "seconds"),
        (lambda g: g.update(entries=[0]), "one value per seat"),
    ],
)
def test_a_bad_record_is_skipped_with_a_message_and_played_again(tmp_path, change, words) -> None:
    path = tmp_path / "games.jsonl"
    first = _good_run(path)
    _edit_first(path, change)
    result, played, said = _rerun(path)
    assert played == [0]  # only the bad line's game is played again
    assert [r.totals for r in result.records] == [r.totals for r in first.records]
    [message] = said
    assert message.startswith("games.jsonl line 1 is skipped") and words in message


@pytest.mark.parametrize(
    "line",
    ['{"settings": ' * 5000 + "1" + "}" * 5000, '{"settings": NaN, "game": 1}', "[1, 2", "\"text\""],
)
def test_lines_that_are_not_records_never_raise(tmp_path, line) -> None:
    path = tmp_path / "games.jsonl"
    first = _good_run(path)
    with path.open("a") as fh:
        fh.write(line + "\n")
    result, played, said = _rerun(path)
    assert played == [] and len(result.records) == len(first.records)
    assert len(said) == 1 and "line 3 is skipped" in said[0]


def test_many_bad_lines_are_counted_not_listed(tmp_path) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text("oops\n" * 12)
    _result, played, said = _rerun(path)
    assert played == [0, 1] and len(said) == 6 and "7 more lines" in said[-1]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_not_waited_on(tmp_path) -> None:
    path = tmp_path / "games.jsonl"
    os.mkfifo(path)
    outcome: list[object] = []

    def run() -> None:
        try:
            _rerun(path)
        except ValueError as exc:
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(20)
    assert not worker.is_alive(), "the run waited on the pipe"
    [error] = outcome
    assert "records file" in str(error) and "not an ordinary file" in str(error)


def test_a_folder_is_refused_in_words(tmp_path) -> None:
    with pytest.raises(ValueError, match="records file .* cannot be read"):
        _rerun(tmp_path)


def test_the_command_line_says_what_was_skipped_and_refuses_a_folder(capsys, tmp_path) -> None:
    from tabletop.app import main

    path = tmp_path / "games.jsonl"
    path.write_text('{"settings": 1, "game": {"totals": "lots"}}\n')
    args = ["tournament", "--game", "harvest_island", "--players", "2", "--games", "1",
            "--seats", "greedy,random", "--records"]
    assert main([*args, str(path)]) == 0
    assert "games.jsonl line 1 is skipped" in capsys.readouterr().err
    assert main([*args, str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "records file" in err and "Traceback" not in err


def test_the_replay_tool_reads_records_the_same_safe_way(capsys, tmp_path) -> None:
    from tabletop.model.tournament_replay import main as replay_main

    path = tmp_path / "games.jsonl"
    _good_run(path)
    lines = path.read_text().splitlines()
    path.write_text("\n".join(["[" * 5000, '{"settings": {}, "game": {"totals": NaN}}', *lines]) + "\n")
    assert replay_main([str(path), "1"]) == 0  # the first good record replays the same
    out = capsys.readouterr().out
    assert "line 1 is not a game record" in out and "line 2 is not a game record" in out
    assert "game 0: same" in out
    assert replay_main([str(tmp_path)]) == 2
    assert "cannot be replayed" in capsys.readouterr().err
