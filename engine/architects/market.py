"""The Black Market and its Reset (rules/architects.md 4.8, 7, 13.6). Three spaces, one worker each:
the left one gives the Small side of the Small pile's top card, the right one the Large side of the
Large pile's top card (a printed default while a pile is empty), the middle one a hire from anywhere
in the display or draw 5 keep 1. Pay, lose the virtue, then take the reward (G35)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision
from ..core.frames import Log
from ..core.messages import Msg, Player
from . import abilities as AB
from . import content as C
from .base import Ask, opt, why
from .content import CONTENT
from .goods import as_dict, change_virtue, gain, goods_msg, take_debts
from .state import MARKET_SPACES
from .workshop import HireTarget, start_draw_keep

if TYPE_CHECKING:
    from . import ArchitectsState as G


def offer(g: "G", space: str) -> C.Goods | None:
    """The reward of the left or right space now (None for the middle one)."""
    market = CONTENT.rules.market
    if space == "left":
        return CONTENT.black_market[g.small_pile[-1]].small if g.small_pile else market.default_small
    if space == "right":
        return CONTENT.black_market[g.large_pile[-1]].large if g.large_pile else market.default_large
    return None


def cost(g: "G", index: int, space: str) -> int:
    """The space's silver (to the supply, never tax: G12), less BM_DISCOUNT."""
    base = CONTENT.rules.market.cost_silver[MARKET_SPACES.index(space)]
    return max(0, base - AB.total(g.players[index], C.BmDiscount))


def middle_modes(g: "G") -> list[str]:
    modes = []
    if any(slot.card for slots in g.display for slot in slots):
        modes.append("hire")
    if g.building_deck:
        modes.append("draw")
    return modes


def refusal(g: "G", index: int, space: str) -> Msg | None:
    """Why the player may not place on that space now (None: legal). 4.8 legality."""
    player = g.players[index]
    if g.market[MARKET_SPACES.index(space)] is not None:
        return why("architects-why-space-taken")
    if player.virtue >= CONTENT.rules.virtue.market_ban:
        return why("architects-why-virtue-market", virtue=player.virtue, ban=CONTENT.rules.virtue.market_ban)
    price = cost(g, index, space)
    if player.silver < price:
        return why("architects-why-silver", need=price, short=price - player.silver)
    if space == "middle" and not middle_modes(g):
        return why("architects-why-middle-idle")
    return None


def use_space(g: "G", index: int, space: str, log: Log) -> None:
    """After the worker is on the space: pay, lose the virtue, take the reward."""
    player = g.players[index]
    price = cost(g, index, space)
    player.silver -= price
    log.add("market", "architects-ev-market-paid", index, silver=price,
            virtue=-CONTENT.rules.market.virtue)
    change_virtue(g, index, CONTENT.rules.market.virtue, log)
    if space == "middle":
        modes = middle_modes(g)
        if len(modes) == 1:
            middle(g, index, modes[0], log)
        else:
            g.push(MarketMode(player=index))
        return
    reward = offer(g, space)
    log.add("gain", "architects-ev-gain", index, goods=goods_msg(reward))
    gain(g, index, reward, log)


def middle(g: "G", index: int, mode: str, log: Log) -> None:
    if mode == "hire":
        g.push(HireTarget(player=index, mode="market"))
    else:
        market = CONTENT.rules.market
        start_draw_keep(g, index, market.draw, market.keep, log)


class MarketMode(Ask):
    """Q16: on the middle space, hire any apprentice or draw 5 keep 1."""

    def ask(self, g: "G") -> Decision:
        modes = middle_modes(g)
        return Decision("", self.player, Msg("architects-ask-market"), options=[
            opt("hire", "architects-opt-market-hire", None if "hire" in modes else why("architects-why-no-hire")),
            opt("draw", "architects-opt-market-draw", None if "draw" in modes else why("architects-why-deck-empty"),
                count=min(CONTENT.rules.market.draw, len(g.building_deck)), keep=CONTENT.rules.market.keep)])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        middle(g, self.player, choice, log)


# --- the Reset (7.3) -------------------------------------------------------------------------------

def reset(g: "G", log: Log) -> None:
    """The five steps in order; reset abilities and penalties clockwise from the active player."""
    order = g.clockwise_from(g.active)
    rules = CONTENT.rules.reset
    # 1. jail the market (RESET_SHELTER: home instead)
    jailed: dict[str, int] = {}
    for number, colour in enumerate(g.market):
        if colour is None:
            continue
        owner = g.players[g.by_colour(colour)]
        if AB.has(owner, C.ResetShelter):
            owner.workers += 1
            log.add("reset", "architects-ev-reset-shelter", g.by_colour(colour))
        else:
            g.prison[colour] = g.prison.get(colour, 0) + 1
            jailed[colour] = jailed.get(colour, 0) + 1
        g.market[number] = None
    # 2. turn over the market (an empty Small pile is first made of the Large pile, reshuffled)
    shuffled = False
    if not g.small_pile:
        g.small_pile, g.large_pile = g.large_pile, []
        g.rng.shuffle(g.small_pile)
        shuffled = True
    card = g.small_pile.pop()
    g.large_pile.append(card)
    g.resets += 1
    log.add("reset", "architects-ev-reset", None, number=g.resets, card=card,
            jailed=[Msg("architects-workers-of", {"player": Player(g.by_colour(c)), "count": n})
                    for c, n in sorted(jailed.items())] or Msg("architects-nobody"),
            left=goods_msg(offer(g, "left")), right=goods_msg(offer(g, "right")),
            shuffled=int(shuffled), barrier=True)
    # 3. reset abilities, automatic and at their maximum (G17)
    for index in order:
        player = g.players[index]
        release = min(AB.total(player, C.ResetRelease), g.prison.get(player.colour, 0))
        if release:
            _from_prison(g, index, release)
            log.add("reset", "architects-ev-reset-release", index, count=release)
        for effect in AB.of(player, C.ResetGain):
            log.add("reset", "architects-ev-reset-gain", index, goods=goods_msg(effect.gain))
            gain(g, index, as_dict(effect.gain), log)
    # 4. overcrowding
    for index in order:
        if g.prison.get(g.players[index].colour, 0) >= rules.crowd:
            log.add("reset", "architects-ev-reset-crowd", index, count=g.prison[g.players[index].colour],
                    virtue=-rules.crowd_virtue)
            change_virtue(g, index, rules.crowd_virtue, log)
    # 5. the worst offenders
    most = max((g.prison.get(g.players[index].colour, 0) for index in order), default=0)
    if most:
        for index in order:
            if g.prison.get(g.players[index].colour, 0) == most:
                take_debts(g, index, rules.most_debts, log, "prison")


def _from_prison(g: "G", index: int, count: int) -> None:
    colour = g.players[index].colour
    g.prison[colour] -= count
    if not g.prison[colour]:
        del g.prison[colour]
    g.players[index].workers += count
