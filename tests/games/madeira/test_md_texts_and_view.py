"""Texts and the view: seats named through seat_ref, the log never gives a pirate total away,
the view emits exactly the zones used at the player count, the cheap state copy, the
choices that replaced automatic ones (madeira.en.md "Conditions for gaining wood")."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tabletop.core import CHANCE, GameConfig
from tabletop.games.madeira.board import feeding_due
from tabletop.games.madeira.state import Character, Tower, evolve
from tabletop.games.madeira.tables import CAPITANIA, CUSTOMS, FORTRESS, GUILDHALL, MILL
from tabletop.model.playout import play_session

SEAT_WORDS = re.compile(r"\b(seat|player) \d", re.IGNORECASE)


def _turn(md, players=4, **kw):
    st = md.phase_b(players)
    seat = md.seat(st)
    return md.player(st, seat, **kw), seat


def _events(md, st, text):
    step = md.rules.apply(st, md.rules.parse_action(text))
    return step.state, [e.text for e in step.events]


def test_evolve_is_replace(md):
    st = md.phase_b(3)
    for changes in ({"cursor": 2}, {"trees": (0,) * 14, "stack": (Character("act", 0, 1),)}, {}):
        new = evolve(st, **changes)
        assert type(new) is type(st) and new == replace(st, **changes) and repr(new) == repr(replace(st, **changes))
    p = evolve(st.players[0], pp=7)
    assert p == replace(st.players[0], pp=7)
    with pytest.raises(AttributeError):
        evolve(st, no_such_field=1)
    with pytest.raises(AttributeError):  # the copy is frozen like any State
        new.cursor = 5


@pytest.mark.parametrize("players", [2, 4])
def test_texts_name_seats_only_through_seat_ref(md, players):
    session = play_session(md.rules, GameConfig(players=players), "texts", max_plies=1500)
    rules = md.rules
    for ply in session.plies:
        for event in ply.events:
            assert not SEAT_WORDS.search(event.text), event.text
        assert ply.events[0].seat == (None if ply.seat == CHANCE else ply.seat)
        assert all(e.seat is None for e in ply.events[1:])  # automatic steps: nobody's choice
    state = session.state
    view = rules.view(state, 0)
    texts = [z.title for z in view.zones] + [z.note for z in view.zones] + [z.detail for z in view.zones]
    texts += [p.label for p in view.pieces] + [p.detail for p in view.pieces] + [view.status]
    decision = rules.decision(state)
    if decision is not None:
        texts.append(decision.prompt)
        texts += [rules.describe(state, a) for a in rules.legal_actions(state)]
    for text in texts:
        assert not SEAT_WORDS.search(text), text
    assert any("{seat" in p.detail for p in view.pieces if p.id.startswith("worker:"))


def test_events_read_after_the_name_and_keep_pirate_totals_secret(md):
    st, s = _turn(md, guild_up=("constable",), pirates=7, bread=4, dice=(3, 3, 3))
    new, events = _events(md, st, "use guild:constable")
    assert events == ["used the Constable and discarded half of their pirate points"]
    assert "3" not in events[0] and "7" not in events[0]
    new, events = _events(md, new, "place building:fortress 3")
    assert events[0].startswith("put a guild die 3 on the Fortress")
    # the Fortress and pass row III discard "up to 3": the exact amount could reveal the total
    st = md.workers_on(md.clear_fields(st), {"3a": (s,)})
    st = replace(st, stack=(Tower("tower", s, 1, (3,)),))
    _, events = _events(md, st, f"to_tower tower:workers home:{s}:workers")
    assert events == ["moved a worker from home to the watchtower, discarding up to 3 pirate points"]


def test_feeding_event_states_what_was_paid_and_taken(md):
    st = md.phase_b(4)
    st = replace(st, phase="D", step=3, cursor=0, order=(0, 1, 2, 3), stack=())
    st = md.player(st, 0, bread=1, mill=1)
    due = feeding_due(st, 0)
    assert due >= 2
    _, events = _events(md, st, "feed 1")
    assert events[0].startswith(f"paid 1 bread for feeding and took {due - 1} pirate point")
    assert "(-1 bread)" in events[0]


def test_colony_income_is_logged(md):
    st = md.phase_b(4)
    workers = ((0, 2, 0, 0), (0, 0, 0, 0), (1, 0, 0, 0))
    st = replace(st, phase="D", step=0, cursor=0, order=(0, 1, 2, 3), stack=(), colony_workers=workers,
                 tower=(3, 2, 2, 2))
    new, events = _events(md, st, "decline")
    assert events[0] == "declined the honour award"
    assert events[1] == "colony income: {seat0} 1 wine; {seat1} 2 wheat"
    assert new.players[1].goods[0] == st.players[1].goods[0] + 2


def test_chance_events_do_not_repeat_chance(md):
    st = md.setup(4)
    _, events = _events(md, st, "chance: start s2")
    assert events == ["{seat0} gets the starting crown request Exploration"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_view_emits_exactly_the_zones_used_at_the_player_count(md, players):
    T = md.tables
    layout = {z.id for b in md.data.layout.instantiate(players) for z in b.zones}
    session = play_session(md.rules, GameConfig(players=players), "zones", max_plies=400)
    for viewer in (None, 0):
        emitted = {z.id for z in md.rules.view(session.state, viewer).zones}
        assert emitted <= layout
        unused = {f"row:{r}:{part}" for r in range(players + 1, 5) for part in ("disc", "dice", "crowns")}
        unused |= {f"route:{T.market_ids[r // 4]}:{r % 4 + 1}" for r in range(12) if T.route_min[r] > players}
        unused |= {f"cship:{T.colony_ids[k // 5]}:{k % 5 + 1}" for k in range(15) if T.cship_min[k] > players}
        unused |= {z for r in range(4) if T.pass_min[r] > players  # one pass row per player
                   for z in ((f"pass:{r + 1}",) if r == 0 else (f"pass:{r + 1}:left", f"pass:{r + 1}:right"))}
        assert layout - emitted == unused


def test_mayor_wood_from_the_forest_is_taken_at_once(md):
    st, s = _turn(md, dice=(3,), wood=0)
    city = [-1] * 36
    city[24] = s  # a worker in Machico: 2 wood
    st = md.workers_on(md.clear_fields(st), {"forest": (s,)})
    st = replace(st, city=tuple(city), char_at=(CAPITANIA, CUSTOMS, MILL, GUILDHALL))
    st = md.play(st, "place building:mill 3", "act", "done")
    assert st.players[s].wood == 2 and not st.stack


def test_monk_with_a_tree_field_and_the_forest_lets_the_player_choose(md):
    st, s = _turn(md, guild_up=("monk",), wood=0)
    st = md.workers_on(md.clear_fields(st), {"1c": (s,), "forest": (s,)})
    trees = st.trees[md.field("1c")]
    st = md.play(st, "use guild:monk")
    assert md.texts(st) == ["wood field:1c", "wood field:forest", "done"]
    st = md.play(st, "wood field:forest", "wood field:1c")
    assert st.players[s].wood == 2 and st.trees[md.field("1c")] == trees - 1 and not st.stack


def test_lower_building_action_contains_the_upper_one(md):
    # madeira.en.md "Details of building actions": with 3+ workers "either the upper or the lower"
    # action; every lower action gives more of the same (bread, PP, moves "up to"), so it is taken.
    st, s = _turn(md)
    st = md.workers_on(md.clear_fields(st), {"2a": (s,), "2b": (s,), "2c": (s,), "3a": (s,), "3b": (s,),
                                              "3c": (s,)})
    from tabletop.games.madeira.effects import building_action

    p = st.players[s]
    mill = building_action(md.tables, st, s, MILL)
    assert mill.players[s].bread == p.bread + 5
    cap = building_action(md.tables, st, s, CAPITANIA)
    assert cap.players[s].pp == p.pp + 3 and cap.stack[-1][:3] == ("city", s, 2)
    assert "done" in md.texts(cap)  # the moves stay optional
    fort = building_action(md.tables, st, s, FORTRESS)
    assert fort.stack[-1][:3] == ("tower", s, 2) and "done" in md.texts(fort)


def test_layout_zones_lie_inside_their_board_and_do_not_overlap(md):
    for board in md.data.layout.boards:
        width, height = board.size
        rects = {z.id: z.rect for z in board.zones}
        for zid, (x, y, w, h) in rects.items():
            assert x >= 0 and y >= 0 and x + w <= width + 1e-6 and y + h <= height + 1e-6, zid
        ids = sorted(rects)
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                if {a, b} & {"windmill"} and (a + b).count("windmill:") == 1:
                    continue  # the windmill frame holds its six levels
                ax, ay, aw, ah = rects[a]
                bx, by, bw, bh = rects[b]
                assert not (ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah), (a, b)


def test_every_seat_owned_piece_names_its_owner(md):
    # Seat identity (issue 17): the table paints owned pieces in the seat's colour and shape,
    # so every worker, ship, die, disc, marker and home piece carries owner=seat and no layout
    # style carries a seat's colour.
    import json
    import random
    from pathlib import Path

    layout = json.loads((Path(__file__).resolve().parents[3] / "resources/games/madeira/layout.json").read_text())
    assert not [s for s in layout["styles"] if s.startswith(("seat", "die")) and s[-1].isdigit()]
    rules = md.rules
    for players in (2, 4):
        rng = random.Random(players)
        st = md.setup(players)
        checked = 0
        for ply in range(600):
            if rules.decision(st) is None:
                break
            if ply % 25 == 0:
                for piece in rules.view(st, 0).pieces:
                    assert piece.style in layout["styles"] or not piece.style, piece
                    if piece.id.startswith(("worker:", "disc:", "mill:", "hdie:", "pirates:")):
                        assert piece.owner == int(piece.id.split(":")[1]), piece
                        checked += 1
                    elif piece.id.startswith(("marker:", "ship:", "die:")) or piece.zone.startswith("home:"):
                        assert piece.owner is not None, piece
                        checked += 1
                    elif piece.kind == "die" and piece.style == "pirate_die" and piece.zone.startswith("bdice"):
                        assert piece.owner is not None, piece
            acts = rules.legal_actions(st)
            st = rules.apply(st, acts[rng.randrange(len(acts))]).state
        assert checked > 100


def test_cached_decisions_always_carry_the_current_prompt(md):
    # decision() finds its Decision by what the prompt depends on; it must never be stale
    import random

    from tabletop.games.madeira.describe import prompt_for

    rules = md.rules
    for players in (2, 3, 4):
        rng = random.Random(players)
        st = md.setup(players)
        while (d := rules.decision(st)) is not None:
            assert d.prompt == prompt_for(rules.tables, st, d.seat)
            acts = rules.legal_actions(st)
            st = rules.apply(st, acts[rng.randrange(len(acts))]).state
