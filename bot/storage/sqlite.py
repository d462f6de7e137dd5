"""The embedded default storage: SQLite through aiosqlite, one file.

WAL journal, a busy timeout, foreign keys on, every write in `BEGIN IMMEDIATE ... COMMIT`, numbered
migrations recorded in the database. One connection is shared, so operations are serialised by a lock:
a transaction is never interleaved with another coroutine's statements.

Faults are answered cleanly: `open()` reads the file before anything writes to it, so a damaged file
or one from a newer bot is refused with a one-line `StorageError`, untouched, and the connection (with
aiosqlite's thread) is closed again. A failed write is rolled back only if SQLite has not done so
itself (as on a full disk), never hiding the error; BEGIN, COMMIT and ROLLBACK run to their end even
when the task is cancelled meanwhile, so the shared connection is never left inside a transaction.
"""
from __future__ import annotations

import asyncio
import json
import sqlite3
from contextlib import asynccontextmanager, suppress
from pathlib import Path

import aiosqlite

from . import archive
from .contract import (ACTIVE, new_web_key, ActionRecord, ChannelBusy, EventRecord, GameRecord, LOBBY, Move, OPEN_STATUSES,
                       SeatRecord, StorageError)
from .migrations import MIGRATIONS
from .rows import GAME_COLUMNS, GAME_COLUMNS_OF_G, game_of
from .sqlite_history import SqliteHistory, store_finish
from .sqlite_trips import all_rows as _all, changed as _changed, one_row as _one, run as _run
from .sqlite_trips import to_the_end as _to_the_end


# Written into the SQL, not bound: only then can SQLite use the partial index of open games.
_OPEN = "(" + ", ".join(f"'{status}'" for status in OPEN_STATUSES) + ")"
# The states undo needs are those of one player's trailing run of actions (kept_actions of migration 8
# keeps and deletes them with each action); none once the game is over or abandoned.
_FORGET_UNDO_STATES = "DELETE FROM undo_states WHERE game = ? AND seq < ?"


def _game_and_seats(rows) -> tuple[GameRecord | None, list[SeatRecord]]:
    """A game's row joined with each of its seats (one row with empty seat columns if it has none)."""
    if not rows:
        return None, []
    width = len(GAME_COLUMNS.split(","))
    return game_of(rows[0][:width]), [SeatRecord(*row[width:]) for row in rows if row[width] is not None]


def _seats_text(seats: list[int]) -> str:
    return " ".join(str(s) for s in seats)


