"""One-line hints for the options a player chooses (help at the point of decision, issue 16).

Every hint is worded from the same loaded content the rules use (content.py: data/ezra_nehemiah/*.toml),
so a change in the data changes the hint: the catalogs (data/locale/<language>/hints_ezra_nehemiah.ftl)
hold one compact wording per effect verb (19.1), per ability hook (19.3), per Sabbath condition count
(19.2) and per kind of place, never a sentence per card. Parts of a hint are joined with " · ". Hints
read only what the asking seat may see: the content, the public board (perimeter, Temple, altar track,
scroll grid, city plan) and the seat's own holdings (its hand, piles, cubes, tiles, banners of the turn).

The content, for the data walk (and reused by the option hints):
    character(card)         a character card's banners and Sabbath condition (its trade is worded
                            where it is used, D05-D07)
    hero(card, round)       a hero card's banner and its rewards when taken in `round`
    wall_card(card)         VP at the end and the immediate effect
    scroll(scroll, round)   a scroll tile's immediate effect and lasting ability (with its row's VP)
    tile(tile)              what a development tile does once developed
    altar_card(card, round) the prophets' judgement of a round
    focus(card), planning(card)   the solo Opponent's cards
    wall(space), gate(gate) a wall space or gate: blessing, rebuild reward, VP, connection
    levite(n), temple_row(r), altar_space(space), city_space(space), scroll_row(r)
    card(id), place(id)     any of the above by id (card_ids() / place_ids() list them all)

The options (state-aware, built when a question is asked; the D-numbers of rules/ezra_nehemiah.md):
corner (D01), play (D03), sell_any and gatekeeper (D05, D06), slot (D10, D12), levite_place (D13, D14),
temple_place and altar_place (D14), space (D15), clear and rebuild (D16), wall_card (D18-D20),
scribe_tile (D22), tent (D24), blessing (D26), retrieve (D28), tile (D09), bread (FA3), judgement and
source (D31), tuck (D35). Those worded from the state, and corner, return None while a bot thinks
(`engine.core.decisions.for_people`): a bot's look-ahead asks its questions thousands of times and
reads no hint (they cost about 5 % of a strong decision); sell_any and gatekeeper, also used in
refusals, and the content's wall_card and tile are cheap and stay. Refusals that say what is missing
use the `why-*` keys of the same catalog (auxiliary.no_flip, auxiliary.no_trade).
"""
from __future__ import annotations

from typing import Any, Iterable

from ..core.decisions import for_people
from ..core.messages import Msg
from .base import G, card_msg, character_msg, cube_msg, gate_msg, hooks, m, name, player, space_of, tile_msg
from .content import (BANNER_COLOURS, CONTENT, CUBES, AfterTrade, Altar, AnyEffect, AnyHook, AnyVisibleTrade, Banners,
                      Blessing, BuyBread, Choose, CopyWall, CountCondition, Discount, FinalHand, FinalPer,
                      FinalSilver, FreeFlip, Gain, GateTrade, HandSize, HeroHook, LoseVp, MerchantAgain, NoFeed, On,
                      PayFood, Prepare, ResourceEffect, Retrieve, Tent, TentBonus, Vp, Worker)

GOODS = ("coin", "bread", "gold", "stone", "wood", "ash")
ROMAN = ("I", "II", "III", "IV", "V")


def h(key: str, **params: Any) -> Msg:
    return Msg(f"hints-ezra_nehemiah-{key}", params)


def join(*parts: Msg | None) -> Msg:
    """The parts, in order, separated by " · " (None parts left out)."""
    found = [part for part in parts if part is not None]
    if not found:
        return h("none")
    result = found[-1]
    for part in reversed(found[:-1]):
        result = h("join", a=part, b=result)
    return result


def either(items: list[Any]) -> Any:
    """"a or b or c" (one item: itself)."""
    result = items[-1]
    for item in reversed(items[:-1]):
        result = h("or", a=item, b=result)
    return result


# --- goods and effects --------------------------------------------------------------------------------

