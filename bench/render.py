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

The boards are those the service draws (`game_views`: a random game played through the table
service, each board's view kept as it was drawn), with the players' names, the header's last move and
the rings of what changed since the previous board: views taken straight from the engine lack them,
and once hid a last move that cost 45 ms to cut to its width.
"""
from __future__ import annotations

import asyncio
import gc
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Callable, NamedTuple

import engine

from .service import _service
from .timing import emit, percentile


class Board(NamedTuple):
    """A board as the service asks for it: the view, the language and the players' names."""
    view: dict
    language: str
    names: Callable[[int], str]


VIEWS = 30
RUN = 5             # consecutive boards per run of move_views
RUNS_PER_GAME = 3   # ... and runs taken from each game
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


class _Kept:
    """A renderer for the service that keeps each board's view and names as the service gives them,
    and draws nothing (the after-game pictures are not asked for: it has no `breakdown`)."""

    def __init__(self) -> None:
        self.boards: list[Board] = []

    def board(self, view: dict, *, language: str = "en", names=None):
        import render
        self.boards.append(Board(view, language, names or render.default_name))
        return render.Picture(png=b"", alt="", width=1, height=1)

    def screen(self, view: dict, *, language: str = "en", names=None):
        import render
        return render.Picture(png=b"", alt="", width=1, height=1)


async def _played(game: str, players: int, options: dict, seed: int) -> list[Board]:
    from bot.demo import play_demo
    kept = _Kept()
    with tempfile.TemporaryDirectory() as folder:
        storage, service, _ = await _service(Path(folder) / "views.db", kept)
        await play_demo(service, game, players, options, seed=seed, channel=f"v{seed}")
        await storage.close()
    return kept.boards


def game_views(game: str, players: int, options: dict, seed: int) -> list[Board]:
    """Every board of one random game played through the service, as the service drew it."""
    return asyncio.run(_played(game, players, options, seed))


def spread_views(game: str, players: int, options: dict, seed: int, count: int = VIEWS) -> list[Board]:
    """`count` boards spread evenly over random games: each far from the one before."""
    views: list[Board] = []
    while len(views) < 3 * count:
        views += game_views(game, players, options, seed)
        seed += 1000
    return views[:: len(views) // count][:count]


def move_views(game: str, players: int, options: dict, seed: int, count: int = VIEWS) -> list[Board]:
    """`count` boards in runs of RUN consecutive ones, RUNS_PER_GAME runs at random points of each of
    several random games: what a server draws, the board after every move."""
    rng = random.Random(seed)
    views: list[Board] = []
    while len(views) < count:
        played = game_views(game, players, options, seed + len(views))
        parts = max(1, len(played) // RUN)
        for part in sorted(rng.sample(range(parts), min(RUNS_PER_GAME, parts))):
            views += played[part * RUN:(part + 1) * RUN]
    return views[:count]


def _timed(fast: bool, board: Board) -> tuple[float, float]:
    """(seconds to render the board, seconds to PNG-encode the finished image again)."""
    import render
    from render import kit
    started = time.perf_counter()
    image, _ = render.prepare(board.view, "board", language=board.language, names=board.names, fast=fast)
    kit.png(image)
    rendered = time.perf_counter() - started
    started = time.perf_counter()
    kit.png(image)
    return rendered, time.perf_counter() - started


def measure(boards: list[Board], fast: bool) -> list[tuple[float, float]]:
    """(render, floor) seconds for every board, measured back to back."""
    return [_timed(fast, board) for board in boards]


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
