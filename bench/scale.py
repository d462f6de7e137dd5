"""Ratios that must stay flat as the bot grows, each measured in one run with the two sides
interleaved (machine noise hits both alike), plus absolute medians:

- a move through the service / drawing its board (and the database trips per move), the
  board drawn in a worker process as the Discord bot draws it (bot/pictures.py), and in the service's
  own threads (BOT_PICTURE_WORKERS=0: there the drawing and the move take turns on the interpreter
  lock, so the move's own work adds to the picture's time instead of overlapping it);
- a move with 10,000 finished games stored / with 1 (the big database is made by direct inserts);
- undo at move ~500 / undo at move ~20 of the same long game.
"""
from __future__ import annotations

import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

import aiosqlite

import engine
from engine.agents import random_agent

from .service import _service
from .timing import emit

STORED_GAMES = 10_000


class _Trips:
    """Counts trips to aiosqlite's database thread (each statement, fetch or close is one), and the
    calls of engine.pending (the service's and the engine's own in act)."""

    def __init__(self) -> None:
        self.count = 0
        self.pending = 0
        self._original = aiosqlite.Connection._execute
        self._pending = engine.pending

    def __enter__(self):
        trips = self

        async def counted(connection, fn, *args, **kwargs):
            trips.count += 1
            return await trips._original(connection, fn, *args, **kwargs)

        def pending(state):
            trips.pending += 1
            return trips._pending(state)

        aiosqlite.Connection._execute = counted
        engine.pending = pending
        return self

    def __exit__(self, *exc) -> None:
        aiosqlite.Connection._execute = self._original
        engine.pending = self._pending


async def _start(service, channel: str, game: str, players: int, options: dict):
    from bot.replies import Place, User
    place = Place(channel=channel, guild="bench")
    users = [User(f"{channel}-u{i}", f"P{i}") for i in range(players)]
    await service.create(place, users[0], game, options)
    for user in users[1:]:
        await service.join(place, user)
    await service.start(place, users[0], [u.id for u in users])
    return place, users


async def _one_move(service, place, users, agent, trips: "_Trips | None" = None,
                    pictured: list | None = None) -> tuple[bool, float]:
    """Play one decision of the channel's game with the random agent: (played, seconds); `trips`
    counts the database trips of the move itself, `pictured` gets whether it posted a board picture."""
    record = await service.storage.open_game(place.channel)
    if record is None:
        return False, 0.0
    state = engine.loads(record.state)
    decision = engine.pending(state)[0]
    seats = {s.seat: s.user for s in await service.storage.seats(record.id)}
    user = next(u for u in users if u.id == seats[decision.seat])
    choice = agent.choose(state, decision)
    token = service.decision_token(record, decision.id)
    if trips is not None:
        trips.__enter__()
    started = time.perf_counter()
    [reply, *_] = await service.play(place, user, choice, token)
    elapsed = time.perf_counter() - started
    if trips is not None:
        trips.__exit__()
    assert reply.ok, reply.text
    if pictured is not None:
        pictured.append(any(r.image is not None and not r.private for r in [reply, *_]))
    return True, elapsed


async def move_versus_render(game: str, players: int, options: dict, moves: int, workers: int) -> None:
    """Moves that post a board (a turn ended) against drawing their board (timed inside the move: the
    renderer's call, by `workers` processes or, with 0, in the service's own threads); the moves in
    between (pings, status lines, nothing) are reported apart. The board is not drawn again alone:
    the second drawing of the same view finds the changed panels' tiles kept by the first."""
    import render
    from bot.pictures import PicturePool
    renderer = PicturePool(workers) if workers else render
    drawn: list[float] = []

    class Drawing:
        """The renderer, timing each board the move asks for (from the call to the picture's return)."""
        def __getattr__(self, name):
            return getattr(renderer, name)

        def board(self, view, **kwargs):
            started = time.perf_counter()
            picture = renderer.board(view, **kwargs)
            drawn.append(time.perf_counter() - started)
            return picture
    try:
        await _moves_versus_render(game, players, options, moves, workers, Drawing(), drawn)
    finally:
        if workers:
            renderer.close()


