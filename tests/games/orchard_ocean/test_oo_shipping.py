"""Shipping ranges and harvest income (rulebook "Harvest", "Shipping range", tile list).

Boards are built directly: coordinates are (col, row), row 0 is north; the starting
harbor (arrows N1 E1 S1 W1) is on (2,2). Stand-in arrows used here (components.json):
strawberry tile:oo:01 Lv.1 N E / Lv.2 SS WW; tile:oo:04 Lv.1 N W; tile:oo:17 Lv.1 NN E;
pineapple tile:oo:05 Lv.1 N E; vineyard tile:oo:07 Lv.1 N E, tile:oo:08 Lv.1 E S,
tile:oo:21 Lv.1 NN E; fishing ground tile:oo:09 Lv.1 NN EE; winery tile:oo:25 Lv.1 N E;
backs of tile:oo:02/12/16 are harbors E W; harbor tile A is N E S W.
"""

from __future__ import annotations

from tabletop.games.orchard_ocean import shipping
from tabletop.games.orchard_ocean.state import JAM

from .helpers import board, fresh, rules, with_board

S1, S4, S17 = 0, 3, 16  # strawberry patches tile:oo:01, 04, 17
P5 = 4  # pineapple field tile:oo:05
V7, V8, V21 = 6, 7, 20  # vineyards
F9 = 8  # fishing ground tile:oo:09
FM13, J14, FRUIT11 = 12, 13, 10  # fish market (X=2, Y=1), jam shop (X=1), fruit market
W25 = 24  # winery (stage 2)
PUB43, CAFE41 = 42, 40
HARBOR_A = ("harbor", 0, 0)


def cells_at(*coords):
    t = rules().tables
    return frozenset(t.cell_of(c, r) for c, r in coords)


def rng(placements, at):
    t = rules().tables
    cells, workers, _ = board(placements)
    return shipping.shipping_range(t, cells, workers, t.cell_of(*at))


def test_a_tile_without_worker_ships_nothing():
    assert rng({(1, 3): (S1, 0)}, (1, 3)) == frozenset()


def test_range_example_step_by_step():
    # "Example: shipping range" (1): the spaces north and east, the Lv.1 arrows' colour.
    base = {(1, 3): (S1, 1)}
    assert rng(base, (1, 3)) == cells_at((1, 2), (2, 3))
    # (2): a harbor in range extends it to the harbor's own range (tile:oo:02 back: E W).
    one = base | {(2, 3): (("back", 1), 0)}
    assert rng(one, (1, 3)) == cells_at((1, 2), (2, 3), (3, 3))
    # (3): another harbor inside the extended range extends it further.
    two = one | {(3, 3): (HARBOR_A, 0)}
    assert rng(two, (1, 3)) == cells_at((1, 2), (2, 3), (3, 3), (3, 2), (4, 3), (3, 4))


def test_extension_is_not_additive():
    # A harbor's arrows count from the harbor's space; they are never added to the tile's own
    # arrows (no second space north of the strawberry patch appears).
    placements = {(1, 3): (S1, 1), (1, 2): (("back", 1), 0)}
    reach = rng(placements, (1, 3))
    assert reach == cells_at((1, 2), (2, 3), (0, 2), (2, 2), (2, 1), (3, 2))  # start harbor reached too
    assert rules().tables.cell_of(1, 1) not in reach


def test_both_levels_filled_ship_along_both_colours():
    reach = rng({(2, 3): (S1, 2)}, (2, 3))
    # Lv.1 N E plus Lv.2 SS WW; N is the starting harbor, which extends the range.
    assert cells_at((2, 2), (3, 3), (2, 4), (1, 3), (0, 3)) <= reach
    assert cells_at((2, 1), (1, 2), (3, 2)) <= reach


def test_spaces_between_may_be_empty():
    # Harvest example 2 note: a tile is in range even with no tile along the way.
    assert rng({(4, 4): (V21, 1)}, (4, 4)) == cells_at((4, 3), (4, 2))


def test_fishing_ground_is_never_extended():
    reach = rng({(0, 2): (F9, 1)}, (0, 2))
    assert reach == cells_at((0, 1), (0, 0), (1, 2), (2, 2))  # the start harbor is in range, unused


def test_one_marker_per_commerce_tile_however_many_routes():
    # The fish market is reached directly (east) and through the starting harbor.
    t = rules().tables
    cells, workers, _ = board({(1, 1): (S1, 1), (2, 1): (FM13, 2), (1, 0): (("back", 1), 0)})
    plan = shipping.plan(t, cells, workers)
    assert plan.shipments == ((t.cell_of(1, 1), 0, t.cell_of(2, 1)),)


