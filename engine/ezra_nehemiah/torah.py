"""Main action: Torah & Tents, blue banners (rules/ezra_nehemiah.md 7).

At most one scribe and at most one paid tent movement, in either order (7.1, D21). A scribe goes on an
empty (or white-worker) tile that is accessible: any bottom-row tile, or a tile with a worker on one
of the two tiles diagonally below (7.2-7.3, D22). It costs the row's blue banners and silver or gold,
plus 1 coin for every other player's scribe on the chain of occupied tiles from the bottom row that
the player picks (D23; own scribes are free, a white worker's coin goes to the main supply). The tile's
immediate effect, its ability or hero, and the row's food for the first coloured scribe follow; a
white worker displaced moves up on its own side (7.4). The tent moves 1-4 spaces for 2/4/7/10 blue
banners, plus a cube for 3-4 spaces (7.5, D24-D25). The grid helpers take `who`: the Opponent uses them.
"""
from __future__ import annotations

from typing import Any

from ..core.decisions import Decision, Option
from ..core.frames import Log
from . import hints
from .auxiliary import side_answer, side_options
from .base import Ask, G, Who, card_msg, cube_msg, is_opponent, m, name, opt, player, say, scroll_msg, why
from .content import CONTENT, CUBES, HeroHook
from .effects import TentMove, add_goods, effects_msg, goods_msg, resolve, tent_spaces, trigger
from .setup import WHITE
from .turn import end_main

ROWS = CONTENT.board.scroll_row                  # bottom (row 1) to top (row 4)
TOP = len(ROWS)
Tile = tuple[int, int]                           # (row, tile), both from 1


def occupant(g: G, row: int, tile: int) -> Any:
    return g.board.scrolls[row - 1][tile - 1].occupant


def below(row: int, tile: int) -> list[Tile]:
    """The (at most 2) tiles diagonally below (row, tile) (7.2)."""
    if row == 1:
        return []
    width = ROWS[row - 2].tiles
    return [(row - 1, t) for t in (tile - 1, tile) if 1 <= t <= width]


def accessible(g: G, row: int, tile: int) -> bool:
    return row == 1 or any(occupant(g, *t) is not None for t in below(row, tile))


def chains(g: G, row: int, tile: int) -> list[list[Tile]]:
    """Every chain of occupied tiles from the bottom row up to a tile diagonally below the target."""
    if row == 1:
        return [[]]
    found = []
    for step in below(row, tile):
        if occupant(g, *step) is None:
            continue
        for chain in chains(g, *step):
            found.append(chain + [step])
    return found


def fees(g: G, who: Who, chain: list[Tile]) -> list[Any]:
    """Who is paid 1 coin for a chain: other players' scribes (their owner) and white workers ("supply")."""
    paid = []
    for step in chain:
        holder = occupant(g, *step)
        if holder == WHITE:
            paid.append("supply")
        elif holder != who:
            paid.append(holder)
    return paid


def payee_sets(g: G, who: Who, row: int, tile: int) -> list[tuple]:
    """The distinct sets of payees of the chains to (row, tile), cheapest first (then in seat order)."""
    found = {tuple(sorted(fees(g, who, chain), key=str)) for chain in chains(g, row, tile)}
    return sorted(found, key=lambda payees: (len(payees), [str(p) for p in payees]))


def row_cost(row: int) -> dict[str, int]:
    cost = ROWS[row - 1].cost
    return {"coin": cost.coin, "gold": cost.gold}


def scribe_refusal(g: G, seat: int, row: int, tile: int) -> Any:
    holder = occupant(g, row, tile)
    if holder is not None and holder != WHITE:
        return why("occupied")
    if not accessible(g, row, tile):
        return why("not-accessible")
    owner = player(g, seat)
    if not owner.workers.supply:
        return why("no-worker")
    cost = ROWS[row - 1].cost
    if g.turn.pool.blue < cost.blue:
        return why("banners", need=cost.blue, have=g.turn.pool.blue, colour=m("banner-blue"))
    if owner.cubes["gold"] < cost.gold:
        return why("gold", need=cost.gold, have=owner.cubes["gold"])
    payees = payee_sets(g, seat, row, tile)
    cheapest = len(payees[0]) if payees else 0
    if owner.coins < cost.coin + cheapest:
        return why("coins", need=cost.coin + cheapest, have=owner.coins)
    return None


def tile_id(row: int, tile: int) -> str:
    return f"{row}-{tile}"


# --- placing a scribe (7.3-7.4) ------------------------------------------------------------------------

