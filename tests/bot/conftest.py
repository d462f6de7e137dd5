"""A table service on a temporary database, with a fake clock and fixed seeds: the `table` fixture runs
each test on both storage backends, a SQLite file and a PostgreSQL schema (tests/backends.py)."""
from __future__ import annotations

import asyncio
import itertools
import random
import sqlite3

import pytest

from bot.clock import FakeClock
from bot.replies import Place, User
from bot.service import TableService
from bot.storage.sqlite import SqliteStorage
from tests.backends import (BACKENDS, POSTGRES_URL, drop_schemas, new_schema, postgres_dump, postgres_problem,
                            postgres_rows)

HERE = Place(channel="chan-1", guild="guild-1")
ALICE, BOB, CYD, DAN = (User("u1", "Alice"), User("u2", "Bob"), User("u3", "Cyd"), User("u4", "Dan"))


_RUNNER = asyncio.Runner()


def run(coro):
    """Run a coroutine on the tests' one event loop: a storage opened in one call is used in the
    next (asyncpg's connections belong to the loop that made them)."""
    return _RUNNER.run(coro)


@pytest.fixture(scope="session", autouse=True)
def _close_the_loop():
    yield
    _RUNNER.close()


class Table:
    """A service plus the things tests poke at: its clock, database, and helpers. `backend`:
    "sqlite" (a file at `path`) or "postgres" (a schema of its own, dropped by `drop()`)."""

    def __init__(self, path, renderer=None, backend: str = "sqlite", schema: str | None = None):
        self.path = path
        self.backend = backend
        self.schema = schema or (new_schema() if backend == "postgres" else None)
        self.clock = FakeClock()
        self.renderer = renderer
        self.seeds = itertools.count(100)
        self.storage = None
        self.service = None

    def again(self, renderer=None) -> "Table":
        """Another table on the same database: the bot after a restart (open it after closing this)."""
        return Table(self.path, renderer=renderer, backend=self.backend, schema=self.schema)

    def new_storage(self):
        """A storage on this table's database (another process's view of it, once opened)."""
        if self.backend == "postgres":
            from bot.storage.postgres import PostgresStorage
            return PostgresStorage(POSTGRES_URL, schema=self.schema)
        return SqliteStorage(self.path)

    async def open(self):
        self.storage = self.new_storage()
        await self.storage.open()
        self.service = TableService(self.storage, clock=self.clock, renderer=self.renderer,
                                    seed_source=lambda: next(self.seeds), shuffle=random.Random(1))
        return self.service

    async def close(self):
        await self.storage.close()

    def drop(self) -> None:
        """Remove a PostgreSQL table's schema (a SQLite file goes with tmp_path)."""
        if self.schema is not None:
            drop_schemas(self.schema)

    def rows(self, sql: str) -> list[tuple]:
        """Rows of a query in SQL both databases speak (no parameters; quote "user")."""
        if self.backend == "postgres":
            return postgres_rows(self.schema, sql)
        with sqlite3.connect(self.path) as db:
            return db.execute(sql).fetchall()

    def dump(self) -> list:
        """Every row of every table (to prove a refusal changed nothing)."""
        if self.backend == "postgres":
            return postgres_dump(self.schema, [])        # one connection for all of it
        tables = [name for (name,) in self.rows("SELECT name FROM sqlite_master WHERE type='table' "
                                                "ORDER BY name")]
        return [(t, self.rows(f"SELECT * FROM {t} ORDER BY 1, 2")) for t in tables]

    async def started(self, users=(ALICE, BOB, CYD), place=HERE, options=None):
        service = self.service
        await service.create(place, users[0], "nehemiah", options or {})
        for user in users[1:]:
            await service.join(place, user)
        [reply, *_] = await service.start(place, users[0], [u.id for u in users])
        assert reply.ok, reply.text
        return reply

    async def answer_first(self, user, place=HERE):
        """Play the first offered option (or the minimum amount) of the user's open decision."""
        [prompt] = await self.service.prompt(place, user)
        p = prompt.prompt
        choice = p.min if p.kind == "amount" else p.choices[0].id
        return await self.service.play(place, user, choice, p.decision)

    async def awaited_users(self, users, place=HERE):
        game = await self.storage.open_game(place.channel)
        seats = {s.seat: s.user for s in await self.storage.seats(game.id)}
        return [u for u in users if u.id in {seats[s] for s in game.awaiting}]


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    """Each storage and service test runs on SQLite and on PostgreSQL (skipped, with the reason,
    where no PostgreSQL server answers)."""
    if request.param == "postgres" and (problem := postgres_problem()):
        pytest.skip(problem)
    return request.param


@pytest.fixture
def table(tmp_path, backend):
    t = Table(tmp_path / "bot.db", backend=backend)
    run(t.open())
    yield t
    run(t.close())
    t.drop()


async def type_moves_to_the_end(table, console, agent, limit: int = 5000) -> int:
    """At the console, type the moves of whoever is asked (the agent's choices) until the game of
    the console's channel ends; the number of moves typed."""
    import engine
    moves = 0
    while (game := await table.storage.open_game(console.place.channel)) is not None:
        state = engine.loads(game.state)
        decision = engine.pending(state)[0]
        seats = {s.seat: s.user for s in await table.storage.seats(game.id)}
        choice = agent.choose(state, decision)
        typed = ",".join(choice) if isinstance(choice, list) else str(choice)
        assert await console.handle(f"{seats[decision.seat]}: play {typed}")
        moves += 1
        assert moves < limit
    return moves
