"""What a player may do once per turn besides the main action, at any moment of the turn
(rules/ezra_nehemiah.md 4.1, 8): the auxiliary action (8.1: a trade, 8.2, or flipping a development
tile, 8.3), one merchant and one elder (8.6), and FA3's bread (D29). The turn menu and the three main
action menus offer them through `side_options` / `side_answer`.

Questions: D04 (`AuxMenu`: trade, flip or back), D05 (`TradeSource`, with SW22 or SW09), D06
(`GateTradeAsk`), D07 (`ConvertAsk`, one cube type at a time), D08 (`AfterTradeAsk`, SW21), D09 (the
paid flip, effects.FlipPick), D10 (`MerchantAsk`), D11 (`MerchantAgainAsk`, SW17), D12 (`ElderAsk`).
"""
from __future__ import annotations

from typing import Any

from ..core.decisions import Decision, Option
from ..core.frames import Log
from . import hints
from .base import (Ask, G, Who, character_msg, cube_msg, first, gate_msg, has, hooks, m, name, opt, player, say,
                   space_of, tile_msg, why)
from .content import (CONTENT, AfterTrade, AnyEffect, AnyVisibleTrade, ConvertTrade, Discount, GateTrade,
                      MerchantAgain)
from .effects import (BuyBreadAsk, FlipPick, add_goods, effects_msg, flip_refusal, goods_msg, holds, most_bread, pay,
                      resolve, shortfall, trigger, undeveloped)

SIDE = ("aux", "merchant", "elder", "bread")


# --- the menus' shared options -------------------------------------------------------------------

def side_options(g: G, seat: int) -> list[Option]:
    """aux / merchant / elder / bread as the turn's menus offer them: the usable ones, and those used
    already this turn shown disabled (so a typed choice is told why)."""
    options = []
    turn = g.turn
    if turn is not None:
        if turn.aux_used:
            options.append(opt("aux", "ezra_nehemiah-opt-aux", why("aux-used")))
        elif trade_sources(g, seat) or paid_flips(g, seat):
            options.append(opt("aux", "ezra_nehemiah-opt-aux"))
        for role in ("merchant", "elder"):
            if getattr(turn, f"{role}_used"):
                options.append(opt(role, f"ezra_nehemiah-opt-{role}", why("role-used", role=m(f"role-{role}"))))
            elif slot_refusal(g, seat, role) is None:
                options.append(opt(role, f"ezra_nehemiah-opt-{role}"))
    if most_bread(g, seat):
        options.append(opt("bread", "ezra_nehemiah-opt-bread", hint=hints.bread(g, seat)))
    return options


def side_answer(g: G, seat: int, choice: str) -> bool:
    """Push the question a side option opens; False if `choice` is not one of them."""
    if choice == "aux":
        g.push(AuxMenu(seat=seat))
    elif choice == "merchant":
        g.push(MerchantAsk(seat=seat))
    elif choice == "elder":
        g.push(ElderAsk(seat=seat))
    elif choice == "bread":
        g.push(BuyBreadAsk(seat=seat))
    else:
        return False
    return True


# --- trades (8.2) ----------------------------------------------------------------------------------

def visible_cards(g: G, seat: int) -> list[str]:
    return [pile[-1] for pile in player(g, seat).piles if pile]


def trade_sources(g: G, seat: int, *, any_visible: bool = False) -> list[str]:
    """The character cards whose trade the player may use now: the card played this turn, or with SW22
    (or SW09 at Preparing for Sabbath, `any_visible`) any visible card of the board."""
    if any_visible or has(g, seat, AnyVisibleTrade):
        cards = visible_cards(g, seat)
    else:
        card = g.turn.card if g.turn is not None else None
        cards = [card] if card else []
    return [card for card in cards if trade_possible(g, seat, card)]