def move_white(g: G, row: int, tile: int, log: Log) -> None:
    """The white worker on (row, tile) moves up on its own side (7.4): to the outer of the two tiles
    above, else the inner one, else again from the outer one a row higher; into the top row: the box."""
    left = tile - 1 < ROWS[row - 1].tiles - tile            # its side: the nearer edge
    r, t = row, tile
    while True:
        if r + 1 >= TOP:
            say(log, "scribe", "ev-white-out", None)
            return
        above = [(r + 1, t), (r + 1, t + 1)]
        outer, inner = (above[0], above[1]) if left else (above[1], above[0])
        for target in (outer, inner):
            if occupant(g, *target) is None:
                g.board.scrolls[target[0] - 1][target[1] - 1].occupant = WHITE
                say(log, "scribe", "ev-white-moves", None, tile=m("grid-tile", row=target[0], n=target[1]))
                return
        r, t = outer


def pay_fees(g: G, who: Who, payees: tuple, log: Log) -> None:
    """1 coin per payee; the Opponent never pays a person: the person gains it from the supply (13.2)."""
    for payee in payees:
        if is_opponent(who):
            if payee == "supply":
                g.opponent.coins -= CONTENT.rules.torah.branch_fee
            else:
                player(g, payee).coins += CONTENT.rules.torah.branch_fee
        else:
            player(g, who).coins -= CONTENT.rules.torah.branch_fee
            if payee == "supply":
                pass
            elif is_opponent(payee):
                g.opponent.coins += CONTENT.rules.torah.branch_fee
            else:
                player(g, payee).coins += CONTENT.rules.torah.branch_fee
    if payees:
        say(log, "scribe", "ev-fees", who,
            payees=[m("keeper-supply") if p == "supply" else name(p) for p in payees])


def place_scribe(g: G, who: Who, row: int, tile: int, log: Log) -> None:
    """A worker from `who`'s supply onto the tile (its cost and fees paid by the caller): the white
    worker moves up, the tile's "now" effect, ability or hero (players; the Opponent takes only heroes),
    the row's food for the first coloured scribe, SW11."""
    workers = g.workers_of(who)
    slot = g.board.scrolls[row - 1][tile - 1]
    white = slot.occupant == WHITE
    workers.supply -= 1
    workers.scribes.append([row, tile])
    slot.occupant = who
    scroll = CONTENT.scroll[slot.scroll]
    say(log, "scribe", "ev-scribe", who, tile=m("grid-tile", row=row, n=tile), scroll=scroll_msg(scroll.id))
    if white:
        move_white(g, row, tile, log)
    food = g.board.row_food.get(str(row), 0)
    # pushed in reverse: the tile first, then the row food, then SW11 of earlier scrolls
    trigger(g, who, "scribe_placed", log)
    if food:
        g.board.row_food[str(row)] = 0
        got = add_goods(g, who, {"bread": food})
        say(log, "scribe", "ev-row-food", who, goods=goods_msg(got), row=row)
    hero = next((hook.hero for hook in scroll.hooks if isinstance(hook, HeroHook)), None)
    if hero is not None:
        take_hero(g, who, hero, log)
    if is_opponent(who):
        return
    player(g, who).scrolls.append(scroll.id)
    resolve(g, who, scroll.now)


def take_hero(g: G, who: Who, hero: str, log: Log) -> None:
    """12.3: the hero card and its rewards for the current round (left; left and middle; all three);
    a player tucks it, the Opponent keeps it without any lasting use."""
    g.board.heroes_left.remove(hero)
    rewards = [effect for part in CONTENT.hero[hero].rewards[:g.round] for effect in part]
    if is_opponent(who):
        g.opponent.heroes.append(hero)
    else:
        player(g, who).heroes.append(hero)
        player(g, who).tucked.append(hero)
    say(log, "scribe", "ev-hero", who, hero=card_msg(hero), effects=effects_msg(rewards))
    resolve(g, who, rewards)


# --- the menu (D21) and its questions --------------------------------------------------------------

def tent_refusal(g: G, seat: int, spaces: int) -> Any:
    cost = CONTENT.tent_cost(spaces)
    if g.turn.pool.blue < cost.blue:
        return why("banners", need=cost.blue, have=g.turn.pool.blue, colour=m("banner-blue"))
    if cost.cube and not any(player(g, seat).cubes[c] for c in CUBES):
        return why("tent-cube")
    return None


def scribe_tiles(g: G, seat: int) -> list[Tile]:
    return [(row.r, t) for row in ROWS for t in range(1, row.tiles + 1)
            if scribe_refusal(g, seat, row.r, t) is None]


