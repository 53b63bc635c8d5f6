"""Seat identity on the table (issue 17): every seat's piece carries its owner, the layout
fixes no seat colour, picked things are marked, and every action about a place is a click on it."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.core import CHANCE, GameConfig
from tabletop.games.nusfjord.records import FeedElder

from .helpers import play, rules, set_player, start

LAYOUT = Path(__file__).resolve().parents[3] / "resources" / "games" / "nusfjord" / "layout.json"
# piece id prefixes of the things made in a seat's colour (workers, shares) or on its track (ships)
SEAT_PIECES = ("worker:", "share:", "ship:")


def _expected_owner(piece_id: str) -> int:
    # worker:<colour>:k, share:<company>:<holder|board>:k, share:<seat>:unissued:k, ship:<seat>:i
    return int(piece_id.split(":")[1])


def _random_states(players: int, variants=(), seed: int = 3, every: int = 9):
    r = rules()
    rng = random.Random(seed)
    s = r.setup(GameConfig(players=players, variants=tuple(variants)))
    k = 0
    while r.decision(s) is not None:
        if k % every == 0:
            yield s
        s = r.apply(s, rng.choice(list(r.legal_actions(s)))).state
        k += 1
    yield s


@pytest.mark.parametrize(("players", "variants"), [(2, ()), (5, ()), (4, ("besokende",))])
def test_every_seat_piece_has_its_owner(players, variants) -> None:
    r = rules()
    for s in _random_states(players, variants):
        for p in r.view(s, 0).pieces:
            if p.id.startswith(SEAT_PIECES):
                assert p.owner == _expected_owner(p.id), p
                assert not p.style.startswith("seat"), p


def test_solo_workers_show_the_round_colours_not_a_seat() -> None:
    # solo (rulebook p. 16): the player uses the workers of two colours, one colour a round
    r = rules()
    s = start(1)
    s = r.apply(s, r.legal_actions(s)[0]).state  # a worker on the board
    workers = [p for p in r.view(s, 0).pieces if p.kind == "worker"]
    assert workers and all(p.owner is None and p.style.startswith("worker_") for p in workers)
    shares = [p for p in r.view(s, 0).pieces if p.id.startswith("share:")]
    assert shares and all(p.owner == 0 for p in shares)


def test_layout_fixes_no_seat_colour_and_goods_have_icons() -> None:
    styles = json.loads(LAYOUT.read_text())["styles"]
    assert not [k for k in styles if k.startswith(("seat", "die"))]
    for goods in ("fish", "wood", "gold", "guest", "ship"):
        assert styles[goods]["icon"] == goods
    used = {p.style for p in rules().view(start(5), 0).pieces}
    assert used <= set(styles), used - set(styles)


def test_the_building_being_placed_is_marked() -> None:
    s = start(4, prefer=["chance: first seat:0"])
    s = replace(s, disp_a=("103",), disp_b=(), disp_c=())
    s = set_player(s, 0, wood=5)
    s = play(s, "place space:build_building", "build card:nf:103")
    pieces = {p.id: p for p in rules().view(s, 0).pieces}
    assert pieces["card:nf:103"].selected
    assert not [p for p in pieces.values() if p.selected and p.id != "card:nf:103"]
    s = play(s, "put cell:0:1")  # placed: its Immediately effect is the question now
    pieces = {p.id: p for p in rules().view(s, 0).pieces}
    assert pieces["card:nf:103"].selected and pieces["card:nf:103"].zone == "cell:0:1"


def test_fed_elders_are_marked_while_the_player_chooses_the_rest() -> None:
    s = start(4, prefer=["chance: first seat:0"])
    elders = (("sailor", 0, -1), ("builder", 0, -1), ("constructor", 0, -1))
    s = set_player(s, 0, elders=elders)
    s = replace(s, tasks=(FeedElder(seat=0, amount=1, good="fish", fed=("sailor",)),))
    marked = {p.id for p in rules().view(s, 0).pieces if p.selected}
    assert marked == {"elder:sailor"}


@pytest.mark.parametrize(("players", "variants"), [(1, ()), (5, ("promo_elders",)), (4, ("besokende",))])
def test_every_action_about_a_place_is_a_click_on_it(players, variants) -> None:
    """action_place names a zone or piece on the table for every action with a place."""
    r = rules()
    buttons = {"pass", "done", "skip", "choose"}
    for s in _random_states(players, variants, every=3):
        d = r.decision(s)
        if d is None or d.seat == CHANCE:
            continue
        v = r.view(s, d.seat)
        ids = {z.id for z in v.zones} | {p.id for p in v.pieces}
        for a in r.legal_actions(s):
            place = r.action_place(a)
            if a.verb in buttons:
                assert place is None, a.text()
            else:
                assert place in ids, (a.text(), place)
