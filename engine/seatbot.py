"""The bot that keeps an absent player's seat warm: a greedy one-step look-ahead that sees only what
the seat's owner sees.

How it stays blind to other seats' secrets: before looking ahead it replaces, in a copy of the state,
everything the seat cannot see (other hands, sealed answers, every deck's order, the random stream)
by a canonical arrangement computed only from what the seat can see (`Rules.blind(g, seat)`, written
by each game). Two states that differ only in another seat's secrets become the same state, so the
bot's choice is the same in both. It then tries each answer the open decision allows on that copy
(every option; a few spread-out amounts; a bounded sample of the sets a "many" question allows),
scores the seat's position after it with the game's own evaluation (`Rules.evaluate(g, seat)`, in the
game's package, pure), and takes the best; ties go to a deterministic pick from the blinded copy's own
random stream, so the same state always gives the same choice.
"""
from __future__ import annotations

import itertools
from typing import Any

from .core import rules as registry
from .core import serial
from .core.decisions import Decision
from .core.errors import RuleError
from .core.frames import Log, advance, answer

MAX_SETS = 40            # "many" questions: at most this many sets of options are tried
AMOUNTS = 5              # "amount" questions: min, max and evenly spread values in between


def blinded(state: Any, seat: int) -> Any:
    """A copy of `state` in which what `seat` cannot see is canonical (see the module docstring)."""
    copy = serial.copy(state)
    registry.get(state.game).blind(copy, seat)
    return copy


def candidates(decision: Decision) -> list[Any]:
    """The answers tried: every enabled option; spread-out amounts; a bounded sample of the sets."""
    enabled = [option.id for option in decision.options if option.disabled is None]
    if decision.kind == "one":
        return enabled
    if decision.kind == "amount":
        low, high = decision.min, decision.max
        if high - low < AMOUNTS:
            values = list(range(low, high + 1))
        else:
            values = sorted({low + (high - low) * k // (AMOUNTS - 1) for k in range(AMOUNTS)})
        return values + enabled
    sets: list[Any] = []
    for size in range(decision.min, min(decision.max, len(enabled)) + 1):
        for combination in itertools.combinations(enabled, size):
            sets.append(list(combination))
            if len(sets) >= MAX_SETS:
                return sets
    return sets


def answered(state: Any, seat: int, choice: Any) -> Any | None:
    """The state after `seat` answers `choice` (None if the engine refuses it)."""
    trial = serial.copy(state)
    frame = trial.frames[-1]  # type: ignore[attr-defined]
    try:
        answer(trial, frame, seat, choice, Log())
        advance(trial, Log())
    except RuleError:
        return None
    return trial


def scored(world: Any, seat: int, options: list[Any]) -> list[tuple[Any, float]]:
    """Each answer the engine accepts, in the order given, with the game's evaluation of the seat's
    position after it (`Rules.evaluate`)."""
    rules = registry.get(world.game)
    found = []
    for choice in options:
        after = answered(world, seat, choice)
        if after is not None:
            found.append((choice, rules.evaluate(after, seat)))
    return found


def best_of(scores: list[tuple[Any, float]]) -> list[Any]:
    """The answers tied for the best score (within 1e-9 of the first to reach it), in order."""
    best: list[Any] = []
    best_score = float("-inf")
    for choice, score in scores:
        if score > best_score + 1e-9:
            best, best_score = [choice], score
        elif abs(score - best_score) <= 1e-9:
            best.append(choice)
    return best


class SeatBot:
    """Chooses for one seat from that seat's knowledge only (see the module docstring)."""

    def choose(self, state: Any, decision: Decision) -> Any:
        seat = decision.seat
        world = blinded(state, seat)
        mine = next(d for d in world.frames[-1].decisions(world) if d.seat == seat)
        options = candidates(mine)
        if len(options) == 1:
            return options[0]
        best = best_of(scored(world, seat, options))
        if not best:
            raise RuntimeError(f"no answer of {decision.prompt.key} was accepted")
        return best[world.rng.below(len(best))]
