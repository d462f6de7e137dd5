"""A player's turn (rules/architects.md 1.6): the special rule when no worker is left on the board
(9.1), or one worker placed on a legal location (4.12) and its action; then the Black Market Reset
if one was triggered (7.2), the building hand limit (4.5.3), the end trigger and the final round (8.1),
and the next player clockwise."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log
from ..core.messages import Msg
from . import abilities as AB
from . import hints as H
from .base import Ask, building_msg, location_msg, opt, why
from .content import CONTENT
from .guard import resolve_guard_house
from .guildhall import Guild, guild_refusal
from .locations import RESOURCE_LOCATIONS, Storehouse, resolve_resource, tax_collector
from .market import refusal as market_refusal
from .market import reset, use_space
from .scoring import finish
from .state import LOCATIONS, MARKET_SPACES, Turn
from .town_centre import resolve_town_centre
from .workshop import put_under, resolve_workshop

if TYPE_CHECKING:
    from . import ArchitectsState as G

MARKET_OPTIONS = tuple(f"bm_{space}" for space in MARKET_SPACES)
PLACES = (*LOCATIONS, *MARKET_OPTIONS, "guildhall")            # Q03's ids, in the spec's order


# --- where a worker may go (4.12) -------------------------------------------------------------------

def refusal(g: "G", index: int, where: str) -> Msg | None:
    if where == "tax_collector" and g.tax_stand <= 0:
        return why("architects-why-tax-empty")
    if where in MARKET_OPTIONS:
        return market_refusal(g, index, where.removeprefix("bm_"))
    if where == "guildhall":
        return guild_refusal(g, index)
    return None


def place_options(g: "G", index: int) -> list[Option]:
    colour = g.players[index].colour
    options = []
    for where in PLACES:
        hint = H.place_hint(g, index, where)     # None while a bot thinks (twelve hints: most of the question)
        if where in LOCATIONS:
            label = opt(where, "architects-opt-place", refusal(g, index, where), location=location_msg(where),
                        n=g.at(where, colour) + 1, hint=hint)
        else:
            label = opt(where, "architects-opt-place-space", refusal(g, index, where),
                        location=location_msg(where), hint=hint)
        options.append(label)
    return options


def next_guildhall_space(g: "G") -> int | None:
    return next((k for k, slot in enumerate(g.guildhall) if slot is None), None)


def place(g: "G", index: int, where: str, log: Log) -> None:
    """Put one worker from the player's board on `where` and resolve it (the Rival shares this)."""
    player = g.players[index]
    player.workers -= 1
    if where in LOCATIONS:
        g.put(where, player.colour, 1)
        n = g.at(where, player.colour)
        g.turn.location, g.turn.n = where, n
        log.add("place", "architects-ev-place", index, location=location_msg(where), n=n)
        return
    g.turn.location = where
    if where in MARKET_OPTIONS:
        g.market[MARKET_SPACES.index(where.removeprefix("bm_"))] = player.colour
        log.add("place", "architects-ev-place-space", index, location=location_msg(where))
        if all(space is not None for space in g.market):
            g.turn.reset_due = True
        return
    space = next_guildhall_space(g)
    if space is None:                 # the final round: beside the Guildhall, triggering nothing
        g.beside_guildhall[player.colour] = g.beside_guildhall.get(player.colour, 0) + 1
        log.add("place", "architects-ev-place-beside", index)
        return
    g.guildhall[space] = player.colour
    layout = CONTENT.guildhall(len(g.players))
    log.add("place", "architects-ev-place-guildhall", index, space=space + 1, spaces=layout.spaces)
    if space + 1 in layout.resets:
        g.turn.reset_due = True
    if space + 1 == layout.final:
        g.turn.end_triggered = True


def resolve(g: "G", index: int, where: str, log: Log) -> None:
    """A person's action at the location just placed on (questions pushed where there are choices)."""
    n = g.turn.n
    if where in RESOURCE_LOCATIONS:
        resolve_resource(g, index, where, n, log)
    elif where == "storehouse":
        g.push(Storehouse(player=index, actions_left=n))
    elif where == "workshop":
        resolve_workshop(g, index, n, log)
    elif where == "town_centre":
        resolve_town_centre(g, index, n, log)
    elif where == "tax_collector":
        tax_collector(g, index, log)
    elif where == "guard_house":
        resolve_guard_house(g, index, n, log)
    elif where in MARKET_OPTIONS:
        use_space(g, index, where.removeprefix("bm_"), log)
    else:
        g.push(Guild(player=index))


