"""Fuzz suite: seeded mutations of real saves, journals, data packs, settings and campaign
files of every game. For every mutation:

- no uncaught exception (only the loader's own refusal: SaveError, DataError, a notice);
- no hang (each load runs under a deadline);
- no file modified (the mutated file's bytes are unchanged; the only new file allowed is
  the ``.vN.bak`` of an old-schema save that loaded, or the campaign's ``.bad`` copy);
- no silent accept: a save that loads has the original seed, config, seats' kinds and
  history; a journal that resumes has the original seed, config and kinds and a prefix of
  the original history;
- every refusal is a message that names the file.

Default run: 10,000+ mutations (well under 60 s); ``TABLETOP_FUZZ=100000`` runs ten times more.
"""

from __future__ import annotations

import json
import os
import random
import signal
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from tabletop.core import DataError, GameConfig, SaveError, fill_seat_names, shown_name
from tabletop.model import campaign, paths
from tabletop.model.autosave import AutosaveJournal, list_unfinished, recover_journal
from tabletop.model.jsonfile import JSONFileError, parse_json
from tabletop.model.log_text import ply_text
from tabletop.model.playout import play_session
from tabletop.model.registry import GAME_IDS, clear_cache, load_game
from tabletop.model.saves import load_session, save_session
from tabletop.model.session import GameSession, Seat
from tabletop.model.settings import Settings, read_settings, save_settings

from .fuzz_mutations import mutate_json, mutate_lines

TOTAL = int(os.environ.get("TABLETOP_FUZZ", "10000"))
SHARE = {"save": 0.50, "journal": 0.28, "settings": 0.10, "campaign": 0.09, "datapack": 0.03}
PER_GAME = {k: max(1, round(TOTAL * v / (1 if k in ("settings", "campaign") else len(GAME_IDS))))
            for k, v in SHARE.items()}
DEADLINE_S = 10.0
PLIES = 12  # player actions in the fuzzed games: short replays keep 10,000 loads fast


def test_the_plan_has_at_least_the_mutations_asked_for() -> None:
    planned = sum(PER_GAME[k] * (1 if k in ("settings", "campaign") else len(GAME_IDS)) for k in PER_GAME)
    assert planned >= TOTAL >= 10_000 or "TABLETOP_FUZZ" in os.environ


class Hang(Exception):
    pass


@contextmanager
def deadline(seconds: float):
    """Fail a load that takes too long instead of hanging the suite (POSIX main thread)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(_signum, _frame):
        raise Hang(f"no answer after {seconds} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _seats(players: int) -> list[Seat]:
    kinds = ["human", "random", "greedy", "human", "random", "human"]
    return [Seat(f"P{i}", kinds[i], "") for i in range(players)]


def _game(game_id: str) -> GameSession:
    entry = load_game(game_id, use_datapacks=False)
    players = min(entry.meta.max_players, max(entry.meta.min_players, 2))
    played = play_session(entry.rules, GameConfig(players=players), f"fuzz:{game_id}", max_plies=PLIES)
    session = GameSession.restore(entry.rules, played.config, played.seed, _seats(players), played.history)
    return session


@pytest.fixture(scope="module")
def games() -> dict[str, GameSession]:
    return {g: _game(g) for g in GAME_IDS}


class Ledger:
    """Failures found, with the seed and mutation to reproduce each."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.cases = 0
        self.refused = 0

    def fail(self, case: str, what: str, problem: str) -> None:
        if len(self.failures) < 20:
            self.failures.append(f"{case} [{what}]: {problem}")

    def check(self, expected: int) -> None:
        assert self.cases == expected
        assert not self.failures, "\n".join(self.failures)


