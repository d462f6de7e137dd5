"""Agents that answer decisions: a random agent for fuzzing and for filling seats in demos. Automa
opponents and the "take over an absent player" agent plug in here too."""
from __future__ import annotations

from typing import Any, Protocol

from .core.decisions import Decision
from .core.rng import Rng


class Agent(Protocol):
    def choose(self, state: Any, decision: Decision) -> Any: ...


class RandomAgent:
    """Picks uniformly among the enabled options (or amounts); deterministic for a given seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng.from_seed(seed ^ 0xA5A5A5A5)

    def choose(self, state: Any, decision: Decision) -> Any:
        if decision.kind == "amount":
            named = [option.id for option in decision.options if option.disabled is None]
            if decision.min > decision.max or (named and self.rng.below(2) == 0):
                return named[self.rng.below(len(named))]
            return decision.min + self.rng.below(decision.max - decision.min + 1)
        enabled = [option.id for option in decision.options if option.disabled is None]
        if decision.kind == "one":
            return enabled[self.rng.below(len(enabled))]
        self.rng.shuffle(enabled)
        low, high = decision.min, min(decision.max, len(enabled))
        return enabled[: low + self.rng.below(high - low + 1)]


def random_agent(game: str, seed: int) -> RandomAgent:
    """The random player fuzzing, demos and benchmarks use for `game` (a game may prefer a cautious
    one so that random games reach their end)."""
    from .core import rules as registry
    return (registry.get(game).random_agent or RandomAgent)(seed)
