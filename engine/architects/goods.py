"""Resources, silver, tax, virtue and debts (rules/architects.md 4.2, 6, 6.6): every gain and payment
of the game goes through these functions, so tax avoidance, virtue overflow and underflow and
ON_DEBT_PAID apply wherever the rules say they do. The supply is unlimited and not stored (2)."""
from __future__ import annotations

import re
from itertools import product
from typing import TYPE_CHECKING, Iterable, Mapping

from ..core.frames import Log
from ..core.messages import Msg
from . import abilities as AB
from . import content as C
from .content import CONTENT, RESOURCES
from .state import Player

if TYPE_CHECKING:
    from . import ArchitectsState as G

Amounts = Mapping[str, int]
LETTERS = {"clay": "C", "wood": "W", "stone": "S", "gold": "G", "marble": "M", "silver": "$"}
BY_LETTER = {letter: resource for resource, letter in LETTERS.items()}


def as_dict(goods: C.Goods | Amounts) -> dict[str, int]:
    """Non-zero amounts in resource order (virtue last, where a gain has it)."""
    keys = (*RESOURCES, "virtue")
    if isinstance(goods, C.Goods):
        return {key: goods.get(key) for key in keys if hasattr(goods, key) and goods.get(key)}
    return {key: goods[key] for key in keys if goods.get(key)}


def goods_msg(goods: C.Goods | Amounts) -> Msg:
    items = [Msg(f"architects-{key}", {"count": amount}) for key, amount in as_dict(goods).items()]
    return Msg("architects-goods", {"items": items}) if items else Msg("architects-nothing")


ID_ORDER = ("clay", "stone", "wood", "gold", "marble", "silver")     # the spec's ids: S5W3, C1W1, S4W2M1


def mix_id(amounts: Amounts) -> str:
    """A payment or exchange as a short option id: S5W3, C1W1, S4W2M1 ..."""
    return "".join(f"{LETTERS[key]}{amounts[key]}" for key in ID_ORDER if amounts.get(key)) or "0"


def parse_mix(text: str) -> dict[str, int]:
    """The inverse of `mix_id`."""
    found = re.findall(r"([CWSGM$])(\d+)", text)
    if "".join(letter + digits for letter, digits in found) != text:
        raise ValueError(f"not a mix: {text!r}")
    return {BY_LETTER[letter]: int(digits) for letter, digits in found}


def shortfall(player: Player, cost: C.Goods | Amounts) -> dict[str, int]:
    return {key: amount - player.get(key) for key, amount in as_dict(cost).items()
            if key != "virtue" and amount > player.get(key)}


def pay(player: Player, cost: C.Goods | Amounts) -> None:
    """Pay resources (and plain silver) to the supply."""
    for key, amount in as_dict(cost).items():
        if amount > player.get(key):
            raise AssertionError(f"cannot pay {amount} {key}")
        player.add(key, -amount)


def gain(g: "G", index: int, goods: C.Goods | Amounts, log: Log) -> None:
    """Gain from the supply; a virtue part moves the marker point by point (6.2)."""
    player = g.players[index]
    for key, amount in as_dict(goods).items():
        if key == "virtue":
            change_virtue(g, index, amount, log)
        else:
            player.add(key, amount)


# --- virtue and debts (6.2, 6.6) -----------------------------------------------------------------

def change_virtue(g: "G", index: int, delta: int, log: Log) -> None:
    """Point by point: above the top each point destroys an unpaid debt (or is lost), below 0 each
    point takes a debt and the marker stays at 0."""
    player = g.players[index]
    top = CONTENT.rules.virtue.max
    destroyed = taken = 0
    for _ in range(abs(delta)):
        if delta > 0:
            if player.virtue < top:
                player.virtue += 1
            elif player.debts_unpaid:
                player.debts_unpaid -= 1
                destroyed += 1
        elif player.virtue > 0:
            player.virtue -= 1
        else:
            player.debts_unpaid += 1
            taken += 1
    if destroyed:
        log.add("debt", "architects-ev-debts-destroyed", index, count=destroyed)
    if taken:
        log.add("debt", "architects-ev-debts-underflow", index, count=taken)


def take_debts(g: "G", index: int, count: int, log: Log, reason: str) -> None:
    g.players[index].debts_unpaid += count
    log.add("debt", f"architects-ev-debt-{reason}", index, count=count)


def pay_off_debt(g: "G", index: int, log: Log) -> None:
    """Flip one unpaid debt to Paid: +1 V and every ON_DEBT_PAID (4.9 action 4, PAYOFF_FREE)."""
    player = g.players[index]
    player.debts_unpaid -= 1
    player.debts_paid += 1
    log.add("debt", "architects-ev-debt-paid", index)
    change_virtue(g, index, CONTENT.rules.guard.payoff_virtue, log)
    for effect in AB.of(player, C.OnDebtPaid):
        gain(g, index, effect.gain, log)


