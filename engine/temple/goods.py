"""Goods in hand: paying, receiving, shortfalls and how amounts are written in messages."""
from __future__ import annotations

from typing import Mapping

from ..core.messages import Msg
from .content import GOODS, Goods
from .state import Seat

Amounts = Mapping[str, int]


def as_dict(goods: Goods | Amounts) -> dict[str, int]:
    if isinstance(goods, Goods):
        return {good: goods.get(good) for good in GOODS if goods.get(good)}
    return {good: goods[good] for good in GOODS if goods.get(good)}


def scaled(goods: Goods | Amounts, factor: int) -> dict[str, int]:
    return {good: amount * factor for good, amount in as_dict(goods).items() if amount * factor}


def shortfall(seat: Seat, cost: Goods | Amounts) -> dict[str, int]:
    """What `seat` lacks to pay `cost` (empty when it can pay)."""
    return {good: amount - seat.get(good) for good, amount in as_dict(cost).items()
            if amount > seat.get(good)}


def pay(seat: Seat, cost: Goods | Amounts) -> None:
    for good, amount in as_dict(cost).items():
        if amount > seat.get(good):
            raise AssertionError(f"cannot pay {amount} {good}")
        seat.add(good, -amount)


def gain(seat: Seat, amounts: Goods | Amounts) -> None:
    for good, amount in as_dict(amounts).items():
        seat.add(good, amount)


def amount_msg(good: str, amount: int) -> Msg:
    """One good: food is counted in lots of 100 inside the engine and shown as pieces."""
    return Msg(f"temple-{good}", {"count": amount * 100 if good == "food" else amount})


def goods_msg(amounts: Goods | Amounts) -> Msg:
    items = [amount_msg(good, amount) for good, amount in as_dict(amounts).items()]
    return Msg("temple-goods", {"items": items}) if items else Msg("temple-nothing")


def holdings(seat: Seat) -> dict[str, int]:
    return {good: seat.get(good) for good in GOODS}
