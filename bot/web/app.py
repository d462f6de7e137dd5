"""The web application, in the bot's process or on its own.

    make_app(ctx, https=..., poll=...) -> aiohttp Application   (tests use it with aiohttp's test client)
    await start(ctx, host, port) -> Server                      the bot starts it when BOT_WEB_PORT is set
    serve(database, host, port, out) -> int                     `python -m bot web`: the tables of a database

In the bot's process the web uses the bot's own service context (its storage and its renderer, whose
drawing processes the bot's pictures share first: the web draws one picture at a time). The web
failing to start is logged and the bot goes on without it; a failing request is answered 500 and
logged, and touches nothing of the bot's. No access log is written: the private links' addresses
carry their signatures.
"""
from __future__ import annotations

import asyncio
import logging
import signal
import sys
from dataclasses import dataclass

from aiohttp import web

from .. import config
from ..service.context import Context
from ..storage import FINISHED, OPEN_STATUSES
from ..text import say
from . import links
from .live import POLL_SECONDS
from .routes import Site, add_routes
from .security import SERVER_LOGGER, Limiter, guard

log = logging.getLogger(__name__)

SITE = web.AppKey("site", Site)
LISTED = 100            # games `python -m bot web` prints the addresses of (newest first)
SHUTDOWN_SECONDS = 3.0
# How the server runs: no access log (a private link's address carries its signature), the client's
# malformed requests not logged as errors
RUNNER = {"access_log": None, "logger": SERVER_LOGGER}


def make_app(ctx: Context, *, https: bool = False, poll: float = POLL_SECONDS,
             limiter: Limiter | None = None) -> web.Application:
    site = Site(ctx, poll=poll, https=https)
    limiter = Limiter() if limiter is None else limiter
    app = web.Application(middlewares=[guard(limiter, site.refuse, https=https)],
                          client_max_size=1024, handler_args={"max_field_size": 8190, "max_line_size": 8190})
    app[SITE] = site
    add_routes(app, site)
    app.on_startup.append(site.load_secret)          # made now if need be, not by a request
    app.on_shutdown.append(site.streams.close)
    return app


@dataclass
class Server:
    runner: web.AppRunner
    url: str                  # where it listens

    async def close(self) -> None:
        await self.runner.cleanup()


def local_url(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("0.0.0.0", "", "::") else host
    return f"http://[{shown}]:{port}" if ":" in shown else f"http://{shown}:{port}"


async def start(ctx: Context, host: str, port: int, *, public_url: str | None = None) -> Server:
    app = make_app(ctx, https=bool(public_url and public_url.startswith("https://")))
    runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=SHUTDOWN_SECONDS, **RUNNER)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
    except BaseException:
        await runner.cleanup()
        raise
    bound = next((address[1] for address in runner.addresses if isinstance(address, tuple)), port)
    return Server(runner, local_url(host, bound))         # port 0: the one the system chose


async def start_in_bot(ctx: Context) -> Server | None:
    """The bot's web server when BOT_WEB_PORT is set; None without it, or when it cannot start (the
    reason is logged: the bot plays on without its web pages)."""
    try:
        port = config.web_port()
        public_url = config.public_url()
        if port is None:
            log.info("no web pages (BOT_WEB_PORT is not set)")
            return None
        server = await start(ctx, config.web_host(), port, public_url=public_url)
    except Exception:
        log.exception("the web server could not start; the bot goes on without it")
        return None
    log.info("the tables are on the web: listening on %s (BOT_WEB_HOST, BOT_WEB_PORT); links say %s",
             server.url, public_url or "nothing (BOT_PUBLIC_URL is not set)")
    return server


async def addresses(storage, base: str) -> tuple[list[tuple], int]:
    """(title, id, status, url) of the open and finished games, newest first, and how many more."""
    import engine
    games = await storage.games_by_status(OPEN_STATUSES + (FINISHED,), LISTED + 1)
    shown = [(engine.meta(g.game).title, g.id, g.status, links.table_url(base, g.web_key)) for g in games[:LISTED]]
    return shown, max(0, len(games) - LISTED)


async def _serve(database: str, host: str, port: int, language: str, out) -> None:
    import render
    from ..storage import storage_for
    storage = storage_for(database)
    await storage.open()
    try:
        ctx = Context(storage, renderer=render)
        public = config.public_url()
        server = await start(ctx, host, port, public_url=public)
        try:
            base = public or server.url
            shown, more = await addresses(storage, base)
            for title, table, status, url in shown:
                print(say("web-cli-game", language, game=title, table=table, status=status, url=url), file=out)
            if more:
                print(say("web-cli-more", language, count=more), file=out)
            if not shown:
                print(say("web-cli-none", language, database=str(database)), file=out)
            print(say("web-cli-listening", language, url=server.url), file=out, flush=True)
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM):
                try:
                    loop.add_signal_handler(sig, stop.set)
                except (NotImplementedError, RuntimeError):
                    pass
            await stop.wait()
        finally:
            await server.close()
    finally:
        await storage.close()


def serve(database: str, host: str, port: int, language: str, out=None) -> None:
    """`python -m bot web`: print every open and finished game's address, then serve until Ctrl-C."""
    asyncio.run(_serve(database, host, port, language, out or sys.stdout))
