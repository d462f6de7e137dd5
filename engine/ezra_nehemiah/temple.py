"""Main action: Temple & Altar, red banners (rules/ezra_nehemiah.md 5).

At most one Levite, before the placements or after them (5.1, D13); every Levite, the new one
included, works once: it places one cube in the Temple (stone, wood or gold; the leftmost empty space
of a row costing 1-5 red banners, 5.3) or on the altar (wood 3 banners for 2 moves, ash 1 banner for 1
move, 5.5), or it becomes one more red banner (5.2). A placement that fills a section resolves the
section's four effects at once (5.4). The Temple helpers take `who`: the solo Opponent uses them too.
"""
from __future__ import annotations

from typing import Any

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log
from . import hints
from .auxiliary import discounts, side_answer, side_options
from .base import Ask, G, Who, cube_msg, everyone, m, opt, player, say, why
from .content import CONTENT
from .effects import AltarMove, add_goods, add_vp, ahead_rank, altar_space, resolve
from .turn import end_main

TEMPLE_CUBES = ("stone", "wood", "gold")          # never ash [TEXT pl 420-422]
ALTAR_CUBES = ("wood", "ash")
ROWS = CONTENT.board.temple.row                   # bottom (1 banner) to top (5 banners)


# --- the Temple grid (5.3, 15.5) ----------------------------------------------------------------------

def open_columns(g: G) -> list[int]:
    """0-based indexes of the columns not covered by the Temple Mount."""
    covered = set(g.board.temple.covered_columns)
    return [c for c in range(CONTENT.board.temple.columns) if c + 1 not in covered]


def next_cell(g: G, row: int) -> int | None:
    """The 0-based column where a cube placed in `row` (1-5) goes: the leftmost empty one."""
    cells = g.board.temple.cells[row - 1]
    return next((c for c in open_columns(g) if cells[c] is None), None)


def section_of(column: int) -> int:
    for index, (low, high) in enumerate(CONTENT.board.temple.sections):
        if low <= column + 1 <= high:
            return index
    raise ValueError(column)


def section_full(g: G, section: int) -> bool:
    low, high = CONTENT.board.temple.sections[section]
    cells = g.board.temple.cells
    return all(cells[r][c] is not None for r in range(len(ROWS)) for c in open_columns(g) if low <= c + 1 <= high)


def completes_section(g: G, row: int, column: int) -> bool:
    """Whether a cube at (row, column) (0-based column) fills the last empty space of its section."""
    section = section_of(column)
    if g.board.temple.sections_done[section]:
        return False
    low, high = CONTENT.board.temple.sections[section]
    cells = g.board.temple.cells
    return all(cells[r][c] is not None or (r, c) == (row - 1, column)
               for r in range(len(ROWS)) for c in open_columns(g) if low <= c + 1 <= high)


def temple_full(g: G) -> bool:
    return all(next_cell(g, row.r) is None for row in ROWS)


def place_in_temple(g: G, who: Who, row: int, cube: str, log: Log, *, vp: int | None = None) -> None:
    """Put a cube (already paid) in the leftmost empty space of `row`: VP and the row's reward, then
    the section's effects if this filled it (5.3-5.4). The caller pays the cube and the banners."""
    from .state import Cell
    column = next_cell(g, row)
    g.board.temple.cells[row - 1][column] = Cell(by=who, cube=cube)
    points = CONTENT.rules.temple.vp[cube] if vp is None else vp
    add_vp(g, who, points)
    reward = ROWS[row - 1].reward
    say(log, "temple", "ev-temple", who, cube=cube_msg(cube), row=row, column=column + 1, vp=points)
    section = section_of(column)
    if not g.board.temple.sections_done[section] and section_full(g, section):
        g.board.temple.sections_done[section] = True
        g.push(SectionComplete(placer=who, section=section))
    resolve(g, who, reward)


class SectionComplete(Frame, kw_only=True):
    """5.4, in order: the placer +2 food; the most Levites +2 VP; the fewest Levites -1 VP (3-4
    players); everyone 1 coin per Levite. Ties go by the altar track."""

    placer: Who
    section: int

    def run(self, g: G, log: Log) -> None:
        g.pop(self)
        rules = CONTENT.rules.temple
        say(log, "temple", "ev-section", None, section=self.section + 1)
        add_goods(g, self.placer, {"bread": rules.placer_food})
        say(log, "temple", "ev-section-placer", self.placer, food=rules.placer_food)
        players = everyone(g)
        levites = {who: g.workers_of(who).levites for who in players}
        most = max(levites.values())
        winner = min((who for who in players if levites[who] == most), key=lambda who: ahead_rank(g, who))
        add_vp(g, winner, rules.most_levites_vp)
        say(log, "temple", "ev-section-most", winner, vp=rules.most_levites_vp)
        if len(players) >= rules.fewest_levites_from:
            fewest = min(levites.values())
            loser = max((who for who in players if levites[who] == fewest), key=lambda who: ahead_rank(g, who))
            add_vp(g, loser, -rules.fewest_levites_vp)
            say(log, "temple", "ev-section-fewest", loser, vp=rules.fewest_levites_vp)
        for who in players:
            coins = levites[who] * rules.coin_per_levite
            if coins:
                add_goods(g, who, {"coin": coins})
                say(log, "temple", "ev-section-coins", who, coins=coins)


# --- Levites (5.1) -------------------------------------------------------------------------------

def levite_food(g: G, seat: int) -> int:
    """The food cost of the player's next Levite (SW10: 2 less, never below 0)."""
    row = CONTENT.board.levite_row[player(g, seat).workers.levites]
    cost = row.food
    for _, hook in discounts(g, seat, "levite_food"):
        cost = max(0, cost - hook.n)
    return cost


