"""Bots: every choice is a legal action; the search cannot see other seats' hidden cards."""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.core import GameConfig
from tabletop.model.bots import (
    BOTS,
    LEVEL_NOTES,
    LEVELS,
    PLAYER_LEVELS,
    bot_rng,
    canonical_level,
    choose_action,
)
from tabletop.model.determinize import determinize, determinizer
from tabletop.model.greedy import greedy_bot, values
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.search import search
from tabletop.model.session import GameSession, Seat

HIDDEN_GAMES = ("harvest_island", "nusfjord", "madeira")


def _has_secret(game_id: str, state: object, seat: int) -> bool:
    """Another seat than ``seat`` holds something hidden (cards in hand, a pirate total)."""
    players = state.players  # type: ignore[attr-defined]
    if game_id == "madeira":
        return any(p.pirates > 0 for i, p in enumerate(players) if i != seat)
    return any(p.hand for i, p in enumerate(players) if i != seat)


def _session(game_id: str, players: int, seed: str = "b") -> GameSession:
    rules = load_game(game_id, use_datapacks=False).rules
    return GameSession.new(rules, GameConfig(players=players), seed, [Seat(f"P{i}") for i in range(players)])


def _random_plies(session: GameSession, plies: int, rng: random.Random) -> None:
    for _ in range(plies):
        if session.is_over:
            return
        acts = session.legal_actions()
        session.apply(acts[rng.randrange(len(acts))])


def test_levels() -> None:
    assert PLAYER_LEVELS == ("easy", "normal", "hard")  # what a player picks in New Game
    assert set(BOTS) == set(LEVELS) >= {*PLAYER_LEVELS, "random", "greedy", "search"}
    assert all(LEVEL_NOTES[level] for level in PLAYER_LEVELS)
    # saves from before the levels had players' names keep their computer players
    assert canonical_level("greedy") == "normal" and canonical_level("search") == "hard"
    assert BOTS["greedy"] is BOTS["normal"] and BOTS["search"] is BOTS["hard"]
    with pytest.raises(ValueError):
        choose_action("genius", None, None, "s", 0)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_bot_choice_is_a_legal_action(game_id: str) -> None:
    entry = load_game(game_id, use_datapacks=False)
    players = 1 if entry.meta.min_players == 1 else min(entry.meta.max_players, 3)
    session = _session(game_id, players)
    rng = random.Random(game_id)
    for step in range(24):
        if session.is_over:
            break
        kind = LEVELS[step % len(LEVELS)]
        legal = session.legal_actions()
        action = choose_action(kind, session.rules, session.state, session.seed, session.ply,
                               iterations=4)
        assert action in legal, (kind, action)
        session.apply(action)
        _random_plies(session, 5, rng)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_greedy_is_seeded_and_values_every_seat(game_id: str) -> None:
    session = _session(game_id, load_game(game_id).meta.min_players)
    _random_plies(session, 30, random.Random(1))
    if session.is_over:
        pytest.skip("game over")
    a = choose_action("greedy", session.rules, session.state, "s", 7)
    b = choose_action("greedy", session.rules, session.state, "s", 7)
    assert a == b
    assert len(values(session.rules, session.state)) == session.config.players


def test_search_is_reproducible_with_a_fixed_iteration_count() -> None:
    session = _session("orchard_ocean", 3)
    _random_plies(session, 40, random.Random(3))
    a = choose_action("search", session.rules, session.state, "s", 5, iterations=40)
    b = choose_action("search", session.rules, session.state, "s", 5, iterations=40)
    assert a == b


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_settling_early_never_changes_the_move(game_id: str) -> None:
    """With a fixed iteration count the search may stop once the leader cannot be caught:
    the move is the same as the full count's, in fewer iterations somewhere."""
    from tabletop.model.search import game_config

    base = game_config(game_id)
    players = load_game(game_id).meta.max_players
    saved = 0
    for seed in ("p", "q", "r", "s", "t"):  # positions of random games: some settle early
        session = _session(game_id, players, seed)
        _random_plies(session, 25, random.Random(seed))
        while not session.is_over and len(session.legal_actions()) < 2:
            session.apply(session.legal_actions()[0])
        if session.is_over:
            continue
        full = search(session.rules, session.state, random.Random(7), iterations=300,
                      config=replace(base, settle=False))
        early = search(session.rules, session.state, random.Random(7), iterations=300,
                       config=replace(base, settle=True))
        assert early.action == full.action
        assert early.iterations <= full.iterations == 300
        saved += full.iterations - early.iterations
    assert saved > 0, "no position settled early"


