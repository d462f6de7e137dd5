"""Crafts in each player's City: what they produce (phase 2) and phase 5, building or upgrading one
craft (rules/temple.md 4.5, R5.1-R5.5). Craft cards come from a limited shared supply."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Log, Question
from ..core.messages import Msg
from . import hints
from .content import CONTENT, CRAFTS
from .goods import goods_msg, pay, shortfall

if TYPE_CHECKING:
    from . import TempleState as G
    from .state import Seat


def craft_msg(craft: str, level: int) -> Msg:
    return Msg("temple-craft", {"craft": Msg(f"temple-craft-{craft}"), "level": level})


def capacity(craft: str, level: int) -> int:
    return CONTENT.crafts[craft].levels[level - 1].capacity


def output(seat: "Seat") -> dict[str, int]:
    """R2.2: per-worker output times staffed workers (the house data keeps this whole)."""
    produced: dict[str, int] = {}
    for craft in CRAFTS:                      # the rules' order, not the mapping's (it changes on reload)
        level = seat.crafts.get(craft)
        staffed = seat.craft_workers.get(craft, 0)
        if level and staffed:
            data = CONTENT.crafts[craft]
            produced[data.produces] = produced.get(data.produces, 0) + data.levels[level - 1].per_worker * staffed
    return produced


def choices(g: "G", s: int) -> list[Option]:
    seat = g.seats[s]
    options = []
    for craft in CRAFTS:
        data = CONTENT.crafts[craft]
        level = seat.crafts.get(craft, 0)
        if level >= len(data.levels):
            continue
        target = level + 1
        option_id = f"{'upgrade' if level else 'build'}-{craft}"
        cost = data.levels[target - 1].cost
        disabled = None
        if g.craft_supply[craft][target - 1] == 0:
            disabled = Msg("temple-why-no-craft-card", {"craft": craft_msg(craft, target)})
        elif missing := shortfall(seat, cost):
            disabled = Msg("temple-why-short", {"short": goods_msg(missing)})
        key = "temple-opt-upgrade" if level else "temple-opt-build-craft"
        options.append(Option(option_id, Msg(key, {"craft": craft_msg(craft, target),
                                                   "cost": goods_msg(cost)}), disabled,
                              hint=hints.craft(craft, target, level)))
    options.append(Option("pass", Msg("temple-opt-pass")))
    return options


class Crafts(Question):
    """R5.1: clockwise from the Ark holder, each player builds one craft, upgrades one, or passes."""

    order: list[int]
    index: int = 0

    def ask(self, g: "G") -> Decision:
        return Decision("", self.order[self.index], Msg("temple-ask-craft"), options=choices(g, self.order[self.index]))

    def answer(self, g: "G", s: int, choice: str, log: Log) -> None:
        if choice != "pass":
            action, craft = choice.split("-", 1)
            seat = g.seats[s]
            level = seat.crafts.get(craft, 0) + 1
            pay(seat, CONTENT.crafts[craft].levels[level - 1].cost)
            g.craft_supply[craft][level - 1] -= 1
            if level > 1:
                g.craft_supply[craft][level - 2] += 1      # R5.3: the old card goes back
            seat.crafts[craft] = level
            seat.craft_workers.setdefault(craft, 0)
            log.add("craft", f"temple-ev-{action}", s, craft=craft_msg(craft, level))
        self.index += 1
        if self.index == len(self.order):
            g.pop(self)
