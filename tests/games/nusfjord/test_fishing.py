"""Phase I, Fishing (rulebook pp. 6-7): the five distribution steps in order."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.nusfjord.flow import advance
from tabletop.games.nusfjord.state import Game

from .helpers import play, rules, set_player, start, texts


def fish_phase(state):
    """Run a whole Fishing Phase from ``state`` (as at the start of a round)."""
    g = Game.thaw(replace(state, phase="fish", fish_next=0, tasks=()))
    T = rules().base_tables
    while True:
        advance(T, g)
        if g.phase != "fish" or g.tasks:
            return g.freeze()


def test_round_one_catch_of_three_fish() -> None:
    # p. 6: "In Round 1, you catch 3 fish ... 2 fish on your issued Shares and the third in your Reserve."
    s = start(2)
    for p in s.players:
        assert (p.fish, p.res_fish) == (2, 1)


def test_elaborate_ten_fish_example() -> None:
    # p. 7: red (seat 0) catches 10 fish. 1-3: 3 fish on the elders, the Forest Manager's 3rd
    # fish pays 1 into the supply; 4: 1 fish on the red share on the Action board, 1 on the red
    # share in yellow's supply; 5: 3 on the red shares at home; 6: 1 into the reserve (7 -> 8);
    # 7: 1 back; 9: 5 fish into the supply from shares: 3 red, 1 blue, 1 yellow.
    red, blue, yellow = 0, 1, 2
    s = start(3, prefer=["chance: first seat:0"])
    s = replace(s, share_board=(1, 1, 0))
    s = set_player(s, red, fish=0, res_fish=7, ships=("schooner", "cutter", "sloop"), unissued=0,
                   held=(3, 1, 1), elders=(("forest_manager", 2, -1), ("sailor", 0, -1), ("builder", 1, -1)))
    s = set_player(s, blue, fish=0, res_fish=8, unissued=1, held=(0, 2, 0))  # 1 blue on board, 1 with red
    s = set_player(s, yellow, fish=0, res_fish=8, unissued=2, held=(1, 0, 1))  # 1 yellow with red
    from tabletop.games.nusfjord.ops import haul_size

    assert haul_size(rules().base_tables, s.players[red]) == 10
    after = fish_phase(s)
    r = after.players[red]
    assert [e[1] for e in r.elders] == [0, 1, 2]  # Forest Manager emptied, the others +1
    assert r.fish == 1 + 3 + 1 + 1  # Forest Manager + red shares at home + blue + yellow shares
    assert r.res_fish == 8
    assert after.players[yellow].fish == 1 + 1  # its own issued share + the red share it holds
    assert after.share_board == (1, 1, 0)  # the shares stay; their fish went to the supply


def test_short_of_fish_the_player_chooses_which_elder_is_fed() -> None:
    s = start(2, prefer=["chance: first seat:0"])
    s = set_player(s, 0, elders=(("sailor", 0, -1), ("builder", 0, -1), ("constructor", 0, -1),
                                 ("contractor", 0, -1)))
    s = set_player(s, 0, ships=())
    g = Game.thaw(replace(s, phase="fish", fish_next=0, tasks=()))
    advance(rules().base_tables, g)
    s = g.freeze()
    assert s.tasks[-1][0] == "feed_elder"  # haul 3 < 4 elders
    assert texts(s) == ["feed elder:sailor", "feed elder:builder", "feed elder:constructor",
                        "feed elder:contractor"]
    s = play(s, "feed elder:builder", "feed elder:contractor", "feed elder:sailor")
    assert [e[1] for e in s.players[0].elders] == [1, 1, 0, 1]
    assert s.players[0].res_fish == 1  # nothing reached steps 2-4 this round


def test_short_of_fish_for_foreign_shares_board_first_then_choice() -> None:
    s = start(3, prefer=["chance: first seat:0"])
    s = replace(s, share_board=(1, 0, 0))
    s = set_player(s, 0, unissued=0, held=(0, 0, 0))
    s = set_player(s, 1, held=(2, 2, 0), fish=0)
    s = set_player(s, 2, held=(2, 0, 2), fish=0)
    g = Game.thaw(replace(s, phase="fish", fish_next=0, tasks=()))
    advance(rules().base_tables, g)
    s = g.freeze()
    # 3 fish: 1 to the board share, then 2 fish for 4 foreign shares: the player chooses
    assert s.tasks[-1][:4] == ("feed_share", 0, 0, 2)
    s = play(s, "feed shares:2", "feed shares:2")
    # then seats 1 and 2 distribute their own hauls (2 fish each on their own shares)
    assert s.players[2].fish == 2 + 2 and s.players[1].fish == 0 + 2


def test_freed_willy_takes_everybodys_first_fish_and_old_man_pays_gold() -> None:
    s = start(2, prefer=["chance: first seat:0"])
    s = set_player(s, 0, elders=(("freed_willy", 3, -1),), fish=0)
    s = set_player(s, 1, fish=0, gold=0, old_man=1, elders=(("old_man", 0, -1),))
    after = fish_phase(s)
    p0, p1 = after.players
    # seat 0's first fish is Willy's 4th: 1 fish to his owner; then 2 on shares
    assert p0.fish == 1 + 2
    # seat 1 gets gold instead of fish: 2 issued shares -> 2 gold; Willy gets the first gold,
    # the Old Man swallows the next, nothing is left for the shares
    assert p1.fish == 0 and p1.gold == 0 and p1.old_man == 0 and p1.res_gold == 0
    assert p0.elders[0][1] == 1  # Willy: emptied by seat 0's fish, then seat 1's gold
