"""The names of places and things and the amounts, as players read them in prompts, choices,
the log and the table (describe.py, events.py, view.py). Every word goes through this game's
catalog; the English is the source (issue 34)."""

from __future__ import annotations

from collections.abc import Callable

from .i18n import N_, _, counted, n_
from .tables import CROPS, Tables

ROMAN = ("I", "II", "III", "IV")
CROWN_NAMES = {"trade": N_("Trade route"), "exploration": N_("Exploration"), "guild": N_("Guild influence"),
               "urban": N_("Urbanisation"), "wealth": N_("National wealth")}
# the goods by their ids (the crops, the markets and the colonies' income name them)
GOOD_WORDS = {"wheat": N_("wheat"), "sugar": N_("sugar"), "wine": N_("wine"), "wood": N_("wood"),
              "bread": N_("bread"), "reals": N_("reals")}


def good(name: str) -> str:
    """A good named by its id ("wheat", "wood", ...), in words."""
    return _(GOOD_WORDS[name]) if name in GOOD_WORDS else name


def crop(index: int) -> str:
    return good(CROPS[index])


reals = counted("{n} real", "{n} reals")
pirate_points = counted("{n} pirate point", "{n} pirate points")
prestige = counted("{n} PP", "{n} PP")


def field_words(fid: str) -> str:
    """A field as players name it: its letter in its area's row ("field C of area 2")."""
    return _("field {letter} of area {area}").format(letter=fid[1:].upper(), area=fid[0])


def crown_name(tables: Tables, tile: str) -> str:
    kind = tables.crown_type[tile]
    return _(CROWN_NAMES[kind]) if kind in CROWN_NAMES else kind


def reward_words(tables: Tables, reward: str) -> str:
    effect, k = tables.reward_effect[reward]
    if effect == "pp":
        return prestige(k)
    if effect == "flip":
        return _("turn a guild tile face up")
    if effect == "bread":
        return n_("{k} bread", "{k} bread", k).format(k=k)
    if effect == "reals":
        return n_("{k} real", "{k} reals", k).format(k=k)
    if effect == "goods":
        return n_("{k} each of wheat, sugar and wine", "{k} each of wheat, sugar and wine", k).format(k=k)
    if effect == "pirates":
        return _("discard up to {k} pirate points").format(k=k)
    if effect == "windmill":
        return _("windmill up {k} level").format(k=k)
    return f"{effect} {k}"


def pass_words(tables: Tables, r: int, side: int) -> str:
    left, la, right, ra = tables.pass_rows[r]
    what, k = (right, ra) if side else (left, la)
    if what == "reals":
        return reals(k)
    if what == "city":
        return _("a worker to a city space and {k} PP").format(k=k)
    if what == "tower":
        return _("a worker to the watchtower, discarding up to {k} pirate points").format(k=k)
    if what == "ship":
        return _("move a ship")
    return what


def pass_row(target: str) -> tuple[int, int]:
    parts = target.split(":")
    return int(parts[1]) - 1, int(len(parts) > 2 and parts[2] == "right")


def building_name(tables: Tables, b: int) -> str:
    return _(tables.building_names[b])


def char_name(tables: Tables, c: int) -> str:
    return _(tables.char_names[c])


def city_name(tables: Tables, c: int) -> str:
    return _(tables.city_names[c])


def colony_name(tables: Tables, c: int) -> str:
    return _(tables.colony_names[c])


def tile_name(tables: Tables, tile: str) -> str:
    return _(tables.tile_name[tile])


def guild_name(tables: Tables, guild: str) -> str:
    return _(tables.guild_names[tables.guild_ids.index(guild)])


def place_name(tables: Tables, zid: str) -> str:
    """A location or component id in words."""
    parts = zid.split(":")
    kind = parts[0]
    if kind == "field":
        if parts[1] == "forest":
            return _("the forest")
        return field_words(parts[1])
    if kind == "city":
        return _("{city} space {n}").format(city=city_name(tables, tables.city_ids.index(parts[1])),
                                            n=int(parts[2]) + 1)
    if kind == "colony":
        return colony_name(tables, tables.colony_ids.index(parts[1]))
    if kind == "home":
        return _("home")
    if kind == "tower":
        return _("the watchtower")
    if kind == "route":
        return _("{market} route {n}").format(market=good(parts[1]), n=parts[2])
    if kind == "cship":
        return _("{colony} ship space {n}").format(
            colony=colony_name(tables, tables.colony_ids.index(parts[1])), n=parts[2])
    if kind == "building":
        return _("the {building}").format(building=building_name(tables, tables.building_ids.index(parts[1])))
    if kind == "guild":
        return tile_name(tables, parts[1])
    if kind == "crown":
        return crown_name(tables, parts[1])
    if kind == "reward":
        return reward_words(tables, parts[1])
    return zid


