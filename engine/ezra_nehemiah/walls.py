"""Main action: Rubble, Walls & Gates, grey banners (rules/ezra_nehemiah.md 6).

One wall space or gate-card gate per turn (D15, asked by edge first when more than 25 are open):
clear its rubble cube by cube (ash 1, stone 2, wood 2, gold 3 grey banners; the last cube of a wall
space gives its blessing), then rebuild it once it is clear (D16). The rebuild costs the printed grey
banners and cubes; 1 gold or 3 grey banners may stand in for any stone or wood (D17; SW13 takes 1
stone off first). A wall: draw 3 wall cards, place 1 and resolve it, 1 back on top and 1 at the bottom
(D18, D19), SW14's copy of a neighbour (D20). A gate: a worker from the supply becomes its gatekeeper,
the coins on its card are taken, its worker-space reward (and SW12). Then the connections with
rebuilt neighbours (6.6). The helpers that change the board take `who`: the solo Opponent uses them.
"""
from __future__ import annotations

from typing import Any

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log
from . import hints
from .auxiliary import discounts, side_answer, side_options
from .base import (Ask, G, Who, cube_msg, has, is_opponent, m, opt, player, say, space_msg, space_of, wall_card_msg,
                   why)
from .content import CONTENT, RESOURCES, CopyWall
from .effects import add_goods, effects_msg, gain_blessing, goods_msg, resolve, trigger
from .state import Space
from .turn import end_main

MENU_LIMIT = 25
EDGES = {"top": (2, 11), "right": (13, 18), "bottom": (20, 29), "left": (31, 36)}   # perimeter positions


def gate_cost() -> dict[str, int]:
    cost = CONTENT.rules.rebuild.gate
    return {"grey": cost.grey, "stone": cost.stone, "wood": cost.wood}


def printed_cost(space_id: str) -> dict[str, int]:
    if space_id in CONTENT.wall:
        cost = CONTENT.wall[space_id].cost
        return {"grey": cost.grey, "stone": cost.stone, "wood": cost.wood}
    return gate_cost()


# --- which spaces (6.1, D15) ----------------------------------------------------------------------

def open_spaces(g: G) -> list[str]:
    """Unbuilt, non-neutral wall spaces and gate-card gates, in perimeter order."""
    return [space.id for space in g.board.perimeter if not space.built and not space.neutral]


def edge_of(space_id: str) -> str:
    pos = CONTENT.perimeter.index(space_id) + 1
    return next(edge for edge, (low, high) in EDGES.items() if low <= pos <= high)


class ChooseSpace(Ask, kw_only=True):
    """D15: the one space worked on this turn (final once chosen; choosing spends nothing)."""

    edge: str | None = None

    def ask(self, g: G) -> Decision:
        spaces = open_spaces(g)
        if self.edge is None and len(spaces) > MENU_LIMIT:
            edges = [edge for edge in EDGES if any(edge_of(s) == edge for s in spaces)]
            return Decision("", self.seat, m("ask-edge"),
                            options=[opt(edge, f"ezra_nehemiah-opt-edge-{edge}",
                                         n=sum(1 for s in spaces if edge_of(s) == edge)) for edge in edges])
        if self.edge is not None:
            spaces = [s for s in spaces if edge_of(s) == self.edge]
        return Decision("", self.seat, m("ask-space"),
                        options=[opt(s, "ezra_nehemiah-opt-space", hint=hints.space(g, s), space=space_msg(s),
                                     rubble=goods_msg(space_of(g, s).rubble), cost=cost_msg(g, self.seat, s))
                                 for s in spaces])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        if choice in EDGES:
            self.edge = choice
            return
        g.pop(self)
        g.turn.space = choice
        say(log, "walls", "ev-space", self.seat, space=space_msg(choice))
        g.push(WallMenu(seat=self.seat))


def cost_msg(g: G, seat: int, space_id: str) -> Any:
    cost = rebuild_cost(g, seat, space_id)
    return m("cost-rebuild", grey=cost["grey"], cubes=goods_msg({k: cost[k] for k in ("stone", "wood")}))


# --- clearing (6.2) -----------------------------------------------------------------------------------

def clear_cube(g: G, who: Who, space: Space, cube: str, log: Log) -> None:
    """Take one rubble cube into `who`'s supply (the Opponent converts); the last cube of a wall space
    gives its blessing."""
    space.rubble[cube] -= 1
    got = add_goods(g, who, {cube: 1})
    say(log, "walls", "ev-clear", who, space=space_msg(space.id), goods=goods_msg(got))
    if space.kind == "wall" and not any(space.rubble.values()):
        gain_blessing(g, who, CONTENT.wall[space.id].blessing, log)