HARVEST_1 = {
    (1, 2): (S1, 1),  # strawberry patch: N (1,1), E the starting harbor
    (2, 1): (FM13, 2),  # fish market, workers on Lv.1 and Lv.2 (Lv.2: strawberry/pineapple/grape)
    (3, 2): (J14, 1),  # jam shop, Lv.1 only (strawberry)
    (1, 3): (P5, 1),  # pineapple field: E reaches harbor tile A, which reaches the start harbor
    (2, 3): (HARBOR_A, 0),
    (3, 4): (V7, 1),  # vineyard: N reaches the back of tile:oo:16 (E W), then harbor A
    (3, 3): (("back", 15), 0),
    (0, 2): (F9, 1),  # fishing ground: would reach the fish market only through the start harbor
}


def test_harvest_example_1_markers():
    t = rules().tables
    cells, workers, _ = board(HARVEST_1)
    plan = shipping.plan(t, cells, workers)
    c = t.cell_of
    assert set(plan.shipments) == {
        (c(1, 2), 0, c(2, 1)), (c(1, 2), 0, c(3, 2)),  # strawberry on the fish market and the jam shop
        (c(1, 3), 1, c(2, 1)),  # pineapple only on the fish market
        (c(3, 4), 2, c(2, 1)),  # grape only on the fish market
    }
    assert c(3, 2) in dict(plan.ranges)[c(1, 3)]  # the jam shop is in the pineapple's range
    assert c(2, 1) not in dict(plan.ranges)[c(0, 2)]  # no fish market in the fishing ground's range
    pay = shipping.income(t, cells, workers, plan.shipments)
    assert (pay.funds, pay.vp) == (3, 0)  # fish market: 3 markers x 1 fund
    assert pay.choices == ((c(3, 2), 1, 1),)  # jam shop: 1 VP or 1 fund


def harvest_state(placements, choice_texts=()):
    """A 3-player game in round 4 about to harvest, seat 0 holding ``placements``."""
    from tabletop.games.orchard_ocean import flow
    from tabletop.games.orchard_ocean.state import State, Turn

    state = fresh(3)
    state = State(state.players, state.board, Turn(0, 4, (0, 1, 2), 0, 0, 0, ()))
    state = with_board(state, 0, placements, funds=0, vp=0)
    return flow.harvest(rules().tables, state)


def test_harvest_example_1_jam_shop_choice_is_the_players():
    r = rules()
    state = harvest_state(HARVEST_1)
    assert state.turn.stage == JAM and r.decision(state).seat == 0
    assert [a.text() for a in r.legal_actions(state)] == ["jam tile:oo:14 1", "jam tile:oo:14 0"]
    as_vp = r.apply(state, r.parse_action("jam tile:oo:14 1")).state
    assert (as_vp.players[0].funds, as_vp.players[0].vp) == (3, 1)
    as_funds = r.apply(state, r.parse_action("jam tile:oo:14 0")).state
    assert (as_funds.players[0].funds, as_funds.players[0].vp) == (4, 0)
    assert as_funds.turn.round == 5  # the harvest ends the round


HARVEST_2 = {
    (1, 1): (S4, 1),  # strawberry patch N W: N is the back of tile:oo:02 (E W) -> fish market
    (1, 0): (("back", 1), 0),
    (0, 0): (FM13, 2),
    (1, 2): (S17, 1),  # central strawberry patch NN E: the same harbor, and the start harbor
    (3, 2): (("back", 11), 0),  # tile:oo:12's back (E W), reached through the start harbor
    (4, 2): (J14, 2),  # jam shop with Lv.1 (strawberry) and Lv.2 (pineapple/grape) workers
    (4, 4): (V21, 1),  # vineyard NN E: (4,3) is empty, (4,2) is the jam shop
}


def test_harvest_example_2():
    t = rules().tables
    cells, workers, _ = board(HARVEST_2)
    plan = shipping.plan(t, cells, workers)
    c = t.cell_of
    assert set(plan.shipments) == {
        (c(1, 1), 0, c(0, 0)), (c(1, 2), 0, c(0, 0)),  # 2 strawberries on the fish market
        (c(1, 2), 0, c(4, 2)),  # the central patch's strawberry on the jam shop
        (c(4, 4), 2, c(4, 2)),  # the vineyard's grape on the jam shop
    }
    pay = shipping.income(t, cells, workers, plan.shipments)
    # Fish market 2 x 1 fund. Jam shop: the strawberry is 1 VP or 1 fund (a choice); the grape
    # pays the Lv.2 effect of the tile list, 1 VP (the example's "1 fund" contradicts the list).
    assert (pay.funds, pay.vp) == (2, 1)
    assert pay.choices == ((c(4, 2), 1, 1),)


