"""One-line hints for the options of the questions (issue 16: help at the point of decision): what
choosing a card or a place does, what it costs and what it gives.

Every hint is worded from the content the engine plays with (content.py, data/architects/*.toml):
each effect code has one catalog wording with parameters (hints-architects-*, data/locale/*/
hints_architects.ftl), so a change of the data changes the hint; no card has a sentence of its own.
Hints of places read the board as the engine would resolve the placement now (the yield for the
worker's N, the offer on the Black Market, the tax stand), always from what the asking seat may see:
its own cards and the public board, never a card lying face down. They are built with the options
and change nothing in the state.
"""
from __future__ import annotations

from functools import cache
from types import SimpleNamespace
from typing import TYPE_CHECKING, Callable, Iterable

from ..core.decisions import for_people
from ..core.messages import Msg
from . import abilities as AB
from . import content as C
from .base import location_msg
from .content import CONTENT
from .goods import as_dict, goods_msg, silver_due

if TYPE_CHECKING:
    from . import ArchitectsState as G


def _m(key: str, **params) -> Msg:
    return Msg(f"hints-architects-{key}", params)


def join(*parts: Msg | None) -> Msg:
    """The parts of a hint, " · " between them (None parts left out)."""
    present = [part for part in parts if part is not None]
    result = present[-1]
    for part in reversed(present[:-1]):
        result = _m("then", first=part, rest=result)
    return result


def each(parts: Iterable[Msg]) -> Msg:
    """Several effects of one card, "; " between them."""
    present = list(parts)
    result = present[-1]
    for part in reversed(present[:-1]):
        result = _m("and", first=part, rest=result)
    return result


def signed(goods: C.Goods | dict[str, int]) -> Msg:
    """A gain as "+4 clay, +1 virtue" (a loss of virtue as "−1 virtue")."""
    items = [virtue(amount) if key == "virtue" else
             _m("plus" if amount > 0 else "minus", goods=Msg(f"architects-{key}", {"count": abs(amount)}))
             for key, amount in as_dict(goods).items()]
    return Msg("architects-goods", {"items": items}) if items else Msg("architects-nothing")


def _slash(resources: list[str]) -> Msg:
    """Resources to choose from, as "clay/wood/stone"."""
    result = _m(f"res-{resources[-1]}")
    for resource in reversed(resources[:-1]):
        result = _m("slash", first=_m(f"res-{resource}"), rest=result)
    return result


def virtue(delta: int) -> Msg:
    return _m("virtue-up" if delta > 0 else "virtue-down", n=abs(delta))


def skill_msg(skill: str) -> Msg:
    return Msg(f"architects-skill-{skill}")


# --- effects (rules/architects.md 13.2): one wording per code ------------------------------------------

def _gain(e: C.GainEffect) -> Msg:
    return signed(e)


def _or_fallback(what: Msg, fallback: C.Gain | None) -> Msg:
    return what if fallback is None else _m("or-else", first=what, fallback=signed(fallback))


def _vp_per(e: C.EndVpPer) -> Msg:
    what = _m(f"per-{e.count.replace('_', '-')}", per=e.per,
              skill=skill_msg(e.skill) if e.skill else "", above=e.above if e.above is not None else 0)
    return what if e.max is None else _m("at-most", effect=what, max=e.max)


def _vp_if(e: C.EndVpIf) -> Msg:
    return _m(f"if-{e.cond.replace('_', '-')}", vp=e.vp, n=e.n if e.n is not None else 0)


def _yield_bonus(e: C.YieldBonus) -> Msg:
    gained = signed({e.resource: e.n})
    if e.option is None:
        return _m("yield-bonus", location=location_msg(e.location), goods=gained)
    return _m("yield-bonus-option", location=location_msg(e.location), option=e.option, goods=gained)


def _build_discount(e: C.BuildDiscount) -> Msg:
    items = [_m("minus", goods=Msg(f"architects-{resource}", {"count": e.n})) for resource in e.resources]
    result = items[-1]
    for item in reversed(items[:-1]):
        result = _m("or", first=item, rest=result)
    return _m("build-discount", goods=result)


TABLES = CONTENT.rules

