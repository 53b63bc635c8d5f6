"""Board geometry (layout.json), validated at the boundary.

Coordinates are logical units (1 unit ~ 1 mm of the printed board); the Qt layer
scales them. Per-seat boards and zones use ``{seat}`` in their ids and titles
and are instantiated once per seat.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Arrange = Literal["stack", "row", "column", "fan", "grid", "free"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ZoneLayout(Strict):
    id: str
    rect: tuple[float, float, float, float]  # x, y, width, height inside its board
    arrange: Arrange = "row"
    columns: int = Field(default=1, ge=1)  # for grid
    overlap: float = Field(default=0.0, ge=0.0, lt=1.0)  # how far stacked/fanned pieces overlap
    shape: Literal["rect", "rounded", "circle", "none"] = "rounded"
    style: str = ""
    # a hand: while a turn lasts its pieces keep their places (a played card leaves a gap,
    # so the next one does not slide under the pointer); the gaps close when the turn ends
    steady: bool = False
    # lies over other zones (a double space over its two halves): it shows its pieces across
    # them but takes the pointer only while it is a target, so the zones under it stay usable
    overlay: bool = False


class BoardLayout(Strict):
    id: str
    title: str
    size: tuple[float, float]
    per_seat: bool = False
    zones: tuple[ZoneLayout, ...]


class Style(Strict):
    fill: str = "#f4f1e8"
    stroke: str = "#3b3b3b"
    text: str = "#1c1c1c"
    shape: Literal["rect", "rounded", "circle", "hexagon", "diamond", "triangle"] = "rounded"
    icon: str = ""  # name of an SVG in resources/icons, optional


class LayoutFile(Strict):
    game: str
    schema_version: Literal[1] = 1
    boards: tuple[BoardLayout, ...]
    piece_sizes: dict[str, tuple[float, float]]
    styles: dict[str, Style] = {}
    # screen pixels per unit below which the shared boards' text no longer reads: the table
    # scrolls rather than draw them smaller (0: always fit the window)
    readable_scale: float = Field(default=0.0, ge=0.0)

    def instantiate(self, seats: int) -> list[BoardLayout]:
        """The boards for a game with ``seats`` players, per-seat templates filled in."""
        boards: list[BoardLayout] = []
        for board in self.boards:
            if not board.per_seat:
                boards.append(board)
                continue
            for seat in range(seats):
                fill = str(seat)
                boards.append(
                    board.model_copy(
                        update={
                            "id": board.id.replace("{seat}", fill),
                            "title": board.title.replace("{seat}", fill),
                            "zones": tuple(
                                z.model_copy(update={"id": z.id.replace("{seat}", fill)})
                                for z in board.zones
                            ),
                        }
                    )
                )
        return boards


# --- geometry checks (separate functions: layout fields may grow elsewhere) ------------------
MAX_EXTENT = 100_000.0  # logical units; a printed board is well under 1,000


def _bad_length(value: float, positive: bool) -> str:
    """Why ``value`` cannot be a length ("" when it can)."""
    if value != value:  # NaN
        return "is not a number"
    if value in (float("inf"), float("-inf")):
        return "is infinite"
    if abs(value) > MAX_EXTENT:
        return f"is {value:g}, larger than {MAX_EXTENT:,.0f}"
    if positive and value <= 0:
        return f"is {value:g}; it must be more than 0"
    return ""


def geometry_problems(layout: LayoutFile) -> list[str]:
    """Every size that is zero, negative, infinite or NaN, and every zone placed off its board,
    each as "field 'boards.0.zones.3.rect': ..." (empty when the geometry is sound)."""
    problems: list[str] = []
    for b, board in enumerate(layout.boards):
        where = f"boards.{b}.size"
        for axis, value in zip(("width", "height"), board.size, strict=True):
            if why := _bad_length(value, positive=True):
                problems.append(f"field '{where}': the {axis} {why}")
        if problems:
            continue  # a zone cannot be placed on a board without a size
        width, height = board.size
        for z, zone in enumerate(board.zones):
            where = f"boards.{b}.zones.{z}.rect"
            x, y, w, h = zone.rect
            bad = [
                f"{name} {why}"
                for name, value, positive in (("x", x, False), ("y", y, False), ("width", w, True), ("height", h, True))
                if (why := _bad_length(value, positive))
            ]
            if bad:
                problems.append(f"field '{where}' (zone {zone.id!r}): the {', the '.join(bad)}")
            elif x < 0 or y < 0 or x + w > width + 0.5 or y + h > height + 0.5:
                problems.append(
                    f"field '{where}' (zone {zone.id!r}) lies off its board "
                    f"({width:g} × {height:g})"
                )
    for kind, size in layout.piece_sizes.items():
        for axis, value in zip(("width", "height"), size, strict=True):
            if why := _bad_length(value, positive=True):
                problems.append(f"field 'piece_sizes.{kind}': the {axis} {why}")
    return problems
