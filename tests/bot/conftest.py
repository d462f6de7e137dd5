"""A table service on a temporary SQLite file, with a fake clock and fixed seeds."""
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

HERE = Place(channel="chan-1", guild="guild-1")
ALICE, BOB, CYD, DAN = (User("u1", "Alice"), User("u2", "Bob"), User("u3", "Cyd"), User("u4", "Dan"))


def run(coro):
    return asyncio.run(coro)


class Table:
    """A service plus the things tests poke at: its clock, database file, and helpers."""

    def __init__(self, path, renderer=None):
        self.path = path
        self.clock = FakeClock()
        self.renderer = renderer
        self.seeds = itertools.count(100)
        self.storage = None
        self.service = None

    async def open(self):
        self.storage = SqliteStorage(self.path)
        await self.storage.open()
        self.service = TableService(self.storage, clock=self.clock, renderer=self.renderer,
                                    seed_source=lambda: next(self.seeds), shuffle=random.Random(1))
        return self.service

    async def close(self):
        await self.storage.close()

    def dump(self) -> list:
        """Every row of every table (to prove a refusal changed nothing)."""
        with sqlite3.connect(self.path) as db:
            tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table' "
                                               "ORDER BY name")]
            return [(t, db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()) for t in tables]

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


@pytest.fixture
def table(tmp_path):
    t = Table(tmp_path / "bot.db")
    run(t.open())
    yield t
    run(t.close())


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