def test_search_respects_budget_and_should_stop() -> None:
    session = _session("harvest_island", 4)
    _random_plies(session, 30, random.Random(4))
    while len(session.legal_actions()) < 2:
        session.apply(session.legal_actions()[0])
    start = time.perf_counter()
    action = choose_action("search", session.rules, session.state, "s", 1, budget_s=0.05)
    assert time.perf_counter() - start < 0.5
    assert action in session.legal_actions()
    start = time.perf_counter()
    action = choose_action("search", session.rules, session.state, "s", 1, budget_s=30.0,
                           should_stop=lambda: True)
    assert time.perf_counter() - start < 0.5
    assert action in session.legal_actions()
    calls = iter(range(1000))
    result = search(session.rules, session.state, random.Random(1), budget_s=30.0,
                    should_stop=lambda: next(calls) >= 10)
    assert 1 <= result.iterations <= 10  # polled before each iteration and inside rollouts


# --- hidden information ----------------------------------------------------------------

def _decision_with_other_hand(game_id: str, players: int, seed: str) -> GameSession:
    """A session at a player decision where some other seat holds hidden cards."""
    session = _session(game_id, players, seed)
    rng = random.Random(seed)
    for _ in range(5000):
        assert not session.is_over, "no suitable decision found"
        seat = session.seat_to_act()
        acts = session.legal_actions()
        if len(acts) > 1 and _has_secret(game_id, session.state, seat):
            return session
        session.apply(acts[rng.randrange(len(acts))])
    raise AssertionError("no suitable decision found")


def _swap_harvest_island(session: GameSession) -> object:
    """Swap a card of another seat's hand with an unseen card of the same season's deck."""
    s = session.state
    seat = session.seat_to_act()
    t = session.rules.tables
    for other, p in enumerate(s.players):
        if other == seat:
            continue
        for c in p.hand:
            d = t.season[c]
            for x in s.board.decks[d] if d >= 0 else ():
                if t.kind[x] == t.kind[c] and x != c:
                    hand = tuple(sorted((*[h for h in p.hand if h != c], x)))
                    deck = tuple(sorted((*[y for y in s.board.decks[d] if y != x], c)))
                    players = s.players[:other] + (replace(p, hand=hand),) + s.players[other + 1:]
                    decks = s.board.decks[:d] + (deck,) + s.board.decks[d + 1:]
                    return replace(s, players=players, board=replace(s.board, decks=decks))
    pytest.skip("no swappable card")


def _swap_nusfjord(session: GameSession) -> object:
    s = session.state
    seat = session.seat_to_act()
    for other, p in enumerate(s.players):
        if other != seat and p.hand and s.deck_c:
            c, x = p.hand[0], s.deck_c[0]
            hand = tuple(sorted((*p.hand[1:], x)))
            deck = tuple(y for y in s.deck_c if y != x) + (c,)
            players = s.players[:other] + (replace(p, hand=hand),) + s.players[other + 1:]
            return replace(s, players=players, deck_c=deck)
    pytest.skip("no swappable card")


def _swap_madeira(session: GameSession) -> object:
    """Another seat's secret pirate total changed (still non-zero: that much is public)."""
    s = session.state
    seat = session.seat_to_act()
    for other, p in enumerate(s.players):
        if other != seat and p.pirates > 0:
            players = s.players[:other] + (replace(p, pirates=p.pirates + 5),) + s.players[other + 1:]
            return replace(s, players=players)
    pytest.skip("no pirate total")


SWAP_CASES = [
    ("madeira", 3, "m1", _swap_madeira),
    ("harvest_island", 4, "h1", _swap_harvest_island),
    ("harvest_island", 3, "h2", _swap_harvest_island),
    ("nusfjord", 3, "n1", _swap_nusfjord),
]


