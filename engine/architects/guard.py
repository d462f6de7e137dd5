"""The Guard House (rules/architects.md 4.9): N actions in any order, each repeatable: imprison the
captured workers, release your prisoners, reclaim your workers from other boards, pay off a debt.
Imprisoning and releasing are also card effects (IMPRISON_CAPTURED, RELEASE_ALL)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Option
from ..core.frames import Log
from . import abilities as AB
from . import content as C
from . import hints as H
from .base import Actions, opt, why
from .content import CONTENT
from .goods import can_pay_silver, change_virtue, pay_off_debt, pay_silver, silver_due, take_debts

if TYPE_CHECKING:
    from . import ArchitectsState as G


def imprison(g: "G", index: int, log: Log) -> None:
    """All captured workers on the player's board go to the Prison: +1 $ each, plus PRISON_BOUNTY
    (per worker, capped per use) and PRISON_BOUNTY_PAIR (per 2 workers)."""
    player = g.players[index]
    count = player.captured_total()
    if not count:
        return
    for colour in sorted(player.captured):
        g.prison[colour] = g.prison.get(colour, 0) + player.captured[colour]
    player.captured = {}
    bounty = imprison_bounty(player, count)
    player.silver += bounty
    log.add("prison", "architects-ev-imprison", index, count=count, silver=bounty)


def imprison_bounty(player, count: int) -> int:
    """The silver for sending `count` captured workers to the Prison at once."""
    bounty = CONTENT.rules.guard.imprison_bounty * count
    for effect in AB.of(player, C.PrisonBounty):
        bounty += min(effect.per_worker * count, effect.max)
    for effect in AB.of(player, C.PrisonBountyPair):
        bounty += effect.n * (count // 2)
    return bounty


def release(g: "G", index: int, log: Log) -> None:
    """All the player's own workers in the Prison return to the player's board, free."""
    colour = g.players[index].colour
    count = g.prison.pop(colour, 0)
    if count:
        g.players[index].workers += count
        log.add("prison", "architects-ev-release", index, count=count)


def held_elsewhere(g: "G", index: int) -> int:
    colour = g.players[index].colour
    return sum(other.captured.get(colour, 0) for other in g.players if other is not g.players[index])


def reclaim(g: "G", index: int, log: Log) -> None:
    colour = g.players[index].colour
    count = 0
    for other in g.players:
        taken = other.captured.pop(colour, 0)
        count += taken
    g.players[index].workers += count
    log.add("prison", "architects-ev-reclaim", index, count=count)


def reclaim_price(g: "G", index: int) -> tuple[int, int]:
    """(plain, tax) before tax avoidance: 5 $ (2 tax), or 3 $ (1 tax) with RECLAIM_DISCOUNT."""
    rules = CONTENT.rules
    price = rules.effects.reclaim_discount if AB.has(g.players[index], C.ReclaimDiscount) else \
        C.Price(silver=rules.guard.reclaim_silver, tax=rules.guard.reclaim_tax)
    return price.silver - price.tax, price.tax


def payoff_price() -> tuple[int, int]:
    guard = CONTENT.rules.guard
    return guard.payoff_silver - guard.payoff_tax, guard.payoff_tax


def guard_options(g: "G", index: int) -> list[Option]:
    player = g.players[index]
    options = []
    if player.captured_total():
        options.append(opt("imprison", "architects-opt-imprison", count=player.captured_total(),
                           hint=H.imprison_hint(g, index)))
    if g.prison.get(player.colour, 0):
        options.append(opt("release", "architects-opt-release", count=g.prison[player.colour]))
    if held_elsewhere(g, index):
        plain, tax = silver_due(player, *reclaim_price(g, index))
        short = plain + tax - player.silver
        options.append(opt("reclaim_silver", "architects-opt-reclaim-silver",
                           why("architects-why-silver", need=plain + tax, short=short) if short > 0 else None,
                           count=held_elsewhere(g, index), cost=plain + tax, tax=tax))
        options.append(opt("reclaim_debt", "architects-opt-reclaim-debt", count=held_elsewhere(g, index),
                           debts=CONTENT.rules.guard.reclaim_debts, virtue=-CONTENT.rules.guard.reclaim_virtue))
    if player.debts_unpaid:
        plain, tax = silver_due(player, *payoff_price())
        short = plain + tax - player.silver
        options.append(opt("payoff", "architects-opt-payoff",
                           why("architects-why-silver", need=plain + tax, short=short) if short > 0 else None,
                           cost=plain + tax, tax=tax, hint=H.payoff_hint(g, index)))
    options.append(opt("done", "architects-opt-done"))
    return options


def guard_action(g: "G", index: int, action: str, log: Log) -> None:
    """One Guard House action (also the Rival's GUARD)."""
    if action == "imprison":
        imprison(g, index, log)
    elif action == "release":
        release(g, index, log)
    elif action == "reclaim_silver":
        paid = pay_silver(g, index, *reclaim_price(g, index))
        log.add("pay", "architects-ev-paid", index, total=sum(paid), tax=paid[1])
        reclaim(g, index, log)
    elif action == "reclaim_debt":
        take_debts(g, index, CONTENT.rules.guard.reclaim_debts, log, "reclaim")
        change_virtue(g, index, CONTENT.rules.guard.reclaim_virtue, log)
        reclaim(g, index, log)
    elif action == "payoff":
        paid = pay_silver(g, index, *payoff_price())
        log.add("pay", "architects-ev-paid", index, total=sum(paid), tax=paid[1])
        pay_off_debt(g, index, log)
    else:
        raise AssertionError(action)


def can_pay_off(g: "G", index: int) -> bool:
    player = g.players[index]
    return bool(player.debts_unpaid) and can_pay_silver(player, *payoff_price())


class Guard(Actions):
    """Q12, repeated while actions are left; `done` gives up the rest."""

    where = "guard"

    def options(self, g: "G") -> list[Option]:
        return guard_options(g, self.player)

    def act(self, g: "G", choice: str, log: Log) -> None:
        guard_action(g, self.player, choice, log)


def resolve_guard_house(g: "G", index: int, n: int, log: Log) -> None:
    g.push(Guard(player=index, actions_left=n))
