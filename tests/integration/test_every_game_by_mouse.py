"""Every registered game is playable with the mouse: at every decision of a long stretch
of play, each legal action is a highlighted item on a board or a button in the decision
bar, and choosing it through the window (not the session) moves the game on."""

from __future__ import annotations

import random

import pytest

from tabletop.core import GameConfig
from tabletop.model.registry import GAME_IDS, load_game
from tabletop.model.session import GameSession, Seat
from tabletop.qt.main_window import MainWindow

CASES = [(g, n) for g in GAME_IDS for n in sorted({load_game(g).meta.min_players,
                                                    load_game(g).meta.max_players})]
VARIANT_CASES = [(g, v.id, max(v.player_counts or (load_game(g).meta.max_players,)))
                 for g in GAME_IDS for v in load_game(g).meta.variants]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_every_legal_action_is_clickable(game_id: str, players: int, qtbot) -> None:
    play_by_mouse(game_id, players, qtbot, max_clicks=120)


@pytest.mark.parametrize(("game_id", "variant", "players"), VARIANT_CASES)
def test_every_variant_is_clickable(game_id: str, variant: str, players: int, qtbot) -> None:
    play_by_mouse(game_id, players, qtbot, max_clicks=150, variants=(variant,))


def test_a_whole_besokende_game_by_mouse_reaches_the_end(qtbot) -> None:
    """Guests (build payments, plates, ships) are offered only once Guests are won: a whole game."""
    session = play_by_mouse("nusfjord", 2, qtbot, max_clicks=20_000, variants=("besokende",))
    assert session.is_over and session.outcome() is not None
    assert any(t.startswith(("board ", "serve ")) and "guest" in t or " guests:" in t
               for t in session.history), "no Guest was ever used"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_by_mouse_reaches_the_end(game_id: str, qtbot) -> None:
    players = min(4, load_game(game_id).meta.max_players)
    session = play_by_mouse(game_id, players, qtbot, max_clicks=20_000)
    assert session.is_over, f"{game_id}: not over after 20000 clicks"
    assert session.outcome() is not None


def play_by_mouse(game_id: str, players: int, qtbot, max_clicks: int,
                  variants: tuple[str, ...] = ()) -> GameSession:
    entry = load_game(game_id)
    seats = [Seat(f"P{i + 1}") for i in range(players)]
    config = GameConfig(players=players, variants=variants)
    session = GameSession.new(entry.rules, config, "mouse", seats)
    window = MainWindow(bot_delay_ms=0, dialogs=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.open_session(session, game_id)
    controller = window.controller
    rng = random.Random(game_id)
    for _ in range(max_clicks):
        if session.is_over:
            break
        controller.confirm_handoff()
        if controller.turn_over is not None:  # the turn's result stays in view until End turn
            bar = window.page.bar
            assert [b.text() for b in bar.buttons] == ["End turn"], f"{game_id}: no End turn button"
            bar.buttons[0].click()
            assert controller.turn_over is None
            continue
        legal = list(session.legal_actions())
        scenes = window.page.table.scenes
        targets = [i for s in scenes for i in s.target_items()]
        clickable = {a for i in targets for a in i.scene().actions_for(i.target_id)}
        bar = window.page.bar
        # choices alike but for a number ("Pay 0..15 reals") are one number box and its button
        grouped = bar.group.actions_by_index if not bar.group.isHidden() else []
        in_bar = [*bar._actions, *bar._rest, *grouped]
        for action in legal:
            assert action in clickable or action in in_bar, (
                f"{game_id}: {entry.rules.action_text(action)} cannot be chosen with the mouse")
        assert len(bar.buttons) <= 12, f"{game_id}: a cluttered decision bar"
        before = session.ply
        if targets and (not in_bar or rng.random() < 0.75):
            item = rng.choice(targets)
            item.scene().chooser = lambda target, options: rng.choice(options)[1]
            item.activate()
        elif grouped and (not bar._actions or rng.random() < 0.5):
            bar.group.spin.setValue(rng.randrange(len(grouped)))
            bar.group.button.click()
        elif bar._actions and (not bar._rest or rng.random() < 0.8):
            rng.choice(bar.buttons[: len(bar._actions)]).click()
        else:
            menu = bar._menu.actions()
            rng.choice(menu).trigger()
        qtbot.wait(0)
        assert session.ply > before, f"{game_id}: a click changed nothing"
    window.close_game()
    return session
