"""A small fake game for the Qt tests: hidden hands, a chance draw, targets and a done button.

"Pebble Market": each turn the seat to act may play one card from their hidden hand to the
market (or discard it: two actions on one target open a chooser), may claim one free
spot on the board with a worker, and ends the turn with ``done``. A hand below two cards
is refilled by a chance draw. The game ends after ``turns`` turns in all.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tabletop.core import (
    CHANCE,
    Action,
    Decision,
    Event,
    GameConfig,
    GameMeta,
    IllegalActionError,
    Outcome,
    PlayerPanel,
    RulesBase,
    ScoreSheet,
    ScoreTerm,
    Step,
    TableView,
    Variant,
    Zone,
    seat_ref,
)
from tabletop.core.view import Piece
from tabletop.model.components import GameData
from tabletop.model.layout import LayoutFile
from tabletop.model.registry import GameEntry

GAME_ID = "pebble_market"
CARDS = tuple(f"card:pm:{i:02d}" for i in range(1, 25))
SPOTS = tuple(f"spot:{i}" for i in range(6))


def card_value(card: str) -> int:
    return int(card.rsplit(":", 1)[1]) % 6 + 1


@dataclass(frozen=True)
class State:
    players: int
    turns: int
    deck: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    market: tuple[str, ...] = ()
    discards: int = 0
    spots: tuple[int, ...] = (-1, -1, -1, -1, -1, -1)  # owner of each spot, -1 free
    coins: tuple[int, ...] = ()
    turn: int = 0
    played: bool = False
    claimed: bool = False
    ghost: bool = False  # the view also shows a zone the layout lacks (a test of robustness)
    spots_used: int = 6  # fewer spots in play: the view leaves the others out
    harbour: bool = False  # the expansion board is in play

    @property
    def seat(self) -> int:
        return self.turn % self.players


LAYOUT = {
    "game": GAME_ID,
    "boards": [
        {
            "id": "market",
            "title": "Market",
            "size": [220, 130],
            "zones": [
                {"id": "deck", "rect": [8, 8, 40, 52], "arrange": "stack"},
                {
                    "id": "market",
                    "rect": [56, 8, 156, 52],
                    "arrange": "row",
                    "style": "zone_market",
                },
                *[
                    {
                        "id": f"spot:{i}",
                        "rect": [8 + i * 35, 72, 30, 48],
                        "arrange": "stack",
                        "shape": "rounded",
                    }
                    for i in range(6)
                ],
            ],
        },
        {
            "id": "harbour",
            "title": "Harbour (expansion)",
            "size": [120, 60],
            "zones": [{"id": "harbour:boats", "rect": [6, 6, 108, 48], "arrange": "row"}],
        },
        {
            "id": "yard:{seat}",
            "title": "{seat}'s yard",
            "size": [150, 70],
            "per_seat": True,
            "zones": [
                {"id": "hand:{seat}", "rect": [6, 6, 100, 58], "arrange": "fan"},
                {"id": "supply:{seat}", "rect": [110, 6, 34, 58], "arrange": "grid", "columns": 2},
            ],
        },
    ],
    "piece_sizes": {"card": [22, 32], "worker": [10, 11]},
    "styles": {
        "odd": {"fill": "#fde9b8", "stroke": "#8a6a1c", "shape": "rounded"},
        "even": {"fill": "#cfe6f5", "stroke": "#2a5d80", "shape": "rounded"},
        "worker0": {"fill": "#0072B2", "stroke": "#111111", "text": "#ffffff"},
        "worker1": {"fill": "#E69F00", "stroke": "#111111"},
        "worker2": {"fill": "#009E73", "stroke": "#111111"},
        "worker3": {"fill": "#CC79A7", "stroke": "#111111"},
        "zone_market": {"fill": "#f8f3e4", "stroke": "#8c7b5c"},
    },
}


class PebbleRules(RulesBase):
    def __init__(self) -> None:
        self.meta = GameMeta(
            id=GAME_ID,
            title="Pebble Market",
            min_players=2,
            max_players=4,
            rules_version="1",
            has_hidden_info=True,
            variants=(
                Variant("long", "Long game", "Twice as many turns"),
                Variant("duel", "Duel", "Only for two", player_counts=(2,)),
            ),
            summary="A fake game for testing the table.",
        )

    def setup(self, config: GameConfig) -> State:
        n = config.players
        turns = int(config.option("turns") or 4 * n * (2 if "long" in config.variants else 1))
        return State(
            n,
            turns,
            CARDS,
            tuple(() for _ in range(n)),
            coins=tuple(0 for _ in range(n)),
            ghost=config.option("ghost") == "yes",
            spots_used=int(config.option("spots") or 6),
            harbour=config.option("harbour") == "yes",
        )

    def _needs_card(self, s: State) -> int | None:
        if s.turn >= s.turns or not s.deck:
            return None
        for seat in range(s.players):
            if len(s.hands[seat]) < 2:
                return seat
        return None

    def decision(self, s: State) -> Decision | None:
        if s.turn >= s.turns:
            return None
        if self._needs_card(s) is not None:
            return Decision(CHANCE, "draw a card")
        step = 1 + int(s.played) + int(s.claimed)
        return Decision(s.seat, f"play a card, claim a spot, or finish ({step} of 3)", "main")

    def legal_actions(self, s: State) -> list[Action]:
        seat = self._needs_card(s)
        if s.turn >= s.turns:
            return []
        if seat is not None:
            return [Action("deal", (c, str(seat)), chance=True) for c in s.deck]
        acts: list[Action] = []
        if not s.played:
            for c in s.hands[s.seat]:
                acts += [Action("play", (c,)), Action("discard", (c,))]
        if not s.claimed:
            acts += [
                Action("claim", (spot,))
                for i, spot in enumerate(SPOTS)
                if s.spots[i] < 0 and i < s.spots_used
            ]
        acts.append(Action("done"))
        return acts

    def apply(self, s: State, a: Action) -> Step:
        if a not in self.legal_actions(s):
            raise IllegalActionError(f"{a.text()} is not allowed now")
        seat = s.seat
        if a.verb == "deal":
            who = int(a.args[1])
            hands = list(s.hands)
            hands[who] = hands[who] + (a.args[0],)
            deck = tuple(c for c in s.deck if c != a.args[0])
            return Step(
                replace(s, deck=deck, hands=tuple(hands)),
                (Event(f"{seat_ref(who)} draws a card", who),),
                True,
            )
        if a.verb in ("play", "discard"):
            card = a.args[0]
            hands = list(s.hands)
            hands[seat] = tuple(c for c in hands[seat] if c != card)
            if a.verb == "play":
                coins = list(s.coins)
                coins[seat] += card_value(card)
                new = replace(
                    s,
                    hands=tuple(hands),
                    market=s.market + (card,),
                    coins=tuple(coins),
                    played=True,
                )
                return Step(new, (Event(f"plays a {card_value(card)}", seat, (card,)),), True)
            new = replace(s, hands=tuple(hands), discards=s.discards + 1, played=True)
            return Step(new, (), False)
        if a.verb == "claim":
            index = SPOTS.index(a.args[0])
            spots = list(s.spots)
            spots[index] = seat
            return Step(
                replace(s, spots=tuple(spots), claimed=True),
                (Event(f"claims spot {index + 1}", seat),),
            )
        return Step(replace(s, turn=s.turn + 1, played=False, claimed=False), ())

    def _sheets(self, s: State) -> list[ScoreSheet]:
        return [
            ScoreSheet(
                seat,
                (ScoreTerm("Coins", s.coins[seat]), ScoreTerm("Spots", 2 * s.spots.count(seat))),
            )
            for seat in range(s.players)
        ]

    def outcome(self, s: State) -> Outcome | None:
        return Outcome.rank(self._sheets(s)) if s.turn >= s.turns else None

    def score_now(self, s: State) -> Outcome:
        return Outcome.rank(self._sheets(s))

    def private_ids(self, s: State, seat: int) -> frozenset[str]:
        return frozenset(s.hands[seat])

    def describe(self, s: State, a: Action) -> str:
        if a.verb == "play":
            return f"Play this card to the market (+{card_value(a.args[0])} coins)"
        if a.verb == "discard":
            return "Discard this card"
        if a.verb == "claim":
            return f"Claim spot {SPOTS.index(a.args[0]) + 1} (+2 points)"
        if a.verb == "done":
            return "Finish the turn"
        return a.text()

    def view(self, s: State, viewer: int | None) -> TableView:
        zones = [Zone("deck", "Deck", count=len(s.deck), detail="Cards still to draw")]
        zones.append(Zone("market", "Market", note=f"{len(s.market)} played"))
        pieces: list[Piece] = []
        for i, c in enumerate(s.market):
            pieces.append(
                Piece(
                    c,
                    "market",
                    "card",
                    f"Pebble {card_value(c)}",
                    "odd" if card_value(c) % 2 else "even",
                    slot=i,
                    value=str(card_value(c)),
                    detail=f"A played card worth {card_value(c)}",
                )
            )
        if s.harbour:
            zones.append(Zone("harbour:boats", "Boats", detail="The expansion's boats"))
        for i, owner in enumerate(s.spots[: s.spots_used]):
            zones.append(Zone(f"spot:{i}", f"Spot {i + 1}", detail="Claim it for 2 points"))
            if owner >= 0:
                pieces.append(
                    Piece(f"worker:{owner}:{i}", f"spot:{i}", "worker", style=f"worker{owner}")
                )
        for seat in range(s.players):
            mine = viewer == seat
            zones.append(
                Zone(f"hand:{seat}", "Hand", owner=seat, count=None if mine else len(s.hands[seat]))
            )
            if mine:
                for i, c in enumerate(s.hands[seat]):
                    pieces.append(
                        Piece(
                            c,
                            f"hand:{seat}",
                            "card",
                            f"Pebble {card_value(c)}",
                            "odd" if card_value(c) % 2 else "even",
                            slot=i,
                            value=str(card_value(c)),
                            detail="In your hand",
                        )
                    )
            zones.append(Zone(f"supply:{seat}", "Workers", owner=seat))
            used = s.spots.count(seat)
            for k in range(3 - min(3, used)):
                pieces.append(
                    Piece(
                        f"worker:{seat}:free{k}",
                        f"supply:{seat}",
                        "worker",
                        style=f"worker{seat}",
                        slot=k,
                    )
                )
        if s.ghost:
            zones.append(Zone("ghost", "Not in the layout"))
            pieces.append(Piece("ghost:1", "ghost", "token", "?"))
        players = tuple(
            PlayerPanel(
                seat,
                (("Coins", str(s.coins[seat])), ("Cards", str(len(s.hands[seat])))),
                s.coins[seat],
                seat == s.seat,
            )
            for seat in range(s.players)
        )
        status = f"Turn {s.turn + 1} of {s.turns} · {seat_ref(s.seat)} to play"
        return TableView(viewer, tuple(zones), tuple(pieces), players, status)


RULES = PebbleRules()


def entry() -> GameEntry:
    layout = LayoutFile.model_validate(LAYOUT)
    data = GameData({}, layout, {"rulebook": 20, "stand-in": 3}, ())
    return GameEntry(RULES.meta, data, RULES)


def private_piece_ids(state: Any) -> set[str]:
    return {c for hand in state.hands for c in hand}
