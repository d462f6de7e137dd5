"""A random player for fuzzing and demos that still plays like a builder: it goes to the Guildhall
most times it can, so random games reach their end in about as many turns as a real game. Every
other choice stays uniform among the options offered, so fuzzing explores all of them."""
from __future__ import annotations

from typing import Any

from ..agents import RandomAgent
from ..core.decisions import Decision

GUILDHALL_ODDS = (2, 3)           # took this often when it is offered


class BuilderAgent(RandomAgent):
    def choose(self, state: Any, decision: Decision) -> Any:
        if decision.prompt.key == "architects-ask-place":
            enabled = [o.id for o in decision.options if o.disabled is None]
            wanted, out_of = GUILDHALL_ODDS
            if "guildhall" in enabled and self.rng.below(out_of) < wanted:
                return "guildhall"
        return super().choose(state, decision)
