"""Play in a terminal against the same service and database the Discord bot uses.

Each line is `user: command`, several users typing at one keyboard:

    alice: new nehemiah leaders=on     bob: join     alice: start
    alice: options                     alice: play 3          (the 3rd option, or an option id)
    bob: hand    bob: log    alice: undo    status    board    help    quit

Absent players (bot/seating.py) as on Discord: `new nehemiah clock=24 reserve=1` (or `clock 24 1 14`
in the lobby) sets a move clock; `vacation 3`, `back`, `resign`, `remove bob`, `replace bob dan`,
`wait` and `botplays` (the table's choice after a time-out). `advance 30` (hours, or `advance 2d`)
lets time pass for offline play: the console's clock is the real time plus what `advance` added in
this session, and after moving it the clock and reminder sweep runs and its replies are printed
(only for the console's own games, never for the Discord games of a shared database).

After the game: `history [PAGE]`, `stats [NAME] [GAME]`, `export [TABLE]` (the record, written to
the pictures' folder) and `replay [TABLE]`, as on Discord.

`help` lists every command (the text is the catalog's `bot-console-help`). The console's own words
come from the catalogs in the console's language (`--lang`), which is also the language of its place
and users for the service (unless a channel or user setting says otherwise). No input makes it
crash: a refusal or a usage line is printed instead; Ctrl-C or Ctrl-D at the prompt leave it and the
database is closed cleanly. Board pictures are saved after every move in a new folder per session
(`<images>/console-runK/`), so a session never overwrites an earlier one's pictures.
"""
from __future__ import annotations

import asyncio
import re
import shlex
import sys
import time
from pathlib import Path
from typing import Awaitable, Callable

import engine
from data.locale import DEFAULT
from engine.core.rules import TRUE_WORDS, parse_options

from .demo import fresh_folder, seeded
from .replies import Place, Reply, User, resolved
from .seating import STAND_IN
from .storage import LOBBY
from .service import PICTURES, TableService
from .text import say

CHANNEL_SETTINGS = {"interval": "interval", "quiet": "quiet", "timezone": "timezone",
                    "language": "language"}
USER_SETTINGS = {"my-language": "language", "mute": "mute"}
# the move clock's parts (bot/seating.py) as typed, in the order of `clock HOURS RESERVE VACATION`
TABLE_KEYS = ("pictures", "bots", "strength")   # `new GAME key=value`: the table's, not the game's rules
CLOCK_KEYS = {"clock": "limit", "limit": "limit", "hours": "limit", "reserve": "reserve",
              "vacation": "vacation"}
CLOCK_ORDER = ("limit", "reserve", "vacation")
OFF_WORDS = {"off", "none", "no"}
GUILD = "console"            # the console's place: its games are the ones its sweep looks at
MAX_NUMBER = 10**9           # a typed number beyond this is this (the service refuses it in words)
MAX_ADVANCE_DAYS = 3650      # `advance` moves the console's clock by at most this at a time


Handler = Callable[["Console", User, list[str]], Awaitable[list[Reply] | None]]


_MARKUP = re.compile(r"\*\*|__|~~|\|\|")
_CHANNEL = re.compile(r"<#([^>]+)>")
_PERSON = re.compile(r"<@[!&]?([^>]+)>")
_SUBTEXT = re.compile(r"(?m)^-# ")


