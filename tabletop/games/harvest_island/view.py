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
    RUIN,
    SEASONS,
    SETUP,
    SUN,
    USE,
    State,
)
from .tables import UNLIMITED, Tables

WEIGHT_NOTE = "counts as 2 cards at the Harvest"


def seat_name(seat: int) -> str:
    """A placeholder the UI replaces by the player's name (engines do not know names)."""
    return core.seat_ref(seat)


class Faces:
    """Label, style, tooltip and corner value of every card, built once."""

    def __init__(self, t: Tables) -> None:
        faces = []
        for c in range(len(t.card_id)):
            kind = t.kind[c]
            if kind == FRUIT:
                f = t.fruit[c]
                seasons = ", ".join(t.season_names[d] for d in t.fruit_seasons[f])
                detail = (f"{t.fruit_names[f]} · {t.points[c]} points · seasons {seasons} · "
                          f"field limit {t.fruit_limit[f]}")
                faces.append((t.fruit_names[f], t.fruit_ids[f], detail, str(t.points[c])))
            elif kind == FERT:
                faces.append(("Fertilizer", "fertilizer",
                              f"Fertilizer: place on a sown field; {WEIGHT_NOTE}", "×2"))
            else:
                name = "Scorching Sun" if kind == SUN else "Pouring Rain"
                faces.append((name, "sun" if kind == SUN else "rain",
                              f"{name}: cancels the other weather; three alike: catastrophe",
                              "☀" if kind == SUN else "☂"))
        self.faces = tuple(faces)
        self.t = t

    def card(self, c: int, zone: str, slot: int) -> core.Piece:
        label, style, detail, value = self.faces[c]
        return core.Piece(self.t.card_id[c], zone, "card", label, style, True, slot, detail, value)


def status_line(t: Tables, s: State, prompt: str) -> str:
    tu = s.turn
    if tu.stage == SETUP or tu.stage == FIRST:
        return "Setup · " + prompt
    b = s.board
    deck = next((d for d, cards in enumerate(b.decks) if cards), None)
    if deck is None:
        where = "All season decks are empty · last round"
    else:
        where = f"{t.season_names[deck]} deck · {len(b.decks[deck])} cards left"
        if tu.ending:
            where += " · last round"
    if tu.stage == OVER:
        return f"{where} · game over"
    seat = tu.ruin[0] if tu.stage == RUIN else tu.seat
    return f"{where} · {seat_name(seat)}'s turn: {prompt}"