def goods(items: Iterable[tuple[str, int]]) -> list[Msg]:
    return [m(f"good-{key}", n=n) for key, n in items if n]


def effect(e: AnyEffect) -> Msg:
    """One effect, compactly (one wording per verb)."""
    if isinstance(e, Gain):
        return h("fx-gain", goods=goods(e.items()))
    if isinstance(e, ResourceEffect):
        if tuple(e.types) == CUBES:
            return h("fx-resource", n=e.n)
        return h("fx-resource-of", n=e.n, types=either([cube_msg(cube, e.n) for cube in e.types]))
    if isinstance(e, Blessing):
        return h("fx-blessing", n=e.n, colour=h(f"blessing-{e.colour}", n=e.n))
    if isinstance(e, Banners):
        return h("fx-banners", n=e.n, colour=h(f"banner-{e.colour}", n=e.n))
    if isinstance(e, Choose):
        return either([effects(option) for option in e.options])
    if isinstance(e, (Retrieve, FreeFlip)):
        return h(f"fx-{e.verb.replace('_', '-')}")
    return h(f"fx-{e.verb.replace('_', '-')}", n=e.n)


def effects(found: Iterable[AnyEffect]) -> Msg:
    items = [effect(e) for e in found]
    return h("list", items=items) if items else h("none")


def merged(found: Iterable[AnyEffect]) -> list[AnyEffect]:
    """Effects gathered from several places (spaces entered), like ones added up: one gain with all the
    goods, one VP amount, one number of altar moves ... in the order they first come."""
    order: list[Any] = []
    totals: dict[Any, Any] = {}
    for e in found:
        if isinstance(e, Gain):
            key: Any = "gain"
            before = totals.get(key, {})
            totals[key] = {good: before.get(good, 0) + e.get(good) for good in GOODS}
        elif isinstance(e, (Blessing, Banners)):
            key = (e.verb, e.colour)
            totals[key] = totals.get(key, 0) + e.n
        elif isinstance(e, ResourceEffect):
            key = ("resource", tuple(e.types))
            totals[key] = totals.get(key, 0) + e.n
        elif isinstance(e, (Vp, LoseVp, PayFood, Worker, Altar, Tent, Retrieve, FreeFlip)):
            key = e.verb
            totals[key] = totals.get(key, 0) + e.n
        else:
            key = ("as-is", len(order))
            totals[key] = e
        if key not in order:
            order.append(key)
    result: list[AnyEffect] = []
    for key in order:
        value = totals[key]
        if key == "gain":
            result.append(Gain(**value))
        elif isinstance(key, tuple) and key[0] in ("blessing", "banners"):
            result.append((Blessing if key[0] == "blessing" else Banners)(colour=key[1], n=value))
        elif isinstance(key, tuple) and key[0] == "resource":
            result.append(ResourceEffect(n=value, types=list(key[1])))
        elif isinstance(key, tuple):
            result.append(value)
        elif key in ("retrieve", "free_flip"):
            result.extend([Retrieve(n=1) if key == "retrieve" else FreeFlip(n=1)] * value)
        else:
            kind = {"vp": Vp, "lose_vp": LoseVp, "pay_food": PayFood, "worker": Worker, "altar": Altar,
                    "tent": Tent}[key]
            result.append(kind(n=value))
    return result


def banners_msg(totals: dict[str, int], *, signed: bool = False) -> Msg:
    """"3 red, 1 blue" (or "+3 red, −1 grey") in the order red, grey, blue."""
    items = []
    for colour in BANNER_COLOURS:
        n = totals.get(colour, 0)
        if n:
            sign = ("+" if n > 0 else "−") if signed else ""
            items.append(h("banner-amount", sign=sign, n=abs(n), colour=h(f"banner-{colour}", n=abs(n))))
    return h("banners", items=items) if items else h("banners-none")


# --- abilities (19.3) and Sabbath conditions (19.2) -----------------------------------------------------

