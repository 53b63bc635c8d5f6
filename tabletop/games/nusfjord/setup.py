"""Setup (rulebook pp. 4-5, steps 1-3 as published): deterministic; shuffles are chance tasks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .flow import advance
from .records import Draw, DrawMixed, First, Forgotten, Mix, StackPos, Task
from .state import Game, Player, State

if TYPE_CHECKING:
    from .tables import Tables

STACKS = 6  # elder stacks on the Ships and Elders supply board


def setup(tables: Tables, players: int, mode: str, variants: tuple[str, ...], excluded: frozenset[str]) -> State:
    n = players
    rule_n = 2 if n == 1 else n  # solo is prepared as a 2-player game
    wood, fish, gold = tables.start_goods
    cells = ["R" if i == tables.reserve_cell else "" for i in range(tables.cells)]
    seats = tuple(
        Player(wood, fish, gold, 0, 0, 0, tuple(cells), tables.start_forests, (), (), tables.unissued,
               tuple(tables.issued if c == s else 0 for c in range(n)), (), 0, ())
        for s in range(n))
    boydell = "boydell_elders" in variants
    swap = {"architect": "designer", "carpenter": "investor", "pisciculturist": "tour_guide"} if boydell else {}
    base = [e for e in tables.elders.values() if e.group == "base" and e.min_players <= rule_n]
    by_number = {int(e.number): swap.get(e.key, e.key) for e in base}
    stacks = []
    for k in range(1, STACKS + 1):
        stack = [by_number[i] for i in (k, k + 6) if i in by_number]
        stacks.append(tuple(stack))
    hidden: tuple[str, ...] = ()
    tasks: list[Task] = []
    if rule_n == 5:
        hidden = tuple(sorted(by_number[i] for i in range(13, 19)))
        stacks = [("?", *s) for s in stacks]
    elif boydell:
        for key in ("designer", "investor"):
            if tables.elders[key].min_players <= rule_n:
                tasks.append(StackPos(elder=key))
    promo = "promo_elders" in variants
    pool = tuple(sorted(e.key for e in tables.elders.values() if e.group == "promo")) if promo else ()
    if pool:
        tasks.append(Forgotten())
    # ``tables`` hold the deck in play: another deck replaces the Herring deck (p. 2, p. 17)
    deck = {x: tuple(c for c in tables.cards_of(x) if c not in excluded) for x in "ABC"}
    if tables.mixed:
        tasks += _mixed_display(tables, deck)
        deck["C"] = tuple(c for c in deck["C"] if tables.deck_of[c] == tables.primary)
    else:
        tasks += [Draw(pile="a")] * min(tables.display_a, len(deck["A"]))
        tasks += [Draw(pile="b")] * min(tables.display_b, len(deck["B"]))
    if n > 1:
        tasks.append(First())
    ships = rule_n + 1
    supply = (ships, ships, min(ships, 6), 1)
    state = State(
        n=n, mode=mode, round=1, phase="fish", first=0, turn=0, fish_next=0,
        tasks=tuple(reversed(tasks)),
        plates=tuple(1 if i < rule_n - 1 else 0 for i in range(len(tables.plate_fish))),
        spaces=tuple(() for _ in tables.spaces_for(n, mode)), share_board=(0,) * n,
        ship_supply=supply, rafts=4 if promo else 0, stacks=tuple(stacks), hidden_elders=hidden,
        forgotten_top="", forgotten_pool=pool,
        deck_a=deck["A"], deck_b=deck["B"], deck_c=deck["C"], disp_a=(), disp_b=(), disp_c=(),
        players=seats, deck=tables.deck)
    game = Game.thaw(state)
    advance(tables, game)
    return game.freeze()



MIX_A, MIX_B = 3, 2  # Mixing Decks: "3 'A' and 2 'B' Buildings from each of three different decks"


def _mixed_display(tables: Tables, deck: dict[str, tuple[str, ...]]) -> list[Task]:
    """Mixing Decks (rulebook p. 16): the display draws 3 A and 2 B from each deck; then the
    "mix" task leaves only the first deck's A and B in the piles, as "all additional Buildings
    (via the Turn Order tiles) should be drawn from a single deck" (the C pile is that deck's too)."""
    tasks: list[Task] = []
    for letter, count in (("A", MIX_A), ("B", MIX_B)):
        for name in tables.decks:
            have = sum(1 for c in deck[letter] if tables.deck_of[c] == name)
            tasks += [DrawMixed(pile=letter.lower(), deck=name)] * min(count, have)
    tasks.append(Mix())
    return tasks
