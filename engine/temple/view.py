"""What each seat may see, and the invariants fuzzing checks.

Everything is public (rules/temple.md A-31), market declarations in turn included (each one once it
is complete; the first answers of the declaration being made are the declarer's own until then).
With the `sealed_market` option, the declarations of the step in progress are secret: a seat sees
its own, nobody sees another's until all are in and revealed. The order of the God's Hand draw pile
and the RNG are hidden from everyone. Food is shown in pieces (x100).
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.frames import stack_invariants
from ..core.messages import Msg
from .content import CONTENT, CRAFTS, MARKET_GOODS
from .crafts import capacity
from .hiring import wage, wage_bill
from .market import Declarations, is_sealed
from .wages import Rescue
from .scoring import parts

if TYPE_CHECKING:
    from . import TempleState as G
    from .state import Seat


def _food(goods: dict[str, int]) -> dict[str, int]:
    return {good: amount * 100 if good == "food" else amount for good, amount in goods.items()}


def _player(g: "G", s: int, seat: "Seat") -> dict:
    return {
        "seat": s,
        "colour": CONTENT.rules.colours[s],
        "active": seat.active,
        "eliminated_in": seat.eliminated_in or None,
        "patron": seat.patron,
        "drachmas": seat.drachmas, "wood": seat.wood, "stone": seat.stone, "food": seat.food * 100,
        "crafts": {craft: {"level": seat.crafts[craft], "workers": seat.craft_workers.get(craft, 0),
                           "capacity": capacity(craft, seat.crafts[craft])}
                   for craft in CRAFTS if craft in seat.crafts},
        "site_workers": seat.site_workers,
        "workers": seat.workers(),
        "wage_bill": _food(wage_bill(g, seat)),
        "unbuilt": list(seat.unbuilt),
        # an eliminated player's city keeps the record of what they had built (their cards left the
        # game with them, R8.4; they score nothing)
        "built": [{"card": b.card, "seq": b.seq}
                  for b in (seat.built if seat.active else seat.built_before_elimination)],
        "barred": seat.barred,
        "forced": seat.forced_this_round,
        "holy": seat.bonus,
        "score": sum(parts(seat).values()),
        "score_parts": parts(seat),
    }


def _market_step(g: "G", step: Declarations, seat: int | None) -> dict:
    """The market step in progress. In turn, public: who is declaring, each completed declaration,
    the running totals of the completed declarations and the prices they give. Sealed, only who has
    declared. A seat's own answers not yet public are in its own view (`mine`)."""
    sealed = is_sealed(g)
    done = [s for s in range(g.num_players) if step.done(s) and g.seats[s].active]
    shown: dict = {"side": step.side, "declared": done, "sealed": sealed, "order": step.order(g),
                   "declaring": step.declaring(g),
                   "declarations": [None] * g.num_players, "totals": None, "prices": None}
    if not sealed:
        shown["declarations"] = [_food(dict(zip(MARKET_GOODS, step.parts[s]))) if s in done else None
                                 for s in range(g.num_players)]
        totals = step.running(g)
        shown["totals"] = _food(totals)
        shown["prices"] = {good: CONTENT.price(good, step.side, totals[good]) for good in MARKET_GOODS}
    # the seat's own answers not yet public: sealed, its whole declaration; in turn, the declaration
    # it is making (announced, and shown in `declarations`, once complete). Food in pieces.
    if seat is not None and (sealed or not step.done(seat)):
        shown["mine"] = [amount * 100 if good == "food" else amount
                         for good, amount in zip(MARKET_GOODS, step.parts[seat])]
    return shown


def _hand(g: "G", seat: "Seat") -> Msg:
    return Msg("temple-hand", {
        "drachmas": seat.drachmas, "wood": seat.wood, "stone": seat.stone, "food": seat.food * 100,
        "workers": seat.workers(), "unbuilt": len(seat.unbuilt), "built": len(seat.built),
        "score": sum(parts(seat).values())})


