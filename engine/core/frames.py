"""Pending work as data: a stack of frames inside the game state, never closures.

A frame is either a *procedure* (runs by itself, may push further frames) or a *question* (awaits a
choice from a seat). The driver runs procedures until a real question is on top, answering forced
ones (a single option, or an amount with min == max) by itself. Because frames are plain msgspec
structs, a game can sleep in a database for a week and wake up in the middle of an action.
"""
from __future__ import annotations

from typing import Any

import msgspec

from .decisions import Decision, Event
from .messages import Msg, Player
from .rng import Rng

# A runaway loop of procedures is a bug in a game's rules code, never a legal game.
MAX_AUTOMATIC_STEPS = 100_000


class Frame(msgspec.Struct, tag=True, kw_only=True):
    """A procedure by default: `run` is called until the frame pops itself or pushes a question."""

    def awaits(self) -> bool:
        return False

    def pushed(self, g: "GameState") -> None:
        """Called once when the frame is put on the stack."""

    def run(self, g: Any, log: "Log") -> None:
        raise NotImplementedError(type(self).__name__)

    # Only meaningful for frames that await an answer:
    def decisions(self, g: Any) -> list[Decision]:
        return []

    def answer(self, g: Any, seat: int, choice: Any, log: "Log") -> None:
        raise NotImplementedError(type(self).__name__)

    def renew(self, g: "GameState", seat: int) -> None:
        """The frame was answered but stays on the stack: it will ask a new question."""

    def explain(self, g: Any, seat: int, amount: int) -> Msg | None:
        """Why `amount` is outside the range offered to `seat` (e.g. the exact shortfall), or None
        for the plain "between min and max" refusal."""
        return None


class Question(Frame, kw_only=True):
    """A frame that asks exactly one seat one thing."""

    id: int = 0

    def awaits(self) -> bool:
        return True

    def pushed(self, g: "GameState") -> None:
        self.id = g.new_id()

    def renew(self, g: "GameState", seat: int) -> None:
        self.id = g.new_id()

    def ask(self, g: Any) -> Decision:
        raise NotImplementedError(type(self).__name__)

    def decisions(self, g: Any) -> list[Decision]:
        decision = self.ask(g)
        decision.id = str(self.id)
        return [decision]


class GameState(msgspec.Struct, kw_only=True):
    """Fields every game's state has. Each game subclasses it and adds `frames` typed with its frames."""

    game: str
    schema: int
    rules_version: int
    content: str                  # hash of the content data the game was started with
    seed: int
    num_players: int
    options: dict[str, Any]
    rng: Rng
    next_id: int = 1
    over: bool = False

    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id

    def push(self, *frames: Frame) -> None:
        """Push frames; the last one given ends up on top and runs first."""
        for frame in frames:
            self.frames.append(frame)  # type: ignore[attr-defined]
            frame.pushed(self)

    def pop(self, frame: Frame) -> None:
        """Remove `frame` (normally the top one) from the stack."""
        stack = self.frames  # type: ignore[attr-defined]
        for index in range(len(stack) - 1, -1, -1):
            if stack[index] is frame:
                del stack[index]
                return
        raise RuntimeError(f"frame {type(frame).__name__} is not on the stack")


class Log:
    """Collects the events of one `act` (or of the setup)."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def add(self, kind: str, key: str, seat: int | None = None, *, private: Msg | None = None,
            barrier: bool = False, **params: Any) -> Event:
        if seat is not None and "player" not in params:
            params["player"] = Player(seat)
        event = Event(kind=kind, public=Msg(key, params), seat=seat, private=private, barrier=barrier)
        self.events.append(event)
        return event


def stack_invariants(g: GameState) -> list[str]:
    """What every game's state must satisfy between answers: a question on top (procedures run to
    rest), and frames left exactly while the game is not over."""
    problems = []
    frames = g.frames  # type: ignore[attr-defined]
    if frames and not frames[-1].awaits():
        problems.append("at rest with a procedure on top")
    if bool(frames) == g.over:
        problems.append("frames and the game-over flag disagree")
    return problems


def forced_choice(decision: Decision) -> Any:
    """The only possible answer to a decision, or None when the player really has a choice.

    Secret decisions are never answered automatically: how fast a sealed answer arrives must not
    tell the table anything about what is behind a screen.
    """
    if decision.secret:
        return None
    if decision.kind == "one":
        enabled = [option for option in decision.options if option.disabled is None]
        if len(enabled) == 1:
            return enabled[0].id
    elif decision.kind == "amount" and decision.min == decision.max and not decision.options:
        return decision.min
    return None


def on_stack(g: GameState, frame: Frame) -> bool:
    return any(f is frame for f in g.frames)  # type: ignore[attr-defined]


def answer(g: GameState, frame: Frame, seat: int, choice: Any, log: Log) -> None:
    frame.answer(g, seat, choice, log)
    if on_stack(g, frame):
        frame.renew(g, seat)


def advance(g: GameState, log: Log) -> None:
    """Run procedures and forced answers until a real question awaits or the game is over."""
    stack = g.frames  # type: ignore[attr-defined]
    for _ in range(MAX_AUTOMATIC_STEPS):
        if not stack:
            return
        top = stack[-1]
        if not top.awaits():
            top.run(g, log)
            continue
        for decision in top.decisions(g):
            choice = forced_choice(decision)
            if choice is not None:
                answer(g, top, decision.seat, choice, log)
                break
        else:
            return
    raise RuntimeError("the game's procedures did not come to rest")
