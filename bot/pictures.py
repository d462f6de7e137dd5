"""Pictures drawn in worker processes: the renderer the service uses when the bot serves many tables.

    PicturePool(workers) has the renderer's methods (board, screen, breakdown, animate_record) and
    draws each call in one of `workers` processes, returning the same Picture or Animation.

Drawing holds the interpreter lock for most of a picture (Pillow's drawing and text), so in threads
the pictures of all tables take turns on one core and the event loop waits behind them. Each worker
process draws on its own core and keeps its own caches (text masks, tiles, kept palettes: the bytes
of a picture may differ by a few colour levels from one process to the next, render/palette.py).
The service calls the renderer from worker threads (asyncio.to_thread), which wait here for the
process: the event loop never waits on drawing.

A worker that dies (killed, out of memory) breaks the pool: it is replaced by a new one and the
picture is asked again, so the move still gets it. `close()` stops the workers (at shutdown).
`picture_workers()` reads BOT_PICTURE_WORKERS (default: the number of cores; 0: draw in the bot's
own threads, as tests and the console do).
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

log = logging.getLogger(__name__)

MAX_SEATS = 8           # seats a picture may name: up to 6 players and the game's own opponent
ATTEMPTS = 3            # a picture is asked again this often when its worker died


def picture_workers(environ=os.environ) -> int:
    """How many drawing processes: BOT_PICTURE_WORKERS, else the number of cores."""
    text = environ.get("BOT_PICTURE_WORKERS", "").strip()
    if not text:
        return os.cpu_count() or 1
    workers = int(text)
    if workers < 0:
        raise ValueError("BOT_PICTURE_WORKERS must be 0 or more")
    return workers


def _named(table: dict[int, str]) -> Callable[[int], str]:
    return lambda seat: table.get(seat, f"#{seat + 1}")


def _draw(method: str, args: tuple, kwargs: dict, names: dict[int, str]) -> Any:
    """In a worker: one call of the renderer (names come as a table: a function cannot travel)."""
    import render
    return getattr(render, method)(*args, names=_named(names), **kwargs)


class PicturePool:
    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError("a picture pool needs a worker at least")
        self.workers = workers
        self._lock = threading.Lock()
        self._pool = self._new_pool()
        self.replaced = 0                     # pools replaced after a worker died (tests, logs)

    def _new_pool(self) -> ProcessPoolExecutor:
        # forkserver: a worker is forked from a small clean process (render loaded once there), never
        # from the bot itself, whose threads (the event loop's, the database's) must not be forked
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["render"])
        return ProcessPoolExecutor(max_workers=self.workers, mp_context=context)

    def _run(self, method: str, args: tuple, kwargs: dict, names: Callable[[int], str]) -> Any:
        table = {seat: names(seat) for seat in range(MAX_SEATS)}
        for attempt in range(1, ATTEMPTS + 1):
            with self._lock:
                pool = self._pool
            try:
                return pool.submit(_draw, method, args, kwargs, table).result()
            except BrokenProcessPool:
                if attempt == ATTEMPTS:
                    raise
                log.warning("a picture worker died; the pool is replaced and %s is drawn again", method)
                self._replace(pool)

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is broken:          # the first of the waiting threads replaces it
                self._pool = self._new_pool()
                self.replaced += 1
        broken.shutdown(wait=False, cancel_futures=True)

    def board(self, view: dict, *, language: str, names: Callable[[int], str]):
        return self._run("board", (view,), {"language": language}, names)

    def screen(self, view: dict, *, language: str, names: Callable[[int], str]):
        return self._run("screen", (view,), {"language": language}, names)

    def breakdown(self, game: str, result, *, language: str, names: Callable[[int], str], colours=None):
        return self._run("breakdown", (game, result), {"language": language, "colours": colours}, names)

    def animate_record(self, record, *, language: str, names: Callable[[int], str]):
        return self._run("animate_record", (record,), {"language": language}, names)

    def worker_pids(self) -> list[int]:
        """The workers' process ids (tests kill one)."""
        with self._lock:
            return [process.pid for process in (self._pool._processes or {}).values()]

    def close(self) -> None:
        with self._lock:
            self._pool.shutdown(wait=True, cancel_futures=True)
