"""The Temple's hooks for the seat bot (engine/seatbot.py): `blind` and `evaluate`.

blind(g, seat): almost everything is public (view.py); what `seat` cannot see is replaced by a
canonical arrangement: other seats' market declarations not yet public (sealed, or still being made
in turn) become zeros (as many answers as each has given, which is public); the God's Hand draw pile
is sorted, but the worst card for the seat's wages that it survives comes first (the worst case for a
look-ahead that draws it: `_worst_card_first`); the RNG is seeded from public counters only.

sample(g, seat, rng) (the strong bot's draw of a world consistent with what `seat` sees): `blind`, then
the God's Hand draw pile is shuffled and the random stream drawn anew from `rng` (other seats'
declarations not yet public stay zeros).

evaluate(g, seat): the seat's projected score minus OTHERS x the best other active seat's, from a
blinded state. `projected(g, s)`, in VP:
  * the score as it stands (scoring.py: built elements + Holy of Holies - unbuilt concessions), with
    the seat's market declarations not yet settled counted as settled at the prices the known totals
    give, and a card the seat is the high bidder on counted as bought at that price;
  * concessions it can still build this round (materials at hand; the site workers it has hired, or
    before hiring the exact number they need, which the bot tries: `amounts`): points + NOW + NOW_SHARE x
    points (the penalty is offset and the element is as good as built);
  * the other concessions: points x (2 x share - 1) on top of the penalty, where share is how much of
    their cost (materials at GOOD, site workers at WAGE) DEFER x the goods at hand (wood and stone that
    no concession held needs at SURPLUS x GOOD: a heap of wood does not build a stone wall; once this
    round's building has begun, the next round's income counts as at hand), then LATER x the coming
    rounds' income (FUTURE_INCOME of it) fund, cheapest first: a concession that will be funded offsets
    its penalty, one that will not counts it twice (it also blocks bidding); a little for materials at
    hand that they need (READY). DEFER < 1: building later risks the end coming first, and a bot that
    valued later as much as now put its building off round after round;
  * the building phases left (`_rounds_left`): those the display and deck still need plus RACE, at
    most up to the safety limit (R10.4) or the round cap; one more round once a seat has completed
    after the last auction (R10.2); the final round's when it is set;
  * DRACHMA per drachma's worth left over (and SPARE_FUTURE of the spare later income);
  * the wages still due this round (before the wages phase: in it, those who could pay have paid):
    SHORT per drachma missing and RISK x the chance, over the God's Hand cards publicly known to be
    left in the pile, of not paying them (a riot eliminates); a seat in a riot not yet covered loses
    RISK; an eliminated seat is worth ELIMINATED;
  * HOLY x the Holy of Holies for a seat that has completed before anybody was awarded it.
"""
from __future__ import annotations

from functools import lru_cache
from math import ceil
from typing import TYPE_CHECKING

from ..core.rng import Rng
from .auction import Bidding
from .building import workers_needed
from .content import CONTENT, CRAFTS, MARKET_GOODS
from .gods_hand import demand, half, pay_demand
from .goods import gain
from .hiring import Hiring, steps, wage
from .state import Seat
from .market import Declarations, is_sealed, price
from .scoring import completed, score
from .wages import Rescue

if TYPE_CHECKING:
    from . import TempleState as G

PHASE_ORDER = ("start", "income", "auction", "market", "crafts", "hiring", "gods_hand", "wages", "building",
               "end", "over")

