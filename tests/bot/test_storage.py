"""The storage contract on SQLite: migrations, one open game per channel, optimistic concurrency."""
from __future__ import annotations

import sqlite3

import pytest

from bot.storage import ChannelBusy, Move
from bot.storage.migrations import MIGRATIONS
from bot.storage.sqlite import SqliteStorage

from .conftest import run


def test_migrations_from_empty_are_recorded_and_idempotent(tmp_path):
    path = tmp_path / "fresh.db"

    async def scenario():
        for _ in range(2):   # opening twice applies nothing new
            storage = SqliteStorage(path)
            await storage.open()
            assert await storage.schema_version() == MIGRATIONS[-1][0]
            await storage.close()
    run(scenario())
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM schema_migrations").fetchone()[0] == len(MIGRATIONS)
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_one_open_game_per_channel_is_enforced_by_the_database(table):
    async def scenario():
        s = table.storage
        await s.create_game(guild="g", channel="c", game="nehemiah", options={}, seed=1, host="u1",
                            host_name="A", at=0)
        with pytest.raises(ChannelBusy):
            await s.create_game(guild="g", channel="c", game="nehemiah", options={}, seed=2,
                                host="u2", host_name="B", at=0)
        other = await s.create_game(guild="g", channel="thread-1", game="nehemiah", options={},
                                    seed=3, host="u2", host_name="B", at=0)
        assert other.channel == "thread-1"
        game = await s.open_game("c")
        assert await s.set_status(game.id, game.version, "abandoned", 1)
        again = await s.create_game(guild="g", channel="c", game="nehemiah", options={}, seed=4,
                                    host="u1", host_name="A", at=2)
        assert again.id != game.id
    run(scenario())


def test_a_stale_version_writes_nothing(table):
    async def scenario():
        s = table.storage
        game = await s.create_game(guild="g", channel="c", game="nehemiah", options={}, seed=1,
                                   host="u1", host_name="A", at=0)
        move = Move(game=game.id, expected_version=game.version + 5, state="{}", status="active",
                    awaiting=[0], awaiting_since=0, next_reminder_at=None, action=None,
                    events=[{"kind": "x"}], at=1)
        before = table.dump()
        assert not await s.commit_move(move)
        assert table.dump() == before
        assert not await s.add_seat(game.id, "u2", "B", game.version + 1, 1)
        assert table.dump() == before
    run(scenario())
