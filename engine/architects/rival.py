"""The Rival, the automated opponent of the solo game and of "2 players vs Bot" (rules/architects.md
13.11, numbers in rival.toml). Its turns are played here, never asked of anyone: the special rule
when its board is empty, else the top card of its deck, whose first executable instruction it carries
out with the same placement and bookkeeping as a person's worker."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.frames import Log
from ..core.messages import Msg
from . import content as C
from .base import ROWS, building_msg
from .content import CONTENT
from .goods import change_virtue, gain, pay_silver, silver_due
from .guard import can_pay_off, guard_action, held_elsewhere, reclaim_price
from .guildhall import TOP_LEVEL
from .locations import collect
from .state import LOCATIONS, MARKET_SPACES
from .town_centre import location_limit, take_group
from .workshop import refill_row, top_up

if TYPE_CHECKING:
    from . import ArchitectsState as G

RULES = CONTENT.rival.instructions


def play(g: "G", index: int, log: Log) -> None:
    from .turn import place
    player = g.players[index]
    if player.workers == 0:
        _retrieve(g, index, log)
        return
    assert g.rival is not None
    if not g.rival.deck:
        g.rival.deck, g.rival.discard = g.rival.discard, []
        g.rng.shuffle(g.rival.deck)
        log.add("rival", "architects-ev-rival-shuffle", index, barrier=True)
    card = g.rival.deck.pop()
    g.rival.discard.append(card)
    log.add("rival", "architects-ev-rival-card", index, number=int(card.removeprefix("RV")), barrier=True)
    for instruction in CONTENT.rival_card[card].instructions:
        where = executable(g, index, instruction)
        if where is not None:
            place(g, index, where, log)
            carry_out(g, index, instruction, log)
            return
    raise AssertionError(f"{card} has no executable instruction")   # every card ends with GATHER


def _retrieve(g: "G", index: int, log: Log) -> None:
    """The special rule: the eligible location where it has the most workers (ties: location order)."""
    from .turn import retrieve
    colour = g.players[index].colour
    held = [(g.at(loc, colour), -number, loc) for number, loc in enumerate(LOCATIONS) if g.at(loc, colour)]
    if not held:
        from .turn import pass_idle
        pass_idle(g, index, log)
        return
    retrieve(g, index, max(held)[2], log)


# --- which instruction can be carried out, and where its worker goes ---------------------------------

def _targets(g: "G", index: int) -> list[tuple[int, int, int, str, str]]:
    """Capturable non-Rival groups within the location limit, best first: the largest, then the
    owner next in turn order after the Rival, then location order."""
    colour = g.players[index].colour
    used = g.turn.capture_locations
    open_ = len(used) < location_limit(g, index)
    order = g.clockwise_from(g.after(index))
    found = []
    for number, loc in enumerate(LOCATIONS):
        if not (open_ or loc in used):
            continue
        for other, count in g.locations.get(loc, {}).items():
            if other != colour and count:
                found.append((-count, order.index(g.by_colour(other)), number, loc, other))
    return sorted(found)


def _cathedral_due(g: "G", index: int) -> bool:
    player = g.players[index]
    above = player.cathedral + 1
    if player.cathedral >= TOP_LEVEL or player.virtue < CONTENT.rules.virtue.cathedral_min:
        return False
    level = CONTENT.cathedral_level(above)
    if level.spaces and len(g.cathedral_row(above)) >= level.spaces:
        return False
    per = RULES.build.buildings_per_level
    return player.cathedral < -(-len(player.buildings) // per)


def executable(g: "G", index: int, instruction: C.RivalInstruction) -> str | None:
    """Where the worker goes if the instruction can be carried out now (None: skip it)."""
    player = g.players[index]
    if isinstance(instruction, C.Gather):
        return instruction.location
    if isinstance(instruction, C.Recruit):
        row = ROWS.index(RULES.recruit_row)
        return "workshop" if any(slot.card for slot in g.display[row]) else None
    if isinstance(instruction, C.Capture):
        colour = player.colour
        return "town_centre" if any(other != colour for loc in LOCATIONS
                                    for other in g.locations.get(loc, {})) else None
    if isinstance(instruction, C.GuardInstruction):
        return "guard_house" if (player.captured_total() or g.prison.get(player.colour, 0)
                                 or held_elsewhere(g, index)) else None
    if isinstance(instruction, C.Tax):
        return "tax_collector" if g.tax_stand >= RULES.tax_min_stand else None
    if isinstance(instruction, C.MarketInstruction):
        if player.virtue >= CONTENT.rules.virtue.market_ban:
            return None
        free = [space for number, space in enumerate(MARKET_SPACES) if g.market[number] is None]
        return f"bm_{free[-1]}" if free else None
    if isinstance(instruction, C.Build):
        return "guildhall" if (_cathedral_due(g, index) or g.building_deck) else None
    raise AssertionError(instruction.code)


# --- carrying it out --------------------------------------------------------------------------------------

def carry_out(g: "G", index: int, instruction: C.RivalInstruction, log: Log) -> None:
    player = g.players[index]
    n = g.turn.n
    if isinstance(instruction, C.Gather):
        if instruction.location in RULES.gather_gains:
            collect(g, index, instruction.location, next(iter(CONTENT.rules.yield_[instruction.location])), n, log)
    elif isinstance(instruction, C.Recruit):
        _recruit(g, index, n, log)
    elif isinstance(instruction, C.Capture):
        _capture(g, index, n, log)
    elif isinstance(instruction, C.GuardInstruction):
        _guard(g, index, n, log)
    elif isinstance(instruction, C.Tax):
        taken, g.tax_stand = g.tax_stand, 0
        player.silver += taken
        log.add("tax", "architects-ev-tax-collector", index, silver=taken,
                virtue=-CONTENT.rules.tax_collector.virtue)
        change_virtue(g, index, CONTENT.rules.tax_collector.virtue, log)
    elif isinstance(instruction, C.MarketInstruction):
        log.add("market", "architects-ev-rival-market", index, silver=RULES.market.silver,
                virtue=-RULES.market.virtue)
        change_virtue(g, index, RULES.market.virtue, log)
        player.silver += RULES.market.silver
    elif isinstance(instruction, C.Build):
        _build(g, index, log)


def _recruit(g: "G", index: int, n: int, log: Log) -> None:
    row = ROWS.index(RULES.recruit_row)
    slots = g.display[row]
    column = min(n, len(slots)) - 1
    if slots[column].card is None:
        column = max(c for c, slot in enumerate(slots) if slot.card is not None)
    slot = slots[column]
    card = slot.card
    g.players[index].silver += slot.silver
    log.add("hire", "architects-ev-rival-recruit", index, card=Msg(f"architects-apprentice-{card}"),
            silver=slot.silver)
    refill_row(g, row, column)
    g.apprentice_deck.insert(0, card)
    top_up(g)


def _capture(g: "G", index: int, n: int, log: Log) -> None:
    player = g.players[index]
    for number in range(n):
        targets = _targets(g, index)
        if not targets:
            return
        _, _, _, loc, colour = targets[0]
        paid = (0, 0)
        if number == 0:
            plain, tax = silver_due(player, 0, RULES.capture_first_tax)
            if player.silver >= plain + tax:
                paid = pay_silver(g, index, 0, RULES.capture_first_tax)
        take_group(g, index, loc, colour, log, paid)


def _guard(g: "G", index: int, n: int, log: Log) -> None:
    player = g.players[index]
    left = n
    for action in RULES.guard:
        while left:
            if action == "imprison" and player.captured_total():
                guard_action(g, index, "imprison", log)
            elif action == "release" and g.prison.get(player.colour, 0):
                guard_action(g, index, "release", log)
            elif action == "reclaim" and held_elsewhere(g, index):
                plain, tax = silver_due(player, *reclaim_price(g, index))
                guard_action(g, index, "reclaim_silver" if player.silver >= plain + tax else "reclaim_debt", log)
            elif action == "payoff" and can_pay_off(g, index):
                guard_action(g, index, "payoff", log)
            else:
                break
            left -= 1


def _build(g: "G", index: int, log: Log) -> None:
    player = g.players[index]
    if _cathedral_due(g, index):
        player.cathedral += 1
        log.add("cathedral", "architects-ev-cathedral", index, level=player.cathedral)
        if g.reward_pile:
            card = g.reward_pile.pop()
            g.rewards_drawn.append(card)
            log.add("reward", "architects-ev-rival-reward", index, card=Msg(f"architects-reward-{card}"),
                    barrier=True)
        gain(g, index, RULES.build.gain, log)
        return
    card = g.building_deck.pop()
    player.buildings.append(card)
    log.add("build", "architects-ev-rival-build", index, card=building_msg(card),
            vp=CONTENT.building[card].vp, barrier=True)
    if CONTENT.building[card].virtue:
        change_virtue(g, index, CONTENT.building[card].virtue, log)

