"""TableView: what one seat may see, as zones and pieces a generic renderer can draw.

Views, layouts, events and actions all speak in the same stable ids. A zone is a
place on a board (a deck, a field, a hand, a track space); a piece is a thing
in a zone (a card, a token, a worker). A face-down pile is a zone with a
``count`` and no pieces, so hidden ids never leave the engine.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Piece:
    id: str
    zone: str
    kind: str  # card, token, tile, die, worker, marker
    label: str = ""  # short face text
    style: str = ""  # key into the layout's style table
    face_up: bool = True
    slot: int = 0  # order inside the zone (stack order, grid index)
    detail: str = ""  # tooltip: what this is
    value: str = ""  # the big number or symbol in the corner
    # the seat this piece belongs to: the table draws it in that seat's colour and shape
    # (chosen in New Game); layout styles never carry a seat's colour
    owner: int | None = None
    selected: bool = False  # picked in a choice still being made (marked on the table)
    # what the face prints at its foot, as amounts ("2 wood, 1 gold": a building's cost);
    # the table draws each amount with its resource's icon where there is one
    note: str = ""


@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    title: str
    owner: int | None = None
    count: int | None = None  # face-down cards here whose identities are hidden
    note: str = ""  # short text under the title (capacity, cost, a total)
    detail: str = ""  # tooltip: what this place is for
    selected: bool = False  # picked in a choice still being made (marked on the table)


@dataclass(frozen=True, slots=True)
class PlayerPanel:
    seat: int
    resources: tuple[tuple[str, str], ...]  # (name, value) shown in the players panel
    score: int | float  # halves where a rulebook scores them
    active: bool = False
    # what ``score`` leaves out for this viewer, said after it ("+ hidden": face-down cards)
    score_note: str = ""


@dataclass(frozen=True, slots=True)
class TableView:
    viewer: int | None
    zones: tuple[Zone, ...]
    pieces: tuple[Piece, ...]
    players: tuple[PlayerPanel, ...]
    status: str = ""  # round / phase line shown above the table
    # the round, phase or season part of it, as data: the window announces a change of it
    # (a banner and a log line). "" for a game that does not say (read from ``status`` then)
    phase: str = ""

    def zone(self, zone_id: str) -> Zone | None:
        return next((z for z in self.zones if z.id == zone_id), None)

    def pieces_in(self, zone_id: str) -> tuple[Piece, ...]:
        return tuple(sorted((p for p in self.pieces if p.zone == zone_id), key=lambda p: p.slot))

    def ids(self) -> frozenset[str]:
        return frozenset(p.id for p in self.pieces) | frozenset(z.id for z in self.zones)
