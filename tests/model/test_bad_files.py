"""Bad input gets a clear message naming the file and loses nothing (issue 12, "Files").

Each test is one finding of the hostile check: it failed before the fix.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tabletop.core import GameConfig, SaveError
from tabletop.model import campaign
from tabletop.model.autosave import AutosaveJournal, list_unfinished, recover_journal
from tabletop.model.migrations import CURRENT_SCHEMA
from tabletop.model.playout import play_session
from tabletop.model.registry import load_game
from tabletop.model.saves import atomic_write_text, load_session, save_session
from tabletop.model.session import GameSession, Seat
from tabletop.model.settings import Settings, read_settings

GAME = "harvest_island"
DEEP = b"[" * 100_000 + b"]" * 100_000
HUGE = b"1" * 5_000


@pytest.fixture(scope="module")
def mid_game() -> GameSession:
    entry = load_game(GAME, use_datapacks=False)
    session = play_session(entry.rules, GameConfig(players=2), "bad-files", max_plies=30)
    session.seats = (Seat("Anna", "human", "blue"), Seat("Ben", "random", "orange"))
    return session


@pytest.fixture()
def save_file(mid_game, tmp_path) -> Path:
    path = tmp_path / "game.json"
    save_session(mid_game, GAME, path)
    return path


def _edit(path: Path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def _refused(path: Path, words: str) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError, match=words) as caught:
        load_session(path)
    assert path.name in str(caught.value), "the message names the file"
    assert path.read_bytes() == before
    return str(caught.value)


# --- every loader catches every decode failure -------------------------------------------------
@pytest.mark.parametrize(
    ("content", "words"),
    [
        (DEEP, "nested too deeply"),
        (b'{"format": "tabletop-save", "schema_version": ' + HUGE + b"}", "digits"),
        (b'{"format": "tabletop-save", "schema_version": 2, "seed": NaN}', "NaN"),
        (b'{"format": "tabletop-save", "format": "tabletop-save"}', "twice"),
        (b"\xff\xfe{}", "not a text file"),
    ],
    ids=["deep", "huge-number", "nan", "duplicate-key", "not-utf8"],
)
def test_a_save_that_does_not_decode_is_a_save_error(tmp_path, content, words) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    _refused(path, words)


def test_a_byte_order_mark_at_the_start_of_a_save_is_accepted(save_file) -> None:
    save_file.write_bytes(b"\xef\xbb\xbf" + save_file.read_bytes())
    session, _env = load_session(save_file)
    assert session.ply > 0


def _with_fifo(tmp_path: Path, name: str):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    path = tmp_path / name
    os.mkfifo(path)
    return path


def _finishes(call, seconds: float = 10.0):
    """Run ``call`` in a thread; fail (not hang the suite) if it does not return in time."""
    result: dict[str, object] = {}

    def run() -> None:
        try:
            result["value"] = call()
        except Exception as exc:  # noqa: BLE001 - handed to the test
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the loader hangs on a pipe"
    return result


def test_a_fifo_named_json_is_refused_not_read_forever(tmp_path) -> None:
    path = _with_fifo(tmp_path, "pipe.json")
    result = _finishes(lambda: load_session(path))
    assert isinstance(result.get("error"), SaveError)
    assert "pipe.json" in str(result["error"]) and "not an ordinary file" in str(result["error"])


def test_a_fifo_named_settings_json_gives_the_defaults(isolated_user_data) -> None:
    _with_fifo(isolated_user_data, "settings.json")
    result = _finishes(read_settings)
    settings, problem = result["value"]  # type: ignore[misc]
    assert settings == Settings() and "settings.json" in problem


def test_a_fifo_journal_does_not_stop_start_up(isolated_user_data) -> None:
    folder = isolated_user_data / "autosave"
    folder.mkdir()
    _with_fifo(folder, "x.jsonl")
    assert _finishes(list_unfinished)["value"] == []


@pytest.mark.parametrize("content", [DEEP, b"[" + HUGE + b"]", b'{"bot_budget_s": Infinity}', b"[1, 2]"])
def test_a_bad_settings_file_falls_back_to_defaults_and_says_so(isolated_user_data, content) -> None:
    (isolated_user_data / "settings.json").write_bytes(content)
    settings, problem = read_settings()
    assert settings == Settings()
    assert "settings.json" in problem and "default settings" in problem
    assert (isolated_user_data / "settings.json").read_bytes() == content  # left for the player


@pytest.mark.parametrize("content", [DEEP, b'{"rank": ' + HUGE + b"}"])
def test_a_campaign_record_that_does_not_decode_starts_afresh_and_keeps_the_file(content) -> None:
    path = campaign.campaign_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    record = campaign.load_campaign()
    assert record.rank == 0 and "nusfjord.json" in record.problem
    assert path.with_name("nusfjord.json.bad").read_bytes() == content


# --- a damaged journal never breaks start-up ----------------------------------------------------
def _journal(session: GameSession) -> AutosaveJournal:
    return AutosaveJournal(session, GAME)


def _fresh(seed: str = "j") -> GameSession:
    entry = load_game(GAME, use_datapacks=False)
    return GameSession.new(entry.rules, GameConfig(players=2), seed, [Seat("Anna"), Seat("Ben")])


def test_a_journal_header_with_seats_null_is_left_out_not_a_crash(isolated_user_data) -> None:
    session = _fresh()
    journal = _journal(session)
    lines = journal.path.read_text().splitlines()
    header = json.loads(lines[0])
    header["seats"] = None
    journal.path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    assert list_unfinished() == []
    with pytest.raises(SaveError, match=journal.path.name):
        recover_journal(journal.path)


def test_a_schema1_save_with_seats_null_is_a_save_error(tmp_path) -> None:
    fixture = Path(__file__).resolve().parents[1] / "data" / "saves" / "harvest_island-schema1.json"
    data = json.loads(fixture.read_text())
    data["seats"] = None
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    _refused(path, "seats")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.json"], "no .bak of a failed load"


def test_an_edited_journal_seed_or_seat_kind_is_refused(isolated_user_data) -> None:
    session = _fresh()
    journal = _journal(session)
    session.apply(session.legal_actions()[0])
    lines = journal.path.read_text().splitlines()
    for change in ({"seed": "other"}, {"seats": [{"name": "Anna", "kind": "greedy", "color": ""},
                                                  {"name": "Ben", "kind": "human", "color": ""}]}):
        header = {**json.loads(lines[0]), **change}
        journal.path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
        with pytest.raises(SaveError, match="checksum"):
            recover_journal(journal.path)


def test_an_edited_journal_line_is_not_replayed(isolated_user_data) -> None:
    session = _fresh()
    journal = _journal(session)
    for _ in range(8):
        session.apply(session.legal_actions()[-1])
    lines = journal.path.read_text().splitlines()
    text, check = json.loads(lines[-3])
    lines[-3] = json.dumps([text + " ", check])
    journal.path.write_text("\n".join(lines) + "\n")
    recovered, _game, note = recover_journal(journal.path)
    assert recovered.history == session.history[: recovered.ply]
    assert recovered.ply < session.ply and "damaged" in note


# --- data packs have bounds and geometry checks -------------------------------------------------
def _pack(isolated_user_data: Path, game_id: str, name: str, change) -> Path:
    from tabletop.model import paths

    data = json.loads((paths.resources_dir() / "games" / game_id / name).read_text())
    change(data)
    folder = isolated_user_data / "datapacks" / game_id
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(data))
    return folder / name


def _pack_refused(game_id: str, words: str) -> str:
    from tabletop.core import DataError
    from tabletop.model.registry import clear_cache

    clear_cache()
    try:
        with pytest.raises(DataError, match=words) as caught:
            load_game(game_id)
    finally:
        clear_cache()
    return str(caught.value)


def test_a_count_above_the_sane_maximum_is_refused(isolated_user_data) -> None:
    def billion(d):
        d["seasons"][0]["sun"] = 10**9
    _pack(isolated_user_data, GAME, "components.json", billion)
    assert "components.json" in _pack_refused(GAME, r"seasons\.0\.sun.*largest allowed")


def test_a_pack_with_an_empty_guild_row_is_refused_as_unplayable(isolated_user_data) -> None:
    def empty_row(d):
        for rows in d["guild_rows"]:
            rows["rows"][0] = []
    _pack(isolated_user_data, "madeira", "components.json", empty_row)
    _pack_refused("madeira", "nobody can do anything")


@pytest.mark.parametrize("rounds", [10**6, 5_000])
def test_a_pack_with_absurd_rounds_is_refused(isolated_user_data, rounds) -> None:
    _pack(isolated_user_data, "orchard_ocean", "components.json", lambda d: d["constants"].update(rounds=rounds))
    _pack_refused("orchard_ocean", "largest allowed|less than or equal|nobody can do anything|does not end")


def test_the_bundled_data_as_a_pack_is_accepted(isolated_user_data) -> None:
    from tabletop.model.registry import clear_cache

    _pack(isolated_user_data, "madeira", "components.json", lambda d: None)
    clear_cache()
    try:
        assert load_game("madeira").data.overridden == ("components.json",)
    finally:
        clear_cache()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["boards"][0].update(size=[0, 0]), r"boards\.0\.size.*width is 0"),
        (lambda d: d["boards"][0].update(size=[-5, 100]), r"boards\.0\.size.*width is -5"),
        (lambda d: d["boards"][0]["zones"][0].update(rect=[1, 1, 1e300, 5]), r"zones\.0\.rect.*larger"),
        (lambda d: d["boards"][0]["zones"][0].update(rect=[5000, 1, 5, 5]), r"zones\.0\.rect.*off its board"),
        (lambda d: d["boards"][0]["zones"][0].update(rect=[1, 1, 0, 5]), r"zones\.0\.rect.*width is 0"),
        (lambda d: d["piece_sizes"].update(card=[0, 10]), r"piece_sizes\.card"),
    ],
    ids=["zero-board", "negative-board", "huge-zone", "off-board", "zero-zone", "zero-piece"],
)
def test_bad_layout_geometry_is_refused_with_the_field_named(isolated_user_data, change, words) -> None:
    _pack(isolated_user_data, GAME, "layout.json", change)
    assert "layout.json" in _pack_refused(GAME, words)


def test_infinity_or_nan_in_a_layout_is_refused(isolated_user_data) -> None:
    path = _pack(isolated_user_data, GAME, "layout.json", lambda d: None)
    path.write_text(path.read_text().replace('"size": [', '"size": [Infinity, ', 1))
    _pack_refused(GAME, "Infinity")
    path.write_text(path.read_text().replace("Infinity", "NaN"))
    _pack_refused(GAME, "NaN")


def test_a_deeply_nested_pack_is_refused(isolated_user_data) -> None:
    folder = isolated_user_data / "datapacks" / GAME
    folder.mkdir(parents=True)
    (folder / "components.json").write_bytes(DEEP)
    _pack_refused(GAME, "nested too deeply")


# --- the checksum covers everything that decides the game --------------------------------------
@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(seed="another seed"),
        lambda d: d["config"].update(options={"x": "1"}),
        lambda d: d["seats"][1].update(kind="human"),
        lambda d: d["seats"][0].update(kind="greedy"),
    ],
    ids=["seed", "config", "seat-kind-bot-to-human", "seat-kind-human-to-bot"],
)
def test_editing_what_decides_the_game_is_refused(save_file, change) -> None:
    _edit(save_file, change)
    _refused(save_file, "checksum")


def test_seat_names_stay_editable(save_file) -> None:
    _edit(save_file, lambda d: d["seats"][0].update(name="Zoë", color="green"))
    session, _env = load_session(save_file)
    assert session.seats[0].name == "Zoë"


def test_another_rules_version_is_refused_with_its_own_message(save_file) -> None:
    _edit(save_file, lambda d: d.update(rules_version="7"))
    message = _refused(save_file, "version '7' of the Harvest Island rules")
    assert "checksum" not in message


def test_an_unknown_computer_level_is_refused_not_stalled(save_file) -> None:
    _edit(save_file, lambda d: d["seats"][1].update(kind="grandmaster"))
    _refused(save_file, "unknown computer level")


def test_a_save_of_the_new_schema_is_written(save_file) -> None:
    data = json.loads(save_file.read_text())
    assert data["schema_version"] == CURRENT_SCHEMA == 4
    assert len(data["checksum"]) == 64 and data["checksum"] != data["digest"]
    assert "cursor" not in data  # schema 4 dropped it: it had to equal the number of actions


# --- housekeeping ---------------------------------------------------------------------------------
def test_a_temp_file_left_by_a_killed_save_is_removed_by_the_next_save(tmp_path) -> None:
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead_pid = int(gone.stdout)
    litter = tmp_path / f".game.json.{dead_pid}-abc123.tmp"
    litter.write_bytes(b"x" * 1000)
    other = tmp_path / ".other.json.1-abc.tmp"  # another file's temp: not ours to remove
    other.write_bytes(b"y")
    atomic_write_text(tmp_path / "game.json", "{}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == [other.name, "game.json"]


def test_a_backup_is_written_only_when_the_migrated_load_succeeds(tmp_path) -> None:
    fixture = Path(__file__).resolve().parents[1] / "data" / "saves" / "harvest_island-schema1.json"
    data = json.loads(fixture.read_text())
    data["history"][-1] = "nonsense"
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        load_session(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.json"]


def test_messages_use_players_grammar(save_file) -> None:
    _edit(save_file, lambda d: d.update(seats=d["seats"][:1]))
    _refused(save_file, "1 seat for 2 players")


def test_without_a_home_folder_nothing_is_written_and_the_game_still_opens(tmp_path, monkeypatch) -> None:
    """HOME unset: platformdirs answers "~/..."; the app must not write into the current folder."""
    import platformdirs

    from tabletop.model.registry import clear_cache

    monkeypatch.delenv("TABLETOP_DATA_DIR")
    monkeypatch.delenv("HOME", raising=False)
    for kind in ("data", "config", "state", "log"):  # settings and journals have their own
        monkeypatch.setattr(platformdirs, f"user_{kind}_path", lambda *a, **k: Path("~/.local/x/Tabletop"))
    monkeypatch.chdir(tmp_path)
    settings, problem = read_settings()
    assert settings == Settings() and "home folder" in problem
    clear_cache()
    try:
        session = GameSession.new(load_game(GAME).rules, GameConfig(players=2), "h", [Seat("A"), Seat("B")])
    finally:
        clear_cache()
    journal = AutosaveJournal(session, GAME)
    assert journal.paused and "home folder" in journal.problem
    session.apply(session.legal_actions()[0])
    journal.close(keep=True)
    assert list_unfinished() == []
    assert "home folder" in campaign.load_campaign().problem
    with pytest.raises(SaveError, match="home folder"):
        campaign.save_campaign(campaign.CampaignRecord())
    assert list(tmp_path.iterdir()) == [], "nothing was written into the current folder"


@pytest.mark.skipif(os.name != "posix", reason="kill -9 is POSIX")
def test_saves_killed_mid_write_leave_no_litter_after_the_next_save(tmp_path) -> None:
    """kill -9 during a save: 60 kills left 28 MB of temp files before the fix."""
    import signal
    import time

    target = tmp_path / "big.json"
    writer = (
        "import sys; from pathlib import Path; from tabletop.model.saves import atomic_write_text\n"
        "text = 'x' * 3_000_000\n"
        "while True: atomic_write_text(Path(sys.argv[1]), text)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    rng = __import__("random").Random(5)
    for _ in range(4):
        proc = subprocess.Popen([sys.executable, "-c", writer, str(target)], env=env)
        time.sleep(0.4 + rng.random() * 0.4)
        proc.send_signal(signal.SIGKILL)
        proc.wait()  # reaped, as init does for a killed app
    atomic_write_text(target, "{}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.json"]
    assert target.read_text() == "{}\n"