WORDING: dict[type, Callable[..., Msg]] = {
    # immediate (buildings, rewards)
    C.GainEffect: _gain,
    C.Draw: lambda e: _m("draw", count=e.n),
    C.DrawKeep: lambda e: _m("draw-keep", count=e.n, keep=e.keep),
    C.HireFree: lambda e: _or_fallback(_m(f"hire-free-{e.scope}"), e.fallback),
    C.PayoffFree: lambda e: _or_fallback(_m("payoff-free"), e.fallback),
    C.ReleaseAll: lambda e: _m("release-all"),
    C.ImprisonCaptured: lambda e: _m("imprison-captured", silver=TABLES.guard.imprison_bounty),
    C.TakeTax: lambda e: _m("take-tax-all") if e.max is None else _m("take-tax", max=e.max),
    # at the end of the game (VP are only ever scored then: only virtue says when)
    C.EndVirtue: lambda e: _m("at-end", effect=virtue(e.n)),
    C.EndVpPer: _vp_per,
    C.EndVpIf: _vp_if,
    # passive (apprentices, side-2 boards)
    C.YieldBonus: _yield_bonus,
    C.MinesGoldCeil: lambda e: _m("mines-gold-ceil", location=location_msg("mines"),
                                  divisor=TABLES.yield_["mines"]["gold"].divisor),
    C.StorehouseTrade: lambda e: _m("trade", location=location_msg("storehouse"), give=goods_msg(e.give),
                                    get=goods_msg(e.get)),
    C.TaxcollectorLoss: lambda e: _m("taxcollector-loss", location=location_msg("tax_collector"), n=e.n,
                                     usual=-TABLES.tax_collector.virtue),
    C.CaptureSteal: lambda e: _m("capture-steal", n=e.n),
    C.DrawBonus: lambda e: _m("draw-bonus", location=location_msg("workshop"), n=e.n),
    C.HandLimitBonus: lambda e: _m("hand-limit-bonus", n=e.n),
    C.ReachBonus: lambda e: _m("reach-bonus", location=location_msg("workshop"), n=e.n),
    C.HireDiscount: lambda e: _m("hire-discount", location=location_msg("workshop"), n=e.n),
    C.ApprenticeLimitBonus: lambda e: _m("apprentice-limit-bonus", n=e.n),
    C.TcFreeExtra: lambda e: _m("tc-free-extra", location=location_msg("town_centre")),
    C.TcFirstFree: lambda e: _m("tc-first-free", location=location_msg("town_centre")),
    C.TcExtraLocation: lambda e: _m("tc-extra-location", location=location_msg("town_centre"), n=e.n),
    C.PrisonBounty: lambda e: _m("prison-bounty", per=e.per_worker, max=e.max),
    C.PrisonBountyPair: lambda e: _m("prison-bounty-pair", n=e.n),
    C.ReclaimDiscount: lambda e: _m("reclaim-discount", silver=TABLES.effects.reclaim_discount.silver,
                                    usual=TABLES.guard.reclaim_silver),
    C.OnDebtPaid: lambda e: _m("on-debt-paid", goods=signed(e.gain)),
    C.IgnoreTax: lambda e: _m("ignore-tax", n=e.n),
    C.SilverDivisor: lambda e: _m("silver-divisor", d=e.d, usual=TABLES.score.silver_per),
    C.BuildDiscount: _build_discount,
    C.MarbleSub: lambda e: _m("marble-sub", n=TABLES.effects.marble_sub),
    C.CathedralGain: lambda e: _m("cathedral-gain", goods=signed(e.gain)),
    C.CathedralSwDiscount: lambda e: _m("cathedral-sw-discount", n=e.n),
    C.CathedralNoDiscard: lambda e: _m("cathedral-no-discard"),
    C.BmDiscount: lambda e: _m("bm-discount", n=e.n),
    C.ResetRelease: lambda e: _m("reset-release", n=e.n),
    C.ResetGain: lambda e: _m("reset-gain", goods=signed(e.gain)),
    C.ResetShelter: lambda e: _m("reset-shelter"),
    C.PermanentSkill: lambda e: _m("permanent-skill", skill=skill_msg(e.skill)),
}


def effect_msg(effect: C.Effect) -> Msg:
    """One effect of a card, reward or board, worded from its code and parameters."""
    return WORDING[type(effect)](effect)


def effects_msg(effects: Iterable[C.Effect]) -> Msg:
    """A card's effects; a second Storehouse trade in a row leaves out the location."""
    worded = []
    previous = None
    for effect in effects:
        if isinstance(effect, C.StorehouseTrade) and isinstance(previous, C.StorehouseTrade):
            worded.append(_m("trade-more", give=goods_msg(effect.give), get=goods_msg(effect.get)))
        else:
            worded.append(effect_msg(effect))
        previous = effect
    return each(worded)


