"""Every lookup on the way of a move, a board, a status, /games and the reminder sweep uses an index:
no statement scans the games, actions or events tables, whatever their size (EXPLAIN QUERY PLAN of
every statement the storage really ran, with its real parameters)."""
from __future__ import annotations

import re
import sqlite3

import aiosqlite
import pytest

from .conftest import ALICE, BOB, CYD, HERE, run

@pytest.fixture
def backend() -> str:
    """EXPLAIN QUERY PLAN is SQLite's: these tests read the plans of the SQLite file."""
    return "sqlite"


SCANNED = re.compile(r"\bSCAN (games|actions|events|undo_states|g|a|e)\b")


@pytest.fixture
def statements(monkeypatch):
    """(sql, parameters) of every statement the storage executes."""
    seen: list[tuple[str, tuple]] = []
    for name in ("execute", "execute_fetchall", "executemany"):
        original = getattr(aiosqlite.Connection, name)

        def recording(self, sql, parameters=None, *, _original=original, _many=name == "executemany"):
            rows = list(parameters or ())
            seen.append((sql, tuple(rows[0]) if _many and rows else tuple(rows)))
            return _original(self, sql, rows if _many else parameters)

        monkeypatch.setattr(aiosqlite.Connection, name, recording)
    return seen


def plans(path, seen) -> dict[str, list[str]]:
    found = {}
    with sqlite3.connect(path) as db:
        for sql, parameters in seen:
            if not re.match(r"\s*(SELECT|UPDATE|DELETE|INSERT)", sql, re.I):
                continue
            found[sql] = [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, parameters)]
    return found


def test_no_lookup_scans_games_actions_or_events(table, statements):
    async def scenario():
        service = table.service
        for channel in ("old-1", "old-2"):        # finished and abandoned games beside the open one
            place = HERE.__class__(channel=channel, guild="guild-1")
            await service.create(place, ALICE, "nehemiah")
            await service.join(place, BOB)
            await service.start(place, ALICE)
            await service.abandon(place, ALICE, confirm=True)
        await table.started((ALICE, BOB, CYD))
        statements.clear()
        for _ in range(4):
            [user] = await table.awaited_users([ALICE, BOB, CYD])
            await table.answer_first(user)
        await service.undo(HERE, user)
        await service.board(HERE, ALICE)
        await service.status(HERE, ALICE)
        await service.hand(HERE, ALICE)
        await service.log(HERE, ALICE)
        await service.my_games(ALICE)
        old = HERE.__class__(channel="old-1", guild="guild-1")
        await service.board(old, ALICE)            # a channel whose last game is over
        await service.status(old, ALICE)
        await service.choices(HERE, ALICE, "")
        table.clock.advance(3 * 86400)
        assert await service.remind()              # the sweep sends a reminder
        await service.mute(HERE, ALICE)
    run(scenario())
    found = plans(table.path, statements)
    assert len(found) >= 15
    scans = {sql: plan for sql, plan in found.items() if any(SCANNED.search(step) for step in plan)}
    assert not scans, scans


AFTER_GAME_SCANNED = re.compile(r"\bSCAN (games|actions|events|results|ratings|g|a|e)\b")


def test_history_stats_and_records_use_indexes(table, statements):
    """After the game: the history of a channel (its own games and its threads'), the leaderboard, a
    player's stats and a record never scan a table, whatever the number of games stored."""
    from .test_after_game import whole_game

    async def scenario():
        service = table.service
        for channel in ("old-1", "old-2"):
            await whole_game(service, HERE.__class__(channel=channel, guild="guild-1"), (ALICE, BOB), seed=1)
        await whole_game(service, HERE, (ALICE, BOB, CYD), seed=2)
        statements.clear()
        await service.history(HERE, ALICE)
        await service.history(HERE, ALICE, page=1)
        await service.stats(HERE, ALICE)
        await service.stats(HERE, ALICE, None, "nehemiah")
        await service.stats(HERE, ALICE, BOB)
        await service.export(HERE, ALICE)
        game = await table.storage.latest_game(HERE.channel)
        await service.export(HERE, ALICE, game.id)
    run(scenario())
    found = plans(table.path, statements)
    assert len(found) >= 8
    scans = {sql: plan for sql, plan in found.items() if any(AFTER_GAME_SCANNED.search(step) for step in plan)}
    assert not scans, scans
