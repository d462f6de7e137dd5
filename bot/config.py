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


# --- the table on the web (bot/web) ---------------------------------------------------------------

WEB_HOST = "127.0.0.1"       # `python -m bot web` listens here unless --host says otherwise
WEB_PORT = 8080              # ... and on this port unless --port says otherwise


def web_port(environ=os.environ) -> int | None:
    """BOT_WEB_PORT: the bot serves its tables on the web on this port (None: no web server)."""
    text = environ.get("BOT_WEB_PORT", "").strip()
    if not text:
        return None
    if not (text.isdigit() and 0 < int(text) < 65536):
        raise BadConfig(f"BOT_WEB_PORT={text!r}: a port number from 1 to 65535")
    return int(text)


def web_host(environ=os.environ) -> str:
    """BOT_WEB_HOST: the address the bot's web server listens on (default: all of them, 0.0.0.0,
    as a container needs; behind a reverse proxy on the same machine, 127.0.0.1)."""
    return environ.get("BOT_WEB_HOST", "").strip() or "0.0.0.0"


def public_url(environ=os.environ) -> str | None:
    """BOT_PUBLIC_URL: where people reach the web pages (e.g. https://table.example.org), used in
    the links the bot posts; None: no links are posted."""
    text = environ.get("BOT_PUBLIC_URL", "").strip().rstrip("/")
    if not text:
        return None
    if not text.startswith(("http://", "https://")):
        raise BadConfig(f"BOT_PUBLIC_URL={text!r}: an http:// or https:// address")
    return text


def web_secret(environ=os.environ) -> str | None:
    """BOT_WEB_SECRET: the key private links are signed with (else one is made once and kept in the
    database, bot/web/links.py)."""
    return environ.get("BOT_WEB_SECRET", "").strip() or None
