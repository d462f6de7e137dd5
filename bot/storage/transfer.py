"""Moving a community from the SQLite file to PostgreSQL: `python -m bot migrate --to postgresql://...`.

Every row of every table is copied in one PostgreSQL transaction (COPY), the games' numbering goes on
after the highest table number copied, and the counts of both sides are compared before the
transaction commits: either everything arrived, or nothing did. The SQLite file is only read (after
its own migrations, so both sides have the same schema version). The target must hold no game yet.
"""
from __future__ import annotations

from dataclasses import dataclass

from .contract import StorageError
from .postgres import PostgresStorage
from .sqlite import SqliteStorage

# In an order that satisfies the foreign keys (games first).
TABLES = ("games", "seats", "actions", "events", "settings", "posts", "results", "ratings", "undo_states",
          "event_archives", "replays_due")


@dataclass
class Copied:
    table: str
    rows: int


async def sqlite_to_postgres(source: SqliteStorage, target: PostgresStorage) -> list[Copied]:
    """Copy everything from an opened SQLite storage into an opened, empty PostgreSQL one."""
    if await source.schema_version() != await target.schema_version():
        raise StorageError(f"{target.where}: its schema version differs from {source.path}'s; "
                           "update the bot and open both once")
    copied = []
    async with target._write() as pg:
        if await pg.fetchval("SELECT count(*) FROM games"):
            raise StorageError(f"{target.where}: it holds games already; migrate into an empty database")
        for table in TABLES:
            types = {name: kind for name, kind in await pg.fetch(
                "SELECT column_name, data_type FROM information_schema.columns "
                "WHERE table_schema = current_schema() AND table_name = $1", table)}
            async with source._read() as db:
                columns = [row[1] for row in await db.execute_fetchall(f"PRAGMA table_info({table})")]
                rows = await db.execute_fetchall(f"SELECT {', '.join(columns)} FROM {table}")
            booleans = [i for i, column in enumerate(columns) if types[column] == "boolean"]
            records = [_with_booleans(row, booleans) for row in rows]
            if records:
                await pg.copy_records_to_table(table, columns=columns, records=records)
            count = await pg.fetchval(f"SELECT count(*) FROM {table}")
            if count != len(rows):
                raise StorageError(f"{target.where}: {table}: {count} rows arrived of {len(rows)}")
            copied.append(Copied(table, count))
        # the next table opened gets the number after the highest one copied
        await pg.execute("SELECT setval(pg_get_serial_sequence('games', 'id'), "
                         "(SELECT coalesce(max(id), 0) + 1 FROM games), false)")
    return copied


def _with_booleans(row, booleans: list[int]) -> tuple:
    if not booleans:
        return tuple(row)
    values = list(row)
    for index in booleans:
        values[index] = None if values[index] is None else bool(values[index])
    return tuple(values)