def view(g: "G", seat: int | None) -> dict:
    top = g.frames[-1] if g.frames else None
    awaiting = [{"seat": d.seat, "prompt": d.prompt, "secret": d.secret}
                for d in top.decisions(g)] if top is not None else []
    a = g.auction
    declaring = next((f for f in reversed(g.frames) if isinstance(f, Declarations)), None)
    market_step = None if declaring is None else _market_step(g, declaring, seat)
    rescue = next((f for f in reversed(g.frames) if isinstance(f, Rescue)), None)
    shown = {
        "rescue": None if rescue is None or rescue.stage == "start" else {
            "debtor": rescue.debtor, "short": _food(rescue.missing(g)),
            "helper": rescue.rescuer if rescue.stage != "accept" else None,
            "accepted": [o.rescuer for o in rescue.accepted]},
        "game": g.game,
        "me": seat,
        "players_count": g.num_players,
        "round": g.round,
        "phase": g.phase,
        "over": g.over,
        "end_reason": g.end_reason,
        "token": g.token,
        "leader": g.leader,
        "deck": list(g.deck),                  # ascending and public
        "display": list(g.display),
        "auctions_over": g.auctions_over,
        "last_auction_round": g.last_auction_round or None,
        "final_round": g.final_round or None,
        "finishers": list(g.finishers),
        "auction": {"card": a.card or None, "high": a.high, "bidder": a.bidder if a.bidder >= 0 else None,
                    "passed": list(a.passed), "declined": a.declined or None, "last": a.last},
        "market": [{"side": r.side, "declared": [_food(d) for d in r.declared],
                    "settled": [_food(d) for d in r.settled], "totals": _food(r.totals),
                    "prices": r.prices} for r in g.market],
        "market_step": market_step,
        "craft_supply": {craft: list(g.craft_supply[craft]) for craft in CRAFTS},
        "gods_card": g.gods_card,
        "gods_deck": len(g.gods_deck),
        "gods_discard": list(g.gods_discard),
        "modifiers": {"site_workers_delta": g.modifiers.site_workers_delta,
                      "wage_drachmas": g.modifiers.wage_drachmas},
        "wage": _food(wage(g)),
        "debts": [{"debtor": d.debtor, "creditor": d.creditor, "drachmas": d.drachmas} for d in g.debts],
        "players": [_player(g, s, p) for s, p in enumerate(g.seats)],
        "awaiting": awaiting,
    }
    if seat is not None:
        shown["hand"] = _hand(g, g.seats[seat])
    return shown


# --- invariants for fuzzing -----------------------------------------------------------------------

def invariants(g: "G") -> list[str]:
    problems = []
    cards = list(g.deck) + list(g.display) + list(g.removed)
    for s, seat in enumerate(g.seats):
        cards += seat.unbuilt + [b.card for b in seat.built]
        for good in ("drachmas", "wood", "stone", "food", "site_workers"):
            if seat.get(good) < 0:
                problems.append(f"seat {s}: negative {good}")
        for craft, workers in seat.craft_workers.items():
            if craft not in seat.crafts:
                problems.append(f"seat {s}: workers in a craft it does not own")
            elif not 0 <= workers <= capacity(craft, seat.crafts[craft]):
                problems.append(f"seat {s}: {workers} workers in {craft}")
        if not seat.active and (seat.crafts or seat.unbuilt or seat.built or seat.workers()
                                or seat.drachmas or seat.wood or seat.stone or seat.food):
            problems.append(f"seat {s}: eliminated but still holds something")
        if seat.bonus and s not in g.finishers:
            problems.append(f"seat {s}: Holy of Holies without finishing")
    if sorted(cards) != [card.number for card in CONTENT.cards]:
        problems.append(f"Temple cards not conserved: {sorted(cards)}")
    for craft in CRAFTS:
        supply = CONTENT.crafts[craft].supply
        for level in range(1, len(supply) + 1):
            owned = sum(1 for seat in g.seats if seat.crafts.get(craft) == level)
            if owned + g.craft_supply[craft][level - 1] != supply[level - 1]:
                problems.append(f"{craft} level {level} cards not conserved")
            if g.craft_supply[craft][level - 1] < 0:
                problems.append(f"{craft} level {level}: negative supply")
    gods = Counter(g.gods_deck) + Counter(g.gods_discard)
    if gods != Counter({card.id: card.count for card in CONTENT.gods_hand}):
        problems.append("God's Hand cards not conserved")
    if any(d.drachmas <= 0 or not g.seats[d.debtor].active or not g.seats[d.creditor].active
           for d in g.debts):
        problems.append("a debt that should be gone")
    if not g.over and not g.seats[g.token].active:
        problems.append("the Ark is with an eliminated player")
    if len(g.active_seats()) < 1:
        problems.append("nobody is left")
    problems += stack_invariants(g)
    if g.round > CONTENT.rules.end.max_rounds:
        problems.append("the round cap was passed")
    return problems


def scramble_secrets(g: "G", seat: int) -> None:
    """Change what only `seat` knows (its market declaration not yet public) and what nobody knows (the
    God's Hand pile order, the RNG)."""
    for frame in g.frames:
        # sealed: the seat's declaration; in turn: only a declaration still being made (a completed
        # one is public)
        if isinstance(frame, Declarations) and (is_sealed(g) or not frame.done(seat)):
            frame.parts[seat] = [value + 3 for value in frame.parts[seat]]
    g.gods_deck.reverse()
    g.rng.state ^= 0x5DEECE66D