def gate_coin_to(g: G, who: Who, gate: str) -> Who | str | None:
    """Where `who`'s gatekeeper coin of a gate trade goes (8.2, 13.3): the gate's owner (a player or
    the Opponent), "card" (the gate is not rebuilt), "supply" (a neutral gate, the empty corner gate at
    3 players), or None (`who` keeps the gate)."""
    space = space_of(g, gate)
    if space.neutral or gate == g.board.neutral_corner or (space.built and space.owner is None):
        return "supply"
    if not space.built:
        return "card"
    if space.owner == who:
        return None
    return space.owner


def pay_gatekeeper(g: G, who: Who, gate: str) -> Who | str | None:
    """Pay the gatekeeper's coin of a trade at `gate` where it goes; returns where (see gate_coin_to)."""
    to = gate_coin_to(g, who, gate)
    if to is None:
        return None
    coin = CONTENT.rules.torah.gate_trade_coin
    pay(g, who, {"coin": coin})
    if to == "card":
        space_of(g, gate).coins_on_card += coin
    elif to != "supply":
        add_goods(g, to, {"coin": coin})
    return to


def keeper_msg(to: Any) -> Any:
    if to is None:
        return m("keeper-own")
    if to == "card":
        return m("keeper-card")
    if to == "supply":
        return m("keeper-supply")
    return m("keeper-player", player=name(to))


def gate_trade_cost(g: G, seat: int, card: str, option: str) -> int:
    trade = CONTENT.character[card].trade
    coins = getattr(trade, option).pay
    if option == "lower":
        for _, hook in discounts(g, seat, "lower_trade_coins"):          # SW20
            coins = max(0, coins - hook.n)
    gatekeeper = CONTENT.rules.torah.gate_trade_coin if gate_coin_to(g, seat, CONTENT.character[card].gate) \
        is not None else 0                                  # (seat 0 is an owner too)
    return coins + gatekeeper


def discounts(g: G, seat: int, cost: str) -> list[tuple[str, Discount]]:
    return [(source, hook) for source, hook in hooks(g, seat, Discount) if hook.cost == cost]


def trade_possible(g: G, seat: int, card: str) -> bool:
    trade = CONTENT.character[card].trade
    if isinstance(trade, GateTrade):
        return any(player(g, seat).coins >= gate_trade_cost(g, seat, card, option) for option in ("upper", "lower"))
    return any(player(g, seat).cubes[cube] for cube in trade.rates)


def paid_flips(g: G, seat: int) -> list[str]:
    return [kind for kind in undeveloped(g, seat) if flip_refusal(g, seat, kind) is None]


def no_flip(g: G, seat: int) -> Any:
    """Why no paid flip is possible, with what the nearest tile still needs."""
    kinds = undeveloped(g, seat)
    if not kinds:
        return hints.h("why-all-developed")
    owner = player(g, seat)

    def missing(kind: str) -> int:
        cost = CONTENT.tile[owner.dev[kind].tile].flip_cost
        return sum(max(0, n - holds(g, seat, key)) for key, n in cost.items())

    nearest = min(kinds, key=missing)                       # the first of equals, in type order
    tile = owner.dev[nearest].tile
    return hints.h("why-no-flip", tile=tile_msg(tile), missing=shortfall(g, seat, CONTENT.tile[tile].flip_cost))


def no_trade(g: G, seat: int, *, any_visible: bool = False) -> Any:
    """Why no trade is possible: no card played yet, or what the played card's trade needs."""
    if any_visible or has(g, seat, AnyVisibleTrade):
        return why("no-trade")
    card = g.turn.card if g.turn is not None else None
    if card is None:
        return hints.h("why-trade-card-first")
    trade = CONTENT.character[card].trade
    if isinstance(trade, GateTrade):
        need = min(gate_trade_cost(g, seat, card, option) for option in ("upper", "lower"))
        return hints.h("why-trade-coins", card=character_msg(card), need=need, have=player(g, seat).coins)
    return hints.h("why-trade-cubes", card=character_msg(card), cubes=[cube_msg(cube) for cube in trade.rates])


