"""Setup for 1-4 players, the end of the game, final scoring examples and ties."""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.core import GameConfig
from tabletop.games.saltfjord import scoring

from .helpers import play, res, rules, setup_to_play, with_player


def terms(s, seat):
    return {t.name: t.points for t in rules().outcome(replace(s, phase="over")).sheets[seat].terms}


def until_sets(players):
    r = rules()
    s = r.setup(GameConfig(players=players))
    while s.chance:
        s = r.apply(s, r.legal_actions(s)[0]).state
    return s


def test_setup_dice_stacks_crates_and_abilities():
    for players, white, orange in ((2, 6, 2), (3, 9, 3), (4, 12, 4)):
        s = until_sets(players)
        assert sum(s.pool[:6]) == white and sum(s.pool[6:]) == orange
        assert all(s.btops) and s.bleft == (6, 6, 5, 5, 9, 9, 7, 7)
        assert sorted(s.ctops) == ["s1", "s2", "s3", "s4"] and s.cleft == (11,) * 4
        assert len(s.ab_board) == 4 and all(st[0] for st in s.deal.sets)
        assert len(set(s.tops)) == 4 and len(s.deal.tile_pool) == 7
        assert {rules().tables.boards[p.board][1] for p in s.players} == {"a"}


def test_starting_sets_are_chosen_counter_clockwise_from_the_right_of_the_starting_player():
    s = until_sets(4)
    assert s.start == 0 and s.deal.choose_order == (3, 2, 1, 0)
    s = play(rules().setup(GameConfig(players=4)), *[])
    r = rules()
    while s.chance and s.chance[0][0] != "first":
        s = r.apply(s, r.legal_actions(s)[0]).state
    s = play(s, "chance: first 3")
    assert s.deal.choose_order == (1, 0, 3, 2) and s.seat == 1


def test_starting_building_covers_two_snow_spaces_and_resources_are_gained():
    s = until_sets(2)
    seat = s.seat
    s = play(s, "choose set:1")
    _ab, _bld, res_id = s.deal.sets[0]
    places = [a for a in rules().legal_actions(s) if a.verb == "place"]
    assert len(places) == 8  # 4 domino positions in the centre, each way round
    s = play(s, places[0].text())
    p = s.players[seat]
    assert sum(1 for c in (14, 15, 20, 21) if p.grid[c]) == 2
    assert p.res == tuple(rules().tables.start_resources[res_id][0]) or rules().decision(s).stage == "fish"


def test_the_fish_starting_resource_tile_triggers_go_fishing():
    s = until_sets(2)
    k = next(i for i, st in enumerate(s.deal.sets) if st[2] == "res4")
    s = play(s, f"choose set:{k + 1}")
    s = play(s, rules().legal_actions(s)[0].text())
    assert rules().decision(s).stage == "fish"


def test_three_player_round_counter_and_later_rounds():
    s = setup_to_play(3)
    view = rules().view(s, None)
    assert view.zone("round:2").note == "3 orange dice"


def test_final_scoring_tokens_on_the_boat_and_fish():
    # "David gains 6 points (3 x 2) and 3 fish." (stand-in t2-04/-12/-20: 2 points and 1 fish each)
    s = setup_to_play(2)
    s = with_player(s, 0, res=res(), boat=("t2-04", "t2-12", "t2-20"), vp=0, tech=(0, 0, 0, 0),
                    piers=((), (), (), ()))
    t = terms(s, 0)
    assert t["Fishing tokens on the boat"] == 6
    assert t["Fish (1 per 3)"] == 1  # the 3 fish from the tokens
    s = with_player(s, 0, res=res(fish=2, food=1, gold=1), boat=())
    assert terms(s, 0)["Fish (1 per 3)"] == 2  # 2 + 2 (food) + 3 (gold) = 7 fish


def test_crate_sets_and_crate_points():
    # "David gains 6 points (3 x 2) for his 2 sets of crate tiles."
    s = setup_to_play(2)
    s = with_player(s, 0, piers=(("c01", "c02"), ("c03", "c04"), ("c05", "c06", "c07"), ("c12", "c13")))
    t = terms(s, 0)
    assert t["Crate sets"] == 6
    assert t["Crate points"] == sum(rules().tables.crates[c][1] for c in ("c01", "c02", "c03", "c04", "c05",
                                                                      "c06", "c07", "c12", "c13"))


def test_technology_levels_and_top_tiles():
    # "David gains 5 points (4+1) for his markers on levels 1 and 2 and scores the 1st and 4th
    # scoring tiles ... Mary gains 8 points (4+4) for her markers on level 2. She does not score for
    # the 3rd scoring tile with a lightning symbol."
    s = setup_to_play(2)
    s = replace(s, tops=("tokens", "midtech", "race", "large"))
    s = with_player(s, 0, tech=(4, 1, 2, 4), catch=("t1-01", "t1-02"), res=res(), boat=())
    s = with_player(s, 1, tech=(2, 2, 4, 0), res=res(), boat=())
    t0, t1 = terms(s, 0), terms(s, 1)
    assert t0["Technology levels"] == 5
    assert t0["Scoring tile “1 per fishing token” (craftsmanship)"] == 2
    assert "Scoring tile “3 per large tile” (fishing)" in t0
    assert t1["Technology levels"] == 8
    assert not any(name.startswith("Scoring tile") for name in t1)


