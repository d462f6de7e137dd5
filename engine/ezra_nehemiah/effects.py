"""The one interpreter of the 13 effect verbs (rules/ezra_nehemiah.md 19.1), for the players and the
solo Opponent alike: Levite rows, Temple rows, altar spaces, city-plan spaces, blessing bonuses, wall
cards, gate rewards, heroes, development tiles, altar cards, merchants and elders.

`Resolve` is a procedure frame that works through a list of effects in order; an effect that needs a
question (a wild blessing D26, "N resources" D27, a retrieval D28, a free flip D09, a choice) or a
movement (tent, altar) pushes its frames and the list goes on once they are done. The Opponent's
conversions (13.2) happen here and nowhere else: stone, wood and ash become gold, food becomes coins,
a wild blessing advances its leftmost track, a retrieval becomes a tent move; banners, food payments
and flips mean nothing to it.

Also here, because effects use them: the altar track (5.6: moves, stacking, the end of the track,
gold spaces), the tent (7.5: one movement of N spaces collecting every space entered; SW04), the
blessing tracks and their column bonuses (9), gaining workers (3.6) and the city plan's special rule
(7.6: a worker or blessing that cannot be gained is one tent move instead), triggers of scroll
abilities (19.3 `on`), flipping development tiles (8.3) and retrieving merchants and elders (8.6).
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any, Iterable

from ..core.decisions import Decision
from ..core.errors import RuleError
from ..core.frames import Frame, Log
from . import hints
from .base import Ask, G, Who, cube_msg, hooks, is_opponent, m, opt, player, say, tile_msg, why
from .content import (BLESSINGS, CONTENT, CUBES, TILE_TYPES, AnyEffect, Altar, Banners, Blessing, BuyBread, Choose, FreeFlip,
                      Gain, Goods, LoseVp, On, PayFood, ResourceEffect, Retrieve, Tent, TentBonus, Vp, Worker)
from .state import OPPONENT, Tile

GOOD_KEYS = ("coin", "bread", "gold", "stone", "wood", "ash")
BLESSING_END = CONTENT.board.blessing_track.spaces       # 7: the last space of a blessing track


# --- messages for effects and goods ------------------------------------------------------------------

def goods_msg(goods: dict[str, int] | Goods) -> list[Any]:
    items = goods.items() if isinstance(goods, Goods) else [(k, goods[k]) for k in GOOD_KEYS if goods.get(k)]
    return [m(f"good-{key}", n=n) for key, n in items] or [m("nothing")]


def effect_msg(effect: AnyEffect) -> Any:
    if isinstance(effect, Gain):
        return m("fx-gain", goods=goods_msg(effect))
    if isinstance(effect, ResourceEffect):
        if tuple(effect.types) == CUBES:
            return m("fx-resource", n=effect.n)
        return m("fx-resource-of", n=effect.n, types=[cube_msg(c) for c in effect.types])
    if isinstance(effect, (Blessing, Banners)):
        return m(f"fx-{effect.verb}", n=effect.n, colour=m(f"banner-{effect.colour}")
                 if isinstance(effect, Banners) else m(f"blessing-{effect.colour}"))
    if isinstance(effect, Choose):
        return m("fx-choose", options=[m("fx-option", effects=effects_msg(option)) for option in effect.options])
    return m(f"fx-{effect.verb.replace('_', '-')}", n=getattr(effect, "n", 1))


def effects_msg(effects: Iterable[AnyEffect]) -> Any:
    items = [effect_msg(effect) for effect in effects]
    return m("fx-list", items=items) if items else m("nothing")


# --- goods -------------------------------------------------------------------------------------------

def add_goods(g: G, who: Who, goods: dict[str, int]) -> dict[str, int]:
    """Give goods from the main supply; returns what was really gained (the Opponent converts)."""
    got: dict[str, int] = {}
    if is_opponent(who):
        opponent = g.opponent
        solo = CONTENT.solo.opponent
        for key in GOOD_KEYS:
            n = goods.get(key, 0)
            if not n:
                continue
            if key == "coin" or key == "bread":
                coins = n if key == "coin" else n * solo.coin_per_food
                opponent.coins += coins
                got["coin"] = got.get("coin", 0) + coins
            else:
                gold = n if key == "gold" else n * solo.gold_per_cube
                opponent.gold += gold
                got["gold"] = got.get("gold", 0) + gold
        return got
    owner = player(g, who)
    for key in GOOD_KEYS:
        n = goods.get(key, 0)
        if not n:
            continue
        if key == "coin":
            owner.coins += n
        elif key == "bread":
            owner.food += n
        else:
            owner.cubes[key] += n
        got[key] = got.get(key, 0) + n
    return got


def holds(g: G, who: Who, key: str) -> int:
    if is_opponent(who):
        return {"coin": g.opponent.coins, "gold": g.opponent.gold}.get(key, 0)
    owner = player(g, who)
    return owner.coins if key == "coin" else owner.food if key == "bread" else owner.cubes[key]


def can_pay(g: G, who: Who, goods: dict[str, int] | Goods) -> bool:
    items = goods.items() if isinstance(goods, Goods) else goods.items()
    return all(holds(g, who, key) >= n for key, n in items)


def pay(g: G, who: Who, goods: dict[str, int] | Goods) -> None:
    """Pay goods to the main supply (the caller checked `can_pay`)."""
    items = goods.items() if isinstance(goods, Goods) else list(goods.items())
    for key, n in items:
        if not n:
            continue
        if holds(g, who, key) < n:
            raise RuntimeError(f"{who} cannot pay {n} {key}")
        if is_opponent(who):
            if key == "coin":
                g.opponent.coins -= n
            else:
                g.opponent.gold -= n
            continue
        owner = player(g, who)
        if key == "coin":
            owner.coins -= n
        elif key == "bread":
            owner.food -= n
        else:
            owner.cubes[key] -= n


def shortfall(g: G, who: Who, goods: dict[str, int] | Goods) -> Any:
    """What is missing of a cost, as a message list (for a refusal)."""
    items = goods.items() if isinstance(goods, Goods) else goods.items()
    missing = {key: n - holds(g, who, key) for key, n in items if holds(g, who, key) < n}
    return goods_msg(missing)


def add_vp(g: G, who: Who, n: int) -> None:
    if is_opponent(who):
        g.opponent.vp += n
    else:
        player(g, who).vp += n


def vp_of(g: G, who: Who) -> int:
    return g.opponent.vp if is_opponent(who) else player(g, who).vp


def blessings_of(g: G, who: Who) -> dict[str, int]:
    return g.opponent.blessings if is_opponent(who) else player(g, who).blessings


def pool_add(g: G, who: Who, colour: str, n: int) -> bool:
    """Banners for the turn's pool (4.4); only during `who`'s own turn. Wild banners wait for the main
    action and then take its colour; once the main action is over they are lost [CHOICE 4.4]."""
    turn = g.turn
    if is_opponent(who) or turn is None or turn.seat != who:
        return False
    if colour == "wild":
        if turn.main is None:
            turn.pool.wild += n
            return True
        if turn.main_done:
            return False
        colour = turn.main
    setattr(turn.pool, colour, getattr(turn.pool, colour) + n)
    return True


# --- the altar track (5.6) --------------------------------------------------------------------------

def altar_space(g: G, who: Who) -> int:
    for space, stack in enumerate(g.board.altar.stacks):
        if who in stack:
            return space
    raise RuntimeError(f"{who} has no altar marker")


def altar_order(g: G) -> list[Who]:
    """Everybody, the one furthest ahead first: further right is ahead, and on a shared space the
    marker lower in the stack is ahead (the golden rule, 1.8)."""
    order: list[Who] = []
    for stack in reversed(g.board.altar.stacks):
        order.extend(stack)
    return order


def ahead_rank(g: G, who: Who) -> int:
    """0 for the altar leader, 1 for the next ... (smaller is ahead)."""
    return altar_order(g).index(who)


def gold_spaces_reached(g: G, who: Who) -> int:
    space = altar_space(g, who)
    return sum(1 for gold in CONTENT.gold_altar_spaces if gold <= space and gold > 0)


class AltarMove(Frame, kw_only=True):
    """`left` single altar moves of `who`, each collecting the reward below the space entered; a move
    past the last space gives 1 coin instead (5.6); entering a gold space triggers SW15."""

    who: Who
    left: int

    def run(self, g: G, log: Log) -> None:
        if not self.left:
            g.pop(self)
            return
        self.left -= 1
        stacks = g.board.altar.stacks
        space = altar_space(g, self.who)
        if space == CONTENT.altar_end:
            coins = CONTENT.rules.altar.coin_past_end
            add_goods(g, self.who, {"coin": coins})
            say(log, "altar", "ev-altar-end", self.who, coins=coins)
            return
        stacks[space].remove(self.who)
        stacks[space + 1].append(self.who)
        entered = CONTENT.board.altar_space[space + 1]
        say(log, "altar", "ev-altar-move", self.who, space=space + 1)
        if entered.gold:
            trigger(g, self.who, "gold_altar_space", log)
        if entered.reward:
            g.push(Resolve(who=self.who, effects=list(entered.reward)))


# --- the tent (7.5, 7.6) ------------------------------------------------------------------------------

def tent_of(g: G, who: Who) -> str:
    return g.opponent.tent if is_opponent(who) else player(g, who).tent


def tent_spaces(g: G, who: Who, spaces: int) -> int:
    """SW04: a movement of 2 or more spaces goes 1 further (applied to each single instruction)."""
    for _, hook in hooks(g, who, TentBonus):
        if spaces >= hook.min_spaces:
            spaces += hook.extra
    return spaces


class TentMove(Frame, kw_only=True):
    """One movement of `left` spaces clockwise on the city plan, collecting every space entered."""

    who: Who
    left: int

    def run(self, g: G, log: Log) -> None:
        if not self.left:
            g.pop(self)
            return
        self.left -= 1
        plan = CONTENT.board.city_space
        ids = [space.id for space in plan]
        here = ids.index(tent_of(g, self.who))
        entered = plan[(here + 1) % len(plan)]
        if is_opponent(self.who):
            g.opponent.tent = entered.id
        else:
            player(g, self.who).tent = entered.id
        say(log, "tent", "ev-tent-move", self.who, space=entered.id, reward=effects_msg(entered.reward))
        if entered.reward:
            g.push(Resolve(who=self.who, effects=list(entered.reward)))


# --- blessings (9) --------------------------------------------------------------------------------

def open_blessings(g: G, who: Who) -> list[str]:
    track = blessings_of(g, who)
    return [colour for colour in BLESSINGS if track[colour] < BLESSING_END]


def opponent_wild_blessing(g: G) -> str | None:
    """13.2: its leftmost marker; ties: orange before purple before red."""
    choices = open_blessings(g, OPPONENT)
    if not choices:
        return None
    track = g.opponent.blessings
    return min(choices, key=lambda colour: (track[colour], BLESSINGS.index(colour)))


def bless(g: G, who: Who, colour: str, log: Log) -> None:
    """Advance one blessing marker (the caller checked it is not at the end); a complete set column
    reached for the first time gives its bonus (9)."""
    track = blessings_of(g, who)
    before = min(track.values())
    track[colour] += 1
    say(log, "blessing", "ev-blessing", who, colour=m(f"blessing-{colour}"), value=track[colour])
    after = min(track.values())
    if after > before:
        bonus = CONTENT.board.blessing_track.bonus[after - 1]
        say(log, "blessing", "ev-blessing-bonus", who, column=after, reward=effects_msg(bonus))
        if bonus:
            g.push(Resolve(who=who, effects=list(bonus)))


class WildBlessing(Ask, kw_only=True):
    """D26: which blessing a wild blessing advances."""

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-wild-blessing"),
                        options=[opt(colour, "ezra_nehemiah-opt-blessing", hint=hints.blessing(g, self.seat, colour),
                                     colour=m(f"blessing-{colour}"),
                                     value=player(g, self.seat).blessings[colour])
                                 for colour in open_blessings(g, self.seat)])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        bless(g, self.seat, choice, log)


def gain_blessing(g: G, who: Who, colour: str, log: Log) -> None:
    """One blessing of a colour or wild; impossible -> 1 tent move (7.6)."""
    if colour == "wild":
        choices = open_blessings(g, who)
        if not choices:
            say(log, "blessing", "ev-blessing-fails", who)
            g.push(TentMove(who=who, left=1))
        elif is_opponent(who):
            bless(g, who, opponent_wild_blessing(g), log)
        elif len(choices) == 1:
            bless(g, who, choices[0], log)
        else:
            g.push(WildBlessing(seat=who))
        return
    if blessings_of(g, who)[colour] >= BLESSING_END:
        say(log, "blessing", "ev-blessing-fails", who)
        g.push(TentMove(who=who, left=1))
    else:
        bless(g, who, colour, log)


# --- workers (3.6, 7.6) ----------------------------------------------------------------------------

def gain_worker(g: G, who: Who, log: Log) -> None:
    workers = g.workers_of(who)
    if workers.main:
        workers.main -= 1
        workers.supply += 1
        say(log, "worker", "ev-worker", who)
    else:
        say(log, "worker", "ev-worker-fails", who)
        g.push(TentMove(who=who, left=1))


# --- triggers (19.3 `on`) ---------------------------------------------------------------------------

def trigger(g: G, who: Who, event: str, log: Log) -> None:
    """Push the effects of `who`'s abilities that fire on `event` (the Opponent has none)."""
    found = [(source, hook) for source, hook in hooks(g, who, On) if hook.event == event]
    for source, hook in reversed(found):
        say(log, "ability", "ev-ability", who, scroll=m(f"scroll-{source}"), reward=effects_msg(hook.effects))
        g.push(Resolve(who=who, effects=list(hook.effects)))


