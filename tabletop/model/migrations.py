"""Step-wise save migrations: each step turns a version-N dict into version N+1.

A save older than CURRENT_SCHEMA is backed up beside itself (``name.vN.bak``)
before it is upgraded in memory; the original file is left as it was.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.core import SaveError

CURRENT_SCHEMA = 2

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 had one ``timestamp`` and seat names as plain strings."""
    out = dict(data)
    stamp = out.pop("timestamp", "")
    out["created_at"] = stamp
    out["saved_at"] = stamp
    out["seats"] = [
        {"name": s, "kind": "human", "color": ""} if isinstance(s, str) else s
        for s in out.get("seats", [])
    ]
    out["schema_version"] = 2
    return out


MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2}


def upgrade(data: dict[str, Any], path: Path | None = None) -> dict[str, Any]:
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{path.name if path else 'save'} is damaged: bad schema_version {version!r}.")
    if version > CURRENT_SCHEMA:
        raise SaveError(
            f"{path.name if path else 'This save'} was written by a newer Tabletop "
            f"(save format {version}; this version reads up to {CURRENT_SCHEMA}). Please update."
        )
    if version < CURRENT_SCHEMA and path is not None:
        backup = path.with_name(f"{path.name}.v{version}.bak")
        if not backup.exists():
            try:
                shutil.copy2(path, backup)
            except OSError:
                pass  # a read-only folder must not stop the load; the original stays untouched
    while version < CURRENT_SCHEMA:
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data
