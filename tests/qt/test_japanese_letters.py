"""Japanese renders (issue 34): a font with Japanese letters is there (Debian's fonts-noto-cjk,
which .ci/run and the .deb install; the tarball ships its own), and the panels' and boards'
fonts fall back to it: two different kanji paint two different pictures, not the same
"missing letter" box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QImage, QPainter

from tabletop.qt import theme


def _picture(text: str, font) -> QImage:
    image = QImage(48, 48, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image


def test_a_japanese_font_is_installed(qapp):
    assert QFontDatabase.families(QFontDatabase.WritingSystem.Japanese), (
        "no font with Japanese letters: apt-get install fonts-noto-cjk")


def test_kanji_are_letters_not_boxes(qapp):
    for font in (theme.ui_font(12), theme.ui_font(12, bold=True)):
        fish, field = _picture("魚", font), _picture("畑", font)
        blank = _picture("", font)
        assert fish != blank and field != blank
        assert fish != field, f"{font.family()} draws 魚 and 畑 alike: a missing-letter box"


def test_japanese_wraps_between_letters_without_hyphens(qapp):
    """No spaces in Japanese: a name breaks between letters, never before 。、ー or small
    kana, never after an opening bracket, and without a hyphen (issue 34, fit)."""
    from tabletop.qt import text_fit

    name = "サクランボを平地の畑に植える（収穫した果物）。"
    wide = text_fit.text_width(name, 12.0)
    laid = text_fit.fit(name, False, wide * 0.4, 60, 12.0, 12.0, 9.0, 0.6)
    assert not laid.elided and len(laid.lines) >= 2
    assert "".join(laid.lines) == name  # nothing added, nothing lost: no hyphens
    for line in laid.lines[1:]:
        assert line[0] not in text_fit.NO_LINE_START
    for line in laid.lines[:-1]:
        assert line[-1] not in text_fit.NO_LINE_END
