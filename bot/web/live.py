"""Following a table live: a stream of server-sent events that says "move" whenever the game's
version changes (a move, an undo, a change of hands), read by polling the game's row in storage.

Polling works the same in the bot's process and standalone (`python -m bot web`, a process of its own
on the same database, sees the bot's moves too), and costs one indexed query a second per open page.
The stream starts from the version the page was made at (`?v=`), so a move between the page and the
stream is not missed; it ends when the game leaves play ("end": the browser stops), after
MAX_SECONDS (the browser reconnects), and when the server shuts down. At most MAX_STREAMS streams are
open at once, PER_ADDRESS from one address.
"""
from __future__ import annotations

import asyncio
import time
from collections import Counter
from typing import Awaitable, Callable

from aiohttp import web

from ..storage import OPEN_STATUSES, GameRecord
from .security import client_address, secure

POLL_SECONDS = 1.0
HEARTBEAT_SECONDS = 15.0        # a comment line now and then keeps proxies from closing the stream
MAX_SECONDS = 30 * 60
MAX_STREAMS = 200
PER_ADDRESS = 8
RETRY_MS = 3000


class Streams:
    def __init__(self, poll: float = POLL_SECONDS, max_streams: int = MAX_STREAMS,
                 per_address: int = PER_ADDRESS, max_seconds: float = MAX_SECONDS) -> None:
        self.poll, self.max_streams, self.per_address, self.max_seconds = poll, max_streams, per_address, max_seconds
        self.open: Counter[str] = Counter()
        self.closing = asyncio.Event()

    @property
    def count(self) -> int:
        return sum(self.open.values())

    async def close(self, app: web.Application | None = None) -> None:
        self.closing.set()

    async def stream(self, request: web.Request, game: GameRecord, since: int,
                     load: Callable[[], Awaitable[GameRecord | None]], https: bool) -> web.StreamResponse:
        if game.status not in OPEN_STATUSES or request.method == "HEAD":
            response = web.Response(status=204 if request.method != "HEAD" else 200,
                                    content_type="text/event-stream")
            response.headers["Cache-Control"] = "no-store"
            return response
        address = client_address(request)
        if self.count >= self.max_streams:
            raise web.HTTPServiceUnavailable()
        if self.open[address] >= self.per_address:
            raise web.HTTPTooManyRequests()
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream; charset=utf-8",
                                               "Cache-Control": "no-store", "X-Accel-Buffering": "no"})
        secure(response, https)
        self.open[address] += 1
        try:
            await response.prepare(request)
            await response.write(f"retry: {RETRY_MS}\n\n".encode())
            await self._follow(response, game, since, load)
        except ConnectionResetError:         # the page was closed
            pass
        finally:
            self.open[address] -= 1
            if self.open[address] <= 0:
                del self.open[address]
        return response

    async def _follow(self, response: web.StreamResponse, game: GameRecord, since: int,
                      load: Callable[[], Awaitable[GameRecord | None]]) -> None:
        version = since
        started = quiet = time.monotonic()
        current: GameRecord | None = game
        while True:
            if current is None:
                return
            if current.version != version:
                version = current.version
                await response.write(f"event: move\ndata: {version}\n\n".encode())
                quiet = time.monotonic()
            if current.status not in OPEN_STATUSES:
                await response.write(b"event: end\ndata: over\n\n")
                return
            now = time.monotonic()
            if now - started > self.max_seconds:
                return
            if now - quiet > HEARTBEAT_SECONDS:
                await response.write(b": still here\n\n")
                quiet = now
            try:
                await asyncio.wait_for(self.closing.wait(), self.poll)
                return                          # the server shuts down
            except asyncio.TimeoutError:
                pass
            current = await load()
