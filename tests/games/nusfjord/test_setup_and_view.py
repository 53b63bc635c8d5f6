"""Setup by player count (rulebook pp. 4-5, Setup) and what each seat sees."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, InvalidActionError

from .helpers import rules, start, texts


@pytest.mark.parametrize(("players", "plates", "ships", "elders", "spaces"), [
    (1, 1, 3, 7, 13),  # solo: prepared as 2 players, plus the 4-player Imitation side
    (2, 1, 3, 7, 12),
    (3, 2, 4, 9, 11),
    (4, 3, 5, 12, 12),
    (5, 4, 6, 18, 14),
])
def test_setup_by_player_count(players, plates, ships, elders, spaces) -> None:
    s = start(players)
    # setup step 3: (players - 1) fish on the smallest plates; "4 players: 3 fish"
    assert sum(s.plates) == plates and s.plates[:plates] == (1,) * plates
    # step 5: one more ship of each type than players, at most 6 schooners, plus the 7th
    assert s.ship_supply == (ships, ships, min(ships, 6), 1)
    on_board = sum(len(st) for st in s.stacks)  # 5p: the six face-down #13-18 included
    assert on_board == elders
    assert len(s.spaces) == spaces
    assert len(s.disp_a) == 9 and len(s.disp_b) == 6
    if players <= 2:  # the rest of A and B leave the game
        assert s.deck_a == () and s.deck_b == ()
    else:
        assert len(s.deck_a) == 9 and len(s.deck_b) == 6
    assert len(s.deck_c) == 14
    for p in s.players:
        # 2 issued + 3 unissued shares, 4 forests (two stacked), the catboat, no elders
        assert p.unissued == 3 and p.held[s.players.index(p)] == 2
        assert sum(p.forests) == 4 and max(p.forests) == 2
        assert p.ships == () and p.elders == ()


def test_elder_stacks_builder_on_contractor_and_5p_face_down_bottoms() -> None:
    s = start(4)
    assert s.stacks[0] == ("contractor", "builder")  # "the Builder (#7) on top of the Contractor (#1)"
    assert s.stacks[5] == ("harbor_master", "pisciculturist")
    assert "take elder:contractor" not in texts_after_take_elder(s)
    s5 = start(5)
    assert all(st[0] == "?" for st in s5.stacks) and len(s5.hidden_elders) == 6


def texts_after_take_elder(s):
    from .helpers import play

    s = play(s, "place space:take_elder")
    return texts(s)


def test_variants_promo_pile_and_boydell_elders() -> None:
    s = start(4, variants=("promo_elders", "boydell_elders"))
    assert s.forgotten_top and len(s.forgotten_pool) == 3
    assert s.stacks[5][-1] == "tour_guide"  # in place of the Pisciculturist
    # placed at the bottom of a (chance-chosen) stack: both went under stack 1 here
    assert s.stacks[0][:2] == ("investor", "designer")
    assert s.rafts == 4


def test_removed_cards_option_for_the_campaign() -> None:
    s = start(1, options=(("removed_cards", "101,102,141"),))
    assert not {"101", "102"} & set(s.disp_a) and "141" not in s.deck_c


def test_hand_is_hidden_from_others_and_spectators() -> None:
    r = rules()
    s = start(3)
    from dataclasses import replace

    from .helpers import set_player

    s = set_player(s, 1, hand=("148", "151"))
    s = replace(s, round=4)
    mine = r.view(s, 1)
    assert {"card:nf:148", "card:nf:151"} <= mine.ids()
    for viewer in (None, 0, 2):
        v = r.view(s, viewer)
        assert not r.private_ids(s, 1) & v.ids()
        assert v.zone("hand:1").count == 2


def test_round_one_first_player_is_chance_and_setup_is_deterministic() -> None:
    r = rules()
    a = r.setup(GameConfig(players=3))
    b = r.setup(GameConfig(players=3))
    assert a == b
    s = start(3, prefer=["chance: first seat:2"])
    assert s.first == 2 and s.tasks[-1] == ("turn", 2, 0)


@pytest.mark.parametrize(("players", "variants"), [
    (1, ()), (1, ("advanced_solo",)), (2, ()), (3, ()), (4, ()), (5, ()), (4, ("promo_elders",))])
def test_view_emits_only_the_zones_used_at_this_player_count(players, variants) -> None:
    # the UI hides layout zones the view does not emit, so unused spaces must not be emitted
    r = rules()
    s = start(players, variants=variants)
    ids = {z.id for z in r.view(s, 0).zones}
    spaces = {f"space:{sd.id}" for sd in r.base_tables.spaces_for(players, s.mode)}
    assert {z for z in ids if z.startswith("space:")} == spaces
    if players >= 3:  # 3-5 players side: no second Build a Building space (p. 11, Build a Building)
        assert "space:build_building_2" not in ids
    copies = {"space:copy_any", "space:copy_left", "space:copy_middle", "space:copy_right"} & ids
    if players in (2, 3):  # the Imitation tile is used in 4-5 players and solo only (p. 14)
        assert not copies
    promo = "promo_elders" in variants
    assert ("forgotten" in ids) == promo and ("rafts" in ids) == promo
    # 1-2 players: the rest of A and B is out of the game (Setup step 9, pp. 4-5)
    assert ("deck:a" in ids) == ("deck:b" in ids) == (players >= 3)
    # solo: no C hand (the solo Turn Order tile places C buildings in the display)
    assert ("hand:0" in ids) == (players > 1)
    assert not any(z.startswith(("cell:", "track:")) and int(z.split(":")[1]) >= players for z in ids)


def test_texts_name_seats_with_seat_refs() -> None:
    # engine texts say {seatN}; the UI puts the player's name there (tabletop/core/text.py)
    import re

    r = rules()
    s = start(3, prefer=["chance: first seat:1"])
    v = r.view(s, 0)
    assert "{seat1}" in v.status
    words = [v.status, *(z.title for z in v.zones), *(z.detail for z in v.zones),
             *(p.detail for p in v.pieces)]
    assert not [w for w in words if re.search(r"\b(seat|player) \d", w, re.I)]
    shares = [p.detail for p in v.pieces if p.id.startswith("share:")]
    assert "issued share of {seat2}: +1 VP" in shares
    first = r.setup(GameConfig(players=3))
    while not r.decision(first).stage == "first":
        first = r.apply(first, r.legal_actions(first)[0]).state
    assert r.describe(first, r.parse_action("chance: first seat:2")) == "{seat2} is First Player"
    step = r.apply(s, r.parse_action("pass"))
    assert any(e.text == "{seat1} passes" for e in step.events)
    solo = r.view(start(1), 0)
    assert "red workers" in solo.status


@pytest.mark.parametrize("text", ["pass 1 2 3", "done now", "build card:nf:101 guests:1:0 more",
                                  "chance: stack elder:sailor stack:0 stack:1"])
def test_extra_words_are_refused(text) -> None:
    """As in every game, an action's text with more words than its verb takes is not an action
    (``pass 1 2 3`` was read as ``pass``); the longest forms still parse."""
    r = rules()
    with pytest.raises(InvalidActionError):
        r.parse_action(text)
    for longest in ("pass", "trade card:nf:101 wood ship:0:1", "ship ships:sloop goods guests:1:0",
                    "serve plate:3 guest", "chance: stack elder:sailor stack:0"):
        assert r.parse_action(longest).text() == longest
