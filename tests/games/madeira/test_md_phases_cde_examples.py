"""Rulebook examples of Phases C, D, E and the game end (madeira.en.md) as scenario tests."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.madeira import flow
from tabletop.games.madeira.scoring import pirate_penalties
from tabletop.games.madeira.tables import CUSTOMS, GUILDHALL


def _phase_c(md, building, dice, markers, order=(0, 1, 2, 3)):
    st = md.phase_b(4)
    bdice = [()] * 5
    bdice[building] = dice
    mk = [()] * 5
    mk[building] = markers
    st = replace(st, phase="C", step=building, cursor=0, order=order, bdice=tuple(bdice),
                 markers=tuple(mk), row_disc=(-1,) * 4, pass_disc=order, stack=())
    return flow.settle(md.tables, st)


def test_building_cost_ten_minus_dice_and_pirate_die_plus_one(md):
    # Phase C example: guild dice sum 4, pirate die 3: cost 10 - 4 = 6; refusing gives 3 + 1 = 4.
    st = _phase_c(md, CUSTOMS, ((1, 0, 0), (3, 1, 0), (3, 2, 1)), (0, 1))
    st = md.player(md.player(st, 0, reals=10), 1, pirates=0)
    st = md.workers_on(md.clear_fields(st), {})
    assert md.seat(st) == 0
    st = md.play(st, "pay")
    assert st.players[0].reals == 4
    assert md.seat(st) == 1
    st = md.play(st, "pirates")
    assert st.players[1].pirates == 4


def test_without_pirate_die_refusing_costs_one_pirate_point(md):
    st = _phase_c(md, CUSTOMS, ((1, 0, 0),), (0,))
    st = md.play(md.player(st, 0, pirates=0), "pirates")
    assert st.players[0].pirates == 1


def test_phase_c_rerolls_the_dice_first(md):
    st = md.phase_b(4)
    bdice = [()] * 5
    bdice[CUSTOMS] = ((1, 0, 0), (2, 1, 1))
    mk = [()] * 5
    mk[CUSTOMS] = (0,)
    st = replace(st, phase="C", step=0, cursor=0, bdice=tuple(bdice), markers=tuple(mk))
    st = flow.enter_building(st, 0)
    assert st.step == CUSTOMS and md.rules.decision(st).is_chance
    texts = md.texts(st)
    assert len(texts) == 3 * 6 and texts[0] == "chance: reroll 1 1" and texts[-1] == "chance: reroll 3 6"
    st = md.play(st, "chance: reroll 3 6")  # one guild die, then the pirate die
    assert st.bdice[CUSTOMS] == ((3, 0, 0), (6, 1, 1)) and md.seat(st) == 0


def test_customs_example_three_pp(md):
    # Customs House example: 3 workers in area 1; home -> Azores (2 ships there), city -> Brazil (1 ship).
    st = _phase_c(md, CUSTOMS, ((3, 0, 0), (3, 0, 0)), (0, 0))
    st = md.workers_on(md.clear_fields(st), {"1a": (0,), "1b": (0,), "1c": (0,)})
    cships = [-1] * 15
    cships[0] = cships[1] = cships[5] = 0
    city = list(st.city)
    city[0] = 0
    st = md.player(replace(st, colony_ships=tuple(cships), city=tuple(city)), 0, pp=0, reals=10)
    st = md.play(st, "pay", "to_colony colony:azores home:0:workers", "to_colony colony:brazil city:ps:0")
    assert st.players[0].pp == 3 and st.players[0].reals == 6
    assert st.colony_workers[0][0] == 1 and st.colony_workers[1][0] == 1


def test_guild_hall_with_four_workers_turns_two_tiles(md):
    # Guild Hall example: 4 workers in area 3, 3 tiles face down: turns up Patron and Engineer.
    st = _phase_c(md, GUILDHALL, ((3, 0, 0), (3, 0, 0), (3, 0, 0)), (0,))
    st = md.workers_on(md.clear_fields(st), {"3a": (0,), "3b": (0,), "3c": (0,), "3d": (0,)})
    st = md.player(st, 0, guild_down=("patron", "engineer", "monk"), guild_up=("lady",), reals=5)
    st = md.play(st, "pay", "flip guild:patron", "flip guild:engineer")
    assert st.players[0].guild_up == ("lady", "patron", "engineer")
    assert st.players[0].guild_down == ("monk",)


def test_noble_makes_the_action_free_and_diplomat_is_phase_c_only(md):
    st = _phase_c(md, GUILDHALL, ((1, 0, 0),), (0,))
    st = md.player(st, 0, guild_up=("noble",), reals=0)
    assert "pay" not in md.texts(st)
    st = md.play(st, "use guild:noble", "pay")
    assert st.players[0].reals == 0
    b = md.phase_b(4)
    b = md.player(b, md.seat(b), guild_up=("diplomat", "noble"))
    assert not any(t.startswith("use") for t in md.texts(b))


def _phase_d(md, step, **kw):
    st = md.phase_b(4)
    st = replace(st, phase="D", step=step, cursor=0, order=(0, 1, 2, 3), bdice=((),) * 5,
                 markers=((),) * 5, row_disc=(-1,) * 4, **kw)
    return st


def test_honour_award_to_the_single_leader(md):
    # Honour award: the player with the most workers on the watchtower returns one for 4 PP.
    st = md.player(_phase_d(md, 0, tower=(2, 3, 2, 0)), 1, pp=0)
    assert md.seat(st) == 1 and md.texts(st) == ["honour", "decline"]
    st = md.play(st, "honour")
    assert st.tower[1] == 2 and st.players[1].pp == 4


def test_honour_award_tie_gives_nobody_anything(md):
    st = flow.settle(md.tables, _phase_d(md, 0, tower=(3, 3, 2, 0)))
    assert st.step >= 2 and st.tower == (3, 3, 2, 0)


def test_upkeep_example_two_wood_one_pirate(md):
    # Upkeep example: 3 ships, paid only 2 wood and received 1 pirate point.
    routes = [-1] * 12
    routes[0] = 0
    cships = [-1] * 15
    cships[5] = cships[6] = 0
    st = _phase_d(md, 2, routes=tuple(routes), colony_ships=tuple(cships))
    st = md.workers_on(md.clear_fields(st), {})
    st = md.player(st, 0, wood=2, pirates=0)
    st = flow.settle(md.tables, st)
    assert md.seat(st) == 0 and [t for t in md.texts(st) if t.startswith("upkeep")] == [
        "upkeep 0", "upkeep 1", "upkeep 2"]
    st = md.play(st, "upkeep 2")
    assert st.players[0].wood == 0 and st.players[0].pirates == 1


def test_feeding_example_eleven_workers_windmill_five(md):
    # Feeding example: 11 workers, windmill 5, 5 bread: pays 4, keeps 1, 2 pirate points.
    st = _phase_d(md, 3, tower=(11, 0, 0, 0))
    st = replace(md.clear_fields(st), city=tuple(-1 if x >= 0 else x for x in st.city))
    st = md.player(st, 0, mill=5, bread=5, pirates=0)
    st = flow.settle(md.tables, st)
    assert md.seat(st) == 0
    feeds = [t for t in md.texts(st) if t.startswith("feed")]
    assert feeds[-1] == "feed 5" and not any(t.startswith("mill down") for t in md.texts(st))
    st = md.play(st, "feed 4")
    assert st.players[0].bread == 1 and st.players[0].pirates == 2


def _phase_e(md, rnd, seat_crowns, **kw):
    st = md.phase_b(4)
    st = replace(st, phase="E", round=rnd, step=flow.E_DISCARDS[rnd], cursor=0, order=(0, 1, 2, 3),
                 targets=(), **kw)
    for seat, crowns in seat_crowns.items():
        st = md.player(st, seat, crowns=crowns)
    return st


def test_urbanisation_majority_minority_and_different_cities(md):
    # Urbanization examples: Porto Santo 10 for the most workers, 7 otherwise; two urbanisation tiles
    # in one round need two different cities.
    T = md.tables
    urban = [t for t in T.crown_ids if T.crown_type[t] == "urban"][:2]
    city = [-1] * 36
    city[0], city[1], city[3] = 0, 0, 1  # Porto Santo: seat 0 twice, seat 1 once (no neutral)
    city[12] = 0  # Funchal: seat 0 alone next to the neutral at space 3
    city[15] = -2
    st = _phase_e(md, 3, {0: (*urban, "s4"), 1: ("s1",), 2: ("s2",), 3: ("s3",)}, city=tuple(city))
    st = md.player(st, 0, pp=0)
    st = md.play(st, f"fulfil crown:{urban[0]}")
    assert st.players[0].pp == 10
    st = md.play(st, f"fulfil crown:{urban[1]}")
    assert st.players[0].pp == 10 + 5  # Funchal tie with the neutral: the neutral is further right
    st = md.player(st, 1, pp=0)
    assert md.seat(st) == 1


def test_national_wealth_pays_at_most_fifteen(md):
    # National wealth example: with 20 reals a player paid 15 and gained 15 PP.
    wealth = [t for t in md.tables.crown_ids if md.tables.crown_type[t] == "wealth"][0]
    st = md.player(_phase_e(md, 1, {0: (wealth, "s1")}), 0, reals=20, pp=0)
    st = md.play(st, f"fulfil crown:{wealth}")
    assert md.texts(st)[-1] == "wealth 15"
    st = md.play(st, "wealth 15")
    assert (st.players[0].reals, st.players[0].pp) == (5, 15)


def test_trade_route_scores_the_market_value_of_the_round(md):
    # Trade route example: the wheat market gives 3 / 6 / 4 PP per ship in rounds 1 / 3 / 5.
    trade = [t for t in md.tables.crown_ids if md.tables.crown_type[t] == "trade"][0]
    routes = [-1] * 12
    routes[0] = routes[1] = 0
    for rnd, each in ((1, 3), (3, 6), (5, 4)):
        st = md.player(_phase_e(md, rnd, {0: (trade,)}, routes=tuple(routes)), 0, pp=0)
        st = md.play(st, f"fulfil crown:{trade}")
        assert st.players[0].pp == 2 * each


def test_round_two_switches_wheat_fields_without_trees(md):
    # Phase E, round 2: wheat switching fields without trees produce sugar; with trees never.
    st = md.phase_b(4)
    trees = list(st.trees)
    trees[md.field("1c")] = 0
    st = replace(st, round=2, trees=tuple(trees))
    st = flow.switch_crops(md.tables, st)
    assert st.crops[md.field("1c")] == 1 and st.crops[md.field("2c")] == 0  # 2c still has trees
    st = flow.switch_crops(md.tables, replace(st, round=4))
    assert st.crops[md.field("2e")] == 2 and st.crops[md.field("1c")] == 1


def test_pirate_penalty_example_one(md):
    # Pirate points example 1: 25 / 21 / 12 / 5: -16-5, -8-1, -4, -2.
    st = md.phase_b(4)
    for seat, pts in enumerate((25, 21, 12, 5)):
        st = md.player(st, seat, pirates=pts)
    assert pirate_penalties(md.tables, st) == [21, 9, 4, 2]


def test_pirate_penalty_example_two_ties_go_against_the_later_player(md):
    # Pirate points example 2: red and blue 18 (red on tier 3, blue on tier 4), yellow 7, purple 0.
    st = replace(md.phase_b(4), order=(2, 3, 0, 1))  # seat 0 red third, seat 1 blue fourth
    for seat, pts in enumerate((18, 18, 7, 0)):
        st = md.player(st, seat, pirates=pts)
    assert pirate_penalties(md.tables, st) == [8, 16, 4, 0]


def test_resource_conversion_example(md):
    # Resource conversion example: 3 wheat, 2 wood and 6 reals: 11 reals, 2 PP.
    st = md.phase_b(4)
    st = md.player(st, 0, goods=(3, 0, 0), wood=2, reals=6, bread=0, pp=0, pirates=0)
    sheet = md.rules.score_now(st).sheets[0]
    assert [t.points for t in sheet.terms] == [0, 2, 0]
