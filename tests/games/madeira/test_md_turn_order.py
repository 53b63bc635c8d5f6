"""Turn order: Phase B by the dice column, cycling until all pass; Phase C and the next Phase A
by the pass column; Phase E discards 1 / 2 / 3 crown requests in rounds 1 / 3 / 5."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.madeira import flow
from tabletop.games.madeira.tables import MILL


def test_phase_b_cycles_in_dice_column_order_skipping_passed_players(md):
    st = md.phase_b(3)
    rows = st.row_disc
    a, b, c = rows
    assert md.seat(st) == a
    st = md.play(st, "pass pass:3:right")
    assert md.seat(st) == b
    st = md.play(st, md.texts(st)[[t.startswith("place ") for t in md.texts(st)].index(True)])
    st = md.first_until(st, lambda s: not s.stack)
    assert md.seat(st) == c
    st = md.play(st, "pass pass:1")
    assert md.seat(st) == b  # a and c have passed: b again
    st = md.play(st, "pass pass:2:right")
    assert st.order == (c, b, a)  # pass rows I, II, III


def test_phase_c_follows_the_pass_column(md):
    st = md.phase_b(4)
    bdice = [()] * 5
    bdice[MILL] = ((3, 2, 0), (3, 0, 0))
    mk = [()] * 5
    mk[MILL] = (2, 0)
    st = replace(st, phase="C", step=MILL, cursor=0, order=(3, 2, 1, 0), bdice=tuple(bdice),
                 markers=tuple(mk), row_disc=(-1,) * 4, stack=())
    st = flow.settle(md.tables, st)
    assert md.seat(st) == 2
    st = md.play(st, "pirates")
    assert md.seat(st) == 0


def test_phase_e_discards_one_two_three(md):
    for rnd, k in ((1, 1), (3, 2), (5, 3)):
        st = md.phase_b(2)
        st = replace(st, phase="E", round=rnd, step=k, cursor=0, order=(0, 1), targets=())
        hand = ("c01", "c02") if rnd == 1 else ("c01", "c02", "c03")
        st = md.player(md.player(st, 0, crowns=hand, reals=0), 1, crowns=("c04", "c05", "c06"))
        for _ in range(k):
            assert md.seat(st) == 0
            st = md.first_until(md.play(st, md.texts(st)[0]), lambda s: not s.stack)
        assert len(st.players[0].crowns) == len(hand) - k
        assert md.seat(st) == 1


def test_three_player_pick_flips_only_the_chosen_guild(md):
    st = md.first_until(md.setup(3), lambda s: s.phase == "A" and s.step == 3)
    seat = md.seat(st)
    st = md.player(st, seat, guild_down=("miller", "treasurer"))  # farmers, merchants
    tile = st.row_crowns[0][0]
    after = md.play(st, f"pick crown:{tile} merchants")
    assert after.players[seat].guild_up == ("treasurer",) and after.players[seat].guild_down == ("miller",)


def test_upkeep_can_buy_wood_and_choose_its_source(md):
    st = md.phase_b(4)
    routes = [-1] * 12
    routes[0] = routes[1] = 0
    st = replace(st, phase="D", step=2, cursor=0, order=(0, 1, 2, 3), routes=tuple(routes),
                 bdice=((),) * 5, markers=((),) * 5, row_disc=(-1,) * 4)
    st = md.workers_on(md.clear_fields(st), {"1c": (0,), "forest": (0,)})
    st = md.player(st, 0, wood=0, reals=3, pirates=0)
    st = flow.settle(md.tables, st)
    assert [t for t in md.texts(st) if t.startswith("upkeep")][-1] == "upkeep 2"
    st = md.play(st, "upkeep 2", "wood field:forest", "wood field:forest")
    assert st.players[0].reals == 0 and st.players[0].pirates == 0 and st.trees[md.field("1c")] == 3
