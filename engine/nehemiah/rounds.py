"""Column replacement, the end of a round with its influence scoring, and the end of the game
(rules sections 4.4, 6, 7)."""
from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from ..core.frames import Frame, Log
from ..core.messages import Msg, Player
from . import board as B
from .content import CONTENT
from .state import Slot

if TYPE_CHECKING:
    from . import NehemiahState as G

END = CONTENT.rules.end


def dealt_cards(g: "G", c: int) -> list[str]:
    return [slot.card for slot in g.columns[c]]


def deal(g: "G", c: int, log: Log) -> bool:
    """Deal a fresh column at position c from the current round's deck; False if it cannot."""
    deck = g.decks[g.round - 1]
    if len(deck) < B.COLUMN_SIZE:
        return False
    g.columns[c] = [Slot(card=card) for card in deck[:B.COLUMN_SIZE]]
    del deck[:B.COLUMN_SIZE]
    log.add("deal", "nehemiah-ev-deal", barrier=True, column=c + 1,
            cards=Msg("nehemiah-list", {"items": [B.card_msg(card) for card in dealt_cards(g, c)]}))
    return True


def replace_column(g: "G", c: int, log: Log) -> None:
    """Discard the column, send its workers home, deal 4 new cards; or end the round / remove it."""
    from .turn import Window
    for slot in g.columns[c]:
        g.discard.append(slot.card)
        if slot.worker is not None:
            B.send_home(g, slot.worker)
    g.columns[c] = []
    log.add("replace-column", "nehemiah-ev-column-discarded", column=c + 1)
    if deal(g, c, log):
        if g.options.get("leaders"):
            g.push(Window(moment="replaced", active=g.turn, order=clockwise(g, g.turn), column=c))
        return
    deck = g.decks[g.round - 1]
    g.discard.extend(deck)  # [HOUSE] 1-3 leftover cards cannot form a column
    deck.clear()
    if g.round < len(g.decks):
        g.push(RoundEnd(column=c))
        return
    g.columns[c] = None
    log.add("remove-column", "nehemiah-ev-column-removed", column=c + 1)
    if g.final_turns < 0:
        trigger_end(g, log)


def trigger_end(g: "G", log: Log) -> None:
    """Finish the turn cycle so all have taken as many turns (the last seat ends it), then one more
    full cycle. Counted in turn ends, the current turn included."""
    n = g.num_players
    g.final_turns = (n - 1 - g.turn) % n + n + 1
    log.add("game-end", "nehemiah-ev-end-triggered", turns=g.final_turns - 1)


def clockwise(g: "G", first: int) -> list[int]:
    return [(first + i) % g.num_players for i in range(g.num_players)]


def record_trigger(g: "G", c: int) -> None:
    """A worker has just been exhausted on the lowest card of column c: the column is replaced when
    the action is complete, even if that worker or that card is moved away before then (4.4)."""
    if c not in g.to_replace:
        g.to_replace = sorted([*g.to_replace, c])


def due_columns(g: "G") -> list[int]:
    """Columns to replace now, left to right: those recorded when a worker was exhausted on their
    lowest card, and [CHOICE] those whose lowest card holds an exhausted worker (moved there)."""
    return [c for c, column in B.live_columns(g)
            if c in g.to_replace or (column[B.LAST].worker is not None
                                     and column[B.LAST].worker.exhausted)]


class Replacements(Frame):
    """After an action: replace the due columns one by one, left to right [HOUSE]. A column whose
    replacement ends the round is refilled by the round end; the others then come from the new deck."""

    def run(self, g: "G", log: Log) -> None:
        due = due_columns(g)
        if not due:
            g.to_replace = []   # a recorded column may have been removed at the end of the game
            g.pop(self)
            return
        c = due[0]
        g.to_replace = [x for x in g.to_replace if x != c]
        replace_column(g, c, log)


class ReplaceOne(Frame):
    """Replace one given column whatever its workers (the exceptional situation)."""

    column: int

    def run(self, g: "G", log: Log) -> None:
        g.pop(self)
        if g.columns[self.column]:
            replace_column(g, self.column, log)


# --- scoring ----------------------------------------------------------------------------------