class Place(Ask):
    """Q03: where the worker goes."""

    def ask(self, g: "G") -> Decision:
        player = g.players[self.player]
        return Decision("", self.player, Msg("architects-ask-place", {"workers": player.workers}),
                        options=place_options(g, self.player))

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        place(g, self.player, choice, log)
        resolve(g, self.player, choice, log)


# --- the special rule (9.1) ---------------------------------------------------------------------------

def retrievable(g: "G", index: int) -> list[str]:
    colour = g.players[index].colour
    return [loc for loc in LOCATIONS if g.at(loc, colour)]


def retrieve(g: "G", index: int, location: str, log: Log) -> None:
    player = g.players[index]
    g.put(location, player.colour, -1)
    player.workers += 1
    log.add("retrieve", "architects-ev-retrieve", index, location=location_msg(location))


class Retrieve(Ask):
    """Q04: no worker on the board: the whole turn is taking one back from an open-circle location."""

    def ask(self, g: "G") -> Decision:
        colour = g.players[self.player].colour
        return Decision("", self.player, Msg("architects-ask-retrieve"),
                        options=[opt(loc, "architects-opt-retrieve", location=location_msg(loc), n=g.at(loc, colour),
                                     hint=H.retrieve_hint(g, self.player, loc))
                                 for loc in retrievable(g, self.player)])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        retrieve(g, self.player, choice, log)


# --- the end of the turn --------------------------------------------------------------------------------

class HandDiscard(Ask):
    """Q20: above the hand limit at the end of the turn: exactly the excess goes under the deck."""

    count: int

    def ask(self, g: "G") -> Decision:
        hand = g.players[self.player].hand
        return Decision("", self.player, Msg("architects-ask-hand-discard", {
            "count": self.count, "limit": AB.hand_limit(g.players[self.player])}), kind="many",
            options=[opt(card, "architects-opt-building", card=building_msg(card), hint=H.building_hint(card))
                     for card in hand],
            min=self.count, max=self.count)

    def answer(self, g: "G", seat: int, choice: list[str], log: Log) -> None:
        g.pop(self)
        player = g.players[self.player]
        for card in choice:
            player.hand.remove(card)
        put_under(g, choice)
        log.add("discard", "architects-ev-hand-discard", self.player, count=len(choice),
                private=Msg("architects-ev-put-under", {"cards": [building_msg(c) for c in choice]}))


class PlayerTurn(Frame):
    player: int
    step: str = "start"

    def run(self, g: "G", log: Log) -> None:
        player = g.players[self.player]
        if self.step == "start":
            self.step = "reset"
            start_turn(g, self.player)
            if player.rival:
                from .rival import play      # the Rival places through this module's `place`
                play(g, self.player, log)
            elif player.workers == 0:
                if retrievable(g, self.player):
                    g.push(Retrieve(player=self.player))
                else:
                    pass_idle(g, self.player, log)
            else:
                g.push(Place(player=self.player))
        elif self.step == "reset":
            self.step = "hand"
            if g.turn.reset_due:
                reset(g, log)
        elif self.step == "hand":
            self.step = "end"
            excess = len(player.hand) - AB.hand_limit(player)
            if excess > 0:
                g.push(HandDiscard(player=self.player, count=excess))
        else:
            g.pop(self)
            end_turn(g, log)


def pass_idle(g: "G", index: int, log: Log) -> None:
    """9.1: no worker on the board and none to take back: the turn passes (G19) [HOUSE]."""
    g.turn.idle = True
    log.add("retrieve", "architects-ev-no-retrieve", index)


def start_turn(g: "G", index: int) -> None:
    g.active = index
    g.turn = Turn()
    g.turns += 1
    if index == g.order[0] or g.round == 0:
        g.round += 1


def end_turn(g: "G", log: Log) -> None:
    g.idle_turns = g.idle_turns + 1 if g.turn.idle else 0
    if g.idle_turns >= len(g.players):
        # a whole round in which nobody could do anything: nothing can ever change again, so the
        # game ends here and is scored [HOUSE, extends G19]
        log.add("end", "architects-ev-stalled", None)
        finish(g, log)
        return
    if g.turn.end_triggered:
        g.phase = "final_round"
        g.final_round_left = g.clockwise_from(g.after(g.active))
        log.add("end", "architects-ev-final-round", g.active, barrier=False)
    elif g.phase == "final_round":
        g.final_round_left.remove(g.active)
        if not g.final_round_left:
            finish(g, log)
            return
    following = g.final_round_left[0] if g.phase == "final_round" else g.after(g.active)
    g.push(PlayerTurn(player=following))
