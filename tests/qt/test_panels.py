"""The side panels and the bar as players see them: compact seats, points said once."""

from __future__ import annotations

from tabletop.core import GameConfig
from tabletop.model.registry import load_game
from tabletop.model.session import GameSession, Seat
from tabletop.qt import theme
from tabletop.qt.players_panel import compact_resources, points_text


def test_points_are_said_one_way():
    assert points_text(1) == "1 point"
    assert points_text(12) == "12 points"
    assert points_text(-2) == "-2 points"
    assert points_text(3.5) == "3½ points"


def test_the_compact_row_drops_a_second_points_figure_and_puts_icons_first():
    resources = (("VP", "12"), ("Haul", "3"), ("Wood", "4"), ("Reals", "9"), ("Reserve", "1 fish, 0 wood"))
    row = compact_resources(resources, 12)
    names = [name for name, _value, _icon in row]
    assert "VP" not in names  # the score is shown once, as "12 points"
    assert names[:2] == ["Wood", "Reals"]  # icons first
    assert "Reserve" not in names  # a long list stays in the tooltip
    assert dict((n, i) for n, _v, i in row)["Reals"] == "coin"
    assert [n for n, _v, _i in compact_resources((("VP", "3"),), 12)] == ["VP"]  # not the score


def test_resource_names_find_their_icons():
    assert theme.resource_icon("Wood") == "wood"
    assert theme.resource_icon("Reals") == "coin"
    assert theme.resource_icon("Workers home") == "worker"
    assert theme.resource_icon("Fish") == "fish"
    assert theme.resource_icon("Unissued shares") == ""


def laptop_window(qtbot, session: GameSession, game_id: str):
    """The main window at 1280x800 around ``session`` (no dialogs, no autosave, no cover)."""
    from tabletop.qt.main_window import MainWindow

    win = MainWindow(bot_delay_ms=0, dialogs=False, autosave_games=False, screenshot_mode=True)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.open_session(session, game_id)
    qtbot.wait(20)
    return win


def test_five_seats_fit_the_players_panel_at_1280x800(qtbot):

    rules = load_game("nusfjord").rules
    seats = [Seat(f"Player number {i}", "human", "") for i in range(5)]
    session = GameSession.new(rules, GameConfig(5), "3", seats)
    win = laptop_window(qtbot, session, "nusfjord")
    area = win.page.players_area
    assert area.verticalScrollBar().maximum() == 0, "the players panel scrolls"
    for card in win.page.players.cards:
        bottom = card.mapTo(area.viewport(), card.rect().bottomLeft()).y()
        assert bottom <= area.viewport().height()
        assert "point" in card.score.text()
    win.close_game()


def test_madeiras_windmill_choices_are_whole_buttons_at_1280x800(qtbot):
    # issue 17: "Windmill: give 1 wheat and 1 sugar for 1…" was cut, trades hid under More…
    from tabletop.qt.decision_bar import short_label

    rules = load_game("madeira").rules
    seats = [Seat(n, "random", "") for n in ("Anna", "Ben", "Chloé", "Dev")]
    session = GameSession.new(rules, GameConfig(4), "1", seats)
    for _ in range(17):  # seed 1: Ben may trade at the windmill after 17 moves
        session.apply(session.bot_action())
    session.seats = tuple(Seat(s.name, "human", s.color) for s in session.seats)
    win = laptop_window(qtbot, session, "madeira")
    bar = win.page.bar
    texts = [short_label(win.controller.describe(a)) for a in bar._actions]
    # the windmill trades are a click on the windmill now (its menu lists them in words);
    # whatever stays in the bar shows whole
    windmill = win.controller.targets().get("windmill", [])
    assert any(win.controller.describe(a).startswith("Windmill") for a in windmill)
    assert not bar._rest and not bar.more.isVisible()
    for button, text in zip(bar.buttons, texts, strict=True):
        assert button.isVisible() and button.text().replace("\n", " ") == text
        assert button.width() >= button.sizeHint().width()
        corner = button.mapTo(win, button.rect().bottomRight())
        assert win.rect().contains(corner), text
    win.close_game()


def test_every_icon_in_the_players_panel_is_named_on_hover(qtbot):
    """Issue 35: Madeira's rows showed five icons with no words on hover."""

    rules = load_game("madeira").rules
    seats = [Seat(n, "human", "") for n in ("Anna", "Ben", "Chloé", "Dev")]
    session = GameSession.new(rules, GameConfig(4), "1", seats)
    win = laptop_window(qtbot, session, "madeira")
    for card in win.page.players.cards:
        shown = [cell for cell in card.cells if cell.isVisibleTo(card)]
        assert len(shown) == 5
        for cell in shown:
            name, _, value = cell.toolTip().partition(": ")
            assert name.strip() and any(ch.isalpha() for ch in name) and value, cell.toolTip()
    win.close_game()


def test_a_score_that_leaves_hidden_points_out_is_marked(qtbot):
    from tabletop.model.seats import SEAT_COLORS
    from tabletop.qt.players_panel import PlayerCard

    card = PlayerCard(1, Seat("Ben", "human", ""), SEAT_COLORS[1])
    qtbot.addWidget(card)
    card.fill((("Animal tokens", "1"),), 16, "", "+ hidden")
    assert card.score.text() == "16 points\n+ hidden" and "face-down" in card.score.toolTip()
    card.fill((("Animal tokens", "1"),), 20, "")
    assert card.score.text() == "20 points"


def test_a_long_name_in_the_players_panel_wraps_instead_of_being_cut(qtbot):
    # issue 30: "Chloé (compu" was cut at 1280x800; names are whole
    from PySide6.QtGui import QFontMetrics


    rules = load_game("madeira").rules
    seats = [Seat("Anna", "human", ""), Seat("Ben", "human", ""), Seat("Chloé", "greedy", "")]
    session = GameSession.new(rules, GameConfig(3), "3", seats)
    win = laptop_window(qtbot, session, "madeira")
    card = win.page.players.cards[2]
    label = card.name
    assert label.text() == "Chloé" and "computer" in label.toolTip().lower()
    assert any(w.text() == "computer" for w in card.resources.findChildren(type(label)))
    words = label.text().split()
    widest = max(QFontMetrics(label.font()).horizontalAdvance(w) for w in words)
    assert widest <= label.width()
    assert label.height() >= label.heightForWidth(label.width()) - 1  # every line shows
    win.close_game()
