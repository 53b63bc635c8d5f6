"""Edit → Settings…: how fast pieces move, how long a bot's move stays in view, how long
the search bot may think, reading, and the language (it applies at the next start: the
window's words are made once). Saved with ``tabletop.model.settings.save_settings``."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop.core.i18n import N_, _
from tabletop.model import language
from tabletop.model.settings import Settings

from . import theme
from .keys_dialog import KeysEditor
from .panel_parts import seconds_spin

ANIMATION_MS = {"off": 0, "fast": 120, "normal": 220, "slow": 420}
ANIMATION_TITLES = {"off": N_("Off"), "fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}
COVER_TITLES = {
    "hidden": N_("Only in games with hidden cards"),
    "always": N_("Always between people"),
    "never": N_("Never (everyone may see everything)"),
}


def animation_ms(speed: str) -> int:
    """How long a piece takes to slide to its new place (0: it jumps)."""
    return ANIMATION_MS.get(speed, ANIMATION_MS["normal"])


def choice_box(titles: dict[str, str], current: str) -> QComboBox:
    """A list of ``titles`` (marked words, shown in the language in force) keeping each key."""
    box = QComboBox()
    for key, title in titles.items():
        box.addItem(_(title), key)
    box.setCurrentIndex(list(titles).index(current))
    return box


def language_box(current: str) -> QComboBox:
    """System default, then each language in its own name (a reader finds their own)."""
    box = QComboBox()
    box.addItem(_("System default"), "")
    for code, name in language.LANGUAGES.items():
        box.addItem(name, code)
    box.setCurrentIndex(max(0, box.findData(current)))
    box.setToolTip(_("The language of Tabletop's words; System default follows the desktop."))
    return box


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.keep_own_colours(self)
        self.setWindowTitle(_("Settings"))
        self.settings = settings
        form = self._general_form(settings)
        general = QWidget()
        general.setLayout(form)
        self.keys = KeysEditor(settings.keys)  # the table's keys (Help ▸ Keys lists them all)
        self.tabs = QTabWidget()
        self.tabs.addTab(general, _("General"))
        self.tabs.addTab(self.keys, _("Keys"))
        note = QLabel(_("Changes apply at once, also to a game in progress."))
        note.setStyleSheet("color: #5f5647;")
        box = QVBoxLayout(self)
        box.addWidget(self.tabs)
        box.addWidget(note)
        box.addWidget(self._buttons())

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def _general_form(self, settings: Settings) -> QFormLayout:
        """The General tab: motion, the computer players, the hand-over, reading, language."""
        self._motion_and_bots(settings)
        self._reading(settings)
        form = QFormLayout()
        form.addRow(_("Animation speed"), self.animation)
        form.addRow(_("Computer move delay"), self.bot_delay)
        form.addRow(_("Hard thinking time, at most"), self.budget)
        form.addRow(_("Hand-over screen"), self.cover)
        form.addRow(_("New round banner"), self.banner)
        form.addRow(_("Text size"), self.text_scale)
        form.addRow(_("High contrast"), self.contrast)
        form.addRow(_("Close look"), self.close_look)
        self.language = language_box(settings.language)
        form.addRow(_("Language"), self.language)
        # the catalogs are read once, as the window is made: a new language needs a new start
        self.language_note = QLabel(_("The language changes when Tabletop starts again."))
        self.language_note.setStyleSheet("color: #5f5647;")
        self.language_note.setWordWrap(True)
        form.addRow("", self.language_note)
        return form

    def _motion_and_bots(self, settings: Settings) -> None:
        self.animation = choice_box(ANIMATION_TITLES, settings.animation)
        self.animation.setToolTip(
            _("How fast pieces move: they slide, fly to another board, fade in and out."
              " Off: every move is set at once.")
        )
        self.bot_delay = QSpinBox()
        self.bot_delay.setRange(0, 5000)
        self.bot_delay.setSingleStep(50)
        self.bot_delay.setSuffix(_(" ms"))
        self.bot_delay.setValue(settings.bot_delay_ms)
        self.bot_delay.setToolTip(_("The pause before a computer player's move is shown."))
        self.budget = seconds_spin(
            settings.bot_budget_s, 0.1, 60.0,
            _("The longest the Hard computer player (and a suggested move) may think about one move."))
        self.cover = choice_box(COVER_TITLES, settings.cover)
        self.cover.setToolTip(
            _("When the \"Pass to …\" screen hides the table as it goes from one person to the next.")
        )
        self.banner = seconds_spin(
            settings.banner_s, 0.0, 10.0,
            _("How long a new round, phase or season is announced, and what the game did by itself"
              " is listed (0: not at all)."))
        # what the spins show at first: a stored 0.05 s shows as 0.1, and OK must keep 0.05
        self._shown = (self.budget.value(), self.banner.value())

    def _reading(self, settings: Settings) -> None:
        self.text_scale = QSpinBox()
        self.text_scale.setRange(100, 200)
        self.text_scale.setSingleStep(10)
        self.text_scale.setSuffix(" %")
        self.text_scale.setValue(settings.text_scale)
        self.text_scale.setToolTip(_("The size of the table's letters and the panels' text together."))
        self.contrast = QCheckBox(_("Stronger outlines, no pale text on the boards"))
        self.contrast.setChecked(settings.high_contrast)
        self.close_look = QCheckBox(_("Show a card, tile or space large when the pointer rests on it"))
        self.close_look.setChecked(settings.close_look)
        self.close_look.setToolTip(_("Off: board items show a plain tooltip instead."))

    @staticmethod
    def _seconds(value: float, shown: float, stored: float) -> float:
        """The stored value while the player left the spin alone (it shows one decimal)."""
        return stored if value == shown else round(float(value), 1)

    def result_settings(self) -> Settings:
        return self.settings.model_copy(
            update={
                "animation": str(self.animation.currentData()),
                "bot_delay_ms": int(self.bot_delay.value()),
                "bot_budget_s": self._seconds(self.budget.value(), self._shown[0], self.settings.bot_budget_s),
                "cover": str(self.cover.currentData()),
                "close_look": self.close_look.isChecked(),
                "banner_s": self._seconds(self.banner.value(), self._shown[1], self.settings.banner_s),
                "keys": self.keys.overrides(),
                "text_scale": int(self.text_scale.value()),
                "high_contrast": self.contrast.isChecked(),
                "language": str(self.language.currentData()),
            }
        )
