"""Guild tiles (madeira.en.md "Guild tiles") and the windmill actions ("Windmill")."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.madeira import flow
from tabletop.games.madeira.tables import CAPITANIA, CUSTOMS, FORTRESS, GUILDHALL, MILL


def _b(md, **kw):
    st = md.phase_b(4)
    seat = md.seat(st)
    return md.player(st, seat, **kw), seat


def _uses(md, st):
    return [t for t in md.texts(st) if t.startswith("use ")]


def test_simple_tiles_patron_treasurer_miller_constable(md):
    st, s = _b(md, guild_up=("patron", "treasurer", "miller", "constable"), bread=0, reals=0, mill=3, pirates=7)
    assert _uses(md, st) == ["use guild:patron", "use guild:treasurer", "use guild:miller", "use guild:constable"]
    one = md.play(st, "use guild:patron")
    assert one.players[s].bread == 3 and one.players[s].guild_down == ("patron",)
    assert _uses(md, one) == []  # one tile per turn
    assert md.play(st, "use guild:treasurer").players[s].reals == 5
    assert md.play(st, "use guild:miller").players[s].mill == 4
    assert md.play(st, "use guild:constable").players[s].pirates == 4  # 7 -> discard 3


def test_monk_needs_wood_presence(md):
    st, s = _b(md, guild_up=("monk",), wood=0)
    st = md.clear_fields(st)
    assert _uses(md, st) == []
    st = md.workers_on(st, {"forest": (s,)})
    assert md.play(st, "use guild:monk").players[s].wood == 2


def test_tiles_turn_face_up_again_when_their_guild_is_picked(md):
    st = md.first_until(md.setup(4), lambda s: s.phase == "A" and s.step == 3)
    seat = md.seat(st)
    st = md.player(st, seat, guild_down=("treasurer",))  # merchants: row II
    st = md.play(st, f"pick crown:{st.row_crowns[1][0]}")
    assert st.players[seat].guild_up == ("treasurer",)


def test_bishop_example_one_moves_a_marker_to_a_later_building(md):
    # Bishop, example 1: during the Customs House the red player moves his marker from there to a
    # building still to come; nothing is resolved for it here, it is resolved later.
    st = md.phase_b(4)
    bdice = [()] * 5
    bdice[CUSTOMS] = ((3, 0, 0),)
    mk = [()] * 5
    mk[CUSTOMS] = (0,)
    st = replace(st, phase="C", step=CUSTOMS, cursor=0, order=(0, 1, 2, 3), bdice=tuple(bdice),
                 markers=tuple(mk), row_disc=(-1,) * 4, stack=())
    st = md.player(st, 0, guild_up=("bishop",), reals=20, pirates=0)
    st = md.play(st, "use guild:bishop", "bishop building:customs building:fortress")
    assert st.step == FORTRESS and md.seat(st) == 0  # the turn at the Customs House is gone
    st = md.play(st, "pay")  # no dice on the Fortress: 10 reals
    assert st.players[0].reals == 10


def test_bishop_to_a_resolved_building_resolves_nothing(md):
    st = md.phase_b(4)
    mk = [()] * 5
    mk[CUSTOMS] = (0,)
    st = replace(st, phase="C", step=CUSTOMS, cursor=0, order=(0, 1, 2, 3), bdice=((),) * 5,
                 markers=tuple(mk), row_disc=(-1,) * 4, stack=())
    st = md.player(st, 0, guild_up=("bishop",), pirates=0)
    st = md.play(st, "use guild:bishop", "bishop building:customs building:mill")
    assert st.phase != "C" and st.players[0].pirates == 0


def test_lady_carries_out_a_building_action_in_phase_b_for_four_reals(md):
    st, s = _b(md, guild_up=("lady",), reals=4, bread=0)
    st = md.workers_on(md.clear_fields(st), {"2a": (s,)})
    st = md.play(st, "use guild:lady")
    assert [t for t in md.texts(st) if t.startswith("lady")] == ["lady building:mill", "lady building:capitania"]
    st = md.play(st, "lady building:mill")
    assert st.players[s].reals == 0 and st.players[s].bread == 2
    assert md.seat(st) == s  # the turn goes on: place a die or pass


def test_diplomat_adds_two_workers(md):
    st = md.phase_b(4)
    mk = [()] * 5
    mk[MILL] = (0,)
    st = replace(st, phase="C", step=MILL, cursor=0, order=(0, 1, 2, 3), bdice=((),) * 5,
                 markers=tuple(mk), row_disc=(-1,) * 4, stack=())
    st = md.workers_on(md.clear_fields(st), {"2a": (0,)})
    st = md.player(st, 0, guild_up=("diplomat",), reals=10, bread=0)
    none = md.play(md.clear_fields(st), "use guild:diplomat", "pay")
    assert none.players[0].bread == 0  # no worker in the area: still no action
    st = md.play(st, "use guild:diplomat", "pay")
    assert st.players[0].bread == 5  # 1 + 2 workers: the lower action


def test_scout_moves_any_worker_and_scores_on_arrival(md):
    st, s = _b(md, guild_up=("scout",), pp=0, pirates=5)
    st = md.play(st, "use guild:scout", f"scout city:fu:1 home:{s}:workers")
    assert st.players[s].pp == 1 and st.city[13] == s
    st2, s2 = _b(md, guild_up=("scout",), pirates=5)
    tower = st2.tower[s2]
    st2 = md.play(st2, "use guild:scout", f"scout tower:workers home:{s2}:workers")
    assert st2.players[s2].pirates == 2 and st2.tower[s2] == tower + 1


def test_navigator_moves_one_ship(md):
    st, s = _b(md, guild_up=("navigator",), goods=(1, 0, 0), wood=1, reals=0)
    st = md.play(st, "use guild:navigator", f"ship route:wheat:1 home:{s}:ships")
    assert st.routes[0] == s and st.players[s].reals == 3 and not st.stack


def test_windmill_exchange_up_and_down(md):
    st, s = _b(md, goods=(2, 1, 0), mill=3, bread=0, reals=0, pp=1)
    texts = md.texts(st)
    assert "exchange wheat sugar wine" in texts and "mill up" in texts
    assert md.play(st, "exchange wheat sugar wine").players[s].goods == (1, 0, 1)
    assert md.play(st, "mill up").players[s].mill == 4
    down = md.play(st, "mill down reals")
    assert (down.players[s].mill, down.players[s].reals) == (2, 3)
    bottom = md.player(st, s, mill=md.tables.mill_min)
    low = md.play(bottom, "mill down bread")
    assert (low.players[s].pp, low.players[s].bread, low.players[s].mill) == (0, 1, md.tables.mill_min)
    top = md.play(md.player(st, s, mill=md.tables.mill_max), "mill up")
    assert (top.players[s].mill, top.players[s].pp) == (md.tables.mill_max, 2)


def test_no_windmill_down_in_phase_d_and_no_windmill_in_phase_e(md):
    st = md.phase_b(4)
    st = replace(st, phase="D", step=3, cursor=0, order=(0, 1, 2, 3), tower=(11, 0, 0, 0))
    st = md.player(st, 0, goods=(2, 0, 0), mill=1, bread=5)
    st = flow.settle(md.tables, st)
    texts = md.texts(st)
    assert "mill up" in texts and not any(t.startswith("mill down") for t in texts)
    e = replace(st, phase="E", round=1, step=1, cursor=0)
    e = md.player(e, 0, crowns=("s1", "c01"))
    assert all(t.startswith("fulfil") for t in md.texts(e))


def test_capitania_upper_and_lower_actions(md):
    st = md.phase_b(4)
    mk = [()] * 5
    mk[CAPITANIA] = (0,)
    st = replace(st, phase="C", step=CAPITANIA, cursor=0, order=(0, 1, 2, 3), bdice=((),) * 5,
                 markers=tuple(mk), row_disc=(-1,) * 4, stack=())
    st = md.player(st, 0, reals=10, pp=0)
    one = md.play(md.workers_on(md.clear_fields(st), {"2a": (0,)}), "pay")
    assert one.players[0].pp == 1 and one.stack[-1][:3] == ("city", 0, 1)
    three = md.play(md.workers_on(md.clear_fields(st), {"2a": (0,), "2b": (0,), "2c": (0,)}), "pay")
    assert three.players[0].pp == 3 and three.stack[-1][:3] == ("city", 0, 2)
    none = md.play(md.clear_fields(st), "pay")
    assert none.players[0].pp == 0 and not none.stack


def test_fortress_moves_workers_to_the_tower_discarding_three_each(md):
    st = md.phase_b(4)
    mk = [()] * 5
    mk[FORTRESS] = (0,)
    st = replace(st, phase="C", step=FORTRESS, cursor=0, order=(0, 1, 2, 3), bdice=((),) * 5,
                 markers=tuple(mk), row_disc=(-1,) * 4, stack=())
    st = md.workers_on(md.clear_fields(st), {"3a": (0,), "3b": (0,), "3c": (0,)})
    st = md.player(st, 0, reals=10, pirates=5)
    st = md.play(st, "pay", "to_tower tower:workers field:3a", "to_tower tower:workers home:0:workers")
    assert st.players[0].pirates == 0 and st.tower[0] == 4


def test_guild_hall_turns_up_with_one_worker_only_one(md):
    st = md.phase_b(4)
    mk = [()] * 5
    mk[GUILDHALL] = (0,)
    st = replace(st, phase="C", step=GUILDHALL, cursor=0, order=(0, 1, 2, 3), bdice=((),) * 5,
                 markers=tuple(mk), row_disc=(-1,) * 4, stack=())
    st = md.workers_on(md.clear_fields(st), {"3a": (0,)})
    st = md.player(st, 0, reals=10, guild_down=("monk", "lady"))
    st = md.play(st, "pay", "flip guild:lady")
    assert st.players[0].guild_up == ("lady",) and not st.stack
