"""A move through the service on PostgreSQL against the same move on SQLite (issue 18), as a ratio
measured in one run: for each game's heaviest table, the same random games (same seeds, so the same
moves) are played through the whole service on both databases, one game on each in turn so that
machine noise hits both alike. Without pictures: what differs is the storage. It also counts the
statements each PostgreSQL move sends (round trips; target <= 8, as SQLite's in bench/scale.py). The PostgreSQL server
is BENCH_POSTGRES (default postgresql://postgres@127.0.0.1:5432/test); the tables go into a schema of
their own, dropped at the end.
"""
from __future__ import annotations

import asyncio
import os
import random
import statistics
import tempfile
import uuid
from pathlib import Path

from .service import TABLES, _table
from .timing import emit, percentile, time_moves

URL = os.environ.get("BENCH_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")


async def _services(folder: str, schema: str):
    from bot.clock import FakeClock
    from bot.service import TableService
    from bot.storage.postgres import PostgresStorage
    from bot.storage.sqlite import SqliteStorage
    made = {}
    for name, storage in (("sqlite", SqliteStorage(Path(folder) / "bench.db")),
                          ("postgres", PostgresStorage(URL, schema=schema))):
        await storage.open()
        seeds = iter(range(1, 10**9))
        made[name] = TableService(storage, clock=FakeClock(), renderer=None, seed_source=lambda s=seeds: next(s),
                                  shuffle=random.Random(1))
    return made


class _Trips:
    """Counts the statements asyncpg sends to the server (a query, or a prepared statement's execution:
    one round trip once its statement is cached), and the count of each move of `service` (`per_move`)."""

    def __init__(self, service) -> None:
        from asyncpg.connection import Connection
        self.count = 0
        self.per_move: list[int] = []
        self._originals = {name: getattr(Connection, name) for name in ("execute", "_execute", "_executemany")}
        trips = self

        async def execute(connection, query, *args, **kwargs):
            trips.count += not args                     # with arguments it goes through _execute
            return await trips._originals["execute"](connection, query, *args, **kwargs)

        def counted(name):
            async def call(connection, *args, **kwargs):
                trips.count += 1
                return await trips._originals[name](connection, *args, **kwargs)
            return call
        Connection.execute = execute
        Connection._execute = counted("_execute")
        Connection._executemany = counted("_executemany")
        original = service.play

        async def play(*args, **kwargs):
            before = trips.count
            result = await original(*args, **kwargs)
            trips.per_move.append(trips.count - before)
            return result
        service.play = play

    def close(self) -> None:
        from asyncpg.connection import Connection
        for name, method in self._originals.items():
            setattr(Connection, name, method)


async def compare(games: int, game: str, players: int, options: dict) -> None:
    import asyncpg
    from bot.demo import play_demo
    schema = f"bench_{uuid.uuid4().hex[:12]}"
    with tempfile.TemporaryDirectory() as folder:
        services = await _services(folder, schema)
        timings: dict[str, list[float]] = {name: [] for name in services}
        for name, service in services.items():
            time_moves(service, timings[name])
        trips = _Trips(services["postgres"])
        try:
            for seed in range(games):
                for name, service in services.items():
                    await play_demo(service, game, players, options, seed=seed, channel=f"{name}-{seed}")
        finally:
            trips.close()
            for service in services.values():
                await service.storage.close()
            connection = await asyncpg.connect(URL)
            kept = await _rows_bytes(connection, schema)
            await connection.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
            await connection.close()
    emit(f"storage.rows.{game}.postgres", games=games, per_game_kb=round(kept / games / 1024, 1), target_kb=300,
         note="the rows a finished game keeps (pg_column_size), " + _table(game, players, options))
    medians = {name: statistics.median(values) * 1000 for name, values in timings.items()}
    emit(f"service.move.{game}.postgres_vs_sqlite", moves=len(timings["postgres"]),
         sqlite_median_ms=round(medians["sqlite"], 2), postgres_median_ms=round(medians["postgres"], 2),
         sqlite_p99_ms=round(percentile(timings["sqlite"], 0.99) * 1000, 2),
         postgres_p99_ms=round(percentile(timings["postgres"], 0.99) * 1000, 2),
         ratio=round(medians["postgres"] / medians["sqlite"], 2),
         postgres_trips_per_move=statistics.median(trips.per_move), postgres_max_trips=max(trips.per_move),
         target_trips=8, note="load + act + save, no pictures, " + _table(game, players, options))


async def _rows_bytes(connection, schema: str) -> int:
    """The bytes of every row of the schema's tables (finished games only: what they keep)."""
    tables = [row[0] for row in await connection.fetch(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = $1", schema)]
    total = 0
    for table in tables:
        total += await connection.fetchval(f"SELECT coalesce(sum(pg_column_size(t.*)), 0) FROM {schema}.{table} t")
    return total


def run_all(games: int, only_game: str | None = None) -> None:
    try:
        import asyncpg

        async def probe():
            connection = await asyncpg.connect(URL, timeout=3)
            await connection.close()
        asyncio.run(probe())
    except Exception as error:
        emit("service.move.postgres_vs_sqlite", skipped=f"PostgreSQL not reachable at {URL}: {error}")
        return
    for table in TABLES:
        if only_game in (None, table[0]):
            asyncio.run(compare(max(2, games // 10), *table))
