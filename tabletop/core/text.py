"""Seat names in engine texts. Engines do not know player names, so prompts, status
lines and events refer to a seat as ``{seat2}``; the UI fills in the names."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from .i18n import _

_SEAT = re.compile(r"\{seat(\d+)\}")


def seat_ref(seat: int) -> str:
    return f"{{seat{seat}}}"


def fill_seat_names(text: str, names: Sequence[str]) -> str:
    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else _("Seat {number}").format(number=seat + 1)

    return _SEAT.sub(name, text)


# Explicit bidi embeddings, overrides, isolates and marks: a name carrying one could mirror
# or reorder the sentence it is shown in ("Pass to <RLO>Anna" reversed the rest).
_BIDI_CONTROLS = dict.fromkeys(map(ord, "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
                                        "\u200e\u200f\u061c"))
_RTL = {"R", "AL", "AN"}


def shown_name(name: str) -> str:
    """A player's name as it may be shown: one line, no bidi controls, and a right-to-left
    name isolated (FSI ... PDI) so it cannot reorder the words around it. An everyday
    left-to-right name comes back unchanged."""
    text = name.translate(_BIDI_CONTROLS)
    text = "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text)
    if any(unicodedata.bidirectional(ch) in _RTL for ch in text):
        return f"\u2068{text}\u2069"
    return text