class AuxMenu(Ask, kw_only=True):
    """D04: the auxiliary action: trade or flip (once per turn)."""

    any_visible: bool = False          # SW09 at Preparing for Sabbath: any visible card's trade, no way back

    def ask(self, g: G) -> Decision:
        trade = None if trade_sources(g, self.seat, any_visible=self.any_visible) else \
            no_trade(g, self.seat, any_visible=self.any_visible)
        flip = None if paid_flips(g, self.seat) else no_flip(g, self.seat)
        back = [] if self.any_visible else [opt("back", "ezra_nehemiah-opt-back")]
        return Decision("", self.seat, m("ask-aux"),
                        options=[opt("trade", "ezra_nehemiah-opt-trade", trade),
                                 opt("flip", "ezra_nehemiah-opt-flip-tile", flip), *back])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "back":
            return
        if g.turn is not None:
            g.turn.aux_used = True
        if choice == "flip":
            g.push(FlipPick(seat=self.seat, paid=True))
            return
        g.push(TradeSource(seat=self.seat, any_visible=self.any_visible))


class TradeSource(Ask, kw_only=True):
    """D05: which visible card's trade (only asked with a choice: SW22, or SW09)."""

    any_visible: bool = False

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-trade-source"),
                        options=[opt(card, "ezra_nehemiah-opt-trade-card", hint=trade_hint(g, self.seat, card),
                                     card=character_msg(card), trade=trade_msg(card))
                                 for card in trade_sources(g, self.seat, any_visible=self.any_visible)])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        start_trade(g, self.seat, choice)


def trade_hint(g: G, seat: int, card: str) -> Any:
    """Where the gatekeeper's coin of the card's trade goes (a conversion pays nobody)."""
    if not isinstance(CONTENT.character[card].trade, GateTrade):
        return hints.sell_any()
    return hints.gatekeeper(hints.keeper_name(gate_coin_to(g, seat, CONTENT.character[card].gate)), included=False)


def trade_msg(card: str) -> Any:
    trade = CONTENT.character[card].trade
    if isinstance(trade, GateTrade):
        return m("trade-gate", gate=gate_msg(CONTENT.character[card].gate),
                 upper=option_msg(trade.upper), lower=option_msg(trade.lower))
    return m("trade-convert", rates=[m("rate", cube=cube_msg(cube), coins=n) for cube, n in trade.rates.items()])


def option_msg(option) -> Any:
    return m("trade-option", pay=option.pay, gain=goods_msg(option.gain))


def start_trade(g: G, seat: int, card: str) -> None:
    trade = CONTENT.character[card].trade
    if isinstance(trade, GateTrade):
        g.push(GateTradeAsk(seat=seat, card=card))
    else:
        g.push(ConvertAsk(seat=seat, card=card, cubes=[cube for cube in trade.rates
                                                       if player(g, seat).cubes[cube]]))


def after_trade(g: G, seat: int) -> None:
    if has(g, seat, AfterTrade):
        g.push(AfterTradeAsk(seat=seat))


