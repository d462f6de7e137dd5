"""The resource locations, the King's Storehouse and the Tax Collector (rules/architects.md 4.3,
4.4, 4.7). Yields come from rules.toml `yield`: floor(N / divisor) + plus, plus YIELD_BONUS."""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Log
from ..core.messages import Msg
from . import abilities as AB
from . import content as C
from .base import Actions, Ask, opt
from .content import CONTENT
from .goods import as_dict, change_virtue, gain, goods_msg, mix_id, parse_mix, pay, shortfall

if TYPE_CHECKING:
    from . import ArchitectsState as G

RESOURCE_LOCATIONS = ("quarry", "forest", "mines", "silversmith")


def base_yield(g: "G", index: int, location: str, option: str, n: int) -> int:
    if location == "mines" and option == "gold":
        return AB.mines_gold(g.players[index], n)
    return CONTENT.rules.yield_[location][option](n)


def yield_of(g: "G", index: int, location: str, option: str, n: int) -> dict[str, int]:
    """The yield of a resource location for N, with the player's YIELD_BONUS."""
    gained = {option: base_yield(g, index, location, option, n)}
    for resource, extra in AB.yield_bonus(g.players[index], location, option).items():
        gained[resource] = gained.get(resource, 0) + extra
    return {k: v for k, v in gained.items() if v}


def yield_options(g: "G", index: int, location: str, n: int) -> list[str]:
    """The options a placement offers: the Mines leave out one that yields nothing (T05)."""
    options = list(CONTENT.rules.yield_[location])
    if len(options) == 1:
        return options
    return [option for option in options if base_yield(g, index, location, option, n) > 0]


def collect(g: "G", index: int, location: str, option: str, n: int, log: Log) -> None:
    """The yield of a resource location for N, with the player's YIELD_BONUS."""
    gained = yield_of(g, index, location, option, n)
    gain(g, index, gained, log)
    log.add("gain", "architects-ev-yield", index, location=Msg(f"architects-location-{location}"), n=n,
            goods=goods_msg(gained))


class MinesYield(Ask):
    """Q05: clay (N+1 C) or gold (floor(N/2) G) for the whole placement."""

    n: int

    def ask(self, g: "G") -> Decision:
        options = [opt(option, "architects-opt-mines", option=Msg(f"architects-{option}",
                       {"count": base_yield(g, self.player, "mines", option, self.n)}))
                   for option in CONTENT.rules.yield_["mines"]]
        return Decision("", self.player, Msg("architects-ask-mines", {"n": self.n}), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        collect(g, self.player, "mines", choice, self.n, log)


def resolve_resource(g: "G", index: int, location: str, n: int, log: Log) -> None:
    worth = yield_options(g, index, location, n)
    if len(worth) == 1:
        collect(g, index, location, worth[0], n, log)
    else:
        g.push(MinesYield(player=index, n=n))


# --- the King's Storehouse (4.4) -------------------------------------------------------------------

def _mixes(exchange: C.Exchange) -> list[dict[str, int]]:
    found = []
    for combo in combinations_with_replacement(exchange.from_, exchange.pay):
        mix: dict[str, int] = {}
        for resource in combo:
            mix[resource] = mix.get(resource, 0) + 1
        found.append(mix)
    return found


def storehouse_options(g: "G", index: int) -> list[Option]:
    player = g.players[index]
    options = []
    for kind in ("virtue", "marble"):
        exchange = getattr(CONTENT.rules.storehouse, kind)
        for mix in sorted(_mixes(exchange), key=mix_id):
            if not shortfall(player, mix):
                options.append(opt(f"{kind}:{mix_id(mix)}", "architects-opt-exchange", give=goods_msg(mix),
                                   get=goods_msg(exchange.get)))
    for option_id, trade in AB.storehouse_trades(player):
        if not shortfall(player, trade.give):
            options.append(opt(option_id, "architects-opt-exchange", give=goods_msg(trade.give),
                               get=goods_msg(trade.get)))
    options.append(opt("done", "architects-opt-done"))
    return options


def exchange(g: "G", index: int, choice: str, log: Log) -> None:
    player = g.players[index]
    if choice.startswith("trade:"):
        trade = dict(AB.storehouse_trades(player))[choice]
        give, get = as_dict(trade.give), trade.get
    else:
        kind, mix = choice.split(":")
        give = parse_mix(mix)
        get = getattr(CONTENT.rules.storehouse, kind).get
    pay(player, give)
    log.add("exchange", "architects-ev-exchange", index, give=goods_msg(give), get=goods_msg(get))
    gain(g, index, get, log)


class Storehouse(Actions):
    """Q06, repeated while actions are left and an exchange is possible; `done` ends it."""

    where = "storehouse"

    def options(self, g: "G") -> list[Option]:
        return storehouse_options(g, self.player)

    def act(self, g: "G", choice: str, log: Log) -> None:
        exchange(g, self.player, choice, log)


# --- the Tax Collector (4.7) -----------------------------------------------------------------------

def collector_loss(player) -> int:
    """The virtue the Tax Collector costs (negative): 2, or TAXCOLLECTOR_LOSS's smallest."""
    losses = AB.of(player, C.TaxcollectorLoss)
    return -min(e.n for e in losses) if losses else CONTENT.rules.tax_collector.virtue


def tax_collector(g: "G", index: int, log: Log) -> None:
    player = g.players[index]
    taken, g.tax_stand = g.tax_stand, 0
    player.silver += taken
    loss = collector_loss(player)
    log.add("tax", "architects-ev-tax-collector", index, silver=taken, virtue=-loss)
    change_virtue(g, index, loss, log)
