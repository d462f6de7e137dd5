"""Where the bots decide (engine/bots.py: easy, normal, strong), away from the event loop.

    Thinking(workers, effort).choose(strength, state, decision) -> the bot's choice (awaitable)

The easy and normal bots answer in milliseconds and think in a worker thread. The strong bot searches
for up to a couple of seconds of CPU per decision: in a thread it would hold the interpreter lock (the
event loop, and every other table, would wait), so with `workers` > 0 it thinks in processes of its
own, forked from a clean forkserver with the engine loaded (never from the bot, whose threads must not
be forked). The state travels as its stored text and the decision as its id; a worker that dies is
replaced and the decision asked again. `thinking_workers()` reads BOT_THINKING_WORKERS (default 1;
0: think in threads, as the tests and the console do), `strong_effort()` BOT_STRONG_EFFORT: a factor on
the strong bot's work per decision (default 1; on a machine where its decisions take too long, e.g.
0.5 for about half the time). Every bot is pure and deterministic, so where it thinks never changes
what it chooses.
"""
from __future__ import annotations

import asyncio
import logging
import math
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import lru_cache
from typing import Any

import engine

log = logging.getLogger(__name__)

ATTEMPTS = 3            # a decision is asked again this often when its worker died
IN_PROCESS = ("strong",)     # the strengths that think in the pool's processes


def thinking_workers(environ=os.environ) -> int:
    text = environ.get("BOT_THINKING_WORKERS", "").strip()
    if not text:
        return 1
    workers = int(text)
    if workers < 0:
        raise ValueError("BOT_THINKING_WORKERS must be 0 or more")
    return workers


def strong_effort(environ=os.environ) -> float:
    text = environ.get("BOT_STRONG_EFFORT", "").strip()
    if not text:
        return 1.0
    from engine.bots import MAX_EFFORT
    try:
        effort = float(text)
    except ValueError:
        effort = math.nan
    if not 0.0 < effort <= MAX_EFFORT:
        raise ValueError(f"BOT_STRONG_EFFORT must be a number above 0 and at most {MAX_EFFORT:g}, not {text!r}")
    return effort


@lru_cache(maxsize=None)
def player(strength: str, effort: float = 1.0) -> Any:
    """The bot of a strength (one per process: they keep no state between decisions)."""
    from engine import bots
    return bots.bot(strength, effort=effort) if strength == "strong" else bots.bot(strength)


def decide(strength: str, state: Any, decision: engine.Decision, effort: float = 1.0) -> Any:
    return player(strength, effort).choose(state, decision)


def _decide_stored(strength: str, stored: str, decision_id: str, effort: float) -> Any:
    """In a worker: the state from its stored text, the decision by its id."""
    state = engine.loads(stored)
    decision = next(d for d in engine.pending(state) if d.id == decision_id)
    return decide(strength, state, decision, effort)


class Thinking:
    def __init__(self, workers: int = 0, effort: float = 1.0) -> None:
        self.workers = workers
        self.effort = effort
        self._lock = threading.Lock()
        self._pool: ProcessPoolExecutor | None = None
        self.replaced = 0

    def _current(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                context = multiprocessing.get_context("forkserver")
                context.set_forkserver_preload(["engine", "engine.bots"])
                self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context)
            return self._pool

    def _in_process(self, strength: str, stored: str, decision_id: str) -> Any:
        for attempt in range(1, ATTEMPTS + 1):
            pool = self._current()
            try:
                return pool.submit(_decide_stored, strength, stored, decision_id, self.effort).result()
            except BrokenProcessPool:
                if attempt == ATTEMPTS:
                    raise
                log.warning("a thinking worker died; it is replaced and the bot thinks again")
                with self._lock:
                    if self._pool is pool:
                        self._pool, self.replaced = None, self.replaced + 1
                pool.shutdown(wait=False, cancel_futures=True)

    async def choose(self, strength: str, state: Any, decision: engine.Decision) -> Any:
        if self.workers > 0 and strength in IN_PROCESS:
            return await asyncio.to_thread(self._in_process, strength, engine.dumps(state), decision.id)
        return await asyncio.to_thread(decide, strength, state, decision, self.effort)

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
