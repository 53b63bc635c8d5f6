"""The table at a glance in German and Japanese too (issue 34, item 5): late in seed 1's random
game at each game's largest count, at 1280x800, every target is on screen, the boards keep
most of the window, and no painted name is cut with "…" (German words are long; Japanese
breaks between letters)."""

from __future__ import annotations

import pytest

from tabletop.model import language
from tabletop.model.registry import GAME_IDS

from .fit_scan import cut_texts


@pytest.fixture(params=["de", "ja"])
def speaking(request, qapp):
    language.use_language(request.param)
    yield request.param
    language.use_language("en")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_table_fits_and_every_name_is_whole(speaking, game_id):
    from tabletop.qt.table_audit import audit_game

    total, cut = cut_texts(game_id, (1280, 800))
    assert total > 50 and cut == [], f"{speaking}: {len(cut)} of {total} texts cut: {cut[:10]}"
    moments = audit_game(game_id, (1280, 800), seed="1", moments=(0.6,))
    for _ply, figures in moments:
        assert figures.in_view == figures.targets, figures
        assert figures.board_pct >= 60.0, figures
