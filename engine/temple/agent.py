"""A cautious random player for fuzzing and demos: it still picks at random, but mostly among choices
that keep its workers paid, so random games reach the end of the Temple and not only riots. One
amount in forty is purely random, so riots, rescues and eliminations are still explored."""
from __future__ import annotations

from typing import Any

from ..agents import RandomAgent
from ..core.decisions import Decision
from .building import materials, workers_needed
from .content import CONTENT
from .goods import shortfall
from .hiring import wage
from .market import question


class CautiousAgent(RandomAgent):
    def choose(self, state: Any, decision: Decision) -> Any:
        key = decision.prompt.key
        if self.rng.below(40) == 0 or decision.kind != "amount" or not key.startswith("temple-ask-"):
            return self.sensible_option(decision) if decision.kind == "one" else super().choose(state, decision)
        seat = state.seats[decision.seat]
        low, high = decision.min, decision.max
        pay = wage(state)
        affordable_workers = min(seat.drachmas // max(1, pay["drachmas"]), seat.food // max(1, pay["food"]))
        if key == "temple-ask-craft-workers":
            others = seat.workers() - seat.craft_workers.get(_craft_of(decision), 0)
            return max(low, min(high, self.rng.below(high + 1), affordable_workers - others - 1))
        if key == "temple-ask-site-workers":
            buildable = [n for n in seat.unbuilt if not shortfall(seat, materials(n))]
            if not buildable:
                return low
            want = sum(workers_needed(state, n) for n in buildable)
            return max(low, min(high, want, affordable_workers - seat.workers() - 1))
        market = question(key)
        if market is not None:
            # both market modes: sell some of the surplus, buy what is missing (in turn, `high` is
            # already what the running total leaves affordable)
            side, good = market
            if good == "food":
                need = seat.workers() + 3
            else:
                need = sum(materials(n).get(good, 0) for n in seat.unbuilt)
            if side == "sell":
                surplus = max(0, seat.get(good) - need)
                shown = decision.prompt.params.get("price")     # in turn: the price the total gives
                if shown is not None and shown.params["price"] < CONTENT.price(good, "sell", 1) \
                        and self.rng.below(2):
                    surplus //= 2             # a crowded market pays less: sell less
                return max(low, min(high, self.rng.below(surplus + 1)))
            return max(low, min(high, need - seat.get(good)))
        if key in ("temple-ask-bid", "temple-ask-first-bid"):
            if self.rng.below(2) == 0 or high < low:
                return "pass"
            return min(high, low + self.rng.below(4))
        return super().choose(state, decision)

    def sensible_option(self, decision: Decision) -> Any:
        enabled = [option.id for option in decision.options if option.disabled is None]
        preferred = [o for o in enabled if o.startswith(("build-", "upgrade-", "accept", "offer"))]
        if preferred and self.rng.below(3):
            return preferred[self.rng.below(len(preferred))]
        return enabled[self.rng.below(len(enabled))]


def _craft_of(decision: Decision) -> str:
    craft = decision.prompt.params["craft"]
    return craft.params["craft"].key.removeprefix("temple-craft-")
