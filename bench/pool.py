"""Pictures in worker processes (bot/pictures.py): what a server with many tables sees.

- throughput: board moves per second with TABLES tables moving at once, pictures drawn by 1 and by 2
  worker processes (runs interleaved: 1, 2, 1, 2), and the ratio (target >= 1.7x on 2 cores), with the
  CPU per board move of the bot's own process and of the worker, and the best ratio they allow on
  the machine's cores (`bound`: the moves themselves do not run in the workers);
- lag: how late the event loop wakes (a 1 ms ticker) while 50 tables move at once, with one worker
  per core (target p99 <= 5 ms, worst <= 50 ms);
- floor: a move that posts a board against its cost floor, one SQLite write of the same state plus
  one PNG encode of the same picture (target <= 1.5x), each move followed at once by its floor;
- final: the final move (final board and scores picture; the replay follows on its own) against an
  ordinary board move of the same games (target <= 2x).

Every move is a random answer through the whole service on one SQLite file; moves that post no board
are played too but not counted (they cost about a millisecond).
"""
from __future__ import annotations

import asyncio
import itertools
import os
import statistics
import tempfile
import time
from pathlib import Path

import engine
from engine.agents import random_agent

from .scale import _start
from .service import TABLES, _service
from .timing import emit, percentile

MOVING_TABLES = 8           # tables moving at once for the throughput figure
LAG_TABLES = 50
RUN_SECONDS = 6.0


async def _board_move(service, place, users, agent) -> tuple[bool, bool, float]:
    """One random answer in the channel's game: (played, posted a board picture, seconds)."""
    record = await service.storage.open_game(place.channel)
    if record is None:
        return False, False, 0.0
    state = engine.loads(record.state)
    decision = engine.pending(state)[0]
    seats = {s.seat: s.user for s in await service.storage.seats(record.id)}
    user = next(u for u in users if u.id == seats[decision.seat])
    started = time.perf_counter()
    replies = await service.play(place, user, agent.choose(state, decision), service.decision_token(record, decision.id))
    elapsed = time.perf_counter() - started
    assert replies[0].ok, replies[0].text
    return True, any(r.image is not None and not r.private for r in replies), elapsed


async def _tables_moving(renderer, count: int, seconds: float, game: str, players: int, options: dict,
                         lag: list[float] | None = None) -> int:
    """`count` tables of the game moving at once for `seconds` (a finished game is started again);
    the board moves made. `lag`: how late a 1 ms ticker woke, meanwhile."""
    with tempfile.TemporaryDirectory() as folder:
        storage, service, _ = await _service(Path(folder) / "pool.db", renderer)
        tables = [await _start(service, f"t{i}", game, players, options) for i in range(count)]
        boards = 0
        restarts = itertools.count()
        ends = time.perf_counter() + seconds

        async def table(index: int) -> None:
            nonlocal boards
            place, users = tables[index]
            agent = random_agent(game, index)
            while time.perf_counter() < ends:
                played, board, _ = await _board_move(service, place, users, agent)
                if not played:
                    place, users = tables[index] = await _start(service, f"t{index}-{next(restarts)}", game, players,
                                                                options)
                boards += board

        async def ticker() -> None:
            while time.perf_counter() < ends:
                before = time.perf_counter()
                await asyncio.sleep(0.001)
                lag.append(time.perf_counter() - before - 0.001)

        await asyncio.gather(*(table(i) for i in range(count)), *([ticker()] if lag is not None else []))
        await storage.close()
    return boards


