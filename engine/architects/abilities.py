"""What a player's apprentices and side-2 board add to the rules (passive codes, rules/architects.md
13.2): every question the rules ask about abilities goes through here, so no card is ever looked up by
its name. Effects stack across cards unless the code is marked no-stack (then one copy counts)."""
from __future__ import annotations

from typing import Iterator, TypeVar

from . import content as C
from .content import CONTENT
from .state import Player

E = TypeVar("E", bound=C.Passive)


def passives(player: Player) -> Iterator[C.Passive]:
    """Every passive effect the player has: apprentices in hire order, then the side-2 board."""
    for card in player.apprentices:
        yield from CONTENT.apprentice[card].abilities
    if player.board != "side1":
        yield from CONTENT.board[player.board].abilities


def of(player: Player, kind: type[E]) -> list[E]:
    return [effect for effect in passives(player) if isinstance(effect, kind)]


def has(player: Player, kind: type[C.Passive]) -> bool:
    return any(isinstance(effect, kind) for effect in passives(player))


def total(player: Player, kind: type[C.Passive], field: str = "n") -> int:
    """The stacked sum of a numeric parameter (a no-stack code counts once)."""
    values = [getattr(effect, field) for effect in of(player, kind)]
    if not values:
        return 0
    return sum(values) if kind.stacks else max(values)


def skills(player: Player) -> set[str]:
    """The skills of the player's apprentices plus PERMANENT_SKILL (spec 10.3)."""
    held = {skill for card in player.apprentices for skill in CONTENT.apprentice[card].skills}
    held.update(effect.skill for effect in of(player, C.PermanentSkill))
    return held


def missing_skills(player: Player, building: str) -> list[str]:
    held = skills(player)
    return [skill for skill in CONTENT.building[building].skills if skill not in held]


def hand_limit(player: Player) -> int:
    return CONTENT.rules.hand_limit + total(player, C.HandLimitBonus)


def apprentice_limit(player: Player) -> int:
    return CONTENT.rules.apprentice_limit + total(player, C.ApprenticeLimitBonus)


def tax_waiver(player: Player) -> int:
    """Tax coins the player ignores per payment: the icons at the current virtue + IGNORE_TAX (4.2)."""
    return CONTENT.tax_icons(player.virtue) + total(player, C.IgnoreTax)


def reach(player: Player, n: int) -> int:
    """Workshop reach in columns (spec 10.3)."""
    return min(n + total(player, C.ReachBonus), CONTENT.rules.display.columns)


def mines_gold(player: Player, n: int) -> int:
    """The gold option at the Mines: floor(N/2), or ceil with MINES_GOLD_CEIL."""
    formula = CONTENT.rules.yield_["mines"]["gold"]
    if has(player, C.MinesGoldCeil):
        return -(-n // formula.divisor) + formula.plus
    return formula(n)


def yield_bonus(player: Player, location: str, option: str | None) -> dict[str, int]:
    """YIELD_BONUS extras for a placement at `location` (with the Mines option chosen)."""
    extra: dict[str, int] = {}
    for effect in of(player, C.YieldBonus):
        if effect.location == location and effect.option in (None, option):
            extra[effect.resource] = extra.get(effect.resource, 0) + effect.n
    return extra


def storehouse_trades(player: Player) -> list[tuple[str, C.StorehouseTrade]]:
    """The extra exchanges at the King's Storehouse, one per distinct trade: (option id, trade).
    Two copies of the same trade are one option (each use costs an action anyway)."""
    found: list[tuple[str, C.StorehouseTrade]] = []
    seen: list[C.StorehouseTrade] = []
    for card in player.apprentices:
        trades = [e for e in CONTENT.apprentice[card].abilities if isinstance(e, C.StorehouseTrade)]
        for number, trade in enumerate(trades, 1):
            if trade in seen:
                continue
            seen.append(trade)
            found.append((f"trade:{card}" + (f":{number}" if len(trades) > 1 else ""), trade))
    return found


def silver_divisor(player: Player) -> int:
    """Final scoring: 1 VP per this many silver (SILVER_DIVISOR no-stack: the best, i.e. smallest)."""
    divisors = [effect.d for effect in of(player, C.SilverDivisor)]
    return min(divisors, default=CONTENT.rules.score.silver_per)
