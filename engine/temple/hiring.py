"""Phase 6, hiring and firing workers (rules/temple.md 4.6, R6.1-R6.5).

Supply is unlimited, so all players answer at the same time (R6.5): for each of their crafts how many
workers it should employ (fewer fires, more hires, up to its capacity), then how many site workers to
hire for this round's building. Hiring is free; the prompt shows the wage bill to come.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision
from ..core.frames import Frame, Log
from ..core.messages import Msg
from .content import CONTENT, CRAFTS
from .crafts import capacity, craft_msg
from .goods import goods_msg

if TYPE_CHECKING:
    from . import TempleState as G
    from .state import Seat

SITE = "site"


def wage(g: "G") -> dict[str, int]:
    """The wage of one worker this round (R8.1, with God's Hand modifiers)."""
    normal = CONTENT.rules.wage
    drachmas = normal.drachmas if g.modifiers.wage_drachmas is None else g.modifiers.wage_drachmas
    return {"drachmas": drachmas, "food": normal.food}


def wage_bill(g: "G", seat: "Seat") -> dict[str, int]:
    workers = seat.workers()
    return {good: amount * workers for good, amount in wage(g).items() if amount * workers}


def steps(seat: "Seat") -> list[str]:
    """The seat's crafts in the rules' craft order (data/temple/crafts.toml), never in the order the
    crafts were acquired: a stored and reloaded state has its mappings in key order."""
    return [craft for craft in CRAFTS if craft in seat.crafts] + [SITE]


class Hiring(Frame):
    answered: list[int] = []          # per seat: how many of its steps are answered
    ids: list[int] = []

    def pushed(self, g: "G") -> None:
        self.answered = [0 if seat.active else len(steps(seat)) for seat in g.seats]
        self.ids = [g.new_id() for _ in g.seats]
        for seat in g.seats:
            seat.site_workers = 0          # R6.4: each round's site workers are hired anew

    def awaits(self) -> bool:
        return True

    def renew(self, g: "G", seat: int) -> None:
        self.ids[seat] = g.new_id()

    def decisions(self, g: "G") -> list[Decision]:
        found = []
        for s, seat in enumerate(g.seats):
            todo = steps(seat)
            if self.answered[s] == len(todo):
                continue
            step = todo[self.answered[s]]
            bill = goods_msg(wage_bill(g, seat))
            if step == SITE:
                prompt = Msg("temple-ask-site-workers", {"bill": bill, "wage": goods_msg(wage(g)),
                                                         "unbuilt": len(seat.unbuilt)})
                high = CONTENT.rules.site_workers_max
            else:
                level = seat.crafts[step]
                high = capacity(step, level)
                prompt = Msg("temple-ask-craft-workers", {"craft": craft_msg(step, level), "max": high,
                                                          "now": seat.craft_workers.get(step, 0), "bill": bill})
            found.append(Decision(str(self.ids[s]), s, prompt, kind="amount", min=0, max=high))
        return found

    def explain(self, g: "G", s: int, amount: int) -> Msg | None:
        if amount < 0:
            return None
        seat = g.seats[s]
        step = steps(seat)[self.answered[s]]
        if step == SITE:
            return Msg("temple-refuse-site-workers", {"max": CONTENT.rules.site_workers_max})
        level = seat.crafts[step]
        high = capacity(step, level)
        return Msg("temple-refuse-capacity", {"craft": craft_msg(step, level), "max": high,
                                              "amount": amount, "short": amount - high})

    def answer(self, g: "G", s: int, choice: int, log: Log) -> None:
        seat = g.seats[s]
        todo = steps(seat)
        step = todo[self.answered[s]]
        if step == SITE:
            seat.site_workers = choice
        else:
            seat.craft_workers[step] = choice
        self.answered[s] += 1
        if self.answered[s] == len(todo):
            log.add("hired", "temple-ev-workers", s, craft=sum(seat.craft_workers.values()),
                    site=seat.site_workers, bill=goods_msg(wage_bill(g, seat)))
        if all(self.answered[i] == len(steps(seat)) for i, seat in enumerate(g.seats)):
            g.pop(self)
