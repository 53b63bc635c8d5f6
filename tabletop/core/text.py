"""Seat names in engine texts. Engines do not know player names, so prompts, status
lines and events refer to a seat as ``{seat2}``; the UI fills in the names."""

from __future__ import annotations

import re
from collections.abc import Sequence

_SEAT = re.compile(r"\{seat(\d+)\}")


def seat_ref(seat: int) -> str:
    return f"{{seat{seat}}}"


def fill_seat_names(text: str, names: Sequence[str]) -> str:
    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else f"Seat {seat + 1}"

    return _SEAT.sub(name, text)
