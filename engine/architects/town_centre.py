"""The Town Centre (rules/architects.md 4.6): up to N captures, each a whole group (all workers of one
colour at one open-circle location), 1 $ each with the first one as tax; at most 2 locations per turn
with 1-3 players (P, the Rival included), 1 location with 4-5."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision
from ..core.frames import Log
from ..core.messages import Msg, Player
from . import abilities as AB
from . import content as C
from . import hints as H
from .base import Ask, location_msg, opt, why
from .content import CONTENT
from .goods import pay_silver, silver_due
from .state import LOCATIONS

if TYPE_CHECKING:
    from . import ArchitectsState as G


def location_limit(g: "G", index: int) -> int:
    return CONTENT.rules.capture.locations[str(len(g.players))] + AB.total(g.players[index], C.TcExtraLocation)


def capture_price(g: "G", index: int, first: bool | None = None) -> tuple[int, int]:
    """(plain, tax) of the next capture (or of the turn's first one, or of a later one), after
    TC_FIRST_FREE / TC_FREE_EXTRA and tax avoidance."""
    rules = CONTENT.rules.capture
    player = g.players[index]
    if first if first is not None else not g.turn.first_capture_done:
        if AB.has(player, C.TcFirstFree):
            return 0, 0
        plain, tax = (0, rules.silver) if rules.first_is_tax else (rules.silver, 0)
    else:
        if AB.has(player, C.TcFreeExtra):
            return 0, 0
        plain, tax = rules.silver, 0
    return silver_due(player, plain, tax)


def can_afford_capture(g: "G", index: int) -> bool:
    return g.players[index].silver >= sum(capture_price(g, index))


def where(g: "G", index: int) -> list[str]:
    """Open-circle locations holding a group the player may capture now (own colour included)."""
    used = g.turn.capture_locations
    open_ = len(used) < location_limit(g, index)
    return [loc for loc in LOCATIONS if g.locations.get(loc) and (open_ or loc in used)]


def groups(g: "G", location: str) -> list[str]:
    """The colours at a location, in colour order."""
    here = g.locations.get(location, {})
    return [colour for colour in CONTENT.rules.colours if here.get(colour)]


def capture(g: "G", index: int, location: str, colour: str, log: Log) -> None:
    """Pay for one capture and take the group."""
    take_group(g, index, location, colour, log, pay_silver(g, index, *capture_price(g, index)))


def take_group(g: "G", index: int, location: str, colour: str, log: Log, paid: tuple[int, int]) -> None:
    """Own workers go home, others to the captured area; CAPTURE_STEAL takes silver from the group's
    owner."""
    player = g.players[index]
    g.turn.first_capture_done = True
    g.turn.captures_left -= 1
    if location not in g.turn.capture_locations:
        g.turn.capture_locations.append(location)
    count = g.at(location, colour)
    g.put(location, colour, -count)
    owner = g.by_colour(colour)
    stolen = 0
    if owner == index:
        player.workers += count
    else:
        player.captured[colour] = player.captured.get(colour, 0) + count
        want = AB.total(player, C.CaptureSteal)
        stolen = min(want, g.players[owner].silver)
        g.players[owner].silver -= stolen
        player.silver += stolen
    log.add("capture", "architects-ev-capture-own" if owner == index else "architects-ev-capture", index,
            owner=Player(owner), count=count, location=location_msg(location), paid=sum(paid), tax=paid[1],
            stolen=stolen)


def more_possible(g: "G", index: int) -> bool:
    return g.turn.captures_left > 0 and can_afford_capture(g, index) and bool(where(g, index))


class Capture(Ask):
    """Q10 (where, or `done`), then Q11 (whose group there), while captures are left and affordable."""

    location: str = ""

    def ask(self, g: "G") -> Decision:
        if self.location:
            return Decision("", self.player, Msg("architects-ask-capture-whom",
                                                 {"location": location_msg(self.location)}),
                            options=[opt(colour, "architects-opt-group",
                                         player=Player(g.by_colour(colour)),
                                         count=g.at(self.location, colour))
                                     for colour in groups(g, self.location)])
        plain, tax = capture_price(g, self.player)
        allowed = where(g, self.player)
        limit = location_limit(g, self.player)
        options = [opt(loc, "architects-opt-capture-at",
                       None if loc in allowed else why("architects-why-capture-limit", limit=limit),
                       location=location_msg(loc), groups=len(groups(g, loc)),
                       hint=H.capture_hint(g, self.player, loc))
                   for loc in LOCATIONS if g.locations.get(loc)]
        options.append(opt("done", "architects-opt-done"))
        return Decision("", self.player, Msg("architects-ask-capture", {
            "left": g.turn.captures_left, "cost": plain + tax}), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        if not self.location:
            if choice == "done":
                g.pop(self)
            else:
                self.location = choice
            return
        capture(g, self.player, self.location, choice, log)
        self.location = ""
        if not more_possible(g, self.player):
            g.pop(self)


def resolve_town_centre(g: "G", index: int, n: int, log: Log) -> None:
    g.turn.captures_left = n
    if more_possible(g, index):
        g.push(Capture(player=index))
    elif g.turn.captures_left and not can_afford_capture(g, index):
        log.add("nothing", "architects-ev-capture-unaffordable", index)
