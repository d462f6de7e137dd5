"""python -m bot [run] | sync [--guild ID [--clear]] | console [--seed N] [--lang L] |
demo GAME [--players N] [--leaders] [-o NAME=VALUE] [--seed N] [--lang L] | migrate --to postgresql://... |
web [--db FILE|URL] [--host H] [--port N] [--lang L]

`run` (the default) starts the Discord bot: it needs DISCORD_TOKEN (environment or a .env file) and
keeps its database at BOT_DATABASE (default var/bot.db; a postgresql:// URL for PostgreSQL). With
BOT_WEB_PORT it also serves its tables on the web (bot/web); `web` serves a database's tables alone.

The offline tools (`demo`, `console`) print only catalog text in `--lang`. Bad arguments are
answered with one line on stderr and exit code 2 (the engine's own refusal for a game, a player
count or an option, as the bot words it); Ctrl-C stops them quietly with the database closed.

A database that cannot be used (a damaged file, or one written by a newer version of the bot) is
answered with one line on stderr and exit code 3 by `console`, `demo` and `run` (which checks it
before it connects to Discord). The file is left as it was.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from pathlib import Path

from data.locale import DEFAULT, languages, translate

from . import config
from .text import say

USAGE = 2
BAD_DATABASE = 3
INTERRUPTED = 130


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (exit 2), not the usage block."""

    def error(self, message: str):
        self.exit(USAGE, say("bot-cli-usage", DEFAULT, prog=self.prog, error=message) + "\n")


def _fail(text: str) -> int:
    print(text, file=sys.stderr)
    return USAGE


def _bad_database(error: Exception, language: str) -> int:
    print(say("bot-cli-storage", language, error=str(error)), file=sys.stderr)
    return BAD_DATABASE


def _language(args) -> str | None:
    """The --lang value if there is a catalog for it, else None (after saying so)."""
    language = (args.lang or DEFAULT).strip().lower()
    if language in languages():
        return language
    _fail(say("core-cli-unknown-language", DEFAULT, language=args.lang,
              languages=", ".join(languages())))
    return None


def _check_game(game: str, players: int, options: dict, language: str) -> str | None:
    """The engine's own refusal of this game, player count or options, translated; None if fine."""
    import engine
    try:
        engine.new_game_with_events(game, players, options=options, seed=0)
    except engine.RuleError as error:
        return translate(error.message, language)
    return None


def console(args) -> int:
    from .console import run_console
    language = _language(args)
    if language is None:
        return USAGE
    renderer = None
    if not args.no_images:
        import render as renderer
    from .storage import StorageError
    try:
        return run_console(args.db, args.images, language=language, seed=args.seed,
                           renderer=renderer)
    except StorageError as error:
        return _bad_database(error, language)


async def _demo(args, options: dict, language: str):
    from .demo import run_demo, seeded
    from .service import TableService
    from .storage import storage_for
    renderer = None
    if not args.no_images:
        import render as renderer
    storage = storage_for(args.db)
    await storage.open()
    try:
        service = TableService(storage, renderer=renderer, **seeded(args.seed))
        return await run_demo(service, args.game, args.players, options, seed=args.seed,
                              images=None if args.no_images else args.images, out=sys.stdout,
                              language=language, database=args.db, bot=not args.random)
    finally:
        await storage.close()


def demo(args) -> int:
    from engine.core.rules import parse_options
    from .demo import DemoRefused
    from .storage import StorageError
    language = _language(args)
    if language is None:
        return USAGE
    args.game = args.game.strip().lower()
    options = parse_options(args.option)
    if args.leaders:
        options["leaders"] = True
    problem = _check_game(args.game, args.players, options, language)
    if problem:
        return _fail(problem)
    try:
        asyncio.run(_demo(args, options, language))
    except KeyboardInterrupt:
        print(say("bot-cli-interrupted", language, path=str(args.db)), file=sys.stderr)
        return INTERRUPTED
    except DemoRefused as refused:
        return _fail(say("bot-demo-refused", language, reason=refused.text))
    except StorageError as error:
        return _bad_database(error, language)
    return 0


def _token() -> str | None:
    from dotenv import load_dotenv
    load_dotenv()
    return os.environ.get("DISCORD_TOKEN") or None