# --- development tiles (8.3) and retrievals (8.6) -----------------------------------------------------

def undeveloped(g: G, seat: int) -> list[str]:
    """The player's undeveloped tiles, by type in the rulebook's order."""
    owner = player(g, seat)
    return [kind for kind in TILE_TYPES if not owner.dev[kind].developed]


def flip(g: G, seat: int, kind: str, log: Log, *, paid: bool) -> None:
    """Turn a development tile to its developed side: pay its cost (unless free), gain its green-bar
    reward, then SW19. Workers on its slots stay and gain nothing."""
    owner = player(g, seat)
    tile: Tile = owner.dev[kind]
    content = CONTENT.tile[tile.tile]
    if paid:
        pay(g, seat, content.flip_cost)
    tile.developed = True
    say(log, "flip", "ev-flip-paid" if paid else "ev-flip-free", seat, tile=tile_msg(tile.tile),
        cost=goods_msg(content.flip_cost), reward=effects_msg(content.flip_reward))
    trigger(g, seat, "tile_flipped", log)                     # after the reward: pushed below it
    g.push(Resolve(who=seat, effects=list(content.flip_reward)))


def flip_refusal(g: G, seat: int, kind: str) -> Any:
    content = CONTENT.tile[player(g, seat).dev[kind].tile]
    if not can_pay(g, seat, content.flip_cost):
        return why("flip-cost", cost=goods_msg(content.flip_cost), missing=shortfall(g, seat, content.flip_cost))
    return None


