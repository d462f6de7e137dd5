"""Helpers for the Temple tests: building situations by editing a fresh state, then playing them
through engine.pending / engine.act only. Seats are 0-based (P1 = seat 0). Food is in lots of 100.
"""
from __future__ import annotations

from typing import Any

import engine
from data.locale import translate
from engine.core.frames import Frame, Log, advance
from engine.temple import rounds as R
from engine.temple.content import CONTENT
from engine.temple.state import Built

P1, P2, P3, P4, P5, P6 = range(6)


def new(n: int = 3, seed: int = 1):
    """A fresh game at its first decision (round 1, the first auction)."""
    return engine.new_game("temple", n, seed=seed)


def goods(seat, *, drachmas=None, wood=None, stone=None, food=None) -> None:
    """Set a seat's holdings (food in lots of 100)."""
    for name, value in (("drachmas", drachmas), ("wood", wood), ("stone", stone), ("food", food)):
        if value is not None:
            setattr(seat, name, value)


def holdings(seat) -> dict[str, int]:
    return {good: seat.get(good) for good in ("drachmas", "wood", "stone", "food")}


def take(g, *cards: int) -> None:
    """Remove Temple cards from the deck and the display (so that cards stay conserved when they are
    then given to players)."""
    for card in cards:
        if card in g.deck:
            g.deck.remove(card)
        elif card in g.display:
            g.display.remove(card)
        else:
            raise AssertionError(f"card {card} is not in the deck or on display")


def give(g, s: int, *, unbuilt=(), built=()) -> None:
    """Give seat `s` unbuilt concessions and built elements (taken from the deck/display); built
    elements get increasing build numbers in the order given."""
    take(g, *unbuilt, *built)
    seat = g.seats[s]
    seat.unbuilt = list(seat.unbuilt) + list(unbuilt)
    for card in built:
        g.build_seq += 1
        seat.built = list(seat.built) + [Built(card=card, seq=g.build_seq)]


def own_craft(g, s: int, craft: str, level: int, workers: int = 0) -> None:
    """Give seat `s` a craft card of `level` from the supply, with `workers` staffing it."""
    assert g.craft_supply[craft][level - 1] > 0
    g.craft_supply[craft][level - 1] -= 1
    g.seats[s].crafts = {**g.seats[s].crafts, craft: level}
    g.seats[s].craft_workers = {**g.seats[s].craft_workers, craft: workers}


def top_god(g, card_id: str) -> None:
    """Put a God's Hand card on top of the draw pile (the deck stays conserved)."""
    if card_id in g.gods_deck:
        g.gods_deck.remove(card_id)
    else:
        g.gods_discard.remove(card_id)
    g.gods_deck.insert(0, card_id)


def start(g, *frames: Frame):
    """Replace whatever was pending by `frames` (the last one on top) and run to the first decision."""
    g.frames.clear()
    g.push(*frames)
    advance(g, Log())
    return g


def from_phase(g, phase: str):
    """Continue the current round from `phase` on (the rest of the round and the following rounds
    follow as usual)."""
    return start(g, R.Round(step=R.PHASES.index(phase)))


# --- playing -----------------------------------------------------------------------------------------

def decision(g, seat: int | None = None):
    """The pending decision (of `seat`, when several seats are asked at once)."""
    decisions = engine.pending(g)
    if seat is None:
        assert len(decisions) == 1, decisions
        return decisions[0]
    mine = [d for d in decisions if d.seat == seat]
    assert len(mine) == 1, decisions
    return mine[0]


def asked(g) -> list[int]:
    return [d.seat for d in engine.pending(g)]


def options(g, seat: int | None = None) -> list[str]:
    """The ids of the enabled options of the pending decision."""
    return [o.id for o in decision(g, seat).options if o.disabled is None]


def option(g, option_id: str, seat: int | None = None):
    found = decision(g, seat).option(option_id)
    assert found is not None, option_id
    return found


def refused(g, seat: int, choice: Any) -> engine.RuleError:
    """Assert that `choice` is refused and leaves the state untouched; returns the error, whose message
    must render in English."""
    before = engine.dumps(g)
    try:
        engine.act(g, seat, choice)
    except engine.RuleError as error:
        assert engine.dumps(g) == before
        assert translate(error.message, "en", strict=True)
        return error
    raise AssertionError(f"{choice!r} was accepted")


def text(message) -> str:
    return translate(message, "en", strict=True)


def quiet_choice(d) -> Any:
    """A do-nothing answer: pass, finish, decline, refuse, 0, or else the first enabled option."""
    ids = [o.id for o in d.options if o.disabled is None]
    for preferred in ("pass", "done", "decline", "refuse"):
        if preferred in ids:
            return preferred
    if d.kind == "amount":
        return d.min
    return ids[0]


def drive(g, until=None, limit: int = 500):
    """Answer every decision with `quiet_choice` until `until(g)` holds or the game is over; returns
    the state and all events."""
    events = []
    for _ in range(limit):
        if until is not None and until(g):
            return g, events
        decisions = engine.pending(g)
        if not decisions:
            return g, events
        d = decisions[0]
        g, new_events = engine.act(g, d.seat, quiet_choice(d))
        events += new_events
    raise AssertionError("drive did not come to rest")


def points(card: int) -> int:
    return CONTENT.card[card].points