# Weights of the evaluation (tuned with `python -m bench --only bots --game temple`).
OTHERS = 0.3             # the best other seat's projected score counts against the seat this much
DRACHMA = 0.1            # VP a drachma left over (not needed by the concessions held) is worth
GOOD = 3                 # drachmas a unit of wood, stone or a lot of food is worth (market price)
WAGE = 8                 # drachmas one worker costs a round (5 D + a lot of food)
READY = 1.0              # drachmas of bonus per unit of wood or stone in hand that a concession needs
SURPLUS = 0.5            # share of GOOD a unit of wood or stone is worth beyond what the concessions need
LATER = 0.85             # a concession funded only by later income counts this much
DEFER = 0.9              # and one funded by the goods at hand but not built this round
NOW = 2.0                # bonus VP for a concession that can be built this round
NOW_SHARE = 0.2          # and this share of its points
EMPTY = 0.5              # share of a craft's income counted for its places not staffed yet
SPARE_FUTURE = 0.5       # share of later income not needed by the concessions held counted
HOLY = 0.7               # share of the Holy of Holies counted for a seat that has completed
FUTURE_INCOME = 0.7      # share of the coming rounds' income counted as available
SHORT = 2.0              # VP lost per drachma (x GOOD per food lot) the coming wages would lack
RISK = 80.0              # VP lost per unit of chance of not paying the wages (elimination)
ELIMINATED = -60.0
RACE = 2                 # building phases counted after the last auction's round (R10: the race, one more round)


def blind(g: "G", seat: int) -> None:
    sealed = is_sealed(g)
    for frame in g.frames:
        if isinstance(frame, Declarations):
            for s, parts in enumerate(frame.parts):
                if s != seat and (sealed or not frame.done(s)):
                    frame.parts[s] = [0] * len(parts)
    g.gods_deck.sort()
    _worst_card_first(g, seat)
    public = ((g.round * 1009 + PHASE_ORDER.index(g.phase)) * 1013 + seat) * 1000003 + g.next_id
    g.rng = Rng.from_seed(public)


def sample(g: "G", seat: int, rng: Rng) -> None:
    blind(g, seat)
    rng.shuffle(g.gods_deck)
    g.rng = Rng.from_seed(rng.next64())


# --- the projection ------------------------------------------------------------------------------

def _rounds_left(g: "G") -> int:
    """Building phases still to come, the current round's included if it has not passed yet."""
    this = 1 if PHASE_ORDER.index(g.phase) <= PHASE_ORDER.index("building") else 0
    if g.final_round:
        return max(0, g.final_round - g.round - 1) + this
    if g.auctions_over and any(completed(g.seats[s]) for s in g.active_seats()):
        return this + 1                          # R10.2: the check at this round's end finds a finisher
    end = CONTENT.rules.end
    cap = end.max_rounds - g.round + this
    if g.auctions_over:                          # R10.4: the safety limit ends a race nobody finishes
        cap = min(cap, g.last_auction_round + end.safety_rounds - g.round + this)
    left = len(g.deck) + len(g.display)
    per_round = CONTENT.displayed(len(g.active_seats()))
    return max(0, min(cap, this + ceil(left / per_round) + RACE))