def swapped_secret(game_id: str, players: int, seed: str, swap) -> tuple:
    """(rules, seat, real state, a state that differs only in another seat's secret)."""
    session = _decision_with_other_hand(game_id, players, seed)
    rules = session.rules
    seat = session.seat_to_act()
    real = session.state
    swapped = swap(session)
    assert swapped != real
    assert rules.view(swapped, seat) == rules.view(real, seat)  # the seat cannot tell them apart
    return rules, seat, real, swapped


@pytest.mark.parametrize(("game_id", "players", "seed", "swap"), SWAP_CASES)
def test_search_cannot_see_other_seats_hidden_cards(game_id, players, seed, swap) -> None:
    rules, seat, real, swapped = swapped_secret(game_id, players, seed, swap)
    assert rules.legal_actions(swapped) == rules.legal_actions(real)
    # the samples are the same, so is the search
    assert determinize(rules, real, seat, random.Random(9)) == determinize(rules, swapped, seat, random.Random(9))
    a = choose_action("search", rules, real, "seed", 11, iterations=25)
    b = choose_action("search", rules, swapped, "seed", 11, iterations=25)
    assert a == b
    # greedy values its actions on a determinization too
    assert choose_action("greedy", rules, real, "seed", 11) == choose_action("greedy", rules, swapped, "seed", 11)


@pytest.mark.parametrize("game_id", HIDDEN_GAMES)
def test_determinize_keeps_the_seats_view_and_resamples_the_rest(game_id: str) -> None:
    assert determinizer(game_id) is not None
    session = _decision_with_other_hand(game_id, 3, "d")
    rules = session.rules
    seat = session.seat_to_act()
    real = session.state
    rng = random.Random(2)
    samples = [determinize(rules, real, seat, rng) for _ in range(12)]
    for sample in samples:
        assert rules.view(sample, seat) == rules.view(real, seat)
        assert rules.legal_actions(sample) == rules.legal_actions(real)
        assert sample.players[seat] == real.players[seat]
        # the sample plays on: a few random plies from it are all legal
        state = sample
        for _ in range(30):
            d = rules.decision(state)
            if d is None:
                break
            acts = rules.legal_actions(state)
            state = rules.apply(state, acts[rng.randrange(len(acts))]).state
    others = [i for i in range(len(real.players)) if i != seat]
    if game_id == "madeira":
        # Madeira's rulebook (Phase C) shows every pirate amount taken or discarded, so each total
        # is what anyone can count: the sample takes that count and never the secret total
        assert all(s.players[i].pirates == real.players[i].pirates_known for s in samples for i in others)
        return
    assert any(s.players[i] != real.players[i] for s in samples for i in others)


def test_open_games_are_fully_observable() -> None:
    for game_id in ("orchard_ocean", "saltfjord"):
        assert determinizer(game_id) is None
        session = _session(game_id, 3)
        assert determinize(session.rules, session.state, 0, random.Random(1)) is session.state


def test_bots_never_take_a_choice_back() -> None:
    """Harvest Island offers "back" (the chosen card back to hand) to people; a bot that took
    it could pick the card up and put it back for ever (a search bot did, at 1 s a move)."""
    session = _session("harvest_island", 2, "back")
    rng = random.Random(5)
    checked = 0
    while not session.is_over and checked < 6:
        acts = session.legal_actions()
        if any(a.verb == "back" for a in acts):
            for kind in LEVELS:
                choice = choose_action(kind, session.rules, session.state, "s", session.ply,
                                       iterations=40)
                assert choice in acts and choice.verb != "back", kind
            checked += 1
        session.apply(acts[rng.randrange(len(acts))])
    assert checked == 6


def test_a_game_between_search_bots_reaches_the_end() -> None:
    session = _session("harvest_island", 2, "loop")
    while not session.is_over:
        assert session.ply < 2000, "the bots go round in circles"
        session.apply(choose_action("search", session.rules, session.state, session.seed,
                                    session.ply, iterations=12))


