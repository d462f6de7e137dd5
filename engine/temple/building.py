"""Phase 9, building the Temple (rules/temple.md 4.9, R9.1-R9.4).

Clockwise from the Ark holder, each player builds any number of their unbuilt concessions, paying the
card's wood and stone and using its number of this round's paid site workers (each helps build one
element). Afterwards every site worker leaves, used or not.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Log, Question
from ..core.messages import Msg
from . import hints
from .auction import card_msg
from .content import CONTENT
from .goods import goods_msg, pay, shortfall
from .state import Built

if TYPE_CHECKING:
    from . import TempleState as G


def workers_needed(g: "G", number: int) -> int:
    """The card's site workers, changed by this round's God's Hand card, at least 1 (R9.1)."""
    return max(1, CONTENT.card[number].workers + g.modifiers.site_workers_delta)


materials = hints.materials      # a card's wood and stone (kept in hints.py, which imports no rules module)


class Building(Question):
    order: list[int]
    index: int = 0
    used: int = 0                  # site workers the current player has already put to work

    def ask(self, g: "G") -> Decision:
        s = self.order[self.index]
        seat = g.seats[s]
        free = seat.site_workers - self.used
        options = []
        for number in sorted(seat.unbuilt):
            missing = shortfall(seat, materials(number))
            needed = workers_needed(g, number)
            if needed > free:
                missing["workers"] = needed - free
            disabled = None
            workers = missing.pop("workers", 0)
            if missing:
                disabled = Msg("temple-why-build-short", {"short": goods_msg(missing), "workers": workers})
            elif workers:
                disabled = Msg("temple-why-build-workers", {"workers": workers})
            options.append(Option(f"build-{number}", Msg("temple-opt-build", {
                "card": card_msg(number), "cost": goods_msg(materials(number)), "workers": needed}),
                disabled, hint=hints.build(g, s, number)))
        options.append(Option("done", Msg("temple-opt-done")))
        return Decision("", s, Msg("temple-ask-build", {"free": free}), options=options)

    def answer(self, g: "G", s: int, choice: str, log: Log) -> None:
        if choice == "done":
            self.index += 1
            self.used = 0
            if self.index == len(self.order):
                g.pop(self)
                for seat in g.seats:
                    seat.site_workers = 0          # R9.4: all site workers go back to the market
            return
        number = int(choice.removeprefix("build-"))
        seat = g.seats[s]
        pay(seat, materials(number))
        self.used += workers_needed(g, number)
        seat.unbuilt.remove(number)
        g.build_seq += 1
        seat.built.append(Built(card=number, seq=g.build_seq))
        log.add("built", "temple-ev-built", s, card=card_msg(number), points=CONTENT.card[number].points)
