"""Output helpers shared by the benchmarks."""
from __future__ import annotations

import json


def emit(name: str, **figures) -> None:
    print(json.dumps({"figure": name, **figures}), flush=True)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