WINE = {
    (1, 2): (V7, 1),  # vineyard N E: E is the start harbor, whose N is the winery
    (1, 1): (V8, 1),  # a second vineyard E S reaching the winery directly
    (2, 1): (W25, 1),  # winery Lv.1 N E: N the cafe, E a harbor (tile:oo:12 back, E W) -> the pub
    (3, 1): (("back", 11), 0),
    (2, 0): (CAFE41, 2),  # fresh fruit cafe, Lv.2: wine 2 VP
    (4, 1): (PUB43, 1),  # pub, Lv.1: wine 4 VP
}


def test_wine_example_one_marker_each_whatever_the_number_of_vineyards():
    t = rules().tables
    cells, workers, _ = board(WINE)
    plan = shipping.plan(t, cells, workers)
    c = t.cell_of
    wine = [s for s in plan.shipments if s[1] == 4]
    assert wine == [(c(2, 1), 4, c(2, 0)), (c(2, 1), 4, c(4, 1))]
    pay = shipping.income(t, cells, workers, plan.shipments)
    assert (pay.funds, pay.vp, pay.choices) == (0, 6, ())
    assert plan.products(t, cells) == (2, 4)


def test_winery_without_an_activated_vineyard_ships_nothing():
    t = rules().tables
    no_workers = WINE | {(1, 2): (V7, 0), (1, 1): (V8, 0)}
    cells, workers, _ = board(no_workers)
    plan = shipping.plan(t, cells, workers)
    assert plan.shipments == () and plan.active == ()
    assert plan.products(t, cells) == ()


def test_commerce_tile_without_worker_takes_nothing():
    t = rules().tables
    cells, workers, _ = board({(1, 1): (S1, 1), (2, 1): (FM13, 0)})
    assert shipping.plan(t, cells, workers).shipments == ()
    cells, workers, _ = board({(1, 1): (S1, 1), (2, 1): (FM13, 1)})  # Lv.1 only: fish
    assert shipping.plan(t, cells, workers).shipments == ()
    cells, workers, _ = board({(1, 1): (F9, 1), (1, 0): (FRUIT11, 2)})  # fruit market Lv.2: fish 2
    plan = shipping.plan(t, cells, workers)
    assert shipping.income(t, cells, workers, plan.shipments).funds == 2


def test_production_tile_tooltip_shows_range_and_customers():
    r = rules()
    state = with_board(fresh(3), 0, HARVEST_1)
    piece = next(p for p in r.view(state, 0).pieces if p.id == "tile:oo:05")
    assert ("Range now: row 2, column 3; row 3, column 2; row 3, column 3; row 3, column 4;"
            " row 4, column 3; row 4, column 4; row 4, column 5; row 5, column 3") in piece.detail
    assert "Supplies: Fish market (row 2, column 3)" in piece.detail
    fishing = next(p for p in r.view(state, None).pieces if p.id == "tile:oo:09")
    assert "Supplies: no commerce tile" in fishing.detail


def test_every_board_harvests_and_jam_choices_go_in_turn_order():
    from tabletop.games.orchard_ocean import flow
    from tabletop.games.orchard_ocean.state import State, Turn

    r = rules()
    state = fresh(3)
    state = State(state.players, state.board, Turn(0, 7, (2, 0, 1), 0, 0, 0, ()))
    jam = {(1, 2): (S1, 1), (2, 1): (J14, 1)}  # strawberry N E: the jam shop via the start harbor
    for seat in range(3):
        state = with_board(state, seat, jam if seat != 1 else HARVEST_2, funds=0, vp=0)
    state = flow.harvest(r.tables, state)
    assert [x[0] for x in state.turn.pending] == [2, 0, 1]
    assert r.decision(state).seat == 2
    state = r.apply(state, r.parse_action("jam tile:oo:14 1")).state
    state = r.apply(state, r.parse_action("jam tile:oo:14 0")).state
    assert r.decision(state).seat == 1
    state = r.apply(state, r.parse_action("jam tile:oo:14 1")).state
    assert [(p.funds, p.vp) for p in state.players] == [(1, 0), (2, 2), (0, 1)]
    assert state.turn.round == 8
