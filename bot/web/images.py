"""The web's pictures: drawn on demand through the bot's renderer, kept in a bounded cache.

    Pictures(renderer).get(key, draw) -> Drawn        (async) from the cache, or drawn in a worker thread

`draw` is a function of no arguments that calls the renderer (render.board / screen / breakdown /
animate_record, or the bot's PicturePool with the same methods) and returns its Picture or Animation.
At most DRAWING pictures are drawn at once (the bot's own pictures come first: its players wait on
them), and at most WAITING more wait for their turn; beyond that the request is answered "busy" (503)
rather than queued without end. The same picture asked twice at once is drawn once. The cache keeps
at most MAX_ITEMS pictures and MAX_BYTES bytes (least recently used first out); private screens are
never kept.
"""
from __future__ import annotations

import asyncio
import hashlib
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

MAX_BYTES = 64 * 1024 * 1024
MAX_ITEMS = 600
LARGEST = 12 * 1024 * 1024     # a replay may take up to Discord's limit; anything larger is not kept
DRAWING = 1
WAITING = 16


class Busy(Exception):
    """Too many pictures are being drawn or waiting: try again later (503)."""


@dataclass(frozen=True)
class Drawn:
    data: bytes
    etag: str
    alt: str = ""
    width: int = 0
    height: int = 0


def etag_of(key: tuple) -> str:
    return '"' + hashlib.sha256(repr(key).encode()).hexdigest()[:32] + '"'


class Pictures:
    def __init__(self, renderer: Any, *, max_bytes: int = MAX_BYTES, max_items: int = MAX_ITEMS,
                 drawing: int = DRAWING, waiting: int = WAITING) -> None:
        self.renderer = renderer
        self.max_bytes, self.max_items = max_bytes, max_items
        self._kept: OrderedDict[tuple, Drawn] = OrderedDict()
        self._bytes = 0
        self._drawing = asyncio.Semaphore(drawing)
        self._waiting = 0
        self._limit = drawing + waiting
        self._pending: dict[tuple, asyncio.Future] = {}
        self.drawn = 0                  # pictures drawn so far (tests)

    def cached(self, key: tuple) -> Drawn | None:
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
        return found

    def __len__(self) -> int:
        return len(self._kept)

    @property
    def size(self) -> int:
        return self._bytes

    def _keep(self, key: tuple, drawn: Drawn) -> None:
        if len(drawn.data) > LARGEST:
            return
        self._kept[key] = drawn
        self._bytes += len(drawn.data)
        while self._kept and (len(self._kept) > self.max_items or self._bytes > self.max_bytes):
            _, old = self._kept.popitem(last=False)
            self._bytes -= len(old.data)

    async def get(self, key: tuple, draw: Callable[[], Any], *, keep: bool = True) -> Drawn:
        found = self.cached(key) if keep else None
        if found is not None:
            return found
        if keep and key in self._pending:
            return await asyncio.shield(self._pending[key])
        if self._waiting >= self._limit:
            raise Busy()
        future = asyncio.get_running_loop().create_future()
        if keep:
            self._pending[key] = future
        self._waiting += 1
        try:
            async with self._drawing:
                picture = await asyncio.to_thread(draw)
            data = getattr(picture, "png", None) or getattr(picture, "data")
            drawn = Drawn(data=data, etag=etag_of(key), alt=getattr(picture, "alt", ""),
                          width=getattr(picture, "width", 0), height=getattr(picture, "height", 0))
            self.drawn += 1
            if keep:
                self._keep(key, drawn)
            future.set_result(drawn)
            return drawn
        except BaseException as error:
            if isinstance(error, Exception):
                future.set_exception(error)
                future.exception()      # retrieved: nobody else may be waiting for it
            else:
                future.cancel()
            raise
        finally:
            self._waiting -= 1
            self._pending.pop(key, None)
