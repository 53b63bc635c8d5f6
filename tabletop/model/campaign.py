"""The solo campaign across runs: ``<user data>/campaigns/<game id>.json``.

The campaign is the series of the one game whose definition has series rules
(``GameDefinition.series``; Nusfjord's, rulebook p. 16: three solo games in a row with one
deck, each set up without the buildings the games before it used). Those rules say which
games belong to the campaign, how the next one is set up (the engine's ``removed_cards``
option), what a finished game leaves for the next ones and the rank a finished campaign
earns. Everything else lives here: the rank (kept across campaigns), the campaign in
progress, its games (seed, final digest, score, built and, for game 1, seen A/B buildings)
and the finished campaigns.

Recording a game: only a finished game counts, and only once. Each recorded game keeps its
seed and the digest of its final state; a game already in the record (a finished save opened
again) is refused, and so is a game that was not set up as the campaign's next game (its
``removed_cards`` differ from what the record expects, or it is not a 1-player campaign game).

Abandoned games: nothing is stored when a campaign game starts. A campaign game that is never
finished does not count; the next campaign game started is the same game number with the same
removed buildings (a new deal). An abandoned game resumed later (autosave or save file) and
finished is recorded, provided the campaign has not moved on in the meantime; otherwise it is
refused as "not the campaign's next game".

A damaged file is never lost: it is renamed to ``<game id>.json.bad`` (``.bad2``, ... when
that name is taken), the player gets a message saying so (``CampaignRecord.problem``) and a
fresh record starts.

The file has the versioned header every Tabletop file has and is read through the campaign
ladder (``migrations.CAMPAIGNS``). Record 1 kept a game's final state as ``repr``'s digest;
since record 2 each game says which dump its digest is of (``state_dump``), so a game
recorded by an older Tabletop is still known. The first write of an upgraded record keeps
the old file beside it as ``<game id>.json.v1.bak``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tabletop.core import GameConfig, SaveError, TabletopError
from tabletop.core.i18n import _

from . import paths
from .campaign_record import (
    FORMAT,
    GAME_ID,
    GAMES,
    GOAL,
    SERIES,
    CampaignError,
    CampaignGame,
    CampaignRecord,
    CampaignRun,
    FinishedCampaign,
)
from .jsonfile import JSONFileError, os_reason, read_json
from .migrations import CAMPAIGNS, write_backup
from .saves import atomic_write_text

__all__ = [
    "FORMAT", "GAME_ID", "GAMES", "GOAL", "CampaignError",
    "CampaignGame", "CampaignRecord", "CampaignRun", "FinishedCampaign", "campaign_path", "campaign_refusal",
    "is_campaign_game", "load_campaign", "next_game_config", "record_game", "record_session",
    "save_campaign", "summary_text",
]

# --- the file ---------------------------------------------------------------------------
def campaign_path() -> Path:
    return paths.user_data_dir() / "campaigns" / f"{GAME_ID}.json"


def _keep_bad(path: Path) -> Path | None:
    """Rename the damaged file out of the way (never over an earlier .bad copy)."""
    for n in range(1, 1000):
        bad = path.with_name(path.name + (".bad" if n == 1 else f".bad{n}"))
        if not bad.exists():
            try:
                path.rename(bad)
            except OSError:
                return None
            return bad
    return None


def load_campaign() -> CampaignRecord:
    """The stored record; a missing file is a fresh record, a damaged one too (see ``problem``)."""
    try:
        path = campaign_path()
        raw = read_json(path)
    except FileNotFoundError:
        return CampaignRecord()
    except JSONFileError as exc:
        reason = exc.reason
    except OSError as exc:
        record = CampaignRecord()
        record._problem = _(
            "Could not read the campaign record {file}: {reason}. "
            "A new campaign record was started."
        ).format(file=f"{GAME_ID}.json", reason=os_reason(exc))
        return record
    else:
        name = _("The campaign record {file}").format(file=path.name)
        try:
            version = CAMPAIGNS.version_of(raw, name) if isinstance(raw, dict) else CAMPAIGNS.current
            data = CAMPAIGNS.upgrade(raw, name) if isinstance(raw, dict) else raw
            record = CampaignRecord.model_validate(data)
        except SaveError as exc:  # a newer record, or one whose version cannot be read
            return _fresh_after(
                path,
                _("{problem} A new campaign record was started and the file was kept as {kept}."),
                _("{problem} A new campaign record was started and the file could not be renamed "
                  "and will be replaced: {path}."),
                problem=str(exc),
            )
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or _("(top level)")
            reason = _("field '{field}': {problem}").format(field=where, problem=first["msg"])
        else:
            record._read_version = version
            return record
    return _fresh_after(
        path,
        _("The campaign record {file} is damaged ({problem}); a new campaign record was started "
          "and the damaged file was kept as {kept}."),
        _("The campaign record {file} is damaged ({problem}); a new campaign record was started "
          "and the damaged file could not be renamed and will be replaced: {path}."),
        problem=reason, file=path.name,
    )


def _fresh_after(path: Path, if_kept: str, if_not: str, **words: str) -> CampaignRecord:
    """A fresh record, once the unusable file is out of the way (kept as ``.bad``); its
    problem says so (``if_kept`` with the copy's name, else ``if_not`` with the path)."""
    bad = _keep_bad(path)
    record = CampaignRecord()
    record._problem = (
        if_kept.format(kept=bad.name, **words) if bad is not None
        else if_not.format(path=path, **words)
    )
    return record


def save_campaign(record: CampaignRecord) -> None:
    where = f"{GAME_ID}.json"
    try:
        path = campaign_path()
        where = str(path)
        if record._read_version < CAMPAIGNS.current:  # the old file stays beside the new one
            write_backup(path, record._read_version)
        atomic_write_text(path, json.dumps(record.model_dump(), indent=1) + "\n")
    except OSError as exc:
        raise SaveError(_("Could not write the campaign record {path}: {reason}").format(
            path=where, reason=os_reason(exc))) from exc
    record._read_version = CAMPAIGNS.current


# --- the functions the app uses ------------------------------------------------------------
def next_game_config(
    record: CampaignRecord | None = None, variants: Iterable[str] = ()
) -> GameConfig:
    """The GameConfig of the next campaign game (1 player, "campaign", ``removed_cards``)."""
    return (record or load_campaign()).next_game_config(variants)


def record_game(
    final_state: Any,
    score: int | float,
    *,
    seed: str,
    config: GameConfig,
    record: CampaignRecord | None = None,
) -> CampaignRecord:
    """Record a finished campaign game and store the record; returns the updated record.

    After game 3 the campaign closes: combined score, new rank (``campaign_rank``), history.
    Raises CampaignError (a SaveError) when the game is already recorded (same seed and final
    digest), is not the campaign's next game or is not finished; SaveError when the file
    cannot be written. The stored record is unchanged then.
    """
    record = record if record is not None else load_campaign()
    updated = record.model_copy(deep=True)
    updated.add_game(final_state, score, seed, config)
    save_campaign(updated)
    for name, value in updated:
        setattr(record, name, value)
    record._read_version = updated._read_version
    return record


def summary_text(record: CampaignRecord | None = None) -> str:
    return (record or load_campaign()).summary_text()


def is_campaign_game(game_id: str, config: GameConfig) -> bool:
    return game_id == GAME_ID and SERIES.is_series_game(config)


def campaign_refusal(game_id: str, config: GameConfig) -> str:
    """Why a campaign game cannot be started with ``config`` ("" when it can): the series'
    rules may refuse a setup its rulebook does not allow (Nusfjord: Mixing Decks)."""
    if not is_campaign_game(game_id, config):
        return ""
    refusal = getattr(SERIES, "refusal", None)
    return str(refusal(config.variants)) if refusal is not None else ""


def record_session(game_id: str, session: Any) -> str:
    """For the app: record a finished campaign session once; the line for the end dialog.

    Empty when the session is not a finished campaign game; otherwise the campaign result, or
    in words why the game was not recorded (already recorded, not the next game, a damaged
    record, a failed write).
    """
    if not is_campaign_game(game_id, session.config):
        return ""
    outcome = session.outcome()
    if outcome is None or not outcome.sheets:
        return ""
    record = load_campaign()
    prefix = f"{record.problem} " if record.problem else ""
    try:
        record_game(
            session.state,
            outcome.sheets[0].total,
            seed=session.seed,
            config=session.config,
            record=record,
        )
    except TabletopError as exc:
        return f"{prefix}{exc} {record.summary_text()}."
    return prefix + record.last_result_text()
