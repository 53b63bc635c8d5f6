"""Seat colours: the Okabe-Ito palette (colour-blind safe), each backed by a distinct shape."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatColor:
    id: str
    name: str
    hex: str
    shape: str  # circle, square, triangle, diamond, hexagon, star


SEAT_COLORS: tuple[SeatColor, ...] = (
    SeatColor("blue", "Blue", "#0072B2", "circle"),
    SeatColor("orange", "Orange", "#E69F00", "square"),
    SeatColor("green", "Green", "#009E73", "triangle"),
    SeatColor("purple", "Purple", "#CC79A7", "diamond"),
    SeatColor("vermillion", "Vermillion", "#D55E00", "hexagon"),
    SeatColor("sky", "Sky", "#56B4E9", "star"),
)

DEFAULT_NAMES = ("Anna", "Ben", "Chloé", "Dev", "Emeka", "Fumiko")


def color_by_id(color_id: str, seat: int) -> SeatColor:
    for color in SEAT_COLORS:
        if color.id == color_id:
            return color
    return SEAT_COLORS[seat % len(SEAT_COLORS)]
