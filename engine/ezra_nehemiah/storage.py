"""The guard tile's storage limit (rules/ezra_nehemiah.md 8.4, D30): between turns, and at the end of
the Sabbath, a player with an undeveloped guard tile who holds more cubes than its storage spaces
returns the excess to the main supply, choosing which. During a turn the limit may be exceeded.

`check_storage(g)` pushes one `Discard` per player over the limit, in turn order from the Shofar
holder (each may be asked on someone else's turn). A `Discard` asks one cube type at a time, in the
order gold, stone, wood, ash, how many to return, with bounds that make the total exactly the excess;
the last type is therefore always forced and answered by itself.
"""
from __future__ import annotations

from ..core.decisions import Decision
from ..core.frames import Log
from .base import Ask, G, cube_msg, m, people, player, say
from .content import CONTENT, RESOURCES
from .effects import goods_msg


def storage_limit(g: G, seat: int) -> int | None:
    """The number of cubes the player may keep between turns, or None (developed guard tile)."""
    guard = player(g, seat).dev["guard"]
    return None if guard.developed else CONTENT.tile[guard.tile].storage


def excess(g: G, seat: int) -> int:
    limit = storage_limit(g, seat)
    if limit is None:
        return 0
    return max(0, sum(player(g, seat).cubes.values()) - limit)


def check_storage(g: G) -> None:
    """Push a discard question for every player over the limit (the first in turn order on top)."""
    for seat in reversed(people(g)):
        over = excess(g, seat)
        if over:
            g.push(Discard(seat=seat, left=over, total=over))


class Discard(Ask, kw_only=True):
    """D30: how many cubes of one type go back, type by type."""

    left: int                      # still to return
    total: int                     # the whole excess (for the message)
    index: int = 0                 # the cube type asked now (RESOURCES order)
    returned: dict[str, int] = {}

    def bounds(self, g: G) -> tuple[int, int]:
        cubes = player(g, self.seat).cubes
        kind = RESOURCES[self.index]
        later = sum(cubes[other] for other in RESOURCES[self.index + 1:])
        return max(0, self.left - later), min(cubes[kind], self.left)

    def ask(self, g: G) -> Decision:
        low, high = self.bounds(g)
        limit = CONTENT.tile[player(g, self.seat).dev["guard"].tile].storage
        return Decision("", self.seat, m("ask-discard", cube=cube_msg(RESOURCES[self.index], 2), left=self.left,
                                         total=self.total, limit=limit),
                        kind="amount", min=low, max=high)

    def answer(self, g: G, seat: int, choice: int, log: Log) -> None:
        kind = RESOURCES[self.index]
        if choice:
            player(g, self.seat).cubes[kind] -= choice
            self.returned = {**self.returned, kind: choice}
            self.left -= choice
        self.index += 1
        if self.left and self.index < len(RESOURCES):
            return
        g.pop(self)
        say(log, "storage", "ev-discard", self.seat, goods=goods_msg(self.returned), n=self.total)


FRAMES = (Discard,)
