"""Phase 4, the market (rules/temple.md 4.4, R4.1-R4.8; rulebook 4.2-4.5).

Everyone declares what they sell (wood, stone, food), then the sales are settled at one price per
good read from the price list by the total offered (R4.3); then the same for purchases (R4.4, R4.6).

Two ways of declaring:

* **In turn and in public** (the rulebook's way, 4.2 "starting with the player holding the token";
  the default): starting with the Ark holder and going clockwise over the active seats, each player
  declares wood, stone and food, seeing the totals declared so far and the price they give. A
  declaration is announced when it is complete (a public event with the new totals); until then its
  first answers are the declarer's own (the view shows them only in the declarer's `mine`, and the
  prompts never depend on them). When everyone has declared, the step is settled.
* **Sealed** (the table option `sealed_market`, the A-8 variant for faster asynchronous play): everyone
  declares at the same time, nobody sees an amount before all are in; the reveal is an undo barrier.
  Questions are answered 0 automatically only for public reasons (holds none, sold it this phase,
  cannot afford one unit), so the timing of answers reveals nothing.

Affordability of purchases [HOUSE R4.5]: a declaration must be affordable at the price the total
would give at the moment of declaring: in turn, the running total plus this quantity; sealed, this
quantity alone (the only total the player knows). If the final totals raise a price, the buyer
receives what they can afford at the final price, food first, then stone, then wood, in whole lots;
the price is not recalculated.

Selling and buying the same good in one phase is allowed (R4.7, rulebook 4.5 forbids nothing; the
price list has no arbitrage, content.py checks it); `forbid_sell_and_buy_same_good` in
data/temple/rules.toml forbids it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision
from ..core.errors import RuleError
from ..core.frames import Frame, Log
from ..core.messages import Msg, Player
from .content import CONTENT, MARKET_GOODS
from .goods import amount_msg, goods_msg
from .state import MarketReport

if TYPE_CHECKING:
    from . import TempleState as G


def is_sealed(g: "G") -> bool:
    """The table option `sealed_market` (version-1 games are migrated to it)."""
    return bool(g.options.get("sealed_market", False))


def question(key: str) -> tuple[str, str] | None:
    """(side, good) of a market question's prompt key, or None for any other question."""
    parts = key.split("-")
    if key.startswith("temple-ask-") and len(parts) >= 4 and parts[-2] in ("sell", "buy") \
            and parts[-1] in MARKET_GOODS:
        return parts[-2], parts[-1]
    return None


def price(good: str, side: str, total: int) -> int:
    return CONTENT.price(good, side, total)


def unit_price_msg(good: str, unit: int) -> Msg:
    """"3 D each" (wood, stone) or "3 D per 100" (food)."""
    return Msg("temple-unit-price-food" if good == "food" else "temple-unit-price", {"price": unit})


def cost(good: str, quantity: int, already: int = 0) -> int:
    """What `quantity` of `good` costs when `already` units are demanded by others (R4.5)."""
    return quantity * price(good, "buy", already + quantity) if quantity else 0


