"""Edit → Settings…: how fast pieces move, how long a bot's move stays in view, and how long
the search bot may think. Saved with ``tabletop.model.settings.save_settings``."""

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

from tabletop.model.settings import Settings

from . import theme
from .keys_dialog import KeysEditor
from .panel_parts import seconds_spin

ANIMATION_MS = {"off": 0, "fast": 120, "normal": 220, "slow": 420}
ANIMATION_TITLES = {"off": "Off", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
COVER_TITLES = {
    "hidden": "Only in games with hidden cards",
    "always": "Always between people",
    "never": "Never (everyone may see everything)",
}


def animation_ms(speed: str) -> int:
    """How long a piece takes to slide to its new place (0: it jumps)."""
    return ANIMATION_MS.get(speed, ANIMATION_MS["normal"])


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.keep_own_colours(self)
        self.setWindowTitle("Settings")
        self.settings = settings
        self.animation = QComboBox()
        for key, title in ANIMATION_TITLES.items():
            self.animation.addItem(title, key)
        self.animation.setCurrentIndex(list(ANIMATION_TITLES).index(settings.animation))
        self.animation.setToolTip(
            "How fast pieces move: they slide, fly to another board, fade in and out."
            " Off: every move is set at once."
        )
        self.bot_delay = QSpinBox()
        self.bot_delay.setRange(0, 5000)
        self.bot_delay.setSingleStep(50)
        self.bot_delay.setSuffix(" ms")
        self.bot_delay.setValue(settings.bot_delay_ms)
        self.bot_delay.setToolTip("The pause before a computer player's move is shown.")
        self.budget = seconds_spin(
            settings.bot_budget_s, 0.1, 60.0,
            "The longest the Hard computer player (and a suggested move) may think about one move.")
        self.cover = QComboBox()
        for key, title in COVER_TITLES.items():
            self.cover.addItem(title, key)
        self.cover.setCurrentIndex(list(COVER_TITLES).index(settings.cover))
        self.cover.setToolTip(
            "When the \"Pass to …\" screen hides the table as it goes from one person to the next."
        )
        self.banner = seconds_spin(
            settings.banner_s, 0.0, 10.0,
            "How long a new round, phase or season is announced, and what the game did by itself"
            " is listed (0: not at all).")
        # what the spins show at first: a stored 0.05 s shows as 0.1, and OK must keep 0.05
        self._shown = (self.budget.value(), self.banner.value())
        self.text_scale = QSpinBox()
        self.text_scale.setRange(100, 200)
        self.text_scale.setSingleStep(10)
        self.text_scale.setSuffix(" %")
        self.text_scale.setValue(settings.text_scale)
        self.text_scale.setToolTip("The size of the table's letters and the panels' text together.")
        self.contrast = QCheckBox("Stronger outlines, no pale text on the boards")
        self.contrast.setChecked(settings.high_contrast)
        form = QFormLayout()
        form.addRow("Animation speed", self.animation)
        form.addRow("Computer move delay", self.bot_delay)
        form.addRow("Hard thinking time, at most", self.budget)
        form.addRow("Hand-over screen", self.cover)
        form.addRow("New round banner", self.banner)
        form.addRow("Text size", self.text_scale)
        form.addRow("High contrast", self.contrast)
        self.close_look = QCheckBox("Show a card, tile or space large when the pointer rests on it")
        self.close_look.setChecked(settings.close_look)
        self.close_look.setToolTip("Off: board items show a plain tooltip instead.")
        form.addRow("Close look", self.close_look)
        note = QLabel("Changes apply at once, also to a game in progress.")
        note.setStyleSheet("color: #5f5647;")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        general = QWidget()
        general.setLayout(form)
        self.keys = KeysEditor(settings.keys)  # the table's keys (Help ▸ Keys lists them all)
        self.tabs = QTabWidget()
        self.tabs.addTab(general, "General")
        self.tabs.addTab(self.keys, "Keys")
        box = QVBoxLayout(self)
        box.addWidget(self.tabs)
        box.addWidget(note)
        box.addWidget(buttons)

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
            }
        )
