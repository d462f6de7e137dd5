"""Architects of the West Kingdom's content (data/architects/*.toml), validated on load.

The schema checks types and ranges. Every effect of a card, reward or board is one of the 40 codes of
the closed vocabulary (rules/architects.md 13.2): a tagged union on `code`, one Struct per code with
exactly that code's parameters, so an unknown code, a missing or unknown parameter or a wrong type is
refused when the data is decoded. The codes come in three groups, and each place accepts only its own:
a building's effects are immediate or end-game ones (which of the two must match its `timing`, checked
in `_check`), rewards take immediate effects, apprentices and side-2 boards passive ones.

`_check` adds what the rulebook and the house design fix (13.0): 40 apprentices with skill totals
Carpentry 13, Tiling 13, Masonry 14 (30 one-skill, 5 two-skill, 5 no-skill cards); 40 buildings B01-B40
with B01 Fortress and B02 Well exactly as the rulebook describes them; 10 Black Market cards, 11 rewards,
5 side-2 boards, 12 Rival cards; the Guildhall of 13.3, the Cathedral levels 1-5 of 13.4, the virtue
table of 13.5; ids unique and every reference (locations, yield options, skills) resolved.
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
Delta = Annotated[int, msgspec.Meta(ge=-14, le=14)]       # a change of virtue (the track is 0..14)
Points = Annotated[int, msgspec.Meta(ge=-99, le=99)]
Resource = Literal["clay", "wood", "stone", "gold", "marble", "silver"]
Skill = Literal["carpentry", "tiling", "masonry"]

RESOURCES: tuple[str, ...] = get_args(Resource)
SKILLS: tuple[str, ...] = get_args(Skill)

APPRENTICES = 40                                   # [TEXT pl 59]
BUILDINGS = 40                                     # [TEXT pl 59]
MARKET_CARDS = 10                                  # [TEXT pl 29]
REWARDS = 11                                       # [TEXT pl 35]
BOARDS = 5                                         # [TEXT pl 55]: 5 double-sided player boards
RIVAL_CARDS = 12                                   # [HOUSE 13.11]
APPRENTICE_SKILLS = {"carpentry": 13, "tiling": 13, "masonry": 14}   # [HOUSE 13.8]
APPRENTICE_MIX = {1: 30, 2: 5, 0: 5}               # [HOUSE 13.8] number of skills -> cards


class Goods(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A table of resources: a cost, a Black Market offer, starting items."""
    clay: Count = 0
    wood: Count = 0
    stone: Count = 0
    gold: Count = 0
    marble: Count = 0
    silver: Count = 0

    def get(self, key: str) -> int:
        return getattr(self, key)

    def items(self) -> list[tuple[str, int]]:
        """The non-zero entries, in struct order."""
        return [(key, getattr(self, key)) for key in self.__struct_fields__ if getattr(self, key)]

    def empty(self) -> bool:
        return not self.items()


class Gain(Goods):
    """A gain table: resources and, where a gain is meant, virtue (13.2)."""
    virtue: Delta = 0


# --- effects (rules/architects.md 13.2) ----------------------------------------------------------

class Effect(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="code"):
    group: ClassVar[str]
    stacks: ClassVar[bool] = True        # False: "no-stack", only the best single copy applies

    @property
    def code(self) -> str:
        return self.__struct_config__.tag


class Immediate(Effect):
    group = "immediate"


class End(Effect):
    group = "end"


class Passive(Effect):
    group = "passive"


# Immediate effects (buildings with timing "immediate", rewards, Black Market offers), in list order.

class GainEffect(Gain, Immediate, tag="GAIN"):
    """Gain the goods from the supply; virtue moves by 6.2."""


class Draw(Immediate, tag="DRAW"):
    n: Positive


class DrawKeep(Immediate, tag="DRAW_KEEP"):
    n: Positive
    keep: Positive


class HireFree(Immediate, tag="HIRE_FREE"):
    scope: Literal["any", "col1"]
    fallback: Gain | None = None


class PayoffFree(Immediate, tag="PAYOFF_FREE"):
    fallback: Gain | None = None


class ReleaseAll(Immediate, tag="RELEASE_ALL"):
    pass


class ImprisonCaptured(Immediate, tag="IMPRISON_CAPTURED"):
    pass


class TakeTax(Immediate, tag="TAKE_TAX"):
    max: Positive | None = None          # None: all of the tax stand


# End-game effects (buildings with timing "end"; 8.2 step 1).

EndCount = Literal["captured", "gold", "marble", "clay", "silver", "apprentices", "paid_debts",
                   "cathedral_level", "buildings_with_skill", "virtue_above"]
EndCondition = Literal["virtue_at_least", "cathedral_at_least", "no_unpaid_debt"]
THRESHOLDS: tuple[str, ...] = ("virtue_at_least", "cathedral_at_least")