class FlipPick(Ask, kw_only=True):
    """D09: which development tile to flip (paid: only those whose cost is payable)."""

    paid: bool

    def ask(self, g: G) -> Decision:
        owner = player(g, self.seat)
        return Decision("", self.seat, m("ask-flip-paid" if self.paid else "ask-flip-free"),
                        options=[opt(kind, "ezra_nehemiah-opt-flip",
                                     flip_refusal(g, self.seat, kind) if self.paid else None,
                                     hint=hints.tile(owner.dev[kind].tile), tile=tile_msg(owner.dev[kind].tile),
                                     cost=goods_msg(CONTENT.tile[owner.dev[kind].tile].flip_cost),
                                     reward=effects_msg(CONTENT.tile[owner.dev[kind].tile].flip_reward))
                                 for kind in undeveloped(g, self.seat)])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        flip(g, self.seat, choice, log, paid=self.paid)


def placed_slots(g: G, seat: int) -> list[str]:
    """Occupied merchant and elder slots: m1..m4, e1..e4."""
    workers = player(g, seat).workers
    return [f"m{slot}" for slot in sorted(workers.merchants)] + [f"e{slot}" for slot in sorted(workers.elders)]


def retrieve(g: G, seat: int, slot: str, log: Log) -> None:
    workers = player(g, seat).workers
    number = int(slot[1:])
    (workers.merchants if slot[0] == "m" else workers.elders).remove(number)
    workers.supply += 1
    say(log, "retrieve", "ev-retrieve", seat, slot=slot_msg(slot))


