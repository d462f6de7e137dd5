"""Phase 4, the market (rules/temple.md 4.4, R4.1-R4.8).

Everyone declares what they sell (wood, stone, food), then the sales are settled at one price per
good read from the price list by the total offered; then the same for purchases. Declarations are
sealed until everyone has declared (the bot's simultaneous reading of A-8, required by the table
service: nobody sees an amount before all are in), so the timing of answers must not reveal them.

Affordability of purchases [HOUSE R4.5, simultaneous reading]: a declaration must be affordable at
the price its own quantity would give; if the final totals raise the price, the buyer receives what
they can afford at the final price, food first, then stone, then wood.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision
from ..core.frames import Frame, Log
from ..core.messages import Msg, Player
from .content import CONTENT, MARKET_GOODS
from .goods import amount_msg, goods_msg
from .state import MarketReport

if TYPE_CHECKING:
    from . import TempleState as G


def cost(good: str, quantity: int) -> int:
    """What `quantity` of `good` costs when it is the whole demand."""
    return quantity * CONTENT.price(good, "buy", quantity) if quantity else 0


def affordable(good: str, money: int) -> int:
    """The largest quantity whose own-total cost fits in `money`."""
    best = 0
    low = 1
    for bound, price in getattr(CONTENT.market[good],
                                "sell" if CONTENT.rules.config.market_single_table else "buy"):
        high = money // price
        if bound:
            high = min(high, bound)
        if high >= low:
            best = high
        if not bound:
            break
        low = bound + 1
    return best


def sold_this_phase(g: "G", seat: int) -> set[str]:
    sales = next((r for r in g.market if r.side == "sell"), None)
    if sales is None or not CONTENT.rules.config.forbid_sell_and_buy_same_good:
        return set()
    return {good for good, amount in sales.settled[seat].items() if amount}


class Declarations(Frame):
    """Sealed declarations of one step (sell or buy); each seat answers wood, stone, food in turn."""

    side: str
    parts: list[list[int]] = []
    ids: list[int] = []

    def pushed(self, g: "G") -> None:
        self.parts = [[] if g.seats[s].active else [0] * len(MARKET_GOODS) for s in range(g.num_players)]
        self.ids = [g.new_id() for _ in range(g.num_players)]
        for s in range(g.num_players):
            self.skip_impossible(g, s)

    def awaits(self) -> bool:
        return not self.complete()

    def complete(self) -> bool:
        return all(len(parts) == len(MARKET_GOODS) for parts in self.parts)

    def run(self, g: "G", log: Log) -> None:     # nobody had anything to declare
        g.pop(self)
        self.settle(g, log)

    def renew(self, g: "G", seat: int) -> None:
        self.ids[seat] = g.new_id()

    def skip_impossible(self, g: "G", s: int) -> None:
        """Answer 0 for goods the seat cannot trade for public reasons (holds none, sold it, no money).
        Nothing that depends on the seat's own sealed answers is skipped."""
        seat = g.seats[s]
        while len(self.parts[s]) < len(MARKET_GOODS):
            good = MARKET_GOODS[len(self.parts[s])]
            if self.side == "sell":
                possible = seat.get(good) > 0
            else:
                possible = good not in sold_this_phase(g, s) and affordable(good, seat.drachmas) > 0
            if possible:
                return
            self.parts[s].append(0)

    def limit(self, g: "G", s: int, good: str) -> int:
        seat = g.seats[s]
        if self.side == "sell":
            return seat.get(good)
        if good in sold_this_phase(g, s):
            return 0
        spent = sum(cost(MARKET_GOODS[i], q) for i, q in enumerate(self.parts[s]))
        return affordable(good, seat.drachmas - spent)

    def decisions(self, g: "G") -> list[Decision]:
        found = []
        for s, parts in enumerate(self.parts):
            if len(parts) == len(MARKET_GOODS):
                continue
            good = MARKET_GOODS[len(parts)]
            seat = g.seats[s]
            key = f"temple-ask-{self.side}-{good}"
            found.append(Decision(str(self.ids[s]), s, Msg(key, {"have": seat.get(good), "drachmas": seat.drachmas}),
                                  kind="amount", min=0, max=self.limit(g, s, good), secret=True))
        return found

    def explain(self, g: "G", seat: int, amount: int) -> Msg | None:
        if amount < 0:
            return None
        good = MARKET_GOODS[len(self.parts[seat])]
        if self.side == "sell":
            have = g.seats[seat].get(good)
            return Msg("temple-refuse-sell", {"good": amount_msg(good, amount), "have": amount_msg(good, have),
                                              "short": amount_msg(good, amount - have)})
        spent = sum(cost(MARKET_GOODS[i], q) for i, q in enumerate(self.parts[seat]))
        money = g.seats[seat].drachmas - spent
        price = cost(good, amount)
        return Msg("temple-refuse-buy", {"good": amount_msg(good, amount), "cost": price, "have": money,
                                         "short": price - money})

    def answer(self, g: "G", seat: int, choice: int, log: Log) -> None:
        self.parts[seat].append(choice)
        self.skip_impossible(g, seat)
        if len(self.parts[seat]) == len(MARKET_GOODS):
            declared = dict(zip(MARKET_GOODS, self.parts[seat]))
            log.add("declared", "temple-ev-declared", seat,
                    private=Msg(f"temple-ev-declared-{self.side}", {"goods": goods_msg(declared)}))
        if self.complete():
            g.pop(self)
            self.settle(g, log)

    def settle(self, g: "G", log: Log) -> None:
        declared = [dict(zip(MARKET_GOODS, parts)) for parts in self.parts]
        totals = {good: sum(d[good] for d in declared) for good in MARKET_GOODS}
        prices = {good: CONTENT.price(good, self.side, totals[good]) for good in MARKET_GOODS}
        settled: list[dict[str, int]] = [dict.fromkeys(MARKET_GOODS, 0) for _ in declared]
        lines = []
        for s in g.clockwise(g.token):
            seat = g.seats[s]
            if self.side == "sell":
                for good in MARKET_GOODS:
                    seat.add(good, -declared[s][good])
                    seat.drachmas += declared[s][good] * prices[good]
                    settled[s][good] = declared[s][good]
            else:
                for good in ("food", "stone", "wood"):       # R4.5: food, then stone, then wood
                    quantity = min(declared[s][good], seat.drachmas // prices[good])
                    seat.drachmas -= quantity * prices[good]
                    seat.add(good, quantity)
                    settled[s][good] = quantity
            money = sum(settled[s][good] * prices[good] for good in MARKET_GOODS)
            if money:
                cut = settled[s] != declared[s]
                lines.append(Msg(f"temple-market-{self.side}-line", {
                    "player": Player(s), "goods": goods_msg(settled[s]), "drachmas": money,
                    "cut": "yes" if cut else "no"}))
        g.market.append(MarketReport(self.side, declared, settled, totals, prices))
        log.add("market", f"temple-ev-market-{self.side}", None, barrier=True,
                totals=goods_msg(totals), prices=Msg("temple-prices", {
                    good: prices[good] for good in MARKET_GOODS}),
                lines=lines or [Msg("temple-market-nobody")])


class Market(Frame):
    """The phase: sell step, then buy step (R4.6)."""

    step: int = 0

    def run(self, g: "G", log: Log) -> None:
        self.step += 1
        if self.step == 1:
            g.market = []
            g.push(Declarations(side="sell"))
        elif self.step == 2:
            g.push(Declarations(side="buy"))
        else:
            g.pop(self)
