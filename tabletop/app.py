"""Composition root and command line. Qt is imported only for the commands that need it."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from tabletop import __version__
from tabletop.core import CHANCE, GameConfig, GameMeta, TabletopError, format_points


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop", description="Five Euro board games, hot-seat.",
        usage="%(prog)s [FILE] [options]  (or: %(prog)s COMMAND ...)",
        epilog="tabletop FILE opens a save (FILE.tabletop, or an older FILE.json), as --load "
               "FILE does.")
    parser.add_argument("--version", action="version", version=f"Tabletop {__version__}")
    parser.add_argument("--load", type=Path, metavar="FILE", help="open this save file")
    parser.add_argument("--new-window", action="store_true",
                        help="open another window even when Tabletop already runs (each game "
                             "still opens in one window only)")
    parser.add_argument("--self-test", action="store_true", help="headless check of every game; exit 0 on success")
    parser.add_argument("--screenshot", type=Path, metavar="OUT.png", help="render the main window offscreen and exit")
    _game_options(parser)
    parser.add_argument("--plies", type=int, default=0, help="with --screenshot: random player actions first")
    parser.add_argument("--at", type=int, default=None, metavar="PLY",
                        help="with --screenshot: the table as it was after PLY moves (look back)")
    parser.add_argument("--handoff", action="store_true",
                        help="with --screenshot: the hand-over cover the next seat would see")
    parser.add_argument("--size", type=_size, default=(1600, 1000), metavar="WxH",
                        help="with --screenshot: the window size (default 1600x1000)")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="a headless game between bots")
    _game_options(play)
    play.add_argument("--bots", default="random", help="bot level for every seat, or a comma list per seat")
    play.add_argument("--save", type=Path, help="write a normal save file at the end")
    bench = sub.add_parser("bench", help="engine, UI and save speed")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--game", help="only this game")
    bench.add_argument("--seconds", type=float, default=1.0, help="time per engine measurement")
    bench.add_argument("--no-ui", action="store_true", help="skip the UI sync measurement")
    bench.add_argument("--hard", action="store_true",
                       help="also time Hard's moves (12 positions a game, no clock)")
    tour = sub.add_parser("tournament", help="bots against bots: win rates and mean scores")
    _game_options(tour)
    tour.add_argument("--games", type=int, default=20, help="games to play (seats rotate)")
    tour.add_argument("--seats", default="greedy,random,random",
                      help="bot level per seat, comma separated (solo: several levels compare)")
    tour.add_argument("--budget", type=float, default=None,
                      help="the longest a Hard move may take, in seconds (default: no "
                           "limit, so every game replays exactly)")
    tour.add_argument("--iterations", type=int, default=None,
                      help="search iterations per Hard move (default: the game's own count)")
    tour.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    tour.add_argument("--json", action="store_true", help="print one JSON object")
    tour.add_argument("--records", type=Path, default=None,
                      help="keep every finished game in this JSON-lines file; a rerun with the "
                           "same settings plays only the missing games")
    audit = sub.add_parser("audit-text", help="how tall the table's text is on screen, per game")
    audit.add_argument("--game", default="all", help="game id, or all (default)")
    audit.add_argument("--players", type=int, default=None, help="default: the game's largest count")
    audit.add_argument("--seed", default="1")
    audit.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH",
                       help="window size (default 1280x800)")
    audit.add_argument("--plies", type=int, default=None,
                       help="random actions first (default: 60%% of that seed's whole random game)")
    audit.add_argument("--json", action="store_true", help="print one JSON object")
    fits = sub.add_parser("audit-table", help="does the table fit the window: the seat to act's "
                          "targets in view, their size, and the share of the window showing boards")
    fits.add_argument("--game", default="all", help="game id, or all (default)")
    fits.add_argument("--players", type=int, default=None, help="default: the game's largest count")
    fits.add_argument("--seed", default="1")
    fits.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH",
                      help="window size (default 1280x800)")
    fits.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if not (100 <= w <= 10000 and 100 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height must be 100..10000")
    return w, h


def _game_options(parser: argparse.ArgumentParser) -> None:
    from tabletop.model.registry import GAME_IDS

    parser.add_argument("--game", default="harvest_island", metavar="ID",
                        help=f"game id: {', '.join(GAME_IDS)} (default harvest_island)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--variant", action="append", default=[], help="variant id (repeatable)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a setup option, e.g. later_deck=salmon (repeatable)")


def _config(args: argparse.Namespace) -> GameConfig:
    from tabletop.model.registry import game_meta

    meta = game_meta(args.game)
    if not meta.min_players <= args.players <= meta.max_players:
        raise TabletopError(f"{meta.title} is for {meta.min_players}-{meta.max_players} players")
    known = {v.id for v in meta.variants}
    unknown = [v for v in args.variant if v not in known]
    if unknown:
        raise TabletopError(f"unknown variant(s) {', '.join(unknown)}; known: {', '.join(sorted(known)) or 'none'}")
    config = GameConfig(players=args.players, variants=tuple(sorted(args.variant)),
                        options=_options(meta, getattr(args, "option", [])))
    _check_setup(args.game, config)
    return config


def _options(meta: GameMeta, texts: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """``--option key=value`` pairs, checked against the options the game offers."""
    known = {o.id: o for o in meta.options}
    out = []
    for text in texts:
        key, sep, value = text.partition("=")
        option = known.get(key)
        if not sep or option is None:
            raise TabletopError(f"unknown option {text!r}; known: {', '.join(f'{k}=...' for k in known) or 'none'}")
        values = [v for v, _words in option.values]
        if values and value not in values:
            raise TabletopError(f"option {key} takes one of {', '.join(v for v in values if v)}, not {value!r}")
        out.append((key, value))
    return tuple(sorted(out))


def _check_setup(game_id: str, config: GameConfig) -> None:
    """A choice of variants the game cannot set up is a message, never a traceback."""
    from tabletop.model.campaign import campaign_refusal
    from tabletop.model.registry import load_game

    refusal = campaign_refusal(game_id, config)
    if refusal:
        raise TabletopError(refusal)
    entry = load_game(game_id)
    try:
        entry.rules.setup(config)
    except ValueError as exc:
        raise TabletopError(f"{entry.meta.title}: {exc}") from exc


def cmd_play(args: argparse.Namespace) -> int:
    from tabletop.model.playout import play_session
    from tabletop.model.registry import load_game
    from tabletop.model.saves import save_session

    config = _config(args)
    kinds = args.bots.split(",")
    if len(kinds) == 1:
        kinds = kinds * config.players
    if len(kinds) != config.players:
        raise TabletopError(f"--bots names {len(kinds)} levels for {config.players} seats")
    entry = load_game(args.game)
    session = play_session(entry.rules, config, args.seed, kinds)
    outcome = session.outcome()
    assert outcome is not None
    count = "1 player" if config.players == 1 else f"{config.players} players"
    print(f"{entry.meta.title}, {count}, seed {args.seed}: {session.ply} actions")
    for seat in sorted(range(config.players), key=lambda s: outcome.ranks[s]):
        sheet = outcome.sheets[seat]
        terms = ", ".join(f"{t.name} {format_points(t.points)}" for t in sheet.terms)
        print(f"  {outcome.ranks[seat]}. {session.seats[seat].name}: {format_points(sheet.total)} ({terms})")
    if len(outcome.winners) > 1:
        print("  shared victory")
    if outcome.summary:
        print(f"  {outcome.summary}")
    if args.save:
        save_session(session, args.game, args.save)
        print(f"saved to {args.save}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from tabletop.model.bench import percentile, run_bench

    games = [args.game] if args.game else None
    report = run_bench(games, args.seconds, hard=args.hard)
    if not args.no_ui:
        from tabletop.model.playout import play_session
        from tabletop.model.registry import load_game
        from tabletop.model.session import GameSession
        from tabletop.qt.entry import measure_ui_sync

        for game_id in report["engine"]:
            entry = load_game(game_id)
            config = GameConfig(players=entry.meta.max_players)
            played = play_session(entry.rules, config, "bench-ui")
            # chance is drawn again from the same seed, so only the players' actions are replayed
            fresh = GameSession.new(entry.rules, config, played.seed, played.seats)
            moves = [p.text for p in played.plies if p.seat != CHANCE]
            ms = measure_ui_sync(fresh, game_id, moves)
            report["ui"][game_id] = {
                "sync_ms_p50": round(percentile(ms, 0.5), 2),
                "sync_ms_p95": round(percentile(ms, 0.95), 2),
            }
    if args.json:
        print(json.dumps(report))
        return 0
    for game_id, counts in report["engine"].items():
        for players, row in counts.items():
            print(f"{game_id} {players}p: {row['games_per_s']} games/s, {row['us_per_decision']} us/decision")
        if game_id in report["ui"]:
            ui = report["ui"][game_id]
            print(f"{game_id} UI sync: p50 {ui['sync_ms_p50']} ms, p95 {ui['sync_ms_p95']} ms")
        saves = report["saves"][game_id]
        print(f"{game_id} finished game: save {saves['save_ms']} ms, load {saves['load_ms']} ms")
        if game_id in report.get("hard", {}):
            hard = report["hard"][game_id]
            print(f"{game_id} Hard move: p50 {hard['move_ms_p50']} ms, max {hard['move_ms_max']} ms")
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from tabletop.model.tournament import GameRecord, report_lines, result_json, run_tournament

    config = _config(args)
    if config.options:  # a tournament's records name its variants only
        raise TabletopError("tournament takes no --option (its games are set up by their variants)")
    lineup = [k.strip() for k in args.seats.split(",") if k.strip()]
    budget = args.budget  # None: Hard plays its full iterations whatever the machine's load
    def progress(rec: GameRecord) -> None:  # a line per finished game, on stderr
        seats = ", ".join(f"{k} {r}." for k, r in zip(rec.kinds, rec.ranks, strict=True))
        print(f"game {rec.index + 1}: {seats} ({rec.seconds:.0f} s)", file=sys.stderr, flush=True)

    try:
        result = run_tournament(args.game, config.players, args.games, lineup, seed=args.seed,
                                variants=config.variants, budget_s=budget,
                                iterations=args.iterations, jobs=max(1, args.jobs),
                                records_path=args.records, progress=progress,
                                notice=lambda text: print(text, file=sys.stderr, flush=True))
    except ValueError as exc:
        raise TabletopError(str(exc)) from exc
    if args.json:
        print(json.dumps(result_json(result)))
    else:
        print("\n".join(report_lines(result)))
    return 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    from tabletop.model.playout import play_session
    from tabletop.model.registry import load_game
    from tabletop.model.saves import load_session
    from tabletop.qt.entry import render_screenshot

    if args.load:
        from tabletop.model.problems import read_report, report_session

        report = read_report(args.load)
        if report is not None:  # a problem report: the game it holds
            session, game_id = report_session(report, args.load.name)
        else:
            session, env = load_session(args.load)
            game_id = env.game_id
    else:
        game_id = args.game
        session = play_session(load_game(game_id).rules, _config(args), args.seed, max_plies=args.plies)
        session.seats = tuple(type(s)(s.name.replace(" (bot)", ""), "human", s.color) for s in session.seats)
    render_screenshot(session, game_id, args.screenshot, args.size, at=args.at, handoff=args.handoff)
    print(f"wrote {args.screenshot}")
    return 0


def _audited(args: argparse.Namespace) -> list[tuple[str, int]]:
    """The games an audit command looks at, each with its player count (checked)."""
    from tabletop.model.registry import GAME_IDS, load_game

    games = list(GAME_IDS) if args.game == "all" else [args.game]
    out = []
    for game_id in games:
        players = args.players or load_game(game_id).meta.max_players
        _config(argparse.Namespace(game=game_id, players=players, variant=[]))  # checks
        out.append((game_id, players))
    return out


def _print_report(args: argparse.Namespace, report: Mapping[str, object]) -> int:
    """An audit's figures as one JSON object (``--json``)."""
    size = f"{args.size[0]}x{args.size[1]}"
    print(json.dumps({"size": size, "seed": args.seed, "games": report}))
    return 0


