"""The campaign record in memory: its games, the campaign in progress, the rank.

The campaign is the series of the one registered game whose definition has series rules
(``GameDefinition.series``: Nusfjord's solo campaign); those rules decide which games belong
to it and how each is set up, this record keeps what was played. What the record is and how
a game is recorded is told in ``campaign`` (the file, and the functions the app calls, live
there too). A game's final state is kept as a digest: since record 2 each game says which
dump of the state it is of (``state_dump``), so a game that an older Tabletop recorded
(``repr``'s digest) is still known as recorded.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator
from pydantic_core import PydanticCustomError

from tabletop.core import DataError, GameConfig, SaveError, SeriesGame, SeriesRules, format_points
from tabletop.core.i18n import _

from . import registry
from .migrations import CAMPAIGNS
from .state_dump import legacy_state_digest, state_digest

DIGESTS = {"repr": legacy_state_digest, "fields": state_digest}  # by CampaignGame.state_dump


def _series_game() -> tuple[str, SeriesRules]:
    """The game the campaign is of, the one whose definition has series rules, and those rules."""
    found = [(d.meta.id, d.series) for d in registry.definitions() if d.series is not None]
    if len(found) != 1:
        raise DataError(f"the campaign needs exactly one game with series rules, not {len(found)}")
    game_id, series = found[0]
    assert series is not None
    return game_id, series


GAME_ID, SERIES = _series_game()
GAMES = SERIES.games
GOAL = SERIES.goal

FORMAT = CAMPAIGNS.format


class CampaignError(SaveError):
    """A game cannot be recorded in the campaign; the message says why, for a player."""


class CampaignGame(BaseModel):
    """One finished, recorded campaign game."""

    model_config = ConfigDict(extra="forbid")
    number: int = Field(ge=1, le=GAMES)
    seed: str
    digest: str = Field(pattern=r"^[0-9a-f]{64}$")  # of the final state: seed + digest = the game
    state_dump: Literal["repr", "fields"] = "fields"  # what the digest is of (see DIGESTS)
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
    schema_version: Literal[2] = 2
    game_id: str = GAME_ID
    rank: int = Field(default=0, ge=0)  # kept across campaigns
    current: CampaignRun | None = None
    history: list[FinishedCampaign] = []
    _problem: str = PrivateAttr(default="")
    _read_version: int = PrivateAttr(default=CAMPAIGNS.current)  # of the file it was read from

    @field_validator("game_id")
    @classmethod
    def _of_the_series_game(cls, value: str) -> str:
        if value != GAME_ID:  # worded as pydantic words a Literal field
            raise PydanticCustomError("literal_error", "Input should be {expected}", {"expected": repr(GAME_ID)})
        return value

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

    def played(self) -> list[SeriesGame]:
        """The campaign in progress as its series rules read it."""
        return [SeriesGame(tuple(g.variants), {"built": tuple(g.built), "seen_ab": tuple(g.seen_ab)})
                for g in self.games()]

    def removed_cards(self) -> tuple[str, ...]:
        """The components (buildings) the next campaign game is set up without."""
        return SERIES.removed(self.played())

    def next_game_config(self, variants: Iterable[str] = ()) -> GameConfig:
        """The config of the next campaign game; ``variants`` may add e.g. advanced_solo
        (the series rules may override the player's choice: one deck for the campaign)."""
        return SERIES.next_config(self.played(), variants)

    def deck_text(self) -> str:
        """What fixes the next game's setup (game 1's deck), in words ("" before game 1)."""
        return SERIES.setup_text(self.played())

    def is_recorded(self, seed: str, final_state: Any) -> bool:
        """Is the game of ``seed`` that ended in ``final_state`` in the record already?"""
        games = self.games() + [g for done in self.history for g in done.games]
        digests: dict[str, str] = {}
        for game in games:
            if game.seed != seed:
                continue
            if game.state_dump not in digests:
                digests[game.state_dump] = DIGESTS[game.state_dump](final_state)
            if digests[game.state_dump] == game.digest:
                return True
        return False

    def summary_text(self) -> str:
        """One line for the UI: "Campaign game 2 of 3 · 61 VP so far · rank 4"."""
        return _("Campaign game {n} of {games} · {points} VP so far · rank {rank}").format(
            n=self.game_number, games=GAMES, points=format_points(self.combined), rank=self.rank)

    def last_result_text(self) -> str:
        """What the last recorded game did to the campaign, for the end-of-game dialog."""
        if self.current and self.current.games:
            last = self.current.games[-1]
            return _(
                "Campaign game {n} of {games} recorded: {score} VP · {points} VP so far · "
                "rank {rank}. Next: game {next} without {removed} buildings."
            ).format(n=last.number, games=GAMES, score=format_points(last.score),
                     points=format_points(self.combined), rank=self.rank, next=self.game_number,
                     removed=len(self.removed_cards()))
        if self.history:
            done = self.history[-1]
            scores = " + ".join(format_points(g.score) for g in done.games)
            verdict = (_("goal reached") if done.combined > GOAL
                       else _("goal: more than {goal} VP").format(goal=GOAL))
            # Translators: {scores} is "52 + 61 + 70"; {verdict} "goal reached" or "goal: more than …"
            return _(
                "Campaign complete: {scores} = {points} VP ({verdict}) · rank {before} → {after}."
            ).format(scores=scores, points=format_points(done.combined), verdict=verdict,
                     before=done.rank_before, after=done.rank_after)
        return self.summary_text()

    # --- changing ------------------------------------------------------------------
    def add_game(self, final_state: Any, score: int | float, seed: str, config: GameConfig) -> None:
        """Record a finished game (see ``record_game``); raises CampaignError when refused."""
        seed = str(seed)
        if self.is_recorded(seed, final_state):
            raise CampaignError(_("This campaign game is already recorded in the campaign."))
        number = self.game_number
        if not SERIES.is_next_game(config, self.played()):
            raise CampaignError(_(
                "This game is not recorded in the campaign: it was not set up as the "
                "campaign's next game (game {n} of {games})."
            ).format(n=number, games=GAMES))
        if registry.load_game(GAME_ID).rules.outcome(final_state) is None:
            raise CampaignError(_("Only a finished game can be recorded in the campaign."))
        kept = SERIES.kept(final_state, number)
        now = _now()
        game = CampaignGame(
            number=number,
            seed=seed,
            digest=state_digest(final_state),
            score=score,
            removed_cards=list(SERIES.removed_in(config)),
            built=list(kept["built"]),
            seen_ab=list(kept["seen_ab"]),
            variants=list(config.variants),
            finished_at=now,
        )
        run = self.current or CampaignRun(started_at=now)
        if number < GAMES:
            run.games.append(game)
            self.current = run
            return
        games = [*run.games, game]
        combined = sum(g.score for g in games)
        new_rank = SERIES.rank_after(self.rank, combined)
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
