"""Where a board's text goes: how tall its letters are and where its lines break.

A name is printed whole, as on the component: it keeps the table's floor size on one line
if it can, else wraps onto two or three lines, shrinking towards ``least`` (9 px on screen)
before anything is cut; a word wider than its place is broken with a hyphen, and only a
name that does not fit even so is cut with "…". Japanese has no spaces: a line may break
between any two of its letters, except before closing punctuation, small kana and the
long-vowel mark, and after an opening bracket (the usual kinsoku rules), without a hyphen. A number or short count shrinks instead
(a digit is never cut). Everything is measured at one 100 px font and scaled, so the
answer is the same at any zoom, and cached: a sync repaints the same texts many times.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

FONT_FAMILY = "DejaVu Sans"
TEXT_PX = 100  # scene text is laid out at 100 px and scaled down: exact at any zoom or DPI
LINE = 1.17  # a line of DejaVu Sans is this many em tall
# lines with Japanese letters are set this many em apart (scene_text draws them one by one):
# the fallback font's own line box is 1.45 em, but its letters' ink takes about 1 em
CJK_LINE = 1.25
MAX_LINES = 3  # a name takes at most three lines, as on a printed card
SLACK = 0.98  # a line fills at most this share of its place's width


@lru_cache(maxsize=8)
def scene_base_font(bold: bool) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(TEXT_PX)
    font.setBold(bold)
    return font


@lru_cache(maxsize=8)
def metrics(bold: bool) -> QFontMetricsF:
    return QFontMetricsF(scene_base_font(bold))


@lru_cache(maxsize=8192)
def advance(text: str, bold: bool) -> float:
    """Width of ``text`` at 100 px letters."""
    return metrics(bold).horizontalAdvance(text)


@dataclass(frozen=True, slots=True)
class Fit:
    height: float  # letters' height, scene units
    lines: tuple[str, ...]  # what is drawn, a line each
    elided: bool  # cut with "…"
    bold: bool | None = None  # drawn in this weight (None: as asked)


_CJK = re.compile("[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
_CJK_PART = re.compile("[A-Za-z0-9.,/+%×:-]+|.")  # a Latin word or number stays one piece
NO_LINE_START = frozenset("、。，．・：；？！ー）」』】〉》〕ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々…‥),.!?:;%")
NO_LINE_END = frozenset("（「『【〈《〔([≤≥<>")  # and a limit's sign stays with its number


def _tokens(text: str) -> tuple[str, ...]:
    """Where ``text``'s lines may break: its words, each but the first with the space before
    it; a word with Japanese letters in pieces of one letter (kinsoku kept)."""
    if not _CJK.search(text):
        words = text.split()
        return tuple(w if i == 0 else " " + w for i, w in enumerate(words))
    out: list[str] = []
    for index, word in enumerate(text.split()):
        pieces: list[str] = []
        for part in _CJK_PART.findall(word):
            if pieces and (part[0] in NO_LINE_START or pieces[-1][-1] in NO_LINE_END):
                pieces[-1] += part
            else:
                pieces.append(part)
        if index and pieces:
            pieces[0] = " " + pieces[0]
        out.extend(pieces)
    return tuple(out)


def _wrap(words: tuple[str, ...], bold: bool, width: float,
          hyphens: bool = False) -> list[str] | None:
    """Greedy lines of ``words`` (``_tokens``: each with the space before it) within ``width``
    (100 px units). A word wider than that: None, or with ``hyphens`` broken over lines of its
    own (None when it cannot be)."""
    lines: list[str] = []
    line = ""
    for token in words:
        word = token.lstrip(" ")
        if advance(word, bold) > width:
            pieces = _broken(word, bold, width) if hyphens else None
            if pieces is None:
                return None
            if line:
                lines.append(line)
            lines.extend(pieces[:-1])
            line = pieces[-1]
            continue
        joined = line + token if line else word
        if line and advance(joined, bold) > width:
            lines.append(line)
            line = word
        else:
            line = joined
    if line:
        lines.append(line)
    return lines


def _broken(word: str, bold: bool, width: float) -> list[str] | None:
    """``word`` in pieces that fit ``width``, each but the last ending in a hyphen (three
    letters at least on either side of a break); None when no such break fits."""
    pieces: list[str] = []
    while advance(word, bold) > width:
        if SHY in word:  # the translator marked where the word may break (Fisch\u00adzüchter)
            marks = [c for c, ch in enumerate(word) if ch == SHY]
            fits = [c for c in marks if advance(word[:c] + "-", bold) <= width]
            if not fits:
                return None
            pieces.append(word[:max(fits)].replace(SHY, "") + "-")
            word = word[max(fits) + 1:]
            continue
        fits = [c for c in range(3, len(word) - 2) if advance(word[:c] + "-", bold) <= width]
        if not fits:
            return None
        good = [c for c in fits if _good_break(word, c)] or [
            c for c in fits if word[c - 1] not in VOWELS and word[c] in VOWELS
        ]  # else after a consonant (Res-ource), never inside a cluster (Resou-rce)
        cut = max(good) if good and max(good) >= max(fits) * 0.5 else max(fits)
        pieces.append(word[:cut] + "-")
        word = word[cut:]
    return [*pieces, word]


SHY = "\u00ad"  # a soft hyphen: where a long (German) word may break, invisible otherwise
VOWELS = set("aeiouyAEIOUYéèàöøåä")
PAIRS = {"ch", "ck", "sh", "th", "ph", "ng", "qu", "gh"}  # letters a break keeps together


def _good_break(word: str, cut: int) -> bool:
    """A break as a reader expects one: between two consonants (straw-berry) or before a
    consonant that starts a syllable (pi-neapple), never inside "ch", "th" and the like."""
    a, b = word[cut - 1], word[cut]
    if not (a.isalpha() and b.isalpha()) or (a + b).lower() in PAIRS:
        return False
    if a not in VOWELS and b not in VOWELS:
        return True
    return a in VOWELS and b not in VOWELS and cut + 1 < len(word) and word[cut + 1] in VOWELS


def has_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


def line_of(text: str) -> float:
    """How many em one line of ``text`` takes: taller where Japanese letters are in it."""
    return CJK_LINE if _CJK.search(text) else LINE


def _room(rect_h: float, height: float, line: float = LINE) -> int:
    """How many lines of ``height`` letters a place ``rect_h`` tall holds (at least one)."""
    return max(1, min(MAX_LINES, int(rect_h / (line * height) + 0.12)))  # a hair of slack


def _lines_at(text: str, words: tuple[str, ...], bold: bool, rect_w: float, rect_h: float,
              height: float) -> list[str] | None:
    width = rect_w * SLACK / height * TEXT_PX
    if advance(text, bold) <= width:
        return [text]
    room = _room(rect_h, height, line_of(text))
    if room < 2 or len(words) < 2:
        return None
    lines = _wrap(words, bold, width)
    return lines if lines is not None and len(lines) <= room else None


@lru_cache(maxsize=16384)
def fit(
    text: str,
    bold: bool,
    rect_w: float,
    rect_h: float,
    height: float,
    floor: float,
    least: float,
    min_shrink: float,
) -> Fit:
    """How ``text`` is drawn in a place ``rect_w`` by ``rect_h``, asked ``height`` tall.

    ``floor`` is the height (same units) letters grow to where the place has room,
    ``least`` the smallest a name may shrink to before it is cut (0: no such floor).
    """
    if height < floor:
        height = max(height, min(floor, rect_h / line_of(text)))
    if least > 0:  # nothing is drawn under the reading floor: a place too low is overdrawn
        height = max(height, least)
    width = rect_w * SLACK
    one_line = advance(text, bold) / TEXT_PX  # its width at letters 1 unit tall
    if one_line <= 0 or one_line * height <= width:
        return Fit(height, (text,), False)
    if len(text) <= 4 or not any(c.isalpha() for c in text):
        # a number, short count or symbol shrinks as far as it must rather than lose a digit,
        # but not under the reading floor: there it spills past its place a little
        return Fit(max(min(height, width / one_line), least), (text,), False)
    words = _tokens(text)
    lowest = min(height, least) if least > 0 else height * min_shrink
    found = _lines_at(text, words, bold, rect_w, rect_h, height)
    if found is not None:
        return Fit(height, tuple(found), False)
    if _lines_at(text, words, bold, rect_w, rect_h, lowest) is not None:
        hi, lo = height, lowest  # fits at lo, not at hi: the largest size that fits
        for _ in range(12):
            mid = (hi + lo) / 2
            if _lines_at(text, words, bold, rect_w, rect_h, mid) is not None:
                lo = mid
            else:
                hi = mid
        lines = _lines_at(text, words, bold, rect_w, rect_h, lo)
        assert lines is not None
        return Fit(lo, tuple(lines), False)
    room = _room(rect_h, lowest, line_of(text))
    if room >= 2:  # a word too long for its place: broken with a hyphen, not cut
        broken = _wrap(words, bold, width / lowest * TEXT_PX, hyphens=True)
        if (broken is None or len(broken) > room) and SHY in text:  # marks too far apart
            broken = _wrap(_tokens(text.replace(SHY, "")), bold, width / lowest * TEXT_PX, hyphens=True)
        if broken is not None and len(broken) <= room:
            return Fit(lowest, tuple(broken), False)
    if bold and len(words) == 1:  # one bold word too wide ("Papier"): regular letters, not a cut
        plain = fit(text, False, rect_w, rect_h, height, floor, least, min_shrink)
        if not plain.elided:
            return Fit(plain.height, plain.lines, False, False)
    return _one_line(text, bold, width, lowest)


def _one_line(text: str, bold: bool, width: float, height: float) -> Fit:
    shown = elided(metrics(bold), text, width / height * TEXT_PX)
    return Fit(height, (shown,), shown != text)


def elided(metrics: QFontMetricsF, text: str, width: float) -> str:
    """``text`` cut to ``width`` with an ellipsis; a count or value at its end (the last
    words holding a digit: "0/3", "8/12", "0 points") is kept whole and the name cut."""
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    if shown == text:
        return text
    words = text.split(" ")
    for keep in (1, 2):
        if len(words) > keep and any(c.isdigit() for c in words[-keep]):
            tail = " " + " ".join(words[-keep:])
            room = width - metrics.horizontalAdvance(tail)
            head = " ".join(words[:-keep])
            if room > metrics.horizontalAdvance("…") * 2:
                return metrics.elidedText(head, Qt.TextElideMode.ElideRight, room) + tail
            break
    return shown


def text_width(text: str, height: float, bold: bool = False) -> float:
    """How wide ``text`` is with letters ``height`` tall (same units)."""
    return advance(text, bold) * height / TEXT_PX


def lines_needed(text: str, height: float, width: float, bold: bool = False) -> int:
    """How many lines ``text`` takes at letters ``height`` tall in ``width`` (0: a word
    does not fit)."""
    if not text:
        return 0
    if text_width(text, height, bold) <= width * SLACK:
        return 1
    lines = _wrap(_tokens(text), bold, width * SLACK / height * TEXT_PX)
    return len(lines) if lines is not None else 0