class GateTradeAsk(Ask, kw_only=True):
    """D06: the upper or the lower option of a gate trade; the gatekeeper's coin goes where 8.2 says."""

    card: str

    def ask(self, g: G) -> Decision:
        trade: GateTrade = CONTENT.character[self.card].trade
        coins = player(g, self.seat).coins
        options = []
        keeper = hints.gatekeeper(hints.keeper_name(gate_coin_to(g, self.seat, CONTENT.character[self.card].gate)),
                                  included=True)
        for option in ("upper", "lower"):
            cost = gate_trade_cost(g, self.seat, self.card, option)
            refusal = None if coins >= cost else why("coins", need=cost, have=coins)
            options.append(opt(option, "ezra_nehemiah-opt-trade-gate", refusal, hint=keeper, coins=cost,
                               gain=goods_msg(getattr(trade, option).gain)))
        options.append(opt("back", "ezra_nehemiah-opt-back"))
        return Decision("", self.seat, m("ask-gate-trade", card=character_msg(self.card),
                                         gate=gate_msg(CONTENT.character[self.card].gate)), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "back":
            if g.turn is not None:
                g.turn.aux_used = False       # nothing was paid: the auxiliary action is still free
            return
        character = CONTENT.character[self.card]
        trade: GateTrade = character.trade
        owner = player(g, self.seat)
        coins = gate_trade_cost(g, self.seat, self.card, choice)
        to = pay_gatekeeper(g, self.seat, character.gate)
        rest = coins - (CONTENT.rules.torah.gate_trade_coin if to is not None else 0)
        owner.coins -= rest
        gain = getattr(trade, choice).gain
        add_goods(g, self.seat, dict(gain.items()))
        say(log, "trade", "ev-gate-trade", self.seat, gate=gate_msg(character.gate), coins=rest,
            keeper=keeper_msg(to), gain=goods_msg(gain))
        after_trade(g, self.seat)


class ConvertAsk(Ask, kw_only=True):
    """D07: a conversion trade, one cube type at a time in the card's order: how many to convert."""

    card: str
    cubes: list[str]                   # the types still to ask
    gained: int = 0

    def ask(self, g: G) -> Decision:
        cube = self.cubes[0]
        rate = CONTENT.character[self.card].trade.rates[cube]
        return Decision("", self.seat, m("ask-convert", cube=cube_msg(cube, 2), coins=rate,
                                         have=player(g, self.seat).cubes[cube]),
                        kind="amount", min=0, max=player(g, self.seat).cubes[cube])

    def answer(self, g: G, seat: int, choice: int, log: Log) -> None:
        cube = self.cubes.pop(0)
        trade: ConvertTrade = CONTENT.character[self.card].trade
        owner = player(g, self.seat)
        if choice:
            owner.cubes[cube] -= choice
            owner.coins += choice * trade.rates[cube]
            self.gained += choice * trade.rates[cube]
            say(log, "trade", "ev-convert", self.seat, cube=cube_msg(cube, choice), n=choice,
                coins=choice * trade.rates[cube])
        if self.cubes:
            return
        g.pop(self)
        after_trade(g, self.seat)


class AfterTradeAsk(Ask, kw_only=True):
    """D08 (SW21): after the trade, 1 coin or a paid flip, as part of the same auxiliary action."""

    def ask(self, g: G) -> Decision:
        hook: AfterTrade = first(g, self.seat, AfterTrade)
        return Decision("", self.seat, m("ask-after-trade"),
                        options=[opt("coin", "ezra_nehemiah-opt-after-trade-coin", coins=hook.coin),
                                 opt("flip", "ezra_nehemiah-opt-flip-tile",
                                     None if paid_flips(g, self.seat) else no_flip(g, self.seat))])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "coin":
            hook: AfterTrade = first(g, self.seat, AfterTrade)
            player(g, self.seat).coins += hook.coin
            say(log, "gain", "ev-gain", self.seat, goods=goods_msg({"coin": hook.coin}))
        else:
            g.push(FlipPick(seat=self.seat, paid=True))


# --- merchants and elders (8.6) ---------------------------------------------------------------------

def slot_effects(g: G, seat: int, role: str, slot: int, bonus: int = 0) -> list:
    tile = player(g, seat).dev[role]
    content = CONTENT.tile[tile.tile]
    if bonus:
        return list(content.back_bonus[bonus - 1])
    return list((content.back_slots if tile.developed else content.slots)[slot - 1])


def empty_slots(g: G, seat: int, role: str) -> list[int]:
    taken = player(g, seat).workers.merchants if role == "merchant" else player(g, seat).workers.elders
    count = CONTENT.rules.development.merchant_slots if role == "merchant" else CONTENT.rules.development.elder_slots
    return [slot for slot in range(1, count + 1) if slot not in taken]


def slot_refusal(g: G, seat: int, role: str) -> Any:
    if not player(g, seat).workers.supply:
        return why("no-worker")
    if not empty_slots(g, seat, role):
        return why("slots-full", role=m(f"role-{role}"))
    return None


def slot_options(g: G, seat: int, role: str) -> list[Option]:
    letter = role[0]
    tile = player(g, seat).dev[role]
    content = CONTENT.tile[tile.tile]
    options = []
    for slot in empty_slots(g, seat, role):
        found = slot_effects(g, seat, role, slot)
        options.append(opt(f"{letter}{slot}", "ezra_nehemiah-opt-slot-effect", slot=slot,
                           hint=hints.slot(g, seat, role, found), effects=effects_msg(found)))
        if tile.developed:
            for k, bonus in enumerate(content.back_bonus, start=1):
                options.append(opt(f"{letter}{slot}:b{k}", "ezra_nehemiah-opt-slot-bonus", slot=slot,
                                   hint=hints.slot(g, seat, role, bonus), effects=effects_msg(bonus)))
    return options


def place_on_slot(g: G, seat: int, role: str, choice: str, log: Log) -> list:
    slot_part, _, bonus_part = choice.partition(":")
    slot = int(slot_part[1:])
    bonus = int(bonus_part[1:]) if bonus_part else 0
    workers = player(g, seat).workers
    workers.supply -= 1
    (workers.merchants if role == "merchant" else workers.elders).append(slot)
    effects = slot_effects(g, seat, role, slot, bonus)
    say(log, role, f"ev-{role}", seat, tile=tile_msg(player(g, seat).dev[role].tile), slot=slot,
        effects=effects_msg(effects))
    return effects


class MerchantAsk(Ask, kw_only=True):
    """D10: which merchant slot (and on a developed tile, which bonus option)."""

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-merchant"),
                        options=[*slot_options(g, self.seat, "merchant"), opt("back", "ezra_nehemiah-opt-back")])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "back":
            return
        if g.turn is not None:
            g.turn.merchant_used = True
        effects = place_on_slot(g, self.seat, "merchant", choice, log)
        hook = first(g, self.seat, MerchantAgain)
        if hook is not None:
            g.push(MerchantAgainAsk(seat=self.seat, effects=effects))
        resolve(g, self.seat, effects)