def slot_msg(slot: str) -> Any:
    return m("slot-merchant" if slot[0] == "m" else "slot-elder", n=int(slot[1:]))


class RetrievePick(Ask, kw_only=True):
    """D28: which merchant or elder comes back to the personal supply."""

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-retrieve"),
                        options=[opt(slot, "ezra_nehemiah-opt-slot", hint=hints.retrieve(g, self.seat, slot),
                                     slot=slot_msg(slot))
                                 for slot in placed_slots(g, self.seat)])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        retrieve(g, self.seat, choice, log)


# --- resources of the receiver's choice (D27) and choices between effect lists ------------------------

def cube_sets(n: int, types: Iterable[str]) -> list[tuple[str, ...]]:
    return list(combinations_with_replacement(tuple(types), n))


class ResourcePick(Ask, kw_only=True):
    """D27: which cubes an "N resources" gain gives (never gold)."""

    n: int
    types: list[str]

    def ask(self, g: G) -> Decision:
        options = []
        for cubes in cube_sets(self.n, self.types):
            counts = {cube: cubes.count(cube) for cube in CUBES if cube in cubes}
            options.append(opt("+".join(cubes), "ezra_nehemiah-opt-goods", goods=goods_msg(counts)))
        return Decision("", self.seat, m("ask-resource", n=self.n), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        cubes = choice.split("+")
        counts = {cube: cubes.count(cube) for cube in CUBES if cube in cubes}
        add_goods(g, self.seat, counts)
        say(log, "gain", "ev-gain", self.seat, goods=goods_msg(counts))


class ChooseEffects(Ask, kw_only=True):
    """One of several effect lists (a labourer's two options, and any `choose` cell)."""

    options: list[list[AnyEffect]]

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-choose"),
                        options=[opt(str(k + 1), "ezra_nehemiah-opt-effects", effects=effects_msg(option))
                                 for k, option in enumerate(self.options)])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        g.push(Resolve(who=self.seat, effects=list(self.options[int(choice) - 1])))


