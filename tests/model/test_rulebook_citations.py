"""Rulebook citations in the code name the rulebook's own sections, not files beside the repository
(issue 35): a reader with the printed rulebook must be able to find the rule."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# built from pieces so that this file does not match itself
OUTSIDE = re.compile(
    "|".join((
        "shared" + r"[/\\]" + "(?:seeds|rules)",  # the research folder beside the repository
        r'"shared"\s*/\s*"(?:seeds|rules)"',  # the same path built with pathlib
        r"\b(?:gaps|clean)" + r"\.md\b",  # its notes on the rulebooks
        "component" + "-facts",
        r"\((?:src )?L\d+[-,)]",  # line numbers of the scraped rulebook text
        r"\bsrc L\d+",
    ))
)


def test_no_code_or_test_cites_files_outside_the_repository() -> None:
    found = []
    for folder in ("tabletop", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if OUTSIDE.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "citations outside the repository:\n" + "\n".join(found)
