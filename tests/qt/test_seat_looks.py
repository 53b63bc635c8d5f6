"""Seat identity from one source: every owned piece is drawn in its seat's colour and shape."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from tabletop.core import GameConfig, Piece
from tabletop.model import paths
from tabletop.model.layout import Style
from tabletop.model.registry import load_game
from tabletop.model.seats import SEAT_COLORS, color_by_id
from tabletop.model.session import GameSession, Seat
from tabletop.qt.items import PieceItem
from tabletop.qt.looks import DEFAULT_STYLES, resolve_look

GAMES = {"harvest_island": 4, "madeira": 4, "nusfjord": 5, "orchard_ocean": 4, "saltfjord": 4}
# colours in an order New Game would not give by default: seat 0 is not blue
SHUFFLED = ("vermillion", "sky", "green", "purple", "orange")
SEAT_STYLE_KEY = re.compile(r"^(seat|die|player|owner)[-_ ]?\d+$")  # prod-N: a product kind


def owned_view(view):
    """The view with an owner on every piece of a seat's zone, and on a few shared pieces.

    Until every game's view sets ``Piece.owner`` itself, this stands in for it (pieces the
    view already gives an owner keep theirs).
    """
    zones = {z.id: z for z in view.zones}
    players = len(view.players) or 1
    pieces = []
    for i, p in enumerate(view.pieces):
        owner = p.owner
        if owner is None:
            zone = zones.get(p.zone)
            owner = zone.owner if zone is not None and zone.owner is not None else None
        if owner is None and i % 3 == 0:
            owner = i % players
        pieces.append(dataclasses.replace(p, owner=owner))
    return dataclasses.replace(view, pieces=tuple(pieces))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_owned_piece_carries_its_seats_colour(game_id, qtbot):
    from tabletop.qt.main_window import MainWindow

    players = GAMES[game_id]
    rules = load_game(game_id).rules
    seats = [Seat(f"P{i}", "random", SHUFFLED[i]) for i in range(players)]
    session = GameSession.new(rules, GameConfig(players), "11", seats)
    for _ in range(25):
        if session.is_over:
            break
        session.apply(session.bot_action())
    # humans now: the table shows the seat to act's view and targets
    session.seats = tuple(dataclasses.replace(s, kind="human") for s in session.seats)
    win = MainWindow(bot_delay_ms=0, dialogs=False, autosave_games=False, screenshot_mode=True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.open_session(session, game_id)
    c = win.controller
    view = owned_view(c.view())
    win.page.table.sync(view, {}, c.describe)
    colors = [color_by_id(SHUFFLED[i], i) for i in range(players)]
    owned = [p for p in view.pieces if p.owner is not None]
    assert owned, "the stand-in gave no piece an owner"
    checked = 0
    for scene in win.page.table.scenes:
        for pid, item in scene.pieces.items():
            assert isinstance(item, PieceItem)
            piece = item.piece
            if piece.owner is None:
                assert item.seat_color == "", pid
                continue
            color = colors[piece.owner]
            assert item.seat_color == color.hex, (pid, piece.owner)
            if piece.kind not in ("card", "tile"):  # cards and tiles get a frame instead
                assert item.style.fill == color.hex, pid
            if piece.kind in ("token", "marker", "ship"):
                assert item.style.shape == color.shape, pid
            checked += 1
    assert checked > 0
    image = win.grab()  # paints every kind of owned piece once
    assert not image.isNull()
    win.close_game()


def test_an_owned_piece_without_style_gets_its_kinds_default_in_the_seat_colour():
    seats = list(SEAT_COLORS[:3])
    worker = Piece("w", "z", "worker", owner=2)
    look = resolve_look(worker, None, seats)
    assert look.style.fill == seats[2].hex and look.seat_mark == "badge"
    assert look.seat_shape == seats[2].shape
    token = resolve_look(Piece("t", "z", "token", owner=1), Style(fill="#123456"), seats)
    assert token.style.fill == seats[1].hex and token.style.shape == seats[1].shape
    card = resolve_look(Piece("c", "z", "card", owner=0), None, seats)
    assert card.style == DEFAULT_STYLES["card"] and card.seat_mark == "frame"
    loose = resolve_look(Piece("d", "z", "die"), None, seats)
    assert loose.seat_color == "" and loose.style == DEFAULT_STYLES["die"]
    stranger = resolve_look(Piece("x", "z", "token", owner=7), None, seats)
    assert stranger.seat_color == ""  # an owner beyond the seats played: drawn as unowned


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_layout_style_is_keyed_by_a_seat(game_id):
    path = paths.resources_dir() / "games" / game_id / "layout.json"
    styles = json.loads(path.read_text(encoding="utf-8")).get("styles", {})
    keyed = sorted(k for k in styles if SEAT_STYLE_KEY.match(k))
    assert not keyed, f"{game_id}: styles keyed by a seat: {keyed}"
