"""What every game's scenario tests share: the rules loaded once (components and layout
validated, no player's data pack), action texts applied in order, the legal texts, a replaced
player, and chance resolved by preference. Each game's helpers add its own state builders."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from tabletop.core import Action, Rules
from tabletop.model.playout import apply_texts
from tabletop.model.registry import GameEntry, load_game


@cache
def entry(game_id: str) -> GameEntry:
    return load_game(game_id, use_datapacks=False)


def rules(game_id: str) -> Rules:
    return entry(game_id).rules


def play(rules: Rules, state: Any, *texts: str) -> Any:
    """Apply action texts in order (chance outcomes included) and return the state."""
    return apply_texts(rules, state, texts)


def legal_texts(rules: Rules, state: Any) -> list[str]:
    return [a.text() for a in rules.legal_actions(state)]


def first_legal(rules: Rules, state: Any, verb: str | None = None) -> Action:
    for a in rules.legal_actions(state):
        if verb is None or a.verb == verb:
            return a
    raise AssertionError(f"no {verb} action")


def with_player(state: Any, seat: int, **changes: Any) -> Any:
    """A copy of ``state`` whose player ``seat`` has the given fields replaced."""
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def resolve_chance(rules: Rules, state: Any, prefer: tuple[str, ...] | list[str] = ()) -> Any:
    """Resolve chance decisions: preferred outcomes first (each once), else the first listed."""
    prefer = list(prefer)
    while True:
        d = rules.decision(state)
        if d is None or not d.is_chance:
            return state
        options = rules.legal_actions(state)
        pick = next((a for a in options if a.text() in prefer), options[0])
        if pick.text() in prefer:
            prefer.remove(pick.text())
        state = rules.apply(state, pick).state


def table_words(rules: Rules, state: Any, seat: int = 0, pieces: bool = False) -> list[str]:
    """What ``seat`` reads at ``state``: the prompt, the status, every legal action's words,
    the zones' titles and tooltips (and the pieces' tooltips): a language test compares them
    before and after a change of language."""
    view = rules.view(state, seat)
    decision = rules.decision(state)
    words = [decision.prompt if decision else "", view.status]
    words += [rules.describe(state, a) for a in rules.legal_actions(state)]
    words += [z.title for z in view.zones] + [z.detail for z in view.zones]
    if pieces:
        words += [p.detail for p in view.pieces]
    return words
