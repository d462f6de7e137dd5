"""The Guildhall: construct one building or advance one Cathedral level (rules/architects.md 4.10, 5).
The worker takes the next free space in fill order (13.3), or goes beside the Guildhall in the final
round; the reset spaces and the last space are the Turn's business (turn.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log
from ..core.messages import Msg
from . import abilities as AB
from . import content as C
from . import hints as H
from .base import Ask, building_msg, opt, why
from .content import CONTENT
from .effects import Resolve, refs
from .goods import (affordable, change_virtue, closest_shortfall, goods_msg, mix_id, parse_mix, pay, payments,
                    shortfall)
from .workshop import put_under

if TYPE_CHECKING:
    from . import ArchitectsState as G

TOP_LEVEL = max(level.level for level in CONTENT.rules.cathedral)


# --- what is possible -------------------------------------------------------------------------------

def building_payments(g: "G", index: int, card: str) -> list[dict[str, int]]:
    return payments(g.players[index], CONTENT.building[card].cost, building=True)


def cathedral_payments(g: "G", index: int) -> list[dict[str, int]]:
    level = CONTENT.cathedral_level(g.players[index].cathedral + 1)
    return payments(g.players[index], level.cost, level.stone_or_wood, building=False)


def build_refusal(g: "G", index: int, card: str) -> Msg | None:
    player = g.players[index]
    missing = AB.missing_skills(player, card)
    if missing:
        return why("architects-why-skills", skills=[Msg(f"architects-skill-{s}") for s in missing])
    options = building_payments(g, index, card)
    if not affordable(player, options):
        return why("architects-why-short", short=goods_msg(closest_shortfall(player, options)))
    return None


def _cathedral_barred(g: "G", index: int) -> Msg | None:
    """Why the player may not advance on the Cathedral now, whatever the goods held."""
    player = g.players[index]
    virtue = CONTENT.rules.virtue
    if player.cathedral >= TOP_LEVEL:
        return why("architects-why-cathedral-top")
    if player.virtue < virtue.cathedral_min:
        return why("architects-why-virtue-cathedral", virtue=player.virtue, need=virtue.cathedral_min)
    above = CONTENT.cathedral_level(player.cathedral + 1)
    if above.spaces and len(g.cathedral_row(above.level)) >= above.spaces:
        return why("architects-why-cathedral-full", level=above.level)
    if not player.hand and not AB.has(player, C.CathedralNoDiscard):
        return why("architects-why-cathedral-card")
    return None


def cathedral_refusal(g: "G", index: int) -> Msg | None:
    barred = _cathedral_barred(g, index)
    if barred is not None:
        return barred
    player = g.players[index]
    options = cathedral_payments(g, index)
    if not affordable(player, options):
        return why("architects-why-short", short=goods_msg(closest_shortfall(player, options)))
    return None


def guild_options(g: "G", index: int) -> list[Option]:
    player = g.players[index]
    options = []
    for card in player.hand:
        building = CONTENT.building[card]
        options.append(opt(f"build:{card}", "architects-opt-build", build_refusal(g, index, card),
                           card=building_msg(card), cost=goods_msg(building.cost), vp=building.vp,
                           hint=H.building_hint(card)))
    level = min(player.cathedral + 1, TOP_LEVEL)
    options.append(opt("cathedral", "architects-opt-cathedral", cathedral_refusal(g, index), level=level,
                       hint=H.cathedral_hint(g, index)))
    return options


def guild_refusal(g: "G", index: int) -> Msg | None:
    """Why the Guildhall is not legal for the player now (4.12): nothing to construct or advance
    (`guild_options` would offer no enabled option; checked without building its labels and reasons,
    as every placement question asks it)."""
    player = g.players[index]
    for card in player.hand:
        if not AB.missing_skills(player, card) and any(not shortfall(player, option)
                                                       for option in building_payments(g, index, card)):
            return None
    if _cathedral_barred(g, index) is None and any(not shortfall(player, option)
                                                   for option in cathedral_payments(g, index)):
        return None
    return why("architects-why-guildhall")


# --- the Guildhall question and what follows ----------------------------------------------------------

class Guild(Ask):
    """Q13: which building to construct, or the Cathedral."""

    def ask(self, g: "G") -> Decision:
        return Decision("", self.player, Msg("architects-ask-guild"), options=guild_options(g, self.player))

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "cathedral":
            g.push(Advance(player=self.player))
        else:
            g.push(Construct(player=self.player, card=choice.removeprefix("build:")))


MAX_CHOICES = 25          # Discord shows at most 25 choices: longer payment lists are asked in two steps


class Payment(Ask):
    """Q14: the exact payment when a cost can be paid in more than one way. A list longer than a menu
    holds (MARBLE_SUB with a discount on a big cost) is asked in two steps: how much marble first."""

    options: list[str]
    what: Msg
    marble: int | None = None         # chosen in the first step, when there is one

    def _marble_of(self, option: str) -> int:
        return parse_mix(option).get("marble", 0)

    def shown(self) -> list[str]:
        if self.marble is not None:
            return [option for option in self.options if self._marble_of(option) == self.marble]
        return self.options

    def ask(self, g: "G") -> Decision:
        if len(self.shown()) > MAX_CHOICES:
            amounts = sorted({self._marble_of(option) for option in self.options})
            return Decision("", self.player, Msg("architects-ask-payment-marble", {"what": self.what}),
                            options=[opt(f"marble:{n}", "architects-opt-payment-marble", count=n) for n in amounts])
        return Decision("", self.player, Msg("architects-ask-payment", {"what": self.what}),
                        options=[opt(option, "architects-opt-payment", goods=goods_msg(parse_mix(option)))
                                 for option in self.shown()])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        if choice.startswith("marble:"):
            self.marble = int(choice.removeprefix("marble:"))
            return
        g.pop(self)
        pay(g.players[self.player], parse_mix(choice))
        log.add("pay", "architects-ev-paid-goods", self.player, goods=goods_msg(parse_mix(choice)), what=self.what)


def ask_payment(g: "G", index: int, options: list[dict[str, int]], what: Msg) -> None:
    g.push(Payment(player=index, options=[mix_id(option) for option in affordable(g.players[index], options)],
                   what=what))


class Construct(Frame):
    """5.1: skills checked when offered; pay, place the card, its virtue, its immediate effect."""

    player: int
    card: str
    step: str = "pay"

    def run(self, g: "G", log: Log) -> None:
        if self.step == "pay":
            self.step = "place"
            ask_payment(g, self.player, building_payments(g, self.player, self.card), building_msg(self.card))
            return
        g.pop(self)
        player = g.players[self.player]
        building = CONTENT.building[self.card]
        player.hand.remove(self.card)
        player.buildings.append(self.card)
        log.add("build", "architects-ev-build", self.player, card=building_msg(self.card), vp=building.vp)
        if building.virtue:
            change_virtue(g, self.player, building.virtue, log)
        if building.timing == "immediate":
            g.push(Resolve(player=self.player, queue=refs(self.card)))


class CathedralDiscard(Ask):
    """Q15: the building card that goes face down under the deck (private)."""

    def ask(self, g: "G") -> Decision:
        return Decision("", self.player, Msg("architects-ask-cathedral-discard"),
                        options=[opt(card, "architects-opt-building", card=building_msg(card),
                                     hint=H.building_hint(card))
                                 for card in g.players[self.player].hand])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        g.players[self.player].hand.remove(choice)
        put_under(g, [choice])
        log.add("discard", "architects-ev-cathedral-discard", self.player,
                private=Msg("architects-ev-put-under", {"cards": [building_msg(choice)]}))


class Advance(Frame):
    """5.2: pay the level above, discard a card, move up, reveal a reward (or +1 V)."""

    player: int
    step: str = "pay"

    def run(self, g: "G", log: Log) -> None:
        player = g.players[self.player]
        if self.step == "pay":
            self.step = "discard"
            ask_payment(g, self.player, cathedral_payments(g, self.player),
                        Msg("architects-cathedral-level", {"level": player.cathedral + 1}))
        elif self.step == "discard":
            self.step = "move"
            if not AB.has(player, C.CathedralNoDiscard):
                g.push(CathedralDiscard(player=self.player))
        else:
            g.pop(self)
            player.cathedral += 1
            log.add("cathedral", "architects-ev-cathedral", self.player, level=player.cathedral)
            if g.reward_pile:
                card = g.reward_pile.pop()
                g.rewards_drawn.append(card)
                log.add("reward", "architects-ev-reward", self.player, card=Msg(f"architects-reward-{card}"),
                        barrier=True)
                queue = refs(card)
            else:
                queue = ["pile_empty"]
            g.push(Resolve(player=self.player, queue=[*queue, "cathedral_gain"]))