class Scratch:
    """The fuzzed file, rewritten in place through one descriptor: ``write_bytes`` on this
    machine's ext4 costs 3 ms a time (a flush on close after truncation), this 0.02 ms."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)

    def write(self, data: bytes) -> None:
        if not self.path.exists():  # the loader moved it aside (the campaign's .bad copy)
            os.close(self.fd)
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        os.ftruncate(self.fd, 0)
        os.pwrite(self.fd, data, 0)

    def close(self) -> None:
        os.close(self.fd)


def _files(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir()}


def _run(ledger: Ledger, case: str, what: str, call):
    """Call a loader under the deadline; (result, error) with unexpected errors recorded."""
    ledger.cases += 1
    start = time.perf_counter()
    try:
        with deadline(DEADLINE_S):
            return call(), None
    except (SaveError, DataError) as exc:
        ledger.refused += 1
        return None, exc
    except Hang as exc:
        ledger.fail(case, what, f"hang: {exc}")
    except Exception as exc:  # noqa: BLE001 - the point of the suite
        ledger.fail(case, what, f"uncaught {type(exc).__name__}: {str(exc)[:200]}")
    finally:
        if time.perf_counter() - start > DEADLINE_S:
            ledger.fail(case, what, "too slow")
    return None, None


# --- saves -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fuzz_saves(game_id: str, games, tmp_path) -> None:
    session = games[game_id]
    good_path = tmp_path / "good.json"
    save_session(session, game_id, good_path)
    good = good_path.read_bytes()
    good_path.unlink()
    foreign = [g.history for other, g in games.items() if other != game_id]
    foreign += [session.history[:-3], list(reversed(session.history))]
    kinds = [s.kind for s in session.seats]
    ledger = Ledger()
    rng = random.Random(f"fuzz-saves:{game_id}")
    path = tmp_path / "fuzzed.json"
    scratch = Scratch(path)
    for i in range(PER_GAME["save"]):
        what, bad = mutate_json(good, rng, foreign)
        scratch.write(bad)
        result, error = _run(ledger, f"{game_id} save #{i}", what, lambda: load_session(path))
        if path.read_bytes() != bad:
            ledger.fail(f"{game_id} save #{i}", what, "the file was modified")
        extra = _files(tmp_path) - {path.name}
        if error is not None and path.name not in str(error):
            ledger.fail(f"{game_id} save #{i}", what, f"the message does not name the file: {error}")
        if result is not None:
            loaded, env = result
            same = (
                env.seed == session.seed
                and env.config.players == session.config.players
                and tuple(env.config.variants) == session.config.variants
                and tuple(sorted(env.config.options.items())) == session.config.options
                and [s.kind for s in env.seats] == kinds
                and loaded.history == session.history
                and loaded.digest() == session.digest()
            )
            if not same:
                ledger.fail(f"{game_id} save #{i}", what, "a changed save was accepted silently")
            extra -= {f"{path.name}.v{v}.bak" for v in (1, 2)}
        if extra:
            ledger.fail(f"{game_id} save #{i}", what, f"files appeared: {sorted(extra)}")
        for name in _files(tmp_path) - {path.name}:
            (tmp_path / name).unlink()
    scratch.close()
    ledger.check(PER_GAME["save"])


# --- journals ----------------------------------------------------------------------------------
def _journal_bytes(session: GameSession, game_id: str, folder: Path) -> bytes:
    """The journal the app writes for ``session`` (written whole, as on a resume)."""
    journal = AutosaveJournal(session, game_id, folder / "journal.jsonl")
    data = journal.path.read_bytes()
    journal.close()
    return data


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fuzz_journals(game_id: str, games, tmp_path) -> None:
    session = games[game_id]
    good = _journal_bytes(session, game_id, tmp_path)
    other = next(g for g in GAME_IDS if g != game_id)
    foreign = _journal_bytes(games[other], other, tmp_path).decode().splitlines()
    kinds = [s.kind for s in session.seats]
    ledger = Ledger()
    rng = random.Random(f"fuzz-journals:{game_id}")
    path = tmp_path / "fuzzed.jsonl"
    scratch = Scratch(path)
    for i in range(PER_GAME["journal"]):
        what, bad = mutate_lines(good, rng, foreign)
        scratch.write(bad)
        result, error = _run(ledger, f"{game_id} journal #{i}", what, lambda: recover_journal(path))
        if path.read_bytes() != bad:
            ledger.fail(f"{game_id} journal #{i}", what, "the file was modified")
        if _files(tmp_path) != {path.name}:
            ledger.fail(f"{game_id} journal #{i}", what, f"files appeared: {sorted(_files(tmp_path))}")
        if error is not None and path.name not in str(error):
            ledger.fail(f"{game_id} journal #{i}", what, f"the message does not name the file: {error}")
        if result is not None:
            recovered, got_id, _note = result
            history = recovered.history
            same = (
                got_id == game_id
                and recovered.seed == session.seed
                and recovered.config == session.config
                and [s.kind for s in recovered.seats] == kinds
                and history == session.history[: len(history)]
            )
            if not same:
                ledger.fail(f"{game_id} journal #{i}", what, "a changed journal was resumed silently")
    scratch.close()
    ledger.check(PER_GAME["journal"])


# --- hostile seat names ------------------------------------------------------------------------
# Markup (an ``<img src=/dev/zero>`` name once made Qt read without end at every start), bidi
# controls that would reorder the words around a name, right-to-left letters, line breaks.
NAME_PARTS = ("<img src=/dev/zero>", "<img width=4000 height=4000>", "<b>", "</table>", "&amp;",
              "\u202e", "\u202d", "\u202b", "\u2066", "\u2068", "\u2069", "\u200f", "\u061c",
              "سارة", "שלום", "\n", "\t", "\r", "Anna", "🎲", " ", "{seat0}")
BIDI = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u200e\u200f\u061c")
NAMES_PER_GAME = 12


def _shown_ok(text: str) -> str | None:
    """Why ``text`` could disturb the line it is shown in (None when it cannot)."""
    if set(text) & BIDI:
        return "a bidi control is shown"
    if any(ch in text for ch in "\n\r\t"):
        return "a line break is shown"
    depth = 0
    for ch in text:  # isolates only in balanced pairs
        depth += (ch == "\u2068") - (ch == "\u2069")
        if depth < 0:
            return "an unbalanced isolate"
    return "an unbalanced isolate" if depth else None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fuzz_seat_names(game_id: str, games, tmp_path, isolated_user_data) -> None:
    base = games[game_id]
    ledger = Ledger()
    rng = random.Random(f"fuzz-names:{game_id}")
    for i in range(NAMES_PER_GAME):
        names = ["".join(rng.choice(NAME_PARTS) for _ in range(rng.randint(1, 5)))[:40]
                 for _ in base.seats]
        seats = [Seat(n, s.kind, s.color) for n, s in zip(names, base.seats, strict=True)]
        session = GameSession.restore(base.rules, base.config, base.seed, seats, base.history)
        case = f"{game_id} names #{i}"
        path = tmp_path / "named.json"
        save_session(session, game_id, path)
        result, error = _run(ledger, case, repr(names), lambda p=path: load_session(p))
        if result is None or [s.name for s in result[1].seats] != names:
            ledger.fail(case, repr(names), f"the names did not come back: {error}")
            continue
        journal = AutosaveJournal(session, game_id, isolated_user_data / "autosave" / "j.jsonl")
        try:
            back, _error = _run(ledger, case, repr(names), lambda j=journal.path: recover_journal(j))
            listed = [u.seats for u in list_unfinished(journal.path.parent)]
        finally:
            journal.close(keep=False)
        if back is None or [s.name for s in back[0].seats] != names or listed != [tuple(names)]:
            ledger.fail(case, repr(names), "the journal did not keep the names")
        shown = [shown_name(n) for n in names]
        texts = [*shown, fill_seat_names(" · ".join(f"{{seat{k}}}" for k in range(len(names))), shown)]
        fill = lambda text, n=shown: fill_seat_names(text, n)  # noqa: E731 - as the table fills them
        texts += [ply_text(session, k, ply, None, fill) for k, ply in enumerate(session.plies)]
        for text in texts:
            if (problem := _shown_ok(text)) is not None:
                ledger.fail(case, repr(text), problem)
    ledger.check(ledger.cases)  # two loads a case, fewer after a failure (reported)


# --- data packs --------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fuzz_data_packs(game_id: str, isolated_user_data) -> None:
    bundled = paths.resources_dir() / "games" / game_id
    folder = isolated_user_data / "datapacks" / game_id
    folder.mkdir(parents=True)
    ledger = Ledger()
    rng = random.Random(f"fuzz-packs:{game_id}")
    try:
        for i in range(PER_GAME["datapack"]):
            name = rng.choice(("components.json", "layout.json"))
            what, bad = mutate_json((bundled / name).read_bytes(), rng, [])
            for stale in folder.iterdir():
                stale.unlink()
            path = folder / name
            path.write_bytes(bad)
            clear_cache()
            _result, error = _run(ledger, f"{game_id} {name} #{i}", what, lambda: load_game(game_id))
            if path.read_bytes() != bad or _files(folder) != {name}:
                ledger.fail(f"{game_id} {name} #{i}", what, "the pack was modified")
            if error is not None and name not in str(error):
                ledger.fail(f"{game_id} {name} #{i}", what, f"the message does not name the file: {error}")
    finally:
        clear_cache()
    ledger.check(PER_GAME["datapack"])


def _number_paths(value, at=()):
    """Every integer in a JSON value, by its path."""
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _number_paths(v, (*at, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _number_paths(v, (*at, i))]
    return [at] if isinstance(value, int) and not isinstance(value, bool) else []


PACK_COUNTS = 40  # per game: a count raised to what would once take minutes or all memory


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fuzz_data_pack_counts(game_id: str, isolated_user_data) -> None:
    """Every number of a pack raised (Madeira's pirate dice first): the load answers within
    the deadline, a refusal names the file."""
    bundled = json.loads((paths.resources_dir() / "games" / game_id / "components.json").read_text())
    numbers = _number_paths(bundled)
    folder = isolated_user_data / "datapacks" / game_id
    folder.mkdir(parents=True)
    ledger = Ledger()
    rng = random.Random(f"fuzz-pack-counts:{game_id}")
    try:
        for i in range(PACK_COUNTS):
            data = json.loads(json.dumps(bundled))
            path_to = ("rules", "pirate_dice") if game_id == "madeira" and i < 4 else rng.choice(numbers)
            value = rng.choice((9, 12, 40, 99, 500, 2_000, 9_999))
            at = data
            for key in path_to[:-1]:
                at = at[key]
            at[path_to[-1]] = value
            (folder / "components.json").write_text(json.dumps(data))
            clear_cache()
            what = f"{'.'.join(map(str, path_to))} = {value}"
            _result, error = _run(ledger, f"{game_id} count #{i}", what, lambda: load_game(game_id))
            if error is not None and "components.json" not in str(error):
                ledger.fail(f"{game_id} count #{i}", what, f"the message does not name the file: {error}")
    finally:
        clear_cache()
    ledger.check(PACK_COUNTS)


# --- settings and the campaign record ----------------------------------------------------------
def test_fuzz_settings(isolated_user_data) -> None:
    save_settings(Settings(bot_budget_s=2.5, bot_delay_ms=100, animation="fast"))
    path = isolated_user_data / "settings.json"
    good = path.read_bytes()
    ledger = Ledger()
    rng = random.Random("fuzz-settings")
    scratch = Scratch(path)
    for i in range(PER_GAME["settings"]):
        what, bad = mutate_json(good, rng, [])
        scratch.write(bad)
        result, _error = _run(ledger, f"settings #{i}", what, read_settings)
        if path.read_bytes() != bad or _files(isolated_user_data) != {"settings.json"}:
            ledger.fail(f"settings #{i}", what, "the settings file was modified")
        if result is not None:
            settings, problem = result
            if problem and "settings.json" not in problem:
                ledger.fail(f"settings #{i}", what, f"the message does not name the file: {problem}")
            if problem and not _kept_or_default(settings, bad):
                ledger.fail(f"settings #{i}", what, "a reset setting is neither the file's nor the default")
    scratch.close()
    ledger.check(PER_GAME["settings"])


def _kept_or_default(settings: Settings, data: bytes) -> bool:
    """Every setting is the file's own value or, reset, its default (never a coerced one)."""
    try:
        raw = parse_json(data.decode("utf-8", errors="replace"), Path("settings.json"))
    except (ValueError, JSONFileError):
        return settings == Settings()
    if not isinstance(raw, dict):
        return settings == Settings()
    defaults = Settings()
    return all(
        getattr(settings, f) == getattr(defaults, f)
        or (f in raw and type(raw[f]) is not bool and getattr(settings, f) == raw[f])
        for f in Settings.model_fields
    )


def test_fuzz_campaign_record(isolated_user_data) -> None:
    record = campaign.CampaignRecord(
        rank=3,
        current=campaign.CampaignRun(
            started_at="2026-12-01T20:00:00+00:00",
            games=[campaign.CampaignGame(number=1, seed="7", digest="a" * 64, score=61,
                                         built=["104", "108"], seen_ab=["101"], variants=["campaign"])],
        ),
    )
    campaign.save_campaign(record)
    path = campaign.campaign_path()
    good = path.read_bytes()
    ledger = Ledger()
    rng = random.Random("fuzz-campaign")
    scratch = Scratch(path)
    for i in range(PER_GAME["campaign"]):
        what, bad = mutate_json(good, rng, [])
        scratch.write(bad)
        result, _error = _run(ledger, f"campaign #{i}", what, campaign.load_campaign)
        if result is not None and result.problem:
            kept = path.with_name(path.name + ".bad")
            if "nusfjord.json" not in result.problem:
                ledger.fail(f"campaign #{i}", what, f"the message does not name the file: {result.problem}")
            if kept.is_file():
                if kept.read_bytes() != bad:
                    ledger.fail(f"campaign #{i}", what, "the damaged record was not kept as it was")
                kept.unlink()
            elif path.read_bytes() != bad:
                ledger.fail(f"campaign #{i}", what, "the damaged record was modified")
        elif result is not None and path.read_bytes() != bad:
            ledger.fail(f"campaign #{i}", what, "the record was modified")
        if _files(path.parent) - {path.name}:
            ledger.fail(f"campaign #{i}", what, f"files appeared: {sorted(_files(path.parent))}")
    scratch.close()
    ledger.check(PER_GAME["campaign"])
    assert json.loads(good)["rank"] == 3
