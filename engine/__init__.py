"""The rules engine: pure, deterministic, no I/O. This facade is all the rest of the system imports.

    engine.game_ids() -> list[str]
    engine.meta(game_id) -> GameMeta
    engine.new_game(game_id, num_players, *, options=None, seed) -> State
    engine.pending(state) -> list[Decision]        # [] exactly when the game is over
    engine.act(state, seat, choice, *, expect=None, asked=None) -> (State, list[Event])   # never mutates `state`
    engine.view(state, seat | None) -> dict        # None = public; never another seat's secrets
    engine.result(state) -> Result | None
    engine.moment(state) -> Moment                 # the turn of the main structure (a board per change)
    engine.standing(state) -> Standing             # round, phase, each seat's public score, in words
    engine.dumps(state) -> str; engine.loads(text) -> State
    engine.record                                  # a finished game's portable record and its replay
    engine.RuleError
"""
from __future__ import annotations

import re
from typing import Any

from .core import rules as _registry
from .core import serial as _serial
from .core.decisions import Decision, Event, GameMeta, Moment, Option, OptionSpec, Result, SeatScore
from .core.errors import RuleError
from .core.frames import GameState as State
from .core.frames import Log, advance, answer
from .core.messages import Msg, Player, msg
from .core.rules import Standing

from . import architects as _architects  # noqa: F401  (registers the game)
from .ezra_nehemiah import game as _ezra_nehemiah  # noqa: F401  (registers the game)
from . import nehemiah as _nehemiah  # noqa: F401  (registers the game)
from . import temple as _temple  # noqa: F401  (registers the game)

__all__ = [
    "Decision", "Event", "GameMeta", "Moment", "Msg", "Option", "OptionSpec", "Player", "Result", "RuleError",
    "SeatScore", "Standing", "State", "act", "dumps", "game_ids", "loads", "meta", "new_game", "pending",
    "record", "result", "standing", "view",
]

dumps = _serial.dumps
loads = _serial.loads
game_ids = _registry.game_ids


def meta(game_id: str) -> GameMeta:
    return _registry.get(game_id).meta


def new_game(game_id: str, num_players: int, *, options: dict[str, Any] | None = None,
             seed: int) -> State:
    state, _ = new_game_with_events(game_id, num_players, options=options, seed=seed)
    return state


def new_game_with_events(game_id: str, num_players: int, *, options: dict[str, Any] | None = None,
                         seed: int) -> tuple[State, list[Event]]:
    """Like new_game, also returning the setup events (cards dealt, first auction ...)."""
    rules = _registry.get(game_id)
    if isinstance(num_players, bool) or not isinstance(num_players, int) or not (
            rules.meta.min_players <= num_players <= rules.meta.max_players):
        raise RuleError("player-count", "core-error-player-count", game=rules.meta.title,
                        min=rules.meta.min_players, max=rules.meta.max_players, count=str(num_players))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RuleError("bad-seed", "core-error-seed")
    state = rules.setup(num_players, rules.normalize_options(options), seed)
    log = Log()
    advance(state, log)
    return state, log.events


def pending(state: State) -> list[Decision]:
    frames = state.frames  # type: ignore[attr-defined]
    if not frames:
        return []
    return frames[-1].decisions(state)


_INTEGER = re.compile(r"^\s*-?\d{1,9}\s*$")
_LARGEST_AMOUNT = 999_999_999        # larger answers are refused plainly, before any game explains them


def _validate(decision: Decision, choice: Any) -> Any:
    if decision.kind == "one":
        if not isinstance(choice, str):
            raise RuleError("bad-choice", "core-error-choose-one")
        option = decision.option(choice)
        if option is None:
            raise RuleError("unknown-option", "core-error-unknown-option", option=choice[:90])
        if option.disabled is not None:
            raise RuleError("option-disabled", option.disabled)
        return choice
    if decision.kind == "many":
        if not isinstance(choice, (list, tuple)) or not all(isinstance(c, str) for c in choice):
            raise RuleError("bad-choice", "core-error-choose-many", min=decision.min, max=decision.max)
        if len(set(choice)) != len(choice):
            raise RuleError("bad-choice", "core-error-duplicate-option")
        for item in choice:
            _validate(Decision(id=decision.id, seat=decision.seat, prompt=decision.prompt,
                               options=decision.options), item)
        if not decision.min <= len(choice) <= decision.max:
            raise RuleError("bad-choice", "core-error-choose-many", min=decision.min, max=decision.max)
        return list(choice)
    # amount, or one of the named options an amount question may also offer (e.g. "pass")
    if isinstance(choice, str) and decision.option(choice) is not None:
        option = decision.option(choice)
        if option.disabled is not None:
            raise RuleError("option-disabled", option.disabled)
        return choice
    if isinstance(choice, str) and _INTEGER.match(choice):
        choice = int(choice)
    if isinstance(choice, bool) or not isinstance(choice, int) or abs(choice) > _LARGEST_AMOUNT:
        raise RuleError("bad-amount", "core-error-amount", min=decision.min, max=decision.max)
    if not decision.min <= choice <= decision.max:
        raise _OutOfRange(choice)
    return choice


class _OutOfRange(Exception):
    def __init__(self, amount: int) -> None:
        self.amount = amount


def act(state: State, seat: int, choice: Any, *, expect: str | None = None,
        asked: list[Decision] | None = None) -> tuple[State, list[Event]]:
    """Answer `seat`'s open decision. Never mutates `state`; raises RuleError if refused. `asked`:
    what pending(state) gave, if the caller has it (a move then computes it once): the choice is
    checked against those options, which the engine itself offered for this very state."""
    decisions = pending(state) if asked is None else asked
    if not decisions:
        raise RuleError("game-over", "core-error-game-over")
    mine = next((d for d in decisions if d.seat == seat), None)
    if mine is None:
        raise RuleError("not-awaited", "core-error-not-awaited")
    if expect is not None and expect != mine.id:
        raise RuleError("stale", "core-error-stale")
    try:
        choice = _validate(mine, choice)
    except _OutOfRange as out:
        # the game may say exactly why (e.g. "you have 7 stone: 3 short"); else the plain range
        reason = state.frames[-1].explain(state, seat, out.amount)  # type: ignore[attr-defined]
        raise RuleError("bad-amount", reason or msg("core-error-amount", min=mine.min, max=mine.max)
                        ) from None
    new_state = _serial.copy(state)
    log = Log()
    answer(new_state, new_state.frames[-1], seat, choice, log)  # type: ignore[attr-defined]
    advance(new_state, log)
    return new_state, log.events


def view(state: State, seat: int | None = None) -> dict:
    return _registry.get(state.game).view(state, seat)


def result(state: State) -> Result | None:
    return _registry.get(state.game).result(state)


def moment(state: State) -> Moment:
    return _registry.get(state.game).moment(state)


def standing(state: State) -> Standing:
    """Where the game stands, in words, from public information only (for `/game status`)."""
    return _registry.get(state.game).standing(state)


from . import record  # noqa: E402  (last: it builds on the functions above)