def hook(found: AnyHook, round: int = 3) -> Msg:
    if isinstance(found, FinalSilver):
        return h("hook-final-silver", n=found.silver_per_vp)
    if isinstance(found, FinalPer):
        return h("hook-final-per", vp=found.vp, what=h(f"count-{found.count}", n=found.every))
    if isinstance(found, FinalHand):
        return h("hook-final-hand")
    if isinstance(found, NoFeed):
        return h("hook-no-feed", groups=[h(f"group-{group}") for group in found.groups])
    if isinstance(found, Prepare):
        items = [effect(e) for e in found.effects]
        if found.coins_per_levite:
            items.append(h("per-levite", n=found.coins_per_levite))
        if found.auxiliary:
            items.append(h("auxiliary"))
        return h("hook-prepare", items=items)
    if isinstance(found, On):
        return h("hook-on", event=h(f"event-{found.event}"), effects=effects(found.effects))
    if isinstance(found, Discount):
        return h(f"hook-discount-{found.cost.replace('_', '-')}", n=found.n)
    if isinstance(found, TentBonus):
        return h("hook-tent-bonus", spaces=found.min_spaces, extra=found.extra)
    if isinstance(found, CopyWall):
        return h("hook-copy-wall")
    if isinstance(found, MerchantAgain):
        return h("hook-merchant-again", coin=found.coin)
    if isinstance(found, HandSize):
        return h("hook-hand-size", extra=found.extra, unlimited=int(found.unlimited_piles))
    if isinstance(found, AfterTrade):
        return h("hook-after-trade", coin=found.coin, flip=int(found.paid_flip))
    if isinstance(found, AnyVisibleTrade):
        return h("hook-any-trade")
    if isinstance(found, BuyBread):
        return h("hook-buy-bread", coin=found.coin, bread=found.bread)
    if isinstance(found, HeroHook):
        return h("hook-hero", hero=card_msg(found.hero), effects=effects(hero_rewards(found.hero, round)))
    raise AssertionError(found)


def hero_rewards(hero_id: str, round: int) -> list[AnyEffect]:
    """What a hero card gives when taken in `round` (12.3: left; left and middle; all three)."""
    return [e for part in CONTENT.hero[hero_id].rewards[:round] for e in part]


def condition(condition_id: str) -> Msg:
    found = CONTENT.condition[condition_id]
    if isinstance(found, CountCondition):
        return h("condition-count", base=found.base, per=found.per, what=h(f"per-{found.count}"))
    return h("condition-top-scribes", n=found.n)


# --- cards -------------------------------------------------------------------------------------------------

def card_banners(card_id: str) -> dict[str, int]:
    """Every banner printed on a character card (a visible card counts them all), by colour."""
    totals: dict[str, int] = {}
    for banner in CONTENT.character[card_id].banners:
        totals[banner.colour] = totals.get(banner.colour, 0) + banner.value
    return totals


def character(card_id: str) -> Msg:
    """"Banners: 3 red, 1 blue · Sabbath: 1 VP per gold altar space reached" (its trade is worded where
    it is used, D05-D07)."""
    return join(banners_msg(card_banners(card_id)),
                h("sabbath", condition=condition(CONTENT.character[card_id].condition)))


def hero(card_id: str, round: int = 3) -> Msg:
    """Its banner (tucked at once: it counts every turn) and its rewards when taken in `round`."""
    banner = CONTENT.hero[card_id].banner
    return join(banners_msg({banner.colour: banner.value}),
                h("hero-rewards", round=round, effects=effects(hero_rewards(card_id, round))))


def wall_card(card_id: str) -> Msg:
    card = CONTENT.wall_card[card_id]
    return join(h("vp-at-end", vp=card.vp), h("now", effects=effects(card.effect)) if card.effect else None)


def scroll_parts(scroll_id: str, round: int = 3, food: int = 0) -> list[Msg]:
    """What taking the tile does now (its own effect and `food`, a row's bread for its first scribe)
    and its lasting ability."""
    found = CONTENT.scroll[scroll_id]
    now = list(found.now) + ([Gain(bread=food)] if food else [])
    parts = [h("now", effects=effects(now))] if now else []
    return parts + [hook(each, round) for each in found.hooks]


