"""Random-play fuzzing with invariant checks at every step (used by `python -m engine fuzz` and the
tests). A failure is reported with the game's seed and the choices that led to it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from . import act, dumps, loads, new_game, pending, result, view
from .agents import random_agent
from .core import rules as registry
from .core import serial
from .core.errors import RuleError

MAX_DECISIONS = 20_000   # far beyond any real game; reaching it means the game does not end


@dataclass
class GameRun:
    game: str
    players: int
    options: dict
    seed: int
    choices: list[tuple[int, Any]] = field(default_factory=list)
    decisions: int = 0
    failures: list[str] = field(default_factory=list)
    final: Any = None


def _made_up_choice(decision) -> Any:
    if decision.kind == "amount":
        return decision.max + 1
    if decision.kind == "many":
        return ["no-such-option"]
    return "no-such-option"


def check_step(state, run: GameRun) -> None:
    rules = registry.get(state.game)
    for problem in rules.invariants(state):
        run.failures.append(f"step {run.decisions}: {problem}")
    text = dumps(state)
    if loads(text) != state or dumps(loads(text)) != text:
        run.failures.append(f"step {run.decisions}: loads(dumps(s)) != s")
    if not state.over:
        seats = range(state.num_players)
        views = {seat: view(state, seat) for seat in seats}
        public = view(state, None)
        for other in seats:
            scrambled = serial.copy(state)
            rules.scramble_secrets(scrambled, other)
            for seat in seats:
                if seat != other and view(scrambled, seat) != views[seat]:
                    run.failures.append(f"step {run.decisions}: seat {seat}'s view shows seat {other}'s secrets")
            if view(scrambled, None) != public:
                run.failures.append(f"step {run.decisions}: the public view shows seat {other}'s secrets")
        if "rng" in dumps_view(public):
            run.failures.append("the public view contains the RNG")


def same_after_reload(state, decisions, decision, choice, after, events, run: GameRun) -> None:
    """A saved game is the same game: the state as stored and loaded again must ask exactly the same
    questions and answer the same choice with exactly the same state and events. (`loads(dumps(s))
    == s` is not enough: dict equality ignores the order a reloaded mapping is iterated in.)"""
    reloaded = loads(dumps(state))
    if pending(reloaded) != decisions:
        run.failures.append(f"step {run.decisions}: the reloaded state asks different questions "
                            f"(decision {decision.prompt.key})")
        return
    again, events_again = act(reloaded, decision.seat, choice, expect=decision.id)
    if dumps(again) != dumps(after) or events_again != events:
        run.failures.append(f"step {run.decisions}: the reloaded state answers {choice!r} differently "
                            f"(decision {decision.prompt.key})")


def dumps_view(v: dict) -> str:
    import msgspec
    return msgspec.json.encode(v).decode()


def play(game: str, players: int, options: dict | None, seed: int, *, checks: bool = True,
         on_step: Callable | None = None) -> GameRun:
    """One complete random game; with `checks`, every invariant at every step."""
    run = GameRun(game, players, dict(options or {}), seed)
    agent = random_agent(game, seed)
    state = new_game(game, players, options=options, seed=seed)
    while True:
        decisions = pending(state)
        if checks:
            check_step(state, run)
            if run.failures:
                break
        if not decisions:
            break
        if run.decisions >= MAX_DECISIONS:
            run.failures.append("the game did not end")
            break
        decision = decisions[agent.rng.below(len(decisions))]
        if checks:
            original = dumps(state)
            for bad in (_made_up_choice(decision),):
                try:
                    act(state, decision.seat, bad)
                    run.failures.append(f"step {run.decisions}: made-up choice {bad!r} accepted")
                except RuleError:
                    pass
            try:
                act(state, decision.seat, decision.options[0].id if decision.options else 0,
                    expect="stale-id")
                run.failures.append(f"step {run.decisions}: stale decision id accepted")
            except RuleError:
                pass
            if dumps(state) != original:
                run.failures.append(f"step {run.decisions}: a refused choice changed the state")
        choice = agent.choose(state, decision)
        try:
            after, events = act(state, decision.seat, choice, expect=decision.id)
            if checks:
                same_after_reload(state, decisions, decision, choice, after, events, run)
            state = after
        except RuleError as error:
            run.failures.append(f"step {run.decisions}: offered choice {choice!r} refused: {error}")
            break
        except Exception as error:  # a bug: report it with the path that led there
            run.failures.append(f"step {run.decisions}: {type(error).__name__}: {error} "
                                f"(decision {decision.prompt.key}, choice {choice!r})")
            break
        if run.failures:
            break
        run.choices.append((decision.seat, choice))
        run.decisions += 1
        if on_step:
            on_step(state)
    run.final = state
    if checks and not run.failures:
        if result(state) is None:
            run.failures.append("finished game has no result")
        replayed = replay(game, players, options, seed, run.choices)
        if dumps(replayed) != dumps(state):
            run.failures.append("replaying seed + choices gave a different state")
    return run


def replay(game: str, players: int, options: dict | None, seed: int,
           choices: list[tuple[int, Any]]):
    state = new_game(game, players, options=options, seed=seed)
    for seat, choice in choices:
        state, _ = act(state, seat, choice)
    return state
