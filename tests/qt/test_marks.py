"""Targets, picked items and the reference panel: marks no art shares; the picked item read."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tabletop.model import paths
from tabletop.qt import theme

from . import fake_game
from .conftest import new_session

GAMES = ("harvest_island", "madeira", "nusfjord", "orchard_ocean", "saltfjord")


def style_colours() -> set[str]:
    found: set[str] = set()
    for game in GAMES:
        layout = paths.resources_dir() / "games" / game / "layout.json"
        for style in json.loads(layout.read_text(encoding="utf-8")).get("styles", {}).values():
            found |= {str(style.get(k, "")).lower() for k in ("fill", "stroke")}
    return found


def test_the_target_mark_is_no_colour_of_any_games_art():
    # issue 17: targets glowed #ffc400, the amber of crown requests, grain and pineapples
    art = style_colours()
    assert "#ffc400" not in {theme.TARGET_DARK.name(), theme.TARGET_LIGHT.name()}
    assert theme.TARGET_DARK.name() not in art
    assert theme.SELECTED.name() not in art
    assert theme.SELECTED != theme.TARGET_DARK


def start(window, **kw):
    session = new_session(2, **kw)
    window.open_session(session, fake_game.GAME_ID)
    window.controller.confirm_handoff()
    return session


def test_targets_pulse_only_while_animations_are_on(window, qtbot):
    start(window)
    scenes = [s for s in window.page.table.scenes if s.target_items()]
    assert scenes and all(not s._pulser.isActive() and s.pulse == 0.0 for s in scenes)
    window.page.table.animation_ms = 200
    window.page.refresh()
    assert all(s._pulser.isActive() for s in scenes)
    qtbot.wait(250)
    assert any(s.pulse > 0.0 for s in scenes)
    window.page.table.animation_ms = 0
    window.page.refresh()
    assert all(not s._pulser.isActive() and s.pulse == 0.0 for s in scenes)


def test_the_reference_shows_the_picked_card_when_nothing_is_hovered(window, qtbot, monkeypatch):
    session = start(window)
    card = session.state.hands[0][1]
    c = window.controller
    plain = type(c).view

    def picked(self):
        view = plain(self)
        pieces = tuple(dataclasses.replace(p, selected=p.id == card) for p in view.pieces)
        return dataclasses.replace(view, pieces=pieces)

    monkeypatch.setattr(type(c), "view", picked)
    window.page.refresh()
    scene = window.page.table.scene_of(card)
    item = scene.item(card)
    assert item.selected_here
    assert window.page.reference.text == item.reference_text()
    other = scene.item(session.state.hands[0][0])
    scene.hover(other.reference_text())
    assert window.page.reference.text == other.reference_text()  # the hovered one wins
    scene.unhover()
    assert window.page.reference.text == item.reference_text()
    image = window.grab()  # the tick and frame paint
    assert not image.isNull()


@pytest.mark.parametrize("game_id", ["saltfjord", "harvest_island"])
def test_the_reference_never_names_a_place_by_its_id(window, game_id) -> None:
    """A place without a title (a village square) is headed by its description ("row 3,
    column 3"), never by its id ("cell:0:3,3")."""
    from tabletop.core import GameConfig
    from tabletop.model.registry import load_game
    from tabletop.model.session import GameSession, Seat
    from tabletop.qt.items import ZoneItem

    rules = load_game(game_id).rules
    session = GameSession.new(rules, GameConfig(players=2), "ref",
                              [Seat("Anna", "human", "blue"), Seat("Ben", "human", "orange")])
    window.open_session(session, game_id)
    checked = 0
    for scene in window.page.table.scenes:
        for item in scene.items():
            if isinstance(item, ZoneItem) and item.zone is not None:
                zone_id, text = item.zone.id, item.reference_text()
                if ":" in zone_id or "_" in zone_id:  # an engine id, not a word
                    assert zone_id not in text, (zone_id, text)
                    checked += 1
    assert checked > 0
