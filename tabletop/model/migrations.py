"""The versioned header of every Tabletop file, and the one migration ladder that reads it.

Saves, autosave journals and the campaign record all open with the same header::

    {"format": "tabletop-save" | "tabletop-journal" | "tabletop-campaign", "schema_version": N, ...}

Each kind has a ``Ladder``: the version this Tabletop writes and one step per older version,
each turning a version-N dict into version N+1. Reading a file checks the header (a file of
another kind, a missing or bad version, a newer version each have their own message) and
climbs the ladder in memory; the file on disk is left as it was. A step that meets data of the
wrong shape raises ``Damaged`` (its reason in players' words) or lets a TypeError through: both
become a SaveError naming the file, never a traceback.

Once an upgraded save has loaded (replayed and checked), the original is copied beside itself
as ``name.vN.bak`` (``write_backup``): a file that does not load leaves nothing behind. The
campaign record keeps its ``.vN.bak`` when it is first written in the new version.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core import SaveError
from tabletop.core.i18n import N_, _, n_

from .checksum import canonical_config, chain_check, header_check, save_digest
from .jsonfile import shorten
from .state_dump import legacy_state_digest, state_digest

Migration = Callable[[dict[str, Any]], dict[str, Any]]


class Damaged(ValueError):
    """A migration step found the file inconsistent; ``str()`` says how, for a player."""


@dataclass(frozen=True)
class Ladder:
    format: str  # the header's "format"
    noun: str  # what a player calls such a file: "save", "autosave", "campaign record"
    current: int  # the version this Tabletop writes
    steps: Mapping[int, Migration]  # steps[N] turns version N into N+1
    unversioned: int | None = None  # the version of a file that names none (None: it must)

    def check_format(self, data: object, name: str) -> dict[str, Any]:
        """``data`` as this kind's dict; SaveError when it is not one."""
        if not isinstance(data, dict):
            # Translators: {kind} is what the file should be: a save, an autosave, a campaign record
            raise SaveError(_("{name} is not a Tabletop {kind} (it holds no header).").format(
                name=name, kind=_(self.noun)))
        shown = data.get("format")
        if shown != self.format:
            if isinstance(shown, str) and len(shown) < 40:
                raise SaveError(_("{name} is not a Tabletop {kind} (its format is {format}).").format(
                    name=name, kind=_(self.noun), format=repr(shown)))
            raise SaveError(_("{name} is not a Tabletop {kind} (it names no format).").format(
                name=name, kind=_(self.noun)))
        return data

    def version_of(self, data: Mapping[str, Any], name: str) -> int:
        """The file's version; SaveError when it is missing, not a whole number, or too new."""
        version = data.get("schema_version", self.unversioned)
        if version is None:
            raise SaveError(_(
                "{name} is damaged: it does not say which version of the {kind} format it is."
            ).format(name=name, kind=_(self.noun)))
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            shown = shorten(repr(version), 20)
            raise SaveError(_(
                "{name} is damaged: its format version ({version}) is not a whole number from 1 up."
            ).format(name=name, version=shown))
        if version > self.current:
            raise SaveError(_(
                "{name} was written by a newer Tabletop ({kind} format {version}; this "
                "version reads up to {current}). Please update."
            ).format(name=name, kind=_(self.noun), version=version, current=self.current))
        return version

    def upgrade(self, data: dict[str, Any], name: str) -> dict[str, Any]:
        """The dict upgraded step by step to ``current`` (in memory only)."""
        version = self.version_of(data, name)
        while version < self.current:
            try:
                data = self.steps[version](data)
            except Damaged as exc:
                raise SaveError(
                    _("{name} is damaged: {problem}.").format(name=name, problem=exc)
                ) from exc
            except (TypeError, ValueError, KeyError, AttributeError) as exc:
                raise SaveError(_("{name} is damaged: its format {version} cannot be upgraded.").format(
                    name=name, version=version)) from exc
            version += 1
            data["schema_version"] = version
        return data


# --- saves ------------------------------------------------------------------------------------
def _save_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 had one ``timestamp`` and seat names as plain strings."""
    out = dict(data)
    stamp = out.pop("timestamp", "")
    out["created_at"] = stamp
    out["saved_at"] = stamp
    seats = out.get("seats", [])
    if isinstance(seats, list):  # anything else is left for validation to name
        out["seats"] = [{"name": s, "kind": "human", "color": ""} if isinstance(s, str) else s for s in seats]
    out["schema_version"] = 2
    return out


def _save_v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2's digest covered the final state only; schema 3 adds ``checksum`` over the
    seed, config, seats' kinds and history too, folding the old state digest in."""
    out = dict(data)
    config = out.get("config")
    seats = out.get("seats")
    history = out.get("history")
    if isinstance(config, dict) and isinstance(seats, list) and isinstance(out.get("digest"), str):
        out["checksum"] = save_digest(
            game_id=out.get("game_id"),
            rules_version=out.get("rules_version"),
            seed=out.get("seed"),
            config=config,
            kinds=[s.get("kind", "human") if isinstance(s, dict) else None for s in seats],
            history=history if isinstance(history, list) else [],
            state=out["digest"],
        )
    out["schema_version"] = 3
    return out


