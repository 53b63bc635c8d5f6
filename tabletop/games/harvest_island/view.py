"""view(state, viewer): the table as zones and face-up pieces; decks and others' hands as counts."""

from __future__ import annotations

from tabletop import core

from .state import (
    CHOOSE,
    DECK,
    DRAW,
    FERT,
    FIELD_NAMES,
    FIRST,
    FRUIT,
    HARVEST,
    OVER,
    RAIN,
    RUIN,
    SEASONS,
    SETUP,
    SUN,
    USE,
    State,
)
from .tables import UNLIMITED, Tables

WEIGHT_NOTE = "counts as 2 cards at the Harvest"
SEASON_SHORT = ("Sp", "Su", "Au", "Wi")  # the season marks printed on a card, compact


def seat_name(seat: int) -> str:
    """A placeholder the UI replaces by the player's name (engines do not know names)."""
    return core.seat_ref(seat)


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards" """
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class Faces:
    """Label, style, tooltip and corner value of every card, built once; and what the
    Seasons board prints: how many cards of each kind every season deck holds."""

    def __init__(self, tables: Tables) -> None:
        faces = []
        for c in range(len(tables.card_id)):
            kind = tables.kind[c]
            if kind == FRUIT:
                f = tables.fruit[c]
                seasons = ", ".join(tables.season_names[d] for d in tables.fruit_seasons[f])
                marks = " ".join(SEASON_SHORT[d] for d in tables.fruit_seasons[f])
                detail = (f"{tables.fruit_names[f]} · {plural(tables.points[c], 'point')} · seasons "
                          f"{seasons} · field limit {tables.fruit_limit[f]}")
                label = f"{tables.fruit_names[f]} {marks} · limit {tables.fruit_limit[f]}"
                faces.append((label, tables.fruit_ids[f], detail, str(tables.points[c])))
            elif kind == FERT:
                faces.append(("Fertilizer", "fertilizer",
                              f"Fertilizer: place on a sown field; {WEIGHT_NOTE}", "×2"))
            else:
                name = "Scorching Sun" if kind == SUN else "Pouring Rain"
                faces.append((name, "sun" if kind == SUN else "rain",
                              f"{name}: cancels the other weather; three alike: catastrophe",
                              "☀" if kind == SUN else "☂"))
        self.faces = tuple(faces)
        self.tables = tables
        self.printed = self._printed_counts(tables)

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


def phase_line(tables: Tables, s: State) -> str:
    """The season the game is in (the status line's first part)."""
    if s.turn.stage == SETUP or s.turn.stage == FIRST:
        return "Setup"
    deck = next((d for d, cards in enumerate(s.board.decks) if cards), None)
    return "All season decks are empty" if deck is None else f"{tables.season_names[deck]} deck"


def status_line(tables: Tables, s: State, prompt: str) -> str:
    tu = s.turn
    if tu.stage == SETUP or tu.stage == FIRST:
        return "Setup · " + prompt
    b = s.board
    deck = next((d for d, cards in enumerate(b.decks) if cards), None)
    if deck is None:
        where = "All season decks are empty · last round"
    else:
        where = f"{tables.season_names[deck]} deck · {plural(len(b.decks[deck]), 'card')} left"
        if tu.ending:
            where += " · last round"
    if tu.stage == OVER:
        return f"{where} · game over"
    seat = tu.ruin[0] if tu.stage == RUIN else tu.seat
    return f"{where} · {seat_name(seat)}'s turn: {prompt}"


