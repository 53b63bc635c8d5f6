"""Hidden zones and boards, bots in a worker thread, undo around bots, the hand-off between
people, settings, animations and the reference panel (all against the fake game)."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QAbstractAnimation, Qt

from tabletop.model import bots
from tabletop.model.settings import Settings, load_settings
from tabletop.qt.main_window import MainWindow
from tabletop.qt.new_game_dialog import NewGameDialog, available_games
from tabletop.qt.settings_dialog import SettingsDialog

from . import fake_game
from .conftest import new_session
from .test_table import scene_ids


def start(win, players=2, bots_at=(), **options):
    session = new_session(players, bots=bots_at, **options)
    win.open_session(session, fake_game.GAME_ID)
    return session


def frame_of(win, board_id):
    table = win.page.table
    return next(
        f for f, s in zip(table.frames, table.scenes, strict=True) if s.board.id == board_id
    )


def test_zones_and_boards_the_view_leaves_out_are_not_drawn(window, qtbot):
    start(window, 2, spots="4")
    window.controller.confirm_handoff()
    table = window.page.table
    market = frame_of(window, "market").view.board_scene
    assert market.zones["spot:3"].isVisible()
    assert not market.zones["spot:4"].isVisible() and not market.zones["spot:5"].isVisible()
    assert not market.zones["spot:4"].targetable
    assert not frame_of(window, "harbour").isVisible()  # the expansion is not played
    assert frame_of(window, "market").isVisible() and frame_of(window, "yard:1").isVisible()
    assert table.present.count(False) == 1


def test_a_played_expansion_board_is_shown(window, qtbot):
    start(window, 2, harbour="yes")
    window.controller.confirm_handoff()
    assert frame_of(window, "harbour").isVisible()
    frames = window.page.table.visible_frames()
    assert len(frames) == 4
    rects = [f.geometry() for f in frames]
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def slow_bot(started: threading.Event, stopped: threading.Event):
    def choose_action(kind, rules, state, seed, ply, budget_s=1.0, should_stop=None):
        started.set()
        while not should_stop():  # a search that only ends when told
            time.sleep(0.005)
        stopped.set()
        return rules.legal_actions(state)[0]

    return choose_action


def test_a_bot_thinks_in_a_worker_and_closing_the_window_stops_it(qtbot, monkeypatch):
    started, stopped = threading.Event(), threading.Event()
    monkeypatch.setattr(bots, "choose_action", slow_bot(started, stopped))
    win = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(win)
    win.show()
    session = start(win, 2, bots_at=(0,))
    dealt = session.ply
    assert started.wait(2)
    assert win.controller.bots.thinking
    qtbot.wait(50)  # the event loop runs while the bot thinks: the window is responsive
    assert session.ply == dealt and win.page.bar.prompt.text().startswith("Anna (computer)")
    win.close()
    assert stopped.wait(2)
    qtbot.wait(30)
    assert session.ply == dealt  # the late answer is dropped


def test_a_new_game_stops_the_bot_of_the_old_one(window, qtbot, monkeypatch):
    started, stopped = threading.Event(), threading.Event()
    monkeypatch.setattr(bots, "choose_action", slow_bot(started, stopped))
    old = start(window, 2, bots_at=(0,))
    dealt = old.ply
    assert started.wait(2)
    start(window, 2)
    assert stopped.wait(2)
    qtbot.wait(30)
    assert old.ply == dealt


def test_a_bot_move_shows_after_the_delay_and_is_logged(window, qtbot):
    window.apply_settings(Settings(animation="off", bot_delay_ms=300), save=False)
    session = start(window, 2, bots_at=(1,))
    window.controller.apply("done")
    window.controller.end_turn()
    began = time.monotonic()
    assert session.seat_to_act() == 1
    qtbot.waitUntil(lambda: session.seat_to_act() == 0, timeout=4000)
    assert time.monotonic() - began >= 0.29
    assert any(line.startswith("Ben") for line in window.page.log.lines())


def test_undo_never_takes_back_a_bot_move(window, qtbot):
    session = start(window, 2, bots_at=(1,))
    c = window.controller
    c.apply("done")
    assert c.can_undo() and not c.bots.thinking  # Anna's ended turn can still be taken back
    c.end_turn()
    assert not c.can_undo()
    qtbot.waitUntil(lambda: session.seat_to_act() == 0 and not c.bots.thinking, timeout=4000)
    assert session.plies[-1].seat != 0
    assert not c.can_undo() and not window.act_undo.isEnabled()
    assert not c.undo()
    c.apply("claim spot:2")
    assert c.can_undo() and window.act_undo.isEnabled()


def test_the_cover_is_shown_only_between_people(window, qtbot):
    session = start(window, 3, bots_at=(1,))
    c = window.controller
    assert window.stack.currentWidget() is window.cover  # Anna first: the others look away
    c.confirm_handoff()
    c.apply("done")  # Anna sees how her turn ended until she ends it
    assert window.stack.currentWidget() is window.page and c.viewer == 0 and c.turn_over == 0
    c.end_turn()  # to the bot: no cover, but while Ben plays no person's hand is shown
    assert window.stack.currentWidget() is window.page and c.display_viewer is None
    assert not scene_ids(window) & set(session.state.hands[0])
    qtbot.waitUntil(lambda: session.seat_to_act() == 2, timeout=4000)
    assert window.stack.currentWidget() is window.cover and "Chloé" in window.cover.title.text()
    assert "Since your last turn" not in window.cover.recap.text()  # Chloé has not played yet
    c.confirm_handoff()
    c.apply("done")
    c.end_turn()
    qtbot.waitUntil(lambda: session.seat_to_act() == 0, timeout=4000)
    recap = window.cover.recap.text()
    assert "Since your last turn" in recap and "Ben" in recap and "Chloé" in recap


def test_one_person_with_bots_never_sees_the_cover(window, qtbot):
    session = start(window, 3, bots_at=(1, 2))
    c = window.controller
    assert window.stack.currentWidget() is window.page
    c.apply("done")
    c.end_turn()
    qtbot.waitUntil(lambda: session.seat_to_act() == 0, timeout=4000)
    assert window.stack.currentWidget() is window.page


def test_the_new_game_dialog_offers_the_players_levels_with_a_line_each(qtbot):
    dialog = NewGameDialog(available_games())
    qtbot.addWidget(dialog)
    kind = dialog.rows[0].kind
    kinds = [kind.itemData(i) for i in range(kind.count())]
    assert kinds == ["human", "easy", "normal", "hard"]  # no "random": that is for tests
    texts = [kind.itemText(i) for i in range(kind.count())]
    assert texts[1:] == ["Computer (Easy)", "Computer (Normal)", "Computer (Hard)"]
    notes = [kind.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(1, kind.count())]
    assert all(notes) and notes == [bots.LEVEL_NOTES[k] for k in ("easy", "normal", "hard")]


def test_settings_dialog_saves_and_applies(window, qtbot, monkeypatch):
    start(window, 2)

    def accept(self):
        self.animation.setCurrentIndex(self.animation.findData("slow"))
        self.bot_delay.setValue(700)
        self.budget.setValue(2.5)
        return SettingsDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", accept)
    assert "Settings" in window.act_settings.text()
    window.act_settings.trigger()
    saved = load_settings()
    assert (saved.animation, saved.bot_delay_ms, saved.bot_budget_s) == ("slow", 700, 2.5)
    assert window.controller.bots.delay_ms == 700 and window.controller.bots.budget_s == 2.5
    assert window.page.table.animation_ms > 300


def test_moved_pieces_slide_when_animations_are_on(qtbot):
    win = MainWindow(bot_delay_ms=0, dialogs=False, animation="normal")
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    session = start(win, 2)
    win.controller.confirm_handoff()
    qtbot.wait(20)
    card = session.state.hands[0][0]
    win.controller.apply(f"play {card}")  # from the hand on the yard to the market board
    scene = win.page.table.scene_of(card)
    item = scene.item(card)
    assert scene.board.id == "market" and scene.sliding()
    final = scene._slides[item][1]
    assert item.pos() != final
    qtbot.waitUntil(lambda: not scene.sliding(), timeout=2000)
    assert item.pos() == final
    win.close_game()


def test_undo_and_redo_set_the_table_at_once_and_a_move_slides(qtbot, monkeypatch):
    """A move takes the animated sync (``transitioned``); undo and redo the quiet one (``reset``)."""
    monkeypatch.setattr(MainWindow, "message", lambda self, title, text: None)
    win = MainWindow(bot_delay_ms=0, dialogs=False, animation="normal")
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    start(win, 2)
    c = win.controller
    c.confirm_handoff()
    qtbot.wait(20)
    heard: list[str] = []
    c.transitioned.connect(lambda: heard.append("move"))
    c.reset.connect(lambda: heard.append("jump"))
    scenes = win.page.table.scenes

    def animating() -> bool:
        running = QAbstractAnimation.State.Running
        return any(s.sliding() or s._slider.state() == running for s in scenes)

    assert c.apply("claim spot:2")  # a worker goes from the yard to the market board
    assert heard == ["move"] and animating()
    qtbot.waitUntil(lambda: not animating(), timeout=2000)
    market = win.page.table.scene_of("spot:2")
    placed = {pid: item.pos() for pid, item in market.pieces.items()}
    assert c.undo()
    assert heard == ["move", "jump"] and not animating()
    assert c.redo()
    assert heard == ["move", "jump", "jump"] and not animating()
    assert {pid: item.pos() for pid, item in market.pieces.items()} == placed, "set in place at once"
    assert c.apply("done")
    assert heard[-1] == "move"
    win.close_game()


def test_screenshots_never_animate(qtbot):
    win = MainWindow(bot_delay_ms=0, dialogs=False, screenshot_mode=True, animation="slow")
    qtbot.addWidget(win)
    start(win, 2)
    assert win.page.table.animation_ms == 0
    win.close_game()


def test_hovering_shows_the_full_detail_in_the_reference_panel(window, qtbot):
    start(window, 2)
    window.controller.confirm_handoff()
    item = window.page.table.scene_of("spot:1").item("spot:1")
    view = next(v for v in window.page.table.views() if v.scene() is item.scene())
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseMove(view.viewport(), point)
    qtbot.waitUntil(lambda: "Spot 2" in window.page.reference.text, timeout=2000)
    text = window.page.reference.text
    assert "Claim it for 2 points" in text and "Click: Claim spot 2" in text
    html = window.page.reference.body.text()
    assert "<b" in html and "Claim it for 2 points" in html
    assert window.page.reference.isVisible()
    qtbot.mouseClick(window.page.bar.buttons[0], Qt.MouseButton.LeftButton)


def test_button_labels_drop_a_trailing_explanation_only_and_are_never_cut():
    # issue 17: "Windmill: give 1 wheat and 1 sugar for 1…" was cut; a label now wraps
    from tabletop.qt.decision_bar import button_label, short_label

    long = "End your Phase 2 turn (workers left in hand return for 1 fund each)"
    assert short_label(long) == "End your Phase 2 turn"
    assert short_label("Put Cherry (2) back in your hand") == "Put Cherry (2) back in your hand"
    text = "Draw the top card of the Spring deck and then another one after it"
    label = button_label(text)
    assert "…" not in label and label.replace("\n", " ") == text
    assert label.count("\n") == 1


def test_many_long_buttons_never_widen_the_window(window, qtbot):
    from tabletop.core import Action

    start(window, 2)
    window.controller.confirm_handoff()
    verbs = ("build", "trade", "draw", "sow")
    actions = [Action(v, ()) for v in verbs]
    window.page.bar.show_decision(
        "Anna — choose", None, actions, lambda a: f"A rather long description of {a.verb}ing"
    )
    qtbot.wait(10)
    bar = window.page.bar
    assert not bar.more.isVisible()  # four choices: all of them are buttons, none hidden
    assert len(bar.buttons) == 4 and all(b.isVisible() for b in bar.buttons)
    for button in bar.buttons:  # each shows its whole label, inside the bar
        assert button.text().replace("\n", " ").startswith("A rather long description")
        assert button.width() >= button.sizeHint().width()
        corner = button.mapTo(bar, button.rect().bottomRight())
        assert bar.rect().contains(corner)
    assert window.width() <= 1200


def test_many_choices_of_one_kind_are_one_number_box_and_one_button(qtbot):
    # issue 30: Madeira's "Pay 1 real" ... "Pay 14 reals" made a wall of buttons that grew the
    # bar and moved the table under the pointer
    from tabletop.core import Action
    from tabletop.qt.decision_bar import BAR_HEIGHT, DecisionBar

    bar = DecisionBar()
    qtbot.addWidget(bar)
    bar.resize(1000, BAR_HEIGHT)
    bar.show()
    actions = [Action("pay", (str(i),)) for i in range(15)] + [Action("pass", ())]
    words = lambda a: "Pass" if a.verb == "pass" else f"Pay {a.args[0]} reals for {a.args[0]} PP"  # noqa: E731
    chosen: list[Action] = []
    bar.action_chosen.connect(chosen.append)
    bar.show_decision("Anna — National wealth", None, actions, words)
    qtbot.wait(10)
    assert bar.height() == BAR_HEIGHT and not bar.more.isVisible()
    assert bar.group.isVisible() and [b.text() for b in bar.buttons] == ["Pass", "Pay 0 reals for 0 PP"]
    bar.group.spin.setValue(bar.group.spin.values.index(14))
    assert bar.group.button.text() == "Pay 14 reals for 14 PP"
    assert bar.rect().contains(bar.group.button.mapTo(bar, bar.group.button.rect().bottomRight()))
    qtbot.mouseClick(bar.group.button, Qt.MouseButton.LeftButton)
    assert chosen == [Action("pay", ("14",))]
    assert bar.mark_suggested(Action("pay", ("3",))) and bar.group.button.text() == "Pay 3 reals for 3 PP"


def test_only_a_long_list_keeps_a_more_menu_and_never_for_pass(window, qtbot):
    from tabletop.core import Action

    start(window, 2)
    window.controller.confirm_handoff()
    actions = [Action("take", (f"card{i}",)) for i in range(14)] + [Action("pass", ())]
    window.page.bar.show_decision("Anna — choose", None, actions, lambda a: str(a))
    qtbot.wait(10)
    bar = window.page.bar
    assert bar.more.isVisible()
    assert Action("pass", ()) in bar._actions and Action("pass", ()) not in bar._rest
    assert len(bar._actions) + len(bar._rest) == 15


def test_the_reference_panel_forgets_a_card_when_the_screen_changes_hands(window, qtbot):
    session = start(window, 2)
    c = window.controller
    c.confirm_handoff()
    card = session.state.hands[0][0]
    scene = window.page.table.scene_of(card)
    scene.hover(scene.item(card).reference_text())
    assert window.page.reference.text
    c.apply("done")
    c.end_turn()
    assert window.page.reference.text == ""  # under the cover: nothing of Anna's hand
    c.confirm_handoff()
    assert window.page.reference.text == ""


def test_a_solo_game_reports_the_score_not_a_win():
    from tabletop.core import Outcome, ScoreSheet, ScoreTerm
    from tabletop.qt.end_dialog import headline

    outcome = Outcome.rank([ScoreSheet(0, (ScoreTerm("Points", 12),))])
    assert headline(outcome, ["Anna"]) == "Anna scored 12 points"


def test_a_resumed_game_shows_the_newest_log_line(qtbot):
    """The log opens at its end even when it was filled before the window was shown."""
    from tabletop.core import GameConfig
    from tabletop.model.playout import play_session
    from tabletop.model.registry import load_game

    session = play_session(load_game("madeira").rules, GameConfig(players=3), "9", max_plies=150)
    session.seats = tuple(type(s)(f"P{i}", "human", s.color) for i, s in enumerate(session.seats))
    win = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.open_session(session, "madeira")
    win.show()
    qtbot.waitExposed(win)
    if win.stack.currentWidget() is win.cover:
        qtbot.mouseClick(win.cover.button, Qt.MouseButton.LeftButton)
    bar = win.page.log.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    qtbot.wait(50)
    assert bar.value() == bar.maximum()
    win.close_game()


def test_the_cover_setting_decides_when_the_table_is_hidden(window, qtbot):
    window.apply_settings(Settings(animation="off", cover="never"), save=False)
    session = start(window, 2)
    c = window.controller
    assert window.stack.currentWidget() is window.page  # "never": no cover at all
    c.apply("done")
    c.end_turn()
    assert window.stack.currentWidget() is window.page and c.display_viewer == 1
    assert set(session.state.hands[1]) <= scene_ids(window)


def test_undo_is_off_in_a_finished_game(window, qtbot):
    session = start(window, 2)
    c = window.controller
    while not session.is_over:
        c.confirm_handoff()
        if c.turn_over is not None:
            c.end_turn()
        else:
            c.apply(session.legal_actions()[-1])
    assert not c.can_undo() and not window.act_undo.isEnabled()


def test_quitting_during_a_game_says_it_is_kept(window, qtbot):
    assert window.desktop.quit_text() == ""  # nothing to lose on the welcome page
    start(window, 2)
    assert "kept" in window.desktop.quit_text() and "resume" in window.desktop.quit_text()


def test_a_new_round_gets_a_banner_and_a_log_line(window, qtbot):
    window.apply_settings(Settings(animation="off", banner_s=1.0), save=False)
    start(window, 2)
    c = window.controller
    c.confirm_handoff()
    assert not window.page.banner.isVisible()
    c.apply("done")
    c.end_turn()
    c.confirm_handoff()
    assert window.page.banner.isVisible() and window.page.banner.text() == "Turn 2 of 8"
    assert "— Turn 2 of 8 —" in window.page.log.rows()
    qtbot.waitUntil(lambda: not window.page.banner.isVisible(), timeout=3000)


def test_no_banner_when_the_setting_is_zero(window, qtbot):
    window.apply_settings(Settings(animation="off", banner_s=0), save=False)
    start(window, 2)
    c = window.controller
    c.confirm_handoff()
    c.apply("done")
    c.end_turn()
    assert not window.page.banner.isVisible()


def test_pieces_changed_since_your_turn_carry_a_new_mark_until_you_act(window, qtbot):
    from tabletop.qt.fresh_marks import mark_fresh

    session = start(window, 2)
    c = window.controller
    for spot in ("spot:0", "spot:1"):
        c.confirm_handoff()
        c.apply(f"claim {spot}")
        c.apply("done")
        c.end_turn()
    c.confirm_handoff()  # Anna again: Ben's claim is new to her
    fresh = c.look_back.fresh_ids()
    assert fresh and fresh <= {p.id for p in session.view(0).pieces}
    marked = [i for s in window.page.table.scenes for pid, i in s.pieces.items()
              if getattr(i, "fresh_mark", None) is not None and i.fresh_mark.isVisible()]
    assert {i.target_id for i in marked} == set(fresh)
    c.apply("claim spot:2")
    assert c.look_back.fresh_ids() == frozenset()
    assert mark_fresh(window.page.table.scenes, c.look_back.fresh_ids()) == 0


def test_the_result_of_an_ended_turn_is_marked_until_end_turn(window, qtbot):
    session = start(window, 2)
    c = window.controller
    c.confirm_handoff()
    c.apply("claim spot:0")
    c.apply("done")
    assert c.turn_over == 0
    marked = c.look_back.fresh_ids()
    assert marked  # the claimed spot's marker, highlighted with the result
    assert marked <= {p.id for p in session.view(0).pieces}
    c.end_turn()
    assert c.look_back.fresh_ids() == frozenset()


def test_the_window_never_opens_larger_than_a_laptop_screen():
    from PySide6.QtCore import QRect

    from tabletop.qt.window_commands import PREFERRED_SIZE, opening_size

    class Screen:
        def __init__(self, w, h):
            self.rect = QRect(0, 0, w, h)

        def availableGeometry(self):  # noqa: N802
            return self.rect

    assert opening_size(Screen(1280, 770)) == (1280, 770)
    assert opening_size(Screen(2560, 1440)) == PREFERRED_SIZE
    assert opening_size(None) == PREFERRED_SIZE


def test_the_bar_says_the_turn_is_over_and_who_is_next(window, qtbot):
    start(window, 2)
    c = window.controller
    c.confirm_handoff()
    c.apply("claim spot:0")
    c.apply("done")
    assert "Anna — your turn is over; Ben is next" in window.page.bar.prompt.text()
    assert "End turn" in window.page.bar.hint.text()


def test_the_log_works_out_each_phase_once(window, qtbot, monkeypatch):
    session = start(window, 2)
    c = window.controller
    views = []
    real = session.rules.view

    def counted(state, viewer):
        if viewer is None:
            views.append(state)
        return real(state, viewer)

    monkeypatch.setattr(session.rules, "view", counted)
    for _ in range(30):
        if session.is_over:
            break
        c.confirm_handoff()
        if c.turn_over is not None:
            c.end_turn()
        else:
            c.apply(session.legal_actions()[0])
    # the public view is asked at most once per ply for the log's phase lines (plus the cover)
    assert len(views) <= 2 * session.ply + 10


def test_the_recap_is_offered_without_the_cover(window, qtbot):
    """Issue 35: with no cover (a game without hidden cards, or "never"), the person to act
    still reads "since your last turn", in the log panel."""
    window.apply_settings(Settings(animation="off", cover="never"), save=False)
    start(window, 2)
    c = window.controller
    assert window.page.log.recap_text() == ""  # Anna's first turn: nothing happened yet
    c.apply("done")
    c.end_turn()
    c.apply("claim spot:2")
    c.apply("done")
    assert window.page.log.recap_text() == ""  # Ben's turn is over: not his to read
    c.end_turn()
    assert window.stack.currentWidget() is window.page and c.display_viewer == 0
    recap = window.page.log.recap_text()
    assert "Since your last turn" in recap and "Ben claims spot 3" in recap


def test_the_cover_without_hidden_cards_does_not_say_cards_are_hidden(window, qtbot):
    start(window, 2)
    colors = window.page.colors
    window.cover.show_for(1, "Ben", colors[1], "", hidden=False)
    assert "hidden" not in window.cover.note.text().replace("Nothing is hidden", "")
    assert "look away" not in window.cover.note.text() and "Ben" in window.cover.title.text()
    window.cover.show_for(1, "Ben", colors[1], "", hidden=True)
    assert "look away" in window.cover.note.text()