def scroll(scroll_id: str, round: int = 3) -> Msg:
    """The tile's own effect and ability, and the VP its scribe scores (rows by back, 7.2)."""
    back = CONTENT.scroll[scroll_id].back
    row = next(row for row in CONTENT.board.scroll_row if row.back == back)
    return join(*scroll_parts(scroll_id, round), h("vp-at-end", vp=row.vp))


def tile(tile_id: str) -> Msg:
    """What the development tile does once developed (8.3-8.6), and its VP at the end."""
    found = CONTENT.tile[tile_id]
    kind = found.type
    parts: list[Msg] = []
    if kind == "guard":
        parts.append(h("tile-no-limit"))
    if kind in ("labourer", "farmer"):
        parts.append(h(f"tile-each-{kind}", effects=effects(found.back)))
    if kind in ("merchant", "elder"):
        if found.back_slots != found.slots:
            parts.append(h("tile-better-slots"))
        parts.append(h("tile-bonus", effects=either([effects(option) for option in found.back_bonus])))
    prepare = getattr(found, "back_prepare", [])
    if prepare:
        parts.append(h("hook-prepare", items=[effect(e) for e in prepare]))
    parts.append(h("vp-at-end", vp=CONTENT.rules.development.vp))
    return join(h("developed", what=parts[0]), *parts[1:])


def altar_card(card_id: str, round: int) -> Msg:
    """The prophets' judgement of a round: by the altar marker's space (10.2)."""
    found = CONTENT.altar_card[card_id].round[round - 1]
    return h("judgement", zechariah=found.zechariah, haggai=found.haggai, behind=effects(found.behind),
             between=effects(found.between), ahead=effects(found.ahead))


def focus(card_id: str) -> Msg:
    found = CONTENT.focus[card_id]
    return h("focus", gate=gate_msg(found.gate), arrow=h(f"arrow-{found.arrow}"), column=found.column,
             upper=h("focus-trade", pay=found.upper.pay, gain=effects(found.upper.gain)),
             lower=h("focus-trade", pay=found.lower.pay, gain=effects(found.lower.gain)))


def planning(card_id: str) -> Msg:
    rows = []
    for row in CONTENT.planning[card_id].row:
        action = None if row.action == "gain" else h(f"plan-{row.action.replace('_', '-')}", gold=row.gold)
        if action is None:
            rows.append(effects(row.then))
        elif row.then:
            rows.append(h("plan-then", action=action, effects=effects(row.then)))
        else:
            rows.append(action)
    result = rows[-1]
    for row in reversed(rows[:-1]):
        result = h("plan-else", a=row, b=result)
    return result


# --- places --------------------------------------------------------------------------------------------------

def connection(gate_id: str) -> Msg:
    return h("connection", gate=gate_msg(gate_id), effects=effects(CONTENT.gate[gate_id].connection))


def wall_gates(space_id: str) -> list[str]:
    return [other for other in CONTENT.neighbours(space_id) if other in CONTENT.gate]


def wall(space_id: str) -> Msg:
    """A wall space: the blessing of its last rubble cube, its wall card, the connection with a
    neighbouring gate."""
    found = CONTENT.wall[space_id]
    return join(h("cleared", effects=effect(Blessing(colour=found.blessing, n=1))),
                *[connection(gate) for gate in wall_gates(space_id)])


def gate_reward(gate_id: str, coins: int = 0) -> Msg:
    found = CONTENT.gate[gate_id]
    reward = list(found.worker_reward) + ([Gain(coin=coins)] if coins else [])
    return join(h("rebuilt", effects=effects(merged(reward))), h("vp-at-end", vp=found.vp),
                h("connections", effects=effects(found.connection)))


def gate(gate_id: str) -> Msg:
    found = CONTENT.gate[gate_id]
    if found.kind == "corner":
        return corner(gate_id)
    return gate_reward(gate_id)


