"""Building a finished game's animated replay (issue 17): for every game at its largest table, the
longest of a few random games, from its record to the GIF (replaying the record from the seed, the
public board of every turn's end, scaling, captions, encoding), as the service does it at the end of a
game: in a worker thread. Meanwhile a ticker on the event loop measures how late it wakes up, the
proof that the build never blocks other tables (target: the loop's worst lag under 100 ms while a
replay is built, the 99th percentile under 20 ms; the file under Discord's 10 MiB). The worst lag is
one of Python's full garbage collections, which stop every thread for as long as the whole heap takes
to walk (50-70 ms in this process with the render caches warm); the build keeps its own heap small
(render.animate_record keeps views, not states).
"""
from __future__ import annotations

import asyncio
import time

import engine
import render
from bot import aftergame
from data.locale.names import automa_name
from engine import record as records
from engine.agents import random_agent

from .timing import emit, percentile

CANDIDATES = 4             # random games per table; the longest is measured
TICK = 0.005               # the ticker's period, seconds
TARGET_LAG_MS = 100.0
TARGET_P99_LAG_MS = 20.0
LIMIT = 10 * 1024 * 1024


def longest_record(game: str, players: int) -> records.Record:
    """The record of the longest of CANDIDATES random games at this table."""
    longest: tuple[engine.State, list[records.RecordAction]] | None = None
    for seed in range(CANDIDATES):
        state, actions = engine.new_game(game, players, seed=seed), []
        agent = random_agent(game, seed)
        while (pending := engine.pending(state)):
            decision = pending[0]
            choice = agent.choose(state, decision)
            actions.append(records.RecordAction(seat=decision.seat, user=f"u{decision.seat}",
                                                decision=decision.id, choice=choice, at="2026-11-27T12:00:00Z"))
            state, _ = engine.act(state, decision.seat, choice, expect=decision.id)
        if longest is None or len(actions) > len(longest[1]):
            longest = (state, actions)
    state, actions = longest
    seats = [records.RecordSeat(seat=seat, name=f"Player {seat + 1}", user=f"u{seat}") for seat in range(players)]
    return records.make_record(state, seats=seats, actions=actions)


async def _build_with_ticker(record: records.Record, names) -> tuple[object, float, list[float]]:
    """The replay built in a worker thread while the loop ticks; (animation, seconds, the loop's lags
    in ms)."""
    lags: list[float] = []
    done = False

    async def tick():
        while not done:
            before = time.perf_counter()
            await asyncio.sleep(TICK)
            lags.append((time.perf_counter() - before - TICK) * 1000)

    ticker = asyncio.ensure_future(tick())
    started = time.perf_counter()
    animation = await asyncio.to_thread(aftergame.replay, render, record, "en", names)
    seconds = time.perf_counter() - started
    done = True
    await ticker
    return animation, seconds, lags


def run_all(only_game: str | None = None) -> None:
    for game in engine.game_ids():
        if only_game not in (None, game):
            continue
        players = engine.meta(game).max_players
        record = longest_record(game, players)
        candidates = len(records.frame_steps(record, check=False))
        automa = automa_name(game)
        names = lambda seat: f"Player {seat + 1}" if seat < players else automa   # noqa: E731
        animation, seconds, lags = asyncio.run(_build_with_ticker(record, names))
        emit(f"{game}.replay", players=players, moves=len(record.actions), boards=candidates,
             frames=animation.frames, size=f"{animation.width}x{animation.height}",
             kib=round(len(animation.data) / 1024), under_limit=len(animation.data) < LIMIT,
             build_s=round(seconds, 2), loop_p99_lag_ms=round(percentile(lags, 0.99), 1),
             loop_worst_lag_ms=round(max(lags), 1), target_p99_lag_ms=TARGET_P99_LAG_MS,
             target_worst_lag_ms=TARGET_LAG_MS)
