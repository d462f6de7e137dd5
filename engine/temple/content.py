"""The Temple's content (data/temple/*.toml), validated on load.

The schema checks types and ranges; `_check` adds what the rulebook fixes: 20 Temple cards numbered
1-20 with their point tiers, the concession counts per player count, the two worked market examples
(25 stone offered -> 3 D, 1800 food demanded -> 3 D per 100), a price list without arbitrage (spec
7.1: no sell price above a buy price of the same unit), and a God's Hand deck of known effects.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cached_property
from typing import Annotated, Literal

import msgspec

import data

Count = Annotated[int, msgspec.Meta(ge=0, le=999)]
Positive = Annotated[int, msgspec.Meta(ge=1, le=999)]
Good = Literal["drachmas", "wood", "stone", "food"]
Material = Literal["wood", "stone", "food"]

GOODS: tuple[str, ...] = ("drachmas", "wood", "stone", "food")
MARKET_GOODS: tuple[str, ...] = ("wood", "stone", "food")
TEMPLE_CARDS = 20                                              # [TEXT]
POINT_TIERS = {range(1, 5): 5, range(5, 9): 8, range(9, 13): 11, range(13, 17): 15,
               range(17, 21): 18}                              # [TEXT] card number -> points


class Goods(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    drachmas: Count = 0
    wood: Count = 0
    stone: Count = 0
    food: Count = 0               # lots of 100

    def get(self, good: str) -> int:
        return getattr(self, good)

    def items(self) -> list[tuple[str, int]]:
        return [(good, getattr(self, good)) for good in GOODS if getattr(self, good)]


class TempleCard(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    number: Positive
    points: Positive
    stone: Count
    wood: Count
    workers: Positive


class CraftLevel(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    capacity: Positive
    per_worker: Positive
    cost: Goods


class Craft(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    produces: Material
    supply: list[Count]
    levels: list[CraftLevel]


Band = Annotated[list[Count], msgspec.Meta(min_length=2, max_length=2)]


class PriceList(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    sell: list[Band]
    buy: list[Band]


class GodCard(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^GH\d\d$")]
    count: Positive
    effect: Literal["lose", "lose_half", "lose_per_worker", "lose_per_full_ten", "lose_if_unbuilt",
                    "demolish", "remove_craft_worker", "gain", "gain_per_worker", "repeat_patron",
                    "repeat_crafts", "site_workers_delta", "wage_drachmas"]
    good: Good | None = None
    amount: Goods = Goods()
    value: int = 0


class Patron(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: str
    income: Goods


class Concessions(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    per_round: dict[str, Positive]
    opening_bid: Positive
    max_unbuilt_to_bid: Positive
    max_unbuilt_after_forced: Positive
    forced_price: Count


class Holy(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    card: Positive
    points: Positive


class Substitution(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    food_lot_in_drachmas: Positive
    wood_in_stone: Positive
    material_in_drachmas: Positive


class End(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    safety_rounds: Positive
    max_rounds: Positive


class Config(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    forbid_sell_and_buy_same_good: bool
    market_single_table: bool
    rescue_allow_debt: bool
    rescue_debt_max: Count


class RuleTables(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    colours: list[str]
    wage: Goods
    city_board_income: Goods
    start: Goods
    site_workers_max: Positive
    concessions: Concessions
    holy_of_holies: Holy
    substitution: Substitution
    end: End
    config: Config
    patron: list[Patron]


@dataclass
class Content:
    cards: list[TempleCard]
    crafts: dict[str, Craft]
    market: dict[str, PriceList]
    gods_hand: list[GodCard]
    rules: RuleTables

    @cached_property
    def card(self) -> dict[int, TempleCard]:
        return {card.number: card for card in self.cards}

    @cached_property
    def god(self) -> dict[str, GodCard]:
        return {card.id: card for card in self.gods_hand}

    @cached_property
    def patron(self) -> dict[str, Patron]:
        return {patron.id: patron for patron in self.rules.patron}

    @cached_property
    def hash(self) -> str:
        encoded = msgspec.json.Encoder(order="sorted").encode(
            [self.cards, self.crafts, self.market, self.gods_hand, self.rules])
        return hashlib.sha256(encoded).hexdigest()[:16]

    def displayed(self, active_players: int) -> int:
        """How many concessions go on display for this many players still in the game [TEXT 3.1]."""
        table = self.rules.concessions.per_round
        return table.get(str(active_players), max(2, active_players - 2))

    def price(self, good: str, side: str, total: int) -> int:
        """The unit price (food: per lot) for this total declared by all players."""
        if side == "buy" and self.rules.config.market_single_table:
            side = "sell"
        for bound, price in getattr(self.market[good], side):
            if bound == 0 or total <= bound:
                return price
        raise AssertionError("the last price band is unbounded")


class ContentError(ValueError):
    pass


# Goods counted in the same unit: selling one and buying the other is a round trip too.
SAME_UNIT: tuple[tuple[str, ...], ...] = (("wood", "stone"), ("food",))


def arbitrage(market: dict[str, PriceList]) -> list[str]:
    """No arbitrage [HOUSE 7.1]: for every good, and across goods of the same unit (wood, stone), the
    highest sell price is at most the lowest buy price, so no sell-then-buy round trip makes money
    whatever the totals."""
    problems = []
    for group in SAME_UNIT:
        for sold in group:
            for bought in group:
                if sold not in market or bought not in market:
                    continue
                high = max(unit for _, unit in market[sold].sell)
                low = min(unit for _, unit in market[bought].buy)
                if high > low:
                    problems.append(f"market: {sold} sells for up to {high} D but {bought} can be bought "
                                    f"for {low} D (no arbitrage: a sell price above a buy price)")
    return problems


def _check(content: Content) -> None:
    problems: list[str] = []
    numbers = [card.number for card in content.cards]
    if numbers != list(range(1, TEMPLE_CARDS + 1)):
        problems.append(f"Temple cards must be numbered 1-{TEMPLE_CARDS} in order")
    for card in content.cards:
        for numbers_in_tier, points in POINT_TIERS.items():
            if card.number in numbers_in_tier and card.points != points:
                problems.append(f"card {card.number} is worth {points} points, not {card.points}")
    if sorted(content.crafts) != ["bakery", "carpentry", "stonemasonry"]:
        problems.append("the crafts are bakery, carpentry and stonemasonry")
    for name, craft in content.crafts.items():
        if not craft.levels or len(craft.supply) != len(craft.levels):
            problems.append(f"{name}: one supply count per level")
        capacities = [level.capacity for level in craft.levels]
        if capacities != sorted(capacities):
            problems.append(f"{name}: higher levels must hold at least as many workers")
    if sorted(content.market) != sorted(MARKET_GOODS):
        problems.append("the market trades wood, stone and food")
    for good, prices in content.market.items():
        for side in ("sell", "buy"):
            bands = getattr(prices, side)
            bounds = [bound for bound, _ in bands]
            if not bands or bounds[-1] != 0 or 0 in bounds[:-1] or bounds[:-1] != sorted(bounds[:-1]):
                problems.append(f"market {good} {side}: bands must rise and end unbounded (0)")
    if content.market and not problems:
        problems += arbitrage(content.market)
        if content.price("stone", "sell", 25) != 3:
            problems.append("25 stone offered must pay 3 D each [TEXT example 1]")
        if content.price("food", "buy", 18) != 3:
            problems.append("1800 food demanded must cost 3 D per 100 [TEXT example 2]")
    ids = [card.id for card in content.gods_hand]
    if len(set(ids)) != len(ids):
        problems.append("God's Hand ids are not unique")
    for card in content.gods_hand:
        if card.effect == "lose_half" and card.good is None:
            problems.append(f"{card.id}: halving needs a good")
        if card.effect in ("lose", "lose_per_worker", "lose_per_full_ten", "lose_if_unbuilt", "gain",
                           "gain_per_worker") and not card.amount.items():
            problems.append(f"{card.id}: needs an amount")
    per_round = content.rules.concessions.per_round
    for n, shown in (("3", 2), ("4", 2), ("5", 3), ("6", 4)):
        if per_round.get(n) != shown:
            problems.append(f"{n} players display {shown} concessions a round [TEXT 3.1]")
    if len(content.rules.patron) < 6:
        problems.append("6 players need 6 Patron cards")
    if len(content.rules.colours) < 6:
        problems.append("6 players need 6 colours")
    if problems:
        raise ContentError("; ".join(problems))


def load() -> Content:
    content = Content(
        cards=msgspec.convert(data.read_toml("temple", "cards.toml")["card"], list[TempleCard]),
        crafts=msgspec.convert(data.read_toml("temple", "crafts.toml"), dict[str, Craft]),
        market=msgspec.convert(data.read_toml("temple", "market.toml"), dict[str, PriceList]),
        gods_hand=msgspec.convert(data.read_toml("temple", "gods_hand.toml")["card"], list[GodCard]),
        rules=msgspec.convert(data.read_toml("temple", "rules.toml"), RuleTables),
    )
    _check(content)
    return content


CONTENT = load()
CRAFTS: tuple[str, ...] = tuple(CONTENT.crafts)
