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
