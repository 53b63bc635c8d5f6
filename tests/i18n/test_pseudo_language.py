"""Every word a player reads goes through the catalogs (issue 34): random games of every game,
count and variant in the pseudo-language, where a text with plain letters outside the markers
skipped them (or was never extracted into its catalog's template). None may."""

from __future__ import annotations

import pytest

from tabletop.model.registry import GAME_IDS

from .pseudo_scan import leftover, scan


def test_leftover_reads_markers_names_and_seat_tokens():
    assert leftover("⟦Táké ⟦3 fíšh~~⟧~~⟧") == []
    assert leftover("⟦Néxt bóárd") == []  # a marked message cut short by the app
    assert leftover("{seat1} ⟦táké~⟧ 3") == []
    assert leftover("Anna ⟦šówš~⟧ Cherry") == ["Cherry"]
    assert leftover("Take 3 fish") == ["Take", "fish"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_more_words_skip_the_catalogs(game_id):
    findings = scan(game_id)
    sample = "\n".join(f"{f.kind}: {f.text!r}" for f in findings[:15])
    assert not findings, f"{len(findings)} texts skipped the catalogs:\n{sample}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_more_window_words_skip_the_catalogs(qapp, game_id):
    """The window late in a game: painted table texts, widgets' texts, tooltips, accessible
    names, menus and the log; New Game, Settings, the end table, the stand-in dialog and the
    welcome page (tests/i18n/window_scan.py)."""
    from .window_scan import scan_window

    found = scan_window(game_id)
    sample = "\n".join(f"{kind}: {text[:100]!r}" for kind, text, _words in found[:15])
    assert not found, f"{len(found)} window texts skipped the catalogs:\n{sample}"
