"""Configuration from the environment (and a .env file, read by the Discord entry point)."""
from __future__ import annotations

import os
from pathlib import Path

DEFAULT_DIR = Path("var")


def database() -> str:
    """BOT_DATABASE: a SQLite file's path (the default, var/bot.db) or a postgresql:// URL."""
    return os.environ.get("BOT_DATABASE") or str(DEFAULT_DIR / "bot.db")


def images_dir() -> Path:
    return Path(os.environ.get("BOT_IMAGES", DEFAULT_DIR / "images"))


class BadConfig(ValueError):
    """A setting of the environment that cannot be used; the message names it."""


def shard() -> tuple[int, int] | None:
    """(shard id, shard count) of this process, from BOT_SHARD_ID and BOT_SHARD_COUNT (Discord asks
    bots in 2,500 servers or more to split their gateway into shards; each process runs one, and all
    of them share one PostgreSQL database). None: one process for every server."""
    count, ident = os.environ.get("BOT_SHARD_COUNT", "").strip(), os.environ.get("BOT_SHARD_ID", "").strip()
    if not count and not ident:
        return None
    if not (count.isdigit() and ident.isdigit() and 0 <= int(ident) < int(count)):
        raise BadConfig(f"BOT_SHARD_ID={ident!r} and BOT_SHARD_COUNT={count!r}: the id must be a whole number "
                        "from 0 to the count less one")
    return int(ident), int(count)