# --- cards ---------------------------------------------------------------------------------------------

@cache
def building_hint(card: str) -> Msg:
    """A building card: its cost, what constructing it gives (VP, virtue) and its effect. The skills it
    needs don't fit in the line: the card on the player's screen shows them, and the Guildhall's
    option says which are missing."""
    building = CONTENT.building[card]
    value = _m("vp", vp=building.vp) if not building.virtue else \
        _m("vp-virtue", vp=building.vp, virtue=virtue(building.virtue))
    return join(_m("card", cost=goods_msg(building.cost), value=value),
                effects_msg(building.effects))


@cache
def apprentice_hint(card: str) -> Msg:
    """An apprentice: its skills and what it does (the hire's virtue is in the option's label)."""
    apprentice = CONTENT.apprentice[card]
    skills = _m("skills", skills=[skill_msg(s) for s in apprentice.skills]) if apprentice.skills \
        else _m("no-skill")
    return join(skills, effects_msg(apprentice.abilities))


@cache
def board_hint(board_id: str) -> Msg:
    """A side-2 board: its starting items and abilities (virtue and silver are in the label)."""
    board = CONTENT.board[board_id]
    start = None if board.start.empty() else _m("start", goods=signed(board.start))
    return join(start, effects_msg(board.abilities))


@cache
def reward_hint(card: str) -> Msg:
    return effects_msg(CONTENT.reward[card].effects)


@cache
def market_card_hint(card: str) -> Msg:
    found = CONTENT.black_market[card]
    return _m("market-card", small=signed(found.small), large=signed(found.large))


def card_hint(card: str) -> Msg:
    """Any card of the content by its id (buildings, apprentices, rewards, Black Market cards, boards)."""
    if card in CONTENT.building:
        return building_hint(card)
    if card in CONTENT.apprentice:
        return apprentice_hint(card)
    if card in CONTENT.reward:
        return reward_hint(card)
    if card in CONTENT.black_market:
        return market_card_hint(card)
    return board_hint(card)


# --- places (Q03): what the placement would do now -----------------------------------------------------

@cache
def _rules() -> SimpleNamespace:
    """The rules modules' functions the place hints use. Those modules build their options with
    these hints, so they are imported once, at the first hint, when they are all loaded (an import
    statement in the hint itself cost a tenth of a decision's time: 12 hints per placement)."""
    from .guard import payoff_price, reclaim_price
    from .locations import RESOURCE_LOCATIONS, collector_loss, yield_of, yield_options
    from .market import cost as market_cost
    from .market import offer
    from .town_centre import capture_price, location_limit
    from .turn import MARKET_OPTIONS, next_guildhall_space
    from .workshop import hire_price, workshop_draw_count
    return SimpleNamespace(
        payoff_price=payoff_price, reclaim_price=reclaim_price, RESOURCE_LOCATIONS=RESOURCE_LOCATIONS,
        collector_loss=collector_loss, yield_of=yield_of, yield_options=yield_options, market_cost=market_cost,
        offer=offer, capture_price=capture_price, location_limit=location_limit, MARKET_OPTIONS=MARKET_OPTIONS,
        next_guildhall_space=next_guildhall_space, hire_price=hire_price, workshop_draw_count=workshop_draw_count)


