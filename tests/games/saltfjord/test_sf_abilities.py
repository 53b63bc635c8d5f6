"""The eight ability tiles (RB appendix) and the end-of-round reset."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.saltfjord.items import END_TURN, GO_FISH, UPGRADE

from .helpers import play, res, rules, setup_to_play, with_player


def at(**player):
    s = setup_to_play(2)
    s = replace(s, pool=(0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1))  # a white 3 and an orange 6
    player.setdefault("res", res())
    player.setdefault("abilities", ())
    return with_player(s, s.seat, **player)


def lines(s):
    return {a.args[0] for a in rules().legal_actions(s) if a.verb == "line"}


def test_swap_lets_white_dice_activate_rows():
    s = at(abilities=("swap",))
    s = play(s, "take dice:3 white")
    assert f"row:{s.seat}:3" in lines(s) and f"col:{s.seat}:3" in lines(s)


def test_anyvalue_changes_the_die_to_any_value_for_one_fish():
    s = at(abilities=("anyvalue",), res=res(fish=1))
    s = play(s, "take dice:3 white")
    assert lines(s) == {f"col:{s.seat}:{v}" for v in range(1, 7)}
    s = play(s, f"line col:{s.seat}:6")
    assert s.players[s.seat].res[0] == 0


def test_market_buys_grain_wood_or_paper_for_two_fish():
    s = at(abilities=("market",), res=res(fish=2))
    seat = s.seat
    buys = [a.text() for a in rules().legal_actions(s) if a.verb == "buy"]
    assert buys == [f"buy room:{seat}:wood", f"buy room:{seat}:grain", f"buy room:{seat}:paper"]
    s = play(s, buys[1])
    assert s.players[seat].res == res(grain=1)


def test_bigupgrade_reaches_any_second_level_room():
    s = at(abilities=("bigupgrade",), res=res(grain=1))
    seat = s.seat
    s = replace(s, pending=(UPGRADE, END_TURN))
    ups = [a.text() for a in rules().legal_actions(s) if a.verb == "upgrade"]
    assert ups == [f"upgrade room:{seat}:grain {r}" for r in ("plank", "food", "book")]


def test_adjacent_pays_one_fish_to_activate_a_neighbour_too():
    T = rules().tables
    g = [0] * 36
    g[0], g[1] = T.square_index["wood"], T.square_index["grain"]
    s = at(abilities=("adjacent",), res=res(fish=1), grid=tuple(g), workers=1)
    seat = s.seat
    s = play(s, f"worker cell:{seat}:1,1")
    assert [a.text() for a in rules().legal_actions(s)][:2] == [f"also cell:{seat}:2,1", "skip"]
    s = play(s, f"also cell:{seat}:2,1")
    assert s.players[seat].res == res(wood=1, grain=1)


def test_hold_is_an_extra_boat_space_whose_token_is_doubled():
    s = at(abilities=("hold",), area=1, boat=("t3-01", "t1-02", "t3-03", "t2-06"))
    seat = s.seat
    s = replace(s, pending=(GO_FISH, END_TURN))
    s = play(s, "home")  # basic boat (3) + hold (1) = 4 tokens; the best (4 points) doubled
    assert s.players[seat].vp == 4 * 2 + 1 + 3 + 3


def test_end_of_round_returns_workers_and_clears_dice():
    T = rules().tables
    s = setup_to_play(2)
    a = s.seat
    s = with_player(s, a, grid=tuple(T.square_index["wood"] if c == 0 else 0 for c in range(36)),
                    workers=1, res=res())
    s = play(s, f"worker cell:{a}:1,1", "retire tavern:2")
    while rules().decision(s).seat == a:
        s = play(s, "skip")
    s = play(s, "retire tavern:1")
    while not s.chance:
        s = play(s, "skip")
    p = s.players[a]
    assert p.workers == 1 and p.occ == (0,) * 36 and p.white == p.orange == 0
    assert s.start == 1 - a  # further left in the taverns
