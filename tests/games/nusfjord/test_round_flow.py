"""Work turns, Returning Home and the round-space instructions (rulebook pp. 8-9)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from .helpers import play, resolve_chance, rules, start


def pass_round(s):
    """Everybody passes until the next round's first work turn (chance: first outcomes)."""
    r = rules()
    start_round = s.round
    while s.round == start_round and r.decision(s) is not None:
        d = r.decision(s)
        s = resolve_chance(s) if d.is_chance else play(s, "pass")
    return resolve_chance(s)


def test_three_turns_each_clockwise_from_the_first_player() -> None:
    s = start(3, prefer=["chance: first seat:1"])
    order = []
    for _ in range(9):
        order.append(s.tasks[-1][1])
        s = play(s, "pass")
    assert order == [1, 2, 0] * 3


def test_first_player_ship_moves_to_the_right() -> None:
    # p. 9 tip: the next First Player is the player to the right (the last one this round)
    s = start(4, prefer=["chance: first seat:0"])
    s = pass_round(s)
    assert s.round == 2 and s.first == 3 and s.tasks[-1] == ("turn", 3, 0)


def test_round_space_three_adds_a_buildings_but_not_beyond_the_board() -> None:
    # p. 9: 4 players add 4 "A" buildings, "you would add only 3" when only 3 spaces are empty
    s = pass_round(start(4))
    s = replace(s, disp_a=s.disp_a[:6])
    s = pass_round(s)
    assert s.round == 3 and len(s.disp_a) == 9 and len(s.deck_a) == 9 - 3
    full = pass_round(pass_round(start(3)))
    assert len(full.disp_a) == 9 and len(full.deck_a) == 9  # no empty space: nothing added
    two = pass_round(pass_round(start(2)))
    assert two.deck_a == ()


@pytest.mark.parametrize(("players", "hand"), [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_round_space_four_deals_c_hands_and_six_shows_them(players, hand) -> None:
    s = start(players)
    for _ in range(3):
        s = pass_round(s)
    assert s.round == 4
    assert all(len(p.hand) == hand for p in s.players)
    assert len(s.deck_c) == 14 - hand * players
    s = pass_round(pass_round(s))
    assert s.round == 6 and len(s.disp_c) == hand * players and all(p.hand == () for p in s.players)


@pytest.mark.parametrize("variants", [(), ("advanced_solo",)])
def test_solo_turn_order_tile_places_four_then_three_c_buildings_in_the_display(variants) -> None:
    # Solo Turn Order tile: "Place 4 C buildings in the display"
    # and "Place 3 C buildings in the display"; the "Campaign" text (p. 16) confirms
    # Round 6: "in Round 6, there may be fewer than three 'C' Buildings left to add to the display".
    s = start(1, variants=variants)
    for _ in range(3):
        s = pass_round(s)
    assert s.round == 4 and s.players[0].hand == () and len(s.disp_c) == 4
    assert len(s.deck_c) == 10
    s = pass_round(s)
    assert len(s.disp_c) == 4  # Round 5: nothing
    s = pass_round(s)
    assert s.round == 6 and len(s.disp_c) == 7 and len(s.deck_c) == 7 and s.players[0].hand == ()


def test_solo_round_six_adds_only_what_is_left_in_a_campaign() -> None:
    # campaign game 3: "in Round 6, there may be fewer than three C Buildings left" (p. 16, "Campaign")
    c_cards = [str(i) for i in range(141, 151)]  # 10 of the 14 C buildings were built earlier
    s = start(1, options=(("removed_cards", ",".join(c_cards)),))
    assert len(s.deck_c) == 4
    for _ in range(5):
        s = pass_round(s)
    assert s.round == 6 and len(s.disp_c) == 4 and s.deck_c == ()


@pytest.mark.parametrize(("players", "added"), [(2, 0), (3, 2), (4, 2), (5, 3)])
def test_round_space_five_adds_b_buildings(players, added) -> None:
    s = start(players)
    for _ in range(3):
        s = pass_round(s)
    s = replace(s, disp_b=s.disp_b[:3])
    s = pass_round(s)
    assert s.round == 5 and len(s.disp_b) == 3 + added


def test_game_ends_after_round_seven() -> None:
    r = rules()
    s = start(2)
    for _ in range(7):
        s = pass_round(s)
    assert r.decision(s) is None and r.outcome(s) is not None and s.round == 7
