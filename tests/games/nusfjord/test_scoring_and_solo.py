"""Scoring (rulebook p. 15) and the solo games (p. 16)."""

from __future__ import annotations

from .helpers import play, resolve_chance, rules, set_player, start, texts
from .test_round_flow import pass_round


def test_scoring_example_11_plus_8_plus_21_minus_5_is_35() -> None:
    # p. 15: 7 VP from ships + 4 from fixed-value buildings = 11; Harbor Installation 8;
    # 21 from shares and gold; -5 for two unissued shares and three unused building spaces.
    s = start(2)
    cells = ("R", "118", "", "", "107", "104", "", "", "151", "", "", "")  # Theater 3, Arboretum 1, Yard 0
    s = set_player(s, 0, ships=("sloop", "cutter", "schooner"), cells=cells,
                   forests=(1, 0, 2, 0, 0), unissued=2, held=(3, 2), gold=16)
    sheet = rules().score_now(s).sheets[0]
    terms = {t.name: t.points for t in sheet.terms}
    assert terms["Ships"] + terms["Buildings"] - 8 == 11
    assert terms["Buildings"] == 4 + 8
    assert terms["Shares owned"] + terms["Gold"] == 21
    assert terms["Unissued shares"] + terms["Free building spaces"] == -5
    assert sheet.total == 35


def test_ties_are_shared_victories() -> None:
    r = rules()
    s = start(2)
    s = set_player(s, 1, **{f: getattr(s.players[0], f) for f in ("gold", "held")})
    s = set_player(s, 1, held=(0, 2))
    out = r.score_now(s)
    assert out.ranks == (1, 1) and all(sh.tiebreak == () for sh in out.sheets)


def test_solo_red_and_blue_alternate_and_last_rounds_workers_block() -> None:
    s = start(1)
    assert sum(s.plates) == 1 and s.ship_supply == (3, 3, 3, 1)
    s = play(s, "place space:thin_out", "place space:plus_gold", "place space:issue_share")
    assert s.round == 2 and s.tasks[-1] == ("turn", 0, 0)
    # the red workers of round 1 stay and block their spaces in round 2 (blue)
    t = texts(s)
    assert "place space:thin_out" not in t and "place space:plus_gold" not in t
    assert "copy space:copy_any space:thin_out" in t  # the Imitation tile (4p side)
    s = play(s, "place space:deforest", "remove cell:0:2", "pass", "pass")
    assert s.round == 3
    t = texts(s)
    # red came home; blue's deforest worker still blocks (2-player side: capacity 1)
    assert "place space:thin_out" in t and "place space:deforest" not in t
    assert s.spaces[[sd.id for sd in rules().base_tables.spaces_for(1, "solo")].index("deforest")] == (1,)


def test_advanced_solo_three_colours_and_three_copy_spaces() -> None:
    s = start(1, variants=("advanced_solo",))
    ids = [sd.id for sd in rules().base_tables.spaces_for(1, "advanced")]
    assert ids[-3:] == ["copy_left", "copy_middle", "copy_right"]
    s = play(s, "place space:plus_gold", "pass", "pass")
    s = play(s, "place space:thin_out", "pass", "pass")
    assert s.round == 3
    t = texts(s)
    assert "place space:plus_gold" not in t and "place space:thin_out" not in t  # red and blue stay
    s = resolve_chance(play(s, "pass", "pass", "pass"))  # round space 4 places 4 C buildings in the display
    t = texts(s)
    assert "place space:plus_gold" in t and "place space:thin_out" not in t  # red is back in round 4


def test_solo_game_plays_to_the_end() -> None:
    s = start(1)
    for _ in range(7):
        s = pass_round(s)
    out = rules().outcome(s)
    assert out is not None and len(out.sheets) == 1


def test_campaign_removed_cards_record_and_rank() -> None:
    from tabletop.games.nusfjord.rules import campaign_rank, campaign_record

    s = start(1, options=(("removed_cards", "101,103"),))
    s = set_player(s, 0, cells=("R", "104", "", "", "", "", "", "", "", "", "", ""))
    record = campaign_record(s)
    assert record["built"] == ("104",) and "101" not in record["seen_ab"]
    assert campaign_rank(0, 112) == 12 and campaign_rank(12, 105) == 12
    assert campaign_rank(12, 102) == 11 and campaign_rank(0, 80) == 0


def test_every_legal_action_has_a_description() -> None:
    import random

    from tabletop.core import GameConfig

    r = rules()
    for players, variants in ((5, ("promo_elders", "boydell_elders")), (1, ())):
        rng = random.Random(3)
        s = r.setup(GameConfig(players=players, variants=variants))
        while r.decision(s) is not None:
            actions = r.legal_actions(s)
            for a in actions:
                assert r.describe(s, a) and r.describe(s, a) != a.text(), a.text()
            s = r.apply(s, actions[rng.randrange(len(actions))]).state
