"""view(state, viewer): the table as zones and face-up pieces; decks and others' hands as counts.

The fixed words (titles, tooltips, card faces) are built once in ``faces.Faces``; a view
fills in the counts, notes and cards of the state.
"""

from __future__ import annotations

from tabletop import core

from .faces import Faces, SeatTexts, cards, deck_name, seat_name
from .i18n import _, n_
from .state import (
    CHOOSE,
    DECK,
    DRAW,
    FERT,
    FIRST,
    HARVEST,
    OVER,
    RUIN,
    SETUP,
    USE,
    Player,
    State,
)
from .tables import Tables

__all__ = ["Faces", "build_view", "phase_line", "seat_name", "status_line"]

Zones = list[core.Zone]
Pieces = list[core.Piece]


def phase_line(tables: Tables, s: State) -> str:
    """The season the game is in (the status line's first part)."""
    if s.turn.stage == SETUP or s.turn.stage == FIRST:
        return _("Setup")
    deck = next((d for d, left in enumerate(s.board.decks) if left), None)
    return _("All season decks are empty") if deck is None else deck_name(tables, deck)


def status_line(tables: Tables, s: State, prompt: str) -> str:
    tu = s.turn
    if tu.stage == SETUP or tu.stage == FIRST:
        return _("Setup · {prompt}").format(prompt=prompt)
    b = s.board
    deck = next((d for d, left in enumerate(b.decks) if left), None)
    if deck is None:
        where = _("All season decks are empty · last round")
    else:
        n = len(b.decks[deck])
        where = n_("{deck} · {n} card left", "{deck} · {n} cards left", n).format(
            deck=deck_name(tables, deck), n=n)
        if tu.ending:
            where = _("{where} · last round").format(where=where)
    if tu.stage == OVER:
        return _("{where} · game over").format(where=where)
    seat = tu.ruin[0] if tu.stage == RUIN else tu.seat
    return _("{where} · {player}'s turn: {prompt}").format(where=where, player=seat_name(seat),
                                                          prompt=prompt)


def board_areas(faces: Faces, s: State, zones: Zones, pieces: Pieces) -> None:
    """The season decks (counts) and the face-up areas of the board."""
    b = s.board
    for fixed, deck in zip(faces.decks, b.decks, strict=True):
        zones.append(core.Zone(fixed.id, fixed.title, None, len(deck), cards(len(deck)),
                               fixed.detail))
    card = faces.card
    cards_of = (b.supply, b.storage, b.weather, b.fertilizer, b.discard, b.aside)
    for (zid, title, detail), area in zip(faces.areas, cards_of, strict=True):
        zones.append(core.Zone(zid, title, None, None, cards(len(area)), detail))
        pieces += [card(c, zid, i) for i, c in enumerate(area)]


def tracks(tables: Tables, faces: Faces, s: State, zones: Zones, pieces: Pieces) -> None:
    """Each fruit's harvest track with its token, and its animal token (aside or taken)."""
    b = s.board
    for f, fruit in enumerate(faces.fruits):
        name = fruit.name
        space = b.track[f]
        zones.append(core.Zone(fruit.track, name, None, None,
                               _("to beat: {space}").format(space=space),
                               _("{fruit} harvest track: harvest more than {space} {fruit} (a "
                                 "Fertilizer on it counts 2), in a Harvest of at least 3 cards, "
                                 "to take the animal token").format(fruit=name, space=space)))
        pieces.append(core.Piece(fruit.token, fruit.track, "marker", name, tables.fruit_ids[f],
                                 True, space - tables.track_start,  # the grid cell of the space
                                 _("{fruit} harvest token on space {space}").format(
                                     fruit=name, space=space),
                                 str(space)))
        owner = b.owner[f]
        aside = fruit.animal
        zones.append(core.Zone(aside.id, aside.title, None, None,
                               _("aside") if owner < 0 else
                               _("taken by {player}").format(player=seat_name(owner)),
                               aside.detail))
        pieces.append(core.Piece(fruit.animal_token, aside.id if owner < 0 else
                                 f"animals:{owner}", "token", name, fruit.animal_style, True, f,
                                 fruit.animal_detail, "8", None if owner < 0 else owner))


def fields(tables: Tables, faces: Faces, s: State, seat: int, zones: Zones,
           pieces: Pieces) -> None:
    """A seat's three fields: what grows there and how full it is."""
    tu = s.turn
    for k, (field, fixed) in enumerate(zip(s.players[seat].fields, faces.seats[seat].fields,
                                           strict=True)):
        if field:
            note = _("{fruit} · {n} of {limit}").format(
                fruit=_(tables.fruit_names[tables.fruit[field[0]]]), n=len(field) - 1,
                limit=tables.maxfill[k][field[0]])
        else:
            note = _("empty")
        picked = tu.stage == HARVEST and tu.seat == seat and k in tu.chosen
        zones.append(core.Zone(fixed.id, fixed.title, seat, None, note, fixed.detail, picked))
        pieces += [faces.card(c, fixed.id, i) for i, c in enumerate(field)]


