"""python -m bot console | demo GAME [--players N] [-o NAME=VALUE]"""
from __future__ import annotations

import argparse
import asyncio
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Builders' Table bot.")
    commands = parser.add_subparsers(dest="command", required=True)
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