@for_people
def corner(gate_id: str) -> Msg:
    """A corner gate (and D01, the gate of a setup gatekeeper): its connection reward and the coin its
    gatekeeper earns from every gate trade there."""
    traders = [character_msg(card.id) for card in CONTENT.characters
               if card.gate == gate_id and isinstance(card.trade, GateTrade)]
    return join(h("connections", effects=effects(CONTENT.gate[gate_id].connection)),
                h("keeper-income", coin=CONTENT.rules.torah.gate_trade_coin, cards=traders))


def levite(n: int) -> Msg:
    row = CONTENT.board.levite_row[n - 1]
    return h("levite", n=n, food=row.food, effects=effects(row.reward))


def temple_row(r: int) -> Msg:
    row = CONTENT.board.temple.row[r - 1]
    return h("temple-row", banners=row.banners, effects=effects(row.reward))


def altar_space(space: int) -> Msg:
    found = CONTENT.board.altar_space[space]
    return h("enter", effects=effects(found.reward), gold=int(found.gold))


def city_space(space_id: str) -> Msg:
    return h("enter", effects=effects(CONTENT.city_space[space_id].reward), gold=0)


def scroll_row(r: int) -> Msg:
    row = CONTENT.board.scroll_row[r - 1]
    return join(h("scribe-cost", blue=row.cost.blue, cost=goods([("coin", row.cost.coin), ("gold", row.cost.gold)])),
                h("vp-at-end", vp=row.vp), h("first-food", n=row.food) if row.food else None)


# --- every card and place by id (the data walk) ---------------------------------------------------------

def card_ids() -> list[str]:
    return [*(c.id for c in CONTENT.characters), *(c.id for c in CONTENT.heroes), *(c.id for c in CONTENT.wall_cards),
            *(c.id for c in CONTENT.scrolls), *(c.id for c in CONTENT.tiles), *(c.id for c in CONTENT.altar_cards),
            *(c.id for c in CONTENT.focus_cards), *(c.id for c in CONTENT.planning_cards)]


def place_ids() -> list[str]:
    return [*(w.id for w in CONTENT.board.wall), *(g.id for g in CONTENT.board.gate),
            *(f"levite-{row.n}" for row in CONTENT.board.levite_row),
            *(f"temple-{row.r}" for row in CONTENT.board.temple.row),
            *(f"altar-{space.space}" for space in CONTENT.board.altar_space),
            *(space.id for space in CONTENT.board.city_space),
            *(f"scrolls-{row.r}" for row in CONTENT.board.scroll_row)]


def card(card_id: str, round: int = 3) -> Msg:
    if card_id in CONTENT.character:
        return character(card_id)
    if card_id in CONTENT.hero:
        return hero(card_id, round)
    if card_id in CONTENT.wall_card:
        return wall_card(card_id)
    if card_id in CONTENT.scroll:
        return scroll(card_id, round)
    if card_id in CONTENT.tile:
        return tile(card_id)
    if card_id in CONTENT.altar_card:
        return altar_card(card_id, round)
    if card_id in CONTENT.focus:
        return focus(card_id)
    return planning(card_id)


def place(place_id: str) -> Msg:
    if place_id in CONTENT.wall:
        return wall(place_id)
    if place_id in CONTENT.gate:
        return gate(place_id)
    if place_id in CONTENT.city_space:
        return city_space(place_id)
    kind, _, number = place_id.partition("-")
    return {"levite": levite, "temple": temple_row, "altar": altar_space, "scrolls": scroll_row}[kind](int(number))


# --- the options ------------------------------------------------------------------------------------------

@for_people
def play(g: G, seat: int, card_id: str, pile: int) -> Msg:
    """D03: the card on a pile: the banners it adds (less those of the card it covers, which stop
    counting) and what it scores once tucked."""
    delta = card_banners(card_id)
    below = player(g, seat).piles[pile]
    if below:
        for colour, n in card_banners(below[-1]).items():
            delta[colour] = delta.get(colour, 0) - n
    return join(banners_msg(delta, signed=True),
                h("sabbath", condition=condition(CONTENT.character[card_id].condition)))


