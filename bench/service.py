"""Service figures: a move through the whole service (load, act, save, render), rendering alone,
database growth per finished game, and the reminder sweep over 10,000 active games."""
from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

import engine

from .timing import emit, percentile, time_moves


async def _service(path: Path, renderer):
    from bot.clock import FakeClock
    from bot.service import TableService
    from bot.settle import settle
    from bot.storage.sqlite import SqliteStorage
    storage = SqliteStorage(path)
    await storage.open()
    clock = FakeClock()
    seeds = iter(range(1, 10**9))
    service = TableService(storage, clock=clock, renderer=renderer, seed_source=lambda: next(seeds),
                           shuffle=random.Random(1))
    settle()                    # as the Discord bot does at startup
    return storage, service, clock


# The heaviest table of each game: the one the targets are about.
TABLES = [("nehemiah", 4, {"leaders": True}), ("temple", 6, {}), ("architects", 5, {"advanced": True}),
          ("ezra_nehemiah", 4, {})]


def _table(game: str, players: int, options: dict) -> str:
    return f"{game}, {players} players" + (", " + ", ".join(options) if options else "")


async def move_latency(games: int, game: str, players: int, options: dict) -> None:
    import render
    from bot.demo import play_demo
    with tempfile.TemporaryDirectory() as folder:
        storage, service, _ = await _service(Path(folder) / "bench.db", render)
        timings: list[float] = []
        time_moves(service, timings)
        for seed in range(games):
            await play_demo(service, game, players, options, seed=seed, channel=f"b{seed}")
        await storage.close()
    emit(f"service.move.{game}", moves=len(timings), median_ms=round(statistics.median(timings) * 1000, 2),
         p99_ms=round(percentile(timings, 0.99) * 1000, 2), target_median_ms=60, target_p99_ms=200,
         note="load + act + save + render, " + _table(game, players, options))


def render_figures(games: int, game: str, players: int, options: dict) -> None:
    import render
    from engine.fuzz import play
    views = []
    for seed in range(games):
        play(game, players, options, seed, checks=False,
             on_step=lambda state: views.append(engine.view(state, None)))
    sample = views[:: max(1, len(views) // 300)]
    timings, sizes, widths = [], [], set()
    for view in sample:
        started = time.perf_counter()
        picture = render.board(view)
        timings.append(time.perf_counter() - started)
        sizes.append(len(picture.png))
        widths.add(picture.width)
    emit(f"render.board.{game}", pictures=len(sample), median_ms=round(statistics.median(timings) * 1000, 2),
         p99_ms=round(percentile(timings, 0.99) * 1000, 2), width=sorted(widths),
         png_median_kb=round(statistics.median(sizes) / 1024, 1), png_max_kb=round(max(sizes) / 1024, 1),
         target_median_ms=50, target_png_kb=500)


async def database_growth(games: int, game: str, players: int, options: dict) -> None:
    from bot.demo import play_demo
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "growth.db"
        storage, service, _ = await _service(path, None)
        await storage.close()
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            db.execute("VACUUM")
        empty = os.path.getsize(path)
        storage, service, _ = await _service(path, None)
        for seed in range(games):
            await play_demo(service, game, players, options, seed=seed, channel=f"g{seed}")
        await storage.close()
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = os.path.getsize(path)
    emit(f"storage.growth.{game}", games=games, per_game_kb=round((size - empty) / games / 1024, 1),
         target_kb=300, note=_table(game, players, options) + ", whole game: state, actions, packed events")


async def reminder_sweep(active: int, due: int) -> None:
    """10,000 active games in the database, `due` of them with a reminder due now."""
    from bot.storage import ACTIVE
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "sweep.db"
        storage, service, clock = await _service(path, None)
        state = engine.dumps(engine.new_game("nehemiah", 3, seed=1))
        now = clock.now()
        await storage.close()
        with sqlite3.connect(path) as db:
            for i in range(active):
                next_at = now - 10 if i < due else now + 3600 * (1 + i % 48)
                cursor = db.execute(
                    "INSERT INTO games (guild, channel, game, options, seed, status, host, state, "
                    "awaiting, awaiting_since, next_reminder_at, created_at, updated_at) "
                    "VALUES ('g', ?, 'nehemiah', '{}', 1, ?, 'u0', ?, '0', ?, ?, ?, ?)",
                    (f"c{i}", ACTIVE, state, now - 86400, next_at, now, now))
                for seat in range(3):
                    db.execute("INSERT INTO seats (game, user, name, joined, seat) VALUES (?, ?, ?, ?, ?)",
                               (cursor.lastrowid, f"u{i}-{seat}", f"P{seat}", seat, seat))
        storage, service, clock = await _service(path, None)
        started = time.perf_counter()
        replies = await service.remind(limit=due + 10)
        elapsed = time.perf_counter() - started
        started = time.perf_counter()
        nothing = await service.remind(limit=due + 10)
        idle = time.perf_counter() - started
        await storage.close()
    emit("reminders.sweep", active_games=active, due=due, reminders=len(replies),
         sweep_ms=round(elapsed * 1000, 1), idle_sweep_ms=round(idle * 1000, 2),
         target_ms=200, repeated=len(nothing))


def run_all(games: int, only_game: str | None = None) -> None:
    for table in TABLES:
        if only_game in (None, table[0]):
            asyncio.run(move_latency(max(2, games // 10), *table))
            render_figures(max(2, games // 10), *table)
            asyncio.run(database_growth(max(3, games // 10), *table))
    asyncio.run(reminder_sweep(10_000, 100))