class EndVirtue(End, tag="END_VIRTUE"):
    n: Positive


class EndVpPer(End, tag="END_VP_PER"):
    count: EndCount
    per: Positive
    max: Positive | None = None
    skill: Skill | None = None           # only for buildings_with_skill
    above: Count | None = None           # only for virtue_above


class EndVpIf(End, tag="END_VP_IF"):
    cond: EndCondition
    vp: Positive
    n: Count | None = None               # only for the thresholds


# Passive abilities (apprentices, side-2 boards).

class YieldBonus(Passive, tag="YIELD_BONUS"):
    location: str
    resource: Resource
    n: Positive
    option: Literal["clay", "gold"] | None = None    # the Mines only


class MinesGoldCeil(Passive, tag="MINES_GOLD_CEIL"):
    stacks = False


class StorehouseTrade(Passive, tag="STOREHOUSE_TRADE"):
    give: Gain
    get: Gain


class TaxcollectorLoss(Passive, tag="TAXCOLLECTOR_LOSS"):
    stacks = False
    n: Count


class CaptureSteal(Passive, tag="CAPTURE_STEAL"):
    n: Positive


class DrawBonus(Passive, tag="DRAW_BONUS"):
    n: Positive


class HandLimitBonus(Passive, tag="HAND_LIMIT_BONUS"):
    n: Positive


class ReachBonus(Passive, tag="REACH_BONUS"):
    n: Positive


class HireDiscount(Passive, tag="HIRE_DISCOUNT"):
    n: Positive


class ApprenticeLimitBonus(Passive, tag="APPRENTICE_LIMIT_BONUS"):
    n: Positive


class TcFreeExtra(Passive, tag="TC_FREE_EXTRA"):
    stacks = False


class TcFirstFree(Passive, tag="TC_FIRST_FREE"):
    stacks = False


class TcExtraLocation(Passive, tag="TC_EXTRA_LOCATION"):
    n: Positive


class PrisonBounty(Passive, tag="PRISON_BOUNTY"):
    per_worker: Positive
    max: Positive


class PrisonBountyPair(Passive, tag="PRISON_BOUNTY_PAIR"):
    n: Positive


class ReclaimDiscount(Passive, tag="RECLAIM_DISCOUNT"):
    stacks = False


class OnDebtPaid(Passive, tag="ON_DEBT_PAID"):
    gain: Gain


class IgnoreTax(Passive, tag="IGNORE_TAX"):
    n: Positive


class SilverDivisor(Passive, tag="SILVER_DIVISOR"):
    stacks = False
    d: Positive


class BuildDiscount(Passive, tag="BUILD_DISCOUNT"):
    resources: list[Resource]
    n: Positive


class MarbleSub(Passive, tag="MARBLE_SUB"):
    stacks = False


class CathedralGain(Passive, tag="CATHEDRAL_GAIN"):
    gain: Gain


class CathedralSwDiscount(Passive, tag="CATHEDRAL_SW_DISCOUNT"):
    n: Positive


class CathedralNoDiscard(Passive, tag="CATHEDRAL_NO_DISCARD"):
    stacks = False


class BmDiscount(Passive, tag="BM_DISCOUNT"):
    n: Positive


class ResetRelease(Passive, tag="RESET_RELEASE"):
    n: Positive


class ResetGain(Passive, tag="RESET_GAIN"):
    gain: Gain


class ResetShelter(Passive, tag="RESET_SHELTER"):
    stacks = False


class PermanentSkill(Passive, tag="PERMANENT_SKILL"):
    skill: Skill


ImmediateEffect = Union[GainEffect, Draw, DrawKeep, HireFree, PayoffFree, ReleaseAll, ImprisonCaptured,
                        TakeTax]
EndEffect = Union[EndVirtue, EndVpPer, EndVpIf]
PassiveEffect = Union[YieldBonus, MinesGoldCeil, StorehouseTrade, TaxcollectorLoss, CaptureSteal,
                      DrawBonus, HandLimitBonus, ReachBonus, HireDiscount, ApprenticeLimitBonus,
                      TcFreeExtra, TcFirstFree, TcExtraLocation, PrisonBounty, PrisonBountyPair,
                      ReclaimDiscount, OnDebtPaid, IgnoreTax, SilverDivisor, BuildDiscount, MarbleSub,
                      CathedralGain, CathedralSwDiscount, CathedralNoDiscard, BmDiscount, ResetRelease,
                      ResetGain, ResetShelter, PermanentSkill]
BuildingEffect = Union[ImmediateEffect, EndEffect]

