"""Random games keep the physical invariants: no negative goods, limits, conserved ships."""

from __future__ import annotations

import random

import pytest

from tabletop.core import GameConfig
from tabletop.games.nusfjord.ops import covered

from .helpers import rules


def check(T, s) -> None:
    on_tracks = {"sloop": 0, "cutter": 0, "schooner": 0}
    for p in s.players:
        assert min(p.wood, p.fish, p.gold, p.res_fish, p.res_wood, p.res_gold) >= 0, p
        assert p.wood <= T.wood_limit and len(p.elders) <= 5 and min(p.forests) >= 0
        assert 0 <= p.unissued <= 3
        for i, card in enumerate(p.cells):
            if card not in ("", "R"):
                assert not covered(T, p, i), "a building under a forest"
        for kind in p.ships:
            if kind in on_tracks:
                on_tracks[kind] += 1
        # Guests (Besøkende deck): never negative, only on ships, never on a raft
        assert p.guests >= 0 and p.boarded < 1 << len(p.ships)
        assert all(not (p.boarded >> i) & 1 for i, k in enumerate(p.ships) if k == "raft")
    n = 2 if s.n == 1 else s.n
    assert s.ship_supply[0] + on_tracks["sloop"] == n + 1
    assert s.ship_supply[1] + on_tracks["cutter"] == n + 1
    assert s.ship_supply[2] + s.ship_supply[3] + on_tracks["schooner"] == min(n + 1, 6) + 1
    issued = sum(sum(p.held) for p in s.players) + sum(s.share_board)
    assert issued + sum(p.unissued for p in s.players) == 5 * s.n
    cards = [c for p in s.players for c in (*p.cells, *p.hand) if c not in ("", "R")]
    cards += [*s.disp_a, *s.disp_b, *s.disp_c, *s.deck_a, *s.deck_b, *s.deck_c]
    assert len(cards) == len(set(cards))


@pytest.mark.parametrize(("players", "variants"), [
    (1, ()), (2, ("promo_elders",)), (3, ("boydell_elders",)), (4, ("promo_elders",)),
    (5, ("promo_elders", "boydell_elders")), (2, ("besokende", "promo_elders")), (4, ("besokende",))])
def test_invariants_hold_in_random_games(players, variants) -> None:
    r = rules()
    for seed in range(3):
        rng = random.Random(seed)
        s = r.setup(GameConfig(players=players, variants=variants))
        while r.decision(s) is not None:
            actions = r.legal_actions(s)
            # prefer real actions over passing so that late-game effects get exercised
            real = [a for a in actions if a.verb not in ("pass", "skip")] or list(actions)
            s = r.apply(s, real[rng.randrange(len(real))]).state
            check(r.tables(s), s)


@pytest.mark.parametrize(("players", "variants"), [(1, ("advanced_solo",)), (4, ("promo_elders",)),
                                                   (5, ("boydell_elders",)), (4, ("besokende",))])
def test_speed_caches_agree_with_a_fresh_computation(players, variants) -> None:
    # apply leaves the next state's options in a one-slot cache (computed on the thawed game),
    # decisions are shared objects and freeze turns the thawed twins into frozen objects in
    # place: all of it must give exactly what a fresh computation on the frozen state gives
    from dataclasses import FrozenInstanceError

    from tabletop.games.nusfjord.describe import prompt
    from tabletop.games.nusfjord.state import Game, Player, State
    from tabletop.games.nusfjord.tasks import legal

    r = rules()
    rng = random.Random(5)
    s = r.setup(GameConfig(players=players, variants=variants))
    while (d := r.decision(s)) is not None:
        task = s.tasks[-1]
        T = r.tables(s)
        assert r.legal_actions(s) == tuple(legal(T, s, task))
        assert d.prompt == prompt(T, s, task) and d.stage == task.kind
        again = Game.thaw(s)
        for seat in range(players):
            again.players[seat].wood += 0  # thaw every seat
        copy = again.freeze()
        assert copy == s and repr(copy) == repr(s) and type(copy) is State
        assert all(type(p) is Player for p in copy.players)
        actions = r.legal_actions(s)
        s = r.apply(s, actions[rng.randrange(len(actions))]).state
    with pytest.raises(FrozenInstanceError):
        s.players[0].wood = 99  # type: ignore[misc]