class SqliteStorage(SqliteHistory):
    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    async def open(self) -> None:
        """Connect, check the file by reading it, and only then set it up (WAL) and migrate: a
        database that cannot be used is a StorageError and is left as it was."""
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._db = await aiosqlite.connect(self.path, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            raise StorageError(f"{self.path}: {error}") from error
        try:
            await _run(self._db, "PRAGMA busy_timeout=5000")
            await self._check()
            await _run(self._db, "PRAGMA journal_mode=WAL")
            await _run(self._db, "PRAGMA foreign_keys=ON")
            await _run(self._db, "PRAGMA synchronous=NORMAL")
            await self._migrate()
        except BaseException as error:
            # Close on any failure: aiosqlite's thread is not a daemon and would keep the process
            # alive. A failing close must not hide the error.
            with suppress(Exception):
                await self.close()
            self._db = None
            if isinstance(error, sqlite3.Error):
                raise StorageError(f"{self.path}: {error}") from error
            raise

    async def _check(self) -> None:
        """Read before anything writes: a damaged file fails here (sqlite3.DatabaseError), and a
        schema newer than the last migration this code knows is refused."""
        await _one(self._db, "SELECT count(*) FROM sqlite_master")
        if await _one(self._db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                                "name = 'schema_migrations'"):
            found = (await _one(self._db, "SELECT max(version) FROM schema_migrations"))[0] or 0
            known = MIGRATIONS[-1][0]
            if found > known:
                raise StorageError(
                    f"{self.path}: the database was written by a newer version of the bot (schema "
                    f"{found}, this bot knows up to {known}); update the bot to use it")

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def _migrate(self) -> None:
        async with self._write() as db:
            await _run(db, "CREATE TABLE IF NOT EXISTS schema_migrations ("
                             "version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
            done = {row[0] for row in await _all(db, "SELECT version FROM schema_migrations")}
            for version, script in MIGRATIONS:
                if version in done:
                    continue
                for statement in script.split(";\n"):
                    if statement.strip():
                        await _run(db, statement)
                await _run(db, "INSERT INTO schema_migrations VALUES (?, datetime('now'))", (version,))

    async def schema_version(self) -> int:
        async with self._read() as db:
            row = await _one(db, "SELECT max(version) FROM schema_migrations")
            return row[0] or 0

    @asynccontextmanager
    async def _read(self):
        async with self._lock:
            yield self._db

    @asynccontextmanager
    async def _write(self):
        """One transaction: committed if the block finishes, rolled back on any exception (also a
        cancellation, even one that came while BEGIN waited for the write lock)."""
        async with self._lock:
            try:
                await _to_the_end(self._db, "BEGIN IMMEDIATE")
                yield self._db
                await _to_the_end(self._db, "COMMIT")
            except BaseException:
                # SQLite may have rolled back itself (e.g. SQLITE_FULL): ROLLBACK would then fail
                # with "no transaction is active". A failing rollback never replaces the error.
                if self._db.in_transaction:
                    with suppress(Exception):
                        await _to_the_end(self._db, "ROLLBACK")
                raise

    # --- games and seats ------------------------------------------------------------------------

    async def create_game(self, *, guild, channel, game, options, seed, host, host_name, at,
                          parent=None, thread=False, pictures="turn", seating=None):
        try:
            async with self._write() as db:
                [game_id] = await _one(db,
                        "INSERT INTO games (guild, channel, game, options, seed, status, host, "
                        "created_at, updated_at, parent, thread, pictures, seating, web_key) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                        (guild, channel, game, json.dumps(options, sort_keys=True), seed, LOBBY, host,
                         at, at, parent, int(thread), pictures, seating, new_web_key()))
                await _run(db, "INSERT INTO seats (game, user, name, joined) VALUES (?, ?, ?, 0)",
                                 (game_id, host, host_name))
        except sqlite3.IntegrityError as error:
            if "games" in str(error) or "UNIQUE" in str(error):
                raise ChannelBusy(channel) from None
            raise
        return await self.game(game_id)

    async def open_game(self, channel):
        async with self._read() as db:
            row = await _one(db,
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel = ? AND status IN {_OPEN}",
                (channel,))
        return game_of(row) if row else None

    async def game_by_web_key(self, key):
        async with self._read() as db:
            row = await _one(db, f"SELECT {GAME_COLUMNS} FROM games WHERE web_key = ?", (key,))
        return game_of(row) if row else None

    async def open_game_with_seats(self, channel):
        async with self._read() as db:
            rows = await _all(db,
                f"SELECT {GAME_COLUMNS_OF_G}, s.user, s.name, s.joined, s.seat, s.muted_version FROM games g "
                f"LEFT JOIN seats s ON s.game = g.id WHERE g.channel = ? AND g.status IN {_OPEN} "
                "ORDER BY coalesce(s.seat, s.joined + 1000), s.joined", (channel,))
        return _game_and_seats(rows)

    async def open_games_under(self, parent):
        async with self._read() as db:
            rows = await _all(db,
                f"SELECT {GAME_COLUMNS} FROM games WHERE parent = ? AND status IN {_OPEN} ORDER BY id",
                (parent,))
        return [game_of(row) for row in rows]

    async def move_to_thread(self, game_id, thread):
        async with self._write() as db:
            return await _changed(db,
                f"UPDATE games SET parent = channel, channel = ? WHERE id = ? AND thread = 1 "
                f"AND parent IS NULL AND status IN {_OPEN}", (thread, game_id)) == 1

    async def set_pictures(self, game_id, pictures):
        async with self._write() as db:
            return await _changed(db, f"UPDATE games SET pictures = ? WHERE id = ? AND status IN {_OPEN}",
                                  (pictures, game_id)) == 1

    async def set_seating(self, game_id, expected_version, seating, at):
        async with self._write() as db:
            return await _changed(db,
                "UPDATE games SET seating = ?, version = version + 1, updated_at = ? WHERE id = ? "
                "AND version = ? AND status = ?", (seating, at, game_id, expected_version, LOBBY)) == 1

    async def latest_game(self, channel):
        async with self._read() as db:
            row = await _one(db,
                f"SELECT {GAME_COLUMNS} FROM games WHERE channel = ? ORDER BY id DESC LIMIT 1",
                (channel,))
        return game_of(row) if row else None

    async def game(self, game_id):
        async with self._read() as db:
            row = await _one(db, f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?",
                                          (game_id,))
        return game_of(row) if row else None

    async def seats(self, game_id):
        async with self._read() as db:
            rows = await _all(db,
                "SELECT user, name, joined, seat, muted_version FROM seats WHERE game = ? "
                "ORDER BY coalesce(seat, joined + 1000), joined", (game_id,))
        return [SeatRecord(*row) for row in rows]

    async def _bump(self, db, game_id: int, expected_version: int, at: float) -> bool:
        changed = await _changed(db,
            "UPDATE games SET version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
            (at, game_id, expected_version))
        return changed == 1

    async def add_seat(self, game_id, user, name, expected_version, at):
        async with self._write() as db:
            if not await self._bump(db, game_id, expected_version, at):
                return False
            joined = (await _one(db, "SELECT coalesce(max(joined), -1) + 1 FROM seats "
                                              "WHERE game = ?", (game_id,)))[0]
            await _run(db, "INSERT INTO seats (game, user, name, joined) VALUES (?, ?, ?, ?)",
                             (game_id, user, name, joined))
        return True

    async def remove_seat(self, game_id, user, expected_version, at):
        async with self._write() as db:
            if not await self._bump(db, game_id, expected_version, at):
                return False
            await _run(db, "DELETE FROM seats WHERE game = ? AND user = ?", (game_id, user))
        return True

    async def start_game(self, game_id, expected_version, order, move):
        try:
            async with self._write() as db:
                applied = await self._apply(db, move)     # the version first, as on PostgreSQL
                for seat, user in enumerate(order):
                    await _run(db, "UPDATE seats SET seat = ? WHERE game = ? AND user = ?",
                                     (seat, game_id, user))
                return applied
        except _Stale:
            return False

    async def set_status(self, game_id, expected_version, status, at):
        async with self._write() as db:
            changed = await _changed(db,
                "UPDATE games SET status = ?, version = version + 1, updated_at = ?, "
                "next_reminder_at = NULL, seating_due = NULL WHERE id = ? AND version = ?",
                (status, at, game_id, expected_version))
            if changed == 1 and status != ACTIVE:
                await _run(db, _FORGET_UNDO_STATES, (game_id, 2**62))
                await _archive_events(db, game_id)
            return changed == 1

    # --- moves ----------------------------------------------------------------------------------

    async def _apply(self, db, move: Move) -> bool:
        changed = await _changed(db,
            "UPDATE games SET state = ?, status = ?, version = version + 1, awaiting = ?, "
            "awaiting_since = ?, next_reminder_at = ?, updated_at = ?, "
            "reminders_sent = CASE WHEN ? THEN reminders_sent ELSE 0 END, "
            # shown: the move's events (numbered after the game's last) end the summary of a board
            "shown_seq = CASE WHEN ? THEN (SELECT coalesce(max(seq), 0) FROM events WHERE game = ?) + ? "
            "ELSE min(shown_seq, (SELECT coalesce(max(seq), 0) FROM events WHERE game = ?)) END, "
            "seating = CASE WHEN ? THEN ? ELSE seating END, "
            "seating_due = CASE WHEN ? THEN ? ELSE seating_due END, "
            "shown_view = coalesce(?, shown_view) "
            "WHERE id = ? AND version = ?",
            (move.state, move.status, _seats_text(move.awaiting), move.awaiting_since,
             move.next_reminder_at, move.at, move.keeps_wait, move.shown, move.game, len(move.events), move.game,
             move.seating is not None, move.seating, move.seating is not None,
             move.seating_due if move.status == ACTIVE else None, move.shown_view, move.game,
             move.expected_version))
        if changed != 1:
            raise _Stale()
        if move.new_owner is not None:
            seat, user, name = move.new_owner
            await _run(db, "UPDATE seats SET user = ?, name = ?, muted_version = NULL WHERE game = ? "
                           "AND seat = ?", (user, name, move.game, seat))
        if move.action is not None:     # the action with the state kept for undo (migration 8)
            action = move.action
            await _run(db, "INSERT INTO kept_actions (game, seat, user, decision, choice, at, state) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (move.game, action.seat, action.user, action.decision, json.dumps(action.choice), action.at,
                        action.before if move.status == ACTIVE else None))
        if move.status != ACTIVE:       # over: nothing is taken back any more
            await _run(db, _FORGET_UNDO_STATES, (move.game, 2**62))
        for start in range(0, len(move.events), _EVENTS_PER_INSERT):
            await _insert_events(db, move, start)
        if move.status != ACTIVE:
            await _archive_events(db, move.game)
        if move.finish is not None:
            await store_finish(db, move.game, move.finish, move.at)
            await _run(db, "INSERT INTO replays_due (game) VALUES (?)", (move.game,))
        return True

    async def commit_move(self, move):
        try:
            async with self._write() as db:
                return await self._apply(db, move)
        except _Stale:
            return False

    async def undo_last(self, game_id, seq, move):
        try:
            async with self._write() as db:
                changed = await _changed(db, "UPDATE actions SET undone = 1 "
                                          "WHERE game = ? AND seq = ? AND undone = 0", (game_id, seq))
                if changed != 1:
                    raise _Stale()
                await _run(db, "DELETE FROM undo_states WHERE game = ? AND seq = ?", (game_id, seq))
                await _run(db, "DELETE FROM events WHERE game = ? AND action = ?", (game_id, seq))
                await _run(db, "UPDATE games SET undos = undos + 1 WHERE id = ?", (game_id,))
                return await self._apply(db, move)
        except _Stale:
            return False

    async def actions(self, game_id, *, include_undone=False):
        query = "SELECT seq, seat, user, decision, choice, at, undone FROM actions WHERE game = ?"
        if not include_undone:
            query += " AND undone = 0"
        async with self._read() as db:
            rows = await _all(db, query + " ORDER BY seq", (game_id,))
        return [ActionRecord(seq, seat, user, decision, json.loads(choice), at, bool(undone))
                for seq, seat, user, decision, choice, at, undone in rows]

    async def last_action(self, game_id):
        async with self._read() as db:
            row = await _one(db, "SELECT actions.seq, seat, user, decision, choice, at, undone, undo_states.state "
                                 "FROM actions LEFT JOIN undo_states USING (game, seq) "
                                 "WHERE actions.game = ? AND undone = 0 ORDER BY actions.seq DESC LIMIT 1",
                             (game_id,))
        if row is None:
            return None
        seq, seat, user, decision, choice, at, undone, before = row
        return ActionRecord(seq, seat, user, decision, json.loads(choice), at, bool(undone), before)

    async def events(self, game_id, *, before=None, limit=20):
        found = await self._events("SELECT seq, action, at, event FROM events WHERE game = ? AND seq < ? "
                                   "ORDER BY seq DESC LIMIT ?", (game_id, before or 2**62, limit), game_id,
                                   lambda record: not before or record.seq < before)
        return found[-limit:] if limit > 0 else []

    async def _events(self, query: str, params: tuple, game_id: int, keep) -> list[EventRecord]:
        """The events `query` finds, oldest first, in one trip; of a game that has left play, those
        of its packed events that `keep` keeps (it has no rows any more)."""
        async with self._read() as db:
            rows = await _all(db, f"SELECT seq, action, at, event, NULL FROM ({query}) UNION ALL "
                                  "SELECT NULL, NULL, NULL, NULL, events FROM event_archives WHERE game = ?",
                              params + (game_id,))
        return archive.found(rows, keep)

    async def events_after(self, game_id, seq):
        return await self._events("SELECT seq, action, at, event FROM events WHERE game = ? AND seq > ?",
                                  (game_id, seq), game_id, lambda record: record.seq > seq)

    async def last_action_events(self, game_id, seq):
        return await self._events("SELECT seq, action, at, event FROM events WHERE game = ? AND action = ?",
                                  (game_id, seq), game_id, lambda record: record.action == seq)

    async def post_of(self, game_id, slot):
        async with self._read() as db:
            row = await _one(db, "SELECT message FROM posts WHERE game = ? AND slot = ?", (game_id, slot))
        return row[0] if row else None

    async def remember_post(self, game_id, slot, message):
        async with self._write() as db:
            await _run(db, "INSERT INTO posts (game, slot, message) VALUES (?, ?, ?) "
                           "ON CONFLICT (game, slot) DO UPDATE SET message = excluded.message",
                       (game_id, slot, message))

    async def claim_replays(self, now, stale_before, *, game_id=None, limit=10):
        async with self._write() as db:
            rows = await _all(db, "UPDATE replays_due SET claimed_at = ? WHERE game IN (SELECT game FROM replays_due "
                                  "WHERE (claimed_at IS NULL OR claimed_at < ?) AND (? IS NULL OR game = ?) "
                                  "ORDER BY game LIMIT ?) RETURNING game", (now, stale_before, game_id, game_id, limit))
        return sorted(game for (game,) in rows)

    async def replay_done(self, game_id):
        async with self._write() as db:
            await _run(db, "DELETE FROM replays_due WHERE game = ?", (game_id,))

    async def mute_seat(self, game_id, user, version):
        async with self._write() as db:
            await _run(db, "UPDATE seats SET muted_version = ? WHERE game = ? AND user = ?",
                             (version, game_id, user))

    # --- settings -------------------------------------------------------------------------------

    async def get_settings(self, scope, target):
        async with self._read() as db:
            rows = await _all(db, "SELECT key, value FROM settings WHERE scope = ? AND "
                                           "target = ?", (scope, target))
        return dict(rows)

    async def get_settings_many(self, wanted):
        if not wanted:
            return {}
        where = " OR ".join(["(scope = ? AND target = ?)"] * len(wanted))
        async with self._read() as db:
            rows = await _all(db, f"SELECT scope, target, key, value FROM settings WHERE {where}",
                              tuple(part for pair in wanted for part in pair))
        found: dict[tuple[str, str], dict[str, str]] = {}
        for scope, target, key, value in rows:
            found.setdefault((scope, target), {})[key] = value
        return found

    async def set_settings(self, changes):
        async with self._write() as db:
            for scope, target, key, value in changes:
                if value is None:
                    await _run(db, "DELETE FROM settings WHERE scope = ? AND target = ? AND key = ?",
                               (scope, target, key))
                else:
                    await _run(db, "INSERT INTO settings VALUES (?, ?, ?, ?) ON CONFLICT (scope, "
                               "target, key) DO UPDATE SET value = excluded.value",
                               (scope, target, key, value))

    # --- reminders ------------------------------------------------------------------------------

    async def due_reminders(self, now, limit):
        async with self._read() as db:
            rows = await _all(db,
                f"SELECT {GAME_COLUMNS} FROM games WHERE status = ? AND next_reminder_at <= ? "
                "ORDER BY next_reminder_at LIMIT ?", (ACTIVE, now, limit))
        return [game_of(row) for row in rows]

    async def due_seatings(self, now, limit):
        async with self._read() as db:
            rows = await _all(db,
                f"SELECT {GAME_COLUMNS} FROM games WHERE status = ? AND seating_due <= ? "
                "ORDER BY seating_due LIMIT ?", (ACTIVE, now, limit))
        return [game_of(row) for row in rows]

    async def mark_reminded(self, game_id, version, sent_before, next_at):
        async with self._write() as db:
            changed = await _changed(db,
                "UPDATE games SET reminders_sent = reminders_sent + 1, next_reminder_at = ? "
                "WHERE id = ? AND version = ? AND reminders_sent = ?",
                (next_at, game_id, version, sent_before))
            return changed == 1

    async def reschedule_seating(self, game_id, version, due):
        async with self._write() as db:
            return await _changed(db, "UPDATE games SET seating_due = ? WHERE id = ? AND version = ?",
                                  (due, game_id, version)) == 1

    async def reschedule_reminder(self, game_id, version, next_at):
        async with self._write() as db:
            changed = await _changed(db, "UPDATE games SET next_reminder_at = ? WHERE id = ? AND "
                                      "version = ?", (next_at, game_id, version))
            return changed == 1

    async def unmark_reminded(self, game_id, version, sent_after, next_at):
        async with self._write() as db:
            return await _changed(db,
                "UPDATE games SET reminders_sent = reminders_sent - 1, next_reminder_at = ? "
                "WHERE id = ? AND version = ? AND reminders_sent = ? AND reminders_sent > 0",
                (next_at, game_id, version, sent_after)) == 1

    async def disable_reminders(self, channel):
        async with self._write() as db:
            await _run(db, "UPDATE games SET next_reminder_at = NULL WHERE channel = ? AND "
                             "status = ?", (channel, ACTIVE))

    async def games_of_user(self, user):
        async with self._read() as db:
            rows = await _all(db,
                f"SELECT {GAME_COLUMNS_OF_G}, "
                "s.user, s.name, s.joined, s.seat, s.muted_version FROM games g JOIN seats s "
                "ON s.game = g.id WHERE s.user = ? AND g.status IN (?, ?) ORDER BY g.updated_at DESC",
                (user, *OPEN_STATUSES))
        width = len(GAME_COLUMNS.split(','))
        return [(game_of(row[:width]), SeatRecord(*row[width:])) for row in rows]


