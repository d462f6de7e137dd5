"""Immediate effects (rules/architects.md 13.2), in list order: buildings with an immediate effect,
reward cards, and the gains that follow a Cathedral advance. One effect runs per step, so an effect
that asks (HIRE_FREE, DRAW_KEEP) is answered before the next one starts."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.frames import Frame, Log
from . import abilities as AB
from . import content as C
from .content import CONTENT
from .goods import as_dict, gain, goods_msg, pay_off_debt
from .guard import imprison, release
from .workshop import draw_to_hand, free_hire, start_draw_keep

if TYPE_CHECKING:
    from . import ArchitectsState as G


def effects_of(source: str) -> list[C.ImmediateEffect]:
    if source.startswith("RW"):
        return list(CONTENT.reward[source].effects)
    return [e for e in CONTENT.building[source].effects if e.group == "immediate"]


def refs(source: str) -> list[str]:
    """The queue entries of a card's immediate effects: "B24/0", "RW07/0", "RW07/1"."""
    return [f"{source}/{number}" for number in range(len(effects_of(source)))]


class Resolve(Frame):
    """Runs queued effects for one player: card effects ("B24/0") and the Cathedral's extras
    ("cathedral_gain": every CATHEDRAL_GAIN; "pile_empty": the empty reward pile's +1 V)."""

    player: int
    queue: list[str]

    def run(self, g: "G", log: Log) -> None:
        if not self.queue:
            g.pop(self)
            return
        ref = self.queue.pop(0)
        if ref == "cathedral_gain":
            for effect in AB.of(g.players[self.player], C.CathedralGain):
                log.add("gain", "architects-ev-cathedral-gain", self.player, goods=goods_msg(effect.gain))
                gain(g, self.player, effect.gain, log)
        elif ref == "pile_empty":
            log.add("gain", "architects-ev-reward-pile-empty", self.player,
                    goods=goods_msg(CONTENT.rules.rewards.pile_empty))
            gain(g, self.player, CONTENT.rules.rewards.pile_empty, log)
        else:
            source, number = ref.split("/")
            apply(g, self.player, effects_of(source)[int(number)], log)


def apply(g: "G", index: int, effect: C.ImmediateEffect, log: Log) -> None:
    player = g.players[index]
    if isinstance(effect, C.GainEffect):
        log.add("gain", "architects-ev-gain", index, goods=goods_msg(effect))
        gain(g, index, effect, log)
    elif isinstance(effect, C.Draw):
        draw_to_hand(g, index, effect.n, log)
    elif isinstance(effect, C.DrawKeep):
        start_draw_keep(g, index, effect.n, effect.keep, log)
    elif isinstance(effect, C.HireFree):
        fallback = {} if effect.fallback is None else as_dict(effect.fallback)
        free_hire(g, index, effect.scope, fallback, log)
    elif isinstance(effect, C.PayoffFree):
        if player.debts_unpaid:
            pay_off_debt(g, index, log)
        elif effect.fallback is not None:
            log.add("gain", "architects-ev-gain", index, goods=goods_msg(effect.fallback))
            gain(g, index, effect.fallback, log)
    elif isinstance(effect, C.ReleaseAll):
        release(g, index, log)
    elif isinstance(effect, C.ImprisonCaptured):
        imprison(g, index, log)
    elif isinstance(effect, C.TakeTax):
        taken = g.tax_stand if effect.max is None else min(effect.max, g.tax_stand)
        g.tax_stand -= taken
        player.silver += taken
        log.add("tax", "architects-ev-take-tax", index, silver=taken)
    else:                                            # the content loader admits no other code
        raise AssertionError(f"unknown immediate effect {effect.code}")
