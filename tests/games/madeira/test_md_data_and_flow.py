"""Component data, player-count limits and one whole round played through the notation."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core import GameConfig
from tabletop.model.playout import play_session


def test_components_validate_and_flag_their_sources(md):
    counts = md.data.source_counts
    assert counts["rulebook"] > 0 and counts["stand-in"] > 0 and counts["public"] > 0
    T = md.tables
    assert T.wood_prices == (1, 3, 6, 10, 15, 21) and T.tile_costs == (2, 3, 4, 5)
    assert T.guild_faces == (1, 2, 3)
    assert [T.building_idle_round[b] for b in range(5)] == [5, 4, 3, 2, 1]
    assert T.city_pp[0] == (10, 7) and T.market_pp[0] == (3, 6, 4) and T.colony_pp[0] == (4, 3, 6)
    assert sorted(T.tile_ids) == sorted(
        ["monk", "miller", "bishop", "patron", "noble", "diplomat", "treasurer", "navigator",
         "engineer", "constable", "lady", "scout"])


def test_two_players_allow_two_dice_per_character_and_fewer_spaces(md):
    st = md.phase_b(2)
    s = md.seat(st)
    bdice = list(st.bdice)
    bdice[0] = ((3, 1 - s, 0), (3, 1 - s, 0))
    st = replace(st, bdice=tuple(bdice))
    texts = md.texts(st)
    assert not any(t.startswith(("place building:mill", "pirate building:mill")) for t in texts)
    view = md.rules.view(st, None)
    # spaces not used at two players are not in the view (the UI hides their layout zones)
    assert view.zone("route:wheat:3") is None and view.zone("cship:azores:4") is None
    assert view.zone("cship:azores:3") is not None and view.zone("row:3:dice") is None


def test_a_whole_round_from_the_notation(md):
    session = play_session(md.rules, GameConfig(players=3), "round", max_plies=10_000)
    history = session.history
    assert history[0].startswith("chance: start")
    replay = md.setup(3)
    for text in history:
        replay = md.play(replay, text)
        if replay.round == 2:
            break
    assert replay.round == 2 and replay.phase == "A"
    assert sum(len(p.crowns) for p in replay.players) == 3  # one left each after round 1
    assert all(not m for m in replay.markers) and replay.char_at == (-1,) * 4


def test_game_end_ranks_by_pp_then_pass_order(md):
    st = replace(md.phase_b(3), phase="end", order=(2, 0, 1))
    for seat in range(3):
        st = md.player(st, seat, pp=10, pirates=0, goods=(0, 0, 0), wood=0, bread=0, reals=0)
    outcome = md.rules.outcome(st)
    assert outcome.ranks == (2, 3, 1)
    assert md.rules.decision(st) is None and list(md.rules.legal_actions(st)) == []
