"""The table's words that never change in a game, built once from the tables: every card's
face, what the Seasons board prints, and the titles and tooltips of the zones (a view fills
in only what changes: counts, notes, the cards)."""

from __future__ import annotations

from typing import NamedTuple

from tabletop import core

from .state import FERT, FIELD_NAMES, FRUIT, RAIN, SEASONS, SUN
from .tables import UNLIMITED, Tables

WEIGHT_NOTE = "counts as 2 cards at the Harvest"
SEASON_SHORT = ("Sp", "Su", "Au", "Wi")  # the season marks printed on a card, compact


def seat_name(seat: int) -> str:
    """A placeholder the UI replaces by the player's name (engines do not know names)."""
    return core.seat_ref(seat)


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards" """
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class Fixed(NamedTuple):
    """A zone's id, title and tooltip."""

    id: str
    title: str
    detail: str


class FruitTexts(NamedTuple):
    """A fruit's harvest track and animal token."""

    track: str  # the track's zone id
    name: str
    token: str  # the harvest token's id
    animal: Fixed  # the animal token's zone while it is aside
    animal_token: str
    animal_style: str
    animal_detail: str


class SeatTexts(NamedTuple):
    """One seat's zones."""

    fields: tuple[Fixed, ...]
    chosen: core.Zone  # the card lifted to be played: the zone never changes
    hand: Fixed
    scored: str  # the harvested pile's zone id
    scored_open: str  # its tooltip for its owner (and everyone at the end)
    scored_closed: str  # its tooltip for the others
    animals: Fixed


def _card_face(tables: Tables, c: int) -> tuple[str, str, str, str]:
    """(label, style, tooltip, corner value) of card ``c``."""
    kind = tables.kind[c]
    if kind == FRUIT:
        f = tables.fruit[c]
        seasons = ", ".join(tables.season_names[d] for d in tables.fruit_seasons[f])
        marks = " ".join(SEASON_SHORT[d] for d in tables.fruit_seasons[f])
        detail = (f"{tables.fruit_names[f]} · {plural(tables.points[c], 'point')} · seasons "
                  f"{seasons} · field limit {tables.fruit_limit[f]}")
        label = f"{tables.fruit_names[f]} {marks} · limit {tables.fruit_limit[f]}"
        return label, tables.fruit_ids[f], detail, str(tables.points[c])
    if kind == FERT:
        return ("Fertilizer", "fertilizer", f"Fertilizer: place on a sown field; {WEIGHT_NOTE}",
                "×2")
    name = "Scorching Sun" if kind == SUN else "Pouring Rain"
    return (name, "sun" if kind == SUN else "rain",
            f"{name}: cancels the other weather; three alike: catastrophe",
            "☀" if kind == SUN else "☂")


def _fruit_texts(tables: Tables, f: int) -> FruitTexts:
    fid, name = tables.fruit_ids[f], tables.fruit_names[f]
    return FruitTexts(f"track:{fid}", name, f"token:harvest:{fid}",
                      Fixed(f"animal:{fid}", f"{name} animal", "Worth 8 points to whoever holds it"),
                      f"token:animal:{fid}", f"animal-{fid}", f"{name} animal token · 8 points")


def _seat_texts(tables: Tables, seat: int) -> SeatTexts:
    sn = seat_name(seat)
    fields = []
    for k, field in enumerate(FIELD_NAMES):
        cap = tables.field_caps[k]
        cap_text = "unlimited" if cap >= UNLIMITED else str(cap)
        fields.append(Fixed(f"field:{seat}:{field}", field.capitalize(),
                            f"{sn}'s {field} field · capacity {cap_text}; the seed's limit "
                            f"applies too"))
    return SeatTexts(
        tuple(fields),
        core.Zone(f"chosen:{seat}", "Playing", seat, None, "",
                  "The card chosen to play: sow, plant or release it"),
        Fixed(f"hand:{seat}", "Hand", f"{sn}'s hand: private"),
        f"scored:{seat}", f"{sn}'s harvested fruit cards, face down",
        f"{sn}'s harvested fruit cards: face down until the end",
        Fixed(f"animals:{seat}", "Animals", f"{sn}'s animal tokens"),
    )


class Faces:
    """Label, style, tooltip and corner value of every card, built once; what the Seasons
    board prints: how many cards of each kind every season deck holds; and the fixed words
    of every zone."""

    def __init__(self, tables: Tables, max_seats: int = 4) -> None:
        self.faces = tuple(_card_face(tables, c) for c in range(len(tables.card_id)))
        self.tables = tables
        self.printed = self._printed_counts(tables)
        # titled by its season alone, which fits the narrow pile (the tooltip names the deck)
        self.decks = tuple(
            Fixed(f"deck:{season}", name, f"The {name} deck: draw from the left-most deck only")
            for season, name in zip(SEASONS, tables.season_names, strict=True))
        # in the order of view.board_areas
        self.areas = (
            Fixed("supply", "Supply Area", "Draw these face-up cards one at a time"),
            Fixed("storage", "Storage Area", "Released cards; at 4 or more they replace the supply"),
            Fixed("weather", "Weather Area", "Sun and rain cancel; three alike: catastrophe"),
            Fixed("fertilizer", "Fertilizing Area", "Draw one only after releasing both"),
            Fixed("discard", "Discards", "Seeds, ruined fruit, replaced supply, weather"),
            Fixed("aside", "Set aside", "Weather drawn during setup, shuffled back into Spring"),
        )
        self.fruits = tuple(_fruit_texts(tables, f) for f in range(tables.n_fruits))
        self.seats = tuple(_seat_texts(tables, seat) for seat in range(max_seats))

    @staticmethod
    def _printed_counts(tables: Tables) -> tuple[core.Zone | core.Piece, ...]:
        """Setup 2 / Components: the Seasons board shows, per season, the number of cards
        of each fruit and of each weather card in that season's deck."""
        out: list[core.Zone | core.Piece] = []
        for d, season in enumerate(SEASONS):
            deck = tables.decks[d]
            name = tables.season_names[d]
            zid = f"season:{season}"
            out.append(core.Zone(zid, name, None, None, plural(len(deck), "card"),
                                 f"Printed on the board: the cards of the {name} deck"))
            kinds: list[tuple[str, str, int]] = []
            for f, fid in enumerate(tables.fruit_ids):
                n = sum(1 for c in deck if tables.kind[c] == FRUIT and tables.fruit[c] == f)
                if n:
                    kinds.append((fid, tables.fruit_names[f], n))
            for kind, style, title in ((SUN, "sun", "Scorching Sun"), (RAIN, "rain", "Pouring Rain")):
                kinds.append((style, title, sum(1 for c in deck if tables.kind[c] == kind)))
            for slot, (style, title, n) in enumerate(kinds):
                out.append(core.Piece(f"printed:{season}:{style}", zid, "marker", str(n), style,
                                      True, slot, f"{name} deck: {plural(n, title + ' card')}"))
        return tuple(out)

    def card(self, c: int, zone: str, slot: int, selected: bool = False) -> core.Piece:
        label, style, detail, value = self.faces[c]
        return core.Piece(self.tables.card_id[c], zone, "card", label, style, True, slot, detail, value,
                          None, selected)