def test_easy_makes_mistakes_but_mostly_plays_the_one_step_greedy_move() -> None:
    """Easy is the greedy move one decision at a time (no look through its own turn), with
    slips: in Harvest Island (slip 0.3) most of its moves are that move, some are not."""
    session = _session("harvest_island", 2, "easy")
    rules = session.rules
    rng = random.Random(2)
    same = differ = 0
    while not session.is_over and same + differ < 120:
        acts = session.legal_actions()
        if len(acts) > 2:
            easy = choose_action("easy", rules, session.state, "s", session.ply)
            step = greedy_bot(rules, session.state, bot_rng("s", session.ply), look=0)
            same += easy == step
            differ += easy != step
        session.apply(acts[rng.randrange(len(acts))])
    assert differ > 0 and same > differ


def test_normal_looks_through_its_own_turn() -> None:
    """In Harvest Island choosing a card changes no score: valued one step at a time every
    card ties; looking through to where it goes, Normal prefers one (here: never chosen blind)."""
    session = _session("harvest_island", 2, "normal")
    rules = session.rules
    rng = random.Random(5)
    differ = 0
    for _ in range(200):
        if session.is_over:
            break
        acts = session.legal_actions()
        if len(acts) > 2:
            deep = greedy_bot(rules, session.state, random.Random(1))
            blind = greedy_bot(rules, session.state, random.Random(1), look=0)
            differ += deep != blind
        session.apply(acts[rng.randrange(len(acts))])
    assert differ > 0


def _position(name: str) -> GameSession:
    """A recorded position: a game restored from its seed and history."""
    doc = json.loads((Path(__file__).resolve().parents[1] / "data" / "positions" / name).read_text())
    rules = load_game(doc["game"], use_datapacks=False).rules
    seats = [Seat(f"P{i}") for i in range(doc["players"])]
    return GameSession.restore(rules, GameConfig(players=doc["players"]), doc["seed"], seats, doc["history"])


def test_the_root_cut_keeps_the_search_off_a_cliff_the_tree_averages_away() -> None:
    """Madeira, round 5: paying the Customs House or taking a pirate point, when nobody else has
    any (that point costs 16 at the end). Every line in the tree also holds the seat's own worst
    later replies, so all four actions average the same and the plain search took the pirate
    point; searching only the actions Normal values within 3 points of its best pays."""
    from tabletop.model.search import _near_the_best, game_config

    session = _position("madeira-pirate-cliff.json")
    rules, state = session.rules, session.state
    texts = {rules.action_text(a) for a in session.legal_actions()}
    assert "pirates" in texts and "pay" in texts
    plain = search(rules, state, random.Random(1), iterations=600, config=replace(game_config("madeira"), root_keep=None))
    cut = search(rules, state, random.Random(1), iterations=600, config=replace(game_config("madeira"), root_keep=3.0))
    assert rules.action_text(cut.action) != "pirates" and "pirates" not in cut.visits
    assert set(plain.visits) == texts  # the plain search weighs all four alike
    kept = _near_the_best(rules, state, session.seat_to_act(), tuple(session.legal_actions()), 3.0)
    assert {rules.action_text(a) for a in kept} == texts - {"pirates"}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_with_the_root_cut_the_move_is_one_normal_values_near_its_best(game_id: str) -> None:
    from tabletop.model.search import _near_the_best, game_config

    players = load_game(game_id).meta.min_players
    checked = 0
    for seed in ("u", "v", "w"):
        session = _session(game_id, players, seed)
        _random_plies(session, 30, random.Random(seed))
        if session.is_over or len(session.legal_actions()) < 2:
            continue
        seat = session.seat_to_act()
        assert seat is not None
        config = replace(game_config(game_id), root_keep=1.0)
        result = search(session.rules, session.state, random.Random(2), iterations=60, config=config)
        # the search values the cut on its first sample of what the seat cannot see
        probe = determinize(session.rules, session.state, seat, random.Random(random.Random(2).random()))
        kept = _near_the_best(session.rules, probe, seat, tuple(session.legal_actions()), 1.0)
        assert result.action in kept
        checked += 1
    assert checked