def run(args) -> int:
    token = _token()
    if token is None:
        print(say("bot-cli-no-token", DEFAULT), file=sys.stderr)
        return 2
    from .storage import StorageError, storage_for
    try:
        shard = config.shard()
    except config.BadConfig:
        return _fail(say("bot-cli-bad-shard", DEFAULT, id=os.environ.get("BOT_SHARD_ID", ""),
                         count=os.environ.get("BOT_SHARD_COUNT", "")))
    from .thinking import strong_effort
    try:
        strong_effort()
    except ValueError:
        from engine.bots import MAX_EFFORT
        return _fail(say("bot-cli-bad-effort", DEFAULT, value=os.environ.get("BOT_STRONG_EFFORT", ""),
                         most=MAX_EFFORT))
    try:
        asyncio.run(_check_database(args.db))      # before anything talks to Discord
        import discord
        from .discord_bot.app import serve
        discord.utils.setup_logging(level=logging.INFO)
        asyncio.run(serve(token, storage_for(args.db), shard))
    except StorageError as error:
        return _bad_database(error, DEFAULT)
    return 0


async def _check_database(location: str) -> None:
    """Open (and migrate) the database once and close it: a StorageError if it cannot be used."""
    from .storage import storage_for
    storage = storage_for(location)
    await storage.open()
    await storage.close()


def sync(args) -> int:
    """Register the commands globally; or copies of them in one server, for testing (shown at once;
    with the global ones too, that server shows each twice); `--guild ID --clear` removes those."""
    if args.clear and args.guild is None:
        return _fail(say("bot-cli-usage", DEFAULT, prog="python -m bot sync",
                         error=say("bot-cli-sync-clear-needs-guild", DEFAULT)))
    token = _token()
    if token is None:
        print(say("bot-cli-no-token", DEFAULT), file=sys.stderr)
        return 2
    from .storage import StorageError, storage_for
    try:
        asyncio.run(_check_database(args.db))      # before anything talks to Discord
        from .discord_bot import app
        count = asyncio.run(app.sync_commands(token, storage_for(args.db), args.guild, clear=args.clear))
    except StorageError as error:
        return _bad_database(error, DEFAULT)
    guild = str(args.guild)
    if args.clear:
        print(say("bot-cli-sync-cleared", DEFAULT, guild=guild))
    elif args.guild is not None:
        print(say("bot-cli-synced-guild", DEFAULT, count=count, guild=guild) + " "
              + say("bot-cli-sync-guild-copies", DEFAULT, guild=guild))
    else:
        print(say("bot-cli-synced-all", DEFAULT, count=count) + " " + say("bot-cli-sync-all-clear", DEFAULT))
    return 0


def migrate(args) -> int:
    """Copy every game, action, event, setting, result and rating of the SQLite file into an empty
    PostgreSQL database, and check the counts."""
    from .storage import POSTGRES_SCHEMES, StorageError, storage_for
    if not str(args.to).startswith(POSTGRES_SCHEMES) or str(args.db).startswith(POSTGRES_SCHEMES):
        return _fail(say("bot-cli-migrate-usage", DEFAULT))
    try:
        copied = asyncio.run(_migrate(args.db, storage_for(args.to)))
    except StorageError as error:
        return _bad_database(error, DEFAULT)
    for table, rows in copied:
        print(say("bot-cli-migrated-table", DEFAULT, table=table, count=rows))
    print(say("bot-cli-migrated", DEFAULT, source=str(args.db)))
    return 0


async def _migrate(source_path: str, target) -> list[tuple[str, int]]:
    from .storage.sqlite import SqliteStorage
    from .storage.transfer import sqlite_to_postgres
    if not Path(source_path).is_file():
        from .storage import StorageError
        raise StorageError(f"{source_path}: no such file")
    source = SqliteStorage(source_path)
    await source.open()
    try:
        await target.open()
        try:
            return [(c.table, c.rows) for c in await sqlite_to_postgres(source, target)]
        finally:
            await target.close()
    finally:
        await source.close()


def web(args) -> int:
    """Serve the tables of a database on the web (no Discord): print each open and finished game's
    address, then serve until Ctrl-C."""
    from .storage import POSTGRES_SCHEMES, StorageError
    from .web.app import serve
    language = _language(args)
    if language is None:
        return USAGE
    if not 0 <= args.port < 65536:
        return _fail(say("web-cli-bad-port", language))
    try:
        config.public_url()
    except config.BadConfig as error:
        return _fail(str(error))
    if not str(args.db).startswith(POSTGRES_SCHEMES) and not Path(args.db).is_file():
        return _bad_database(StorageError(f"{args.db}: no such file"), language)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        serve(args.db, args.host, args.port, language)
    except KeyboardInterrupt:
        return 0
    except StorageError as error:
        return _bad_database(error, language)
    except OSError as error:                    # the port is taken, or not ours to use
        return _fail(f"{args.host}:{args.port}: {error.strerror or error}")
    return 0