def cmd_audit_text(args: argparse.Namespace) -> int:
    from tabletop.qt.text_audit import audit_game

    report: dict[str, dict[str, float | int]] = {}
    for game_id, players in _audited(args):
        played, row = audit_game(game_id, args.size, args.seed, players, args.plies)
        report[game_id] = {"players": players, "plies": played, **row.as_dict()}
    size = f"{args.size[0]}x{args.size[1]}"
    if args.json:
        return _print_report(args, report)
    print(f"table text at {size}, seed {args.seed} (em height in device pixels)")
    for game_id, r in report.items():
        print(f"{game_id} {r['players']}p ply {r['plies']}: {r['count']} texts, median {r['median_px']} px, "
              f">=11 px {r['pct_ge_11']}%, >=13 px {r['pct_ge_13']}%, <9 px {r['pct_lt_9']}%, "
              f"elided {r['elided']}, names left to the tooltip {r['unlabelled']}")
    return 0


def cmd_audit_table(args: argparse.Namespace) -> int:
    from tabletop.qt.table_audit import audit_game

    report: dict[str, list[dict[str, float | int]]] = {}
    for game_id, players in _audited(args):
        moments = audit_game(game_id, args.size, args.seed, players)
        report[game_id] = [{"players": players, "ply": ply, **r.as_dict()} for ply, r in moments]
    size = f"{args.size[0]}x{args.size[1]}"
    if args.json:
        return _print_report(args, report)
    print(f"the table at {size}, seed {args.seed}, for the seat to act")
    for game_id, lines in report.items():
        for r in lines:
            print(f"{game_id} {r['players']}p ply {r['ply']}: {r['in_view']} of {r['targets']} "
                  f"targets in view, {r['small']} under 20 px, boards {r['board_pct']}% of the "
                  f"window ({r['frame_pct']}% with their name plates)")
    return 0


