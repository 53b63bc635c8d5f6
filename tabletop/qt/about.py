"""Help → About: the version, the licences of everything the app is built with, the credits."""

from __future__ import annotations

import platform
import sys
from html import escape
from importlib import metadata
from pathlib import Path

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop import __version__
from tabletop.core.i18n import _

# (component, licence): what a built Tabletop carries (packaging/licenses/ has the texts)
COMPONENTS = (
    ("Python", "Python Software Foundation License 2.0"),
    ("Qt", "GNU Lesser General Public License 3.0"),
    ("PySide6 (Qt for Python)", "GNU Lesser General Public License 3.0"),
    ("pydantic", "MIT License"),
    ("pydantic-core", "MIT License"),
    ("platformdirs", "MIT License"),
)
DISTRIBUTIONS = {"PySide6 (Qt for Python)": "PySide6-Essentials", "pydantic": "pydantic",
                 "pydantic-core": "pydantic_core", "platformdirs": "platformdirs"}


def _version(component: str) -> str:
    if component == "Python":
        return platform.python_version()
    if component == "Qt":
        return qVersion()
    if component.startswith("PySide6"):
        return PySide6.__version__
    try:
        return metadata.version(DISTRIBUTIONS[component])
    except (KeyError, metadata.PackageNotFoundError):
        return ""


def licence_folder() -> Path | None:
    """Where the licence texts are: beside the bundle's resources when built, else None."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) / "licenses" if frozen else None


def about_html() -> str:
    rows = "".join(
        f"<tr><td>{escape(name)} {escape(_version(name))}</td><td>&nbsp;{escape(licence)}</td></tr>"
        for name, licence in COMPONENTS
    )
    folder = licence_folder()
    where = (
        _("Their licence texts are in {folder}.").format(folder=escape(str(folder)))
        if folder is not None
        else _("Their licence texts come with each installed package.")
    )
    tagline = _("Euro board games hot-seat at one computer, with the rules enforced.")
    rights = _("Copyright © the Tabletop authors. Program, table art and icons are made for this "
               "project.")
    built = _("Built with:")
    qt = _("The Qt libraries are used unchanged and may be replaced by other builds of the same "
           "version (LGPL 3).")
    rules = _("The games' rules are played as their rulebooks print them; where a rulebook leaves "
              "a gap, the game's notes (Help → How to play) say how Tabletop reads it.")
    return (
        f"<h3>Tabletop {escape(__version__)}</h3>"
        f"<p>{tagline}</p><p>{rights}</p>"
        f"<p>{built}</p><table>{rows}</table><p>{where} {qt}</p><p>{rules}</p>"
    )


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, _("About Tabletop"), about_html())
