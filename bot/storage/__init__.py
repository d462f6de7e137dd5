"""Storage: the contract the service relies on (`contract.py`: records, statuses, errors, the abstract
`Storage`; its names are re-exported here, so `from bot.storage import GameRecord` works) and its two
backends. `sqlite.SqliteStorage` is the embedded default; `postgres.PostgresStorage` implements the same
methods on PostgreSQL for several bot processes (each method is a single transaction on either).
`storage_for(BOT_DATABASE)` picks one. The backends import `.contract`, never this package."""
from __future__ import annotations

from .contract import (ABANDONED, ACTIVE, FINISHED, LOBBY, OPEN_STATUSES, ActionRecord, ChannelBusy,
                       EventRecord, Finish, GameRecord, Move, RatingRecord, ResultRecord, SeatRecord,
                       Storage, StorageError)

__all__ = ["ABANDONED", "ACTIVE", "FINISHED", "LOBBY", "OPEN_STATUSES", "POSTGRES_SCHEMES", "ActionRecord",
           "ChannelBusy", "EventRecord", "Finish", "GameRecord", "Move", "RatingRecord", "ResultRecord",
           "SeatRecord", "Storage", "StorageError", "storage_for"]


POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def storage_for(location) -> Storage:
    """The storage a `BOT_DATABASE` value names: a `postgresql://` URL is PostgreSQL (asyncpg, the
    `postgres` extra), anything else the path of a SQLite file."""
    if str(location).startswith(POSTGRES_SCHEMES):
        try:
            from .postgres import PostgresStorage
        except ImportError as error:     # the driver is an extra
            raise StorageError(f"{location.split('@')[-1]}: PostgreSQL needs the asyncpg driver: "
                               f"pip install 'builders-table[postgres]' ({error})") from None
        return PostgresStorage(str(location))
    from .sqlite import SqliteStorage
    return SqliteStorage(location)
