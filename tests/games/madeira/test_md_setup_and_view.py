"""Set-up, opening, Phase A and the view (madeira.en.md "Preparation", "Setup at the start",
"Phase A"; pirate points are secret)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core import CHANCE


def test_deal_is_chance_and_starting_goods_follow_turn_order(md):
    st = md.setup(4)
    assert md.rules.decision(st).seat == CHANCE
    assert md.texts(st) == ["chance: start s1", "chance: start s2", "chance: start s3", "chance: start s4"]
    st = md.play(st, "chance: start s4", "chance: start s3", "chance: start s2", "chance: start s1")
    st = md.first_until(st, lambda s: s.phase == "open")
    assert st.order == (3, 2, 1, 0)  # the starting tiles' numbers
    assert [st.players[s].reals for s in st.order] == [7, 8, 9, 10]
    p = st.players[0]
    assert (p.goods, p.wood, p.bread, p.mill) == ((1, 1, 1), 1, 4, 3)
    assert st.tower == (2, 2, 2, 2)
    assert all(len(r) == 5 for r in st.row_crowns)
    assert sum(1 for d in st.districts if d) == 12 and all(len(r) == 2 for r in st.rewards)
    assert st.city.count(-2) == 3


def test_player_count_changes_trees_rows_and_tiles(md):
    st2 = md.first_until(md.setup(2), lambda s: s.phase == "open")
    st4 = md.first_until(md.setup(4), lambda s: s.phase == "open")
    assert len(st2.row_crowns) == 2 and all(len(r) == 5 for r in st2.row_crowns)
    assert all(md.tables.crown_min[t] == 2 for r in st2.row_crowns for t in r)
    assert st4.trees[md.field("1c")] == 3 and st2.trees[md.field("1c")] == 2


def test_opening_city_then_two_fields_in_different_areas(md):
    st = md.first_until(md.setup(4), lambda s: s.phase == "open")
    last = st.order[-1]
    assert md.seat(st) == last  # reverse turn order
    assert md.texts(st)[0] == "place city:ps:0"
    st = md.play(st, "place city:ps:0")
    assert "place city:ps:0" not in md.texts(st)
    st = md.first_until(st, lambda s: s.step == 4)
    assert md.seat(st) == last
    st = md.play(st, "place field:1a")
    texts = md.texts(st)
    assert "place field:1b" not in texts  # same area
    assert "place field:2a" in texts and "place field:forest" in texts
    st = md.play(st, "place field:forest")
    assert "place field:forest" not in md.texts(st) and "place field:1a" not in md.texts(st)


def test_phase_a_characters_skip_the_rounds_building_and_dice_form_rows(md):
    st = md.first_until(md.setup(4), lambda s: s.phase == "A")
    texts = md.texts(st)
    assert "chance: character building:fortress" not in texts and len(texts) == 4
    st = md.first_until(st, lambda s: s.step == 1)
    assert len(md.texts(st)) == 27 and md.texts(st)[1] == "chance: roll 1 1 2"
    st = md.first_until(st, lambda s: s.step == 2)
    assert len(md.texts(st)) == 6 ** 3  # the three pirate dice at once
    st = md.play(st, "chance: roll 5 2 6")
    assert all(len(r) == 3 for r in st.row_dice) and st.pirate_dice == (2, 5, 6)


def test_picking_a_crown_request_takes_row_dice_and_flips_that_guild(md):
    st = md.first_until(md.setup(4), lambda s: s.phase == "A" and s.step == 3)
    seat = md.seat(st)
    st = md.player(st, seat, guild_down=("miller", "monk"))  # miller: row I guild (farmers)
    tile = st.row_crowns[0][0]
    st = replace(st, row_dice=((1, 2, 3),) + st.row_dice[1:])
    st = md.play(st, f"pick crown:{tile}")
    p = st.players[seat]
    assert p.dice == (1, 2, 3) and tile in p.crowns and p.guild_up == ("miller",)
    assert st.row_disc[0] == seat and f"pick crown:{st.row_crowns[0][0]}" not in md.texts(st)


def test_two_player_pick_chooses_one_of_two_guilds(md):
    st = md.first_until(md.setup(2), lambda s: s.phase == "A" and s.step == 3)
    tile = st.row_crowns[0][0]
    assert f"pick crown:{tile} farmers" in md.texts(st) and f"pick crown:{tile} merchants" in md.texts(st)


def test_pirate_total_is_private(md):
    st = md.phase_b(4)
    st = md.player(md.player(st, 0, pirates=7), 1, pirates=0)
    own = md.rules.view(st, 0)
    other = md.rules.view(st, 1)
    spectator = md.rules.view(st, None)
    assert own.zone("home:0:pirates").note == "7" and "pirates:0" in own.ids()
    assert other.zone("home:0:pirates").note == "?" and "pirates:0" not in other.ids()
    assert spectator.zone("home:1:pirates").note == "0"
    assert dict(other.players[0].resources)["Pirates"] == "?"
    assert md.rules.private_ids(st, 0) == frozenset({"pirates:0"})


def test_view_status_and_score_now(md):
    st = md.phase_b(3)
    view = md.rules.view(st, None)
    assert view.status.startswith("Round 1 of 5 - Phase B")
    assert len(md.rules.score_now(st).sheets) == 3
    assert md.rules.outcome(st) is None