class TorahMenu(Ask, kw_only=True):
    """D21: a scribe, a tent movement (either order, each once), side actions, done."""

    def ask(self, g: G) -> Decision:
        turn = g.turn
        options: list[Option] = []
        options.append(opt("scribe", "ezra_nehemiah-opt-scribe", why("one-scribe") if turn.scribe_done else
                           None if scribe_tiles(g, self.seat) else why("no-scribe-tile")))
        options.append(opt("tent", "ezra_nehemiah-opt-tent", why("one-tent") if turn.tent_done else
                           tent_refusal(g, self.seat, 1)))
        options += side_options(g, self.seat)
        options.append(opt("done", "ezra_nehemiah-opt-done-torah"))
        return Decision("", self.seat, m("ask-torah", banners=turn.pool.blue), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        if side_answer(g, self.seat, choice):
            return
        if choice == "done":
            g.pop(self)
            end_main(g, self.seat, log)
        elif choice == "scribe":
            g.push(ScribeTile(seat=self.seat))
        else:
            g.push(TentDistance(seat=self.seat))


class ScribeTile(Ask, kw_only=True):
    """D22: which tile (every tile of the grid is listed; the impossible ones say why)."""

    def ask(self, g: G) -> Decision:
        options = []
        for row in ROWS:
            cost = row.cost
            for t in range(1, row.tiles + 1):
                holder = occupant(g, row.r, t)
                if holder is not None and holder != WHITE:
                    continue
                options.append(opt(tile_id(row.r, t), "ezra_nehemiah-opt-scribe-tile",
                                   scribe_refusal(g, self.seat, row.r, t), hint=hints.scribe_tile(g, row.r, t),
                                   row=row.r, n=t,
                                   scroll=scroll_msg(g.board.scrolls[row.r - 1][t - 1].scroll),
                                   blue=cost.blue, cost=goods_msg({"coin": cost.coin, "gold": cost.gold})))
        options.append(opt("back", "ezra_nehemiah-opt-back"))
        return Decision("", self.seat, m("ask-scribe-tile", banners=g.turn.pool.blue), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "back":
            return
        row, tile = (int(part) for part in choice.split("-"))
        cost = ROWS[row - 1].cost
        owner = player(g, self.seat)
        coins = owner.coins - cost.coin
        payable = [payees for payees in payee_sets(g, self.seat, row, tile) if len(payees) <= coins]
        g.push(ScribeChain(seat=self.seat, row=row, tile=tile, options=[list(p) for p in payable]))


class ScribeChain(Ask, kw_only=True):
    """D23: whom to pay, when the chains to the tile differ in payees (asked only with a choice)."""

    row: int
    tile: int
    options: list[list[Any]]

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-scribe-chain"),
                        options=[opt(str(k + 1), "ezra_nehemiah-opt-chain",
                                     payees=[m("keeper-supply") if p == "supply" else name(p) for p in payees]
                                     or m("nobody"), coins=len(payees))
                                 for k, payees in enumerate(self.options)])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        payees = tuple(self.options[int(choice) - 1])
        cost = ROWS[self.row - 1].cost
        owner = player(g, self.seat)
        g.turn.pool.blue -= cost.blue
        owner.coins -= cost.coin
        owner.cubes["gold"] -= cost.gold
        g.turn.scribe_done = True
        say(log, "scribe", "ev-scribe-paid", self.seat, blue=cost.blue,
            goods=goods_msg({"coin": cost.coin, "gold": cost.gold}))
        pay_fees(g, self.seat, payees, log)
        place_scribe(g, self.seat, self.row, self.tile, log)


class TentDistance(Ask, kw_only=True):
    """D24: how far the tent moves (one movement per action; SW04 adds its space afterwards)."""

    def ask(self, g: G) -> Decision:
        options = []
        for cost in CONTENT.rules.tent_cost:
            options.append(opt(str(cost.spaces), "ezra_nehemiah-opt-tent-spaces",
                               tent_refusal(g, self.seat, cost.spaces), hint=hints.tent(g, self.seat, cost.spaces),
                               n=cost.spaces, blue=cost.blue,
                               cube=cost.cube))
        options.append(opt("back", "ezra_nehemiah-opt-back"))
        return Decision("", self.seat, m("ask-tent", banners=g.turn.pool.blue), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "back":
            return
        spaces = int(choice)
        cost = CONTENT.tent_cost(spaces)
        g.turn.pool.blue -= cost.blue
        g.turn.tent_done = True
        moves = tent_spaces(g, self.seat, spaces)
        say(log, "tent", "ev-tent-paid", self.seat, n=spaces, blue=cost.blue, moves=moves)
        g.push(TentMove(who=self.seat, left=moves))
        if cost.cube:
            g.push(TentCube(seat=self.seat))


class TentCube(Ask, kw_only=True):
    """D25: which cube pays for a 3-4 space movement."""

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-tent-cube"),
                        options=[opt(cube, "ezra_nehemiah-opt-cube", cube=cube_msg(cube))
                                 for cube in CUBES if player(g, self.seat).cubes[cube]])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        player(g, self.seat).cubes[choice] -= 1
        say(log, "tent", "ev-tent-cube", self.seat, cube=cube_msg(choice))


def start(g: G, seat: int, log: Log) -> None:
    g.push(TorahMenu(seat=seat))


FRAMES = (TorahMenu, ScribeTile, ScribeChain, TentDistance, TentCube)
