"""python -m bench [--games N] [--game nehemiah] [--only engine|service|render|scale|pool|posts|replay|postgres|bots|ladder]

Engine: pending + act per decision (target median < 1 ms), a complete random game (4 players with
leaders < 0.5 s; Architects and Ezra and Nehemiah 4 players < 1 s). Service: a move through the service with rendering (median < 60 ms, p99 < 200 ms),
rendering alone (median < 50 ms, PNG < 500 KB), database growth per finished game (<= 300 KB), the
reminder sweep over 10,000 active games (< 200 ms). Scale (bench/scale.py), each a ratio measured in
one interleaved run: a move / drawing its board, timed inside the move, drawn in a worker process and
in the service's threads (<= 1.1x, <= 8 database trips, a move with
its picture < 25 ms), a move with 10,000 finished games stored / with 1 (< 1.1x), undo late / early in
a long game (< 1.5x). Pool (bench/pool.py): pictures in worker processes: board moves per second
with 2 workers / 1 (>= 1.7x on 2 cores), the event loop's lag with 50 tables moving (p99 <= 5 ms, worst
<= 50 ms), a board move / its floor, one SQLite write and one PNG encode (<= 1.5x), the final move /
an ordinary board move (<= 2x). Render (bench/render.py): a board against PNG-encoding the same finished image
(<= 2.0x), for every game, player count and option set. Posts (bench/posts.py): public messages,
pictures and edits per finished game, for every game and player count. Replay (bench/replay.py): the
animated replay of the longest of a few random games at each game's largest table, built in a worker
thread while the event loop's lag is measured (p99 < 20 ms, worst < 100 ms; the file < 10 MiB).
PostgreSQL (bench/postgres.py): a move through the service on PostgreSQL against the same move on
SQLite, as a ratio in one run (skipped, with the reason, without a server). Bots (bench/bots.py, only
with `--only bots`, long): the seat bot against random players, for every game and player count.
Ladder (bench/ladder.py, only with `--only ladder`, long): the bot strengths (engine/bots.py), seat-
rotated, at 2 players (or the smallest table) and the game's usual count: strong against normal,
normal against easy, easy against random, each win rate with its 95% Wilson interval, and the strong
bot's median and p99 time per decision; `--games N` games per pairing (default 4, so it ends in
minutes), `--evaluations E` the strong bot's budget of scorings per decision where it searches a tree
(default: its own, per game; Nehemiah's look-ahead to its next turn counts answers tried instead),
`--jobs J` games side by side in worker processes, `--pairing strong/normal` and `--players P` a part
of it; the strong bot's times are CPU time of one core.
"""
from __future__ import annotations

import argparse
import statistics
import time

import engine
from engine.agents import random_agent

from .timing import emit, percentile


def random_game(game: str, players: int, options: dict, seed: int, step_times: list[float] | None):
    agent = random_agent(game, seed)
    state = engine.new_game(game, players, options=options, seed=seed)
    decisions = 0
    while True:
        started = time.perf_counter()
        pending = engine.pending(state)
        if not pending:
            break
        decision = pending[0]
        choice_time = time.perf_counter()
        choice = agent.choose(state, decision)
        chosen = time.perf_counter()
        state, _ = engine.act(state, decision.seat, choice, expect=decision.id)
        if step_times is not None:
            step_times.append((choice_time - started) + (time.perf_counter() - chosen))
        decisions += 1
    return state, decisions


# A whole random game's target where a game's issue names one: (players, seconds); the rest are
# measured at their largest table with every option on (0.5 s).
GAME_TARGETS = {"architects": (4, 1.0), "ezra_nehemiah": (4, 1.0)}


def _game_target(game: str, players: int, options: dict, most: int) -> float | None:
    if game in GAME_TARGETS:
        wanted, seconds = GAME_TARGETS[game]
        return seconds if players == wanted else None
    return 0.5 if players == most and options else None


DECISION_TARGET_MS = {"architects": 0.5}       # issue 31: its option hints were the slowest


def bench_engine(game: str, games: int) -> None:
    meta = engine.meta(game)
    all_options = {spec.name: True for spec in meta.options if spec.type == "bool"}
    for players in range(meta.min_players, meta.max_players + 1):
        for options in ({}, all_options) if all_options else ({},):
            steps: list[float] = []
            totals: list[float] = []
            counts: list[int] = []
            for seed in range(games):
                started = time.perf_counter()
                _, decisions = random_game(game, players, options, seed, steps)
                totals.append(time.perf_counter() - started)
                counts.append(decisions)
            emit(f"{game}.decision", players=players, options=options, decisions=len(steps),
                 median_ms=round(statistics.median(steps) * 1000, 3),
                 p99_ms=round(percentile(steps, 0.99) * 1000, 3),
                 target_median_ms=DECISION_TARGET_MS.get(game, 1.0))
            emit(f"{game}.game", players=players, options=options, games=games,
                 decisions_median=statistics.median(counts),
                 median_s=round(statistics.median(totals), 4), max_s=round(max(totals), 4),
                 target_s=_game_target(game, players, options, meta.max_players))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("--games", type=int, default=None, help="games per configuration (30; ladder: 4)")
    parser.add_argument("--game", default=None, help="only this game (default: all)")
    parser.add_argument("--only", choices=["engine", "service", "render", "scale", "pool", "posts", "replay", "postgres", "bots",
                                           "ladder"], default=None)
    parser.add_argument("--comparisons", type=int, default=200, help="bots: comparisons per table")
    parser.add_argument("--evaluations", type=int, default=None,
                        help="ladder: the strong bot's scorings per decision, tree search (default: per game)")
    parser.add_argument("--jobs", type=int, default=1, help="ladder: games played side by side (processes)")
    parser.add_argument("--pairing", action="append", default=None,
                        help="ladder: only this pairing, e.g. strong/normal (repeatable)")
    parser.add_argument("--players", type=int, default=None, help="ladder: only this table size")
    args = parser.parse_args()
    if args.only == "ladder":                # long: only when asked for
        from .ladder import run_all as ladder
        ladder(args.game, args.games, args.evaluations, args.jobs, args.pairing, args.players)
        return
    args.games = 30 if args.games is None else args.games
    if args.only in (None, "engine"):
        for game in ([args.game] if args.game else engine.game_ids()):
            bench_engine(game, args.games)
    if args.only in (None, "service"):
        from .service import run_all
        run_all(args.games, args.game)
    if args.only in (None, "scale"):
        from .scale import run_all as scale
        scale(args.game)
    if args.only in (None, "pool"):
        from .pool import run_all as pool
        pool(args.games, args.game)
    if args.only in (None, "render"):
        from .render import run_all as render_floor
        render_floor(args.game)
    if args.only in (None, "posts"):
        from .posts import run_all as posts
        posts(args.game)
    if args.only in (None, "replay"):
        from .replay import run_all as replay
        replay(args.game)
    if args.only in (None, "postgres"):
        from .postgres import run_all as postgres
        postgres(args.games, args.game)
    if args.only == "bots":                  # long: only when asked for
        from .bots import run_all as bots
        bots(args.game, args.comparisons)


if __name__ == "__main__":
    main()