def _holdings(g: "G", s: int) -> dict[str, int]:
    """`s`'s goods once the market declarations it has made (not yet settled) are settled at the
    prices the totals known now give."""
    seat = g.seats[s]
    goods = {good: seat.get(good) for good in ("drachmas", "wood", "stone", "food")}
    for frame in g.frames:
        if not isinstance(frame, Declarations):
            continue
        mine = frame.parts[s]
        totals = {good: sum(parts[i] for parts in frame.parts if i < len(parts))
                  for i, good in enumerate(MARKET_GOODS)}
        for i, quantity in enumerate(mine):
            good = MARKET_GOODS[i]
            if not quantity:
                continue
            unit = price(good, frame.side, totals[good])
            if frame.side == "sell":
                goods[good] -= quantity
                goods["drachmas"] += quantity * unit
            else:
                quantity = min(quantity, max(0, goods["drachmas"]) // unit)
                goods[good] += quantity
                goods["drachmas"] -= quantity * unit
    return goods


def _income(seat: "Seat") -> float:
    """Drachmas' worth of a round's income from the City board and the Patron."""
    total = CONTENT.rules.city_board_income
    patron = CONTENT.patron[seat.patron].income
    value = 0.0
    for good in ("drachmas", "wood", "stone", "food"):
        value += (total.get(good) + patron.get(good)) * (1 if good == "drachmas" else GOOD)
    return value


def amounts(g: "G", decision) -> list[int]:
    """The seat bot's extra answers to the site-workers question (engine/seatbot.py `candidates`):
    the exact number of site workers each set of the seat's unbuilt concessions needs, which the
    spread-out amounts (0, 5, 10...) would miss: hiring 5 for a 3-worker wall costs two wages for
    nothing, and with only those amounts the bot stopped hiring and building."""
    if decision.prompt.key != "temple-ask-site-workers":
        return []
    cards = g.seats[decision.seat].unbuilt
    return sorted({sum(workers_needed(g, n) for i, n in enumerate(cards) if mask >> i & 1)
                   for mask in range(1, 1 << len(cards))})


def _plans_hiring(g: "G", s: int) -> bool:
    """Is `s`'s number of site workers for this round still to be chosen?"""
    phase = PHASE_ORDER.index(g.phase)
    if phase < PHASE_ORDER.index("hiring"):
        return True
    if phase > PHASE_ORDER.index("hiring"):
        return False
    hiring = next((f for f in g.frames if isinstance(f, Hiring)), None)
    return hiring is not None and hiring.answered[s] < len(steps(g.seats[s]))


def _unpaid_risk(g: "G", s: int, goods: dict[str, float], site: int) -> float:
    """The chance that `s`, holding `goods` with `site` site workers more than it employs now, cannot
    pay this round's wages after the God's Hand card (drawn from the cards publicly known to be left
    in the pile, each alike)."""
    seat = g.seats[s]
    workers = seat.workers() + site
    if not workers:
        return 0.0
    pay = wage(g)
    if PHASE_ORDER.index(g.phase) > PHASE_ORDER.index("gods_hand") or (
            g.phase == "gods_hand" and g.gods_card is not None):
        return float(goods["drachmas"] < pay["drachmas"] * workers or goods["food"] < pay["food"] * workers)
    pile = g.gods_deck or g.gods_discard
    if not pile:
        return 0.0
    held = (int(goods["drachmas"]), int(max(0, goods["wood"])), int(max(0, goods["stone"])), int(goods["food"]))
    unpaid = sum(_unpaid_after(card_id, *held, workers, len(seat.unbuilt), pay["drachmas"], pay["food"])
                 for card_id in pile)
    return unpaid / len(pile)


@lru_cache(maxsize=1 << 16)
def _unpaid_after(card_id: str, drachmas: int, wood: int, stone: int, food: int, workers: int,
                  unbuilt: int, wage_drachmas: int, wage_food: int) -> bool:
    """Does a seat with these goods, `workers` workers and `unbuilt` concessions fail to pay the wages
    after the God's Hand card `card_id`? (Cached: the same few holdings recur across a bot's search.)"""
    drachmas, food, wage_drachmas = _after_card(card_id, drachmas, wood, stone, food, workers, unbuilt,
                                                wage_drachmas)
    return drachmas < wage_drachmas * workers or food < wage_food * workers


@lru_cache(maxsize=1 << 16)
def _after_card(card_id: str, drachmas: int, wood: int, stone: int, food: int, workers: int, unbuilt: int,
                wage_drachmas: int) -> tuple[int, int, int]:
    """(drachmas, food, a worker's wage in drachmas) of a seat with these goods, `workers` workers and
    `unbuilt` concessions once the God's Hand card `card_id` is resolved (its gains for workers,
    the Patron or the crafts left out: they only help)."""
    card = CONTENT.god[card_id]
    trial = Seat(patron="", drachmas=drachmas, wood=wood, stone=stone, food=food,
                 site_workers=workers, unbuilt=[0] * unbuilt)
    if card.effect == "lose_half":
        trial.add(card.good, -half(trial.get(card.good)))
    elif card.effect == "wage_drachmas":
        wage_drachmas = card.value
    elif (taken := demand(trial, card)) is not None:
        if taken:
            pay_demand(trial, taken)
    elif card.effect == "gain":
        gain(trial, card.amount)
    return trial.drachmas, trial.food, wage_drachmas


def _worst_card_first(g: "G", s: int) -> None:
    """Put first in the (sorted) God's Hand pile the worst card for `s`'s wages that it survives: the
    one after which it could pay the fewest workers but still those it employs now (ties: the lowest
    id); if no card leaves it those, the card after which it could pay the most. A look-ahead that
    draws the card (the last hiring answer) then sees the worst case for the workers it may still
    hire, as a riot is elimination: with the sorted pile alone it always saw the same card, and hired
    workers that any card taking a few drachmas left unpaid. (The worst card of all would make a seat
    doomed in it hire any number, the riot being certain either way.)"""
    seat = g.seats[s]
    pay = CONTENT.rules.wage
    held = (seat.drachmas, seat.wood, seat.stone, seat.food, seat.workers(), len(seat.unbuilt), pay.drachmas)

    def payable(card_id: str) -> int:
        drachmas, food, wage_drachmas = _after_card(card_id, *held)
        return min(drachmas // wage_drachmas if wage_drachmas else food, food // pay.food if pay.food else drachmas)
    if not g.gods_deck:
        return
    paid = {card_id: payable(card_id) for card_id in g.gods_deck}
    survived = [card_id for card_id in g.gods_deck if paid[card_id] >= seat.workers()]
    if survived:
        first = min(survived, key=lambda card_id: (paid[card_id], card_id))
    else:
        first = min(g.gods_deck, key=lambda card_id: (-paid[card_id], card_id))
    g.gods_deck.remove(first)
    g.gods_deck.insert(0, first)


def _build_now(g: "G", s: int, cards: list[int], goods: dict[str, float], plan: bool,
               free: int) -> tuple[list[int], int]:
    """The best set of concessions `s` can still build this round with the goods at hand (and, if
    `plan`, the site workers it can still hire and pay), and the site workers it would hire."""
    seat = g.seats[s]
    pay = wage(g)
    best: tuple[float, list[int], int] = (0.0, [], 0)
    risks: dict[int, float] = {}                 # by site workers hired: the goods stay the same
    for mask in range(1, 1 << len(cards)):
        chosen = [n for i, n in enumerate(cards) if mask >> i & 1]
        wood = sum(CONTENT.card[n].wood for n in chosen)
        stone = sum(CONTENT.card[n].stone for n in chosen)
        if wood > goods["wood"] or stone > goods["stone"]:
            continue
        needed = sum(workers_needed(g, n) for n in chosen)
        hire = 0
        if plan:
            if needed > CONTENT.rules.site_workers_max:
                continue
            hire = needed                        # an answer the bot tries (`amounts`)
            workers = seat.workers() + hire
            if (goods["drachmas"] < pay["drachmas"] * workers
                    or goods["food"] < pay["food"] * workers):
                continue
        elif needed > free:
            continue
        value = sum(CONTENT.card[n].points for n in chosen) - DRACHMA * WAGE * hire
        if plan:
            if hire not in risks:
                risks[hire] = _unpaid_risk(g, s, goods, hire)
            value -= RISK * risks[hire]
        if value > best[0]:
            best = (value, chosen, hire)
    return best[1], best[2]


def _craft_income(seat: "Seat") -> float:
    """Drachmas' worth a round of the crafts' output net of wages, empty places counted in part."""
    value = 0.0
    for craft in CRAFTS:
        level = seat.crafts.get(craft)
        if level:
            data = CONTENT.crafts[craft].levels[level - 1]
            staffed = seat.craft_workers.get(craft, 0)
            net = data.per_worker * GOOD - WAGE
            value += staffed * net + EMPTY * (data.capacity - staffed) * net
    return value


def projected(g: "G", s: int) -> float:
    seat = g.seats[s]
    if not seat.active:
        return ELIMINATED
    if g.over:
        return float(score(seat))
    total = float(score(seat))
    goods = _holdings(g, s)
    phase = PHASE_ORDER.index(g.phase)
    unbuilt = list(seat.unbuilt)
    a = g.auction
    if a.card and a.bidder == s and any(isinstance(f, Bidding) for f in g.frames):
        unbuilt.append(a.card)                   # the high bidder counts on the card
        goods["drachmas"] -= a.high
    rescue = next((f for f in g.frames if isinstance(f, Rescue) and f.debtor == s), None)
    if rescue is not None and rescue.missing(g):
        total -= RISK                            # a riot: only another player can save the seat
    rounds = _rounds_left(g)
    plan = _plans_hiring(g, s) and rounds > 0
    free = seat.site_workers if phase <= PHASE_ORDER.index("building") else 0
    cards = sorted(unbuilt)
    now, hire = _build_now(g, s, cards, goods, plan, free) if rounds > 0 else ([], 0)
    # the wages still due this round (with the site workers still to hire)
    pay = wage(g)
    if phase < PHASE_ORDER.index("wages"):      # at "wages" those who could pay have paid (Wages.run)
        workers = seat.workers() + hire
        short = max(0, pay["drachmas"] * workers - goods["drachmas"]) \
            + GOOD * max(0, pay["food"] * workers - goods["food"])
        total -= SHORT * short + RISK * _unpaid_risk(g, s, goods, hire)
        goods["drachmas"] -= pay["drachmas"] * workers
        goods["food"] -= pay["food"] * workers
    for number in now:
        card = CONTENT.card[number]
        goods["wood"] -= card.wood
        goods["stone"] -= card.stone
        total += card.points + NOW + NOW_SHARE * card.points
    later = [n for n in cards if n not in now]
    if rounds == 0:
        return total
    # materials in hand that the remaining concessions need
    wood, stone = max(0, goods["wood"]), max(0, goods["stone"])
    for number in later:
        card = CONTENT.card[number]
        used_wood, used_stone = min(wood, card.wood), min(stone, card.stone)
        total += READY * DRACHMA * (used_wood + used_stone)
        wood, stone = wood - used_wood, stone - used_stone
    # the rest: funded from the goods at hand, then from later income
    # (materials no concession held needs count SURPLUS: they must be sold first, or wait for a card)
    budget = goods["drachmas"] + GOOD * (goods["wood"] + goods["stone"] + goods["food"]
                                         - (1 - SURPLUS) * (wood + stone))
    income = _income(seat) + _craft_income(seat)
    this = int(phase <= PHASE_ORDER.index("building"))
    incomes = rounds - this                      # the rounds' incomes still to come before the last building
    # once this round's building has begun, the next round's income counts as received: a look-ahead
    # that ends the round (nobody builds) and one that stops at a building question are then valued
    # alike; else the income received at the round's start made doing nothing look better than building
    near = int(phase >= PHASE_ORDER.index("building") and incomes >= 1)
    budget += near * income
    future = FUTURE_INCOME * income * max(0, incomes - near)
    for number in later:
        card = CONTENT.card[number]
        cost = GOOD * (card.wood + card.stone) + WAGE * card.workers
        if rounds == 1 and not plan:
            share = 0.0
        else:
            now_part = min(cost, max(0.0, budget))
            budget -= now_part
            rest = min(cost - now_part, future)
            future -= rest
            share = (DEFER * now_part + LATER * rest) / cost
        total += card.points * (2 * share - 1)
    total += DRACHMA * (max(0.0, budget) + SPARE_FUTURE * future)
    if completed(seat) and not g.finishers and g.auctions_over:
        total += HOLY * CONTENT.rules.holy_of_holies.points
    return total


def evaluate(g: "G", seat: int) -> float:
    mine = projected(g, seat)
    others = [projected(g, s) for s in range(g.num_players) if s != seat and g.seats[s].active]
    return mine - OTHERS * max(others, default=0.0)
