"""Random playouts to the end, notation, views, privacy, and the component and layout data."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.core import CHANCE, GameConfig, InvalidActionError
from tabletop.games.harvest_island.state import CHOOSE, OVER, SETUP
from tabletop.model.registry import load_game


def _all_cards(s):
    b = s.board
    cards = [c for d in b.decks for c in d]
    cards += [*b.supply, *b.storage, *b.weather, *b.fertilizer, *b.discard, *b.aside]
    for p in s.players:
        cards += [*p.hand, *p.scored, *(c for f in p.fields for c in f)]
    return cards


def _check_invariants(hi, s, removed):
    cards = _all_cards(s)
    assert len(cards) == len(set(cards)), "a card is in two places"
    if s.turn.stage != SETUP:  # the removal is over
        assert len(cards) == len(hi.tables.card_id) - removed
    for k, p in enumerate(s.players):
        assert len(p.hand) <= 4
        for f, field in enumerate(p.fields):
            if field:
                assert hi.tables.kind[field[0]] == 0, "the seed is a fruit card"
                assert len(field) - 1 <= hi.tables.maxfill[f][field[0]], f"seat {k} overfilled"
                assert all(hi.tables.fruit[c] in (-1, hi.tables.fruit[field[0]]) for c in field)
    assert len(s.board.weather) <= 2


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_random_playout_to_the_end(hi, players, seed):
    rules = hi.rules
    rng = random.Random(seed)
    s = rules.setup(GameConfig(players=players))
    removed = sum(hi.tables.removal[players])
    turns = Counter()
    for ply in range(20_000):
        d = rules.decision(s)
        if d is None:
            break
        acts = rules.legal_actions(s)
        assert acts and len(set(acts)) == len(acts)
        a = acts[rng.randrange(len(acts))]
        assert a.chance == (d.seat == CHANCE)
        text = rules.action_text(a)
        assert rules.parse_action(text) == a and rules.parse_action(text).text() == text
        assert rules.describe(s, a)
        if s.turn.stage == CHOOSE and s.turn.plays == 0 and not s.turn.chosen:
            if a.verb != "back":
                turns[s.turn.seat] += 1
        if ply % 17 == 0:
            _check_invariants(hi, s, removed)
            _check_view_privacy(hi, s)
        s = rules.apply(s, a).state
    else:
        pytest.fail("no end")
    assert s.turn.stage == OVER and rules.legal_actions(s) == ()
    _check_invariants(hi, s, removed)
    assert not any(s.board.decks)
    assert s.turn.turns % players == 0  # everybody had the same number of turns
    out = rules.outcome(s)
    assert out is not None and min(out.ranks) == 1 and len(out.sheets) == players


def _check_view_privacy(hi, s):
    rules = hi.rules
    n = len(s.players)
    for viewer in [None, *range(n)]:
        view = rules.view(s, viewer)
        ids = view.ids()
        for seat in range(n):
            if seat != viewer:
                assert not rules.private_ids(s, seat) & ids
        deck_cards = {hi.tables.card_id[c] for d in s.board.decks for c in d}
        assert not deck_cards & ids, "a deck card is visible"
        for z in view.zones:
            if z.id.startswith("deck:"):
                assert z.count is not None


def test_views_show_own_hand_only_and_decks_as_counts(hi):
    s = hi.state(players=3, hands={0: ("banana:01", "fert:01"), 1: ("lemon:01", "pear:01")},
                 fields={2: ((), ("grapes:01", "grapes:02", "fert:02"), ())},
                 supply=("peach:05",), weather=("sun:03",), track={"banana": 3})
    rules = hi.rules
    v0 = rules.view(s, 0)
    assert [p.id for p in v0.pieces_in("hand:0")] == ["card:hi:banana:01", "card:hi:fert:01"]
    assert v0.pieces_in("hand:1") == () and v0.zone("hand:1").count == 2
    spectator = rules.view(s, None)
    assert spectator.pieces_in("hand:0") == () and spectator.zone("hand:0").count == 2
    assert v0.zone("deck:summer").count == len(hi.tables.decks[1])
    hill = v0.pieces_in("field:2:hill")
    assert [p.id for p in hill] == ["card:hi:grapes:01", "card:hi:grapes:02", "card:hi:fert:02"]
    peach = v0.pieces_in("supply")[0]
    assert peach.detail == "Peach · 3 points · seasons Summer, Autumn · field limit 5"
    assert peach.value == "3" and peach.style == "peach"
    banana = v0.pieces_in("hand:0")[0]
    assert banana.detail == "Banana · 3 points · seasons Spring, Summer · field limit 4"
    token = v0.pieces_in("track:banana")[0]
    assert token.id == "token:harvest:banana" and token.value == "3"
    assert v0.status == "Summer deck · 34 cards left · {seat0}'s turn: play a card (1 of 2) or harvest"
    assert rules.private_ids(s, 0) == {"card:hi:banana:01", "card:hi:fert:01"}
    panel = v0.players[2]
    assert dict(panel.resources)["Fertilizer in fields"] == "1" and panel.score == 4


def test_describe_sentences(hi):
    s = hi.state(hands={0: ("banana:01", "banana:02", "fert:01", "lemon:01")},
                 fields={0: ((), ("banana:03",), ())})
    r = hi.rules
    assert r.describe(s, r.parse_action("play card:hi:banana:01")).startswith("Play Banana (3)")
    s = hi.play(s, "play card:hi:banana:01")
    assert r.describe(s, r.parse_action("plant field:0:hill")) == \
        "Plant Banana (3) in your hill field"
    assert r.describe(s, r.parse_action("sow field:0:mountain")) == \
        "Sow Banana (3) in your mountain field"


@pytest.mark.parametrize("junk", ["", "fly moon", "play", "play card:hi:banana:99",
                                  "sow field:9:hill", "draw", "chance: draw spring",
                                  "harvest field:0:desert", "done now", "chance: first x"])
def test_junk_does_not_parse(hi, junk):
    with pytest.raises(InvalidActionError):
        hi.rules.parse_action(junk)


def test_components_and_layout_cover_every_zone_and_style():
    entry = load_game("harvest_island", use_datapacks=False)
    data = entry.data
    rules = entry.rules
    t = rules.tables
    assert len(t.fruit_ids) == 12 and {"banana", "grapes"} <= set(t.fruit_ids)
    assert sum(1 for k in t.kind if k == 0) == 110
    assert sum(1 for k in t.kind if k in (1, 2)) == 25
    assert len(t.fert_cards) == 12
    assert data.source_counts["rulebook"] >= 7 and data.source_counts["stand-in"] >= 16
    styles = set(data.layout.styles)
    for players in (2, 3, 4):
        layout_ids = {z.id for b in data.layout.instantiate(players) for z in b.zones}
        rng = random.Random(players)
        s = rules.setup(GameConfig(players=players))
        while rules.decision(s) is not None:
            view = rules.view(s, rules.decision(s).seat if s.turn.stage == CHOOSE else None)
            missing = {z.id for z in view.zones} - layout_ids
            assert not missing
            assert {p.zone for p in view.pieces} <= layout_ids
            assert {p.style for p in view.pieces} <= styles
            assert {p.kind for p in view.pieces} <= set(data.layout.piece_sizes)
            for _ in range(25):
                acts = rules.legal_actions(s)
                if not acts:
                    break
                s = rules.apply(s, acts[rng.randrange(len(acts))]).state
