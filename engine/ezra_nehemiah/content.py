"""Ezra and Nehemiah's content (data/ezra_nehemiah/*.toml), validated on load.

The files follow rules/ezra_nehemiah.md 19.4 / 15.20: rules.toml (every number of section 18),
board.toml (perimeter, wall spaces, gates, Levite track, Temple, altar track, city plan, scroll grid,
blessing tracks), cards.toml (Sabbath conditions, characters, heroes, wall cards, altar cards, focus and
planning cards), tiles.toml (scroll tiles, development tiles) and solo.toml (the Opponent and the two
sides of the solo board). Two small departures from 19.4, for clarity: the Sabbath conditions K01-K10
live in cards.toml next to the characters that reference them, and the gate cards are not a separate
table: a gate card is a `gate` of kind "card" in board.toml (its rewards are printed on the card, its
position on the board), so one row holds everything about one gate.

The schema checks types and ranges. Every effect is one of the 13 verbs of 19.1: a tagged union on
`verb`, one Struct per verb with exactly that verb's parameters, so an unknown verb, a missing or unknown
parameter or a wrong type is refused when the data is decoded. `choose` takes lists of the 12 other
verbs (no nested choices). Lasting abilities are hooks (19.3), a tagged union on `hook`; Sabbath
conditions (19.2) a tagged union on `kind`; trades a tagged union on `type`; development tiles a tagged
union on `type`.

`_check` adds the cross-checks of 19.4 (numbered as there): (1) 10 characters with K01-K10 once each,
10/10/10 banners of 12 points per colour, gates resolved; (2) 12 wall cards, 6 gate cards, the 4 corner
gates, 6 neutral wall cards; (3) the 36-position perimeter, the neutral walls at 1-2 and 3 players, the
rubble against the bag; (4) 8/22/3 scroll tiles over rows 3-4-5-6; (5) 20 development tiles and their
type rules; (6) the altar cards and prophets; (7) focus and planning cards; (8) altar track, blessing
bonuses, the city-plan loop; (9) the effect cells beyond their schema (a gain of nothing, a choice of
one); plus unique ids, every reference resolved, and the rulebook's worked examples pinned.
"""
from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Annotated, ClassVar, Literal, Union, get_args

import msgspec

import data

from ..core.content import decode_rows, decode_table

Count = Annotated[int, msgspec.Meta(ge=0, le=99)]
Positive = Annotated[int, msgspec.Meta(ge=1, le=99)]
Resource = Literal["gold", "stone", "wood", "ash"]
Cube = Literal["stone", "wood", "ash"]                 # "1 resource": never gold [TEXT pl 838-839]
BannerColour = Literal["red", "grey", "blue"]
BlessingColour = Literal["orange", "purple", "red"]
Wild = Literal["wild"]
PlayerCount = Annotated[int, msgspec.Meta(ge=1, le=4)]

RESOURCES: tuple[str, ...] = get_args(Resource)
CUBES: tuple[str, ...] = get_args(Cube)
GOODS: tuple[str, ...] = ("coin", "bread", *RESOURCES)
BANNER_COLOURS: tuple[str, ...] = get_args(BannerColour)
BLESSING_COLOURS: tuple[str, ...] = get_args(BlessingColour)

FILES: tuple[str, ...] = ("rules", "board", "cards", "tiles", "solo")
GAME = "ezra_nehemiah"


