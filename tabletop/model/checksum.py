"""What a save's checksum covers: everything that decides the game.

``save_digest`` is a sha256 over a canonical JSON dump of the game id, the rules version,
the seed (it decides every later chance draw), the config (players, variants, options),
the seats' kinds (human or a computer level), the history (every action text) and the
digest of the final state. Seat names and colours, timestamps and the app version are
not covered: a player may rename a seat in the file. Nor are the hints (allowed, and how many
each seat used): they decide nothing in the game.

Schema-2 saves carried only the state digest; the migration to schema 3 folds it into
this digest (``save_digest`` with the old value as ``state``), so an old save loads as
before and a new save is protected in full.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any


def canonical_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """The config as a save stores it, in one canonical form (options sorted)."""
    options = config.get("options") or {}
    return {
        "players": config.get("players"),
        "variants": list(config.get("variants") or []),
        "options": {str(k): options[k] for k in sorted(options)} if isinstance(options, Mapping) else options,
    }


def save_digest(
    *,
    game_id: Any,
    rules_version: Any,
    seed: Any,
    config: Mapping[str, Any],
    kinds: Sequence[Any],
    history: Sequence[Any],
    state: str,
) -> str:
    covered = {
        "game_id": game_id,
        "rules_version": rules_version,
        "seed": seed,
        "config": canonical_config(config),
        "kinds": list(kinds),
        "history": list(history),
        "state": state,
    }
    text = json.dumps(covered, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def header_check(fields: Mapping[str, Any]) -> str:
    """A short checksum of a journal header's deciding fields (same canonical dump)."""
    text = json.dumps(dict(fields), sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


def chain_check(previous: str, text: str) -> str:
    """The check of one journal line: it covers the line and every line before it."""
    return hashlib.sha256(f"{previous}\n{text}".encode()).hexdigest()[:16]
