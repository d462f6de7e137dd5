"""A random player for fuzzing and demos that still plays like a builder: it goes to the Guildhall
most times it can, and half of its other placements go where the cheapest building in its hand (or
the next Cathedral level) needs something: a resource location, or the Workshop for a missing skill
or an empty hand. Every other choice stays uniform among the options offered, so fuzzing still
explores all of them; random games end in about as many turns as real ones."""
from __future__ import annotations

from typing import Any

from ..agents import RandomAgent
from ..core.decisions import Decision
from . import abilities as AB
from .goods import shortfall
from .guildhall import building_payments

GUILDHALL_ODDS = (2, 3)           # taken this often when it is offered
PURPOSE_ODDS = (1, 2)             # otherwise, this often a placement towards a building
SOURCE = {"wood": "forest", "stone": "quarry", "clay": "mines", "gold": "mines", "marble": "storehouse",
          "silver": "silversmith"}


class BuilderAgent(RandomAgent):
    def choose(self, state: Any, decision: Decision) -> Any:
        if decision.prompt.key == "architects-ask-place":
            enabled = [o.id for o in decision.options if o.disabled is None]
            if "guildhall" in enabled and self._odds(GUILDHALL_ODDS):
                return "guildhall"
            wanted = self._towards_a_building(state, decision.seat)
            if wanted in enabled and self._odds(PURPOSE_ODDS):
                return wanted
        return super().choose(state, decision)

    def _odds(self, odds: tuple[int, int]) -> bool:
        wanted, out_of = odds
        return self.rng.below(out_of) < wanted

    @staticmethod
    def _towards_a_building(state: Any, index: int) -> str | None:
        player = state.players[index]
        if not player.hand:
            return "workshop"
        best = None
        for card in player.hand:
            if AB.missing_skills(player, card):
                need = ("workshop", 3)
            else:
                missing = min((shortfall(player, option) for option in building_payments(state, index, card)),
                              key=lambda short: sum(short.values()))
                if not missing:
                    continue
                resource = max(missing, key=lambda key: (missing[key], key))
                need = (SOURCE[resource], sum(missing.values()))
            if best is None or need[1] < best[1]:
                best = need
        return best[0] if best else None
