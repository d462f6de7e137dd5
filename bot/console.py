"""Play in a terminal against the same service and database the Discord bot uses.

Each line is `user: command`, several users typing at one keyboard:

    alice: new nehemiah leaders=on     bob: join     alice: start
    alice: options                     alice: play 3          (the 3rd option, or an option id)
    bob: hand    bob: log    alice: undo    status    board    help    quit

`help` lists every command (the text is the catalog's `bot-console-help`). The console's own words
come from the catalogs in the console's language (`--lang`), which is also the language of its place
and users for the service (unless a channel or user setting says otherwise). No input makes it
crash: a refusal or a usage line is printed instead; Ctrl-C or Ctrl-D at the prompt leave it and the
database is closed cleanly. Board pictures are saved after every move in a new folder per session
(`<images>/console-runK/`), so a session never overwrites an earlier one's pictures.
"""
from __future__ import annotations

import asyncio
import shlex
import sys
from pathlib import Path
from typing import Awaitable, Callable

import engine
from data.locale import DEFAULT
from engine.core.rules import TRUE_WORDS, parse_options

from .demo import fresh_folder, seeded
from .replies import Place, Reply, User
from .service import PICTURES, TableService
from .text import say

CHANNEL_SETTINGS = {"interval": "interval", "quiet": "quiet", "timezone": "timezone",
                    "language": "language"}
USER_SETTINGS = {"my-language": "language", "mute": "mute"}


Handler = Callable[["Console", User, list[str]], Awaitable[list[Reply] | None]]


