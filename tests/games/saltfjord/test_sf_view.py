"""The view: seats named through {seatN} references, and exactly the zones in use."""

from __future__ import annotations

import random
import re

from tabletop.core import GameConfig

from .helpers import rules, setup_to_play

NUMBERED_SEAT = re.compile(r"\b(player|seat|p)\s*\d", re.IGNORECASE)
SEAT_REF = re.compile(r"\{seat\d+\}")


def numbered(text: str | None) -> bool:
    """Whether a text names a seat by number ("player 2", "Seat 1") instead of a {seatN} reference."""
    return bool(NUMBERED_SEAT.search(SEAT_REF.sub("", text or "")))


def texts_of(r, state):
    """Every engine text a player can read in this state."""
    view = r.view(state, state.seat)
    out = [view.status]
    for z in view.zones:
        out += [z.title, z.note, z.detail]
    for p in view.pieces:
        out.append(p.detail)
    for panel in view.players:
        out += [k for k, _ in panel.resources]
    decision = r.decision(state)
    if decision is not None:
        out.append(decision.prompt)
        out += [r.describe(state, a) for a in r.legal_actions(state)]
    return out


def test_texts_name_seats_with_references_never_with_numbers():
    r = rules()
    for players, variants in ((1, ()), (3, ()), (2, ("wagons",))):
        rng = random.Random(players)
        state = r.setup(GameConfig(players=players, variants=variants))
        steps = 0
        seen_ref = False
        while r.decision(state) is not None:
            actions = r.legal_actions(state)
            if steps % 7 == 0:
                for text in texts_of(r, state):
                    assert not numbered(text), text
                    seen_ref = seen_ref or "{seat" in (text or "")
            step = r.apply(state, actions[rng.randrange(len(actions))])
            for event in step.events:
                assert not numbered(event.text), event.text
            state = step.state
            steps += 1
        assert seen_ref  # status lines and markers name the seats


def test_status_names_the_seat_to_act():
    s = setup_to_play(3)
    assert f"{{seat{s.seat}}} to act" in rules().view(s, None).status


def zone_ids(state):
    return {z.id for z in rules().view(state, None).zones}


def test_solo_has_no_dice_areas_and_no_wagons_without_the_variant():
    ids = zone_ids(setup_to_play(1))
    assert not any(i.startswith("dice:") for i in ids)
    assert not any(i.startswith("wagons:") for i in ids)
    assert "specials:0" in ids and "tavern:1" in ids


def test_multiplayer_zones():
    ids = zone_ids(setup_to_play(3))
    assert {f"dice:{v}" for v in range(1, 7)} <= ids
    assert not any(i.startswith("specials:") or i.startswith("wagons:") for i in ids)
    assert not any(i.startswith("set:") for i in ids)  # the starting sets are gone once chosen
    ids = zone_ids(setup_to_play(2, ("wagons",)))
    assert {"wagons:0", "wagons:1"} <= ids


def test_fjord_stacks_only_where_the_area_has_that_fishing_space():
    r = rules()
    ids = zone_ids(setup_to_play(2))
    for a, (_pts, sizes) in enumerate(r.tables.fjord):
        for t, size in enumerate(sizes):
            assert (f"fjord:{a + 1}:{t + 1}" in ids) == (size > 0)


def test_starting_sets_are_shown_while_they_are_chosen():
    r = rules()
    s = r.setup(GameConfig(players=2))
    while s.phase == "setup" or s.chance:
        s = r.apply(s, r.legal_actions(s)[0]).state
    assert s.phase == "sets"
    assert {f"set:{k}" for k in range(1, 5)} <= zone_ids(s)
