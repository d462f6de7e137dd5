"""A random player for fuzzing and demos that still plays like a builder: it plays its card first,
declares the main action with the most banners most of the time, and inside an action it prefers
doing something (placing, clearing, rebuilding, a scribe, the tent) to stopping or going back. Every
other choice stays uniform among the options offered, so fuzzing still explores all of them."""
from __future__ import annotations

from typing import Any

from ..agents import RandomAgent
from ..core.decisions import Decision

STOP = ("done", "back", "end", "skip", "no")
SIDE = ("aux", "merchant", "elder", "bread")
MENUS = ("ezra_nehemiah-ask-temple", "ezra_nehemiah-ask-walls", "ezra_nehemiah-ask-torah")
BEST_MAIN_ODDS = (2, 3)           # the main action with the most banners, this often
WORK_ODDS = (3, 4)                # inside a menu: an action rather than a stop or a side option


class BuilderAgent(RandomAgent):
    def choose(self, state: Any, decision: Decision) -> Any:
        if decision.kind != "one":
            return super().choose(state, decision)
        enabled = [o for o in decision.options if o.disabled is None]
        ids = [o.id for o in enabled]
        key = decision.prompt.key
        if key == "ezra_nehemiah-ask-turn":
            if "play" in ids and self._odds(WORK_ODDS):
                return "play"
            mains = [o for o in enabled if o.id.startswith("main:")]
            if mains and self._odds(BEST_MAIN_ODDS):
                return max(mains, key=lambda o: (o.label.params.get("banners", 0), o.id)).id
        if key in MENUS or key == "ezra_nehemiah-ask-turn":
            work = [i for i in ids if i not in STOP and i not in SIDE and not i.startswith("main:")]
            if work and self._odds(WORK_ODDS):
                return work[self.rng.below(len(work))]
        elif any(i in STOP for i in ids):
            rest = [i for i in ids if i not in STOP]
            if rest and self._odds(WORK_ODDS):
                return rest[self.rng.below(len(rest))]
        return super().choose(state, decision)

    def _odds(self, odds: tuple[int, int]) -> bool:
        wanted, out_of = odds
        return self.rng.below(out_of) < wanted