def test_scoring_tiles():
    T = rules().tables
    s = setup_to_play(2)
    g = [T.square_index["wood"]] * 36
    g[0] = T.square_index["walk:fish2"]
    g[1] = T.square_index["walk:fish"]
    p = replace(s.players[0], grid=tuple(g), tiles=(("L-01", 0, 0), ("D2-01", 0, 0), ("I3-02", 0, 0)),
                piers=(("c01",), ("c12",), (), ("c20",)), catch=("t2-02", "t3-02"), tech=(2, 3, 1, 0),
                dice=((0, 6, 5), (1, 2, 7), (1, 3, -1)))
    p = replace(p, occ=tuple(1 if c in (5, 7) else 0 for c in range(36)))
    assert scoring.tile_points(T, p, "walkfish", s) == 6
    assert scoring.tile_points(T, p, "large", s) == 6
    assert scoring.tile_points(T, p, "midtech", s) == 8
    assert scoring.tile_points(T, p, "bigcrates", s) == 9  # c01 (4), c12 (8) and c20 (14)
    assert scoring.tile_points(T, p, "outerpiers", s) == 4
    assert scoring.tile_points(T, p, "square", s) == 15
    assert scoring.tile_points(T, p, "lobsters", s) == 6
    assert scoring.tile_points(T, p, "tokens", s) == 2
    assert scoring.tile_points(T, p, "dice6", s) == 3  # the die in column 6
    g2 = [0] * 36
    for y in range(3):
        for x in range(3):
            g2[(y + 2) * 6 + x + 1] = T.square_index["wood"]
    assert scoring.largest_square(replace(p, grid=tuple(g2))) == 7


def test_ties_go_to_the_player_further_left_in_the_taverns():
    s = setup_to_play(2)
    for seat in (0, 1):
        s = with_player(s, seat, res=res(), vp=10, boat=(), piers=((), (), (), ()), tech=(0, 0, 0, 0))
    s = replace(s, taverns=(-1, 1, -1, 0, -1), phase="over")
    out = rules().outcome(s)
    assert out.sheets[0].total == out.sheets[1].total == 10
    assert out.winners == (1,)


def test_the_game_ends_after_round_three():
    s = setup_to_play(2)
    s = replace(s, round=3)
    a = s.seat
    s = play(s, "retire tavern:1")
    while rules().decision(s) is not None and rules().decision(s).seat == a:
        s = play(s, "skip")
    s = play(s, "retire tavern:2")
    while rules().decision(s) is not None:
        s = play(s, "skip")
    assert s.phase == "over" and rules().outcome(s) is not None


def test_the_village_side_b_is_playable_to_the_end():
    r = rules()
    s = r.setup(GameConfig(players=3, options=(("side", "b"),)))
    rng = random.Random(4)
    while r.decision(s) is not None:
        if s.phase == "play":
            assert {r.tables.boards[p.board][1] for p in s.players} == {"b"}
        acts = r.legal_actions(s)
        s = r.apply(s, acts[rng.randrange(len(acts))]).state
    assert r.outcome(s) is not None


def test_the_food_and_wood_crate_is_worth_five():
    # RB order example "David pays 1 food and 1 wood to take this crate tile" and final scoring
    # "David gains 5 points for this crate tile": the stand-in crate of that cost (c08) is worth 5.
    T = rules().tables
    cost, points, _start = T.crates["c08"]
    assert cost == res(wood=1, food=1) and points == 5
    s = setup_to_play(2)
    s = with_player(s, 0, piers=(("c08",), (), (), ()))
    assert terms(s, 0)["Crate points"] == 5


def test_the_bots_fast_totals_match_the_score_sheets_all_game():
    # score_totals is the bots' shortcut past the sheets: it must give the sheets' totals and
    # tiebreaks in every position (solo special tiles and wagons included)
    import random

    r = rules()
    scored = 0
    for players, variants in ((1, ()), (1, ("wagons",)), (2, ()), (4, ("wagons",))):
        rng = random.Random(f"totals:{players}:{variants}")
        s = r.setup(GameConfig(players=players, variants=variants))
        checked = 0
        while r.decision(s) is not None:
            if s.phase in ("play", "sets", "over"):
                sheets = r.score_now(s).sheets
                assert r.score_totals(s) == tuple((sh.total, sh.tiebreak) for sh in sheets)
                checked += 1
            acts = r.legal_actions(s)
            s = r.apply(s, acts[rng.randrange(len(acts))]).state
        sheets = r.score_now(s).sheets
        assert r.score_totals(s) == tuple((sh.total, sh.tiebreak) for sh in sheets)
        assert checked > 50
        scored += sum(sh.total for sh in sheets)
    assert scored > 0