class Goods(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Silver, food and resources: a cost, a gain, a stock."""
    coin: Count = 0
    bread: Count = 0
    gold: Count = 0
    stone: Count = 0
    wood: Count = 0
    ash: Count = 0

    def get(self, key: str) -> int:
        return getattr(self, key)

    def items(self) -> list[tuple[str, int]]:
        """The non-zero entries, in struct order."""
        return [(key, getattr(self, key)) for key in self.__struct_fields__ if getattr(self, key)]

    def empty(self) -> bool:
        return not self.items()

    def total(self) -> int:
        return sum(n for _, n in self.items())


# --- effects: the 13 verbs of 19.1 ------------------------------------------------------------------

class Effect(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="verb"):
    @property
    def verb(self) -> str:
        return self.__struct_config__.tag


class Gain(Effect, Goods, tag="gain"):
    """Add the goods to the personal supply (the Opponent converts, 13.2)."""


class ResourceEffect(Effect, tag="resource"):
    """n cubes of the allowed types, chosen by the receiver; never gold."""
    n: Positive
    types: list[Cube] = msgspec.field(default_factory=lambda: list(CUBES))


class Vp(Effect, tag="vp"):
    n: Positive


class LoseVp(Effect, tag="lose_vp"):
    n: Positive


class PayFood(Effect, tag="pay_food"):
    n: Positive


class Worker(Effect, tag="worker"):
    n: Positive


class Blessing(Effect, tag="blessing"):
    colour: Union[BlessingColour, Wild]
    n: Positive


class Banners(Effect, tag="banners"):
    colour: Union[BannerColour, Wild]
    n: Positive


class Altar(Effect, tag="altar"):
    n: Positive


class Tent(Effect, tag="tent"):
    n: Positive


class Retrieve(Effect, tag="retrieve"):
    n: Annotated[int, msgspec.Meta(ge=1, le=1)]


class FreeFlip(Effect, tag="free_flip"):
    n: Annotated[int, msgspec.Meta(ge=1, le=1)]


Simple = Union[Gain, ResourceEffect, Vp, LoseVp, PayFood, Worker, Blessing, Banners, Altar, Tent, Retrieve,
               FreeFlip]


class Choose(Effect, tag="choose"):
    """One of the lists, chosen by the receiver (labourers)."""
    options: list[list[Simple]]


AnyEffect = Union[Simple, Choose]
Effects = list[AnyEffect]
VERBS: tuple[str, ...] = tuple(t.__struct_config__.tag for t in get_args(AnyEffect))
VERB: dict[str, type[Effect]] = {t.__struct_config__.tag: t for t in get_args(AnyEffect)}


# --- ability hooks (19.3) ------------------------------------------------------------------------------

class Hook(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="hook"):
    group: ClassVar[str]

    @property
    def hook(self) -> str:
        return self.__struct_config__.tag


class FinalSilver(Hook, tag="final_silver"):
    group = "final"
    silver_per_vp: Positive


FinalCount = Literal["blessing_sets", "workers_on_board", "own_builds", "full_temple_rows", "lower_scribes",
                     "top_scribes"]


class FinalPer(Hook, tag="final_per"):
    group = "final"
    count: FinalCount
    every: Positive
    vp: Positive


class FinalHand(Hook, tag="final_hand"):
    group = "final"


FeedGroup = Literal["farmers", "labourers", "merchants", "elders", "gatekeepers", "scribes"]


class NoFeed(Hook, tag="no_feed"):
    group = "feeding"
    groups: list[FeedGroup]


class Prepare(Hook, tag="prepare"):
    group = "prepare"
    effects: Effects = []
    coins_per_levite: Count = 0
    auxiliary: bool = False
    any_visible_trade: bool = False


Event = Literal["scribe_placed", "gatekeeper_placed", "gold_altar_space", "elder_placed", "tile_flipped"]


class On(Hook, tag="on"):
    group = "trigger"
    event: Event
    effects: Effects


class Discount(Hook, tag="discount"):
    group = "cost"
    cost: Literal["levite_food", "rebuild_stone", "lower_trade_coins"]
    n: Positive


class TentBonus(Hook, tag="tent_bonus"):
    group = "rule"
    min_spaces: Positive
    extra: Positive


class CopyWall(Hook, tag="copy_wall"):
    group = "rule"


class MerchantAgain(Hook, tag="merchant_again"):
    group = "rule"
    coin: Count


class HandSize(Hook, tag="hand_size"):
    group = "rule"
    extra: Positive
    unlimited_piles: bool


class AfterTrade(Hook, tag="after_trade"):
    group = "rule"
    coin: Count
    paid_flip: bool


class AnyVisibleTrade(Hook, tag="any_visible_trade"):
    group = "rule"


class BuyBread(Hook, tag="buy_bread"):
    group = "rule"
    coin: Positive
    bread: Positive


class HeroHook(Hook, tag="hero"):
    group = "hero"
    hero: str


AnyHook = Union[FinalSilver, FinalPer, FinalHand, NoFeed, Prepare, On, Discount, TentBonus, CopyWall,
                MerchantAgain, HandSize, AfterTrade, AnyVisibleTrade, BuyBread, HeroHook]
HOOKS: tuple[str, ...] = tuple(t.__struct_config__.tag for t in get_args(AnyHook))


# --- Sabbath conditions (19.2) --------------------------------------------------------------------------

ConditionCount = Literal["blessing_orange", "blessing_purple", "blessing_red", "scribes", "levites",
                         "gold_altar_spaces", "developed_tiles", "gatekeepers", "walls"]


class CountCondition(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="kind", tag="count"):
    id: Annotated[str, msgspec.Meta(pattern=r"^K\d\d$")]
    count: ConditionCount
    base: Count
    per: Positive

    def vp(self, n: int) -> int:
        return self.base + self.per * n


class TopScribes(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="kind", tag="top_scribes"):
    id: Annotated[str, msgspec.Meta(pattern=r"^K\d\d$")]
    n: Positive


Condition = Union[CountCondition, TopScribes]


# --- board.toml ------------------------------------------------------------------------------------------

class WallCost(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    grey: Positive
    stone: Count = 0
    wood: Count = 0


class Wall(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^W\d\d$")]
    pos: Positive
    rubble: Count
    cost: WallCost
    blessing: BlessingColour
    neutral_at: list[PlayerCount] = []


class Gate(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^[A-Z]+$")]
    pos: Positive
    kind: Literal["corner", "card"]
    walls: list[str]
    connection: Effects
    rubble: Count = 0
    worker_reward: Effects = []
    vp: Count = 0
    neutral_at: list[PlayerCount] = []


class LeviteRow(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    n: Positive
    food: Count
    reward: Effects
    setup: bool = False


class TempleRow(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    r: Positive
    banners: Positive
    reward: Effects


class Temple(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    columns: Positive
    sections: list[tuple[Positive, Positive]]
    mount: dict[str, list[Positive]]
    row: list[TempleRow]


class AltarSpace(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    space: Count
    reward: Effects
    gold: bool = False


class CitySpace(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^P\d\d$")]
    reward: Effects


class ScrollCost(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    blue: Positive
    coin: Count = 0
    gold: Count = 0


class ScrollRow(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    r: Positive
    tiles: Positive
    back: Literal["gold", "wood", "stone"]
    cost: ScrollCost
    vp: Positive
    food: Count


class BlessingTrack(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    spaces: Positive
    bonus: list[Effects]


class Board(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    perimeter: Positive
    wall: list[Wall]
    gate: list[Gate]
    levite_row: list[LeviteRow]
    temple: Temple
    altar_space: list[AltarSpace]
    city_space: list[CitySpace]
    scroll_row: list[ScrollRow]
    blessing_track: BlessingTrack


# --- cards.toml ------------------------------------------------------------------------------------------

class Banner(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    colour: BannerColour
    value: Positive = 1                  # a banner without a number is worth 1 [TEXT pl 346]


class TradeOption(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    pay: Count                           # coins to the main supply, after the gatekeeper's coin
    gain: Goods


class GateTrade(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="type", tag="gate"):
    upper: TradeOption
    lower: TradeOption


class ConvertTrade(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="type", tag="convert"):
    rates: dict[Resource, Positive]      # 1 cube -> coins, any number of times


Trade = Union[GateTrade, ConvertTrade]


class Character(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^C\d\d$")]
    banners: list[Banner]
    gate: str
    trade: Trade
    condition: str


class Hero(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^H[A-Z]$")]
    banner: Banner
    rewards: list[Effects]               # left (rounds 1-3), middle (2-3), right (3)


class WallCard(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^WC\d\d$")]
    vp: Count
    effect: Effects


class AltarRound(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    zechariah: Count
    haggai: Count
    behind: Effects
    between: Effects
    ahead: Effects


class AltarCard(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^AC\d-[AB]$")]
    round: list[AltarRound]

    @property
    def card(self) -> str:
        return self.id.split("-")[0]


class FocusTrade(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    pay: Count
    gain: Effects


class Focus(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^F\d\d$")]
    gate: str
    arrow: Literal["clockwise", "counterclockwise"]
    column: Annotated[int, msgspec.Meta(ge=1, le=4)]
    upper: FocusTrade
    lower: FocusTrade


class Requires(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    workers_min: Count | None = None
    workers_max: Count | None = None
    gold_min: Count | None = None
    gold_max: Count | None = None


PlanAction = Literal["temple", "build_gate", "build_wall", "clear_wall", "scribe_highest", "scribe_lowest",
                     "pay_gold", "gain"]


class PlanRow(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    requires: Requires
    action: PlanAction
    then: Effects = []
    gold: Count = 0                      # pay_gold only


class Planning(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^P\d$")]
    row: list[PlanRow]


# --- tiles.toml ------------------------------------------------------------------------------------------

class Scroll(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^S(G\d|W\d\d|S\d)$")]
    back: Literal["gold", "wood", "stone"]
    hooks: list[AnyHook]
    now: Effects = []


class Tile(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="type"):
    prefix: ClassVar[str]
    id: str
    flip_cost: Goods
    flip_reward: Effects

    @property
    def type(self) -> str:
        return self.__struct_config__.tag


class GuardTile(Tile, tag="guard"):
    prefix = "GU"
    storage: Count
    start: Goods
    back_prepare: Effects


class LabourerTile(Tile, tag="labourer"):
    prefix = "LA"
    front: Effects
    back: Effects


class FarmerTile(Tile, tag="farmer"):
    prefix = "FA"
    front: Effects
    back: Effects
    back_prepare: Effects
    abilities: list[AnyHook] = []        # both sides


class MerchantTile(Tile, tag="merchant"):
    prefix = "MR"
    slots: list[Effects]
    back_slots: list[Effects]
    back_bonus: list[Effects]


class ElderTile(Tile, tag="elder"):
    prefix = "EL"
    slots: list[Effects]
    back_slots: list[Effects]
    back_bonus: list[Effects]


Development = Union[GuardTile, LabourerTile, FarmerTile, MerchantTile, ElderTile]
TILE_TYPES: tuple[str, ...] = tuple(t.__struct_config__.tag for t in get_args(Development))
TILE_PREFIX: dict[str, str] = {t.__struct_config__.tag: t.prefix for t in get_args(Development)}


# --- solo.toml -------------------------------------------------------------------------------------------

class Opponent(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    first_player: bool
    levites: Positive
    gatekeepers: Positive
    gold_per_cube: Positive
    coin_per_food: Positive
    levite_gold: Positive
    temple_vp_per_gold: Positive
    rebuild_gold: Positive
    scribe_filled_row_discount: Positive
    white_worker_coin: Positive


class SoloSide(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Literal["A", "B"]
    stars: Positive
    workers: Count
    coins: Count
    gold: Count
    behind: Effects
    between: Effects
    ahead: Effects
    sabbath_coins: Positive
    sabbath_types: Literal["most", "all"]


class Solo(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    opponent: Opponent
    side: list[SoloSide]


# --- rules.toml ------------------------------------------------------------------------------------------

class Players(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    min: Positive
    max: Positive


class Components(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    workers: Positive
    white_workers: Count
    resources: dict[Resource, Positive]
    character_cards: Positive
    wall_cards: Positive
    gate_cards: Positive
    neutral_walls: Positive
    hero_cards: Positive
    altar_cards: Positive
    focus_cards: Positive
    planning_cards: Positive
    scroll_tiles: dict[Literal["gold", "wood", "stone"], Positive]
    development_tiles: Positive


class Setup(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    supply: dict[Resource, Count]
    rubble: dict[Resource, Count]
    gate_card_coins: dict[str, Count]
    neutral_walls: dict[str, Count]
    workers_in_supply: Positive
    coins: Count
    bread: Count
    vp: Count
    altar_space: Count
    levites: Positive
    gatekeepers: dict[str, Positive]
    white_workers_up_to: Positive
    hand: Positive


class TurnRules(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    cards_played: Positive
    draws: Positive
    piles: Positive
    cards_per_pile: Positive
    hand_size: Positive
    banner_value: Positive
    merchants_per_turn: Positive
    elders_per_turn: Positive
    auxiliary_per_turn: Positive


class Levites(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    max: Positive


class TempleRules(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    vp: dict[Resource, Positive]
    most_levites_vp: Positive
    fewest_levites_vp: Positive
    fewest_levites_from: Positive
    placer_food: Positive
    coin_per_levite: Positive


class AltarCube(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    banners: Positive
    moves: Positive


class AltarRules(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    wood: AltarCube
    ash: AltarCube
    coin_past_end: Positive


class RubbleRules(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    clear: dict[Resource, Positive]


class Rebuild(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    gate: WallCost
    discount_grey: Positive
    discount_gold: Positive
    wall_cards_drawn: Positive
    connections_per_gate: Positive


class Torah(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    branch_fee: Positive
    gate_trade_coin: Positive


class TentCost(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    spaces: Positive
    blue: Positive
    cube: Count


class DevelopmentRules(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    vp: Positive
    merchant_slots: Positive
    elder_slots: Positive


class Sabbath(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    food_per_worker: Positive
    unfed_vp: Positive
    missing_food_vp: Positive
    tuck: list[Positive]
    leader_workers: Positive
    leader_vp: Positive


class Final(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    silver: dict[Literal["coin", "bread", "gold", "stone", "wood", "ash"], Positive]
    silver_per_vp: Positive
    score_wrap: Annotated[int, msgspec.Meta(ge=100, le=100)]   # the score track has 100 spaces


class RuleTables(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    players: Players
    rounds: Positive
    work_days: Positive
    colours: list[str]
    actions: dict[BannerColour, Literal["temple", "walls", "torah"]]
    blessings: list[BlessingColour]
    components: Components
    setup: Setup
    turn: TurnRules
    levites: Levites
    temple: TempleRules
    altar: AltarRules
    rubble: RubbleRules
    rebuild: Rebuild
    torah: Torah
    tent_cost: list[TentCost]
    development: DevelopmentRules
    sabbath: Sabbath
    final: Final


# --- the content ---------------------------------------------------------------------------------

@dataclass
class Content:
    rules: RuleTables
    board: Board
    conditions: list[Condition]
    characters: list[Character]
    heroes: list[Hero]
    wall_cards: list[WallCard]
    altar_cards: list[AltarCard]
    focus_cards: list[Focus]
    planning_cards: list[Planning]
    scrolls: list[Scroll]
    tiles: list[Development]
    solo: Solo

    @cached_property
    def condition(self) -> dict[str, Condition]:
        return {card.id: card for card in self.conditions}

    @cached_property
    def character(self) -> dict[str, Character]:
        return {card.id: card for card in self.characters}

    @cached_property
    def hero(self) -> dict[str, Hero]:
        return {card.id: card for card in self.heroes}

    @cached_property
    def wall_card(self) -> dict[str, WallCard]:
        return {card.id: card for card in self.wall_cards}

    @cached_property
    def altar_card(self) -> dict[str, AltarCard]:
        return {card.id: card for card in self.altar_cards}

    @cached_property
    def focus(self) -> dict[str, Focus]:
        return {card.id: card for card in self.focus_cards}

    @cached_property
    def planning(self) -> dict[str, Planning]:
        return {card.id: card for card in self.planning_cards}

    @cached_property
    def scroll(self) -> dict[str, Scroll]:
        return {tile.id: tile for tile in self.scrolls}

    @cached_property
    def tile(self) -> dict[str, Development]:
        return {tile.id: tile for tile in self.tiles}

    @cached_property
    def wall(self) -> dict[str, Wall]:
        return {wall.id: wall for wall in self.board.wall}

    @cached_property
    def gate(self) -> dict[str, Gate]:
        return {gate.id: gate for gate in self.board.gate}

    @cached_property
    def city_space(self) -> dict[str, CitySpace]:
        return {space.id: space for space in self.board.city_space}

    @cached_property
    def solo_side(self) -> dict[str, SoloSide]:
        return {side.id: side for side in self.solo.side}

    @cached_property
    def perimeter(self) -> tuple[str, ...]:
        """The wall and gate ids by position, clockwise from position 1."""
        at = {space.pos: space.id for space in (*self.board.wall, *self.board.gate)}
        return tuple(at[pos] for pos in sorted(at))

    def neighbours(self, space: str) -> tuple[str, str]:
        """The counter-clockwise and the clockwise neighbour of a wall space or gate (the loop closes)."""
        ring = self.perimeter
        i = ring.index(space)
        return ring[i - 1], ring[(i + 1) % len(ring)]

    def neutral_walls(self, players: int) -> tuple[str, ...]:
        return tuple(wall.id for wall in self.board.wall if players in wall.neutral_at)

    def neutral_gates(self, players: int) -> tuple[str, ...]:
        return tuple(gate.id for gate in self.board.gate if players in gate.neutral_at)

    def tiles_of(self, kind: str) -> list[Development]:
        return [tile for tile in self.tiles if tile.type == kind]

    def scrolls_of(self, back: str) -> list[Scroll]:
        return [tile for tile in self.scrolls if tile.back == back]

    def temple_columns(self, players: int) -> tuple[int, ...]:
        """The Temple columns not covered by the Temple Mount with P players."""
        covered = set(self.board.temple.mount[str(players)])
        return tuple(c for c in range(1, self.board.temple.columns + 1) if c not in covered)

    def temple_spaces(self, players: int) -> int:
        return len(self.temple_columns(players)) * len(self.board.temple.row)

    @property
    def gold_altar_spaces(self) -> tuple[int, ...]:
        return tuple(space.space for space in self.board.altar_space if space.gold)

    @property
    def altar_end(self) -> int:
        return self.board.altar_space[-1].space

    def tent_cost(self, spaces: int) -> TentCost:
        for cost in self.rules.tent_cost:
            if cost.spaces == spaces:
                return cost
        raise ValueError(f"a tent moves 1 to {len(self.rules.tent_cost)} spaces, not {spaces}")

    @cached_property
    def hash(self) -> str:
        encoded = msgspec.json.Encoder(order="sorted").encode(
            [self.rules, self.board, self.conditions, self.characters, self.heroes, self.wall_cards,
             self.altar_cards, self.focus_cards, self.planning_cards, self.scrolls, self.tiles, self.solo])
        return hashlib.sha256(encoded).hexdigest()[:16]


class ContentError(ValueError):
    pass


def read() -> dict[str, dict]:
    """The raw TOML of every file, by name (without .toml)."""
    return {name: data.read_toml(GAME, f"{name}.toml") for name in FILES}


_BAD_TAG = re.compile(r"^Invalid value '(?P<tag>[^']*)' - at `(?P<path>.*)\.(?P<field>verb|hook|kind|type)`$")
_TAG_NAMES = {"verb": ("effect verb", VERBS), "hook": ("ability hook", HOOKS),
              "kind": ("condition kind", ("count", "top_scribes")), "type": ("type", ())}


def _explain(error: msgspec.ValidationError) -> str:
    """msgspec's message, plus what a refused verb, hook or kind is."""
    text = str(error)
    found = _BAD_TAG.match(text)
    if not found or found["field"] == "type":
        return text
    what, known = _TAG_NAMES[found["field"]]
    if found["field"] == "verb" and found["tag"] == "choose":
        return f"{text} (choose may not be nested inside choose)"
    return f"{text} (unknown {what} {found['tag']!r}; known: {', '.join(known)})"


def _rows(problems: list[str], raw: dict, name: str, key: str, kind: type) -> list:
    return decode_rows(problems, raw, name, key, kind, _explain)


def _table(problems: list[str], raw: dict, name: str, kind: type):
    return decode_table(problems, raw, name, kind, _explain)


def build(raw: dict[str, dict]) -> Content:
    """Decode and check the raw TOML of every file (see `read`); ContentError lists every problem."""
    problems: list[str] = []
    rules = _table(problems, raw, "rules", RuleTables)
    board = _table(problems, raw, "board", Board)
    conditions = _rows(problems, raw, "cards", "condition", Condition)
    characters = _rows(problems, raw, "cards", "character", Character)
    heroes = _rows(problems, raw, "cards", "hero", Hero)
    wall_cards = _rows(problems, raw, "cards", "wall_card", WallCard)
    altar_cards = _rows(problems, raw, "cards", "altar_card", AltarCard)
    focus_cards = _rows(problems, raw, "cards", "focus", Focus)
    planning_cards = _rows(problems, raw, "cards", "planning", Planning)
    scrolls = _rows(problems, raw, "tiles", "scroll", Scroll)
    tiles = _rows(problems, raw, "tiles", "development", Development)
    solo = _table(problems, raw, "solo", Solo)
    if problems:
        raise ContentError("; ".join(problems))
    content = Content(rules=rules, board=board, conditions=conditions, characters=characters, heroes=heroes,
                      wall_cards=wall_cards, altar_cards=altar_cards, focus_cards=focus_cards,
                      planning_cards=planning_cards, scrolls=scrolls, tiles=tiles, solo=solo)
    _check(content)
    return content


# --- cross-checks --------------------------------------------------------------------------------

# The rulebook's own values, pinned so that the data cannot drift from them.
CONDITIONS_TEXT = {                      # 12.4 [TEXT pl 1440-1479]
    "K01": ("blessing_orange", 0), "K02": ("scribes", 1), "K03": ("levites", 0), "K04": ("blessing_red", 0),
    "K05": ("gold_altar_spaces", 0), "K06": ("developed_tiles", 1), "K07": ("blessing_purple", 0),
    "K08": ("gatekeepers", 1), "K09": ("walls", 0)}
CORNER_GATES = ("OLD", "SHEEP", "HORSE", "FOUNTAIN")     # [TEXT pl 213-216]
VP_NOW = {"SG3", "SG4", "SG5", "SW08", "SW09", "SW10", "SW12", "SW15", "SW16", "SW18", "SW21", "SW22"}  # 18
LOSE_VP_NOW = {"SW03"}
HEROES = ("HZ", "HE", "HN")              # Zerubbabel, Ezra, Nehemiah [TEXT pl 96-99]
# The numbers of the scroll abilities (spec 18 "Scroll numbers") [TEXT pl 1306-1436], pinned.
SCROLL_NUMBERS = {
    "SG1": FinalSilver(silver_per_vp=3), "SG3": FinalPer(count="workers_on_board", every=3, vp=1),
    "SG4": FinalPer(count="own_builds", every=3, vp=1), "SG6": FinalPer(count="lower_scribes", every=1, vp=1),
    "SG7": FinalPer(count="top_scribes", every=1, vp=2), "SW08": Prepare(coins_per_levite=1),
    "SW10": Discount(cost="levite_food", n=2), "SW13": Discount(cost="rebuild_stone", n=1),
    "SW15": On(event="gold_altar_space", effects=[Gain(bread=1, coin=1)]),
    "SW16": On(event="elder_placed", effects=[Banners(colour="wild", n=2), Gain(coin=1)]),
    "SW17": MerchantAgain(coin=1), "SW18": HandSize(extra=1, unlimited_piles=True),
    "SW19": On(event="tile_flipped", effects=[Gain(gold=1)]), "SW20": Discount(cost="lower_trade_coins", n=2),
    "SW21": AfterTrade(coin=1, paid_flip=True)}


def _key(value) -> bytes:
    """A comparable, hashable form of decoded data (lists of structs are not hashable)."""
    return msgspec.json.encode(value, order="sorted")


def _ids(problems: list[str], what: str, ids: list[str], expected: list[str]) -> None:
    for item, times in Counter(ids).items():
        if times > 1:
            problems.append(f"{what} id {item} is duplicated ({times} times)")
    if len(ids) != len(expected):
        problems.append(f"{len(ids)} {what}s, the game has {len(expected)}")
    if ids != expected:
        problems.append(f"{what} ids must be {expected[0]}..{expected[-1]} in order")


def _effects(problems: list[str], where: str, effects: list) -> None:
    """(9) What the verb schema can't express: a gain of nothing, a one-way choice, repeated types."""
    for effect in effects:
        if isinstance(effect, Gain) and effect.empty():
            problems.append(f"{where}: gain gains nothing")
        if isinstance(effect, ResourceEffect) and (not effect.types or len(set(effect.types)) != len(effect.types)):
            problems.append(f"{where}: resource needs distinct types")
        if isinstance(effect, Choose):
            if len(effect.options) < 2 or not all(effect.options):
                problems.append(f"{where}: choose needs at least 2 non-empty options")
            for option in effect.options:
                _effects(problems, where, option)


def _hooks(problems: list[str], where: str, hooks: list, content: Content) -> None:
    for hook in hooks:
        if isinstance(hook, (Prepare, On)):
            _effects(problems, where, hook.effects)
            if isinstance(hook, Prepare) and not (hook.effects or hook.coins_per_levite or hook.auxiliary):
                problems.append(f"{where}: prepare does nothing")
            if isinstance(hook, On) and not hook.effects:
                problems.append(f"{where}: on {hook.event} does nothing")
        if isinstance(hook, NoFeed) and (not hook.groups or len(set(hook.groups)) != len(hook.groups)):
            problems.append(f"{where}: no_feed needs distinct groups")
        if isinstance(hook, HeroHook) and hook.hero not in content.hero:
            problems.append(f"{where}: unknown hero {hook.hero!r}")


def _check_rules(problems: list[str], content: Content) -> None:
    rules = content.rules
    counts = [str(n) for n in range(rules.players.min, rules.players.max + 1)]
    if (rules.players.min, rules.players.max) != (1, 4):
        problems.append("the game is for 1-4 players [TEXT pl 124-132]")
    if (rules.rounds, rules.work_days) != (3, 6):
        problems.append("3 rounds of 6 work days [TEXT pl 253-261]")
    if len(set(rules.colours)) != len(rules.colours) or len(rules.colours) != rules.players.max:
        problems.append(f"rules.toml: {rules.players.max} distinct player colours are needed")
    if sorted(rules.actions) != sorted(BANNER_COLOURS) or len(set(rules.actions.values())) != 3:
        problems.append("rules.toml: each banner colour names its own main action")
    if sorted(rules.blessings) != sorted(BLESSING_COLOURS) or len(rules.blessings) != 3:
        problems.append("rules.toml: the 3 blessing colours once each")
    parts = rules.components
    total = sum(parts.resources.values())
    if total != 104 or parts.resources != {"gold": 20, "stone": 30, "wood": 30, "ash": 24}:
        problems.append("104 cubes: 30 stone, 24 ash, 20 gold, 30 wood [TEXT pl 50-52]")
    setup = rules.setup
    for cube in RESOURCES:
        if setup.supply.get(cube, 0) + setup.rubble.get(cube, 0) != parts.resources.get(cube, 0):
            problems.append(f"rules.toml: the main supply and the rubble bag must hold all {cube} cubes")
    if sum(setup.rubble.values()) != 64:
        problems.append(f"the rubble bag holds 64 cubes [TEXT pl 138], not {sum(setup.rubble.values())}")
    for key in ("gate_card_coins", "neutral_walls", "gatekeepers"):
        if sorted(getattr(setup, key)) != counts:
            problems.append(f"rules.toml: setup.{key} must be keyed by {', '.join(counts)} players")
    if setup.workers_in_supply + setup.levites + max(setup.gatekeepers.values(), default=0) > parts.workers:
        problems.append("rules.toml: more starting workers than a colour has")
    if rules.turn.banner_value != 1:
        problems.append("a banner without a number is worth 1 [TEXT pl 346]")
    if rules.turn.piles * rules.turn.cards_per_pile != rules.work_days:
        problems.append("the piles hold exactly the cards of one week (4.2)")
    if len(rules.sabbath.tuck) != rules.rounds:
        problems.append(f"rules.toml: sabbath.tuck needs one number per round ({rules.rounds})")
    if rules.temple.vp.get("ash") or sorted(rules.temple.vp) != ["gold", "stone", "wood"]:
        problems.append("the Temple takes stone, wood and gold, never ash [TEXT pl 420-427]")
    spaces = [cost.spaces for cost in rules.tent_cost]
    if spaces != list(range(1, len(spaces) + 1)) or len(spaces) != 4:
        problems.append("tent costs for 1..4 spaces in order [TEXT pl 681-693]")
    elif (rules.tent_cost[0].blue, rules.tent_cost[3].blue, rules.tent_cost[3].cube) != (2, 10, 1) \
            or rules.tent_cost[0].cube or rules.tent_cost[1].cube or not rules.tent_cost[2].cube:
        problems.append("1 space costs 2 blue, 4 spaces 10 blue + 1 cube, a cube from 3 spaces [DERIVED 7.5]")
    elif [cost.blue for cost in rules.tent_cost] != sorted({cost.blue for cost in rules.tent_cost}):
        problems.append("a longer tent move must cost more blue banners")
    if rules.final.silver_per_vp != 5:
        problems.append("1 VP per full 5 silver [TEXT pl 951]")


def _check_board(problems: list[str], content: Content) -> None:
    rules, board = content.rules, content.board
    counts = range(rules.players.min, rules.players.max + 1)
    # (3) the perimeter
    walls, gates = board.wall, board.gate
    _ids(problems, "wall space", [wall.id for wall in walls], [f"W{n:02d}" for n in range(1, len(walls) + 1)])
    ids = [gate.id for gate in gates]
    for item, times in Counter(ids).items():
        if times > 1:
            problems.append(f"gate id {item} is duplicated ({times} times)")
    positions = Counter(space.pos for space in (*walls, *gates))
    if sorted(positions) != list(range(1, board.perimeter + 1)) or any(n > 1 for n in positions.values()):
        taken = sorted(pos for pos, n in positions.items() if n > 1)
        missing = sorted(set(range(1, board.perimeter + 1)) - set(positions))
        problems.append(f"the perimeter has {board.perimeter} positions, each holding one wall space or gate "
                        f"(twice: {taken or 'none'}; empty: {missing or 'none'}; off the board: "
                        f"{sorted(p for p in positions if p > board.perimeter) or 'none'})")
    if board.perimeter != 36:
        problems.append("the house perimeter has 36 positions (15.1)")
    if [wall.pos for wall in walls] != sorted(wall.pos for wall in walls):
        problems.append("wall spaces must be numbered clockwise")
    corners = sorted(gate.id for gate in gates if gate.kind == "corner")
    if corners != sorted(CORNER_GATES):
        problems.append(f"the corner gates are Old, Sheep, Horse and Fountain [TEXT pl 213-216], not {corners}")
    cards = [gate for gate in gates if gate.kind == "card"]
    if len(cards) != rules.components.gate_cards:                              # (2)
        problems.append(f"{len(cards)} gate-card gates, the game has {rules.components.gate_cards} gate cards")
    if not {"MUSTER", "EAST", "VALLEY"} <= {gate.id for gate in cards}:
        problems.append("Muster, East and Valley Gate are gate cards [TEXT pl 127, 726]")
    at = {space.pos: space for space in (*walls, *gates)}
    size = board.perimeter
    for gate in gates:
        where = f"gate {gate.id}"
        before, after = at.get((gate.pos - 2) % size + 1), at.get(gate.pos % size + 1)
        expected = [getattr(before, "id", None), getattr(after, "id", None)]
        if gate.walls != expected:
            problems.append(f"{where}: adjacent walls {gate.walls}, the positions give {expected}")
        if any(isinstance(at.get(p), Gate) for p in ((gate.pos - 2) % size + 1, gate.pos % size + 1)):
            problems.append(f"{where}: two gates side by side")
        if not gate.connection:
            problems.append(f"{where}: no connection reward")
        if gate.kind == "corner" and (gate.rubble or gate.worker_reward or gate.vp or gate.neutral_at):
            problems.append(f"{where}: a corner gate stands from the start: no rubble, worker reward, VP or "
                            "neutral side (15.3)")
        if gate.kind == "card" and (not gate.rubble or not gate.worker_reward):
            problems.append(f"{where}: a gate card needs rubble and a worker-space reward")
        _effects(problems, where, gate.connection)
        _effects(problems, where, gate.worker_reward)
    # the neutral spaces (3): 1-2 players: 3 between Muster and East, one outside each, one more left
    if "MUSTER" in content.gate and "EAST" in content.gate:
        muster, east = content.gate["MUSTER"].pos, content.gate["EAST"].pos
        between = [at[p].id for p in range(muster + 1, east) if isinstance(at.get(p), Wall)]
        outside = [at[p].id for p in (muster - 2, muster - 1, east + 1) if isinstance(at.get(p), Wall)]
        if len(between) != 3 or len(outside) != 3:
            problems.append("3 wall spaces between Muster and East Gate and 2 more left of Muster, 1 right "
                            "of East [TEXT pl 127-132]")
        expected = {1: sorted(between + outside), 2: sorted(between + outside), 3: sorted(between), 4: []}
        for players in counts:
            neutral = sorted(content.neutral_walls(players))
            if neutral != expected.get(players):
                problems.append(f"neutral walls at {players} players are {neutral or 'none'}, the rulebook's "
                                f"are {expected.get(players) or 'none'} [TEXT pl 127-132]")
            if len(neutral) != rules.setup.neutral_walls.get(str(players)):
                problems.append(f"{len(neutral)} neutral walls at {players} players, rules.toml says "
                                f"{rules.setup.neutral_walls.get(str(players))}")
            gates_neutral = sorted(content.neutral_gates(players))
            if gates_neutral != (["EAST", "MUSTER"] if players <= 2 else []):
                problems.append(f"neutral gates at {players} players must be Muster and East at 1-2 players "
                                f"only [TEXT pl 127], not {gates_neutral or 'none'}")
    if max(rules.setup.neutral_walls.values(), default=0) > rules.components.neutral_walls:
        problems.append("more neutral walls on the board than neutral wall cards")
    for space in (*walls, *gates):
        if any(n not in counts for n in space.neutral_at) or len(set(space.neutral_at)) != len(space.neutral_at):
            problems.append(f"{space.id}: neutral_at must list distinct player counts")
    bag = sum(rules.setup.rubble.values())
    for players in counts:
        rubble = sum(space.rubble for space in (*walls, *gates) if players not in space.neutral_at)
        if rubble > bag or (players == rules.players.max and rubble != bag):
            problems.append(f"{rubble} rubble icons at {players} players; the bag holds {bag}, all used with "
                            f"{rules.players.max} players [DERIVED 15.2]")
    for wall in walls:
        if not wall.rubble:
            problems.append(f"wall {wall.id} has no rubble")
        if not wall.cost.stone + wall.cost.wood:
            problems.append(f"wall {wall.id} costs no cubes")
    # the Levite track
    levites = board.levite_row
    if [row.n for row in levites] != list(range(1, rules.levites.max + 1)):
        problems.append(f"the Levite track has rows 1..{rules.levites.max} in order [TEXT pl 209-210]")
    elif not levites[0].setup or any(row.setup for row in levites[1:]) or levites[0].food or levites[0].reward:
        problems.append("only Levite row 1 is the setup Levite, free and without reward")
    else:
        if [row.food for row in levites[1:3]] != [2, 3] or levites[4].food != 5:
            problems.append("Levites 2, 3 and 5 cost 2, 3 and 5 food [TEXT pl 395-398]")
        if levites[1].reward != [Gain(ash=1)] or levites[2].reward != [Gain(stone=1)] \
                or levites[4].reward != [Blessing(colour="wild", n=1), Vp(n=2)] \
                or levites[5].reward != [Vp(n=3), Retrieve(n=1)]:
            problems.append("Levite rewards 2, 3, 5 and 6 are the rulebook's [TEXT pl 395-398, 1152-1153]")
    for row in levites:
        _effects(problems, f"Levite row {row.n}", row.reward)
    # the Temple
    temple = board.temple
    if [row.r for row in temple.row] != [1, 2, 3, 4, 5] or any(row.banners != row.r for row in temple.row):
        problems.append("the Temple has rows 1..5, row r costs r red banners [TEXT pl 405-406]")
    else:
        text = [[], [Gain(coin=1)], [Gain(bread=1)], [Tent(n=1)], [Worker(n=1)]]
        if [row.reward for row in temple.row] != text:
            problems.append("the Temple row rewards are the rulebook's [TEXT pl 429-435]")
    sections = temple.sections
    if len(sections) != 3 or sections[0][0] != 1 or sections[-1][1] != temple.columns \
            or any(b[0] != a[1] + 1 for a, b in zip(sections, sections[1:])) or any(a > b for a, b in sections):
        problems.append(f"the Temple has 3 sections covering columns 1..{temple.columns} [TEXT pl 443-446]")
    if sorted(temple.mount) != [str(n) for n in counts] or temple.mount.get("4"):
        problems.append("the Temple Mount is keyed by 1..4 players and unused with 4 [TEXT pl 163-164]")
    else:
        for players, covered in temple.mount.items():
            last = sections[-1] if sections else (1, temple.columns)
            if covered and (covered != list(range(temple.columns - len(covered) + 1, temple.columns + 1))
                            or len(covered) >= last[1] - last[0] + 1):
                problems.append(f"the Temple Mount at {players} players must cover rightmost columns and leave "
                                "the last section a space")
        if len(temple.mount.get("3", [])) >= len(temple.mount.get("2", [])) or \
                temple.mount.get("1") != temple.mount.get("2"):
            problems.append("the 1-2 player side of the Temple Mount covers more than the 3 player side")
    # (8) the altar track, blessing bonuses, the city plan
    spaces = [space.space for space in board.altar_space]
    if spaces != list(range(len(spaces))) or len(spaces) < 11:
        problems.append("the altar track is spaces 0..end in order, with spaces 5 and 10 [TEXT pl 923-924]")
    elif board.altar_space[0].reward or board.altar_space[0].gold:
        problems.append("altar space 0 is the start: no reward, not gold")
    if not content.gold_altar_spaces:
        problems.append("the altar track needs gold spaces [TEXT pl 498-515]")
    for space in board.altar_space:
        _effects(problems, f"altar space {space.space}", space.reward)
    track = board.blessing_track
    if len(track.bonus) != track.spaces:
        problems.append(f"{len(track.bonus)} blessing bonuses for columns 1..{track.spaces}: one per column")
    elif track.bonus[0] != [Altar(n=1)]:
        problems.append("the column-1 blessing bonus is 1 altar move [TEXT pl 796-799]")
    for column, bonus in enumerate(track.bonus, 1):
        if not bonus:
            problems.append(f"blessing column {column} has no bonus")
        _effects(problems, f"blessing column {column}", bonus)
    city = board.city_space
    _ids(problems, "city-plan space", [space.id for space in city], [f"P{n:02d}" for n in range(1, len(city) + 1)])

    def fails(space: CitySpace) -> bool:
        return any(isinstance(e, (Worker, Blessing)) for e in space.reward)
    for a, b in zip(city, city[1:] + city[:1]):
        if fails(a) and fails(b):
            problems.append(f"city-plan spaces {a.id} and {b.id} both give a worker or a blessing: a fallback "
                            "tent move could loop (7.6)")
    for space in city:
        if not space.reward:
            problems.append(f"city-plan space {space.id} has no reward")
        _effects(problems, f"city-plan space {space.id}", space.reward)
    # (4) the scroll grid
    rows = board.scroll_row
    if [row.r for row in rows] != [1, 2, 3, 4] or [row.tiles for row in rows] != [3, 4, 5, 6] \
            or [row.back for row in rows] != ["stone", "wood", "wood", "gold"]:
        problems.append("scroll rows 1..4 hold 3-4-5-6 tiles: stone, wood, wood, gold [DERIVED 7.2]")
    elif [row.vp for row in rows] != [1, 2, 3, 4] or [row.food for row in rows] != [0, 1, 2, 3] \
            or [(row.cost.blue, row.cost.coin, row.cost.gold) for row in rows] != [
                (3, 2, 0), (5, 3, 0), (6, 0, 1), (7, 0, 2)]:
        problems.append("scroll row VP 1-4, food 0-3 and costs 3+2, 5+3, 6+1 gold, 7+2 gold "
                        "[TEXT pl 145-153, 635-649, 669-671]")


def _check_cards(problems: list[str], content: Content) -> None:
    rules = content.rules
    parts = rules.components
    # conditions (19.2)
    _ids(problems, "condition", [c.id for c in content.conditions], [f"K{n:02d}" for n in range(1, 11)])
    for cid, (count, base) in CONDITIONS_TEXT.items():
        card = content.condition.get(cid)
        if not isinstance(card, CountCondition) or (card.count, card.base, card.per) != (count, base, 1):
            problems.append(f"condition {cid} must be the rulebook's: {base} + 1 per {count} [TEXT pl 1440-1479]")
    if not isinstance(content.condition.get("K10"), TopScribes) or content.condition["K10"].n != 2:
        problems.append("condition K10 scores the 2 highest scribes [TEXT pl 1475-1479]")
    # (1) characters
    n = parts.character_cards
    _ids(problems, "character card", [c.id for c in content.characters], [f"C{i:02d}" for i in range(1, n + 1)])
    used = Counter(card.condition for card in content.characters)
    if sorted(used) != sorted(content.condition) or any(times != 1 for times in used.values()):
        twice = sorted(c for c, times in used.items() if times > 1)
        missing = sorted(set(content.condition) - set(used))
        problems.append(f"each Sabbath condition is on exactly one character card per colour (twice: "
                        f"{', '.join(twice) or 'none'}; missing: {', '.join(missing) or 'none'})")
    number: Counter[str] = Counter()
    points: Counter[str] = Counter()
    for card in content.characters:
        where = f"character {card.id}"
        if len(card.banners) != 3:
            problems.append(f"{where} has {len(card.banners)} banners, not 3 [TEXT pl 309-312]")
        for banner in card.banners:
            number[banner.colour] += 1
            points[banner.colour] += banner.value
        if card.gate not in content.gate:
            problems.append(f"{where}: unknown gate {card.gate!r}")
        if card.condition not in content.condition:
            problems.append(f"{where}: unknown condition {card.condition!r}")
        if isinstance(card.trade, GateTrade):
            upper, lower = card.trade.upper, card.trade.lower
            if upper.gain.empty() or lower.gain.empty() or upper.gain.coin or lower.gain.coin:
                problems.append(f"{where}: a gate trade gains resources on both options")
            if lower.pay <= upper.pay:
                problems.append(f"{where}: the lower trade option is the dearer one [TEXT pl 1376-1377]")
    if dict(number) != {c: 10 for c in BANNER_COLOURS} or dict(points) != {c: 12 for c in BANNER_COLOURS}:
        problems.append("per colour: 10 banners and 12 banner points of each of red, grey and blue "
                        f"[HOUSE 15.11]; the cards have {({c: number[c] for c in BANNER_COLOURS})} banners, "
                        f"{({c: points[c] for c in BANNER_COLOURS})} points")
    red = sum(b.value for cid in ("C01", "C02") if cid in content.character
              for b in content.character[cid].banners if b.colour == "red")
    if red != 5:
        problems.append("C01 + C02 give the 5 red banners of the rulebook's example [DERIVED pl 364-367]")
    valley = [c for c in content.characters if c.gate == "VALLEY"]
    if not any(c.trade == GateTrade(upper=TradeOption(pay=0, gain=Goods(stone=1)),
                                    lower=TradeOption(pay=2, gain=Goods(stone=2))) for c in valley):
        problems.append("a Valley Gate card trades 1 stone, or 2 coins for 2 stone [TEXT pl 724-727]")
    if not any(isinstance(c.trade, ConvertTrade) and c.trade.rates.get("ash") == 1 and c.trade.rates.get("wood") == 2
               for c in content.characters):
        problems.append("a conversion trade pays 1 per ash and 2 per wood [TEXT pl 729-733]")
    k06 = [c for c in content.characters if c.condition == "K06"]
    if k06 and not (isinstance(k06[0].trade, GateTrade) and k06[0].trade.lower.gain == Goods(stone=2, wood=2)):
        problems.append("the K06 card's lower trade gives 2 stone and 2 wood [TEXT pl 1462-1464]")
    # heroes
    _ids(problems, "hero card", [h.id for h in content.heroes], list(HEROES))
    for hero in content.heroes:
        if len(hero.rewards) != rules.rounds or not all(hero.rewards):
            problems.append(f"hero {hero.id} needs a left, middle and right reward [TEXT pl 1395-1400]")
        for reward in hero.rewards:
            _effects(problems, f"hero {hero.id}", reward)
    if "HE" in content.hero and content.hero["HE"].rewards[:1] != [[Gain(ash=1)]]:
        problems.append("Ezra's left reward is 1 ash [TEXT pl 1396-1397]")
    # (2) wall cards
    n = parts.wall_cards
    _ids(problems, "wall card", [c.id for c in content.wall_cards], [f"WC{i:02d}" for i in range(1, n + 1)])
    for card in content.wall_cards:
        _effects(problems, f"wall card {card.id}", card.effect)
    # (6) altar cards
    expected = [f"AC{c}-{s}" for c in range(1, parts.altar_cards + 1) for s in "AB"]
    _ids(problems, "altar card side", [c.id for c in content.altar_cards], expected)
    end = content.altar_end
    for card in content.altar_cards:
        where = f"altar card {card.id}"
        if len(card.round) != rules.rounds:
            problems.append(f"{where} has {len(card.round)} rounds, not {rules.rounds}")
        for i, rnd in enumerate(card.round, 1):
            if not 0 < rnd.zechariah < rnd.haggai <= end:
                problems.append(f"{where} round {i}: prophets must stand on the track, Zechariah before Haggai")
            for zone in ("behind", "between", "ahead"):
                if not getattr(rnd, zone):
                    problems.append(f"{where} round {i}: no effect {zone}")
                _effects(problems, f"{where} round {i}", getattr(rnd, zone))
        for a, b in zip(card.round, card.round[1:]):
            if b.zechariah < a.zechariah or b.haggai < a.haggai:
                problems.append(f"{where}: the prophets only advance [TEXT pl 923-924]")
    example = content.altar_card.get("AC1-A")
    if example is None or len(example.round) < 2 or \
            (example.round[0].behind, example.round[0].between, example.round[0].ahead) != (
                [PayFood(n=1)], [Gain(bread=1)], [Gain(bread=2)]) or \
            (example.round[1].zechariah, example.round[1].haggai) != (5, 10):
        problems.append("AC1-A is the rulebook's example: round 1 pay 1 food / 1 bread / 2 bread, prophets to 5 "
                        "and 10 after round 1 [TEXT pl 853-856, 923-924]")
    # (7) focus and planning cards
    n = parts.focus_cards
    _ids(problems, "focus card", [c.id for c in content.focus_cards], [f"F{i:02d}" for i in range(1, n + 1)])
    for card in content.focus_cards:
        if card.gate not in content.gate:
            problems.append(f"focus card {card.id}: unknown gate {card.gate!r}")
        for option in (card.upper, card.lower):
            if not option.gain:
                problems.append(f"focus card {card.id}: a trade gains nothing")
            _effects(problems, f"focus card {card.id}", option.gain)
        if card.lower.pay <= card.upper.pay:
            problems.append(f"focus card {card.id}: the lower trade is the dearer one")
    named = Counter(card.gate for card in content.focus_cards)
    if sorted(named) != sorted(content.gate) or any(t != 1 for t in named.values()):
        problems.append("each gate is named by exactly one focus card [HOUSE 15.16]")
    fountain = content.focus.get("F06")
    if fountain is None or (fountain.gate, fountain.arrow) != ("FOUNTAIN", "clockwise"):
        problems.append("F06 is the rulebook's example: Fountain Gate, clockwise [TEXT pl 1176-1180]")
    n = parts.planning_cards
    _ids(problems, "planning card", [c.id for c in content.planning_cards], [f"P{i}" for i in range(1, n + 1)])
    for card in content.planning_cards:
        if len(card.row) != 3:
            problems.append(f"planning card {card.id} has {len(card.row)} rows, not 3 [TEXT pl 1082-1144]")
        for i, row in enumerate(card.row, 1):
            where = f"planning card {card.id} row {i}"
            req = row.requires
            for low, high in ((req.workers_min, req.workers_max), (req.gold_min, req.gold_max)):
                if low is not None and high is not None and low > high:
                    problems.append(f"{where}: a minimum above its maximum")
            if (row.action == "pay_gold") != (row.gold > 0):
                problems.append(f"{where}: `gold` is the amount of pay_gold, and only of it")
            if row.action == "gain" and not row.then:
                problems.append(f"{where}: gain gains nothing")
            _effects(problems, where, row.then)


def _check_tiles(problems: list[str], content: Content) -> None:
    rules = content.rules
    parts = rules.components
    # (4) scroll tiles
    expected = ([f"SG{i}" for i in range(1, parts.scroll_tiles.get("gold", 0) + 1)]
                + [f"SW{i:02d}" for i in range(1, parts.scroll_tiles.get("wood", 0) + 1)]
                + [f"SS{i}" for i in range(1, parts.scroll_tiles.get("stone", 0) + 1)])
    _ids(problems, "scroll tile", [t.id for t in content.scrolls], expected)
    backs = Counter(t.back for t in content.scrolls)
    if dict(backs) != {"gold": 8, "wood": 22, "stone": 3} or dict(parts.scroll_tiles) != dict(backs):
        problems.append(f"scroll tiles by back are {dict(backs)}; the game has 8 gold, 22 wood, 3 stone "
                        "[TEXT pl 54-55]")
    dealt = Counter()
    for row in content.board.scroll_row:
        dealt[row.back] += row.tiles
    for back, n in dealt.items():
        if n > backs.get(back, 0):
            problems.append(f"the scroll grid deals {n} {back} scrolls of {backs.get(back, 0)}")
    heroes = []
    for tile in content.scrolls:
        where = f"scroll {tile.id}"
        prefix = {"gold": "SG", "wood": "SW", "stone": "SS"}[tile.back]
        if not tile.id.startswith(prefix):
            problems.append(f"{where}: a {tile.back} scroll's id starts with {prefix}")
        if not tile.hooks:
            problems.append(f"{where} has no ability")
        _effects(problems, where, tile.now)
        _hooks(problems, where, tile.hooks, content)
        groups = {hook.group for hook in tile.hooks}
        if tile.back == "stone" and groups != {"hero"} or tile.back != "stone" and "hero" in groups:
            problems.append(f"{where}: exactly the stone scrolls give hero cards [TEXT pl 1386-1390]")
        if (tile.back == "gold") != (groups == {"final"}):
            problems.append(f"{where}: exactly the gold scrolls score at the end [TEXT pl 1304-1332]")
        heroes += [hook.hero for hook in tile.hooks if isinstance(hook, HeroHook)]
        now = [Vp(n=1)] if tile.id in VP_NOW else [LoseVp(n=1)] if tile.id in LOSE_VP_NOW else []
        if tile.now != now:
            problems.append(f"{where}: "
                            + ("+1 VP now" if now == [Vp(n=1)] else "-1 VP now" if now else "nothing now")
                            + " [TEXT 18, pl 1306-1436]")
    for sid, hook in SCROLL_NUMBERS.items():
        if sid in content.scroll and content.scroll[sid].hooks != [hook]:
            problems.append(f"scroll {sid} must be the rulebook's: {hook!r} [TEXT 18, pl 1306-1436]")
    sw09 = content.scroll.get("SW09")
    if sw09 is not None and sw09.hooks != [Prepare(effects=[Gain(coin=2)], auxiliary=True, any_visible_trade=True)]:
        problems.append("scroll SW09 gives 2 coins and 1 auxiliary action with any visible trade [TEXT pl 1362-1366]")
    if sorted(heroes) != sorted(content.hero):
        problems.append("each hero card is on exactly one stone scroll [TEXT pl 1386-1390]")
    # (5) development tiles
    n = parts.development_tiles
    kinds = Counter(tile.type for tile in content.tiles)
    if dict(kinds) != {kind: n for kind in TILE_TYPES}:
        problems.append(f"development tiles by type are {dict(kinds)}; the game has {n} of each of the 5 types "
                        "[TEXT pl 80-81]")
    for kind in TILE_TYPES:
        prefix = TILE_PREFIX[kind]
        _ids(problems, f"{kind} tile", [t.id for t in content.tiles_of(kind)],
             [f"{prefix}{i}" for i in range(1, len(content.tiles_of(kind)) + 1)])
    for tile in content.tiles:
        where = f"{tile.type} tile {tile.id}"
        if tile.flip_cost.empty():
            problems.append(f"{where}: flipping costs nothing")
        for name in ("flip_reward", "front", "back", "back_prepare"):
            _effects(problems, where, getattr(tile, name, []))
        for name in ("slots", "back_slots", "back_bonus"):
            for option in getattr(tile, name, []):
                if not option:
                    problems.append(f"{where}: an empty {name[:-1].replace('_', ' ')}")
                _effects(problems, where, option)
        _hooks(problems, where, getattr(tile, "abilities", []), content)
    guards = content.tiles_of("guard")
    for tile in guards:
        if tile.storage < 2 or tile.start.total() != 2 or tile.start.coin or tile.start.bread:
            problems.append(f"guard tile {tile.id}: storage of 2 or more and 2 starting cubes [TEXT pl 1270-1276]")
        if tile.flip_reward != [Tent(n=1)]:
            problems.append(f"guard tile {tile.id}: flipping a guard tile gives 1 tent move [TEXT pl 1271-1272]")
        if [k for k, _ in tile.flip_cost.items()] != ["coin"]:
            problems.append(f"guard tile {tile.id}: guard tiles cost silver to flip [TEXT pl 1270-1271]")
    if len({_key(t.back_prepare) for t in guards}) > 1 or any(t.back_prepare != [Retrieve(n=1)] for t in guards):
        problems.append("every developed guard tile retrieves 1 merchant or elder [TEXT pl 1273-1274]")
    if guards and not any(t.flip_cost == Goods(coin=7) for t in guards):
        problems.append("a guard tile costs 7 coins to flip [TEXT pl 739-742]")
    labourers = content.tiles_of("labourer")
    if len({_key((t.front, t.flip_cost)) for t in labourers}) > 1:
        problems.append("all labourer fronts are identical except the flip reward [TEXT pl 1278-1279]")
    if len({_key(t.back) for t in labourers}) > 1:
        problems.append("all labourer backs are identical [TEXT pl 1279-1281]")
    if labourers and labourers[0].front != [Choose(options=[[ResourceEffect(n=2)],
                                                            [ResourceEffect(n=1), Gain(coin=2)]])]:
        problems.append("a labourer produces 2 resources or 1 resource + 2 coins [TEXT pl 837-839]")
    if labourers and not any(isinstance(e, Gain) and e.gold for option in labourers[0].back
                             if isinstance(option, Choose) for o in option.options for e in o):
        problems.append("developed labourers can produce gold [TEXT pl 1279-1281]")
    farmers = content.tiles_of("farmer")
    for tile in farmers:
        bread = sum(e.bread for e in tile.back_prepare if isinstance(e, Gain))
        if not 1 <= bread <= 2 or len(tile.back_prepare) != 1:
            problems.append(f"farmer tile {tile.id}: a developed farmer gives 1-2 bread each Preparing for "
                            "Sabbath [TEXT pl 1283-1285]")
    if sum(1 for t in farmers if any(isinstance(h, BuyBread) for h in t.abilities)) != 1 or \
            any(h != BuyBread(coin=2, bread=1) for t in farmers for h in t.abilities):
        problems.append("exactly one farmer tile lets its owner pay 2 coins for 1 bread [TEXT pl 1286-1287]")
    if farmers and not any(t.front == [Gain(bread=2), ResourceEffect(n=1)] and t.flip_cost == Goods(ash=5)
                           and t.flip_reward == [Gain(bread=1)] and t.back_prepare == [Gain(bread=1)]
                           for t in farmers):
        problems.append("a farmer tile produces 2 bread + 1 resource, costs 5 ash to flip for 1 bread and then "
                        "gives 1 bread each Preparing for Sabbath [TEXT pl 744-746, 837-843]")
    merchants = content.tiles_of("merchant")
    slots = {"merchant": rules.development.merchant_slots, "elder": rules.development.elder_slots}
    for tile in (*merchants, *content.tiles_of("elder")):
        if len(tile.slots) != slots[tile.type] or len(tile.back_slots) != slots[tile.type]:
            problems.append(f"{tile.type} tile {tile.id}: {slots[tile.type]} slots on each side [TEXT pl 773]")
        if not tile.back_bonus:
            problems.append(f"{tile.type} tile {tile.id}: the developed side adds an option [TEXT pl 1289-1300]")
    if len({_key((t.slots, t.flip_cost)) for t in merchants}) > 1:
        problems.append("all merchant fronts are identical [TEXT pl 1289]")
    for tile in merchants:
        if tile.flip_reward != [Worker(n=1)]:
            problems.append(f"merchant tile {tile.id}: flipping gives 1 worker [TEXT pl 1289-1290]")
        if len(tile.back_bonus) != 2 or tile.back_bonus[0] != [Gain(gold=1)]:
            problems.append(f"merchant tile {tile.id}: 2 added options, the first 1 gold [TEXT pl 1290-1291]")
    uniques = sorted(_key(t.back_bonus[1]) for t in merchants if len(t.back_bonus) == 2)
    text = sorted(_key(x) for x in ([Blessing(colour="wild", n=1)], [Altar(n=1), Gain(ash=1)],
                                    [Banners(colour="wild", n=3)], [Tent(n=1)]))
    if merchants and uniques != text:
        problems.append("the merchants' unique options are a wild blessing, 1 altar move + 1 ash, 3 wild banners "
                        "and 1 tent move [TEXT pl 1291-1294]")
    elders = content.tiles_of("elder")
    for tile in elders:
        if tile.flip_reward != [Retrieve(n=1)]:
            problems.append(f"elder tile {tile.id}: flipping retrieves 1 merchant or elder [TEXT pl 1298-1299]")
        if not any(isinstance(e, Banners) and e.colour == "wild" for o in tile.back_bonus for e in o):
            problems.append(f"elder tile {tile.id}: the added option gives wild banners [TEXT pl 1299-1300]")
    if elders and not any(t.slots[1:2] == [[Banners(colour="red", n=2)]]
                          and t.back_slots[1:2] == [[Banners(colour="red", n=3), Gain(ash=1)]] for t in elders):
        problems.append("an elder tile's slot 2 goes from 2 red banners to 3 red + 1 ash [TEXT pl 755-758]")


def _check_solo(problems: list[str], content: Content) -> None:
    solo = content.solo
    if [side.id for side in solo.side] != ["A", "B"] or [side.stars for side in solo.side] != [1, 2]:
        problems.append("the solo board has side A (1 star) and side B (2 stars) [TEXT pl 979-981]")
    for side in solo.side:
        where = f"solo side {side.id}"
        for zone in ("behind", "between", "ahead"):
            if not getattr(side, zone):
                problems.append(f"{where}: no judgement effect {zone}")
            _effects(problems, where, getattr(side, zone))
        if side.workers + solo.opponent.levites + solo.opponent.gatekeepers > content.rules.components.workers:
            problems.append(f"{where}: more starting workers than a colour has")
    if len(solo.side) == 2 and ((solo.side[0].sabbath_coins, solo.side[1].sabbath_coins) != (1, 2)
                                or (solo.side[0].sabbath_types, solo.side[1].sabbath_types) != ("most", "all")):
        problems.append("the Opponent's Sabbath: 1 coin per worker and the most numerous type on side A, 2 coins "
                        "and all types on side B [TEXT pl 1240-1246]")
    opponent = solo.opponent
    if (opponent.levite_gold, opponent.rebuild_gold, opponent.temple_vp_per_gold) != (2, 3, 2):
        problems.append("the Opponent pays 2 gold per Levite and 3 gold per rebuild and scores 2 VP per Temple "
                        "gold [TEXT pl 1150, 1160, 1170]")


def _check(content: Content) -> None:
    problems: list[str] = []
    _check_rules(problems, content)
    _check_board(problems, content)
    _check_cards(problems, content)
    _check_tiles(problems, content)
    _check_solo(problems, content)
    if problems:
        raise ContentError("; ".join(problems))


@cache
def load() -> Content:
    return build(read())


CONTENT = load()

# Constants for the rules code, from the data (rules.toml) and the schema.
COLOURS: tuple[str, ...] = tuple(CONTENT.rules.colours)
BLESSINGS: tuple[str, ...] = tuple(CONTENT.rules.blessings)            # track order, top to bottom
ACTIONS: dict[str, str] = dict(CONTENT.rules.actions)                   # banner colour -> main action
CORNERS: tuple[str, ...] = tuple(g.id for g in CONTENT.board.gate if g.kind == "corner")
GATE_CARDS: tuple[str, ...] = tuple(g.id for g in CONTENT.board.gate if g.kind == "card")
