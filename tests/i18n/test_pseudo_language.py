"""Every word a player reads goes through the catalogs (issue 34): random games of every game,
count and variant in the pseudo-language, where a text with plain letters outside the markers
skipped them. The allowance per game only goes down (tests/data/pseudo_allowance.json); the
goal, and the state at the end of issue 34, is 0."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.model.registry import GAME_IDS

from .pseudo_scan import leftover, scan

ALLOWANCE = Path(__file__).resolve().parents[1] / "data" / "pseudo_allowance.json"


def test_leftover_reads_markers_names_and_seat_tokens():
    assert leftover("⟦Táké ⟦3 fíšh~~⟧~~⟧") == []
    assert leftover("{seat1} ⟦táké~⟧ 3") == []
    assert leftover("Anna ⟦šówš~⟧ Cherry") == ["Cherry"]
    assert leftover("Take 3 fish") == ["Take", "fish"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_more_words_skip_the_catalogs(game_id):
    allowed = json.loads(ALLOWANCE.read_text())[game_id]
    findings = scan(game_id)
    sample = "\n".join(f"{f.kind}: {f.text!r}" for f in findings[:15])
    assert len(findings) <= allowed, f"{len(findings)} texts skipped the catalogs:\n{sample}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_more_window_words_skip_the_catalogs(qapp, game_id):
    """The window late in a game: painted table texts, widgets' texts, tooltips, accessible
    names, menus and the log (tests/i18n/window_scan.py)."""
    from .window_scan import scan_window

    allowed = json.loads(ALLOWANCE.read_text())["window"][game_id]
    found = scan_window(game_id)
    sample = "\n".join(f"{kind}: {text[:100]!r}" for kind, text, _words in found[:15])
    assert len(found) <= allowed, f"{len(found)} window texts skipped the catalogs:\n{sample}"
