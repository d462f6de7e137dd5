"""Rendering a board against the PNG-encode floor (issue 11, point 3).

For every game, player count and option set (none / all of engine.meta(game).options), 30 boards
from random games are drawn both ways, and every render is followed at once by encoding its finished
image again, so that machine noise hits both measurements of a picture alike:

- before: the reference path (`render.board(view, fast=False)`: text rasterised afresh, a fresh
  fast-octree colour reduction of every picture), against encoding its own finished palette image;
- after: the fast path (cached text masks, the palette kept per kind of picture), against encoding
  the same finished image it produced: the floor, `kit.png()` alone, no drawing and no reduction.

Target: render / floor <= 2.0 (median of the per-picture ratios). Caches are first warmed on another
game of the same table, as on a server where a table's words, names, cards and palette repeat.
"""
from __future__ import annotations

import gc
import random
import statistics
import time

import engine

from .timing import emit, percentile

VIEWS = 30
RUN = 5             # consecutive moves per run of move_views
TARGET = 2.0


def tables(only_game: str | None = None) -> list[tuple[str, int, dict]]:
    """(game, players, options): every player count, with no options and with every bool option."""
    out = []
    for game in engine.game_ids():
        if only_game not in (None, game):
            continue
        meta = engine.meta(game)
        every = {spec.name: True for spec in meta.options if spec.type == "bool"}
        for players in range(meta.min_players, meta.max_players + 1):
            out.extend((game, players, options) for options in ([{}, every] if every else [{}]))
    return out


def game_views(game: str, players: int, options: dict, seed: int) -> list[dict]:
    """The public view after every decision of one random game."""
    from engine.fuzz import play
    views: list[dict] = []
    play(game, players, options, seed, checks=False, on_step=lambda state: views.append(engine.view(state, None)))
    return views


def spread_views(game: str, players: int, options: dict, seed: int, count: int = VIEWS) -> list[dict]:
    """`count` views spread evenly over random games: each far from the one before."""
    views: list[dict] = []
    while len(views) < 3 * count:
        views += game_views(game, players, options, seed)
        seed += 1000
    return views[:: len(views) // count][:count]


def move_views(game: str, players: int, options: dict, seed: int, count: int = VIEWS) -> list[dict]:
    """`count` views in runs of RUN consecutive moves, each run at a random point of another random
    game: what a server draws, the board after every move."""
    rng = random.Random(seed)
    views: list[dict] = []
    while len(views) < count:
        played = game_views(game, players, options, seed + len(views))
        start = rng.randrange(max(1, len(played) - RUN))
        views += played[start:start + RUN]
    return views[:count]


def _timed(fast: bool, view: dict) -> tuple[float, float]:
    """(seconds to render the board, seconds to PNG-encode the finished image again)."""
    import render
    from render import kit
    started = time.perf_counter()
    image, _ = render.prepare(view, "board", fast=fast)
    kit.png(image)
    rendered = time.perf_counter() - started
    started = time.perf_counter()
    kit.png(image)
    return rendered, time.perf_counter() - started


def measure(views: list[dict], fast: bool) -> list[tuple[float, float]]:
    """(render, floor) seconds for every view, measured back to back."""
    return [_timed(fast, view) for view in views]


def _figures(times: list[tuple[float, float]], prefix: str) -> dict:
    renders = [r for r, _ in times]
    floors = [f for _, f in times]
    return {f"{prefix}_ratio": round(statistics.median(r / f for r, f in times), 2),
            f"{prefix}_render_ms": round(statistics.median(renders) * 1000, 2),
            f"{prefix}_png_ms": round(statistics.median(floors) * 1000, 2),
            f"{prefix}_render_p90_ms": round(percentile(renders, 0.9) * 1000, 2)}


SAMPLES = {"moves": move_views, "spread": spread_views}


def bench_table(game: str, players: int, options: dict, sample: str = "moves") -> None:
    from render import palette
    warm = spread_views(game, players, options, seed=1, count=VIEWS // 2)
    views = SAMPLES[sample](game, players, options, seed=2)
    figures = {}
    for fast, prefix in ((False, "before"), (True, "after")):      # the old path first
        measure(warm, fast)                                          # fill the caches on another game
        gc.collect()
        built = palette.built
        figures.update(_figures(measure(views, fast), prefix))
        if fast:
            figures["palettes_built"] = palette.built - built
    emit(f"render.floor.{game}", players=players, options=options, sample=sample, views=len(views),
         **figures, target_ratio=TARGET)


def run_all(only_game: str | None = None) -> None:
    for sample in SAMPLES:
        for table in tables(only_game):
            bench_table(*table, sample=sample)
