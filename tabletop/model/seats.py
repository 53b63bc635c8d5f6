"""Seat colours: the Okabe-Ito palette (colour-blind safe), each backed by a distinct shape."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.i18n import N_


@dataclass(frozen=True)
class SeatColor:
    id: str
    name: str
    hex: str
    shape: str  # circle, square, triangle, diamond, hexagon, star


# the names are marked for the catalog and worded where shown (``_(color.name)``)
SEAT_COLORS: tuple[SeatColor, ...] = (
    SeatColor("blue", N_("Blue"), "#0072B2", "circle"),
    SeatColor("orange", N_("Orange"), "#E69F00", "square"),
    SeatColor("green", N_("Green"), "#009E73", "triangle"),
    SeatColor("purple", N_("Purple"), "#CC79A7", "diamond"),
    SeatColor("vermillion", N_("Vermillion"), "#D55E00", "hexagon"),
    SeatColor("sky", N_("Sky"), "#56B4E9", "star"),
)

DEFAULT_NAMES = ("Anna", "Ben", "Chloé", "Dev", "Emeka", "Fumiko")


def color_by_id(color_id: str, seat: int) -> SeatColor:
    for color in SEAT_COLORS:
        if color.id == color_id:
            return color
    return SEAT_COLORS[seat % len(SEAT_COLORS)]
