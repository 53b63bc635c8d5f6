"""The table's words that never change in a game, built once from the tables: every card's
face, what the Seasons board prints, and the titles and tooltips of the zones (a view fills
in only what changes: counts, notes, the cards)."""

from __future__ import annotations

from typing import NamedTuple

from tabletop import core

from .i18n import N_, _, n_
from .state import FERT, FIELD_NAMES, FRUIT, RAIN, SEASONS, SUN
from .tables import UNLIMITED, Tables

# Translators: the season marks printed on a fruit card, compact (Spring, Summer, Autumn, Winter)
SEASON_SHORT = (N_("Sp"), N_("Su"), N_("Au"), N_("Wi"))
# the fields' titles on the table, and the fields in a sentence ("Sow Cherry in your hill field")
FIELD_TITLES = (N_("Mountain"), N_("Hill"), N_("Plain"))
FIELD_WORDS = (N_("mountain field"), N_("hill field"), N_("plain field"))
# Translators: the fields in a list ("Harvest the chosen fields (hill, plain)")
FIELD_SHORT = (N_("mountain"), N_("hill"), N_("plain"))
SUN_NAME, RAIN_NAME = N_("Scorching Sun"), N_("Pouring Rain")


def seat_name(seat: int) -> str:
    """A placeholder the UI replaces by the player's name (engines do not know names)."""
    return core.seat_ref(seat)


def cards(n: int) -> str:
    """ "1 card", "2 cards" """
    return n_("{n} card", "{n} cards", n).format(n=n)


def field_word(k: int) -> str:
    """Field ``k`` in a sentence: "hill field"."""
    return _(FIELD_WORDS[k])


def weather_name(kind: int) -> str:
    return _(SUN_NAME if kind == SUN else RAIN_NAME)


def deck_name(tables: Tables, d: int) -> str:
    """ "Spring deck" """
    return _("{season} deck").format(season=_(tables.season_names[d]))


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


def _season_marks(seasons: tuple[int, ...]) -> str:
    """The seasons' marks as a card prints them ("Sp Su")."""
    marks = _(SEASON_SHORT[seasons[0]])
    for d in seasons[1:]:
        # Translators: two season marks side by side on a small card ("Sp Su"); a language
        # whose marks are one letter each may leave out the space
        marks = _("{first} {second}").format(first=marks, second=_(SEASON_SHORT[d]))
    return marks


def _card_face(tables: Tables, c: int) -> tuple[str, str, str, str]:
    """(label, style, tooltip, corner value) of card ``c``."""
    kind = tables.kind[c]
    if kind == FRUIT:
        f = tables.fruit[c]
        name, points, limit = _(tables.fruit_names[f]), tables.points[c], tables.fruit_limit[f]
        seasons = ", ".join(_(tables.season_names[d]) for d in tables.fruit_seasons[f])
        marks = _season_marks(tables.fruit_seasons[f])
        detail = n_("{fruit} · {n} point · seasons {seasons} · field limit {limit}",
                    "{fruit} · {n} points · seasons {seasons} · field limit {limit}",
                    points).format(fruit=name, n=points, seasons=seasons, limit=limit)
        label = _("{fruit} {marks} · limit {limit}").format(fruit=name, marks=marks, limit=limit)
        return label, tables.fruit_ids[f], detail, str(points)
    if kind == FERT:
        return (_("Fertilizer"), "fertilizer",
                _("Fertilizer: place on a sown field; counts as 2 cards at the Harvest"), "×2")
    name = weather_name(kind)
    return (name, "sun" if kind == SUN else "rain",
            _("{weather}: cancels the other weather; three alike: catastrophe").format(weather=name),
            "☀" if kind == SUN else "☂")


def _fruit_texts(tables: Tables, f: int) -> FruitTexts:
    fid, name = tables.fruit_ids[f], _(tables.fruit_names[f])
    return FruitTexts(f"track:{fid}", name, f"token:harvest:{fid}",
                      Fixed(f"animal:{fid}", _("{fruit} animal").format(fruit=name),
                            _("Worth 8 points to whoever holds it")),
                      f"token:animal:{fid}", f"animal-{fid}",
                      _("{fruit} animal token · 8 points").format(fruit=name))