def clear_refusal(g: G, cube: str) -> Any:
    cost = CONTENT.rules.rubble.clear[cube]
    if g.turn.pool.grey < cost:
        return why("banners", need=cost, have=g.turn.pool.grey, colour=m("banner-grey"))
    return None


# --- rebuilding: cost and payment (6.3, D17) -------------------------------------------------------

def rebuild_cost(g: G, who: Who, space_id: str) -> dict[str, int]:
    """The printed cost with SW13 applied (1 stone less)."""
    cost = printed_cost(space_id)
    if not is_opponent(who):
        for _, hook in discounts(g, who, "rebuild_stone"):
            cost["stone"] = max(0, cost["stone"] - hook.n)
    return cost


def payments(g: G, seat: int, space_id: str) -> list[tuple[int, int, int, int]]:
    """Every way to pay: (stone, wood, gold, grey substitutes) for the cubes, with the grey banners
    of the cost itself affordable."""
    cost = rebuild_cost(g, seat, space_id)
    cubes = player(g, seat).cubes
    pool = g.turn.pool.grey
    rules = CONTENT.rules.rebuild
    found = []
    for stone in range(min(cost["stone"], cubes["stone"]) + 1):
        for wood in range(min(cost["wood"], cubes["wood"]) + 1):
            rest = cost["stone"] - stone + cost["wood"] - wood
            for gold in range(min(rest, cubes["gold"] // rules.discount_gold) + 1):
                grey = rest - gold
                if cost["grey"] + grey * rules.discount_grey <= pool:
                    found.append((stone, wood, gold, grey))
    return found


def rebuild_refusal(g: G, seat: int, space: Space) -> Any:
    if any(space.rubble.values()):
        return why("rubble-left", space=space_msg(space.id))
    if space.kind != "wall" and not player(g, seat).workers.supply:
        return why("no-gatekeeper")
    if space.kind == "wall" and not player(g, seat).wall_deck:
        return why("no-wall-cards")
    if not payments(g, seat, space.id):
        cost = rebuild_cost(g, seat, space.id)
        return why("rebuild-cost", grey=cost["grey"], have=g.turn.pool.grey,
                   cubes=goods_msg({k: cost[k] for k in ("stone", "wood")}))
    return None


class WallMenu(Ask, kw_only=True):
    """D16: clear cubes from the chosen space, rebuild it, or end the action."""

    def ask(self, g: G) -> Decision:
        space = space_of(g, g.turn.space)
        options: list[Option] = []
        if not g.turn.rebuilt:
            for cube in RESOURCES:
                if space.rubble[cube]:
                    options.append(opt(f"clear:{cube}", "ezra_nehemiah-opt-clear", clear_refusal(g, cube),
                                       hint=hints.clear(g, space.id, cube), cube=cube_msg(cube),
                                       banners=CONTENT.rules.rubble.clear[cube]))
            options.append(opt("rebuild", "ezra_nehemiah-opt-rebuild", rebuild_refusal(g, self.seat, space),
                               hint=hints.rebuild(g, space.id), space=space_msg(space.id),
                               cost=cost_msg(g, self.seat, space.id)))
        options += side_options(g, self.seat)
        options.append(opt("done", "ezra_nehemiah-opt-done-walls"))
        return Decision("", self.seat, m("ask-walls", space=space_msg(space.id), banners=g.turn.pool.grey),
                        options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        if side_answer(g, self.seat, choice):
            return
        if choice == "done":
            g.pop(self)
            end_main(g, self.seat, log)
            return
        space = space_of(g, g.turn.space)
        if choice == "rebuild":
            g.push(RebuildPayment(seat=self.seat))
            return
        cube = choice.split(":")[1]
        g.turn.pool.grey -= CONTENT.rules.rubble.clear[cube]
        clear_cube(g, self.seat, space, cube, log)


class RebuildPayment(Ask, kw_only=True):
    """D17: how to pay the rebuild's stone and wood (own cubes, gold, 3 grey banners each). When the
    ways to pay would not fit one menu, the number of gold substitutes is asked first."""

    gold: int | None = None

    def ways(self, g: G) -> list[tuple[int, int, int, int]]:
        found = payments(g, self.seat, g.turn.space)
        return [way for way in found if self.gold is None or way[2] == self.gold]

    def ask(self, g: G) -> Decision:
        rules = CONTENT.rules.rebuild
        ways = self.ways(g)
        if len(ways) >= MENU_LIMIT:
            golds = sorted({way[2] for way in ways})
            return Decision("", self.seat, m("ask-payment-gold", space=space_msg(g.turn.space)),
                            options=[opt(f"gold:{n}", "ezra_nehemiah-opt-payment-gold", n=n * rules.discount_gold)
                                     for n in golds])
        options = []
        for stone, wood, gold, grey in ways:
            options.append(opt(f"{stone}:{wood}:{gold}:{grey}", "ezra_nehemiah-opt-payment",
                               goods=goods_msg({"stone": stone, "wood": wood, "gold": gold * rules.discount_gold}),
                               banners=rebuild_cost(g, self.seat, g.turn.space)["grey"] + grey * rules.discount_grey))
        options.append(opt("back", "ezra_nehemiah-opt-back"))
        return Decision("", self.seat, m("ask-payment", space=space_msg(g.turn.space)), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        if choice.startswith("gold:"):
            self.gold = int(choice[5:])
            return
        g.pop(self)
        if choice == "back":
            return
        stone, wood, gold, grey = (int(part) for part in choice.split(":"))
        rules = CONTENT.rules.rebuild
        owner = player(g, self.seat)
        space = space_of(g, g.turn.space)
        banners = rebuild_cost(g, self.seat, space.id)["grey"] + grey * rules.discount_grey
        g.turn.pool.grey -= banners
        owner.cubes["stone"] -= stone
        owner.cubes["wood"] -= wood
        owner.cubes["gold"] -= gold * rules.discount_gold
        g.turn.rebuilt = True
        say(log, "walls", "ev-rebuild-paid", self.seat, space=space_msg(space.id), banners=banners,
            goods=goods_msg({"stone": stone, "wood": wood, "gold": gold * rules.discount_gold}))
        if space.kind == "wall":
            draw_wall_cards(g, self.seat, space.id, log)
        else:
            rebuild_gate(g, self.seat, space, log)


# --- walls: the wall cards (6.4, D18-D20) ------------------------------------------------------------

def draw_wall_cards(g: G, seat: int, space_id: str, log: Log) -> None:
    owner = player(g, seat)
    drawn = []
    for _ in range(min(CONTENT.rules.rebuild.wall_cards_drawn, len(owner.wall_deck))):
        drawn.append(owner.wall_deck.pop())
    if owner.wall_known_top in drawn:
        owner.wall_known_top = None
    if owner.wall_known_bottom in drawn:
        owner.wall_known_bottom = None
    log.add("walls", "ezra_nehemiah-ev-wall-draw", seat, count=len(drawn), barrier=True,
            private=m("ev-wall-draw-private", cards=[wall_card_msg(card) for card in drawn]))
    g.push(WallCardPick(seat=seat, space=space_id, cards=drawn))


class WallCardPick(Ask, kw_only=True):
    """D18 (the seat only sees the cards): which drawn wall card to place."""

    space: str
    cards: list[str]

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-wall-card", space=space_msg(self.space)),
                        options=[opt(card, "ezra_nehemiah-opt-wall-card", hint=hints.wall_card(card),
                                     card=wall_card_msg(card),
                                     vp=CONTENT.wall_card[card].vp, effects=effects_msg(CONTENT.wall_card[card].effect))
                                 for card in self.cards])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        rest = [card for card in self.cards if card != choice]
        space = space_of(g, self.space)
        if len(rest) == 2:
            g.push(Connections(who=self.seat, space=self.space), WallReturn(seat=self.seat, cards=rest))
        else:
            owner = player(g, self.seat)
            for card in rest:                               # the deck is empty: it becomes the deck
                owner.wall_deck.append(card)
                owner.wall_known_top = card
            g.push(Connections(who=self.seat, space=self.space))
        place_wall(g, self.seat, space, choice, log)


class WallReturn(Ask, kw_only=True):
    """D19: which of the two other cards goes back on top of the wall deck (the other to the bottom)."""

    cards: list[str]

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-wall-top"),
                        options=[opt(card, "ezra_nehemiah-opt-wall-top", hint=hints.wall_card(card),
                                     card=wall_card_msg(card))
                                 for card in self.cards])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        owner = player(g, self.seat)
        bottom = next(card for card in self.cards if card != choice)
        owner.wall_deck.append(choice)
        owner.wall_deck.insert(0, bottom)
        owner.wall_known_top, owner.wall_known_bottom = choice, bottom
        log.add("walls", "ezra_nehemiah-ev-wall-return", self.seat,
                private=m("ev-wall-return-private", top=wall_card_msg(choice), bottom=wall_card_msg(bottom)))


def place_wall(g: G, who: Who, space: Space, card: str, log: Log) -> None:
    """The wall card on the space and its immediate effect (then SW14 for a player); connections are
    the caller's (pushed below)."""
    colour = player(g, who).colour if not is_opponent(who) else g.opponent.colour
    space.built = True
    space.owner = who
    space.wall_card = [colour, card]
    effect = CONTENT.wall_card[card].effect
    say(log, "walls", "ev-wall", who, space=space_msg(space.id), card=wall_card_msg(card),
        effects=effects_msg(effect), vp=CONTENT.wall_card[card].vp)
    if not is_opponent(who) and has(g, who, CopyWall) and copyable(g, space.id):
        g.push(CopyWallPick(seat=who, space=space.id))
    resolve(g, who, effect)


def copyable(g: G, space_id: str) -> list[str]:
    """SW14: the neighbouring wall spaces (no gate between) holding a player's wall card with an effect."""
    found = []
    for neighbour in CONTENT.neighbours(space_id):
        if neighbour in CONTENT.wall:
            space = space_of(g, neighbour)
            if space.wall_card and CONTENT.wall_card[space.wall_card[1]].effect:
                found.append(neighbour)
    return found


class CopyWallPick(Ask, kw_only=True):
    """D20 (SW14): whose neighbouring wall card's effect to gain as well."""

    space: str

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-copy-wall"),
                        options=[opt(s, "ezra_nehemiah-opt-copy-wall", hint=hints.wall_card(space_of(g, s).wall_card[1]),
                                     space=space_msg(s),
                                     effects=effects_msg(CONTENT.wall_card[space_of(g, s).wall_card[1]].effect))
                                 for s in copyable(g, self.space)])

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        effect = CONTENT.wall_card[space_of(g, choice).wall_card[1]].effect
        say(log, "walls", "ev-copy-wall", self.seat, space=space_msg(choice), effects=effects_msg(effect))
        resolve(g, self.seat, effect)


# --- gates (6.5) -----------------------------------------------------------------------------------

def rebuild_gate(g: G, who: Who, space: Space, log: Log) -> None:
    """Take the gate card and its coins, a worker from the supply becomes the gatekeeper, the worker
    space's reward and SW12, then the connections (6.5-6.6). The caller paid the cost."""
    space.built = True
    space.owner = who
    g.board.gate_cards_aside.remove(space.id)
    coins, space.coins_on_card = space.coins_on_card, 0
    if coins:
        add_goods(g, who, {"coin": coins})
    workers = g.workers_of(who)
    workers.supply -= 1
    workers.gatekeepers.append(space.id)
    reward = CONTENT.gate[space.id].worker_reward
    say(log, "walls", "ev-gate", who, gate=space_msg(space.id), coins=coins, effects=effects_msg(reward))
    g.push(Connections(who=who, space=space.id))
    trigger(g, who, "gatekeeper_placed", log)
    resolve(g, who, reward)


# --- connections (6.6) -------------------------------------------------------------------------------

def pairs(g: G, space_id: str) -> list[tuple[str, str]]:
    """(gate, wall) connections the newly rebuilt space makes, in perimeter order."""
    found = []
    for neighbour in CONTENT.neighbours(space_id):
        wall, gate = (space_id, neighbour) if space_id in CONTENT.wall else (neighbour, space_id)
        if gate not in CONTENT.gate or wall not in CONTENT.wall:
            continue
        gate_space, wall_space = space_of(g, gate), space_of(g, wall)
        if gate_space.built and not gate_space.neutral and wall_space.built and not wall_space.neutral:
            found.append((gate, wall))
    return found


class Connections(Frame, kw_only=True):
    """Every connection `space` makes once rebuilt: the gate's reward to the wall's owner and to the
    gatekeeper's owner, once to a player who owns both (6.6). One connection per run, in perimeter
    order, so that each is announced just before its rewards."""

    who: Who
    space: str
    left: list[list[str]] | None = None    # (gate, wall) pairs still to resolve, once computed

    def run(self, g: G, log: Log) -> None:
        if self.left is None:
            self.left = [[gate, wall] for gate, wall in pairs(g, self.space)]
        if not self.left:
            g.pop(self)
            return
        (gate, wall), self.left = self.left[0], self.left[1:]
        gate_space, wall_space = space_of(g, gate), space_of(g, wall)
        if CONTENT.neighbours(gate)[0] == wall:
            gate_space.connected_ccw = True
        else:
            gate_space.connected_cw = True
        involved = [wall_space.owner]
        if gate_space.owner is not None and gate_space.owner != wall_space.owner:
            involved.append(gate_space.owner)
        reward = CONTENT.gate[gate].connection
        say(log, "walls", "ev-connection", None, gate=space_msg(gate), wall=space_msg(wall),
            effects=effects_msg(reward))
        for who in reversed(involved):
            resolve(g, who, reward)


def start(g: G, seat: int, log: Log) -> None:
    if not open_spaces(g):
        say(log, "walls", "ev-no-space", seat)
        end_main(g, seat, log)
        return
    g.push(ChooseSpace(seat=seat))


FRAMES = (ChooseSpace, WallMenu, RebuildPayment, WallCardPick, WallReturn, CopyWallPick, Connections)