def _save_v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 drops ``cursor``: it had to equal the number of actions, so it said nothing
    (one that does not is damage, as it always was). Its digest is of the state's canonical
    dump; the digest of an older save is still of ``repr`` (``save_state_digest``)."""
    out = dict(data)
    cursor = out.pop("cursor", None)
    history = out.get("history")
    if not isinstance(cursor, int) or isinstance(cursor, bool) or cursor < 0:
        raise Damaged(_("its count of the actions played is missing or not a number"))
    if isinstance(history, list) and cursor != len(history):
        raise Damaged(n_(
            "it says {n} action were played but lists {listed}",
            "it says {n} actions were played but lists {listed}", cursor,
        ).format(n=cursor, listed=len(history)))
    out["schema_version"] = 4
    return out


SAVES = Ladder("tabletop-save", N_("save"), 4, {1: _save_v1_to_v2, 2: _save_v2_to_v3, 3: _save_v3_to_v4})
CANONICAL_DIGEST_SINCE = 4  # saves of schema 1-3 digest repr(state)


def save_state_digest(version: int) -> Callable[[Any], str]:
    """How a save of schema ``version`` digests its final state."""
    return state_digest if version >= CANONICAL_DIGEST_SINCE else legacy_state_digest


# --- autosave journals --------------------------------------------------------------------------
# A journal is upgraded as its header with the parsed lines under "lines" (``_TORN`` for a
# line that does not parse) and, when the last line has no newline, its value under "tail".
def _journal_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Journal 1 had no header check and plain action texts for lines; journal 2 checks the
    header's deciding fields and chains a check through every line. A version-1 journal was
    never checked, so its check is made here; a line that is not an action text stays a bad
    line (skipped), and the last line counts even without its newline, as it always did."""
    out = dict(data)
    config = out.get("config")
    seats = out.get("seats")
    previous = ""
    if isinstance(config, dict) and isinstance(seats, list):  # else validation names the field
        previous = header_check({
            "game_id": out.get("game_id"),
            "rules_version": out.get("rules_version"),
            "seed": out.get("seed"),
            "config": canonical_config(config),
            "kinds": [s.get("kind", "human") if isinstance(s, dict) else None for s in seats],
        })
        out["check"] = previous
    values = list(out.get("lines", []))
    if "tail" in out:
        values.append(out.pop("tail"))
    lines: list[Any] = []
    for value in values:
        if isinstance(value, str):
            previous = chain_check(previous, value)
            lines.append([value, previous])
        else:
            lines.append(None)  # not an action: skipped as a damaged line
    out["lines"] = lines
    out["schema_version"] = 2
    return out


JOURNALS = Ladder("tabletop-journal", N_("autosave"), 2, {1: _journal_v1_to_v2}, unversioned=1)


# --- the campaign record ----------------------------------------------------------------------
def _campaign_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Record 1 kept each game's final state as ``repr``'s digest; record 2 marks which dump a
    game's digest is of (``state_dump``), so a game recorded before stays known."""

    def marked(run: Any) -> Any:
        if not isinstance(run, dict) or not isinstance(run.get("games"), list):
            return run  # anything else is left for validation to name
        games = [{**g, "state_dump": "repr"} if isinstance(g, dict) else g for g in run["games"]]
        return {**run, "games": games}

    out = dict(data)
    if "current" in out:
        out["current"] = marked(out["current"])
    if isinstance(out.get("history"), list):
        out["history"] = [marked(run) for run in out["history"]]
    out["schema_version"] = 2
    return out


CAMPAIGNS = Ladder("tabletop-campaign", N_("campaign record"), 2, {1: _campaign_v1_to_v2}, unversioned=1)

# the save ladder under its older names
CURRENT_SCHEMA = SAVES.current
MIGRATIONS: Mapping[int, Migration] = SAVES.steps


def _name(path: Path | None) -> str:
    return path.name if path else _("The save")


def upgrade(data: dict[str, Any], path: Path | None = None) -> dict[str, Any]:
    """A save's dict upgraded to CURRENT_SCHEMA (in memory only)."""
    return SAVES.upgrade(data, _name(path))


def write_backup(path: Path, version: int) -> None:
    """Keep the original of an upgraded file beside it (once; never over an earlier copy)."""
    backup = path.with_name(f"{path.name}.v{version}.bak")
    if backup.exists():
        return
    try:
        shutil.copy2(path, backup)
    except OSError:
        pass  # a read-only folder must not stop the load; the original stays untouched