# --- silver and tax (4.2) ------------------------------------------------------------------------

def silver_due(player: Player, plain: int, tax: int) -> tuple[int, int]:
    """(plain, tax) the player really pays: tax avoidance waives tax coins, never plain ones."""
    return max(0, plain), max(0, tax - AB.tax_waiver(player))


def can_pay_silver(player: Player, plain: int, tax: int) -> bool:
    return player.silver >= sum(silver_due(player, plain, tax))


def pay_silver(g: "G", index: int, plain: int, tax: int) -> tuple[int, int]:
    """Pay a silver cost: tax coins to the tax stand, the rest to the supply. Returns what was paid."""
    player = g.players[index]
    plain, tax = silver_due(player, plain, tax)
    if player.silver < plain + tax:
        raise AssertionError(f"cannot pay {plain + tax} silver")
    player.silver -= plain + tax
    g.tax_stand += tax
    return plain, tax


# --- building and Cathedral payments (5.1, 5.2, 13.2 cost pipeline) --------------------------------

def _discounted(cost: dict[str, int], discounts: list[C.BuildDiscount]) -> list[dict[str, int]]:
    """Every cost left after the BUILD_DISCOUNTs, each applied to one resource of the cost."""
    found = [cost]
    for discount in discounts:
        after = []
        for base in found:
            targets = [r for r in discount.resources if base.get(r, 0) > 0]
            for resource in targets or [None]:
                changed = dict(base)
                if resource is not None:
                    changed[resource] = max(0, changed[resource] - discount.n)
                after.append(changed)
        found = after
    return found


def _splits(cost: dict[str, int], stone_or_wood: int) -> list[dict[str, int]]:
    """`stone_or_wood` S/W in any mix, added to the fixed part."""
    found = []
    for stone in range(stone_or_wood + 1):
        split = dict(cost)
        split["stone"] = split.get("stone", 0) + stone
        split["wood"] = split.get("wood", 0) + stone_or_wood - stone
        found.append(split)
    return found


def _marble_subs(cost: dict[str, int], per: int) -> list[dict[str, int]]:
    """MARBLE_SUB: each marble paid replaces exactly `per` units of clay, wood or stone of the cost."""
    found = [cost]
    frontier = [cost]
    while frontier:
        step = []
        for base in frontier:
            basic = [base.get(r, 0) for r in ("clay", "wood", "stone")]
            if sum(basic) < per:
                continue
            for take in product(*(range(min(b, per) + 1) for b in basic)):
                if sum(take) != per:
                    continue
                changed = dict(base)
                for resource, amount in zip(("clay", "wood", "stone"), take):
                    changed[resource] = changed.get(resource, 0) - amount
                changed["marble"] = changed.get("marble", 0) + 1
                step.append(changed)
        frontier = [c for c in _unique(step) if c not in found]
        found.extend(frontier)
    return found


def _unique(costs: Iterable[dict[str, int]]) -> list[dict[str, int]]:
    seen: dict[str, dict[str, int]] = {}
    for cost in costs:
        clean = {k: v for k, v in cost.items() if v}
        seen.setdefault(mix_id(clean), clean)
    return list(seen.values())


def payments(player: Player, cost: C.Goods, stone_or_wood: int = 0, *, building: bool) -> list[dict[str, int]]:
    """Every distinct way the player could pay (affordable or not), sorted by option id: discounts
    first (BUILD_DISCOUNT for buildings, CATHEDRAL_SW_DISCOUNT on an S/W part), then the S/W mix,
    then MARBLE_SUB."""
    base = as_dict(cost)
    variants = [base]
    if building:
        variants = _discounted(base, AB.of(player, C.BuildDiscount))
    else:
        stone_or_wood = max(0, stone_or_wood - AB.total(player, C.CathedralSwDiscount)) \
            if stone_or_wood else 0
    variants = [split for v in variants for split in _splits(v, stone_or_wood)]
    if AB.has(player, C.MarbleSub):
        variants = [sub for v in variants for sub in _marble_subs(v, CONTENT.rules.effects.marble_sub)]
    return sorted(_unique(variants), key=mix_id)


def affordable(player: Player, options: list[dict[str, int]]) -> list[dict[str, int]]:
    return [option for option in options if not shortfall(player, option)]


def closest_shortfall(player: Player, options: list[dict[str, int]]) -> dict[str, int]:
    """What is missing for the cheapest way to pay (for a refusal's reason)."""
    return min((shortfall(player, option) for option in options),
               key=lambda missing: (sum(missing.values()), mix_id(missing)), default={})
