"""The registered games: each game package's ``DEFINITION`` (``definition``), and its
metadata, validated data and a rules object (``GameEntry``, the one handle on a registered
game, for the command line and the window alike)."""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path
from types import ModuleType

from tabletop.core import DataError, GameConfig, GameDefinition, GameMeta, Rules
from tabletop.core.i18n import _, forget_on_change, game_text, is_source_language, n_

from . import paths
from .components import GameData, load_game_data
from .jsonfile import shorten
from .layout import LayoutFile

# Order is the order of the New Game dialog.
GAME_IDS: tuple[str, ...] = ("harvest_island", "orchard_ocean", "madeira", "nusfjord", "saltfjord")


@dataclass(frozen=True)
class GameEntry:
    """A registered game: its metadata, its validated data (a player's data pack included)
    and its rules object. One per game (cached); what depends on the variants is asked for."""

    meta: GameMeta
    data: GameData
    rules: Rules

    @property
    def game_id(self) -> str:
        return self.meta.id

    @property
    def layout(self) -> LayoutFile:
        """Where the window draws the game's boards, zones and pieces."""
        return self.data.layout

    @property
    def readme(self) -> Path:
        """The game's notes: readings of ambiguous rules, and which components are stand-ins."""
        return paths.resources_dir() / "games" / self.game_id / "README.md"

    def stand_ins(self, variants: Sequence[str] = ()) -> int:
        """How many stand-in components a game with these variants uses."""
        return self.data.stand_ins_in_play(self.meta, variants)


def _package(game_id: str) -> ModuleType:
    """A registered game's package root (the only part of a game the model imports)."""
    if game_id not in GAME_IDS:
        raise DataError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
    return importlib.import_module(f"tabletop.games.{game_id}")


@cache
def definition(game_id: str) -> GameDefinition:
    """The game's plug-in record: ``tabletop.games.<game_id>.DEFINITION``."""
    found = _package(game_id).DEFINITION
    if not isinstance(found, GameDefinition) or found.meta.id != game_id:
        raise DataError(f"tabletop.games.{game_id}.DEFINITION is not the definition of {game_id!r}")
    return found


def definitions() -> list[GameDefinition]:
    """Every registered game's definition, in ``GAME_IDS`` order."""
    return [definition(g) for g in GAME_IDS]


def game_meta(game_id: str) -> GameMeta:
    """The game's metadata, read without building its definition (start-up lists every game),
    its words in the language in force (``shown_meta``)."""
    meta = _package(game_id).META
    if not isinstance(meta, GameMeta):
        raise DataError(f"tabletop.games.{game_id}.META is not a game's metadata")
    return shown_meta(meta)


@lru_cache(maxsize=32)
def shown_meta(meta: GameMeta) -> GameMeta:
    """``meta`` with its title, summary, variants' and options' words in the language in force
    (the game's domain: its META marks them with ``N_``). The engine keeps its English META;
    ids, counts and values stay as they are, so the copy serves everywhere the app shows a game.
    Made once per game and language (the window asks on every sync)."""
    if is_source_language():
        return meta

    def said(text: str) -> str:
        return game_text(meta.id, text)

    return replace(
        meta, title=said(meta.title), summary=said(meta.summary),
        variants=tuple(replace(v, title=said(v.title), description=said(v.description))
                       for v in meta.variants),
        options=tuple(replace(o, title=said(o.title), description=said(o.description),
                              values=tuple((value, said(words)) for value, words in o.values))
                      for o in meta.options),
    )


def all_meta() -> list[GameMeta]:
    return [game_meta(g) for g in GAME_IDS]


@cache
def _load(game_id: str, datapacks: Path | None) -> GameEntry:
    meta = game_meta(game_id)
    data = load_game_data(game_id, definition(game_id).schema, datapacks)
    try:
        rules: Rules = definition(game_id).create_rules(data.components)
    except (KeyError, TypeError, ValueError, IndexError, ArithmeticError, AttributeError) as exc:
        where = _pack_name(meta, data.overridden) if data.overridden else game_id
        raise DataError(_("{pack}: the component data does not fit the rules: {problem}").format(
            pack=where, problem=shorten(str(exc)))) from exc
    if data.overridden:  # a player's data pack: play it before trusting it (bundled data is tested)
        check_pack_plays(meta, rules, data.overridden)
    return GameEntry(_package(game_id).META, data, rules)


MAX_PACK_DECISIONS = 20_000  # 20x the longest bundled game (Harvest Island, ~900 decisions)
MAX_PACK_SECONDS = 15.0  # every bundled game's check takes under 0.1 s
MAX_PACK_CHOICES = 50_000  # choices (or chance outcomes) at one position; the most printed: 5,832


def _pack_name(meta: GameMeta, files: tuple[str, ...]) -> str:
    return _("The data pack for {game} ({files})").format(game=meta.title, files=", ".join(files))


def check_pack_plays(meta: GameMeta, rules: Rules, files: tuple[str, ...], seed: str = "pack") -> None:
    """Play one seeded random game per player count on the bare engine; DataError when a game
    reaches a position where nobody can act, does not end, or the rules fail on the data."""
    named = _pack_name(meta, files)
    for players in meta.player_counts:
        rng = random.Random(f"{seed}:{players}")
        decisions = 0
        start = time.monotonic()
        try:
            state = rules.setup(GameConfig(players=players))
            while rules.decision(state) is not None:
                actions = rules.legal_actions(state)
                if not actions:
                    raise DataError(n_(
                        "{pack} leads to a position where nobody can do anything "
                        "(after {done} actions with {n} player).",
                        "{pack} leads to a position where nobody can do anything "
                        "(after {done} actions with {n} players).", players,
                    ).format(pack=named, done=decisions, n=players))
                if decisions >= MAX_PACK_DECISIONS:
                    raise DataError(_("{pack} makes a game that does not end ({done} actions played).").format(
                        pack=named, done=f"{decisions:,}"))
                if len(actions) > MAX_PACK_CHOICES:  # a bound on memory: one list per position
                    raise DataError(_(
                        "{pack} makes a position with {count} choices or outcomes, more than the "
                        "{most} allowed."
                    ).format(pack=named, count=f"{len(actions):,}", most=f"{MAX_PACK_CHOICES:,}"))
                if time.monotonic() - start > MAX_PACK_SECONDS:
                    raise DataError(_(
                        "{pack} makes a game too slow to play: one test game took more than "
                        "{seconds} s ({done} actions played)."
                    ).format(pack=named, seconds=f"{MAX_PACK_SECONDS:g}", done=f"{decisions:,}"))
                state = rules.apply(state, actions[rng.randrange(len(actions))]).state
                decisions += 1
            rules.outcome(state)
        except DataError:
            raise
        except Exception as exc:  # noqa: BLE001 - any engine failure on player data is a refusal
            raise DataError(_("{pack} does not fit the rules: {problem}").format(
                pack=named, problem=shorten(str(exc) or type(exc).__name__))) from exc


forget_on_change(shown_meta.cache_clear)


def load_game(game_id: str, use_datapacks: bool = True) -> GameEntry:
    """The game's entry; a valid data pack in the user data folder overrides bundled data."""
    try:
        datapacks = paths.datapacks_dir() if use_datapacks else None
    except OSError:  # no user data folder: no data packs either
        datapacks = None
    if datapacks is not None and not (datapacks / game_id).is_dir():
        datapacks = None  # same cache entry as the bundled data
    entry = _load(game_id, datapacks)
    return entry if is_source_language() else replace(entry, meta=shown_meta(entry.meta))


def clear_cache() -> None:
    _load.cache_clear()
