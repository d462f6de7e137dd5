"""The round: nine phases in order (rules/temple.md 4), phase 1 (start player), phase 2 (income) and
the end of the round with the end-game check (R9.5, section 5)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.frames import Frame, Log
from ..core.messages import Player
from . import auction as A
from . import building as B
from . import crafts as C
from . import gods_hand as GH
from . import hiring as H
from . import market as M
from . import wages as W
from .content import CONTENT
from .goods import as_dict, gain, goods_msg
from .scoring import award_holy_of_holies, finish
from .state import Modifiers

if TYPE_CHECKING:
    from . import TempleState as G

PHASES = ("start", "income", "auction", "market", "crafts", "hiring", "gods_hand", "wages", "building",
          "end")


class Round(Frame):
    step: int = 0

    def run(self, g: "G", log: Log) -> None:
        phase = PHASES[self.step]
        self.step += 1
        g.phase = phase
        if phase == "start":
            start(g, log)
        elif phase == "income":
            income(g, log)
        elif phase == "auction":
            if not g.auctions_over:
                g.push(A.AuctionPhase())
        elif phase == "market":
            g.push(M.Market())
        elif phase == "crafts":
            g.push(C.Crafts(order=g.clockwise(g.token)))
        elif phase == "hiring":
            g.push(H.Hiring())
        elif phase == "gods_hand":
            GH.draw(g, log)
        elif phase == "wages":
            g.push(W.Wages())
        elif phase == "building":
            g.push(B.Building(order=g.clockwise(g.token)))
        else:
            g.pop(self)
            end(g, log)


def start(g: "G", log: Log) -> None:
    """R1.1-R1.2: after the auctions are over, the Ark first moves one seat to the left."""
    if g.auctions_over:
        g.token = g.left_of(g.token)
    g.leader = g.token
    g.market = []
    log.add("round", "temple-ev-round", g.leader, round=g.round)


def income(g: "G", log: Log) -> None:
    """R2.1: City board + Patron + staffed crafts; then debts are collected (7.12)."""
    for s in g.clockwise(g.token):
        seat = g.seats[s]
        total = as_dict(CONTENT.rules.city_board_income)
        for good, amount in as_dict(CONTENT.patron[seat.patron].income).items():
            total[good] = total.get(good, 0) + amount
        for good, amount in C.output(seat).items():
            total[good] = total.get(good, 0) + amount
        gain(seat, total)
        log.add("income", "temple-ev-income", s, goods=goods_msg(total))
        for debt in [d for d in g.debts if d.debtor == s]:
            paid = min(seat.drachmas, debt.drachmas)
            if paid:
                seat.drachmas -= paid
                g.seats[debt.creditor].drachmas += paid
                debt.drachmas -= paid
                log.add("debt", "temple-ev-debt-paid", s, creditor=Player(debt.creditor), amount=paid,
                        left=debt.drachmas)
        g.debts = [d for d in g.debts if d.drachmas > 0]


def end(g: "G", log: Log) -> None:
    """R9.5: bars, modifiers, the end-game check, then the next round."""
    limit = CONTENT.rules.concessions.max_unbuilt_to_bid
    for seat in g.seats:
        seat.barred = seat.active and seat.forced_this_round and len(seat.unbuilt) >= limit
        seat.forced_this_round = False
    g.modifiers = Modifiers()
    if g.auctions_over and not g.final_round:
        award_holy_of_holies(g, log)
    rules = CONTENT.rules.end
    if g.final_round and g.round >= g.final_round:
        finish(g, log, "final-round")
    elif g.auctions_over and not g.final_round and g.round >= g.last_auction_round + rules.safety_rounds:
        finish(g, log, "safety")
    elif g.round >= rules.max_rounds:
        finish(g, log, "max-rounds")
    else:
        g.round += 1
        g.push(Round())
