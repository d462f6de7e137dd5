"""Phase 8, paying workers (rules/temple.md 4.8, R8.1-R8.4): 5 D + 100 food per worker.

Everyone who can pay does so, clockwise from the Ark holder; then each player who cannot is handled in
the same order. A rescue window opens [HOUSE 7.12]: every other player in turn may offer some of the
missing drachmas and food, naming a price (the debtor's wood, stone, spare drachmas or food, or a debt
collected from later income). The debtor accepts or refuses each offer. Accepted offers take effect
together once they cover the whole shortfall; if the window closes without that, the debtor is stoned
and leaves the game. There is no partial payment of wages and no substitution (R7.5).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log, Question
from ..core.messages import Msg, Player
from .content import CONTENT, CRAFTS
from .goods import gain, goods_msg, pay, shortfall
from .hiring import wage_bill
from .scoring import finish
from .state import Debt

if TYPE_CHECKING:
    from . import TempleState as G

GIVE = ("drachmas", "food")
PRICE = ("wood", "stone", "drachmas", "food", "debt")


class Wages(Frame):
    def run(self, g: "G", log: Log) -> None:
        g.pop(self)
        debtors = []
        for s in g.clockwise(g.token):
            seat = g.seats[s]
            bill = wage_bill(g, seat)
            if shortfall(seat, bill):
                debtors.append(s)
            elif bill:
                pay(seat, bill)
                log.add("wages", "temple-ev-wages", s, goods=goods_msg(bill))
        for s in reversed(debtors):           # the first debtor's window opens first
            g.push(Rescue(debtor=s))


class Offer(msgspec.Struct):
    """One rescue offer: what the rescuer gives and the price the debtor pays."""

    rescuer: int
    give: dict[str, int] = {}
    price: dict[str, int] = {}


class Rescue(Question):
    debtor: int
    rescuers: list[int] = []
    index: int = 0
    stage: str = "start"          # start | offer | give-<good> | price-<part> | accept
    offer: Offer | None = None
    accepted: list[Offer] = []

    def awaits(self) -> bool:
        return self.stage != "start"

    # --- amounts ------------------------------------------------------------------------------

    def missing(self, g: "G") -> dict[str, int]:
        """The shortfall not yet covered by accepted offers."""
        short = shortfall(g.seats[self.debtor], wage_bill(g, g.seats[self.debtor]))
        for offer in self.accepted:
            for good, amount in offer.give.items():
                short[good] = short.get(good, 0) - amount
        return {good: amount for good, amount in short.items() if amount > 0}

    def promised(self, good: str) -> int:
        offers = self.accepted + ([self.offer] if self.offer else [])
        return sum(offer.price.get(good, 0) for offer in offers)

    def limit(self, g: "G") -> int:
        debtor = g.seats[self.debtor]
        kind, part = self.stage.split("-", 1)
        if kind == "give":
            return max(0, min(self.missing(g).get(part, 0), self.spare(g, self.rescuer, part)))
        if part == "debt":
            config = CONTENT.rules.config
            return config.rescue_debt_max if config.rescue_allow_debt else 0
        have = debtor.get(part)
        if part in GIVE:                  # only what the wages do not need
            have -= wage_bill(g, debtor).get(part, 0)
        return max(0, have - self.promised(part))

    @staticmethod
    def spare(g: "G", s: int, good: str) -> int:
        """What a helper may give: a helper still waiting to pay their own wages keeps those (7.12)."""
        seat = g.seats[s]
        if any(isinstance(f, Rescue) and f.debtor == s for f in g.frames):
            return seat.get(good) - wage_bill(g, seat).get(good, 0)
        return seat.get(good)

    @property
    def rescuer(self) -> int:
        return self.rescuers[self.index]

    # --- the window ---------------------------------------------------------------------------

    def run(self, g: "G", log: Log) -> None:
        debtor = g.seats[self.debtor]
        short = shortfall(debtor, wage_bill(g, debtor))
        if not short:                     # cannot happen today; kept safe for future cards
            g.pop(self)
            self.paid(g, log)
            return
        self.rescuers = [s for s in g.clockwise(g.left_of(self.debtor)) if s != self.debtor]
        log.add("riot", "temple-ev-riot", self.debtor, short=goods_msg(short),
                bill=goods_msg(wage_bill(g, debtor)))
        self.index = -1
        self.next_rescuer(g, log)

    def next_rescuer(self, g: "G", log: Log) -> None:
        self.offer = None
        self.index += 1
        while self.index < len(self.rescuers) and not g.seats[self.rescuer].active:
            self.index += 1
        if self.index >= len(self.rescuers):
            g.pop(self)
            eliminate(g, self.debtor, log)
            return
        self.stage = "offer"

    def ask(self, g: "G") -> Decision:
        debtor = Player(self.debtor)
        if self.stage == "offer":
            missing = self.missing(g)
            can = any(self.spare(g, self.rescuer, good) > 0 for good in missing)
            options = [Option("offer", Msg("temple-opt-rescue"),
                              None if can else Msg("temple-why-cannot-rescue")),
                       Option("decline", Msg("temple-opt-decline"))]
            return Decision("", self.rescuer, Msg("temple-ask-rescue", {
                "debtor": debtor, "short": goods_msg(missing)}), options=options)
        if self.stage == "accept":
            offer = self.offer
            return Decision("", self.debtor, Msg("temple-ask-accept", {
                "rescuer": Player(offer.rescuer), "give": goods_msg(offer.give),
                "price": self.price_msg(offer), "short": goods_msg(self.missing(g))}),
                options=[Option("accept", Msg("temple-opt-accept")),
                         Option("refuse", Msg("temple-opt-refuse"))])
        kind, part = self.stage.split("-", 1)
        seat = self.rescuer
        return Decision("", seat, Msg(f"temple-ask-{kind}-{part}", {"debtor": debtor}),
                        kind="amount", min=0, max=self.limit(g))

    @staticmethod
    def price_msg(offer: Offer) -> Msg:
        goods = {good: amount for good, amount in offer.price.items() if good != "debt"}
        debt = offer.price.get("debt", 0)
        return Msg("temple-rescue-price", {"goods": goods_msg(goods), "debt": debt})

    def explain(self, g: "G", seat: int, amount: int) -> Msg | None:
        if amount < 0 or self.stage in ("offer", "accept"):
            return None
        return Msg("temple-refuse-rescue-amount", {"max": self.limit(g), "amount": amount})

    def answer(self, g: "G", seat: int, choice: Any, log: Log) -> None:
        if self.stage == "offer":
            if choice == "decline":
                log.add("rescue-declined", "temple-ev-rescue-declined", seat, debtor=Player(self.debtor))
                self.next_rescuer(g, log)
            else:
                self.offer = Offer(rescuer=seat)
                self.stage = "give-drachmas"
            return
        if self.stage == "accept":
            offer = self.offer
            if choice == "refuse":
                log.add("rescue-refused", "temple-ev-rescue-refused", self.debtor, rescuer=Player(offer.rescuer))
                self.next_rescuer(g, log)
                return
            self.accepted.append(offer)
            log.add("rescue-accepted", "temple-ev-rescue-accepted", self.debtor,
                    rescuer=Player(offer.rescuer), give=goods_msg(offer.give), price=self.price_msg(offer))
            if self.missing(g):
                self.next_rescuer(g, log)
            else:
                self.settle(g, log)
            return
        kind, part = self.stage.split("-", 1)
        if choice:
            (self.offer.give if kind == "give" else self.offer.price)[part] = choice
        if self.stage == "give-drachmas":
            self.stage = "give-food"
        elif self.stage == "give-food":
            if not self.offer.give:
                log.add("rescue-declined", "temple-ev-rescue-declined", seat, debtor=Player(self.debtor))
                self.next_rescuer(g, log)
            else:
                self.stage = "price-" + PRICE[0]
        else:
            following = PRICE.index(part) + 1
            self.stage = "price-" + PRICE[following] if following < len(PRICE) else "accept"

    def settle(self, g: "G", log: Log) -> None:
        """The accepted offers cover the shortfall: goods change hands, then the wages are paid."""
        debtor = g.seats[self.debtor]
        for offer in self.accepted:
            rescuer = g.seats[offer.rescuer]
            pay(rescuer, offer.give)
            gain(debtor, offer.give)
            goods = {good: amount for good, amount in offer.price.items() if good != "debt"}
            pay(debtor, goods)
            gain(rescuer, goods)
            if offer.price.get("debt"):
                g.debts.append(Debt(debtor=self.debtor, creditor=offer.rescuer,
                                    drachmas=offer.price["debt"]))
        g.pop(self)
        self.paid(g, log)

    def paid(self, g: "G", log: Log) -> None:
        debtor = g.seats[self.debtor]
        bill = wage_bill(g, debtor)
        pay(debtor, bill)
        log.add("wages", "temple-ev-wages", self.debtor, goods=goods_msg(bill))


def eliminate(g: "G", s: int, log: Log) -> None:
    """R8.4: the player leaves the game with everything they had."""
    seat = g.seats[s]
    seat.active = False
    seat.eliminated_in = g.round
    for craft in CRAFTS:
        if craft in seat.crafts:
            g.craft_supply[craft][seat.crafts[craft] - 1] += 1
    seat.crafts, seat.craft_workers, seat.site_workers = {}, {}, 0
    g.removed.extend(seat.unbuilt + [b.card for b in seat.built])
    seat.built_before_elimination = seat.built        # shown on the final board, never scored
    seat.unbuilt, seat.built = [], []
    seat.drachmas = seat.wood = seat.stone = seat.food = 0
    seat.barred = seat.forced_this_round = False
    g.debts = [d for d in g.debts if s not in (d.debtor, d.creditor)]
    log.add("eliminated", "temple-ev-eliminated", s)
    if g.token == s:
        g.token = g.left_of(s)
    if len(g.active_seats()) == 1:
        finish(g, log, "last-standing")