class MerchantAgainAsk(Ask, kw_only=True):
    """D11 (SW17): pay 1 coin to resolve the same merchant again."""

    effects: list[AnyEffect]

    def ask(self, g: G) -> Decision:
        hook: MerchantAgain = first(g, self.seat, MerchantAgain)
        coins = player(g, self.seat).coins
        return Decision("", self.seat, m("ask-merchant-again", coins=hook.coin, effects=effects_msg(self.effects)),
                        options=[opt("repeat", "ezra_nehemiah-opt-repeat",
                                     None if coins >= hook.coin else why("coins", need=hook.coin, have=coins),
                                     coins=hook.coin),
                                 opt("no", "ezra_nehemiah-opt-no")])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "repeat":
            hook: MerchantAgain = first(g, self.seat, MerchantAgain)
            player(g, self.seat).coins -= hook.coin
            say(log, "merchant", "ev-merchant-again", self.seat, coins=hook.coin)
            resolve(g, self.seat, self.effects)


class ElderAsk(Ask, kw_only=True):
    """D12: which elder slot (and on a developed tile, its bonus option); SW16 adds its gift."""

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-elder"),
                        options=[*slot_options(g, self.seat, "elder"), opt("back", "ezra_nehemiah-opt-back")])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "back":
            return
        if g.turn is not None:
            g.turn.elder_used = True
        effects = place_on_slot(g, self.seat, "elder", choice, log)
        trigger(g, self.seat, "elder_placed", log)     # after the slot's own effect: pushed below it
        resolve(g, self.seat, effects)


FRAMES = (AuxMenu, TradeSource, GateTradeAsk, ConvertAsk, AfterTradeAsk, MerchantAsk, MerchantAgainAsk, ElderAsk)