class Console:
    COMMANDS: dict[str, Handler] = {}

    def __init__(self, service: TableService, images: Path, channel: str = "console",
                 out=None, language: str = DEFAULT, fresh_pictures: bool = False) -> None:
        """`images`: where pictures go; with `fresh_pictures`, a new `console-runK` folder in it
        (made at the first picture)."""
        self.service = service
        self.images = images
        self.fresh_pictures = fresh_pictures
        self.folder: Path | None = None if fresh_pictures else images
        self.language = language
        self.place = Place(channel=channel, guild="console", locale=language)
        self.out = out if out is not None else sys.stdout
        self.saved = 0

    def say(self, key: str, **params) -> str:
        return say(key, self.language, **params)

    def print(self, text: str = "") -> None:
        print(text, file=self.out)

    def user(self, name: str) -> User:
        name = name.strip()
        return User(id=name.lower() or "guest",
                    name=name[:1].upper() + name[1:] if name else self.say("bot-console-guest"),
                    locale=self.language)

    def _picture_folder(self) -> Path:
        if self.folder is None:
            self.folder = fresh_folder(self.images, "console")
        self.folder.mkdir(parents=True, exist_ok=True)
        return self.folder

    def show(self, replies: list[Reply]) -> None:
        for reply in replies:
            who = self.say("bot-console-only-for", user=reply.user or "") + " " if reply.private else ""
            if reply.edit:                         # a status line a chat would edit in place
                who += self.say("bot-console-updated") + " "
            if reply.mentions:
                who += "@" + " @".join(reply.mentions) + " "
            text = reply.text
            if reply.kind == "confirm":            # the service words it for a button
                text = self.say("bot-console-abandon-confirm")
            self.print(who + text)
            if reply.prompt is not None:
                prompt = reply.prompt
                if prompt.kind == "amount":
                    self.print("    " + self.say("bot-console-amount", min=prompt.min, max=prompt.max))
                    for choice in prompt.choices:        # named answers an amount question allows
                        self.print("    " + self.say("bot-console-or-named", id=choice.id,
                                                     label=choice.label))
                else:
                    for number, choice in enumerate(prompt.choices, 1):
                        self.print(f"    {number:2}. {choice.label}")
            if reply.image:
                self.saved += 1
                path = self._picture_folder() / f"game{reply.game}-{self.saved:04d}-{reply.kind}.png"
                path.write_bytes(reply.image)
                self.print("    " + self.say("bot-console-picture", path=str(path)))

    async def handle(self, line: str) -> bool:
        """Run one line; False when the console should stop."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        name, _, command = line.partition(":") if ":" in line else ("", "", line)
        user = self.user(name)
        try:
            words = shlex.split(command)
        except ValueError:
            self.print(self.say("bot-console-bad-quote"))
            return True
        verb, args = (words[0].lower(), words[1:]) if words else ("", [])
        if verb in ("quit", "exit"):
            return False
        if not verb:
            verb = "help"
        handler = self.COMMANDS.get(verb)
        if handler is None:
            self.print(self.say("bot-console-unknown", verb=verb))
            return True
        replies = await handler(self, user, args)
        if replies:
            self.show(replies)
        return True

    # --- the commands (every one is listed by `help`) ------------------------------------------

    async def _help(self, user: User, args: list[str]) -> None:
        first, *rest = self.say("bot-console-help").split("\n")
        self.print("\n".join([first, *("    " + line for line in rest)]))

    async def _new(self, user: User, args: list[str]) -> list[Reply] | None:
        if not args:
            self.print(self.say("bot-console-new-what", games=", ".join(engine.game_ids())))
            return None
        table = [a for a in args[1:] if a.lower().startswith("pictures=")]   # a table setting, not a rule
        rules = [a for a in args[1:] if a not in table]
        pictures = table[-1].partition("=")[2].strip().lower() if table else PICTURES[0]
        return await self.service.create(self.place, user, args[0].lower(), parse_options(rules),
                                         pictures=pictures)

    async def _simple(self, verb: str, user: User) -> list[Reply]:
        return await getattr(self.service, verb)(self.place, user)

    async def _kick(self, user: User, args: list[str]) -> list[Reply] | None:
        if not args:
            self.print(self.say("bot-console-kick-who"))
            return None
        return await self.service.kick(self.place, user, args[0].lower())

    async def _start(self, user: User, args: list[str]) -> list[Reply]:
        return await self.service.start(self.place, user, [a.lower() for a in args] or None)

    async def _options(self, user: User, args: list[str]) -> list[Reply]:
        return await self.service.prompt(self.place, user)

    async def _play(self, user: User, args: list[str]) -> list[Reply] | None:
        if not args:
            self.print(self.say("bot-console-play-what"))
            return None
        return await self.service.play(self.place, user, " ".join(args))

    async def _log(self, user: User, args: list[str]) -> list[Reply] | None:
        """Pages numbered from 1 as on Discord: `log 1` (or `log`) is the newest page."""
        page = 1
        if args:
            if not (args[0].isascii() and args[0].isdigit()) or not 1 <= int(args[0]) <= 10**9:
                self.print(self.say("bot-console-log-page"))
                return None
            page = int(args[0])
        return await self.service.log(self.place, user, page - 1)

    async def _abandon(self, user: User, args: list[str]) -> list[Reply]:
        confirm = bool(args) and args[0].lower() in TRUE_WORDS
        return await self.service.abandon(self.place, user, confirm=confirm)

    async def _settings(self, user: User, args: list[str]) -> list[Reply] | None:
        """`settings` shows them; `settings interval=12 quiet=22-7 timezone=Europe/Warsaw
        language=pl` changes the channel's, `settings my-language=pl mute=on` one's own."""
        channel, mine = {}, {}
        for pair in args:
            key, equals, value = pair.partition("=")
            key = key.strip().lower()
            if not equals:
                self.print(self.say("bot-console-settings-usage"))
                return None
            if key in USER_SETTINGS:
                mine[USER_SETTINGS[key]] = value
            else:
                channel[CHANNEL_SETTINGS.get(key, key)] = value
        return await self.service.settings(self.place, user, channel=channel, mine=mine)

    async def _games(self, user: User, args: list[str]) -> list[Reply]:
        return await self.service.my_games(user)


def _simple_command(verb: str) -> Handler:
    async def handler(console: Console, user: User, args: list[str]) -> list[Reply]:
        return await console._simple(verb, user)
    return handler


Console.COMMANDS = {
    "help": Console._help, "new": Console._new, "join": _simple_command("join"),
    "leave": _simple_command("leave"), "kick": Console._kick, "start": Console._start,
    "options": Console._options, "prompt": Console._options, "play": Console._play,
    "hand": _simple_command("hand"), "board": _simple_command("board"),
    "status": _simple_command("status"), "log": Console._log, "undo": _simple_command("undo"),
    "mute": _simple_command("mute"), "abandon": Console._abandon, "settings": Console._settings,
    "games": Console._games,
}


def run_console(database: Path, images: Path, *, language: str = DEFAULT, seed: int | None = None,
                renderer=None, read=None, out=None) -> int:
    """The interactive loop. Input is read outside the event loop, so Ctrl-C and Ctrl-D at the
    prompt simply end the session; Ctrl-C during a command cancels it (its transaction rolls back).
    Either way the database is closed cleanly."""
    from .storage.sqlite import SqliteStorage
    out = out if out is not None else sys.stdout
    read = read or input
    with asyncio.Runner() as runner:
        storage = SqliteStorage(database)
        runner.run(storage.open())
        try:
            service = TableService(storage, renderer=renderer, **seeded(seed))
            console = Console(service, images, out=out, language=language, fresh_pictures=True)
            console.print(console.say("bot-console-welcome"))
            while True:
                try:
                    line = read("> ")
                    going = runner.run(console.handle(line))
                except (EOFError, KeyboardInterrupt):
                    console.print()
                    break
                if not going:
                    break
        finally:
            runner.run(storage.close())
    return 0
