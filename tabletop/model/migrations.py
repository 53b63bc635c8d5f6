"""Step-wise save migrations: each step turns a version-N dict into version N+1.

Upgrading happens in memory; the original file is left as it was. Once the upgraded save
has loaded (replayed and checked), the original is copied beside itself as ``name.vN.bak``
(``write_backup``): a file that does not load leaves nothing behind. A step that meets
data of the wrong shape raises SaveError ("damaged"), never a TypeError.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.core import SaveError

from .checksum import save_digest

CURRENT_SCHEMA = 3

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
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


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2's digest covered the final state only; schema 3 adds ``checksum`` over the
    seed, config, seats' kinds and history too, folding the old state digest in."""
    out = dict(data)
    config = out.get("config")
    seats = out.get("seats")
    if isinstance(config, dict) and isinstance(seats, list) and isinstance(out.get("digest"), str):
        out["checksum"] = save_digest(
            game_id=out.get("game_id"),
            rules_version=out.get("rules_version"),
            seed=out.get("seed"),
            config=config,
            kinds=[s.get("kind", "human") if isinstance(s, dict) else None for s in seats],
            history=out.get("history") if isinstance(out.get("history"), list) else [],
            state=out["digest"],
        )
    out["schema_version"] = 3
    return out


MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2, 2: _v2_to_v3}


def _name(path: Path | None) -> str:
    return path.name if path else "The save"


def upgrade(data: dict[str, Any], path: Path | None = None) -> dict[str, Any]:
    """The save dict upgraded to CURRENT_SCHEMA (in memory only)."""
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        shown = version if isinstance(version, int) else "missing or not a number"
        raise SaveError(f"{_name(path)} is damaged: bad schema_version ({shown}).")
    if version > CURRENT_SCHEMA:
        raise SaveError(
            f"{_name(path)} was written by a newer Tabletop "
            f"(save format {version}; this version reads up to {CURRENT_SCHEMA}). Please update."
        )
    while version < CURRENT_SCHEMA:
        try:
            data = MIGRATIONS[version](data)
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise SaveError(f"{_name(path)} is damaged: its format {version} cannot be upgraded.") from exc
        version = data["schema_version"]
    return data


def write_backup(path: Path, version: int) -> None:
    """Keep the original of an upgraded save beside it (once; never over an earlier copy)."""
    backup = path.with_name(f"{path.name}.v{version}.bak")
    if backup.exists():
        return
    try:
        shutil.copy2(path, backup)
    except OSError:
        pass  # a read-only folder must not stop the load; the original stays untouched
