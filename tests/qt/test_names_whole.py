"""Issue 30 item 1: names whole. A name wraps onto up to three lines and shrinks towards 9 px
before it is ever cut; a word too long for its place is broken with a hyphen, not cut; a
number shrinks rather than losing a digit."""

from __future__ import annotations

import pytest

from tabletop.qt import text_fit
from tabletop.qt.text_audit import late_session, sample_window_text, summarize

FLOOR, LEAST = 12.0, 9.0  # at one scene unit a pixel


def fit(text: str, w: float, h: float, height: float = 12.0, bold: bool = False):
    return text_fit.fit(text, bold, w, h, height, FLOOR, LEAST, 0.6)


def test_a_name_that_fits_is_one_line_at_the_floor(qapp):
    laid = fit("Hand", 100, 14)
    assert laid == text_fit.Fit(12.0, ("Hand",), False)


def test_a_long_name_wraps_where_its_place_is_tall_enough(qapp):
    laid = fit("Raspberry Sp Su · limit 6", 70, 45)
    assert not laid.elided and len(laid.lines) >= 2 and laid.height >= LEAST
    assert " ".join(laid.lines) == "Raspberry Sp Su · limit 6"


def test_a_name_shrinks_towards_9_px_before_it_is_cut(qapp):
    wide = text_fit.text_width("Build a Building 0/3", 12.0)
    laid = fit("Build a Building 0/3", wide * 0.85, 14)  # one line only
    assert laid.lines == ("Build a Building 0/3",) and LEAST <= laid.height < 12.0


def test_a_word_too_long_for_its_place_is_broken_with_a_hyphen(qapp):
    laid = fit("Urbanisation", text_fit.text_width("Urbanisation", LEAST) * 0.7, 40)
    assert not laid.elided and laid.height == LEAST
    assert laid.lines[0].endswith("-") and "".join(laid.lines).replace("-", "") == "Urbanisation"


def test_only_a_name_that_cannot_fit_at_9_px_is_cut(qapp):
    laid = fit("Copy middle column 0/1", 40, 12)
    assert laid.elided and laid.height == LEAST
    assert laid.lines[0].endswith("0/1")  # the count stays whole


def test_one_bold_word_too_wide_is_drawn_in_regular_letters_rather_than_cut(qapp):
    # German 'Papier' on Saltfjord's storage room: bold at 9 px is a hair too wide, regular fits
    bold, plain = (text_fit.text_width("Papier", LEAST, b) for b in (True, False))
    laid = fit("Papier", (bold + plain) / 2 / text_fit.SLACK, 11, bold=True)
    assert laid.lines == ("Papier",) and not laid.elided and laid.bold is False
    two_words = fit("1 Papier", text_fit.text_width("1 Papier", LEAST, True) * 0.96, 11, bold=True)
    assert two_words.elided and two_words.bold is None  # amounts keep their icons' cue


def test_a_word_breaks_only_where_its_translation_marks_a_soft_hyphen(qapp):
    # German compounds: 'Fisch-stand', never 'Fischs-tand' (the letters' rule alone would)
    word = "Fisch\u00adstand"
    laid = fit(word, text_fit.text_width("Fischstand", LEAST) * 0.8, 40)
    assert laid.lines == ("Fisch-", "stand") and not laid.elided
    plain = fit("Fischstand", text_fit.text_width("Fischstand", LEAST) * 0.8, 40)
    assert plain.lines[0] != "Fisch-"


def test_a_number_keeps_every_digit_and_the_reading_floor(qapp):
    laid = fit("12", 10, 10)  # too narrow for 9 px letters: they spill past the place
    assert laid.lines == ("12",) and not laid.elided and laid.height == LEAST
    assert fit("12", 40, 40).height > LEAST  # with room, larger


# --- the table: at most 2% of its painted texts cut, none on a thing a player can click -----

MOMENTS = {  # plies of seed 1's random game at the largest player count: start, half, 90%
    "harvest_island": (0, 351, 632), "orchard_ocean": (0, 216, 388), "madeira": (0, 181, 326),
    "nusfjord": (0, 120, 216), "saltfjord": (0, 158, 283),
}


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
@pytest.mark.parametrize("game_id", sorted(MOMENTS))
def test_names_are_whole_on_the_table(qapp, game_id, size):
    for plies in MOMENTS[game_id]:
        session, _ = late_session(game_id, None, "1", plies)
        samples = sample_window_text(session, game_id, size)
        report = summarize(samples)
        cut = [s.text for s in samples if s.elided]
        assert report.count > 40, report  # the boards are drawn
        assert report.pct_elided <= 2.0, (plies, cut)
        assert report.elided_on_targets == 0, (plies, [s.text for s in samples
                                                        if s.elided and s.target])
        # a name shrinks to 9 px, never under (small numbers are the table layout's matter)
        assert all(s.em_px >= 9.0 - 1e-6 for s in samples if s.elided), (plies, report)


def test_a_nusfjord_building_card_prints_its_cost_with_icons(qapp):
    from tabletop.core import GameConfig
    from tabletop.model.playout import play_session
    from tabletop.model.registry import load_game
    from tabletop.qt import face_note

    rules = load_game("nusfjord").rules
    session = play_session(rules, GameConfig(players=3), "1", max_plies=10)
    view = rules.view(session.state, None)
    cards = [p for p in view.pieces if p.id.startswith("card:nf:")]
    assert cards and all(p.note == "" or "costs " + p.note in p.detail for p in cards)
    priced = [p for p in cards if p.note]
    assert priced and all(face_note.amounts(p.note) for p in priced)  # every amount an icon
    assert face_note.amounts("2 wood, 1 gold") == [("2", "wood"), ("1", "gold")]
    assert face_note.amounts("2 ducks") == []  # no icon: drawn as words


def test_only_a_text_of_amounts_becomes_icons(qapp):
    from tabletop.qt import face_note

    assert face_note.amounts("10 reals") == [("10", "coin")]
    assert face_note.amounts("2 wood + 1 grain") == [("2", "wood"), ("1", "grain")]
    assert face_note.amounts("bread · 10/7 PP") == []  # other words: drawn as words
    assert face_note.amounts("Field 2") == []
