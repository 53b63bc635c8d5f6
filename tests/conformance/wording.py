"""What engine language looks like, so a test can keep it out of players' sight.

Players read the rulebook's words: "row 2, column 3", "1 point", "2 reals". They never
read ids ("cell:0:1,2"), grid coordinates ("(1,2)"), snake_case names, tile ids used as
faces ("L-10", "c05") or engine jargon ("Anytime window", "ply").
"""

from __future__ import annotations

import re

_COUNTED = (
    "points|reals|coins|cards|workers|ships|tokens|dice|tiles|crates|wagons|guests|plates|"
    "buildings|shares|goods|fishes|woods|golds|actions|rounds|seats|players|spaces|fields|"
    "animals|harvests|victory points|VPs|levels|steps|markers|barrels|sheep|grains"
)

PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("an id or key", re.compile(r"\b[a-z][a-z0-9_]*:[A-Za-z0-9_,.\-]+")),
    ("grid coordinates", re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")),
    ("a snake_case name", re.compile(r"\b[a-z]+_[a-z0-9_]+\b")),
    ("a tile id as a face", re.compile(r"\b[A-Z]{1,2}\d?-\d{1,3}\b")),
    ("a short id as a face", re.compile(r"(?<![\w'’])[a-z]\d{1,3}\b")),
    ("a plural after 1", re.compile(rf"(?<![\d.,½])(?:[+\-−]\s?)?\b1 (?:{_COUNTED})\b")),
    ("engine jargon", re.compile(r"\b(?:Anytime window|cursor|ply|plies)\b", re.IGNORECASE)),
    ("an unfilled seat name", re.compile(r"\{seat\d*\}?")),
)


def engine_words(text: str) -> list[str]:
    """Every piece of ``text`` that is engine language, as 'kind: match'."""
    found = []
    for kind, pattern in PATTERNS:
        for match in pattern.finditer(text):
            found.append(f"{kind}: {match.group(0)!r}")
    return found
