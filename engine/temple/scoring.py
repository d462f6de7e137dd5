"""End of the game and final scoring (rules/temple.md section 5): the Holy of Holies, the end of the
game and God's Glory points."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.frames import Log
from ..core.messages import Player
from .content import CONTENT

if TYPE_CHECKING:
    from . import TempleState as G
    from .state import Seat


def holy_share(finishers: int) -> int:
    """The Holy of Holies split between simultaneous finishers, rounded half up [TEXT 10.3]."""
    points = CONTENT.rules.holy_of_holies.points
    return (2 * points + finishers) // (2 * finishers)


def completed(seat: "Seat") -> bool:
    """R10.2: no unbuilt concession and at least one built element."""
    return seat.active and not seat.unbuilt and bool(seat.built)


def parts(seat: "Seat") -> dict[str, int]:
    built = sum(CONTENT.card[b.card].points for b in seat.built)
    unbuilt = sum(CONTENT.card[number].points for number in seat.unbuilt)
    return {"built": built, "holy": seat.bonus, "unbuilt": -unbuilt}


def score(seat: "Seat") -> int:
    return sum(parts(seat).values())


def award_holy_of_holies(g: "G", log: Log) -> None:
    """R10.2: at the first check that finds finishers, they share the bonus; one more round follows."""
    finishers = [s for s in g.clockwise(g.token) if completed(g.seats[s])]
    if not finishers:
        return
    share = holy_share(len(finishers))
    for s in finishers:
        g.seats[s].bonus = share
    g.finishers = sorted(finishers)
    g.final_round = g.round + 1
    log.add("holy", "temple-ev-holy", None, players=[Player(s) for s in finishers], points=share,
            count=len(finishers))


def finish(g: "G", log: Log, reason: str) -> None:
    """The game is over: nothing is left to decide."""
    g.frames.clear()
    g.over = True
    g.phase = "over"
    g.end_reason = reason
    log.add("over", f"temple-ev-over-{reason}", None, barrier=True)

