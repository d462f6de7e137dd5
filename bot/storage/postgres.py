"""PostgreSQL storage (asyncpg), for communities that outgrow one process: several bot processes
(Discord shards) share one database with the same guarantees as the embedded SQLite file.

Chosen when `BOT_DATABASE` is a `postgresql://` URL. Every method is one transaction on a connection
of a pool; there is no process-wide lock, so the guarantees come from the database itself:

* a move is `UPDATE games ... WHERE id = $1 AND version = $2` first: a racing transaction on the same
  game waits for that row's lock and then finds the version moved on (READ COMMITTED re-reads the
  row), so exactly one of two racing moves is stored, from any process;
* a reminder is claimed by a conditional update (`mark_reminded`: the version and the count of
  reminders sent), so two sweepers never send the same one;
* ratings are read `FOR UPDATE` when a game ends, so two games ending at once both count;
* migrations run under an advisory lock, so processes starting together migrate once.

The schema is `POSTGRES_MIGRATIONS` (bot/storage/migrations.py), numbered like SQLite's. A database
written by a newer bot is refused with a one-line StorageError. `schema` puts every table in a schema
of its own (tests; or several bots in one database).
"""
from __future__ import annotations

import asyncio
import json
import re
from contextlib import asynccontextmanager, suppress

import asyncpg

from . import archive
from .contract import (ACTIVE, new_web_key, ActionRecord, ChannelBusy, EventRecord, GameRecord, LOBBY, Move, OPEN_STATUSES,
                       SeatRecord, StorageError)
from .migrations import POSTGRES_MIGRATIONS
from .postgres_history import PostgresHistory, store_finish
from .rows import GAME_COLUMNS, GAME_COLUMNS_OF_G, game_of

_OPEN = "(" + ", ".join(f"'{status}'" for status in OPEN_STATUSES) + ")"
# The states undo needs are those of one player's trailing run of actions; none behind a barrier (an
# action kept without its state) or once the game is over: this deletes those before a number.
_FORGET_UNDO_STATES = "DELETE FROM undo_states WHERE game = $1 AND seq < $2"
# A move's action, the state kept for undo (and the earlier player's states deleted: they are behind
# this action), and its events, in one statement: $1 game, $2 seat, $3 user, $4 decision, $5 choice,
# $6 the state before it (NULL: a barrier, all earlier states go), $7 whether the game goes on, $8 the
# time, $9 the events.
_ACTION_WITH_EVENTS = (
    "WITH action AS (INSERT INTO actions (game, seq, seat, \"user\", decision, choice, at) "
    "SELECT $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5, $8 FROM actions WHERE game = $1 RETURNING seq), "
    "kept AS (INSERT INTO undo_states (game, seq, state) SELECT $1, seq, $6 FROM action "
    "WHERE $6::text IS NOT NULL AND $7), "
    "gone AS (DELETE FROM undo_states WHERE game = $1 AND seq < (SELECT seq FROM action) AND ($6::text IS NULL "
    "OR seq <= coalesce((SELECT seq FROM actions WHERE game = $1 AND NOT undone AND \"user\" <> $3 "
    "ORDER BY seq DESC LIMIT 1), 0))), "
    "logged AS (INSERT INTO events (game, seq, action, at, event) "
    "SELECT $1, last.n + e.ord, (SELECT seq FROM action), $8, e.event FROM "
    "(SELECT coalesce(max(seq), 0) AS n FROM events WHERE game = $1) AS last, "
    "unnest($9::text[]) WITH ORDINALITY AS e(event, ord)) "
    "SELECT seq FROM action")
_FAR = 2**31 - 1                        # past any action's or event's number (the columns are integers)
_MIGRATION_LOCK = 0x6275696C64          # pg_advisory_xact_lock key: one migrating process at a time
_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")


def _count(status: str) -> int:
    """The rows an UPDATE or DELETE changed, from asyncpg's status line ("UPDATE 1")."""
    return int(status.rsplit(" ", 1)[-1])


class _Stale(Exception):
    """The game moved on (version mismatch): roll the transaction back."""