def _seat_texts(tables: Tables, seat: int) -> SeatTexts:
    sn = seat_name(seat)
    fields = []
    for k, field in enumerate(FIELD_NAMES):
        cap = tables.field_caps[k]
        cap_text = _("unlimited") if cap >= UNLIMITED else str(cap)
        fields.append(Fixed(f"field:{seat}:{field}", _(FIELD_TITLES[k]),
                            _("{player}'s {field} · capacity {capacity}; the seed's limit applies "
                              "too").format(player=sn, field=field_word(k), capacity=cap_text)))
    return SeatTexts(
        tuple(fields),
        core.Zone(f"chosen:{seat}", _("Playing"), seat, None, "",
                  _("The card chosen to play: sow, plant or release it")),
        Fixed(f"hand:{seat}", _("Hand"), _("{player}'s hand: private").format(player=sn)),
        f"scored:{seat}", _("{player}'s harvested fruit cards, face down").format(player=sn),
        _("{player}'s harvested fruit cards: face down until the end").format(player=sn),
        Fixed(f"animals:{seat}", _("Animals"), _("{player}'s animal tokens").format(player=sn)),
    )


class Faces:
    """Label, style, tooltip and corner value of every card, built once; what the Seasons
    board prints: how many cards of each kind every season deck holds; and the fixed words
    of every zone. Built once per language (``rules.faces``)."""

    def __init__(self, tables: Tables, max_seats: int = 4) -> None:
        self.faces = tuple(_card_face(tables, c) for c in range(len(tables.card_id)))
        self.tables = tables
        self.printed = self._printed_counts(tables)
        # titled by its season alone, which fits the narrow pile (the tooltip names the deck)
        self.decks = tuple(
            Fixed(f"deck:{season}", _(name),
                  _("The {deck}: draw from the left-most deck only").format(deck=deck_name(tables, d)))
            for d, (season, name) in enumerate(zip(SEASONS, tables.season_names, strict=True)))
        # in the order of view.board_areas
        self.areas = (
            Fixed("supply", _("Supply Area"), _("Draw these face-up cards one at a time")),
            Fixed("storage", _("Storage Area"),
                  _("Released cards; at 4 or more they replace the supply")),
            Fixed("weather", _("Weather Area"), _("Sun and rain cancel; three alike: catastrophe")),
            Fixed("fertilizer", _("Fertilizing Area"), _("Draw one only after releasing both")),
            Fixed("discard", _("Discards"), _("Seeds, ruined fruit, replaced supply, weather")),
            Fixed("aside", _("Set aside"),
                  _("Weather drawn during setup, shuffled back into Spring")),
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
            name = deck_name(tables, d)
            zid = f"season:{season}"
            out.append(core.Zone(zid, _(tables.season_names[d]), None, None, cards(len(deck)),
                                 _("Printed on the board: the cards of the {deck}").format(deck=name)))
            kinds: list[tuple[str, str, int]] = []
            for f, fid in enumerate(tables.fruit_ids):
                n = sum(1 for c in deck if tables.kind[c] == FRUIT and tables.fruit[c] == f)
                if n:
                    kinds.append((fid, _(tables.fruit_names[f]), n))
            for kind, style in ((SUN, "sun"), (RAIN, "rain")):
                kinds.append((style, weather_name(kind), sum(1 for c in deck if tables.kind[c] == kind)))
            for slot, (style, title, n) in enumerate(kinds):
                # Translators: {what} is a fruit or a weather card's name
                detail = n_("{deck}: {n} {what} card", "{deck}: {n} {what} cards", n)
                out.append(core.Piece(f"printed:{season}:{style}", zid, "marker", str(n), style,
                                      True, slot, detail.format(deck=name, n=n, what=title)))
        return tuple(out)

    def card(self, c: int, zone: str, slot: int, selected: bool = False) -> core.Piece:
        label, style, detail, value = self.faces[c]
        return core.Piece(self.tables.card_id[c], zone, "card", label, style, True, slot, detail, value,
                          None, selected)