def build_view(tables: Tables, faces: Faces, s: State, viewer: int | None, prompt: str,
               scores: core.Outcome) -> core.TableView:
    b = s.board
    tu = s.turn
    zones: list[core.Zone] = []
    pieces: list[core.Piece] = []
    card = faces.card
    for d, name in enumerate(SEASONS):
        # titled by its season alone, which fits the narrow pile (the tooltip names the deck)
        zones.append(core.Zone(f"deck:{name}", tables.season_names[d], None, len(b.decks[d]),
                               plural(len(b.decks[d]), "card"),
                               f"The {tables.season_names[d]} deck: draw from the left-most deck only"))
    areas = (
        ("supply", "Supply Area", b.supply, "Draw these face-up cards one at a time"),
        ("storage", "Storage Area", b.storage, "Released cards; at 4 or more they replace "
                                               "the supply"),
        ("weather", "Weather Area", b.weather, "Sun and rain cancel; three alike: catastrophe"),
        ("fertilizer", "Fertilizing Area", b.fertilizer, "Draw one only after releasing both"),
        ("discard", "Discards", b.discard, "Seeds, ruined fruit, replaced supply, weather"),
        ("aside", "Set aside", b.aside, "Weather drawn during setup, shuffled back into Spring"),
    )
    for zid, title, cards, detail in areas:
        zones.append(core.Zone(zid, title, None, None, plural(len(cards), "card"), detail))
        pieces += [card(c, zid, i) for i, c in enumerate(cards)]
    for f, fid in enumerate(tables.fruit_ids):
        name = tables.fruit_names[f]
        space = b.track[f]
        zones.append(core.Zone(f"track:{fid}", name, None, None, f"to beat: {space}",
                               f"{name} harvest track: harvest more than {space} {name} (a "
                               f"Fertilizer on it counts 2), in a Harvest of at least 3 cards, "
                               f"to take the animal token"))
        pieces.append(core.Piece(f"token:harvest:{fid}", f"track:{fid}", "marker", name, fid,
                                 True, space - tables.track_start,  # the grid cell of the space
                                 f"{name} harvest token on space {space}",
                                 str(space)))
        owner = b.owner[f]
        zones.append(core.Zone(f"animal:{fid}", f"{name} animal", None, None,
                               "aside" if owner < 0 else f"taken by {seat_name(owner)}",
                               "Worth 8 points to whoever holds it"))
        pieces.append(core.Piece(f"token:animal:{fid}", f"animal:{fid}" if owner < 0 else
                                 f"animals:{owner}", "token", name, f"animal-{fid}", True, f,
                                 f"{name} animal token · 8 points", "8",
                                 None if owner < 0 else owner))
    for item in faces.printed:
        (zones if isinstance(item, core.Zone) else pieces).append(item)  # type: ignore[arg-type]
    lifted = tu.selected if tu.stage == USE else -1
    over = tu.stage == OVER
    players = []
    for seat, p in enumerate(s.players):
        sn = seat_name(seat)
        fert_in_fields = 0
        for k, field in enumerate(p.fields):
            zid = f"field:{seat}:{FIELD_NAMES[k]}"
            cap = tables.field_caps[k]
            cap_text = "unlimited" if cap >= UNLIMITED else str(cap)
            if field:
                fert_in_fields += sum(1 for c in field if tables.kind[c] == FERT)
                note = (f"{tables.fruit_names[tables.fruit[field[0]]]} · {len(field) - 1} of "
                        f"{tables.maxfill[k][field[0]]}")
            else:
                note = "empty"
            picked = tu.stage == HARVEST and tu.seat == seat and k in tu.chosen
            zones.append(core.Zone(zid, FIELD_NAMES[k].capitalize(), seat, None, note,
                                   f"{sn}'s {FIELD_NAMES[k]} field · capacity {cap_text}; the "
                                   f"seed's limit applies too", picked))
            pieces += [card(c, zid, i) for i, c in enumerate(field)]
        hid = f"hand:{seat}"
        chosen = lifted if tu.seat == seat else -1
        in_hand = len(p.hand) - (chosen >= 0)
        zones.append(core.Zone(f"chosen:{seat}", "Playing", seat, None, "",
                               "The card chosen to play: sow, plant or release it"))
        if chosen >= 0:  # lifted out of the hand: everyone sees the card go down
            pieces.append(card(chosen, f"chosen:{seat}", 0, True))
        if seat == viewer:
            zones.append(core.Zone(hid, "Hand", seat, None, plural(in_hand, "card"),
                                   f"{sn}'s hand: private"))
            pieces += [card(c, hid, i) for i, c in enumerate(p.hand) if c != chosen]
        else:
            zones.append(core.Zone(hid, "Hand", seat, in_hand, plural(in_hand, "card"),
                                   f"{sn}'s hand: private"))
        # B1: harvested cards lie face down; their owner knows them, the others count them
        harvested = len(p.scored)
        points = sum(tables.points[c] for c in p.scored)
        shown = over or seat == viewer
        if shown:
            zones.append(core.Zone(f"scored:{seat}", "Harvested", seat, None,
                                   f"{plural(harvested, 'card')} · {plural(points, 'point')}",
                                   f"{sn}'s harvested fruit cards, face down"))
            pieces += [card(c, f"scored:{seat}", i) for i, c in enumerate(p.scored)]
        else:
            zones.append(core.Zone(f"scored:{seat}", "Harvested", seat, harvested,
                                   f"{plural(harvested, 'card')}, face down",
                                   f"{sn}'s harvested fruit cards: face down until the end"))
        animals = b.owner.count(seat)
        zones.append(core.Zone(f"animals:{seat}", "Animals", seat, None,
                               f"{animals} × 8 points", f"{sn}'s animal tokens"))
        in_fields = sum(len(f) - 1 for f in p.fields if f)
        acting = tu.stage in (CHOOSE, USE, DRAW, DECK, HARVEST) and tu.seat == seat
        total = scores.sheets[seat].total
        if not shown:  # the live score counts only what the table shows
            total -= points
        resources: tuple[tuple[str, str], ...] = (("Harvested cards", str(harvested)),)
        if shown:
            resources += (("Harvested points", str(points)),)
        resources += (
            ("Animal tokens", str(animals)),
            ("Cards in fields", str(in_fields)),
            ("Fertilizer in fields", str(fert_in_fields)),
            ("Hand", str(in_hand)),
        )
        # the others' harvested cards are face down: their points are not in this total
        note = "+ hidden" if not shown and harvested else ""
        players.append(core.PlayerPanel(seat, resources, total,
                                        acting or (tu.stage == RUIN and tu.ruin[0] == seat), note))
    return core.TableView(viewer, tuple(zones), tuple(pieces), tuple(players),
                          status_line(tables, s, prompt), phase=phase_line(tables, s))
