"""What the engine offers and reports: decisions with their options, events, results, metadata."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, Callable, Iterator, Literal, TypeVar

import msgspec

from .messages import Msg

Kind = Literal["one", "many", "amount"]

# Options' hints are help for people. A bot's look-ahead asks its questions thousands of times per
# decision and never reads them, so a game may leave the costly ones out while a bot thinks.
_hints = ContextVar("hints", default=True)


def hints_wanted() -> bool:
    """Should options carry their hints (`Option.hint`)? False only inside `without_hints`."""
    return _hints.get()


@contextmanager
def without_hints() -> Iterator[None]:
    """Options built meanwhile, in this thread or task, may leave out their hints (a bot thinking)."""
    token = _hints.set(False)
    try:
        yield
    finally:
        _hints.reset(token)


Hint = TypeVar("Hint", bound=Callable[..., Any])


def for_people(hint: Hint) -> Hint:
    """A function that words an option's hint, made to return None while a bot thinks
    (`without_hints`): for a game whose hints are many small functions, each called where an option
    is built."""
    @wraps(hint)
    def worded(*args: Any, **kwargs: Any) -> Any:
        return hint(*args, **kwargs) if _hints.get() else None
    return worded  # type: ignore[return-value]


class Option(msgspec.Struct, omit_defaults=True):
    id: str                      # stable, short (<= 90 chars): what a button or command sends back
    label: Msg
    disabled: Msg | None = None  # shown but not selectable, with the reason
    hint: Msg | None = None      # what choosing it does, in one line (a card's or location's effect,
                                 # what it costs, what it gives): help at the point of decision


class Decision(msgspec.Struct, omit_defaults=True):
    """One question awaiting one seat. `id` changes whenever the question is asked anew."""

    id: str
    seat: int
    prompt: Msg
    kind: Kind = "one"
    options: list[Option] = []
    min: int = 1
    max: int = 1
    secret: bool = False          # the answer stays hidden from the others until revealed

    def option(self, option_id: str) -> Option | None:
        for option in self.options:
            if option.id == option_id:
                return option
        return None


class Moment(msgspec.Struct, frozen=True):
    """Where a game stands in its main structure, for the channel: a board is shown when `turn`
    changes (a player's turn, a phase or an auction ended, a step everybody answered), and while it
    stays the same the steps in between are one player's action or the next answer of the same step."""

    round: int                    # the round (or full cycle of turns): tables may show a board per round
    turn: str                     # opaque; only compared for equality


class Event(msgspec.Struct, omit_defaults=True):
    """Something that happened, for the game log and the channel feed."""

    kind: str
    public: Msg
    seat: int | None = None
    private: Msg | None = None    # for `seat` only: the hidden detail of the same event
    barrier: bool = False         # randomness used or hidden information revealed: no undo across


class OptionSpec(msgspec.Struct):
    name: str
    type: Literal["bool", "int", "choice"]
    default: Any
    label: Msg
    choices: list[str] = []


class GameMeta(msgspec.Struct):
    id: str
    title: Msg
    min_players: int
    max_players: int
    options: list[OptionSpec] = []


class SeatScore(msgspec.Struct):
    seat: int
    total: int
    parts: dict[str, int]          # score breakdown, e.g. {"influence": 12, "gates": 5}
    tiebreak: list[int] = []       # the values compared after the total, in order


class Result(msgspec.Struct):
    scores: list[SeatScore]
    ranking: list[list[int]]       # groups of seats, best first; a group of several is a tie
    winners: list[int]

    def places(self) -> dict[int, int]:
        """Each seat's place, in standard competition ranking: tied seats share a place and the
        places they cover are skipped (1, 1, 3)."""
        return places(self.ranking)


def places(ranking: list[list[int]]) -> dict[int, int]:
    """Standard competition ranking ("1224") of ranking groups, best first."""
    found: dict[int, int] = {}
    ahead = 0
    for group in ranking:
        for seat in group:
            found[seat] = ahead + 1
        ahead += len(group)
    return found
