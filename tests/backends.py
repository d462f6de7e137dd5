"""The two storage backends for tests: SQLite files under tmp_path, and PostgreSQL schemas.

PostgreSQL tests use the server at TEST_POSTGRES (default postgresql://postgres@127.0.0.1:5432/test).
Each table of a test lives in a schema of its own, `t_<random>`, created by the storage and dropped at
the test's end (and, should a test forget, at the session's end): nothing else in that database is
touched. Without a reachable server the PostgreSQL half is skipped, with the reason in one line.
"""
from __future__ import annotations

import asyncio
import os
import threading
import uuid

POSTGRES_URL = os.environ.get("TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
BACKENDS = ("sqlite", "postgres")

_problem: list[str | None] = []          # the cached answer of postgres_problem()
_schemas: set[str] = set()               # made by this session and not dropped yet


def in_own_loop(coro_fn):
    """Run `coro_fn()` to its end on an event loop of its own, in a thread: usable from sync code
    and from inside a running loop alike (asyncpg connections belong to the loop that made them)."""
    found: dict = {}

    def target():
        try:
            found["value"] = asyncio.run(coro_fn())
        except BaseException as error:     # handed to the caller
            found["error"] = error
    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in found:
        raise found["error"]
    return found.get("value")


def postgres_problem() -> str | None:
    """Why the PostgreSQL tests cannot run here (one line), or None when the server answers."""
    if not _problem:
        async def probe():
            import asyncpg
            connection = await asyncpg.connect(POSTGRES_URL, timeout=30)
            await connection.close()
        try:
            in_own_loop(probe)
            _problem.append(None)
        except Exception as error:                         # no server, no driver, refused ...
            _problem.append(f"PostgreSQL not reachable at {POSTGRES_URL}: {type(error).__name__}: {error}"
                            .replace("\n", " ")[:300])
    return _problem[0]


def skipped_because() -> str | None:
    """The reason the PostgreSQL tests were skipped in this session, if they were."""
    return _problem[0] if _problem else None


def new_schema() -> str:
    name = f"t_{uuid.uuid4().hex[:20]}"
    _schemas.add(name)
    return name


def drop_schemas(*names: str) -> None:
    names = [name for name in names if name in _schemas] if names else sorted(_schemas)
    if not names:
        return

    async def drop():
        import asyncpg
        connection = await asyncpg.connect(POSTGRES_URL, timeout=60)
        try:
            for name in names:
                await connection.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        finally:
            await connection.close()
    in_own_loop(drop)
    _schemas.difference_update(names)


def postgres_rows(schema: str, sql: str, *params) -> list[tuple]:
    """Rows of a query in a test's schema (for checks that read the tables directly)."""
    return postgres_dump(schema, [sql], *params)[0]


def postgres_dump(schema: str, queries: list[str], *params) -> list[list[tuple]]:
    """The rows of each query, on one connection to a test's schema; with no queries, every row of
    every table of the schema as (table, rows) pairs, tables by name and rows in order."""
    async def fetch():
        import asyncpg
        connection = await asyncpg.connect(POSTGRES_URL, timeout=60, server_settings={"search_path": schema})
        try:
            if queries:
                return [[tuple(row) for row in await connection.fetch(sql, *params)] for sql in queries]
            tables = [row[0] for row in await connection.fetch(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
                "ORDER BY table_name")]
            return [(table, [tuple(row) for row in await connection.fetch(f"SELECT * FROM {table} ORDER BY 1, 2")])
                    for table in tables]
        finally:
            await connection.close()
    return in_own_loop(fetch)