def _cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (Linux: /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def throughput(game: str, players: int, options: dict) -> None:
    """Board moves per second with 1 and with 2 workers, and where the CPU went with 1: the bot's own
    process (the moves, the service, this bench's players) against the worker (the pictures), per
    board move. On C cores the 2-worker rate can be at most C / (main + worker) and 1 / main boards a
    second, the 1-worker rate at most 1 / max(main, worker): `bound` is the best ratio these allow."""
    from bot.pictures import PicturePool
    pools = {workers: PicturePool(workers) for workers in (1, 2)}
    main_cpu = worker_cpu = boards_1 = 0.0
    try:
        for pool in pools.values():         # the workers are up before anything is timed
            asyncio.run(_tables_moving(pool, 2, 1.0, game, players, options))
        rates: dict[int, list[float]] = {1: [], 2: []}
        for _ in range(2):
            for workers, pool in pools.items():
                started, pids = time.process_time(), pool.worker_pids()
                worker_started = sum(_cpu_seconds(pid) for pid in pids)
                boards = asyncio.run(_tables_moving(pool, MOVING_TABLES, RUN_SECONDS, game, players, options))
                rates[workers].append(boards / RUN_SECONDS)
                if workers == 1:
                    main_cpu += time.process_time() - started
                    worker_cpu += sum(_cpu_seconds(pid) for pid in pids) - worker_started
                    boards_1 += boards
    finally:
        for pool in pools.values():
            pool.close()
    one, two = statistics.median(rates[1]), statistics.median(rates[2])
    main, worker = main_cpu / boards_1, worker_cpu / boards_1
    cores = os.cpu_count() or 1
    bound = min(cores / (main + worker), 1 / main) / min(1 / main, 1 / worker) if main and worker else None
    emit(f"pool.throughput.{game}", players=players, tables=MOVING_TABLES, cores=cores,
         board_moves_per_s_1_worker=round(one, 1), board_moves_per_s_2_workers=round(two, 1),
         ratio=round(two / one, 2), target_ratio=1.7, main_cpu_ms_per_board=round(main * 1000, 1),
         worker_cpu_ms_per_board=round(worker * 1000, 1), bound=round(bound, 2) if bound else None)


def event_loop_lag(game: str, players: int, options: dict) -> None:
    from bot.pictures import PicturePool, picture_workers
    pool = PicturePool(picture_workers({}))
    lag: list[float] = []
    try:
        asyncio.run(_tables_moving(pool, 2, 1.0, game, players, options))
        boards = asyncio.run(_tables_moving(pool, LAG_TABLES, RUN_SECONDS, game, players, options, lag))
    finally:
        pool.close()
    emit(f"pool.loop_lag.{game}", players=players, tables=LAG_TABLES, workers=pool.workers, board_moves=boards,
         p99_ms=round(percentile(lag, 0.99) * 1000, 2), max_ms=round(max(lag) * 1000, 2),
         target_p99_ms=5, target_max_ms=50)


async def _floor(storage, game_id: int, state_text: str, view: dict) -> float:
    """One SQLite write of the same state and one PNG encode of the same picture: a move's floor."""
    import render
    from render import kit
    image, _ = render.prepare(view, "board")
    started = time.perf_counter()
    async with storage._write() as db:
        await db.execute_fetchall("UPDATE games SET updated_at = updated_at, state = ? WHERE id = ?",
                                  (state_text, game_id))
    kit.png(image)
    return time.perf_counter() - started


async def floor_and_final(game: str, players: int, options: dict, games: int) -> None:
    import render
    with tempfile.TemporaryDirectory() as folder:
        storage, service, _ = await _service(Path(folder) / "floor.db", render)
        ratios, boards, finals = [], [], []
        for number in range(games):
            place, users = await _start(service, f"f{number}", game, players, options)
            agent = random_agent(game, number)
            game_id = (await storage.open_game(place.channel)).id
            while True:
                played, board, elapsed = await _board_move(service, place, users, agent)
                if not played:
                    break
                record = await storage.game(game_id)
                if record.status != "active":
                    finals.append(elapsed)
                    break
                if board:
                    boards.append(elapsed)
                    view = engine.view(engine.loads(record.state), None)
                    ratios.append(elapsed / await _floor(storage, game_id, record.state, view))
        await storage.close()
    emit(f"pool.move_vs_floor.{game}", players=players, board_moves=len(ratios),
         ratio=round(statistics.median(ratios), 2), board_move_median_ms=round(statistics.median(boards) * 1000, 2),
         target_ratio=1.5, note="floor: one SQLite write of the same state + one PNG encode of the same picture")
    emit(f"pool.final_vs_board.{game}", players=players, games=len(finals),
         ratio=round(statistics.median(finals) / statistics.median(boards), 2),
         final_median_ms=round(statistics.median(finals) * 1000, 2), target_ratio=2.0,
         note="the final board and the scores picture; the replay follows on its own")


def run_all(games: int, only_game: str | None = None) -> None:
    for game, players, options in TABLES:
        if only_game not in (None, game):
            continue
        asyncio.run(floor_and_final(game, players, options, max(2, games // 10)))
        throughput(game, players, options)
        event_loop_lag(game, players, options)