async def _moves_versus_render(game: str, players: int, options: dict, moves: int, workers: int, drawing,
                               drawn: list[float]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        storage, service, _ = await _service(Path(folder) / "m.db", drawing)
        place, users = await _start(service, "m", game, players, options)
        agent = random_agent(game, 1)
        move_times, render_times, quiet_times, trips, pendings = [], [], [], [], []
        while len(move_times) < moves:
            counted, pictured = _Trips(), []
            played, elapsed = await _one_move(service, place, users, agent, counted, pictured)
            if not played:
                break
            trips.append(counted.count)
            pendings.append(counted.pending)
            if not pictured[0]:
                quiet_times.append(elapsed)
                continue
            move_times.append(elapsed)
            render_times.append(drawn[-1])      # its own board: drawing it again would find every tile kept
        await storage.close()
    emit(f"scale.move_vs_render.{game}", players=players, options=options,
         pictures=f"{workers} worker process" if workers else "in the service's threads", moves=len(move_times),
         ratio=round(statistics.median(move_times) / statistics.median(render_times), 3),
         move_median_ms=round(statistics.median(move_times) * 1000, 2),
         render_median_ms=round(statistics.median(render_times) * 1000, 2),
         move_without_board_median_ms=round(statistics.median(quiet_times) * 1000, 2),
         moves_without_board=len(quiet_times),
         db_trips_per_move=statistics.median(trips), max_db_trips=max(trips),
         pending_per_move=statistics.median(pendings), max_pending_per_move=max(pendings),
         target_ratio=1.1, target_trips=8, target_move_median_ms=25)


def _fill(path: Path, source_channel: str, copies: int) -> None:
    """Copy the finished game of `source_channel` (its game row, seats, actions and events) until the
    database holds `copies` finished games: one INSERT ... SELECT per table."""
    def names(db, table: str, leave_out: str) -> list[str]:
        return [row[1] for row in db.execute(f"PRAGMA table_info({table})") if row[1] != leave_out]

    with sqlite3.connect(path) as db:
        db.execute("PRAGMA synchronous = OFF")       # a throwaway database: no need to wait for disk
        [source] = db.execute("SELECT id FROM games WHERE channel = ?", (source_channel,)).fetchone()
        columns = names(db, "games", "id")
        unique = {"channel": "'stored-' || n.i", "web_key": "'stored-web-' || n.i"}     # each copy its own
        values = ", ".join(unique.get(c, "g." + c) for c in columns)
        db.execute(f"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) "
                   f"INSERT INTO games ({', '.join(columns)}) SELECT {values} FROM n, games g "
                   "WHERE g.id = ?", (copies - 1, source))
        for table in ("seats", "actions", "events", "event_archives", "results"):
            rest = names(db, table, "game")
            db.execute(f"INSERT INTO {table} (game, {', '.join(rest)}) SELECT g.id, "
                       f"{', '.join('t.' + c for c in rest)} FROM games g JOIN {table} t "
                       "ON t.game = ? WHERE g.channel LIKE 'stored-%'", (source,))


async def many_stored_games(game: str, players: int, options: dict, moves: int) -> None:
    from bot.demo import play_demo
    with tempfile.TemporaryDirectory() as folder:
        paths = {"one": Path(folder) / "one.db", "many": Path(folder) / "many.db"}
        for name, path in paths.items():
            storage, service, _ = await _service(path, None)
            await play_demo(service, game, players, options, seed=7, channel="finished")
            await storage.close()
        started = time.perf_counter()
        _fill(paths["many"], "finished", STORED_GAMES)
        filled = time.perf_counter() - started
        sides = {}
        for name, path in paths.items():
            storage, service, _ = await _service(path, None)
            place, users = await _start(service, "live", game, players, options)
            sides[name] = (storage, service, place, users, random_agent(game, 3), [])
        for _ in range(moves):                       # the same game on both sides, move by move
            for storage, service, place, users, agent, times in sides.values():
                played, elapsed = await _one_move(service, place, users, agent)
                if played:
                    times.append(elapsed)
        for storage, *_ in sides.values():
            await storage.close()
    one, many = sides["one"][-1], sides["many"][-1]
    emit(f"scale.stored_games.{game}", stored=STORED_GAMES, moves=min(len(one), len(many)),
         ratio=round(statistics.median(many) / statistics.median(one), 3),
         move_median_ms_one=round(statistics.median(one) * 1000, 2),
         move_median_ms_many=round(statistics.median(many) * 1000, 2),
         fill_s=round(filled, 1), target_ratio=1.1, note="moves without pictures")


async def undo_early_and_late(game: str, players: int, options: dict, early: int, late: int,
                              rounds: int) -> None:
    """Two tables of one game in one database, one at move ~`early`, one at ~`late`: alternately
    undo the last move on each and play it again."""
    with tempfile.TemporaryDirectory() as folder:
        storage, service, _ = await _service(Path(folder) / "u.db", None)
        tables = {}
        for name, target in (("early", early), ("late", late)):
            place, users = await _start(service, name, game, players, options)
            agent = random_agent(game, 5)
            moved = 0
            while True:                              # up to the target, then to a move one may undo
                record = await storage.open_game(place.channel)
                last = await storage.last_action(record.id)
                if moved >= target and last is not None and last.before is not None:
                    break
                played, _ = await _one_move(service, place, users, agent)
                assert played, "the game ended before the undo point"
                moved += 1
            tables[name] = (place, users, last, [], moved)
        for _ in range(rounds):
            for place, users, last, times, _ in tables.values():
                user = next(u for u in users if u.id == last.user)
                started = time.perf_counter()
                [reply, *_] = await service.undo(place, user)
                times.append(time.perf_counter() - started)
                assert reply.ok, reply.text
                record = await storage.open_game(place.channel)
                decision = next(d for d in engine.pending(engine.loads(record.state))
                                if d.seat == last.seat)
                [again, *_] = await service.play(place, user, last.choice,
                                                 service.decision_token(record, decision.id))
                assert again.ok, again.text
        await storage.close()
    early_times, late_times = tables["early"][3], tables["late"][3]
    emit(f"scale.undo.{game}", players=players, early_move=tables["early"][4],
         late_move=tables["late"][4], rounds=rounds,
         ratio=round(statistics.median(late_times) / statistics.median(early_times), 3),
         undo_median_ms_early=round(statistics.median(early_times) * 1000, 2),
         undo_median_ms_late=round(statistics.median(late_times) * 1000, 2), target_ratio=1.5,
         note="undo without pictures")


# The heaviest table of each game, as in bench/service.py.
TABLES = [("nehemiah", 4, {"leaders": True}), ("temple", 6, {}), ("architects", 5, {"advanced": True}),
          ("ezra_nehemiah", 4, {})]
# The late undo's move: well into a game of each (a 4-player Nehemiah game is ~290 decisions, a
# 6-player Temple ~700, a 5-player Architects ~450, a 4-player Ezra and Nehemiah ~1,000).
LATE_UNDO = {"nehemiah": 200, "temple": 500, "architects": 300, "ezra_nehemiah": 500}


def run_all(only_game: str | None = None, moves: int = 120) -> None:
    random.seed(1)
    for game, players, options in TABLES:
        if only_game not in (None, game):
            continue
        for workers in (1, 0):            # the Discord bot's way, then BOT_PICTURE_WORKERS=0
            asyncio.run(move_versus_render(game, players, options, moves, workers))
        asyncio.run(many_stored_games(game, players, options, moves))
        asyncio.run(undo_early_and_late(game, players, options, 20, LATE_UNDO[game], 15))
