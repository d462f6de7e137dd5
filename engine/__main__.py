"""Command line for the engine alone.

    python -m engine play nehemiah --players 3 --seed 7 --random      # a whole game by random agents
    python -m engine play nehemiah --players 2 -o leaders=true        # play it yourself in the terminal
    python -m engine fuzz nehemiah --games 1000                       # random games, invariant checks
    python -m engine replay game.json --lang pl                       # a game record played again
    (the same with its board pictures: python -m render replay game.json --images pictures/)
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import engine
from data.locale import DEFAULT, has, languages, translate
from data.locale.names import automa_name
from engine import fuzz, replay_cli
from engine.agents import random_agent
from engine.core import rules as registry
from engine.core.rules import parse_options
from engine.replay_cli import complain, final_scores, say  # noqa: F401 (final_scores: also for tests)


def name_of(state, language: str):
    colours = engine.view(state, None)["players"]

    def name(seat: int) -> str:
        colour = colours[seat]["colour"]
        if colours[seat].get("rival"):                 # the game's automated opponent
            return automa_name(state.game, language)
        key = f"core-cli-colour-{colour}"
        return say("core-cli-player", language, number=seat + 1,
                   colour=say(key, language) if has(key, language) else colour.capitalize())
    return name


def ask_human(state, decision, names, language: str):
    print(f"\n{names(decision.seat)}: {translate(decision.prompt, language, names=names)}")
    if decision.kind == "amount":
        prompt = "  " + say("core-cli-amount", language, min=decision.min, max=decision.max) + " "
    else:
        for number, option in enumerate(decision.options, 1):
            print(f"  {number:2}. {translate(option.label, language, names=names)}")
        prompt = "  " + say("core-cli-choose", language) + " "
    while True:
        text = input(prompt).strip()
        if decision.kind == "amount":
            return text
        if text.isdigit() and 1 <= int(text) <= len(decision.options):
            return decision.options[int(text) - 1].id
        print("  " + say("core-cli-type-a-number", language))


def play(args) -> int:
    args.game = args.game.strip().lower()
    options = parse_options(args.option)
    state, events = engine.new_game_with_events(args.game, args.players, options=options, seed=args.seed)
    names = name_of(state, args.lang)
    agent = random_agent(args.game, args.seed)

    def show(events):
        for event in events:
            print(translate(event.public, args.lang, names=names))

    show(events)
    while decisions := engine.pending(state):
        decision = decisions[0]
        if args.random:
            choice = agent.choose(state, decision)
        else:
            choice = ask_human(state, decision, names, args.lang)
        try:
            state, events = engine.act(state, decision.seat, choice, expect=decision.id)
        except engine.RuleError as error:
            print("  " + say("core-cli-refused", args.lang,
                             reason=translate(error.message, args.lang, names=names)))
            continue
        show(events)
    print()
    for line in final_scores(state, names, args.lang):
        print(line)
    return 0


def _fuzz_one(job):
    game, players, options, seed = job
    run = fuzz.play(game, players, options, seed)
    return players, options, seed, run.decisions, run.failures


def configurations(game: str, player_counts: list[int] | None) -> list[tuple[int, dict]]:
    meta = engine.meta(game)
    counts = player_counts or list(range(meta.min_players, meta.max_players + 1))
    rules = registry.get(game)
    return [(n, combo) for n in counts for combo in rules.fuzz_options(n)]


def fuzz_command(args) -> int:
    configs = configurations(args.game, args.players)
    jobs = [(args.game, players, options, args.seed + i)
            for i in range(args.games) for players, options in [configs[i % len(configs)]]]
    started = time.perf_counter()
    failures = decisions = 0
    workers = args.jobs or os.cpu_count() or 1
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for players, options, seed, count, problems in pool.map(_fuzz_one, jobs, chunksize=4):
            decisions += count
            if problems:
                failures += 1
                print(f"FAIL {args.game} players={players} options={options} seed={seed}: {problems[0]}")
    elapsed = time.perf_counter() - started
    print(f"{args.game}: {len(jobs)} games, {decisions} decisions, {failures} failures, "
          f"{elapsed:.1f} s")
    return 1 if failures else 0


def replay_command(args) -> int:
    """Text and the check only (engine/replay_cli.py); the pictures are `python -m render replay`."""
    if args.images is not None:
        complain(say("core-cli-replay-images-elsewhere", args.lang))
        return 2
    return replay_cli.replay(args)


def main(argv: list[str] | None = None) -> int:
    parser = replay_cli.Parser(prog="python -m engine", description="The rules engine alone.")
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("play", help="play one game in the terminal (or watch random agents)")
    p.add_argument("game", help=f"one of: {', '.join(engine.game_ids())}")
    counts = ", ".join(f"{game} {engine.meta(game).min_players}-{engine.meta(game).max_players}"
                       for game in engine.game_ids())
    p.add_argument("--players", type=int, required=True, help=f"how many players: {counts}")
    p.add_argument("--seed", type=int, default=1,
                   help="the game's seed (default 1): the same seed and the same answers play the same game")
    p.add_argument("--random", action="store_true", help="random agents make every choice")
    p.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--lang", default=DEFAULT, help=f"language: {', '.join(languages())}")
    p.set_defaults(run=play)
    f = commands.add_parser("fuzz", help="random games with invariant checks at every step")
    f.add_argument("game", choices=engine.game_ids())
    f.add_argument("--games", type=int, default=100)
    f.add_argument("--players", type=int, nargs="*", help="player counts (default: all)")
    f.add_argument("--seed", type=int, default=1, help="seed of the first game")
    f.add_argument("--jobs", type=int, default=0, help="worker processes (default: all cores)")
    f.set_defaults(run=fuzz_command)
    r = replay_cli.replay_arguments(commands)
    r.add_argument("--images", nargs="?", const="", metavar="DIR", help=argparse.SUPPRESS)  # says where it went
    r.set_defaults(run=replay_command)
    return replay_cli.run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
