"""Behaviour hashes: pin what every engine does, so a refactoring can prove it changed nothing.

``python -m tests.conformance.behaviour_hashes [--record] [GAME_ID ...]`` plays seeded random
playouts of every game, player count, variant (each alone) and option value, and hashes along
the way every decision, every legal action's notation, words and place, every event's text and
seat, a view now and then, and at the end every seat's view and the outcome. ``--record`` writes
the hashes to tests/data/behaviour_hashes.json; without it the script prints the cases that
differ. Re-record only after a deliberate change of behaviour (a rules fix, new words), from the
commit that made it, never to make a refactoring pass.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

from tabletop.core import CHANCE, GameConfig, TableView
from tabletop.model.registry import GAME_IDS, load_game

HASHES = Path(__file__).resolve().parents[1] / "data" / "behaviour_hashes.json"
SEEDS = ("a", "b", "c")
VIEW_EVERY = 5  # a view of the seat to act every this many decisions (all of them: too slow)


def cases(game_id: str) -> Iterator[tuple[str, GameConfig, str]]:
    """(case name, config, seed): every count plain, every variant alone, every option value."""
    meta = load_game(game_id, use_datapacks=False).meta
    for players in meta.player_counts:
        for seed in SEEDS:
            yield f"{players}p/{seed}", GameConfig(players=players), seed
    for variant in meta.variants:
        counts = variant.player_counts or meta.player_counts
        for players in sorted({min(counts), max(counts)}):
            yield f"{players}p+{variant.id}", GameConfig(players, (variant.id,)), variant.id
    for option in meta.options:
        variants = (option.variant,) if option.variant else ()
        for value, _words in option.values[1:]:
            players = meta.max_players
            config = GameConfig(players, variants, ((option.id, value),))
            yield f"{players}p:{option.id}={value}", config, value


class _View:
    """A view printed with the fields it had when the hashes were recorded (its phase, a part of
    its status, is pinned by test_phase_data: a field added to TableView must not change every
    hash)."""

    def __init__(self, view: TableView) -> None:
        self.view = view

    def __repr__(self) -> str:
        v = self.view
        return (f"TableView(viewer={v.viewer!r}, zones={v.zones!r}, pieces={v.pieces!r}, "
                f"players={v.players!r}, status={v.status!r})")


def playout_hash(game_id: str, config: GameConfig, seed: str) -> str:
    rules = load_game(game_id, use_datapacks=False).rules
    rng = random.Random(f"behaviour:{game_id}:{config}:{seed}")
    digest = hashlib.sha256()

    def put(*parts: object) -> None:
        digest.update(repr(parts).encode())
        digest.update(b"\n")

    state = rules.setup(config)
    for count in range(200_000):
        decision = rules.decision(state)
        if decision is None:
            break
        put("decision", decision)
        actions = rules.legal_actions(state)
        for action in actions:
            put("action", rules.action_text(action), rules.action_place(action))
            if decision.seat != CHANCE:
                put("words", rules.describe(state, action))
        if decision.seat != CHANCE and count % VIEW_EVERY == 0:
            put("view", _View(rules.view(state, decision.seat)))
            put("private", sorted(rules.private_ids(state, decision.seat)))
        action = actions[rng.randrange(len(actions))]
        step = rules.apply(state, action)
        put("chosen", rules.action_text(action), step.commit)
        for event in step.events:
            put("event", event.text, event.seat, event.ids, event.headline)
        state = step.state
    else:
        raise AssertionError(f"{game_id} {config} did not end")
    for viewer in (None, *range(config.players)):
        put("final view", _View(rules.view(state, viewer)))
    put("outcome", rules.outcome(state))
    return digest.hexdigest()[:16]


def game_hashes(game_id: str) -> dict[str, str]:
    return {name: playout_hash(game_id, config, seed) for name, config, seed in cases(game_id)}


def main(argv: list[str]) -> int:
    record = "--record" in argv
    games = [a for a in argv if not a.startswith("--")] or list(GAME_IDS)
    stored = json.loads(HASHES.read_text()) if HASHES.exists() else {}
    differ = 0
    for game_id in games:
        hashes = game_hashes(game_id)
        if record:
            stored[game_id] = hashes
            print(f"recorded {game_id}: {len(hashes)} playouts")
            continue
        for name, value in hashes.items():
            if stored.get(game_id, {}).get(name) != value:
                differ += 1
                print(f"DIFFERS {game_id} {name}")
        print(f"checked {game_id}: {len(hashes)} playouts")
    if record:
        HASHES.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
