"""Phase 3, the concession auction (rules/temple.md 4.3, R3.1-R3.12).

The Ark holder chooses a displayed card; open ascending bidding follows, clockwise from the holder,
among players who may bid (fewer than 2 unbuilt, not barred, at least 1 D). A sale or a declined
card passes the Ark to the left. When a declined card brings the Ark back to someone who already held
it since the last sale, that holder must buy a card for 1 D (the forced purchase, up to 3 unbuilt).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log, Question
from ..core.messages import Msg, Player
from . import hints
from .content import CONTENT
from .state import Auction

if TYPE_CHECKING:
    from . import TempleState as G

RULES = CONTENT.rules.concessions


def card_msg(number: int) -> Msg:
    return Msg("temple-card", {"number": number, "name": Msg(f"temple-card-{number}")})


def may_bid(g: "G", s: int) -> bool:
    seat = g.seats[s]
    return (seat.active and len(seat.unbuilt) < RULES.max_unbuilt_to_bid and not seat.barred
            and seat.drachmas >= RULES.opening_bid)


def may_be_forced(g: "G", s: int) -> bool:
    seat = g.seats[s]
    return (seat.active and len(seat.unbuilt) < RULES.max_unbuilt_after_forced and not seat.barred
            and seat.drachmas >= max(1, RULES.forced_price))


class AuctionPhase(Frame):
    """Runs the whole phase: display, then one card after another until the display is empty."""

    started: bool = False

    def run(self, g: "G", log: Log) -> None:
        if not self.started:
            self.started = True
            wanted = CONTENT.displayed(len(g.active_seats()))
            while len(g.display) < wanted and g.deck:
                g.display.append(g.deck.pop(0))
            g.auction = Auction(streak=[g.token], last=g.auction.last)
            log.add("display", "temple-ev-display", None, cards=[card_msg(c) for c in g.display])
        if not g.display:
            self.close(g, log)
            return
        if not any(may_bid(g, s) for s in g.active_seats()):
            # R3.8 shortcut: with nobody able to bid, the circuit of declines would bring the Ark
            # back to the current holder; the forced purchase follows at once.
            force_purchase(g, log, self)
            return
        g.push(ChooseCard(seat=g.token))

    def close(self, g: "G", log: Log) -> None:
        g.pop(self)
        for seat in g.seats:
            seat.barred = False          # R3.11: the bar lasts for one auction phase
        g.auction = Auction(last=g.auction.last)
        if not g.deck and not g.display:
            g.auctions_over = True
            g.last_auction_round = g.round
            log.add("auctions-over", "temple-ev-auctions-over", None)


def force_purchase(g: "G", log: Log, phase: AuctionPhase) -> None:
    buyer = next((s for s in g.clockwise(g.token) if may_be_forced(g, s)), None)
    if buyer is None:
        # R3.10 [HOUSE]: nobody can take a card; the rest stays on display for the next round.
        log.add("auction-stalled", "temple-ev-nobody-can-take", None,
                cards=[card_msg(c) for c in g.display])
        phase.close(g, log)
        return
    g.token = buyer
    g.push(ForcedPurchase(seat=buyer))


def pass_token(g: "G", log: Log) -> None:
    g.token = g.left_of(g.token)
    log.add("token", "temple-ev-token", g.token)


class ChooseCard(Question):
    """R3.2: the Ark holder picks the card to auction (not the one just declined, if there is another)."""

    seat: int

    def ask(self, g: "G") -> Decision:
        declined = g.auction.declined
        options = []
        for number in g.display:
            disabled = None
            if number == declined and len(g.display) > 1:
                disabled = Msg("temple-why-just-declined")
            options.append(Option(f"card-{number}", card_msg(number), disabled, hint=hints.concession(number)))
        return Decision("", self.seat, Msg("temple-ask-auction-card"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        number = int(choice.removeprefix("card-"))
        g.auction.card = number
        g.auction.high, g.auction.bidder, g.auction.passed = 0, -1, []
        bidders = [s for s in g.clockwise(g.token) if may_bid(g, s)]
        log.add("auction-open", "temple-ev-auction-open", seat, card=card_msg(number),
                bidders=len(bidders))
        g.push(Bidding(order=bidders))


class Bidding(Question):
    """R3.4: open ascending bids; a pass is final; the high bidder is skipped until outbid."""

    order: list[int]
    turn: int = 0

    def pushed(self, g: "G") -> None:
        super().pushed(g)
        self.turn = -1
        self.next_bidder(g)

    def live(self, g: "G") -> list[int]:
        return [s for s in self.order if s not in g.auction.passed]

    def next_bidder(self, g: "G") -> None:
        """Move to the next participant who must answer; `turn` = -1 when the bidding is over."""
        a = g.auction
        live = self.live(g)
        if not live or (a.bidder >= 0 and live == [a.bidder]):
            self.turn = -1
            return
        start = self.order.index(self.current) + 1 if self.turn >= 0 else 0
        for i in range(len(self.order)):
            s = self.order[(start + i) % len(self.order)]
            if s in live and s != a.bidder:
                if g.seats[s].drachmas <= a.high:     # cannot outbid: out of this auction
                    a.passed.append(s)
                    return self.next_bidder(g)
                self.turn = self.order.index(s)
                return

    @property
    def current(self) -> int:
        return self.order[self.turn]

    def run(self, g: "G", log: Log) -> None:   # only reached when nobody is left to ask
        self.settle(g, log)

    def awaits(self) -> bool:
        return self.turn >= 0

    def ask(self, g: "G") -> Decision:
        a = g.auction
        seat = self.current
        low = max(RULES.opening_bid, a.high + 1)
        prompt = (Msg("temple-ask-bid", {"card": card_msg(a.card), "high": a.high,
                                          "bidder": Player(a.bidder), "min": low})
                  if a.bidder >= 0 else Msg("temple-ask-first-bid", {"card": card_msg(a.card), "min": low}))
        return Decision("", seat, prompt, kind="amount", min=low, max=g.seats[seat].drachmas,
                        options=[Option("pass", Msg("temple-opt-pass"))])

    def explain(self, g: "G", seat: int, amount: int) -> Msg | None:
        a = g.auction
        low = max(RULES.opening_bid, a.high + 1)
        if amount < low:
            return Msg("temple-refuse-bid-low", {"amount": amount, "min": low, "high": a.high})
        have = g.seats[seat].drachmas
        return Msg("temple-refuse-bid-money", {"amount": amount, "have": have, "short": amount - have})

    def answer(self, g: "G", seat: int, choice: Any, log: Log) -> None:
        a = g.auction
        if choice == "pass":
            a.passed.append(seat)
            log.add("pass", "temple-ev-pass", seat)
        else:
            a.high, a.bidder = int(choice), seat
            log.add("bid", "temple-ev-bid", seat, amount=a.high)
        self.next_bidder(g)
        if self.turn < 0:
            self.settle(g, log)

    def settle(self, g: "G", log: Log) -> None:
        g.pop(self)
        a = g.auction
        number = a.card
        a.card = 0
        a.held += 1
        if a.bidder >= 0:
            winner = g.seats[a.bidder]
            winner.drachmas -= a.high
            winner.unbuilt.append(number)
            g.display.remove(number)
            a.last = {"card": number, "winner": a.bidder, "price": a.high}
            log.add("sale", "temple-ev-sold", a.bidder, card=card_msg(number), price=a.high)
            pass_token(g, log)
            a.streak, a.declined = [g.token], 0
            return
        a.declined = number
        a.last = {"card": number, "winner": None, "price": 0}
        log.add("declined", "temple-ev-declined", None, card=card_msg(number))
        pass_token(g, log)
        if g.token in a.streak:           # R3.8: the Ark reached someone a second time
            phase = next(f for f in reversed(g.frames) if isinstance(f, AuctionPhase))
            force_purchase(g, log, phase)
        else:
            a.streak.append(g.token)


class ForcedPurchase(Question):
    """R3.8: the holder must buy a displayed card of their choice for 1 D."""

    seat: int

    def ask(self, g: "G") -> Decision:
        options = [Option(f"card-{number}", card_msg(number), hint=hints.concession(number))
                   for number in g.display]
        return Decision("", self.seat, Msg("temple-ask-forced", {"price": RULES.forced_price}),
                        options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        number = int(choice.removeprefix("card-"))
        buyer = g.seats[seat]
        buyer.drachmas -= RULES.forced_price
        buyer.unbuilt.append(number)
        buyer.forced_this_round = True
        g.display.remove(number)
        a = g.auction
        a.held += 1
        a.last = {"card": number, "winner": seat, "price": RULES.forced_price, "forced": True}
        log.add("forced", "temple-ev-forced", seat, card=card_msg(number), price=RULES.forced_price)
        pass_token(g, log)
        a.streak, a.declined = [g.token], 0