def _games_and_options() -> str:
    """The games, their player counts and options, as `demo --help` lists them."""
    import engine
    lines = ["games and their options (-o NAME=VALUE; on/off for a yes-no option):"]
    for game in engine.game_ids():
        meta = engine.meta(game)
        options = [f"{spec.name}=" + ("on|off" if spec.type == "bool" else
                                      "|".join(spec.choices) if spec.type == "choice" else "N")
                   for spec in meta.options]
        lines.append(f"  {game:<14} {meta.min_players}-{meta.max_players} players  " + (", ".join(options) or "-"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m bot", description="Builders' Table bot.")
    parser.add_argument("--db", default=config.database(),
                        help="the database: a SQLite file, or a postgresql:// URL")
    parser.set_defaults(run=run)
    commands = parser.add_subparsers(dest="command")
    r = commands.add_parser("run", help="run the Discord bot (the default)")
    r.set_defaults(run=run)
    s = commands.add_parser("sync", help="register the slash commands with Discord")
    s.add_argument("--guild", type=int, default=None,
                   help="copies in this one server, for testing (shown at once; with the global ones "
                        "too, it shows each twice)")
    s.add_argument("--clear", action="store_true", help="remove the copies from the --guild server")
    s.set_defaults(run=sync)
    c = commands.add_parser("console", help="play in the terminal (several users at one keyboard)")
    c.add_argument("--db", default=config.database())
    c.add_argument("--images", type=Path, default=config.images_dir())
    c.add_argument("--seed", type=int, default=None,
                   help="games created in this session get seeds and seat orders derived from it")
    c.add_argument("--no-images", action="store_true", help="no board pictures")
    c.add_argument("--lang", default=DEFAULT, help=f"language: {', '.join(languages())}")
    c.set_defaults(run=console)
    d = commands.add_parser("demo", help="a complete game through the service, the bot playing every seat",
                            description="A complete game through the whole service (storage, pictures, "
                                        "replies), the bot playing every seat (--random: random moves).",
                            epilog=_games_and_options(), formatter_class=argparse.RawDescriptionHelpFormatter)
    d.add_argument("game", nargs="?", default="nehemiah", help="one of the games below (default: nehemiah)")
    d.add_argument("--players", type=int, default=3, help="how many players (default: 3)")
    d.add_argument("--random", action="store_true", help="random moves instead of the bot (faster, and "
                                                         "far from how people play)")
    d.add_argument("--leaders", action="store_true", help="Nehemiah: the Construction Leaders variant")
    d.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    d.add_argument("--seed", type=int, default=1, help="the same seed plays the same game")
    d.add_argument("--db", default=str(config.DEFAULT_DIR / "demo.db"))
    d.add_argument("--images", type=Path, default=config.images_dir())
    d.add_argument("--no-images", action="store_true")
    d.add_argument("--lang", default=DEFAULT, help=f"language: {', '.join(languages())}")
    d.set_defaults(run=demo)
    m = commands.add_parser("migrate", help="copy the SQLite database into an empty PostgreSQL one")
    m.add_argument("--to", required=True, metavar="postgresql://...", help="the PostgreSQL database")
    m.add_argument("--db", default=config.database(), help="the SQLite file (default: BOT_DATABASE)")
    m.set_defaults(run=migrate)
    w = commands.add_parser("web", help="serve the tables of a database on the web (no Discord)",
                            description="Print the address of every open and finished game of the database, "
                                        "then serve their pages until Ctrl-C (BOT_PUBLIC_URL: the addresses "
                                        "printed; BOT_WEB_SECRET: the key of the private links).")
    w.add_argument("--db", default=config.database(), help="the database: a SQLite file, or a postgresql:// URL")
    w.add_argument("--host", default=config.WEB_HOST, help=f"the address to listen on (default {config.WEB_HOST})")
    w.add_argument("--port", type=int, default=config.WEB_PORT, help=f"the port (default {config.WEB_PORT})")
    w.add_argument("--lang", default=DEFAULT, help=f"language of the lines printed: {', '.join(languages())}")
    w.set_defaults(run=web)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
