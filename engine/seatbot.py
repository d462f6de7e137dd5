"""The bot that keeps an absent player's seat warm: a greedy one-step look-ahead that sees only what
the seat's owner sees.

How it stays blind to other seats' secrets: before looking ahead it replaces, in a copy of the state,
everything the seat cannot see (other hands, sealed answers, every deck's order, the random stream)
by a canonical arrangement computed only from what the seat can see (`Rules.blind(g, seat)`, written
by each game). Two states that differ only in another seat's secrets become the same state, so the
bot's choice is the same in both. It then tries each answer the open decision allows on that copy
(every option; a few spread-out amounts, with any the game names; a bounded sample of the sets a
"many" question allows), scores the seat's position after it with the game's own evaluation
(`Rules.evaluate(g, seat)`, in the game's package, pure), and takes the best; ties go to a
deterministic pick from the blinded copy's own random stream, so the same state always gives the
same choice.

A choice that is a pure function of the position can go round for ever: a menu whose best answer
opens a submenu whose best answer is "back" (Ezra and Nehemiah's Torah menu and its auxiliary
actions did; or a menu, a submenu and a "back" to the menu). So the bot follows its best answer along
the seat's own next questions, answered the same way (at most RETURN_STEPS of them); when that comes
back to the very same position (`goes_round`), it takes the best answer that does not, if there is one.
"""
from __future__ import annotations

import copy
import itertools
import threading
from collections import OrderedDict
from typing import Any

import msgspec

from .core import rules as registry
from .core import serial
from .core.decisions import Decision, without_hints
from .core.errors import RuleError
from .core.frames import Log, Question, advance, answer

MAX_SETS = 40            # "many" questions: at most this many sets of options are tried
RETURN_STEPS = 3         # the seat's own next answers followed to see whether an answer goes round
AMOUNTS = 5              # "amount" questions: min, max and evenly spread values in between


def blinded(state: Any, seat: int) -> Any:
    """A copy of `state` in which what `seat` cannot see is canonical (see the module docstring)."""
    world = serial.copy(state)
    registry.get(state.game).blind(world, seat)
    return world