# --- FA3: buying bread (D29) and paying food --------------------------------------------------------

def bread_price(g: G, seat: Who) -> BuyBread | None:
    hook = next((hook for _, hook in hooks(g, seat, BuyBread)), None)
    return hook


def most_bread(g: G, seat: int) -> int:
    price = bread_price(g, seat)
    return player(g, seat).coins // price.coin if price else 0


def buy_bread(g: G, seat: int, times: int, log: Log) -> None:
    price = bread_price(g, seat)
    if not times:
        return
    player(g, seat).coins -= price.coin * times
    player(g, seat).food += price.bread * times
    say(log, "bread", "ev-buy-bread", seat, coins=price.coin * times, bread=price.bread * times)


class BuyBreadAsk(Ask, kw_only=True):
    """D29: how many times to pay 2 coins for 1 bread (FA3); `need` is the food about to be paid."""

    need: int = 0

    def ask(self, g: G) -> Decision:
        most = most_bread(g, self.seat)
        price = bread_price(g, self.seat)
        return Decision("", self.seat, m("ask-buy-bread", coin=price.coin, bread=price.bread,
                                         food=player(g, self.seat).food, need=self.need),
                        kind="amount", min=0, max=most)

    def answer(self, g: G, seat: int, choice: int, log: Log) -> None:
        g.pop(self)
        buy_bread(g, self.seat, choice, log)


class PayFoodNow(Frame, kw_only=True):
    """Pay `n` food; for each food missing lose 2 VP (10.2); `key` names what is paid for."""

    who: Who
    n: int
    key: str = "ev-pay-food"
    per_missing: int = CONTENT.rules.sabbath.missing_food_vp

    def run(self, g: G, log: Log) -> None:
        g.pop(self)
        if is_opponent(self.who):
            return
        owner = player(g, self.who)
        paid = min(owner.food, self.n)
        owner.food -= paid
        missing = self.n - paid
        lost = missing * self.per_missing
        owner.vp -= lost
        say(log, "food", self.key, self.who, paid=paid, missing=missing, lost=lost)


def pay_food(g: G, who: Who, n: int, key: str = "ev-pay-food", per_missing: int | None = None) -> None:
    """Push the payment of n food, with FA3's offer first when the food does not cover it (D29); each
    food missing costs `per_missing` VP (a "pay N food" effect: 2; feeding: 2 per unfed worker)."""
    frame = PayFoodNow(who=who, n=n, key=key, per_missing=CONTENT.rules.sabbath.missing_food_vp
                       if per_missing is None else per_missing)
    g.push(frame)
    if not is_opponent(who) and player(g, who).food < n and most_bread(g, who):
        g.push(BuyBreadAsk(seat=who, need=n))


# --- the interpreter ------------------------------------------------------------------------------

