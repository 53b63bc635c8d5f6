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
