"""Rule findings of issue 12: free actions before an effect, the lift tile, the row-6 scoring
tile and the solo result without a medal (each cites its rulebook line)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core import GameConfig
from tabletop.games.saltfjord import scoring

from .helpers import play, res, rules, setup_to_play, with_player


def legal_texts(s):
    return [a.text() for a in rules().legal_actions(s)]


# RB "Free Actions": "Any time during any of your turns (even the turn when you retire), you may
# perform any number of the following free actions" -- so an effect waits for them before it lapses.
def test_both_ability_order_waits_for_a_pay_two_fish_upgrade():
    T = rules().tables
    g = tuple(T.square_index["order/tech"] if c == 0 else 0 for c in range(36))
    s = setup_to_play(2)
    seat = s.seat
    s = with_player(s, seat, grid=g, workers=1, res=res(grain=1, wood=1, fish=2), abilities=("both",))
    s = replace(s, ctops=("c10", "c08", "c20", "c22"))  # c10 costs 1 plank + 1 paper
    s = play(s, f"worker cell:{seat}:1,1", "effect tech", "tech track:logistics")  # + fish, wood, paper
    assert rules().decision(s).stage == "order"  # no plank yet: the order waits instead of lapsing
    assert "free actions first" in rules().decision(s).prompt
    texts = legal_texts(s)
    assert "skip" in texts and f"pay_upgrade room:{seat}:wood plank" in texts
    s = play(s, f"pay_upgrade room:{seat}:wood plank", "order crate:c10")
    assert s.players[seat].piers[0] == ("c10",)


def test_retiring_pier_four_waits_for_upgrading_a_fish_to_grain():
    s = setup_to_play(2)
    seat = s.seat
    s = with_player(s, seat, res=res(fish=3), piers=((), (), (), ("s1",)))
    s = play(s, "retire tavern:1")
    while rules().decision(s).stage != "feast":  # the tavern action: declined
        assert rules().decision(s).seat == seat
        s = play(s, "skip")
    texts = legal_texts(s)
    assert f"pay_upgrade room:{seat}:fish grain" in texts and "skip" in texts
    s = play(s, f"pay_upgrade room:{seat}:fish grain", f"pay room:{seat}:grain")
    assert s.players[seat].vp == 3


def test_an_effect_still_lapses_when_no_free_action_could_help():
    s = setup_to_play(2)
    seat = s.seat
    s = with_player(s, seat, res=res(), piers=((), (), (), ("s1",)), workers=0)
    s = play(s, "retire tavern:1")
    while rules().decision(s) is not None and rules().decision(s).seat == seat:
        assert rules().decision(s).stage != "feast"  # nothing to pay and nothing to sell
        s = play(s, "skip")


# RB appendix, ability tiles: "Flip this tile to discard up to 3 dice from your player board.
# Flip this tile face up after you retire (can only be used once per round)." One flip.
def _with_three_dice():
    s = setup_to_play(2)
    seat = s.seat
    occ = tuple(1 if c in (3, 4, 10) else 0 for c in range(36))
    dice = ((0, 4, 3), (0, 5, 4), (0, 5, 10))
    return with_player(s, seat, abilities=("lift",), lift=3, occ=occ, dice=dice), seat


def test_lift_discards_up_to_three_dice_in_one_flip():
    s, seat = _with_three_dice()
    s = play(s, f"lift cell:{seat}:4,1")
    assert s.players[seat].lift == 0  # the tile is face down now
    assert rules().decision(s).stage == "lift"
    lifts = [t for t in legal_texts(s) if t.startswith("lift")]
    assert lifts == [f"lift cell:{seat}:5,1", f"lift cell:{seat}:5,2"] and "skip" in legal_texts(s)
    s = play(s, f"lift cell:{seat}:5,1", f"lift cell:{seat}:5,2")
    p = s.players[seat]
    assert p.dice == () and not any(p.occ) and rules().decision(s).stage == "main"


def test_lift_stopped_early_cannot_be_used_again_this_round():
    s, seat = _with_three_dice()
    s = play(s, f"lift cell:{seat}:4,1", "skip")
    assert rules().decision(s).stage == "main"
    assert not [t for t in legal_texts(s) if t.startswith("lift")]
    assert len(s.players[seat].dice) == 2


# RB appendix, scoring tiles: "3 points for each die placed in row 6 or column 6"; RB action A:
# "Place the die on the last building that was activated." A die that activated nothing is not
# placed on the player board, so it is not in row 6 or column 6.
def test_a_die_that_activated_nothing_does_not_score_for_row_or_column_six():
    T = rules().tables
    s = setup_to_play(2)
    occ = tuple(1 if c in (5, 33) else 0 for c in range(36))
    p = replace(s.players[0], occ=occ, dice=((0, 6, 5), (0, 4, 33), (0, 6, -1), (1, 6, -1)))
    assert scoring.tile_points(T, p, "dice6", s) == 6  # column 6 row 1, and row 6 column 4


# RB medal table: "<100 ... No medal, but you win!"
def test_a_solo_win_below_the_medal_table_reads_as_the_rulebook():
    r = rules()
    s = r.setup(GameConfig(players=1))
    while s.phase != "play" or s.chance:
        s = r.apply(s, r.legal_actions(s)[0]).state
    s = replace(s, specials=("tokens", "tokens"), phase="over")
    s = with_player(s, 0, vp=10, catch=tuple(f"t1-{i:02d}" for i in range(1, 11)))
    out = r.outcome(s)
    assert out.summary == "No medal, but you win!"
    status = r.view(s, 0).status
    assert "No medal, but you win!" in status and "medal (" not in status and "level 0" not in status


def test_a_solo_win_with_a_medal_names_it():
    r = rules()
    s = r.setup(GameConfig(players=1))
    while s.phase != "play" or s.chance:
        s = r.apply(s, r.legal_actions(s)[0]).state
    s = replace(s, specials=("tokens", "tokens"), phase="over")
    s = with_player(s, 0, vp=125, catch=tuple(f"t1-{i:02d}" for i in range(1, 11)))
    assert r.outcome(s).summary == "You win with a Silver medal!"
