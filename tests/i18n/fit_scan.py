"""Does the table fit in German and Japanese? (issue 34, item 5)

``python -m tests.i18n.fit_scan [GAME_ID ...] [--lang de,ja] [--size 1280x800]`` renders each
game late in seed 1's random game (largest count) in each language and prints every painted
text cut with "…" (a name that is not whole), then the table figures: targets in view and
the boards' share of the window (tabletop.qt.table_audit), as for English.
"""

from __future__ import annotations

import sys

from tabletop.model import language
from tabletop.model.registry import GAME_IDS


def cut_texts(game_id: str, size: tuple[int, int]) -> tuple[int, list[tuple[str, bool]]]:
    """How many texts the table paints, and those cut (text, on a target)."""
    from tabletop.qt import text_audit

    session, _ = text_audit.late_session(game_id, None, "1", None)
    samples = text_audit.sample_window_text(session, game_id, size)
    return len(samples), [(s.text, s.target) for s in samples if s.elided]


def main(argv: list[str]) -> int:
    from tabletop.qt.entry import ensure_app
    from tabletop.qt.table_audit import audit_game

    ensure_app()
    langs, size = ["de", "ja"], (1280, 800)
    games = []
    for arg in argv:
        if arg.startswith("--lang="):
            langs = arg.split("=", 1)[1].split(",")
        elif arg.startswith("--size="):
            w, h = arg.split("=", 1)[1].split("x")
            size = (int(w), int(h))
        else:
            games.append(arg)
    bad = 0
    for lang in langs:
        language.use_language(lang)
        try:
            for game_id in games or GAME_IDS:
                total, cut = cut_texts(game_id, size)
                for text, target in cut:
                    print(f"{lang} {game_id} cut{' (a target)' if target else ''}: {text!r}")
                moments = audit_game(game_id, size, seed="1", moments=(0.3, 0.6))
                targets = sum(r.targets for _, r in moments)
                in_view = sum(r.in_view for _, r in moments)
                boards = min(r.board_pct for _, r in moments)
                print(f"{lang} {game_id} {size[0]}x{size[1]}: {len(cut)} of {total} texts cut; "
                      f"targets in view {in_view}/{targets}; boards >= {boards:.1f}%")
                bad += len(cut) + (targets - in_view)
        finally:
            language.use_language("en")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
