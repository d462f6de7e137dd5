"""A player's turn (rules section 4): place a worker or activate one, forced choices and passing,
the 2-player neutral worker (section 8), the exceptional situation (section 10), and the windows in
which leader cards are offered (section 9.3, see leaders.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log, Question
from ..core.messages import Msg, Player
from . import board as B
from . import hints as H
from . import leaders as L
from . import work as W
from .rounds import FinalScoring, ReplaceOne, Replacements, clockwise

if TYPE_CHECKING:
    from . import NehemiahState as G

PASS = "pass"


class Play(Frame):
    """The bottom of the stack: one turn after another until the game is over."""

    def run(self, g: "G", log: Log) -> None:
        if g.over:
            g.pop(self)
        else:
            g.push(Turn(seat=g.turn))


def nobody_can_act(g: "G") -> bool:
    return not any(L.can_act(g, seat) for seat in range(g.num_players))


class Turn(Frame):
    seat: int
    step: str = "begin"
    forced: str = ""          # set by L15: the action another player chose for this turn

    def run(self, g: "G", log: Log) -> None:
        leaders = g.options.get("leaders")
        if self.step == "begin":
            g.acted = False
            if nobody_can_act(g) and any(B.live_columns(g)):
                exceptional_situation(g, log)
                return
            self.step = "window"
            log.add("turn", "nehemiah-ev-turn", self.seat)
        elif self.step == "window":
            self.step = "action"
            if leaders:
                others = clockwise(g, self.seat)[1:]
                g.push(Window(moment="turn", active=self.seat, order=others))
        elif self.step == "action":
            self.step = "after"
            if not (self.forced and self.forced_action(g, log)):
                g.push(TurnMenu(seat=self.seat))
        elif self.step == "after":
            self.step = "replace"
            if leaders:
                g.push(Window(moment="after", active=self.seat, order=[self.seat]))
        elif self.step == "replace":
            self.step = "end"
            g.push(Replacements())
        else:
            self.finish(g)

    def forced_action(self, g: "G", log: Log) -> bool:
        """Carry out the action chosen with L15, if it is still legal (another card may have
        changed the display since); otherwise the player takes a normal turn."""
        action, target = self.forced.split(":")
        if action == "place":
            c = int(target) - 1
            if g.players[self.seat].workers and g.columns[c] and B.first_free(g.columns[c]) is not None:
                g.acted = True
                place_action(g, self.seat, c, log)
                return True
        else:
            c, p = B.parse_slot(target)
            if (c, p) in B.own_workers(g, self.seat, exhausted=False):
                g.acted = True
                W.start_activation(g, self.seat, c, p, log)
                return True
        log.add("run-turn", "nehemiah-ev-run-turn-void", self.seat)
        return False

    def finish(self, g: "G") -> None:
        g.pop(self)
        g.players[self.seat].turns += 1
        for _, _, slot in B.slots(g):
            if slot.worker is not None:
                slot.worker.spent = False
        if g.final_turns > 0:
            g.final_turns -= 1
        g.turn = (self.seat + 1) % g.num_players
        if g.final_turns == 0:
            g.push(FinalScoring())


def exceptional_situation(g: "G", log: Log) -> None:
    """Nobody can act: discard the two leftmost columns and deal two new ones (section 10)."""
    leftmost = [c for c, _ in B.live_columns(g)][:2]
    log.add("exceptional", "nehemiah-ev-exceptional", count=len(leftmost))
    g.push(*(ReplaceOne(column=c) for c in reversed(leftmost)))


def place_action(g: "G", seat: int, c: int, log: Log) -> None:
    """Action 1: a worker on the first unoccupied card of column c; then, with 2 players, a neutral
    worker (only as part of this action)."""
    p = B.first_free(g.columns[c])
    B.put_worker(g, seat, c, p)
    log.add("place", "nehemiah-ev-place", seat, where=B.where(c, p, g.columns[c][p].card))
    if g.players[seat].neutral and neutral_columns(g, c):
        g.push(NeutralPlacement(seat=seat, exclude=c))


def neutral_columns(g: "G", exclude: int) -> list[int]:
    """Columns other than `exclude` whose first unoccupied card is not the lowest one."""
    found = []
    for c, column in B.live_columns(g):
        p = B.first_free(column)
        if c != exclude and p is not None and p < B.LAST:
            found.append(c)
    return found


class NeutralPlacement(Question):
    seat: int
    exclude: int

    def ask(self, g: "G") -> Decision:
        options = []
        for c in neutral_columns(g, self.exclude):
            p = B.first_free(g.columns[c])
            options.append(Option(f"neutral:{c + 1}", Msg("nehemiah-opt-place", {
                "where": B.where(c, p, g.columns[c][p].card)}), hint=H.slot_hint(g, c, p)))
        return Decision("", self.seat, Msg("nehemiah-ask-neutral"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        c = int(choice.split(":")[1]) - 1
        p = B.first_free(g.columns[c])
        B.put_worker(g, seat, c, p, neutral=True, exhausted=True)
        log.add("neutral", "nehemiah-ev-neutral", seat, where=B.where(c, p, g.columns[c][p].card))


class TurnMenu(Question):
    """The turn's action, plus the leader cards its player may play now. "Before your action" and
    any-time cards leave the menu open; the others are the action."""

    seat: int

    def ask(self, g: "G") -> Decision:
        seat = self.seat
        options: list[Option] = []
        if g.players[seat].workers:
            for c in B.placeable_columns(g):
                p = B.first_free(g.columns[c])
                options.append(Option(f"place:{c + 1}", Msg("nehemiah-opt-place", {
                    "where": B.where(c, p, g.columns[c][p].card)}), hint=H.slot_hint(g, c, p)))
        options += L.activation_options(g, seat)
        cards = L.playable_cards(g, seat, "menu", seat)
        options += [L.card_option(card, g, seat) for card in cards]
        if not (B.can_place(g, seat) or B.can_activate(g, seat)):
            options.append(Option(PASS, Msg("nehemiah-opt-pass")))  # forced: no action possible
        return Decision("", seat, Msg("nehemiah-ask-turn"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        action, _, target = choice.partition(":")
        if action == "leader" and L.timing(target) != "instead":
            L.play(g, seat, target, log, active=seat)   # the menu stays open
            return
        g.pop(self)
        g.acted = True
        if action == "place":
            place_action(g, seat, int(target) - 1, log)
        elif action == "activate":
            W.start_activation(g, seat, *B.parse_slot(target), log)
        elif action == "leader":
            L.play(g, seat, target, log, active=seat)
        else:
            log.add("pass", "nehemiah-ev-pass", seat)


QUIET = "quiet"
KEEP = "keep"


class Window(Question):
    """Offer leader cards playable at this moment to their holders, one seat after another."""

    moment: str               # "turn" | "after" | "replaced" | "scoring"
    active: int
    order: list[int]
    index: int = 0
    waiting: bool = False
    column: int = -1

    def awaits(self) -> bool:
        return self.waiting

    def pushed(self, g: "G") -> None:
        pass  # an id is given when it starts waiting for a seat

    def run(self, g: "G", log: Log) -> None:
        while self.index < len(self.order):
            seat = self.order[self.index]
            if L.playable_cards(g, seat, self.moment, self.active, self.column):
                self.waiting = True
                self.id = g.new_id()
                return
            self.index += 1
        g.pop(self)

    def ask(self, g: "G") -> Decision:
        seat = self.order[self.index]
        cards = L.playable_cards(g, seat, self.moment, self.active, self.column)
        options = [L.card_option(card, g, seat) for card in cards]
        options.append(Option(KEEP, Msg("nehemiah-opt-keep")))
        if seat != self.active and any(L.effect(card) in L.SILENCEABLE for card in cards):
            options.append(Option(QUIET, Msg("nehemiah-opt-quiet")))
        prompt = Msg(f"nehemiah-ask-window-{self.moment}", {"active": Player(self.active),
                                                            "column": self.column + 1})
        return Decision("", seat, prompt, options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        self.waiting = False
        if choice == QUIET:
            g.players[seat].quiet = True
        if choice in (KEEP, QUIET):
            self.index += 1
            return
        L.play(g, seat, choice.split(":")[1], log, active=self.active, column=self.column)