def _file_as_load(parser: argparse.ArgumentParser, argv: Sequence[str]) -> list[str]:
    """``tabletop FILE`` (a file manager's "Open with", the menu entry's %f) means ``--load FILE``.

    The first word that is neither an option, an option's value nor a command is the file;
    a command's own words are left to it.
    """
    words = list(argv)
    commands = {
        name for action in parser._actions
        if isinstance(action, argparse._SubParsersAction) for name in action.choices
    }
    takes_value = {
        name for action in parser._actions if action.nargs != 0 for name in action.option_strings
    }
    i = 0
    while i < len(words):
        word = words[i]
        if word in commands or word == "--":
            break
        if word.startswith("-"):
            i += 2 if word in takes_value else 1
            continue
        return [*words[:i], "--load", word, *words[i + 1:]]
    return words


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(_file_as_load(parser, sys.argv[1:] if argv is None else argv))
    if args.command in ("audit-text", "audit-table") or args.screenshot:
        # the desktop's language before their game is played (a ply's words are fixed when it
        # is played; the window's start chooses it in ensure_app; play, bench and tournament
        # stay in English)
        from tabletop.model.language import desktop_language, use_language

        use_language(desktop_language())
    try:
        if args.command == "play":
            return cmd_play(args)
        if args.command == "bench":
            return cmd_bench(args)
        if args.command == "tournament":
            return cmd_tournament(args)
        if args.command == "audit-text":
            return cmd_audit_text(args)
        if args.command == "audit-table":
            return cmd_audit_table(args)
        if args.self_test:
            from tabletop.model.selftest import run_self_test

            return 0 if run_self_test() else 1
        if args.screenshot:
            return cmd_screenshot(args)
    except TabletopError as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        return 2
    from tabletop.qt.entry import run_app

    return run_app(args.load, new_window=args.new_window)
