"""The solo game and the advanced game (wagons)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core import GameConfig
from tabletop.games.saltfjord.items import END_TURN, MAIN, TECH

from .helpers import play, res, rules, setup_to_play, with_player


def solo_until_play(variants=()):
    r = rules()
    s = r.setup(GameConfig(players=1, variants=variants))
    while s.phase != "play" or s.chance:
        s = r.apply(s, r.legal_actions(s)[0]).state
    return s


def test_solo_setup_dice_on_taverns_and_no_lightning_tiles():
    s = solo_until_play()
    assert [d[0] > 0 for d in s.tdice] == [False, True, True, True, True]  # no white die on the left
    assert [d[1] > 0 for d in s.tdice] == [False, False, False, True, True]
    assert "race" not in s.tops + s.specials and "sellfish" not in s.tops + s.specials
    assert len(s.specials) == 2 and not set(s.specials) & set(s.tops)
    assert s.pool == (0,) * 12


def test_solo_take_from_taverns_and_retire_only_on_a_tavern_without_dice():
    s = solo_until_play()
    takes = {a.args[0] for a in rules().legal_actions(s) if a.verb == "take"}
    assert takes == {"tavern:2", "tavern:3", "tavern:4", "tavern:5"}
    assert [a.args[0] for a in rules().legal_actions(s) if a.verb == "retire"] == ["tavern:1"]
    s = play(s, "take tavern:2 white", "discard")
    assert [a.args[0] for a in rules().legal_actions(s) if a.verb == "retire"] == ["tavern:1", "tavern:2"]


def test_solo_building_removes_the_top_of_the_other_stack_of_the_same_shape():
    s = solo_until_play()
    s = with_player(s, 0, res=res(wood=1, plank=1))
    before = s.bleft
    s = play(s, "build stack:L-a")
    assert s.btops[0] == "" and s.btops[1] == ""
    assert s.chance == (("btop", 0), ("btop", 1))
    while s.chance:
        s = rules().apply(s, rules().legal_actions(s)[0]).state
    assert s.bleft[:2] == (before[0] - 1, before[1] - 1)


def test_solo_round_end_removes_top_crates_and_adds_an_orange_die():
    s = solo_until_play()
    tops = s.ctops
    s = play(s, "retire tavern:1")
    while not s.chance or s.chance[0][0] == "draw":
        s = play(s, "skip") if not s.chance else rules().apply(s, rules().legal_actions(s)[0]).state
    assert s.round == 2 and s.ctops == ("",) * 4 and s.cleft == (11,) * 4
    assert [c for c in s.chance if c[0] == "ctop"] == [("ctop", k) for k in range(4)]
    assert sum(1 for c in s.chance if c[0] == "troll" and c[2] == 1) == 3
    while s.chance:
        s = rules().apply(s, rules().legal_actions(s)[0]).state
    assert not set(tops) & set(s.ctops)


def test_solo_win_needs_ten_points_on_each_special_tile():
    s = solo_until_play()
    s = replace(s, specials=("tokens", "large"), phase="over")
    s = with_player(s, 0, catch=tuple(f"t1-{i:02d}" for i in range(1, 11)),
                    tiles=tuple((f"L-0{i}", 0, 0) for i in range(1, 5)))
    out = rules().outcome(s)
    names = [t.name for t in out.sheets[0].terms]
    assert not any("lost" in n for n in names)
    assert "you win" in rules().view(s, 0).status  # worded as the medal table: "No medal, but you win!"
    s2 = with_player(s, 0, catch=("t1-01",))
    assert any("lost" in t.name for t in rules().outcome(s2).sheets[0].terms)


def test_wagon_setup_and_activation_before_the_die():
    # "David is about to activate column 2. First, he moves the wagon to the right to gain 1 wood for
    # the building in column 3. Then, he activates the two buildings in column 2."
    T = rules().tables
    s = setup_to_play(2, ("wagons",))
    assert all(p.wagons == (0,) for p in s.players)
    g = [0] * 36
    g[1 * 6 + 2] = T.square_index["wood"]  # (3,2)
    g[0 * 6 + 1] = T.square_index["grain"]  # (2,1)
    g[4 * 6 + 1] = T.square_index["paper"]  # (2,5)
    s = replace(s, pool=(0, 1) + (0,) * 10)
    s = with_player(s, s.seat, grid=tuple(g), wagons=(1 * 6 + 1,), res=res(), abilities=())
    seat = s.seat
    s = play(s, "take dice:2 white", f"line col:{seat}:2")
    moves = [a.text() for a in rules().legal_actions(s) if a.verb in ("wagon", "stay")]
    assert moves == [f"wagon wagon:{seat}:1 cell:{seat}:1,2", f"wagon wagon:{seat}:1 cell:{seat}:3,2",
                     f"stay wagon:{seat}:1"]
    s = play(s, f"wagon wagon:{seat}:1 cell:{seat}:3,2")
    assert s.players[seat].res[1] == 1
    s = play(s, f"activate cell:{seat}:2,1", f"activate cell:{seat}:2,5", "done")
    assert s.players[seat].res[2] == 1 and s.players[seat].res[3] == 1


def test_a_wagon_blocks_its_building_and_scores_row_times_column():
    # "A wagon in the 3rd row and 4th column scores 3 x 4 = 12 points."
    T = rules().tables
    s = setup_to_play(2, ("wagons",))
    cell = 2 * 6 + 3
    g = tuple(T.square_index["wood"] if c == cell else 0 for c in range(36))
    s = with_player(s, 0, grid=g, wagons=(cell,), workers=1)
    s = replace(s, seat=0, stage=MAIN, pending=())
    assert "worker cell:0:4,3" not in {a.text() for a in rules().legal_actions(s)}
    terms = {t.name: t.points for t in rules().outcome(replace(s, phase="over")).sheets[0].terms}
    assert terms["Wagons (row × column)"] == 12


def test_advanced_logistics_second_wagon_and_move():
    s = setup_to_play(2, ("wagons",))
    s = with_player(s, s.seat, res=res(grain=1, wood=1, food=1), wagons=(0,), abilities=())
    seat = s.seat
    s = replace(s, pending=(TECH, TECH, TECH, END_TURN))
    s = play(s, "tech track:logistics", "tech track:logistics")
    p = s.players[seat]
    assert p.wagons == (0,) and p.wagon_wait == 1  # the top-left space is taken by the first wagon
    s = play(s, "tech track:logistics")
    assert rules().decision(s).stage == "wmove"
    s = play(s, f"wagon wagon:{seat}:1 cell:{seat}:2,1")
    assert s.players[seat].wagons == (1, 0) and s.players[seat].wagon_wait == 0


def test_solo_medal_and_achievements_with_more_special_tiles():
    from tabletop.games.saltfjord import scoring
    r = rules()
    s = r.setup(GameConfig(players=1, options=(("special_tiles", "3"),)))
    while s.phase != "play" or s.chance:
        s = r.apply(s, r.legal_actions(s)[0]).state
    assert len(s.specials) == 3
    assert scoring.achievement(s, True, "Gold") == 1
    assert scoring.achievement(s, True, "Platinum") == 2
    assert scoring.achievement(s, False, "Platinum") == 0
    s = with_player(s, 0, vp=150)
    s = replace(s, specials=("tokens",), phase="over")
    s = with_player(s, 0, catch=tuple(f"t1-{i:02d}" for i in range(1, 11)))
    won, _special, medal = scoring.solo_result(r.tables, s)
    assert won and medal in ("Gold", "Platinum", "Palladium")


def test_lift_ability_discards_dice_from_the_board_and_refreshes_after_retiring():
    s = setup_to_play(2)
    seat = s.seat
    occ = tuple(1 if c == 3 else 0 for c in range(36))
    s = with_player(s, seat, abilities=("lift",), lift=3, occ=occ, dice=((0, 4, 3),))
    s = play(s, f"lift cell:{seat}:4,1")
    p = s.players[seat]
    assert p.occ[3] == 0 and p.dice == () and p.lift == 0  # one flip (RB appendix), not 3 charges
    s = with_player(s, seat, lift=0)
    s = play(s, "retire tavern:2")
    assert s.players[seat].lift == 0  # face down until the round ends (issue 35)
    while s.round == 1:  # everyone retires; what follows is declined
        options = [a.text() for a in rules().legal_actions(s)]
        s = play(s, next((t for t in options if t.startswith("retire")), "skip" if "skip" in options else options[0]))
    assert s.players[seat].lift == 3
