"""One-line hints for the options a player chooses (help at the point of decision, issue 16).

Every hint is worded from the same loaded content the rules use (content.py: data/temple/*.toml), so a
change in the data changes the hint; the catalogs (data/locale/<language>/hints_temple.ftl) hold one
wording per kind of thing and, for God's Hand cards, one per effect verb. Hints read only what the
asking seat may see: the content, the public board and the seat's own (public) holdings.

    concession(number)            a Temple card on display (auction, forced purchase)
    build(g, s, number)           building one of the seat's unbuilt concessions (phase 9)
    craft(craft, level, now)      building a craft (now = 0) or upgrading it to `level` (phase 5)
    pestilence(craft, level, n)   the craft that loses one of its `n` workers (God's Hand, Pestilence)
    god(card_id)                  a God's Hand card's effect (not an option today; for the data walk)
    patron(patron_id)             a Patron's income (not an option today; for the data walk)
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg
from .content import CONTENT, GodCard
from .goods import amount_msg, as_dict, goods_msg

if TYPE_CHECKING:
    from . import TempleState as G


def materials(number: int) -> dict[str, int]:
    """The wood and stone a Temple card takes to build (building.materials is this function; it lives
    here so that the hints import no rules module)."""
    card = CONTENT.card[number]
    return {good: amount for good, amount in (("wood", card.wood), ("stone", card.stone)) if amount}


def concession(number: int) -> Msg:
    """"18 points · build: 14 wood, 17 stone and 5 site workers · unbuilt at the end: −18"."""
    card = CONTENT.card[number]
    return Msg("hints-temple-concession", {"points": card.points, "cost": goods_msg(materials(number)),
                                           "workers": card.workers})


def build(g: "G", s: int, number: int) -> Msg:
    """What building the card does to the seat's score: its points count instead of the penalty; the
    last unbuilt concession, once the auctions are over and before anyone finished, also wins (a share
    of) the Holy of Holies at the end of the round (R10.2)."""
    points = CONTENT.card[number].points
    seat = g.seats[s]
    if g.auctions_over and not g.final_round and seat.unbuilt == [number]:
        return Msg("hints-temple-build-last", {"points": points, "swing": 2 * points,
                                               "holy": CONTENT.rules.holy_of_holies.points})
    return Msg("hints-temple-build", {"points": points, "swing": 2 * points})


def _per(good: str, amount: int) -> int:
    """A per-worker amount as shown (food in pieces, as amount_msg shows it)."""
    return amount * 100 if good == "food" else amount


def craft(name: str, level: int, now: int = 0) -> Msg:
    """A craft at `level` (built new when `now` is 0, else upgraded from level `now`): the most it
    makes in a round, its workers and each one's output."""
    data = CONTENT.crafts[name]
    target = data.levels[level - 1]
    good = data.produces
    params = {"output": amount_msg(good, target.capacity * target.per_worker), "capacity": target.capacity,
              "per": _per(good, target.per_worker)}
    if not now:
        return Msg("hints-temple-craft-new", params)
    before = data.levels[now - 1]
    return Msg("hints-temple-craft-up", {**params, "before": before.capacity,
                                         "was": _per(good, before.per_worker)})


def pestilence(name: str, level: int, workers: int) -> Msg:
    """The craft losing one of its `workers`: what it then makes less each round."""
    data = CONTENT.crafts[name]
    return Msg("hints-temple-pestilence", {
        "left": workers - 1, "workers": workers,
        "lost": amount_msg(data.produces, data.levels[level - 1].per_worker)})


def god(card_id: str) -> Msg:
    """A God's Hand card's effect, one wording per effect verb of data/temple/gods_hand.toml."""
    card: GodCard = CONTENT.god[card_id]
    effect = card.effect.replace("_", "-")
    if card.effect == "site_workers_delta":
        return Msg("hints-temple-god-site-more" if card.value > 0 else "hints-temple-god-site-fewer",
                   {"count": abs(card.value)})
    if card.effect == "wage_drachmas":
        wage = {"drachmas": card.value, "food": CONTENT.rules.wage.food}
        return Msg("hints-temple-god-wage", {"wage": goods_msg(wage)})
    if card.effect == "lose_half":
        return Msg("hints-temple-god-lose-half", {"good": card.good})
    params: dict = {}
    if as_dict(card.amount):
        params["goods"] = goods_msg(card.amount)
    if card.effect == "lose_if_unbuilt":
        params["count"] = card.value
    return Msg(f"hints-temple-god-{effect}", params)


def patron(patron_id: str) -> Msg:
    return Msg("hints-temple-patron", {"income": goods_msg(CONTENT.patron[patron_id].income)})