def hand(faces: Faces, s: State, seat: int, viewer: int | None, zones: Zones,
         pieces: Pieces) -> int:
    """The card lifted to be played (everyone sees it) and the hand; the cards left in it."""
    tu = s.turn
    p = s.players[seat]
    texts = faces.seats[seat]
    chosen = tu.selected if tu.stage == USE and tu.seat == seat else -1
    in_hand = len(p.hand) - (chosen >= 0)
    zones.append(texts.chosen)
    if chosen >= 0:  # lifted out of the hand: everyone sees the card go down
        pieces.append(faces.card(chosen, texts.chosen.id, 0, True))
    hid, title, detail = texts.hand
    if seat == viewer:
        zones.append(core.Zone(hid, title, seat, None, cards(in_hand), detail))
        pieces += [faces.card(c, hid, i) for i, c in enumerate(p.hand) if c != chosen]
    else:
        zones.append(core.Zone(hid, title, seat, in_hand, cards(in_hand), detail))
    return in_hand


def harvested(tables: Tables, faces: Faces, p: Player, seat: int, shown: bool, zones: Zones,
              pieces: Pieces) -> int:
    """B1: harvested cards lie face down; their owner knows them, the others count them.
    Their points."""
    texts: SeatTexts = faces.seats[seat]
    count = len(p.scored)
    points = sum(tables.points[c] for c in p.scored)
    if shown:
        note = _("{cards} · {points}").format(
            cards=cards(count), points=n_("{n} point", "{n} points", points).format(n=points))
        zones.append(core.Zone(texts.scored, _("Harvested"), seat, None, note, texts.scored_open))
        pieces += [faces.card(c, texts.scored, i) for i, c in enumerate(p.scored)]
    else:
        zones.append(core.Zone(texts.scored, _("Harvested"), seat, count,
                               n_("{n} card, face down", "{n} cards, face down", count).format(n=count),
                               texts.scored_closed))
    return points


def panel(tables: Tables, s: State, seat: int, in_hand: int, points: int, shown: bool,
          scores: core.Outcome) -> core.PlayerPanel:
    """The seat's line in the players panel: counts and the live score it may see."""
    tu = s.turn
    p = s.players[seat]
    harvested = len(p.scored)
    animals = s.board.owner.count(seat)
    in_fields = sum(len(f) - 1 for f in p.fields if f)
    fert_in_fields = sum(1 for f in p.fields for c in f if tables.kind[c] == FERT)
    acting = tu.stage in (CHOOSE, USE, DRAW, DECK, HARVEST) and tu.seat == seat
    total = scores.sheets[seat].total
    if not shown:  # the live score counts only what the table shows
        total -= points
    resources: tuple[tuple[str, str], ...] = ((_("Harvested cards"), str(harvested)),)
    if shown:
        resources += ((_("Harvested points"), str(points)),)
    resources += (
        (_("Animal tokens"), str(animals)),
        (_("Cards in fields"), str(in_fields)),
        (_("Fertilizer in fields"), str(fert_in_fields)),
        (_("Hand"), str(in_hand)),
    )
    # the others' harvested cards are face down: their points are not in this total
    note = _("+ hidden") if not shown and harvested else ""
    return core.PlayerPanel(seat, resources, total,
                            acting or (tu.stage == RUIN and tu.ruin[0] == seat), note)


def build_view(tables: Tables, faces: Faces, s: State, viewer: int | None, prompt: str,
               scores: core.Outcome) -> core.TableView:
    zones: Zones = []
    pieces: Pieces = []
    board_areas(faces, s, zones, pieces)
    tracks(tables, faces, s, zones, pieces)
    for item in faces.printed:
        (zones if isinstance(item, core.Zone) else pieces).append(item)  # type: ignore[arg-type]
    over = s.turn.stage == OVER
    players = []
    for seat, p in enumerate(s.players):
        fields(tables, faces, s, seat, zones, pieces)
        in_hand = hand(faces, s, seat, viewer, zones, pieces)
        shown = over or seat == viewer
        points = harvested(tables, faces, p, seat, shown, zones, pieces)
        animals = s.board.owner.count(seat)
        fixed = faces.seats[seat].animals
        zones.append(core.Zone(fixed.id, fixed.title, seat, None,
                               _("{n} × 8 points").format(n=animals), fixed.detail))
        players.append(panel(tables, s, seat, in_hand, points, shown, scores))
    return core.TableView(viewer, tuple(zones), tuple(pieces), tuple(players),
                          status_line(tables, s, prompt), phase=phase_line(tables, s))
