"""Play in a terminal against the same service and database the Discord bot uses.

Each line is `user: command`, several users typing at one keyboard:

    alice: new nehemiah leaders=on     bob: join     alice: start
    alice: options                     alice: play 3          (the 3rd option, or an option id)
    bob: hand    bob: log    alice: undo    status    board    help    quit

Board pictures are saved to the images folder after every move.
"""
from __future__ import annotations

import asyncio
import shlex
import sys
from pathlib import Path

from .replies import Place, Reply, User
from .service import TableService

HELP = __doc__.split("\n\n", 1)[1]


class Console:
    def __init__(self, service: TableService, images: Path, channel: str = "console",
                 out=sys.stdout) -> None:
        self.service = service
        self.images = images
        self.place = Place(channel=channel, guild="console")
        self.out = out
        self.saved = 0

    def print(self, text: str = "") -> None:
        print(text, file=self.out)

    def show(self, replies: list[Reply]) -> None:
        for reply in replies:
            who = f"[only for {reply.user}] " if reply.private else ""
            if reply.mentions:
                who += "@" + " @".join(reply.mentions) + " "
            self.print(who + reply.text)
            if reply.prompt is not None:
                prompt = reply.prompt
                if prompt.kind == "amount":
                    self.print(f"    a number from {prompt.min} to {prompt.max}")
                    for choice in prompt.choices:        # named answers an amount question allows
                        self.print(f"    or {choice.id}: {choice.label}")
                else:
                    for number, choice in enumerate(prompt.choices, 1):
                        self.print(f"    {number:2}. {choice.label}")
            if reply.image:
                self.images.mkdir(parents=True, exist_ok=True)
                self.saved += 1
                path = self.images / f"game{reply.game}-{self.saved:04d}-{reply.kind}.png"
                path.write_bytes(reply.image)
                self.print(f"    (picture: {path})")

    async def handle(self, line: str) -> bool:
        """Run one line; False when the console should stop."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        name, _, command = line.partition(":") if ":" in line else ("", "", line)
        name = name.strip()
        user = User(id=name.lower() or "guest", name=name[:1].upper() + name[1:] if name else "Guest")
        words = shlex.split(command)
        verb, args = (words[0].lower(), words[1:]) if words else ("", [])
        service, here = self.service, self.place
        if verb in ("quit", "exit"):
            return False
        if verb == "help" or not verb:
            self.print(HELP)
            return True
        if verb == "new" and args:
            options = {}
            for pair in args[1:]:
                key, _, value = pair.partition("=")
                options[key] = value.lower() in ("on", "true", "yes", "1")
            replies = await service.create(here, user, args[0], options)
        elif verb in ("join", "leave", "board", "hand", "log", "status", "undo", "mute"):
            method = getattr(service, verb)
            replies = await (method(here, user, int(args[0])) if verb == "log" and args
                             else method(here, user))
        elif verb == "start":
            replies = await service.start(here, user, [a.lower() for a in args] or None)
        elif verb in ("options", "prompt"):
            replies = await service.prompt(here, user)
        elif verb == "play" and args:
            replies = await service.play(here, user, " ".join(args))
        elif verb == "abandon":
            replies = await service.abandon(here, user, confirm=bool(args and args[0] == "yes"))
        else:
            self.print("Unknown command. Type `help`.")
            return True
        self.show(replies)
        return True


async def run_console(service: TableService, images: Path, lines=None) -> None:
    console = Console(service, images)
    console.print("Builders' Table console. Type `help` for the commands.")
    while True:
        if lines is not None:
            line = next(lines, None)
            if line is None:
                return
        else:
            try:
                line = await asyncio.to_thread(input, "> ")
            except EOFError:
                return
        if not await console.handle(line):
            return