@for_people
def temple_place(row: int, column: int, completes: bool) -> Msg:
    """D14: a cube in a Temple row: where it goes, the row's reward, a section it completes (5.3-5.4)."""
    section = next(k for k, (low, high) in enumerate(CONTENT.board.temple.sections) if low <= column <= high)
    reward = CONTENT.board.temple.row[row - 1].reward
    return join(h("temple-column", column=column, section=ROMAN[section]),
                h("gives", effects=effects(reward)) if reward else None,
                h("completes", section=ROMAN[section], food=CONTENT.rules.temple.placer_food) if completes else None)


@for_people
def altar_place(space: int, moves: int) -> Msg:
    """D14: a cube on the altar: the spaces the marker enters and their rewards (5.6)."""
    end = CONTENT.altar_end
    reward: list[AnyEffect] = []
    gold = 0
    for step in range(1, moves + 1):
        if space + step > end:
            reward.append(Gain(coin=CONTENT.rules.altar.coin_past_end))
            continue
        entered = CONTENT.board.altar_space[space + step]
        reward += entered.reward
        gold += int(entered.gold)
    return h("altar-move", start=space, to=min(space + moves, end), effects=effects(merged(reward)), gold=gold)


@for_people
def levite_place(g: G, seat: int) -> Msg:
    n = player(g, seat).workers.levites + 1
    reward = CONTENT.board.levite_row[n - 1].reward if n <= len(CONTENT.board.levite_row) else []
    return h("levite-gives", n=n, effects=effects(reward))


def open_gates(g: G, space_id: str) -> list[str]:
    """The neighbouring gates a connection could come from (not neutral ones)."""
    return [gate for gate in wall_gates(space_id) if not space_of(g, gate).neutral and gate != g.board.neutral_corner]


@for_people
def space(g: G, space_id: str) -> Msg:
    """D15: a wall space or a gate to work on: what clearing and rebuilding it gives."""
    found = space_of(g, space_id)
    if space_id in CONTENT.gate:
        return gate_reward(space_id, found.coins_on_card)
    blessing = CONTENT.wall[space_id].blessing
    parts = [h("cleared", effects=effect(Blessing(colour=blessing, n=1)))] if any(found.rubble.values()) else []
    parts += [connection(gate) for gate in open_gates(g, space_id)]
    return join(*parts) if parts else h("draw-wall-cards", n=CONTENT.rules.rebuild.wall_cards_drawn)


@for_people
def clear(g: G, space_id: str, cube: str) -> Msg:
    """D16: one rubble cube: the cube, and the blessing when it is the last one of a wall space."""
    found = space_of(g, space_id)
    last = space_id in CONTENT.wall and sum(found.rubble.values()) == 1
    return join(h("take", goods=goods([(cube, 1)])),
                h("last-cube", effects=effect(Blessing(colour=CONTENT.wall[space_id].blessing, n=1))) if last else None)


@for_people
def rebuild(g: G, space_id: str) -> Msg:
    """D16: rebuilding: a gate's reward, or a wall card (3 drawn, 1 placed) and the connections."""
    if space_id in CONTENT.gate:
        return gate_reward(space_id, space_of(g, space_id).coins_on_card)
    return join(h("draw-wall-cards", n=CONTENT.rules.rebuild.wall_cards_drawn),
                *[connection(gate) for gate in open_gates(g, space_id)])


@for_people
def scribe_tile(g: G, row: int, tile_n: int) -> Msg:
    """D22: a scroll tile: its effect and ability, its row's VP, the row's food if still there."""
    found = g.board.scrolls[row - 1][tile_n - 1].scroll
    food = g.board.row_food.get(str(row), 0)
    return join(*scroll_parts(found, g.round, food), h("vp-at-end", vp=CONTENT.board.scroll_row[row - 1].vp))


@for_people
def tent(g: G, seat: int, spaces: int) -> Msg:
    """D24: the city-plan spaces the tent enters (SW04 included) and what they give (7.5)."""
    plan = CONTENT.board.city_space
    here = [s.id for s in plan].index(player(g, seat).tent)
    for _, bonus in hooks(g, seat, TentBonus):
        if spaces >= bonus.min_spaces:
            spaces += bonus.extra
    reward = [e for step in range(1, spaces + 1) for e in plan[(here + step) % len(plan)].reward]
    return h("gain", effects=effects(merged(reward)))


