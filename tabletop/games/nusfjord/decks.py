"""The Mackerel (2xx), Codfish (3xx), Plaice (4xx) and Salmon (5xx) decks (Big Box, rulebook p. 2).

Names, numbers, letters and categories are public (the published card lists). Costs, VP and
effects are stand-ins written as deckspec specs, in the Herring deck's cost/VP bands, except
the few card texts the rulebook prints, which are exact:
202 Worker's Cottage, 223 Ship Broker, 242 Nursery, 303 Refuge, 322 Harbor Park, 346 Carver,
401 Pond, 501 Goldsmith, and the rule interactions of 228 Stilt House (no Building space) and
530 Smoke Chamber (a Guest counts as the fish it saved). components.json holds the data;
``tests/games/nusfjord/test_decks.py`` checks that its texts are the specs' texts.

``CARDS[deck][id] = (wood, fish, gold, vp, spec)``; a spec ``("custom", text)`` is an effect
written out below (CUSTOM).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import guests, ops
from .deckspec import effect
from .effects import Effect, Trade, plain
from .i18n import _
from .records import Pick

if TYPE_CHECKING:
    from .state import AnyGame, AnySeat, Game
    from .tables import Tables

MACKEREL: dict[str, tuple[Any, ...]] = {
    "201": (1, 0, 0, 1, ("gain", 0, 3, 0)),
    "202": (1, 0, 0, 0, ("custom", "After you Reforest: Deforest")),
    "203": (1, 1, 0, 0, ("when", "ship", 0, 2, 0)),
    "204": (2, 0, 0, 1, ("trade", ((0, 3, 0), (0, 0, 1)))),
    "205": (0, 2, 0, 1, ("reforest", 1, 3)),
    "206": (1, 1, 0, 0, ("when", "thin", 0, 2, 0)),
    "207": (2, 0, 0, 0, ("when", "issue", 0, 2, 0)),
    "208": (2, 1, 0, 1, ("when", "serve", 1, 0, 0)),
    "209": (2, 0, 0, 0, ("per", "boat", 0, 2, 0)),
    "210": (2, 0, 0, 0, ("when", "building", 0, 0, 1)),
    "211": (2, 0, 0, 0, ("when", "ship", 2, 0, 0)),
    "212": (2, 0, 0, 1, ("flag", "refill_wood", 2)),
    "213": (1, 1, 0, 0, ("when", "thin", 0, 0, 1)),
    "214": (2, 2, 0, 1, ("when_res", "building", 2, 0, 0)),
    "215": (3, 0, 0, 1, ("when", "elder3", 0, 0, 1)),
    "216": (1, 2, 0, 0, ("when", "serve", 0, 0, 1)),
    "217": (3, 0, 0, 1, ("flag", "reserve_limit", 2)),
    "218": (4, 2, 0, 1, ("flag", "haul", 1)),
    "221": (3, 1, 0, 2, ("per", "elder", 0, 2, 0)),
    "222": (4, 1, 0, 2, ("gain", 0, 0, 3)),
    "223": (7, 3, 0, 1, ("custom", "At any time: sell sloops for 2 gold and/or cutters for 4 gold")),
    "224": (3, 0, 0, 2, ("reserve", 0, 3, 1)),
    "225": (3, 1, 0, 2, ("per", "ship", 0, 0, 1)),
    "226": (3, 0, 0, 2, ("when", "ship", 2, 0, 0)),
    "227": (3, 0, 0, 2, ("when", "reforest", 1, 0, 1)),
    "228": (3, 2, 0, 2, ("custom", "Takes no Building space. Immediately: +3 fish")),
    "229": (4, 2, 0, 2, ("once", "ship", 2, 0, 0, 3)),
    "230": (3, 0, 0, 2, ("trade", ((3, 0, 0), (0, 0, 1)), ((0, 0, 1), (2, 0, 0)))),
    "231": (5, 0, 1, 2, ("gain", 0, 0, 3)),
    "232": (4, 3, 0, None, ("vp", "elder", 1, 1)),
    "241": (4, 2, 0, 3, ("gain", 0, 0, 4)),
    "242": (2, 1, 0, 1, ("custom", "At game end: cover negative VP on building spaces with wood from "
                                   "your supply (1 wood per free building space)")),
    "243": (8, 4, 0, 5, ("flag", "unissued_free", 1)),
    "244": (4, 8, 0, None, ("vp", "fish", 3, 1)),
    "245": (5, 3, 0, 3, ("per", "ship", 0, 0, 1)),
    "246": (6, 3, 0, None, ("vp", "wood", 2, 1)),
    "247": (8, 0, 2, None, ("vp", "elder", 1, 2)),
    "248": (10, 5, 0, None, ("vp", "boat", 1, 2)),
    "249": (6, 0, 4, 7, None),
    "250": (6, 6, 0, None, ("vp", "haul", 1, 1)),
    "251": (10, 6, 0, 9, None),
    "252": (6, 3, 0, None, ("vp", "forest", 1, 2)),
    "253": (6, 2, 0, None, ("vp", "share", 1, 1)),
    "254": (8, 4, 0, None, ("vp", "ship", 1, 2)),
}

CODFISH: dict[str, tuple[Any, ...]] = {
    "301": (2, 0, 0, 0, ("when_res", "thin", 2, 0, 0)),
    "302": (1, 2, 0, 0, ("when", "serve", 0, 0, 1)),
    "303": (1, 1, 0, 0, ("when", "reforest", 2, 0, 1)),
    "304": (3, 0, 0, 1, ("gain", 0, 0, 2)),
    "305": (2, 0, 0, 0, ("reserve", 0, 0, 2)),
    "306": (2, 1, 0, 0, ("when", "building", 1, 1, 0)),
    "307": (2, 0, 0, 0, ("when", "reforest", 2, 0, 0)),
    "308": (2, 0, 0, 0, ("when", "building", 2, 0, 0)),
    "309": (2, 0, 0, 0, ("per", "building", 0, 1, 0)),
    "310": (2, 0, 0, 1, ("trade", ((2, 0, 0), (0, 3, 0)))),
    "311": (1, 1, 0, 0, ("when", "reforest", 0, 2, 0)),
    "312": (2, 1, 0, 1, ("trade", ((0, 0, 1), (2, 0, 0)), ((3, 0, 0), (0, 0, 1)))),
    "313": (1, 0, 0, 0, ("gain", 0, 4, 0)),
    "314": (1, 1, 0, 1, ("reforest", 2, 2)),
    "315": (3, 0, 0, 1, ("flag", "reserve_limit", 2)),
    "316": (4, 2, 0, 0, ("flag", "haul", 1)),
    "317": (0, 2, 1, 1, ("gain", 3, 0, 0)),
    "318": (2, 0, 0, 0, ("when", "ship", 2, 0, 0)),
    "321": (4, 2, 0, 2, ("reserve", 3, 0, 1)),
    "322": (1, 0, 0, 0, ("once", "elder", 3, 3, 0, 2)),
    "323": (3, 1, 0, 2, ("per", "elder", 0, 0, 1)),
    "324": (3, 0, 0, 2, ("per", "ship", 1, 1, 0)),
    "325": (2, 1, 0, 2, ("trade", ((0, 4, 0), (0, 0, 2)))),
    "326": (3, 0, 0, 2, ("gain", 0, 5, 0)),
    "327": (5, 0, 1, 2, ("gain", 0, 0, 3)),
    "328": (4, 3, 0, 2, ("ship", "cutter")),
    "329": (3, 2, 0, 2, ("once", "ship", 2, 4, 0, 1)),
    "330": (4, 3, 0, None, ("vp", "forest", 1, 1)),
    "331": (4, 2, 0, 4, None),
    "332": (5, 2, 0, 4, None),
    "341": (8, 4, 0, 5, ("flag", "unissued_free", 1)),
    "342": (5, 3, 0, 3, ("per", "ship", 1, 0, 1)),
    "343": (6, 0, 2, 4, ("flag", "schooner_gold", 1)),
    "344": (8, 4, 0, None, ("vp", "building", 1, 1)),
    "345": (10, 5, 0, None, ("vp", "boat", 1, 2)),
    "346": (2, 2, 0, None, ("custom", "*1 VP per building showing a wood cost")),
    "347": (6, 2, 0, 4, ("per", "building", 0, 0, 1)),
    "348": (6, 6, 0, None, ("vp", "haul", 1, 1)),
    "349": (6, 0, 4, 7, None),
    "350": (4, 8, 0, None, ("vp", "fish", 3, 1)),
    "351": (6, 3, 0, None, ("vp", "forest", 1, 2)),
    "352": (8, 0, 2, None, ("vp", "elder", 1, 2)),
    "353": (6, 4, 0, None, ("vp", "gold", 2, 1)),
    "354": (10, 6, 0, 9, None),
}

PLAICE: dict[str, tuple[Any, ...]] = {
    "401": (0, 0, 0, -1, ("gain", 0, 4, 0)),
    "402": (1, 1, 0, 0, ("when", "ship", 0, 2, 0)),
    "403": (1, 1, 0, 0, ("when", "reforest", 1, 1, 0)),
    "404": (2, 0, 0, 0, ("gain", 0, 3, 1)),
    "405": (2, 0, 0, 1, ("once", "building", 4, 2, 0, 1)),
    "406": (2, 0, 0, 0, ("when", "issue", 0, 0, 1)),
    "407": (1, 2, 0, 0, ("when", "serve", 0, 0, 1)),
    "408": (2, 0, 0, 0, ("per", "boat", 0, 2, 0)),
    "409": (2, 0, 0, 0, ("when", "thin", 2, 0, 0)),
    "410": (2, 0, 0, 0, ("when", "ship", 2, 0, 0)),
    "411": (1, 0, 0, 0, ("gain", 0, 4, 0)),
    "412": (2, 2, 0, 1, ("when_res", "building", 0, 0, 1)),
    "413": (2, 0, 1, 1, ("trade", ((0, 0, 1), (0, 3, 0)))),
    "414": (2, 0, 0, 0, ("reserve", 1, 0, 2)),
    "415": (3, 0, 0, 0, ("ship", "sloop")),
    "416": (3, 0, 0, 1, ("when", "buy", 0, 3, 0)),
    "417": (2, 1, 0, 0, ("when", "elder3", 0, 2, 0)),
    "418": (0, 2, 1, 1, ("gain", 3, 0, 0)),
    "421": (0, 3, 0, 2, ("gain", 3, 0, 1)),
    "422": (3, 3, 0, 1, ("ship", "cutter")),
    "423": (3, 0, 0, 2, ("once", "ship", 2, 4, 0, 0)),
    "424": (3, 2, 0, 2, ("when", "ship", 0, 0, 1)),
    "425": (3, 1, 0, 2, ("per", "building", 1, 0, 0)),
    "426": (3, 0, 0, 2, ("per", "forest", 0, 0, 1)),
    "427": (3, 1, 0, 2, ("per", "boat", 0, 2, 0)),
    "428": (3, 0, 1, 2, ("gain", 0, 0, 3)),
    "429": (2, 1, 0, 2, ("trade", ((0, 0, 1), (3, 0, 0)))),
    "430": (4, 0, 0, 2, ("reserve", 0, 4, 1)),
    "431": (4, 2, 0, 1, ("flag", "haul", 1)),
    "432": (4, 3, 0, None, ("vp", "forest", 1, 1)),
    "441": (6, 0, 2, 4, ("once", "elder", 4, 0, 0, 4)),
    "442": (5, 3, 0, 3, ("once", "ship", 3, 0, 0, 4)),
    "443": (2, 5, 0, 3, ("gain", 0, 0, 5)),
    "444": (6, 2, 0, 4, ("once", "building", 8, 0, 0, 3)),
    "445": (5, 2, 0, 3, ("per", "building", 0, 0, 1)),
    "446": (8, 4, 0, 5, ("flag", "unissued_free", 1)),
    "447": (6, 0, 4, 7, None),
    "448": (8, 2, 0, 5, ("gain", 0, 3, 0)),
    "449": (6, 3, 0, None, ("vp", "wood", 2, 1)),
    "450": (8, 0, 2, None, ("vp", "elder", 1, 2)),
    "451": (10, 5, 0, None, ("vp", "boat", 1, 2)),
    "452": (10, 6, 0, 9, None),
    "453": (6, 6, 0, None, ("vp", "haul", 1, 1)),
    "454": (6, 2, 0, 4, ("per", "ship", 1, 0, 1)),
}

SALMON: dict[str, tuple[Any, ...]] = {
    "501": (4, 2, 1, 0, ("custom", "After you Issue a Share: +1 gold per Share of your own in your supply")),
    "502": (3, 0, 0, 1, ("flag", "reserve_limit", 2)),
    "503": (2, 0, 0, 0, ("when", "ship", 0, 2, 0)),
    "504": (0, 2, 1, 1, ("gain", 3, 0, 0)),
    "505": (2, 0, 0, 1, ("trade", ((0, 3, 0), (0, 0, 1)))),
    "506": (1, 1, 0, 0, ("when", "reforest", 0, 2, 0)),
    "507": (3, 1, 0, 1, ("per", "elder", 0, 0, 1)),
    "508": (2, 0, 0, 0, ("reserve", 3, 0, 0)),
    "509": (3, 0, 1, 1, ("when", "buy", 0, 2, 0)),
    "510": (2, 0, 0, 0, ("gain", 0, 2, 1)),
    "511": (2, 1, 0, 0, ("when", "serve", 1, 0, 0)),
    "512": (2, 2, 0, 0, ("flag", "ship_wood", 1)),
    "513": (2, 2, 0, 1, ("when_res", "building", 2, 0, 0)),
    "514": (2, 0, 0, 1, ("flag", "refill_wood", 3)),
    "515": (1, 2, 0, 0, ("when", "serve", 0, 0, 1)),
    "516": (2, 0, 0, 0, ("when", "ship", 2, 0, 0)),
    "517": (3, 0, 0, 1, ("per", "building", 0, 0, 1)),
    "518": (1, 0, 0, 0, ("gain", 0, 4, 0)),
    "521": (3, 2, 0, 2, ("once", "elder", 3, 0, 3, 2)),
    "522": (2, 2, 0, 2, ("trade", ((0, 4, 0), (1, 0, 1)))),
    "523": (3, 1, 0, 2, ("gain", 0, 2, 2)),
    "524": (3, 0, 0, 2, ("gain", 0, 5, 0)),
    "525": (3, 0, 0, 2, ("once", "building", 6, 3, 0, 1)),
    "526": (3, 0, 0, 2, ("when", "reforest", 1, 0, 1)),
    "527": (3, 0, 0, 2, ("when", "thin", 0, 0, 1)),
    "528": (3, 0, 0, 2, ("reserve", 4, 0, 1)),
    "529": (4, 2, 0, 2, ("once", "ship", 3, 0, 0, 3)),
    "530": (3, 2, 0, 2, ("custom", "After you Serve Fish: +1 gold per 4 fish served "
                                   "(a Guest counts as the fish it saved you)")),
    "531": (5, 0, 1, 2, ("gain", 0, 0, 3)),
    "532": (3, 1, 0, 2, ("per", "elder", 0, 2, 0)),
    "541": (5, 0, 2, 4, ("when", "buy", 0, 0, 2)),
    "542": (8, 4, 0, 5, ("flag", "unissued_free", 1)),
    "543": (6, 2, 0, 4, ("when", "building", 0, 0, 1)),
    "544": (4, 4, 0, 3, ("when", "serve", 0, 0, 2)),
    "545": (10, 5, 0, 7, ("ship", "schooner")),
    "546": (10, 5, 0, None, ("vp", "boat", 1, 2)),
    "547": (6, 0, 4, 7, None),
    "548": (6, 4, 0, None, ("vp", "gold", 2, 1)),
    "549": (4, 8, 0, None, ("vp", "fish", 3, 1)),
    "550": (6, 3, 0, None, ("vp", "forest", 1, 2)),
    "551": (10, 6, 0, 9, None),
    "552": (8, 0, 2, None, ("vp", "elder", 1, 2)),
    "553": (6, 6, 0, None, ("vp", "haul", 1, 1)),
    "554": (8, 4, 0, None, ("vp", "building", 1, 1)),
}

CARDS = {"mackerel": MACKEREL, "codfish": CODFISH, "plaice": PLAICE, "salmon": SALMON}

STILT_HOUSE = "228"  # "does not occupy a Building space" (Investor, Pond Builder, Tour Guide notes)
SMOKE_FISH = 4  # Smoke Chamber: 1 gold per 4 fish served


# --- the custom effects ------------------------------------------------------------------

def _workers_cottage(tables: Tables, game: Game, seat: int) -> None:
    """202 (scrape): after you Reforest, Deforest (the action: remove a forest, +5 wood; optional)."""
    game.tasks.append(Pick(seat=seat, optional=1, what="deforest"))


def _sell(kind: str, gold: int) -> Trade:
    """223 Ship Broker (scrape): sell a sloop for 2 gold, a cutter for 4; the player chooses
    which ship, and it goes back to the supply (a Guest on it goes back too, p. 17)."""
    def can(tables: Tables, game: AnyGame, seat: int) -> bool:
        return kind in ops.look(game, seat).ships

    def sell(tables: Tables, game: Game, seat: int, index: int) -> None:
        p = game.players[seat]
        guests.remove_ship(game, seat, index)
        ops.return_ship(game, kind)
        p.gold += gold

    def last(tables: Tables, game: Game, seat: int) -> None:
        ships = game.players[seat].ships
        sell(tables, game, seat, len(ships) - 1 - ships[::-1].index(kind))
    def words(ship: str) -> str:
        return _("Sell {ship} for {gold} gold").format(ship=ship, gold=gold)
    return Trade(f"sell_{kind}", f"Sell {{ship}} for {gold} gold", can, last, kind, sell, words)


def _stilt_house(tables: Tables, game: Game, seat: int) -> None:
    ops.gain(tables, game, seat, fish=3)


def _carver(tables: Tables, p: AnySeat) -> int:
    """346 (scrape): 1 VP per building showing a wood cost."""
    return sum(1 for c in ops.buildings(p) if tables.cards[c].wood > 0)


def _goldsmith(tables: Tables, game: Game, seat: int) -> None:
    """501 (German scrape, "Nach Anteil realisieren: +1 Gold pro eigenen Anteil in deinem Vorrat"):
    read as Issue a Share; your own Shares in your supply are your Unissued Shares."""
    p = game.players[seat]
    p.gold += p.unissued


CUSTOM: dict[str, Effect] = {
    "202": Effect(whenever={"reforest": _workers_cottage}),
    "223": Effect(anytime=(_sell("sloop", 2), _sell("cutter", 4))),
    "228": Effect(immediate=plain(_stilt_house)),
    "242": Effect(special={"cover_free": 1}),
    "346": Effect(vp=_carver),
    "501": Effect(whenever={"issue": _goldsmith}),
    "530": Effect(special={"smoke_fish": SMOKE_FISH}),
}


def effects(deck: str) -> dict[str, Effect]:
    return {card: CUSTOM[card] if spec and spec[0] == "custom" else effect(spec)
            for card, (_w, _f, _g, _vp, spec) in CARDS[deck].items()}


def spec_text(deck: str, card: str) -> str:
    from .deckspec import text

    *_cost, vp, spec = CARDS[deck][card]
    return spec[1] if spec and spec[0] == "custom" else text(spec, vp)