def affordable(good: str, money: int, already: int = 0) -> int:
    """The largest quantity whose cost, at the price of the total `already + quantity`, fits in
    `money` (0 when not even one unit does)."""
    best = 0
    low = already + 1
    for bound, unit in getattr(CONTENT.market[good],
                               "sell" if CONTENT.rules.config.market_single_table else "buy"):
        if bound and bound < low:
            continue
        high = already + money // unit                 # the highest total this band's price allows
        if bound:
            high = min(high, bound)
        if high >= low:
            best = high - already
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
    """The declarations of one step (sell or buy); each seat answers wood, stone, food in turn.

    Sealed: every seat is asked at once. In turn: only the first seat, clockwise from the Ark, whose
    declaration is not complete; `parts` fills up seat after seat."""

    side: str
    parts: list[list[int]] = []
    ids: list[int] = []

    def pushed(self, g: "G") -> None:
        self.parts = [[] if g.seats[s].active else [0] * len(MARKET_GOODS) for s in range(g.num_players)]
        self.ids = [g.new_id() for _ in range(g.num_players)]
        if is_sealed(g):
            for s in range(g.num_players):
                self.skip_impossible(g, s)
        # in turn, a question with nothing to choose (max 0) is answered automatically by the driver

    def awaits(self) -> bool:
        return not self.complete()

    def complete(self) -> bool:
        return all(len(parts) == len(MARKET_GOODS) for parts in self.parts)

    def run(self, g: "G", log: Log) -> None:     # nobody had anything to declare
        g.pop(self)
        self.settle(g, log)

    def renew(self, g: "G", seat: int) -> None:
        self.ids[seat] = g.new_id()

    # --- who, and the totals so far -------------------------------------------------------------

    def order(self, g: "G") -> list[int]:
        return g.clockwise(g.token)

    def declaring(self, g: "G") -> int | None:
        """In turn: the seat now declaring (None when all have declared, or in the sealed mode)."""
        if is_sealed(g):
            return None
        return next((s for s in self.order(g) if len(self.parts[s]) < len(MARKET_GOODS)), None)

    def done(self, s: int) -> bool:
        return len(self.parts[s]) == len(MARKET_GOODS)

    def running(self, g: "G") -> dict[str, int]:
        """In turn: the totals of the completed declarations (food in lots)."""
        done = [parts for s, parts in enumerate(self.parts) if self.done(s) and g.seats[s].active]
        return {good: sum(parts[i] for parts in done) for i, good in enumerate(MARKET_GOODS)}

    def already(self, g: "G", good: str) -> int:
        """What the affordability of R4.5 counts as declared by others: the running total in turn,
        nothing when sealed."""
        return 0 if is_sealed(g) else self.running(g)[good]

    def spent(self, g: "G", s: int) -> int:
        """The cost of the goods `s` has already declared in this purchase declaration."""
        return sum(cost(MARKET_GOODS[i], q, self.already(g, MARKET_GOODS[i]))
                   for i, q in enumerate(self.parts[s]))

    # --- questions --------------------------------------------------------------------------------

    def skip_impossible(self, g: "G", s: int) -> None:
        """Sealed: answer 0 for goods the seat cannot trade for public reasons (holds none, sold it,
        no money). Nothing that depends on the seat's own sealed answers is skipped."""
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
        return affordable(good, seat.drachmas - self.spent(g, s), self.already(g, good))

    def decisions(self, g: "G") -> list[Decision]:
        if is_sealed(g):
            asked = [s for s in range(g.num_players) if not self.done(s)]
        else:
            current = self.declaring(g)
            asked = [] if current is None else [current]
        return [self.ask(g, s) for s in asked]

    def ask(self, g: "G", s: int) -> Decision:
        good = MARKET_GOODS[len(self.parts[s])]
        seat = g.seats[s]
        if is_sealed(g):
            prompt = Msg(f"temple-ask-sealed-{self.side}-{good}", {"have": seat.get(good),
                                                                    "drachmas": seat.drachmas})
        else:
            total = self.running(g)[good]
            prompt = Msg(f"temple-ask-{self.side}-{good}", {
                "total": amount_msg(good, total), "price": unit_price_msg(good, price(good, self.side, total)),
                "have": seat.get(good), "drachmas": seat.drachmas})   # never what this seat declared so far
        return Decision(str(self.ids[s]), s, prompt, kind="amount", min=0, max=self.limit(g, s, good),
                        secret=is_sealed(g))

    def explain(self, g: "G", seat: int, amount: int) -> Msg | None:
        if amount < 0:
            return None
        good = MARKET_GOODS[len(self.parts[seat])]
        if self.side == "sell":
            have = g.seats[seat].get(good)
            return Msg("temple-refuse-sell", {"good": amount_msg(good, amount), "have": amount_msg(good, have),
                                              "short": amount_msg(good, amount - have)})
        money = g.seats[seat].drachmas - self.spent(g, seat)
        total = cost(good, amount, self.already(g, good))
        if is_sealed(g):
            return Msg("temple-refuse-buy", {"good": amount_msg(good, amount), "cost": total, "have": money,
                                             "short": total - money})
        already = self.already(g, good)
        return Msg("temple-refuse-buy-turn", {
            "good": amount_msg(good, amount), "cost": total, "have": money, "short": total - money,
            "total": amount_msg(good, already + amount),
            "price": unit_price_msg(good, price(good, "buy", already + amount))})

    def answer(self, g: "G", seat: int, choice: int, log: Log) -> None:
        if self.side == "buy" and choice:
            good = MARKET_GOODS[len(self.parts[seat])]
            money = g.seats[seat].drachmas - self.spent(g, seat)
            if cost(good, choice, self.already(g, good)) > money:
                # in range, yet over the money: only with a falling buy price (market_single_table)
                raise RuleError("bad-amount", self.explain(g, seat, choice))
        self.parts[seat].append(choice)
        sealed = is_sealed(g)
        if sealed:
            self.skip_impossible(g, seat)
        if self.done(seat):
            declared = dict(zip(MARKET_GOODS, self.parts[seat]))
            if sealed:
                log.add("declared", "temple-ev-declared", seat,
                        private=Msg(f"temple-ev-declared-{self.side}", {"goods": goods_msg(declared)}))
            else:
                totals = self.running(g)
                log.add("declared", f"temple-ev-declared-turn-{self.side}", seat, goods=goods_msg(declared),
                        totals=goods_msg(totals), prices=Msg("temple-prices", {
                            good: price(good, self.side, totals[good]) for good in MARKET_GOODS}))
                following = self.declaring(g)
                if following is not None:          # a fresh id for the question that is now open
                    self.ids[following] = g.new_id()
        if self.complete():
            g.pop(self)
            self.settle(g, log)

    # --- settlement (R4.3, R4.5) --------------------------------------------------------------------

    def settle(self, g: "G", log: Log) -> None:
        sealed = is_sealed(g)
        declared = [dict(zip(MARKET_GOODS, parts)) for parts in self.parts]
        totals = {good: sum(d[good] for d in declared) for good in MARKET_GOODS}
        prices = {good: price(good, self.side, totals[good]) for good in MARKET_GOODS}
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
        key = f"temple-ev-market-{self.side}" if sealed else f"temple-ev-market-turn-{self.side}"
        log.add("market", key, None, barrier=sealed,     # sealed: hidden amounts are revealed
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