@for_people
def blessing(g: G, seat: int, colour: str) -> Msg:
    """D26: a blessing track: the set it completes and its bonus, or the next set (9)."""
    track = dict(player(g, seat).blessings)
    low = min(track.values())
    track[colour] += 1
    after = min(track.values())
    bonus = CONTENT.board.blessing_track.bonus
    if after > low:
        return h("set-completed", n=after, effects=effects(bonus[after - 1]))
    if low >= len(bonus):
        return h("track-to", value=track[colour])
    return h("set-next", n=low + 1, effects=effects(bonus[low]))


def sell_any() -> Msg:
    """D05: a conversion trade (no gatekeeper, any number of cubes)."""
    return h("sell-any")


def gatekeeper(keeper: Any, *, included: bool) -> Msg:
    """D05/D06: who earns the gatekeeper's coin of a gate trade (`keeper_name`; None: one's own gate),
    `included` in the price shown."""
    if keeper is None:
        return h("own-gate")
    return h("keeper-included" if included else "keeper-coin", coin=CONTENT.rules.torah.gate_trade_coin,
             keeper=keeper)


@for_people
def slot(g: G, seat: int, role: str, slot_effects: list[AnyEffect]) -> Msg:
    """D10/D12: a merchant or elder slot: the tile, the abilities that add to it, banners that come
    too late for the main action."""
    owner = player(g, seat)
    parts: list[Msg | None] = [tile_msg(owner.dev[role].tile)]
    if role == "elder":
        for _, found in hooks(g, seat, On):
            if found.event == "elder_placed":
                parts.append(h("also", effects=effects(found.effects)))
    for _, found in hooks(g, seat, MerchantAgain):
        if role == "merchant":
            parts.append(hook(found))
    turn = g.turn
    if any(isinstance(e, Banners) for e in slot_effects) and turn is not None and turn.main_done:
        parts.append(h("banners-lost"))
    return join(*parts)


@for_people
def retrieve(g: G, seat: int, slot_id: str) -> Msg:
    """D28: a merchant or elder back to the supply frees its slot (m1..m4, e1..e4) for a new one."""
    tile_state = player(g, seat).dev["merchant" if slot_id[0] == "m" else "elder"]
    found = CONTENT.tile[tile_state.tile]
    slots = found.back_slots if tile_state.developed else found.slots
    return h("retrieve", effects=effects(slots[int(slot_id[1:]) - 1]))


@for_people
def bread(g: G, seat: int) -> Msg:
    """FA3: buying bread."""
    for source, found in hooks(g, seat, BuyBread):
        return join(tile_msg(source), hook(found))
    return h("none")


@for_people
def judgement(g: G) -> Msg:
    """D31: the prophets' judgement of this round, zone by zone."""
    return altar_card(g.board.altar.card, g.round)


@for_people
def tuck(card_id: str, vp: int) -> Msg:
    """D35: what a tucked card keeps (its top banner) and scores at every Sabbath (now `vp`)."""
    banner = CONTENT.character[card_id].banners[0]
    return join(h("keeps", n=banner.value, banners=effect(Banners(colour=banner.colour, n=banner.value))),
                h("each-sabbath", condition=condition(CONTENT.character[card_id].condition), vp=vp))


@for_people
def source(source_id: str, round: int) -> Msg:
    """A scroll tile or a development tile the player owns (Preparing for Sabbath items)."""
    return scroll(source_id, round) if source_id in CONTENT.scroll else tile(source_id)


def keeper_name(to: Any) -> Any:
    """Who earns a gatekeeper's coin, for a hint (as auxiliary.keeper_msg; None: nobody, one's own gate)."""
    if to is None:
        return None
    if to == "card":
        return m("keeper-card")
    if to == "supply":
        return m("keeper-supply")
    return name(to)
