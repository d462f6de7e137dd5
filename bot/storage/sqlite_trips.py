"""The statements of the SQLite storage, each one trip to aiosqlite's database thread (a move makes
few: they are most of a move's storage cost)."""
from __future__ import annotations

import asyncio
from contextlib import suppress


async def all_rows(db, sql: str, params: tuple = ()) -> list:
    return list(await db.execute_fetchall(sql, params))


async def one_row(db, sql: str, params: tuple = ()):
    rows = await all_rows(db, sql, params)
    return rows[0] if rows else None


async def run(db, sql: str, params: tuple = ()) -> None:
    await db.execute_fetchall(sql, params)


async def changed(db, sql: str, params: tuple = ()) -> int:
    """Run an UPDATE or DELETE; the number of rows it changed."""
    return len(await all_rows(db, sql + " RETURNING 1", params))


async def to_the_end(db, sql: str) -> None:
    """Run a statement and wait for its end even if the task is cancelled meanwhile: aiosqlite's
    thread goes on with it regardless (a BEGIN waiting for the write lock succeeds later), and the
    caller must know whether the connection is in a transaction. The cancellation is passed on."""
    task = asyncio.ensure_future(run(db, sql))
    try:
        await asyncio.shield(task)
    except asyncio.CancelledError:
        while not task.done():               # even through a second cancellation
            with suppress(asyncio.CancelledError):
                await asyncio.wait([task])
        raise
