"""Setup by player count (rulebook pp. 4-5, component-facts 1.2) and what each seat sees."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig

from .helpers import rules, start, texts


@pytest.mark.parametrize(("players", "plates", "ships", "elders", "spaces"), [
    (1, 1, 3, 7, 13),  # solo: prepared as 2 players, plus the 4-player Imitation side
    (2, 1, 3, 7, 12),
    (3, 2, 4, 9, 11),
    (4, 3, 5, 12, 12),
    (5, 4, 6, 18, 14),
])
def test_setup_by_player_count(players, plates, ships, elders, spaces) -> None:
    s = start(players)
    # setup step 3: (players - 1) fish on the smallest plates; "4 players: 3 fish"
    assert sum(s.plates) == plates and s.plates[:plates] == (1,) * plates
    # step 5: one more ship of each type than players, at most 6 schooners, plus the 7th
    assert s.ship_supply == (ships, ships, min(ships, 6), 1)
    on_board = sum(len(st) for st in s.stacks)  # 5p: the six face-down #13-18 included
    assert on_board == elders
    assert len(s.spaces) == spaces
    assert len(s.disp_a) == 9 and len(s.disp_b) == 6
    if players <= 2:  # the rest of A and B leave the game
        assert s.deck_a == () and s.deck_b == ()
    else:
        assert len(s.deck_a) == 9 and len(s.deck_b) == 6
    assert len(s.deck_c) == 14
    for p in s.players:
        # 2 issued + 3 unissued shares, 4 forests (two stacked), the catboat, no elders
        assert p.unissued == 3 and p.held[s.players.index(p)] == 2
        assert sum(p.forests) == 4 and max(p.forests) == 2
        assert p.ships == () and p.elders == ()


def test_elder_stacks_builder_on_contractor_and_5p_face_down_bottoms() -> None:
    s = start(4)
    assert s.stacks[0] == ("contractor", "builder")  # "the Builder (#7) on top of the Contractor (#1)"
    assert s.stacks[5] == ("harbor_master", "pisciculturist")
    assert "take elder:contractor" not in texts_after_take_elder(s)
    s5 = start(5)
    assert all(st[0] == "?" for st in s5.stacks) and len(s5.hidden_elders) == 6


def texts_after_take_elder(s):
    from .helpers import play

    s = play(s, "place space:take_elder")
    return texts(s)


def test_variants_promo_pile_and_boydell_elders() -> None:
    s = start(4, variants=("promo_elders", "boydell_elders"))
    assert s.forgotten_top and len(s.forgotten_pool) == 3
    assert s.stacks[5][-1] == "tour_guide"  # in place of the Pisciculturist
    # placed at the bottom of a (chance-chosen) stack: both went under stack 1 here
    assert s.stacks[0][:2] == ("investor", "designer")
    assert s.rafts == 4


def test_removed_cards_option_for_the_campaign() -> None:
    s = start(1, options=(("removed_cards", "101,102,141"),))
    assert not {"101", "102"} & set(s.disp_a) and "141" not in s.deck_c


def test_hand_is_hidden_from_others_and_spectators() -> None:
    r = rules()
    s = start(3)
    from dataclasses import replace

    from .helpers import set_player

    s = set_player(s, 1, hand=("148", "151"))
    s = replace(s, round=4)
    mine = r.view(s, 1)
    assert {"card:nf:148", "card:nf:151"} <= mine.ids()
    for viewer in (None, 0, 2):
        v = r.view(s, viewer)
        assert not r.private_ids(s, 1) & v.ids()
        assert v.zone("hand:1").count == 2


def test_round_one_first_player_is_chance_and_setup_is_deterministic() -> None:
    r = rules()
    a = r.setup(GameConfig(players=3))
    b = r.setup(GameConfig(players=3))
    assert a == b
    s = start(3, prefer=["chance: first seat:2"])
    assert s.first == 2 and s.tasks[-1] == ("turn", 2, 0)