def candidates(decision: Decision, world: Any = None) -> list[Any]:
    """The answers tried: every enabled option; spread-out amounts, with the amounts the game's
    seat-bot module names for this question in `world` (its optional `amounts(world, decision)`: the
    exact number of workers a building needs, say, which the spread would miss); a bounded sample of
    the sets."""
    enabled = [option.id for option in decision.options if option.disabled is None]
    if decision.kind == "one":
        return enabled
    if decision.kind == "amount":
        low, high = decision.min, decision.max
        if high - low < AMOUNTS:
            values = list(range(low, high + 1))
        else:
            values = {low + (high - low) * k // (AMOUNTS - 1) for k in range(AMOUNTS)}
            named = registry.seatbot_hook(type(registry.get(world.game)), "amounts") if world is not None else None
            if named is not None:
                values |= {value for value in named(world, decision) if low <= value <= high}
            values = sorted(values)
        return values + enabled
    sets: list[Any] = []
    for size in range(decision.min, min(decision.max, len(enabled)) + 1):
        for combination in itertools.combinations(enabled, size):
            sets.append(list(combination))
            if len(sets) >= MAX_SETS:
                return sets
    return sets


_tried = threading.local()       # `answered` calls in this thread: see `answers_tried`


def answers_tried() -> int:
    """How many answers `answered` has tried in this thread so far. Trying an answer (a copy of the
    state, the answer, the engine's advance) is most of a look-ahead's work, so a search that stops
    after a number of them takes about the same time on every position, and chooses the same on every
    machine (the strong bot's "turn" budget, engine/bots.py)."""
    return getattr(_tried, "count", 0)


def answered(state: Any, seat: int, choice: Any) -> Any | None:
    """The state after `seat` answers `choice` (None if the engine refuses it)."""
    _tried.count = getattr(_tried, "count", 0) + 1
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


def position(g: Any) -> bytes:
    """`g` without the numbers that only count answers (question ids, next_id): equal for the same position."""
    questions = [(frame, frame.id) for frame in g.frames if isinstance(frame, Question)]
    next_id = g.next_id
    try:
        for frame, _ in questions:
            frame.id = 0
        g.next_id = 0
        return msgspec.msgpack.encode(g)
    finally:
        for frame, number in questions:
            frame.id = number
        g.next_id = next_id


def own_decision(g: Any, seat: int) -> Decision | None:
    """The seat's open decision in `g`, if it is asked."""
    if not g.frames:
        return None
    return next((d for d in g.frames[-1].decisions(g) if d.seat == seat), None)


_greedy_kept: OrderedDict[tuple[bytes, int], tuple[list[tuple[Any, float]], Any]] = OrderedDict()
_greedy_lock = threading.Lock()
GREEDY_KEPT = 32         # the last scorings kept: `goes_round` scores the next question, often asked next


def _greedy(world: Any, seat: int, options: list[Any]) -> tuple[list[tuple[Any, float]], Any]:
    """(the scores, the best answer, ties broken by a copy of the world's own random stream) for a
    blinded `world`; the best is None when nothing is accepted. Kept for the last few worlds: the
    question `goes_round` looked into is usually the bot's next one, in the same blinded world. The
    caller gets its own copy: a kept answer (a list, for a "many" question) must not change."""
    key = (msgspec.msgpack.encode(world), seat)
    with _greedy_lock:
        kept = _greedy_kept.get(key)
    if kept is not None:
        return copy.deepcopy(kept)
    scores = scored(world, seat, options)
    best = best_of(scores)
    found = (scores, best[msgspec.structs.replace(world.rng).below(len(best))] if best else None)
    with _greedy_lock:
        _greedy_kept[key] = found
        while len(_greedy_kept) > GREEDY_KEPT:
            _greedy_kept.popitem(last=False)
    return copy.deepcopy(found)


def ways_back(world: Any, seat: int, choice: Any) -> list[Any]:
    """The seat's answers that lead straight back to the blinded `world`'s very position (`position`)
    once it answered `choice` and is asked again at once (alone): a submenu's "back", or the menu's way
    into the submenu a "none" left."""
    g = answered(world, seat, choice)
    if g is None or g.over:
        return []
    mine = own_decision(g, seat)
    if mine is None or any(d.seat != seat for d in g.frames[-1].decisions(g)):
        return []
    start = position(world)
    return [option for option in candidates(mine, g)
            if (back := answered(g, seat, option)) is not None and position(back) == start]


def goes_round(world: Any, seat: int, choice: Any) -> bool:
    """Does answering `choice` in the blinded `world`, then the seat's own next questions as the plain
    greedy bot answers them (at most RETURN_STEPS; none of another seat's), come straight back to this
    very position (`position`)? Those answers' scorings are kept (`_greedy`): they are usually the
    bot's next decisions, so following them costs little more than the decisions themselves."""
    start = position(world)
    g = answered(world, seat, choice)
    for _ in range(RETURN_STEPS):
        if g is None or g.over:
            return False
        if position(g) == start:
            return True
        mine = own_decision(g, seat)
        if mine is None or any(d.seat != seat for d in g.frames[-1].decisions(g)):
            return False
        options = candidates(mine, g)
        _, best = (None, options[0]) if len(options) == 1 else _greedy(blinded(g, seat), seat, options)
        g = None if best is None else answered(g, seat, best)
    return g is not None and position(g) == start


def not_round(world: Any, seat: int, scores: list[tuple[Any, float]], pick: Any) -> Any:
    """`pick`, unless it goes round (`goes_round`): then the best scored answer that does not (ties:
    the earlier), or `pick` if every one does."""
    if not goes_round(world, seat, pick):
        return pick
    for choice, _ in sorted(scores, key=lambda scored_: -scored_[1]):
        if choice != pick and not goes_round(world, seat, choice):
            return choice
    return pick


class SeatBot:
    """Chooses for one seat from that seat's knowledge only (see the module docstring)."""

    def choose(self, state: Any, decision: Decision) -> Any:
        with without_hints():                    # the bot reads no option's hint
            return self._choose(state, decision)

    def _choose(self, state: Any, decision: Decision) -> Any:
        seat = decision.seat
        world = blinded(state, seat)
        options = candidates(own_decision(world, seat), world)
        if len(options) == 1:
            return options[0]
        scores, best = _greedy(world, seat, options)
        if best is None:
            raise RuntimeError(f"no answer of {decision.prompt.key} was accepted")
        return not_round(world, seat, scores, best)