async def _keep_session(connection: asyncpg.Connection) -> None:
    """A connection goes back to the pool as it is: asyncpg's default reset (a query that unlocks
    advisory locks, closes cursors, unlistens and resets settings) is a round trip after every use,
    and nothing here leaves any of those behind: the locks are transaction locks, there are no
    cursors, listeners or SET, and the search path is set when connecting. An open transaction is
    still rolled back by asyncpg itself."""


class PostgresStorage(PostgresHistory):
    def __init__(self, url: str, *, schema: str | None = None, pool_size: int = 10) -> None:
        if schema is not None and not _SCHEMA_NAME.fullmatch(schema):
            raise ValueError(f"not a plain schema name: {schema!r}")
        self.url = url
        self.schema = schema
        self.pool_size = pool_size
        self._pool: asyncpg.Pool | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def where(self) -> str:
        """The database as said in messages (without a password)."""
        text = re.sub(r"//([^:@/]+):[^@/]*@", r"//\1:***@", self.url)
        return f"{text} (schema {self.schema})" if self.schema else text

    async def open(self) -> None:
        """Connect, check the schema version before writing anything, then migrate; a database that
        cannot be used is a one-line StorageError and is left as it was."""
        try:
            if self.schema:
                connection = await asyncpg.connect(self.url, timeout=10)
                try:
                    await connection.execute(f"CREATE SCHEMA IF NOT EXISTS {self.schema}")
                finally:
                    await connection.close()
            await self._pool_here()
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as error:
            raise StorageError(f"{self.where}: {error}") from error
        try:
            await self._migrate()
        except BaseException as error:
            await self.close()
            if isinstance(error, (asyncpg.PostgresError, asyncpg.InterfaceError)):
                raise StorageError(f"{self.where}: {error}") from error
            raise

    async def _pool_here(self) -> asyncpg.Pool:
        """The connection pool of the running event loop. asyncpg's connections belong to the loop
        that made them; a storage used from another loop afterwards (tests, a console's runner) gets
        a pool of that loop, and the old one's connections are dropped."""
        loop = asyncio.get_running_loop()
        if self._pool is None or self._loop is not loop:
            self._drop_pool()
            self._pool = await asyncpg.create_pool(
                self.url, min_size=1, max_size=self.pool_size, timeout=10, reset=_keep_session,
                server_settings={"search_path": self.schema} if self.schema else {})
            self._loop = loop
        return self._pool

    def _drop_pool(self) -> None:
        if self._pool is not None:
            with suppress(Exception):          # its loop may be closed already
                self._pool.terminate()
            self._pool, self._loop = None, None

    async def close(self) -> None:
        if self._pool is not None and self._loop is asyncio.get_running_loop():
            await self._pool.close()
            self._pool, self._loop = None, None
        self._drop_pool()

    async def _migrate(self) -> None:
        known = POSTGRES_MIGRATIONS[-1][0]
        async with self._write() as db:
            await db.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            await db.execute("CREATE TABLE IF NOT EXISTS schema_migrations ("
                             "version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())")
            done = {row[0] for row in await db.fetch("SELECT version FROM schema_migrations")}
            if done and max(done) > known:
                raise StorageError(
                    f"{self.where}: the database was written by a newer version of the bot (schema "
                    f"{max(done)}, this bot knows up to {known}); update the bot to use it")
            for version, script in POSTGRES_MIGRATIONS:
                if version in done:
                    continue
                await db.execute(script)
                # the first script makes the whole schema of the versions before it
                first = version if done or version != POSTGRES_MIGRATIONS[0][0] else 1
                await db.executemany("INSERT INTO schema_migrations (version) VALUES ($1)",
                                     [(v,) for v in range(first, version + 1)])
                done.add(version)

    async def schema_version(self) -> int:
        async with self._read() as db:
            return await db.fetchval("SELECT max(version) FROM schema_migrations") or 0

    @asynccontextmanager
    async def _read(self):
        async with (await self._pool_here()).acquire() as connection:
            yield connection

    @asynccontextmanager
    async def _write(self):
        """One transaction: committed if the block finishes, rolled back on any exception."""
        async with (await self._pool_here()).acquire() as connection:
            async with connection.transaction():
                yield connection

    # --- games and seats ------------------------------------------------------------------------

    async def create_game(self, *, guild, channel, game, options, seed, host, host_name, at,
                          parent=None, thread=False, pictures="turn", seating=None):
        try:
            async with self._write() as db:
                game_id = await db.fetchval(
                    "INSERT INTO games (guild, channel, game, options, seed, status, host, created_at, "
                    "updated_at, parent, thread, pictures, seating, web_key) "
                    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id",
                    guild, channel, game, json.dumps(options, sort_keys=True), seed, LOBBY, host, at, at,
                    parent, bool(thread), pictures, seating, new_web_key())
                await db.execute('INSERT INTO seats (game, "user", name, joined) VALUES ($1, $2, $3, 0)',
                                 game_id, host, host_name)
        except asyncpg.UniqueViolationError:
            raise ChannelBusy(channel) from None
        return await self.game(game_id)

    async def _games(self, sql: str, *params) -> list[GameRecord]:
        async with self._read() as db:
            return [game_of(row) for row in await db.fetch(sql, *params)]

    async def _one_game(self, sql: str, *params) -> GameRecord | None:
        games = await self._games(sql, *params)
        return games[0] if games else None

    async def open_game(self, channel):
        return await self._one_game(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel = $1 AND status IN {_OPEN}", channel)

    async def game_by_web_key(self, key):
        return await self._one_game(f"SELECT {GAME_COLUMNS} FROM games WHERE web_key = $1", key)

    async def open_game_with_seats(self, channel):
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT {GAME_COLUMNS_OF_G}, s.\"user\", s.name, s.joined, s.seat, s.muted_version FROM games g "
                f"LEFT JOIN seats s ON s.game = g.id WHERE g.channel = $1 AND g.status IN {_OPEN} "
                "ORDER BY coalesce(s.seat, s.joined + 1000), s.joined", channel)
        if not rows:
            return None, []
        width = len(GAME_COLUMNS.split(","))
        return game_of(tuple(rows[0])[:width]), [SeatRecord(*tuple(row)[width:]) for row in rows
                                                 if row[width] is not None]

    async def open_games_under(self, parent):
        return await self._games(
            f"SELECT {GAME_COLUMNS} FROM games WHERE parent = $1 AND status IN {_OPEN} ORDER BY id", parent)

    async def move_to_thread(self, game_id, thread):
        async with self._write() as db:
            return _count(await db.execute(
                f"UPDATE games SET parent = channel, channel = $1 WHERE id = $2 AND thread "
                f"AND parent IS NULL AND status IN {_OPEN}", thread, game_id)) == 1

    async def set_pictures(self, game_id, pictures):
        async with self._write() as db:
            return _count(await db.execute(
                f"UPDATE games SET pictures = $1 WHERE id = $2 AND status IN {_OPEN}", pictures, game_id)) == 1

    async def set_seating(self, game_id, expected_version, seating, at):
        async with self._write() as db:
            return _count(await db.execute(
                "UPDATE games SET seating = $1, version = version + 1, updated_at = $2 WHERE id = $3 "
                "AND version = $4 AND status = $5", seating, at, game_id, expected_version, LOBBY)) == 1

    async def latest_game(self, channel):
        return await self._one_game(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel = $1 ORDER BY id DESC LIMIT 1", channel)

    async def game(self, game_id):
        return await self._one_game(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)

    async def seats(self, game_id):
        async with self._read() as db:
            rows = await db.fetch(
                'SELECT "user", name, joined, seat, muted_version FROM seats WHERE game = $1 '
                "ORDER BY coalesce(seat, joined + 1000), joined", game_id)
        return [SeatRecord(*row) for row in rows]

    @staticmethod
    async def _bump(db, game_id: int, expected_version: int, at: float) -> bool:
        return _count(await db.execute(
            "UPDATE games SET version = version + 1, updated_at = $1 WHERE id = $2 AND version = $3",
            at, game_id, expected_version)) == 1

    async def add_seat(self, game_id, user, name, expected_version, at):
        async with self._write() as db:
            if not await self._bump(db, game_id, expected_version, at):
                return False
            await db.execute(
                'INSERT INTO seats (game, "user", name, joined) SELECT $1, $2, $3, coalesce(max(joined), -1) + 1 '
                "FROM seats WHERE game = $1", game_id, user, name)
        return True

    async def remove_seat(self, game_id, user, expected_version, at):
        async with self._write() as db:
            if not await self._bump(db, game_id, expected_version, at):
                return False
            await db.execute('DELETE FROM seats WHERE game = $1 AND "user" = $2', game_id, user)
        return True

    async def start_game(self, game_id, expected_version, order, move):
        try:
            async with self._write() as db:
                # the games row first: a racing start waits for this one, then finds the version
                # moved on (never a seat number taken twice halfway through its own seating)
                applied = await self._apply(db, move)
                await db.executemany('UPDATE seats SET seat = $1 WHERE game = $2 AND "user" = $3',
                                     [(seat, game_id, user) for seat, user in enumerate(order)])
                return applied
        except _Stale:
            return False

    async def set_status(self, game_id, expected_version, status, at):
        async with self._write() as db:
            changed = _count(await db.execute(
                "UPDATE games SET status = $1, version = version + 1, updated_at = $2, "
                "next_reminder_at = NULL, seating_due = NULL WHERE id = $3 AND version = $4",
                status, at, game_id, expected_version))
            if changed == 1 and status != ACTIVE:
                await db.execute(_FORGET_UNDO_STATES, game_id, _FAR)
                await _archive_events(db, game_id)
            return changed == 1

    # --- moves ----------------------------------------------------------------------------------

    async def _apply(self, db, move: Move) -> bool:
        # The games row first: a racing move on the same game waits here for this one's end, then
        # finds the version moved on and changes nothing (the numbering of actions and events after
        # it is then never raced).
        last_event = ("(SELECT coalesce(max(seq), 0) FROM events WHERE game = $11)")
        changed = _count(await db.execute(
            "UPDATE games SET state = $1, status = $2, version = version + 1, awaiting = $3, "
            "awaiting_since = $4, next_reminder_at = $5, updated_at = $6, "
            "reminders_sent = CASE WHEN $7 THEN reminders_sent ELSE 0 END, "
            f"shown_seq = CASE WHEN $8 THEN {last_event} + $9 ELSE least(shown_seq, {last_event}) END, "
            "seating = CASE WHEN $10::text IS NOT NULL THEN $10::text ELSE seating END, "
            "seating_due = CASE WHEN $10::text IS NOT NULL THEN $12 ELSE seating_due END, "
            "shown_view = coalesce($14::bytea, shown_view) "
            "WHERE id = $11 AND version = $13",
            move.state, move.status, " ".join(str(s) for s in move.awaiting), move.awaiting_since,
            move.next_reminder_at, move.at, move.keeps_wait, move.shown, len(move.events), move.seating,
            move.game, move.seating_due if move.status == ACTIVE else None, move.expected_version,
            move.shown_view))
        if changed != 1:
            raise _Stale()
        if move.new_owner is not None:
            seat, user, name = move.new_owner
            await db.execute('UPDATE seats SET "user" = $1, name = $2, muted_version = NULL WHERE game = $3 '
                             "AND seat = $4", user, name, move.game, seat)
        events = [archive.text(event) for event in move.events]
        if move.action is not None:
            action = move.action
            action.seq = await db.fetchval(
                _ACTION_WITH_EVENTS, move.game, action.seat, action.user, action.decision,
                json.dumps(action.choice), action.before, move.status == ACTIVE, action.at, events)
        elif events:
            await db.execute(
                "INSERT INTO events (game, seq, action, at, event) "
                "SELECT $1, last.n + e.ord, NULL, $2, e.event FROM "
                "(SELECT coalesce(max(seq), 0) AS n FROM events WHERE game = $1) AS last, "
                "unnest($3::text[]) WITH ORDINALITY AS e(event, ord)", move.game, move.at, events)
        if move.status != ACTIVE:       # over: nothing is taken back any more, the log is packed
            await db.execute(_FORGET_UNDO_STATES, move.game, _FAR)
            await _archive_events(db, move.game)
        if move.finish is not None:
            await store_finish(db, move.game, move.finish, move.at)
            await db.execute("INSERT INTO replays_due (game) VALUES ($1)", move.game)
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
                changed = _count(await db.execute(
                    "UPDATE actions SET undone = TRUE WHERE game = $1 AND seq = $2 "
                    "AND NOT undone", game_id, seq))
                if changed != 1:
                    raise _Stale()
                await db.execute("DELETE FROM undo_states WHERE game = $1 AND seq = $2", game_id, seq)
                await db.execute("DELETE FROM events WHERE game = $1 AND action = $2", game_id, seq)
                await db.execute("UPDATE games SET undos = undos + 1 WHERE id = $1", game_id)
                return await self._apply(db, move)
        except _Stale:
            return False

    async def actions(self, game_id, *, include_undone=False):
        query = 'SELECT seq, seat, "user", decision, choice, at, undone FROM actions WHERE game = $1'
        if not include_undone:
            query += " AND NOT undone"
        async with self._read() as db:
            rows = await db.fetch(query + " ORDER BY seq", game_id)
        return [ActionRecord(seq, seat, user, decision, json.loads(choice), at, bool(undone))
                for seq, seat, user, decision, choice, at, undone in rows]

    async def last_action(self, game_id):
        async with self._read() as db:
            row = await db.fetchrow(
                'SELECT actions.seq, seat, "user", decision, choice, at, undone, undo_states.state '
                "FROM actions LEFT JOIN undo_states USING (game, seq) "
                "WHERE actions.game = $1 AND NOT undone ORDER BY actions.seq DESC LIMIT 1", game_id)
        if row is None:
            return None
        seq, seat, user, decision, choice, at, undone, before = row
        return ActionRecord(seq, seat, user, decision, json.loads(choice), at, bool(undone), before)

    async def events(self, game_id, *, before=None, limit=20):
        found = await self._events("SELECT seq, action, at, event FROM events WHERE game = $1 AND seq < $2 "
                                   "ORDER BY seq DESC LIMIT $3", game_id, (before or _FAR, limit),
                                   lambda record: not before or record.seq < before)
        return found[-limit:] if limit > 0 else []

    async def _events(self, query: str, game_id: int, params: tuple, keep) -> list[EventRecord]:
        """The events `query` finds ($1 is the game), oldest first, in one trip; of a game that has
        left play, those of its packed events that `keep` keeps (it has no rows any more)."""
        async with self._read() as db:
            rows = await db.fetch(f"SELECT seq, action, at, event, NULL::bytea FROM ({query}) AS found UNION ALL "
                                  "SELECT NULL, NULL, NULL, NULL, events FROM event_archives WHERE game = $1",
                                  game_id, *params)
        return archive.found(rows, keep)

    async def events_after(self, game_id, seq):
        return await self._events("SELECT seq, action, at, event FROM events WHERE game = $1 AND seq > $2",
                                  game_id, (seq,), lambda record: record.seq > seq)

    async def last_action_events(self, game_id, seq):
        return await self._events("SELECT seq, action, at, event FROM events WHERE game = $1 AND action = $2",
                                  game_id, (seq,), lambda record: record.action == seq)

    async def post_of(self, game_id, slot):
        async with self._read() as db:
            return await db.fetchval("SELECT message FROM posts WHERE game = $1 AND slot = $2", game_id, slot)

    async def remember_post(self, game_id, slot, message):
        async with self._write() as db:
            await db.execute("INSERT INTO posts (game, slot, message) VALUES ($1, $2, $3) "
                             "ON CONFLICT (game, slot) DO UPDATE SET message = excluded.message",
                             game_id, slot, message)

    async def claim_replays(self, now, stale_before, *, game_id=None, limit=10):
        async with self._write() as db:
            rows = await db.fetch(
                "UPDATE replays_due SET claimed_at = $1 WHERE game IN (SELECT game FROM replays_due "
                "WHERE (claimed_at IS NULL OR claimed_at < $2) AND ($3::bigint IS NULL OR game = $3) "
                "ORDER BY game LIMIT $4 FOR UPDATE SKIP LOCKED) RETURNING game", now, stale_before, game_id, limit)
        return sorted(row[0] for row in rows)

    async def replay_done(self, game_id):
        async with self._write() as db:
            await db.execute("DELETE FROM replays_due WHERE game = $1", game_id)

    async def mute_seat(self, game_id, user, version):
        async with self._write() as db:
            await db.execute('UPDATE seats SET muted_version = $1 WHERE game = $2 AND "user" = $3',
                             version, game_id, user)

    # --- settings -------------------------------------------------------------------------------

    async def get_settings(self, scope, target):
        async with self._read() as db:
            rows = await db.fetch("SELECT key, value FROM settings WHERE scope = $1 AND target = $2",
                                  scope, target)
        return {key: value for key, value in rows}

    async def get_settings_many(self, wanted):
        if not wanted:
            return {}
        async with self._read() as db:
            rows = await db.fetch(
                "SELECT s.scope, s.target, s.key, s.value FROM settings s JOIN "
                "unnest($1::text[], $2::text[]) AS w(scope, target) ON s.scope = w.scope AND s.target = w.target",
                [scope for scope, _ in wanted], [target for _, target in wanted])
        found: dict[tuple[str, str], dict[str, str]] = {}
        for scope, target, key, value in rows:
            found.setdefault((scope, target), {})[key] = value
        return found

    async def set_settings(self, changes):
        async with self._write() as db:
            for scope, target, key, value in changes:
                if value is None:
                    await db.execute("DELETE FROM settings WHERE scope = $1 AND target = $2 AND key = $3",
                                     scope, target, key)
                else:
                    await db.execute("INSERT INTO settings VALUES ($1, $2, $3, $4) ON CONFLICT (scope, "
                                     "target, key) DO UPDATE SET value = excluded.value",
                                     scope, target, key, value)

    # --- reminders ------------------------------------------------------------------------------

    async def due_reminders(self, now, limit):
        return await self._games(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = $1 AND next_reminder_at <= $2 "
            "ORDER BY next_reminder_at LIMIT $3", ACTIVE, now, limit)

    async def due_seatings(self, now, limit):
        return await self._games(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = $1 AND seating_due <= $2 "
            "ORDER BY seating_due LIMIT $3", ACTIVE, now, limit)

    async def mark_reminded(self, game_id, version, sent_before, next_at):
        async with self._write() as db:
            return _count(await db.execute(
                "UPDATE games SET reminders_sent = reminders_sent + 1, next_reminder_at = $1 "
                "WHERE id = $2 AND version = $3 AND reminders_sent = $4",
                next_at, game_id, version, sent_before)) == 1

    async def reschedule_seating(self, game_id, version, due):
        async with self._write() as db:
            return _count(await db.execute("UPDATE games SET seating_due = $1 WHERE id = $2 AND version = $3",
                                           due, game_id, version)) == 1

    async def reschedule_reminder(self, game_id, version, next_at):
        async with self._write() as db:
            return _count(await db.execute(
                "UPDATE games SET next_reminder_at = $1 WHERE id = $2 AND version = $3",
                next_at, game_id, version)) == 1

    async def unmark_reminded(self, game_id, version, sent_after, next_at):
        async with self._write() as db:
            return _count(await db.execute(
                "UPDATE games SET reminders_sent = reminders_sent - 1, next_reminder_at = $1 "
                "WHERE id = $2 AND version = $3 AND reminders_sent = $4 AND reminders_sent > 0",
                next_at, game_id, version, sent_after)) == 1

    async def disable_reminders(self, channel):
        async with self._write() as db:
            await db.execute("UPDATE games SET next_reminder_at = NULL WHERE channel = $1 AND status = $2",
                             channel, ACTIVE)

    async def games_of_user(self, user):
        async with self._read() as db:
            rows = await db.fetch(
                f'SELECT {GAME_COLUMNS_OF_G}, s."user", s.name, s.joined, s.seat, s.muted_version FROM games g '
                'JOIN seats s ON s.game = g.id WHERE s."user" = $1 AND g.status IN ($2, $3) '
                "ORDER BY g.updated_at DESC", user, *OPEN_STATUSES)
        width = len(GAME_COLUMNS.split(","))
        return [(game_of(tuple(row)[:width]), SeatRecord(*tuple(row)[width:])) for row in rows]


async def _archive_events(db, game_id: int) -> None:
    """The game has left play: its events go into one packed row (bot/storage/archive.py)."""
    rows = await db.fetch("SELECT seq, action, at, event FROM events WHERE game = $1 ORDER BY seq", game_id)
    if rows:
        await db.execute("INSERT INTO event_archives (game, events) VALUES ($1, $2)", game_id,
                         archive.pack(rows))
        await db.execute("DELETE FROM events WHERE game = $1", game_id)
