"""Issue 17: the table in players' words: clicks on places, picked things marked, seat
ownership, card faces that show what the printed card shows, layout styles."""

from __future__ import annotations

import json
import re

from tabletop.games.harvest_island.state import HARVEST
from tabletop.model.paths import resources_dir

HAND = ("lemon:01", "lemon:02", "cherry:01", "fert:01")


def _places(hi, state):
    r = hi.rules
    return {a.text(): r.action_place(a) for a in r.legal_actions(state)}


def test_every_basic_action_is_a_click_on_its_place(hi):
    s = hi.state(hands={0: HAND}, fields={0: (("banana:01",), (), ())}, supply=("peach:05",))
    places = _places(hi, s)
    assert places["play card:hi:lemon:01"] == "card:hi:lemon:01"  # the card in hand
    assert places["fertilize field:0:mountain"] == "card:hi:fert:01"  # the Fertilizer in hand
    assert places["harvest field:0:mountain"] == "field:0:mountain"
    s = hi.play(s, "play card:hi:lemon:01")
    places = _places(hi, s)
    assert places["release storage"] == "storage"  # the Storage Area
    assert places["sow field:0:hill"] == "field:0:hill"
    assert places["back"] == "card:hi:lemon:01"  # the lifted card: put it back
    s = hi.play(s, "release storage", "play card:hi:lemon:02", "release storage")
    places = _places(hi, s)
    assert places == {"draw deck": "deck:summer",  # the left-most deck with cards
                      "draw supply card:hi:peach:05": "card:hi:peach:05",
                      "draw fertilizer": "fertilizer"}  # the Fertilizing Area
    view_ids = hi.rules.view(s, 0).ids()
    assert set(places.values()) <= view_ids


def test_choices_without_a_place_stay_buttons(hi):
    s = hi.state(hands={0: HAND, 1: HAND}, decks=((), (), (), ()), ending=True)
    s = hi.play(s, "play card:hi:lemon:01", "release storage",
                "play card:hi:lemon:02", "release storage")
    assert _places(hi, s) == {"draw fertilizer": "fertilizer", "end": None}
    s = hi.state(hands={0: HAND}, fields={0: (("banana:01",), ("pear:01",), ())})
    s = hi.play(s, "harvest field:0:mountain")
    assert _places(hi, s)["done"] is None


def test_picked_fields_and_the_lifted_card_are_marked(hi):
    s = hi.state(hands={0: HAND}, fields={0: (("banana:01",), ("pear:01",), ())})
    h = hi.play(s, "harvest field:0:mountain")
    assert h.turn.stage == HARVEST
    view = hi.rules.view(h, 0)
    assert view.zone("field:0:mountain").selected and not view.zone("field:0:hill").selected
    lifted = hi.play(s, "play card:hi:cherry:01")
    for viewer in (0, 1):
        card = next(p for p in hi.rules.view(lifted, viewer).pieces if p.id == "card:hi:cherry:01")
        assert card.zone == "chosen:0" and card.selected
    assert hi.rules.view(lifted, 1).zone("hand:0").count == 3


def test_every_seat_owned_piece_has_its_owner(hi):
    s = hi.state(players=3, hands={0: HAND}, owner={"banana": 0, "pear": 2})
    view = hi.rules.view(s, 0)
    for piece in view.pieces:
        if piece.id.startswith("token:animal:"):
            seat = int(piece.zone.split(":")[1]) if piece.zone.startswith("animals:") else None
            assert piece.owner == seat, piece.id
        else:  # cards, harvest tokens and printed counts belong to nobody
            assert piece.owner is None, piece.id
    assert {p.id for p in view.pieces if p.owner == 2} == {"token:animal:pear"}


def test_cards_show_fruit_value_seasons_and_limit(hi):
    view = hi.rules.view(hi.state(hands={0: ("banana:01", "fert:01")}), 0)
    banana = view.pieces_in("hand:0")[0]
    assert banana.label == "Banana Sp Su · limit 4" and banana.value == "3"
    assert banana.detail == "Banana · 3 points · seasons Spring, Summer · field limit 4"
    raspberry = hi.rules.faces.card(hi.c("raspberry:01"), "supply", 0)
    assert raspberry.detail.startswith("Raspberry · 1 point · ")


def test_layout_styles_carry_no_seat_colour_and_goods_have_icons():
    layout = json.loads((resources_dir() / "games" / "harvest_island" / "layout.json").read_text())
    styles = layout["styles"]
    assert not [k for k in styles if re.fullmatch(r"(seat|die|player)\d+", k)]
    animals = [k for k in styles if k.startswith("animal-")]
    assert len(animals) == 12 and all(styles[k]["icon"] == "animal" for k in animals)
    seasons = [z["id"] for z in layout["boards"][0]["zones"]][-4:]
    assert seasons == ["season:spring", "season:summer", "season:autumn", "season:winter"]


def test_the_panel_lists_the_important_counts_first_and_no_points_resource(hi):
    s = hi.state(hands={0: HAND})
    mine, theirs = hi.rules.view(s, 0).players
    assert [n for n, _ in mine.resources][:2] == ["Harvested cards", "Harvested points"]
    assert [n for n, _ in theirs.resources][0] == "Harvested cards"
    assert "Harvested points" not in dict(theirs.resources)
    assert not [n for n, _ in mine.resources if n in ("VP", "Score", "Points")]


def test_a_score_with_face_down_points_left_out_says_so():
    """Issue 35: Anna read 20 points for herself, Ben 16 for her, with no mark that her
    harvested cards were left out of his figure."""
    from tabletop.core import GameConfig
    from tabletop.model.playout import play_session
    from tabletop.model.registry import load_game

    rules = load_game("harvest_island", use_datapacks=False).rules
    session = play_session(rules, GameConfig(players=2), "1")
    for index in range(session.ply):
        state = session.state_before(index)
        if state.players[0].scored and not rules.outcome(state):
            break
    else:
        raise AssertionError("nobody harvested")
    own = rules.view(state, 0).players[0]
    seen = rules.view(state, 1).players[0]
    assert own.score_note == "" and seen.score_note == "+ hidden"
    assert seen.score < own.score


def test_the_recap_marks_a_change_in_points_that_leaves_hidden_cards_out():
    from tabletop.core import GameConfig
    from tabletop.model.playout import play_session
    from tabletop.model.recap import recap
    from tabletop.model.registry import load_game

    rules = load_game("harvest_island", use_datapacks=False).rules
    whole = play_session(rules, GameConfig(players=2), "1")
    for cut in range(40, whole.ply, 10):
        session = play_session(rules, GameConfig(players=2), "1", max_plies=cut)
        viewer = session.seat_to_act()
        if viewer is None or session.last_turn_of(viewer) == 0:
            continue
        notes = {p.score_note for p in recap(session, viewer) if p.seat == 1 - viewer}
        if "+ hidden" in notes:
            return
    raise AssertionError("no recap said that the other's points leave hidden cards out")
