"""Information-set sampling for the bots: resample what ``seat`` cannot see.

Hidden from a seat: the other hands, the four season decks and the cards removed unseen at
setup. The season of a card shows on its back, so deck ``d`` only ever holds unseen cards
of season ``d``; hands hold any unseen card. The unseen cards are computed as all cards
minus the visible ones (own hand, fields, harvested piles, face-up areas), so the sample
never depends on who really holds what.

A card lifted to be played (stage USE) is shown to everyone (view.py), so it stays in the
acting seat's hand in every sample: without it, that seat's sow, plant or release could not
be applied. Harvested piles lie face down (B1) but every seat saw those cards in the fields,
so they are remembered, not resampled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import FERT, FRUIT, USE, Board, Player, State

if TYPE_CHECKING:  # engines never draw randomness themselves: the bot passes its rng
    import random


def determinize(rules: Any, state: State, seat: int, rng: random.Random) -> State:
    tables = rules.tables
    b = state.board
    players = state.players
    if len(players) < 2 and not any(b.decks):
        return state
    tu = state.turn
    lifted = tu.selected if tu.stage == USE and tu.seat != seat else -1
    seen = [False] * len(tables.card_id)
    if lifted >= 0:
        seen[lifted] = True
    for pile in (players[seat].hand, b.supply, b.storage, b.weather, b.fertilizer, b.discard,
                 b.aside):
        for c in pile:
            seen[c] = True
    for p in players:
        for c in p.scored:
            seen[c] = True
        for f in p.fields:
            for c in f:
                seen[c] = True
    unseen = [c for c in range(len(seen)) if not seen[c]]  # sorted: the pool is canonical
    kind = tables.kind
    others = [(s, len(p.hand) - (s == tu.seat and lifted >= 0))
              for s, p in enumerate(players) if s != seat]
    dealt = None
    for mode in ("hands", "decks", "loose"):  # the last ignores card seasons: never fails
        for _attempt in range(20 if mode != "loose" else 1):
            dealt = _deal(tables.season, kind, b.decks, others, unseen, rng, mode)
            if dealt is not None:
                break
        if dealt is not None:
            break
    assert dealt is not None
    decks, hands = dealt
    new_players = list(players)
    for s, hand in hands.items():
        p = players[s]
        if s == tu.seat and lifted >= 0:
            hand = tuple(sorted((*hand, lifted)))
        new_players[s] = Player(hand, p.fields, p.scored)
    players = tuple(new_players)
    board = Board(tuple(decks), b.supply, b.storage, b.weather, b.fertilizer, b.discard, b.aside,
                  b.track, b.owner)
    return State(players, board, state.turn)


def _deal(season: Any, kind: Any, decks: Any, others: list[tuple[int, int]], unseen: list[int],
          rng: random.Random, mode: str,
          ) -> tuple[tuple[tuple[int, ...], ...], dict[int, tuple[int, ...]]] | None:
    """Deal the other hands (fruit and fertilizer only: weather is never held) and each season
    deck from the unseen cards of its season; what is left was removed unseen at setup.

    ``mode`` "hands" deals the hands first, "decks" the decks first; "loose" (a fallback for
    a state no deal fits) fills the decks from any unseen cards.
    """
    need = sum(n for _, n in others)
    rest = list(unseen)
    out: list[tuple[int, ...]] = []

    def deal_hands() -> list[int] | None:
        holdable = [c for c in rest if kind[c] in (FRUIT, FERT)]
        if need > len(holdable):
            return None
        return rng.sample(holdable, need)

    def deal_decks(loose: bool) -> bool:
        for d, deck in enumerate(decks):
            pool = rest if loose else [c for c in rest if season[c] == d]
            if len(pool) < len(deck):
                return False
            got = rng.sample(pool, len(deck)) if deck else []
            taken = set(got)
            rest[:] = [c for c in rest if c not in taken]
            out.append(tuple(sorted(got)))
        return True

    if mode == "decks" and not deal_decks(False):
        return None
    picked = deal_hands()
    if picked is None:
        return None
    taken = set(picked)
    rest[:] = [c for c in rest if c not in taken]
    if mode != "decks" and not deal_decks(mode == "loose"):
        return None
    hands = {}
    k = 0
    for s, n in others:
        hands[s] = tuple(sorted(picked[k:k + n]))
        k += n
    return tuple(out), hands
