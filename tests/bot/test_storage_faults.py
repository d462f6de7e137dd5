"""Storage faults are answered cleanly (issue 10, point 3): a damaged database file or one from a
newer bot is refused with one line, untouched, without leaving aiosqlite's thread running (the
command-line front ends exit at once); a full disk reports itself, writes nothing half-way and
recovers once there is room; a write cancelled while waiting for the write lock never leaves the
shared connection inside a transaction."""
from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.storage import ActionRecord, Move, StorageError
from bot.storage.migrations import MIGRATIONS
from bot.storage.sqlite import SqliteStorage

ROOT = Path(__file__).resolve().parents[2]


HANG_GUARD = 900        # seconds: a subprocess that takes longer hangs (no bound on the machine's speed)


def worker_threads() -> list[threading.Thread]:
    """aiosqlite's connection threads still alive (given a moment to finish stopping)."""
    threads = [t for t in threading.enumerate() if "_connection_worker_thread" in t.name]
    for thread in threads:
        thread.join(timeout=60)           # a guard against a hang; a stopping thread returns at once
    return [t for t in threads if t.is_alive()]


def valid_database(path: Path) -> bytes:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t (x)")
        db.execute("INSERT INTO t VALUES (1)")
    db.close()
    return path.read_bytes()


def random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(10).randbytes(8192))


def bad_magic(path: Path) -> None:          # the header's "SQLite format 3\0" overwritten
    data = bytearray(valid_database(path))
    data[:16] = b"NotSQLite format"
    path.write_bytes(data)


def bad_schema_page(path: Path) -> None:    # the header is fine, sqlite_master's page is not
    data = bytearray(valid_database(path))
    data[100:112] = b"\xff" * 12
    path.write_bytes(data)


DAMAGES = [(random_bytes, "file is not a database"), (bad_magic, "file is not a database"),
           (bad_schema_page, "database disk image is malformed")]


def side_files(path: Path) -> list[Path]:
    return [p for p in (path.with_name(path.name + s) for s in ("-wal", "-shm", "-journal"))
            if p.exists()]


# --- 1. a damaged file ------------------------------------------------------------------------

@pytest.mark.parametrize("damage, reason", DAMAGES, ids=[d.__name__ for d, _ in DAMAGES])
async def test_a_damaged_file_is_one_clear_error_untouched_and_the_thread_stops(tmp_path, damage,
                                                                                reason):
    path = tmp_path / "bot.db"
    damage(path)
    before = path.read_bytes()
    with pytest.raises(StorageError) as caught:
        await SqliteStorage(path).open()
    assert str(caught.value) == f"{path}: {reason}"
    assert worker_threads() == []            # else the process never exits
    assert path.read_bytes() == before
    assert side_files(path) == []


# --- 2. a database from a newer bot -----------------------------------------------------------

async def test_a_database_from_a_newer_bot_is_refused_not_migrated_not_written(tmp_path):
    path = tmp_path / "bot.db"
    storage = SqliteStorage(path)
    await storage.open()
    await storage.close()
    known = MIGRATIONS[-1][0]
    with sqlite3.connect(path) as db:        # a later bot added a migration, and a table with it
        db.execute("INSERT INTO schema_migrations VALUES (?, datetime('now'))", (known + 1,))
        db.execute("CREATE TABLE from_the_future (x)")
    db.close()
    before = path.read_bytes()
    with pytest.raises(StorageError) as caught:
        await SqliteStorage(path).open()
    message = str(caught.value)
    assert message.startswith(f"{path}: ") and "\n" not in message
    assert "newer version of the bot" in message
    assert f"schema {known + 1}, this bot knows up to {known}" in message
    assert "update the bot" in message
    assert worker_threads() == []
    assert path.read_bytes() == before
    assert side_files(path) == []


# --- the front ends: one line on stderr, a non-zero exit, at once -----------------------------

@pytest.mark.parametrize("command, expected", [
    (["console", "--no-images", "--db", "{db}"], "Cannot use the database {db}: file is not a database"),
    (["console", "--no-images", "--lang", "pl", "--db", "{db}"],
     "Nie można użyć bazy danych {db}: file is not a database"),
    (["demo", "nehemiah", "--no-images", "--db", "{db}"],
     "Cannot use the database {db}: file is not a database"),
    (["--db", "{db}", "run"], "Cannot use the database {db}: file is not a database"),
    (["--db", "{db}", "sync"], "Cannot use the database {db}: file is not a database"),
], ids=["console", "console-pl", "demo", "run", "sync"])
def test_the_command_line_refuses_a_damaged_database_in_one_line(tmp_path, command, expected):
    path = tmp_path / "bot.db"
    random_bytes(path)
    before = path.read_bytes()
    # `run` checks the database before it connects to Discord: a dummy token never goes out
    env = {**os.environ, "DISCORD_TOKEN": "not-a-token"}
    done = subprocess.run([sys.executable, "-m", "bot", *(a.format(db=path) for a in command)],
                          cwd=ROOT, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, timeout=HANG_GUARD)
    assert done.returncode == 3, done.stderr
    assert done.stderr.splitlines() == [expected.format(db=path)], done.stderr
    assert done.stdout == ""
    assert path.read_bytes() == before