def levite_refusal(g: G, seat: int) -> Any:
    workers = player(g, seat).workers
    if workers.levites >= CONTENT.rules.levites.max:
        return why("levites-max", n=CONTENT.rules.levites.max)
    if not workers.supply:
        return why("no-worker")
    cost = levite_food(g, seat)
    if player(g, seat).food < cost:
        return why("food", need=cost, have=player(g, seat).food)
    return None


def place_levite(g: G, who: Who, log: Log, *, food: int | None = None) -> None:
    """A worker from the supply to the next space of the Levite column; its reward (5.1). `food` is
    what was paid (players); the Opponent pays gold instead, and the caller handles it."""
    workers = g.workers_of(who)
    workers.supply -= 1
    workers.levites += 1
    reward = CONTENT.board.levite_row[workers.levites - 1].reward
    say(log, "levite", "ev-levite", who, n=workers.levites, food=food or 0)
    resolve(g, who, reward)


def buy_levite(g: G, seat: int, log: Log) -> None:
    cost = levite_food(g, seat)
    player(g, seat).food -= cost
    place_levite(g, seat, log, food=cost)


# --- the menu (D14) and the Levite after the placements (D13) --------------------------------------

def unused_levites(g: G, seat: int) -> int:
    """Levites not yet used this turn (a Levite placed before the placements works too, 5.2)."""
    return max(0, player(g, seat).workers.levites - g.turn.levites_used)


def placement_refusal(g: G, seat: int, banners: int) -> Any:
    if not unused_levites(g, seat):
        return why("no-levite")
    if g.turn.pool.red < banners:
        return why("banners", need=banners, have=g.turn.pool.red, colour=m("banner-red"))
    return None


def temple_options(g: G, seat: int) -> list[Option]:
    owner = player(g, seat)
    options = []
    for row in ROWS:
        column = next_cell(g, row.r)
        if column is None:
            continue
        hint = hints.temple_place(row.r, column + 1, completes_section(g, row.r, column))
        for cube in TEMPLE_CUBES:
            if owner.cubes[cube]:
                options.append(opt(f"temple:{row.r}:{cube}", "ezra_nehemiah-opt-temple",
                                   placement_refusal(g, seat, row.banners), hint=hint, row=row.r, cube=cube_msg(cube),
                                   banners=row.banners, vp=CONTENT.rules.temple.vp[cube]))
    for cube in ALTAR_CUBES:
        if owner.cubes[cube]:
            rule = getattr(CONTENT.rules.altar, cube)
            options.append(opt(f"altar:{cube}", "ezra_nehemiah-opt-altar", placement_refusal(g, seat, rule.banners),
                               hint=hints.altar_place(altar_space(g, seat), rule.moves),
                               cube=cube_msg(cube), banners=rule.banners, moves=rule.moves))
    return options


class TempleMenu(Ask, kw_only=True):
    """D14: the Temple & Altar action, one step at a time."""

    def ask(self, g: G) -> Decision:
        turn = g.turn
        options = []
        if not turn.levite_before and player(g, self.seat).workers.levites < CONTENT.rules.levites.max:
            options.append(opt("levite", "ezra_nehemiah-opt-levite", why("levite-during") if turn.placing_started
                               else levite_refusal(g, self.seat), hint=hints.levite_place(g, self.seat),
                               food=levite_food(g, self.seat)))
        if unused_levites(g, self.seat):
            options.append(opt("convert", "ezra_nehemiah-opt-convert"))
        options += temple_options(g, self.seat)
        options += side_options(g, self.seat)
        options.append(opt("done", "ezra_nehemiah-opt-done-temple"))
        return Decision("", self.seat, m("ask-temple", banners=turn.pool.red, levites=unused_levites(g, self.seat)),
                        options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        turn = g.turn
        if side_answer(g, self.seat, choice):
            return
        if choice == "levite":
            turn.levite_before = True
            buy_levite(g, self.seat, log)
            return
        if choice == "done":
            g.pop(self)
            if not turn.levite_before and levite_refusal(g, self.seat) is None:
                turn.levite_after_offered = True
                g.push(LeviteAfter(seat=self.seat))
            else:
                end_main(g, self.seat, log)
            return
        turn.placing_started = True
        turn.levites_used += 1
        if choice == "convert":
            turn.pool.red += 1
            say(log, "levite", "ev-levite-banner", self.seat)
            return
        where, *rest = choice.split(":")
        owner = player(g, self.seat)
        if where == "temple":
            row, cube = int(rest[0]), rest[1]
            turn.pool.red -= ROWS[row - 1].banners
            owner.cubes[cube] -= 1
            place_in_temple(g, self.seat, row, cube, log)
        else:
            cube = rest[0]
            rule = getattr(CONTENT.rules.altar, cube)
            turn.pool.red -= rule.banners
            owner.cubes[cube] -= 1
            say(log, "altar", "ev-altar-cube", self.seat, cube=cube_msg(cube), moves=rule.moves)
            g.push(AltarMove(who=self.seat, left=rule.moves))


class LeviteAfter(Ask, kw_only=True):
    """D13: the placements are over; a Levite now (not usable this turn)?"""

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-levite-after"),
                        options=[opt("levite", "ezra_nehemiah-opt-levite", hint=hints.levite_place(g, self.seat),
                                     food=levite_food(g, self.seat)),
                                 opt("skip", "ezra_nehemiah-opt-skip")])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        end_main(g, self.seat, log)
        if choice == "levite":
            buy_levite(g, self.seat, log)


def start(g: G, seat: int, log: Log) -> None:
    g.push(TempleMenu(seat=seat))


FRAMES = (TempleMenu, LeviteAfter, SectionComplete)
