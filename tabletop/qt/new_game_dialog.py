"""New game: which game, how many players, variants, and per seat name, kind and colour."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.core import DataError, GameConfig, GameMeta
from tabletop.core.i18n import _, n_
from tabletop.model import campaign, registry
from tabletop.model.seats import DEFAULT_NAMES, SEAT_COLORS
from tabletop.model.session import HUMAN, Seat

from . import theme
from .bot_worker import bot_levels, level_note, level_title
from .panel_parts import fit_on_screen, scrolled


@dataclass(frozen=True)
class GameChoice:
    meta: GameMeta
    stand_ins: int | None  # None when the game's data cannot be loaded
    error: str = ""


@dataclass(frozen=True)
class NewGameSpec:
    game_id: str
    config: GameConfig
    seed: str
    seats: tuple[Seat, ...]
    hints: bool = False  # may the players ask for a suggested move (off unless ticked)


def available_games() -> list[GameChoice]:
    """The registered games with their stand-in counts.

    A game whose data fails to load is listed, disabled, with the reason as its tooltip.
    """
    choices = []
    for meta in registry.all_meta():
        try:
            # what the game uses without variants (another deck has its own count)
            data = registry.load_game(meta.id).data
            choices.append(GameChoice(meta, data.stand_ins_in_play(meta, ())))
        except DataError as exc:
            choices.append(GameChoice(meta, None, str(exc)))
    return choices


def random_seed() -> str:
    return str(secrets.randbelow(1_000_000))


class SeatRow:
    def __init__(self, index: int, grid: QGridLayout, on_color: Callable[[SeatRow], None]) -> None:
        self.index = index
        self.color = QComboBox()
        for c in SEAT_COLORS:
            self.color.addItem(theme.marker_icon(c, 18), _(c.name), c.id)
        self.color.setCurrentIndex(index % len(SEAT_COLORS))
        self.previous = self.color.currentIndex()
        self.color.currentIndexChanged.connect(lambda _i: on_color(self))
        self.name = QLineEdit(DEFAULT_NAMES[index % len(DEFAULT_NAMES)])
        self.name.setMaxLength(40)
        self.name.setMinimumWidth(130)  # a name stays readable however the dialog is sized
        self.kind = QComboBox()
        self.kind.addItem(_("Human"), HUMAN)
        self.kind.setItemData(0, _("A person at this computer"), Qt.ItemDataRole.ToolTipRole)
        for bot in bot_levels():  # the levels a player picks from, easiest first
            self.kind.addItem(_("Computer ({level})").format(level=level_title(bot)), bot)
            self.kind.setItemData(self.kind.count() - 1, level_note(bot), Qt.ItemDataRole.ToolTipRole)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.kind.setToolTip(_("A person, or the computer at one of three levels"))
        self.label = QLabel(_("Seat {number}").format(number=index + 1))
        self.widgets = [self.label, self.color, self.name, self.kind]
        for col, widget in enumerate(self.widgets):
            grid.addWidget(widget, index + 1, col)

    def _kind_changed(self, _index: int) -> None:
        note = level_note(str(self.kind.currentData()))
        self.kind.setToolTip(note or _("A person at this computer"))

    def set_visible(self, on: bool) -> None:
        for widget in self.widgets:
            widget.setVisible(on)

    def seat(self) -> Seat:
        name = self.name.text().strip() or DEFAULT_NAMES[self.index % len(DEFAULT_NAMES)]
        return Seat(name, str(self.kind.currentData()), str(self.color.currentData()))


class NewGameDialog(QDialog):
    def __init__(self, games: list[GameChoice] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.keep_own_colours(self)
        self.setWindowTitle(_("New game"))
        self.games = games if games is not None else available_games()
        self.games_list = self._games_list()
        self.guide: QDialog | None = None
        self._fit_pending = False
        # the settings scroll where the screen is too short for them (5 seats at 800 px)
        panel = QWidget()
        panel.setLayout(self._settings_column())
        self.settings_scroll = scrolled(panel)
        panel.installEventFilter(self)  # its rows change: the dialog fits again
        self.buttons = self._buttons()
        body = QHBoxLayout()
        body.addWidget(self.games_list)
        body.addWidget(self.settings_scroll, 1)
        outer = QVBoxLayout(self)
        # the dialog never gets smaller than its contents (the game's summary wraps to more
        # lines for some games, which used to squeeze the seat rows)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        outer.addLayout(body)
        outer.addWidget(self.buttons)
        self.games_list.currentRowChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        first = next((i for i, c in enumerate(self.games) if c.stand_ins is not None), -1)
        self.games_list.setCurrentRow(first)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(first >= 0)

    # --- building ---------------------------------------------------------------------
    def _games_list(self) -> QListWidget:
        """Each game with its player counts and stand-ins; one that cannot load is greyed."""
        games_list = QListWidget()
        games_list.setMinimumWidth(230)
        for choice in self.games:
            meta = choice.meta
            lines = [meta.title, _("{low}–{high} players").format(
                low=meta.min_players, high=meta.max_players)]
            if choice.stand_ins is None:
                lines.append(_("data cannot be loaded"))
            elif choice.stand_ins:
                lines.append(n_("{count} stand-in component", "{count} stand-in components",
                                choice.stand_ins).format(count=choice.stand_ins))
            item = QListWidgetItem("\n".join(lines))
            item.setToolTip(choice.error or meta.summary)
            if choice.stand_ins is None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            games_list.addItem(item)
        return games_list

    def _settings_column(self) -> QVBoxLayout:
        """The chosen game's summary, players, number, variants, options, campaign, seats."""
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.players = QSpinBox()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(_("random"))
        self.seed.setToolTip(_("The same game number deals the same game again."))
        self.variants_box = QGroupBox(_("Variants"))
        self.variants_layout = QVBoxLayout(self.variants_box)
        self.variant_checks: dict[str, QCheckBox] = {}
        # setup options of the ticked variants (Nusfjord's deck of the later buildings)
        self.options_form = QFormLayout()
        self.option_boxes: dict[str, QComboBox] = {}
        self.campaign = QLabel()  # the Nusfjord campaign's status when its variant is chosen
        self.campaign.setWordWrap(True)
        self.campaign.hide()
        self._campaign_record: campaign.CampaignRecord | None = None
        seats_box = self._seats_box()
        self.allow_hints = QCheckBox(_("Allow hints (Suggest a move)"))
        self.allow_hints.setToolTip(_("Players may ask what the Hard computer player would do in "
                                      "their place; each seat's hints are counted and shown at the end."))
        form = QFormLayout()
        form.addRow(_("Players"), self.players)
        form.addRow(_("Game number"), self.seed)
        form.addRow("", self.allow_hints)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addLayout(form)
        right.addWidget(self.variants_box)
        right.addLayout(self.options_form)
        right.addWidget(self.campaign)
        right.addWidget(seats_box)
        right.addStretch(1)
        return right

    def _seats_box(self) -> QGroupBox:
        """A row per seat the games allow at most: colour, name, who plays it."""
        seats_box = QGroupBox(_("Seats"))
        grid = QGridLayout(seats_box)
        for col, head in enumerate(("", _("Colour"), _("Name"), _("Played by"))):
            grid.addWidget(QLabel(f"<b>{head}</b>"), 0, col)
        most = max((c.meta.max_players for c in self.games), default=1)
        self.rows = [SeatRow(i, grid, self._color_changed) for i in range(max(most, 1))]
        return seats_box

    def _buttons(self) -> QDialogButtonBox:
        std = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(std.Ok | std.Cancel)
        buttons.button(std.Ok).setText(_("Start game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.guide_button = buttons.addButton(_("How to play…"), QDialogButtonBox.ButtonRole.HelpRole)
        self.guide_button.setToolTip(_("The rules of the chosen game, its variants and solo mode"))
        self.guide_button.clicked.connect(self.show_guide)
        return buttons

    # --- reactions -------------------------------------------------------------------
    def _fit_later(self) -> None:
        """Fit the dialog to its contents and the screen once the event loop has run: Qt
        shows the rows just added to a shown dialog only then."""
        if not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self._fit)

    def _fit(self) -> None:
        self._fit_pending = False
        fit_on_screen(self, self.settings_scroll)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LayoutRequest and watched is self.settings_scroll.widget():
            self._fit_later()
        return False

    def show_guide(self) -> None:
        """How to play the game chosen in the list (the same guide as Help → How to play)."""
        from .guide_dialog import GuideDialog

        choice = self.current()
        if choice is None:
            return
        self.guide = GuideDialog(choice.meta.id, choice.meta.title, self)
        self.guide.open()

    def current(self) -> GameChoice | None:
        row = self.games_list.currentRow()
        return self.games[row] if 0 <= row < len(self.games) else None

    def _game_changed(self, row: int) -> None:
        choice = self.current()
        if choice is None:
            return
        meta = choice.meta
        self.players.blockSignals(True)
        self.players.setRange(meta.min_players, meta.max_players)
        self.players.setValue(min(max(self.players.value(), meta.min_players), meta.max_players))
        self.players.blockSignals(False)
        self._players_changed(self.players.value())

    def _players_changed(self, count: int) -> None:
        for row in self.rows:
            row.set_visible(row.index < count)
        self._fill_variants(count)
        self._fit_later()  # room for every seat row, on the screen

    def _fill_variants(self, count: int) -> None:
        choice = self.current()
        checked = {vid for vid, box in self.variant_checks.items() if box.isChecked()}
        for box in self.variant_checks.values():
            self.variants_layout.removeWidget(box)
            box.deleteLater()
        self.variant_checks = {}
        variants = choice.meta.variants if choice else ()
        for v in variants:
            if v.player_counts and count not in v.player_counts:
                continue
            box = QCheckBox(v.title)
            box.setToolTip(v.description)
            box.setChecked(v.id in checked)
            box.toggled.connect(lambda _on: self._variants_changed())
            self.variants_layout.addWidget(box)
            self.variant_checks[v.id] = box
        self.variants_box.setVisible(bool(self.variant_checks))
        self._variants_changed()

    def _variants_changed(self) -> None:
        self._fill_options()
        self._update_summary()
        self._update_campaign()
        self._fit_later()  # an option or the campaign's lines more

    def _fill_options(self) -> None:
        """A list to pick from per option of the game whose variant is ticked."""
        choice = self.current()
        kept = {oid: box.currentData() for oid, box in self.option_boxes.items()}
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        ticked = {vid for vid, box in self.variant_checks.items() if box.isChecked()}
        for option in choice.meta.options if choice else ():
            if option.variant and option.variant not in ticked:
                continue
            box = QComboBox()
            for value, words in option.values:
                box.addItem(words, value)
            box.setToolTip(option.description)
            box.setCurrentIndex(max(0, box.findData(kept.get(option.id, ""))))
            box.currentIndexChanged.connect(lambda _i: self._update_campaign())
            self.options_form.addRow(option.title, box)
            self.option_boxes[option.id] = box

    def _update_summary(self) -> None:
        """The game's summary and the stand-ins the ticked variants use (a deck has its own)."""
        choice = self.current()
        if choice is None:
            return
        meta = choice.meta
        text = f"<b>{meta.title}</b><br>{meta.summary}" if meta.summary else f"<b>{meta.title}</b>"
        stand_ins = choice.stand_ins
        if stand_ins is not None:
            variants = self._chosen_config().variants
            stand_ins = registry.load_game(meta.id).data.stand_ins_in_play(meta, variants)
        if stand_ins:
            uses = n_("Uses {count} stand-in component (designed, not the printed one).",
                      "Uses {count} stand-in components (designed, not the printed ones).",
                      stand_ins).format(count=stand_ins)
            text += f"<br><i>{uses}</i>"
        self.summary.setText(text)

    def _chosen_config(self) -> GameConfig:
        variants = tuple(vid for vid, box in self.variant_checks.items() if box.isChecked())
        # an option left at its first value (the default) is not stored
        options = tuple(sorted((oid, str(box.currentData())) for oid, box in self.option_boxes.items()
                               if box.currentData()))
        return GameConfig(players=self.players.value(), variants=variants, options=options)

    def campaign_chosen(self) -> bool:
        choice = self.current()
        return choice is not None and campaign.is_campaign_game(
            choice.meta.id, self._chosen_config()
        )

    def campaign_record(self) -> campaign.CampaignRecord:
        """The stored campaign, read once per dialog (a damaged file's message stays shown)."""
        if self._campaign_record is None:
            self._campaign_record = campaign.load_campaign()
        return self._campaign_record

    def _update_campaign(self) -> None:
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        choice = self.current()
        start.setEnabled(choice is not None and choice.stand_ins is not None)
        if not self.campaign_chosen():
            self.campaign.hide()
            return
        record = self.campaign_record()
        text = f"<b>{record.summary_text()}</b>"
        # the campaign's next game as it would be set up (game 1 fixes the deck)
        refusal = campaign.campaign_refusal(
            choice.meta.id if choice else "", record.next_game_config(self._chosen_config().variants))
        if refusal:
            start.setEnabled(False)
            text += f"<br><i>{refusal}</i>"
        removed = len(record.removed_cards())
        if removed:
            text += "<br>" + _("Buildings removed from this game: {count}.").format(count=removed)
        if record.deck_text():
            text += f"<br>{record.deck_text()}"
        if record.problem:
            text += f"<br><i>{record.problem}</i>"
        self.campaign.setText(text)
        self.campaign.show()

    def _color_changed(self, row: SeatRow) -> None:
        """Colours stay unique: the seat that had the new colour takes the old one."""
        new = row.color.currentIndex()
        for other in self.rows:
            if other is not row and other.color.currentIndex() == new:
                other.color.blockSignals(True)
                other.color.setCurrentIndex(row.previous)
                other.previous = row.previous
                other.color.blockSignals(False)
        row.previous = new

    # --- result ---------------------------------------------------------------------------
    def spec(self) -> NewGameSpec | None:
        choice = self.current()
        if choice is None or choice.stand_ins is None:
            return None
        config = self._chosen_config()
        if self.campaign_chosen():  # the campaign's next game: its removed buildings
            config = self.campaign_record().next_game_config(config.variants)
        seats = tuple(row.seat() for row in self.rows[: config.players])
        seed = self.seed.text().strip() or random_seed()
        return NewGameSpec(choice.meta.id, config, seed, seats, self.allow_hints.isChecked())
