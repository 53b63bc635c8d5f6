"""The app's language on the Qt side: the catalogs (``model.language``), Qt's own words for
its standard buttons (qtbase's German and Japanese translations), and a font that has
Japanese letters (the desktop's, Debian's fonts-noto-cjk, or the one the bundle ships)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFontDatabase

from tabletop.core import i18n
from tabletop.model import language, paths

log = logging.getLogger(__name__)

_qt_translator: QTranslator | None = None
_fonts_added = False
# the bundle's CJK font (packaging copies it here); a system install finds the desktop's
BUNDLED_FONTS = ("NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc")


def _add_bundled_fonts() -> None:
    global _fonts_added
    if _fonts_added:
        return
    _fonts_added = True
    folder = paths.resources_dir() / "fonts"
    for name in BUNDLED_FONTS:
        path = folder / name
        if path.exists() and QFontDatabase.addApplicationFont(str(path)) < 0:
            log.warning("could not load the bundled font %s", path)


def _use_qt_words(code: str) -> None:
    global _qt_translator
    app = QCoreApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if code in ("", i18n.SOURCE_LANGUAGE) or code not in language.LANGUAGES:
        return
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(f"qtbase_{code}", folder):
        app.installTranslator(translator)
        _qt_translator = translator
    else:
        log.info("Qt's own %s words were not found in %s", code, folder)


def apply_language(setting: str = "") -> str:
    """Speak the chosen language ("" follows the desktop) everywhere; returns it."""
    code = language.use_language(language.chosen_language(setting))
    _use_qt_words(code)
    if code in language.LANGUAGES:
        QLocale.setDefault(QLocale(code))
    _add_bundled_fonts()
    return code