# --- 3. a full disk ---------------------------------------------------------------------------

async def started_game(storage: SqliteStorage):
    game = await storage.create_game(guild="g", channel="c", game="nehemiah", options={}, seed=1,
                                     host="u1", host_name="Ann", at=0)
    assert await storage.add_seat(game.id, "u2", "Bob", game.version, 1)
    game = await storage.game(game.id)
    start = Move(game=game.id, expected_version=game.version, state="{}", status="active",
                 awaiting=[0], awaiting_since=2, next_reminder_at=None, action=None,
                 events=[{"kind": "started"}], at=2)
    assert await storage.start_game(game.id, game.version, ["u1", "u2"], start)
    return await storage.game(game.id)


def rows(path: Path) -> list:
    with sqlite3.connect(path) as db:
        result = [db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
                  for t in ("games", "seats", "actions", "events", "settings")]
    db.close()
    return result


# Both moves make SQLite answer SQLITE_FULL and roll the whole transaction back itself (checked: the
# connection is out of its transaction right after the failing statement), so the old ROLLBACK
# failed with "cannot rollback - no transaction is active" and hid the real error. The case where
# a statement fails but the transaction goes on (a rollback is still needed) is the stale version
# and the busy channel of test_storage.py.
@pytest.mark.parametrize("big", ["state", "events"])
async def test_a_full_disk_is_reported_writes_nothing_and_passes_once_there_is_room(tmp_path, big):
    path = tmp_path / "bot.db"
    storage = SqliteStorage(path)
    await storage.open()
    try:
        game = await started_game(storage)
        huge = "x" * 2_000_000
        move = Move(game=game.id, expected_version=game.version,
                    state=huge if big == "state" else '{"small": 1}', status="active",
                    awaiting=[1], awaiting_since=3, next_reminder_at=None,
                    action=ActionRecord(0, 0, "u1", "d1", "c1", 3),
                    events=[{"kind": "big", "text": huge}] if big == "events" else [{"kind": "x"}],
                    at=3)
        db = storage._db
        async with db.execute("PRAGMA page_count") as cursor:
            pages = (await cursor.fetchone())[0]
        async with db.execute(f"PRAGMA max_page_count = {pages + 2}"):   # the disk is "full"
            pass
        before = rows(path)
        with pytest.raises(sqlite3.OperationalError, match="database or disk is full"):
            await storage.commit_move(move)
        assert not db.in_transaction
        assert rows(path) == before                                     # nothing half-written
        assert (await storage.game(game.id)).version == game.version

        async with db.execute("PRAGMA max_page_count = 1000000"):       # room again
            pass
        assert await storage.commit_move(move)
        after = await storage.game(game.id)
        assert after.version == game.version + 1 and after.state == move.state
        assert [a.decision for a in await storage.actions(game.id)] == ["d1"]
        assert (await storage.events(game.id))[-1].event == move.events[-1]
    finally:
        await storage.close()


# --- 4. a write cancelled while it waits for the write lock -----------------------------------

async def test_a_write_cancelled_waiting_for_the_lock_leaves_no_transaction_open(tmp_path):
    path = tmp_path / "bot.db"
    storage = SqliteStorage(path)
    await storage.open()
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")         # another process holds the write lock
        write = asyncio.create_task(storage.set_settings([("guild", "g", "lang", "pl")]))
        await asyncio.sleep(0.2)                 # BEGIN IMMEDIATE now waits (busy_timeout 5 s)
        write.cancel()
        await asyncio.sleep(0.05)
        other.execute("ROLLBACK")                # the lock is free: the waiting BEGIN succeeds
        with pytest.raises(asyncio.CancelledError):
            await write
        for _ in range(6000):                    # let aiosqlite's thread settle (a hang guard of
            if not storage._db.in_transaction:   # a minute, not a bound on speed)
                break
            await asyncio.sleep(0.01)
        assert not storage._db.in_transaction
        assert await storage.get_settings("guild", "g") == {}             # the cancelled write
        await storage.set_settings([("guild", "g", "lang", "en")])      # the next one works
        assert await storage.get_settings("guild", "g") == {"lang": "en"}
    finally:
        other.close()
        await storage.close()
