"""Phase 7, God's Hand (rules/temple.md 4.7, R7.1-R7.7): the round leader draws a card and every
active player carries it out, clockwise from the Ark holder.

Losses that cannot be met from the good itself are paid by the substitution rates, in the house order
of R7.3; whatever still cannot be paid is waived (R7.4). God's Hand never eliminates anyone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Log, Question
from ..core.messages import Msg
from . import hints
from .auction import card_msg
from .content import CONTENT, CRAFTS, GOODS, GodCard
from .crafts import craft_msg, output
from .goods import as_dict, gain, goods_msg, scaled

if TYPE_CHECKING:
    from . import TempleState as G
    from .state import Seat

RATES = CONTENT.rules.substitution


def god_msg(card_id: str) -> Msg:
    return Msg(f"temple-god-{card_id}")


def half(amount: int) -> int:
    """R7.2: half of a holding, rounded half up on the unit grid (food: lots of 100)."""
    return (amount + 1) // 2


def pay_demand(seat: "Seat", demand: dict[str, int]) -> dict[str, int]:
    """R7.3 + R7.4: pay a God's Hand demand, substituting when short; returns what was given up."""
    owed = {good: demand.get(good, 0) for good in GOODS}
    lost = dict.fromkeys(GOODS, 0)

    def give(good: str, units: int) -> None:
        seat.add(good, -units)
        lost[good] += units

    # 1. each good from its own stock
    for good in GOODS:
        units = min(seat.get(good), owed[good])
        give(good, units)
        owed[good] -= units
    # 2. wood with stone, stone with wood (1:1)
    for missing, other in (("wood", "stone"), ("stone", "wood")):
        units = min(seat.get(other), owed[missing] * RATES.wood_in_stone)
        give(other, units)
        owed[missing] -= units // RATES.wood_in_stone
    # 3. drachmas for food (per lot), wood, stone
    for good, rate in (("food", RATES.food_lot_in_drachmas), ("wood", RATES.material_in_drachmas),
                       ("stone", RATES.material_in_drachmas)):
        units = min(owed[good], seat.drachmas // rate)
        give("drachmas", units * rate)
        owed[good] -= units
    # 4. missing drachmas with wood, stone, then food; the last unit may overpay
    for good, rate in (("wood", RATES.material_in_drachmas), ("stone", RATES.material_in_drachmas),
                       ("food", RATES.food_lot_in_drachmas)):
        if owed["drachmas"] <= 0:
            break
        units = min(seat.get(good), -(-owed["drachmas"] // rate))
        give(good, units)
        owed["drachmas"] = max(0, owed["drachmas"] - units * rate)
    # 5. the rest is waived
    return {good: units for good, units in lost.items() if units}


def demand(seat: "Seat", card: GodCard) -> dict[str, int] | None:
    """What a losing card takes from this seat (None for cards that take nothing)."""
    if card.effect == "lose":
        return as_dict(card.amount)
    if card.effect == "lose_per_worker":
        return scaled(card.amount, seat.workers())
    if card.effect == "lose_per_full_ten":
        return scaled(card.amount, seat.drachmas // 10)
    if card.effect == "lose_if_unbuilt":
        return as_dict(card.amount) if len(seat.unbuilt) >= card.value else {}
    return None


def draw(g: "G", log: Log) -> None:
    if not g.gods_deck:
        g.gods_deck, g.gods_discard = g.gods_discard, []
        g.rng.shuffle(g.gods_deck)
        log.add("reshuffle", "temple-ev-gods-reshuffle", None)
    card_id = g.gods_deck.pop(0)
    g.gods_discard.append(card_id)
    g.gods_card = card_id
    card = CONTENT.god[card_id]
    log.add("god", "temple-ev-god", g.leader, barrier=True, card=god_msg(card_id),
            text=Msg(f"temple-god-{card_id}-text"))
    resolve(g, card, log)


def resolve(g: "G", card: GodCard, log: Log) -> None:
    effect = card.effect
    if effect == "site_workers_delta":
        g.modifiers.site_workers_delta = card.value
        return
    if effect == "wage_drachmas":
        g.modifiers.wage_drachmas = card.value
        return
    if effect == "demolish":
        demolish(g, log)
        return
    if effect == "remove_craft_worker":
        order = [s for s in g.clockwise(g.token) if sum(g.seats[s].craft_workers.values())]
        if order:
            g.push(Pestilence(order=order))
        return
    for s in g.clockwise(g.token):
        seat = g.seats[s]
        if effect == "lose_half":
            lost = {card.good: half(seat.get(card.good))}
            seat.add(card.good, -lost[card.good])
            report(log, s, lost, "lose")
        elif (taken := demand(seat, card)) is not None:
            report(log, s, pay_demand(seat, taken) if taken else {}, "lose")
        else:
            if effect == "gain":
                gained = as_dict(card.amount)
            elif effect == "gain_per_worker":
                gained = scaled(card.amount, seat.workers())
            elif effect == "repeat_patron":
                gained = as_dict(CONTENT.patron[seat.patron].income)
            else:                                        # repeat_crafts
                gained = output(seat)
            gain(seat, gained)
            report(log, s, gained, "gain")


def report(log: Log, s: int, goods: dict[str, int], how: str) -> None:
    if any(goods.values()):
        log.add(how, f"temple-ev-god-{how}", s, goods=goods_msg(goods))


def demolish(g: "G", log: Log) -> None:
    """R7.7: the most recently built element in the whole game becomes an unbuilt concession again."""
    latest = None
    for s in g.active_seats():
        for built in g.seats[s].built:
            if latest is None or built.seq > latest[1].seq:
                latest = (s, built)
    if latest is None:
        log.add("demolish", "temple-ev-demolish-none", None)
        return
    s, built = latest
    seat = g.seats[s]
    seat.built.remove(built)
    seat.unbuilt.append(built.card)
    log.add("demolish", "temple-ev-demolish", s, card=card_msg(built.card))


class Pestilence(Question):
    """GH08: each player with craft workers loses one, from a craft of their choice."""

    order: list[int]
    index: int = 0

    def ask(self, g: "G") -> Decision:
        s = self.order[self.index]
        seat = g.seats[s]
        options = [Option(f"craft-{craft}", craft_msg(craft, seat.crafts[craft]),
                          hint=hints.pestilence(craft, seat.crafts[craft], seat.craft_workers[craft]))
                   for craft in CRAFTS if seat.craft_workers.get(craft)]
        return Decision("", s, Msg("temple-ask-pestilence"), options=options)

    def answer(self, g: "G", s: int, choice: str, log: Log) -> None:
        craft = choice.removeprefix("craft-")
        g.seats[s].craft_workers[craft] -= 1
        log.add("pestilence", "temple-ev-pestilence", s, craft=craft_msg(craft, g.seats[s].crafts[craft]))
        self.index += 1
        if self.index == len(self.order):
            g.pop(self)