class Resolve(Frame, kw_only=True):
    """Resolve `effects` for `who`, in order (19.1)."""

    who: Who
    effects: list[AnyEffect]

    def run(self, g: G, log: Log) -> None:
        while self.effects:
            effect = self.effects.pop(0)
            if self.apply(g, effect, log):
                return                     # frames pushed above: they run first, then the rest
        g.pop(self)

    def apply(self, g: G, effect: AnyEffect, log: Log) -> bool:
        """Apply one effect; True when it pushed frames that must run before the next effect."""
        who = self.who
        if isinstance(effect, Gain):
            got = add_goods(g, who, dict(effect.items()))
            say(log, "gain", "ev-gain", who, goods=goods_msg(got))
            return False
        if isinstance(effect, Vp):
            add_vp(g, who, effect.n)
            say(log, "vp", "ev-vp", who, n=effect.n)
            return False
        if isinstance(effect, LoseVp):
            add_vp(g, who, -effect.n)
            say(log, "vp", "ev-lose-vp", who, n=effect.n)
            return False
        if isinstance(effect, ResourceEffect):
            if is_opponent(who) or len(effect.types) == 1:
                cube = effect.types[0]
                got = add_goods(g, who, {cube: effect.n})
                say(log, "gain", "ev-gain", who, goods=goods_msg(got))
                return False
            self.push_rest(g)
            g.push(ResourcePick(seat=who, n=effect.n, types=list(effect.types)))
            return True
        if isinstance(effect, PayFood):
            if is_opponent(who):
                return False
            self.push_rest(g)
            pay_food(g, who, effect.n)
            return True
        if isinstance(effect, Worker):
            self.push_rest(g)
            for _ in range(effect.n):
                g.push(GainWorker(who=who))
            return True
        if isinstance(effect, Blessing):
            self.push_rest(g)
            for _ in range(effect.n):
                g.push(GainBlessing(who=who, colour=effect.colour))
            return True
        if isinstance(effect, Banners):
            if pool_add(g, who, effect.colour, effect.n):
                say(log, "banners", "ev-banners", who, n=effect.n, colour=m(f"banner-{effect.colour}"))
            elif not is_opponent(who):
                say(log, "banners", "ev-banners-lost", who, n=effect.n, colour=m(f"banner-{effect.colour}"))
            return False
        if isinstance(effect, Altar):
            self.push_rest(g)
            g.push(AltarMove(who=who, left=effect.n))
            return True
        if isinstance(effect, Tent):
            self.push_rest(g)
            g.push(TentMove(who=who, left=tent_spaces(g, who, effect.n)))
            return True
        if isinstance(effect, Retrieve):
            if is_opponent(who):                    # 13.2: a tent move instead
                self.push_rest(g)
                g.push(TentMove(who=who, left=1))
                return True
            if not placed_slots(g, who):
                say(log, "retrieve", "ev-retrieve-lost", who)
                return False
            self.push_rest(g)
            g.push(RetrievePick(seat=who))
            return True
        if isinstance(effect, FreeFlip):
            if is_opponent(who):
                return False
            if not undeveloped(g, who):
                say(log, "flip", "ev-flip-lost", who)          # [HOUSE] 15.19 #19
                return False
            self.push_rest(g)
            g.push(FlipPick(seat=who, paid=False))
            return True
        if isinstance(effect, Choose):
            if is_opponent(who):
                raise RuntimeError("the Opponent never chooses between effects")
            self.push_rest(g)
            g.push(ChooseEffects(seat=who, options=[list(option) for option in effect.options]))
            return True
        raise RuntimeError(f"unknown effect {effect!r}")

    def push_rest(self, g: G) -> None:
        """Hand the remaining effects to a new frame below what is about to be pushed."""
        g.pop(self)
        if self.effects:
            g.push(Resolve(who=self.who, effects=self.effects))
        self.effects = []


class GainWorker(Frame, kw_only=True):
    who: Who

    def run(self, g: G, log: Log) -> None:
        g.pop(self)
        gain_worker(g, self.who, log)


class GainBlessing(Frame, kw_only=True):
    who: Who
    colour: str

    def run(self, g: G, log: Log) -> None:
        g.pop(self)
        gain_blessing(g, self.who, self.colour, log)


def resolve(g: G, who: Who, effects: Iterable[AnyEffect]) -> None:
    """Push the resolution of `effects` for `who` (they run before whatever is below)."""
    effects = list(effects)
    if effects:
        g.push(Resolve(who=who, effects=effects))


FRAMES = (Resolve, AltarMove, TentMove, GainWorker, GainBlessing, PayFoodNow, WildBlessing, FlipPick, RetrievePick,
          ResourcePick, ChooseEffects, BuyBreadAsk)


def refuse(key: str, **params: Any) -> RuleError:
    return RuleError("refused", why(key, **params))