@for_people
def place_hint(g: "G", index: int, where: str) -> Msg:
    """Q03: the location or space, as it would resolve for the player now (N counts the new worker)."""
    R = _rules()
    player = g.players[index]
    n = g.at(where, player.colour) + 1
    if where in R.RESOURCE_LOCATIONS:
        yields = [signed(R.yield_of(g, index, where, option, n)) for option in R.yield_options(g, index, where, n)]
        return _m("gain", goods=yields[0]) if len(yields) == 1 else \
            _m("gain-either", first=yields[0], second=yields[-1])
    if where == "storehouse":
        exchanges = each(_m("exchange", pay=exchange.pay, give=_slash(exchange.from_), get=signed(exchange.get))
                         for exchange in (TABLES.storehouse.virtue, TABLES.storehouse.marble))
        return _m("storehouse", n=n, exchanges=exchanges, trades=len(AB.storehouse_trades(player)))
    if where == "workshop":
        return _m("workshop", reach=AB.reach(player, n), price=sum(R.hire_price(g, index, 0, 0, n)),
                  count=min(R.workshop_draw_count(g, index, n), len(g.building_deck)))
    if where == "town_centre":
        return _m("town-centre", n=n, first=sum(R.capture_price(g, index, first=True)),
                  then=sum(R.capture_price(g, index, first=False)), limit=R.location_limit(g, index))
    if where == "tax_collector":
        return _m("tax-collector", silver=g.tax_stand, virtue=-R.collector_loss(player))
    if where == "guard_house":
        return _m("guard-house", n=n, reclaim=sum(silver_due(player, *R.reclaim_price(g, index))),
                  payoff=sum(silver_due(player, *R.payoff_price())))
    if where in R.MARKET_OPTIONS:
        space = where.removeprefix("bm_")
        price = _m("market-price", silver=R.market_cost(g, index, space), virtue=-TABLES.market.virtue)
        reward = R.offer(g, space)
        if reward is None:
            return _m("market-middle", price=price, count=TABLES.market.draw, keep=TABLES.market.keep)
        return _m("market", price=price, goods=signed(reward))
    # the Guildhall: the space the worker takes, and what it triggers
    space = R.next_guildhall_space(g)
    level = min(player.cathedral + 1, max(level.level for level in TABLES.cathedral))
    if space is None:
        return _m("guildhall-beside", level=level)
    layout = CONTENT.guildhall(len(g.players))
    event = "end" if space + 1 == layout.final else "reset" if space + 1 in layout.resets else "none"
    return _m("guildhall", level=level, space=space + 1, spaces=layout.spaces, event=event)


def retrieve_hint(g: "G", index: int, location: str) -> Msg:
    """Q04: one worker comes home; the next placement there counts one fewer."""
    return _m("retrieve", left=g.at(location, g.players[index].colour) - 1)


def capture_hint(g: "G", index: int, location: str) -> Msg:
    """Q10: who stands there (the player's own workers go home when captured)."""
    colour = g.players[index].colour
    here = g.locations.get(location, {})
    own = here.get(colour, 0)
    return _m("capture-at", others=sum(here.values()) - own, own=own)


# --- the Guildhall, the Workshop and the Guard House -------------------------------------------------

def cathedral_hint(g: "G", index: int) -> Msg | None:
    """Q13's Cathedral option: the next level's cost, its VP, the card given up, the reward."""
    from .guildhall import TOP_LEVEL
    player = g.players[index]
    if player.cathedral >= TOP_LEVEL:
        return None
    level = CONTENT.cathedral_level(player.cathedral + 1)
    either = max(0, level.stone_or_wood - AB.total(player, C.CathedralSwDiscount)) if level.stone_or_wood else 0
    parts = [goods_msg(level.cost)] if not level.cost.empty() else []
    if either:
        parts.append(_m("stone-or-wood", count=either))
    cost = _m("cost", goods=parts or Msg("architects-nothing"))
    card = None if AB.has(player, C.CathedralNoDiscard) else _m("give-up-card")
    gained = {} if g.reward_pile else as_dict(TABLES.rewards.pile_empty)
    for effect in AB.of(player, C.CathedralGain):
        for key, amount in as_dict(effect.gain).items():
            gained[key] = gained.get(key, 0) + amount
    reward = _m("reward-card") if g.reward_pile else None
    return join(cost, _m("vp-total", vp=level.vp), card, reward, signed(gained) if gained else None)


def workshop_hire_hint(g: "G", index: int, n: int) -> Msg:
    """Q07's hire: the columns within reach, the price there, the silver per column beyond."""
    from .workshop import hire_price
    return _m("workshop-hire", reach=AB.reach(g.players[index], n), price=sum(hire_price(g, index, 0, 0, n)),
              extra=CONTENT.rules.display.reach_silver)


def imprison_hint(g: "G", index: int) -> Msg:
    """What sending the captured workers to the Prison pays."""
    from .guard import imprison_bounty
    player = g.players[index]
    return signed({"silver": imprison_bounty(player, player.captured_total())})


def payoff_hint(g: "G", index: int) -> Msg:
    """What paying off a debt gives: its virtue and every ON_DEBT_PAID."""
    gained: dict[str, int] = {"virtue": TABLES.guard.payoff_virtue}
    for effect in AB.of(g.players[index], C.OnDebtPaid):
        for key, amount in as_dict(effect.gain).items():
            gained[key] = gained.get(key, 0) + amount
    return signed(gained)
