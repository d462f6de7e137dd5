"""Command line for the engine alone.

    python -m engine play nehemiah --players 3 --seed 7 --random      # a whole game by random agents
    python -m engine play nehemiah --players 2 -o leaders=true        # play it yourself in the terminal
    python -m engine fuzz nehemiah --games 1000                       # random games, invariant checks
    python -m engine replay game.json --lang pl --images pictures/    # a game record played again
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import engine
from data.locale import DEFAULT, has, languages, translate
from data.locale.names import automa_name, visible_name
from engine import fuzz
from engine.agents import random_agent
from engine.core import rules as registry
from engine.core.rules import parse_options


def say(key: str, language: str, /, **params) -> str:
    return translate({"key": key, "params": params}, language)


# Every character that ends a line (for str.splitlines, and for a terminal) or drives a terminal.
_BREAKS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def complain(text: str) -> None:
    """One line on stderr, whatever a file put into the message (a game name, a choice, a key)."""
    print(_BREAKS.sub(" ", text).strip(), file=sys.stderr)


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


def final_scores(state, names, language: str) -> list[str]:
    """The final scores, places in standard competition ranking (ties 1, 1, 3)."""
    result = engine.result(state)
    places = result.places()
    lines = [say("core-cli-final-scores", language)]
    for group in result.ranking:
        for seat in group:
            score = result.scores[seat]
            parts = ", ".join(say(f"{state.game}-part-{name}", language, vp=vp)
                              for name, vp in score.parts.items() if vp) or "-"
            lines.append("  " + say("core-cli-score-line", language, place=places[seat],
                                    player=names(seat), total=score.total, parts=parts,
                                    tiebreak=", ".join(str(v) for v in score.tiebreak) or "-"))
    return lines


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


def record_names(record, language: str):
    """Seat names from a game record (cleaned: a file may hold anything); a seat past the people's is
    the game's automated opponent."""
    people = {seat.seat: visible_name(seat.name, seat.seat, language)
              for seat in record.seats if 0 <= seat.seat < record.players}
    automa = automa_name(record.game, language)

    def name(seat: int) -> str:
        if seat >= record.players:
            return automa
        return people.get(seat) or visible_name("", seat, language)
    return name


REPLAY_FILE, SCORES_FILE = "replay.gif", "scores.png"     # written with --images, beside the boards


def replay_command(args) -> int:
    """A file that cannot be read, or is no record (broken, hostile, too large: engine.record.decode
    says why), exits 2 with one line on stderr and writes nothing; a record that does not replay to
    its end exits 1."""
    language = args.lang
    try:
        with open(args.file, "rb") as file:
            data = file.read(engine.record.MAX_BYTES + 1)     # enough to know it is too large
        record = engine.record.decode(data)
    except OSError as error:
        complain(say("core-cli-replay-unreadable", language, file=args.file,
                     reason=error.strerror or str(error)))
        return 2
    except engine.RuleError as error:
        complain(translate(error.message, language))
        return 2
    try:
        engine.record.check_versions(record)
    except engine.RuleError as error:
        message = translate(error.message, language)
        if record.game not in engine.game_ids():         # nothing to try: no rules for it here
            complain(message)
            return 2
        if not args.anyway:
            complain(message + " " + say("core-cli-replay-anyway-hint", language))
            return 2
        complain(say("core-cli-replay-warning", language, message=message))
    names = record_names(record, language)
    all_steps = engine.record.steps(record, check=False)
    last = None

    def shown():
        nonlocal last
        for step in all_steps:
            if not args.quiet:
                for event in step.events:
                    print(translate(event.public, language, names=names))
            last = step
            yield step

    pictures = 0
    try:
        if args.images:
            # The engine never imports render (Pillow); this command line is a front end like the bot,
            # so it may draw, and only when asked.
            import render
            folder = Path(args.images)
            folder.mkdir(parents=True, exist_ok=True)
            for frame in engine.record.iter_frames(shown()):
                picture = render.board(engine.view(frame.state, None), language=language, names=names)
                (folder / f"board-{pictures:04d}.png").write_bytes(picture.png)
                pictures += 1
        else:
            for _ in shown():
                pass
        engine.record.check_final(record, last.state, last.number)
        if args.images:        # after the check: the game's end as the bot shows it
            (folder / REPLAY_FILE).write_bytes(render.animate_record(record, language=language, names=names).data)
            (folder / SCORES_FILE).write_bytes(
                render.breakdown(record.game, engine.result(last.state), language=language, names=names,
                                 colours=[p.get("colour") for p in engine.view(last.state, None)["players"]]).png)
    except engine.RuleError as error:
        complain(translate(error.message, language, names=names))
        return 1
    except OSError as error:             # the pictures' folder cannot be written
        complain(say("core-cli-replay-unwritable", language, file=str(error.filename or args.images),
                     reason=error.strerror or str(error)))
        return 2
    print()
    for line in final_scores(last.state, names, language):
        print(line)
    print(say("core-cli-replay-done", language, moves=last.number))
    if args.images:
        print(say("core-cli-replay-images", language, count=pictures, folder=str(args.images),
                  scores=SCORES_FILE, replay=REPLAY_FILE))
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (exit 2), not the usage block."""

    def error(self, message: str):
        self.exit(2, say("core-cli-usage", DEFAULT, prog=self.prog, error=message) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m engine", description="The rules engine alone.")
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("play", help="play one game in the terminal (or watch random agents)")
    p.add_argument("game", help=f"one of: {', '.join(engine.game_ids())}")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
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
    r = commands.add_parser("replay", help="play a game record again and check it ends the same")
    r.add_argument("file", help="the record (JSON)")
    r.add_argument("--lang", default=DEFAULT, help=f"language: {', '.join(languages())}")
    r.add_argument("--anyway", action="store_true", help="replay even if this program's rules differ")
    r.add_argument("--images", metavar="DIR",
                   help="write the board picture of every turn there, the final scores and the animated replay")
    r.add_argument("--quiet", action="store_true", help="no events, only the scores and the check")
    r.set_defaults(run=replay_command)
    args = parser.parse_args(argv)
    language = getattr(args, "lang", DEFAULT)
    if language.strip().lower() not in languages():
        print(say("core-cli-unknown-language", DEFAULT, language=language,
                  languages=", ".join(languages())), file=sys.stderr)
        return 2
    args.lang = language = language.strip().lower()
    try:
        return args.run(args)
    except engine.RuleError as error:
        complain(translate(error.message, language))
        return 2
    except (KeyboardInterrupt, EOFError):     # Ctrl-C or Ctrl-D at a question: stop quietly
        print("\n" + say("core-cli-stopped", language), file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