def build_view(t: Tables, faces: Faces, s: State, viewer: int | None, prompt: str,
               scores: core.Outcome) -> core.TableView:
    b = s.board
    tu = s.turn
    zones: list[core.Zone] = []
    pieces: list[core.Piece] = []
    card = faces.card
    for d, name in enumerate(SEASONS):
        zones.append(core.Zone(f"deck:{name}", f"{t.season_names[d]} deck", None, len(b.decks[d]),
                               f"{len(b.decks[d])} cards", "Draw from the left-most deck only"))
    areas = (
        ("supply", "Supply Area", b.supply, "Draw these face-up cards one at a time"),
        ("storage", "Storage Area", b.storage, "Released cards; at 4+ they replace the supply"),
        ("weather", "Weather Area", b.weather, "Sun and rain cancel; three alike: catastrophe"),
        ("fertilizer", "Fertilizing Area", b.fertilizer, "Draw one only after releasing both"),
        ("discard", "Discard pile", b.discard, "Seeds, ruined fruit, replaced supply, weather"),
        ("aside", "Set aside", b.aside, "Weather drawn during setup, shuffled back into Spring"),
    )
    for zid, title, cards, detail in areas:
        zones.append(core.Zone(zid, title, None, None, f"{len(cards)} cards", detail))
        pieces += [card(c, zid, i) for i, c in enumerate(cards)]
    for f, fid in enumerate(t.fruit_ids):
        name = t.fruit_names[f]
        space = b.track[f]
        zones.append(core.Zone(f"track:{fid}", name, None, None, f"to beat: {space}",
                               f"{name} harvest track: harvest more than {space} to take the "
                               f"animal token"))
        pieces.append(core.Piece(f"token:harvest:{fid}", f"track:{fid}", "marker", name, fid,
                                 True, space - t.track_start,  # the grid cell of the space
                                 f"{name} harvest token on space {space}",
                                 str(space)))
        owner = b.owner[f]
        zones.append(core.Zone(f"animal:{fid}", f"{name} animal", None, None,
                               "aside" if owner < 0 else f"taken by {seat_name(owner)}",
                               "Worth 8 points to whoever holds it"))
        pieces.append(core.Piece(f"token:animal:{fid}", f"animal:{fid}" if owner < 0 else
                                 f"animals:{owner}", "token", name, fid, True, f,
                                 f"{name} animal token · 8 points", "8"))
    players = []
    for seat, p in enumerate(s.players):
        sn = seat_name(seat)
        fert_in_fields = 0
        for k, field in enumerate(p.fields):
            zid = f"field:{seat}:{FIELD_NAMES[k]}"
            cap = t.field_caps[k]
            cap_text = "unlimited" if cap >= UNLIMITED else str(cap)
            if field:
                fert_in_fields += sum(1 for c in field if t.kind[c] == FERT)
                note = (f"{t.fruit_names[t.fruit[field[0]]]} · {len(field) - 1}/"
                        f"{t.maxfill[k][field[0]]}")
            else:
                note = "empty"
            zones.append(core.Zone(zid, FIELD_NAMES[k].capitalize(), seat, None, note,
                                   f"{sn}'s {FIELD_NAMES[k]} field · capacity {cap_text}; the "
                                   f"seed's limit applies too"))
            pieces += [card(c, zid, i) for i, c in enumerate(field)]
        hid = f"hand:{seat}"
        chosen = tu.selected if tu.stage == USE and tu.seat == seat else -1
        zones.append(core.Zone(f"chosen:{seat}", "Playing", seat, None, "",
                               "The card chosen to play: sow, plant or release it"))
        if seat == viewer:
            zones.append(core.Zone(hid, "Hand", seat, None, f"{len(p.hand)} cards",
                                   f"{sn}'s hand: private"))
            pieces += [card(c, hid, i) for i, c in enumerate(p.hand) if c != chosen]
            if chosen >= 0:  # lifted out of the hand so the player sees what is being played
                pieces.append(card(chosen, f"chosen:{seat}", 0))
        else:
            zones.append(core.Zone(hid, "Hand", seat, len(p.hand), f"{len(p.hand)} cards",
                                   f"{sn}'s hand: private"))
        points = sum(t.points[c] for c in p.scored)
        zones.append(core.Zone(f"scored:{seat}", "Harvested", seat, None, f"{points} points",
                               f"{sn}'s harvested fruit cards"))
        pieces += [card(c, f"scored:{seat}", i) for i, c in enumerate(p.scored)]
        animals = b.owner.count(seat)
        zones.append(core.Zone(f"animals:{seat}", "Animals", seat, None,
                               f"{animals} × 8 points", f"{sn}'s animal tokens"))
        in_fields = sum(len(f) - 1 for f in p.fields if f)
        acting = tu.stage in (CHOOSE, USE, DRAW, DECK, HARVEST) and tu.seat == seat
        players.append(core.PlayerPanel(seat, (
            ("Hand", str(len(p.hand))),
            ("Harvested points", str(points)),
            ("Animal tokens", str(animals)),
            ("Cards in fields", str(in_fields)),
            ("Fertilizer in fields", str(fert_in_fields)),
        ), scores.sheets[seat].total, acting or (tu.stage == RUIN and tu.ruin[0] == seat)))
    return core.TableView(viewer, tuple(zones), tuple(pieces), tuple(players),
                          status_line(t, s, prompt))