# ---- the table's texts (view.py) ------------------------------------------------------------

GOOD_AMOUNTS = {"wheat": N_("{n} wheat"), "sugar": N_("{n} sugar"), "wine": N_("{n} wine"),
                "wood": N_("{n} wood"), "bread": N_("{n} bread")}
MARKET_NAMES = {"wheat": N_("Wheat market"), "sugar": N_("Sugar market"), "wine": N_("Wine market")}
BUILDING_ACTIONS = {
    "mill": N_("1-2 workers in area 2: 2 bread; 3+: 5 bread."),
    "capitania": N_("1-2 workers in area 2: 1 PP and 1 worker to a city space; 3+: 3 PP and up to 2."),
    "customs": N_("1-2 workers in area 1: 1 worker to a colony; 3+: up to 2 (1 PP per own ship there)."),
    "guildhall": N_("1-2 workers in area 3: turn 1 guild tile face up; 3+: 2."),
    "fortress": N_("1-2 workers in area 3: 1 worker to the watchtower; 3+: up to 2 (discard 3 pirate points each)."),
}
CHARACTER_ACTIONS = {
    "steward": N_("move up to 2 workers to fields or the forest without an own worker."),
    "guildmaster": N_("buy a guild tile for its column's wood and build its district."),
    "mayor": N_("move up to 2 own workers or neutral citizens between city spaces, then collect per city."),
    "commander": N_("move up to 2 ships to trade-route or colony spaces (1 wood from home)."),
}
TILE_EFFECTS = {
    "monk": N_("gain 2 wood (needs a worker on trees or in the forest)"), "miller": N_("windmill up 1 level"),
    "bishop": N_("move one of your action markers"), "patron": N_("gain 3 bread"),
    "noble": N_("Phase C: this building action costs 0"), "diplomat": N_("Phase C: count 2 more workers"),
    "treasurer": N_("gain 5 reals"), "navigator": N_("move a ship"), "engineer": N_("Phase B: harvest 2 more"),
    "constable": N_("discard half of your pirate points"), "lady": N_("pay 4 reals: any building action now"),
    "scout": N_("move a worker anywhere"),
}
CROWN_LABELS = {"trade": N_("Trade route"), "exploration": N_("Exploration"), "guild": N_("Guild infl."),
                "urban": N_("Urbanisation"), "wealth": N_("Nat. wealth")}
CROWN_HELP = {
    "trade": N_("PP for up to 3 own ships on trade routes (the market's value this round)."),
    "exploration": N_("PP for up to 3 own ships on colony spaces (the colony's value this round)."),
    "guild": N_("5 PP per face-up guild tile, one per guild, up to 4."),
    "urban": N_("One city: its larger value with the most pieces there, else the smaller one."),
    "wealth": N_("Pay up to 15 reals for 1 PP each."),
}
PHASES = {"deal": N_("Set-up"), "open": N_("Opening placement"), "A": N_("Phase A: set-up"),
          "B": N_("Phase B: character actions"), "C": N_("Phase C: building actions"),
          "D": N_("Phase D: maintenance"), "E": N_("Phase E: crown requests"), "end": N_("Game over")}


def good_amount(name: str, k: int | str) -> str:
    """``k`` of a good ("3 wheat"); ``k`` may be signed text ("+3")."""
    return _(GOOD_AMOUNTS[name]).format(n=k)


def tile_effect(tile: str) -> str:
    return _(TILE_EFFECTS[tile]) if tile in TILE_EFFECTS else ""


def crown_help(tables: Tables, tile: str) -> str:
    kind = tables.crown_type[tile]
    return _("Crown request: {name}. {help}").format(name=_(CROWN_NAMES[kind]), help=_(CROWN_HELP[kind]))


def pass_note(what: str, k: int) -> str:
    if what == "reals":
        return reals(k)
    if what == "city":
        return _("to city, {k} PP").format(k=k)
    if what == "tower":
        return _("worker to tower")
    return _("move a ship") if what == "ship" else what


def reward_label(tables: Tables, reward: str) -> str:
    effect, k = tables.reward_effect[reward]
    labels: dict[str, Callable[[int], str]] = {"pp": prestige, "reals": reals,
              "flip": lambda k: _("tile up"), "bread": lambda k: n_("{k} bread", "{k} bread", k).format(k=k),
              "goods": lambda k: _("{k} of each crop").format(k=k),
              "pirates": lambda k: _("-{k} pirate pts").format(k=k),
              "windmill": lambda k: _("windmill +{k}").format(k=k)}
    return labels[effect](k) if effect in labels else effect