def plain(text: str) -> str:
    """A reply's text as a terminal shows it: Discord's markdown (bold, underline, strike, spoiler,
    small print) taken out, channel and user mentions as #name and @name."""
    text = _PERSON.sub(r"@\1", _CHANNEL.sub(r"#\1", text))
    return _SUBTEXT.sub("", _MARKUP.sub("", text))


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
        self.place = Place(channel=channel, guild=GUILD, locale=language)
        self.out = out if out is not None else sys.stdout
        self.saved = 0
        self.messages: dict[tuple, list[str]] = {}     # a message a chat edits in place: its lines shown

    def say(self, key: str, **params) -> str:
        return say(key, self.language, **params)

    def print(self, text: str = "") -> None:
        print(text, file=self.out)

    def user(self, name: str) -> User:
        name = name.strip()
        return User(id=name.lower() or "guest",
                    name=name[:1].upper() + name[1:] if name else self.say("bot-console-guest"),
                    locale=self.language)

    async def open_here(self) -> bool:
        """Say which game is open in the console's channel (a session may begin where an earlier
        one stopped) and how to go on with it or end it; False if none is."""
        game = await self.service.storage.open_game(self.place.channel)
        if game is None:
            return False
        key = "bot-console-open-lobby" if game.status == LOBBY else "bot-console-open-game"
        self.print(self.say(key, game=engine.meta(game.game).title, table=str(game.id)))
        return True

    def _picture_folder(self) -> Path:
        if self.folder is None:
            self.folder = fresh_folder(self.images, "console")
        self.folder.mkdir(parents=True, exist_ok=True)
        return self.folder

    def news(self, reply: Reply, text: str) -> str | None:
        """A message a chat edits in place (a lobby, a step's status line) is printed once; its later
        versions print only their new lines (the same message asked for again is printed whole)."""
        slot = "lobby" if reply.kind == "lobby" else reply.edit
        if slot is None or reply.private:
            return text
        lines = text.split("\n")
        before = self.messages.get((reply.game, slot))
        self.messages[(reply.game, slot)] = lines
        if before is None:
            return text
        new = [line for line in lines if line not in before]
        return "\n".join(new) if new else text        # asked for again, unchanged: shown whole

    def show(self, replies: list[Reply]) -> None:
        for reply in replies:
            who = self.say("bot-console-only-for", user=reply.user or "") + " " if reply.private else ""
            text = self.news(reply, reply.text)
            if text != reply.text:                 # a message a chat would edit in place
                who += self.say("bot-console-updated") + " "
            if reply.mentions:
                who += "@" + " @".join(reply.mentions) + " "
            if reply.kind == "confirm":            # the service words it for a button
                text = self.say("bot-console-resign-confirm" if "resign-confirm" in reply.buttons
                                else "bot-console-abandon-confirm")
            self.print(who + plain(text))
            if "seatbot" in reply.buttons:         # a time-out: the table's choices, as commands
                self.print("    " + self.say("bot-console-timeout-choose"))
            if reply.prompt is not None:
                prompt = reply.prompt
                if prompt.kind == "amount":
                    self.print("    " + self.say("bot-console-amount", min=prompt.min, max=prompt.max))
                    for choice in prompt.choices:        # named answers an amount question allows
                        self.print("    " + self.say("bot-console-or-named", id=choice.id,
                                                     label=choice.label))
                else:
                    for number, choice in enumerate(prompt.choices, 1):
                        self.print(f"    {number:2}. {plain(choice.label)}")
                        if choice.hint:                  # what it does, under it
                            self.print(f"        {plain(choice.hint)}")
            if reply.image:
                self.saved += 1
                path = self._picture_folder() / f"game{reply.game}-{self.saved:04d}-{reply.kind}.png"
                path.write_bytes(reply.image)
                self.print("    " + self.say("bot-console-picture", path=str(path)))
            for attachment in reply.files:         # the scores' picture, a replay, a game's record
                path = self._picture_folder() / attachment.name
                path.write_bytes(attachment.data)
                self.print("    " + self.say("bot-console-file", path=str(path)))

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
            self.show(await resolved(replies))   # a finished game's replay comes after the board
        return True

    # --- the commands (every one is listed by `help`) ------------------------------------------

    async def _help(self, user: User, args: list[str]) -> None:
        for key in ("bot-console-help", "bot-console-help-absent", "bot-console-help-after"):
            first, *rest = self.say(key).split("\n")
            self.print("\n".join([first, *("    " + line for line in rest)]))

    @staticmethod
    def _number(text: str) -> int | None:
        """A typed whole number (`off`: 0), None if it is not one; a huge one is capped (never an
        error: the service refuses it in words)."""
        text = text.strip().lower()
        if text in OFF_WORDS:
            return 0
        if not (text.isascii() and text.isdigit()):
            return None
        return int(text) if len(text) <= 9 else MAX_NUMBER

    def _clock_parts(self, args: list[str], *, named_only: bool = False) -> dict[str, int] | None:
        """The move clock's parts typed as `HOURS [RESERVE [VACATION]]` or `limit=24 reserve=2
        vacation=7` (`clock=24` too); None (after printing how to write them) if they do not parse.
        `named_only`: only the KEY=VALUE form (the `new` command's words)."""
        parts: dict[str, int] = {}
        positional = 0
        for word in args:
            key, equals, value = word.partition("=")
            if equals:
                name = CLOCK_KEYS.get(key.strip().lower())
            elif named_only or positional >= len(CLOCK_ORDER):
                name = None
            else:
                name, value = CLOCK_ORDER[positional], word
                positional += 1
            number = self._number(value)
            if name is None or number is None:
                self.print(self.say("bot-console-clock-usage"))
                return None
            parts[name] = number
        return parts

    async def _new(self, user: User, args: list[str]) -> list[Reply] | None:
        if not args:
            self.print(self.say("bot-console-new-what", games=", ".join(engine.game_ids())))
            return None
        table = {a.partition("=")[0].strip().lower(): a.partition("=")[2].strip().lower()
                 for a in args[1:] if a.partition("=")[0].strip().lower() in TABLE_KEYS}   # not rules
        timed = [a for a in args[1:] if a.partition("=")[0].strip().lower() in CLOCK_KEYS and "=" in a]
        rules = [a for a in args[1:] if a.partition("=")[0].strip().lower() not in TABLE_KEYS and a not in timed]
        clock = self._clock_parts(timed, named_only=True)
        bots = self._number(table.get("bots", "0"))
        if bots is None:
            self.print(self.say("bot-console-bots-usage"))
            return None
        if clock is None or await self.open_here():     # one game at a time here (no threads)
            return None
        return await self.service.create(self.place, user, args[0].lower(), parse_options(rules),
                                         pictures=table.get("pictures", PICTURES[0]), clock=clock or None,
                                         bots=bots, strength=table.get("strength", STAND_IN))

    async def _addbot(self, user: User, args: list[str]) -> list[Reply]:
        return await self.service.add_bot(self.place, user, args[0].lower() if args else None)

    async def _board(self, user: User, args: list[str]) -> list[Reply]:
        """The board post; `board text` (and `board` when no pictures are drawn) is the compact text
        board instead: every player's public standing and whose turn it is."""
        if (args and args[0].lower() == "text") or self.service.renderer is None:
            return await self.service.status(self.place, user)
        return await self.service.board(self.place, user)

    async def _rules(self, user: User, args: list[str]) -> list[Reply] | None:
        if not args:
            self.print(self.say("bot-console-rules-what", games=", ".join(engine.game_ids())))
            return None
        return await self.service.rules(self.place, user, args[0].lower(), args[1] if len(args) > 1 else None)

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
        return await self.service.play(self.place, user, " ".join(args), typed=True)

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

    # --- absent players: the move clock, vacations, time-outs, substitutes and the bot ----------

    async def _clock(self, user: User, args: list[str]) -> list[Reply] | None:
        """`clock` shows the table's clock (the lobby, or the game's status); `clock 24 2 7` or
        `clock limit=24 reserve=2 vacation=7` changes the lobby's (the parts not typed are kept)."""
        if not args:
            return await self.service.status(self.place, user)
        parts = self._clock_parts(args)
        if parts is None:
            return None
        return await self.service.set_clock(self.place, user, **parts)

    async def _vacation(self, user: User, args: list[str]) -> list[Reply] | None:
        days = self._number(args[0]) if args else None
        if days is None:
            self.print(self.say("bot-console-vacation-usage"))
            return None
        return await self.service.vacation(self.place, user, days)

    async def _resign(self, user: User, args: list[str]) -> list[Reply]:
        confirm = bool(args) and args[0].lower() in TRUE_WORDS
        return await self.service.resign(self.place, user, confirm=confirm)

    async def _remove(self, user: User, args: list[str]) -> list[Reply] | None:
        if not args:
            self.print(self.say("bot-console-remove-who"))
            return None
        return await self.service.remove(self.place, user, self.user(args[0]).id)

    async def _replace(self, user: User, args: list[str]) -> list[Reply] | None:
        """`replace bob dan`: Dan, a console user like any other, takes over Bob's seat."""
        if len(args) != 2 or not args[1].strip():
            self.print(self.say("bot-console-replace-usage"))
            return None
        return await self.service.replace(self.place, user, self.user(args[0]).id, self.user(args[1]))

    def _positive(self, verb: str, args: list[str]) -> tuple[bool, int | None]:
        """The optional number of `history`, `export` and `replay` (from 1); (False, None) after
        printing how to type it."""
        if not args:
            return True, None
        if args[0].isascii() and args[0].isdigit() and 1 <= int(args[0]) <= MAX_NUMBER:
            return True, int(args[0])
        self.print(self.say("bot-console-number-usage", verb=verb))
        return False, None

    async def _history(self, user: User, args: list[str]) -> list[Reply] | None:
        ok, page = self._positive("history", args)
        return await self.service.history(self.place, user, (page or 1) - 1) if ok else None

    async def _export(self, user: User, args: list[str]) -> list[Reply] | None:
        ok, table = self._positive("export", args)
        return await self.service.export(self.place, user, table) if ok else None

    async def _replay(self, user: User, args: list[str]) -> list[Reply] | None:
        ok, table = self._positive("replay", args)
        return await self.service.replay(self.place, user, table) if ok else None

    async def _stats(self, user: User, args: list[str]) -> list[Reply]:
        """`stats`, `stats bob`, `stats nehemiah`, `stats bob nehemiah`: a word that names a game
        chooses the game, another one the player."""
        games = [word.lower() for word in args if word.lower() in engine.game_ids()]
        names = [word for word in args if word.lower() not in engine.game_ids()]
        return await self.service.stats(self.place, user, self.user(names[0]) if names else None,
                                        games[0] if games else None)

    async def _wait(self, user: User, args: list[str]) -> list[Reply]:
        return await self.service.timeout_choice(self.place, user, "wait")

    async def _botplays(self, user: User, args: list[str]) -> list[Reply]:
        return await self.service.timeout_choice(self.place, user, "bot")

    async def _advance(self, user: User, args: list[str]) -> list[Reply] | None:
        """`advance 30` (hours) or `advance 2d` (days): the console's clock moves on, then the sweep
        a running bot makes every few minutes (time-outs, vacations that ended, the bot's moves,
        reminders) runs once; `advance` alone only runs the sweep."""
        hours = 0
        if args:
            text = args[0].strip().lower()
            factor = 24 if text.endswith("d") else 1
            text = text[:-1] if text.endswith(("d", "h")) else text
            number = None if text in OFF_WORDS else self._number(text)
            if number is None or number * factor > MAX_ADVANCE_DAYS * 24:
                self.print(self.say("bot-console-advance-usage", max=MAX_ADVANCE_DAYS))
                return None
            hours = number * factor
        clock = self.service.clock
        if hours:
            if not callable(getattr(clock, "advance", None)):
                self.print(self.say("bot-console-advance-fixed"))
                return None
            clock.advance(hours * 3600.0)
        moment = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(clock.now()))
        self.print(self.say("bot-console-advanced", hours=hours, time=moment))
        return await self.service.remind()


