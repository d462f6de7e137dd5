"""What a game costs the database. A finished game's rows (the game, seats, actions, packed events,
results) fit FINISHED_GAME_BYTES on both databases and keep no state for undo; during the game only
the states that may still be taken back are kept, and undo restores them exactly; migration 8 moves
the states an earlier schema kept with the actions."""
from __future__ import annotations

import random
import sqlite3

import pytest

import engine
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, DAN, HERE, run
from .test_after_game import new_game

FINISHED_GAME_BYTES = 300 * 1024        # issue 31: a finished game takes at most 300 KB
UNDO_SHARE = 0.1                        # a player takes back their move this often
USERS = [ALICE, BOB, CYD, DAN] + [type(ALICE)(f"u{i}", f"P{i}") for i in range(5, 7)]
# each game at its largest table
TABLES = [("nehemiah", 4), ("temple", 6), ("architects", 5), ("ezra_nehemiah", 4)]
TABLES_OF_THE_GAME = ("games", "seats", "actions", "events", "results", "posts", "undo_states")


async def play_with_undos(table, users, seed: int) -> tuple[int, int, int]:
    """Play the open game to its end with random answers; after a move the mover takes it back now
    and then, and each undo must restore the kept state exactly (no replay); (game id, moves, undos)."""
    service, storage = table.service, table.storage
    rng, agent = random.Random(seed), random_agent((await storage.open_game(HERE.channel)).game, seed)
    by_id = {u.id: u for u in users}
    moves = undos = 0
    game_id = None
    while (record := await storage.open_game(HERE.channel)) is not None:
        game_id = record.id
        seats = {s.seat: by_id[s.user] for s in await storage.seats(record.id)}
        state = engine.loads(record.state)
        decision = engine.pending(state)[rng.randrange(len(engine.pending(state)))]
        user = seats[decision.seat]
        [first, *_] = await service.play(HERE, user, agent.choose(state, decision),
                                         service.decision_token(record, decision.id))
        assert first.ok, first.text
        moves += 1
        assert moves < 5000
        if rng.random() < UNDO_SHARE and (await storage.open_game(HERE.channel)) is not None:
            last = await storage.last_action(record.id)
            [answer, *_] = await service.undo(HERE, user)
            if answer.ok:
                undos += 1
                assert last.before == record.state          # the kept state is the one before the move
                assert (await storage.game(record.id)).state == record.state
    return game_id, moves, undos


def rows_bytes(table, game_id: int) -> int:
    """The bytes of the game's rows in every table (PostgreSQL: pg_column_size of each row; SQLite:
    the pages the file grew by are checked instead, see the test)."""
    total = 0
    for name in TABLES_OF_THE_GAME:
        column = "id" if name == "games" else "game"
        [(size,)] = table.rows(f"SELECT coalesce(sum(pg_column_size(t.*)), 0) FROM {name} t "
                               f"WHERE {column} = {game_id}")
        total += size
    return total


def file_bytes(path) -> int:
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        [(pages,)] = db.execute("PRAGMA page_count").fetchall()
        [(free,)] = db.execute("PRAGMA freelist_count").fetchall()
        [(size,)] = db.execute("PRAGMA page_size").fetchall()
    return (pages - free) * size


@pytest.mark.slow
@pytest.mark.parametrize("game, players", TABLES)
def test_a_finished_game_fits_the_size_target_and_keeps_no_undo_states(table, game, players):
    users = USERS[:players]
    empty = file_bytes(table.path) if table.backend == "sqlite" else 0

    async def scenario():
        await new_game(table.service, HERE, users, game)
        return await play_with_undos(table, users, seed=11)
    game_id, moves, undos = run(scenario())
    assert undos > 0 and moves > 50, (moves, undos)
    assert table.rows(f"SELECT count(*) FROM undo_states WHERE game = {game_id}") == [(0,)]
    if table.backend == "postgres":
        used = rows_bytes(table, game_id)
    else:
        run(table.close())                       # every page written, the WAL folded into the file
        used = file_bytes(table.path) - empty
        run(table.open())
    assert used <= FINISHED_GAME_BYTES, f"{game}: {used / 1024:.0f} KB after {moves} moves"


def test_only_the_trailing_run_of_one_players_actions_keeps_its_states(table):
    """After every move the states kept are those of one player's latest actions: once another
    player has moved, the earlier player's are gone (not theirs to take back any more)."""
    async def scenario():
        await new_game(table.service, HERE, [ALICE, BOB, CYD], "nehemiah")
        game = await table.storage.open_game(HERE.channel)
        kept_by_user = []
        for _ in range(12):
            game = await table.storage.open_game(HERE.channel)
            seats = {s.seat: s.user for s in await table.storage.seats(game.id)}
            user = next(u for u in (ALICE, BOB, CYD) if u.id == seats[game.awaiting[0]])
            [reply, *_] = await table.answer_first(user)
            assert reply.ok, reply.text
            rows = table.rows(f'SELECT actions."user" FROM undo_states JOIN actions USING (game, seq) '
                              f"WHERE game = {game.id} ORDER BY seq")
            kept_by_user.append({row[0] for row in rows})
        return kept_by_user
    kept_by_user = run(scenario())
    assert all(len(kept) <= 1 for kept in kept_by_user), kept_by_user
    assert sum(len(kept) for kept in kept_by_user) >= 6, kept_by_user      # and they are kept


def test_the_migration_moves_the_kept_states_of_open_games_and_undo_still_works(table):
    """A database of schema 7 kept the state before an action in `actions.state_before`; migration 8
    moves those of open games into `undo_states`, and the player takes the move back exactly."""
    async def scenario():
        await table.started((ALICE, BOB, CYD))
        game = await table.storage.open_game(HERE.channel)
        [mover] = await table.awaited_users((ALICE, BOB, CYD))
        before = game.state
        [reply, *_] = await table.answer_first(mover)
        assert reply.ok, reply.text
        return game.id, mover, before
    game_id, mover, before = run(scenario())
    kept = table.rows(f"SELECT seq, state FROM undo_states WHERE game = {game_id}")
    assert [state for _, state in kept] == [before]
    run(table.close())
    view = ["DROP VIEW kept_actions"] if table.backend == "sqlite" else []     # (and its trigger)
    for statement in view + [                # back to schema 7, as an earlier bot left it
            "ALTER TABLE actions ADD COLUMN state_before TEXT",
            "UPDATE actions SET state_before = (SELECT state FROM undo_states "
            "WHERE undo_states.game = actions.game AND undo_states.seq = actions.seq)",
            "CREATE INDEX actions_undoable ON actions (game, seq) WHERE state_before IS NOT NULL",
            "DROP TABLE undo_states", "DROP TABLE event_archives", "DROP TABLE replays_due",
            "ALTER TABLE games DROP COLUMN shown_view", "DROP INDEX games_web_key",
            "ALTER TABLE games DROP COLUMN web_key",
            "DELETE FROM schema_migrations WHERE version >= 8"]:
        table.rows(statement)
    run(table.open())

    async def after():
        assert await table.storage.schema_version() == 9
        key = (await table.storage.game(game_id)).web_key    # migration 9 gives the game its web address
        assert len(key) in (32, 64) and int(key, 16) >= 0
        assert table.rows(f"SELECT seq, state FROM undo_states WHERE game = {game_id}") == kept
        [answer, *_] = await table.service.undo(HERE, mover)
        assert answer.ok, answer.text
        assert (await table.storage.game(game_id)).state == before
    run(after())
