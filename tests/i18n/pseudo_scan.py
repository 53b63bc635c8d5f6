"""Find the words that skipped the catalogs: play random games in the pseudo-language.

``python -m tests.i18n.pseudo_scan [GAME_ID ...] [--all]`` plays a seeded random game of every
player count and variant of each game with ``LANGUAGE=x-pseudo`` in force, where every message
that went through a catalog comes back as ``⟦stretched~~~⟧``. It reads what a player would:
the game's title, variants and options, every prompt, the words of legal actions, every
event, the table view's zone, piece and panel texts, the log and the recap lines, the score
sheet; a text with letters outside the markers (player names and ``{seatN}`` tokens aside)
did not go through the catalogs. It prints each finding once per kind of text (``--all``:
every text) and exits 1 when there is any.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass

from tabletop.core import CHANCE, GameConfig
from tabletop.core.i18n import game_text
from tabletop.model import language
from tabletop.model.log_text import ply_text
from tabletop.model.recap import recap
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.session import GameSession, Seat
from tests.conformance.behaviour_hashes import cases

NAMES = ("Anna", "Ben", "Chloé", "Dev", "Emil")
_MARKED = re.compile(f"{language.OPEN}[^{language.OPEN}{language.CLOSE}]*{language.CLOSE}")
_SEAT = re.compile(r"\{seat\d+\}")
_UNCLOSED = re.compile(f"{language.OPEN}[^{language.CLOSE}]*$")
_WORD = re.compile(r"[^\W\d_]{2,}")  # two or more letters together: a word, not "x" or "p"
MAX_DESCRIBED = 25  # legal actions worded per decision (all of them: slow in Nusfjord)


def leftover(text: str) -> list[str]:
    """The words of ``text`` that are not inside markers, a seat token or a player's name."""
    rest = text
    while True:  # markers nest ("⟦Take ⟦3 fish⟧⟧"): take the innermost first
        inner = _MARKED.sub(" ", rest)
        if inner == rest:
            break
        rest = inner
    rest = _UNCLOSED.sub(" ", rest)  # a marked message cut short ("Next board (F6)" -> "Next board")
    rest = _SEAT.sub(" ", rest)
    for name in NAMES:
        rest = rest.replace(name, " ")
    return _WORD.findall(rest)


@dataclass(frozen=True)
class Finding:
    game: str
    kind: str  # what sort of text: "prompt", "event", "zone title", ...
    text: str
    words: tuple[str, ...]


def _configs(game_id: str) -> list[GameConfig]:
    """Every count, every variant alone and every option value: the behaviour hashes' cases."""
    return list(dict.fromkeys(config for _name, config, _seed in cases(game_id)))


def _meta_texts(game_id: str) -> Iterator[tuple[str, str]]:
    """The game's META words as the app shows them (``core.i18n.game_text``)."""
    meta = load_game(game_id, use_datapacks=False).meta
    texts = [("title", meta.title), ("summary", meta.summary)]
    for variant in meta.variants:
        texts += [("variant", variant.title), ("variant", variant.description)]
    for option in meta.options:
        texts += [("option", option.title), ("option", option.description)]
        texts += [("option value", words) for _value, words in option.values]
    for kind, text in texts:
        yield kind, game_text(game_id, text)


def _view_texts(view) -> Iterator[tuple[str, str]]:
    yield "status", view.status
    for zone in view.zones:
        yield "zone title", zone.title
        yield "zone note", zone.note
        yield "zone detail", zone.detail
    for piece in view.pieces:
        yield "piece label", piece.label
        yield "piece detail", piece.detail
        yield "piece value", piece.value
        yield "piece note", piece.note
    for panel in view.players:
        for name, value in panel.resources:
            yield "resource", name
            yield "resource value", value
        yield "score note", panel.score_note


def _game_texts(game_id: str, config: GameConfig, seed: str) -> Iterator[tuple[str, str]]:
    entry = load_game(game_id, use_datapacks=False)
    rules = entry.rules
    seats = [Seat(NAMES[i]) for i in range(config.players)]
    session = GameSession.new(rules, config, seed, seats)
    rng = random.Random(f"pseudo:{game_id}:{config}:{seed}")
    for count in range(100_000):
        decision = session.decision
        if decision is None:
            break
        yield "prompt", decision.prompt
        actions = list(session.legal_actions())
        if decision.seat != CHANCE:
            for action in actions[:MAX_DESCRIBED]:
                yield "action words", rules.describe(session.state, action)
            if count % 7 == 0:
                yield from _view_texts(session.view(decision.seat))
                for seat_recap in recap(session, decision.seat):
                    for line in seat_recap.lines:
                        yield "recap", line
                    yield "recap note", seat_recap.score_note
        start = session.ply
        for ply in session.apply(actions[rng.randrange(len(actions))]):
            for event in ply.events:
                yield "event", event.text
        for index in range(start, session.ply):
            yield "log", ply_text(session, index, session.plies[index], None)
    else:
        raise AssertionError(f"{game_id} {config} did not end")
    for viewer in (None, *range(config.players)):
        yield from _view_texts(session.view(viewer))
    outcome = session.outcome()
    if outcome is not None:
        yield "outcome", outcome.summary
        for sheet in outcome.sheets:
            for term in sheet.terms:
                yield "score term", term.name


def scan(game_id: str, seed: str = "a") -> list[Finding]:
    """Every text of one random game per count and variant that skipped the catalogs."""
    previous = language.use_language(language.PSEUDO)
    try:
        found: list[Finding] = []
        texts = list(_meta_texts(game_id))
        for config in _configs(game_id):
            texts.extend(_game_texts(game_id, config, seed))
        seen: set[str] = set()
        for kind, text in texts:
            if not text or text in seen:
                continue
            seen.add(text)
            words = leftover(text)
            if words:
                found.append(Finding(game_id, kind, text, tuple(words)))
        return found
    finally:
        language.use_language(previous if previous != language.PSEUDO else "en")


def _shape(text: str) -> str:
    """A finding's text with its numbers and markers blurred: one line per kind of message."""
    return re.sub(r"\d+", "#", _MARKED.sub("…", text))


def main(argv: list[str]) -> int:
    every = "--all" in argv
    games = [a for a in argv if not a.startswith("--")] or list(GAME_IDS)
    total = 0
    for game_id in games:
        findings = scan(game_id)
        total += len(findings)
        shown: set[tuple[str, str]] = set()
        for finding in findings:
            key = (finding.kind, _shape(finding.text))
            if every or key not in shown:
                shown.add(key)
                print(f"{game_id} {finding.kind}: {finding.text!r} -> {' '.join(finding.words)}")
        print(f"{game_id}: {len(findings)} texts skipped the catalogs ({len(shown)} kinds)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