def board_points(counts: list[int], table: list[int]) -> list[int]:
    """VP per seat for one board: rank by cubes, tied places share (rounded up), 0 cubes score 0,
    and nobody scores when all are tied (6.2)."""
    points = [0] * len(counts)
    if len(set(counts)) == 1:
        return points
    place = 0
    for count in sorted(set(counts), reverse=True):
        group = [seat for seat, c in enumerate(counts) if c == count]
        share = ceil(sum(table[place:place + len(group)]) / len(group))
        for seat in group:
            if count > 0:
                points[seat] = share
        place += len(group)
    return points


def score_boards(g: "G", log: Log, *, remove_cubes: bool) -> None:
    table = CONTENT.players(g.num_players).score
    for b, counts in enumerate(g.boards):
        points = board_points(counts, table)
        for seat, vp in enumerate(points):
            if vp:
                player = g.players[seat]
                player.vp["influence"] = player.vp.get("influence", 0) + vp
        log.add("score", "nehemiah-ev-board-scored", board=B.board_msg(b), results=Msg(
            "nehemiah-list", {"items": [Msg("nehemiah-score-line", {
                "player": Player(s), "cubes": counts[s], "vp": points[s]}) for s in range(len(counts))]}))
        if remove_cubes and max(counts) > 0:
            top = max(counts)
            for seat, count in enumerate(counts):
                if count == top:   # [HOUSE] when all are tied, each still removes one
                    counts[seat] -= 1
                    log.add("cube-removed", "nehemiah-ev-leader-cube", seat, board=B.board_msg(b))


class RoundEnd(Frame):
    """Rounds I and II: (L06) score the boards, discard leader cards, refill the column from the next
    deck, and in the variant pay the round income and hold the auction [HOUSE order, 6.1 / 9.1]."""

    column: int
    step: str = "window"

    def run(self, g: "G", log: Log) -> None:
        from .leaders import RoundStart
        from .turn import Window
        if self.step == "window":
            self.step = "score"
            log.add("round-end", "nehemiah-ev-round-end", round=g.round)
            if g.options.get("leaders"):
                g.push(Window(moment="scoring", active=g.turn, order=clockwise(g, g.turn)))
            return
        g.pop(self)
        score_boards(g, log, remove_cubes=True)
        leaders = g.options.get("leaders")
        for player in g.players:
            if leaders:
                g.leader_box.extend(player.leaders)
                player.leaders = []
            player.quiet = False
        g.round += 1
        deal(g, self.column, log)
        log.add("round-start", "nehemiah-ev-round-start", round=g.round)
        if leaders:
            income = CONTENT.rules.leaders.round_income
            for player in g.players:
                player.workers += player.set_aside
                player.set_aside = 0
                player.wood += income.wood
                player.gold += income.gold
            log.add("income", "nehemiah-ev-income", wood=income.wood, gold=income.gold)
            starter = (g.turn + 1) % g.num_players if g.acted else g.turn
            g.push(RoundStart(starter=starter))


class FinalScoring(Frame):
    """(L06) the round III scoring, gates, 3 wood = 1 VP and 2 gold = 1 VP; then the game is over."""

    step: str = "window"

    def run(self, g: "G", log: Log) -> None:
        from .turn import Window
        if self.step == "window":
            self.step = "score"
            if g.options.get("leaders"):
                g.push(Window(moment="scoring", active=g.turn, order=clockwise(g, g.turn)))
            return
        g.pop(self)
        score_boards(g, log, remove_cubes=END.remove_cubes_at_final_scoring)
        for seat, player in enumerate(g.players):
            player.vp["gates"] = sum(player.gates)
            wood_sets, gold_sets = player.wood // END.wood_per_vp, player.gold // END.gold_per_vp
            player.vp["wood"], player.vp["gold"] = wood_sets, gold_sets
            player.wood -= wood_sets * END.wood_per_vp
            player.gold -= gold_sets * END.gold_per_vp
            log.add("final", "nehemiah-ev-final", seat, gates=player.vp["gates"],
                    resources=wood_sets + gold_sets, total=player.score)
        g.over = True
        log.add("game-over", "nehemiah-ev-game-over", barrier=True)