IMMEDIATE_CODES: tuple[str, ...] = tuple(t.__struct_config__.tag for t in get_args(ImmediateEffect))
END_CODES: tuple[str, ...] = tuple(t.__struct_config__.tag for t in get_args(EndEffect))
PASSIVE_CODES: tuple[str, ...] = tuple(t.__struct_config__.tag for t in get_args(PassiveEffect))
CODES: dict[str, type[Effect]] = {
    t.__struct_config__.tag: t
    for t in (*get_args(ImmediateEffect), *get_args(EndEffect), *get_args(PassiveEffect))}


# --- cards ---------------------------------------------------------------------------------------

class Apprentice(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^A\d\d$")]
    skills: list[Skill]
    hire_virtue: Delta
    abilities: list[PassiveEffect]


class Building(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^B\d\d$")]
    skills: list[Skill]
    cost: Goods
    virtue: Delta
    vp: Count
    timing: Literal["immediate", "end"]
    effects: list[BuildingEffect]


class MarketCard(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^BM\d\d$")]
    small: Goods                 # the left space's reward while on top of the Small Market pile
    large: Goods                 # the right space's reward while on top of the Large Market pile


class Reward(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^RW\d\d$")]
    effects: list[ImmediateEffect]


class Board(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^SB\d$")]
    virtue: Count                # starting virtue, replaces 7
    silver_modifier: Delta       # added to the seat's starting silver
    abilities: list[PassiveEffect]
    start: Goods = Goods()


# --- the Rival (13.11) ---------------------------------------------------------------------------

class Instruction(msgspec.Struct, forbid_unknown_fields=True, frozen=True, tag_field="code"):
    @property
    def code(self) -> str:
        return self.__struct_config__.tag


class Gather(Instruction, tag="GATHER"):
    location: str


class Recruit(Instruction, tag="RECRUIT"):
    pass


class Capture(Instruction, tag="CAPTURE"):
    pass


class GuardInstruction(Instruction, tag="GUARD"):
    pass


class Tax(Instruction, tag="TAX"):
    pass


class MarketInstruction(Instruction, tag="MARKET"):
    pass


class Build(Instruction, tag="BUILD"):
    pass


RivalInstruction = Union[Gather, Recruit, Capture, GuardInstruction, Tax, MarketInstruction, Build]
INSTRUCTION_CODES: tuple[str, ...] = tuple(t.__struct_config__.tag for t in get_args(RivalInstruction))


class RivalCard(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^RV\d\d$")]
    instructions: list[RivalInstruction]


class Draft(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    deal: Positive
    keep: Positive


class RivalMode(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    humans: Positive
    players: Positive            # played as a game of this many seats (P), the Rival included
    draft: Draft


class Difficulty(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    building_vp: Delta           # added to the printed VP of each Rival building


class RivalMarket(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    virtue: Delta
    silver: Count


class RivalBuild(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    buildings_per_level: Positive
    gain: Gain


class RivalInstructions(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    building_vp_min: Count
    gather_gains: list[str]
    recruit_row: Literal["A", "B"]
    tax_min_stand: Positive
    market: RivalMarket
    capture_first_tax: Count
    build: RivalBuild
    guard: list[Literal["imprison", "release", "reclaim", "payoff"]]


class Rival(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    default_difficulty: str
    seat_silver: bool
    solo_tie_human_wins: bool
    modes: dict[str, RivalMode]
    difficulty: dict[str, Difficulty]
    instructions: RivalInstructions
    card: list[RivalCard]


# --- rules.toml ----------------------------------------------------------------------------------

class Players(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    min: Positive
    max: Positive


class Start(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    virtue: Count
    tax_stand: Count
    silver: list[Count]          # by turn position, the start player first


class RewardPile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    per_player: Positive
    extra: Count
    pile_empty: Gain             # a Cathedral advance with an empty pile gives this instead


class Display(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    rows: Positive
    columns: Positive
    reach_silver: Positive


class Price(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    silver: Count
    tax: Count                   # of which tax, to the tax stand


class Formula(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """floor(N / divisor) + plus."""
    divisor: Positive
    plus: Count

    def __call__(self, n: int) -> int:
        return n // self.divisor + self.plus


class Exchange(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    pay: Positive
    from_: list[Resource] = msgspec.field(name="from")
    get: Gain = Gain()


class Storehouse(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    virtue: Exchange
    marble: Exchange


class CaptureRules(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    silver: Count
    first_is_tax: bool
    locations: dict[str, Positive]          # keyed by P


class TaxCollector(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    virtue: Delta


class Guard(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    imprison_bounty: Count
    reclaim_silver: Count
    reclaim_tax: Count
    reclaim_debts: Positive
    reclaim_virtue: Delta
    payoff_silver: Count
    payoff_tax: Count
    payoff_virtue: Delta


class Market(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    cost_silver: list[Count]                # left (Small), middle, right (Large)
    virtue: Delta
    draw: Positive
    keep: Positive
    default_small: Goods
    default_large: Goods


class Virtue(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    max: Positive
    market_ban: Positive
    cathedral_min: Positive
    vp: list[Points]                        # by virtue 0..max
    tax_icons: list[Count]                  # by virtue 0..max


class Reset(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    crowd: Positive
    crowd_virtue: Delta
    most_debts: Positive


class Score(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    unpaid_debt: Points
    gold: Points
    marble: Points
    silver_per: Positive
    prison_per: Positive
    prison_vp: Points


class GuildhallGrid(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    rows: Positive
    grid_columns: Positive
    columns: dict[str, Positive]            # used columns 1..n, keyed by P


class EffectNumbers(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    marble_sub: Positive
    reclaim_discount: Price


class Side2(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    min_silver: Count


class CathedralLevel(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    level: Count
    vp: Count
    spaces: Count                           # 0 = unlimited
    cost: Goods = Goods()
    stone_or_wood: Count = 0                # "S/W in any mix"


class RuleTables(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    players: Players
    workers: Positive
    hand_limit: Positive
    apprentice_limit: Positive
    reward_pile_face_up: bool
    colours: list[str]
    locations: list[str]
    start: Start
    draft: Draft
    rewards: RewardPile
    display: Display
    hire: Price
    draw: Formula
    yield_: dict[str, dict[Resource, Formula]] = msgspec.field(name="yield")   # location -> options
    storehouse: Storehouse
    capture: CaptureRules
    tax_collector: TaxCollector
    guard: Guard
    market: Market
    virtue: Virtue
    reset: Reset
    score: Score
    guildhall: GuildhallGrid
    effects: EffectNumbers
    side2: Side2
    cathedral: list[CathedralLevel]


# --- the content ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class GuildhallLayout:
    """The Guildhall used with P players (13.3): spaces fill row by row over the used columns."""
    players: int
    rows: int
    columns: tuple[int, ...]     # the used column numbers, 1..n
    spaces: int                  # = the game length
    resets: tuple[int, ...]      # the placements that reset the Black Market: the first space of each
                                 # of the two bottom rows
    final: int                   # the placement that triggers the end of the game

    def position(self, k: int) -> tuple[int, int]:
        """(row, column), both from 1, of the k-th placement (from 1)."""
        if not 1 <= k <= self.spaces:
            raise ValueError(f"the Guildhall has {self.spaces} spaces, not a {k}th")
        row, column = divmod(k - 1, len(self.columns))
        return row + 1, self.columns[column]


@dataclass
class Content:
    rules: RuleTables
    apprentices: list[Apprentice]
    buildings: list[Building]
    market_cards: list[MarketCard]
    rewards: list[Reward]
    boards: list[Board]
    rival: Rival

    @cached_property
    def apprentice(self) -> dict[str, Apprentice]:
        return {card.id: card for card in self.apprentices}

    @cached_property
    def building(self) -> dict[str, Building]:
        return {card.id: card for card in self.buildings}

    @cached_property
    def black_market(self) -> dict[str, MarketCard]:
        return {card.id: card for card in self.market_cards}

    @cached_property
    def reward(self) -> dict[str, Reward]:
        return {card.id: card for card in self.rewards}

    @cached_property
    def board(self) -> dict[str, Board]:
        return {board.id: board for board in self.boards}

    @cached_property
    def rival_card(self) -> dict[str, RivalCard]:
        return {card.id: card for card in self.rival.card}

    @cached_property
    def hash(self) -> str:
        encoded = msgspec.json.Encoder(order="sorted").encode(
            [self.rules, self.apprentices, self.buildings, self.market_cards, self.rewards, self.boards,
             self.rival])
        return hashlib.sha256(encoded).hexdigest()[:16]

    def guildhall(self, players: int) -> GuildhallLayout:
        """The layout for P seats (the Rival included: solo is 2, "2 vs Bot" is 3)."""
        grid = self.rules.guildhall
        used = grid.columns.get(str(players))
        if used is None:
            raise ValueError(f"no Guildhall layout for {players} players")
        return GuildhallLayout(players=players, rows=grid.rows, columns=tuple(range(1, used + 1)),
                               spaces=grid.rows * used,
                               resets=((grid.rows - 2) * used + 1, (grid.rows - 1) * used + 1),
                               final=grid.rows * used)

    def cathedral_level(self, n: int) -> CathedralLevel:
        """Level n of the Cathedral; 0 is the start below level 1 (0 VP, unlimited) [TEXT pl 528]."""
        if n == 0:
            return CathedralLevel(level=0, vp=0, spaces=0)
        for level in self.rules.cathedral:
            if level.level == n:
                return level
        raise ValueError(f"the Cathedral has no level {n}")

    def _virtue_index(self, v: int) -> int:
        if not 0 <= v <= self.rules.virtue.max:
            raise ValueError(f"virtue {v} is off the track (0..{self.rules.virtue.max})")
        return v

    def virtue_vp(self, v: int) -> int:
        """End-game VP for virtue v (13.5)."""
        return self.rules.virtue.vp[self._virtue_index(v)]

    def tax_icons(self, v: int) -> int:
        """Tax-avoidance icons next to virtue v (13.5)."""
        return self.rules.virtue.tax_icons[self._virtue_index(v)]

    def reward_pile(self, players: int) -> int:
        """How many reward cards are used with P players: 2P + 1 [TEXT pl 87-91]."""
        return self.rules.rewards.per_player * players + self.rules.rewards.extra


class ContentError(ValueError):
    pass


FILES: tuple[str, ...] = ("rules", "apprentices", "buildings", "black_market", "rewards", "boards",
                          "rival")

# The two buildings the rulebook describes [TEXT pl 473-496].
FORTRESS = Building(id="B01", skills=["carpentry", "tiling", "masonry"],
                    cost=Goods(wood=5, stone=2, gold=2), virtue=-2, vp=12, timing="end",
                    effects=[EndVpPer(count="captured", per=3)])
WELL = Building(id="B02", skills=[], cost=Goods(wood=2, stone=2), virtue=0, vp=3, timing="immediate",
                effects=[GainEffect(clay=4)])
REWARD_EXAMPLE = [GainEffect(virtue=1, gold=1)]      # RW01 [TEXT pl 542-543]


def read() -> dict[str, dict]:
    """The raw TOML of every file, by name (without .toml)."""
    return {name: data.read_toml("architects", f"{name}.toml") for name in FILES}


_BAD_CODE = re.compile(r"^Invalid value '(?P<code>[^']*)' - at `(?P<path>.*)\.code`$")


def _explain(error: msgspec.ValidationError) -> str:
    """msgspec's message, plus what a refused `code` is."""
    text = str(error)
    found = _BAD_CODE.match(text)
    if not found:
        return text
    code, path = found["code"], found["path"]
    if ".instructions[" in path:
        return f"{text} (unknown Rival instruction {code!r}; known: {', '.join(INSTRUCTION_CODES)})"
    if code in CODES:
        return f"{text} ({code} is {'an' if CODES[code].group[0] in 'ie' else 'a'} " \
               f"{CODES[code].group} effect, not allowed here)"
    return f"{text} (unknown effect code {code!r}; the 40 codes are in rules/architects.md 13.2)"


def _rows(problems: list[str], raw: dict, name: str, key: str, kind: type) -> list:
    return decode_rows(problems, raw, name, key, kind, _explain)


def _table(problems: list[str], raw: dict, name: str, kind: type):
    return decode_table(problems, raw, name, kind, _explain)


def build(raw: dict[str, dict]) -> Content:
    """Decode and check the raw TOML of every file (see `read`); ContentError lists every problem."""
    problems: list[str] = []
    rules = _table(problems, raw, "rules", RuleTables)
    apprentices = _rows(problems, raw, "apprentices", "apprentice", Apprentice)
    buildings = _rows(problems, raw, "buildings", "building", Building)
    market_cards = _rows(problems, raw, "black_market", "card", MarketCard)
    rewards = _rows(problems, raw, "rewards", "reward", Reward)
    boards = _rows(problems, raw, "boards", "board", Board)
    rival = _table(problems, {"rival": {**(raw.get("rival") or {}), "card": []}}, "rival", Rival)
    rival_cards = _rows(problems, raw, "rival", "card", RivalCard)
    if problems:
        raise ContentError("; ".join(problems))
    content = Content(rules=rules, apprentices=apprentices, buildings=buildings, market_cards=market_cards,
                      rewards=rewards, boards=boards, rival=msgspec.structs.replace(rival, card=rival_cards))
    _check(content)
    return content


# --- cross-checks --------------------------------------------------------------------------------

def _ids(problems: list[str], what: str, ids: list[str], prefix: str, count: int, width: int) -> None:
    for card_id, times in Counter(ids).items():
        if times > 1:
            problems.append(f"{what} id {card_id} is duplicated ({times} times)")
    if len(ids) != count:
        problems.append(f"{len(ids)} {what}s, the game has {count}")
    expected = [f"{prefix}{number:0{width}d}" for number in range(1, count + 1)]
    if ids != expected:
        problems.append(f"{what} ids must be {expected[0]}..{expected[-1]} in order")


def _skills(problems: list[str], where: str, skills: list[str]) -> None:
    if len(set(skills)) != len(skills):
        problems.append(f"{where}: a skill is listed twice")


def _effect(problems: list[str], where: str, effect: Effect, rules: RuleTables) -> None:
    """References and parameter combinations the schema can't express."""
    code = effect.code
    if isinstance(effect, GainEffect) and effect.empty():
        problems.append(f"{where}: GAIN gains nothing")
    if isinstance(effect, (HireFree, PayoffFree)) and effect.fallback is not None and effect.fallback.empty():
        problems.append(f"{where}: {code} has an empty fallback")
    if isinstance(effect, (OnDebtPaid, CathedralGain, ResetGain)) and effect.gain.empty():
        problems.append(f"{where}: {code} gains nothing")
    if isinstance(effect, StorehouseTrade) and (effect.give.empty() or effect.get.empty()):
        problems.append(f"{where}: STOREHOUSE_TRADE needs both give and get")
    if isinstance(effect, DrawKeep) and effect.keep >= effect.n:
        problems.append(f"{where}: DRAW_KEEP keeps {effect.keep} of {effect.n}")
    if isinstance(effect, EndVpPer):
        if (effect.skill is None) != (effect.count != "buildings_with_skill"):
            problems.append(f"{where}: END_VP_PER takes `skill` exactly when counting buildings_with_skill")
        if (effect.above is None) != (effect.count != "virtue_above"):
            problems.append(f"{where}: END_VP_PER takes `above` exactly when counting virtue_above")
    if isinstance(effect, EndVpIf) and (effect.n is None) != (effect.cond not in THRESHOLDS):
        problems.append(f"{where}: END_VP_IF takes `n` exactly for {' and '.join(THRESHOLDS)}")
    if isinstance(effect, BuildDiscount) and (not effect.resources
                                              or len(set(effect.resources)) != len(effect.resources)):
        problems.append(f"{where}: BUILD_DISCOUNT needs distinct resources")
    if isinstance(effect, YieldBonus):
        options = rules.yield_.get(effect.location)
        if effect.location not in rules.locations or options is None:
            problems.append(f"{where}: YIELD_BONUS at {effect.location!r}, not a resource location")
        elif len(options) > 1 and effect.option not in options:
            problems.append(f"{where}: YIELD_BONUS at {effect.location} needs an option "
                            f"({' or '.join(options)})")
        elif len(options) == 1 and effect.option is not None:
            problems.append(f"{where}: YIELD_BONUS at {effect.location} has no options")


def _check_rules(problems: list[str], content: Content) -> None:
    rules = content.rules
    counts = [str(n) for n in range(rules.players.min, rules.players.max + 1)]
    if (rules.players.min, rules.players.max) != (2, 5):
        problems.append("the multiplayer game is for 2-5 players [TEXT pl 184, 340]")
    if len(set(rules.locations)) != len(rules.locations):
        problems.append("rules.toml: a location is listed twice")
    if len(set(rules.colours)) != len(rules.colours) or len(rules.colours) < rules.players.max:
        problems.append(f"rules.toml: {rules.players.max} distinct colours are needed")
    for location in rules.yield_:
        if location not in rules.locations:
            problems.append(f"rules.toml: yield at unknown location {location!r}")
        if not rules.yield_[location]:
            problems.append(f"rules.toml: no yield at {location}")
    silver = rules.start.silver
    if len(silver) != rules.players.max or any(b != a + 1 for a, b in zip(silver, silver[1:])) \
            or silver[:1] != [3]:
        problems.append("starting silver is 3 for the start player and 1 more per seat [TEXT pl 136-140]")
    if rules.start.virtue > rules.virtue.max:
        problems.append("the starting virtue is off the track")
    if rules.draft.keep >= rules.draft.deal:
        problems.append("the draft keeps fewer cards than it deals")
    if rules.rewards.pile_empty.empty():
        problems.append("rules.toml: rewards.pile_empty gains nothing")
    for name in ("virtue", "marble"):
        exchange = getattr(rules.storehouse, name)
        if exchange.get.empty() or not exchange.from_:
            problems.append(f"rules.toml: the {name} exchange needs `from` and `get`")
    for key, table in (("capture.locations", rules.capture.locations),
                       ("guildhall.columns", rules.guildhall.columns)):
        if sorted(table) != counts:
            problems.append(f"rules.toml: {key} must be keyed by {', '.join(counts)} players")
    if len(rules.market.cost_silver) != 3:
        problems.append("the Black Market has 3 spaces [TEXT pl 415-419]")
    if rules.market.keep >= rules.market.draw:
        problems.append("the middle Black Market space keeps fewer cards than it draws")
    if rules.market.default_small.empty() or rules.market.default_large.empty():
        problems.append("the Black Market piles need default offers (13.6)")
    if rules.hire.tax > rules.hire.silver or rules.guard.reclaim_tax > rules.guard.reclaim_silver \
            or rules.guard.payoff_tax > rules.guard.payoff_silver \
            or rules.effects.reclaim_discount.tax > rules.effects.reclaim_discount.silver:
        problems.append("rules.toml: a tax part is larger than its payment")
    # the virtue track (13.5)
    virtue = rules.virtue
    size = virtue.max + 1
    if virtue.max != 14:
        problems.append("the virtue track is 0..14 [DERIVED pl 569, 574]")
    if len(virtue.vp) != size or len(virtue.tax_icons) != size:
        problems.append(f"the virtue table needs {size} VP values and {size} tax-icon counts "
                        f"(0..{virtue.max})")
    else:
        if virtue.vp[1] != -8 or virtue.vp[13] != 5:
            problems.append("virtue 1 scores -8 VP and 13 scores +5 VP [TEXT pl 581-589]")
        if virtue.vp[6] != 0 or virtue.vp[12] != 3:
            problems.append("virtue 6 scores 0 VP and 12 scores +3 VP [DERIVED 8.4]")
        if virtue.vp != sorted(virtue.vp):
            problems.append("virtue VP must not fall as virtue rises")
        if any(virtue.tax_icons[4:]) or not all(virtue.tax_icons[:4]) or virtue.tax_icons[1] < 2:
            problems.append("tax-avoidance icons only at virtue 3 or lower, at least 1 there and 2 at "
                            "virtue 1 [TEXT pl 577, 589-591]")
        if virtue.tax_icons != sorted(virtue.tax_icons, reverse=True):
            problems.append("tax-avoidance icons must not grow with virtue")
    if (virtue.market_ban, virtue.cathedral_min) != (10, 5):
        problems.append("no Black Market at virtue 10 or more, no Cathedral below 5 [TEXT pl 593-602]")
    # the Cathedral (13.4)
    levels = rules.cathedral
    if [level.level for level in levels] != [1, 2, 3, 4, 5]:
        problems.append("the Cathedral has levels 1..5 in order (13.4)")
    else:
        for level in levels:
            if level.cost.empty() == (level.stone_or_wood == 0):
                problems.append(f"Cathedral level {level.level}: either a cost or stone_or_wood")
        if levels[0].cost != Goods(gold=1) or levels[0].vp != 2:
            problems.append("Cathedral level 1 costs 1 gold and scores 2 VP [TEXT pl 539-545]")
        if levels[3].stone_or_wood != 8 or not levels[3].cost.empty():
            problems.append("Cathedral level 4 costs 8 stone/wood in any mix [TEXT pl 555]")
        if levels[1].vp != 4 or levels[2].vp != 7:
            problems.append("Cathedral levels 2 and 3 score 4 and 7 VP [DERIVED 8.4]")
        vps = [0] + [level.vp for level in levels]
        if any(b <= a for a, b in zip(vps, vps[1:])):
            problems.append("Cathedral VP must rise with every level")
    # the Guildhall (13.3)
    grid = rules.guildhall
    if grid.rows < 3:
        problems.append("the Guildhall needs at least 3 rows (the two bottom rows reset the market) "
                        "[TEXT pl 612-614]")
    # The layout itself is house data (rows, used columns per P): only what the text fixes is checked
    # here. Columns are marked 3+, 4+, 5+ [TEXT pl 184]: with 4 players the rightmost column is unused,
    # with 3 the two rightmost [TEXT pl 462-463, 654-655]; fewer players never use more columns.
    for players in range(2, 6):
        used = grid.columns.get(str(players), 0)
        if not 1 <= used <= grid.grid_columns:
            problems.append(f"{players} players use {used} Guildhall columns of {grid.grid_columns}")
        elif players >= 3 and used != grid.grid_columns - (5 - players):
            problems.append(f"with {players} players the Guildhall leaves its {5 - players} rightmost "
                            f"column(s) unused [TEXT pl 184, 462-463, 654-655]")
        elif players > 2 and grid.columns.get(str(players - 1), 0) > used:
            problems.append(f"{players - 1} players may not use more Guildhall columns than {players}")


def _check_cards(problems: list[str], content: Content) -> None:
    rules = content.rules
    # apprentices (13.8)
    _ids(problems, "apprentice", [card.id for card in content.apprentices], "A", APPRENTICES, 2)
    skills: Counter[str] = Counter()
    for card in content.apprentices:
        _skills(problems, f"apprentice {card.id}", card.skills)
        skills.update(card.skills)
        if not card.abilities:
            problems.append(f"apprentice {card.id} has no ability")
        for effect in card.abilities:
            _effect(problems, f"apprentice {card.id}", effect, rules)
    totals = {skill: skills[skill] for skill in SKILLS}
    if totals != APPRENTICE_SKILLS:
        problems.append("apprentice skill totals are " + ", ".join(f"{k} {v}" for k, v in totals.items())
                        + "; 13.8 has " + ", ".join(f"{k} {v}" for k, v in APPRENTICE_SKILLS.items()))
    mix = Counter(len(card.skills) for card in content.apprentices)
    if {n: mix[n] for n in APPRENTICE_MIX} != APPRENTICE_MIX or set(mix) - set(APPRENTICE_MIX):
        problems.append(f"apprentices by number of skills: {dict(sorted(mix.items()))}; 13.8 has "
                        "30 with one, 5 with two, 5 with none")
    # buildings (13.9)
    _ids(problems, "building", [card.id for card in content.buildings], "B", BUILDINGS, 2)
    skills = Counter()
    for card in content.buildings:
        where = f"building {card.id}"
        _skills(problems, where, card.skills)
        skills.update(card.skills)
        if card.cost.empty():
            problems.append(f"{where} costs nothing")
        if len(card.effects) != 1:
            problems.append(f"{where} has {len(card.effects)} effects; every building has exactly one "
                            "[TEXT pl 519]")
        for effect in card.effects:
            if effect.group != card.timing:
                problems.append(f"{where}: timing {card.timing!r} but {effect.code} is "
                                f"{'an' if effect.group[0] in 'ie' else 'a'} {effect.group} effect")
            _effect(problems, where, effect, rules)
    for expected in (FORTRESS, WELL):
        if content.building.get(expected.id) != expected:
            problems.append(f"building {expected.id} must be exactly the rulebook's "
                            f"{'Fortress' if expected is FORTRESS else 'Well'} [TEXT pl 473-496]")
    # Black Market cards (13.6)
    _ids(problems, "Black Market card", [card.id for card in content.market_cards], "BM", MARKET_CARDS, 2)
    for card in content.market_cards:
        if card.small.empty() or card.large.empty():
            problems.append(f"Black Market card {card.id} needs a Small and a Large reward")
    # rewards (13.7)
    _ids(problems, "reward", [card.id for card in content.rewards], "RW", REWARDS, 2)
    for card in content.rewards:
        if not card.effects:
            problems.append(f"reward {card.id} has no effect")
        for effect in card.effects:
            _effect(problems, f"reward {card.id}", effect, rules)
    if "RW01" in content.reward and content.reward["RW01"].effects != REWARD_EXAMPLE:
        problems.append("reward RW01 is the rulebook's example, +1 virtue and +1 gold [TEXT pl 542-543]")
    # side-2 boards (13.10)
    _ids(problems, "board", [board.id for board in content.boards], "SB", BOARDS, 1)
    for board in content.boards:
        if board.virtue > rules.virtue.max:
            problems.append(f"board {board.id} starts off the virtue track")
        if not board.abilities:
            problems.append(f"board {board.id} has no ability")
        for effect in board.abilities:
            _effect(problems, f"board {board.id}", effect, rules)


def _check_rival(problems: list[str], content: Content) -> None:
    rules, rival = content.rules, content.rival
    _ids(problems, "Rival card", [card.id for card in rival.card], "RV", RIVAL_CARDS, 2)
    for card in rival.card:
        gathers = [i for i, step in enumerate(card.instructions) if isinstance(step, Gather)]
        if gathers != [len(card.instructions) - 1]:
            problems.append(f"Rival card {card.id} must end with its only GATHER (always executable)")
        codes = [step.code for step in card.instructions]
        if len(set(codes)) != len(codes):
            problems.append(f"Rival card {card.id} repeats an instruction")
        for step in card.instructions:
            if isinstance(step, Gather) and (step.location not in rules.locations
                                             or step.location not in rules.yield_):
                problems.append(f"Rival card {card.id}: GATHER at {step.location!r}, not a resource location")
    for location in rival.instructions.gather_gains:
        if location not in rules.yield_:
            problems.append(f"rival.toml: gather_gains names {location!r}, not a resource location")
    if rival.default_difficulty not in rival.difficulty:
        problems.append(f"rival.toml: unknown default difficulty {rival.default_difficulty!r}")
    if sorted(rival.modes) != ["bot2", "solo"]:
        problems.append("rival.toml: the modes are solo and bot2")
    for name, mode in rival.modes.items():
        if mode.humans >= mode.players or str(mode.players) not in rules.guildhall.columns:
            problems.append(f"rival.toml: mode {name} plays as {mode.players} seats with {mode.humans} "
                            "humans and the Rival")
        if mode.draft.keep >= mode.draft.deal:
            problems.append(f"rival.toml: mode {name} keeps fewer cards than it deals")
    if len(set(rival.instructions.guard)) != 4:
        problems.append("rival.toml: the GUARD order names each of its 4 actions once")
    if rival.instructions.build.gain.empty():
        problems.append("rival.toml: the Rival's Cathedral advance gains nothing")


def _check(content: Content) -> None:
    problems: list[str] = []
    _check_rules(problems, content)
    _check_cards(problems, content)
    _check_rival(problems, content)
    if problems:
        raise ContentError("; ".join(problems))


@cache
def load() -> Content:
    return build(read())


CONTENT = load()
