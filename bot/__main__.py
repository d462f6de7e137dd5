"""python -m bot [run] | sync [--guild ID] | console | demo GAME [--players N] [--leaders]

`run` (the default) starts the Discord bot: it needs DISCORD_TOKEN (environment or a .env file) and
keeps its database at BOT_DATABASE (default var/bot.db).
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from pathlib import Path

from . import config


def _options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        options[key] = value.strip().lower() in ("1", "true", "yes", "on")
    return options


async def _with_service(database: Path, images: bool, work):
    import render
    from .service import TableService
    from .storage.sqlite import SqliteStorage
    storage = SqliteStorage(database)
    await storage.open()
    try:
        return await work(TableService(storage, renderer=render if images else None))
    finally:
        await storage.close()


def console(args) -> int:
    from .console import run_console
    asyncio.run(_with_service(args.db, True, lambda service: run_console(service, args.images)))
    return 0


def demo(args) -> int:
    from .demo import run_demo
    options = _options(args.option)
    if args.leaders:
        options["leaders"] = True
    images = None if args.no_images else args.images
    saved = asyncio.run(_with_service(args.db, not args.no_images, lambda service: run_demo(
        service, args.game, args.players, options, args.seed, images, sys.stdout)))
    print(f"Database: {args.db}")
    if saved:
        print(f"Board pictures: {len(saved)} in {images}/ (last: {saved[-1]})")
    return 0


NO_TOKEN = """No DISCORD_TOKEN is set.
Put it in the environment or in a .env file (DISCORD_TOKEN=...); README.md explains how to create
the Discord application and invite the bot. To try the games without Discord:
    python -m bot demo nehemiah        (a whole game by random players)
    python -m bot console              (play in the terminal)"""


def _token() -> str | None:
    from dotenv import load_dotenv
    load_dotenv()
    return os.environ.get("DISCORD_TOKEN") or None


def run(args) -> int:
    token = _token()
    if token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    import discord
    from .discord_bot.app import serve
    from .storage.sqlite import SqliteStorage
    discord.utils.setup_logging(level=logging.INFO)
    asyncio.run(serve(token, SqliteStorage(args.db)))
    return 0


def sync(args) -> int:
    token = _token()
    if token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    from .discord_bot.app import sync_commands
    from .storage.sqlite import SqliteStorage
    count = asyncio.run(sync_commands(token, SqliteStorage(args.db), args.guild))
    where = f"server {args.guild}" if args.guild else "all servers (may take up to an hour to show)"
    print(f"Synced {count} commands for {where}.")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Builders' Table bot.")
    parser.add_argument("--db", type=Path, default=config.database_path(), help="the database file")
    parser.set_defaults(run=run)
    commands = parser.add_subparsers(dest="command")
    r = commands.add_parser("run", help="run the Discord bot (the default)")
    r.set_defaults(run=run)
    s = commands.add_parser("sync", help="register the slash commands with Discord")
    s.add_argument("--guild", type=int, default=None, help="only this server (shows at once)")
    s.set_defaults(run=sync)
    c = commands.add_parser("console", help="play in the terminal (several users at one keyboard)")
    c.add_argument("--db", type=Path, default=config.database_path())
    c.add_argument("--images", type=Path, default=config.images_dir())
    c.set_defaults(run=console)
    d = commands.add_parser("demo", help="a complete game by random players through the service")
    d.add_argument("game", nargs="?", default="nehemiah")
    d.add_argument("--players", type=int, default=3)
    d.add_argument("--leaders", action="store_true", help="Nehemiah: the Construction Leaders variant")
    d.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--db", type=Path, default=config.DEFAULT_DIR / "demo.db")
    d.add_argument("--images", type=Path, default=config.images_dir())
    d.add_argument("--no-images", action="store_true")
    d.set_defaults(run=demo)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
