"""The Nusfjord solo campaign across runs: ``<user data>/campaigns/nusfjord.json``.

Rulebook p. 16 (clean.md section 11, "Campaign"): three solo games in a row with one deck.
After each of the first two games the buildings built are removed; the A/B buildings left on
the supply boards after game 1 are set aside, so game 2 uses only A/B buildings that were not
in play in game 1; game 3 uses every building not built in games 1-2. A combined score above
100 VP defines the rank (kept if a higher one is held); 10 VP or more below what the current
rank represents (100 + rank) loses one rank, never below 0.

The engine only knows the ``removed_cards`` option (comma-separated building ids, see
resources/games/nusfjord/README.md): game 1 removes nothing, game 2 removes game 1's built
and seen A/B buildings (``rules.campaign_record``), game 3 removes the built buildings of
games 1 and 2. Everything else lives here: the rank (kept across campaigns), the campaign in
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

A damaged file is never lost: it is renamed to ``nusfjord.json.bad`` (``.bad2``, ... when
that name is taken), the player gets a message saying so (``CampaignRecord.problem``) and a
fresh record starts.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from tabletop.core import GameConfig, SaveError, TabletopError, format_points

from . import paths
from .jsonfile import JSONFileError, os_reason, read_json
from .saves import atomic_write_text
from .session import state_digest

GAME_ID = "nusfjord"
VARIANT = "campaign"
OPTION = "removed_cards"
GAMES = 3
GOAL = 100  # "a combined score of more than 100 Victory Points"
# the variants that choose the building deck (another deck instead of Herring, or Mixing
# Decks with the decks ticked): game 1 fixes them for the whole campaign
DECK_TITLES = {"herring": "Herring", "mackerel": "Mackerel", "codfish": "Codfish", "plaice": "Plaice",
               "salmon": "Salmon", "besokende": "Besøkende"}
MIX_VARIANT = "mix_decks"
DECK_VARIANTS = (*DECK_TITLES, MIX_VARIANT)


def _deck_choice(variants: Iterable[str]) -> tuple[str, ...]:
    return tuple(v for v in DECK_VARIANTS if v in variants)
FORMAT = "tabletop-campaign"


class CampaignError(SaveError):
    """A game cannot be recorded in the campaign; the message says why, for a player."""


class CampaignGame(BaseModel):
    """One finished, recorded campaign game."""

    model_config = ConfigDict(extra="forbid")
    number: int = Field(ge=1, le=GAMES)
    seed: str
    digest: str = Field(pattern=r"^[0-9a-f]{64}$")  # of the final state: seed + digest = the game
    score: int | float  # Guests score half points (Besøkende deck)
    removed_cards: list[str] = []  # what the game was set up without
    built: list[str] = []
    seen_ab: list[str] = []  # game 1 only: A/B buildings left on the supply boards
    variants: list[str] = []
    finished_at: str = ""


def _numbered(games: list[CampaignGame]) -> None:
    for index, game in enumerate(games):
        if game.number != index + 1:
            raise ValueError(f"game {index + 1} of the campaign is numbered {game.number}")


class CampaignRun(BaseModel):
    """The campaign in progress: the games finished so far (0-2)."""

    model_config = ConfigDict(extra="forbid")
    started_at: str
    games: list[CampaignGame] = Field(default_factory=list, max_length=GAMES - 1)

    @model_validator(mode="after")
    def _check(self) -> CampaignRun:
        _numbered(self.games)
        return self

    @property
    def combined(self) -> int | float:
        return sum(g.score for g in self.games)


class FinishedCampaign(BaseModel):
    model_config = ConfigDict(extra="forbid")
    started_at: str
    finished_at: str
    games: list[CampaignGame] = Field(min_length=GAMES, max_length=GAMES)
    combined: int | float
    rank_before: int = Field(ge=0)
    rank_after: int = Field(ge=0)

    @model_validator(mode="after")
    def _check(self) -> FinishedCampaign:
        _numbered(self.games)
        if self.combined != sum(g.score for g in self.games):
            raise ValueError("the combined score is not the sum of the games")
        return self


class CampaignRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["tabletop-campaign"] = "tabletop-campaign"
    schema_version: Literal[1] = 1
    game_id: Literal["nusfjord"] = "nusfjord"
    rank: int = Field(default=0, ge=0)  # kept across campaigns
    current: CampaignRun | None = None
    history: list[FinishedCampaign] = []
    _problem: str = PrivateAttr(default="")

    # --- reading -------------------------------------------------------------------
    @property
    def problem(self) -> str:
        """Why the stored file could not be used (empty when it could); not stored."""
        return self._problem

    @property
    def game_number(self) -> int:
        """The number (1-3) of the next campaign game."""
        return 1 + (len(self.current.games) if self.current else 0)

    @property
    def combined(self) -> int | float:
        """The combined score of the campaign in progress so far."""
        return self.current.combined if self.current else 0

    def games(self) -> list[CampaignGame]:
        return list(self.current.games) if self.current else []

    def removed_cards(self) -> tuple[str, ...]:
        """The buildings the next campaign game is set up without (rulebook p. 16)."""
        games = self.games()
        if not games:
            return ()
        if len(games) == 1:  # game 2: nothing built in game 1, no A/B that was in play
            removed = {*games[0].built, *games[0].seen_ab}
        else:  # game 3: only buildings not built in games 1-2
            removed = {*games[0].built, *games[1].built}
        return _sorted_ids(removed)

    def next_game_config(self, variants: Iterable[str] = ()) -> GameConfig:
        """The config of the next campaign game; ``variants`` may add e.g. advanced_solo.

        The campaign is played "with one deck" (rulebook p. 16): games 2 and 3 take game 1's
        deck whatever ``variants`` asks for.
        """
        chosen = [v for v in variants if v != VARIANT]
        games = self.games()
        if games:
            chosen = [v for v in chosen if v not in DECK_VARIANTS]
            chosen.extend(_deck_choice(games[0].variants))
        chosen = list(dict.fromkeys((*chosen, VARIANT)))
        return GameConfig(
            players=1, variants=chosen, options=((OPTION, ",".join(self.removed_cards())),)
        )

    def deck_text(self) -> str:
        """Which deck the next game is played with, once game 1 has fixed it ("" before)."""
        games = self.games()
        if not games:
            return ""
        choice = _deck_choice(games[0].variants)
        decks = [DECK_TITLES[d] for d in choice if d in DECK_TITLES]
        if MIX_VARIANT in choice:
            return f"Played with Mixing Decks ({', '.join(decks) or 'the first three decks'}), as game 1 was."
        deck = next((d for d in decks if d != "Herring"), "Herring")
        return f"Played with the {deck} deck, as game 1 was."

    def is_recorded(self, seed: str, digest: str) -> bool:
        games = self.games() + [g for done in self.history for g in done.games]
        return any(g.seed == seed and g.digest == digest for g in games)

    def summary_text(self) -> str:
        """One line for the UI: "Campaign game 2 of 3 · 61 VP so far · rank 4"."""
        return (
            f"Campaign game {self.game_number} of {GAMES} · {format_points(self.combined)} VP so far · "
            f"rank {self.rank}"
        )

    def last_result_text(self) -> str:
        """What the last recorded game did to the campaign, for the end-of-game dialog."""
        if self.current and self.current.games:
            last = self.current.games[-1]
            return (
                f"Campaign game {last.number} of {GAMES} recorded: {format_points(last.score)} VP · "
                f"{format_points(self.combined)} VP so far · rank {self.rank}. "
                f"Next: game {self.game_number} without {len(self.removed_cards())} buildings."
            )
        if self.history:
            done = self.history[-1]
            scores = " + ".join(format_points(g.score) for g in done.games)
            verdict = "goal reached" if done.combined > GOAL else f"goal: more than {GOAL} VP"
            return (
                f"Campaign complete: {scores} = {format_points(done.combined)} VP ({verdict}) · "
                f"rank {done.rank_before} → {done.rank_after}."
            )
        return self.summary_text()

    # --- changing ------------------------------------------------------------------
    def add_game(self, final_state: Any, score: int | float, seed: str, config: GameConfig) -> None:
        """Record a finished game (see ``record_game``); raises CampaignError when refused."""
        seed = str(seed)
        digest = state_digest(final_state)
        if self.is_recorded(seed, digest):
            raise CampaignError("This campaign game is already recorded in the campaign.")
        number = self.game_number
        expected = self.next_game_config(config.variants)
        if (
            config.players != 1
            or VARIANT not in config.variants
            or set(_ids(config.option(OPTION, ""))) != set(_ids(expected.option(OPTION, "")))
            or _deck_choice(config.variants) != _deck_choice(expected.variants)
        ):
            raise CampaignError(
                "This game is not recorded in the campaign: it was not set up as the "
                f"campaign's next game (game {number} of {GAMES})."
            )
        from tabletop.games.nusfjord.rules import campaign_record

        from .registry import load_game

        if load_game(GAME_ID).rules.outcome(final_state) is None:
            raise CampaignError("Only a finished game can be recorded in the campaign.")
        played = campaign_record(final_state)
        now = _now()
        game = CampaignGame(
            number=number,
            seed=seed,
            digest=digest,
            score=score,
            removed_cards=list(_ids(config.option(OPTION, ""))),
            built=list(played["built"]),
            seen_ab=list(played["seen_ab"]) if number == 1 else [],
            variants=list(config.variants),
            finished_at=now,
        )
        run = self.current or CampaignRun(started_at=now)
        if number < GAMES:
            run.games.append(game)
            self.current = run
            return
        from tabletop.games.nusfjord.rules import campaign_rank

        games = [*run.games, game]
        combined = sum(g.score for g in games)
        new_rank = campaign_rank(self.rank, combined)
        self.history.append(
            FinishedCampaign(
                started_at=run.started_at,
                finished_at=now,
                games=games,
                combined=combined,
                rank_before=self.rank,
                rank_after=new_rank,
            )
        )
        self.rank = new_rank
        self.current = None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _ids(text: str | None) -> tuple[str, ...]:
    return tuple(x for x in (text or "").split(",") if x)


def _sorted_ids(ids: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(set(ids), key=lambda x: (not x.isdigit(), int(x) if x.isdigit() else 0, x)))


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
        record._problem = (
            f"Could not read the campaign record {GAME_ID}.json: {os_reason(exc)}. "
            "A new campaign record was started."
        )
        return record
    else:
        try:
            return CampaignRecord.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "(top level)"
            reason = f"field '{where}': {first['msg']}"
    bad = _keep_bad(path)
    kept = (
        f"the damaged file was kept as {bad.name}"
        if bad is not None
        else f"the damaged file could not be renamed and will be replaced: {path}"
    )
    record = CampaignRecord()
    record._problem = (
        f"The campaign record {path.name} is damaged ({reason}); a new campaign record was "
        f"started and {kept}."
    )
    return record


def save_campaign(record: CampaignRecord) -> None:
    where = f"{GAME_ID}.json"
    try:
        path = campaign_path()
        where = str(path)
        atomic_write_text(path, json.dumps(record.model_dump(), indent=1) + "\n")
    except OSError as exc:
        raise SaveError(f"Could not write the campaign record {where}: {os_reason(exc)}") from exc


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
    return record


def summary_text(record: CampaignRecord | None = None) -> str:
    return (record or load_campaign()).summary_text()


def is_campaign_game(game_id: str, config: GameConfig) -> bool:
    return game_id == GAME_ID and config.players == 1 and VARIANT in config.variants


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