def _simple_command(verb: str) -> Handler:
    async def handler(console: Console, user: User, args: list[str]) -> list[Reply]:
        return await console._simple(verb, user)
    return handler


Console.COMMANDS = {
    "help": Console._help, "new": Console._new, "join": _simple_command("join"),
    "leave": _simple_command("leave"), "kick": Console._kick, "start": Console._start,
    "addbot": Console._addbot, "removebot": _simple_command("remove_bot"),
    "options": Console._options, "prompt": Console._options, "play": Console._play,
    "hand": _simple_command("hand"), "board": Console._board, "rules": Console._rules,
    "status": _simple_command("status"), "log": Console._log, "undo": _simple_command("undo"),
    "mute": _simple_command("mute"), "abandon": Console._abandon, "settings": Console._settings,
    "games": Console._games, "clock": Console._clock, "vacation": Console._vacation,
    "back": _simple_command("back"), "resign": Console._resign, "remove": Console._remove,
    "replace": Console._replace, "wait": Console._wait, "botplays": Console._botplays,
    "advance": Console._advance, "history": Console._history, "stats": Console._stats,
    "export": Console._export, "replay": Console._replay,
}


class ConsoleClock:
    """The real time plus what `advance` added in this session (kept in memory only: the next
    session is on the real time again, and a game's clock then simply has more time left)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds


class OwnGames:
    """The storage as the console's service sees it: the same, except that the sweeps (`advance`)
    find only the console's own games due. The database may be the Discord bot's, and a sweep on
    the console's moved clock must not time out or remind a Discord game (its replies would only be
    printed here)."""

    def __init__(self, storage, guild: str = GUILD) -> None:
        self._storage = storage
        self._guild = guild

    def __getattr__(self, name: str):
        return getattr(self._storage, name)

    async def due_seatings(self, now: float, limit: int):
        return [g for g in await self._storage.due_seatings(now, limit) if g.guild == self._guild]

    async def due_reminders(self, now: float, limit: int):
        return [g for g in await self._storage.due_reminders(now, limit) if g.guild == self._guild]


def web_address() -> str:
    """Where the console's links point: BOT_PUBLIC_URL, else `python -m bot web` on this machine (run
    it on the same database to open them)."""
    from . import config
    try:
        public = config.public_url()
    except config.BadConfig:
        public = None
    return public or f"http://{config.WEB_HOST}:{config.WEB_PORT}"


def run_console(database: str | Path, images: Path, *, language: str = DEFAULT, seed: int | None = None,
                renderer=None, read=None, out=None) -> int:
    """The interactive loop. Input is read outside the event loop, so Ctrl-C and Ctrl-D at the
    prompt simply end the session; Ctrl-C during a command cancels it (its transaction rolls back).
    Either way the database is closed cleanly."""
    from .storage import storage_for
    out = out if out is not None else sys.stdout
    read = read or input
    with asyncio.Runner() as runner:
        storage = storage_for(database)
        runner.run(storage.open())
        try:
            service = TableService(OwnGames(storage), clock=ConsoleClock(), renderer=renderer,
                                   **seeded(seed))
            service.web_url = web_address()
            console = Console(service, images, out=out, language=language, fresh_pictures=True)
            console.print(console.say("bot-console-welcome"))
            runner.run(console.open_here())
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
