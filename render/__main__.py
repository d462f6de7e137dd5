"""Command line for the renderer: a game record played again, with its pictures.

    python -m render replay game.json --lang pl --images pictures/

The same replay as `python -m engine replay` (engine/replay_cli.py reads and checks the record and
prints its events and scores, with the same messages and exit codes); with --images DIR it also writes
the board picture of every frame (board-0000.png, ...), and once the record is checked the final scores
(scores.png) and the animated replay (replay.gif), as the bot shows them.
"""
from __future__ import annotations

import sys
from pathlib import Path

import engine
import render
from engine import replay_cli

REPLAY_FILE, SCORES_FILE = "replay.gif", "scores.png"     # written with --images, beside the boards


class BoardPictures:
    """engine.replay_cli.Pictures: the pictures written into one folder (made when needed)."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self.path = Path(folder)
        self.count = 0

    def begin(self, record, language, names) -> None:
        self.record, self.language, self.names = record, language, names
        self.path.mkdir(parents=True, exist_ok=True)

    def frame(self, state) -> None:
        picture = render.board(engine.view(state, None), language=self.language, names=self.names)
        (self.path / f"board-{self.count:04d}.png").write_bytes(picture.png)
        self.count += 1

    def end(self, state) -> None:
        (self.path / REPLAY_FILE).write_bytes(
            render.animate_record(self.record, language=self.language, names=self.names).data)
        colours = [player.get("colour") for player in engine.view(state, None)["players"]]
        (self.path / SCORES_FILE).write_bytes(
            render.breakdown(self.record.game, engine.result(state), language=self.language,
                             names=self.names, colours=colours).png)

    def summary(self) -> str:
        return replay_cli.say("core-cli-replay-images", self.language, count=self.count, folder=self.folder,
                              scores=SCORES_FILE, replay=REPLAY_FILE)


def replay_command(args) -> int:
    return replay_cli.replay(args, BoardPictures(args.images) if args.images else None)


def main(argv: list[str] | None = None) -> int:
    parser = replay_cli.Parser(prog="python -m render", description="Board pictures of a game record.")
    commands = parser.add_subparsers(dest="command", required=True)
    r = replay_cli.replay_arguments(commands)
    r.add_argument("--images", metavar="DIR",
                   help="write the board picture of every turn there, the final scores and the animated replay")
    r.set_defaults(run=replay_command)
    return replay_cli.run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
