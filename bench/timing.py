"""Output helpers shared by the benchmarks."""
from __future__ import annotations

import json
import time


def emit(name: str, **figures) -> None:
    print(json.dumps({"figure": name, **figures}), flush=True)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def time_moves(service, timings: list[float]) -> None:
    """From now on, how long each of the service's moves (`play`) takes is appended to `timings`."""
    original = service.play

    async def play(*args, **kwargs):
        started = time.perf_counter()
        result = await original(*args, **kwargs)
        timings.append(time.perf_counter() - started)
        return result
    service.play = play
