"""Small shared pieces of the Ezra and Nehemiah frames: a question asked of one seat, option and
message helpers, who is who (a seat or the solo Opponent), the scrolls a player owns and their hooks.

`Who` is a seat (int) or OPPONENT ("opponent"); every rule that can happen to the Opponent takes a
`who`. Messages name a seat with `Player(seat)` and the Opponent with `ezra_nehemiah-automa`.
"""
from __future__ import annotations

from typing import Any, Iterator, Union

from ..core.decisions import Option
from ..core.frames import Log, Question
from ..core.messages import Msg, Player
from .content import CONTENT, TILE_TYPES, AnyHook
from .state import OPPONENT, EzraBase, PlayerState, Space

Who = Union[int, str]
G = EzraBase


class Ask(Question, kw_only=True):
    """A question for one seat (a person; the Opponent is never asked)."""

    seat: int


def opt(option_id: str, key: str, disabled: Msg | None = None, *, hint: Msg | None = None, **params: Any) -> Option:
    """An option; `hint` says in one line what choosing it does (hints.py)."""
    return Option(option_id, Msg(key, params), disabled, hint)


def why(key: str, **params: Any) -> Msg:
    return Msg(f"ezra_nehemiah-why-{key}", params)


def m(key: str, **params: Any) -> Msg:
    return Msg(f"ezra_nehemiah-{key}", params)


def name(who: Who) -> Msg | Player:
    """How a message names `who`."""
    return Msg("ezra_nehemiah-automa") if who == OPPONENT else Player(who)  # type: ignore[arg-type]


def say(log: Log, kind: str, key: str, who: Who | None, **params: Any):
    """An event about `who` (a seat, the Opponent, or nobody)."""
    if who == OPPONENT:
        return log.add(kind, f"ezra_nehemiah-{key}", None, player=name(OPPONENT), **params)
    return log.add(kind, f"ezra_nehemiah-{key}", who, **params)  # type: ignore[arg-type]


def gate_msg(gate: str) -> Msg:
    return Msg(f"ezra_nehemiah-gate-{gate}")


def space_msg(space: str) -> Msg:
    """A wall space (W01..W26) or a gate, by name."""
    return gate_msg(space) if space in CONTENT.gate else Msg("ezra_nehemiah-wall", {"wall": space})


def character_msg(card: str) -> Msg:
    return Msg(f"ezra_nehemiah-character-{card}")


def card_msg(card: str) -> Msg:
    """A character or a hero card (both are tucked)."""
    return Msg(f"ezra_nehemiah-hero-{card}") if card in CONTENT.hero else character_msg(card)


def wall_card_msg(card: str) -> Msg:
    return Msg(f"ezra_nehemiah-wallcard-{card}")


def scroll_msg(scroll: str) -> Msg:
    return Msg(f"ezra_nehemiah-scroll-{scroll}")


def tile_msg(tile: str) -> Msg:
    return Msg(f"ezra_nehemiah-tile-{tile}")


def colour_msg(colour: str) -> Msg:
    return Msg(f"ezra_nehemiah-colour-{colour}")


def cube_msg(cube: str, n: int = 1) -> Msg:
    return Msg(f"ezra_nehemiah-cube-{cube}", {"n": n})


# --- who is who -------------------------------------------------------------------------------------

def is_opponent(who: Who) -> bool:
    return who == OPPONENT


def player(g: G, seat: Who) -> PlayerState:
    return g.players[seat]  # type: ignore[index]


def space_of(g: G, space_id: str) -> Space:
    return g.board.perimeter[CONTENT.perimeter.index(space_id)]


def everyone(g: G) -> list[Who]:
    """Seats in turn order from the Shofar holder, the Opponent included."""
    return g.seats_from(g.shofar)


def people(g: G) -> list[int]:
    """The seats in turn order from the Shofar holder (the Opponent left out)."""
    return [who for who in everyone(g) if who != OPPONENT]  # type: ignore[misc]


# --- scrolls and their hooks ---------------------------------------------------------------------------

def hooks(g: G, who: Who, kind: type | tuple[type, ...]) -> Iterator[tuple[str, AnyHook]]:
    """(source id, hook) for every lasting ability of `who` of the given hook type(s): its scrolls in
    the order taken, then its development tiles' abilities (FA3). The Opponent has none (13.7)."""
    if who == OPPONENT:
        return
    owner = player(g, who)
    for scroll in owner.scrolls:
        for hook in CONTENT.scroll[scroll].hooks:
            if isinstance(hook, kind):
                yield scroll, hook
    for tile_type in TILE_TYPES:                          # never a dict's order (a saved game is the same game)
        tile = owner.dev[tile_type].tile
        for hook in getattr(CONTENT.tile[tile], "abilities", ()):
            if isinstance(hook, kind):
                yield tile, hook


def has(g: G, who: Who, kind: type | tuple[type, ...]) -> bool:
    return next(hooks(g, who, kind), None) is not None


def first(g: G, who: Who, kind: type | tuple[type, ...]) -> AnyHook | None:
    found = next(hooks(g, who, kind), None)
    return found[1] if found else None