_EVENTS_PER_INSERT = 500       # 5 parameters each: well under SQLite's limit of bound parameters


async def _archive_events(db, game_id: int) -> None:
    """The game has left play: its events go into one packed row (bot/storage/archive.py)."""
    rows = await _all(db, "SELECT seq, action, at, event FROM events WHERE game = ? ORDER BY seq", (game_id,))
    if rows:
        await _run(db, "INSERT INTO event_archives (game, events) VALUES (?, ?)", (game_id, archive.pack(rows)))
        await _run(db, "DELETE FROM events WHERE game = ?", (game_id,))


async def _insert_events(db, move: Move, start: int) -> None:
    """One statement for a move's events (or a chunk of them), numbered after the game's last, each
    with its action (the game's last, just inserted), if the move has one."""
    chunk = move.events[start:start + _EVENTS_PER_INSERT]
    rows = " UNION ALL ".join(f"SELECT ?, n + {i + 1}, action, ?, ? FROM last" for i in range(len(chunk)))
    params: list = [move.game, move.action is not None, move.game]
    for event in chunk:
        params += [move.game, move.at, archive.text(event)]
    await _run(db, "WITH last(n, action) AS (SELECT (SELECT coalesce(max(seq), 0) FROM events WHERE game = ?), "
                   "CASE WHEN ? THEN (SELECT max(seq) FROM actions WHERE game = ?) END) "
                   f"INSERT INTO events (game, seq, action, at, event) {rows}", tuple(params))


class _Stale(Exception):
    """The game moved on (version mismatch): roll the transaction back."""
