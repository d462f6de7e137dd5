"""The command line's replay of a game record, shared by its two front ends:

    python -m engine replay FILE [--lang L] [--anyway] [--quiet]                # text and the check
    python -m render replay FILE [--lang L] [--anyway] [--images DIR] [--quiet]  # and the pictures

Reading and checking the record, printing its events and final scores, the messages and exit codes
are here; the pictures are drawn by whatever `Pictures` the caller passes (render/__main__.py), so the
engine itself never draws and does not depend on the renderer (Pillow).
"""
from __future__ import annotations

import argparse
import re
import sys
from typing import Callable, Protocol

import engine
from engine import score_parts
from data.locale import DEFAULT, languages, translate
from data.locale.names import automa_name, visible_name


def say(key: str, language: str, /, **params) -> str:
    return translate({"key": key, "params": params}, language)


# Every character that ends a line (for str.splitlines, and for a terminal) or drives a terminal.
_BREAKS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def complain(text: str) -> None:
    """One line on stderr, whatever a file put into the message (a game name, a choice, a key)."""
    print(_BREAKS.sub(" ", text).strip(), file=sys.stderr)


def final_scores(state, names, language: str) -> list[str]:
    """The final scores, places in standard competition ranking (ties 1, 1, 3)."""
    result = engine.result(state)
    places = result.places()
    lines = [say("core-cli-final-scores", language)]
    for group in result.ranking:
        for seat in group:
            score = result.scores[seat]
            parts = ", ".join(say(f"{state.game}-part-{name}", language, vp=vp)
                              for name, vp in score_parts.ordered(state.game, score.parts) if vp) or "-"
            lines.append("  " + say("core-cli-score-line", language, place=places[seat],
                                    player=names(seat), total=score.total, parts=parts,
                                    tiebreak=", ".join(str(v) for v in score.tiebreak) or "-"))
    return lines


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


class Pictures(Protocol):
    """What a front end that draws gives `replay`. Nothing is called before the record has been read
    and its versions checked; an OSError from any of these exits 2, naming the file (or `folder`)."""

    folder: str

    def begin(self, record, language: str, names: Callable[[int], str]) -> None:
        """Before the first frame (make the folder)."""

    def frame(self, state) -> None:
        """Each frame's state, in order (engine.record.iter_frames)."""

    def end(self, state) -> None:
        """The final state, once the record has been checked to end exactly as recorded."""

    def summary(self) -> str:
        """The last line printed: what was written where."""


def replay(args, pictures: Pictures | None = None) -> int:
    """Replay args.file in args.lang (args.anyway, args.quiet), with `pictures` if given. A file that
    cannot be read, or is no record (broken, hostile, too large: engine.record.decode says why), exits 2
    with one line on stderr and writes nothing; a record that does not replay to its end exits 1."""
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

    try:
        if pictures is not None:
            pictures.begin(record, language, names)
            for frame in engine.record.iter_frames(shown()):
                pictures.frame(frame.state)
        else:
            for _ in shown():
                pass
        engine.record.check_final(record, last.state, last.number)
        if pictures is not None:        # after the check: the game's end as the bot shows it
            pictures.end(last.state)
    except engine.RuleError as error:
        complain(translate(error.message, language, names=names))
        return 1
    except OSError as error:             # the pictures' folder cannot be written
        complain(say("core-cli-replay-unwritable", language,
                     file=str(error.filename or (pictures.folder if pictures else args.file)),
                     reason=error.strerror or str(error)))
        return 2
    print()
    for line in final_scores(last.state, names, language):
        print(line)
    print(say("core-cli-replay-done", language, moves=last.number))
    if pictures is not None:
        print(pictures.summary())
    return 0


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (exit 2), not the usage block."""

    def error(self, message: str):
        self.exit(2, say("core-cli-usage", DEFAULT, prog=self.prog, error=message) + "\n")


def replay_arguments(commands) -> argparse.ArgumentParser:
    """The `replay` subcommand with the arguments both front ends take (FILE, --lang, --anyway,
    --quiet); the caller adds its own and sets `run`."""
    r = commands.add_parser("replay", help="play a game record again and check it ends the same")
    r.add_argument("file", help="the record (JSON)")
    r.add_argument("--lang", default=DEFAULT, help=f"language: {', '.join(languages())}")
    r.add_argument("--anyway", action="store_true", help="replay even if this program's rules differ")
    r.add_argument("--quiet", action="store_true", help="no events, only the scores and the check")
    return r


def run(args) -> int:
    """Check args.lang (exit 2 naming the languages) and run args.run(args): a RuleError is one line
    on stderr (exit 2), Ctrl-C or Ctrl-D at a question stops quietly (exit 130)."""
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
    except (KeyboardInterrupt, EOFError):
        print("\n" + say("core-cli-stopped", language), file=sys.stderr)
        return 130
